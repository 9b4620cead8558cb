"""What ``marquoir standings`` and ``marquoir ratings`` share: a season's sheet as CSV, or
printed under its title with the headers in the user's language."""

from __future__ import annotations

import argparse
import sys

from marquoir.commands.output import table_lines, width
from marquoir.commands.storage import write_out
from marquoir.i18n import translate
from marquoir.i18n.numbers import Figure, whole
from marquoir.rules.games import DEFAULT_GAME, game_entry
from marquoir.use_cases import to_csv


def person(cell: str | int | float | Figure, lang: str) -> str:
    """A cell as a person reads it in ``lang``: ``10 271``, ``27,8 %``, ``+41,3``."""
    if isinstance(cell, Figure):
        return cell.for_person(lang)
    if isinstance(cell, int) and not isinstance(cell, bool):
        return whole(cell, lang)
    return str(cell)


def print_season_sheet(
    args: argparse.Namespace,
    season: str | None,
    sheet: list[list[str | int | float | Figure]],
    words: str,
    note: str | None = None,
    damaged: int = 0,
) -> int:
    """``sheet`` (a header, then a row per player) as CSV with ``--csv``, else printed:
    the title (``{words}.all`` or ``{words}.season``), the headers (``{words}.col.NAME``),
    the rows aligned (figures to the right), then ``note``; ``damaged``: how many games were
    left out as damaged (said on stderr with ``--csv``, under the sheet otherwise)."""
    lang = args.lang
    left_out = translate(lang, "standings.damaged", n=damaged) if damaged else None
    head: list[str | int | float | Figure] = [
        translate(lang, f"{words}.col.{name}") for name in sheet[0]
    ]
    if args.csv:  # the field names in English (scripts rely on them), else in words
        rows = [sheet[0] if lang == "en" else head, *sheet[1:]]
        write_out(to_csv(rows, excel=args.excel, lang=lang))
        if left_out:
            sys.stderr.write(f"marquoir: {left_out}\n")
        return 0
    if season is None:
        title = translate(lang, f"{words}.all")
    else:
        title = translate(lang, f"{words}.season", name=season)
    if args.game != DEFAULT_GAME:
        title = f"{game_entry(args.game).name(lang)} — {title}"
    print(title)
    if len(sheet) == 1:
        print(translate(lang, "solo.none" if words == "solo" else "standings.none"))
        if left_out:
            print(left_out)
        return 0
    cells = [[str(c) for c in head]] + [[person(c, lang) for c in row] for row in sheet[1:]]
    lines = table_lines(cells, right=set(range(len(cells[0]))) - {1})
    print(lines[0])
    print("─" * width(lines[0]))
    for line in lines[1:]:
        print(line)
    if note:
        print(translate(lang, note))
    if left_out:
        print(left_out)
    return 0
