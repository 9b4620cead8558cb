"""CSV files: the game sheet (like the paper one), one row per turn, and the standings.

UTF-8; ``excel=True`` writes for a spreadsheet of the Captain's locale: a byte-order mark, and
in French semicolons and decimal commas (what French Excel and LibreOffice read as numbers),
in English commas and points. A plain CSV stays machine-readable: points, commas.

Text that a spreadsheet would run as a formula (a player's name or a note that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) is written with a leading
apostrophe; numbers, negative ones included, stay numbers.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from marquoir.i18n import translate, visible
from marquoir.i18n.numbers import Figure, spreadsheet
from marquoir.records import RatingLine, Standing
from marquoir.rules import GameRules, format_points
from marquoir.rules.head_start import starting_totals
from marquoir.rules.manual import ManualTurn
from marquoir.rules.sheet import (
    EVERY_SEAT_KINDS,
    SheetCell,
    TurnChange,
    kind_of,
    score_sheet,
    turn_changes,
)

if TYPE_CHECKING:
    from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
#: a figure written as text (``-0.61``): a number for a spreadsheet, never a formula
FIGURE = re.compile(r"-?\d+(\.\d+)?")
Cell = str | int | float | Figure


def safe(text: str) -> str:
    """Text a spreadsheet will show as text, never run as a formula."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


class Name(str):
    """A player's name in a row: shown as it is in a table; in a CSV file text, guarded even
    when it reads as a figure (a name ``-1`` is ``'-1`` in every language's CSV, never a
    number)."""

    __slots__ = ()


def name_cell(name: str) -> Name:
    return Name(name)


def to_csv(rows: Iterable[Sequence[Cell]], excel: bool = False, lang: str = "en") -> str:
    """The rows as CSV text. Every text cell is made safe here, and only here (the same rows
    printed as a table show the text as it is): control characters as visible escapes
    (``\\x1b``), then the formula guard (a figure written as text, ``-0.61``, stays a figure).
    Each :class:`Figure` is written with a point (plain), or as the ``lang`` spreadsheet reads
    a number (``excel``)."""
    out = io.StringIO()
    if excel:
        out.write("\ufeff")
    french = excel and lang == "fr"
    writer = csv.writer(out, delimiter=";" if french else ",", lineterminator="\r\n")
    for row in rows:
        writer.writerow(
            [
                (spreadsheet(c.value, lang, c.digits) if excel else c.machine())
                if isinstance(c, Figure)
                else _text_cell(c)
                if isinstance(c, str)
                else c
                for c in row
            ]
        )
    return out.getvalue()


def _text_cell(text: str) -> str:
    shown = visible(text)
    return shown if FIGURE.fullmatch(shown) and not isinstance(text, Name) else safe(shown)


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
    player's columns of :func:`sheet_parts`, adding up to the total at the end of the
    round), the final totals and the winners; the labels in ``lang``."""
    setup = state.setup
    players = [safe(name) for name in setup.players]
    parts = sheet_parts(rules, setup)
    rows: list[list[Cell]] = [
        [_label("game", lang), game_id],
        [_label("date", lang), created.astimezone().date().isoformat()],
        [_label("season", lang), safe(season)],
        *(
            [_label(name, lang), _cell(value, lang)]
            for name, value in rules.profile_facts(setup.profile, lang)
        ),
        *([[_label("head_start", lang), setup.head_start]] if setup.head_start else []),
        [],
        [
            _label("round", lang),
            *[
                _label(part, lang, name=name) if part else name
                for name in players
                for part in parts
            ],
        ],
    ]
    for row in score_sheet(state):
        cells: list[Cell] = [row.round]
        for cell in row.cells:
            cells.extend(_sheet_cell(cell, parts, state))
        rows.append(cells)
    rows.append([])
    final = ["" for _ in parts[1:]]
    rows.append([_label("final", lang), *[c for total in state.totals for c in (*final, total)]])
    rows.append([_label("status", lang), translate(lang, f"status.{state.phase}")])
    rows.append([_label("winners", lang), *[safe(name) for name in state.winners]])
    return rows


def sheet_parts(rules: GameRules[Any, Any, Any], setup: Any) -> tuple[str, ...]:
    """A player's columns on the sheet, so that every row adds up on paper: the player's own
    points (``""``: the column named after them), what the others' turns of the kinds the
    game gives a column took or gave (its ``sheet_kinds``: ``island_of`` …), what the others'
    turns gave otherwise, what the floor at 0 gave back (where the game's profile holds a
    total at 0), the total."""
    return (
        "",
        *(f"{kind}_of" for kind in rules.sheet_kinds),
        "others_of",
        *(("floor_of",) if rules.floor_at_zero(setup.profile) else ()),
        "total_of",
    )


def _sheet_cell(cell: SheetCell, parts: tuple[str, ...], state: Any) -> list[Cell]:
    """A player's columns for one round: their own points, each kind's column, the rest of
    what the others' turns gave, the floor's gift, the total. A kind of
    :data:`~marquoir.rules.sheet.EVERY_SEAT_KINDS` (the Treasure) takes what its turns gave
    the player, whoever entered them: out of their own points or the others' column."""
    every_seat = {
        kind: [s for s in cell.steps if kind_of(state.outcomes[s.position]) == kind]
        for kind in EVERY_SEAT_KINDS
        if f"{kind}_of" in parts
    }
    own_taken = sum(s.scored for steps in every_seat.values() for s in steps if s.own)
    others_taken = sum(s.scored for steps in every_seat.values() for s in steps if not s.own)
    own_left = [s for s in cell.steps if s.own and all(s not in v for v in every_seat.values())]
    # the start's row (a head start) has points and no turn: its points are the player's own
    played_apart = bool(cell.steps) and not own_left
    own: Cell = "" if cell.points is None or played_apart else cell.points - own_taken
    figures: dict[str, Cell] = {
        "": own,
        "island_of": cell.island,
        "zombie_of": cell.zombie,
        **{f"{kind}_of": sum(s.scored for s in steps) for kind, steps in every_seat.items()},
        "others_of": cell.others - others_taken,
        "floor_of": cell.held,
        "total_of": cell.total,
    }
    return [figures[part] for part in parts]


def long_rows(
    rules: GameRules[Any, Any, Any], state: Any, turns: Sequence[Any], lang: str = "en"
) -> list[list[Cell]]:
    """One row per turn, with its facts: round, turn, player, the game's own facts (its
    ``turn_fact_fields``, in ``lang``), manual points, the turn's points and note, what the
    turn changed of each player's total (the gains of a row add up), every player's total
    after it, what the game adds (its ``after_columns``) and, where
    the classic floor at 0 held a total, what the turn gave and the total (``Anne −300 → 0``)."""
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
    facts_of = [""] * len(rules.turn_fact_fields)
    head += [_label("gain_of", lang, name=name) for name in players]
    head += [_label("total_of", lang, name=name) for name in players]
    head += [safe(word) for word in rules.after_columns(state.setup.players, lang)]
    floor = "floor_of" in sheet_parts(rules, state.setup)
    if floor:
        head.append(_label("floor", lang))
    rows: list[list[Cell]] = [head]
    start = starting_totals(state.setup)
    if any(start):  # a head start: the starting totals, as the first row's gains and totals
        after = [""] * (len(head) - len(start) * 2 - (1 if floor else 0) - 6 - len(facts_of))
        rows.append(
            [0, 0, "", *facts_of, "", "", "", *start, *start, *after, *([""] if floor else [])]
        )
    changes = turn_changes(state)
    for turn, outcome, change in zip(turns, state.outcomes, changes, strict=True):
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
                *change.gains,
                *outcome.totals,
                *rules.after_facts(outcome),
                *((_held(players, change, lang),) if floor else ()),
            ]
        )
    return rows


def _held(players: list[str], change: TurnChange, lang: str) -> str:
    """Where the floor at 0 held a total: ``Anne −300 → 0`` (what the turn gave, the total)."""
    return " · ".join(
        f"{name} {format_points(scored, lang, sign=True)} → {format_points(after, lang)}"
        for name, scored, after, held in zip(
            players, change.scored, change.after, change.held, strict=True
        )
        if held
    )


#: the columns of ``marquoir ratings --csv``
RATING_FIELDS = ("rank", "player", "games", "mu", "sigma", "ordinal")


def rating_rows(lines: Sequence[RatingLine]) -> list[list[Cell]]:
    """The header and a row per player, the figures to two decimals."""
    rows: list[list[Cell]] = [list(RATING_FIELDS)]
    for line in lines:
        rows.append(
            [
                line.rank,
                name_cell(line.player),
                line.games,
                Figure(line.mu, 2),
                Figure(line.sigma, 2),
                Figure(line.ordinal, 2),
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
                name_cell(s.player),
                s.games,
                s.wins,
                Figure(s.win_rate, 3, percent=True),
                Figure(s.avg_final, 1),
                *((s.best_turn, Figure(s.avg_turn, 1)) if s.turn_figures else ()),
                *(Figure(v, 1) if isinstance(v, float) else v for v in s.stats),
            ]
        )
    return rows
