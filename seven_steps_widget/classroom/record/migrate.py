"""Run the shipped Alembic migrations on an open connection: a store at any older version is
brought to the newest on open."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, inspect

#: The folder of env.py and versions/ inside the package.
MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(connection: Connection) -> Config:
    """Alembic's configuration without an ini file, handing env.py this connection."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection, revision: str = "head") -> None:
    """Bring the store to ``revision`` (default: the newest) in the caller's transaction."""
    command.upgrade(alembic_config(connection), revision)


def has_record(connection: Connection) -> bool:
    """Whether the database already holds a class record (Alembic's version table)."""
    return inspect(connection).has_table("alembic_version")
