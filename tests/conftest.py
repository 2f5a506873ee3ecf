"""Suite-wide hooks: report the timings the browser fixtures record."""

from __future__ import annotations

import pytest

TIMING_PREFIX = "browser: "


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--slow`` adds the long simulation runs (marked ``slow``) that CI runs."""
    parser.addoption("--slow", action="store_true", help="also run the tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without ``--slow``, leave the ``slow`` tests out (deselected, not skipped)."""
    if config.getoption("--slow"):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """List the server-start and page-paint times the browser fixtures recorded.

    They travel as ``user_properties`` on the reports, so this works under xdist too.
    """
    rows: list[str] = []
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for name, value in getattr(report, "user_properties", ()):
                if isinstance(name, str) and name.startswith(TIMING_PREFIX):
                    what = name[len(TIMING_PREFIX) :]
                    rows.append(f"{value:7.2f} s  {what}  ({report.nodeid})")
    if rows:
        terminalreporter.section("browser timings")
        for row in sorted(set(rows), key=lambda r: r.split("(")[-1]):
            terminalreporter.write_line(row)
