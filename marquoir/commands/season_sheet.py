"""What ``marquoir standings`` and ``marquoir ratings`` share: a season's sheet as CSV, or
printed under its title with the headers in the user's language."""

from __future__ import annotations

import argparse
import re

from marquoir.commands.output import table_lines, width
from marquoir.commands.storage import write_text
from marquoir.i18n import translate
from marquoir.rules.games import DEFAULT_GAME, game_entry
from marquoir.table import to_csv

#: a figure with decimals, written with a decimal comma in French
DECIMAL = re.compile(r"-?\d+\.\d+")


def print_season_sheet(
    args: argparse.Namespace,
    season: str | None,
    sheet: list[list[str | int | float]],
    words: str,
    note: str | None = None,
) -> int:
    """``sheet`` (a header, then a row per player) as CSV with ``--csv``, else printed:
    the title (``{words}.all`` or ``{words}.season``), the headers (``{words}.col.NAME``),
    the rows aligned (figures to the right), then ``note``."""
    if args.csv:
        write_text(to_csv(sheet, excel=args.excel), None)
        return 0
    lang = args.lang
    if season is None:
        title = translate(lang, f"{words}.all")
    else:
        title = translate(lang, f"{words}.season", name=season)
    if args.game != DEFAULT_GAME:
        title = f"{game_entry(args.game).name(lang)} — {title}"
    print(title)
    if len(sheet) == 1:
        print(translate(lang, "standings.none"))
        return 0
    cells = [[str(cell) for cell in row] for row in sheet]
    cells[0] = [translate(lang, f"{words}.col.{name}") for name in cells[0]]
    if lang == "fr":
        cells[1:] = [
            [c.replace(".", ",") if DECIMAL.fullmatch(c) else c for c in row] for row in cells[1:]
        ]
    lines = table_lines(cells, right=set(range(len(cells[0]))) - {1})
    print(lines[0])
    print("─" * width(lines[0]))
    for line in lines[1:]:
        print(line)
    if note:
        print(translate(lang, note))
    return 0
