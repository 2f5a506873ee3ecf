"""A lesson as one self-contained HTML page in one language: every step's picture (inline SVG)
with its narration, Back/Next buttons, the arrow keys, the step number, links to the lesson in
the other languages, and its task checked right in the page -- every answer's verdict was
computed by the engine when the page was written, so a learner is checked without Python and
without any request leaving the page. As in the walkthrough, a task right at the first answer
earns a ★ (a retried one only ✔; :mod:`.first_try`'s rule), counted while the page is open,
and a quiz ends with its score and the tour steps to look at again. Every board plays with the
keys and speaks to a screen reader (:mod:`.board_keys`); a step's narration is said when Back,
Next, the arrow keys or Shift+N on the board bring it. Every word is the catalogs'."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping

from ..drawing.scene import build_scene
from ..drawing.svg import scene_to_svg
from ..engine.hexgrid import cell_text
from ..lessons.lesson import Lesson, Step
from ..lessons.storyboard import step_view
from ..lessons.tasks import CellTask, ChoiceTask
from ..words import language, t
from . import board_keys, first_try
from .board_keys import keyed_board
from .page import own_name, page

__all__ = ["lesson_page", "task_data", "language_links"]


def task_data(step: Step, lang: str) -> dict[str, object] | None:
    """What the page needs to check the step's task: the prompt and, per answer (an option,
    or a cell named as in the picture's ``data-cell``), whether it is right and what to say."""
    task = step.task
    if isinstance(task, ChoiceTask):
        verdicts = [task.check(i, lang) for i in range(len(task.options))]
        return {
            "kind": "choice",
            "prompt": task.prompt(lang),
            "options": [option(lang) for option in task.options],
            "verdicts": [{"right": v.right, "text": v.text} for v in verdicts],
        }
    if isinstance(task, CellTask):
        cells = {}
        for cell in step.state.board.cells:
            verdict = task.check(step.state, cell, lang)
            cells[cell_text(cell)] = {"right": verdict.right, "text": verdict.text}
        return {"kind": "cell", "prompt": task.prompt(lang), "cells": cells}
    return None


def _step_section(step: Step, index: int, total: int, lang: str) -> str:
    title, story = step.narration(lang)
    view = step_view(step, lang)
    svg = scene_to_svg(build_scene(step.state, view))
    board = keyed_board(svg, step.state, lang, f"board-{index + 1}", view=view)
    counter = t("lesson_step", lang, i=index + 1, n=total)
    task = ""
    if step.task is not None:
        task = (
            "<div class='task'><p class='prompt'><b>"
            f"{html.escape(t('export.your_task', lang))}</b> "
            f"{html.escape(step.task.prompt(lang))}</p><div class='choices'></div></div>"
        )
    # the verdict goes below the board: text appearing above it would move the cell aimed at
    feedback = "<p class='feedback' aria-live='polite'></p>" if step.task is not None else ""
    return (
        f"<section class='step' data-index='{index}' hidden>"
        f"<h2><span class='counter'>{html.escape(counter)}</span> {html.escape(title)}</h2>"
        f"<p class='story'>{html.escape(story)}</p>{task}"
        f"<div class='board'>{board}</div>{feedback}</section>"
    )


def language_links(lang: str, others: Mapping[str, str]) -> str:
    """Links to the same page in the other languages, each named in its own language."""
    links = [
        f"<a href='{html.escape(name)}' hreflang='{code}' lang='{code}'>"
        f"{html.escape(own_name(code))}</a>"
        for code, name in others.items()
        if code != lang
    ]
    return f"<span class='languages'>{' · '.join(links)}</span>" if links else ""


def lesson_page(lesson: Lesson, lang: str = "en", others: Mapping[str, str] | None = None) -> str:
    """The whole lesson as one HTML document in ``lang``; ``others`` maps languages to the
    file names of the same lesson in them, linked from the page (itself left out)."""
    lang = language(lang)
    title = lesson.title(lang)
    sections = "\n".join(_step_section(s, i, len(lesson), lang) for i, s in enumerate(lesson))
    tasks = [task_data(step, lang) for step in lesson]
    # the page counts the solved tasks itself: it puts the numbers in for {done} and {n}
    words: dict[str, object] = {
        "progress": t("task_progress", lang, done="{done}", n=len(lesson.tasks)),
        "stars": " · " + t("task_first_try", lang, n="{n}"),
    }
    if lesson.review is not None:  # a quiz: its end says the score and what to look at again
        words["end"] = {
            "score": t("quiz_end.score", lang, stars="{stars}", n=len(lesson.tasks)),
            "perfect": t("quiz_end.perfect", lang),
            "again": t("quiz_end.look_again", lang, lesson=lesson.review, topics="{topics}"),
            "separator": t("list.semicolon", lang),
            "topics": {
                str(i): [[number, text(lang)] for number, text in lesson.topics_of(i)]
                for i in lesson.tasks
            },
        }
    nav = (
        "<nav><button id='back'>"
        f"{html.escape(t('lesson_back', lang))}</button>"
        f"<button id='next' class='primary'>{html.escape(t('lesson_next', lang))}</button>"
        f"<span id='progress'></span><span id='stars'></span>"
        f"{language_links(lang, others or {})}</nav>"
        "<div id='narration' class='said' aria-live='polite'></div>"
    )
    # the quiz's end note below the steps, so that the board above it stays where it was
    body = (
        f"<h1>{html.escape(title)}</h1>{nav}\n{sections}\n"
        "<p id='quiz-end' aria-live='polite' hidden></p>"
        f"<script type='application/json' id='tasks'>{_json(tasks)}</script>"
        f"<script type='application/json' id='words'>{_json(words)}</script>"
        f"<script>{board_keys.SCRIPT}</script><script>{first_try.SCRIPT}</script>"
        f"<script>{SCRIPT}</script>"
    )
    return page(title, lang, body)


def _json(value: object) -> str:
    """JSON safe inside a <script> element."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


#: Back/Next, the arrow keys (not while the board has them), Shift+N on a board, and the
#: tasks checked from the verdicts written into the page.
SCRIPT = """
(function () {
  const steps = Array.from(document.querySelectorAll('section.step'));
  const tasks = JSON.parse(document.getElementById('tasks').textContent);
  const words = JSON.parse(document.getElementById('words').textContent);
  const tries = window.FirstTries();  // kept while the page is open
  const solved = tries.solved, firstTry = tries.starred;
  let current = 0;
  const total = tasks.filter(Boolean).length;
  function progress() {
    const el = document.getElementById('progress');
    const said = words.progress.replace('{done}', solved.size);
    el.textContent = total ? said : '';
    document.getElementById('stars').textContent =
      total ? words.stars.replace('{n}', firstTry.size) : '';
    const end = document.getElementById('quiz-end');
    if (!words.end || solved.size < total) { end.hidden = true; return; }
    const again = [];
    const seen = new Set();
    tasks.forEach(function (task, index) {
      if (!task || firstTry.has(index)) { return; }
      words.end.topics[index].forEach(function (topic) {
        if (!seen.has(topic[0])) { seen.add(topic[0]); again.push(topic); }
      });
    });
    again.sort(function (a, b) { return a[0] - b[0]; });
    const score = words.end.score.replace('{stars}', firstTry.size);
    const next = again.length
      ? words.end.again.replace('{topics}', again.map(function (t) { return t[1]; })
          .join(words.end.separator))
      : words.end.perfect;
    end.textContent = score + ' ' + next;
    end.hidden = false;
  }
  function judge(index, verdict, section) {
    const feedback = section.querySelector('.feedback');
    feedback.textContent = verdict.text;
    feedback.className = 'feedback ' + (verdict.right ? 'right' : 'wrong');
    tries.answered(index, verdict.right);
    progress();
  }
  function say(section) {  // the step's heading, story and task, for a screen reader
    const parts = ['h2', '.story', '.prompt'].map(function (selector) {
      const found = section.querySelector(selector);
      const p = document.createElement('p');
      p.textContent = found ? found.textContent : '';
      return p;
    });
    const narration = document.getElementById('narration');
    narration.replaceChildren.apply(narration, parts);
    // said once: the copy leaves the reading order, where the step itself already is
    clearTimeout(say.timer);
    say.timer = setTimeout(function () { narration.replaceChildren(); }, 4000);
  }
  function dim(id, off) {
    const button = document.getElementById(id);
    if (off) { button.setAttribute('aria-disabled', 'true'); }
    else { button.removeAttribute('aria-disabled'); }
  }
  function show(index, told) {
    const before = current;
    current = Math.max(0, Math.min(index, steps.length - 1));
    steps.forEach(function (s, i) { s.hidden = i !== current; });
    // aria-disabled, not disabled: a focused Next on the last step keeps the focus (a
    // disabled button drops it to the document, and a keyboard user is lost)
    dim('back', current === 0);
    dim('next', current === steps.length - 1);
    steps[current].querySelectorAll('.keys-said').forEach(function (live) {
      live.textContent = '';  // a step shown again says itself, not its old readings
    });
    const hash = '#' + (current + 1);
    if (location.hash !== hash) { history.replaceState(null, '', hash); }
    if (told && current !== before) { say(steps[current]); }
  }
  steps.forEach(function (section, index) {
    const task = tasks[index];
    if (!task) { return; }
    if (task.kind === 'choice') {
      const box = section.querySelector('.choices');
      task.options.forEach(function (option, i) {
        const b = document.createElement('button');
        b.textContent = option;
        b.addEventListener('click', function () { judge(index, task.verdicts[i], section); });
        box.appendChild(b);
      });
    } else {
      const svg = section.querySelector('svg');
      svg.classList.add('clickable');
      svg.addEventListener('click', function (event) {
        const hit = event.target.closest('[data-cell]');
        if (!hit) { return; }
        const verdict = task.cells[hit.getAttribute('data-cell')];
        if (verdict) { judge(index, verdict, section); }
      });
    }
  });
  document.getElementById('back').addEventListener('click', function () {
    if (current > 0) { show(current - 1, true); }
  });
  document.getElementById('next').addEventListener('click', function () {
    if (current < steps.length - 1) { show(current + 1, true); }
  });
  document.addEventListener('keydown', function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.target.closest && event.target.closest('.keys-board, input, textarea')) { return; }
    if (event.key === 'ArrowRight') { show(current + 1, true); }
    if (event.key === 'ArrowLeft') { show(current - 1, true); }
  });
  document.addEventListener('board-action', function (event) {
    if (event.detail !== 'next') { return; }
    show(current + 1, true);
    const board = steps[current].querySelector('.keys-board svg');
    (board || document.getElementById('next')).focus();
  });
  const start = parseInt(location.hash.slice(1), 10);
  show(isNaN(start) ? 0 : start - 1);
  progress();
})();
"""
