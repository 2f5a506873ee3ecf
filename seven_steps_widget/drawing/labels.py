"""Every word the widget shows, in English and German (``lang="en"`` or ``"de"``).

A text may hold plural forms as ``{n|point|points}``: the first form when the value ``n`` is 1
(or -1), else the second (see :func:`plural`). The engine's refusals are written here too, one
``"refusal.<key>"`` text per ``IllegalMove.key`` / ``HistoryError.key``: :func:`refusal_text`
turns a refusal into one learner sentence, :func:`refusal_cells` gives the cells to point at.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..engine.actions import Action, ChooseBonus, Keep, Place, Score, UseAid
from ..engine.colors import Color
from ..engine.errors import HistoryError, IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import AID_TILES, TILE_TEXT, VP_TILES
from ..engine.state import GameState, Phase

__all__ = [
    "LANGS",
    "text",
    "color_name",
    "color_adjective",
    "color_letter",
    "status_text",
    "action_text",
    "plural",
    "refusal_text",
    "refusal_cells",
    "tile_text",
]

LANGS = ("en", "de")

_TEXT: dict[str, tuple[str, str]] = {
    "to_play": ("{name} to play", "{name} ist am Zug"),
    "game_over": ("Game over", "Spielende"),
    "winner": ("Winner: {names}", "Gewinner: {names}"),
    "points": ("points", "Punkte"),
    "score": ("{n} {n|point|points}", "{n} {n|Punkt|Punkte}"),
    "laps": ("40+ ×{n}", "40+ ×{n}"),
    "hand": ("Hand", "Vorrat"),
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
        "Last turn ({name}): {points} {points|point|points}",
        "Letzter Zug ({name}): {points} {points|Punkt|Punkte}",
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
    "set_hand": ("Set hand", "Vorrat setzen"),
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
    "hide_hands": ("Hide hands", "Vorräte verdecken"),
    "hide_hands_tip": (
        "Hide each player's discs, as behind the screen of the game",
        "Die Scheiben jedes Spielers verdecken, wie hinter dem Sichtschirm",
    ),
    "peek": ("Show my hand", "Meinen Vorrat zeigen"),
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
    "did_refill": ("refills the hand to 7", "füllt den Vorrat auf 7 auf"),
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
        "Best! {points} {points|point|points} — no turn scores more.",
        "Bestens! {points} {points|Punkt|Punkte} — kein Zug bringt mehr.",
    ),
    "verdict_best_shown": (
        "Best, {points} {points|point|points} — but the solution was shown, so it does not "
        "count as solved. Try the next puzzle on your own!",
        "Bestens, {points} {points|Punkt|Punkte} — aber die Lösung wurde gezeigt, darum zählt "
        "es nicht als "
        "gelöst. Versuch das nächste Rätsel allein!",
    ),
    "verdict_short": (
        "Legal, {points} {points|point|points}; the best turn scores {best} ({gap} more).",
        "Erlaubt, {points} {points|Punkt|Punkte}; der beste Zug bringt {best} ({gap} mehr).",
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
    "export_index": ("7 Steps lessons", "7-Steps-Lektionen"),
    # the printable rules sheet (export/rules_sheet.py)
    "sheet_title": ("7 Steps — the rules on one page", "7 Steps — die Regeln auf einer Seite"),
    "sheet_turn_head": ("Your turn", "Dein Zug"),
    "sheet_turn_1": (
        "Place discs from your hand, one after another (at most 7), each of the colour of its "
        "cell. You may stop after any disc.",
        "Lege Scheiben aus deinem Vorrat, eine nach der anderen (höchstens 7), jede auf ein Feld "
        "ihrer Farbe. Du darfst nach jeder Scheibe aufhören.",
    ),
    "sheet_turn_2": (
        "Score: each disc counts the level it lies on.",
        "Werte: Jede Scheibe zählt die Ebene, auf der sie liegt.",
    ),
    "sheet_turn_3": (
        "Throw any discs back into the bag if you like, then refill your hand to 7 from the bag.",
        "Wirf nach Wunsch Scheiben in den Beutel und fülle deinen Vorrat aus dem Beutel auf 7 "
        "auf.",
    ),
    "sheet_place_head": ("Where a disc may go", "Wohin eine Scheibe darf"),
    "sheet_place_first": (
        "The first disc goes on an empty cell of its colour (if every cell of that colour holds "
        "discs: on one of the lowest towers of that colour); anywhere on the board. Each further "
        "disc goes next to the one placed before it — never on a cell used this turn:",
        "Die erste Scheibe kommt auf ein leeres Feld ihrer Farbe (sind alle Felder dieser Farbe "
        "belegt: auf einen der niedrigsten Türme dieser Farbe), irgendwo auf dem Plan. Jede "
        "weitere Scheibe kommt neben die zuvor gelegte — nie auf ein Feld, das in diesem Zug "
        "schon belegt wurde:",
    ),
    "sheet_case_same": ("on the same level", "auf gleicher Ebene"),
    "sheet_case_higher": ("one level higher", "eine Ebene höher"),
    "sheet_case_jump": ("never two levels higher", "nie zwei Ebenen höher"),
    "sheet_case_down": ("never lower", "nie tiefer"),
    "sheet_score_head": ("Points and the 7-point rule", "Punkte und die 7-Punkte-Regel"),
    "sheet_score_1": (
        "A turn scores the levels of its discs added up (1 + 1 + 2 + 2 = 6), plus a "
        "victory-point tile if you play one. Worth 7 or less? Take a special tile: a building "
        "aid or a victory-point tile, kept face down, at most one of each kind.",
        "Ein Zug zählt die Ebenen seiner Scheiben zusammen (1 + 1 + 2 + 2 = 6), dazu ein "
        "Siegpunkte-Plättchen, wenn du eines einsetzt. Höchstens 7 Punkte? Nimm ein "
        "Sonderplättchen: eine Bauhilfe oder ein Siegpunkte-Plättchen, verdeckt, höchstens je "
        "eines.",
    ),
    "sheet_score_2": (
        "A tower that reaches level 7 is shared out after scoring: one disc onto each cell of "
        "its colour.",
        "Ein Turm, der Ebene 7 erreicht, wird nach der Wertung verteilt: je eine Scheibe auf "
        "jedes Feld seiner Farbe.",
    ),
    "sheet_tiles_head": ("Special tiles", "Sonderplättchen"),
    "sheet_end_head": ("The end", "Spielende"),
    "sheet_end_1": (
        "When someone cannot refill to 7, the round is played to its end. Every unused special "
        "tile scores 2. Most points win; a tie shares the place.",
        "Kann jemand nicht mehr auf 7 auffüllen, wird die Runde zu Ende gespielt. Jedes "
        "ungenutzte Sonderplättchen zählt 2 Punkte. Die meisten Punkte gewinnen; bei Gleichstand "
        "teilt man den Platz.",
    ),
    "story_answer_cells": (
        "Answer: the ringed cells. {why}",
        "Lösung: die umrandeten Felder. {why}",
    ),
    "story_answer": ("Answer: {answer}. {why}", "Lösung: {answer}. {why}"),
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
    # puzzles and the game review in the learner's words (seven_steps_widget.solver): turns
    # told without coordinates ("plan.*"), review notes ("review.<ReviewNote.key>"), puzzle
    # questions ("puzzle.*"), hints ("hint.*") and goal verdicts ("goal.*"). Tile names
    # (A1-A5, V1-V6) are fine here; rule ids and coordinates never are.
    "plan.discs": (
        "{n} {n|disc|discs}: {colors}; {n|level|levels} {levels}",
        "{n} {n|Scheibe|Scheiben}: {colors}; {n|Ebene|Ebenen} {levels}",
    ),
    "plan.then": (", then ", ", dann "),
    "plan.no_disc": ("no disc", "keine Scheibe"),
    "plan.vp": ("tile {tile} +{bonus}", "Plättchen {tile} +{bonus}"),
    "plan.total": (
        "{total} {total|point|points} in all",
        "zusammen {total} {total|Punkt|Punkte}",
    ),
    "plan.after_aid": ("{aid}; then {rest}", "{aid}; dann {rest}"),
    "plan.shown": ("{plan} (shown on the board)", "{plan} (auf dem Spielplan gezeigt)"),
    "plan.press_show": (
        "{plan} (“Show best turn” draws it on the board)",
        "{plan} („Besten Zug zeigen“ zeichnet ihn auf den Spielplan)",
    ),
    "plan.aid_A1": (
        "building aid A1 takes {n} {n|disc|discs} off the board",
        "Bauhilfe A1 nimmt {n} {n|Scheibe|Scheiben} vom Spielplan",
    ),
    "plan.aid_A2_move": (
        "building aid A2 moves a tower to an empty cell of its colour",
        "Bauhilfe A2 versetzt einen Turm auf ein leeres Feld seiner Farbe",
    ),
    "plan.aid_A2_swap": (
        "building aid A2 swaps two towers of one colour",
        "Bauhilfe A2 vertauscht zwei Türme einer Farbe",
    ),
    "plan.aid_A3": (
        "building aid A3 moves one disc to another cell of its colour",
        "Bauhilfe A3 versetzt eine Scheibe auf ein anderes Feld ihrer Farbe",
    ),
    "plan.aid_A4": (
        "building aid A4 lets the first disc go one level higher",
        "Bauhilfe A4 lässt die erste Scheibe eine Ebene höher liegen",
    ),
    "plan.aid_A5": (
        "building aid A5 takes a disc from the board into the hand and throws another one into "
        "the bag",
        "Bauhilfe A5 nimmt eine Scheibe vom Spielplan in den Vorrat und wirft eine andere in "
        "den Beutel",
    ),
    "compare.tie": (
        "Both turns score {total} {total|point|points}.",
        "Beide Züge bringen {total} {total|Punkt|Punkte}.",
    ),
    "compare.head": (
        "The best turn scores {best} {best|point|points}, {gap} more than the second "
        "({second}).",
        "Der beste Zug bringt {best} {best|Punkt|Punkte}, {gap} mehr als der zweitbeste "
        "({second}).",
    ),
    "compare.best": ("Best: {plan}.", "Bester: {plan}."),
    "compare.second": ("Second: {plan}.", "Zweitbester: {plan}."),
    "compare.more_discs": (
        "It places {n} {n|disc|discs} more.",
        "Er legt {n} {n|Scheibe|Scheiben} mehr.",
    ),
    "compare.fewer_discs": (
        "It places {n} {n|disc|discs} fewer.",
        "Er legt {n} {n|Scheibe|Scheiben} weniger.",
    ),
    "compare.discs_more": ("Its discs score {n} more.", "Seine Scheiben bringen {n} mehr."),
    "compare.discs_less": ("Its discs score {n} less.", "Seine Scheiben bringen {n} weniger."),
    "compare.tile_more": ("Its tile adds {n} more.", "Sein Plättchen bringt {n} mehr."),
    "compare.tile_less": ("Its tile adds {n} less.", "Sein Plättchen bringt {n} weniger."),
    "compare.tile_best_only": (
        "Tile {tile} adds {n} to the best only.",
        "Das Plättchen {tile} bringt nur dem besten {n}.",
    ),
    "compare.tile_second_only": (
        "Tile {tile} adds {n} to the second only.",
        "Das Plättchen {tile} bringt nur dem zweitbesten {n}.",
    ),
    "compare.aid_second_only": (
        "The best needs no building aid (the second plays {tile}).",
        "Der beste braucht keine Bauhilfe (der zweitbeste spielt {tile} aus).",
    ),
    "compare.aid_best": (
        "The best first plays the building aid {tile}.",
        "Der beste spielt zuerst die Bauhilfe {tile} aus.",
    ),
    "compare.same_start": (
        "Both begin with the same {n} {n|disc|discs}; then the best: {best}; the second: "
        "{second}.",
        "Beide beginnen mit denselben {n} {n|Scheibe|Scheiben}; dann der beste: {best}; der "
        "zweitbeste: {second}.",
    ),
    "compare.same_first": (
        "Both begin with the same disc; then the best: {best}; the second: {second}.",
        "Beide beginnen mit derselben Scheibe; dann der beste: {best}; der zweitbeste: "
        "{second}.",
    ),
    "compare.aid_other_use": (
        "Both play the building aid {tile}, on different cells.",
        "Beide spielen die Bauhilfe {tile} aus, auf verschiedenen Feldern.",
    ),
    "compare.other_start": (
        "They start on different cells: the best with {best}, the second with {second}.",
        "Sie beginnen auf verschiedenen Feldern: der beste mit {best}, der zweitbeste mit "
        "{second}.",
    ),
    "compare.disc": ("{color} on level {level}", "{color} auf Ebene {level}"),
    "compare.stops": ("it stops", "er hört auf"),
    "compare.seven": (
        "The second is worth 7 or less and would earn a special tile; the best earns none.",
        "Der zweitbeste ist höchstens 7 Punkte wert und brächte ein Sonderplättchen; der beste "
        "bringt keines.",
    ),
    "review.given_note": (
        "Given away: how many points the best turn was worth more than the turn played. A "
        "special tile earned by the 7-point rule counts {worth} (what it scores at the end if "
        "it is not used), shown as +{worth}.",
        "Verschenkt: so viele Punkte war der beste Zug mehr wert als der gespielte. Ein "
        "Sonderplättchen aus der 7-Punkte-Regel zählt {worth} (so viel bringt es am "
        "Spielende, wenn es nicht eingesetzt wird), angezeigt als +{worth}.",
    ),
    "review.vp_kept": (
        "The victory-point tile {tile} was kept; played in this turn, it would have added "
        "{bonus} {bonus|point|points}.",
        "Das Siegpunkte-Plättchen {tile} wurde behalten; in diesem Zug eingesetzt, hätte es "
        "{bonus} {bonus|Punkt|Punkte} gebracht.",
    ),
    "review.vp_cheap": (
        "The victory-point tile {tile} was played for {bonus} {bonus|point|points}; kept to "
        "the end of the game, it is worth {worth}.",
        "Das Siegpunkte-Plättchen {tile} brachte eingesetzt {bonus} {bonus|Punkt|Punkte}; bis "
        "zum Spielende behalten, ist es {worth} Punkte wert.",
    ),
    "review.aid_unused": (
        "The building aid {tile} was not played; it could have added {gain} "
        "{gain|point|points}.",
        "Die Bauhilfe {tile} wurde nicht ausgespielt; sie hätte {gain} {gain|Punkt|Punkte} "
        "mehr bringen können.",
    ),
    "review.tile_in_reach": (
        "A turn worth {total} {total|point|points} ({less} fewer) would have earned a special "
        "tile.",
        "Ein Zug mit {total} {total|Punkt|Punkten} ({less} weniger) hätte ein Sonderplättchen "
        "gebracht.",
    ),
    "review.best_takes_tile": (
        "The best turn stops at {total} {total|point|points} and earns a special tile, worth "
        "{worth} at the end.",
        "Der beste Zug hört bei {total} {total|Punkt|Punkten} auf und bringt ein "
        "Sonderplättchen, am Spielende {worth} Punkte wert.",
    ),
    "review.took_vp": (
        "Took a victory-point tile instead of a building aid: {change}.",
        "Ein Siegpunkte-Plättchen statt einer Bauhilfe genommen: {change}.",
    ),
    "review.took_aid": (
        "Took a building aid instead of a victory-point tile: {change}.",
        "Eine Bauhilfe statt eines Siegpunkte-Plättchens genommen: {change}.",
    ),
    "review.kept_vp": (
        "Kept the victory-point tile {chosen} instead of {alternative}: {change}.",
        "Das Siegpunkte-Plättchen {chosen} statt {alternative} behalten: {change}.",
    ),
    "review.kept_aid": (
        "Kept the building aid {chosen} instead of {alternative}: {change}.",
        "Die Bauhilfe {chosen} statt {alternative} behalten: {change}.",
    ),
    "review.more_next": (
        "{n} {n|point|points} more at the next turn",
        "im nächsten Zug {n} {n|Punkt|Punkte} mehr",
    ),
    "review.fewer_next": (
        "{n} {n|point|points} fewer at the next turn",
        "im nächsten Zug {n} {n|Punkt|Punkte} weniger",
    ),
    "puzzle.title_turns": (
        "{name} after {turns} {turns|turn|turns}",
        "{name} nach {turns} {turns|Zug|Zügen}",
    ),
    "puzzle.holding_aid": ("the building aid {tile}", "der Bauhilfe {tile}"),
    "puzzle.holding_vp": ("the victory-point tile {tile}", "dem Siegpunkte-Plättchen {tile}"),
    "puzzle.and": (" and ", " und "),
    "puzzle.to_play": ("{name} to play.", "{name} ist am Zug."),
    "puzzle.to_play_holding": (
        "{name} to play, holding {tiles}.",
        "{name} ist am Zug, mit {tiles}.",
    ),
    "puzzle.ask_best": (
        "Which turn scores the most points (discs and tiles)?",
        "Welcher Zug bringt die meisten Punkte (Scheiben und Plättchen)?",
    ),
    "puzzle.ask_points": (
        "Score at least {n} points in this turn.",
        "Mach in diesem Zug mindestens {n} Punkte.",
    ),
    "puzzle.ask_points_exact": (
        "Score exactly {n} points in this turn.",
        "Mach in diesem Zug genau {n} Punkte.",
    ),
    "puzzle.ask_level": ("Place a disc on level {n}.", "Lege eine Scheibe auf Ebene {n}."),
    "puzzle.ask_discs": (
        "Place {n} discs in one turn.",
        "Lege {n} Scheiben in einem Zug.",
    ),
    "puzzle.ask_discs_all": (
        "Place all {n} discs of your hand in one turn.",
        "Lege alle {n} Scheiben deines Vorrats in einem Zug.",
    ),
    "hint.aim_best": (
        "The best turn scores {points} {points|point|points}.",
        "Der beste Zug bringt {points} {points|Punkt|Punkte}.",
    ),
    "hint.aim_best_vp": (
        "The best turn scores {points} {points|point|points}, {bonus} of them from tile {tile}.",
        "Der beste Zug bringt {points} {points|Punkt|Punkte}, {bonus} davon durch das "
        "Plättchen {tile}.",
    ),
    "hint.aim_discs": (
        "It can be done with {n} {n|disc|discs}.",
        "Es geht mit {n} {n|Scheibe|Scheiben}.",
    ),
    "hint.climb": (
        "Each disc may lie one level higher than the one before it, never two: climb step by "
        "step.",
        "Jede Scheibe darf eine Ebene höher liegen als die vorige, nie zwei: steig Stufe für "
        "Stufe.",
    ),
    "hint.chain": (
        "Each disc must lie next to the one before it: where you start decides how far you "
        "get.",
        "Jede Scheibe muss neben der vorigen liegen: wo du anfängst, entscheidet, wie weit du "
        "kommst.",
    ),
    "hint.aid": (
        "Play the building aid {tile} first, on the ringed cells.",
        "Spiel zuerst die Bauhilfe {tile} aus, auf den umrandeten Feldern.",
    ),
    "hint.aid_plain": (
        "Play the building aid {tile} first.",
        "Spiel zuerst die Bauhilfe {tile} aus.",
    ),
    "hint.vp": (
        "Use the victory-point tile {tile} when you score.",
        "Setz beim Werten das Siegpunkte-Plättchen {tile} ein.",
    ),
    "hint.first": (
        "The first disc: {color}, on level {level}, on the ringed cell.",
        "Die erste Scheibe: {color}, auf Ebene {level}, auf dem umrandeten Feld.",
    ),
    "hint.start": (
        "The first {n} discs: {colors}; levels {levels}; on the ringed cells.",
        "Die ersten {n} Scheiben: {colors}; Ebenen {levels}; auf den umrandeten Feldern.",
    ),
    "goal.points_right": (
        "Right! {points} {points|point|points} — the goal was {goal}.",
        "Richtig! {points} {points|Punkt|Punkte} — das Ziel war {goal}.",
    ),
    "goal.points_short": (
        "Legal, {points} {points|point|points}; the goal is {goal} ({gap} more).",
        "Erlaubt, {points} {points|Punkt|Punkte}; das Ziel ist {goal} ({gap} mehr).",
    ),
    "goal.points_exact_right": (
        "Right! Exactly {goal} points.",
        "Richtig! Genau {goal} Punkte.",
    ),
    "goal.points_exact_wrong": (
        "Legal, {points} {points|point|points}; the goal is exactly {goal}.",
        "Erlaubt, {points} {points|Punkt|Punkte}; das Ziel ist genau {goal}.",
    ),
    "goal.level_right": (
        "Right! Your turn reaches level {level}.",
        "Richtig! Dein Zug erreicht Ebene {level}.",
    ),
    "goal.level_short": (
        "Legal, but your highest disc lies on level {level}; the goal is level {goal}.",
        "Erlaubt, aber deine höchste Scheibe liegt auf Ebene {level}; das Ziel ist Ebene {goal}.",
    ),
    "goal.discs_right": (
        "Right! {n} {n|disc|discs} placed.",
        "Richtig! {n} {n|Scheibe|Scheiben} gelegt.",
    ),
    "goal.discs_short": (
        "Legal, {n} {n|disc|discs} placed; the goal is {goal}.",
        "Erlaubt, {n} {n|Scheibe|Scheiben} gelegt; gefragt sind {goal}.",
    ),
    "goal.right_shown": (
        "Right — but the solution was shown, so it does not count as solved. Try the next "
        "puzzle on your own!",
        "Richtig — aber die Lösung wurde gezeigt, darum zählt es nicht als gelöst. Versuch das "
        "nächste Rätsel allein!",
    ),
    "goal.vp_unused": (
        "(The victory-point tile {tile} was not used: it would have added {bonus}.)",
        "(Das Siegpunkte-Plättchen {tile} wurde nicht eingesetzt: es hätte {bonus} gebracht.)",
    ),
    # special tiles: "tile.<id>", what each tile does, in one line (tooltips, lessons; see
    # tile_text). The English is the engine's TILE_TEXT, written once; the German follows the
    # rulebook's "Übersicht über Bauhilfe- und Siegpunkte-Plättchen".
    "tile.A1": (
        TILE_TEXT["A1"],
        "1 oder 2 Scheiben vom Spielplan nehmen und in den Beutel werfen",
    ),
    "tile.A2": (
        TILE_TEXT["A2"],
        "Einen Turm auf ein leeres Feld seiner Farbe versetzen oder zwei Türme einer Farbe "
        "vertauschen",
    ),
    "tile.A3": (
        TILE_TEXT["A3"],
        "Eine Scheibe auf ein anderes Feld derselben Farbe versetzen",
    ),
    "tile.A4": (
        TILE_TEXT["A4"],
        "Erste Scheibe 1 Ebene höher legen als sonst erlaubt; höchstens 5 Scheiben in diesem Zug",
    ),
    "tile.A5": (
        TILE_TEXT["A5"],
        "1 Scheibe vom Spielplan in deinen Vorrat nehmen, 1 andere aus dem Vorrat in den Beutel "
        "werfen; höchstens 5 Scheiben",
    ),
    "tile.V1": (TILE_TEXT["V1"], "+1 Punkt pro verschiedener Farbe, die du gelegt hast"),
    "tile.V2": (
        TILE_TEXT["V2"],
        "+2 Punkte pro Scheibe der Farbe, die du in diesem Zug am häufigsten gelegt hast",
    ),
    "tile.V3": (TILE_TEXT["V3"], "+1 Punkt pro Scheibe auf einem Randfeld"),
    "tile.V4": (TILE_TEXT["V4"], "+1 Punkt pro Scheibe in der längsten geraden Linie"),
    "tile.V5": (
        TILE_TEXT["V5"],
        "+5 Punkte, einmal, für mindestens eine rote oder lila Scheibe auf Ebene 3",
    ),
    "tile.V6": (
        TILE_TEXT["V6"],
        "+5 Punkte, einmal, für mindestens eine grüne oder schwarze Scheibe auf Ebene 3",
    ),
    # refusals: "refusal.<key>" for each IllegalMove / HistoryError key. Never a coordinate or
    # a rule id: the widget highlights error.cells, so a cell is "the marked cell" / "this
    # cell". Colours in German take the adjective ending after ":" ({color:e} -> "rote"),
    # lists of colours also the joining word ({most:or} -> "rot oder schwarz").
    "refusal.place_not_now": (
        "You cannot place a disc now. {phase}.",
        "Du kannst jetzt keine Scheibe legen. {phase}.",
    ),
    "refusal.aid_not_now": (
        "A building aid is played only at the start of your turn, before the first disc.",
        "Eine Bauhilfe spielst du nur zu Beginn deines Zugs aus, vor der ersten Scheibe.",
    ),
    "refusal.score_not_now": (
        "You cannot score now. {phase}.",
        "Du kannst jetzt nicht werten. {phase}.",
    ),
    "refusal.bonus_not_now": (
        "You cannot take a special tile now. {phase}.",
        "Du kannst jetzt kein Sonderplättchen nehmen. {phase}.",
    ),
    "refusal.keep_not_now": (
        "There is no tile to keep now. {phase}.",
        "Jetzt gibt es kein Plättchen zu behalten. {phase}.",
    ),
    "refusal.discard_not_now": (
        "You cannot throw discs back and refill now. {phase}.",
        "Du kannst jetzt keine Scheiben zurückwerfen und auffüllen. {phase}.",
    ),
    "refusal.nothing_to_end": (
        "There is nothing to end now. {phase}.",
        "Jetzt gibt es nichts zu beenden. {phase}.",
    ),
    "refusal.game_over": (
        "The game is over: no more moves.",
        "Das Spiel ist zu Ende: es gibt keine Züge mehr.",
    ),
    "refusal.no_disc_in_hand": (
        "You have no {color} disc left in your hand.",
        "Du hast keine {color:e} Scheibe mehr in deinem Vorrat.",
    ),
    "refusal.not_on_board": (
        "There is no such cell on this board.",
        "Dieses Feld gibt es auf diesem Spielplan nicht.",
    ),
    "refusal.turn_full": (
        "This turn is full: at most {max} {max|disc|discs} per turn.",
        "Dieser Zug ist voll: höchstens {max} {max|Scheibe|Scheiben} pro Zug.",
    ),
    "refusal.turn_full_limited": (
        "This turn is full: a tile limits it to {max} {max|disc|discs}.",
        "Dieser Zug ist voll: ein Plättchen begrenzt ihn auf {max} {max|Scheibe|Scheiben}.",
    ),
    "refusal.first_disc_empty_cell": (
        "The first disc of a turn goes on an empty {color} cell, and the marked cell already "
        "holds {height} {height|disc|discs}.",
        "Die erste Scheibe eines Zugs kommt auf ein leeres {color:es} Feld, aber auf dem "
        "markierten Feld {height|liegt|liegen} schon {height} {height|Scheibe|Scheiben}.",
    ),
    "refusal.first_disc_empty_cell_lift": (
        "The first disc of a turn goes on an empty {color} cell or, with tile A4, on one "
        "holding exactly 1 disc; the marked cell holds {height} {height|disc|discs}.",
        "Die erste Scheibe eines Zugs kommt auf ein leeres {color:es} Feld oder, mit Plättchen "
        "A4, auf eines mit genau 1 Scheibe; auf dem markierten Feld {height|liegt|liegen} "
        "{height} {height|Scheibe|Scheiben}.",
    ),
    "refusal.first_disc_lowest_tower": (
        "Every {color} cell holds discs, so the first disc goes on one of the lowest {color} "
        "towers, {lowest} {lowest|disc|discs} high; the tower on the marked cell is {height} "
        "{height|disc|discs} high.",
        "Alle {color:en} Felder sind belegt, also kommt die erste Scheibe auf einen der "
        "niedrigsten {color:en} Türme, {lowest} {lowest|Scheibe|Scheiben} hoch; der Turm auf "
        "dem markierten Feld ist {height} {height|Scheibe|Scheiben} hoch.",
    ),
    "refusal.first_disc_lowest_tower_lift": (
        "Every {color} cell holds discs, so the first disc goes on one of the lowest {color} "
        "towers, {lowest} {lowest|disc|discs} high, or with tile A4 on one {higher} "
        "{higher|disc|discs} high; the tower on the marked cell is {height} "
        "{height|disc|discs} high.",
        "Alle {color:en} Felder sind belegt, also kommt die erste Scheibe auf einen der "
        "niedrigsten {color:en} Türme, {lowest} {lowest|Scheibe|Scheiben} hoch, oder mit "
        "Plättchen A4 auf einen, der {higher} {higher|Scheibe|Scheiben} hoch ist; der Turm auf "
        "dem markierten Feld ist {height} {height|Scheibe|Scheiben} hoch.",
    ),
    "refusal.cell_used_this_turn": (
        "You already built on this cell this turn: each cell only once per turn.",
        "Auf dieses Feld hast du in diesem Zug schon gebaut: jedes Feld nur einmal pro Zug.",
    ),
    "refusal.not_adjacent": (
        "Not next to your last disc: each disc goes on a cell touching the one before.",
        "Nicht neben deiner letzten Scheibe: jede Scheibe kommt auf ein Feld, das an das vorige "
        "grenzt.",
    ),
    "refusal.tower_full": (
        "The tower on the marked cell is already 7 discs high.",
        "Der Turm auf dem markierten Feld ist schon 7 Scheiben hoch.",
    ),
    "refusal.step_down": (
        "That would go down from level {last} to level {level}: each disc must stay on the "
        "same level or go one higher.",
        "Das ginge von Ebene {last} hinunter auf Ebene {level}: jede Scheibe bleibt auf "
        "derselben Ebene oder steigt genau eine Ebene höher.",
    ),
    "refusal.jump": (
        "That would jump from level {last} to level {level}: each disc must stay on the same "
        "level or go one higher.",
        "Das wäre ein Sprung von Ebene {last} auf Ebene {level}: jede Scheibe bleibt auf "
        "derselben Ebene oder steigt genau eine Ebene höher.",
    ),
    "refusal.not_a_tile": (
        "{tile} is not a special tile: those are A1 to A5 and V1 to V6.",
        "{tile} ist kein Sonderplättchen: das sind A1 bis A5 und V1 bis V6.",
    ),
    "refusal.not_an_aid": (
        "{tile} is not a building aid: those are A1 to A5.",
        "{tile} ist keine Bauhilfe: das sind A1 bis A5.",
    ),
    "refusal.not_a_vp_tile": (
        "{tile} is not a victory-point tile: those are V1 to V6.",
        "{tile} ist kein Siegpunkte-Plättchen: das sind V1 bis V6.",
    ),
    "refusal.tile_not_held": (
        "You do not hold tile {tile}.",
        "Du hast das Plättchen {tile} nicht.",
    ),
    "refusal.no_aid_held": (
        "You hold no building aid.",
        "Du hast keine Bauhilfe.",
    ),
    "refusal.no_vp_held": (
        "You hold no victory-point tile.",
        "Du hast kein Siegpunkte-Plättchen.",
    ),
    "refusal.aid_cell_count": (
        "Tile {tile} acts on {count} {count|cell|cells}, but you picked {given}.",
        "Plättchen {tile} braucht {count} {count|Feld|Felder}, du hast aber {given} gewählt.",
    ),
    "refusal.aid_remove_count": (
        "Tile {tile} takes 1 or 2 discs off the board, but you picked {given} "
        "{given|cell|cells}.",
        "Plättchen {tile} nimmt 1 oder 2 Scheiben vom Spielplan, du hast aber {given} "
        "{given|Feld|Felder} gewählt.",
    ),
    "refusal.nothing_to_remove": (
        "There is no disc left on the marked cell to take off.",
        "Auf dem markierten Feld liegt keine Scheibe mehr, die du wegnehmen kannst.",
    ),
    "refusal.move_same_cell": (
        "Tile {tile} moves to another cell: pick two different cells.",
        "Plättchen {tile} versetzt auf ein anderes Feld: wähle zwei verschiedene Felder.",
    ),
    "refusal.nothing_to_move": (
        "The marked cell is empty: there is nothing on it to move.",
        "Das markierte Feld ist leer: dort gibt es nichts zu versetzen.",
    ),
    "refusal.move_other_color": (
        "Tile {tile} moves only within one colour: the marked cells are {color} and "
        "{target_color}.",
        "Plättchen {tile} versetzt nur innerhalb einer Farbe: die markierten Felder sind "
        "{color} und {target_color}.",
    ),
    "refusal.nothing_to_take": (
        "There is no disc on the marked cell to take.",
        "Auf dem markierten Feld liegt keine Scheibe, die du nehmen kannst.",
    ),
    "refusal.aid_needs_color": (
        "Choose the colour of the disc you throw back into the bag.",
        "Wähle die Farbe der Scheibe, die du in den Beutel zurückwirfst.",
    ),
    "refusal.throw_color_not_in_hand": (
        "The disc you throw back must be another one from your hand, and it holds no {color} "
        "disc.",
        "Die Scheibe, die du zurückwirfst, muss eine andere aus deinem Vorrat sein, und dort "
        "ist keine {color:e} Scheibe.",
    ),
    "refusal.place_before_scoring": (
        "Place at least one disc before you score: your hand is not empty.",
        "Lege mindestens eine Scheibe, bevor du wertest: dein Vorrat ist nicht leer.",
    ),
    "refusal.color_only_for_v2": (
        "Only tile V2 looks at a colour.",
        "Nur das Plättchen V2 achtet auf eine Farbe.",
    ),
    "refusal.v2_not_most": (
        "Tile {tile} counts the colour you placed most this turn, {most:or}, not {color}.",
        "Plättchen {tile} zählt die Farbe, die du in diesem Zug am häufigsten gelegt hast, "
        "also {most:or}, nicht {color}.",
    ),
    "refusal.v2_nothing_placed": (
        "Tile {tile} counts the colour you placed most this turn, and you have placed no disc "
        "yet.",
        "Plättchen {tile} zählt die Farbe, die du in diesem Zug am häufigsten gelegt hast, und "
        "du hast noch keine Scheibe gelegt.",
    ),
    "refusal.bad_tile_kind": (
        "Choose a building aid or a victory-point tile.",
        "Wähle eine Bauhilfe oder ein Siegpunkte-Plättchen.",
    ),
    "refusal.no_aid_tiles_left": (
        "No building aid is left, neither in the draw pile nor on the discard pile: take a "
        "victory-point tile.",
        "Es ist keine Bauhilfe mehr übrig, weder im Nachziehstapel noch auf dem Ablagestapel: "
        "nimm ein Siegpunkte-Plättchen.",
    ),
    "refusal.no_vp_tiles_left": (
        "No victory-point tile is left, neither in the draw pile nor on the discard pile: take "
        "a building aid.",
        "Es ist kein Siegpunkte-Plättchen mehr übrig, weder im Nachziehstapel noch auf dem "
        "Ablagestapel: nimm eine Bauhilfe.",
    ),
    "refusal.keep_old_or_new": (
        "Keep either {old}, the tile you hold, or {new}, the new one.",
        "Behalte entweder {old}, das Plättchen, das du hast, oder das neue {new}.",
    ),
    "refusal.discard_negative": (
        "The number of discs to throw back cannot be less than zero.",
        "Die Zahl der Scheiben, die du zurückwirfst, kann nicht kleiner als null sein.",
    ),
    "refusal.discard_too_many": (
        "You do not have that many {colors} discs in your hand.",
        "So viele {colors:e} Scheiben hast du nicht in deinem Vorrat.",
    ),
    "refusal.computer_seat": (
        "{name} is played by the computer: wait for its move.",
        "{name} wird vom Computer gespielt: warte auf seinen Zug.",
    ),
    "refusal.nothing_to_undo": (
        "Nothing to undo: this is the start of the game.",
        "Nichts rückgängig zu machen: das ist der Anfang des Spiels.",
    ),
    "refusal.nothing_to_redo": (
        "Nothing to redo: this is the newest step.",
        "Nichts wiederherzustellen: das ist der neueste Schritt.",
    ),
    "refusal.history_not_whole": (
        "A position in the history is a whole number.",
        "Eine Stellung im Verlauf ist eine ganze Zahl.",
    ),
    "refusal.history_out_of_range": (
        "The history has positions 0 to {last}.",
        "Der Verlauf hat die Stellungen 0 bis {last}.",
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


#: German colour adjectives that take no ending ("eine lila Scheibe", "ein beige Feld").
_UNINFLECTED_DE = frozenset({"beige", "lila"})

#: ``{name|one|many}``: the plural forms of a text (see :func:`plural`).
_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")

#: What :func:`refusal_text` strips from other errors' messages: a leading rule id ("R8: ").
_RULE_PREFIX = re.compile(r"^\s*[RAVDE]\d+\s*:\s*")
#: Rule ids in brackets at the end of a developer message: " (R5, R13)".
_RULE_NOTE = re.compile(r"\s*\((?:[RAVDE]\d+(?:,\s*)?)+\)")


def _pick(pair: tuple[str, str], lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"language must be one of {LANGS}, not {lang!r}")
    return pair[LANGS.index(lang)]


def plural(n: object, one: str, many: str) -> str:
    """``one`` for a count of 1 (or -1), else ``many``; in both languages 0 takes ``many``.

    >>> plural(1, "point", "points"), plural(2, "Punkt", "Punkte"), plural(0, "disc", "discs")
    ('point', 'Punkte', 'discs')
    """
    try:
        count = int(n)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return many
    return one if abs(count) == 1 else many


def _with_plurals(template: str, values: Mapping[str, object]) -> str:
    return _PLURAL.sub(lambda m: plural(values[m.group(1)], m.group(2), m.group(3)), template)


def text(key: str, lang: str = "en", **values: object) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in (plural forms chosen by them).

    >>> text("score", "en", n=1), text("score", "de", n=1), text("score", "de", n=3)
    ('1 point', '1 Punkt', '3 Punkte')
    """
    return text_of(_TEXT[key], lang, **values)


def tile_text(tile: str, lang: str = "en") -> str:
    """What special tile ``tile`` (A1-A5, V1-V6) does, in one line in ``lang``.

    >>> tile_text("A3")
    'Move one disc to another cell of the same colour'
    >>> tile_text("V4", "de")
    '+1 Punkt pro Scheibe in der längsten geraden Linie'
    """
    if tile not in AID_TILES and tile not in VP_TILES:
        raise ValueError(f"{tile!r} is not a special tile (A1-A5, V1-V6)")
    return text(f"tile.{tile}", lang)


def text_of(pair: tuple[str, str], lang: str = "en", **values: object) -> str:
    """The English/German ``pair``'s text in ``lang`` with ``values`` filled in."""
    return _with_plurals(_pick(pair, lang), values).format(**values)


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


def color_adjective(color: Color, lang: str = "en", ending: str = "") -> str:
    """The colour's name before a noun in ``lang``: German adds the adjective ``ending``
    ("die gelbe Scheibe"), except for the uninflected beige and lila.

    >>> color_adjective(Color.YELLOW, "de", "e"), color_adjective(Color.BEIGE, "de", "e")
    ('gelbe', 'beige')
    """
    return format(_Colors((color,), lang), ending)


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


class _Colors:
    """Colours as a text parameter: one or several names in ``lang``. The format spec holds
    the German adjective ending (``{color:e}`` -> "rote", "lila") and, for several colours,
    the joining word (``{colors:e,or}`` -> "rote oder schwarze"; "and" is the default)."""

    def __init__(self, colors: Iterable[Color], lang: str) -> None:
        self.names = [color_name(color, lang) for color in colors]
        self.lang = lang

    def __format__(self, spec: str) -> str:
        ending, joiner = "", "and"
        for token in filter(None, spec.split(",")):
            if token in ("and", "or"):
                joiner = token
            else:
                ending = token
        words = [
            name if self.lang != "de" or name in _UNINFLECTED_DE else name + ending
            for name in self.names
        ]
        if len(words) < 2:
            return "".join(words)
        word = {"and": ("and", "und"), "or": ("or", "oder")}[joiner]
        return f"{', '.join(words[:-1])} {_pick(word, self.lang)} {words[-1]}"


def _in_words(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """The refusal's parameters as the texts show them: colours by name, a phase as what it
    expects now (with ``params["name"]``); numbers, tile ids and names as they are."""
    out: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, Color):
            out[name] = _Colors((value,), lang)
        elif isinstance(value, (tuple, list)) and all(isinstance(v, Color) for v in value):
            out[name] = _Colors(value, lang)
        elif isinstance(value, Phase):
            out[name] = text_of(_STATUS[value.value], lang, name=params.get("name", ""))
        else:
            out[name] = value
    return out


def refusal_text(error: Exception, lang: str = "en") -> str:
    """One learner sentence in ``lang`` for a refusal: an :class:`IllegalMove` or
    :class:`HistoryError` by its ``key`` (no rule id, no coordinates: the widget highlights
    :func:`refusal_cells` instead), any other error by its message without a leading rule id.

    >>> from seven_steps_widget import Game
    >>> game = Game(("Ann", "Ben"), seed=1)
    >>> try:
    ...     game.undo()
    ... except ValueError as error:
    ...     print(refusal_text(error, "de"))
    Nichts rückgängig zu machen: das ist der Anfang des Spiels.
    """
    _pick(("", ""), lang)  # an unknown language is refused here, whatever the error
    if isinstance(error, (IllegalMove, HistoryError)) and f"refusal.{error.key}" in _TEXT:
        return text(f"refusal.{error.key}", lang, **_in_words(error.params, lang))
    message = error.reason if isinstance(error, IllegalMove) else str(error)
    message = _RULE_NOTE.sub("", _RULE_PREFIX.sub("", message, count=1)).strip()
    return message[:1].upper() + message[1:]


def refusal_cells(error: Exception) -> tuple[Cell, ...]:
    """The cells a refusal is about, to highlight on the board (the cell first, then e.g. the
    previous disc of the turn); ``()`` when no cell is concerned or the error is no
    :class:`IllegalMove`."""
    return error.cells if isinstance(error, IllegalMove) else ()
