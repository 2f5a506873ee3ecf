"""The compiled word catalogs (``locale/<lang>/LC_MESSAGES/seven_steps_widget.mo``), read with the
standard library: each message is found by its key (the gettext message context), and a
language's plural rule (CLDR, from the catalog's ``Plural-Forms`` header) picks among its forms.
"""

from __future__ import annotations

import gettext
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.abc import Traversable

__all__ = ["DOMAIN", "Catalog", "catalog", "available_languages"]

DOMAIN = "seven_steps_widget"

_MAGIC = {0x950412DE: "<", 0xDE120495: ">"}
_CONTEXT_SEPARATOR = "\x04"


def _locale_dir() -> Traversable:
    return resources.files(__package__).joinpath("locale")


@dataclass(frozen=True)
class Catalog:
    """One language's messages: ``forms[key]`` holds one text, or one per plural form."""

    lang: str
    forms: dict[str, tuple[str, ...]]
    plural: Callable[[int], int]
    nplurals: int

    def form(self, key: str, count: int | None) -> str | None:
        """The text of ``key`` for ``count`` (its plural form); None when the catalog lacks it."""
        found = self.forms.get(key)
        if found is None:
            return None
        if count is None or len(found) == 1:
            return found[0]
        return found[min(self.plural(abs(count)), len(found) - 1)]


def _plural_rule(header: str) -> tuple[int, Callable[[int], int]]:
    """``nplurals`` and the plural function from a catalog header's ``Plural-Forms`` line."""
    for line in header.splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            parts = dict(
                part.strip().split("=", 1) for part in value.split(";") if "=" in part
            )
            return int(parts["nplurals"]), gettext.c2py(parts["plural"])
    return 2, gettext.c2py("n != 1")


def parse_mo(data: bytes, lang: str) -> Catalog:
    """A catalog from the bytes of a ``.mo`` file (GNU gettext's binary format)."""
    if len(data) < 20:
        raise ValueError(f"the {lang} word catalog is not a gettext .mo file")
    magic = struct.unpack("<I", data[:4])[0]
    order = _MAGIC.get(magic)
    if order is None:
        raise ValueError(f"the {lang} word catalog is not a gettext .mo file")
    _revision, count, originals, translations = struct.unpack(order + "4I", data[4:20])
    forms: dict[str, tuple[str, ...]] = {}
    header = ""
    for i in range(count):
        o_len, o_off = struct.unpack(order + "2I", data[originals + 8 * i : originals + 8 * i + 8])
        t_len, t_off = struct.unpack(
            order + "2I", data[translations + 8 * i : translations + 8 * i + 8]
        )
        original = data[o_off : o_off + o_len].decode("utf-8")
        translated = data[t_off : t_off + t_len].decode("utf-8")
        if not original:
            header = translated
            continue
        context, separator, _msgid = original.partition(_CONTEXT_SEPARATOR)
        if separator:
            forms[context] = tuple(translated.split("\x00"))
    nplurals, plural = _plural_rule(header)
    return Catalog(lang, forms, plural, nplurals)


@cache
def available_languages() -> tuple[str, ...]:
    """Every language with a compiled catalog, English first: adding a catalog adds a language."""
    found = sorted(
        entry.name
        for entry in _locale_dir().iterdir()
        if entry.joinpath("LC_MESSAGES").joinpath(f"{DOMAIN}.mo").is_file()
    )
    return tuple(sorted(found, key=lambda lang: (lang != "en", lang)))


@cache
def catalog(lang: str) -> Catalog:
    """The compiled catalog of ``lang`` (read once)."""
    folder = _locale_dir().joinpath(lang).joinpath("LC_MESSAGES")
    return parse_mo(folder.joinpath(f"{DOMAIN}.mo").read_bytes(), lang)
