"""Positions that fit the rulebook's worked examples (RULES.md E1-E6) exactly.

The rulebook shows its examples as pictures only; this board (standard layout, single-colour
side, beige tile in the centre) is one on which every sentence of E1 and E2 holds.
"""

from __future__ import annotations

from seven_steps_widget import Board, Game, make_position

#: Standard layout, variant 1: tile order chosen so that Bärbel's and Caro's chains exist.
EXAMPLE_BOARD = Board.standard(side="single", order=(2, 0, 4, 5, 6, 3, 1))

# E1 (Bärbel): turquoise, yellow, beige (Arnd's), purple (Arnd's), each adjacent to the last.
BAERBEL_TURQUOISE = (2, 0)
BAERBEL_YELLOW = (2, -1)
ARND_BEIGE = (1, -1)
ARND_PURPLE = (1, -2)
# E2 (Caro): black, red, beige, beige, Bärbel's yellow, Bärbel's beige.
CARO_BLACK = (-2, 2)
CARO_RED = (-1, 2)
CARO_BEIGE_1 = (0, 1)
CARO_BEIGE_2 = (1, 0)

PLAYERS = ("Arnd", "Bärbel", "Caro", "Dirk")


def first_turns_game() -> Game:
    """A game at the start with hands that let Arnd, Bärbel and Caro play E1/E2 as written:
    Arnd has just the beige and purple discs of his first turn among his useful colours;
    Bärbel's last three discs fit nowhere after her purple one."""
    position = make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        hands={
            "Arnd": "BPGGGKK",
            "Bärbel": "TYBPGGK",
            "Caro": "KRBBYBG",
            "Dirk": "YYPTTRR",
        },
        current="Arnd",
        seed=2014,
    )
    return Game.from_position(position)
