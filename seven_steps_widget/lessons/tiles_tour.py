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

from ..drawing.labels import color_adjective, refusal_cells, refusal_text, text, text_of, tile_text
from ..engine.actions import Score, UseAid
from ..engine.board import Board
from ..engine.colors import Color
from ..engine.errors import IllegalMove
from ..engine.game import Game
from ..engine.hexgrid import Cell
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
from .lesson import Lesson, Script
from .tasks import CellTask, ChoiceTask, Verdict, Words

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

#: An English/German text pair; ``{n|one|many}`` plural forms as in ``drawing.labels``.
Pair = tuple[str, str]

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
    """ "1 + 2 + 3": the levels of a turn's discs, to add up in a text."""
    return " + ".join(map(str, levels))


def _words(pair: Pair, **values: object) -> Words:
    """``pair`` with ``values`` filled in (plural forms chosen), in both languages; a value
    may itself be :class:`Words` (a colour, a name) and is then taken in each language."""

    def fill(lang: str) -> str:
        here = {k: v(lang) if isinstance(v, Words) else v for k, v in values.items()}
        return text_of(pair, lang, **here)

    return Words(fill("en"), fill("de"))


def _say(s: Script, title: Pair, body: Pair, **kwargs: object) -> None:
    """Add a step with the English and German ``title`` and ``body``; ``values`` fill them."""
    values = kwargs.pop("values", {})
    assert isinstance(values, dict)
    words = _words(body, **values)
    heading = _words(title, **values)
    s.say(heading.en, words.en, title_de=heading.de, text_de=words.de, **kwargs)  # type: ignore[arg-type]


def _colour(color: Color, ending: str = "") -> Words:
    """A colour before a noun, German with ``ending`` ("gelbe Scheibe")."""
    return Words(color_adjective(color, "en"), color_adjective(color, "de", ending))


def _tile(tile: str) -> Words:
    return Words(tile_text(tile, "en"), tile_text(tile, "de"))


def _points(n: int) -> Words:
    return _words(("{n} {n|point|points}", "{n} {n|Punkt|Punkte}"), n=n)


def _number_options(answer: int, *wrong: int) -> tuple[tuple[Words, ...], int]:
    """Answer buttons "n points", ascending, from the answer and distinct wrong numbers."""
    values = sorted({answer, *(w for w in wrong if w >= 0 and w != answer)})
    return tuple(_points(v) for v in values), values.index(answer)


YES_NO = (Words("Yes", "Ja"), Words("No", "Nein"))
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
            return Verdict(True, text("task_right", lang, why=self.right(lang)), pointed=(cell,))
        points = self.best_with(state, cell)
        if points is None:
            try:
                after = state.apply(UseAid(self.tile, (*self.fixed, cell), self.color))
            except IllegalMove as error:
                marks = refusal_cells(error) or (cell,)
                why = refusal_text(error, lang)
                return Verdict(False, text("task_refused", lang, why=why), marks[:1], marks[1:])
            points = best_plan(after).total
        pair = (self.other.en, self.other.de)
        hint = text_of(pair, lang, points=points)
        return Verdict(False, text("task_wrong", lang, hint=hint), pointed=(cell,))


# ---------------------------------------------------------------------------- the steps
def _getting_tiles(s: Script) -> None:
    """What the tiles are, how one is earned and kept (R4, R11)."""
    piles = {kind: len(pile) for kind, pile in STARTING_PILES.items()}
    start = _position("TTTYYBR", {RING[1]: 1, RING[2]: 1})
    _say(
        s,
        ("Special tiles", "Die Sonderplättchen"),
        (
            "Besides the discs the game has {total} special tiles: {aids} building aids (A1 to "
            "A5) and {vps} victory-point tiles (V1 to V6). Each kind is shuffled on its own and "
            "lies face down as a draw pile beside the board. A building aid helps you build, a "
            "victory-point tile brings extra points.",
            "Neben den Scheiben gibt es {total} Sonderplättchen: {aids} Bauhilfen (A1 bis A5) "
            "und {vps} Siegpunkte-Plättchen (V1 bis V6). Jede Sorte wird für sich gemischt und "
            "liegt als verdeckter Nachziehstapel neben dem Spielplan. Eine Bauhilfe hilft dir "
            "beim Bauen, ein Siegpunkte-Plättchen bringt Extrapunkte.",
        ),
        values={
            "total": sum(piles.values()),
            "aids": piles[TileKind.AID],
            "vps": piles[TileKind.VP],
        },
        rules=("R4",),
        state=start,
    )
    game = Game.from_position(start)
    for cell in RING[:3]:
        game.place(cell)
    turn = game.turn
    if not earns_tile(game.state):
        raise AssertionError("the 7-point example must earn a tile")
    _say(
        s,
        ("How to earn one: the 7-point rule", "So bekommst du eines: die 7-Punkte-Regel"),
        (
            "A turn worth {limit} points or less earns a special tile as compensation: after "
            "scoring you choose a building aid or a victory-point tile and take the top tile of "
            "that draw pile. Ann's turn so far: {sum} = {points}.",
            "Ein Zug mit {limit} oder weniger Punkten bringt als Entschädigung ein "
            "Sonderplättchen: Nach dem Punkte-Kassieren wählst du eine Bauhilfe oder ein "
            "Siegpunkte-Plättchen und nimmst das oberste Plättchen dieses Nachziehstapels. Anns "
            "Zug bisher: {sum} = {points}.",
        ),
        values={
            "limit": SEVEN_POINT_LIMIT,
            "sum": _sum(turn.levels),
            "points": _points(turn.disc_points),
        },
        rules=("R11",),
        highlight=turn.cells,
        state=game.state,
        task=ChoiceTask(
            Words(
                "Ann stops here and scores. Does she earn a special tile?",
                "Ann hört hier auf und kassiert ihre Punkte. Bekommt sie ein Sonderplättchen?",
            ),
            YES_NO,
            0,
            _words(
                (
                    "{points} is no more than {limit}: she earns a special tile.",
                    "{points} sind nicht mehr als {limit}: Sie bekommt ein Sonderplättchen.",
                ),
                points=_points(turn.disc_points),
                limit=SEVEN_POINT_LIMIT,
            ),
            _words(
                (
                    "Add up the levels of her discs and compare the sum with {limit}.",
                    "Zähle die Ebenen ihrer Scheiben zusammen und vergleiche mit {limit}.",
                ),
                limit=SEVEN_POINT_LIMIT,
            ),
            show=turn.cells,
        ),
    )
    game.score()
    game.choose_bonus("aid")
    tile = game.held["Ann"][0]
    _say(
        s,
        ("Face down beside the screen", "Verdeckt neben dem Sichtschirm"),
        (
            "Ann chose a building aid and took the top tile of its draw pile: {tile}. She lays "
            "it face down beside her screen and keeps it there until she uses it. She may look "
            "at it at any time.",
            "Ann hat eine Bauhilfe gewählt und das oberste Plättchen ihres Nachziehstapels "
            "genommen: {tile}. Sie legt es verdeckt neben ihren Sichtschirm, bis sie es "
            "einsetzt. Anschauen darf sie es jederzeit.",
        ),
        values={"tile": tile},
        rules=("R11",),
        state=game.state,
    )
    # the tile is not played in the turn it arrived: the engine allows no aid before Ann's
    # next turn (the test plays on to check it)
    _say(
        s,
        ("Not in the turn it arrives", "Nicht im selben Zug"),
        (
            "A special tile cannot be used in the turn in which it was received. A building aid "
            "is played at the start of a turn, before the first disc; a victory-point tile when "
            "scoring.",
            "Ein Sonderplättchen darfst du nicht im selben Spielzug einsetzen, in dem du es "
            "erhalten hast. Eine Bauhilfe setzt du zu Beginn eines Zugs ein, vor der ersten "
            "Scheibe; ein Siegpunkte-Plättchen beim Punkte-Kassieren.",
        ),
        rules=("R11",),
        state=game.state,
        task=ChoiceTask(
            _words(
                (
                    "When can Ann play {tile} at the earliest?",
                    "Wann kann Ann {tile} frühestens einsetzen?",
                ),
                tile=tile,
            ),
            (
                Words("Now, before she refills her hand", "Jetzt, bevor sie ihren Vorrat auffüllt"),
                Words(
                    "In her next turn, before her first disc",
                    "In ihrem nächsten Zug, vor ihrer ersten Scheibe",
                ),
                Words("Only at the end of the game", "Erst am Spielende"),
            ),
            1,
            _words(
                (
                    "She received {tile} in this turn, so her next turn is the first in which "
                    "she may use it — before her first disc.",
                    "Sie hat {tile} in diesem Zug erhalten, also darf sie es erst im nächsten "
                    "Zug einsetzen — vor ihrer ersten Scheibe.",
                ),
                tile=tile,
            ),
            Words(
                "Not in the turn in which it arrived.",
                "Nicht im selben Zug, in dem es gekommen ist.",
            ),
        ),
    )
    keep = Game.from_position(
        make_position(
            PLAYERS,
            board=TOUR_BOARD,
            heights={RING[1]: 1, RING[2]: 1},
            hands={"Ann": "TTTYYBR"},
            held={"Ann": ["A2"]},
        )
    )
    for cell in RING[:3]:
        keep.place(cell)
    keep.score()
    keep.choose_bonus("aid")
    new = keep.state.turn.offer
    if keep.phase is not Phase.KEEP or new is None or new == "A2":
        raise AssertionError(f"the keep example needs a second, different aid, not {new}")
    _say(
        s,
        ("At most one of each kind", "Höchstens eines jeder Sorte"),
        (
            "Each player holds at most one building aid and one victory-point tile. Ann already "
            "had A2 and has just drawn {new}.",
            "Jeder Spieler darf höchstens eine Bauhilfe und ein Siegpunkte-Plättchen haben. Ann "
            "hatte schon A2 und hat gerade {new} gezogen.",
        ),
        values={"new": new},
        rules=("R11",),
        state=keep.state,
        task=ChoiceTask(
            Words("What does Ann do now?", "Was macht Ann jetzt?"),
            (
                Words("She keeps both tiles.", "Sie behält beide Plättchen."),
                Words(
                    "She keeps one of the two, whichever she likes.",
                    "Sie behält eines der beiden, welches sie will.",
                ),
                _words(
                    ("She must keep the new {new}.", "Sie muss das neue {new} behalten."), new=new
                ),
            ),
            1,
            _words(
                (
                    "She keeps either A2 or {new}; the other goes unused onto the discard pile "
                    "of building aids.",
                    "Sie behält entweder A2 oder {new}; das andere kommt ungenutzt auf den "
                    "Ablagestapel der Bauhilfen.",
                ),
                new=new,
            ),
            Words(
                "At most one tile of each kind — but which one is her choice.",
                "Höchstens ein Plättchen jeder Sorte — aber welches, entscheidet sie.",
            ),
        ),
    )


def _aid_steps(s: Script) -> None:
    """A1-A5: the best turn without the aid, then with it, both drawn on the board."""
    first = aid_position("A1")
    _say(
        s,
        ("Building aids", "Bauhilfen"),
        (
            "A building aid is played in your own turn before you place your first disc; then "
            "it goes face up onto the discard pile of building aids. Each of the five comes "
            "next, on a position where it pays: first Ann's best turn without the tile, then "
            "with it.",
            "Eine Bauhilfe setzt du in deinem Zug ein, bevor du die erste Scheibe legst; danach "
            "kommt sie offen auf den Ablagestapel der Bauhilfen. Gleich folgen alle fünf, jede "
            "in einer Stellung, in der sie sich lohnt: erst Anns bester Zug ohne das Plättchen, "
            "dann mit ihm.",
        ),
        rules=("R4",),
        state=first,
    )
    for tile in AID_TILES:
        start = aid_position(tile)
        without, with_tile = best_plan(start), best_plan(start, aid=True)
        aid = with_tile.aid
        if aid is None or with_tile.total <= without.total:
            raise AssertionError(f"{tile} must win points in its example")
        before, after = without.total, with_tile.total
        _say(
            s,
            ("{tile} — without the tile", "{tile} — ohne das Plättchen"),
            (
                "{tile}: {what}. " + _WITHOUT[tile][0] + " Ann's best turn without the tile "
                "(numbered on the board): {sum} = {before}.",
                "{tile}: {what}. " + _WITHOUT[tile][1] + " Anns bester Zug ohne das Plättchen "
                "(nummeriert auf dem Brett): {sum} = {before}.",
            ),
            values={
                "tile": tile,
                "what": _tile(tile),
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
        values: dict[str, object] = {
            "tile": tile,
            "sum": _sum(with_tile.levels),
            "after": _points(after),
            "before": before,
            **_did(start, with_tile),
        }
        task = None
        if tile == "A4":
            task = _max_discs_task(after_state)
        _say(
            s,
            ("{tile} — with the tile", "{tile} — mit dem Plättchen"),
            (
                _WITH[tile][0] + " Her best turn: {sum} = {after} instead of {before}.",
                _WITH[tile][1] + " Ihr bester Zug: {sum} = {after} statt {before}.",
            ),
            values=values,
            rules=(tile,) + (("R9",) if tile == "A4" else ("D2",) if tile == "A5" else ()),
            highlight=aid.cells or with_tile.cells[:1],
            state=after_state,
            task=task,
        )
        if tile == "A3":
            _which_aid_task(s)


#: What the position is about, before the aid (English, German).
_WITHOUT: dict[str, Pair] = {
    "A1": (
        "A tall tower blocks Ann's turquoise staircase.",
        "Ein hoher Turm versperrt Anns türkise Treppe.",
    ),
    "A2": (
        "The turquoise towers stand in the wrong order for a staircase.",
        "Die türkisen Türme stehen in der falschen Reihenfolge für eine Treppe.",
    ),
    "A3": (
        "The turquoise towers are too tall to climb from an empty cell.",
        "Die türkisen Türme sind zu hoch, um von einem leeren Feld aus hinaufzusteigen.",
    ),
    "A4": (
        "The turquoise towers climb one disc at a time, but a first disc goes on an empty "
        "cell, on level 1.",
        "Die türkisen Türme steigen Scheibe für Scheibe an, aber eine erste Scheibe kommt auf "
        "ein leeres Feld, auf Ebene 1.",
    ),
    "A5": (
        "Ann's staircase ends below a yellow tower, and she holds no yellow disc.",
        "Anns Treppe endet unter einem gelben Turm, und sie hat keine gelbe Scheibe.",
    ),
}

#: What the aid did (values from :func:`_did`), English and German.
_WITH: dict[str, Pair] = {
    "A1": (
        "With A1 Ann takes {n} {n|disc|discs} off the ringed {towers}; {n|it goes|they go} into "
        "the bag.",
        "Mit A1 nimmt Ann {n} {n|Scheibe|Scheiben} vom markierten {towers}; "
        "{n|sie kommt|sie kommen} in den Beutel.",
    ),
    "A2": (
        "With A2 Ann {moves}.",
        "Mit A2 {moves}.",
    ),
    "A3": (
        "With A3 Ann moves one disc from the ringed tower of {height} onto the other ringed cell.",
        "Mit A3 versetzt Ann eine Scheibe vom markierten Turm mit {height} Scheiben auf das "
        "andere markierte Feld.",
    ),
    "A4": (
        "With A4 Ann's first disc goes on a tower of {height} {height|disc|discs}, at level "
        "{level}, and every disc after it climbs from there.",
        "Mit A4 kommt Anns erste Scheibe auf einen Turm mit {height} {height|Scheibe|Scheiben}, "
        "auf Ebene {level}, und jede weitere steigt von dort an.",
    ),
    "A5": (
        "With A5 Ann takes the {taken} disc off the ringed cell into her hand and throws a "
        "{thrown} disc into the bag; at most {max} discs this turn.",
        "Mit A5 nimmt Ann die {taken} Scheibe vom markierten Feld in ihren Vorrat und wirft "
        "eine {thrown} Scheibe in den Beutel; höchstens {max} Scheiben in diesem Zug.",
    ),
}


def _did(start: GameState, plan: TurnPlan) -> dict[str, object]:
    """The values :data:`_WITH` needs to say what the plan's aid did in ``start``."""
    aid = plan.aid
    if aid is None:
        raise AssertionError("the plan plays an aid")
    heights = start.heights
    after = start.apply(aid)
    if aid.tile == "A1":
        one = len(set(aid.cells)) == 1
        return {
            "n": len(aid.cells),
            "towers": Words("tower", "Turm") if one else Words("towers", "Türmen"),
        }
    if aid.tile == "A2":
        source, target = aid.cells
        if heights[target]:
            moves = Words(
                "swaps the two ringed towers", "vertauscht Ann die beiden markierten Türme"
            )
        else:
            moves = _words(
                (
                    "moves the ringed tower of {h} onto the empty ringed cell",
                    "versetzt Ann den markierten Turm mit {h} Scheiben auf das leere markierte "
                    "Feld",
                ),
                h=heights[source],
            )
        return {"moves": moves}
    if aid.tile == "A3":
        return {"height": heights[aid.cells[0]]}
    if aid.tile == "A4":
        return {"height": heights[plan.cells[0]], "level": plan.levels[0]}
    taken = start.board.color(aid.cells[0])
    if aid.color is None:
        raise AssertionError("A5 throws a colour back")
    return {
        "taken": _colour(taken, "e"),
        "thrown": _colour(aid.color, "e"),
        "max": after.turn.max_discs,
    }


def _a1_task(s: Script, start: GameState, with_tile: TurnPlan) -> None:
    """Click the tower A1 should take discs from (every cell as good as the best is right)."""
    probe = AidCellTask(Words("", ""), frozenset(), Words("", ""), Words("", ""), tile="A1")
    occupied = [c for c in start.board.cells if start.height(c)]
    best = {c: probe.best_with(start, c) for c in occupied}
    right = frozenset(c for c, p in best.items() if p == with_tile.total)
    _say(
        s,
        ("A1 — which tower?", "A1 — welcher Turm?"),
        (
            "Ann holds A1. Which tower is in her way?",
            "Ann hat A1. Welcher Turm steht ihr im Weg?",
        ),
        rules=("A1",),
        state=start,
        task=AidCellTask(
            Words(
                "Click the tower A1 should take discs from.",
                "Klick auf den Turm, von dem A1 Scheiben nehmen soll.",
            ),
            right,
            _words(
                (
                    "With discs off this tower her best turn is {after}.",
                    "Mit Scheiben von diesem Turm bringt ihr bester Zug {after}.",
                ),
                after=_points(with_tile.total),
            ),
            Words(
                "Allowed, but with discs from there her best turn is only {points} "
                "{points|point|points}.",
                "Erlaubt, aber mit Scheiben von dort bringt ihr bester Zug nur {points} "
                "{points|Punkt|Punkte}.",
            ),
            tile="A1",
        ),
    )


def _max_discs_task(state: GameState) -> ChoiceTask:
    """How many discs may Ann place after A4? The engine's turn limit."""
    limit = state.turn.max_discs
    options = tuple(
        _words(("{n} {n|disc|discs}", "{n} {n|Scheibe|Scheiben}"), n=n)
        for n in sorted({limit, USUAL_DISCS - 1, USUAL_DISCS})
    )
    return ChoiceTask(
        Words(
            "How many discs may Ann place at most in this turn?",
            "Wie viele Scheiben darf Ann in diesem Zug höchstens legen?",
        ),
        options,
        sorted({limit, USUAL_DISCS - 1, USUAL_DISCS}).index(limit),
        _words(
            (
                "After A4 (and after A5) at most {n} discs, not {usual}: that is the price of "
                "the lift.",
                "Nach A4 (und nach A5) höchstens {n} Scheiben, nicht {usual}: Das ist der Preis "
                "für den Aufstieg.",
            ),
            n=limit,
            usual=USUAL_DISCS,
        ),
        Words(
            "A4 is strong, so it has a price: fewer discs than usual.",
            "A4 ist stark, darum hat es einen Preis: weniger Scheiben als sonst.",
        ),
    )


def which_aid_totals(state: GameState) -> dict[str, int]:
    """Ann's best turn in ``state`` holding each of :data:`WHICH_AIDS` in turn."""
    return {
        tile: best_plan(edit_state(state, held={"Ann": [tile]}), aid=True).total
        for tile in WHICH_AIDS
    }


def _which_aid_task(s: Script) -> None:
    state = which_aid_position()
    totals = which_aid_totals(state)
    ranked = sorted(totals, key=lambda t: -totals[t])
    if totals[ranked[0]] == totals[ranked[1]]:
        raise AssertionError(f"the which-aid task needs one winner: {totals}")
    best, second, third = ranked
    _say(
        s,
        ("Which tile wins more?", "Welches Plättchen bringt mehr?"),
        (
            "A new position. Suppose Ann could pick one of A1, A2 and A3 for this turn.",
            "Eine neue Stellung. Angenommen, Ann dürfte sich für diesen Zug A1, A2 oder A3 "
            "aussuchen.",
        ),
        rules=WHICH_AIDS,
        state=state,
        task=ChoiceTask(
            Words(
                "Which building aid gives Ann the best turn here?",
                "Welche Bauhilfe bringt Ann hier den besten Zug?",
            ),
            tuple(Words(t, t) for t in WHICH_AIDS),
            WHICH_AIDS.index(best),
            _words(
                (
                    "With {best} her best turn is {p1}; with {second} {p2}, with {third} {p3}.",
                    "Mit {best} bringt ihr bester Zug {p1}; mit {second} {p2}, mit {third} {p3}.",
                ),
                best=best,
                second=second,
                third=third,
                p1=_points(totals[best]),
                p2=_points(totals[second]),
                p3=_points(totals[third]),
            ),
            Words(
                "Which tile puts the turquoise towers in climbing order?",
                "Welches Plättchen bringt die türkisen Türme in eine aufsteigende Reihenfolge?",
            ),
        ),
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
    _say(
        s,
        ("Victory-point tiles", "Siegpunkte-Plättchen"),
        (
            "A victory-point tile is played in your own turn when you score: its extra points "
            "are added to the points of your discs, and it goes face up onto the discard pile "
            "of victory-point tiles. Each one looks only at the discs placed in this turn.",
            "Ein Siegpunkte-Plättchen setzt du in deinem Zug beim Punkte-Kassieren ein: Seine "
            "Extrapunkte kommen zu den Punkten deiner Scheiben dazu, und es kommt offen auf den "
            "Ablagestapel der Siegpunkte-Plättchen. Jedes zählt nur die Scheiben dieses Zugs.",
        ),
        rules=("R10",),
        state=vp_position("V1"),
    )
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
            "what": _tile(tile),
            "sum": _sum(turn.levels),
            "discs": _points(discs),
            "bonus": bonus,
            "total": _points(discs + bonus),
        }
        why, task = _VP_WHY[tile], None
        rules: tuple[str, ...] = (tile,)
        if tile == "V1":
            values["k"] = len({state.board.color(c) for c in turn.cells})
        elif tile == "V2":
            most = most_placed_colors(state.board, turn.cells)[0]
            count = sum(state.board.color(c) is most for c in turn.cells)
            values.update(count=count, colour=_colour(most, "e"))
        elif tile == "V3":
            values.update(k=bonus, n=len(turn.cells))
            rules += ("D3",)
        elif tile == "V4":
            task = _v4_task(state, discs, bonus)
            rules += ("D4",)
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
            (f"{{tile}} — {_VP_TITLE[tile][0]}", f"{{tile}} — {_VP_TITLE[tile][1]}"),
            ("{tile}: {what}. " + why[0], "{tile}: {what}. " + why[1]),
            values=values,
            rules=rules,
            highlight=highlight,
            state=state,
            task=task,
        )


#: Each victory-point tile's step title after its name.
_VP_TITLE: dict[str, Pair] = {
    "V1": ("colours", "Farben"),
    "V2": ("the colour placed most", "die häufigste Farbe"),
    "V3": ("edge cells", "Randfelder"),
    "V4": ("a straight line", "eine gerade Linie"),
    "V5": ("red or purple on level 3", "Rot oder Lila auf Ebene 3"),
    "V6": ("green or black on level 3", "Grün oder Schwarz auf Ebene 3"),
}

#: Each victory-point tile's step (values from :func:`_vp_steps`).
_VP_WHY: dict[str, Pair] = {
    "V1": (
        "Ann's best turn with V1 (numbered) uses {k} colours: discs {sum} = {discs}, and V1 "
        "adds {bonus}: {total} in all.",
        "Anns bester Zug mit V1 (nummeriert) hat {k} Farben: Scheiben {sum} = {discs}, und V1 "
        "bringt {bonus} dazu: {total} insgesamt.",
    ),
    "V2": (
        "Ann does not pick the colour: V2 counts the colour she placed most. Her best turn "
        "with V2 has {count} {colour} discs: discs {sum} = {discs}, V2 adds {count} × 2 = "
        "{bonus}: {total} in all.",
        "Ann sucht die Farbe nicht aus: V2 zählt die Farbe, die sie am häufigsten gelegt hat. "
        "Ihr bester Zug mit V2 hat {count} {colour} Scheiben: Scheiben {sum} = {discs}, V2 "
        "bringt {count} × 2 = {bonus} dazu: {total} insgesamt.",
    ),
    "V3": (
        "An edge cell lies at the border of the board. Not every disc has to be on the edge: "
        "Ann's best turn with V3 puts {k} of her {n} discs on edge cells (ringed). Discs "
        "{sum} = {discs}, V3 adds {bonus}: {total} in all.",
        "Ein Randfeld liegt am Rand des Spielplans. Nicht jede Scheibe muss am Rand liegen: "
        "In Anns bestem Zug mit V3 liegen {k} ihrer {n} Scheiben auf Randfeldern (markiert). "
        "Scheiben {sum} = {discs}, V3 bringt {bonus} dazu: {total} insgesamt.",
    ),
    "V4": (
        "The other discs of the turn need not be in the line. Ann's best turn with V4 "
        "(numbered): discs {sum} = {discs}.",
        "Die übrigen Scheiben des Zugs müssen nicht in der Linie liegen. Anns bester Zug mit "
        "V4 (nummeriert): Scheiben {sum} = {discs}.",
    ),
    "V5": (
        "Every red cell holds {height} discs, so Ann's red discs go on level {level}. She "
        "places two of them, side by side: discs {sum} = {discs}.",
        "Auf jedem roten Feld liegen {height} Scheiben, also kommen Anns rote Scheiben auf "
        "Ebene {level}. Sie legt zwei davon nebeneinander: Scheiben {sum} = {discs}.",
    ),
    "V6": (
        "Ann's green discs climb one level each, the last one to level {level}: discs {sum} = "
        "{discs}, V6 adds {bonus}: {total} in all.",
        "Anns grüne Scheiben steigen je eine Ebene, die letzte auf Ebene {level}: Scheiben "
        "{sum} = {discs}, V6 bringt {bonus} dazu: {total} insgesamt.",
    ),
}


def _v4_task(state: GameState, discs: int, bonus: int) -> ChoiceTask:
    options, answer = _number_options(bonus, len(state.turn.cells), bonus - 1)
    return ChoiceTask(
        Words(
            "How many points does V4 add to this turn?",
            "Wie viele Punkte bringt V4 in diesem Zug dazu?",
        ),
        options,
        answer,
        _words(
            (
                "The longest straight line of this turn has {bonus} discs, so V4 adds {extra}: "
                "{total} in all.",
                "Die längste gerade Linie dieses Zugs hat {bonus} Scheiben, also bringt V4 "
                "{extra} dazu: {total} insgesamt.",
            ),
            bonus=bonus,
            extra=_points(bonus),
            total=_points(discs + bonus),
        ),
        Words(
            "Count only the discs of the longest straight row, one point each.",
            "Zähle nur die Scheiben der längsten geraden Reihe, je einen Punkt.",
        ),
        show=state.turn.cells,
    )


def _v5_task(state: GameState, discs: int, bonus: int) -> ChoiceTask:
    qualifying = sum(
        lv == 3 and state.board.color(c) in (Color.RED, Color.PURPLE)
        for c, lv in zip(state.turn.cells, state.turn.levels)
    )
    options, answer = _number_options(bonus, bonus * qualifying, 0)
    return ChoiceTask(
        Words(
            "How many points does V5 add to this turn?",
            "Wie viele Punkte bringt V5 in diesem Zug dazu?",
        ),
        options,
        answer,
        _words(
            (
                "V5 pays {bonus} once, however many red or purple discs lie on level 3: "
                "{discs} + {bonus} = {total}.",
                "V5 bringt einmal {bonus}, egal wie viele rote oder lila Scheiben auf Ebene 3 "
                "liegen: {discs} + {bonus} = {total}.",
            ),
            bonus=bonus,
            discs=discs,
            total=_points(discs + bonus),
        ),
        Words(
            "The tile asks for at least one such disc — it does not pay per disc.",
            "Das Plättchen verlangt mindestens eine solche Scheibe — es zahlt nicht pro Scheibe.",
        ),
        show=state.turn.cells,
    )


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
    if earns:
        explain: Pair = (
            "{discs} + {bonus} from V1 = {total}: no more than {limit}, so she earns one.",
            "{discs} + {bonus} von V1 = {total}: nicht mehr als {limit}, also bekommt sie eins.",
        )
    else:
        explain = (
            "{discs} + {bonus} from V1 = {total}: more than {limit}, so no special tile.",
            "{discs} + {bonus} von V1 = {total}: mehr als {limit}, also kein Sonderplättchen.",
        )
    _say(
        s,
        ("Tile points count for the 7-point rule", "Plättchenpunkte zählen bei der 7-Punkte-Regel"),
        (
            "For the 7-point rule the points of the discs and the points of a victory-point "
            "tile are added. Ann holds V1; her discs: {sum} = {disc_points}.",
            "Bei der 7-Punkte-Regel zählt die Summe aus den Punkten der Scheiben und den Punkten "
            "des Siegpunkte-Plättchens. Ann hat V1; ihre Scheiben: {sum} = {disc_points}.",
        ),
        values=values,
        rules=("R11", "V1"),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Words(
                "Ann scores with V1. Does she earn a special tile?",
                "Ann kassiert mit V1. Bekommt sie ein Sonderplättchen?",
            ),
            YES_NO,
            0 if earns else 1,
            _words(explain, **values),
            _words(
                (
                    "Add V1's points to the points of the discs before you compare with {limit}.",
                    "Zähle die Punkte von V1 zu den Punkten der Scheiben, bevor du mit {limit} "
                    "vergleichst.",
                ),
                limit=SEVEN_POINT_LIMIT,
            ),
            show=state.turn.cells,
        ),
    )


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
        ("Unused tiles at the end", "Ungenutzte Plättchen am Spielende"),
        (
            "The bag ran empty, the round was played to its end, and the game is over. Every "
            "special tile a player still holds is worth {each} more points now. Ann kept {a} "
            "and {b} to the end.",
            "Der Beutel ist leer, die Runde wurde zu Ende gespielt, das Spiel ist aus. Jedes "
            "Sonderplättchen, das ein Spieler noch hat, ist jetzt {each} Punkte wert. Ann hat "
            "{a} und {b} bis zum Schluss behalten.",
        ),
        values={"each": each, "a": tiles[0], "b": tiles[1]},
        rules=("R14",),
        state=state,
        task=ChoiceTask(
            Words(
                "How many points do Ann's unused tiles add to her score?",
                "Wie viele Punkte bringen Anns ungenutzte Plättchen zusätzlich?",
            ),
            options,
            answer,
            _words(
                (
                    "{n} tiles × {each} = {bonus}: Ann finishes with {score}.",
                    "{n} Plättchen × {each} = {bonus}: Ann hat zum Schluss {score}.",
                ),
                n=len(tiles),
                each=each,
                bonus=bonus,
                score=_points(state.scores_by_seat[ANN]),
            ),
            _words(
                ("Each unused tile is worth {each}.", "Jedes ungenutzte Plättchen zählt {each}."),
                each=each,
            ),
        ),
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
        ("An empty draw pile", "Ein leerer Nachziehstapel"),
        (
            "When a draw pile is empty, its discard pile is shuffled and laid out face down as "
            "the new draw pile. Here the draw pile of building aids was empty when Ann took a "
            "building aid: its discard pile was shuffled, she got {tile}, and {n} tiles are in "
            "the new draw pile. Only when no tile of a kind is left at all, in neither pile, is "
            "there nothing of that kind to take.",
            "Ist ein Nachziehstapel leer, wird sein Ablagestapel gemischt und als neuer "
            "verdeckter Nachziehstapel bereitgelegt. Hier war der Nachziehstapel der Bauhilfen "
            "leer, als Ann eine Bauhilfe nahm: Der Ablagestapel wurde gemischt, sie bekam "
            "{tile}, und {n} Plättchen liegen im neuen Nachziehstapel. Nur wenn von einer "
            "Sorte gar kein Plättchen mehr übrig ist, in keinem der beiden Stapel, gibt es von "
            "ihr nichts zu nehmen.",
        ),
        values={
            "tile": game.held["Ann"][0],
            "n": len(game.piles.aid_draw),
        },
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
    return Lesson("The special tiles", tuple(s.steps), title_de="Die Sonderplättchen")
