"""Morbleu's part of the new-game form: the pot (no default: a start without it is refused,
the focus then on it; choosing the game leaves the focus where the Captain types)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Input, Label, Static

from marquoir.games.morbleu.rules import make_profile
from marquoir.rules import RulesError
from marquoir.tui.games.kit import FormRefusal, RulesForm
from marquoir.tui.lang import Translated


class MorbleuForm(Translated, RulesForm):
    DEFAULT_CSS = """
    MorbleuForm .help { color: $text-muted; height: auto; margin: 1 0; }
    """

    def compose(self) -> ComposeResult:
        yield Label(self.t("new.morbleu_pot"))
        yield Input(placeholder=self.t("new.morbleu_pot_placeholder"), id="pot")
        yield Static(self.t("new.morbleu_help"), classes="help")

    def profile(self, lang: str) -> object:
        pot = self.query_one("#pot", Input).value.strip()
        try:
            return make_profile(int(pot) if pot.isdigit() else None)
        except RulesError as refusal:
            raise FormRefusal(refusal.text(lang), "#pot") from None
