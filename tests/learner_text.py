"""The one rule for what a learner reads, for every test that checks it: no rule ids (docs/rules.md
R/D/E ids), no coordinates, no Python reprs or unfilled placeholders. Tile codes (A1…V6) are names
a learner sees on the board and in the lessons, so they are allowed."""

from __future__ import annotations

import html
import re

#: A rule, decision or example id of docs/rules.md ("R8", "D1", "E5").
RULE_ID = re.compile(r"\b[RDE]\d+\b")
#: A cell as "q,r" or "(q, r)" (a tile code such as "A3, 10 points" is no coordinate).
COORDINATE = re.compile(r"(?<![A-Za-z\d])-?\d+\s*,\s*-?\d+|\(\s*-?\d+\s*,")
#: What Python prints and a sentence never holds: brackets and braces (an unfilled
#: ``{placeholder}`` too), a call or class repr, ``None``, the engine's class names.
REPR = re.compile(
    r"[{}\[\]<>]|\b[A-Z]\w*\(|\bNone\b|\bColor\.|\bTileKind\b|\bTurnPlan\b|\bUseAid\b|\bPhase\b|\\x"
)


def learner_text_faults(text: str) -> list[str]:
    """What in ``text`` a learner should not read, one phrase per kind of fault."""
    faults = []
    for kind, pattern in (("a rule id", RULE_ID), ("a coordinate", COORDINATE), ("a repr", REPR)):
        found = pattern.search(text)
        if found:
            faults.append(f"{kind} ({found[0]!r})")
    return faults


def is_learner_text(text: str) -> bool:
    """True when ``text`` has none of the faults."""
    return not learner_text_faults(text)


def shown_text(markup: str) -> str:
    """The words an HTML fragment shows (tags dropped, entities read)."""
    return html.unescape(re.sub(r"<[^>]*>", " ", markup))


def assert_learner_text(text: str, where: object = "") -> None:
    """Fail with the faults found and where the text comes from."""
    faults = learner_text_faults(text)
    assert not faults, f"{where}: {', '.join(faults)} in {text!r}"
