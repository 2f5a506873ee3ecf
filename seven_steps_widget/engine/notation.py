"""Position notation: a whole :class:`GameState` as one line of text, like chess's FEN.

Space-separated fields after the version tag ``7S1``::

    board=single/standard/TTTTTTT@0,0r0;...   side / layout / tiles: 7 letters @ centre r turn
    heights=0000100...                         one digit per cell, canonical (r, q) order
    players=Arnd:TTYBKKG:12:A1.V3:4;...        name : hand : score : held tiles : turns taken
    bag=T12Y20...  box=-                       disc counts per colour (zeros left out)
    aid=A1A3/A2  vp=V1V5/-                     draw pile (bottom..top) / discard pile
    turn=1/0/place                             current player / start player / phase
    placed=0,0:1;1,0:1  used=A4/V2  offer=-  points=0
    flags=end,extended,extra  bonus=-  last=0/2,1:1/1  seed=42/3

``parse_position(position_text(s)) == s`` for every state. Names may hold any character; the
few that separate fields (``% : ; , / = space``) are written as ``%XX``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from .board import Board
from .board_tiles import TilePlacement
from .checks import ImpossiblePosition, check_state
from .colors import Color, ColorCounts, counts_from, counts_text
from .errors import BoardError, NotationError, SetupError
from .hexgrid import Cell, cell_text
from .rules.special_tiles import AID_TILES, VP_TILES
from .state import GameState, LastTurn, Phase, Piles, TurnProgress

__all__ = ["VERSION", "position_text", "parse_position", "board_text", "parse_board"]

VERSION = "7S1"
_FIELDS = (
    "board", "heights", "players", "bag", "box", "aid", "vp", "turn",
    "placed", "used", "offer", "points", "flags", "bonus", "last", "seed",
)  # fmt: skip
_SPECIAL = "%:;,/= \t\n"
T = TypeVar("T")


def _escape(name: str) -> str:
    return "".join(f"%{ord(ch):02X}" if ch in _SPECIAL else ch for ch in name)


def _unescape(text: str) -> str:
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)


def _counts(counts: ColorCounts) -> str:
    text = "".join(f"{c.letter}{counts[c.index]}" for c in Color if counts[c.index])
    return text or "-"


def _tiles(tiles: tuple[str, ...], sep: str = "") -> str:
    return sep.join(tiles) or "-"


def _cells_levels(cells: tuple[Cell, ...], levels: tuple[int, ...]) -> str:
    return ";".join(f"{cell_text(c)}:{lv}" for c, lv in zip(cells, levels)) or "-"


def board_text(board: Board) -> str:
    """A board as ``side/name/tiles`` (each tile ``LETTERS@q,r`` + ``r`` rotation)."""
    tiles = ";".join(f"{p.colors}@{cell_text(p.centre)}r{p.rotation}" for p in board.placements)
    return f"{board.side}/{board.name}/{tiles}"


def position_text(state: GameState) -> str:
    """The one-line notation of ``state``."""
    players = ";".join(
        f"{_escape(name)}:{counts_text(hand)}:{score}:{_tiles(held, '.')}:{turns}"
        for name, hand, score, held, turns in zip(
            state.players,
            state.hands_by_seat,
            state.scores_by_seat,
            state.held_by_seat,
            state.turns_by_seat,
        )
    )
    piles = state.piles
    turn = state.turn
    flags = [
        name
        for name, on in (
            ("end", state.end_triggered),
            ("extended", state.extended),
            ("extra", state.extra_round),
        )
        if on
    ]
    last = "-"
    if state.last_turn is not None:
        lt = state.last_turn
        last = f"{lt.seat}/{_cells_levels(lt.cells, lt.levels)}/{lt.points}"
    fields = {
        "board": board_text(state.board),
        "heights": "".join(str(h) for h in state.heights_by_cell),
        "players": players,
        "bag": _counts(state.bag_counts),
        "box": _counts(state.box_counts),
        "aid": f"{_tiles(piles.aid_draw)}/{_tiles(piles.aid_discard)}",
        "vp": f"{_tiles(piles.vp_draw)}/{_tiles(piles.vp_discard)}",
        "turn": f"{state.current_seat}/{state.start_seat}/{state.phase.value}",
        "placed": _cells_levels(turn.cells, turn.levels),
        "used": f"{turn.aid or '-'}/{turn.vp or '-'}",
        "offer": turn.offer or "-",
        "points": str(turn.points),
        "flags": ",".join(flags) or "-",
        "bonus": ",".join(str(b) for b in state.tile_bonus_by_seat) or "-",
        "last": last,
        "seed": f"{state.seed}/{state.draws}",
    }
    return " ".join([VERSION, *(f"{key}={fields[key]}" for key in _FIELDS)])


# ------------------------------------------------------------------------------ parsing
class _Reader:
    """Parses one notation string, remembering where each field starts for error messages."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts: dict[str, int] = {}

    def fail(self, key: str, message: str) -> NotationError:
        return NotationError(
            f"position notation, field {key!r}: {message}", self.text, self.starts.get(key)
        )

    def field(self, key: str, values: dict[str, str], convert: Callable[[str], T]) -> T:
        try:
            return convert(values[key])
        except NotationError:
            raise
        except (ValueError, KeyError, IndexError, BoardError) as error:
            raise self.fail(key, str(error)) from None


def _int(text: str) -> int:
    if not re.fullmatch(r"-?\d+", text):
        raise ValueError(f"{text!r} is not a whole number")
    return int(text)


def _parse_cell(text: str) -> Cell:
    match = re.fullmatch(r"(-?\d+),(-?\d+)", text)
    if not match:
        raise ValueError(f"{text!r} is not a cell (q,r)")
    return (int(match.group(1)), int(match.group(2)))


def _parse_counts(text: str) -> ColorCounts:
    if text == "-":
        return (0,) * 7
    if not re.fullmatch(r"([A-Za-z]\d+)+", text):
        raise ValueError(f"{text!r} is not a list of colour counts like T3Y20")
    counts = [0] * 7
    for letter, number in re.findall(r"([A-Za-z])(\d+)", text):
        counts[Color.from_letter(letter).index] += int(number)
    return tuple(counts)  # type: ignore[return-value]


def _parse_tiles(text: str, sep: str = "") -> tuple[str, ...]:
    if text == "-":
        return ()
    if sep:
        tiles = tuple(text.split(sep))
    elif len(text) % 2:
        raise ValueError(f"{text!r} is not a list of tiles like A1V3")
    else:
        tiles = tuple(text[i : i + 2] for i in range(0, len(text), 2))
    for tile in tiles:
        if not re.fullmatch(r"A[1-5]|V[1-6]", tile):
            raise ValueError(f"{tile!r} is not a special tile (A1-A5, V1-V6)")
    return tiles


def _parse_cells_levels(text: str) -> tuple[tuple[Cell, ...], tuple[int, ...]]:
    if text == "-":
        return (), ()
    cells, levels = [], []
    for item in text.split(";"):
        cell, _, level = item.rpartition(":")
        cells.append(_parse_cell(cell))
        levels.append(_int(level))
    return tuple(cells), tuple(levels)


def _parse_offer(text: str) -> str | None:
    tiles = _parse_tiles(text)
    if len(tiles) > 1 or text == "":
        raise ValueError(f"{text!r} is not one special tile (or - for none)")
    return tiles[0] if tiles else None


def parse_board(text: str) -> Board:
    """Read a board written by :func:`board_text`."""
    parts = text.split("/")
    if len(parts) != 3:
        raise ValueError("a board is side/name/tiles")
    side, name, tiles = parts
    placements = []
    for item in tiles.split(";"):
        match = re.fullmatch(r"([A-Za-z]{7})@(-?\d+),(-?\d+)r([0-5])", item)
        if not match:
            raise ValueError(f"{item!r} is not a tile like TTYPTPY@0,0r0")
        letters, q, r, rot = match.groups()
        placements.append(TilePlacement(letters.upper(), (int(q), int(r)), int(rot)))
    return Board(placements, side=side, name=name)


def parse_position(text: str) -> GameState:
    """Read a position notation string; :class:`NotationError` says which field and what."""
    reader = _Reader(text)
    tokens = list(re.finditer(r"\S+", text))
    if not tokens or tokens[0].group() != VERSION:
        raise NotationError(f"position notation must start with {VERSION!r}", text, 0)
    values: dict[str, str] = {}
    for token in tokens[1:]:
        key, eq, value = token.group().partition("=")
        if not eq or key not in _FIELDS:
            raise NotationError(
                f"unknown field {token.group()!r}; fields are {', '.join(_FIELDS)}",
                text,
                token.start(),
            )
        if key in values:
            raise NotationError(f"field {key!r} given twice", text, token.start())
        values[key] = value
        reader.starts[key] = token.start()
    missing = [k for k in _FIELDS if k not in values]
    if missing:
        raise NotationError(
            f"position notation lacks field(s) {', '.join(missing)}", text, len(text)
        )

    board = reader.field("board", values, parse_board)

    def heights(value: str) -> tuple[int, ...]:
        if not re.fullmatch(r"\d*", value) or len(value) != len(board.cells):
            raise ValueError(f"need {len(board.cells)} digits 0-7, one per cell")
        return tuple(int(ch) for ch in value)

    def players(value: str) -> list[tuple[str, ColorCounts, int, tuple[str, ...], int]]:
        out = []
        for item in value.split(";"):
            parts = item.split(":")
            if len(parts) != 5:
                raise ValueError(f"{item!r} is not name:hand:score:tiles:turns")
            name, hand, score, tiles, turns = parts
            out.append(
                (
                    _unescape(name),
                    counts_from("" if hand == "-" else hand),
                    _int(score),
                    _parse_tiles(tiles, "."),
                    _int(turns),
                )
            )
        return out

    def piles(value: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        draw, sep, discard = value.partition("/")
        if not sep:
            raise ValueError("piles are draw/discard")
        return _parse_tiles(draw), _parse_tiles(discard)

    def turn(value: str) -> tuple[int, int, Phase]:
        parts = value.split("/")
        if len(parts) != 3:
            raise ValueError("turn is current/start/phase")
        return _int(parts[0]), _int(parts[1]), Phase(parts[2])

    def used(value: str) -> tuple[str | None, str | None]:
        parts = value.split("/")
        if len(parts) != 2:
            raise ValueError("used is aid/vp (the tiles played this turn, - for none)")
        aid, vp = (None if p == "-" else p for p in parts)
        if aid is not None and aid not in AID_TILES:
            raise ValueError(f"{aid!r} is not a building aid (A1-A5)")
        if vp is not None and vp not in VP_TILES:
            raise ValueError(f"{vp!r} is not a victory-point tile (V1-V6)")
        return aid, vp

    def flags(value: str) -> set[str]:
        found = set() if value == "-" else set(value.split(","))
        unknown = found - {"end", "extended", "extra"}
        if unknown:
            raise ValueError(f"unknown flag(s) {sorted(unknown)}")
        return found

    def last(value: str) -> LastTurn | None:
        if value == "-":
            return None
        player, cells, points = value.split("/")
        placed = _parse_cells_levels(cells)
        return LastTurn(_int(player), placed[0], placed[1], _int(points))

    def seed(value: str) -> tuple[int, int]:
        a, sep, b = value.partition("/")
        if not sep:
            raise ValueError("seed is seed/draws")
        return _int(a), _int(b)

    people = reader.field("players", values, players)
    aid_draw, aid_discard = reader.field("aid", values, piles)
    vp_draw, vp_discard = reader.field("vp", values, piles)
    current, start, phase = reader.field("turn", values, turn)
    cells, levels = reader.field("placed", values, _parse_cells_levels)
    aid, vp = reader.field("used", values, used)
    offer = reader.field("offer", values, _parse_offer)
    flag_set = reader.field("flags", values, flags)
    seed_value, draws = reader.field("seed", values, seed)
    state = GameState(
        board=board,
        players=tuple(p[0] for p in people),
        hands_by_seat=tuple(p[1] for p in people),
        heights_by_cell=reader.field("heights", values, heights),
        bag_counts=reader.field("bag", values, _parse_counts),
        box_counts=reader.field("box", values, _parse_counts),
        scores_by_seat=tuple(p[2] for p in people),
        held_by_seat=tuple(p[3] for p in people),
        piles=Piles(aid_draw, aid_discard, vp_draw, vp_discard),
        start_seat=start,
        current_seat=current,
        phase=phase,
        turn=TurnProgress(
            cells=cells,
            levels=levels,
            aid=aid,
            vp=vp,
            points=reader.field("points", values, _int),
            offer=offer,
        ),
        turns_by_seat=tuple(p[4] for p in people),
        end_triggered="end" in flag_set,
        extended="extended" in flag_set,
        extra_round="extra" in flag_set,
        tile_bonus_by_seat=reader.field(
            "bonus", values, lambda v: () if v == "-" else tuple(_int(x) for x in v.split(","))
        ),
        last_turn=reader.field("last", values, last),
        seed=seed_value,
        draws=draws,
    )
    try:
        check_state(state)
    except ImpossiblePosition as error:  # one field's fault: point at that field
        raise reader.fail(error.field, f"impossible position: {error}") from None
    except SetupError as error:
        raise NotationError(
            f"position notation describes an impossible position: {error}"
        ) from None
    return state
