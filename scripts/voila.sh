#!/usr/bin/env bash
# Set up, then serve the rules tour (or the notebook named first) with Voila for a classroom:
# code hidden, only the widgets, on 127.0.0.1. Other arguments go to `voila` (`--port 8867`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

notebook=notebooks/01_rules_tour.ipynb
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then notebook=$1; shift; fi
if [ ! -f "$notebook" ]; then
    echo "voila.sh: $notebook does not exist yet" >&2
    exit 1
fi

bash scripts/setup.sh

args=(--Voila.ip=127.0.0.1)
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi
exec .venv/bin/voila "$notebook" "${args[@]}" "$@"
