#!/usr/bin/env bash
# Idempotent setup for a fresh Debian machine (as root, or with sudo):
#   - .venv with `pip install -e .[dev]` at the exact versions of constraints.txt (re-run only
#     when pyproject.toml or constraints.txt changed; SETUP_FORCE=1 forces it),
#   - Debian's chromium for the browser tests, only if /usr/bin/chromium is missing,
#   - Debian's postgresql for the class record's tests (they start their own temporary cluster),
#     only if its binaries are missing (Debian keeps them in /usr/lib/postgresql/<version>/bin).
# Never runs `playwright install`: the tests launch the system chromium instead.
# apt waits up to 10 min for a lock held by another apt run instead of failing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=0
apt_install() {
    if [ "$apt_updated" -eq 0 ]; then
        as_root apt-get -o DPkg::Lock::Timeout=600 update
        apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$@"
}

if ! command -v python3 >/dev/null 2>&1; then
    apt_install python3 python3-venv
elif ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    apt_install python3-venv
fi

if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    python3 -m venv .venv
fi

stamp=.venv/.seven-steps-setup
# The editable install maps the package differently before and after its __init__.py exists.
want="$(cat pyproject.toml constraints.txt | sha256sum | cut -d' ' -f1) $([ -f seven_steps_widget/__init__.py ] && echo pkg || true)"
if [ "${SETUP_FORCE:-0}" = 1 ] || [ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]; then
    echo "setup: pip install -e .[dev] (versions from constraints.txt)"
    # As an environment variable the constraints reach pip's isolated build step too (setuptools),
    # so a new upstream release cannot change what a fresh clone installs.
    PIP_CONSTRAINT="$(pwd)/constraints.txt" .venv/bin/python -m pip install --quiet -e ".[dev]"
    echo "$want" > "$stamp"
else
    echo "setup: .venv is up to date with pyproject.toml"
fi

if [ ! -x /usr/bin/chromium ]; then
    echo "setup: installing Debian chromium"
    apt_install chromium
fi

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 && ! command -v pg_ctl >/dev/null 2>&1; then
    echo "setup: installing Debian postgresql"
    apt_install postgresql
fi
