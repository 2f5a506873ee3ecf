"""Suite-wide hooks: report the timings the browser fixtures record."""

from __future__ import annotations

import pytest

TIMING_PREFIX = "browser: "


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
