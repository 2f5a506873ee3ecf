"""``python -m seven_steps_widget.classroom [NOTEBOOK] [--lan] [--pupils N] [--lang xx]
[--port N] [Voila options]``: serve a lesson to a class (see ``seven_steps_widget.classroom``)."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

from ..words import LANGS, LANGUAGE_VARIABLE, UnknownLanguage, language


def network_address() -> str:
    """This computer's address on its network (a route out is looked up, nothing is sent),
    or its host name when there is no route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
            return address
    except OSError:
        return socket.gethostname()


def voila_argv(args: argparse.Namespace, passed: Sequence[str]) -> list[str]:
    """The classroom app's command line for the parsed options.

    >>> parser = build_parser()
    >>> args, rest = parser.parse_known_args(["l.ipynb", "--pupils", "12", "--pool_size=0"])
    >>> voila_argv(args, rest)  # doctest: +NORMALIZE_WHITESPACE
    ['l.ipynb', '--Voila.ip=127.0.0.1', '--port=8866', '--Voila.port_retries=0',
     '--ClassroomVoila.pupils=12', '--no-browser', '--pool_size=0']
    """
    ip = "0.0.0.0" if args.lan else "127.0.0.1"
    argv = [
        str(args.notebook),
        f"--Voila.ip={ip}",
        f"--port={args.port}",
        "--Voila.port_retries=0",
        f"--ClassroomVoila.pupils={args.pupils}",
    ]
    if args.lan or not args.browser:
        argv.append("--no-browser")
    return argv + list(passed)


def build_parser() -> argparse.ArgumentParser:
    """The command line's options (any other option goes to Voila)."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.classroom",
        description="Serve a lesson to a class: code hidden, one kernel per pupil.",
    )
    parser.add_argument("notebook", nargs="?", type=Path, default=None, help="the lesson")
    parser.add_argument(
        "--lan", action="store_true", help="serve the local network too (prints the address)"
    )
    parser.add_argument("--pupils", type=int, default=30, help="pupils at most (default 30)")
    parser.add_argument("--port", type=int, default=8866, help="the port (default 8866)")
    parser.add_argument(
        "--lang",
        default=None,
        help=f"the class's language ({', '.join(LANGS)}): every lesson made without lang= "
        "speaks it, and so do the server's own pages",
    )
    parser.add_argument(
        "--no-browser", dest="browser", action="store_false", help="do not open a browser"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line and run the server until Ctrl+C."""
    args, passed = build_parser().parse_known_args(argv)
    if args.notebook is None:
        args.notebook = Path("notebooks/01_rules_tour.ipynb")
    if not args.notebook.exists():
        sys.exit(f"classroom: {args.notebook} does not exist")
    if args.lang:
        try:
            os.environ[LANGUAGE_VARIABLE] = language(args.lang)  # the kernels inherit it
        except UnknownLanguage as error:
            sys.exit(f"classroom --lang: {error}")
    if args.lan:
        print(
            f"\n  Pupils open:   http://{network_address()}:{args.port}/\n\n"
            "  (Anyone on this network can open it, one kernel each. Stop the server with "
            "Ctrl+C.)\n",
            flush=True,
        )
    from .app import main as serve

    serve(argv=voila_argv(args, passed))


if __name__ == "__main__":
    main()
