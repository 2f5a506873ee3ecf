#!/usr/bin/env bash
# Set up, then serve the rules tour (or the notebook named first) to a class: the repo's
# shortcut to `python -m seven_steps_widget.classroom` (README, "In a classroom"). Code hidden,
# only the text and the widgets; kernels preheated; each pupil's kernel bound to their browser;
# at most 2 kernels per device and --pupils (default 30) in all; v1 kernel websockets only.
# The classroom configuration is seven_steps_widget/classroom/share/voila.json.
#
#   bash scripts/voila.sh [NOTEBOOK.ipynb] [--lan] [--pupils N] [--lang xx] [--port=8867]
#                         [voila options]
#
# By default only this computer can open the page (127.0.0.1). `--lan` serves the local network
# too and prints the address to put on the projector. `--lang de` (or fr, en) gives the class its
# language: every widget and lesson made without `lang=` speaks it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

notebook=notebooks/01_rules_tour.ipynb
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then notebook=$1; shift; fi
if [ ! -f "$notebook" ]; then
    echo "voila.sh: $notebook does not exist yet" >&2
    exit 1
fi

bash scripts/setup.sh

args=()
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi
exec .venv/bin/python -m seven_steps_widget.classroom "$notebook" "${args[@]}" "$@"
