""""Make a puzzle" under More: the goal checked on the board's position (findings, or the
refusal in the board's language), Save to set with its refusals, the one line to copy; and a
puzzle widget that opens the saved set, loads a pasted line and is solved."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from seven_steps_widget import BoardWidget, Game
from seven_steps_widget.engine.setup import new_game
from seven_steps_widget.solver import load_puzzles, puzzle_from_line, save_puzzles
from seven_steps_widget.solver.goal_check import TURN_WORK, TURNS_PER_STEP
from seven_steps_widget.solver.search import UNIT_LIMIT
from seven_steps_widget.widget.pacing import CHUNK_WORK
from seven_steps_widget.widget.puzzle_maker_panel import PuzzleMakerPanel
from seven_steps_widget.widget.puzzle_widget import PuzzleWidget

from .conftest import connect
from .test_puzzle_widget import build_answer


@pytest.fixture
def board() -> BoardWidget:
    """A board in a fresh game, its position edited as a teacher does in edit mode."""
    game = Game.from_position(new_game(("Ann", "Ben"), seed=3))
    game.edit(heights={(2, 0): 1, (2, 1): 2, (1, 1): 1}, hands={"Ann": "TTYYB"})
    return connect(BoardWidget(game))


@pytest.fixture
def panel(board: BoardWidget, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PuzzleMakerPanel:
    """The board's Make a puzzle panel, working in a fresh notebook folder (``tmp_path``)."""
    monkeypatch.chdir(tmp_path)
    return board.puzzle_maker


def _said(panel: PuzzleMakerPanel) -> str:
    return html.unescape(panel.findings.value.split(">", 1)[1].rsplit("</div>", 1)[0])


def test_more_opens_make_a_puzzle_and_the_number_shows_for_its_goals(board: BoardWidget) -> None:
    board.more.value = True
    panel = board.puzzle_maker
    assert panel in board.drawer.children
    assert panel.toggle.description == "Make a puzzle" and panel.body.layout.display == "none"
    panel.toggle.value = True
    assert panel.body.layout.display == ""
    shown = {}
    for goal, _ in [(value, label) for label, value in panel.goal.options]:
        panel.goal.value = goal
        shown[goal] = panel.number.layout.display == ""
    assert shown == {
        "best": False, "points": True, "level": True, "all_discs": False, "tile": False,
        "use": False,
    }  # fmt: skip
    board.view.lang = "fr"
    labels = [label for label, _ in panel.goal.options]
    assert labels[0] == "Meilleur tour" and panel.check_button.description == "Vérifier"
    assert panel.goal.value == "use"  # relabelled, the choice kept


def test_check_shows_the_findings_and_the_line(board: BoardWidget) -> None:
    panel = board.puzzle_maker
    panel.goal.value, panel.number.value = "level", 3
    panel.title.value = "Climb!"
    puzzle = panel.check()
    assert puzzle is not None and puzzle.goal == "level>=3"
    assert _said(panel).startswith("The goal can be met: ")
    assert panel.line.value.endswith(" | goal=level>=3 | title=Climb!")
    assert puzzle_from_line(panel.line.value) == puzzle


def test_a_refused_goal_is_said_in_the_boards_language_and_no_line(board: BoardWidget) -> None:
    board.view.lang = "de"
    panel = board.puzzle_maker
    panel.goal.value, panel.number.value = "points", 40
    assert panel.check() is None
    assert _said(panel).startswith("Kein Zug aus dieser Stellung bringt 40 Punkte")
    assert panel.line.value == ""
    board.click(next(iter(board.game.state.legal_cells())))  # a turn in progress
    panel.goal.value = "best"
    assert panel.check() is None
    assert _said(panel).startswith("Ein Rätsel beginnt am Anfang eines Zuges")


def _saved(n: int, folder: Path) -> str:
    """What Save says for a set of ``n`` puzzles in ``folder``/our_class.json."""
    path = folder.resolve() / "our_class.json"
    return f"Saved: our_class.json now holds {n} puzzle{'s' * (n != 1)}. Full path: {path}"


def test_save_to_set_and_its_refusals(
    board: BoardWidget, panel: PuzzleMakerPanel, tmp_path: Path
) -> None:
    panel.file.value = ""  # the teacher emptied the box
    assert not panel.save() and "Type a file name" in _said(panel)
    for name in ("../up.json", "sub/set.json", "set.txt"):
        panel.file.value = name
        assert not panel.save() and "plain name ending in .json" in _said(panel)
    assert list(tmp_path.iterdir()) == []
    panel.file.value = "our_class.json"
    panel.goal.value = "tile"
    assert panel.save() and _said(panel) == _saved(1, tmp_path)
    assert board.access.said == _said(panel)  # and screen readers read it
    assert not panel.save() and _said(panel) == "The set already holds this puzzle."
    panel.goal.value = "best"
    assert panel.save() and _said(panel) == _saved(2, tmp_path)
    assert [p.goal for p in load_puzzles(tmp_path / "our_class.json")][1] == "best"
    panel.goal.value, panel.number.value = "points", 40
    assert not panel.save() and "No turn from this position" in _said(panel)
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "7steps-puzzles/4", "puzzles": [{"id": 1}]}', "utf-8")
    panel.file.value, panel.goal.value = "damaged.json", "best"
    assert not panel.save() and "is not a puzzle set, or it is damaged" in _said(panel)
    assert json.loads(damaged.read_text("utf-8"))["puzzles"] == [{"id": 1}]


def test_the_set_file_box_holds_a_real_name_and_a_save_clears_title_and_question(
    board: BoardWidget, panel: PuzzleMakerPanel, tmp_path: Path
) -> None:
    """The box is filled in (no grey placeholder that looks filled in but saves nothing), Save
    writes there at once, and the next puzzle starts with empty title and question boxes."""
    assert panel.file.value == "our_class.json" and ".json" not in panel.file.placeholder
    assert panel.file.description == "Set file name"
    panel.goal.value, panel.title.value, panel.question.value = "tile", "Tiles!", "Which tile?"
    assert panel.save() and _said(panel) == _saved(1, tmp_path)
    assert (panel.title.value, panel.question.value) == ("", "")
    [saved] = load_puzzles(tmp_path / "our_class.json")
    assert saved.title_in("en") == "Tiles!" and "Which tile?" in saved.question_in("en")
    panel.title.value = "Kept"  # a refused save keeps what was typed
    panel.goal.value, panel.number.value = "points", 40
    assert not panel.save() and panel.title.value == "Kept"


def test_a_set_made_earlier_is_listed_when_the_panel_opens(
    board: BoardWidget, panel: PuzzleMakerPanel, tmp_path: Path
) -> None:
    panel.goal.value = "tile"
    assert panel.save()
    again = BoardWidget(board.game).puzzle_maker  # the next lesson, the same folder
    assert again.set_list.layout.display == "none" and again.set_list.puzzles == []
    again.toggle.value = True
    assert [p.id for p in again.set_list.puzzles] == _ids(tmp_path / "our_class.json")
    assert again.set_list.layout.display == ""


def _ids(path: Path) -> list[str]:
    return [p.id for p in load_puzzles(path)]


def _save_set(panel: PuzzleMakerPanel, goals: tuple[str, ...]) -> Path:
    """Save one puzzle per goal of the board's position to our_class.json; its path."""
    panel.file.value = "our_class.json"
    for goal in goals:
        panel.goal.value = goal
        assert panel.save()
    return Path("our_class.json").resolve()


def test_the_sets_puzzles_are_listed_moved_and_removed_in_the_file(
    board: BoardWidget, panel: PuzzleMakerPanel, monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = panel.set_list
    assert listed.layout.display == "none"  # no set yet
    path = _save_set(panel, ("tile", "best", "all_discs"))
    saved = _ids(path)
    assert listed.layout.display == "" and [v for _, v in listed.choice.options] == saved
    puzzles = load_puzzles(path)
    titles = [p.title_in("en") for p in puzzles]
    assert [label for label, _ in listed.choice.options] == [
        f"{n}. {p.title_in('en')}: {p.goal_in('en')}" for n, p in enumerate(puzzles, start=1)
    ]  # the titles are alike here ("Ann to play"): the goals tell the puzzles apart
    assert len(set(titles)) == 1 and len({p.goal_in("en") for p in puzzles}) == 3
    assert all(p.question_in("en").endswith(p.goal_in("en")) for p in puzzles)
    assert listed.choice.value == saved[2]  # the puzzle just saved
    assert listed.down.disabled and not listed.up.disabled
    focused: list[object] = []  # what the page is told to focus, as keyboard users need
    monkeypatch.setattr(listed.choice, "send", focused.append)
    listed.up.click()
    assert _ids(path) == [saved[0], saved[2], saved[1]] and listed.choice.value == saved[2]
    assert focused == []  # Move up still has somewhere to go: its focus stays
    assert _said(panel) == f"Saved: “{titles[2]}” is now puzzle 2 of our_class.json."
    listed.choice.value = saved[0]
    assert listed.up.disabled and not listed.down.disabled
    listed.down.click()
    assert _ids(path) == [saved[2], saved[0], saved[1]]
    listed.remove.click()  # the moved one, now second
    assert _ids(path) == [saved[2], saved[1]] and listed.choice.value == saved[1]
    assert _said(panel) == f"Removed “{titles[0]}”: our_class.json now holds 2 puzzles."
    board.view.lang = "de"
    assert listed.remove.description == "Entfernen"
    first = load_puzzles(path)[0]
    german = f"1. {first.title_in('de')}: {first.goal_in('de')}"
    assert listed.choice.options[0][0] == german and listed.choice.value == saved[1]
    listed.up.click()  # now first: Move up is disabled, so the list takes the focus
    assert _ids(path) == [saved[1], saved[2]] and listed.up.disabled
    assert focused == [{"do": "focus"}]


def test_the_set_list_changes_nothing_in_a_damaged_or_changed_file(
    panel: PuzzleMakerPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = panel.set_list
    path = _save_set(panel, ("tile", "best"))
    first, second = _ids(path)
    other = load_puzzles(path)[:1]
    save_puzzles(other, path)  # someone else took the second puzzle out meanwhile
    listed.choice.value = second
    listed.up.click()
    assert _ids(path) == [first]
    assert _said(panel).startswith("our_class.json was changed elsewhere meanwhile")
    assert [v for _, v in listed.choice.options] == [first]  # listed as it is now
    save_puzzles([], path)  # emptied between the list's check and write
    monkeypatch.setattr(listed, "_unchanged", lambda: True)
    listed.choice.value = first
    assert not listed.remove_chosen() and _ids(path) == []
    assert _said(panel).startswith("our_class.json was changed elsewhere meanwhile")
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "7steps-puzzles/4", "puzzles": [{"id": 1}]}', "utf-8")
    panel.file.value = "damaged.json"
    assert "is not a puzzle set, or it is damaged" in _said(panel)
    assert listed.layout.display == "none" and listed.choice.options == ()
    assert json.loads(damaged.read_text("utf-8"))["puzzles"] == [{"id": 1}]
    panel.file.value = "../our_class.json"  # not a plain name: nothing is opened
    assert listed.path is None and listed.layout.display == "none"


def test_a_saved_set_opens_in_a_puzzle_widget_a_line_loads_and_both_are_solved(
    panel: PuzzleMakerPanel,
) -> None:
    panel.goal.value, panel.number.value = "level", 3
    panel.file.value = "our_class.json"
    assert panel.save()
    widget = PuzzleWidget("our_class.json")
    assert widget.navigation.layout.display == "none"  # one puzzle: no previous/next
    build_answer(widget)
    assert widget.submit().right and "Right!" in widget.feedback.value
    panel.goal.value = "tile"
    line = panel.check() and panel.line.value
    assert line
    before = list(widget.puzzles)
    widget.line.value = "7S1 board=nowhere | goal=best"
    widget.load_button.click()
    assert "position in this puzzle line is damaged" in widget.load_message.value
    assert widget.puzzles == before and widget.index == 0  # nothing changed
    widget.line.value = line
    widget.load_button.click()
    assert len(widget.puzzles) == 2 and widget.puzzle.goal.startswith("tile>=")
    assert widget.navigation.layout.display == "" and widget.line.value == ""
    assert "Puzzle loaded" in widget.load_message.value
    build_answer(widget)
    assert widget.submit().right and widget.solved == {p.id for p in widget.puzzles}


def test_a_pasted_line_is_refused_in_the_widgets_language() -> None:
    widget = PuzzleWidget("tiles", lang="fr")
    widget.load_line("bonjour")
    assert html.unescape(widget.load_message.value).startswith("Ce n’est pas une ligne d’énigme.")
    assert widget.load_button.description == "Charger l’énigme"


def test_in_a_kernel_the_check_gives_the_loop_back_in_bounded_chunks(
    board: BoardWidget, panel: PuzzleMakerPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The buttons' check (and save) runs on the event loop in steps of bounded work, so a
    page stays answered while a full hand is played out (pacing.CHUNK_WORK)."""
    board.game.edit(held={"Ann": ["A3", "V1"]})  # every use of the aid too: some 4000 turns
    panel.goal.value, panel.file.value = "best", "our_class.json"

    def click_save() -> None:
        panel.save_button.click()
        assert panel.check_button.disabled and "every turn" in _said(panel)  # working
        panel.file.value = "../elsewhere.json"  # typed while it works: the click's name counts

    panel.job.wait(120, kick=click_save)
    chunks = panel.meter.chunks
    assert len(chunks) > 3  # thousands of turns: many steps
    assert max(chunks) <= CHUNK_WORK + max(UNIT_LIMIT, TURN_WORK * TURNS_PER_STEP)
    assert _said(panel) == _saved(1, tmp_path)
    assert not panel.check_button.disabled
    assert load_puzzles(tmp_path / "our_class.json") == [panel.puzzle]
    assert not (tmp_path.parent / "elsewhere.json").exists()
