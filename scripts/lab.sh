#!/usr/bin/env bash
# Set up, then open JupyterLab on the rules tour, listening on 127.0.0.1 only.
#
# JupyterLab works on a copy: the shipped notebooks (seven_steps_widget/notebooks/) are copied
# once into lab/ (git-ignored; LAB_DIR names another folder), and a notebook already there, with
# the learner's changes, is never overwritten; delete it to get the shipped one back. Running
# and saving therefore never changes the shipped notebooks. The printed address opens the rules
# tour itself (not the Launcher); no news pop-up (scripts/lab-settings/overrides.json changes
# JupyterLab's default, a learner's own choice still wins), no update check: nothing is fetched.
# Extra arguments go to `jupyter lab`, e.g. `bash scripts/lab.sh --port 8899`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
venv_bin=$(pwd)/.venv/bin

lab_dir=${LAB_DIR:-lab}
mkdir -p "$lab_dir"
for shipped in seven_steps_widget/notebooks/*.ipynb; do
    copy="$lab_dir/$(basename "$shipped")"
    if [ ! -e "$copy" ]; then cp "$shipped" "$copy"; fi
done

args=(
    --ServerApp.ip=127.0.0.1
    --LabApp.default_url=/lab/tree/01_rules_tour.ipynb
    --LabApp.news_url=None
    --LabApp.app_settings_dir="$(pwd)/scripts/lab-settings"
    --LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate
)
if [ "$(id -u)" -eq 0 ]; then args+=(--allow-root); fi
# Without a display there is no browser to open (and a text browser would grab the terminal).
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then args+=(--no-browser); fi

cd "$lab_dir"
exec "$venv_bin/jupyter" lab "${args[@]}" "$@"
