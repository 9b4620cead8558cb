"""The Captain's use cases: the one door of the app and the commands.

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

from marquoir import rules, store
from marquoir.rules import DEFAULT_GAME, GameRules, Refusal, RulesError
from marquoir.rules.lazy import lazy_names
from marquoir.store import StoreError

TYPE_CHECKING = False  # typing is not imported at run time (a warm ``marquoir odds``)
if TYPE_CHECKING:  # the records and the board's facts are imported when first used: a
    # ``marquoir replay`` or ``odds`` through this door loads no dataclasses, no pathlib
    from collections.abc import Callable
    from pathlib import Path
    from types import TracebackType
    from typing import Any

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
    from marquoir.odds.head_start import FairStart
    from marquoir.odds_records import Chances
    from marquoir.records import (
        GameSummary,
        GameView,
        PlayerRecord,
        RatingLine,
        RosterPlayer,
        SeasonInfo,
        SoloRecord,
        Standing,
        WinChances,
        standing_fields,
    )
    from marquoir.store import Store
    from marquoir.store.game_read import GameFacts
    from marquoir.store.look import Look
    from marquoir.store.rows import SeasonRow
    from marquoir.store.session import Session

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
    "Table",
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
    "first_look",
    "Look",
    "win_advice",
    "win_chances",
    "win_chances_by_turn",
]

#: the names this door hands out from the modules behind it, imported when first asked for
_LATER = {
    "FairStart": "marquoir.odds.head_start",
    "BoardFacts": "marquoir.board_facts",
    "PlayerFacts": "marquoir.board_facts",
    "board_facts": "marquoir.board_facts",
    "chance_texts": "marquoir.board_facts",
    "COMPUTING": "marquoir.board_facts",
    "UNKNOWN": "marquoir.board_facts",
    "standing_fields": "marquoir.records",
    "Look": "marquoir.store.look",
}


__getattr__ = lazy_names(__name__, _LATER)


#: the forms a game can be exported as
EXPORT_FORMS = ("json", "csv", "csv-long")


def read_game_file(document: Any) -> GameDocument:
    """A parsed ``marquoir-game/1`` document, checked and replayed (no database)."""
    from marquoir.exports.game_json import read_game

    return read_game(document)


def _odds_of(game: str) -> Any:
    """The odds module of ``game`` (imported when asked for), or a RulesError."""
    import importlib

    module = rules.game_entry(game).odds
    if module is None:
        raise RulesError("game.no_odds", "game", given=game)
    return importlib.import_module(module)


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
    from marquoir.records import WinChances

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
    """An odds module's figures as a record: exact ones come as a plain tuple."""
    from marquoir.odds_records import Chances

    if isinstance(figures, Chances):
        return figures
    return Chances(tuple(float(p) for p in figures))


def fair_start(game: str, profile: Any, players: int) -> FairStart:
    """Each seat's chance at the start of a game of ``players`` under ``profile``, and the
    head start that takes the first seat's advantage away (``marquoir.odds.head_start``), or
    a RulesError saying it is not computed for this table."""
    from marquoir.odds.head_start import fair_start as compute

    return compute(rules.game_rules(game), _odds_of(game), profile, players)


def fair_start_apart(game: str, profile: Any, players: int) -> FairStart:
    """:func:`fair_start` worked out in a process of its own, so that a first solve never
    holds up the app (a thread of its own would: compiling holds the interpreter)."""
    from marquoir.odds.head_start import fair_start_apart as apart

    return apart(game, profile, players)


def win_advice(document: GameDocument, **position: Any) -> Any:
    """For the position of a game file's player to play, each move and the chance to
    win it gives, both playing to win (its game's ``win_advice``: what a position holds is
    the game's own), or a RulesError saying it is not computed for this game or position."""
    game = document.rules.id
    entry = rules.game_entry(game)
    if entry.win_odds is None:
        raise RulesError("win.not_computed", "game", game=entry.name)
    import importlib

    return importlib.import_module(entry.win_odds).win_advice(document.state, **position)


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
    from marquoir.records import standing_fields

    return standings_rows(standing_fields(game), standings)


def solo_sheet(records: list[SoloRecord]) -> list[list[str | int | float | Figure]]:
    """The solo records as the CSV writes them: ``rank,player,games,turns,best_turn,game,
    date``."""
    from marquoir.records import SOLO_FIELDS

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


class Table:
    """The score keeper's desk: one open database and what the Captain can do with it. Use it
    as a context manager (``with Table.open(…) as table:``) so the database is closed."""

    def __init__(self, db: Store) -> None:
        self.store = db

    @classmethod
    def open(
        cls,
        db: str | None = None,
        db_url: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Table:
        """The database named by ``db_url``, ``db`` (a path), the environment or the default,
        created or upgraded when needed; the stored games whose results were built by other
        rules are replayed first, ``progress`` told (games done, games to do) as it goes."""
        return cls(store.open_store(store.database_url(db, db_url), progress))

    def __enter__(self) -> Table:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self.store.close()

    @property
    def upgrade_backup(self) -> Path | None:
        """The copy written when opening upgraded an older database, if any."""
        return self.store.upgrade_backup

    # --- games -------------------------------------------------------------------------------

    def start_game(
        self,
        players: list[str] | tuple[str, ...],
        profile: Any,
        season: str | None = None,
        game: str = DEFAULT_GAME,
        head_start: int = 0,
    ) -> GameView:
        """A new game: the table seated, its rules and its head start (each later seat
        starts that many points ahead of the one before; ``marquoir.rules.head_start``)."""
        from marquoir.rules.head_start import with_head_start

        game_rules = rules.game_rules(game)
        setup = rules.new_setup(players, profile, game_rules.min_players)
        setup = with_head_start(game_rules, setup, head_start)
        return self._store_game(game_rules, setup, [], season)

    def import_game(self, document: Any, season: str | None = None, again: bool = False) -> int:
        """Store a ``marquoir-game/1`` document; it is validated by replay before any write.
        The same game stored already is refused with its id, unless ``again``."""
        return self.import_read(read_game_file(document), season, again)

    def import_read(
        self, read: GameDocument, season: str | None = None, again: bool = False
    ) -> int:
        """Store a game file already read by :func:`read_game_file`."""
        digest = None if again else rules.fingerprint(read.rules, read.setup, read.turns)
        return self._store_game(read.rules, read.setup, read.turns, season, digest).id

    def _season(self, session: Session, season: str | None) -> SeasonRow:
        if season is None:
            return store.seasons.current_season(session)
        return store.seasons.season_named(session, season)

    def _store_game(
        self,
        game_rules: GameRules[Any, Any, Any],
        setup: Any,
        turns: list[Any],
        season: str | None,
        unique: str | None = None,
    ) -> GameView:
        """Store a new game; ``unique``: its fingerprint, refused if a game has it already."""
        state = game_rules.replay(setup, turns)
        with self.store.write() as session:
            if unique is not None:
                same = store.game_facts.game_with_fingerprint(session, unique)
                if same is not None:
                    raise StoreError("store.duplicate", id=same)
            facts = store.game_facts.create_game(
                session, game_rules, setup, self._season(session, season), turns
            )
            store.results.write_results(session, facts, state, first=unique is not None)
            return _view(facts, facts.turns, state)

    def import_games(self, documents: list[Any], season: str | None = None) -> list[int]:
        """Store many ``marquoir-game/1`` documents (a club's history) in one transaction;
        all are validated first, and nothing is written if any is refused."""
        games = [read_game_file(document) for document in documents]
        with self.store.write() as session:
            return store.bulk.bulk_create_games(
                session,
                self._season(session, season),
                [(read.rules, read.setup, read.turns, read.state) for read in games],
            )

    def game(self, game_id: int) -> GameView:
        """One game, replayed."""
        with self.store.read_rows() as connection:
            facts = store.game_read.read_facts(connection, game_id)
        return _view(facts, facts.turns, facts.rules.replay(facts.setup, facts.turns))

    def games(
        self,
        season: str | None = None,
        status: str | None = None,
        *,
        game: str | None = None,
        turns: bool = False,
        deleted: bool = False,
        limit: int | None = None,
    ) -> list[GameSummary]:
        """Stored games, newest first (the deleted ones instead when ``deleted``); ``turns``
        also counts each one's turns; ``limit`` keeps the newest."""
        with self.store.read_rows() as connection:
            return store.listing.list_games(
                connection, season, status, kind=game, turns=turns, deleted=deleted, limit=limit
            )

    def home_games(self, finished: int) -> list[GameSummary]:
        """The home screen's list: every unfinished game, then the newest ``finished``
        finished ones, each with its turns counted."""
        with self.store.read_rows() as connection:
            return store.listing.home_list(connection, finished)

    def delete_game(self, game_id: int) -> None:
        """Put a game in the deleted games: it leaves the lists and the standings at once, and
        can be restored until the deleted games are emptied."""
        with self.store.write() as session:
            store.game_facts.set_deleted(session, game_id, True)

    def restore_game(self, game_id: int) -> None:
        """Bring a deleted game back, as it was."""
        with self.store.write() as session:
            store.game_facts.set_deleted(session, game_id, False)

    def empty_deleted(self) -> int:
        """Remove the deleted games for good; how many there were."""
        with self.store.write() as session:
            return store.game_facts.empty_deleted(session)

    def game_stamp(self, game_id: int) -> str:
        """What changes whenever the game does (its fingerprint and status): a board polls it
        to know when to read the game again."""
        with self.store.read_rows() as connection:
            return store.listing.stamp(connection, game_id)

    def game_in_progress(self) -> int | None:
        """The game a board shows by default: the newest unfinished one, else the newest."""
        with self.store.read_rows() as connection:
            for status in ("playing", None):
                game_id = store.listing.newest_game(connection, status)
                if game_id is not None:
                    return game_id
        return None

    def export_game(self, game_id: int) -> dict[str, Any]:
        """The game's ``marquoir-game/1`` document."""
        from marquoir.exports.game_json import write_game

        with self.store.read_rows() as connection:
            facts = store.game_read.read_facts(connection, game_id)
        return write_game(facts.rules, facts.setup, facts.turns)

    def export(
        self, game_id: int, form: str = "json", *, excel: bool = False, lang: str = "en"
    ) -> str:
        """The game as a file's text: ``json`` (the game file), ``csv`` (the sheet, as on
        paper) or ``csv-long`` (a row per turn, with its facts); CSV labels in ``lang``."""
        if form == "json":
            from marquoir.exports.game_json import game_text

            return game_text(self.export_game(game_id))
        if form not in EXPORT_FORMS:
            raise RulesError("export.form", "form", given=form, forms=", ".join(EXPORT_FORMS))
        from marquoir.exports import csv_sheet

        view = self.game(game_id)
        if form == "csv":
            game_rules = rules.game_rules(view.game)
            rows = csv_sheet.sheet_rows(
                game_rules, view.id, view.created_at, view.season, view.state, lang
            )
        else:
            rows = csv_sheet.long_rows(rules.game_rules(view.game), view.state, view.turns, lang)
        return csv_sheet.to_csv(rows, excel=excel, lang=lang)

    # --- turns -------------------------------------------------------------------------------

    @staticmethod
    def _for_change(session: Session, game_id: int) -> GameFacts:
        """The game's facts, locked for a change; a deleted game is refused."""
        facts = store.game_facts.load_facts(session, game_id, for_update=True)
        if facts.row.deleted_at is not None:
            raise StoreError("store.game_deleted", id=game_id)
        return facts

    def enter_turn(self, game_id: int, turn: Any) -> GameView:
        """Record the next turn. Refused (a RulesError naming why, nothing written) when it is
        not that player's turn, the game is over, or the rules refuse the turn."""
        with self.store.write() as session:
            facts = self._for_change(session, game_id)
            index = len(facts.turns)
            turns, state = rules.insert_turn(
                facts.rules.replay, facts.setup, facts.turns, index, turn
            )
            rows = store.game_facts.insert_turn_row(session, facts, index, turn)
            return self._rewrite(session, facts, turns, rows, state)

    def replace_turn(self, game_id: int, index: int, turn: Any) -> GameView:
        """Edit turn ``index`` (from 0); refused when a later turn would no longer be possible."""
        with self.store.write() as session:
            facts = self._for_change(session, game_id)
            turns, state = rules.replace_turn(
                facts.rules.replay, facts.setup, facts.turns, index, turn
            )
            rows = store.game_facts.replace_turn_row(session, facts, index, turn)
            return self._rewrite(session, facts, turns, rows, state)

    def delete_turn(self, game_id: int, index: int) -> GameView:
        """Delete turn ``index`` (from 0); refused when a later turn would no longer be possible."""
        with self.store.write() as session:
            facts = self._for_change(session, game_id)
            turns, state = rules.delete_turn(facts.rules.replay, facts.setup, facts.turns, index)
            rows = store.game_facts.delete_turn_row(session, facts, index)
            return self._rewrite(session, facts, turns, rows, state)

    def undo(self, game_id: int) -> GameView:
        """Take back the last turn: every total, the opponents' included, replays without it."""
        with self.store.write() as session:
            facts = self._for_change(session, game_id)
            if not facts.turns:
                raise StoreError("store.nothing_to_undo")
            index = len(facts.turns) - 1
            turns, state = rules.delete_turn(facts.rules.replay, facts.setup, facts.turns, index)
            rows = store.game_facts.delete_turn_row(session, facts, index)
            return self._rewrite(session, facts, turns, rows, state)

    @staticmethod
    def _rewrite(
        session: Session, facts: GameFacts, turns: list[Any], rows: list[int], state: Any
    ) -> GameView:
        store.results.write_results(session, facts._replace(turns=turns, turn_ids=rows), state)
        return _view(facts, turns, state)

    # --- odds --------------------------------------------------------------------------------

    def advise(self, game_id: int, **position: Any) -> Any:
        """The advice for a position of the turn being played in game ``game_id``: its whole
        rule profile says how its turns are played (see :func:`advise`)."""
        view = self.game(game_id)
        return advise(view.game, view.profile, **position)

    # --- seasons and standings -------------------------------------------------------------

    def seasons(self) -> list[SeasonInfo]:
        """Every season with its dates and number of games, newest name first."""
        with self.store.read_rows() as connection:
            return store.seasons.list_seasons(connection)

    def create_season(self, name: str, starts_on: Any = None, ends_on: Any = None) -> None:
        with self.store.write() as session:
            store.seasons.create_season(session, name, starts_on, ends_on)

    def rename_season(self, old: str, new: str) -> None:
        with self.store.write() as session:
            store.seasons.rename_season(session, old, new)

    def current_season(self) -> str:
        """The season new games join."""
        with self.store.read_rows() as connection:
            return store.seasons.current_season_name(connection)

    def set_current_season(self, name: str | None) -> None:
        with self.store.write() as session:
            store.seasons.set_current_season(session, name)

    def standings(self, season: str | None = None, game: str = DEFAULT_GAME) -> list[Standing]:
        """Finished games of ``game`` only; ``season`` None means all time."""
        with self.store.read_rows() as connection:
            return store.standings.standings(connection, game, season)

    def solo_records(self, season: str | None = None, game: str = DEFAULT_GAME) -> list[SoloRecord]:
        """Each player's best solo record of ``game`` (its played-out games of one player):
        the fewest turns, then the best turn; ``season`` None means all time. Empty for a game
        that seats 2 players or more (``GameRules.min_players``)."""
        with self.store.read_rows() as connection:
            return store.standings.solo_records(connection, game, season)

    def player_record(
        self, name: str, season: str | None = None, game: str = DEFAULT_GAME
    ) -> PlayerRecord:
        """A player's games, best turns, rivals, figures (luck included), the game's own
        figures, and rating after each game (over the same games as the standings)."""
        from dataclasses import replace

        with self.store.read() as session:
            record = store.standings.player_record(session, name, game, season)
            player = store.roster.roster_player(session, name)
            history = store.rating_rows.history(session, game, player, season)
        return replace(record, ratings=tuple(history))

    def ratings(self, season: str | None = None, game: str = DEFAULT_GAME) -> list[RatingLine]:
        """Every player's OpenSkill rating after the finished games of ``game``, in the order
        they were played; ``season`` None means all time (``marquoir.ratings``), read from the
        ratings kept after each game."""
        with self.store.read() as session:
            return store.rating_rows.ratings(session, game, season)

    # --- roster and the file ---------------------------------------------------------------

    def players(self, include_archived: bool = False) -> list[RosterPlayer]:
        with self.store.read() as session:
            return store.roster.list_players(session, include_archived)

    def rename_player(self, old: str, new: str) -> None:
        with self.store.write() as session:
            store.roster.rename_player(session, old, new)

    def archive_player(self, name: str, archived: bool = True) -> None:
        with self.store.write() as session:
            store.roster.archive_player(session, name, archived)

    def backup(self, target: Path) -> None:
        """A consistent copy of an SQLite database, safe while Marquoir runs elsewhere."""
        self.store.backup(target)

    def rebuild(self, progress: Callable[[int, int], None] | None = None) -> int:
        """Every stored game replayed and its derived rows (results, luck, ratings) written
        again, in bounded transactions on every core; interrupted, the next opening goes on.
        How many games were replayed; ``progress`` told (done, to do) as it goes."""
        return self.store.rebuild(progress)


def first_look(db: str | None, db_url: str | None, finished: int) -> Look:
    """The home screen's list (:meth:`Table.home_games`) as the database ``db_url`` or ``db``
    names (or the default one) holds it, read by a process of its own while the app starts,
    before the store is open, when the file can be read as it is: an SQLite file Marquoir left
    as it is, of this schema, with nothing to rebuild (``marquoir.store.peek``); else None.
    ``stop()`` ends the looking process if it is still at it."""
    from marquoir.store.look import look_apart

    return look_apart(store.database_url(db, db_url), finished)


def _view(facts: GameFacts, turns: list[Any], state: Any) -> GameView:
    from marquoir.records import GameView

    row = facts.row
    return GameView(
        facts.id,
        row.game,
        facts.season,
        row.created_at,
        row.finished_at if state.phase == "over" else None,
        facts.setup,
        tuple(turns),
        state,
        row.deleted_at,
    )
