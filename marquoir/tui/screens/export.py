"""Which file to export a game as: the game file, the sheet, a row per turn, or the sheet for
a spreadsheet (Excel: a byte-order mark and semicolons)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from marquoir.tui.screens.base import MarquoirDialog, keys_line

#: the forms offered: (id, i18n key); the id is "form" or "form+excel"
FORMS = (
    ("json", "export.json"),
    ("csv", "export.sheet"),
    ("csv-long", "export.long"),
    ("csv+excel", "export.excel"),
)


class ExportScreen(MarquoirDialog[str | None]):
    """Answers the chosen form (``csv+excel`` for the spreadsheet one), or None."""

    BINDINGS = [Binding("escape", "dismiss(None)", "key.back", show=False, id="export-back")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.t("export.title"))
            yield OptionList(*(Option(self.t(key), id=form) for form, key in FORMS))
            yield Static(
                keys_line(self.lang, ("keyname.enter", "key.save"), ("keyname.escape", "key.back"))
            )

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
