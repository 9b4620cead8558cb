"""The :class:`UseCases` on an open store: the Captain's use cases that keep games (start a
game, enter, edit or undo a turn, list, export, delete and restore games, seasons, standings,
ratings, the roster), each change one write transaction (see ``marquoir.use_cases``).

Reached through ``marquoir.use_cases`` (its name ``UseCases``, imported when first asked for): the
calculator's commands (``marquoir score``, ``replay``, ``odds``) never load it nor the store.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from marquoir import rules, store
from marquoir.exports.game_json import game_text, read_game, write_game
from marquoir.odds.of_game import odds_module
from marquoir.rules import DEFAULT_GAME, GameRules, RulesError
from marquoir.rules.head_start import with_head_start
from marquoir.rules.phone import NotYourTurn, phone_module
from marquoir.store import StoreError

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from types import TracebackType
    from typing import Any

    from sqlmodel import Session

    from marquoir.exports.game_json import GameDocument
    from marquoir.records import (
        CheckReport,
        DamagedGame,
        GameSummary,
        GameView,
        PlayerRecord,
        RatingLine,
        RosterPlayer,
        SeasonInfo,
        SoloRecord,
        Standing,
    )
    from marquoir.store import Store
    from marquoir.store.game_read import GameFacts
    from marquoir.store.models import SeasonRow

#: the forms a game can be exported as
EXPORT_FORMS = ("json", "csv", "csv-long")


class UseCases:
    """The Captain's use cases on one open database. Use it
    as a context manager (``with UseCases.open(…) as cases:``) so the database is closed."""

    def __init__(self, db: Store) -> None:
        self.store = db

    @classmethod
    def open(
        cls,
        db: str | None = None,
        db_url: str | None = None,
        progress: Callable[[int, int], None] | None = None,
        access: str = "create",
    ) -> UseCases:
        """The database named by ``db_url``, ``db`` (a path), the environment or the default,
        upgraded when needed; the stored games whose results were built by other rules are
        replayed first, ``progress`` told (games done, games to do) as it goes. ``access``:
        ``read`` (read-only), ``write`` (an existing database) or ``create`` (a new one where
        there is none): see ``marquoir.store.opening.open_store``."""
        return cls(store.open_store(store.database_url(db, db_url), progress, access))

    def __enter__(self) -> UseCases:
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
    def created(self) -> str | None:
        """Where this opening created a new database (its file, or its URL's database), or
        None."""
        if not self.store.created:
            return None
        return str(self.store.path) if self.store.path is not None else "that database"

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
        game_rules = rules.game_rules(game)
        setup = rules.new_setup(players, profile, game_rules.min_players)
        setup = with_head_start(game_rules, setup, head_start)
        return self._store_game(game_rules, setup, [], season)

    def import_game(self, document: Any, season: str | None = None, again: bool = False) -> int:
        """Store a ``marquoir-game/1`` document; it is validated by replay before any write.
        The same game stored already is refused with its id, unless ``again``."""
        return self.import_read(read_game(document), season, again)

    def import_read(
        self, read: GameDocument, season: str | None = None, again: bool = False
    ) -> int:
        """Store a game file already read by ``marquoir.use_cases.read_game_file``."""
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
        games = [read_game(document) for document in documents]
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
        with self.store.read_rows() as connection:
            facts = store.game_read.read_facts(connection, game_id)
        return write_game(facts.rules, facts.setup, facts.turns)

    def export(
        self, game_id: int, form: str = "json", *, excel: bool = False, lang: str = "en"
    ) -> str:
        """The game as a file's text: ``json`` (the game file), ``csv`` (the sheet, as on
        paper) or ``csv-long`` (a row per turn, with its facts); CSV labels in ``lang``."""
        if form == "json":
            return game_text(self.export_game(game_id))
        if form not in EXPORT_FORMS:
            raise RulesError("export.form", "form", given=form, forms=", ".join(EXPORT_FORMS))
        # the records: not loaded before the app's first screen (bench/tui_bench.py)
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

    def export_raw(self, game_id: int) -> str:
        """The game's rows as stored, as JSON text (a turn's facts as their text), for a
        repair by hand: what ``export --raw`` writes, for a damaged game too."""
        import json

        # SQLAlchemy: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.store.checking import raw_rows

        with self.store.read() as session:
            rows = raw_rows(session, game_id)
        return json.dumps(rows, ensure_ascii=False, indent=1) + "\n"

    # --- damage ------------------------------------------------------------------------------

    def damaged_games(
        self, season: str | None = None, game: str | None = None
    ) -> list[DamagedGame]:
        """The games set apart as damaged (their facts cannot be read), of ``season`` and
        ``game`` when given, each with what cannot be read: left out of the standings and
        the ratings."""
        # SQLAlchemy: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.store.checking import damaged_games

        with self.store.read_rows() as connection:
            return damaged_games(connection, season, game)

    def check(self) -> CheckReport:
        """SQLite's own check of the file (``integrity_check``; none on a database server),
        then every game's facts read and replayed: what ``marquoir check`` says."""
        # the records and SQLAlchemy: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.records import CheckReport
        from marquoir.store.checking import check_games
        from marquoir.store.health import integrity

        found = integrity(self.store.path) if self.store.path is not None else None
        with self.store.read_rows() as connection:
            games, damaged = check_games(connection)
        return CheckReport(found, games, tuple(damaged))

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

    def enter_from_seat(
        self,
        game_id: int,
        seat: int,
        line: str,
        flags: frozenset[str] = frozenset(),
        key: str | None = None,
    ) -> GameView:
        """Record the turn a player entered from their phone: ``line`` exactly as the Captain
        types it, read by the game's ``phone`` module (``marquoir.rules.phone``) for the
        player at ``seat`` (from 0), in the same transaction as :meth:`enter_turn`. A
        :class:`~marquoir.rules.phone.NotYourTurn` when it is not that seat's turn or the game
        is over, a RulesError when the line is refused (nothing written). ``key``: the
        phone's key for this entry; a turn already stored with it is not stored again, and
        the game is answered as it stands."""
        with self.store.write() as session:
            facts = self._for_change(session, game_id)
            if key is not None and store.game_facts.turn_with_key(session, game_id, key):
                state = facts.rules.replay(facts.setup, facts.turns)
                return _view(facts, facts.turns, state)
            reader = phone_module(facts.rules.id)
            players = facts.setup.players
            if not 0 <= seat < len(players):
                raise NotYourTurn("phone.no_seat", n=seat + 1)
            state = facts.rules.replay(facts.setup, facts.turns)
            if state.phase == "over":
                raise NotYourTurn("phone.over")
            if state.next_seat != seat:
                raise NotYourTurn("phone.not_yours", name=players[seat], next=state.next_player)
            turn = reader.read(state, players[seat], line, flags)
            index = len(facts.turns)
            turns, state = rules.insert_turn(
                facts.rules.replay, facts.setup, facts.turns, index, turn
            )
            rows = store.game_facts.insert_turn_row(session, facts, index, turn, "phone", key)
            return self._rewrite(session, facts, turns, rows, state)

    def entered_by(self, game_id: int) -> list[str | None]:
        """Who entered each of the game's turns, in order: None the Captain, ``"phone"`` the
        player from their seat's address."""
        with self.store.read_rows() as connection:
            return store.game_read.entered_by(connection, game_id)

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
        rule profile says how its turns are played (``marquoir.use_cases.advise``)."""
        view = self.game(game_id)
        return odds_module(view.game).advise_position(view.profile, **position)

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

    def backup(self, target: Path, force: bool = False) -> None:
        """A consistent copy of an SQLite database, safe while Marquoir runs elsewhere, as a
        new file (``force``: replacing a regular file there)."""
        self.store.backup(target, force)

    def rebuild(self, progress: Callable[[int, int], None] | None = None) -> int:
        """Every stored game replayed and its derived rows (results, luck, ratings) written
        again, in bounded transactions on every core; interrupted, the next opening goes on.
        How many games were replayed; ``progress`` told (done, to do) as it goes."""
        return self.store.rebuild(progress)


def _view(facts: GameFacts, turns: list[Any], state: Any) -> GameView:
    # the records: not loaded before the app's first screen (bench/tui_bench.py)
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
