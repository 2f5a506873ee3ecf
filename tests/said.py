"""A test's own words, not from the catalogs: lessons and tasks made up by a test."""

from __future__ import annotations

from seven_steps_widget.words import Text


class Said(Text):
    """A text given in English and, if wanted, German (English stands in for any other
    language), with ``{name}`` values filled in as a catalog text's are."""

    def __init__(self, en: str, de: str | None = None) -> None:
        super().__init__("test.said", en=en, de=en if de is None else de)

    def __call__(self, lang: str = "en", **more: object) -> str:
        return str(self.values.get(lang, self.values["en"])).format(**more)
