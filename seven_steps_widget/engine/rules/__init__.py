"""The rules of 7 Steps as pure functions over a board, tower heights and a hand (docs/rules.md),
and the numbers the rules fix that are not a single rule's own (those live with their rule:
``placement.MAX_DISCS``, ``special_tiles.SEVEN_POINT_LIMIT``, ``aids.AID_CELLS``, ...)."""

__all__ = ["HAND_SIZE", "SCORE_TRACK"]

HAND_SIZE = 7  # R5, R13: discs in a full hand
SCORE_TRACK = 40  # the score track's spaces: a marker laps it to go past 40 points
