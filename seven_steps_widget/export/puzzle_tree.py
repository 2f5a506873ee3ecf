"""Every turn a learner can build in a puzzle, judged by the engine ahead of time, so that an
exported page checks any turn with no Python.

The turns form a prefix tree: a node is the turn so far (the building aid A4, then discs), its
children the legal next steps with each disc's level. Each node keeps the engine's refusal of
every other cell (the sentence most cells get, and the cells with another one) and, for each
way to score there (with or without the held victory-point tile), ``check_answer``'s verdict,
and the board's status line there (what the game waits for: "score now" once no disc fits).
Every sentence is stored once per page in a list of strings; nodes point into it.

A building aid that names cells (A1, A2, A3, A5) multiplies the tree by its hundreds of choices,
so a puzzle holding one is not written as a page (:func:`unplayable`), nor is a turn tree of
more than :data:`MAX_NODES` nodes. The shipped sets' largest tree has 754 nodes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from functools import cached_property

from ..drawing.scene import status_lines
from ..drawing.view import View
from ..engine.actions import Action, Place, Score, UseAid
from ..engine.errors import IllegalMove
from ..engine.hexgrid import cell_text
from ..engine.rules.special_tiles import TileKind
from ..engine.state import GameState
from ..solver.puzzles import Hint, Puzzle, check_answer, hints_for
from ..words import t
from ..words.game import refusal_text

__all__ = [
    "MAX_NODES",
    "AID_KEY",
    "Node",
    "TreeTooBig",
    "turn_tree",
    "unplayable",
    "tree_data",
]

#: The most turn prefixes a page holds (about 115 bytes of page each).
MAX_NODES = 3000
#: The key of the step "play the building aid A4" among a node's children.
AID_KEY = "aid"
#: The aids a page can play: A4 names no cells (it lifts the first disc).
_PLAYABLE_AIDS = (None, "A4")


@dataclass
class Node:
    """A turn so far: the actions from the puzzle's position, the state they lead to, the
    children by step key (a cell's key or :data:`AID_KEY`) with the level of the disc placed."""

    actions: tuple[Action, ...]
    state: GameState
    children: dict[str, tuple[Node, int]] = field(default_factory=dict)
    refused: dict[str, IllegalMove] = field(default_factory=dict)


class TreeTooBig(ValueError):
    """A puzzle with more turn prefixes than a page may hold."""


def unplayable(puzzle: Puzzle) -> bool:
    """Whether the page cannot offer the puzzle: it holds a building aid that names cells."""
    return puzzle.state.held_tile(TileKind.AID) not in _PLAYABLE_AIDS


@dataclass(frozen=True)
class _SaidHint(Hint):
    """A hint that says itself once per language."""

    said: dict[str, str] = field(default_factory=dict, compare=False)

    def text(self, lang: str = "en") -> str:
        if lang not in self.said:
            self.said[lang] = super().text(lang)
        return self.said[lang]


class _Parsed(Puzzle):
    """The same puzzle with its position parsed once and its hints said once per language
    (``check_answer`` asks for both at every node)."""

    @cached_property
    def state(self) -> GameState:
        return GameState.parse(self.position)

    @cached_property
    def hints(self) -> tuple[Hint, ...]:
        made = hints_for(self.state, self.solution(), self.target)
        return tuple(_SaidHint(h.words, h.cells) for h in made)


def turn_tree(puzzle: Puzzle, limit: int = MAX_NODES) -> list[Node]:
    """Every turn prefix of ``puzzle``, the root first (parents before children); a
    ``ValueError`` if the puzzle holds an aid naming cells, :class:`TreeTooBig` if the tree
    passes ``limit``."""
    if unplayable(puzzle):
        raise ValueError(f"puzzle {puzzle.id!r}: its building aid names cells")
    start = puzzle.state
    nodes = [Node((), start)]
    aid = start.held_tile(TileKind.AID)
    for node in nodes:  # grows while it is walked: breadth first
        legal = node.state.legal_cells()
        steps: list[tuple[str, Action]] = [(cell_text(c), Place(c)) for c in legal]
        if aid is not None and not node.actions:
            steps.append((AID_KEY, UseAid(aid)))
        for cell in node.state.board.cells:  # the engine's refusal of every other cell
            try:
                node.state.apply(Place(cell))
            except IllegalMove as error:
                node.refused[cell_text(cell)] = error
        for key, action in steps:
            try:
                after = node.state.apply(action)
            except IllegalMove:
                continue
            level = after.turn.levels[-1] if isinstance(action, Place) else 0
            child = Node((*node.actions, action), after)
            node.children[key] = (child, level)
            nodes.append(child)
            if len(nodes) > limit:
                raise TreeTooBig(f"puzzle {puzzle.id!r}: more than {limit} turn prefixes")
    return nodes


def score_options(puzzle: Puzzle) -> tuple[Score, ...]:
    """The ways to end the turn: without the victory-point tile, and with it if one is held."""
    tile = puzzle.state.held_tile(TileKind.VP)
    return (Score(),) if tile is None else (Score(), Score(tile))


class _Strings:
    """Each sentence once: its number in the page's list (and each refusal's sentence made
    once: many cells share one)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.items: list[str] = []
        self._index: dict[str, int] = {}
        self._refused: dict[str, int] = {}

    def refusal(self, error: IllegalMove) -> int:
        """The number of the sentence that refuses a click with ``error``."""
        known = repr((error.key, error.reason, error.params))
        if known not in self._refused:
            why = refusal_text(error, self.lang)
            self._refused[known] = self(t("not_allowed", self.lang, why=why))
        return self._refused[known]

    def __call__(self, text: str) -> int:
        if text not in self._index:
            self._index[text] = len(self.items)
            self.items.append(text)
        return self._index[text]


def _refusals(node: Node, say: _Strings) -> list[object]:
    """The refusal of every board cell that is not a next step: ``[most common, {cell: other}]``
    (``-1`` when every cell is a next step)."""
    found = {key: say.refusal(error) for key, error in node.refused.items()}
    counts: dict[int, int] = {}
    for index in found.values():
        counts[index] = counts.get(index, 0) + 1
    common = max(counts, key=lambda i: counts[i], default=-1)
    return [common, {key: i for key, i in found.items() if i != common}]


def _verdicts(puzzle: Puzzle, node: Node, lang: str, say: _Strings) -> list[list[int]]:
    """Per way to score: ``[right, verdict]``, and for a right one the sentence shown instead
    once the hints gave the solution away (as the puzzle widget says it)."""
    out = []
    for score in score_options(puzzle):
        check = check_answer(puzzle, [*node.actions, score], lang)
        entry = [int(check.right), say(check.message)]
        if check.right:
            shown = (
                t("verdict_best_shown", lang, points=check.points)
                if puzzle.target.kind == "best"
                else t("goal.right_shown", lang)
            )
            entry.append(say(shown))
        out.append(entry)
    return out


def tree_data(puzzle: Puzzle, nodes: Sequence[Node], lang: str) -> dict[str, object]:
    """The tree as the page reads it: ``strings`` and ``nodes``, each node
    ``[children {key: [node, level]}, refusals, verdicts, status]`` (see :func:`_refusals`,
    :func:`_verdicts`; ``status``: the picture's status lines there, joined by newlines);
    node 0 is the empty turn."""
    say = _Strings(lang)
    puzzle = _Parsed(**{f.name: getattr(puzzle, f.name) for f in fields(puzzle)})
    number = {id(node): i for i, node in enumerate(nodes)}
    rows = []
    for node in nodes:
        children = {
            key: [number[id(child)], level] for key, (child, level) in node.children.items()
        }
        status = say("\n".join(status_lines(node.state, View(lang=lang))))
        rows.append([children, _refusals(node, say), _verdicts(puzzle, node, lang, say), status])
    return {"strings": say.items, "nodes": rows}
