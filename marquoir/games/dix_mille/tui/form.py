"""Dix mille's part of the new-game form: its variants (dix-mille.md), defaults first."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Label, Select, Static

from marquoir.games.dix_mille.rules import VARIANTS, make_profile
from marquoir.rules import format_points
from marquoir.tui.games.kit import RulesForm
from marquoir.tui.lang import Translated


class DixForm(Translated, RulesForm):
    DEFAULT_CSS = """
    DixForm .help { color: $text-muted; height: auto; margin: 1 0; }
    """

    def compose(self) -> ComposeResult:
        for name, values in VARIANTS.items():
            yield Label(self.t(f"new.dix.{name}"))
            yield Select(
                [(self.variant_label(name, v), v) for v in values],
                value=values[0],
                allow_blank=False,
                id=f"dix-{name.replace('_', '-')}",
            )
        yield Static(self.t("new.dix_help"), classes="help")

    def variant_label(self, name: str, value: object) -> str:
        """A variant's value as the Select shows it (the default marked)."""
        if name == "multiples":
            text = self.t(f"dix.multiples.{value}")
        else:
            text = format_points(int(str(value)), self.lang)
        default = VARIANTS[name][0] == value
        return text + (" " + self.t("new.default") if default else "")

    def profile(self, lang: str) -> object:
        variants = {
            name: self.query_one(f"#dix-{name.replace('_', '-')}", Select).value
            for name in VARIANTS
        }
        return make_profile(**variants)
