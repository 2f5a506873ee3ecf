#!/usr/bin/env bash
# Set up, then serve a lesson to a class: the repo's shortcut to
# `python -m seven_steps_widget.classroom` (README, "In a classroom"), which takes the same
# arguments. Code hidden, only the text and the widgets; kernels preheated; each pupil's kernel
# bound to their browser; at most --per-device kernels per device (default 2) and --pupils
# (default 30) in all; v1 kernel websockets only. The classroom configuration is
# seven_steps_widget/classroom/share/voila.json.
#
#   bash scripts/voila.sh [NOTEBOOK] [--puzzles FILE] [--lan] [--pupils N] [--per-device K]
#                         [--no-solutions] [--hints N] [--lang xx] [--port N] [voila options]
#
# Without NOTEBOOK: the rules tour (a shipped lesson may be named: 04_puzzles, play, ...).
# By default only this computer can open the page (127.0.0.1). `--lan` serves the local network
# too; the "Ready for N pupils at ..." line gives the address to put on the projector.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

args=()
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi
exec .venv/bin/python -m seven_steps_widget.classroom "$@" "${args[@]}"
