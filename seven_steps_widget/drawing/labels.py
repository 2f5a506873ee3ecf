"""Every word the widget shows, in English and German (``lang="en"`` or ``"de"``)."""

from __future__ import annotations

from ..engine.actions import Action, ChooseBonus, Keep, Place, Score, UseAid
from ..engine.colors import Color
from ..engine.hexgrid import Cell
from ..engine.state import GameState, Phase

__all__ = [
    "LANGS",
    "text",
    "color_name",
    "color_letter",
    "status_text",
    "action_text",
    "refusal_text",
    "refusal_cells",
]

LANGS = ("en", "de")

_TEXT: dict[str, tuple[str, str]] = {
    "to_play": ("{name} to play", "{name} ist am Zug"),
    "game_over": ("Game over", "Spielende"),
    "winner": ("Winner: {names}", "Gewinner: {names}"),
    "points": ("points", "Punkte"),
    "score": ("{n} points", "{n} Punkte"),
    "laps": ("40+ ×{n}", "40+ ×{n}"),
    "hand": ("Hand", "Hand"),
    "hidden": ("hidden", "verdeckt"),
    "held": ("Tiles", "Plättchen"),
    "none": ("none", "keine"),
    "bag": ("Bag {n}", "Beutel {n}"),
    "box": ("Box {n}", "Schachtel {n}"),
    "pile_draw": ("to draw", "im Stapel"),
    "pile_discard": ("discarded", "abgelegt"),
    "aid_tiles": ("Building aids", "Bauhilfen"),
    "vp_tiles": ("Victory-point tiles", "Siegpunkte-Plättchen"),
    "this_turn": ("This turn: {sum} = {total}", "Dieser Zug: {sum} = {total}"),
    "no_disc_yet": ("This turn: no disc yet", "Dieser Zug: noch keine Scheibe"),
    "vp_term": ("{bonus} (tile {tile})", "{bonus} (Plättchen {tile})"),
    "last_turn": (
        "Last turn ({name}): {points} points",
        "Letzter Zug ({name}): {points} Punkte",
    ),
    "level": ("level", "Ebene"),
    "legend": ("What the board shows", "Was das Brett zeigt"),
    "legend_order": ("order of the discs in this turn", "Reihenfolge der Scheiben dieses Zugs"),
    "legend_level": ("level the disc lies on = its points", "Ebene der Scheibe = ihre Punkte"),
    "legend_height": ("height of a tower (its discs)", "Höhe eines Turms (seine Scheiben)"),
    "legend_legal": ("the next disc may go here", "hierhin darf die nächste Scheibe"),
    "legend_refused": ("not allowed here", "hier nicht erlaubt"),
    "aid": ("Building aid", "Bauhilfe"),
    "vp": ("Victory-point tile", "Siegpunkte-Plättchen"),
    "replay": ("Replay {i}/{n}", "Wiedergabe {i}/{n}"),
    "edit_mode": ("Edit mode: click cells to change them", "Bearbeiten: Felder anklicken"),
    "aid_mode": ("Tile {tile}: click the cells it acts on", "Plättchen {tile}: Felder anklicken"),
    # controls
    "play_aid": ("Play {tile}", "{tile} ausspielen"),
    "confirm": ("Apply", "Ausführen"),
    "aid_picked": ("{tile}: {n} of {of} cells picked", "{tile}: {n} von {of} Feldern gewählt"),
    "cancel": ("Cancel", "Abbrechen"),
    "throw_colour": ("Throw back", "Zurück in den Beutel"),
    "score_btn": ("End placing & score", "Legen beenden & werten"),
    "use_vp": ("Use {tile}", "{tile} einsetzen"),
    "take_aid": ("Take a building aid", "Bauhilfe nehmen"),
    "take_vp": ("Take a victory-point tile", "Siegpunkte-Plättchen nehmen"),
    "keep_new": ("Keep new {tile}", "Neues {tile} behalten"),
    "keep_old": ("Keep old {tile}", "Altes {tile} behalten"),
    "throw_pick": (
        "Click discs to throw back into the bag (or none):",
        "Scheiben anklicken, die zurück in den Beutel sollen (oder keine):",
    ),
    "refill": ("Refill to 7", "Auf 7 auffüllen"),
    "undo": ("Undo", "Rückgängig"),
    "redo": ("Redo", "Wiederherstellen"),
    "start": ("|◀ Start", "|◀ Anfang"),
    "end": ("End ▶|", "Ende ▶|"),
    "prev_turn": ("◀◀ Turn", "◀◀ Zug"),
    "next_turn": ("Turn ▶▶", "Zug ▶▶"),
    "prev_step": ("◀ Step", "◀ Schritt"),
    "next_step": ("Step ▶", "Schritt ▶"),
    "play": ("▶ Play", "▶ Abspielen"),
    "position": ("Position", "Stellung"),
    "edit": ("Edit", "Bearbeiten"),
    "tool": ("Click does", "Klick bewirkt"),
    "tool_up": ("+1 disc", "+1 Scheibe"),
    "tool_down": ("−1 disc", "−1 Scheibe"),
    "tool_clear": ("clear cell", "Feld leeren"),
    "tool_fill": ("fill to 6", "auf 6 füllen"),
    "player": ("Player", "Spieler"),
    "set_hand": ("Set hand", "Hand setzen"),
    "whose_turn": ("Whose turn", "Am Zug"),
    "show_legal": ("Show legal cells", "Erlaubte Felder zeigen"),
    "show_legal_tip": (
        "Ring every cell where the next disc may go, with the level it would reach",
        "Jedes Feld umranden, auf das die nächste Scheibe darf, mit der Ebene, die sie erreicht",
    ),
    "show_last": ("Show last turn", "Letzten Zug zeigen"),
    "show_last_tip": (
        "Join the discs of the turn before with a line",
        "Die Scheiben des vorigen Zugs mit einer Linie verbinden",
    ),
    "hide_hands": ("Hide hands", "Hände verdecken"),
    "hide_hands_tip": (
        "Hide each player's discs, as behind the screen of the game",
        "Die Scheiben jedes Spielers verdecken, wie hinter dem Sichtschirm",
    ),
    "peek": ("Show my hand", "Meine Hand zeigen"),
    "colorblind": ("Patterns for colour-blind players", "Muster bei Farbenblindheit"),
    "colorblind_tip": (
        "Each colour also gets its own hatch pattern, so cells and discs can be told apart "
        "without colour",
        "Jede Farbe bekommt zusätzlich ein eigenes Muster, so sind Felder und Scheiben auch "
        "ohne Farben zu unterscheiden",
    ),
    "show_names": ("Cell names", "Feldnamen"),
    "show_legend": ("Legend", "Legende"),
    "show_legend_tip": (
        "Say beside the board what its numbers and marks mean",
        "Neben dem Brett erklären, was seine Zahlen und Zeichen bedeuten",
    ),
    "show_names_tip": (
        "Write each cell's name (row letter, place number) on the board",
        "Den Namen jedes Feldes (Reihe als Buchstabe, Platz als Zahl) aufs Brett schreiben",
    ),
    "edited": ("Position edited", "Stellung bearbeitet"),
    "more": ("More", "Mehr"),
    "more_tip": (
        "Options (patterns for colour-blind players), seats, replay, edit, score chart",
        "Optionen (Muster bei Farbenblindheit), Sitze, Wiedergabe, Bearbeiten, Punkteverlauf",
    ),
    "placed": (
        "{name}: {colour}, level {level}",
        "{name}: {colour}, Ebene {level}",
    ),
    "not_allowed": ("Not allowed: {why}", "Nicht erlaubt: {why}"),
    "error": (
        "Something went wrong ({why}); it is logged for the developers",
        "Etwas ist schiefgegangen ({why}); es ist für die Entwickler protokolliert",
    ),
    # score chart
    "chart_title": ("Score per round", "Punkte je Runde"),
    "chart_round": ("Round", "Runde"),
    "chart_points": ("Points", "Punkte"),
    "chart_button": ("Score chart", "Punkteverlauf"),
    # computer seats
    "seat_human": ("human", "Mensch"),
    "seat_random": ("computer: random", "Computer: zufällig"),
    "seat_greedy": ("computer: greedy", "Computer: gierig"),
    "seat_lookahead": ("computer: lookahead", "Computer: vorausschauend"),
    "pause": ("Pause computer", "Computer anhalten"),
    "computer_step": ("Computer step", "Computer-Schritt"),
    "computer_did": ("{name} (computer): {action}", "{name} (Computer): {action}"),
    "did_aid": ("plays building aid {tile}", "spielt die Bauhilfe {tile} aus"),
    "did_place": ("places a disc", "legt eine Scheibe"),
    "did_score": ("stops placing and scores", "beendet das Legen und wertet"),
    "did_score_vp": (
        "stops placing and scores with {tile}",
        "beendet das Legen und wertet mit {tile}",
    ),
    "did_bonus_aid": ("takes a building aid", "nimmt eine Bauhilfe"),
    "did_bonus_vp": ("takes a victory-point tile", "nimmt ein Siegpunkte-Plättchen"),
    "did_keep": ("keeps {tile}", "behält {tile}"),
    "did_refill": ("refills the hand to 7", "füllt die Hand auf 7 auf"),
    "did_throw_one": (
        "throws 1 disc back into the bag and refills to 7",
        "wirft 1 Scheibe in den Beutel zurück und füllt auf 7 auf",
    ),
    "did_throw": (
        "throws {n} discs back into the bag and refills to 7",
        "wirft {n} Scheiben in den Beutel zurück und füllt auf 7 auf",
    ),
    # puzzles
    "submit": ("Submit", "Abgeben"),
    "hint": ("Hint", "Tipp"),
    "solution": ("Solution", "Lösung"),
    "try_again": ("Try again", "Nochmal"),
    "prev_puzzle": ("◀ Previous", "◀ Voriges"),
    "next_puzzle": ("Next ▶", "Nächstes ▶"),
    "difficulty": ("Difficulty", "Schwierigkeit"),
    "all_levels": ("all", "alle"),
    "progress": ("{solved} of {n} solved", "{solved} von {n} gelöst"),
    "puzzle_head": (
        "Puzzle {i} of {n}: {title} (difficulty {d}/5)",
        "Rätsel {i} von {n}: {title} (Schwierigkeit {d}/5)",
    ),
    "verdict_best": (
        "Best! {points} points — no turn scores more.",
        "Bestens! {points} Punkte — kein Zug bringt mehr.",
    ),
    "verdict_best_shown": (
        "Best, {points} points — but the solution was shown, so it does not count as solved. "
        "Try the next puzzle on your own!",
        "Bestens, {points} Punkte — aber die Lösung wurde gezeigt, darum zählt es nicht als "
        "gelöst. Versuch das nächste Rätsel allein!",
    ),
    "verdict_short": (
        "Legal, {points} points; the best turn scores {best} ({gap} more).",
        "Erlaubt, {points} Punkte; der beste Zug bringt {best} ({gap} mehr).",
    ),
    "hint_line": ("Hint {i}: {hint}", "Tipp {i}: {hint}"),
    "solution_line": ("Solution: {plan}", "Lösung: {plan}"),
    # lessons (Walkthrough)
    "lesson_restart": ("|◀ Restart", "|◀ Von vorn"),
    "lesson_back": ("◀ Back", "◀ Voriger Schritt"),
    "lesson_next": ("Next ▶", "Weiter ▶"),
    "lesson_try": ("Try it yourself", "Selbst ausprobieren"),
    "lesson_return": ("Back to the lesson", "Zur Lektion"),
    "lesson_step": ("Step {i} of {n}", "Schritt {i} von {n}"),
    "lesson_trying": (
        "Your turn: play on from this position with clicks and the buttons below. "
        "“Back to the lesson” puts the step back as it was.",
        "Du bist dran: Spiel von dieser Stellung aus weiter. „Zur Lektion“ stellt den Schritt "
        "wieder her.",
    ),
    "lesson_rules": ("Rules", "Regeln"),
    "task_refused": (
        "✗ Not allowed: {why} Try another cell.",
        "✗ Nicht erlaubt: {why} Versuch ein anderes Feld.",
    ),
    "task_right": ("✔ Right! {why}", "✔ Richtig! {why}"),
    "task_wrong": (
        "✗ Not quite. {hint} Try again.",
        "✗ Nicht ganz. {hint} Versuch es noch einmal.",
    ),
    "task_progress": ("✔ {done} of {n} tasks", "✔ {done} von {n} Aufgaben"),
    "lesson_your_task": ("Your task", "Deine Aufgabe"),
    # game review
    "col_turn": ("Turn", "Zug"),
    "col_player": ("Player", "Spieler"),
    "col_points": ("Points", "Punkte"),
    "col_best": ("Best", "Bestes"),
    "col_given": ("Given away", "Verschenkt"),
    "col_notes": ("Notes", "Hinweise"),
    "notes_count": ("{n} ▾ (below)", "{n} ▾ (unten)"),
    "show_best": ("Show best turn", "Besten Zug zeigen"),
    "analysing": ("Analysing turn {i} of {n}", "Analysiere Zug {i} von {n}"),
    "best_banner": ("Best turn instead of turn {n}", "Bester Zug statt Zug {n}"),
    "played_line": ("Played: {plan}", "Gespielt: {plan}"),
    "best_line": ("Best: {plan}", "Bestes: {plan}"),
    "tile_choice": (
        "Took {chosen} instead of {alternative}: {diff:+d} at the next turn",
        "{chosen} statt {alternative} genommen: {diff:+d} im nächsten Zug",
    ),
}

_COLORS: dict[Color, tuple[str, str]] = {
    Color.TURQUOISE: ("turquoise", "türkis"),
    Color.YELLOW: ("yellow", "gelb"),
    Color.BEIGE: ("beige", "beige"),
    Color.PURPLE: ("purple", "lila"),
    Color.RED: ("red", "rot"),
    Color.BLACK: ("black", "schwarz"),
    Color.GREEN: ("green", "grün"),
}

#: What the game waits for, by phase and situation (see :func:`status_text`).
_STATUS: dict[str, tuple[str, str]] = {
    "start_aid": (
        "{name}: play building aid {tile} or place a first disc",
        "{name}: Bauhilfe {tile} ausspielen oder erste Scheibe legen",
    ),
    "start": (
        "{name}: place a first disc on a cell of its colour",
        "{name}: erste Scheibe auf ein Feld ihrer Farbe legen",
    ),
    "start_stuck": (
        "{name}: no disc fits anywhere — end placing and score",
        "{name}: keine Scheibe passt — Legen beenden und werten",
    ),
    "place": (
        "{name}: place another disc next to the last one, or score",
        "{name}: weitere Scheibe neben die letzte legen oder werten",
    ),
    "place_stuck": (
        "{name}: no disc fits next to the last one — score now",
        "{name}: keine Scheibe passt neben die letzte — jetzt werten",
    ),
    "bonus": (
        "{name}: 7 points or less, take a building aid or a victory-point tile",
        "{name}: höchstens 7 Punkte, Bauhilfe oder Siegpunkte-Plättchen nehmen",
    ),
    "keep": (
        "{name}: two tiles of one kind, keep one",
        "{name}: zwei gleiche Plättchen, eines behalten",
    ),
    "discard": (
        "{name}: throw discs back if you like, then refill to 7",
        "{name}: nach Wunsch Scheiben in den Beutel werfen, dann auf 7 auffüllen",
    ),
    "over": ("The game is over", "Das Spiel ist zu Ende"),
}


def _pick(pair: tuple[str, str], lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"language must be one of {LANGS}, not {lang!r}")
    return pair[LANGS.index(lang)]


def text(key: str, lang: str = "en", **values: object) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in."""
    return text_of(_TEXT[key], lang, **values)


def text_of(pair: tuple[str, str], lang: str = "en", **values: object) -> str:
    """The English/German ``pair``'s text in ``lang`` with ``values`` filled in."""
    return _pick(pair, lang).format(**values)


#: The colours' short names on cells and discs: the notation's letters in English, the first
#: letters of the German names in German (gelb and grün both start with G, schwarz is "Sw").
_LETTERS_DE: dict[Color, str] = {
    Color.TURQUOISE: "Tü",
    Color.YELLOW: "Ge",
    Color.BEIGE: "Be",
    Color.PURPLE: "Li",
    Color.RED: "Ro",
    Color.BLACK: "Sw",
    Color.GREEN: "Gr",
}


def color_letter(color: Color, lang: str = "en") -> str:
    """The colour's short name as the board writes it in ``lang``."""
    return _pick((color.letter, _LETTERS_DE[color]), lang)


def color_name(color: Color, lang: str = "en") -> str:
    """The colour's name in ``lang``."""
    return _pick(_COLORS[color], lang)


def status_text(state: GameState, lang: str = "en") -> str:
    """What the game waits for, in ``lang``, true to the position: no "place another disc"
    when none fits, the building aid named when one may be played."""
    phase, name = state.phase, state.current
    if phase in (Phase.START, Phase.PLACE):
        key = "start" if phase is Phase.START else "place"
        aid = state.held_tile("aid") if phase is Phase.START else None
        if not state.legal_cells():
            key += "_stuck"
        elif aid is not None:
            key = "start_aid"
        return text_of(_STATUS[key], lang, name=name, tile=aid)
    return text_of(_STATUS[phase.value], lang, name=name)


def refusal_text(error: Exception, lang: str = "en") -> str:
    """A refusal in the learner's words (placeholder until the refusal texts land)."""
    return str(error)


def refusal_cells(error: Exception) -> tuple[Cell, ...]:
    """The cells a refusal is about (placeholder until the refusal texts land)."""
    cell = getattr(error, "cell", None)
    return () if cell is None else (cell,)


def action_text(action: Action, lang: str = "en") -> str:
    """What a player did, in words (no notation): "takes a building aid"."""
    if isinstance(action, UseAid):
        return text("did_aid", lang, tile=action.tile)
    if isinstance(action, Place):
        return text("did_place", lang)
    if isinstance(action, Score):
        return text("did_score_vp", lang, tile=action.vp) if action.vp else text("did_score", lang)
    if isinstance(action, ChooseBonus):
        return text(f"did_bonus_{action.kind.value}", lang)
    if isinstance(action, Keep):
        return text("did_keep", lang, tile=action.tile)
    thrown = sum(action.discs)
    key = {0: "did_refill", 1: "did_throw_one"}.get(thrown, "did_throw")
    return text(key, lang, n=thrown)
