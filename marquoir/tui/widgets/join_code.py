"""The served board's QR code on the app's board (f3): while ``marquoir board --serve`` runs
for this user, its address as a QR code with the address in text under it, for the table's
phones to join; nothing (not even room) while nothing is served. The board screen places it:
beside the cards where the screen is wide enough for both, else on a key (``-full``: the
code alone, in place of the cards). While seats are open (``--seats``, or the board's key
that turns them on), :meth:`JoinCode.next_code` shows each seat's code in turn, one at a time,
with its player's name, then the board's again; alone on a small screen, the address goes
beside the code, or is left out, so that the whole code is always drawn (:meth:`JoinCode.fit`)."""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from marquoir.join import qr_lines, seats_of, served_note
from marquoir.tui.lang import Translated

#: how often the widget looks for a serve started or stopped (one small file read)
LOOK_SECONDS = 2.0
#: the code's colours: light modules white, dark ones black, whatever the theme
QR_STYLE = "#ffffff on #000000"
#: the fewest columns beside a code alone worth writing its address in
MIN_SIDE = 16


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
        #: the seats open (player, address), as the serve's note lists them
        self.seats: list[tuple[str, str]] = []
        #: the room the code has when it stands alone (columns, rows), None beside the cards
        self.room: tuple[int, int] | None = None
        #: a sentence shown with the code alone (what the key that opened the seats did),
        #: where a notice would cover the code; gone with the next code
        self.said: str | None = None

    def on_mount(self) -> None:
        self.look()
        self.set_interval(LOOK_SECONDS, self.look)

    def look(self) -> None:
        """Show the address served now (or hide), and the seats open now: a seat closed
        meanwhile is no longer shown (the board's code is)."""
        note = served_note()
        url = note.get("url") if note else None
        seats = seats_of(note) if isinstance(url, str) else []
        if url == self.url and seats == self.seats:
            return
        shown = self.seats[self.showing - 1] if 0 < self.showing <= len(self.seats) else None
        self.url = url if isinstance(url, str) else None
        self.seats = seats
        if shown is None or shown not in seats:
            self.showing = 0
        self._draw()

    def next_code(self) -> bool:
        """Show the next seat's code (after the last, the board's again); False when no
        seat is open."""
        self.look()
        if not self.seats:
            return False
        self.showing = (self.showing + 1) % (len(self.seats) + 1)
        self._draw()
        return True

    def first_seat(self, said: str | None = None) -> bool:
        """Show the first seat's code (the seats just opened), with ``said`` beside or under
        it while it stands alone; False when no seat is open."""
        self.look()
        if not self.seats:
            return False
        self.showing = 1
        self._draw()
        self.said = said
        if self.address is not None:
            self.update(self.drawn(self.address, self._title()))
        return True

    def fit(self, room: tuple[int, int] | None) -> None:
        """The code stands alone in ``room`` (columns, rows), or beside the cards (None)."""
        if room != self.room:
            self.room = room
            if self.address is not None:
                self.update(self.drawn(self.address, self._title()))

    def _title(self) -> str | None:
        if not 0 < self.showing <= len(self.seats):
            return None
        name = self.seats[self.showing - 1][0]
        key = getattr(self.screen, "key_of", lambda action: "s")("seat_code")
        return self.t(
            "board.seat_code_title", name=name, n=self.showing, count=len(self.seats), next=key
        )

    def _draw(self) -> None:
        self.said = None
        if self.url is None:
            self.address = None
        elif 0 < self.showing <= len(self.seats):
            self.address = self.seats[self.showing - 1][1]
        else:
            self.showing, self.address = 0, self.url
        self.lines = [] if self.address is None else qr_lines(self.address)
        if self.address is not None:
            self.update(self.drawn(self.address, self._title()))
        self.post_message(self.Changed())

    def size_needed(self) -> tuple[int, int]:
        """The columns and rows the code takes with its title, its address and its padding."""
        if not self.lines or self.address is None:
            return (0, 0)
        width = len(self.lines[0])
        return (width + 2, len(self.lines) + 1 + -(-len(self.address) // width))

    def drawn(self, url: str, title: str | None = None) -> Text:
        """The title, the code and the address under it; alone in a room too low for that,
        what does not fit under the code goes beside it (the address, then the title), and
        where there is no room beside either, the address is left out: the code is always
        drawn whole (its quiet border too), for a phone to read it."""
        import textwrap

        lines = self.lines
        width = len(lines[0])
        title = title or self.t("web.join")
        wrapped = [url[i : i + width] for i in range(0, len(url), width)]
        said = self.said if self.room is not None else None
        under = ["", *textwrap.wrap(said, width)] if said else []
        if self.room is None or 1 + len(lines) + len(wrapped) + len(under) <= self.room[1]:
            return self._column(title, lines, wrapped + under)
        columns, rows = self.room
        side = columns - 2 - width - 2  # the padding, then two spaces after the code
        beside: list[tuple[str, str]] = []  # (text, style)
        above = title if 1 + len(lines) <= rows else None
        if above is None:
            beside.append((title, "bold"))
            beside.append(("", ""))
        if side >= MIN_SIDE:
            beside += [(url[i : i + side], "") for i in range(0, len(url), side)]
            if said:
                beside += [("", ""), *((line, "") for line in textwrap.wrap(said, side))]
        text = Text()
        if above is not None:
            text.append(above, style="bold")
            text.append("\n")
        for row, line in enumerate(lines):
            text.append(line, style=QR_STYLE)
            if row < len(beside) and side >= 1:
                words, style = beside[row]
                text.append("  ")
                text.append(words[:side], style=style)
            if row < len(lines) - 1:
                text.append("\n")
        return text

    @staticmethod
    def _column(title: str, lines: list[str], wrapped: list[str]) -> Text:
        text = Text(title, style="bold")
        text.append("\n")
        for line in lines:
            text.append(line, style=QR_STYLE)
            text.append("\n")
        text.append("\n".join(wrapped))
        return text
