"""Explanations for teaching: why each disc of a turn is legal or which rule it breaks (the
engine's own ``IllegalMove`` messages), and what makes one turn better than another."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import Place, UseAid
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell, cell_text
from ..engine.rules.placement import start_level
from ..engine.rules.special_tiles import TILE_TEXT
from ..engine.state import GameState
from .plan import TurnPlan

__all__ = ["Note", "explain_turn", "compare"]


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
    """In plain words, what makes ``best`` better than ``second`` (or that they tie).

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


def _divergence(best: TurnPlan, second: TurnPlan) -> str:
    """Where the two disc sequences part."""
    same = 0
    while (
        same < min(len(best.cells), len(second.cells))
        and best.cells[same] == second.cells[same]
        and best.aid == second.aid
    ):
        same += 1

    def go(plan: TurnPlan) -> str:
        if same >= len(plan.cells):
            return "stops there"
        return f"{cell_text(plan.cells[same])} (level {plan.levels[same]})"

    if same == 0:
        return f"They start differently: the best on {go(best)}, the second on {go(second)}."
    shared = " → ".join(cell_text(c) for c in best.cells[:same])
    return f"Both start on {shared}; then the best: {go(best)}, the second: {go(second)}."
