"""The lessons as files: self-contained pages in every language of the catalogs, every step in
them, nothing that would be fetched, every word the catalogs', and a task's answers judged as
the engine judges them."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from seven_steps_widget.engine.rules.special_tiles import AID_TILES, VP_TILES
from seven_steps_widget.export import LESSONS, SHEETS, export, file_name, languages
from seven_steps_widget.export.lesson_page import lesson_page, task_data
from seven_steps_widget.export.page import own_name
from seven_steps_widget.export.puzzle_set import FOLDER, shipped_sets
from seven_steps_widget.export.rules_sheet import placement_cases, rules_sheet
from seven_steps_widget.export.rules_sheet_teacher import teacher_rules_sheet
from seven_steps_widget.lessons.storyboard import frames
from seven_steps_widget.words import LANGS, UnknownLanguage, t
from seven_steps_widget.words.game import tile_text

from .lessons.test_storyboard import task_lesson

STEMS = [*LESSONS, *SHEETS]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "seven_steps_widget.export", *args], capture_output=True, text=True
    )


def test_the_command_writes_every_lesson_in_every_language(tmp_path: Path) -> None:
    done = run(str(tmp_path / "out"))  # and the shipped puzzle sets (tests/test_export_puzzles)
    assert done.returncode == 0, done.stderr
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    expected = sorted(file_name(stem, lang) for stem in STEMS for lang in LANGS)
    assert names == sorted([*expected, "index.html", FOLDER])
    puzzle_pages = list((tmp_path / "out" / FOLDER).iterdir())
    assert len(done.stdout.splitlines()) == len(names) - 1 + len(puzzle_pages)
    index = (tmp_path / "out" / "index.html").read_text()
    expected += [f"{FOLDER}/{s.list_page(lang)}" for s in shipped_sets() for lang in LANGS]
    assert all(f"href='{name}'" in index for name in expected)
    for lang in LANGS:  # each language's part of the index is marked as that language
        assert f"<section lang='{lang}'><h2>{html.escape(own_name(lang))}</h2>" in index


@pytest.mark.parametrize("asked", [["--lang", "de", "--lang", "fr"], ["--lang", "fr,de"]])
def test_the_command_writes_the_languages_asked_for(tmp_path: Path, asked: list[str]) -> None:
    done = run(str(tmp_path), *asked, "--no-puzzles")
    assert done.returncode == 0, done.stderr
    written = {p.name for p in tmp_path.iterdir()} - {"index.html"}
    assert written == {file_name(stem, lang) for stem in STEMS for lang in ("de", "fr")}


def test_a_bad_directory_or_language_is_told_in_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    done = run(str(blocker / "out"))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("cannot write to")
    done = run(str(tmp_path / "out"), "--lang", "xx")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "language must be one of" in done.stderr.splitlines()[-1]
    assert not (tmp_path / "out").exists()


def test_languages_are_the_catalogs_codes_each_once() -> None:
    assert languages() == LANGS
    assert languages(["de-CH", "fr,DE", " en "]) == ("de", "fr", "en")
    assert languages("fr") == ("fr",)
    with pytest.raises(UnknownLanguage):
        languages(["de", "xx"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_holds_every_step_and_fetches_nothing(lang: str, tmp_path: Path) -> None:
    written = export(tmp_path, langs=(lang,))
    for stem, make in LESSONS.items():
        lesson = make()
        page = (tmp_path / file_name(stem, lang)).read_text()
        assert f"<html lang='{lang}'>" in page
        assert f"<h1>{html.escape(lesson.title(lang))}</h1>" in page
        assert page.count("<section class='step'") == len(lesson)
        for frame in frames(lesson, lang):
            assert html.escape(frame.title) in page and html.escape(frame.story) in page
        for word in (t("lesson_back", lang), t("lesson_next", lang)):
            assert f">{html.escape(word)}</button>" in page
        # no source, link or import outside the page (the SVG namespace is a name, not a load)
        loads = re.findall(r"(?:src|href)\s*=\s*['\"]([^'\"#]+)", page) + re.findall(r"url\(", page)
        assert [u for u in loads if not u.startswith("data:")] == []
        assert "default-src 'none'" in page
    for stem in SHEETS:
        sheet = (tmp_path / file_name(stem, lang)).read_text()
        assert f"<html lang='{lang}'>" in sheet
    assert tmp_path / "index.html" in written


def test_a_lesson_page_links_the_lesson_in_the_other_languages(tmp_path: Path) -> None:
    export(tmp_path)
    for lang in LANGS:
        page = (tmp_path / file_name("rules-tour", lang)).read_text()
        links = re.findall(r"<a href='([^']+)' hreflang='(\w+)' lang='(\w+)'>", page)
        others = [other for other in LANGS if other != lang]
        assert links == [(file_name("rules-tour", o), o, o) for o in others]


def test_the_step_counter_and_progress_are_the_catalogs_words() -> None:
    lesson = task_lesson()
    for lang in LANGS:
        page = lesson_page(lesson, lang)
        counter = t("lesson_step", lang, i=2, n=len(lesson))
        assert f"<span class='counter'>{html.escape(counter)}</span>" in page
        assert html.escape(t("export.your_task", lang)) in page
        words = re.search(r"<script type='application/json' id='words'>(.*?)</script>", page)
        assert words is not None
        progress = json.loads(words[1])["progress"]
        assert progress == t("task_progress", lang, done="{done}", n=2)


def test_task_verdicts_in_the_page_are_the_engines() -> None:
    lesson = task_lesson()
    cell_step, choice_step = lesson
    data = task_data(cell_step, "de")
    assert data is not None and data["kind"] == "cell"
    cells = data["cells"]
    assert isinstance(cells, dict) and len(cells) == len(cell_step.state.board.cells)
    for name, verdict in cells.items():
        q, r = map(int, name.split(","))
        assert verdict == {
            "right": (q, r) in cell_step.task.cells,  # type: ignore[union-attr]
            "text": cell_step.task.check(cell_step.state, (q, r), "de").text,  # type: ignore[union-attr]
        }
    choice = task_data(choice_step, "en")
    assert choice is not None and [v["right"] for v in choice["verdicts"]] == [False, True]  # type: ignore[index]
    page = lesson_page(lesson, "en")
    embedded = re.search(r"<script type='application/json' id='tasks'>(.*?)</script>", page, re.S)
    assert embedded and json.loads(embedded[1])[1] == choice


def test_the_rules_sheets_show_the_four_placement_cases_as_the_engine_decides_them() -> None:
    cases = placement_cases()
    assert [c.key for c in cases] == ["same", "higher", "jump", "down"]
    assert [c.allowed for c in cases] == [True, True, False, False]
    last = [c.game.state.turn.levels[-1] for c in cases]
    assert last == [1, 1, 1, 2]  # the disc before: the tried cell is level 1, 2, 3 and 1
    sheets = [make(lang) for lang in LANGS for make in (rules_sheet, teacher_rules_sheet)]
    for sheet in sheets:
        assert sheet.count("<figure class='case'>") == 4 and sheet.count("<tr>") == 11
        assert sheet.count("✔") == 2 and sheet.count("✗") == 2
        # one size for the four pictures: the captions line up
        figures = re.findall(r"<figure class='case'><svg[^>]*>", sheet)
        sizes = {re.search(r'width="[^"]*" height="[^"]*"', f)[0] for f in figures}  # type: ignore[index]
        assert len(figures) == 4 and len(sizes) == 1
    assert "Bauhilfe" in rules_sheet("de") and "building aid" in rules_sheet("en")


#: Every message of the teacher's sheet (its title, headings, texts, the cases' captions).
TEACHER_KEYS = (
    "title",
    *(f"{part}.head" for part in ("turn", "place", "score", "tiles", "end")),
    *(f"turn.{action}.{w}" for action in ("build", "score", "refill") for w in ("name", "text")),
    "place.rule",
    *(f"case.{case}" for case in ("same", "higher", "jump", "down")),
    "score.sum",
    "score.seven",
    "score.tower",
    "tiles.when",
    "end.text",
)
#: Every message of the pupils' sheet: its title and goal, the turn's three steps, each
#: part's heading and lines, the cases' captions.
PUPIL_KEYS = (
    "title",
    "goal",
    "turn.head",
    *(f"turn.{step}.{w}" for step in ("place", "score", "refill") for w in ("name", "text")),
    *(f"{part}.head" for part in ("place", "score", "tiles", "end")),
    *(f"place.{key}" for key in ("colour", "first", "full", "next", "level", "once", "stop")),
    *(f"score.{key}" for key in ("level", "sum", "seven", "tower")),
    *(f"tiles.{key}" for key in ("aid", "vp", "later", "keep")),
    *(f"end.{key}" for key in ("when", "tiles", "win")),
    *(f"case.{case}" for case in ("same", "higher", "jump", "down")),
)
TILES = (*AID_TILES, *VP_TILES)


def box_quotes(lang: str) -> list[str]:
    """The captions of the real tiles' pictures in the German box, as the teacher's sheet
    quotes them."""
    return [
        t("rules_sheet.printed", lang, caption=t(f"tile.printed.{tile}", lang)) for tile in TILES
    ]


def words_left(sheet: str, texts: list[str]) -> list[str]:
    """What of ``sheet``'s text is left once each of ``texts`` is found as a whole element's
    text (a caption after its mark), the markup, the tiles' names and the marks taken out."""
    body = re.sub(r"<svg.*?</svg>", "", sheet.split("<body>", 1)[1], flags=re.S)
    for text in texts:
        said = re.compile(rf">(?: ?){re.escape(html.escape(text))}<")
        assert said.search(body), text
        body = said.sub("><", body, count=1)
    return re.sub(r"<[^>]+>|\b[AV]\d\b|[✔✗]", "", body).split()


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_of_the_teachers_rules_sheet_is_the_catalogs(lang: str) -> None:
    sheet = teacher_rules_sheet(lang)
    assert f"<title>{html.escape(t('rules_sheet.title', lang))}</title>" in sheet
    texts = [t(f"rules_sheet.{key}", lang) for key in TEACHER_KEYS]
    texts += [tile_text(tile, lang) for tile in TILES]
    # beside each code, the rulebook's caption of the real tile's picture (issue 22)
    texts += box_quotes(lang)
    assert words_left(sheet, texts) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_of_the_pupils_rules_sheet_is_the_catalogs_and_no_box_quote(lang: str) -> None:
    sheet = rules_sheet(lang)
    assert f"<title>{html.escape(t('pupil_sheet.title', lang))}</title>" in sheet
    texts = [t(f"pupil_sheet.{key}", lang) for key in PUPIL_KEYS]
    assert words_left(sheet, [*texts, *(tile_text(tile, lang) for tile in TILES)]) == []
    for quote in box_quotes(lang):  # the German box's captions are the teacher's only
        assert html.escape(quote) not in sheet
    for tile in TILES:
        assert html.escape(t(f"tile.printed.{tile}", lang)) not in sheet


def test_the_pupils_sentences_are_short() -> None:
    """One idea a sentence for 10-year-olds: no sentence of the pupils' sheet runs past 20
    words, in any language (the teacher's sheet has sentences of 40)."""
    for lang in LANGS:
        for key in PUPIL_KEYS:
            for sentence in re.split(r"(?<=[.?!:])\s+", t(f"pupil_sheet.{key}", lang)):
                assert len(sentence.split()) <= 20, (lang, key, sentence)


def test_the_german_rules_sheet_uses_the_rulebooks_words() -> None:
    """The review of 2026-11-25: the rulebook's terms and sentences, no „Plan“, no „werten“."""
    german = re.sub(r"<svg.*?</svg>", "", teacher_rules_sheet("de"), flags=re.S)  # no pictures
    for wanted in (
        "Wer die meisten Punkte hat, gewinnt",
        "Ein Zug bringt die Summe der Ebenen seiner Scheiben",
        "das du in diesem Zug schon bebaut hast",
        "Spielplan",
        "Punkte kassieren",
        "nach dem Spielzug",
        # when the tiles are played, not in the turn received, the old or the new
        "bevor du die erste Scheibe legst",
        "wenn du Punkte kassierst",
        "nie im selben Spielzug, in dem du es erhalten hast",
        "behältst du das alte oder das neue",
    ):
        assert wanted in german, wanted
    for unwanted in (" Plan", "Werte:", "werten", "Wohin eine Scheibe darf", "Brett", "gewinnen;"):
        assert unwanted not in german, unwanted
    english = teacher_rules_sheet("en")
    for wanted in (
        "before your first disc",
        "when you score",
        "never in the turn you received",
        "keep the old or the new",
    ):
        assert wanted in english, wanted
