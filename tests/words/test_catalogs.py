"""Every language's catalog is complete and in step with the English source: a missing key, a
stale translation (English changed since), a placeholder mismatch or a wrong number of plural
forms fails here, and so does a compiled catalog older than its ``.po``."""

from __future__ import annotations

from collections.abc import Iterator
from string import Formatter

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.plurals import get_plural

from seven_steps_widget.words import LANGS, placeholders
from seven_steps_widget.words import build as words_build

OTHER_LANGS = [lang for lang in LANGS if lang != "en"]


def _messages(catalog: Catalog) -> Iterator[Message]:
    return (m for m in catalog if m.id and m.context)


def _forms(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    assert isinstance(value, (tuple, list))
    return [str(v) for v in value]


@pytest.fixture(scope="module")
def template() -> dict[str, Message]:
    catalog = words_build.read_catalog(words_build.TEMPLATE)
    return {str(m.context): m for m in _messages(catalog)}


def _catalog(lang: str) -> dict[str, Message]:
    catalog = words_build.read_catalog(words_build.po_path(lang), lang)
    return {str(m.context): m for m in _messages(catalog)}


def test_the_compiled_catalogs_and_the_template_are_up_to_date() -> None:
    stale = [path for path, data in words_build.planned().items() if path.read_bytes() != data]
    assert not stale, "run: python -m seven_steps_widget.words.build"


def test_every_language_of_the_source_tree_is_compiled_and_found() -> None:
    assert LANGS[0] == "en"
    assert set(LANGS) == set(words_build.languages()) >= {"en", "de", "fr"}


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_every_key_is_translated_and_none_is_stale(
    lang: str, template: dict[str, Message]
) -> None:
    catalog = _catalog(lang)
    missing = sorted(key for key in template if key not in catalog)
    assert not missing, f"{lang}: keys without a translation: {missing[:20]}"
    untranslated = sorted(k for k in template if not all(_forms(catalog[k].string)))
    assert not untranslated, f"{lang}: untranslated: {untranslated[:20]} ({len(untranslated)})"
    stale = sorted(k for k in template if catalog[k].fuzzy or catalog[k].id != template[k].id)
    assert not stale, f"{lang}: English changed since the translation: {stale[:20]}"


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_a_language_adds_only_its_own_grammar(lang: str, template: dict[str, Message]) -> None:
    extra = sorted(key for key in _catalog(lang) if key not in template)
    assert all(words_build.OWN_ENTRY.match(key) for key in extra), extra


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match_the_english(lang: str, template: dict[str, Message]) -> None:
    catalog = _catalog(lang)
    wrong = []
    for key, source in template.items():
        wanted = set().union(*(placeholders(form) for form in _forms(source.id)))
        if lang == "en" or key not in catalog:
            continue
        for form in _forms(catalog[key].string):
            if form and placeholders(form) - wanted:
                wrong.append((key, form))
            if form and wanted - placeholders(form) - {"n"}:
                wrong.append((key, form))
    assert not wrong, f"{lang}: placeholders differ from the English: {wrong[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms_follow_the_languages_cldr_rule(
    lang: str, template: dict[str, Message]
) -> None:
    nplurals, rule = get_plural(lang)
    catalog = words_build.read_catalog(words_build.po_path(lang), lang)
    assert catalog.num_plurals == nplurals and catalog.plural_expr == rule
    for key, message in _catalog(lang).items():
        if not isinstance(message.id, str) and key in template:
            assert len(_forms(message.string)) == nplurals, key


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_every_colour_form_a_language_uses_is_given_for_all_seven_colours(lang: str) -> None:
    catalog = _catalog(lang)
    forms_used = set()
    for message in catalog.values():
        for form in _forms(message.string):
            for _, name, spec, _ in Formatter().parse(form):
                if name and name.startswith("color") and spec:
                    forms_used |= {tok for tok in spec.split(",") if tok not in ("and", "or")}
    colours = ["turquoise", "yellow", "beige", "purple", "red", "black", "green"]
    missing = [f"color.{c}.{f}" for f in sorted(forms_used) for c in colours]
    missing = [key for key in missing if key not in catalog]
    assert not missing, f"{lang}: colour forms used but not given: {missing}"
