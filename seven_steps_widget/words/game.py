"""The game in words: what the game waits for, what a player did, why a move is refused and
what a special tile does, in the learner's language (no rule ids, no coordinates)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..engine.actions import Action, ChooseBonus, Keep, Place, Score, UseAid
from ..engine.colors import Color
from ..engine.errors import HistoryError, IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import AID_TILES, VP_TILES
from ..engine.state import GameState, Phase
from . import Colors, color_name, language, t
from .catalog import catalog

__all__ = [
    "status_text",
    "placed_text",
    "action_text",
    "refusal_text",
    "refusal_cells",
    "tile_text",
]

#: What :func:`refusal_text` strips from other errors' messages: a leading rule id ("R8: ").
_RULE_PREFIX = re.compile(r"^\s*[RAVDE]\d+\s*:\s*")
#: Rule ids in brackets at the end of a developer message: " (R5, R13)".
_RULE_NOTE = re.compile(r"\s*\((?:[RAVDE]\d+(?:,\s*)?)+\)")


def tile_text(tile: str, lang: str = "en") -> str:
    """What special tile ``tile`` (A1-A5, V1-V6) does, in one line in ``lang``.

    >>> tile_text("A3")
    'Move one disc to another cell of the same colour'
    """
    if tile not in AID_TILES and tile not in VP_TILES:
        raise ValueError(f"{tile!r} is not a special tile (A1-A5, V1-V6)")
    return t(f"tile.{tile}", lang)


def status_text(state: GameState, lang: str = "en") -> str:
    """What the game waits for, in ``lang``, true to the position: no "place another disc"
    when none fits, "no disc in hand" when the hand is empty (not "none fits"), the building
    aid named when one may be played."""
    aid = state.held_tile("aid") if state.phase is Phase.START else None
    return t(f"status.{_status_key(state)}", lang, name=state.current, tile=aid)


def _status_key(state: GameState) -> str:
    """Which ``status.*`` message says what ``state`` waits for: ``start``/``place`` with
    ``_empty`` (no disc in hand) or ``_stuck`` (none fits), ``start_aid``, else the phase's.
    A turn with no disc placed yet (after a building aid) waits for a first disc, so it uses
    the ``start`` wording: "another disc next to the last one" would name a disc not there."""
    phase = state.phase
    if phase not in (Phase.START, Phase.PLACE):
        return str(phase.value)
    key = "start" if phase is Phase.START or not state.turn.cells else "place"
    if not any(state.hands_by_seat[state.current_seat]):
        return key + "_empty"
    if not state.legal_cells():
        return key + "_stuck"
    return "start_aid" if phase is Phase.START and state.held_tile("aid") else key


def placed_text(state: GameState, cell: Cell, lang: str = "en") -> str:
    """The status line after the player to move put a disc on ``cell`` (``state``: after it):
    who, its colour and level ("Arnd: turquoise, level 1") -- but when no disc of the hand
    fits any more, or none is left, what :func:`status_text` says then ("Arnd: no disc fits
    next to the last one — score now"): a child who sees the board must be told to stop as a
    screen reader's user is, and the disc, its colour and level are on the board already."""
    if _status_key(state) in ("place_stuck", "place_empty"):
        return status_text(state, lang)
    colour = color_name(state.board.color(cell), lang)
    return t("placed", lang, name=state.current, colour=colour, level=state.heights[cell])


def action_text(action: Action, lang: str = "en") -> str:
    """What a player did, in words (no notation): "takes a building aid"."""
    if isinstance(action, UseAid):
        return t("did_aid", lang, tile=action.tile)
    if isinstance(action, Place):
        return t("did_place", lang)
    if isinstance(action, Score):
        return t("did_score_vp", lang, tile=action.vp) if action.vp else t("did_score", lang)
    if isinstance(action, ChooseBonus):
        return t(f"did_bonus_{action.kind.value}", lang)
    if isinstance(action, Keep):
        return t("did_keep", lang, tile=action.tile)
    thrown = sum(action.discs)
    key = {0: "did_refill", 1: "did_throw_one"}.get(thrown, "did_throw")
    return t(key, lang, n=thrown)


def _in_words(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """The refusal's parameters as the texts show them: colours by name, a phase as what it
    expects now (with ``params["name"]``); numbers, tile ids and names as they are."""
    out: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, Color):
            out[name] = Colors(value)
        elif isinstance(value, (tuple, list)) and all(isinstance(v, Color) for v in value):
            out[name] = Colors(*value)
        elif isinstance(value, Phase):
            out[name] = t(f"status.{value.value}", lang, name=params.get("name", ""))
        else:
            out[name] = value
    return out


def refusal_text(error: Exception, lang: str = "en", player_name: str | None = None) -> str:
    """One learner sentence in ``lang`` for a refusal: an :class:`IllegalMove` or
    :class:`HistoryError` by its ``key`` (no rule id, no coordinates: the widget highlights
    :func:`refusal_cells` instead), any other error by its message without a leading rule id.

    A lesson asks about someone else's move ("may Bärbel build there?"): with ``player_name``
    the sentence is about that player ("Bärbel already built…") where the catalog has a named
    form (``refusal.<key>.named``) for a sentence that speaks to "you".

    >>> from seven_steps_widget import Game
    >>> game = Game(("Ann", "Ben"), seed=1)
    >>> try:
    ...     game.undo()
    ... except ValueError as error:
    ...     print(refusal_text(error, "de"))
    Nichts rückgängig zu machen: Das ist der Anfang des Spiels.
    >>> try:
    ...     game.place((2, 0))  # a yellow cell, and Ann holds no yellow disc
    ... except ValueError as error:
    ...     print(refusal_text(error), refusal_text(error, player_name="Ann"))
    You have no yellow disc in your hand. Ann has no yellow disc in hand.
    """
    lang = language(lang)  # an unknown language is refused here, whatever the error
    key = f"refusal.{getattr(error, 'key', '')}"
    if isinstance(error, (IllegalMove, HistoryError)) and key in catalog("en").forms:
        values = _in_words(error.params, lang)
        if player_name is not None and f"{key}.named" in catalog("en").forms:
            return t(f"{key}.named", lang, **{**values, "name": player_name})
        return t(key, lang, **values)
    message = error.reason if isinstance(error, IllegalMove) else str(error)
    message = _RULE_NOTE.sub("", _RULE_PREFIX.sub("", message, count=1)).strip()
    return message[:1].upper() + message[1:]


def refusal_cells(error: Exception) -> tuple[Cell, ...]:
    """The cells a refusal is about, to highlight on the board (the cell first, then e.g. the
    previous disc of the turn); ``()`` when no cell is concerned or the error is no
    :class:`IllegalMove`."""
    return error.cells if isinstance(error, IllegalMove) else ()
