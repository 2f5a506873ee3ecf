"""What the teacher's terminal shows (issue 28): one "Ready for N pupils at …" line once the
preheated lessons have run, every refused page with its reason in a sentence (not a bare
``503 GET /``), and none of the warnings that mean nothing to a teacher (the per-kernel "over
TCP without encryption", Tornado's ping timeout, "not trusted")."""

from __future__ import annotations

import re
import time

import pytest

from seven_steps_widget.classroom.protocol import V1
from tests.browser.harness import HOST, Server

from .conftest import StartClassroom
from .pupils import Pupil, read_messages

pytestmark = pytest.mark.browser

#: Warnings the classroom's log must not show.
MEANINGLESS = ("without encryption", "websocket_ping_timeout", "is not trusted")


def log_of(server: Server) -> str:
    return server.log_path.read_text(errors="replace")


def wait_logged(server: Server, pattern: str, seconds: float = 30) -> str:
    """The log once it has a line matching ``pattern``."""
    deadline = time.monotonic() + seconds
    while not re.search(pattern, log_of(server)):
        assert time.monotonic() < deadline, f"never logged {pattern!r}:\n{log_of(server)[-3000:]}"
        time.sleep(0.2)
    return log_of(server)


def test_the_log_says_ready_and_why_a_page_was_refused(start_classroom: StartClassroom) -> None:
    server = start_classroom(1, "--pupils=2", "--per-device=1")
    log = wait_logged(server, r"Ready for 2 pupils at ")
    assert f"Ready for 2 pupils at http://{HOST}:{server.port}/" in log
    assert log.index("Ready for") > log.index("is filled with")

    first = Pupil(server, "127.0.0.2")
    page = first.page()
    assert page.status == 200 and page.kernel_id
    with first.websocket(page.kernel_id, subprotocols=[V1]) as ws:  # a page connected
        read_messages(ws, 1.0)
        another_browser = Pupil(server, first.address)  # the same device, no cookie
        assert another_browser.page().status == 503
        wait_logged(
            server,
            r"Refused a page for 127\.0\.0\.2: this device already has 1 lesson open "
            r"\(--per-device 1\)",
        )
        assert Pupil(server, "127.0.0.3").page().status == 200
        assert Pupil(server, "127.0.0.4").page().status == 503
        log = wait_logged(
            server, r"Refused a page for 127\.0\.0\.4: the class is full \(2 pupils\)"
        )
    assert not re.search(r"\b503 GET /", log), log[-3000:]
    said = [line for line in log.splitlines() if any(w in line for w in MEANINGLESS)]
    assert said == [], said
