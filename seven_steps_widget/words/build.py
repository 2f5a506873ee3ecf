"""Keep the word catalogs in step, in one command (a developer's tool; needs Babel)::

    python -m seven_steps_widget.words.build          # extract, update, compile
    python -m seven_steps_widget.words.build --check  # exit 1 if any file would change

English is the source catalog (``locale/en/LC_MESSAGES/seven_steps_widget.po``): each message is
its key (``msgctxt``) with the English text (``msgid``, ``msgid_plural``). The command

1. **extracts** the template ``locale/seven_steps_widget.pot`` from it;
2. **updates** every other language's ``.po``: a new key is added untranslated, a key whose
   English changed is marked fuzzy with the old English kept as ``#| msgid`` for the translator,
   a key no longer in English is dropped; a language's own grammar
   (``color.<name>.<form>``, ``grammar.*``) stays;
3. **compiles** every ``.po`` to the ``.mo`` the package reads.
"""

from __future__ import annotations

import argparse
import datetime
import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from .catalog import DOMAIN

LOCALE = Path(__file__).with_name("locale")
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
SOURCE_LANG = "en"

#: A language's own grammar, not in the English source: a colour's forms (``color.red.e``) and
#: counted words (``grammar.liegt``: "liegt" / "liegen").
OWN_ENTRY = re.compile(r"^(color\.[a-z]+\.[a-z]+|grammar\.[a-z_.]+)$")


def po_path(lang: str) -> Path:
    """Where the catalog of ``lang`` is edited."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    """Every language with a ``.po``, English first."""
    found = [p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file()]
    return sorted(found, key=lambda lang: (lang != SOURCE_LANG, lang))


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    """A ``.po`` or ``.pot`` file as a Babel catalog."""
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def _po_bytes(catalog: Catalog, *, template: bool = False) -> bytes:
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=100,
        omit_header=False,
        sort_output=True,
        include_previous=not template,
        ignore_obsolete=True,
    )
    return buffer.getvalue()


class _StableCatalog(Catalog):
    """A catalog whose header does not change from run to run (fixed dates, no Babel version),
    so that ``--check`` compares what a person wrote."""

    def _stable_headers(self) -> list[tuple[str, str]]:
        return [(k, v) for k, v in self._get_mime_headers() if k != "Generated-By"]

    mime_headers = property(_stable_headers, Catalog._set_mime_headers)


_FIXED_DATE = datetime.datetime(2026, 11, 25, tzinfo=datetime.timezone.utc)


def _new_catalog(lang: str | None) -> Catalog:
    return _StableCatalog(
        creation_date=_FIXED_DATE,
        revision_date=_FIXED_DATE,
        locale=lang,
        domain=DOMAIN,
        project="seven_steps_widget",
        version="catalog",
        copyright_holder="the seven_steps_widget authors",
        msgid_bugs_address="the project's issue tracker",
        last_translator="the seven_steps_widget authors",
        language_team="the seven_steps_widget authors",
        fuzzy=False,
        header_comment="# The words of seven_steps_widget. See docs/translating.md.",
    )


def _entries(catalog: Catalog) -> Iterator[Message]:
    for message in catalog:
        if message.id and message.context:
            yield message


def extract(source: Catalog) -> Catalog:
    """The template: every English message, untranslated."""
    template = _new_catalog(None)
    for message in _entries(source):
        template.add(
            message.id,
            "" if isinstance(message.id, str) else ("", ""),
            auto_comments=message.auto_comments,
            user_comments=message.user_comments,
            flags=message.flags - {"fuzzy"},
            context=message.context,
        )
    return template


def update(template: Catalog, old: Catalog, lang: str) -> Catalog:
    """``old`` brought in line with ``template`` (see the module's docstring)."""
    nplurals, _ = get_plural(lang)
    new = _new_catalog(lang)
    previous = {message.context: message for message in _entries(old)}
    for message in _entries(template):
        before = previous.get(message.context)
        empty: str | tuple[str, ...] = (
            "" if isinstance(message.id, str) else ("",) * nplurals
        )
        string = before.string if before is not None else empty
        flags = set(message.flags)
        previous_id: list[str] = []
        if before is not None:
            if before.id != message.id:
                flags.add("fuzzy")
                previous_id = [before.id] if isinstance(before.id, str) else list(before.id)
            elif before.fuzzy:
                flags.add("fuzzy")
                previous_id = list(before.previous_id or ())
            if isinstance(message.id, str) != isinstance(string, str):
                string = empty
        new.add(
            message.id,
            string,
            auto_comments=message.auto_comments,
            user_comments=before.user_comments if before is not None else (),
            flags=flags,
            previous_id=previous_id,
            context=message.context,
        )
    kept = {message.context for message in _entries(new)}
    for context, message in previous.items():
        if OWN_ENTRY.match(context or "") and context not in kept:
            new.add(message.id, message.string, context=context)
    return new


def compiled(catalog: Catalog, lang: str) -> bytes:
    """The ``.mo`` bytes of ``catalog``: its finished translations (none empty, none fuzzy);
    English compiles its own text as the translation."""
    done = _copy_with_ids(catalog) if lang == SOURCE_LANG else _finished(catalog, lang)
    buffer = io.BytesIO()
    write_mo(buffer, done)
    return buffer.getvalue()


def _copy_with_ids(source: Catalog) -> Catalog:
    copy = _new_catalog(SOURCE_LANG)
    for message in _entries(source):
        copy.add(message.id, message.id, context=message.context)
    return copy


def _finished(source: Catalog, lang: str) -> Catalog:
    copy = _new_catalog(lang)
    for message in _entries(source):
        string = message.string or ""
        forms = [string] if isinstance(string, str) else list(string)
        if all(forms) and not message.fuzzy:
            copy.add(message.id, message.string, context=message.context)
    return copy


def _rebuilt(source: Catalog, lang: str) -> Catalog:
    """``source`` with the stable header (what the English catalog is written back as)."""
    copy = _new_catalog(lang)
    for message in _entries(source):
        copy.add(
            message.id,
            message.string,
            auto_comments=message.auto_comments,
            user_comments=message.user_comments,
            flags=message.flags,
            context=message.context,
        )
    return copy


def planned() -> dict[Path, bytes]:
    """Every file the command writes, with its new content."""
    source = _rebuilt(read_catalog(po_path(SOURCE_LANG), SOURCE_LANG), SOURCE_LANG)
    template = extract(source)
    files: dict[Path, bytes] = {TEMPLATE: _po_bytes(template, template=True)}
    files[po_path(SOURCE_LANG)] = _po_bytes(source)
    files[po_path(SOURCE_LANG).with_suffix(".mo")] = compiled(source, SOURCE_LANG)
    for lang in languages():
        if lang == SOURCE_LANG:
            continue
        catalog = update(template, read_catalog(po_path(lang), lang), lang)
        files[po_path(lang)] = _po_bytes(catalog)
        files[po_path(lang).with_suffix(".mo")] = compiled(catalog, lang)
    return files


def main(argv: list[str] | None = None) -> int:
    """Run the command; with ``--check``, write nothing and say which files are out of date."""
    parser = argparse.ArgumentParser(prog="python -m seven_steps_widget.words.build")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    files = planned()
    stale = [path for path, data in files.items() if not path.exists() or path.read_bytes() != data]
    for path in stale:
        if args.check:
            print(f"out of date: {path.relative_to(LOCALE)}")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(files[path])
            print(f"wrote {path.relative_to(LOCALE)}")
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
