"""Keyboard and screen-reader play on an exported page's SVG board, one piece for every page
that shows a board (lesson steps, puzzles). Python writes, for every cell, its name, what a
screen reader says about it and where each cursor key leads (``engine.cell_names``), so the
page reimplements no rule. The page's script then makes the board one Tab stop with a cursor
ring drawn in the SVG: the arrows, Home, Page Up, End and Page Down move it as in the widget,
Enter or Space answers like a click on that cell (the same ``click`` on its ``[data-cell]``
polygon, so a page handles both the same way), a typed cell name (echoed) and Enter goes
there and clicks, Shift with C reads the cell (a typed name's, without clicking: looking at a
cell never answers), with P, H the position, the keys. A key with no cell that way says the
edge; a jump over a hole says the cell reached is no neighbour. The board's description is
the cursor's cell (read when it gets the focus); its drawn letters are hidden from the
reading (the cells' words say them). Shift with N, U or S is
passed to the page as a ``board-action`` event (``detail``: ``"next"``, ``"undo"``,
``"score"``) for it to do what fits. Everything said goes to an ``aria-live`` region. A page
whose turn changes a cell (a disc placed) gives that cell's words itself:
``window.BoardKeys.describe(box, fn)``, ``fn(key)`` the cell's words or ``null`` for Python's."""

from __future__ import annotations

import html
import json

from ..drawing.view import View
from ..engine.cell_names import CURSOR_KEYS, cell_names, cursor_skips, cursor_start, cursor_step
from ..engine.hexgrid import cell_text
from ..engine.state import GameState
from ..words import t
from ..words.board_words import describe_cell, no_such_cell_text, read_position

__all__ = ["board_data", "keyed_board", "SCRIPT"]


def board_data(
    state: GameState, lang: str, legality: bool = False, view: View | None = None
) -> dict[str, object]:
    """What the page's script needs for one board showing ``state`` drawn with ``view``: per
    cell (by its ``data-cell``) its name, its description (with the rings and crosses
    ``view`` draws) and the cell each of ``keys`` leads to, and for which of them that is a
    jump over a hole (``over``: no neighbour); the cursor's start, the position read aloud,
    and the words for the edge, a jump and a typed name. ``legality``: the descriptions also
    say whether the next disc may go there (only where the picture shows it too: on a task's
    board it would give the answer away)."""
    board = state.board
    names = cell_names(board)
    marks = view or View(lang=lang)
    cells = {
        cell_text(cell): {
            "name": names[cell],
            "text": describe_cell(
                state,
                cell,
                lang,
                legality=legality,
                ringed=marks.selected,
                crossed=marks.forbidden,
            ),
            "go": [cell_text(cursor_step(board, cell, key)) for key in CURSOR_KEYS],
            "over": [cursor_skips(board, cell, key) for key in CURSOR_KEYS],
        }
        for cell in board.cells
    }
    return {
        "label": t("access.board_name", lang),
        "keys": list(CURSOR_KEYS),
        "cells": cells,
        "start": cell_text(cursor_start(board)),
        "position": read_position(state, lang, withheld=view.withheld if view is not None else ()),
        "help": t("access.help", lang),
        "unknown": no_such_cell_text(state, "{text}", lang),
        "typed": t("access.typed", lang, text="{text}"),
        "edge": t("access.edge", lang),
        "gap": t("access.gap", lang, cell="{cell}"),
    }


def keyed_board(
    svg: str,
    state: GameState,
    lang: str,
    ident: str,
    legality: bool = False,
    view: View | None = None,
) -> str:
    """The board ``svg`` (of ``state``, drawn with ``view``) in a box the page's script makes
    one Tab stop the keys play, named for screen readers, with its help line and its live
    region; ``ident`` is unique in the page."""
    data = board_data(state, lang, legality, view)
    return (
        f"<div class='keys-board' id='{ident}'>{svg}"
        f"<p class='keys-help' id='{ident}-keys'>{html.escape(t('access.help', lang))}</p>"
        f"<p class='keys-cell' id='{ident}-cell' hidden></p>"
        "<p class='keys-typed' aria-hidden='true'></p>"
        "<p class='said keys-said' aria-live='polite'></p>"
        f"<script type='application/json' class='board-keys'>{_json(data)}</script></div>"
    )


def _json(value: object) -> str:
    """JSON safe inside a <script> element."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


#: The keys on every ``.keys-board`` of the page; ``window.BoardKeys.refresh(box)`` after a
#: page put a new SVG or new data (``script.board-keys``) into a board's box;
#: ``window.BoardKeys.describe(box, fn)`` lets the page word the cells it changed.
SCRIPT = """
(function () {
  const NS = 'http://www.w3.org/2000/svg';
  const SHORTCUTS = {C: 'cell', P: 'position', H: 'help', N: 'next', U: 'undo', S: 'score'};
  const boards = new Map();
  const describers = new Map();  // box -> the page's fn(key) for cells its turn changed
  function say(box, text) {
    const live = box.querySelector('.keys-said');
    const b = boards.get(box);
    b.flip = !b.flip;  // the same words twice are still a change, so they are said again
    live.textContent = text + (b.flip ? '\\u00a0' : '');
  }
  function polygon(svg, key) {
    return svg.querySelector('polygon.cell[data-cell="' + key + '"]');
  }
  function draw(box) {
    const b = boards.get(box);
    const svg = box.querySelector('svg');
    let rings = svg.querySelectorAll('polygon.cursor');
    if (!rings.length) {
      rings = ['outer', 'inner'].map(function (part) {
        const ring = document.createElementNS(NS, 'polygon');
        ring.setAttribute('class', 'cursor ' + part);
        ring.setAttribute('fill', 'none');
        ring.setAttribute('stroke-linejoin', 'round');
        ring.setAttribute('pointer-events', 'none');
        svg.appendChild(ring);
        return ring;
      });
    }
    const cell = polygon(svg, b.cursor);
    if (!cell) { return; }
    const points = cell.getAttribute('points');
    const corners = points.trim().split(/\\s+/).map(function (p) {
      return p.split(',').map(Number);
    });
    const cx = corners.reduce(function (s, p) { return s + p[0]; }, 0) / corners.length;
    const cy = corners.reduce(function (s, p) { return s + p[1]; }, 0) / corners.length;
    const size = Math.hypot(corners[0][0] - cx, corners[0][1] - cy);
    const around = corners.map(function (p) {  // on the cell's border, off its letter
      return (cx + (p[0] - cx) * 1.08).toFixed(1) + ',' + (cy + (p[1] - cy) * 1.08).toFixed(1);
    }).join(' ');
    rings.forEach(function (ring) {
      const outer = ring.classList.contains('outer');
      ring.setAttribute('points', around);
      ring.setAttribute('stroke', outer ? '#ffffff' : '#0072b2');  // the focus ring's blue
      ring.setAttribute('stroke-width', String(size * (outer ? 0.26 : 0.13)));
    });
  }
  function shown(box) {
    const b = boards.get(box);
    const typed = box.querySelector('.keys-typed');
    typed.textContent = b.typed ? b.data.typed.replace('{text}', b.typed) : '';
  }
  function text(box, key) {  // the page's words for the cell, if it has its own
    const own = describers.get(box);
    const said = own ? own(key) : null;
    return said || boards.get(box).data.cells[key].text;
  }
  function move(box, to, over) {
    const b = boards.get(box);
    b.cursor = to;
    draw(box);
    described(box);
    const words = text(box, to);
    say(box, over ? b.data.gap.replace('{cell}', words) : words);
  }
  function described(box) {  // the focused board's description: the cursor's cell
    box.querySelector('.keys-cell').textContent = text(box, boards.get(box).cursor);
  }
  function look(box) {  // Shift+C: a typed name goes there and is read, never answered
    const b = boards.get(box);
    if (b.typed) {
      const found = byName(b, b.typed);
      const typed = b.typed;
      b.typed = '';
      if (!found) { say(box, b.data.unknown.replace('{text}', typed)); return; }
      b.cursor = found;
      draw(box);
      described(box);
    }
    say(box, text(box, b.cursor));
  }
  function act(box) {
    const b = boards.get(box);
    const cell = polygon(box.querySelector('svg'), b.cursor);
    if (cell) { cell.dispatchEvent(new MouseEvent('click', {bubbles: true})); }
    const svg = box.querySelector('svg');  // the page may have drawn a new board
    if (!box.contains(document.activeElement) && document.activeElement === document.body) {
      refresh(box);
      svg.focus({preventScroll: true});  // the new board lies where the pressed one was
    }
  }
  function byName(b, text) {
    const wanted = text.replace(/\\s+/g, '').toLowerCase();
    return Object.keys(b.data.cells).find(function (key) {
      return b.data.cells[key].name === wanted;
    });
  }
  function shortcut(box, what) {
    const b = boards.get(box);
    if (what === 'cell') { look(box); }
    else if (what === 'position') { say(box, b.data.position.join(' ')); }
    else if (what === 'help') { say(box, b.data.help); }
    else {
      box.querySelector('svg').dispatchEvent(
        new CustomEvent('board-action', {bubbles: true, detail: what}));
    }
  }
  function key(event) {
    const box = event.currentTarget;
    const b = boards.get(box);
    if (!b || event.target !== box.querySelector('svg')) { return; }
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    const k = event.key;
    const step = b.data.keys.indexOf(k);
    if (step >= 0) {
      b.typed = '';
      const to = b.data.cells[b.cursor].go[step];
      if (to === b.cursor) { say(box, b.data.edge); }
      else { move(box, to, b.data.cells[b.cursor].over[step]); }
    } else if (k === 'Enter' && b.typed) {
      const found = byName(b, b.typed);
      const typed = b.typed;
      b.typed = '';
      if (found) { move(box, found); act(box); }
      else { say(box, b.data.unknown.replace('{text}', typed)); }
    } else if (k === 'Enter' || k === ' ') {
      act(box);
    } else if (k === 'Escape' && b.typed) {
      b.typed = '';
    } else if (k === 'Backspace' && b.typed) {
      b.typed = b.typed.slice(0, -1);
    } else if (event.shiftKey && SHORTCUTS[k.toUpperCase()]) {
      shortcut(box, SHORTCUTS[k.toUpperCase()]);
    } else if (/^[a-z0-9]$/i.test(k)) {
      b.typed = (b.typed + k.toLowerCase()).slice(-6);
      say(box, b.data.typed.replace('{text}', b.typed));  // echoed as typed
    } else {
      return;
    }
    shown(box);
    event.preventDefault();
    event.stopPropagation();
  }
  function clicked(event) {
    const b = boards.get(event.currentTarget);
    const hit = event.isTrusted && event.target.closest('[data-cell]');
    if (b && hit && b.data.cells[hit.getAttribute('data-cell')]) {
      b.cursor = hit.getAttribute('data-cell');
      draw(event.currentTarget);
    }
  }
  function refresh(box) {
    const data = JSON.parse(box.querySelector('script.board-keys').textContent);
    const svg = box.querySelector('svg');
    svg.setAttribute('tabindex', '0');
    svg.setAttribute('role', 'application');
    svg.setAttribute('aria-label', data.label);
    svg.setAttribute('aria-describedby', box.querySelector('.keys-cell').id);
    svg.classList.add('keys');
    // the drawn letters and numbers are the picture: the reading is the cells' words
    svg.querySelectorAll('text').forEach(function (t) { t.setAttribute('aria-hidden', 'true'); });
    const old = boards.get(box);
    const cursor = old && data.cells[old.cursor] ? old.cursor : data.start;
    boards.set(box, {data: data, cursor: cursor, typed: old ? old.typed : '', flip: false});
    if (!old) {
      box.addEventListener('keydown', key);
      box.addEventListener('click', clicked);
    }
    draw(box);
    described(box);
    shown(box);
  }
  document.querySelectorAll('.keys-board').forEach(refresh);
  window.BoardKeys = {
    refresh: refresh,
    describe: function (box, fn) { describers.set(box, fn); },
  };
})();
"""
