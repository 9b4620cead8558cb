"""Mille Sabords' part of the new-game form: the edition, the target, negative scores, the
2025 cards."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select, Static, Switch

from marquoir.games.mille_sabords.rules import edition_defaults, make_profile
from marquoir.i18n import translate
from marquoir.rules import RulesError
from marquoir.tui.games.kit import FormRefusal, RulesForm
from marquoir.tui.lang import Translated


class SabordsForm(Translated, RulesForm):
    DEFAULT_CSS = """
    SabordsForm .switch-row { height: auto; }
    SabordsForm .switch-row Label { padding: 1 1; }
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
        with Horizontal(classes="switch-row"):
            yield Switch(value=False, id="negative")
            yield Label(self.t("new.negative"))
        with Horizontal(classes="switch-row"):
            yield Switch(value=False, id="cards2025")
            yield Label(self.t("new.cards_2025"))
        yield Static(self.t("new.classic_help"), id="edition-help")

    @on(Select.Changed, "#edition")
    def _edition(self, event: Select.Changed) -> None:
        defaults = edition_defaults(str(event.value))
        self.query_one("#target", Input).value = str(defaults.target)
        self.query_one("#negative", Switch).value = defaults.negative_scores
        self.query_one("#cards2025", Switch).value = defaults.cards_2025
        self.query_one("#edition-help", Static).update(self.t(f"new.{defaults.edition}_help"))

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
