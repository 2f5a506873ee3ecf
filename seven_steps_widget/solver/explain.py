"""Explanations for teaching: why each disc of a turn is legal or which rule it breaks (the
engine's own ``IllegalMove`` messages), what makes one turn better than another, and a turn
told in the learner's language without coordinates (:func:`describe_for`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..drawing.labels import color_name, text
from ..engine.actions import Place, UseAid
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell, cell_text
from ..engine.rules.placement import start_level
from ..engine.rules.special_tiles import TILE_TEXT
from ..engine.state import GameState
from .plan import TurnPlan

__all__ = [
    "Note",
    "explain_turn",
    "compare",
    "compare_for",
    "describe_for",
    "aid_text",
    "colors_text",
]


@dataclass(frozen=True)
class Note:
    """One step of a turn explained: the aid (``cell`` None) or a disc; ``rule`` is the
    docs/rules.md id that allows or forbids it, ``level`` the disc's level if it is legal."""

    cell: Cell | None
    legal: bool
    rule: str
    text: str
    level: int | None = None

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


def _why_legal(before: GameState, cell: Cell, level: int) -> Note:
    """The rule that allows a disc just placed legally from ``before``."""
    board, turn = before.board, before.turn
    color = board.color(cell)
    where = f"{color.label} disc on {cell_text(cell)}"
    if not turn.cells:
        normal = start_level(board, before.heights, color)
        if level > normal:
            text = f"first {where}: tile A4 lets it go one level higher, to level {level}"
            return Note(cell, True, "A4", text, level)
        if normal == 1:
            text = f"first {where}: an empty {color.label} cell, level 1"
            return Note(cell, True, "R7", text, level)
        text = (
            f"first {where}: every {color.label} cell is occupied, so it starts on one of "
            f"the lowest towers (height {normal - 1}), level {level}"
        )
        return Note(cell, True, "R7", text, level)
    last = turn.levels[-1]
    step = "the same level as" if level == last else "one level above"
    text = (
        f"{where}: next to the previous disc on {cell_text(turn.cells[-1])} and at {step} "
        f"it, level {level}"
    )
    return Note(cell, True, "R8", text, level)


def explain_turn(state: GameState, cells: Sequence[Cell], aid: UseAid | None = None) -> list[Note]:
    """A note per step of the turn from ``state``: the aid (if given), then each disc. The first
    illegal step names the broken rule; later discs are then not checked.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), heights={(1, 0): 2}, hands={"Ann": "TY"})
    >>> for note in explain_turn(pos, [(0, 0), (1, 0)]):
    ...     print(note)
    R7: first turquoise disc on 0,0: an empty turquoise cell, level 1
    R8: would jump from level 1 to level 3
    """
    notes: list[Note] = []
    now = state
    if aid is not None:
        try:
            now = now.apply(aid)
            notes.append(Note(None, True, aid.tile, f"{aid}: {TILE_TEXT[aid.tile].lower()}"))
        except IllegalMove as error:
            return [Note(None, False, error.rule, error.reason)]
    for number, raw in enumerate(cells, start=1):
        cell = (int(raw[0]), int(raw[1]))
        try:
            after = now.apply(Place(cell))
        except IllegalMove as error:
            notes.append(Note(cell, False, error.rule, error.reason))
            notes.extend(
                Note(c, False, "-", f"not checked: the turn already broke at disc {number}")
                for c in cells[number:]
            )
            break
        notes.append(_why_legal(now, cell, after.turn.levels[-1]))
        now = after
    return notes


def _parts(plan: TurnPlan) -> str:
    discs = f"{len(plan.cells)} disc{'s' if len(plan.cells) != 1 else ''} worth {plan.disc_points}"
    if plan.vp is not None:
        discs += f" + tile {plan.vp} {plan.vp_bonus}"
    return discs


def compare(best: TurnPlan, second: TurnPlan) -> str:
    """In plain words, what makes ``best`` better than ``second`` (or that they tie); for
    developers, with coordinates and rule ids (:func:`compare_for` is the learner's form).

    >>> a = TurnPlan(((0, 0), (1, 0), (2, 0)), (1, 2, 2))
    >>> b = TurnPlan(((0, 0), (1, -1)), (1, 1), vp="V1", vp_bonus=2)
    >>> print(compare(a, b))
    The best turn scores 5, 1 more than the second (4).
    Best: 3 discs worth 5. Second: 2 discs worth 2 + tile V1 2.
    It places 1 more disc. Its discs score 3 more. Tile V1 adds 2 to the second only.
    Both start on 0,0; then the best: 1,0 (level 2), the second: 1,-1 (level 1).
    """
    gap = best.total - second.total
    if gap == 0:
        head = f"Both turns score {best.total}."
    else:
        head = f"The best turn scores {best.total}, {gap} more than the second ({second.total})."
    lines = [head, f"Best: {_parts(best)}. Second: {_parts(second)}."]
    why = []
    more = len(best.cells) - len(second.cells)
    if more:
        noun = "disc" if abs(more) == 1 else "discs"
        why.append(f"It places {abs(more)} {'more' if more > 0 else 'fewer'} {noun}.")
    disc_gap = best.disc_points - second.disc_points
    if disc_gap:
        why.append(f"Its discs score {abs(disc_gap)} {'more' if disc_gap > 0 else 'less'}.")
    if best.vp_bonus and second.vp_bonus and best.vp_bonus != second.vp_bonus:
        tile_gap = best.vp_bonus - second.vp_bonus
        why.append(f"Its tile adds {abs(tile_gap)} {'more' if tile_gap > 0 else 'less'}.")
    elif best.vp_bonus and not second.vp_bonus:
        why.append(f"Tile {best.vp} adds {best.vp_bonus} to the best only.")
    elif second.vp_bonus and not best.vp_bonus:
        why.append(f"Tile {second.vp} adds {second.vp_bonus} to the second only.")
    if best.aid != second.aid:
        if best.aid is None:
            why.append(f"The best needs no aid tile (the second plays {second.aid}).")
        else:
            why.append(f"The best first plays {best.aid}.")
    if why:
        lines.append(" ".join(why))
    lines.append(_divergence(best, second))
    if second.seven_point_rule and not best.seven_point_rule:
        lines.append(
            "The second is worth 7 or less and would earn a special tile (R11); the best earns "
            "none."
        )
    return "\n".join(lines)


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


def _divergence(best: TurnPlan, second: TurnPlan) -> str:
    """Where the two disc sequences part."""
    same = _shared_start(best, second)

    def go(plan: TurnPlan) -> str:
        if same >= len(plan.cells):
            return "stops there"
        return f"{cell_text(plan.cells[same])} (level {plan.levels[same]})"

    if same == 0:
        return f"They start differently: the best on {go(best)}, the second on {go(second)}."
    shared = " → ".join(cell_text(c) for c in best.cells[:same])
    return f"Both start on {shared}; then the best: {go(best)}, the second: {go(second)}."


def colors_text(state: GameState, cells: Sequence[Cell], lang: str = "en") -> str:
    """The colours of ``cells`` in order, in words: "turquoise, then yellow, then yellow"."""
    return text("plan.then", lang).join(color_name(state.board.color(c), lang) for c in cells)


def aid_text(aid: UseAid, state: GameState, lang: str = "en") -> str:
    """What a building aid does in this turn, in words and without its cells ("building aid
    A3 moves one disc to another cell of its colour"); ``state`` is where it is played."""
    if aid.tile == "A1":
        return text("plan.aid_A1", lang, n=len(aid.cells))
    if aid.tile == "A2":
        target = aid.cells[-1] if aid.cells else None
        swap = target is not None and state.height(target) > 0
        return text("plan.aid_A2_swap" if swap else "plan.aid_A2_move", lang)
    return text(f"plan.aid_{aid.tile}", lang)


def describe_for(
    plan: TurnPlan, state: GameState, lang: str = "en", *, shown: bool = False
) -> str:
    """The turn ``plan`` from ``state`` in the learner's language, with no coordinates: the aid,
    the discs' colours and levels, the victory-point tile and the points. The board points at
    the cells instead; ``shown=True`` says so (the puzzle's solution, a review's best turn).
    :meth:`TurnPlan.describe` is the developer's form with coordinates.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TY", "Ben": ""}, held={"Ann": ["V1"]})
    >>> plan = TurnPlan(((1, 0), (2, 0)), (1, 1), vp="V1", vp_bonus=2)
    >>> describe_for(plan, pos)
    '2 discs: turquoise, then yellow; levels 1 + 1; tile V1 +2; 4 points in all'
    >>> print(describe_for(plan, pos, "de", shown=True))
    2 Scheiben: türkis, dann gelb; Ebenen 1 + 1; Plättchen V1 +2; zusammen 4 Punkte (auf dem ...)
    """
    if plan.cells:
        levels = " + ".join(str(level) for level in plan.levels)
        colors = colors_text(state, plan.cells, lang)
        parts = [text("plan.discs", lang, n=len(plan.cells), colors=colors, levels=levels)]
    else:
        parts = [text("plan.no_disc", lang)]
    if plan.vp is not None:
        parts.append(text("plan.vp", lang, tile=plan.vp, bonus=plan.vp_bonus))
    parts.append(text("plan.total", lang, total=plan.total))
    words = "; ".join(parts)
    if plan.aid is not None:
        words = text("plan.after_aid", lang, aid=aid_text(plan.aid, state, lang), rest=words)
    words = words[:1].upper() + words[1:]
    return text("plan.shown", lang, plan=words) if shown else words


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
        head = text("compare.tie", lang, total=best.total)
    else:
        head = text("compare.head", lang, best=best.total, gap=gap, second=second.total)
    lines = [
        head,
        text("compare.best", lang, plan=describe_for(best, state, lang)),
        text("compare.second", lang, plan=describe_for(second, state, lang)),
    ]
    why = []
    more = len(best.cells) - len(second.cells)
    if more:
        why.append(text("compare.more_discs" if more > 0 else "compare.fewer_discs", lang,
                        n=abs(more)))  # fmt: skip
    disc_gap = best.disc_points - second.disc_points
    if disc_gap:
        key = "compare.discs_more" if disc_gap > 0 else "compare.discs_less"
        why.append(text(key, lang, n=abs(disc_gap)))
    if best.vp_bonus and second.vp_bonus and best.vp_bonus != second.vp_bonus:
        tile_gap = best.vp_bonus - second.vp_bonus
        key = "compare.tile_more" if tile_gap > 0 else "compare.tile_less"
        why.append(text(key, lang, n=abs(tile_gap)))
    elif best.vp_bonus and not second.vp_bonus:
        why.append(text("compare.tile_best_only", lang, tile=best.vp, n=best.vp_bonus))
    elif second.vp_bonus and not best.vp_bonus:
        why.append(text("compare.tile_second_only", lang, tile=second.vp, n=second.vp_bonus))
    if best.aid != second.aid:
        if best.aid is None and second.aid is not None:
            why.append(text("compare.aid_second_only", lang, tile=second.aid.tile))
        elif best.aid is not None and second.aid is not None:
            why.append(text("compare.aid_other_use", lang, tile=best.aid.tile))
        elif best.aid is not None:
            why.append(text("compare.aid_best", lang, tile=best.aid.tile))
    if why:
        lines.append(" ".join(why))
    lines.append(_parting(best, second, state, lang))
    if second.seven_point_rule and not best.seven_point_rule:
        lines.append(text("compare.seven", lang))
    return "\n".join(lines)


def _parting(best: TurnPlan, second: TurnPlan, state: GameState, lang: str) -> str:
    """Where the two disc sequences part, in words."""
    same = _shared_start(best, second)

    def go(plan: TurnPlan) -> str:
        if same >= len(plan.cells):
            return text("compare.stops", lang)
        color = color_name(state.board.color(plan.cells[same]), lang)
        return text("compare.disc", lang, color=color, level=plan.levels[same])

    if same == 0:
        return text("compare.other_start", lang, best=go(best), second=go(second))
    key = "compare.same_first" if same == 1 else "compare.same_start"
    return text(key, lang, n=same, best=go(best), second=go(second))
