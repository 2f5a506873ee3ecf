"""``Walkthrough``: a lesson shown on the board widget, step by step, with narration and
◀ ▶ / restart controls. A step may set the learner a task -- click a cell on the board or pick
an answer -- which is checked at once: a wrong answer is explained (a refused move crossed out
on the board), a right one confirmed and ticked off in the lesson's progress -- with a ★ if
it was right at the first try (Lichess Learn: a retried task counts, but only with ✔; the rule
is :mod:`.first_try`'s), and a quiz ends with its score and the tour steps to look at again.
From any step the user may try their own moves ("experiment") and then return to the lesson
exactly where they left it; moves tried before a task is answered count as help (no ★)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..lessons.lesson import Lesson, Step
from ..lessons.tasks import CellTask, ChoiceTask, Verdict
from ..words import chosen_language, t
from .board_widget import BoardWidget
from .first_try import FirstTries
from .snapshot import with_snapshot
from .view_state import Mode

#: What a lesson's board never shows: a lesson has no computer seats and no score chart.
LESSON_HIDES = ("seats", "chart")
#: ... and what it hides on a lesson step: the turn's buttons come only while trying it out.
STEP_HIDES = (*LESSON_HIDES, "turn")

__all__ = ["Walkthrough"]


class Walkthrough(widgets.VBox):
    """Steps through ``lesson`` on a :class:`BoardWidget`.

    The board shows each step's state with its highlighted cells; any click or button on the
    board starts an experiment from that state, and "Back to the lesson" restores the step.
    ``lang`` is any language of the word catalogs (None: the class's language, see
    :func:`~seven_steps_widget.words.default_language`). ``show_rules`` adds each step's rule
    ids (docs/rules.md) for a teacher; learners never see them otherwise.
    """

    def __init__(
        self,
        lesson: Lesson,
        lang: str | None = None,
        show_rules: bool = False,
        **board_options: Any,
    ) -> None:
        self.lesson = lesson
        self.show_rules = show_rules  # a teacher's option: the rule ids of docs/rules.md
        self.lang = chosen_language(lang)
        self.index = 0
        self.experimenting = False
        self.tries: FirstTries[int] = FirstTries()  # by step: solved, and ★
        self._loading = False
        self.game = Game.from_position(lesson[0].state)
        self.board = BoardWidget(
            self.game, lang=self.lang, show_legal=False, hide=STEP_HIDES, **board_options
        )
        self.board.on_ask = self.answer_cell
        self.board.keyboard.commands["N"] = self.next  # Shift+N: the next step
        self.board.view.legend = True  # a learner is told what the numbers mean
        self.heading = widgets.HTML()
        self.narration = widgets.HTML(layout=widgets.Layout(max_width="900px"))
        self.counter = widgets.Label()

        def button(key: str, style: str = "") -> widgets.Button:
            """A button as wide as its label in either language (no clipped German)."""
            return widgets.Button(
                description=self._word(key), button_style=style, layout={"width": "auto"}
            )

        self.restart_button = button("restart")
        self.back_button = button("back")
        self.next_button = button("next", "primary")
        self.try_button = button("try")  # the plain style: "info" is white on cyan, 3.6:1
        self.restart_button.on_click(self.board.guard(lambda _: self.show(0)))
        self.back_button.on_click(self.board.guard(lambda _: self.show(self.index - 1)))
        self.next_button.on_click(self.board.guard(lambda _: self.show(self.index + 1)))
        self.try_button.on_click(self.board.guard(lambda _: self._toggle_experiment()))
        controls = widgets.HBox(
            [self.restart_button, self.back_button, self.next_button, self.counter, self.try_button]
        )
        self.prompt = widgets.HTML()
        self.choices = widgets.HBox(layout={"flex_flow": "row wrap"})
        self.feedback = widgets.HTML()
        self.feedback.add_class("ssw-task-feedback")
        self.task_box = widgets.VBox([self.prompt, self.choices, self.feedback])
        self.task_box.add_class("ssw-task")
        self.summary = widgets.HTML()  # a quiz's end: the score, what to look at again
        self.summary.add_class("ssw-quiz-end")
        super().__init__(
            [self.heading, self.narration, self.task_box, controls, self.summary, self.board]
        )
        self.add_class("ssw-walkthrough")
        self.game.observe(self._on_game_change)
        self.show(0)

    @property
    def solved(self) -> set[int]:
        """The steps whose task was answered right."""
        return self.tries.solved

    @property
    def first_try(self) -> set[int]:
        """The steps whose task was right at the first answer, with no help before it (★)."""
        return self.tries.starred

    def _word(self, key: str) -> str:
        """A lesson control's label in the walkthrough's language (the word catalogs)."""
        return t(f"lesson_{key}", self.lang)

    @property
    def step(self) -> Step:
        """The step on show."""
        return self.lesson[self.index]

    def show(self, index: int) -> None:
        """Show step ``index`` (clamped to the lesson), ending any experiment."""
        self.index = max(0, min(index, len(self.lesson) - 1))
        self.experimenting = False
        step = self.step
        self._loading = True
        try:
            with self.board.batch():
                view = self.board.view
                view.highlight, view.forbidden, view.marked = step.highlight, step.forbidden, ()
                view.withheld = tuple(sorted(step.withheld))
                view.mode = Mode.ASK if isinstance(step.task, CellTask) else Mode.PLAY
                self.game.load_position(step.state)
                # a task's prompt, else what the game waits for (no prompt left from a step before)
                view.say(step.status_line(self.lang))
        finally:
            self._loading = False
        self.feedback.value = ""
        self._show_choices()
        self._refresh()
        self.board.announce(self._told())

    def _told(self) -> str:
        """The step as a screen reader reads it when it comes: title, story, the task."""
        title, story = self.step.narration(self.lang)
        task = self.step.task
        prompt = f"{self._word('your_task')}: {task.prompt(self.lang)}" if task else ""
        return "\n".join(line for line in (title, story, prompt) if line)

    def next(self) -> None:
        """The next step (what the Next button does)."""
        self.show(self.index + 1)

    def back(self) -> None:
        """The previous step."""
        self.show(self.index - 1)

    def experiment(self) -> None:
        """Play on from this step: the lesson's highlights off; legal cells are shown only if
        the learner ticked "Show legal cells" (off in a lesson, so they find cells themselves).
        Before the step's task is answered this is help: the board would show the answer."""
        self.experimenting = True
        if self.step.task is not None:
            self.tries.helped(self.index)
        with self.board.batch():
            view = self.board.view
            view.highlight, view.forbidden, view.marked, view.mode = (), (), (), Mode.PLAY
            view.withheld = ()
            view.say("")
        self.feedback.value = ""
        self._refresh()

    # ------------------------------------------------------------------ tasks
    def answer_cell(self, cell: Cell) -> Verdict | None:
        """A click on ``cell`` as the answer to the step's "click where …" task."""
        task = self.step.task
        if not isinstance(task, CellTask) or self.experimenting:
            return None
        verdict = task.check(self.step.state, cell, self.lang)
        self._judge(verdict)
        return verdict

    def answer_choice(self, choice: int) -> Verdict | None:
        """Option ``choice`` as the answer to the step's question."""
        task = self.step.task
        if not isinstance(task, ChoiceTask):
            return None
        verdict = task.check(choice, self.lang)
        self._judge(verdict)
        return verdict

    def _judge(self, verdict: Verdict) -> None:
        """Show the verdict under the question and on the board; tick a right answer off, with
        a ★ if no wrong answer and no help came before it."""
        self.tries.answered(self.index, verdict.right)
        colour = "#1b7f3b" if verdict.right else "#b00020"
        self.feedback.value = (
            f"<div style='font-size:16px;color:{colour};line-height:1.4'>"
            f"{html.escape(verdict.text)}</div>"
        )
        with self.board.batch():
            view = self.board.view
            view.marked = verdict.crossed + verdict.pointed if verdict.crossed else ()
            view.highlight = () if verdict.crossed else verdict.pointed or self.step.highlight
            view.say(verdict.text, error=not verdict.right)
            self.board.announce(verdict.text)
        self._refresh()

    def _show_choices(self) -> None:
        task = self.step.task
        if not isinstance(task, ChoiceTask):
            self.choices.children = ()
            return
        buttons = []
        for i, option in enumerate(task.options):
            button = widgets.Button(description=option(self.lang), layout={"width": "auto"})
            button.on_click(self.board.guard(lambda _, i=i: self.answer_choice(i)))
            buttons.append(button)
        self.choices.children = tuple(buttons)

    def _toggle_experiment(self) -> None:
        if self.experimenting:
            self.show(self.index)
        else:
            self.experiment()

    def _on_game_change(self, _game: Game) -> None:
        """A move made on the board during a lesson step starts an experiment."""
        if not self._loading and not self.experimenting:
            self.experiment()

    def _refresh(self) -> None:
        title, story = self.step.narration(self.lang)
        rules = ", ".join(self.step.rules)
        self.heading.value = f"<h3 style='margin:4px 0'>{html.escape(title)}</h3>"
        body = html.escape(story)
        if self.experimenting:
            body = f"<i>{html.escape(self._word('trying'))}</i>"
        note = ""
        if rules and self.show_rules:
            note = f"<br><small>{self._word('rules')}: {html.escape(rules)}</small>"
        self.narration.value = f"<div style='font-size:15px;line-height:1.4'>{body}{note}</div>"
        n = len(self.lesson)
        counter = t("lesson_step", self.lang, i=self.index + 1, n=n)
        tasks = self.lesson.tasks
        if tasks:
            done = len(self.solved)
            counter += " · " + t("task_progress", self.lang, done=done, n=len(tasks))
            counter += " · " + t("task_first_try", self.lang, n=len(self.first_try))
        self.counter.value = counter
        end = (
            self.lesson.quiz_end(self.first_try) if tasks and len(self.solved) == len(tasks) else []
        )
        self.summary.value = (
            "<div style='font-size:16px;font-weight:bold;line-height:1.4'>"
            + " ".join(html.escape(said(self.lang)) for said in end)
            + "</div>"
            if end
            else ""
        )
        # the turn's buttons only while trying it out: a lesson step has the lesson's own
        if self.experimenting == ("turn" in self.board.hidden):
            self.board.arrange(hide=LESSON_HIDES if self.experimenting else STEP_HIDES)
        task = self.step.task
        show_task = task is not None and not self.experimenting
        self.task_box.layout.display = "" if show_task else "none"
        if task is not None:
            tick = " ✔" if self.index in self.solved else ""
            self.prompt.value = (
                f"<div style='font-size:16px;font-weight:bold'>"
                f"{html.escape(self._word('your_task'))}{tick}: "
                f"{html.escape(task.prompt(self.lang))}</div>"
            )
        self.back_button.disabled = self.index == 0
        self.restart_button.disabled = self.index == 0
        self.next_button.disabled = self.index == n - 1
        self.try_button.description = self._word("return" if self.experimenting else "try")

    def to_svg(self) -> str:
        """The board of the current step as SVG (our own renderer)."""
        return self.board.to_svg()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live walkthrough plus a static SVG and the narration for viewers without a
        kernel (GitHub, nbviewer)."""
        title, story = self.step.narration(self.lang)
        step = t("lesson_step", self.lang, i=self.index + 1, n=len(self.lesson))
        heading = t("story_heading", self.lang, step=step, title=title)
        summary = f"{self.lesson.title(self.lang)} — {heading}\n{story}"
        return with_snapshot(super()._repr_mimebundle_(**kwargs), self.board, summary)
