"""Game review, like a chess analysis: a replay board beside a table of every turn (player,
points, best possible, points given away, notes from ``review_game``), all in the learner's
language: the notes as sentences, the turns in words (colours and levels, no coordinates).
A special tile earned by the 7-point rule counts 2 (shown as "7+2"), so stopping at 7 to take
one is no mistake against a 9-point turn; a note under the table head says so.

Choosing a turn in the table jumps the replay to that turn's start; "Show best turn" draws the
best alternative there (its discs numbered with the rulebook's arrows) instead of the game.
Stepping through the replay moves the table's selection along. The solver runs once per turn,
so the analysis runs behind a progress bar as an asyncio task on the kernel's event loop, giving
the loop back after each turn and within a turn after a bounded amount of search (no thread):
the board stays usable meanwhile.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from ..engine.game import Game
from ..engine.record import GameRecord
from ..engine.state import GameState
from ..solver.explain import describe_for
from ..solver.review import TILE_VALUE, TurnReview, note_text, review_steps, review_turns
from ..words import chosen_language, t
from .board_widget import BoardWidget
from .pacing import LoopTask, WorkMeter
from .snapshot import with_snapshot
from .view_state import Mode

__all__ = ["ReviewWidget", "row_text", "table_line", "choice_lines", "notes", "value_text"]

#: Monospace rows, so the table's columns line up in the selection list.
STYLE = (
    "<style>.ssw-review-table select, .ssw-review-head "
    "{font-family: monospace; font-size: 13px}</style>"
)


def choice_lines(review: TurnReview, lang: str = "en") -> list[str]:
    """The turn's bonus-tile choices that made a difference at the player's next turn, as
    sentences in ``lang``."""
    return [note_text(c.note, lang) for c in review.choices if c.note is not None]


def value_text(points: int, tile: bool) -> str:
    """A turn's worth in the table: its points, and ``+2`` when it earned a special tile."""
    return f"{points}+{TILE_VALUE}" if tile else str(points)


#: The table's columns (label keys) and the least width of each fixed column.
COLUMNS = (
    ("col_turn", 4),
    ("col_player", 12),
    ("col_points", 6),
    ("col_best", 6),
    ("col_given", 6),
    ("col_notes", 0),
)


def table_line(cells: Sequence[object], lang: str = "en") -> str:
    """A table line in fixed-width columns wide enough for the labels of ``lang``: the
    player left-aligned, numbers right-aligned, the notes last."""
    out = []
    for i, ((key, least), cell) in enumerate(zip(COLUMNS, cells)):
        width = max(least, len(t(key, lang))) if least else 0
        value = str(cell)
        out.append(value.ljust(width) if i == 1 else value.rjust(width))
    return " ".join(out).rstrip()


def notes(review: TurnReview, lang: str = "en") -> list[str]:
    """The turn's notes and telling tile choices, in full sentences in ``lang``."""
    return [note_text(note, lang) for note in review.all_notes()]


def row_text(review: TurnReview, lang: str = "en") -> str:
    """One table row: turn, player, points, best, given away and how many notes there are (a
    list row has one line of fixed width, so the sentences go under the table, in full)."""
    count = len(notes(review, lang))
    cells = (
        review.number,
        review.player,
        value_text(review.played.total, review.played_tile),
        value_text(review.best.total, review.best_tile),
        review.given_away,
        t("notes_count", lang, n=count) if count else "",
    )
    return table_line(cells, lang)


class ReviewWidget(widgets.VBox):
    """The review of a game or game record; the replay runs on a copy of the record.

    ``background``: analyse on the running event loop, one turn at a time, behind the progress
    bar (with no loop running, e.g. in a script, :meth:`wait` does it); False: analyse now.
    """

    def __init__(
        self,
        game: Game | GameRecord,
        lang: str | None = None,
        background: bool = True,
        **board_options: Any,
    ) -> None:
        self.record = game.record() if isinstance(game, Game) else game
        self.lang = lang = chosen_language(lang)
        self.states = self.record.states()
        self.game = Game.from_position(self.record.start)
        for action in self.record.actions:  # one history step per action: replay disc by disc
            self.game.apply(action)
        self.game.goto(0)
        self.board = BoardWidget(
            self.game, lang=lang, hide=("turn", "seats", "edit"), pin=("replay",), **board_options
        )
        self.board.view.mode = Mode.VIEW  # a review shows the game; it does not change it
        self.reviews: list[TurnReview] = []
        self.progress = widgets.IntProgress(value=0, min=0, max=1, bar_style="info")
        self.progress_label = widgets.Label()
        head = table_line([t(key, lang) for key, _ in COLUMNS], lang)
        given = t("review.given_note", lang, worth=TILE_VALUE)
        self.head = widgets.HTML(
            f"{STYLE}<div class='ssw-review-note' style='font-size:13px;margin:4px 0'>"
            f"{html.escape(given)}</div>"
            f"<pre class='ssw-review-head' style='margin:0'>{html.escape(head)}</pre>"
        )
        self.table = widgets.Select(  # named, so a screen reader says what the list is
            options=[],
            rows=14,
            description=t("review.table", lang),
            style={"description_width": "initial"},
            layout={"width": "100%"},
        )
        self.table.add_class("ssw-review-table")
        self.details = widgets.HTML(layout={"max_width": "900px"})
        self.details.add_class("ssw-review-details")
        self.show_best = widgets.ToggleButton(description=t("show_best", lang), icon="star")
        guard = self.board.guard
        self.table.observe(guard(self._on_select), names="value")
        self.show_best.observe(guard(lambda _: self._update_preview()), names="value")
        self.game.observe(self._on_game_change)
        super().__init__(
            [
                widgets.HBox([self.progress, self.progress_label]),
                self.board,
                self.head,
                self.table,
                self.details,
                self.show_best,
            ]
        )
        self.add_class("ssw-review")
        self.meter = WorkMeter()
        self._job = LoopTask(self._analyse, "review", on_error=self.board.report)
        self.done = False
        if background:
            self._job.start()
        else:
            self.board.guard(self._analyse_now)()

    # ------------------------------------------------------------------ analysis
    def _analyse_now(self) -> None:
        """Review every turn at once, then fill the table."""
        reviews = []
        for done, total, row in review_turns(self.record):
            self._on_progress(done, total)
            if row is not None:
                reviews.append(row)
        self._finish(reviews)

    async def _analyse(self) -> None:
        """Review turn by turn, giving the loop back after each turn and within a turn after
        every ``pacing.CHUNK_WORK`` positions searched (the progress bar moves; clicks and the
        replay are answered in between), then fill the table as one board action.
        ``meter.chunks`` is the work of each step the loop ran."""
        reviews = []
        meter = self.meter = WorkMeter()
        for item in review_steps(self.record):
            if isinstance(item, int):
                if meter.add(item):
                    await meter.pause()
                continue
            done, total, row = item
            self._on_progress(done, total)
            if row is not None:
                reviews.append(row)
                await meter.pause()
        self._finish(reviews)

    def _finish(self, reviews: list[TurnReview]) -> None:
        self.done = True
        self.board.run(lambda: self._fill_table(reviews))

    def _fill_table(self, reviews: list[TurnReview]) -> None:
        self.reviews = reviews
        self.progress.layout.display = self.progress_label.layout.display = "none"
        self.table.options = [(row_text(r, self.lang), i) for i, r in enumerate(self.reviews)]
        self.table.value = self.turn_at(self.game.position_index)
        self._show_details()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.max = max(total, 1)
        self.progress.value = done
        self.progress_label.value = t("analysing", self.lang, i=done, n=total)

    def wait(self, timeout: float = 120.0) -> None:
        """Analyse to the end when no event loop is running (scripts, tests); TimeoutError
        after ``timeout`` seconds."""
        if not self.done:
            self._job.wait(timeout)

    async def join(self) -> None:
        """Until the analysis is done (inside a running event loop)."""
        await self._job.join()

    # ------------------------------------------------------------------ navigation
    def turn_at(self, position: int) -> int | None:
        """The table row of the turn that history ``position`` belongs to."""
        rows = [i for i, r in enumerate(self.reviews) if r.position <= position]
        return rows[-1] if rows else None

    def jump(self, row: int) -> None:
        """Show the start of turn ``row`` of the table (what choosing it does)."""
        if self.table.value != row:
            self.table.value = row  # _on_select jumps
        else:
            self._jump_to(row)

    def _on_select(self, change: dict[str, Any]) -> None:
        """A row chosen in the table (by the user; when the replay moves the table follows
        it to a row that already holds the position, and nothing moves)."""
        if change["new"] is not None and self.turn_at(self.game.position_index) != change["new"]:
            self._jump_to(change["new"])

    def _jump_to(self, row: int) -> None:
        self.board.replay_controls.goto(self.reviews[row].position)
        self._update_preview()

    def _on_game_change(self, game: Game) -> None:
        """The replay moved (steps, slider, Play): follow it in the table, show the game."""
        row = self.turn_at(game.position_index)
        if row is not None:
            self.table.value = row  # _on_select sees the position there already: no jump
        if self.board.view.preview is not None and game.position_index != self._selected_start():
            self.show_best.value = False
        self._show_details()

    def _selected_start(self) -> int | None:
        row = self.table.value
        return None if row is None else self.reviews[row].position

    # ------------------------------------------------------------------ the best turn
    def best_state(self, row: int) -> GameState:
        """Turn ``row``'s start with its best turn's aid and discs played (not yet scored)."""
        review = self.reviews[row]
        state = self.states[review.position]
        for action in review.best.actions()[:-1]:
            state = state.apply(action)
        return state

    def _update_preview(self) -> None:
        row, view = self.table.value, self.board.view
        with self.board.batch():
            if self.show_best.value and row is not None:
                view.preview = self.best_state(row)
                view.preview_banner = t("best_banner", self.lang, n=self.reviews[row].number)
            else:
                view.preview = None
        self._show_details()

    def _show_details(self) -> None:
        row = self.table.value
        if row is None:
            self.details.value = ""
            return
        review, lang = self.reviews[row], self.lang
        start = self.states[review.position]
        best = describe_for(review.best, start, lang)
        shown = self.show_best.value and self.board.view.preview is not None
        best = t("plan.shown" if shown else "plan.press_show", lang, plan=best)
        lines = [
            t("played_line", lang, plan=describe_for(review.played, start, lang)),
            t("best_line", lang, plan=best),
            *notes(review, lang),
        ]
        body = "<br>".join(html.escape(line) for line in lines)
        self.details.value = f"<div style='font-size:14px;line-height:1.4'>{body}</div>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live review plus the board picture and the table as text, for viewers without a
        kernel."""
        summary = "\n".join(
            "\n    ".join([row_text(r, self.lang), *notes(r, self.lang)]) for r in self.reviews
        )
        return with_snapshot(super()._repr_mimebundle_(**kwargs), self.board, summary)
