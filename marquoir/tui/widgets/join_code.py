"""The served board's QR code on the app's board (f3): while ``marquoir board --serve`` runs
for this user, its address as a QR code with the address in text beside it, for the table's
phones to join; nothing (not even room) while nothing is served. Served with ``--seats``,
:meth:`JoinCode.next_code` shows each seat's code in turn, one at a time, then the board's
again."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from marquoir.join import qr_lines, served_address, served_seats
from marquoir.tui.lang import Translated

#: how often the widget looks for a serve started or stopped (one small file read)
LOOK_SECONDS = 2.0
#: the code's colours: light modules white, dark ones black, whatever the theme
QR_STYLE = "#ffffff on #000000"


class JoinCode(Translated, Static):
    """See the module. ``url`` is the address shown, None while nothing is served."""

    DEFAULT_CSS = """
    JoinCode { dock: right; width: auto; height: auto; max-height: 100%; padding: 0 1; }
    JoinCode.-none { display: none; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="-none")
        self.url: str | None = None
        #: the code shown: 0 the board's, n the n-th seat's
        self.showing = 0
        self.seats: list[tuple[str, str]] = []

    def next_code(self) -> bool:
        """Show the next seat's code (after the last, the board's again); False when the
        board is served without seats."""
        self.seats = served_seats() if self.url is not None else []
        if not self.seats:
            return False
        self.showing = (self.showing + 1) % (len(self.seats) + 1)
        self._draw()
        return True

    def _draw(self) -> None:
        if self.url is None:
            return
        if 0 < self.showing <= len(self.seats):
            name, address = self.seats[self.showing - 1]
            self.update(self.drawn(address, self.t("web.seat_title", name=name)))
        else:
            self.showing = 0
            self.update(self.drawn(self.url))

    def on_mount(self) -> None:
        self.look()
        self.set_interval(LOOK_SECONDS, self.look)

    def look(self) -> None:
        """Show the address served now (or hide)."""
        url = served_address()
        if url == self.url:
            return
        self.url = url
        self.showing = 0
        self.set_class(url is None, "-none")
        self._draw()

    def drawn(self, url: str, title: str | None = None) -> Text:
        lines = qr_lines(url)
        width = len(lines[0])
        text = Text(title or self.t("web.join"), style="bold")
        text.append("\n")
        for line in lines:
            text.append(line, style=QR_STYLE)
            text.append("\n")
        text.append("\n".join(url[i : i + width] for i in range(0, len(url), width)))
        return text
