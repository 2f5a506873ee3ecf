"""The shipped migrations build exactly the Core tables, and an older store is upgraded."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from seven_steps_widget.classroom.record import Store, open_store
from seven_steps_widget.classroom.record.migrate import alembic_config
from seven_steps_widget.classroom.record.schema import metadata


def test_migrations_and_metadata_agree(store: Store) -> None:
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection)
        assert compare_metadata(context, metadata) == []
        assert context.get_current_revision() is not None


def test_an_older_store_is_upgraded_on_open(store_url: str) -> None:
    store = open_store(store_url)
    with store.engine.begin() as connection:
        command.downgrade(alembic_config(connection), "base")
    with store.engine.connect() as connection:
        assert set(inspect(connection).get_table_names()) == {"alembic_version"}
    store.close()
    store = open_store(store_url, create=False)
    with store.engine.connect() as connection:
        assert set(inspect(connection).get_table_names()) == {
            "alembic_version",
            "classes",
            "pupils",
            "events",
        }
        head = MigrationContext.configure(connection).get_current_revision()
    store.close()
    assert head == "0001"
