"""The served board's QR code on the app's board (f3): while ``marquoir board --serve`` runs
for this user, its address as a QR code with the address in text under it, for the table's
phones to join; nothing (not even room) while nothing is served. The board screen places it:
beside the cards where the screen is wide enough for both, else on a key (``-full``: the
code alone, in place of the cards). Served with ``--seats``, :meth:`JoinCode.next_code` shows
each seat's code in turn, one at a time, then the board's again."""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from marquoir.join import qr_lines, served_address, served_seats
from marquoir.tui.lang import Translated

#: how often the widget looks for a serve started or stopped (one small file read)
LOOK_SECONDS = 2.0
#: the code's colours: light modules white, dark ones black, whatever the theme
QR_STYLE = "#ffffff on #000000"


class JoinCode(Translated, Static):
    """See the module. ``url`` is the address served, None while nothing is served."""

    DEFAULT_CSS = """
    JoinCode { width: auto; height: auto; max-height: 100%; padding: 0 1; }
    JoinCode.-none { display: none; }
    JoinCode.-full { width: 1fr; height: 1fr; content-align: center middle; }
    """

    class Changed(Message):
        """A serve started or stopped, or another code is shown: the screen places it again."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="-none")
        self.url: str | None = None
        #: the shown code's address and lines (its width and height: what the screen needs
        #: to place it)
        self.address: str | None = None
        self.lines: list[str] = []
        #: the code shown: 0 the board's, n the n-th seat's
        self.showing = 0
        self.seats: list[tuple[str, str]] = []

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
        self._draw()

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
        title = None
        if self.url is None:
            self.address = None
        elif 0 < self.showing <= len(self.seats):
            name, self.address = self.seats[self.showing - 1]
            title = self.t("web.seat_title", name=name)
        else:
            self.showing, self.address = 0, self.url
        self.lines = [] if self.address is None else qr_lines(self.address)
        if self.address is not None:
            self.update(self.drawn(self.address, title))
        self.post_message(self.Changed())

    def size_needed(self) -> tuple[int, int]:
        """The columns and rows the code takes with its title, its address and its padding."""
        if not self.lines or self.address is None:
            return (0, 0)
        width = len(self.lines[0])
        return (width + 2, len(self.lines) + 1 + -(-len(self.address) // width))

    def drawn(self, url: str, title: str | None = None) -> Text:
        lines = self.lines
        width = len(lines[0])
        text = Text(title or self.t("web.join"), style="bold")
        text.append("\n")
        for line in lines:
            text.append(line, style=QR_STYLE)
            text.append("\n")
        text.append("\n".join(url[i : i + width] for i in range(0, len(url), width)))
        return text
