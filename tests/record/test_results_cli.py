"""``python -m seven_steps_widget.classroom results``: the page's CSV/JSON, forget, refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from seven_steps_widget.classroom.__main__ import main
from seven_steps_widget.classroom.record import Store, open_store
from seven_steps_widget.classroom.record.results import as_csv, result_rows

from .test_results import EXPECTED, fill


def refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The sentence the command exits with."""
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert capsys.readouterr().out == ""
    return str(exit.value.code)


def test_csv_is_what_the_page_offers(store: Store, store_url: str) -> None:
    fill(store)
    ran = subprocess.run(
        [sys.executable, "-m", "seven_steps_widget.classroom", "results", store_url, "--csv"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert ran.stdout == as_csv(result_rows(store))
    assert ran.stdout.count("\n") == 4


def test_json_to_a_file(store: Store, store_url: str, tmp_path: Path) -> None:
    fill(store)
    main(["results", store_url, "--json", "-o", str(tmp_path / "out.json")])
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8")) == EXPECTED


def test_forget_leaves_no_row_of_that_name(
    store: Store, store_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    fill(store)
    main(["results", store_url, "--forget", "BEN"])
    assert "forgot BEN" in capsys.readouterr().out
    assert {row["pupil"] for row in result_rows(store)} == {"Anna"}
    assert refusal(["results", store_url, "--forget", "Ben"], capsys) == (
        "classroom results: no pupil called 'Ben' in this record"
    )


def test_missing_and_corrupt_stores_are_refused_in_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.sqlite"
    assert refusal(["results", str(missing), "--csv"], capsys) == (
        f"classroom results: there is no class record at {missing}"
    )
    assert not missing.exists()
    corrupt = tmp_path / "corrupt.sqlite"
    corrupt.write_bytes(b"\x00garbage" * 1000)
    assert refusal(["results", str(corrupt), "--json"], capsys) == (
        "classroom results: the class record cannot be opened: file is not a database"
    )


def test_a_plain_path_is_a_sqlite_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "class.sqlite"
    store = open_store(f"sqlite:///{path}")
    fill(store)
    store.close()
    main(["results", str(path), "--json"])
    assert json.loads(capsys.readouterr().out) == EXPECTED
