"""The new-game screen's seat advantage: each seat's chance to win at the start under the
rules chosen, and the fair head start (``marquoir.use_cases.fair_start``), with a button that
applies it. The figures are worked out in another process (a first solve takes seconds, and
compiling holds the interpreter): the panel says so meanwhile and fills them in when they come;
the form and the keys never wait. Answers are kept by (game, profile, players), so going back
to a table already asked about is immediate."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Button, Static

from marquoir import use_cases
from marquoir.i18n.numbers import percent
from marquoir.rules import Refusal, format_points
from marquoir.tui.lang import Translated, plain

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.app import ComposeResult

    from marquoir.use_cases import FairStart

#: what a key asks: (game, profile, players)
Question = tuple[str, Any, int]


class SeatAdvantage(Translated, Vertical):
    """See the module. :meth:`ask` a table; a press on the button posts :class:`Apply`."""

    DEFAULT_CSS = """
    SeatAdvantage { height: auto; margin: 1 0; }
    SeatAdvantage #seats { height: auto; color: $text-muted; }
    SeatAdvantage #apply-head-start { display: none; min-width: 12; }
    """

    #: how the figures are worked out (a test puts its own)
    compute: Callable[[str, Any, int], FairStart] = staticmethod(use_cases.fair_start_apart)

    class Apply(Message):
        """Apply the fair head start ``points``."""

        def __init__(self, points: int) -> None:
            super().__init__()
            self.points = points

    def __init__(self) -> None:
        super().__init__(id="seat-advantage")
        self.answers: dict[Question, FairStart | Refusal] = {}
        #: the table asked about now, and the one being worked out (None: none)
        self.question: Question | None = None
        self.working: Question | None = None
        self.fair: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="seats")
        yield Button("", id="apply-head-start", compact=True)

    def ask(self, question: Question | None, why_not: str = "") -> None:
        """Show the figures of ``question`` (None: no table to ask about, ``why_not`` says
        why), working them out if they are not known yet."""
        self.question = question
        if question is None:
            self._show_text(why_not)
            return
        try:
            known = self.answers.get(question)
        except TypeError:  # a profile that cannot be a key: asked every time
            known = None
        if known is not None:
            self._show(known)
            return
        self._show_text(self.t("new.seats_wait"))
        if self.working is None:
            self._work(question)

    def _work(self, question: Question) -> None:
        self.working = question
        compute = type(self).compute

        def body() -> None:
            try:
                answer: FairStart | Refusal = compute(*question)
            except Refusal as refusal:
                answer = refusal
            self.app.call_from_thread(self._answered, question, answer)

        self.run_worker(body, name="fair-start", thread=True, group="fair-start")

    def _answered(self, question: Question, answer: FairStart | Refusal) -> None:
        self.working = None
        self.answers[question] = answer
        if self.question == question:
            self._show(answer)
        elif self.question is not None and self.question not in self.answers:
            self._work(self.question)  # the table changed meanwhile: its turn now

    def _show_text(self, text: str) -> None:
        self.fair = None
        self.query_one("#seats", Static).update(plain(text))
        self.query_one("#apply-head-start", Button).display = False

    def _show(self, answer: FairStart | Refusal) -> None:
        if isinstance(answer, Refusal):
            self._show_text(self.t("new.seats_none", reason=answer.text(self.lang)))
            return
        lang = self.lang
        seats = " · ".join(
            f"{self.t('win.seat', n=seat)} {percent(p, lang)}"
            for seat, p in enumerate(answer.seats, start=1)
        )
        lines = [self.t("new.seats_head", n=answer.players), seats]
        if answer.head_start is None:
            lines.append(self.t("new.fair_none"))
        elif answer.head_start == 0:
            lines.append(self.t("new.fair_zero"))
        else:
            points = format_points(answer.head_start, lang)
            lines.append(self.t("new.fair", points=points, chance=percent(answer.fair[0], lang)))
        if not answer.exact:
            lines[-1] += f" ({self.t('new.fair_estimated')})"
        self.query_one("#seats", Static).update(Text("\n").join(plain(line) for line in lines))
        self.fair = answer.head_start or None
        button = self.query_one("#apply-head-start", Button)
        button.display = self.fair is not None
        if self.fair is not None:
            button.label = self.t("new.fair_apply", points=format_points(self.fair, lang))

    @on(Button.Pressed, "#apply-head-start")
    def _apply(self, event: Button.Pressed) -> None:
        event.stop()
        if self.fair is not None:
            self.post_message(self.Apply(self.fair))
