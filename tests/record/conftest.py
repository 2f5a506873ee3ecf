"""Every store test runs on SQLite and on a real PostgreSQL (a temporary cluster)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from seven_steps_widget.classroom.record import Store, open_store

from .postgres import Cluster, PostgresMissing, temporary_cluster


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    """One PostgreSQL cluster for the session, stopped and removed after; a machine without
    PostgreSQL fails the tests that need it (never skips them)."""
    try:
        with temporary_cluster() as running:
            yield running
    except PostgresMissing as missing:
        pytest.fail(str(missing))


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty store's URL: a SQLite file, or a new database in the cluster."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'record.sqlite'}"
    cluster: Cluster = request.getfixturevalue("cluster")
    return cluster.new_database()


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    """The store at ``store_url``, opened (so migrated to the newest version)."""
    opened = open_store(store_url)
    yield opened
    opened.close()
