"""The ★ rule of the exported pages, stated once for their script (the widgets' is
:mod:`seven_steps_widget.widget.first_try`, and says why): a lesson task or a puzzle earns a
★ only when its first answer is right and no hint, no solution and no Try again came before
it; a right answer after help or after a wrong answer earns only ✔. A move the engine
refused while a puzzle's turn was built, and an Undo, are part of the first try.

``window.FirstTries()`` keeps, per task or puzzle key, ``solved`` and ``starred`` (two
``Set``\\ s); ``helped(key)`` records help, ``answered(key, right)`` a judged answer. Each page
that checks answers loads this script before its own."""

from __future__ import annotations

__all__ = ["SCRIPT"]

SCRIPT = """
window.FirstTries = function () {
  const solved = new Set(), starred = new Set(), spent = new Set();
  return {
    solved: solved,
    starred: starred,
    helped: function (key) { if (!solved.has(key)) { spent.add(key); } },
    answered: function (key, right) {
      if (solved.has(key)) { return; }
      if (!right) { spent.add(key); return; }
      solved.add(key);
      if (!spent.has(key)) { starred.add(key); }
    }
  };
};
"""
