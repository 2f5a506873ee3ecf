#!/usr/bin/env bash
# Update constraints.txt on purpose: install the newest releases that pyproject.toml allows into
# a throw-away venv, run nothing else, and write their exact versions. Then run the tests
# (bash scripts/test.sh with SETUP_FORCE=1) before committing the new file.
#
#   bash scripts/update-constraints.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/python" -m pip install --quiet --upgrade pip setuptools
"$scratch/venv/bin/python" -m pip install --quiet ".[dev]"
{
    echo "# Exact versions of every package the tests and CI install (scripts/setup.sh uses it as pip's"
    echo "# constraints file, for the build step too). Made by scripts/update-constraints.sh on"
    echo "# $(date -u +%Y-%m-%d) with $("$scratch/venv/bin/python" --version); change it only through that script."
    "$scratch/venv/bin/python" -m pip freeze --all --exclude pip --exclude seven_steps_widget --exclude seven-steps-widget
} > constraints.txt
echo "wrote constraints.txt ($(grep -vc '^#' constraints.txt) packages)"
