"""The sentences the classroom server itself shows a pupil (the class-full page, the connection
banner), from the word catalogs: in the class's language when the server has one (``--lang``),
else in the first language of the catalogs that the pupil's browser asks for."""

from __future__ import annotations

import os

from ..words import LANGS, LANGUAGE_VARIABLE, default_language, t

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


def language(accept_language: str | None) -> str:
    """The class's language, else the first language of the catalogs a browser's
    ``Accept-Language`` asks for, else English.

    >>> language("de-CH,de;q=0.9,en;q=0.8"), language("es, fr;q=0.5"), language(None)
    ('de', 'fr', 'en')
    """
    chosen = class_language()
    if chosen is not None:
        return chosen
    for item in (accept_language or "").split(","):
        code = item.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return "en"


def words(lang: str) -> dict[str, str]:
    """Every sentence in one language (key -> sentence)."""
    return {key: t(key, lang) for key in KEYS}


def page_words() -> dict[str, object]:
    """What a lesson page carries for its banner: the class's language (or None: the page
    picks the browser's) and every sentence in every language."""
    return {
        "class": class_language(),
        "words": {key: {lang: t(key, lang) for lang in LANGS} for key in KEYS},
    }
