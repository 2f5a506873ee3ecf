"""The French catalog keeps the French teacher's corrections: elision before a name or a tile
code, French typography, French quotes, the glossary's terms, and the A4 limit said right.

Each check reads every French text as a learner would see it, with a player's name and a tile
code filled in where a value stands for one ("le disque de {name}" is read "le disque de Arnd").
"""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Message

from seven_steps_widget.words.build import po_path, read_catalog

#: Values that hold a player's name or a tile code, filled with vowel-initial ones.
NAME_VALUES = {"name": "Arnd", "start": "Ann", "who": "Ann", "names": "Ann et Ben"}
TILE_VALUES = {key: "A4" for key in ("tile", "aid", "chosen", "alternative", "old", "new")}
VALUE = re.compile(r"\{([a-z_0-9]+)(?::[^}]*)?\}")

#: The German rulebook's captions of the tile pictures are German text in every catalog.
GERMAN_CAPTION = re.compile(r"^tile\.printed\.")
NO_BREAK = "\u00a0\u202f"


def _forms(message: Message) -> list[str]:
    found = message.string
    return [found] if isinstance(found, str) else [form for form in found or () if form]


@pytest.fixture(scope="module")
def french() -> dict[str, list[str]]:
    """Every French text by key (every plural form)."""
    catalog = read_catalog(po_path("fr"), "fr")
    return {str(message.context): _forms(message) for message in catalog if message.id}


def _filled(text: str) -> str:
    """``text`` with names and tile codes put in; other values stay as they are."""

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        return NAME_VALUES.get(name) or TILE_VALUES.get(name) or match.group(0)

    return VALUE.sub(fill, text)


def _faults(french: dict[str, list[str]], pattern: str, *, filled: bool = False) -> list[str]:
    found = re.compile(pattern)
    return [
        f"{key}: {text}"
        for key, texts in french.items()
        if not GERMAN_CAPTION.match(key)
        for text in texts
        if found.search(_filled(text) if filled else text)
    ]


def test_no_missing_elision_before_a_name_or_a_tile_code(french: dict[str, list[str]]) -> None:
    """« de Arnd », « que A5 », « de A1 » are faults; « posé par Arnd », « d’A1 » are not."""
    faults = _faults(
        french, r"\b(?:[Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]usque) (?:Ann|Arnd|A[1-5])\b", filled=True
    )
    assert not faults, faults


def test_high_punctuation_and_quotes_take_a_no_break_space(french: dict[str, list[str]]) -> None:
    """A no-break (or narrow no-break) space before : ; ? ! » and after «, never an ordinary
    one (a value's format such as ``{height:count.discs}`` is not punctuation)."""
    faults = [
        f"{key}: {text}"
        for key, texts in french.items()
        if not GERMAN_CAPTION.match(key)
        for text in texts
        for bare in [VALUE.sub("X", text)]
        if re.search(rf"[^{NO_BREAK}][:;?!»]|«[^{NO_BREAK}]", bare)
    ]
    assert not faults, faults


def test_a_number_and_its_unit_do_not_part(french: dict[str, list[str]]) -> None:
    """Every counted word ("3 disques", "1 point") keeps its number on the same line."""
    counted = {key: texts for key, texts in french.items() if key.startswith("count.")}
    counted["score"] = french["score"]
    faults = [f"{key}: {text}" for key, texts in counted.items() for text in texts]
    faults = [fault for fault in faults if not fault.split(": ", 1)[1].startswith("{n}\u00a0")]
    assert not faults, faults


def test_a_number_written_in_a_text_keeps_its_unit_on_the_same_line(
    french: dict[str, list[str]],
) -> None:
    """« 7 points », « {n} disques » in any text: a no-break space, never an ordinary one."""
    units = "disques?|points?|cases?|tuiles?|niveaux?|joueurs?|couleurs?|énigmes?|tours?"
    faults = _faults(french, rf"(?:\d|\}}) (?:{units})\b")
    assert not faults, faults


def test_german_quotes_only_in_the_german_captions(french: dict[str, list[str]]) -> None:
    assert not _faults(french, "[„“]")


def test_a_whole_sentence_value_follows_a_full_stop_not_a_colon(
    french: dict[str, list[str]],
) -> None:
    """A refusal ({why}), a hint ({hint}) or a turn's plan ({plan}) starts with a capital letter:
    after « : » that is a fault in French, so the composed message puts it after a full stop or
    a dash."""
    assert not _faults(french, r":\s*\{(?:why|hint|plan)\}")


@pytest.mark.parametrize(
    "wrong",
    [
        r"\bnotebook\b",  # English: « le carnet Jupyter »
        r"\bmoteur\b",  # jargon: « le programme »
        r"\ben main\b",  # the discs behind the screen are the « réserve »
        r"\baide de construction\b",  # the building aid is the « tuile Construction »
        r"\bcases? marquées?\b",  # a refused cell is « barrée », the cursor's « sélectionnée »
        r"\b(?:la|une|chaque|même) sorte\b",  # a tile's kind is its « type »
        r"\b[Dd]éfaire\b|\b[Rr]efaire\b",  # « Annuler le coup » / « Rétablir »
        r"\bPas permis\b",  # « Pas autorisé » everywhere
        r"\bce jeu\b",  # the board game makes no choice the program makes
        r"\b(?:vous|votre|vos)\b",  # the learner is « tu », everywhere
    ],
)
def test_the_glossary_terms(french: dict[str, list[str]], wrong: str) -> None:
    faults = _faults(french, wrong)
    assert not faults, faults


def test_the_a4_puzzle_note_limits_the_whole_turn_to_five_discs(
    french: dict[str, list[str]],
) -> None:
    """The limit counts the first disc too (« ensuite, 5 au plus » read as 1 + 5 discs)."""
    (note,) = french["puzzle.note.a4"]
    assert "5\u00a0disques en tout" in note and "le premier compris" in note, note
    assert "ensuite" not in note, note
