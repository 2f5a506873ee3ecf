"""``python -m seven_steps_widget.export OUTDIR [--lang de --lang fr | --lang de,fr]
[--puzzles FILE ... | --no-puzzles]``: write the lessons, the rules sheets (the pupils' and the
teacher's) and the puzzle pages and sheets as HTML files, in every language unless ``--lang``
chooses; the shipped puzzle sets unless ``--puzzles`` names puzzle files (a file not of the
format is refused before anything is written) or ``--no-puzzles`` leaves them out."""

from __future__ import annotations

import argparse
import sys

from ..words import LANGS, UnknownLanguage
from . import export, languages
from .puzzle_set import file_set, shipped_sets


def main(argv: list[str] | None = None) -> int:
    """Write the files and say where they are; a bad directory or language is told in one
    line."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.export",
        description="Write the 7 Steps lessons, the rules sheets (pupils' and teacher's) and the "
        "puzzles (pages and printable sheets) as self-contained HTML pages.",
    )
    parser.add_argument("outdir", help="directory to write the pages into (made if missing)")
    parser.add_argument(
        "--lang",
        action="append",
        metavar="LANG",
        help=f"a language to write (repeat it, or separate by commas); default: all of "
        f"{', '.join(LANGS)}",
    )
    parser.add_argument(
        "--puzzles",
        action="append",
        metavar="FILE",
        help="a puzzle file to write as pages (repeat it for more); default: the shipped sets",
    )
    parser.add_argument("--no-puzzles", action="store_true", help="write no puzzle pages")
    args = parser.parse_args(argv)
    try:
        langs = languages(args.lang or LANGS)
    except UnknownLanguage as error:
        parser.error(str(error))
    try:
        if args.no_puzzles:
            puzzles = []
        elif args.puzzles is None:
            puzzles = shipped_sets()
        else:
            puzzles = [file_set(path) for path in args.puzzles]
    except (OSError, ValueError) as error:
        print(f"cannot read puzzles: {error}", file=sys.stderr)
        return 2
    try:
        written = export(args.outdir, langs, puzzles)
    except OSError as error:
        print(f"cannot write to {args.outdir}: {error.strerror or error}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
