"""The classroom server picks a pupil's language with the words layer's one rule, and the page
carries only that language's sentences."""

from __future__ import annotations

import json
import re

import pytest

from seven_steps_widget.classroom import page_words
from seven_steps_widget.words import LANGUAGE_VARIABLE, negotiate, t


@pytest.fixture(autouse=True)
def no_class_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(LANGUAGE_VARIABLE, raising=False)


@pytest.mark.parametrize(
    ("header", "chosen"),
    [
        ("de-CH,de;q=0.9,en;q=0.8", "de"),
        ("en;q=0.2, fr-BE;q=0.9", "fr"),  # by weight, not by order
        ("gsw, fr;q=0.5", "fr"),  # a three-letter code is not cut to "gs"
        ("de;q=0, fr;q=0.1", "fr"),  # q=0 means "not this one"
        ("es, pt-BR", "en"),
        ("", "en"),
        (None, "en"),
        ("de;q=banana, fr;q=0.5", "fr"),  # a malformed weight counts as unwanted
    ],
)
def test_the_server_negotiates_as_the_words_layer_does(header: str | None, chosen: str) -> None:
    assert page_words.language(header) == chosen
    assert negotiate(page_words.preferred_languages(header)) == chosen


def test_the_teachers_language_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LANGUAGE_VARIABLE, "fr")
    assert page_words.language("de-DE,de") == "fr"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_page_carries_one_language_and_cannot_end_its_script(lang: str) -> None:
    script = page_words.words_script(lang)
    inner = re.fullmatch(
        r'<script id="classroom-words" type="application/json">(.*)</script>\n', script, re.S
    )
    assert inner is not None and "</" not in inner.group(1)
    given = json.loads(inner.group(1))
    assert given["lang"] == lang
    assert given["words"] == {key: t(key, lang) for key in page_words.KEYS}
