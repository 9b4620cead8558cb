"""One colour per seat, the same on the chart, the board and the legend: the Okabe–Ito
colours, told apart by most colour-blind eyes too."""

from __future__ import annotations

SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (86, 180, 233),  # sky blue
    (230, 159, 0),  # orange
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    (200, 200, 200),  # light grey
)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_style(seat: int) -> str:
    """The seat's colour as a Rich style."""
    r, g, b = seat_colour(seat)
    return f"rgb({r},{g},{b})"
