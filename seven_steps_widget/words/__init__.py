"""Every word a learner reads, in every language the project has a catalog for.

The texts live in gettext catalogs (``locale/<lang>/LC_MESSAGES/seven_steps_widget.po``, compiled
to ``.mo``), one per language; English is the source catalog. A message is found by its key (the
message context) and filled with named values::

    >>> t("to_play", "de", name="Ann")
    'Ann ist am Zug'
    >>> t("count.points", "fr", n=0), t("count.points", "en", n=0)
    ('0\xa0point', '0 points')

A message with plural forms takes its count from the value ``n``, and each language's CLDR rule
picks the form (French: 0 and 1 are singular). A language without a message falls back to English
(the catalog tests keep every language complete); a language without a catalog is refused.

A number inside a longer message may bring its own counted word: ``{height:count.discs}`` is
the message ``count.discs`` for that number ("1 disc", "3 discs"). A colour value is written
``{color}`` (its name) or ``{color:FORM}``: a catalog may give every colour a form of
its own, e.g. German ``color.red.e`` = "rote" for "die {color:e} Scheibe" or French
``color.black.f`` = "noire"; several colours join with ``and`` or ``or`` (``{colors:e,or}``).
See ``docs/translating.md``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from string import Formatter
from typing import Protocol, runtime_checkable

from ..engine.colors import Color
from .catalog import available_languages, catalog

__all__ = [
    "LANGS",
    "UnknownLanguage",
    "language",
    "negotiate",
    "default_language",
    "chosen_language",
    "LANGUAGE_VARIABLE",
    "t",
    "Text",
    "Localizable",
    "Colors",
    "color_name",
    "color_letter",
    "join",
    "language_name",
    "placeholders",
]

#: Every language with a catalog, English first.
LANGS: tuple[str, ...] = available_languages()


class UnknownLanguage(ValueError):
    """A language code with no catalog."""


def language(lang: str) -> str:
    """``lang`` as a catalog's code: ``"de-CH"`` and ``"DE"`` are ``"de"``.

    >>> language("fr_FR"), language("EN")
    ('fr', 'en')
    """
    code = str(lang).strip().replace("_", "-").split("-")[0].lower()
    if code not in LANGS:
        raise UnknownLanguage(f"language must be one of {', '.join(LANGS)}, not {lang!r}")
    return code


def negotiate(preferred: Iterable[str]) -> str:
    """The first language of ``preferred`` (codes, best first) that has a catalog, else English:
    the one rule the widget, the classroom server and its page use to pick a language.

    >>> negotiate(["es", "de-CH", "fr"]), negotiate(["gsw", "pt-BR"]), negotiate([])
    ('de', 'en', 'en')
    """
    for code in preferred:
        try:
            return language(code)
        except UnknownLanguage:
            continue
    return "en"


#: The environment variable that gives a whole class its language: a Voila server started with
#: ``SEVEN_STEPS_LANG=fr`` (``bash scripts/voila.sh --lang fr``) passes it to every pupil's
#: kernel, and every widget and lesson made without ``lang=`` speaks French.
LANGUAGE_VARIABLE = "SEVEN_STEPS_LANG"


def default_language() -> str:
    """The language of a widget or lesson made without ``lang=``: the class's language from
    :data:`LANGUAGE_VARIABLE` when it is set, else English."""
    return language(os.environ.get(LANGUAGE_VARIABLE) or "en")


def chosen_language(lang: str | None) -> str:
    """The language a widget or lesson speaks: ``lang`` if given, else the class's."""
    return language(lang) if lang else default_language()


@runtime_checkable
class Localizable(Protocol):
    """A value that reads differently in each language (a :class:`Text`, :class:`Colors`)."""

    def in_language(self, lang: str) -> object:
        """The value as ``lang`` shows it."""


def _resolved(values: Mapping[str, object], lang: str) -> dict[str, object]:
    return {
        name: value.in_language(lang) if isinstance(value, Localizable) else value
        for name, value in values.items()
    }


def _count(values: Mapping[str, object]) -> int | None:
    value = values.get("n")
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def t(key: str, lang: str = "en", **values: object) -> str:
    """The message ``key`` in ``lang`` with ``values`` filled in (``n`` chooses a plural form)."""
    lang = language(lang)
    count = _count(values)
    template = catalog(lang).form(key, count)
    if template is None:
        template = catalog("en").form(key, count)
    if template is None:
        raise KeyError(f"no message {key!r} in the word catalogs")
    return _WordFormatter(lang).vformat(template, (), _resolved(values, lang))


def placeholders(template: str) -> set[str]:
    """The names of the values a message template uses (``{name}``, ``{color:e}`` -> ``color``)."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


class _WordFormatter(Formatter):
    """``str.format`` for messages in one language. A number with a message key as its format
    (``{height:count.discs}``) is that counted phrase ("3 discs"), so one message can hold
    several counts; a missing value is a programming error named by its key."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith(("count.", "grammar.")) and isinstance(value, int):
            return t(format_spec, self.lang, n=value)
        return str(super().format_field(value, format_spec))

    def get_value(self, key: int | str, args: object, kwargs: Mapping[str, object]) -> object:
        if isinstance(key, int) or key not in kwargs:
            raise KeyError(f"the message needs a value {key!r}")
        return kwargs[key]



@dataclass(frozen=True)
class Text:
    """A message not yet put into a language: a lesson is written once and read in any.

    >>> Text("to_play", name="Ann")("de")
    'Ann ist am Zug'
    """

    key: str
    values: Mapping[str, object] = field(default_factory=dict)

    def __init__(self, key: str, /, **values: object) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "values", values)

    def __call__(self, lang: str = "en", **more: object) -> str:
        """The text in ``lang``; ``more`` values are added to (or replace) the stored ones."""
        return t(self.key, lang, **{**self.values, **more})

    def in_language(self, lang: str) -> str:
        return self(lang)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, repr(v)) for k, v in self.values.items()))))


def color_name(color: Color, lang: str = "en") -> str:
    """The colour's name in ``lang``, as it stands on its own ("turquoise", "türkis")."""
    return t(f"color.{color.name.lower()}", lang)


def color_letter(color: Color, lang: str = "en") -> str:
    """The colour's short name as the board writes it in ``lang`` ("T", "Tü", "Tq")."""
    return t(f"letter.{color.name.lower()}", lang)


def language_name(lang: str) -> str:
    """The language's own name, for a language chooser ("Deutsch", "Français")."""
    return t("language.name", lang)


def join(words: Iterable[str], lang: str = "en", joiner: str = "and") -> str:
    """``a, b and c`` in ``lang`` (``joiner``: ``"and"`` or ``"or"``).

    >>> join(["rot", "gelb", "grün"], "de"), join(["rouge", "noir"], "fr", "or")
    ('rot, gelb und grün', 'rouge ou noir')
    """
    items = list(words)
    if len(items) < 2:
        return "".join(items)
    head = t("list.comma", lang).join(items[:-1])
    return t(f"list.{joiner}", lang, first=head, last=items[-1])


class _ColorWords:
    """Colours put into one language: ``format(value, "e,or")`` gives each colour's form ``e``
    (the catalog's ``color.<name>.e``, else its name) joined with "or"."""

    def __init__(self, colors: tuple[Color, ...], lang: str) -> None:
        self.colors = colors
        self.lang = lang

    def __format__(self, spec: str) -> str:
        form, joiner = "", "and"
        for token in filter(None, spec.split(",")):
            if token in ("and", "or"):
                joiner = token
            else:
                form = token
        names = [self._form(color, form) for color in self.colors]
        return join(names, self.lang, joiner)

    def _form(self, color: Color, form: str) -> str:
        base = f"color.{color.name.lower()}"
        if form:
            found = catalog(self.lang).form(f"{base}.{form}", None)
            if found is not None:
                return found
        return t(base, self.lang)

    def __str__(self) -> str:
        return format(self, "")


@dataclass(frozen=True)
class Colors:
    """One or several colours as a message value, named in the reader's language.

    >>> format(Colors(Color.RED, Color.PURPLE).in_language("de"), "e,or")
    'rote oder lila'
    """

    colors: tuple[Color, ...]

    def __init__(self, *colors: Color) -> None:
        object.__setattr__(self, "colors", tuple(colors))

    def in_language(self, lang: str) -> _ColorWords:
        return _ColorWords(self.colors, language(lang))
