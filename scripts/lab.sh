#!/usr/bin/env bash
# Set up, then open JupyterLab on the tutorial (notebooks/01_rules_tour.ipynb, or the
# notebooks/ folder until that notebook exists), listening on 127.0.0.1 only.
# Extra arguments go to `jupyter lab`, e.g. `bash scripts/lab.sh --port 8899`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
venv_bin=$(pwd)/.venv/bin

args=(--ServerApp.ip=127.0.0.1)
if [ "$(id -u)" -eq 0 ]; then args+=(--allow-root); fi
# Without a display there is no browser to open (and a text browser would grab the terminal).
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi

if [ -d notebooks ]; then cd notebooks; fi
if [ -f 01_rules_tour.ipynb ]; then args+=(01_rules_tour.ipynb); fi
exec "$venv_bin/jupyter" lab "${args[@]}" "$@"
