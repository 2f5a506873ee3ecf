"""The seven disc and cell colours (rule R1) and per-colour disc counts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import Union

__all__ = [
    "DISCS_PER_COLOR",
    "Color",
    "ColorCounts", "EMPTY_COUNTS", "HandLike", "counts_from", "counts_to_counter", "counts_text"]


DISCS_PER_COLOR = 20  # R1


class Color(Enum):
    """A disc/cell colour; ``value`` is the one-letter code used in every notation (R1)."""

    TURQUOISE = "T"
    YELLOW = "Y"
    BEIGE = "B"
    PURPLE = "P"
    RED = "R"
    BLACK = "K"
    GREEN = "G"

    @property
    def letter(self) -> str:
        """The one-letter code (T Y B P R K G)."""
        return self.value

    @property
    def index(self) -> int:
        """Position in the fixed order T Y B P R K G (used by count tuples)."""
        return _INDEX[self]

    @property
    def label(self) -> str:
        """Lower-case English name, for messages ("purple")."""
        return self.name.lower()

    @classmethod
    def from_letter(cls, letter: str) -> Color:
        """The colour of a one-letter code; raises ``ValueError`` naming the valid codes.

        >>> Color.from_letter("K")
        <Color.BLACK: 'K'>
        """
        try:
            return cls(letter.upper())
        except ValueError:
            raise ValueError(
                f"{letter!r} is not a colour letter; use one of T Y B P R K G (rule R1)"
            ) from None

    def __repr__(self) -> str:
        return f"<Color.{self.name}: {self.value!r}>"


_ORDER: tuple[Color, ...] = tuple(Color)
_INDEX: dict[Color, int] = {color: i for i, color in enumerate(_ORDER)}

#: Disc counts per colour in the order T Y B P R K G; immutable so states can share them.
ColorCounts = tuple[int, int, int, int, int, int, int]
#: What the public API accepts as a hand: a mapping Color -> count or an iterable of Colors.
HandLike = Union[Mapping[Color, int], Iterable[Color], str]  # noqa: UP007 (a runtime alias)

EMPTY_COUNTS: ColorCounts = (0, 0, 0, 0, 0, 0, 0)


def counts_from(hand: HandLike | ColorCounts) -> ColorCounts:
    """Normalise a hand given as a mapping, an iterable of colours or letters ("TTY").

    >>> counts_from("TTYK")
    (2, 1, 0, 0, 0, 1, 0)
    """
    counts = [0] * 7
    if isinstance(hand, tuple) and len(hand) == 7 and all(isinstance(n, int) for n in hand):
        return hand  # type: ignore[return-value]
    if isinstance(hand, Mapping):
        for color, n in hand.items():
            color = color if isinstance(color, Color) else Color.from_letter(str(color))
            if n < 0:
                raise ValueError(f"negative count {n} for {color.label}")
            counts[color.index] += int(n)
    else:
        for item in hand:
            color = item if isinstance(item, Color) else Color.from_letter(str(item))
            counts[color.index] += 1
    return tuple(counts)  # type: ignore[return-value]


def counts_to_counter(counts: ColorCounts) -> Counter[Color]:
    """A fresh ``Counter`` (the public view of a hand, bag or box); zero counts left out."""
    return Counter({color: n for color, n in zip(_ORDER, counts) if n})


def counts_text(counts: ColorCounts) -> str:
    """Letters in colour order, one per disc ("TTYK"); ``-`` for none.

    >>> counts_text((2, 1, 0, 0, 0, 1, 0))
    'TTYK'
    """
    text = "".join(color.letter * n for color, n in zip(_ORDER, counts))
    return text or "-"
