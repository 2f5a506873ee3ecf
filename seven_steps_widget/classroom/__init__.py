"""The classroom server: a lesson or a puzzle set served to a class with Voila, hardened for a
room of curious pupils (``python -m seven_steps_widget.classroom [NOTEBOOK] [--puzzles FILE]
[--lan] [--pupils N] [--per-device K] [--no-solutions] [--hints N] [--lang xx] [--port N]``;
needs the ``classroom`` extra: ``pip install seven-steps-widget[classroom]``).

* ``protocol``: kernel websockets speak v1 only and every frame from a page is checked
  before anything trusts it (two upstream parser faults, docs/classroom-security.md);
  widgets are never created from the page; a page's messages are capped in size.
* ``guard``: each pupil's kernel is bound to their browser by an HttpOnly, SameSite=Strict
  cookie; at most ``--per-device`` kernels (2) per client address and ``--pupils`` in all,
  else "The class is full" (HTTP 503), no kernel, and the reason in the teacher's log.
* ``kernels``: culling that spares a kernel whose page is still on its way.
* ``app``: Voila with the above and the classroom configuration and template (``share/``);
  the preheated pool shrinks as the class fills.
* ``lesson``: what is served, from where (a shipped lesson or a set's page in a class folder
  of its own); ``puzzle_page``: a teacher's set as a page (``--puzzles``).
* ``teacher_log``: the "Ready for N pupils" line, refusals with reasons, no meaningless
  warnings.
* ``page_words``: the few sentences the server itself shows a pupil.

Importing this package imports nothing of Voila; ``app`` and ``protocol`` do.
"""
