"""Joining by name, events kept exactly once, forgetting a pupil, the store's health."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select

from seven_steps_widget.classroom.record import Event, NameTaken, Store, StoreError, open_store
from seven_steps_widget.classroom.record.schema import events, pupils
from seven_steps_widget.classroom.record.store import engine_for
from seven_steps_widget.words import t


def count(store: Store, table_column: object) -> int:
    """Rows of a table (by one of its columns) in the store."""
    with store.transaction() as connection:
        return int(connection.execute(select(func.count(table_column))).scalar_one())


def test_a_name_is_bound_to_its_browser(store: Store) -> None:
    klass = store.open_class("7b")
    anna = store.join(klass, "Anna", "browser-1", now=10.0)
    assert anna.name == "Anna"
    with pytest.raises(NameTaken, match="Anna is already in this class on another device"):
        store.join(klass, " anna ", "browser-2", now=11.0)
    again = store.join(klass, "ANNA", "browser-1", now=12.0)
    assert again == anna
    with store.transaction() as connection:
        assert connection.execute(select(pupils.c.last_seen)).scalar_one() == 12.0


def test_one_name_in_two_classes_is_two_pupils(store: Store) -> None:
    first = store.join(store.open_class("7a"), "Ben", "browser-1")
    second = store.join(store.open_class("7b"), "Ben", "browser-2")
    assert first.id != second.id
    assert store.open_class("7a") == first.class_id


def test_a_name_needs_a_letter(store: Store) -> None:
    with pytest.raises(ValueError, match="at least one letter"):
        store.join(store.open_class("7b"), "   ", "browser-1")


def test_a_retried_batch_writes_nothing_twice(store: Store) -> None:
    pupil = store.join(store.open_class("7b"), "Anna", "browser-1", now=1.0)
    batch = [(1, Event("join", "tour", 1.0)), (2, Event("step", "tour", 2.0, step="s1"))]
    store.record(pupil.id, batch)
    store.record(pupil.id, batch + [(3, Event("hint", "tour", 3.0, task="t1"))])
    assert count(store, events.c.id) == 3
    assert store.next_seq(pupil.id) == 4
    with store.transaction() as connection:
        assert connection.execute(select(pupils.c.last_seen)).scalar_one() == 3.0


def test_forget_leaves_no_row_of_the_name(store: Store) -> None:
    for klass in ("7a", "7b"):
        anna = store.join(store.open_class(klass), "Anna", f"browser-{klass}")
        store.record(
            anna.id,
            [
                (
                    1,
                    Event(
                        "answer",
                        "tour",
                        1.0,
                        task="t",
                        answer={"cell": "d4"},
                        right=True,
                        first_try=True,
                    ),
                )
            ],
        )
    ben = store.join(store.open_class("7b"), "Ben", "browser-3")
    store.record(ben.id, [(1, Event("join", "tour", 1.0))])
    assert store.forget("anna") == 2
    assert store.forget("Anna") == 0
    with store.transaction() as connection:
        assert list(connection.execute(select(pupils.c.name))) == [("Ben",)]
        assert list(connection.execute(select(events.c.pupil_id))) == [(ben.id,)]


def test_health_says_when_the_store_is_gone(store: Store, tmp_path: Path) -> None:
    assert store.health() is None
    gone = {
        "sqlite": f"sqlite:///{tmp_path / 'no-such-folder' / 'r.sqlite'}",
        "postgresql": f"postgresql://postgres@/record?host={tmp_path / 'no-such-socket'}",
    }[store.engine.dialect.name]
    dead = Store(engine_for(gone))
    said = dead.health()
    assert said is not None and said.startswith(t("classroom.store_down", "en", reason=""))
    assert "Traceback" not in said and "\n" not in said


def test_a_missing_store_is_refused_not_made(tmp_path: Path) -> None:
    missing = tmp_path / "none.sqlite"
    with pytest.raises(StoreError, match="there is no class record at"):
        open_store(f"sqlite:///{missing}", create=False)
    assert not missing.exists()


def test_a_corrupt_store_is_refused_in_a_sentence(tmp_path: Path) -> None:
    corrupt = tmp_path / "record.sqlite"
    corrupt.write_bytes(b"not a database, a pupil's essay" * 200)
    with pytest.raises(StoreError, match="cannot be opened: file is not a database"):
        open_store(f"sqlite:///{corrupt}", create=False)


def test_a_database_without_a_record_is_refused(store_url: str) -> None:
    other = engine_for(store_url)
    with other.begin() as connection:  # a database that holds something else
        connection.exec_driver_sql("CREATE TABLE essays (text VARCHAR(10))")
    other.dispose()
    with pytest.raises(StoreError, match="holds no class record"):
        open_store(store_url, create=False)


def test_sqlite_store_is_in_wal_mode(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path / 'r.sqlite'}")
    with store.transaction() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar_one() == "wal"
        assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar_one() == 2000
    store.close()


def test_an_unknown_url_is_refused() -> None:
    with pytest.raises(StoreError, match="is not a store URL"):
        open_store("nonsense")
    with pytest.raises(StoreError, match="mysql is not a store"):
        open_store("mysql://host/db")
