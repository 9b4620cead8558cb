"""CSV files: the game sheet (like the paper one), one row per turn, and the standings.

UTF-8; ``excel=True`` adds a byte-order mark and uses semicolons, as spreadsheets in French
locales expect. Text that a spreadsheet would run as a formula (a player's name or a note that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) is written with a leading
apostrophe; numbers, negative ones included, stay numbers.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import datetime

from marquoir.records import Standing
from marquoir.rules.mille_sabords import DiceTurn, GameState, ManualTurn
from marquoir.rules.sheet import score_sheet

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
Cell = str | int | float


def safe(text: str) -> str:
    """Text a spreadsheet will show as text, never run as a formula."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def to_csv(rows: Iterable[Sequence[Cell]], excel: bool = False) -> str:
    out = io.StringIO()
    if excel:
        out.write("\ufeff")
    writer = csv.writer(out, delimiter=";" if excel else ",", lineterminator="\r\n")
    for row in rows:
        writer.writerow(row)
    return out.getvalue()


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def sheet_rows(game_id: int, created: datetime, season: str, state: GameState) -> list[list[Cell]]:
    """The paper sheet: header lines, a row per round (each player's turn points and total at
    the end of the round), the final totals and the winners."""
    setup = state.setup
    profile = setup.profile
    players = [safe(name) for name in setup.players]
    rows: list[list[Cell]] = [
        ["game", game_id],
        ["date", created.astimezone().date().isoformat()],
        ["season", safe(season)],
        ["edition", profile.edition],
        ["target", profile.target],
        ["negative_scores", _yes(profile.negative_scores)],
        ["cards_2025", _yes(profile.cards_2025)],
        [],
        ["round", *[c for name in players for c in (name, f"{name} total")]],
    ]
    for row in score_sheet(state):
        cells: list[Cell] = [row.round]
        for cell in row.cells:
            cells.extend(["" if cell.points is None else cell.points, cell.total])
        rows.append(cells)
    rows.append([])
    rows.append(["final", *[c for total in state.totals for c in ("", total)]])
    rows.append(["status", state.phase])
    rows.append(["winners", *[safe(name) for name in state.winners]])
    return rows


def long_rows(state: GameState, turns: Sequence[DiceTurn | ManualTurn]) -> list[list[Cell]]:
    """One row per turn: round, player, card, dice, saved, skull island, points, note, and every
    player's total after the turn."""
    players = [safe(name) for name in state.setup.players]
    rows: list[list[Cell]] = [
        ["round", "player", "card", "dice", "saved", "skull_island", "points", "note", *players]
    ]
    for turn, outcome in zip(turns, state.outcomes, strict=True):
        if isinstance(turn, ManualTurn):
            card, dice, saved, island = "manual", "", "", False
        else:
            card, dice, saved, island = (
                turn.card,
                str(turn.dice),
                str(turn.saved),
                turn.skull_island,
            )
        rows.append(
            [
                outcome.round,
                safe(outcome.player),
                card,
                dice,
                saved,
                _yes(island),
                outcome.points,
                safe(turn.note),
                *outcome.totals,
            ]
        )
    return rows


def standings_rows(fields: Sequence[str], standings: Sequence[Standing]) -> list[list[Cell]]:
    """The header (the game's standings fields) and a row per player."""
    rows: list[list[Cell]] = [list(fields)]
    for s in standings:
        rows.append(
            [
                s.rank,
                safe(s.player),
                s.games,
                s.wins,
                f"{s.win_rate:.3f}",
                f"{s.avg_final:.1f}",
                s.best_turn,
                f"{s.avg_turn:.1f}",
                *s.stats,
            ]
        )
    return rows
