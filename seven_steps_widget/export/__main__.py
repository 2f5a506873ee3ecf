"""``python -m seven_steps_widget.export OUTDIR``: write the lessons as HTML files."""

from __future__ import annotations

import argparse
import sys

from . import export


def main(argv: list[str] | None = None) -> int:
    """Write the files and say where they are; a bad directory is told in one line."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.export",
        description="Write the 7 Steps lessons as self-contained HTML pages (English, German).",
    )
    parser.add_argument("outdir", help="directory to write the pages into (made if missing)")
    args = parser.parse_args(argv)
    try:
        written = export(args.outdir)
    except OSError as error:
        print(f"cannot write to {args.outdir}: {error.strerror or error}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
