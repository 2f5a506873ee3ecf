"""The class record: who joined, which step each pupil reached, every answer, puzzle attempt
and hint, kept in one store (SQLite file by default, PostgreSQL by URL) through SQLAlchemy 2
Core, its schema versions by the Alembic migrations in ``migrations/``.

Pure Python, no Jupyter imports: the kernel's side is :class:`~.writer.RecordWriter`, the
teacher's page and the ``results`` command read through :class:`~.store.Store`."""

from .events import Event
from .store import NameTaken, Pupil, Store, StoreError, open_store
from .writer import RecordWriter

__all__ = ["Event", "NameTaken", "Pupil", "RecordWriter", "Store", "StoreError", "open_store"]
