"""Game record: the setup and every action, like chess's PGN. Replaying it reproduces every
state, because all randomness comes from the seed.

    [Event "7 Steps"]
    [Players "Arnd;Bärbel;Caro"]
    [Seed "42"]
    [Variant "standard"]
    [Start "7S1 board=... "]
    [Result "Arnd 61; Bärbel 58; Caro 64"]

    1. Caro: place 0,0; place 1,0; score; bonus aid; discard -
    2. Arnd: aid A3 2,1 3,1; place 2,1; score V1; discard TT

``Start`` is the position notation of the first state, so any start (new game, hand-made
teaching position) is recorded the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .actions import Action, Discard, parse_action
from .errors import IllegalMove, NotationError
from .game import Game
from .state import GameState, Phase

__all__ = ["GameRecord"]

_TAG = re.compile(r'^\[(\w+) "(.*)"\]$')
_TURN = re.compile(r"^(\d+)\.\s+(.*)$")


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _unquote(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


@dataclass(frozen=True)
class GameRecord:
    """A start position and the actions played from it; ``str()`` and ``parse`` round-trip."""

    start: GameState
    actions: tuple[Action, ...] = ()
    tags: tuple[tuple[str, str], ...] = field(default=(("Event", "7 Steps"),))

    @classmethod
    def from_game(cls, game: Game) -> GameRecord:
        """The record of ``game`` up to its current point."""
        return cls(game.initial_state, game.actions)

    def states(self) -> list[GameState]:
        """Every state from the start, one after each action."""
        states = [self.start]
        for action in self.actions:
            states.append(states[-1].apply(action))
        return states

    def replay(self) -> Game:
        """A :class:`Game` at the record's end, with the whole history to step through."""
        game = Game.from_position(self.start)
        for action in self.actions:
            game.apply(action)
        return game

    def save(self, path: str | Path) -> None:
        """Write the record as UTF-8 text (``.7steps`` is a good file ending)."""
        Path(path).write_text(str(self), "utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a saved record; a damaged file raises :class:`NotationError` naming the file
        and the line, and nothing else happens."""
        try:
            text = Path(path).read_text("utf-8")
        except UnicodeDecodeError as error:
            raise NotationError(f"{path}: not a text file ({error.reason})") from None
        try:
            return cls.parse(text)
        except NotationError as error:
            raise NotationError(f"{path}: {error}") from None

    def __str__(self) -> str:
        start = self.start
        tags = dict(self.tags)
        lines = [f'[{key} "{_quote(value)}"]' for key, value in tags.items()]
        lines.append(f'[Players "{_quote(";".join(start.players))}"]')
        lines.append(f'[Seed "{start.seed}"]')
        lines.append(f'[Variant "{"one more round" if start.extended else "standard"}"]')
        lines.append(f'[Start "{start}"]')
        states = self.states()
        end = states[-1]
        if end.over:
            result = "; ".join(f"{p} {s}" for p, s in end.scores.items())
            lines.append(f'[Result "{_quote(result)}"]')
        lines.append("")
        turn_number, current, parts = 1, None, []
        for before, action in zip(states, self.actions):
            if current is None:
                current = before.current
            parts.append(str(action))
            if isinstance(action, Discard):
                lines.append(f"{turn_number}. {current}: {'; '.join(parts)}")
                turn_number, current, parts = turn_number + 1, None, []
        if parts:
            lines.append(f"{turn_number}. {current}: {'; '.join(parts)}")
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> GameRecord:
        """Read a record; :class:`NotationError` names the line and what is wrong: a malformed
        or repeated tag, a tag that disagrees with the start position, a turn out of order, or
        an action that the rules do not allow at that point."""
        tags: list[tuple[str, str]] = []
        seen: dict[str, int] = {}
        derived: list[tuple[str, str, int]] = []  # Players/Seed/Variant/Result, checked below
        start: GameState | None = None
        actions: list[Action] = []
        state: GameState | None = None
        expected_turn = 1
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line:
                continue
            where = f"game record line {number}"
            tag = _TAG.match(line)
            if tag:
                key, value = tag.group(1), _unquote(tag.group(2))
                if expected_turn > 1:
                    raise NotationError(f"{where}: tag [{key}] after the turns; tags come first")
                if key in seen:
                    raise NotationError(
                        f"{where}: tag [{key}] given twice (first on line {seen[key]})"
                    )
                seen[key] = number
                if key == "Start":
                    try:
                        start = state = GameState.parse(value)
                    except NotationError as error:
                        raise NotationError(f"{where}: {error}") from None
                elif key in _DERIVED:
                    derived.append((key, value, number))
                else:
                    tags.append((key, value))
                continue
            if line.startswith("["):
                raise NotationError(f'{where}: a tag looks like [Name "value"], not {line!r}')
            turn = _TURN.match(line)
            if not turn:
                raise NotationError(f"{where}: expected a tag or a turn like '1. Arnd: place 0,0'")
            if state is None:
                raise NotationError(f'{where}: the [Start "..."] tag must come before the turns')
            if int(turn.group(1)) != expected_turn:
                found = turn.group(1)
                raise NotationError(f"{where}: expected turn {expected_turn}, found {found}")
            if expected_turn > 1 and state.phase is not Phase.START:
                raise NotationError(
                    f"{where}: turn {expected_turn - 1} did not end with a discard, so "
                    f"{state.current}'s turn goes on; a new turn line starts a new turn"
                )
            rest = turn.group(2)
            if not rest.startswith(f"{state.current}:"):
                found = rest.split(":", 1)[0]
                raise NotationError(f"{where}: it is {state.current}'s turn, not {found}'s")
            items = rest[len(state.current) + 1 :].split(";")
            for index, item in enumerate(items):
                try:
                    action = parse_action(item)
                    state = state.apply(action)
                except NotationError as error:
                    raise NotationError(f"{where}: {error}") from None
                except IllegalMove as error:
                    raise NotationError(
                        f"{where}: {item.strip()!r} is not allowed: {error}"
                    ) from None
                if isinstance(action, Discard) and index < len(items) - 1:
                    raise NotationError(
                        f"{where}: the discard ends the turn; {items[index + 1].strip()!r} "
                        "belongs on the next turn's line"
                    )
                actions.append(action)
            expected_turn += 1
        if start is None or state is None:
            raise NotationError('a game record needs a [Start "..."] tag')
        for key, value, number in derived:
            wanted = _derived_value(key, start, state)
            if value != wanted:
                raise NotationError(
                    f"game record line {number}: tag [{key}] is {value!r}, but the "
                    f"{'game' if key == 'Result' else 'start position'} says {wanted!r}"
                )
        return cls(start, tuple(actions), tuple(tags) or (("Event", "7 Steps"),))


_DERIVED = ("Players", "Seed", "Variant", "Result")


def _derived_value(key: str, start: GameState, end: GameState) -> str | None:
    """What ``str(record)`` writes for a tag derived from the start (or end) position."""
    if key == "Players":
        return ";".join(start.players)
    if key == "Seed":
        return str(start.seed)
    if key == "Variant":
        return "one more round" if start.extended else "standard"
    if not end.over:
        return None  # an unfinished game has no result
    return "; ".join(f"{p} {s}" for p, s in end.scores.items())
