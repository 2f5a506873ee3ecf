"""Refusals in the learner's language: every ``IllegalMove`` / ``HistoryError`` key of the engine,
provoked through the public API, reads as one sentence in English and German with no rule id,
no coordinates and no Python repr; the cells concerned come with it, to be highlighted.

Rule ids and tile names: ``\\b[RAVDE]\\d+\\b`` matches the ids of docs/rules.md, which a learner
never sees. But A1-A5 and V1-V6 are also the names printed on the physical special tiles, so a
sentence about a tile ("You do not hold tile V3.", "... or, with tile A4, ...") may name them:
for the keys in TILE_KEYS exactly those eleven names are removed before the check. R, D and E
ids, and tile names in any other sentence, always fail it.
"""

from __future__ import annotations

import ast
import copy
import pickle
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from types import SimpleNamespace

import pytest

import seven_steps_widget
from seven_steps_widget import (
    Board,
    ChooseBonus,
    Color,
    Discard,
    Game,
    HistoryError,
    IllegalMove,
    NotationError,
    Place,
    SetupError,
    TileKind,
    UseAid,
    make_position,
)
from seven_steps_widget.engine import Phase
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.special_tiles import kind_of, vp_bonus
from seven_steps_widget.widget.seat_controls import SeatControls
from seven_steps_widget.words import LANGS, color_name, t
from seven_steps_widget.words.catalog import catalog
from seven_steps_widget.words.game import _in_words, refusal_cells, refusal_text

BOARD = Board.standard()
RED = BOARD.cells_of(Color.RED)
TURQUOISE = BOARD.cells_of(Color.TURQUOISE)
BLACK = BOARD.cells_of(Color.BLACK)
PURPLE = BOARD.cells_of(Color.PURPLE)
CENTRE = (0, 0)
# the six turquoise cells around the centre, each next to the one before
RING = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
OUTSIDE = (0, -2)  # a black cell next to RING[0]
PLAYERS = ("Ann", "Ben")

TILE_NAMES = {f"A{i}" for i in range(1, 6)} | {f"V{i}" for i in range(1, 7)}
#: Keys whose sentence is about a special tile and may name one (A1-A5, V1-V6).
TILE_KEYS = {
    "not_a_tile",
    "not_an_aid",
    "not_a_vp_tile",
    "tile_not_held",
    "aid_cell_count",
    "aid_remove_count",
    "move_same_cell",
    "move_other_color",
    "first_disc_empty_cell_lift",
    "first_disc_lowest_tower_lift",
    "color_only_for_v2",
    "v2_not_most",
    "v2_nothing_placed",
    "keep_old_or_new",
}
RULE_ID = re.compile(r"\b[RAVDE]\d+\b")
COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+|\([^)]*\d[^)]*\)")
REPR_MARKS = ("{", "}", "(", ")", "'", "Color.", "Phase.", "TileKind.", "<", ">")
#: German words of the rulebook the German texts use, with their English counterparts.
GERMAN_TERMS = ("Scheibe", "Ebene", "Feld", "Turm", "Bauhilfe", "Siegpunkte-Plättchen", "Vorrat")


# ---------------------------------------------------------------------------- positions
def game_with(
    held: str = "", hand: str = "TTYYBBR", heights: dict[Cell, int] | None = None, **kw: object
) -> Game:
    """Ann to move with ``hand`` (and tile ``held``) on the standard board, Ben holding KKKGGGP."""
    return Game.from_position(
        make_position(
            PLAYERS,
            heights=heights or {},
            hands={"Ann": hand, "Ben": "KKKGGGP"},
            held={"Ann": [held]} if held else None,
            **kw,  # type: ignore[arg-type]
        )
    )


def placed(*cells: Cell, **kw: object) -> Game:
    """A game in which Ann has placed discs on ``cells`` this turn."""
    game = game_with(**kw)  # type: ignore[arg-type]
    for cell in cells:
        game.place(cell)
    return game


def after_scoring() -> Game:
    """Ann has placed one disc and scored 1 point: the 7-point rule offers a tile (BONUS)."""
    game = placed(CENTRE)
    game.score()
    assert game.phase is Phase.BONUS
    return game


def discarding() -> Game:
    """Ann has scored and taken her bonus tile: she throws back and refills (DISCARD)."""
    game = after_scoring()
    game.choose_bonus("aid")
    assert game.phase is Phase.DISCARD
    return game


def finished() -> Game:
    """A game that is over: the bag is empty, so Ann cannot refill and Ben's turn ends it."""
    bag = game_with().bag
    game = game_with(box=bag, start_player="Ann")
    assert sum(game.bag.values()) == 0
    for _ in PLAYERS:
        game.place(next(iter(game.legal_cells())))
        game.end_turn(bonus="aid")
    assert game.over
    return game


def lowest_red(lift: bool) -> Game:
    """Every red cell holds a disc, RED[0] three (A4 played if ``lift``)."""
    game = game_with("A4" if lift else "", heights={**dict.fromkeys(RED, 1), RED[0]: 3})
    if lift:
        game.play_aid()
    return game


def with_aid(tile: str, heights: dict[Cell, int] | None = None, hand: str = "TTYYBBK") -> Game:
    return game_with(tile, hand=hand, heights=heights or {RED[0]: 2})


def without_tiles(kind: str) -> Game:
    """After a 1-point turn (BONUS) both piles of ``kind`` are empty."""
    game = after_scoring()
    empty = {f"{kind}_draw": (), f"{kind}_discard": ()}
    game.load_position(replace(game.state, piles=replace(game.piles, **empty)))
    assert game.phase is Phase.BONUS
    return game


def keeping() -> Game:
    """Ann holds A1 and takes another building aid: she keeps the old or the new (KEEP)."""
    game = placed(CENTRE, held="A1")
    game.score()
    game.choose_bonus("aid")
    assert game.phase is Phase.KEEP
    return game


def computer_seat() -> None:
    """The widget's own refusal (seat_controls), without building a widget."""
    seats = SimpleNamespace(game=SimpleNamespace(current="Ben"), computers={"Ben": object()})
    SeatControls.refuse_click(seats)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- the cases
@dataclass(frozen=True)
class Case:
    key: str
    provoke: Callable[[], object]
    cells: tuple[Cell, ...] = ()  # cells refusal_cells must include
    en: str = ""  # a piece the English sentence must contain (plurals, colours, tiles)
    de: str = ""  # the same for German


CASES = [
    # wrong moment (the sentence adds what the game waits for instead)
    Case("place_not_now", lambda: after_scoring().place(RING[0]), en="Ann: 7 points or less"),
    Case("aid_not_now", lambda: placed(CENTRE, held="A4").play_aid()),
    Case(
        "score_not_now",
        lambda: after_scoring().score(),
        de="Du kannst jetzt keine Punkte kassieren.",
    ),
    Case("bonus_not_now", lambda: game_with().choose_bonus("aid")),
    Case("keep_not_now", lambda: game_with().keep("A1")),
    Case("discard_not_now", lambda: game_with().discard()),
    Case("nothing_to_end", lambda: after_scoring().end_turn()),
    Case("game_over", lambda: finished().place(CENTRE)),
    Case("game_over", lambda: finished().end_turn()),
    # placing a disc (R2, R7-R9)
    Case(
        "no_disc_in_hand",
        lambda: game_with(hand="TTYYBBR").place(BLACK[0]),
        (BLACK[0],),
        en="no black disc",
        de="keine schwarze Scheibe",
    ),
    Case(
        "no_disc_in_hand",
        lambda: game_with(hand="TTYYBBR").place(PURPLE[0]),
        (PURPLE[0],),
        de="keine lila Scheibe",
    ),
    Case(  # both turquoise discs placed this turn: the hand had some, none is left
        "no_disc_left",
        lambda: placed(CENTRE, RING[0], hand="TTYYBBR").place(RING[1]),
        (RING[1],),
        en="no turquoise disc left",
        de="keine türkise Scheibe mehr",
    ),
    Case("not_on_board", lambda: game_with().state.apply(Place((9, 9))), ((9, 9),)),
    Case(
        "not_on_board", lambda: with_aid("A1").state.apply(UseAid("A1", ((9, 9),))), ((9, 9),)
    ),
    Case(
        "turn_full",
        lambda: placed(CENTRE, *RING, hand="TTTTTTT").place(OUTSIDE),
        (OUTSIDE,),
        en="at most 7 discs",
        de="höchstens 7 Scheiben",
    ),
    Case(
        "turn_full_limited",
        lambda: _lifted_five().place(RING[5]),
        (RING[5],),
        en="to 5 discs",
        de="auf 5 Scheiben",
    ),
    Case(
        "first_disc_empty_cell",
        lambda: game_with(heights={RED[0]: 1}).place(RED[0]),
        (RED[0],),
        en="empty red cell, but the marked cell already holds 1 disc.",
        de="ein leeres rotes Feld, aber auf dem durchgestrichenen Feld liegt schon 1 Scheibe.",
    ),
    Case(
        "first_disc_empty_cell",
        lambda: game_with(heights={RED[0]: 2}).place(RED[0]),
        (RED[0],),
        en="already holds 2 discs.",
        de="liegen schon 2 Scheiben.",
    ),
    Case(
        "first_disc_empty_cell_lift",
        lambda: _a4_played(heights={RED[0]: 2}).place(RED[0]),
        (RED[0],),
        en="with tile A4",
        de="mit Plättchen A4",
    ),
    Case(
        "first_disc_lowest_tower",
        lambda: lowest_red(lift=False).place(RED[0]),
        (RED[0],),
        en="lowest red towers, 1 disc high; the tower on the marked cell is 3 discs high.",
        de="Alle roten Felder sind belegt",
    ),
    Case(
        "first_disc_lowest_tower_lift",
        lambda: lowest_red(lift=True).place(RED[0]),
        (RED[0],),
        en="or with tile A4 on one 2 discs high",
        de="niedrigsten roten Türme, 1 Scheibe hoch",
    ),
    Case("cell_used_this_turn", lambda: placed(CENTRE, RING[0]).place(CENTRE), (CENTRE,)),
    Case("not_adjacent", lambda: placed(CENTRE).place(RED[0]), (RED[0], CENTRE)),
    Case(
        "tower_full",
        lambda: placed(CENTRE, heights={RING[0]: 7}).place(RING[0]),
        (RING[0],),
    ),
    Case(
        "tower_full",
        lambda: with_aid("A3", heights={RED[0]: 1, RED[1]: 7}).play_aid([RED[0], RED[1]]),
        (RED[1],),
    ),
    Case(
        "step_down",
        lambda: placed(RING[0], heights=dict.fromkeys(TURQUOISE, 1)).place(OUTSIDE),
        (OUTSIDE, RING[0]),
        en="from level 2 to level 1",
        de="von Ebene 2 hinunter auf Ebene 1",
    ),
    Case(
        "jump",
        lambda: placed(CENTRE, heights={RING[0]: 2}).place(RING[0]),
        (RING[0], CENTRE),
        en="from level 1 to level 3",
        de="von Ebene 1 auf Ebene 3",
    ),
    # special tiles: which ones exist, which one is held (R4, R11)
    Case("not_a_tile", lambda: kind_of("X9"), en="X9 is not a special tile"),
    Case("not_an_aid", lambda: game_with("V1").state.apply(UseAid("V1", ())), en="V1 is not"),
    Case("not_a_vp_tile", lambda: placed(CENTRE, held="A1").score(vp="A1"), de="A1 ist kein"),
    Case("not_a_vp_tile", lambda: vp_bonus("A2", BOARD, [], [])),
    Case("tile_not_held", lambda: placed(CENTRE).score(vp="V3"), en="tile V3"),
    Case("tile_not_held", lambda: game_with().state.apply(UseAid("A2", ()))),
    Case("no_aid_held", lambda: game_with().play_aid()),
    Case("no_vp_held", lambda: placed(CENTRE).score(vp=True)),
    # building aids (A1-A5)
    Case(
        "aid_cell_count",
        lambda: with_aid("A2").play_aid([RED[0]]),
        (RED[0],),
        en="Tile A2 acts on 2 cells, but you picked 1.",
        de="Plättchen A2 braucht 2 Felder, du hast aber 1 gewählt.",
    ),
    Case(
        "aid_cell_count",
        lambda: with_aid("A5").play_aid([RED[0], RED[1]], color="T"),
        (RED[0], RED[1]),
        en="acts on 1 cell,",
        de="braucht 1 Feld,",
    ),
    Case(
        "aid_remove_count",
        lambda: with_aid("A1").play_aid([RED[0], RED[0], RED[0]]),
        (RED[0],),
        en="you picked 3 cells.",
        de="du hast aber 3 Felder gewählt.",
    ),
    Case(
        "nothing_to_remove",
        lambda: with_aid("A1", heights={RED[0]: 1}).play_aid([RED[0], RED[0]]),
        (RED[0],),
    ),
    Case("move_same_cell", lambda: with_aid("A2").play_aid([RED[0], RED[0]]), (RED[0],)),
    Case("nothing_to_move", lambda: with_aid("A3").play_aid([RED[1], RED[2]]), (RED[1],)),
    Case(
        "move_other_color",
        lambda: with_aid("A2").play_aid([RED[0], TURQUOISE[0]]),
        (TURQUOISE[0], RED[0]),
        en="the marked cells are red and turquoise.",
        de="Die gewählten Felder sind rot und türkis.",
    ),
    Case("nothing_to_take", lambda: with_aid("A5").play_aid([RED[1]], color="T"), (RED[1],)),
    Case("aid_needs_color", lambda: with_aid("A5").play_aid([RED[0]])),
    Case(
        "throw_color_not_in_hand",
        lambda: with_aid("A5").play_aid([RED[0]], color="R"),
        en="no red disc",
        de="keine rote Scheibe",
    ),
    # scoring and victory-point tiles (R9, R10, V2)
    Case("place_before_scoring", lambda: game_with().score()),
    Case("color_only_for_v2", lambda: placed(CENTRE, held="V1").score(vp=True, vp_color="T")),
    Case(
        "v2_not_most",
        lambda: placed(RING[1], RING[2], (2, 0), held="V2").score(vp=True, vp_color="Y"),
        en="most this turn, turquoise, not yellow.",
        de="also türkis, nicht gelb.",
    ),
    Case(
        "v2_not_most",
        lambda: placed(RING[2], (2, 0), held="V2").score(vp=True, vp_color="R"),
        en="turquoise or yellow, not red.",
        de="also türkis oder gelb, nicht rot.",
    ),
    Case("v2_nothing_placed", lambda: game_with("V2").score(vp=True, vp_color="R")),
    # the end of a turn (R11, R13)
    Case("bad_tile_kind", lambda: after_scoring().choose_bonus("oops")),
    Case("no_aid_tiles_left", lambda: without_tiles("aid").choose_bonus("aid")),
    Case("no_vp_tiles_left", lambda: without_tiles("vp").state.apply(ChooseBonus(TileKind.VP))),
    Case(
        "keep_old_or_new",
        lambda: keeping().keep("V3"),
        en="Keep either A1, the tile you hold, or ",
    ),
    Case("discard_negative", lambda: discarding().state.apply(Discard((-1, 0, 0, 0, 0, 0, 0)))),
    Case(
        "discard_too_many",
        lambda: discarding().discard("KGG"),
        en="that many black and green discs",
        de="So viele schwarze und grüne Scheiben",
    ),
    # the widget's seats
    Case(
        "computer_seat",
        computer_seat,
        en="Ben is played by the computer",
        de="Ben wird vom Computer gespielt",
    ),
    # history (HistoryError)
    Case("nothing_to_undo", lambda: game_with().undo(), de="Nichts rückgängig zu machen"),
    Case("nothing_to_redo", lambda: game_with().redo()),
    Case("history_not_whole", lambda: game_with().goto("2")),  # type: ignore[arg-type]
    Case("history_out_of_range", lambda: placed(CENTRE).goto(5), en="positions 0 to 1."),
]


def _a4_played(heights: dict[Cell, int]) -> Game:
    game = game_with("A4", heights=heights)
    game.play_aid()
    return game


def _lifted_five() -> Game:
    """A4 played, then five turquoise discs on level 2: the turn is full."""
    game = game_with("A4", hand="TTTTTTB", heights=dict.fromkeys(RING, 1))
    game.play_aid()
    for cell in RING[:5]:
        game.place(cell)
    return game


def refusal(case: Case) -> IllegalMove | HistoryError:
    with pytest.raises((IllegalMove, HistoryError)) as info:
        case.provoke()
    error = info.value
    assert error.key == case.key, f"{error!s} has key {error.key!r}, expected {case.key!r}"
    return error


def case_id(case: Case) -> str:
    return case.key


# ---------------------------------------------------------------------------- the checks
def assert_learner_text(key: str, sentence: str) -> None:
    assert sentence.strip() and sentence == sentence.strip()
    assert sentence[0].isupper() and sentence.endswith("."), sentence
    cleaned = sentence
    if key in TILE_KEYS:
        cleaned = re.sub(r"\b[AV]\d\b", lambda m: "" if m[0] in TILE_NAMES else m[0], sentence)
    assert not RULE_ID.search(cleaned), f"rule id in {sentence!r}"
    assert not COORDINATES.search(sentence), f"coordinates in {sentence!r}"
    for mark in REPR_MARKS:
        assert mark not in sentence, f"{mark!r} in {sentence!r}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_refusal_reads_as_a_learner_sentence_in_both_languages(case: Case) -> None:
    error = refusal(case)
    sentences = {lang: refusal_text(error, lang) for lang in LANGS}
    for lang, sentence in sentences.items():
        assert_learner_text(case.key, sentence)
        # written from the key's own text, not the developer message as a fallback
        assert sentence == t(f"refusal.{case.key}", lang, **_in_words(error.params, lang))
    assert len(set(sentences.values())) == len(LANGS)  # each language its own sentence
    assert case.en in sentences["en"], sentences["en"]
    assert case.de in sentences["de"], sentences["de"]
    # the developer text is unchanged: rule id first
    if isinstance(error, IllegalMove):
        assert str(error) == f"{error.rule}: {error.reason}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_refusals_point_at_cells_and_never_pass_one_as_a_parameter(case: Case) -> None:
    error = refusal(case)
    cells = refusal_cells(error)
    assert set(case.cells) <= set(cells), (cells, case.cells)
    if isinstance(error, IllegalMove):
        assert cells == error.cells
        if error.cell is not None:
            assert cells[0] == error.cell
    else:
        assert cells == ()
    assert not case.cells or cells[: len(case.cells)] == case.cells  # offending cell first

    def looks_like_a_cell(value: object) -> bool:
        if isinstance(value, (tuple, list)):
            return len(value) == 2 and all(type(v) is int for v in value) or any(
                looks_like_a_cell(v) for v in value
            )
        return False

    for name, value in error.params.items():
        assert not looks_like_a_cell(value), f"{case.key}: parameter {name}={value!r} is a cell"
        assert isinstance(value, (int, str, Color, Phase, tuple)), (name, value)


def used_keys() -> dict[str, list[str]]:
    """Every refusal key the package's source passes (``key="..."``, or both branches of a
    ``key="a" if ... else "b"``) to IllegalMove, HistoryError or flow._phase_error, with where.
    A key that is not written out fails here, except where _phase_error forwards its own."""
    root = Path(seven_steps_widget.__file__).parent
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        forwarding = {
            id(node)
            for fn in ast.walk(tree)
            if isinstance(fn, ast.FunctionDef) and fn.name == "_phase_error"
            for node in ast.walk(fn)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name not in ("IllegalMove", "HistoryError", "_phase_error"):
                continue
            where = f"{path.relative_to(root)}:{node.lineno}"
            keys = [k.value for k in node.keywords if k.arg == "key"]
            assert keys, f"{where}: {name}(...) without key="
            (value,) = keys
            branches = [value.body, value.orelse] if isinstance(value, ast.IfExp) else [value]
            for branch in branches:
                if isinstance(branch, ast.Name) and id(node) in forwarding:
                    continue  # _phase_error passes on the key its callers wrote out
                assert isinstance(branch, ast.Constant) and isinstance(branch.value, str), (
                    f"{where}: write the key out as a string"
                )
                found.setdefault(branch.value, []).append(where)
    return found


def test_every_key_in_the_code_has_both_languages_and_a_provoking_case() -> None:
    keys = used_keys()
    assert len(keys) > 40
    for key, where in keys.items():
        assert f"refusal.{key}" in catalog("en").forms, f"no text for key {key!r} ({where})"
        texts = [catalog(lang).forms.get(f"refusal.{key}") for lang in LANGS]
        assert all(texts) and len(set(texts)) == len(LANGS), (key, texts)
    written = {
        k.removeprefix("refusal.").removesuffix(".named")
        for k in catalog("en").forms
        if k.startswith("refusal.")
    }
    assert written == set(keys), f"texts for unused keys: {written - set(keys)}"
    assert {case.key for case in CASES} == set(keys)


#: "You" in each language, as a refusal that speaks to the player says it.
YOU = {"en": r"\b(you|your)\b", "de": r"\b(du|dein\w*)\b", "fr": r"\b(tu|ton|ta|tes|te)\b"}
NAMED = [case for case in CASES if f"refusal.{case.key}.named" in catalog("en").forms]


def case(key: str) -> Case:
    """The case of refusal ``key``."""
    return next(c for c in CASES if c.key == key)


def test_a_hand_that_never_held_the_colour_has_none_in_hand_not_none_left() -> None:
    never = refusal(case("no_disc_in_hand"))
    used_up = refusal(case("no_disc_left"))
    assert refusal_text(never) == "You have no black disc in your hand."
    assert refusal_text(never, "fr") == "Tu n’as aucun disque noir dans ta réserve."
    assert "left" not in refusal_text(never) and "mehr" not in refusal_text(never, "de")
    assert refusal_text(used_up, "de").startswith("Du hast keine türkise Scheibe mehr")
    assert "dernier" in refusal_text(used_up, "fr")


def test_named_forms_cover_every_placing_refusal_that_speaks_to_you() -> None:
    for key in ("no_disc_in_hand", "no_disc_left", "cell_used_this_turn", "not_adjacent"):
        assert key in {case.key for case in NAMED}, key


@pytest.mark.parametrize("case", NAMED, ids=case_id)
def test_a_refusal_about_a_named_player_says_the_name_not_you(case: Case) -> None:
    error = refusal(case)
    named = {lang: refusal_text(error, lang, player_name="Bärbel") for lang in LANGS}
    for lang, sentence in named.items():
        assert_learner_text(case.key, sentence)
        assert "Bärbel" in sentence, sentence
        assert not re.search(YOU[lang], sentence, re.I), sentence
        assert sentence != refusal_text(error, lang)  # the "you" form stays for the player
    assert len(set(named.values())) == len(LANGS)


def test_without_a_named_form_the_name_changes_nothing() -> None:
    error = refusal(case("jump"))
    assert refusal_text(error, "de", player_name="Ann") == refusal_text(error, "de")


def test_german_uses_the_rulebook_terms() -> None:
    german = " ".join(
        " ".join(forms) for k, forms in catalog("de").forms.items() if k.startswith("refusal.")
    )
    german = re.sub(r"\{[^}]*\}", "", german)  # placeholders are not words
    for term in GERMAN_TERMS + ("Beutel", "Plättchen", "Spielplan"):
        assert term in german, term
    for english in ("disc", "tile", "cell", "level", "tower", "hand", "bag"):
        assert not re.search(rf"\b{english}s?\b", german), english


def test_points_and_discs_take_the_singular_for_one() -> None:
    assert [t("score", "en", n=n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert [t("score", "de", n=n) for n in (0, 1, 2)] == ["0 Punkte", "1 Punkt", "2 Punkte"]
    french = ["0\u00a0point", "1\u00a0point", "2\u00a0points"]  # a no-break space before the unit
    assert [t("score", "fr", n=n) for n in (0, 1, 2)] == french
    assert t("last_turn", "de", name="Ann", points=1) == "Letzter Zug (Ann): 1 Punkt"
    assert t("count.discs", "de", n=1) == "1 Scheibe"
    assert t("count.points", "en", n=-1) == "-1 point"
    assert t("count.discs", "en", n=7) == "7 discs"
    one = IllegalMove("R9", "at most 1 discs", key="turn_full", params={"max": 1})
    assert refusal_text(one) == "This turn is full: at most 1 disc per turn."
    assert refusal_text(one, "de") == "Dieser Zug ist voll: höchstens 1 Scheibe pro Zug."


def test_colours_are_named_and_inflected_in_german() -> None:
    for color, adjective in [
        (Color.TURQUOISE, "türkise"),
        (Color.YELLOW, "gelbe"),
        (Color.BEIGE, "beige"),
        (Color.PURPLE, "lila"),
        (Color.RED, "rote"),
        (Color.BLACK, "schwarze"),
        (Color.GREEN, "grüne"),
    ]:
        error = IllegalMove("R8", "no disc", key="no_disc_in_hand", params={"color": color})
        assert f"keine {adjective} Scheibe" in refusal_text(error, "de")
        assert f"no {color_name(color)} disc" in refusal_text(error, "en")
    three = (Color.RED, Color.BLACK, Color.PURPLE)
    error = IllegalMove("R13", "too many", key="discard_too_many", params={"colors": three})
    assert "red, black and purple discs" in refusal_text(error)
    assert "rote, schwarze und lila Scheiben" in refusal_text(error, "de")


def test_other_errors_fall_back_to_their_message_without_a_rule_id() -> None:
    assert refusal_text(ValueError("R8: something odd")) == "Something odd"
    assert refusal_text(ValueError("plain words")) == "Plain words"
    assert refusal_cells(ValueError("R8: something odd")) == ()
    with pytest.raises(SetupError) as setup:
        Game(("Ann", "Ann"))
    assert refusal_text(setup.value, "de") == refusal_text(setup.value, "en") != ""
    with pytest.raises(NotationError) as notation:
        Game(PLAYERS).place("zz")
    assert refusal_text(notation.value) and refusal_cells(notation.value) == ()
    # a key without a text (from code not written yet) still gives the reason, no rule id
    unknown = IllegalMove("R8", "something new", (0, 0), key="not_written_yet")
    assert refusal_text(unknown) == "Something new" and refusal_cells(unknown) == ((0, 0),)
    with pytest.raises(ValueError, match="language"):
        refusal_text(unknown, "xx")


def cases_with_cells() -> Iterator[Case]:
    return (case for case in CASES if case.cells)


@pytest.mark.parametrize("case", list(cases_with_cells())[:3], ids=case_id)
def test_a_refusal_survives_copy_and_pickle(case: Case) -> None:
    error = refusal(case)
    for clone in (copy.copy(error), pickle.loads(pickle.dumps(error))):
        assert type(clone) is type(error) and str(clone) == str(error)
        assert clone.key == error.key and dict(clone.params) == dict(error.params)
        assert refusal_cells(clone) == refusal_cells(error)
    history = refusal(CASES[-1])
    clone = pickle.loads(pickle.dumps(history))
    assert clone.key == history.key and dict(clone.params) == dict(history.params)
