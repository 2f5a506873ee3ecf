#!/usr/bin/env bash
# Set up, then run every check: ruff, mypy on the package, and pytest (all tests, including the
# real-browser ones). Every step runs; the exit code is the first failing step's.
# Extra arguments go to both pytest runs, e.g. `bash scripts/test.sh -k smoke`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh || exit $?

status=0
step() {
    echo "== $*"
    "$@"
    local rc=$?
    if [ "$rc" -ne 0 ] && [ "$status" -eq 0 ]; then status=$rc; fi
}

step .venv/bin/ruff check .
if [ -d seven_steps_widget ]; then
    step .venv/bin/mypy seven_steps_widget
else
    echo "== mypy skipped: seven_steps_widget/ does not exist yet"
fi
# Unit tests and doctests first (with the long simulations marked slow), on two workers (CI has two cores); then the browser tests
# alone and one at a time, so servers, kernels and Chromium do not compete with other tests.
# (A single run with `--dist loadgroup` and an xdist_group mark would be neater, but
# pytest-xdist 3.8 cannot group under pytest 9.2, which changed how node ids are stored.)
echo "== pytest: all but browser tests"
.venv/bin/pytest -n auto -m "not browser" --slow "$@"
unit=$?
echo "== pytest: browser tests"
.venv/bin/pytest -m browser "$@"
browser=$?
# 5 means "no test selected": fine for one of the two runs, a failure for both.
for rc in "$unit" "$browser"; do
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 5 ] && [ "$status" -eq 0 ]; then status=$rc; fi
done
if [ "$unit" -eq 5 ] && [ "$browser" -eq 5 ] && [ "$status" -eq 0 ]; then status=5; fi

exit "$status"
