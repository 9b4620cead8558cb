"""Mille Sabords' part of the new-game form: the edition, the target, negative scores, the
2025 cards."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select, Static, Switch

from marquoir.games.mille_sabords.rules import edition_defaults, make_profile
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points
from marquoir.tui.games.kit import FormRefusal, RulesForm
from marquoir.tui.lang import Translated

#: the form's switches: their id and the words of their name
SWITCHES = {"negative": "new.negative", "cards2025": "new.cards_2025"}


class SabordsForm(Translated, RulesForm):
    DEFAULT_CSS = """
    SabordsForm .switch-row { height: auto; }
    SabordsForm .switch-row Label { padding: 1 1; width: 1fr; }
    SabordsForm #edition-help { color: $text-muted; height: auto; margin: 1 0; }
    """

    def compose(self) -> ComposeResult:
        yield Label(self.t("new.edition"))
        yield Select(
            [(self.t("edition.classic"), "classic"), (self.t("edition.2025"), "2025")],
            value="classic",
            allow_blank=False,
            id="edition",
        )
        yield Label(self.t("new.target"))
        yield Input(str(edition_defaults("classic").target), id="target")
        for switch, words in SWITCHES.items():
            with Horizontal(classes="switch-row"):
                yield Switch(value=False, id=switch)
                yield Label(self.switch_words(words, False), id=f"{switch}-label")
        yield Static(id="edition-help")

    def on_mount(self) -> None:
        self._said()

    def switch_words(self, words: str, on: bool) -> str:
        """A switch's name and its state in words (``Negative totals: off``): a state a
        colour alone would not tell at 80×24 or to a colour-blind Captain."""
        state = self.t("new.switch_on" if on else "new.switch_off")
        return self.t("new.switch_state", name=self.t(words), state=state)

    def summary(self) -> str:
        """The rules the fields say, in one line (``Classic: to 3,000; totals may go
        negative; 35 cards.``): what was chosen, not the edition's defaults."""
        edition = str(self.query_one("#edition", Select).value)
        target = self.query_one("#target", Input).value.strip()
        digits = target.replace(" ", "").replace(",", "").replace("\u202f", "")
        negative = self.query_one("#negative", Switch).value
        cards = self.query_one("#cards2025", Switch).value
        return self.t(
            "new.summary",
            edition=self.t(f"edition.{edition}"),
            target=format_points(int(digits), self.lang) if digits.isdigit() else target,
            floor=self.t("new.summary_negative" if negative else "new.summary_floor"),
            cards=self.t("new.summary_cards_2025" if cards else "new.summary_cards"),
        )

    @on(Select.Changed, "#edition")
    def _edition(self, event: Select.Changed) -> None:
        defaults = edition_defaults(str(event.value))
        self.query_one("#target", Input).value = str(defaults.target)
        self.query_one("#negative", Switch).value = defaults.negative_scores
        self.query_one("#cards2025", Switch).value = defaults.cards_2025
        self._said()

    @on(Switch.Changed)
    def _switched(self, event: Switch.Changed) -> None:
        switch = event.switch.id or ""
        if switch in SWITCHES:
            label = self.query_one(f"#{switch}-label", Label)
            label.update(self.switch_words(SWITCHES[switch], event.value))
        self._said()

    @on(Input.Changed, "#target")
    def _said(self) -> None:
        self.query_one("#edition-help", Static).update(self.summary())

    def profile(self, lang: str) -> object:
        text = (
            self.query_one("#target", Input)
            .value.strip()
            .replace(" ", "")
            .replace(",", "")
            .replace("\u202f", "")
        )
        if not text.isdigit():
            raise FormRefusal(translate(lang, "new.target_bad"), "#target")
        try:
            return make_profile(
                str(self.query_one("#edition", Select).value),
                int(text),
                self.query_one("#negative", Switch).value,
                self.query_one("#cards2025", Switch).value,
            )
        except RulesError as refusal:
            raise FormRefusal(refusal.text(lang), "#target") from None
