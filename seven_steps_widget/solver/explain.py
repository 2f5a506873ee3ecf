"""Explanations for teaching, in the learner's language and without coordinates (the board
points at the cells instead), with their words from :mod:`seven_steps_widget.words`: why each
disc of a turn is allowed or what refuses it (:func:`explain_turn`, "explain.*" and the engine's
refusals), a turn told in words (:func:`describe_for`, "plan.*") and what makes one turn better
than another (:func:`compare_for`, "compare.*"). :class:`TurnWords` and :class:`ColorsInOrder`
are such words as message values, put into the reader's language when the message is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import Place, UseAid
from ..engine.cell_names import cell_name
from ..engine.colors import Color
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.placement import start_level
from ..engine.state import GameState
from ..words import Colors, color_name, language, t
from ..words.game import refusal_text
from .plan import TurnPlan

__all__ = [
    "Note",
    "explain_turn",
    "compare_for",
    "describe_for",
    "aid_text",
    "colors_text",
    "TurnWords",
    "ColorsInOrder",
]


@dataclass(frozen=True)
class Note:
    """One step of a turn explained: the aid (``cell`` None) or a disc; ``rule`` is the
    docs/rules.md id that allows or forbids it, ``text`` says why in the learner's language,
    ``level`` is the disc's level if it is legal."""

    cell: Cell | None
    legal: bool
    rule: str
    text: str
    level: int | None = None

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


def _why_legal(before: GameState, cell: Cell, level: int, lang: str) -> Note:
    """The rule that allows a disc just placed legally from ``before``."""
    board, turn = before.board, before.turn
    color = Colors(board.color(cell))
    if not turn.cells:
        normal = start_level(board, before.heights, board.color(cell))
        if level > normal:
            return Note(cell, True, "A4", t("explain.first_lift", lang, color=color, level=level),
                        level)  # fmt: skip
        if normal == 1:
            return Note(cell, True, "R7", t("explain.first_empty", lang, color=color), level)
        text = t("explain.first_lowest", lang, color=color, height=normal - 1, level=level)
        return Note(cell, True, "R7", text, level)
    key = "explain.next_same" if level == turn.levels[-1] else "explain.next_up"
    return Note(cell, True, "R8", t(key, lang, color=color, level=level), level)


def explain_turn(
    state: GameState, cells: Sequence[Cell], aid: UseAid | None = None, lang: str = "en"
) -> list[Note]:
    """A note per step of the turn from ``state``, in ``lang``: the aid (if given), then each
    disc. The first illegal step names the broken rule and says why (the engine's refusal);
    later discs are then not checked.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), heights={(1, 0): 2}, hands={"Ann": "TY"})
    >>> for note in explain_turn(pos, [(0, 0), (1, 0)]):
    ...     print(note)
    R7: The first turquoise disc: an empty turquoise cell, level 1.
    R8: That would jump from level 1 to level 3: each disc must stay on the same level or go ...
    """
    lang = language(lang)
    notes: list[Note] = []
    now = state
    if aid is not None:
        try:
            words = t("explain.aid", lang, aid=aid_text(aid, now, lang))
            now = now.apply(aid)
            notes.append(Note(None, True, aid.tile, words))
        except IllegalMove as error:
            return [Note(None, False, error.rule, refusal_text(error, lang))]
    for number, raw in enumerate(cells, start=1):
        cell = (int(raw[0]), int(raw[1]))
        try:
            after = now.apply(Place(cell))
        except IllegalMove as error:
            notes.append(Note(cell, False, error.rule, refusal_text(error, lang)))
            unchecked = t("explain.not_checked", lang, n=number)
            notes.extend(Note(c, False, "-", unchecked) for c in cells[number:])
            break
        notes.append(_why_legal(now, cell, after.turn.levels[-1], lang))
        now = after
    return notes


def _shared_start(best: TurnPlan, second: TurnPlan) -> int:
    """How many discs the two turns place alike before they part (none if their aids differ)."""
    same = 0
    while (
        same < min(len(best.cells), len(second.cells))
        and best.cells[same] == second.cells[same]
        and best.aid == second.aid
    ):
        same += 1
    return same


@dataclass(frozen=True)
class ColorsInOrder:
    """Colours one after the other as a message value: "turquoise, then yellow" in the
    reader's language.

    >>> ColorsInOrder((Color.TURQUOISE, Color.YELLOW)).in_language("de")
    'türkis, dann gelb'
    """

    colors: tuple[Color, ...]

    def in_language(self, lang: str) -> str:
        return t("plan.then", lang).join(color_name(color, lang) for color in self.colors)


def colors_text(state: GameState, cells: Sequence[Cell], lang: str = "en") -> str:
    """The colours of ``cells`` in order, in words: "turquoise, then yellow, then yellow"."""
    return ColorsInOrder(tuple(state.board.color(c) for c in cells)).in_language(lang)


def aid_text(aid: UseAid, state: GameState, lang: str = "en") -> str:
    """What a building aid does in this turn, in words and without its cells ("building aid
    A3 moves one disc to another cell of its colour"); ``state`` is where it is played."""
    if aid.tile == "A1":
        return t("plan.aid_A1", lang, n=len(aid.cells))
    if aid.tile == "A2":
        target = aid.cells[-1] if aid.cells else None
        swap = target is not None and state.height(target) > 0
        return t("plan.aid_A2_swap" if swap else "plan.aid_A2_move", lang)
    return t(f"plan.aid_{aid.tile}", lang)


def describe_for(
    plan: TurnPlan, state: GameState, lang: str = "en", *, shown: bool = False, named: bool = False
) -> str:
    """The turn ``plan`` from ``state`` in the learner's language, with no coordinates: the aid,
    the discs' colours and levels, the victory-point tile and the points. The board points at
    the cells instead; ``shown=True`` says so (the puzzle's solution, a review's best turn).
    On paper nothing points: ``named=True`` names each disc's cell as the board's labels do
    ("black on e5 (level 1)"). :meth:`TurnPlan.describe` is the developer's form with
    coordinates.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TY", "Ben": ""}, held={"Ann": ["V1"]})
    >>> plan = TurnPlan(((1, 0), (2, 0)), (1, 1), vp="V1", vp_bonus=2)
    >>> describe_for(plan, pos)
    '2 discs: turquoise, then yellow; levels 1 + 1; tile V1 +2; 4 points in all'
    >>> print(describe_for(plan, pos, "de", shown=True))
    2 Scheiben: türkis, dann gelb; Ebenen 1 + 1; Plättchen V1 +2; zusammen 4 Punkte (auf dem ...)
    >>> describe_for(plan, pos, named=True)
    '2 discs: turquoise on f5 (level 1), yellow on g5 (level 1); tile V1 +2; 4 points in all'
    """
    if plan.cells and named:
        board = state.board
        each = [
            t("plan.disc_on", lang, color=Colors(board.color(c)), cell=cell_name(board, c), level=v)
            for c, v in zip(plan.cells, plan.levels)
        ]
        discs = t(
            "plan.discs_named", lang, n=len(plan.cells), discs=t("list.comma", lang).join(each)
        )
    elif plan.cells:
        levels = " + ".join(str(level) for level in plan.levels)
        colors = colors_text(state, plan.cells, lang)
        discs = t("plan.discs", lang, n=len(plan.cells), colors=colors, levels=levels)
    else:
        discs = t("plan.no_disc", lang)
    total = t("plan.total", lang, total=plan.total)
    if plan.vp is not None:
        tile = t("plan.vp", lang, tile=plan.vp, bonus=plan.vp_bonus)
        words = t("plan.parts_vp", lang, discs=discs, tile=tile, total=total)
    else:
        words = t("plan.parts", lang, discs=discs, total=total)
    if plan.aid is not None:
        words = t("plan.after_aid", lang, aid=aid_text(plan.aid, state, lang), rest=words)
    words = words[:1].upper() + words[1:]
    return t("plan.shown", lang, plan=words) if shown else words


@dataclass(frozen=True)
class TurnWords:
    """A turn in words as a message value: :func:`describe_for` in the reader's language
    (``shown``: the board shows the turn).

    >>> from seven_steps_widget.engine.setup import make_position
    >>> from seven_steps_widget.words import Text
    >>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TY", "Ben": ""})
    >>> words = TurnWords(TurnPlan(((1, 0),), (1,)), pos, shown=True)
    >>> Text("hint.solution", plan=words)("de")
    'Lösung: 1 Scheibe: türkis; Ebene 1; zusammen 1 Punkt (auf dem Spielplan gezeigt).'
    """

    plan: TurnPlan
    state: GameState
    shown: bool = False

    def in_language(self, lang: str) -> str:
        return describe_for(self.plan, self.state, lang, shown=self.shown)


def compare_for(best: TurnPlan, second: TurnPlan, state: GameState, lang: str = "en") -> str:
    """What makes ``best`` better than ``second`` (both from ``state``), for a learner in
    ``lang``: the points, both turns in words, why, and where they part; no coordinates.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TTY", "Ben": ""}, held={"Ann": ["V1"]})
    >>> a = TurnPlan(((0, 0), (1, 0), (2, 0)), (1, 2, 2))
    >>> b = TurnPlan(((0, 0), (1, -1)), (1, 1), vp="V1", vp_bonus=2)
    >>> print(compare_for(a, b, pos))
    The best turn scores 5 points, 1 more than the second (4).
    Best: 3 discs: turquoise, then turquoise, then yellow; levels 1 + 2 + 2; 5 points in all.
    Second: 2 discs: turquoise, then turquoise; levels 1 + 1; tile V1 +2; 4 points in all.
    It places 1 disc more. Its discs score 3 more. Tile V1 adds 2 to the second only.
    Both begin with the same disc; then the best: turquoise on level 2; the second: ...
    """
    gap = best.total - second.total
    if gap == 0:
        head = t("compare.tie", lang, total=best.total)
    else:
        head = t("compare.head", lang, best=best.total, gap=gap, second=second.total)
    lines = [
        head,
        t("compare.best", lang, plan=describe_for(best, state, lang)),
        t("compare.second", lang, plan=describe_for(second, state, lang)),
    ]
    why = []
    more = len(best.cells) - len(second.cells)
    if more:
        why.append(t("compare.more_discs" if more > 0 else "compare.fewer_discs", lang,
                        n=abs(more)))  # fmt: skip
    disc_gap = best.disc_points - second.disc_points
    if disc_gap:
        key = "compare.discs_more" if disc_gap > 0 else "compare.discs_less"
        why.append(t(key, lang, n=abs(disc_gap)))
    if best.vp_bonus and second.vp_bonus and best.vp_bonus != second.vp_bonus:
        tile_gap = best.vp_bonus - second.vp_bonus
        key = "compare.tile_more" if tile_gap > 0 else "compare.tile_less"
        why.append(t(key, lang, n=abs(tile_gap)))
    elif best.vp_bonus and not second.vp_bonus:
        why.append(t("compare.tile_best_only", lang, tile=best.vp, n=best.vp_bonus))
    elif second.vp_bonus and not best.vp_bonus:
        why.append(t("compare.tile_second_only", lang, tile=second.vp, n=second.vp_bonus))
    if best.aid != second.aid:
        if best.aid is None and second.aid is not None:
            why.append(t("compare.aid_second_only", lang, tile=second.aid.tile))
        elif best.aid is not None and second.aid is not None:
            why.append(t("compare.aid_other_use", lang, tile=best.aid.tile))
        elif best.aid is not None:
            why.append(t("compare.aid_best", lang, tile=best.aid.tile))
    if why:
        lines.append(" ".join(why))
    lines.append(_parting(best, second, state, lang))
    if second.seven_point_rule and not best.seven_point_rule:
        lines.append(t("compare.seven", lang))
    return "\n".join(lines)


def _parting(best: TurnPlan, second: TurnPlan, state: GameState, lang: str) -> str:
    """Where the two disc sequences part, in words."""
    same = _shared_start(best, second)

    def go(plan: TurnPlan) -> str:
        if same >= len(plan.cells):
            return t("compare.stops", lang)
        color = Colors(state.board.color(plan.cells[same]))
        return t("compare.disc", lang, color=color, level=plan.levels[same])

    if same == 0:
        return t("compare.other_start", lang, best=go(best), second=go(second))
    key = "compare.same_first" if same == 1 else "compare.same_start"
    return t(key, lang, n=same, best=go(best), second=go(second))
