#!/usr/bin/env bash
# Set up, then serve the rules tour (or the notebook named first) with Voila for a classroom:
# code hidden, only the text and the widgets. The classroom configuration is classroom/voila.json:
# kernels preheated for 8 pupils, kernels of closed pages shut down (and culled if a page never
# said goodbye, never while a page is still on its way), cells tagged `jupyter-only` left out.
#
#   bash scripts/voila.sh [NOTEBOOK.ipynb] [--lan] [--lang xx] [voila options, e.g. --port=8867]
#
# By default only this computer can open the page (127.0.0.1). `--lan` serves the local network
# too and prints the address to put on the projector. `--lang de` (or fr, en) gives the class
# its language: every widget and lesson made without `lang=` speaks it (SEVEN_STEPS_LANG).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

notebook=notebooks/01_rules_tour.ipynb
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then notebook=$1; shift; fi
if [ ! -f "$notebook" ]; then
    echo "voila.sh: $notebook does not exist yet" >&2
    exit 1
fi

ip=127.0.0.1
port=8866
passed=()
while [ "$#" -gt 0 ]; do
    case "$1" in
        --lan) ip=0.0.0.0 ;;
        --port=*) port=${1#--port=} ;;
        --port) port=${2:?--port needs a number}; shift ;;
        --lang=*) export SEVEN_STEPS_LANG=${1#--lang=} ;;
        --lang) export SEVEN_STEPS_LANG=${2:?--lang needs a language: en, de or fr}; shift ;;
        *) passed+=("$1") ;;
    esac
    shift
done

bash scripts/setup.sh

if [ -n "${SEVEN_STEPS_LANG:-}" ]; then
    # Refused here, with the languages there are, rather than in every pupil's kernel.
    .venv/bin/python - <<'PY' || exit 2
import sys
from seven_steps_widget.words import UnknownLanguage, default_language
try:
    default_language()
except UnknownLanguage as error:
    sys.exit(f"voila.sh --lang: {error}")
PY
fi

# The classroom template (classroom/voila/templates/classroom) is found on JUPYTER_PATH, its
# kernel manager (classroom/classroom_kernels.py) on PYTHONPATH.
export JUPYTER_PATH="$PWD/classroom${JUPYTER_PATH:+:$JUPYTER_PATH}"
export PYTHONPATH="$PWD/classroom${PYTHONPATH:+:$PYTHONPATH}"
args=("--Voila.config_file_paths=$PWD/classroom" "--Voila.ip=$ip" "--port=$port" --Voila.port_retries=0)
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ "$ip" != 127.0.0.1 ]; then args+=(--no-browser); fi

if [ "$ip" != 127.0.0.1 ]; then
    # This computer's address on the network: the one a packet to the outside would leave from
    # (nothing is sent), or the host name if there is no network route.
    address=$(.venv/bin/python - <<'PY'
import socket
try:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        print(probe.getsockname()[0])
except OSError:
    print(socket.gethostname())
PY
)
    cat <<EOF

  Pupils open:   http://$address:$port/

  (Anyone on this network can open it, one kernel each. Stop the server with Ctrl+C.)

EOF
fi
exec .venv/bin/voila "$notebook" "${args[@]}" "${passed[@]}"
