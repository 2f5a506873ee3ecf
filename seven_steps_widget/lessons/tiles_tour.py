"""The special tiles tour (notebook 2): how a special tile is earned and kept (R11), every
building aid A1-A5 with the best turn without it and with it, every victory-point tile V1-V6
on a turn it pays for, the tile's points in the 7-point rule, the end bonus (R14) and an empty
draw pile. The learner answers tasks on the way; every number said is the engine's.

The positions are hand-made on :data:`TOUR_BOARD` and searched with the solver
(:func:`~seven_steps_widget.solver.best.best_turns`): in each one the aid wins points.
:func:`aid_position` gives them to tests and notebooks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..engine.actions import Place, Score, UseAid
from ..engine.board import Board
from ..engine.colors import Color
from ..engine.errors import IllegalMove
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.hexgrid import neighbors as hex_neighbors
from ..engine.rules.aids import aid_options
from ..engine.rules.special_tiles import (
    AID_TILES,
    SEVEN_POINT_LIMIT,
    STARTING_PILES,
    VP_TILES,
    TileKind,
    most_placed_colors,
)
from ..engine.setup import edit_state, make_position
from ..engine.state import GameState, Phase, Piles, TurnProgress
from ..solver.best import best_turns
from ..solver.plan import TurnPlan
from ..words import Colors, Text, t
from ..words.game import refusal_cells, refusal_text
from .lesson import Lesson, Script
from .rulebook import Listed, tile_choice
from .tasks import CellTask, ChoiceTask, Verdict

__all__ = [
    "TOUR_BOARD",
    "RING",
    "AidCellTask",
    "aid_position",
    "best_plan",
    "play_plan",
    "which_aid_position",
    "special_tiles_tour",
]

TOUR_BOARD = Board.standard(side="single")
PLAYERS = ("Ann", "Ben")
ANN = 0
CENTRE: Cell = (0, 0)
#: Turquoise ring cells in walking order around the centre tile.
RING: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

#: The aid examples: Ann's hand and the tower heights, found with the solver so that the aid
#: wins points (see the module docstring).
_AID_POSITIONS: dict[str, tuple[str, dict[Cell, int]]] = {
    # a tower of 4 blocks the turquoise staircase
    "A1": ("TTTTTY", {RING[1]: 1, RING[2]: 4, RING[3]: 3, CENTRE: 6}),
    # towers of 2, 1, 3: no staircase
    "A2": ("TTTTY", {RING[0]: 2, RING[1]: 1, RING[2]: 3}),
    # towers too tall to climb from an empty cell
    "A3": ("TTTTY", {RING[1]: 3, CENTRE: 3, RING[3]: 4}),
    # a staircase that starts at one disc, so level 2
    "A4": ("TTTTTYB", {RING[0]: 1, RING[1]: 2, RING[2]: 3, RING[3]: 4, CENTRE: 5}),
    # a staircase that ends on a yellow tower, and Ann has no yellow disc
    "A5": ("TTTTBBB", {RING[1]: 1, RING[2]: 2, RING[3]: 3, (1, 1): 4, (3, 0): 1}),
}
#: The "which aid wins most here?" task: Ann holds none; A1, A2, A3 are compared.
_WHICH_AID = ("TTTTY", {RING[1]: 3, RING[2]: 1, RING[3]: 2})
WHICH_AIDS = ("A1", "A2", "A3")


def _position(hand: str, heights: Mapping[Cell, int], held: Sequence[str] = ()) -> GameState:
    return make_position(
        PLAYERS, board=TOUR_BOARD, heights=dict(heights), hands={"Ann": hand}, held={"Ann": held}
    )


def aid_position(tile: str) -> GameState:
    """The start of the example turn for building aid ``tile``: Ann to play, holding it."""
    hand, heights = _AID_POSITIONS[tile]
    return _position(hand, heights, [tile])


def which_aid_position() -> GameState:
    """The position of the "which building aid wins most?" task (Ann holds no tile)."""
    hand, heights = _WHICH_AID
    return _position(hand, heights)


def best_plan(state: GameState, aid: bool = False, vp: bool = False) -> TurnPlan:
    """The engine's best turn from ``state`` (with the held aid / VP tile if asked)."""
    return best_turns(state, k=1, aid=aid, vp=vp)[0]


def play_plan(state: GameState, plan: TurnPlan) -> GameState:
    """``state`` with the plan's aid and discs played, not scored: the turn in progress, its
    discs numbered on the board."""
    return state.apply(*plan.actions()[:-1])


def _sum(levels: Sequence[int]) -> str:
    """ "1 + 2 + 3": the levels of a turn's discs, to add up in a text.

    >>> _sum((1, 2, 2))
    '1 + 2 + 2'
    """
    return " + ".join(map(str, levels))


def _say(
    s: Script,
    key: str,
    *,
    title: str | None = None,
    text: str | None = None,
    values: Mapping[str, object] | None = None,
    **kwargs: Any,
) -> None:
    """Add a step titled by the message ``key.title`` and told by ``key.text`` (or the keys
    ``title`` and ``text``); ``values`` fill both.

    >>> s = Script()
    >>> _say(s, "tiles_tour.face_down", values={"tile": "A3"}, state=aid_position("A3"))
    >>> s.steps[0].narration("de")[0]
    'Verdeckt neben dem Sichtschirm'
    """
    values = dict(values or {})
    s.say(Text(title or f"{key}.title", **values), Text(text or f"{key}.text", **values), **kwargs)


def _points(n: int) -> Text:
    """ "3 points", in the reader's language.

    >>> _points(1)("de"), _points(3)("en")
    ('1 Punkt', '3 points')
    """
    return Text("count.points", n=n)


def _number_options(answer: int, *wrong: int) -> tuple[tuple[Text, ...], int]:
    """Answer buttons "n points", ascending, from the answer and distinct wrong numbers.

    >>> options, answer = _number_options(3, 1, 3, -1)
    >>> [option("en") for option in options], answer
    (['1 point', '3 points'], 1)
    """
    values = sorted({answer, *(w for w in wrong if w >= 0 and w != answer)})
    return tuple(_points(v) for v in values), values.index(answer)


YES_NO = (Text("lesson.yes"), Text("lesson.no"))
#: The most discs a turn may place without A4 or A5 (R9).
USUAL_DISCS = TurnProgress().max_discs


def earns_tile(state: GameState, vp: str | None = None) -> bool:
    """Whether stopping here and scoring (with ``vp``) earns a special tile (R11), by the
    engine: the game then waits for the choice of a kind."""
    return state.apply(Score(vp)).phase is Phase.BONUS


@dataclass(frozen=True)
class AidCellTask(CellTask):
    """ "Click the cell building aid ``tile`` should act on": right on one of ``cells``. Any
    other click is tried as the aid (after the ``fixed`` cells, throwing back ``color`` for
    A5): the engine's refusal is told and crossed out, an allowed use gets ``other`` with the
    best turn it leads to (``{points}``)."""

    tile: str = "A1"
    fixed: tuple[Cell, ...] = ()
    color: Color | None = None

    def uses(self, state: GameState, cell: Cell) -> list[UseAid]:
        """Every allowed use of the aid that acts on ``cell`` (after the fixed cells)."""
        hand = state.hands_by_seat[state.current_seat]
        found = []
        for cells, color in aid_options(state.board, state.heights, hand, self.tile):
            if self.color is not None and color != self.color:
                continue
            head, rest = cells[: len(self.fixed)], cells[len(self.fixed) :]
            swapped = self.tile == "A2" and self.fixed and cells == (cell, *self.fixed)
            if (head == self.fixed and cell in rest) or swapped:
                found.append(UseAid(self.tile, cells, color))
        return found

    def best_with(self, state: GameState, cell: Cell) -> int | None:
        """The best turn after using the aid on ``cell`` (``None``: not allowed there)."""
        totals = [best_plan(state.apply(use)).total for use in self.uses(state, cell)]
        return max(totals) if totals else None

    def check(self, state: GameState, cell: Cell, lang: str = "en") -> Verdict:
        """The verdict on a click on ``cell`` in ``state``."""
        if cell in self.cells:
            return Verdict(True, t("task_right", lang, why=self.right(lang)), pointed=(cell,))
        points = self.best_with(state, cell)
        if points is None:
            try:
                after = state.apply(UseAid(self.tile, (*self.fixed, cell), self.color))
            except IllegalMove as error:
                marks = refusal_cells(error) or (cell,)
                why = refusal_text(error, lang, player_name=state.current)
                return Verdict(False, t("task_refused", lang, why=why), marks[:1], marks[1:])
            points = best_plan(after).total
        hint = self.other(lang, points=points)
        return Verdict(False, t("task_wrong", lang, hint=hint), pointed=(cell,))


# ---------------------------------------------------------------------------- the steps
def _getting_tiles(s: Script) -> None:
    """What the tiles are, how one is earned and kept (R4, R11)."""
    piles = {kind: len(pile) for kind, pile in STARTING_PILES.items()}
    start = _position("TTTYYBR", {RING[1]: 1, RING[2]: 1})
    _say(
        s,
        "tiles_tour.tiles",
        values={
            "total": sum(piles.values()),
            "aids": piles[TileKind.AID],
            "vps": piles[TileKind.VP],
        },
        rules=("R4",),
        state=start,
        task=_copies_task(),
        asks_rules=("R4",),
    )
    game = Game.from_position(start)
    for cell in RING[:3]:
        game.place(cell)
    turn = game.turn
    if not earns_tile(game.state):
        raise AssertionError("the 7-point example must earn a tile")
    _say(
        s,
        "tiles_tour.earn",
        values={
            "limit": SEVEN_POINT_LIMIT,
            "sum": _sum(turn.levels),
            "points": _points(turn.disc_points),
        },
        rules=("R11",),
        highlight=turn.cells,
        state=game.state,
        task=ChoiceTask(
            Text("tiles_tour.earn.prompt"),
            *tile_choice(True),
            Text(
                "tiles_tour.earn.explain",
                points=_points(turn.disc_points),
                limit=SEVEN_POINT_LIMIT,
            ),
            Text("tiles_tour.earn.hint", limit=SEVEN_POINT_LIMIT),
            show=turn.cells,
        ),
        asks_rules=("R10", "R11"),
    )
    game.score()
    game.choose_bonus("aid")
    tile = game.held["Ann"][0]
    _say(s, "tiles_tour.face_down", values={"tile": tile}, rules=("R11",), state=game.state)
    # the tile is not played in the turn it arrived: the engine allows no aid before Ann's
    # next turn (the test plays on to check it)
    _say(
        s,
        "tiles_tour.not_now",
        rules=("R11",),
        state=game.state,
        task=ChoiceTask(
            Text("tiles_tour.not_now.prompt", tile=tile),
            (
                Text("tiles_tour.not_now.now"),
                Text("tiles_tour.not_now.next_turn"),
                Text("tiles_tour.not_now.game_end"),
            ),
            1,
            Text("tiles_tour.not_now.explain", tile=tile),
            Text("tiles_tour.not_now.hint"),
        ),
        asks_rules=("R11",),
    )
    old = "A2"
    keep = Game.from_position(
        make_position(
            PLAYERS,
            board=TOUR_BOARD,
            heights={RING[1]: 1, RING[2]: 1},
            hands={"Ann": "TTTYYBR"},
            held={"Ann": [old]},
        )
    )
    for cell in RING[:3]:
        keep.place(cell)
    keep.score()
    keep.choose_bonus("aid")
    new = keep.state.turn.offer
    if keep.phase is not Phase.KEEP or new is None or new == old:
        raise AssertionError(f"the keep example needs a second, different aid, not {new}")
    _say(
        s,
        "tiles_tour.one_each",
        values={"old": old, "new": new},
        rules=("R11",),
        state=keep.state,
        task=ChoiceTask(
            Text("tiles_tour.one_each.prompt"),
            (
                Text("tiles_tour.one_each.both"),
                Text("tiles_tour.one_each.either"),
                Text("tiles_tour.one_each.must_new", new=new),
            ),
            1,
            Text("tiles_tour.one_each.explain", old=old, new=new),
            Text("tiles_tour.one_each.hint"),
        ),
        asks_rules=("R11",),
    )
    _say(s, "tiles_tour.optional", rules=("R11.optional",), state=keep.state)


#: The building aid whose copies :func:`_copies_task` asks for.
COPIES_OF = "A3"


def _copies_task() -> ChoiceTask:
    """How many tiles of one aid are in the box (R4): the aids over their kinds."""
    aids = STARTING_PILES[TileKind.AID]
    copies, kinds = aids.count(COPIES_OF), len(AID_TILES)
    values = sorted({1, copies, kinds, len(aids)})
    return ChoiceTask(
        Text("tiles_tour.tiles.prompt", tile=COPIES_OF),
        tuple(Text("count.tiles", n=v) for v in values),
        values.index(copies),
        Text("tiles_tour.tiles.explain", aids=len(aids), kinds=kinds, n=copies),
        Text("tiles_tour.tiles.hint"),
    )


def taken_may_go_back(start: GameState, plan: TurnPlan) -> bool:
    """Whether the disc the plan's A5 takes may be thrown into the bag at the end of the turn
    (D2), by the engine: A5 as the plan plays it, its first disc, then that colour thrown."""
    aid = plan.aid
    if aid is None or aid.tile != "A5":
        raise AssertionError("the plan plays A5")
    game = Game.from_position(start)
    game.apply(aid, Place(plan.cells[0]))
    taken = start.board.color(aid.cells[0])
    if not game.hands["Ann"][taken]:
        raise AssertionError("the taken disc is still in Ann's hand")
    try:
        game.end_turn(bonus="aid", keep="old", discard=taken.letter)
    except IllegalMove:
        return False
    return True


def _a5_back_task(start: GameState, plan: TurnPlan) -> ChoiceTask:
    """May the disc A5 took go back into the bag at the end of the turn? (D2)"""
    allowed = taken_may_go_back(start, plan)
    return ChoiceTask(
        Text("tiles_tour.a5_back.prompt"),
        tuple(Text(f"tiles_tour.a5_back.{key}") for key in A5_BACK),
        A5_BACK.index("yes" if allowed else "keep"),
        Text("tiles_tour.a5_back.explain" if allowed else "tiles_tour.a5_back.no_explain"),
        Text("tiles_tour.a5_back.hint"),
    )


#: The answers to "may the disc A5 took go back into the bag?": yes, it stays in the hand, it
#: goes back on its cell.
A5_BACK = ("yes", "keep", "board")


def _in_the_box(s: Script, tiles: Sequence[str], state: GameState) -> None:
    """The real tiles carry a picture, not this project's codes: each code with what it does in
    the learner's language, beside the rulebook's German caption of its picture
    (``tile.printed.*``), so a learner finds the tile and understands the caption."""
    lines = Listed(
        tuple(
            Text(
                "tiles_tour.printed.line",
                tile=tile,
                what=Text(f"tile.{tile}"),
                caption=Text(f"tile.printed.{tile}"),
            )
            for tile in tiles
        ),
        "semicolon",
    )
    _say(s, "tiles_tour.printed", values={"lines": lines}, rules=tuple(tiles), state=state)


def _aid_steps(s: Script) -> None:
    """A1-A5: the best turn without the aid, then with it, both drawn on the board."""
    _say(s, "tiles_tour.aids", rules=("R4",), state=aid_position("A1"))
    _in_the_box(s, AID_TILES, aid_position("A1"))
    for tile in AID_TILES:
        start = aid_position(tile)
        without, with_tile = best_plan(start), best_plan(start, aid=True)
        aid = with_tile.aid
        if aid is None or with_tile.total <= without.total:
            raise AssertionError(f"{tile} must win points in its example")
        before, after = without.total, with_tile.total
        _say(
            s,
            "tiles_tour.without",
            text=f"tiles_tour.{tile.lower()}.without",
            values={
                "tile": tile,
                "what": Text(f"tile.{tile}"),
                "sum": _sum(without.levels),
                "before": _points(before),
            },
            rules=(tile,),
            highlight=without.cells,
            state=play_plan(start, without),
        )
        if tile == "A1":
            _a1_task(s, start, with_tile)
        after_state = play_plan(start, with_tile)
        key, did = _did(start, with_tile)
        task = None
        if tile == "A4":
            task = _max_discs_task(after_state)
        elif tile == "A5":
            task = _a5_back_task(start, with_tile)
        _say(
            s,
            "tiles_tour.with",
            text=key,
            values={
                "tile": tile,
                "sum": _sum(with_tile.levels),
                "after": _points(after),
                "before": before,
                **did,
            },
            rules=(tile, *AID_DETAILS[tile]),
            highlight=aid.cells or with_tile.cells[:1],
            state=after_state,
            task=task,
            asks_rules=(("R9",) if tile == "A4" else ("D2",) if tile == "A5" else ()) + (tile,),
        )
        if tile == "A3":
            _which_aid_task(s)
    _into_the_box(s)


#: What each aid's "with the tile" step teaches besides the tile itself (docs/rules.md ids and
#: rule parts).
AID_DETAILS: dict[str, tuple[str, ...]] = {
    "A1": ("A1.two_towers",),
    "A2": (),
    "A3": ("A3.onto_tower",),
    "A4": ("R9", "A4.full"),
    "A5": ("D2", "A5.top"),
}


def _into_the_box(s: Script) -> None:
    """A1 and A5 with an empty bag: the discs go into the box, which the panel counts."""
    hand, heights = _AID_POSITIONS["A1"]
    full = _position(hand, heights, ["A1"])
    left = "".join(c.letter * n for c, n in zip(Color, full.bag_counts))
    empty_bag = make_position(
        PLAYERS,
        board=TOUR_BOARD,
        heights=dict(heights),
        hands={"Ann": hand},
        held={"Ann": ["A1"]},
        box=left,
    )
    if empty_bag.bag.total():
        raise AssertionError("the box example needs an empty bag")
    aid = best_plan(empty_bag, aid=True).aid
    if aid is None or aid.tile != "A1":
        raise AssertionError("the box example plays A1")
    after = empty_bag.apply(aid)
    added = sum(after.box_counts) - sum(empty_bag.box_counts)
    if after.bag.total() or added != len(aid.cells):
        raise AssertionError("with an empty bag A1's discs go into the box")
    _say(
        s,
        "tiles_tour.box",
        values={"n": added, "before": sum(empty_bag.box_counts), "total": sum(after.box_counts)},
        rules=("A1", "A5", "A1.box", "A5.box"),
        highlight=aid.cells,
        state=after,
    )


def _did(start: GameState, plan: TurnPlan) -> tuple[str, dict[str, object]]:
    """The message that says what the plan's aid did in ``start`` (and the best turn with it),
    and the values it needs."""
    aid = plan.aid
    if aid is None:
        raise AssertionError("the plan plays an aid")
    heights = start.heights
    after = start.apply(aid)
    if aid.tile == "A1":
        towers = "one_tower" if len(set(aid.cells)) == 1 else "two_towers"
        return f"tiles_tour.a1.with_{towers}", {"n": len(aid.cells)}
    if aid.tile == "A2":
        source, target = aid.cells
        if heights[target]:
            return "tiles_tour.a2.with_swap", {}
        return "tiles_tour.a2.with_move", {"h": heights[source]}
    if aid.tile == "A3":
        return "tiles_tour.a3.with", {"height": heights[aid.cells[0]]}
    if aid.tile == "A4":
        return "tiles_tour.a4.with", {"height": heights[plan.cells[0]], "level": plan.levels[0]}
    taken = start.board.color(aid.cells[0])
    if aid.color is None:
        raise AssertionError("A5 throws a colour back")
    return "tiles_tour.a5.with", {
        "color_taken": Colors(taken),
        "color_thrown": Colors(aid.color),
        "max": after.turn.max_discs,
    }


def _a1_task(s: Script, start: GameState, with_tile: TurnPlan) -> None:
    """Click the tower A1 should take discs from (every cell as good as the best is right)."""
    task = AidCellTask(
        Text("tiles_tour.a1_tower.prompt"),
        frozenset(),
        Text("tiles_tour.a1_tower.right", after=_points(with_tile.total)),
        Text("tiles_tour.a1_tower.other"),
        tile="A1",
    )
    occupied = [c for c in start.board.cells if start.height(c)]
    right = frozenset(c for c in occupied if task.best_with(start, c) == with_tile.total)
    _say(
        s,
        "tiles_tour.a1_tower",
        rules=("A1",),
        state=start,
        task=replace(task, cells=right),
        asks_rules=("A1", "R8"),
    )


def _max_discs_task(state: GameState) -> ChoiceTask:
    """How many discs may a turn place at most, without A4 and with it? The engine's turn
    limits, as pairs: the tile's caption gives only one of the two numbers."""
    limit = state.turn.max_discs
    pairs = [(a, b) for a in (limit, USUAL_DISCS) for b in (limit, USUAL_DISCS)]
    return ChoiceTask(
        Text("tiles_tour.max_discs.prompt"),
        tuple(Text("tiles_tour.max_discs.pair", usual=a, n=b) for a, b in pairs),
        pairs.index((USUAL_DISCS, limit)),
        Text("tiles_tour.max_discs.explain", n=limit, usual=USUAL_DISCS),
        Text("tiles_tour.max_discs.hint"),
    )


def which_aid_plans(state: GameState) -> dict[str, TurnPlan]:
    """Ann's best turn in ``state`` holding each of :data:`WHICH_AIDS` in turn."""
    return {
        tile: best_plan(edit_state(state, held={"Ann": [tile]}), aid=True) for tile in WHICH_AIDS
    }


def _which_aid_task(s: Script) -> None:
    state = which_aid_position()
    plans = which_aid_plans(state)
    totals = {tile: plan.total for tile, plan in plans.items()}
    ranked = sorted(totals, key=lambda tile: -totals[tile])
    if totals[ranked[0]] == totals[ranked[1]]:
        raise AssertionError(f"the which-aid task needs one winner: {totals}")
    best, second, third = ranked
    _say(
        s,
        "tiles_tour.which_aid",
        rules=WHICH_AIDS,
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.which_aid.prompt"),
            tuple(Text("lesson.tile", tile=tile) for tile in WHICH_AIDS),
            WHICH_AIDS.index(best),
            Text(
                "tiles_tour.which_aid.explain",
                best=best,
                second=second,
                third=third,
                p1=_points(totals[best]),
                p2=_points(totals[second]),
                p3=_points(totals[third]),
            ),
            Text("tiles_tour.which_aid.hint"),
        ),
        asks_rules=WHICH_AIDS,
    )
    # the answer on the board: the winning aid's turn, its discs numbered, a sum to check
    start, plan = edit_state(state, held={"Ann": [best]}), plans[best]
    key, did = _did(start, plan)
    if plan.aid is None:
        raise AssertionError("the winner's best turn plays its aid")
    _say(
        s,
        "tiles_tour.which_aid_shown",
        values={
            "tile": best,
            "did": Text(
                key,
                sum=_sum(plan.levels),
                after=_points(plan.total),
                before=best_plan(state).total,
                **did,
            ),
            "second": second,
            "third": third,
            "p2": _points(totals[second]),
            "p3": _points(totals[third]),
        },
        rules=(best,),
        highlight=plan.aid.cells,
        state=play_plan(start, plan),
    )


#: The victory-point examples V1-V4: Ann's hand and the tower heights; the turn shown is the
#: engine's best with the tile.
_VP_POSITIONS: dict[str, tuple[str, dict[Cell, int]]] = {
    "V1": ("TYBPRKG", {}),
    "V2": ("TTTYYBK", {RING[0]: 1, RING[1]: 2, RING[2]: 3}),
    "V3": ("YYYYTTB", {(2, 1): 1, (3, 1): 2, (2, 2): 3}),
    "V4": ("TTTYYBB", {}),
}
#: V5: every red cell two discs high, Ann places two red discs side by side (both on level 3).
V5_TURN: tuple[Cell, ...] = ((-2, -1), (-1, -1))
#: V6: Ann climbs three green cells, the last disc on level 3.
V6_TURN: tuple[Cell, ...] = ((2, -2), (2, -1), (3, -1))
#: The tile's points in the 7-point rule: black, turquoise, red on levels 1, 2, 2 with V1.
SEVEN_TURN: tuple[Cell, ...] = ((0, -2), (0, -1), (-1, -1))


#: What each victory-point step teaches besides the tile itself.
VP_DETAILS: dict[str, tuple[str, ...]] = {
    "V1": (),
    "V2": (),
    "V3": ("D3",),
    "V4": ("D4", "V4.directions"),
    "V5": ("V5.exactly",),
    "V6": ("V6.exactly",),
}


def vp_position(tile: str) -> GameState:
    """The start of the example turn for victory-point tile ``tile``: Ann to play, holding it."""
    if tile in _VP_POSITIONS:
        hand, heights = _VP_POSITIONS[tile]
        return _position(hand, heights, [tile])
    if tile == "V5":
        red = TOUR_BOARD.cells_of(Color.RED)
        return _position("RRTTYYB", dict.fromkeys(red, 2), [tile])
    return _position("GGGTTYB", {V6_TURN[1]: 1, V6_TURN[2]: 2}, [tile])


def vp_points(state: GameState) -> tuple[int, int]:
    """``(disc points, tile points)`` of the turn in progress in ``state`` scored with the held
    victory-point tile, by the engine."""
    tile = state.held_tile(TileKind.VP)
    scored = state.apply(Score(tile))
    return scored.turn.disc_points, scored.turn.points - scored.turn.disc_points


def _placed(start: GameState, cells: Sequence[Cell]) -> GameState:
    game = Game.from_position(start)
    for cell in cells:
        game.place(cell)
    return game.state


def _vp_steps(s: Script) -> None:
    """V1-V6 on turns they pay for, drawn as the turn in progress."""
    _say(s, "tiles_tour.vps", rules=("R10",), state=vp_position("V1"))
    _in_the_box(s, VP_TILES, vp_position("V1"))
    both = _position(*_AID_POSITIONS["A2"], ["A2", "V1"])
    if {kind for kind in TileKind if both.held_tile(kind)} != set(TileKind):
        raise AssertionError("Ann holds a tile of each kind")
    _say(s, "tiles_tour.both", rules=("R11.both",), state=both)
    for tile in VP_TILES:
        start = vp_position(tile)
        if tile in _VP_POSITIONS:
            plan = best_plan(start, vp=True)
            if plan.vp != tile:
                raise AssertionError(f"{tile} must pay in its example")
            state = play_plan(start, plan)
        else:
            state = _placed(start, V5_TURN if tile == "V5" else V6_TURN)
        turn = state.turn
        discs, bonus = vp_points(state)
        if bonus <= 0:
            raise AssertionError(f"{tile} must pay in its example")
        values: dict[str, object] = {
            "tile": tile,
            "what": Text(f"tile.{tile}"),
            "sum": _sum(turn.levels),
            "discs": _points(discs),
            "bonus": bonus,
            "total": _points(discs + bonus),
        }
        task = None
        rules: tuple[str, ...] = (tile, *VP_DETAILS[tile])
        if tile == "V1":
            values["k"] = len({state.board.color(c) for c in turn.cells})
        elif tile == "V2":
            most = most_placed_colors(state.board, turn.cells)[0]
            count = sum(state.board.color(c) is most for c in turn.cells)
            values.update(n=count, color=Colors(most))
        elif tile == "V3":
            values.update(k=bonus, n=len(turn.cells))
        elif tile == "V4":
            task = _v4_task(state, discs, bonus)
        elif tile == "V5":
            values["height"] = start.height(V5_TURN[0])
            values["level"] = turn.levels[0]
            task = _v5_task(state, discs, bonus)
        else:
            values["level"] = turn.levels[-1]
        highlight = turn.cells
        if tile == "V3":
            highlight = tuple(c for c in turn.cells if state.board.is_edge(c))
        _say(
            s,
            f"tiles_tour.{tile.lower()}",
            values=values,
            rules=rules,
            highlight=highlight,
            state=state,
            task=task,
            asks_rules=rules if task is not None else (),
        )
        if tile == "V3":
            _v3_ring(s)


#: V3 on the ring (D3): Ann's hand and her turn, level 1 all along; three discs lie beside
#: the hole in the middle, none at the outer border.
V3_RING_HAND = "GKKKTYB"
V3_RING_TURN: tuple[Cell, ...] = ((3, -4), (3, -3), (2, -2), (2, -1), (2, 0))


def outer_edge(board: Board, cell: Cell) -> bool:
    """Whether ``cell`` lies at the board's outer border (beside a place that is neither a cell
    nor a hole): the edge a learner sees first."""
    return any(n not in board and n not in board.holes for n in hex_neighbors(cell))


def _v3_ring(s: Script) -> None:
    """D3: on the ring the cells beside the hole are edge cells too."""
    ring = Board.layout("ring")
    start = make_position(PLAYERS, board=ring, hands={"Ann": V3_RING_HAND}, held={"Ann": ["V3"]})
    state = _placed(start, V3_RING_TURN)
    discs, bonus = vp_points(state)
    inner = sum(c in ring.edge_cells and not outer_edge(ring, c) for c in state.turn.cells)
    outer = sum(outer_edge(ring, c) for c in state.turn.cells)
    if not inner or inner != bonus - outer:
        raise AssertionError("the ring example puts discs beside the hole")
    task = _vp_adds_task(
        "V3",
        state,
        bonus,
        (outer, len(state.turn.cells), discs + bonus),
        Text(
            "tiles_tour.v3_ring.explain",
            inner=inner,
            extra=_points(bonus),
            total=_points(discs + bonus),
        ),
        Text("tiles_tour.v3_ring.hint"),
    )
    _say(
        s,
        "tiles_tour.v3_ring",
        values={"n": len(state.turn.cells), "discs": _points(discs)},
        rules=("V3", "D3", "D3.inner"),
        state=state,
        task=task,
        asks_rules=("V3", "D3"),
    )


def _vp_adds_task(
    tile: str, state: GameState, bonus: int, wrong: Sequence[int], explain: Text, hint: Text
) -> ChoiceTask:
    """ "How many points does ``tile`` add to this turn?": the engine's ``bonus`` among the
    ``wrong`` numbers, the turn's discs pointed at."""
    options, answer = _number_options(bonus, *wrong)
    prompt = Text("tiles_tour.vp_adds.prompt", tile=tile)
    return ChoiceTask(prompt, options, answer, explain, hint, show=state.turn.cells)


def _v4_task(state: GameState, discs: int, bonus: int) -> ChoiceTask:
    total = _points(discs + bonus)
    explain = Text("tiles_tour.v4.explain", bonus=bonus, extra=_points(bonus), total=total)
    wrong = (len(state.turn.cells), bonus - 1)
    return _vp_adds_task("V4", state, bonus, wrong, explain, Text("tiles_tour.v4.hint"))


def _v5_task(state: GameState, discs: int, bonus: int) -> ChoiceTask:
    qualifying = sum(
        lv == 3 and state.board.color(c) in (Color.RED, Color.PURPLE)
        for c, lv in zip(state.turn.cells, state.turn.levels)
    )
    total = _points(discs + bonus)
    explain = Text("tiles_tour.v5.explain", bonus=bonus, discs=discs, total=total)
    wrong = (bonus * qualifying, 0)
    return _vp_adds_task("V5", state, bonus, wrong, explain, Text("tiles_tour.v5.hint"))


def _seven_point_with_tile(s: Script) -> None:
    """The tile's points count for the 7-point rule (R11)."""
    start = _position("KTRYYBB", {RING[0]: 1, (-1, -1): 1}, ["V1"])
    state = _placed(start, SEVEN_TURN)
    discs, bonus = vp_points(state)
    earns = earns_tile(state, "V1")
    values = {
        "sum": _sum(state.turn.levels),
        "discs": discs,
        "bonus": bonus,
        "total": _points(discs + bonus),
        "limit": SEVEN_POINT_LIMIT,
        "disc_points": _points(discs),
    }
    _say(
        s,
        "tiles_tour.seven",
        values=values,
        rules=("R11", "V1"),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.seven.prompt"),
            *tile_choice(earns),
            seven_point_verdict(earns, **values),
            Text("tiles_tour.seven.hint", limit=SEVEN_POINT_LIMIT),
            show=state.turn.cells,
        ),
        asks_rules=("R11", "V1"),
    )


def seven_point_verdict(earns: bool, **values: object) -> Text:
    """Why a turn with V1 earns a special tile or not: ``{discs} + {bonus} from V1 =
    {total}``, compared with ``{limit}`` (the tour and the quiz say it alike)."""
    return Text("tiles_tour.seven.earns" if earns else "tiles_tour.seven.no_tile", **values)


def finished_game() -> Game:
    """A game played to its end: the board is full of towers, the bag runs dry in Ann's last
    turn and Ben finishes the round. Ann kept A3 and V1 unused, Ben V3 (R14)."""
    ann = RING[:4]
    ben: tuple[Cell, ...] = ((2, 0), (3, 0), (3, 1), (2, 2))
    hands = {"Ann": "TTTT", "Ben": "YYYY"}
    # both turns climb a staircase of towers 0, 1, 2, 3 high
    heights = {cell: h for path in (ann, ben) for h, cell in enumerate(path)}
    left = {color: 20 for color in Color}
    left[Color.GREEN] -= 1  # the last disc in the bag
    for cell, height in heights.items():
        left[TOUR_BOARD.color(cell)] -= height
    for hand in hands.values():
        for letter in hand:
            left[Color.from_letter(letter)] -= 1
    for color in Color:  # every other disc on the board, spread over the colour's cells
        free = [c for c in TOUR_BOARD.cells_of(color) if c not in heights]
        for i, cell in enumerate(free):
            heights[cell] = left[color] // len(free) + (i < left[color] % len(free))
    game = Game.from_position(
        make_position(
            PLAYERS,
            board=TOUR_BOARD,
            heights=heights,
            hands=hands,
            held={"Ann": ["A3", "V1"], "Ben": ["V3"]},
            scores={"Ann": 52, "Ben": 55},
        )
    )
    for cell in ann:
        game.place(cell)
    game.end_turn()
    for cell in ben:
        game.place(cell)
    game.end_turn()
    if not game.over:
        raise AssertionError("the end-of-game example must end the game")
    return game


def _end_bonus(s: Script) -> None:
    game = finished_game()
    state = game.state
    bonus = state.tile_bonus_by_seat[ANN]
    tiles = state.held_by_seat[ANN]
    each = bonus // len(tiles)
    options, answer = _number_options(bonus, each, bonus + each)
    _say(
        s,
        "tiles_tour.end_bonus",
        values={"each": each, "a": tiles[0], "b": tiles[1]},
        rules=("R14",),
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.end_bonus.prompt"),
            options,
            answer,
            Text(
                "tiles_tour.end_bonus.explain",
                n=len(tiles),
                each=each,
                bonus=bonus,
                score=_points(state.scores_by_seat[ANN]),
            ),
            Text("tiles_tour.end_bonus.hint", each=each),
        ),
        asks_rules=("R14",),
    )


def _empty_pile(s: Script) -> None:
    """R11: an empty draw pile is refilled by shuffling its discard pile."""
    empty = make_position(PLAYERS, board=TOUR_BOARD, hands={"Ann": "TTYYBBR"})
    empty = replace(
        empty, piles=Piles(aid_discard=empty.piles.aid_draw, vp_draw=empty.piles.vp_draw)
    )
    game = Game.from_position(empty)
    game.place(RING[0])
    game.end_turn(bonus="aid")
    _say(
        s,
        "tiles_tour.empty_pile",
        values={"tile": game.held["Ann"][0], "n": len(game.piles.aid_draw)},
        rules=("R11",),
        state=game.state,
    )


def special_tiles_tour() -> Lesson:
    """Notebook 2's walkthrough: earning and keeping tiles, A1-A5, V1-V6, the tile in the
    7-point rule, the end bonus and an empty draw pile."""
    s = Script()
    _getting_tiles(s)
    _aid_steps(s)
    _vp_steps(s)
    _seven_point_with_tile(s)
    _end_bonus(s)
    _empty_pile(s)
    return Lesson(Text("tiles_tour.title"), tuple(s.steps))
