"""The sentences the classroom server itself shows a pupil (the class-full page, the connection
banner), from the word catalogs: in the class's language when the server has one (``--lang``),
else in the first language of the catalogs that the pupil's browser asks for."""

from __future__ import annotations

import json
import os

from ..words import LANGUAGE_VARIABLE, default_language, negotiate, t

#: The catalog keys of the server's own sentences.
KEYS = (
    "classroom.full.title",
    "classroom.full.body",
    "classroom.reconnecting",
    "classroom.reconnected",
    "classroom.lost",
    "classroom.reload",
)


def class_language() -> str | None:
    """The language the teacher gave the class, if any."""
    return default_language() if os.environ.get(LANGUAGE_VARIABLE) else None


def preferred_languages(accept_language: str | None) -> list[str]:
    """The language codes of an ``Accept-Language`` header, most wanted first (by ``q``).

    >>> preferred_languages("de-CH,de;q=0.9,en;q=0.8"), preferred_languages("en;q=0.1, fr")
    (['de-CH', 'de', 'en'], ['fr', 'en'])
    """
    wanted: list[tuple[float, int, str]] = []
    for order, item in enumerate((accept_language or "").split(",")):
        code, _, params = item.partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if code.strip() and weight > 0:
            wanted.append((-weight, order, code.strip()))
    return [code for _, _, code in sorted(wanted)]


def language(accept_language: str | None) -> str:
    """The class's language, else the first language with a catalog that a browser's
    ``Accept-Language`` asks for (``words.negotiate``), else English.

    >>> language("de-CH,de;q=0.9,en;q=0.8"), language("es, fr;q=0.5"), language(None)
    ('de', 'fr', 'en')
    """
    chosen = class_language()
    if chosen is not None:
        return chosen
    return negotiate(preferred_languages(accept_language))


def words(lang: str) -> dict[str, str]:
    """Every sentence in one language (key -> sentence)."""
    return {key: t(key, lang) for key in KEYS}


def words_script(lang: str) -> str:
    """What a lesson page carries for its banner (``#classroom-words``): the language the
    server chose for this pupil and the banner's sentences in it. The page's script only reads
    them; it does not choose a language of its own."""
    given = {"lang": lang, "words": words(lang)}
    return (
        '<script id="classroom-words" type="application/json">'
        + json.dumps(given).replace("</", "<\\/")
        + "</script>\n"
    )
