"""The Captain's use cases: the one module the app, the commands and the served board call.

Start a game, enter, edit or undo a turn, list and open games, export them, ask the odds,
standings, seasons, the roster. Both the TUI and the CLI call these and read what they hand
out: plain records (:mod:`marquoir.records`) and the rules' own values, never a database row.
Every refusal is a :class:`Refusal` (a sentence in either language).

Every change of a game is one write transaction: the game's facts are read under the write
lock, the change is replayed through the game's rules once (refused, with nothing written,
when the rules say no), then the turns and the cached results are written together, and the
new game view is handed back. Reads (lists, standings, exports, a game) are read-only
transactions that never hold up a turn being entered elsewhere.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from marquoir import rules
from marquoir.odds.head_start import FairStart
from marquoir.odds.head_start import fair_start as compute_fair_start
from marquoir.odds.head_start import fair_start_apart as compute_fair_start_apart
from marquoir.rules import DEFAULT_GAME, Refusal, RulesError

if TYPE_CHECKING:
    from marquoir.board_facts import (
        COMPUTING,
        UNKNOWN,
        BoardFacts,
        PlayerFacts,
        board_facts,
        chance_texts,
    )
    from marquoir.exports.game_json import GameDocument
    from marquoir.i18n.numbers import Figure
    from marquoir.odds_records import Chances
    from marquoir.records import (
        RatingLine,
        SoloRecord,
        Standing,
        WinChances,
        standing_fields,
    )
    from marquoir.use_cases.on_store import UseCases

__all__ = [
    "COMPUTING",
    "DEFAULT_GAME",
    "UNKNOWN",
    "BoardFacts",
    "FairStart",
    "PlayerFacts",
    "board_facts",
    "chance_texts",
    "Refusal",
    "UseCases",
    "advise",
    "fair_start",
    "fair_start_apart",
    "odds",
    "read_game_file",
    "standing_fields",
    "solo_sheet",
    "standings_sheet",
    "to_csv",
    "game_document",
    "first_game_document",
    "win_advice",
    "win_chances",
    "win_chances_by_turn",
]

#: the names this module hands out from modules `marquoir replay` does not need (the store's
#: side, the records' dataclasses), each imported when first asked for
_IMPORTED_WHEN_ASKED = {
    "UseCases": "marquoir.use_cases.on_store",
    "BoardFacts": "marquoir.board_facts",
    "PlayerFacts": "marquoir.board_facts",
    "board_facts": "marquoir.board_facts",
    "chance_texts": "marquoir.board_facts",
    "COMPUTING": "marquoir.board_facts",
    "UNKNOWN": "marquoir.board_facts",
    "standing_fields": "marquoir.records",
}


def __getattr__(name: str) -> object:
    """Return one of the names of ``_IMPORTED_WHEN_ASKED``, importing its module then."""
    # worth more than 10 ms of `marquoir replay` (bench/score_bench.py)
    home = _IMPORTED_WHEN_ASKED.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value
    return value


def read_game_file(document: Any) -> GameDocument:
    """A parsed ``marquoir-game/1`` document, checked and replayed (no database)."""
    from marquoir.exports.game_json import read_game

    return read_game(document)


def _odds_of(game: str) -> Any:
    """The odds module of ``game`` (imported when asked for), or a RulesError."""
    from marquoir.odds.of_game import odds_module

    return odds_module(game)


def odds(game: str, profile: Any) -> Any:
    """A game's whole-turn odds under a rule profile (no game stored): each game's own
    figures (its odds module's ``odds_table``)."""
    return _odds_of(game).odds_table(profile)


def advise(game: str, profile: Any, **position: Any) -> Any:
    """The advice for a position of a game's turn, under a rule profile: what a position holds
    is the game's own (the keywords of its odds module's ``advise_position``)."""
    return _odds_of(game).advise_position(profile, **position)


def win_chances(
    document: GameDocument, endings: int | None = None, seed: int | None = None
) -> WinChances:
    """A game file's chance to win for each player now and for each seat at 0–0, both
    playing to win (its odds module's ``win_chances`` and ``seat_chances``: exact where the
    game is solved, else simulated, with each figure's standard error), or a RulesError
    saying it is not computed for this game, this table or this position. ``endings``: how
    many simulated endings (the game's own default when None; a solved game stays
    exact); ``seed``: the simulation's (the state's own when None)."""
    module = _win_module(document)
    now = _chances(module.win_chances(document.state, **_options(endings, seed)))
    players = len(document.setup.players)
    seats = _chances(module.seat_chances(document.setup.profile, players, **_options(None, seed)))
    from marquoir.records import WinChances  # the records' dataclasses: see __getattr__

    return WinChances(
        tuple(document.setup.players),
        now.chances,
        document.state.next_player,
        seats.chances,
        now.errors,
        now.endings,
        seats.errors,
        seats.endings,
        getattr(module, "WIN_MODEL", "") if now.endings or seats.endings else "",
    )


#: the simulated endings of each turn's figure in a replay (a standard error of at most
#: 1.1 points: a replay simulates every turn of the game)
REPLAY_ENDINGS = 2_000


def win_chances_by_turn(
    document: GameDocument, endings: int | None = REPLAY_ENDINGS
) -> list[Chances]:
    """Each player's chance to win after each turn of a game file (the game replayed to that
    turn), as :func:`win_chances` gives it now (``endings`` when simulated), in the turns'
    order; a RulesError when the game has none."""
    module = _win_module(document)
    replay = document.rules.replay
    turns = document.turns
    states = [replay(document.setup, turns[:n]) for n in range(1, len(turns) + 1)]
    options = _options(endings, None)
    if hasattr(module, "win_chances_each"):  # every turn simulated at once
        return [_chances(figures) for figures in module.win_chances_each(states, **options)]
    return [_chances(module.win_chances(state, **options)) for state in states]


def _win_module(document: GameDocument) -> Any:
    game = document.rules.id
    entry = rules.game_entry(game)
    module = _odds_of(game) if entry.odds is not None else None
    if module is None or not hasattr(module, "win_chances"):
        raise RulesError("win.not_computed", "game", game=entry.name)
    return module


def _options(endings: int | None, seed: int | None) -> dict[str, int]:
    given = {"endings": endings, "seed": seed}
    return {name: value for name, value in given.items() if value is not None}


def _chances(figures: Any) -> Chances:
    """Return an odds module's figures as a record: exact ones come as a plain tuple."""
    from marquoir.odds_records import Chances  # see __getattr__

    if isinstance(figures, Chances):
        return figures
    return Chances(tuple(float(p) for p in figures))


def fair_start(game: str, profile: Any, players: int) -> FairStart:
    """Each seat's chance at the start of a game of ``players`` under ``profile``, and the
    head start that takes the first seat's advantage away (``marquoir.odds.head_start``), or
    a RulesError saying it is not computed for this table."""
    return compute_fair_start(rules.game_rules(game), _odds_of(game), profile, players)


def fair_start_apart(game: str, profile: Any, players: int) -> FairStart:
    """:func:`fair_start` worked out in a process of its own, so that a first solve never
    holds up the app (a thread of its own would: compiling holds the interpreter)."""
    return compute_fair_start_apart(game, profile, players)


def win_advice(document: GameDocument, **position: Any) -> Any:
    """For the position of a game file's player to play, each move and the chance to
    win it gives, both playing to win (its game's ``win_advice``: what a position holds is
    the game's own), or a RulesError saying it is not computed for this game or position."""
    game = document.rules.id
    entry = rules.game_entry(game)
    if entry.win_odds is None:
        raise RulesError("win.not_computed", "game", game=entry.name)
    return import_module(entry.win_odds).win_advice(document.state, **position)


def first_game_document(table: UseCases) -> dict[str, Any] | None:
    """The game whose chances to win the Captain will most likely ask first, as a game file:
    the game in progress as it stands, else a game like the newest one (its game, rules and
    players) at its start; None without any game."""
    game_id = table.game_in_progress()
    if game_id is None:
        return None
    view = table.game(game_id)
    turns = view.turns if view.state.phase != "over" else []
    return game_document(view.game, view.setup, turns)


def game_document(game: str, setup: Any, turns: Any) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game held in memory (its setup and turns): what
    a worker process reads back with :func:`read_game_file`."""
    from marquoir.exports.game_json import write_game

    return write_game(rules.game_rules(game), setup, list(turns))


def standings_sheet(
    standings: list[Standing], game: str = DEFAULT_GAME
) -> list[list[str | int | float | Figure]]:
    """The standings as the CSV writes them: the game's header, then a row per player."""
    from marquoir.exports.csv_sheet import standings_rows
    from marquoir.records import standing_fields  # see __getattr__

    return standings_rows(standing_fields(game), standings)


def solo_sheet(records: list[SoloRecord]) -> list[list[str | int | float | Figure]]:
    """The solo records as the CSV writes them: ``rank,player,games,turns,best_turn,game,
    date``."""
    from marquoir.records import SOLO_FIELDS  # see __getattr__

    rows: list[list[str | int | float | Figure]] = [list(SOLO_FIELDS)]
    for line in records:
        rows.append(
            [
                line.rank,
                line.player,
                line.games,
                line.turns,
                line.best_turn,
                str(line.game),
                line.date.isoformat(),
            ]
        )
    return rows


def ratings_sheet(lines: list[RatingLine]) -> list[list[str | int | float | Figure]]:
    """The ratings as the CSV writes them: ``rank,player,games,mu,sigma,ordinal``."""
    from marquoir.exports.csv_sheet import rating_rows

    return rating_rows(lines)


def to_csv(
    rows: list[list[str | int | float | Figure]], excel: bool = False, lang: str = "en"
) -> str:
    """Rows as CSV text (UTF-8, CRLF; ``excel``: a byte-order mark, and for ``lang`` fr
    semicolons and decimal commas)."""
    from marquoir.exports.csv_sheet import to_csv as write

    return write(rows, excel, lang)
