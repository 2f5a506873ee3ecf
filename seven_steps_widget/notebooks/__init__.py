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
