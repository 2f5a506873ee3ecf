"""``python -m seven_steps_widget.export OUTDIR [--lang de --lang fr | --lang de,fr]``: write
the lessons and the rules sheet as HTML files, in every language unless ``--lang`` chooses."""

from __future__ import annotations

import argparse
import sys

from ..words import LANGS, UnknownLanguage
from . import export, languages


def main(argv: list[str] | None = None) -> int:
    """Write the files and say where they are; a bad directory or language is told in one
    line."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.export",
        description="Write the 7 Steps lessons and the rules sheet as self-contained HTML pages.",
    )
    parser.add_argument("outdir", help="directory to write the pages into (made if missing)")
    parser.add_argument(
        "--lang",
        action="append",
        metavar="LANG",
        help=f"a language to write (repeat it, or separate by commas); default: all of "
        f"{', '.join(LANGS)}",
    )
    args = parser.parse_args(argv)
    try:
        langs = languages(args.lang or LANGS)
    except UnknownLanguage as error:
        parser.error(str(error))
    try:
        written = export(args.outdir, langs)
    except OSError as error:
        print(f"cannot write to {args.outdir}: {error.strerror or error}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
