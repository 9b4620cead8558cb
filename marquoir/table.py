"""The Captain's use cases: start a game, enter, edit or undo a turn, import and export.

Both the TUI and the CLI call these; they compose the pure rules with the store. Every change
of a game is one transaction: the game's current turns are read under the write lock, the
change is replayed through the rules (refused, with nothing written, when the rules say no),
then the turns and the cached results are written together.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from marquoir import rules
from marquoir.exports.game_json import read_game, write_game
from marquoir.rules import GameSetup, GameState, RuleProfile
from marquoir.store import Store, StoreError, seasons
from marquoir.store import games as db
from marquoir.store import standings as ranking
from marquoir.store.games import GameSummary, StoredGame
from marquoir.store.tables import Player
from marquoir.store.tables import Turn as TurnRow


class Table:
    """The score keeper's desk: one open store and what the Captain can do with it."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # --- games -------------------------------------------------------------------------------

    def start_game(
        self, players: list[str], profile: RuleProfile, season: str | None = None
    ) -> int:
        setup = rules.make_setup(players, profile)
        return self._store_game(setup, [], season)

    def import_game(self, data: Any, season: str | None = None) -> int:
        """Store a ``marquoir-game/1`` document; it is validated by replay before any write."""
        setup, turns, _ = read_game(data)
        return self._store_game(setup, turns, season)

    def _store_game(self, setup: GameSetup, turns: list[rules.Turn], season: str | None) -> int:
        state = rules.replay(setup, turns)
        with self.store.transaction() as session:
            joined = (
                seasons.current_season(session)
                if season is None
                else db.season_named(session, season)
            )
            stored = db.create_game(session, setup, joined, turns, state)
            assert stored.game.id is not None
            return stored.game.id

    def import_games(self, documents: list[Any], season: str | None = None) -> list[int]:
        """Store many ``marquoir-game/1`` documents (a club's history) in one transaction;
        all are validated first, and nothing is written if any is refused."""
        games = [read_game(document) for document in documents]
        with self.store.transaction() as session:
            joined = (
                seasons.current_season(session)
                if season is None
                else db.season_named(session, season)
            )
            return db.bulk_create_games(session, joined, games)

    def load(self, game_id: int) -> StoredGame:
        with self.store.transaction() as session:
            return db.load_game(session, game_id)

    def export_game(self, game_id: int) -> dict[str, Any]:
        stored = self.load(game_id)
        return write_game(stored.setup, stored.turns)

    def games(
        self, season: str | None = None, status: str | None = None, *, turns: bool = False
    ) -> list[GameSummary]:
        """Stored games, newest first; ``turns`` also counts each one's turns."""
        with self.store.transaction() as session:
            return db.list_games(session, season, status, turns=turns)

    # --- turns -------------------------------------------------------------------------------

    def enter_turn(self, game_id: int, turn: rules.Turn) -> GameState:
        """Record the next turn. Refused (a RulesError naming why, nothing written) when it is
        not that player's turn, the game is over, or the rules refuse the turn."""
        with self.store.transaction() as session:
            stored = db.load_game(session, game_id, for_update=True)
            index = len(stored.turns)
            turns, state = rules.insert_turn(stored.setup, stored.turns, index, turn)
            rows = db.insert_turn_row(session, stored, index, turn)
            return self._rewrite(session, stored, turns, rows, state)

    def replace_turn(self, game_id: int, index: int, turn: rules.Turn) -> GameState:
        """Edit turn ``index`` (from 0); refused when a later turn would no longer be possible."""
        with self.store.transaction() as session:
            stored = db.load_game(session, game_id, for_update=True)
            turns, state = rules.replace_turn(stored.setup, stored.turns, index, turn)
            rows = db.replace_turn_row(session, stored, index, turn)
            return self._rewrite(session, stored, turns, rows, state)

    def delete_turn(self, game_id: int, index: int) -> GameState:
        """Delete turn ``index`` (from 0); refused when a later turn would no longer be possible."""
        with self.store.transaction() as session:
            stored = db.load_game(session, game_id, for_update=True)
            turns, state = rules.delete_turn(stored.setup, stored.turns, index)
            rows = db.delete_turn_row(session, stored, index)
            return self._rewrite(session, stored, turns, rows, state)

    def undo(self, game_id: int) -> GameState:
        """Take back the last turn: every total, the opponents' included, replays without it."""
        with self.store.transaction() as session:
            stored = db.load_game(session, game_id, for_update=True)
            if not stored.turns:
                raise StoreError("there is no turn to undo yet")
            index = len(stored.turns) - 1
            turns, state = rules.delete_turn(stored.setup, stored.turns, index)
            rows = db.delete_turn_row(session, stored, index)
            return self._rewrite(session, stored, turns, rows, state)

    @staticmethod
    def _rewrite(
        session: Session,
        stored: StoredGame,
        turns: list[rules.Turn],
        rows: list[TurnRow],
        state: GameState,
    ) -> GameState:
        db.write_results(session, stored._replace(turns=turns, rows=rows, state=state))
        return state

    # --- seasons and standings -------------------------------------------------------------

    def seasons(self) -> list[tuple[str, Any, Any, int]]:
        """(name, starts on, ends on, games) of every season, newest name first."""
        with self.store.transaction() as session:
            return seasons.list_seasons(session)

    def create_season(self, name: str, starts_on: Any = None, ends_on: Any = None) -> None:
        with self.store.transaction() as session:
            seasons.create_season(session, name, starts_on, ends_on)

    def rename_season(self, old: str, new: str) -> None:
        with self.store.transaction() as session:
            seasons.rename_season(session, old, new)

    def current_season(self) -> str:
        with self.store.transaction() as session:
            return seasons.current_season(session).name

    def set_current_season(self, name: str | None) -> None:
        with self.store.transaction() as session:
            seasons.set_current_season(session, name)

    def standings(self, season: str | None = None) -> list[ranking.Standing]:
        """Finished games only; ``season`` None means all time."""
        with self.store.transaction() as session:
            return ranking.standings(session, season)

    def player_record(self, name: str, season: str | None = None) -> ranking.Record:
        with self.store.transaction() as session:
            return ranking.player_record(session, name, season)

    # --- roster ------------------------------------------------------------------------------

    def players(self, include_archived: bool = False) -> list[Player]:
        with self.store.transaction() as session:
            query = select(Player).order_by(col(Player.name_key))
            if not include_archived:
                query = query.where(col(Player.archived).is_(False))
            return list(session.exec(query))

    def rename_player(self, old: str, new: str) -> None:
        new = new.strip()
        if not new:
            raise StoreError("a player needs a name")
        with self.store.transaction() as session:
            player = self._roster_player(session, old)
            clash = db.find_player(session, new)
            if clash is not None and clash.id != player.id:
                raise StoreError(f"{clash.name!r} is already on the roster")
            player.name, player.name_key = new, new.casefold()
            session.add(player)

    def archive_player(self, name: str, archived: bool = True) -> None:
        with self.store.transaction() as session:
            player = self._roster_player(session, name)
            player.archived = archived
            session.add(player)

    @staticmethod
    def _roster_player(session: Session, name: str) -> Player:
        player = db.find_player(session, name)
        if player is None:
            raise StoreError(f"there is no player named {name!r}")
        return player
