"""The rules of 7 Steps as pure functions over a board, tower heights and a hand (docs/rules.md)."""
