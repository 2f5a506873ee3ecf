"""A lesson as a storyboard: each step's picture with its narration, its task and the task's
answer, for readers without a kernel (GitHub, nbviewer, a saved file). Pure Python: the same
scenes the live board draws, written as SVG."""

from __future__ import annotations

import base64
import html
from dataclasses import dataclass

from ..drawing.scene import build_scene
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..words import t
from .lesson import Lesson, Step
from .tasks import CellTask, ChoiceTask

__all__ = ["Frame", "frames", "step_view", "storyboard_html"]


@dataclass(frozen=True)
class Frame:
    """One step as a reader without a kernel sees it: title, narration, the task with its
    answer (empty if the step sets none) and the picture as SVG text."""

    number: int
    title: str
    story: str
    task: str
    answer: str
    svg: str


def step_view(step: Step, lang: str, answered: bool = False) -> View:
    """How a step is drawn: its highlighted and crossed-out cells, the legend, the task's
    prompt (else the step's own status) as the status line, without what its task asks;
    ``answered``: a "click where" task's right cells ringed."""
    task = step.task
    selected = step.highlight
    if answered and isinstance(task, CellTask):
        selected = tuple(sorted(task.cells))
    return View(
        lang=lang,
        legend=True,
        selected=selected,
        forbidden=step.forbidden,
        status=step.status_line(lang),
        withheld=step.withheld,
    )



def _answer(step: Step, lang: str) -> str:
    task = step.task
    if isinstance(task, CellTask):
        return t("story_answer_cells", lang, why=task.right(lang))
    if isinstance(task, ChoiceTask):
        answer = task.options[task.answer](lang)
        return t("story_answer", lang, answer=answer, why=task.explain(lang))
    return ""


def frames(lesson: Lesson, lang: str = "en") -> list[Frame]:
    """Every step of ``lesson`` as a :class:`Frame` in ``lang``; a task's picture shows its
    answer (the right cells ringed), the text says it."""
    out = []
    for number, step in enumerate(lesson, start=1):
        title, story = step.narration(lang)
        task = step.task
        prompt = ""
        if isinstance(task, ChoiceTask):
            options = " · ".join(option(lang) for option in task.options)
            prompt = t("story_choices", lang, prompt=task.prompt(lang), options=options)
        elif task is not None:
            prompt = task.prompt(lang)
        scene = build_scene(step.state, step_view(step, lang, answered=True))
        svg = scene_to_svg(scene, compact=True)
        out.append(Frame(number, title, story, prompt, _answer(step, lang), svg))
    return out


def storyboard_html(lesson: Lesson, lang: str = "en") -> str:
    """The whole lesson as one HTML fragment: per step a heading, the picture (an SVG image)
    and the narration, with the task and its answer. Sizes in CSS px; the pictures scale down
    to the page's width."""
    title = lesson.title(lang)
    parts = [
        "<div class='ssw-storyboard' style='font-size:15px;line-height:1.4;max-width:920px'>",
        f"<h2>{html.escape(title)}</h2>",
    ]
    for frame in frames(lesson, lang):
        svg = base64.b64encode(frame.svg.encode()).decode()
        step = t("lesson_step", lang, i=frame.number, n=len(lesson))
        heading = t("story_heading", lang, step=step, title=frame.title)
        parts.append(f"<h3>{html.escape(heading)}</h3>")
        parts.append(f"<p>{html.escape(frame.story)}</p>")
        if frame.task:
            task = t("story_task", lang)
            parts.append(f"<p><b>{html.escape(task)}</b> {html.escape(frame.task)}</p>")
        parts.append(
            f"<img src='data:image/svg+xml;base64,{svg}' alt='{html.escape(frame.title)}' "
            "style='width:100%;max-width:910px;height:auto'>"
        )
        if frame.answer:
            parts.append(f"<p><i>{html.escape(frame.answer)}</i></p>")
    parts.append("</div>")
    return "\n".join(parts)
