#!/usr/bin/env bash
# Set up, then serve the rules tour (or the notebook named first) with Voila for a classroom:
# code hidden, only the text and the widgets, on 127.0.0.1. Cells tagged `jupyter-only` (how to
# run cells in Jupyter; see notebooks/make_notebooks.py) are left out and not run.
# Other arguments go to `voila` (`--port 8867`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

notebook=notebooks/01_rules_tour.ipynb
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then notebook=$1; shift; fi
if [ ! -f "$notebook" ]; then
    echo "voila.sh: $notebook does not exist yet" >&2
    exit 1
fi

bash scripts/setup.sh

# Voila hands its configuration to nbconvert's exporter. A set-valued option on the command
# line takes the bare item: `=jupyter-only`, not `='["jupyter-only"]'` (that would be read as
# the one tag `["jupyter-only"]` and remove nothing).
args=(--Voila.ip=127.0.0.1 --TagRemovePreprocessor.remove_cell_tags=jupyter-only)
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi
exec .venv/bin/voila "$notebook" "${args[@]}" "$@"
