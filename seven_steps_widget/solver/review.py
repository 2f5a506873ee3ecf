"""Game review, like a chess analysis: each turn's points next to the best turn available then,
the points given away, and where another special-tile choice would have made a difference
(VP tile kept or spent, aid unused, the 7-point rule, bonus pile and keep choice).

A turn is valued by its points plus the special tile it earns: a turn worth 7 or less takes a
tile (R11), and an unused tile scores 2 at the end (R14, ``TILE_VALUE``). So stopping at 7 to
take a tile is worth 9 and gives nothing away against a 9-point turn. A tile counts only when
the player ends up with one more tile: with an aid and a victory-point tile already in hand,
a third tile only replaces one of them.

Notes are :class:`ReviewNote` (a ``key`` and its ``params``, like the engine's refusals);
:func:`note_text` writes one in the learner's language (the message "review.<key>" of
:mod:`seven_steps_widget.words`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace

from ..engine.actions import Action, ChooseBonus, Discard, Keep
from ..engine.game import Game
from ..engine.record import GameRecord
from ..engine.rules.special_tiles import TileKind, kind_of
from ..engine.state import GameState, Phase
from ..words import Text, t
from .best import Progress, best_turns_steps
from .plan import SEVEN_POINT_LIMIT, TurnPlan, best_vp_use, evaluate
from .players import END_WORTH
from .work import Steps

__all__ = [
    "TILE_VALUE",
    "ReviewNote",
    "TileChoice",
    "TurnReview",
    "earns_tile",
    "note_text",
    "review_game",
    "review_steps",
    "review_turns",
    "TURN_WORK",
]

#: What reviewing one turn counts as besides its searches, in positions searched (replaying
#: the turn and its alternatives through the engine).
TURN_WORK = 200

#: What a special tile earned by the 7-point rule is worth in the review: what it scores at the
#: end if unused (R14); played, it tends to add more.
TILE_VALUE = END_WORTH


@dataclass(frozen=True)
class ReviewNote:
    """One remark on a turn: ``key`` names its sentence (the message ``"review.<key>"``),
    ``params`` fill it in (tile ids and whole numbers; never a cell).
    ``str(note)`` is the English sentence; :func:`note_text` gives it in any language."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return note_text(self)


def note_text(note: ReviewNote, lang: str = "en") -> str:
    """The note as one sentence in ``lang``: tile kinds in words, no rule ids, no coordinates.

    >>> print(note_text(ReviewNote("took_vp", {"diff": 1})))
    Took a victory-point tile instead of a building aid: 1 point more at the next turn.
    >>> print(note_text(ReviewNote("took_vp", {"diff": -2}), "de"))
    Ein Siegpunkte-Plättchen statt einer Bauhilfe genommen: im nächsten Zug 2 Punkte weniger.
    """
    params = dict(note.params)
    if "diff" in params:
        diff = int(params.pop("diff"))  # type: ignore[call-overload]
        key = "review.more_next" if diff > 0 else "review.fewer_next"
        params["change"] = Text(key, n=abs(diff))
    return t(f"review.{note.key}", lang, **params)


@dataclass(frozen=True)
class TileChoice:
    """A bonus-pile (``"bonus"``) or keep (``"keep"``) choice of R11 and its alternative.
    ``difference``: the player's best points at their next turn with the tiles chosen minus
    with the alternative (None when it cannot be told, e.g. the game ended)."""

    kind: str
    chosen: str
    alternative: str
    difference: int | None

    @property
    def note(self) -> ReviewNote | None:
        """The choice as a note, when it made a difference at the next turn."""
        if not self.difference:
            return None
        if self.kind == "bonus":
            return ReviewNote(f"took_{self.chosen}", {"diff": self.difference})
        return ReviewNote(
            f"kept_{kind_of(self.chosen).value}",
            {"chosen": self.chosen, "alternative": self.alternative, "diff": self.difference},
        )


@dataclass(frozen=True)
class TurnReview:
    """One turn of the game reviewed. ``position`` is the history index of the turn's start
    (``Game.goto(position)`` shows it)."""

    number: int
    player: str
    position: int
    played: TurnPlan
    best: TurnPlan
    notes: tuple[ReviewNote, ...]
    choices: tuple[TileChoice, ...]
    played_tile: bool = False
    best_tile: bool = False

    @property
    def played_value(self) -> int:
        """The turn played: its points, plus ``TILE_VALUE`` if it earned a special tile."""
        return self.played.total + TILE_VALUE * self.played_tile

    @property
    def best_value(self) -> int:
        """The best turn by the same measure (``best`` is the turn of highest value)."""
        return self.best.total + TILE_VALUE * self.best_tile

    @property
    def given_away(self) -> int:
        """How much more the best turn was worth, tile included (never negative)."""
        return max(0, self.best_value - self.played_value)

    def all_notes(self) -> tuple[ReviewNote, ...]:
        """The notes and the tile choices that made a difference at the next turn."""
        return (*self.notes, *(c.note for c in self.choices if c.note is not None))

    @property
    def tile_mattered(self) -> bool:
        """A different special-tile choice would have changed the points."""
        return bool(self.notes) or any(c.difference for c in self.choices)


def earns_tile(start: GameState, plan: TurnPlan) -> bool:
    """Whether ``plan``, played from the turn start ``start``, brings the player one more
    special tile: worth 7 or less (R11), a pile to draw from, and a kind the player does not
    hold once the turn is played (else the new tile only replaces one, R11)."""
    if plan.total > SEVEN_POINT_LIMIT:
        return False
    after = start.apply(*plan.actions())
    if after.phase is not Phase.BONUS:
        return False
    return any(
        after.piles.available(kind) and after.held_tile(kind) is None for kind in TileKind
    )


class _Solver:
    """``best_turns`` for one review, as work that yields, each answer kept: the review asks
    about a turn's start more than once (and a player's next turn is also reviewed)."""

    def __init__(self) -> None:
        self._known: dict[tuple[object, ...], list[TurnPlan]] = {}

    def best(self, state: GameState, **options: object) -> Steps[list[TurnPlan]]:
        key = (state, *sorted(options.items()))
        if key not in self._known:
            self._known[key] = yield from best_turns_steps(state, 1, **options)  # type: ignore[arg-type]
        return self._known[key]


def _best_by_value(
    solver: _Solver, start: GameState, top: TurnPlan
) -> Steps[tuple[TurnPlan, bool]]:
    """The turn of highest value from ``start`` (points, plus ``TILE_VALUE`` for a tile it
    earns) and whether it earns one; of equal values the one with more points. ``top`` is the
    turn with the most points."""
    options = [(top, earns_tile(start, top))]
    if top.total > SEVEN_POINT_LIMIT:
        for plan in (yield from solver.best(start, max_total=SEVEN_POINT_LIMIT)):
            options.append((plan, earns_tile(start, plan)))
    return max(options, key=lambda o: (o[0].total + TILE_VALUE * o[1], o[0].total))


def _tile_notes(
    solver: _Solver,
    start: GameState,
    played: TurnPlan,
    top: TurnPlan,
    best: TurnPlan,
    best_tile: bool,
) -> Steps[list[ReviewNote]]:
    """What the held tiles and the 7-point rule could have done differently this turn."""
    notes: list[ReviewNote] = []
    vp = start.held_tile("vp")
    if vp is not None and played.vp is None:
        _, bonus = best_vp_use(start.board, vp, played.cells, played.levels)
        if bonus:
            notes.append(ReviewNote("vp_kept", {"tile": vp, "bonus": bonus}))
    if played.vp is not None and played.vp_bonus < END_WORTH:
        cheap = {"tile": played.vp, "bonus": played.vp_bonus, "worth": END_WORTH}
        notes.append(ReviewNote("vp_cheap", cheap))
    aid = start.held_tile("aid")
    if aid is not None and played.aid is None:
        gain = top.total - (yield from solver.best(start, aid=False))[0].total
        if gain > 0:
            notes.append(ReviewNote("aid_unused", {"tile": aid, "gain": gain}))
    if best_tile and best.total < top.total:
        notes.append(ReviewNote("best_takes_tile", {"total": best.total, "worth": TILE_VALUE}))
    elif played.total > SEVEN_POINT_LIMIT and (
        start.piles.available("aid") or start.piles.available("vp")
    ):
        small = yield from solver.best(start, max_total=SEVEN_POINT_LIMIT)
        if (
            small
            and small[0].cells
            and played.total - small[0].total <= 2
            and earns_tile(start, small[0])  # not when the new tile only replaces one held
        ):
            less = played.total - small[0].total
            notes.append(ReviewNote("tile_in_reach", {"total": small[0].total, "less": less}))
    return notes


def _held_after(state: GameState, action: Action) -> tuple[str, ...]:
    """The current player's tiles once ``action`` (and a keep, if it leads to one) is done."""
    after = state.apply(action)
    if after.phase is Phase.KEEP:
        assert after.turn.offer is not None
        after = after.apply(Keep(after.turn.offer))
    return after.held[state.current]


def _choices(
    solver: _Solver,
    states: list[GameState],
    actions: list[Action],
    first: int,
    last: int,
    later: GameState | None,
) -> Steps[list[TileChoice]]:
    """The R11 choices among ``actions[first:last]`` with what the alternative would give."""
    out = []
    for i in range(first, last):
        action, state = actions[i], states[i]
        if isinstance(action, ChooseBonus):
            other = TileKind.VP if action.kind is TileKind.AID else TileKind.AID
            if not state.piles.available(other):
                continue
            alt = ChooseBonus(other)
            chosen_held = _held_after(state, action)
            alt_held = _held_after(state, alt)
            chosen, alternative = str(action.kind), str(other)
        elif isinstance(action, Keep):
            offer = state.turn.offer
            assert offer is not None
            old = state.held_tile(kind_of(offer))
            assert old is not None
            if old == offer:
                continue  # two copies of one tile: nothing to choose
            alt_tile = old if action.tile == offer else offer
            chosen_held = state.apply(action).held[state.current]
            alt_held = state.apply(Keep(alt_tile)).held[state.current]
            chosen, alternative = action.tile, alt_tile
        else:
            continue
        out.append(
            TileChoice(
                "bonus" if isinstance(action, ChooseBonus) else "keep",
                chosen,
                alternative,
                (yield from _next_turn_difference(solver, later, chosen_held, alt_held)),
            )
        )
    return out


def _next_turn_difference(
    solver: _Solver,
    later: GameState | None,
    chosen: tuple[str, ...],
    alternative: tuple[str, ...],
) -> Steps[int | None]:
    """Best points at the player's next turn with ``chosen`` minus with ``alternative``."""
    if later is None or chosen == alternative:
        return None if later is None else 0
    held = list(later.held_by_seat)
    held[later.current_seat] = alternative  # only held tiles matter to the best turn, not piles
    other = replace(later, held_by_seat=tuple(held))
    now = (yield from solver.best(later))[0].total
    return now - (yield from solver.best(other))[0].total


def review_game(game: Game | GameRecord, progress: Progress | None = None) -> list[TurnReview]:
    """Every finished turn of ``game`` reviewed, in order. ``progress(done, total)`` is told
    how many turns are done as it goes (the solver runs per turn: long games take seconds)."""
    rows = []
    for done, total, row in review_turns(game):
        if row is not None:
            rows.append(row)
        elif progress is not None:
            progress(done, total)
    return rows


def review_turns(
    game: Game | GameRecord,
) -> Iterator[tuple[int, int, TurnReview | None]]:
    """``review_game`` one turn at a time: ``(done, total, row)`` before each turn (row None)
    and after it (its review, or None for a turn not reviewed), so a caller can pause between
    turns and report progress."""
    for item in review_steps(game):
        if not isinstance(item, int):
            yield item


def review_steps(
    game: Game | GameRecord,
) -> Iterator[int | tuple[int, int, TurnReview | None]]:
    """:func:`review_turns` with the work in between: an int is how many positions were
    searched since the last item (at most ``search.UNIT_LIMIT``, ``search.REMOVAL_UNIT_LIMIT``
    or ``TURN_WORK``), so a caller on an event loop can give it back in chunks of bounded work
    (the review widget does)."""
    record = game.record() if isinstance(game, Game) else game
    states = record.states()
    actions = list(record.actions)
    starts = [0] + [i + 1 for i, a in enumerate(actions) if isinstance(a, Discard)]
    turns = list(zip(starts, starts[1:]))
    solver = _Solver()
    for number, (first, end) in enumerate(turns, start=1):
        yield number - 1, len(turns), None
        start = states[first]
        later = next(
            (states[s] for s, _ in turns[number:] if states[s].current == start.current), None
        )
        if start.phase is not Phase.START:
            continue  # a record that starts mid-turn: review from the next turn on
        played = evaluate(start, actions[first:end])
        top = (yield from solver.best(start))[0]
        best, best_tile = yield from _best_by_value(solver, start, top)
        notes = yield from _tile_notes(solver, start, played, top, best, best_tile)
        choices = yield from _choices(solver, states, actions, first, end, later)
        yield TURN_WORK
        yield number, len(turns), TurnReview(
            number,
            start.current,
            first,
            played,
            best,
            tuple(notes),
            tuple(choices),
            earns_tile(start, played),
            best_tile,
        )
    yield len(turns), len(turns), None
