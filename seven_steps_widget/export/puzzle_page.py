"""A puzzle as one self-contained HTML page in one language: the question, the board (inline
SVG), and the turn played on it disc by disc -- a click on a cell places the next disc (numbered,
joined by arrows, its level on a badge, the next legal cells ringed, the disc gone from the
hand in the side panel) or says the engine's refusal; Undo and Try again take discs back; the
held A4 and victory-point tile are played with a button and a box, as in the puzzle widget.
Submit gives ``check_answer``'s verdict for that turn, read from the turn tree the engine wrote
into the page (:mod:`.puzzle_tree`), so no Python runs and no request leaves the page. Hint
shows the puzzle's hints one more at a time and rings their cells; once the last (the solution)
is shown, a right turn no longer counts. A turn right at the first Submit with no hint and no
Try again before it earns a ★, a later one ✔ (:mod:`.first_try`'s rule, as on the lesson pages
and in the widget); a refused click or an Undo does not spend the first try. The board plays
with the keys too (:mod:`.board_keys`: a cell's Enter is its click, Shift+U undoes, Shift+S
submits).

The board's status line follows the turn: what the game waits for after each disc, "score now"
(Submit, here) once no disc fits or none is left. A placed disc is announced in the page's live
region ("e5, turquoise: your disc 1, level 2", and "score now" when it is the last that fits),
as are Undo and Try again, and the cursor then reads a placed cell as that disc (the page's
words through ``BoardKeys.describe``), not as the empty start.

A page is its picture (38-56 KB), the keys' cell data (about 16 KB), the words of a disc on
each cell (about 3 KB) and its turn tree (about 115 bytes a node): the largest page of the
shipped sets is 171 KB (s7-55 in German, a 754-node tree); a turn tree is at most
:data:`~.puzzle_tree.MAX_NODES` nodes, about 400 KB of page. Every word is the catalogs'."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..drawing.board_layer import MIN_TEXT
from ..drawing.palette import UI
from ..drawing.scene import STATUS_LINE, build_scene, geometry_for
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..engine.cell_names import cell_names
from ..engine.colors import Color
from ..engine.hexgrid import cell_text, corners
from ..engine.rules.special_tiles import TileKind
from ..solver.puzzles import Puzzle, hint
from ..words import Colors, language, t
from . import board_keys, first_try
from .board_keys import keyed_board
from .lesson_page import language_links
from .page import STYLE, page
from .puzzle_tree import AID_KEY, Node, score_options, tree_data, turn_tree

__all__ = ["PuzzleLinks", "puzzle_page", "page_data"]


@dataclass(frozen=True)
class PuzzleLinks:
    """Where a puzzle page sits in its set: its number and the set's size, the pages before
    and after it (``""``: none), the set's list, and the same puzzle in other languages."""

    number: int
    count: int
    previous: str
    next: str
    set_page: str
    others: Mapping[str, str]


def page_data(puzzle: Puzzle, lang: str, nodes: Sequence[Node] | None = None) -> dict[str, object]:
    """What the page's script reads: the turn tree (:func:`~.puzzle_tree.tree_data` of
    ``nodes``, made here if not given), the board's cell centres and sizes in the picture's
    pixels, the player's hand, the hints with their cells, and the words it fills in itself
    (``placed``: per cell what a disc put there is called, said when it is placed and then as
    the cell's description, with ``{number}`` and ``{level}`` left for the page)."""
    lang = language(lang)
    state = puzzle.state
    geo = geometry_for(state, View(lang=lang))
    size = geo.size

    def text_size(share: float) -> float:  # as the board's texts: never under MIN_TEXT
        return round(max(share * size, MIN_TEXT * geo.scale), 1)

    centres = {cell_text(c): [round(v, 1) for v in geo.center(c)] for c in state.board.cells}
    hands = state.hands_by_seat
    seat = state.current_seat
    hand = {  # the player's hand in the panel: where its discs start, the colour of each
        "start": sum(sum(hands[s]) for s in range(seat)),
        "colours": [c.index for c in Color for _ in range(hands[seat][c.index])],
        "cells": {cell_text(c): state.board.color(c).index for c in state.board.cells},
    }
    names = cell_names(state.board)
    placed = {  # a disc placed there, said and then the cell's words: the page fills both
        cell_text(c): t(
            "export.puzzles.disc_here",
            lang,
            name=names[c],
            color=Colors(state.board.color(c)),
            number="{number}",
            level="{level}",
        )
        for c in state.board.cells
    }
    hints = [
        [t("hint_line", lang, i=i + 1, hint=hint(puzzle, i, lang)), [cell_text(c) for c in h.cells]]
        for i, h in enumerate(puzzle.hints)
    ]
    return {
        **tree_data(puzzle, turn_tree(puzzle) if nodes is None else nodes, lang),
        "board": {
            "centres": centres,
            "hexagon": [[round(x, 4), round(y, 4)] for x, y in corners((0, 0), 1.0)],
            "size": size,
            "number": text_size(0.36),
            "badge": text_size(0.3),
            "ink": UI["arrow"],
            "face": UI["turn_disc"],
            "legal": UI["legal"],
            "legal_ring": UI["legal_ring"],
            "hint": UI["selected"],
            "error": UI["error"],
            "status_step": round(STATUS_LINE * geo.scale, 1),  # a status line's height
        },
        "hints": hints,
        "hand": hand,
        "aid": AID_KEY,
        "words": {
            "turn": t("this_turn", lang, sum="{sum}", total="{total}"),
            "empty": t("no_disc_yet", lang),
            "star": t("puzzle.star", lang),
            "solved": t("puzzle.solved", lang),
            "placed": placed,
            "undone": t("access.undone", lang),
            "cleared": t("export.puzzles.cleared", lang),
        },
    }


def _controls(puzzle: Puzzle, lang: str) -> str:
    """Submit, Undo, Try again, Hint; the held A4 as a button, the held VP tile as a box."""

    def button(ident: str, key: str, extra: str = "", **values: object) -> str:
        return f"<button id='{ident}'{extra}>{html.escape(t(key, lang, **values))}</button>"

    parts = [
        button("submit", "submit", " class='primary'"),
        button("undo", "undo"),
        button("again", "try_again"),
        button("hint", "hint"),
    ]
    state = puzzle.state
    aid = state.held_tile(TileKind.AID)
    if aid is not None:
        parts.append(button("aid", "play_aid", tile=aid))
    if len(score_options(puzzle)) > 1:
        tile = state.held_tile(TileKind.VP)
        parts.append(
            f"<label><input type='checkbox' id='vp'> {html.escape(t('use_vp', lang, tile=tile))}"
            "</label>"
        )
    return f"<div class='controls'>{''.join(parts)}</div>"


def _nav(links: PuzzleLinks, lang: str) -> str:
    """Previous, the set's list, next, and the other languages."""

    def link(target: str, key: str) -> str:
        words = html.escape(t(key, lang))
        return f"<a href='{html.escape(target)}'>{words}</a>" if target else f"<span>{words}</span>"

    return (
        f"<nav>{link(links.previous, 'prev_puzzle')}{link(links.set_page, 'export.puzzles.all')}"
        f"{link(links.next, 'next_puzzle')}{language_links(lang, links.others)}</nav>"
    )


def puzzle_page(
    puzzle: Puzzle, lang: str, links: PuzzleLinks, nodes: Sequence[Node] | None = None
) -> str:
    """The puzzle as one HTML document in ``lang`` (``nodes``: its turn tree, if made
    already: the same for every language)."""
    lang = language(lang)
    head = t(
        "puzzle_head",
        lang,
        i=links.number,
        n=links.count,
        title=puzzle.title_in(lang),
        d=puzzle.difficulty,
    )
    svg = scene_to_svg(build_scene(puzzle.state, View(lang=lang)))
    data = _json(page_data(puzzle, lang, nodes))
    body = (
        f"{_nav(links, lang)}<h1>{html.escape(head)} <span id='mark'></span></h1>"
        f"<p class='question'>{html.escape(puzzle.question_in(lang))}</p>"
        f"{_controls(puzzle, lang)}"
        "<p id='feedback' class='feedback' aria-live='polite'></p><ol id='hints'></ol>"
        f"<div class='board'>{keyed_board(svg, puzzle.state, lang, 'board')}</div>"
        f"<script type='application/json' id='puzzle'>{data}</script>"
        f"<script>{board_keys.SCRIPT}</script><script>{first_try.SCRIPT}</script>"
        f"<script>{SCRIPT}</script>"
    )
    return page(puzzle.title_in(lang), lang, body, style=_STYLE)


def _json(value: object) -> str:
    """Compact JSON safe inside a <script> element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("</", "<\\/")


#: The shared page style, plus the controls, the hints and the overlay that ignores clicks; the
#: verdict's two lines are kept free, so the board does not move under the pointer when it comes.
_STYLE = (
    STYLE
    + """
.question { font-size: 18px; }
.controls { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin: 8px 0; }
.controls label { font-size: 16px; }
#hints { margin: 4px 0; }
#feedback { min-height: 2.9em; margin: 4px 0; }
#mark { color: #1b7f3b; }
.board svg { cursor: pointer; max-height: 90vh; }
.board svg .overlay { pointer-events: none; }
nav a, nav span { margin-right: 4px; }
nav span { color: #6b665c; }
"""
)

#: Placing discs from the turn tree, the overlay drawn like the board's own turn, Submit.
SCRIPT = """
(function () {
  const data = JSON.parse(document.getElementById('puzzle').textContent);
  const say = data.strings, nodes = data.nodes, board = data.board, words = data.words;
  const svg = document.querySelector('.board svg');
  const NS = 'http://www.w3.org/2000/svg';
  const feedback = document.getElementById('feedback');
  const vp = document.getElementById('vp');
  const aid = document.getElementById('aid');
  let path = [];  // [key, node, level] of each step taken
  let shownHints = 0, revealed = false;
  const tries = window.FirstTries(), PUZZLE = 'puzzle';  // the page's one puzzle
  let refused = null;  // the cell of the last refusal, marked on the board
  function node() { return path.length ? path[path.length - 1][1] : 0; }
  function el(name, attrs, text) {
    const e = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function tell(text, kind) {  // the same words again are news: a no-break space makes a change
    feedback.textContent = text && feedback.textContent === text ? text + '\u00a0' : text;
    feedback.className = 'feedback ' + (kind || '');
  }
  function placedText(key, i) {  // the i-th disc of the turn (from 0) on cell key, in words
    return words.placed[key].replace('{number}', String(i + 1))
      .replace('{level}', String(path[i][2]));
  }
  const box = svg.closest('.keys-board');
  if (box && window.BoardKeys) {  // a cell with a disc of this turn: its words, not the start's
    window.BoardKeys.describe(box, function (key) {
      const i = path.map(function (step) { return step[0]; }).lastIndexOf(key);
      return i >= 0 && words.placed[key] ? placedText(key, i) : null;
    });
  }
  function ring(g, key, inset, colour, width) {  // as the board's hexagonal rings
    const c = board.centres[key], s = board.size, r = s - inset * s;
    const points = board.hexagon.map(function (p) {
      return (c[0] + p[0] * r) + ',' + (c[1] + p[1] * r);
    }).join(' ');
    g.appendChild(el('polygon', {points: points, fill: 'none', stroke: colour,
      'stroke-width': width * s, 'stroke-linejoin': 'round'}));
  }
  function badge(g, key, level, fill, ink) {  // a level on a small disc at the cell's foot
    const c = board.centres[key], s = board.size;
    const radius = 0.75 * board.badge, y = c[1] + 0.6 * s;
    g.appendChild(el('circle', {cx: c[0], cy: y, r: radius + 0.05 * s, fill: '#ffffff'}));
    g.appendChild(el('circle', {cx: c[0], cy: y, r: radius, fill: fill}));
    g.appendChild(el('text', {x: c[0], y: y, 'font-size': board.badge, 'font-weight': 'bold',
      fill: ink, 'text-anchor': 'middle', 'dominant-baseline': 'central'}, String(level)));
  }
  function cross(g, key) {  // a refused cell: a red cross on a white halo
    const c = board.centres[key], d = 0.42 * board.size;
    [['#ffffff', 0.2], [board.error, 0.11]].forEach(function (paint) {
      [[-d, -d, d, d], [-d, d, d, -d]].forEach(function (o) {
        g.appendChild(el('line', {x1: c[0] + o[0], y1: c[1] + o[1], x2: c[0] + o[2],
          y2: c[1] + o[3], stroke: paint[0], 'stroke-width': paint[1] * board.size,
          'stroke-linecap': 'round'}));
      });
    });
  }
  function draw() {
    const old = svg.querySelector('g.overlay');
    if (old) { old.remove(); }
    const g = el('g', {'class': 'overlay'});
    const s = board.size;
    const next = nodes[node()][0];
    const legal = Object.keys(next).filter(function (key) { return key in board.centres; });
    legal.forEach(function (key) { ring(g, key, 0.16, board.legal_ring, 0.14); });
    legal.forEach(function (key) { ring(g, key, 0.16, board.legal, 0.07); });
    legal.forEach(function (key) { badge(g, key, next[key][1], board.legal_ring, board.legal); });
    const discs = path.filter(function (step) { return step[0] in board.centres; });
    for (let i = 1; i < discs.length; i++) {  // arrows from each disc to the next
      const a = board.centres[discs[i - 1][0]], b = board.centres[discs[i][0]];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const ux = (b[0] - a[0]) / len, uy = (b[1] - a[1]) / len;
      const r = 0.3 * s, head = 0.24 * s;
      const tx = b[0] - ux * r, ty = b[1] - uy * r, bx = tx - ux * head, by = ty - uy * head;
      const wx = uy * head * 0.55, wy = ux * head * 0.55;
      const tip = tx + ',' + ty + ' ' + (bx - wx) + ',' + (by + wy) + ' ' + (bx + wx) + ',' +
        (by - wy);
      [['#ffffff', 0.16, 0.08], [board.ink, 0.08, 0]].forEach(function (paint) {
        g.appendChild(el('line', {x1: a[0] + ux * r, y1: a[1] + uy * r, x2: bx, y2: by,
          stroke: paint[0], 'stroke-width': s * paint[1], 'stroke-linecap': 'round'}));
        g.appendChild(el('polygon', {points: tip, fill: paint[0], stroke: paint[0],
          'stroke-width': s * paint[2]}));
      });
    }
    discs.forEach(function (step, i) {
      const c = board.centres[step[0]];
      g.appendChild(el('circle', {cx: c[0], cy: c[1], r: 0.3 * s, fill: board.ink}));
      g.appendChild(el('circle', {cx: c[0], cy: c[1], r: 0.25 * s, fill: board.face}));
      g.appendChild(el('text', {x: c[0], y: c[1], 'font-size': board.number,
        'font-weight': 'bold', fill: board.ink, 'text-anchor': 'middle',
        'dominant-baseline': 'central'}, String(i + 1)));
      badge(g, step[0], step[2], board.ink, '#ffffff');
    });
    if (shownHints) {  // the cells the last hint points at, as the widget rings them
      data.hints[shownHints - 1][1].forEach(function (key) {
        ring(g, key, 0.1, board.hint, 0.12);
      });
    }
    if (refused) { cross(g, refused); }
    svg.appendChild(g);
    svg.querySelectorAll('.last-turn, .last-path').forEach(function (e) {  // as the board does:
      e.style.display = discs.length ? 'none' : '';  // the last turn's path until a disc is placed
    });
    const left = {};  // each placed disc leaves the hand: the last of its colour there
    discs.forEach(function (step) {
      const colour = data.hand.cells[step[0]];
      left[colour] = (left[colour] || 0) + 1;
    });
    const parts = ['.hand-rim', '.hand-disc', '.hand-letter'].map(function (role) {
      return svg.querySelectorAll(role);
    });
    for (let j = data.hand.colours.length - 1; j >= 0; j--) {
      const colour = data.hand.colours[j];
      const gone = (left[colour] || 0) > 0;
      if (gone) { left[colour] -= 1; }
      parts.forEach(function (found) {
        const e = found[data.hand.start + j];
        if (e) { e.style.display = gone ? 'none' : ''; }
      });
    }
    const total = svg.querySelector('.turn-total');
    if (total) {
      const levels = discs.map(function (step) { return step[2]; });
      total.textContent = levels.length
        ? words.turn.replace('{sum}', levels.join(' + '))
            .replace('{total}', levels.reduce(function (x, y) { return x + y; }, 0))
        : words.empty;
    }
    const status = say[nodes[node()][3]].split('\\n');  // what the game waits for now
    const lines = Array.from(svg.querySelectorAll('text.status'));
    while (lines.length && lines.length < status.length) {  // one more line below the last
      const more = lines[lines.length - 1].cloneNode(false);
      more.setAttribute('y', parseFloat(lines[0].getAttribute('y')) +
        lines.length * board.status_step);
      lines[lines.length - 1].after(more);
      lines.push(more);
    }
    lines.forEach(function (line, i) { line.textContent = status[i] || ''; });
    if (aid) { aid.disabled = !(data.aid in nodes[node()][0]); }
    document.getElementById('undo').disabled = !path.length;
  }
  function step(key) {
    const here = nodes[node()];
    const next = here[0][key];
    if (next) {
      path.push([key, next[0], next[1]]);
      refused = null;
      const placed = words.placed[key] ? placedText(key, path.length - 1) : '';
      const stop = !Object.keys(nodes[next[0]][0]).length;  // no disc fits: said as shown
      tell(stop ? placed + ' ' + say[nodes[next[0]][3]].replace(/\\n/g, ' ') : placed);
    } else {
      const refusal = key in here[1][1] ? here[1][1][key] : here[1][0];
      if (refusal < 0) { return; }
      refused = key;
      tell(say[refusal], 'wrong');
    }
    draw();
  }
  function submit() {
    const verdict = nodes[node()][2][vp && vp.checked ? 1 : 0];
    const right = verdict[0] === 1;
    tell(say[right && revealed ? verdict[2] : verdict[1]], right ? 'right' : 'wrong');
    if (!(right && revealed)) { tries.answered(PUZZLE, right); }
    document.getElementById('mark').textContent = !tries.solved.has(PUZZLE) ? ''
      : tries.starred.has(PUZZLE) ? words.star : words.solved;
  }
  function showHint() {
    tries.helped(PUZZLE);
    shownHints = Math.min(shownHints + 1, data.hints.length);
    if (shownHints === data.hints.length) { revealed = true; }
    const list = document.getElementById('hints');
    list.textContent = '';
    data.hints.slice(0, shownHints).forEach(function (h) {
      const item = document.createElement('li');
      item.textContent = h[0];
      list.appendChild(item);
    });
    document.getElementById('hint').disabled = shownHints === data.hints.length;
    draw();
  }
  svg.addEventListener('click', function (event) {
    const hit = event.target.closest('[data-cell]');
    if (hit) { step(hit.getAttribute('data-cell')); }
  });
  document.getElementById('submit').addEventListener('click', submit);
  document.getElementById('undo').addEventListener('click', function () {
    path.pop(); refused = null; tell(words.undone); draw();
  });
  document.getElementById('again').addEventListener('click', function () {
    tries.helped(PUZZLE);  // the puzzle starts over: a second try
    path = []; refused = null; tell(words.cleared); if (vp) { vp.checked = false; } draw();
  });
  document.getElementById('hint').addEventListener('click', showHint);
  document.addEventListener('board-action', function (event) {  // the board's Shift+U, S
    if (event.detail === 'undo') { document.getElementById('undo').click(); }
    if (event.detail === 'score') { submit(); }
  });
  if (aid) { aid.addEventListener('click', function () { step(data.aid); }); }
  draw();
})();
"""
