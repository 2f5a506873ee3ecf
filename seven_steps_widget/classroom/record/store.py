"""Open a class record by URL and write to it: classes, pupils joining by name, events kept
exactly once. The teacher's queries are in ``queries.py``, results in ``results.py``."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, Table, create_engine, event, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from ...words import t
from .events import Event
from .migrate import has_record, upgrade
from .schema import ID_LENGTH, NAME_LENGTH, classes, events, pupils

#: The store when none is named: one file in the folder the server runs in.
DEFAULT_URL = "sqlite:///classroom-record.sqlite"
#: Seconds a write may wait for a lock or a statement may run, and a connection may take:
#: short, so that a busy or dead store cannot hold a pupil's kernel loop for long.
BUSY_SECONDS = 2


class StoreError(Exception):
    """The store cannot be opened or written: said in one sentence, never a traceback."""


class NameTaken(Exception):
    """Another browser holds this name in this class."""


@dataclass(frozen=True)
class Pupil:
    """A pupil who joined: the store's id, the class's id and the name as typed."""

    id: int
    class_id: int
    name: str


def name_key(name: str) -> str:
    """The name as the class compares it: spaces collapsed, case folded.

    >>> name_key("  Anna  Lena ")
    'anna lena'
    """
    return " ".join(name.split()).casefold()


def engine_for(url: str, wait: float = BUSY_SECONDS) -> Engine:
    """An engine for ``sqlite:///file`` (WAL, busy timeout, foreign keys) or
    ``postgresql://…`` (psycopg 3, connect/statement/lock timeouts, pre-ping to outlive a
    restart); ``wait`` seconds at most for a lock, a statement or a connection (libpq waits
    2 s at least to connect)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        engine = create_engine(parsed, connect_args={"timeout": wait})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA busy_timeout={int(wait * 1000)}")
            cursor.execute("PRAGMA foreign_keys=ON")
            # WAL's own advice: a commit no longer waits for the disk (8 ms a batch here), and
            # a crash of the program still loses nothing; a power cut may lose the last batch.
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        return engine
    if parsed.get_backend_name() == "postgresql":
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        ms = int(wait * 1000)
        return create_engine(
            parsed,
            pool_pre_ping=True,
            connect_args={
                "connect_timeout": max(2, round(wait)),
                "options": f"-c statement_timeout={ms} -c lock_timeout={ms}",
            },
        )
    raise StoreError(f"{parsed.get_backend_name()} is not a store: use sqlite:/// or postgresql://")


def open_store(url: str | None = None, *, create: bool = True, wait: float = BUSY_SECONDS) -> Store:
    """Open the store at ``url`` (default: ``classroom-record.sqlite`` here) and bring its
    schema to the newest version; with ``create=False`` a store that holds no record yet is
    refused instead of made. ``wait``: see :func:`engine_for` (a kernel's writer wants it
    short)."""
    url = url or DEFAULT_URL
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"{url!r} is not a store URL (sqlite:///FILE or postgresql://…)") from None
    if parsed.get_backend_name() == "sqlite" and not create:
        path = Path(parsed.database or "")
        if not path.is_file():
            raise StoreError(f"there is no class record at {path}")
    engine = engine_for(url, wait)
    try:
        with engine.begin() as connection:
            if not create and not has_record(connection):
                raise StoreError(f"{parsed.render_as_string()} holds no class record")
            upgrade(connection)
    except SQLAlchemyError as error:
        engine.dispose()
        raise StoreError(f"the class record cannot be opened: {reason(error)}") from None
    except StoreError:
        engine.dispose()
        raise
    return Store(engine)


def reason(error: SQLAlchemyError) -> str:
    """A database error's first line, for a teacher to read."""
    original = getattr(error, "orig", None) or error
    return str(original).strip().splitlines()[0] if str(original).strip() else type(error).__name__


class Store:
    """A class record: join pupils, write their events exactly once, forget them."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def close(self) -> None:
        """Close the store's connections."""
        self.engine.dispose()

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """One transaction; a database error becomes a :class:`StoreError`."""
        try:
            with self.engine.begin() as connection:
                yield connection
        except SQLAlchemyError as error:
            raise StoreError(reason(error)) from None

    def open_class(self, name: str, now: float | None = None) -> int:
        """The id of the class called ``name``, made on first use."""
        name = name[:ID_LENGTH]
        with self.transaction() as connection:
            found = connection.scalar(select(classes.c.id).where(classes.c.name == name))
            if found is not None:
                return int(found)
            row = {"name": name, "created": now or time.time()}
            self._insert_ignoring(connection, classes, [row], ["name"])
            return int(
                connection.execute(select(classes.c.id).where(classes.c.name == name)).scalar_one()
            )

    def join(self, class_id: int, name: str, token: str, now: float | None = None) -> Pupil:
        """Bind ``name`` to the browser ``token`` in the class: the same token rejoins; a name
        another token holds raises :class:`NameTaken`; an empty name raises ``ValueError``."""
        shown = " ".join(name.split())[:NAME_LENGTH]
        if not shown:
            raise ValueError("a name needs at least one letter")
        key, now = name_key(shown), now or time.time()
        token = token[:ID_LENGTH]
        with self.transaction() as connection:
            self._insert_ignoring(
                connection,
                pupils,
                [
                    {
                        "class_id": class_id,
                        "name": shown,
                        "name_key": key,
                        "token": token,
                        "joined": now,
                        "last_seen": now,
                    }
                ],
                ["class_id", "name_key"],
            )
            row = connection.execute(
                select(pupils.c.id, pupils.c.name, pupils.c.token).where(
                    pupils.c.class_id == class_id, pupils.c.name_key == key
                )
            ).one()
            if row.token != token:
                raise NameTaken(
                    f"{row.name} is already in this class on another device: choose another name"
                )
            connection.execute(update(pupils).where(pupils.c.id == row.id).values(last_seen=now))
            return Pupil(row.id, class_id, row.name)

    def next_seq(self, pupil_id: int) -> int:
        """The sequence number the pupil's next event takes (1 for a new pupil)."""
        with self.transaction() as connection:
            last = connection.scalar(
                select(func.max(events.c.seq)).where(events.c.pupil_id == pupil_id)
            )
        return int(last or 0) + 1

    def record(self, pupil_id: int, numbered: Sequence[tuple[int, Event]]) -> None:
        """Write ``(seq, event)`` pairs in one transaction; a seq already written is left as it
        is, so a retried batch writes nothing twice. The pupil's ``last_seen`` follows."""
        if not numbered:
            return
        rows = [event.row(pupil_id, seq) for seq, event in numbered]
        latest = max(row["at"] for row in rows)
        with self.transaction() as connection:
            self._insert_ignoring(connection, events, rows, ["pupil_id", "seq"])
            connection.execute(
                update(pupils)
                .where(pupils.c.id == pupil_id, pupils.c.last_seen < latest)
                .values(last_seen=latest)
            )

    def forget(self, name: str) -> int:
        """Delete every pupil called ``name`` (in any class) and all their events; returns how
        many pupils were forgotten."""
        key = name_key(name)
        with self.transaction() as connection:
            ids = list(connection.scalars(select(pupils.c.id).where(pupils.c.name_key == key)))
            if ids:
                connection.execute(events.delete().where(events.c.pupil_id.in_(ids)))
                connection.execute(pupils.delete().where(pupils.c.id.in_(ids)))
        return len(ids)

    def health(self, lang: str = "en") -> str | None:
        """``None`` when the store answers, else why not in one sentence (for the teacher)."""
        try:
            with self.engine.connect() as connection:
                connection.execute(select(1))
        except SQLAlchemyError as error:
            return t("classroom.store_down", lang, reason=reason(error))
        return None

    @staticmethod
    def _insert_ignoring(
        connection: Connection, table: Table, rows: list[dict[str, Any]], keys: list[str]
    ) -> None:
        """Insert ``rows``, leaving out those whose ``keys`` are already there (SQLite's and
        PostgreSQL's ``ON CONFLICT DO NOTHING``: concurrent writers cannot collide)."""
        dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
        connection.execute(dialect.insert(table).on_conflict_do_nothing(index_elements=keys), rows)
