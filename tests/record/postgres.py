"""A throw-away PostgreSQL cluster for the tests and benchmarks/record_writes.py: Debian's
binaries run as the ``postgres`` user in a temporary folder, on a unix socket only (no TCP
port), stopped and removed after."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: What a machine without PostgreSQL is told.
MISSING = "PostgreSQL's binaries are missing (initdb, pg_ctl): run scripts/setup.sh"


class PostgresMissing(RuntimeError):
    """PostgreSQL is not installed here."""


def pg_bin(name: str) -> str:
    """The path of a PostgreSQL program, on PATH or in Debian's /usr/lib/postgresql/*/bin."""
    found = shutil.which(name) or next(
        iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None
    )
    if found is None:
        raise PostgresMissing(MISSING)
    return found


class Cluster:
    """A running cluster in ``folder``: its socket folder and a way to stop and start it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.data = folder / "data"
        self.sockets = folder / "sockets"
        self.made = 0

    def run(self, *argv: str) -> None:
        """Run a PostgreSQL program as the ``postgres`` user."""
        subprocess.run(
            ["runuser", "-u", "postgres", "--", *argv],
            check=True,
            capture_output=True,
            cwd=self.folder,
        )

    def start(self) -> None:
        """Start the server on the unix socket only and wait until it answers."""
        options = f"-c listen_addresses='' -k {self.sockets} -c fsync=off"
        self.run(
            pg_bin("pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            options,
            "-w",
            "-l",
            str(self.folder / "log"),
            "start",
        )

    def stop(self) -> None:
        """Stop the server at once (open connections are cut, as when a server dies)."""
        self.run(pg_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def url(self, database: str) -> str:
        """The SQLAlchemy URL of a database here."""
        return f"postgresql+psycopg://postgres@/{database}?host={self.sockets}"

    def new_database(self) -> str:
        """A fresh empty database's URL (each test gets its own)."""
        import psycopg

        self.made += 1
        name = f"record_{self.made}"
        with psycopg.connect(
            host=str(self.sockets), user="postgres", dbname="postgres", autocommit=True
        ) as connection:
            connection.execute(f"CREATE DATABASE {name}")
        return self.url(name)


@contextmanager
def temporary_cluster() -> Iterator[Cluster]:
    """initdb a cluster in a temporary folder owned by ``postgres``, start it, and stop and
    remove it after."""
    initdb = pg_bin("initdb")
    folder = Path(tempfile.mkdtemp(prefix="seven-steps-pg-"))
    try:
        shutil.chown(folder, "postgres", "postgres")
        os.chmod(folder, 0o700)
        cluster = Cluster(folder)
        (cluster.sockets).mkdir()
        shutil.chown(cluster.sockets, "postgres", "postgres")
        cluster.run(
            initdb,
            "-D",
            str(cluster.data),
            "-U",
            "postgres",
            "--auth=trust",
            "--no-sync",
            "-E",
            "UTF8",
        )
        cluster.start()
        try:
            yield cluster
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
