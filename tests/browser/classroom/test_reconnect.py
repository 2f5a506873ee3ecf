"""Nothing lost on a bad network (issue 20): a pupil's page in the real classroom server shows
when its connection is lost and when it is back, reconnects within 2 s of the network's
return, keeps the same kernel (the step the pupil was on) through a drop and a reload, and
says so plainly, with a reload button, when the kernel crashed or the server restarted."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from seven_steps_widget.words import t
from tests.browser.harness import (
    INIT_SCRIPT,
    CanvasPage,
    Server,
    block_non_local,
    open_voila,
    server_kernels,
)

from .conftest import StartClassroom

pytestmark = pytest.mark.browser

KERNEL_ID_JS = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


def open_lesson(context: BrowserContext, server: Server) -> tuple[Page, str]:
    """The lesson's page, painted; its kernel's id."""
    view = CanvasPage(page=context.new_page(), server=server, blocked=[])
    view.watch()
    open_voila(view.page, server, view)
    kernel_id: str = view.page.evaluate(KERNEL_ID_JS)
    return view.page, kernel_id


def next_step(page: Page, expected: int) -> None:
    """Click "Next" and wait until the lesson says it is on step ``expected``."""
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text(f"step {expected}", exact=True)).to_be_visible()


def banner(page: Page) -> object:
    return page.locator("#classroom-banner")


def drop_network(context: BrowserContext, page: Page, seconds: float) -> float:
    """Take the page offline for ``seconds``; the banner must say so at once. Returns the
    seconds from the network's return to the banner saying the page is connected again."""
    context.set_offline(True)
    expect(banner(page)).to_have_text(t("classroom.reconnecting", "en"), timeout=2_000)
    time.sleep(seconds)
    context.set_offline(False)
    back = time.monotonic()
    expect(banner(page)).to_have_text("Connected again.", timeout=30_000)
    return time.monotonic() - back


@pytest.mark.parametrize("seconds", [5, 180], ids=["5 s", "3 min"])
def test_a_network_drop_loses_nothing(
    start_classroom: StartClassroom, browser_context: BrowserContext, seconds: float
) -> None:
    server = start_classroom(1)
    page, kernel_id = open_lesson(browser_context, server)
    for n in (1, 2, 3):
        next_step(page, n)
    expect(banner(page)).to_be_hidden()
    took = drop_network(browser_context, page, seconds)
    assert took <= 2.5, f"reconnected {took:.1f} s after the network came back"
    next_step(page, 4)  # the same kernel: the lesson goes on from where it was
    expect(banner(page)).to_be_hidden(timeout=10_000)
    page.reload(wait_until="domcontentloaded")  # and a reload comes back to it
    expect(page.get_by_text("step 4", exact=True)).to_be_visible(timeout=60_000)
    CanvasPage(page=page, server=server, blocked=[]).wait_painted()
    assert page.evaluate(KERNEL_ID_JS) == kernel_id
    next_step(page, 5)
    assert kernel_id in server_kernels(server)


def test_a_crashed_kernel_says_so_and_offers_a_reload(
    start_classroom: StartClassroom, browser_context: BrowserContext
) -> None:
    server = start_classroom(2)
    page, kernel_id = open_lesson(browser_context, server)
    next_step(page, 1)
    server_kernels(server)[kernel_id].kill()  # as an out-of-memory kill would
    stopped = page.locator("#classroom-stopped")
    expect(stopped).to_have_text(
        "The lesson has stopped. Reload the page to start it again.", timeout=20_000
    )
    expect(page.locator("img[alt], .jp-OutputArea-output.jp-mod-broken")).to_have_count(0)
    page.get_by_role("button", name=t("classroom.reload", "en")).click()
    expect(page.get_by_text("step 0", exact=True)).to_be_visible(timeout=60_000)
    assert page.evaluate(KERNEL_ID_JS) != kernel_id
    next_step(page, 1)


def test_a_restarted_server_says_so_and_offers_a_reload(
    start_classroom: StartClassroom, browser_context: BrowserContext
) -> None:
    server = start_classroom(1)
    page, _ = open_lesson(browser_context, server)
    next_step(page, 1)
    server.stop()
    expect(banner(page)).to_have_text(t("classroom.reconnecting", "en"), timeout=10_000)
    server.start()  # the same port, a new server: it knows nothing of the old kernels
    expect(page.locator("#classroom-stopped")).to_be_visible(timeout=30_000)
    page.get_by_role("button", name=t("classroom.reload", "en")).click()
    expect(page.get_by_text("step 0", exact=True)).to_be_visible(timeout=60_000)
    next_step(page, 1)


def test_the_page_speaks_the_pupils_language(
    start_classroom: StartClassroom, chromium_browser: object
) -> None:
    server = start_classroom(1)
    context = chromium_browser.new_context(locale="de-DE")  # type: ignore[attr-defined]
    try:
        context.add_init_script(INIT_SCRIPT)
        block_non_local(context, [])
        page, _ = open_lesson(context, server)
        given = json.loads(page.locator("#classroom-words").text_content() or "{}")
        assert given["lang"] == "de"
        assert given["words"]["classroom.reconnecting"] == t("classroom.reconnecting", "de")
        context.set_offline(True)
        expect(banner(page)).to_have_text(t("classroom.reconnecting", "de"), timeout=2_000)
        context.set_offline(False)
        expect(banner(page)).to_have_text(t("classroom.reconnected", "de"), timeout=10_000)
    finally:
        context.close()


def test_a_class_language_given_by_the_teacher_wins_over_the_browsers(
    start_classroom: StartClassroom, chromium_browser: object
) -> None:
    server = start_classroom(1, "--lang", "fr")
    context = chromium_browser.new_context(locale="de-DE")  # type: ignore[attr-defined]
    try:
        context.add_init_script(INIT_SCRIPT)
        block_non_local(context, [])
        page, _ = open_lesson(context, server)
        given = json.loads(page.locator("#classroom-words").text_content() or "{}")
        assert given["lang"] == "fr"
        context.set_offline(True)
        expect(banner(page)).to_have_text(t("classroom.reconnecting", "fr"), timeout=2_000)
        context.set_offline(False)
        expect(banner(page)).to_have_text(t("classroom.reconnected", "fr"), timeout=10_000)
    finally:
        context.close()
