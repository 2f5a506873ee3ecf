"""The classroom server: a lesson served to a class with Voila, hardened for a room of
curious pupils (``python -m seven_steps_widget.classroom [NOTEBOOK] [--lan] [--pupils N]``;
needs the ``classroom`` extra: ``pip install seven-steps-widget[classroom]``).

* ``protocol``: kernel websockets speak v1 only and every frame from a page is checked
  before anything trusts it (two upstream parser faults, docs/classroom-security.md);
  widgets are never created from the page; a page's messages are capped in size.
* ``guard``: each pupil's kernel is bound to their browser by an HttpOnly, SameSite=Strict
  cookie; at most 2 kernels per client address and ``--pupils`` in all, else "The class is
  full" (HTTP 503) and no kernel.
* ``kernels``: culling that spares a kernel whose page is still on its way.
* ``app``: Voila with the above and the classroom configuration and template (``share/``).
* ``page_words``: the few sentences the server itself shows a pupil.

Importing this package imports nothing of Voila; ``app`` and ``protocol`` do.
"""
