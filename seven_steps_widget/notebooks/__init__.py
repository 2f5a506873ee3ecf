"""The tutorial notebooks, shipped in the package so that a pip install has them too (the
classroom server serves the rules tour from here, ``scripts/lab.sh`` copies them to a working
folder). Their source is ``notebooks/make_notebooks.py`` in the repository, which writes them
into this folder; nothing else should write here."""

from __future__ import annotations

from pathlib import Path

#: The folder holding the shipped notebooks.
FOLDER = Path(__file__).resolve().parent

#: The notebook served when none is named: the rules tour.
FIRST = "01_rules_tour.ipynb"

#: The cell tag of what only a notebook user needs (how to run cells, what the code does): the
#: classroom page leaves these cells out, and does not run them.
JUPYTER_ONLY = "jupyter-only"


def language_tag(lang: str) -> str:
    """The cell tag of a section in one language (the rules tour's "Auf Deutsch"): served
    only to a class of that language.

    >>> language_tag("de")
    'lang-de'
    """
    return f"lang-{lang}"


def hidden_tags(lang: str) -> list[str]:
    """The cell tags a classroom page for a class of ``lang`` leaves out: what only a
    notebook user needs, and the sections in other languages.

    >>> hidden_tags("en")
    ['jupyter-only', 'lang-de', 'lang-fr']
    """
    from ..words import LANGS

    return [JUPYTER_ONLY] + [language_tag(other) for other in LANGS if other != lang]


def shipped_notebooks() -> list[str]:
    """The shipped notebooks' file names, in lesson order.

    >>> shipped_notebooks()[0] == FIRST
    True
    """
    return sorted(p.name for p in FOLDER.glob("*.ipynb"))


def shipped_notebook(name: str) -> Path:
    """The shipped notebook called ``name``: its file name (``01_rules_tour.ipynb``), without
    the suffix (``01_rules_tour``) or without the number (``rules_tour``).

    >>> shipped_notebook("rules_tour").name, shipped_notebook("04_puzzles.ipynb").name
    ('01_rules_tour.ipynb', '04_puzzles.ipynb')
    >>> shipped_notebook("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    KeyError: 'no shipped lesson is called chess (there are 01_rules_tour, ...)'
    """
    stem = name.removesuffix(".ipynb")
    for found in shipped_notebooks():
        if stem in (found.removesuffix(".ipynb"), found.removesuffix(".ipynb")[3:]):
            return FOLDER / found
    names = ", ".join(n.removesuffix(".ipynb") for n in shipped_notebooks())
    raise KeyError(f"no shipped lesson is called {name} (there are {names})")
