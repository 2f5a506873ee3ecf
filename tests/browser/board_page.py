"""Page-side helpers for the board widget in any front end (Voila, JupyterLab, Notebook 7).

They find the widget's controls by the words the widget shows (the word catalogs, in the
widget's language), never by hard-coded English, and they wait for conditions, not for time.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from seven_steps_widget.words import t

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

T = TypeVar("T")

#: The board widget's root element (``BoardWidget.add_class``).
BOARD = ".ssw-board"
#: What "More" opens (``board.drawer``).
DRAWER = ".ssw-drawer"


#: A Font Awesome icon's glyph (a private-use character from the icon's CSS ``::before``), which
#: Chromium puts in front of an icon button's accessible name: " Undo" for Undo.
ICON_GLYPH = r"(?:[\ue000-\uf8ff]\s*)?"


def button_name(label: str) -> re.Pattern[str]:
    """The accessible name of a button showing exactly ``label``, with or without an icon."""
    return re.compile("^" + ICON_GLYPH + re.escape(label) + "$")


def button(
    page: Page, key: str, lang: str = "en", within: str = BOARD, **values: object
) -> Locator:
    """The button labelled ``t(key, lang, **values)`` inside ``within`` (the whole label,
    not a part of a longer one; an icon in front is allowed)."""
    return page.locator(within).get_by_role("button", name=button_name(t(key, lang, **values)))


def open_more(page: Page, lang: str = "en", within: str = BOARD) -> Locator:
    """Open the board's "More" drawer (if it is closed) and return it, once it is shown."""
    from playwright.sync_api import expect

    drawer = page.locator(f"{within} {DRAWER}").first
    if not drawer.is_visible():
        button(page, "more", lang, within).click()
    expect(drawer).to_be_visible()
    return drawer


def off_the_loop(work: Callable[[], T], timeout: float = 120) -> T:
    """Run ``work`` in a thread where no event loop runs, and return what it returns.

    For widgets built in the test process (to know what the page must show): Playwright's
    sync API keeps an asyncio loop running in the test's thread, and a widget made there
    would take it for a kernel's loop (``pacing.running_loop``): it would put its button
    updates off with ``call_later`` and start a computer seat as a task on it. In a thread
    of its own it behaves as in the unit tests (``SeatControls.wait`` plays).
    """
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(work).result(timeout=timeout)
