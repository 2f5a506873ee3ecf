"""``python -m seven_steps_widget.classroom results STORE (--csv | --json) [-o FILE]`` and
``… results STORE --forget NAME``: the class's results out, or a pupil's records deleted.
Whatever goes wrong is said in one sentence, never a traceback."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .results import as_csv, as_json, result_rows
from .store import StoreError, open_store


def store_url(text: str) -> str:
    """STORE as a URL: a plain path is a SQLite file.

    >>> store_url("class.sqlite")
    'sqlite:///class.sqlite'
    >>> store_url("postgresql://teacher@school/class7b")
    'postgresql://teacher@school/class7b'
    """
    return text if "://" in text else f"sqlite:///{text}"


def build_parser() -> argparse.ArgumentParser:
    """The ``results`` command's options."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.classroom results",
        description="Write the class record's results (one row per pupil and task), or "
        "forget a pupil: every row of that name is deleted.",
    )
    parser.add_argument(
        "store",
        metavar="STORE",
        help="the record: a SQLite file (classroom-record.sqlite where the server ran) or a "
        "postgresql://… URL",
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--csv", action="store_const", const="csv", dest="form", help="as CSV")
    what.add_argument("--json", action="store_const", const="json", dest="form", help="as JSON")
    what.add_argument("--forget", metavar="NAME", help="delete this pupil's records")
    parser.add_argument(
        "-o", "--output", type=Path, default=None, metavar="FILE", help="write here, not to stdout"
    )
    return parser


def main(argv: Sequence[str]) -> None:
    """Run the command; a refusal exits with its sentence."""
    args = build_parser().parse_args(argv)
    try:
        store = open_store(store_url(args.store), create=False)
    except StoreError as refusal:
        sys.exit(f"classroom results: {refusal}")
    try:
        if args.forget is not None:
            if not store.forget(args.forget):
                sys.exit(f"classroom results: no pupil called {args.forget!r} in this record")
            print(f"forgot {args.forget}: no row of that name is left")
            return
        rows = result_rows(store)
        text = as_csv(rows) if args.form == "csv" else as_json(rows)
        if args.output is None:
            sys.stdout.write(text)
        else:
            try:
                args.output.write_text(text, encoding="utf-8")
            except OSError as error:
                sys.exit(f"classroom results: cannot write {args.output}: {error.strerror}")
    except StoreError as refusal:
        sys.exit(f"classroom results: the class record failed: {refusal}")
    finally:
        store.close()
