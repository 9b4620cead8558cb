"""CSV files: the game sheet (like the paper one), one row per turn, and the standings.

UTF-8; ``excel=True`` adds a byte-order mark and uses semicolons, as spreadsheets in French
locales expect. Text that a spreadsheet would run as a formula (a player's name or a note that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) is written with a leading
apostrophe; numbers, negative ones included, stay numbers.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from datetime import datetime

from marquoir.i18n import translate, visible
from marquoir.records import RatingLine, Standing
from marquoir.rules import GameRules
from marquoir.rules.manual import ManualTurn
from marquoir.rules.sheet import score_sheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
#: a figure written as text (``-0.61``): a number for a spreadsheet, never a formula
FIGURE = re.compile(r"-?\d+(\.\d+)?")
Cell = str | int | float


def safe(text: str) -> str:
    """Text a spreadsheet will show as text, never run as a formula."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def to_csv(rows: Iterable[Sequence[Cell]], excel: bool = False) -> str:
    """The rows as CSV text. Every text cell is made safe here, and only here (the same rows
    printed as a table show the text as it is): control characters as visible escapes
    (``\\x1b``), then the formula guard (a figure written as text, ``-0.61``, stays a figure)."""
    out = io.StringIO()
    if excel:
        out.write("\ufeff")
    writer = csv.writer(out, delimiter=";" if excel else ",", lineterminator="\r\n")
    for row in rows:
        writer.writerow([_text_cell(cell) if isinstance(cell, str) else cell for cell in row])
    return out.getvalue()


def _text_cell(text: str) -> str:
    shown = visible(text)
    return shown if FIGURE.fullmatch(shown) else safe(shown)


def _yes(flag: bool, lang: str) -> str:
    return translate(lang, "csv.yes" if flag else "csv.no")


def _label(key: str, lang: str, **params: str) -> str:
    return translate(lang, f"csv.{key}", **params)


def _cell(value: int | bool | str, lang: str) -> Cell:
    """A fact as a cell: a flag in words, text made safe."""
    if isinstance(value, bool):
        return _yes(value, lang)
    return safe(value) if isinstance(value, str) else value


def sheet_rows(
    rules: GameRules[Any, Any, Any],
    game_id: int,
    created: datetime,
    season: str,
    state: Any,
    lang: str = "en",
) -> list[list[Cell]]:
    """The paper sheet: header lines (the game's rules among them), a row per round (each
    player's turn points and total at the end of the round), the final totals and the
    winners; the labels in ``lang``."""
    setup = state.setup
    players = [safe(name) for name in setup.players]
    rows: list[list[Cell]] = [
        [_label("game", lang), game_id],
        [_label("date", lang), created.astimezone().date().isoformat()],
        [_label("season", lang), safe(season)],
        *(
            [_label(name, lang), _cell(value, lang)]
            for name, value in rules.profile_facts(setup.profile, lang)
        ),
        [],
        [
            _label("round", lang),
            *[c for name in players for c in (name, _label("total_of", lang, name=name))],
        ],
    ]
    for row in score_sheet(state):
        cells: list[Cell] = [row.round]
        for cell in row.cells:
            cells.extend(["" if cell.points is None else cell.points, cell.total])
        rows.append(cells)
    rows.append([])
    rows.append([_label("final", lang), *[c for total in state.totals for c in ("", total)]])
    rows.append([_label("status", lang), translate(lang, f"status.{state.phase}")])
    rows.append([_label("winners", lang), *[safe(name) for name in state.winners]])
    return rows


def long_rows(
    rules: GameRules[Any, Any, Any], state: Any, turns: Sequence[Any], lang: str = "en"
) -> list[list[Cell]]:
    """One row per turn, with its facts: round, turn, player, the game's own facts (Mille
    Sabords: the card's printed name in ``lang``, dice, saved dice, Skull Island; Dix mille:
    the throws, blank; Morbleu: the duel), manual points, the turn's points and note, what the
    turn gave each player (the player's own points in their column), every player's total
    after it, and what the game adds (Morbleu's ledger: each pirate's cards, the pot)."""
    players = [safe(name) for name in state.setup.players]
    head: list[Cell] = [
        _label(key, lang)
        for key in (
            "round",
            "turn",
            "player",
            *rules.turn_fact_fields,
            "manual",
            "points",
            "note",
        )
    ]
    head += [_label("gain_of", lang, name=name) for name in players]
    head += [_label("total_of", lang, name=name) for name in players]
    if rules.after_columns is not None:
        head += [safe(word) for word in rules.after_columns(state.setup.players, lang)]
    rows: list[list[Cell]] = [head]
    for turn, outcome in zip(turns, state.outcomes, strict=True):
        facts = [_cell(value, lang) for value in rules.turn_facts(turn, lang)]
        rows.append(
            [
                outcome.round,
                outcome.position + 1,
                safe(outcome.player),
                *facts,
                _yes(isinstance(turn, ManualTurn), lang),
                outcome.points,
                safe(getattr(turn, "note", "")),
                *outcome.deltas,
                *outcome.totals,
                *(rules.after_facts(outcome) if rules.after_facts is not None else ()),
            ]
        )
    return rows


#: the columns of ``marquoir ratings --csv``
RATING_FIELDS = ("rank", "player", "games", "mu", "sigma", "ordinal")


def rating_rows(lines: Sequence[RatingLine]) -> list[list[Cell]]:
    """The header and a row per player, the figures to two decimals."""
    rows: list[list[Cell]] = [list(RATING_FIELDS)]
    for line in lines:
        rows.append(
            [
                line.rank,
                line.player,
                line.games,
                f"{line.mu:.2f}",
                f"{line.sigma:.2f}",
                f"{line.ordinal:.2f}",
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
                s.player,
                s.games,
                s.wins,
                f"{s.win_rate:.3f}",
                f"{s.avg_final:.1f}",
                *((s.best_turn, f"{s.avg_turn:.1f}") if s.turn_figures else ()),
                *(f"{v:.1f}" if isinstance(v, float) else v for v in s.stats),
            ]
        )
    return rows
