"""Every screen at a fixed size, in English and in French (pytest-textual-snapshot).

Regenerate after a deliberate change of a screen with ``uv run pytest tests/tui -n 0
--snapshot-update``, then look at the report and at ``screenshots/``.
"""

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import update
from textual.events import Mount
from textual.pilot import Pilot
from textual.widgets import Input

from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
from marquoir.games.dix_mille.rules import make_profile as dix_profile
from marquoir.games.mille_sabords.rules import make_profile
from marquoir.rules.limits import NAME_MAX
from marquoir.store import Store
from marquoir.store.models import GameRow
from marquoir.tui.app import MarquoirApp
from marquoir.use_cases import UseCases
from scripts.screenshots import crowd, dix_game, morbleu_game, sample
from tests.tui.conftest import settle

SIZE = (120, 36)
LANGS = ["en", "fr"]


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


@pytest.fixture(autouse=True)
def steady_cursor(monkeypatch: pytest.MonkeyPatch) -> None:
    """An input's cursor does not blink in a snapshot (it shows, steady, where the focus is):
    the picture never depends on the half second it is taken in."""
    mount = Input._on_mount

    def steady(self: Input, event: Mount) -> None:
        self.cursor_blink = False
        mount(self, event)

    monkeypatch.setattr(Input, "_on_mount", steady)


def sample_games(store: Store) -> tuple[int, int]:
    """The screenshots' games (one unfinished, one finished), dated for the snapshots."""
    playing, over = sample(UseCases(store))
    with store.write() as session:
        moment = datetime(2026, 6, 21, 20, 30, tzinfo=UTC)
        session.execute(update(GameRow).values(created_at=moment))
    return playing, over


def app_for(store: Store, lang: str, tmp_path: Path) -> MarquoirApp:
    return MarquoirApp(UseCases(store), lang, export_dir=tmp_path)


Before = Callable[[Pilot[None]], Awaitable[None]]


async def type_text(pilot: Pilot[None], text: str) -> None:
    for char in text:
        await pilot.press(char)


def pressing(*keys: str) -> Before:
    """Press keys, then wait for what they started (the table's work runs in threads)."""

    async def run(pilot: Pilot[None]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


@pytest.mark.parametrize("lang", LANGS)
class TestHome:
    def test_home(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        sample_games(store)
        assert snap_compare(app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=settle)

    def test_home_80x24(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        """#21: at 80 columns the status and the winner stay (the players' names are cut)."""
        sample_games(store)
        app = app_for(store, lang, tmp_path)
        assert snap_compare(app, terminal_size=(80, 24), run_before=settle)

    def test_home_empty(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        assert snap_compare(app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=settle)


@pytest.mark.parametrize("lang", LANGS)
class TestNewGame:
    def test_new_game(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        sample_games(store)

        async def seat(pilot: Pilot[None]) -> None:
            await settle(pilot)
            await pilot.press("n")
            await settle(pilot)
            for name in ("Zoé", "Yann"):
                await type_text(pilot, name)
                await pilot.press("enter")
            await settle(pilot)

        assert snap_compare(app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=seat)


@pytest.mark.parametrize("lang", LANGS)
class TestGame:
    def test_game_with_preview(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def typing(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("p")
            await type_text(pilot, "2x4gds")
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=typing)

    def test_refused_entry(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def typing(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("i")
            await type_text(pilot, "xxxggggq")
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=typing)

    def test_island_question(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def asking(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await type_text(pilot, "pxxxxmmss")
            await pilot.press("enter")
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=asking)

    @pytest.mark.parametrize("size", [SIZE, (80, 24)])
    def test_island_marked(
        self,
        snap_compare: Callable[..., bool],
        store: Store,
        tmp_path: Path,
        lang: str,
        size: tuple[int, int],
    ) -> None:
        """ctrl+t after the card and a few dice: the mark on the line and in the preview
        (issue #20)."""
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def marked(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await type_text(pilot, "p xxx")
            await pilot.press("ctrl+t")
            await settle(pilot)

        assert snap_compare(app, terminal_size=size, run_before=marked)

    def test_edit_dialog(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def editing(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("ctrl+g", "up", "right", "enter")
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=editing)

    def test_edit_dialog_80x24(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        """The dialog inside 80 columns (its frame whole) and its keys on two lines that
        never wrap, French included (issue #21 deliver 6)."""
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def editing(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("ctrl+g", "up", "right", "enter")
            await settle(pilot)

        assert snap_compare(app, terminal_size=(80, 24), run_before=editing)

    def test_entry_hint_longest_name_80x24(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        """The empty line's hint ends with its example (p xxggggds) whole at 80 columns,
        beside the longest name a player may have (24 characters; issue #21 deliver 6)."""
        longest = "Anne-Sophie de la Tourel"
        assert len(longest) == NAME_MAX
        game = UseCases(store).start_game([longest, "Bruno"], make_profile("classic")).id
        app = app_for(store, lang, tmp_path)

        async def opened(pilot: Pilot[None]) -> None:
            app.open_game(game)
            await settle(pilot)

        assert snap_compare(app, terminal_size=(80, 24), run_before=opened)

    def test_manual_dialog(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        playing, _ = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def manual(pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("ctrl+o")
            await type_text(pilot, "250")
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=manual)


@pytest.mark.parametrize("lang", LANGS)
class TestOtherScreens:
    def test_game_over(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        _, over = sample_games(store)
        app = app_for(store, lang, tmp_path)

        async def finished(pilot: Pilot[None]) -> None:
            from marquoir.tui.screens.game_over import GameOverScreen

            app.push_screen(GameOverScreen(over))
            await settle(pilot)

        assert snap_compare(app, terminal_size=SIZE, run_before=finished)

    def test_help(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        assert snap_compare(
            app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=pressing("f1")
        )

    def test_deleted_games(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        _, over = sample_games(store)
        UseCases(store).delete_game(over)
        with store.write() as session:  # a fixed moment, for the snapshot
            moment = datetime(2026, 6, 22, 9, 15, tzinfo=UTC)
            session.execute(update(GameRow).values(deleted_at=moment))
        assert snap_compare(
            app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=pressing("t")
        )

    def test_players(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        sample_games(store)
        UseCases(store).archive_player("Chloé")
        assert snap_compare(
            app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=pressing("p")
        )


@pytest.mark.parametrize("lang", LANGS)
class TestStandings:
    def test_standings(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        sample_games(store)
        UseCases(store).set_current_season(UseCases(store).games()[0].season)
        assert snap_compare(
            app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=pressing("s")
        )

    def test_standings_scrolled_at_80x24(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        """#21: scrolled right, the standings keep the rank and the name."""
        sample_games(store)
        UseCases(store).set_current_season(UseCases(store).games()[0].season)

        async def scrolled(pilot: Pilot[None]) -> None:
            await pressing("s")(pilot)
            await pilot.press(*["right"] * 14)
            await settle(pilot)

        app = app_for(store, lang, tmp_path)
        assert snap_compare(app, terminal_size=(80, 24), run_before=scrolled)

    def test_solo_records_at_80x24(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        """Dix mille's solo records in their tab, apart from the standings (#21 deliver 8)."""
        cases = UseCases(store)
        for name, turns in (("Zoé", (1500, 600)), ("Yann", (1000, 300, 800))):
            game = cases.start_game([name], dix_profile(target=2000), game="dix-mille").id
            for points in turns:
                cases.enter_turn(game, DixPoints(name, points))
        with store.write() as session:
            moment = datetime(2026, 6, 21, 20, 30, tzinfo=UTC)
            session.execute(update(GameRow).values(created_at=moment))

        async def solo(pilot: Pilot[None]) -> None:
            await pressing("s", "g")(pilot)
            await pilot.press("r", "r")
            await settle(pilot)

        app = app_for(store, lang, tmp_path)
        assert snap_compare(app, terminal_size=(80, 24), run_before=solo)

    def test_record(
        self, snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
    ) -> None:
        sample_games(store)
        UseCases(store).set_current_season(UseCases(store).games()[0].season)
        assert snap_compare(
            app_for(store, lang, tmp_path), terminal_size=SIZE, run_before=pressing("s", "enter")
        )


@pytest.mark.parametrize("lang", LANGS)
def test_odds_panel(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    playing, _ = sample_games(store)
    app = app_for(store, lang, tmp_path)

    async def asking(pilot: Pilot[None]) -> None:
        app.open_game(playing)
        await settle(pilot)
        await pilot.press("p", "f2")
        await type_text(pilot, "xxggmmsd")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=asking)


#: deliver 1 of issue 11: every player on screen, for these tables and windows
CROWDS = [(3, (80, 24)), (5, (80, 24)), (8, (120, 40))]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("players", "size"), CROWDS, ids=["3-at-80x24", "5-at-80x24", "8-at-120x40"]
)
def test_every_player_fits(
    snap_compare: Callable[..., bool],
    store: Store,
    tmp_path: Path,
    lang: str,
    players: int,
    size: tuple[int, int],
) -> None:
    game = crowd(UseCases(store), players)
    app = app_for(store, lang, tmp_path)

    async def opened(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=opened)


@pytest.mark.parametrize("lang", LANGS)
def test_detail_view(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    """f5: each turn's card and dice, the marks; the cell under the cursor tells its story
    (here Chloé's trip to Skull Island in round 1)."""
    game = crowd(UseCases(store), 5)
    app = app_for(store, lang, tmp_path)

    async def detailed(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f5")  # points → detail
        await settle(pilot)
        app.clear_notifications()
        await pilot.press("shift+tab", "up", "up", "up", "right")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=detailed)


@pytest.mark.parametrize("lang", LANGS)
def test_board(snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str) -> None:
    game = crowd(UseCases(store), 5)
    app = app_for(store, lang, tmp_path)

    async def board(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        await pilot.pause(0.1)
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=board)


@pytest.mark.parametrize("lang", LANGS)
def test_chart(snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str) -> None:
    game = crowd(UseCases(store), 5)
    app = app_for(store, lang, tmp_path)

    async def chart(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=chart)


#: the games typed on one line: how to make a sample game, and a line being typed
ONE_LINE_GAMES = {
    # Dix mille: banked points, ✗ blanks, ↓ held below the entry threshold, who has not
    # entered, the runs of blanks, a line counted with the risk of the next throw
    "dix_mille_sheet": (dix_game, ("1", "5", "5", "space", "2", "2", "2")),
    # Morbleu: the ledger (a row per turn, escudos·cards after it, the pot), the pot in large
    # digits, a duel typed in a few keys
    "morbleu_ledger": (morbleu_game, ("1", "space", "3", "space", "s")),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(80, 24), (120, 36)], ids=["80x24", "120x36"])
@pytest.mark.parametrize("sample_game", list(ONE_LINE_GAMES))
def test_one_line_games(
    snap_compare: Callable[..., bool],
    store: Store,
    tmp_path: Path,
    lang: str,
    size: tuple[int, int],
    sample_game: str,
) -> None:
    make, keys = ONE_LINE_GAMES[sample_game]
    game = make(UseCases(store))
    app = app_for(store, lang, tmp_path)

    async def typing(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press(*keys)
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=typing)


def test_dix_mille_new_game(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path
) -> None:
    async def choose(pilot: Pilot[None]) -> None:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        for name in ("Zoé", "Yann"):
            await type_text(pilot, name)
            await pilot.press("enter")
        await pilot.press("ctrl+g")
        await settle(pilot)

    assert snap_compare(app_for(store, "fr", tmp_path), terminal_size=SIZE, run_before=choose)


def two_player_dix(store: Store) -> int:
    """Two-player Dix mille at 2,000 (a profile quick to solve): Bruno to play."""
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], dix_profile(target=2000), game="dix-mille").id
    for name, points in (("Anne", 350), ("Bruno", 500), ("Anne", 900)):
        cases.enter_turn(game, DixPoints(name, points))
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_win_chances(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    """Issue 23: each player's chance to win beside their total (worked out for real)."""
    game = two_player_dix(store)
    app = app_for(store, lang, tmp_path)

    async def opened(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=opened)


@pytest.mark.parametrize("lang", LANGS)
def test_win_chances_eight_at_80x24(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    """Eight players at 80 columns: each chance under its total (a stand-in's figures: the
    layout is what is pinned here)."""
    from marquoir.win_live import WinWorker
    from tests.tui.test_win_live import Answering, by_totals

    game = crowd(UseCases(store), 8)
    app = MarquoirApp(
        UseCases(store), lang, export_dir=tmp_path, win=WinWorker(lambda: Answering(by_totals))
    )

    async def opened(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=opened)


@pytest.mark.parametrize("lang", LANGS)
def test_win_board_and_odds(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    """f2 on a throw: the move to win beside the move for points."""
    game = two_player_dix(store)
    app = app_for(store, lang, tmp_path)

    async def asking(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        await type_text(pilot, "115236")
        await settle(pilot)

    assert snap_compare(app, terminal_size=(100, 36), run_before=asking)


@pytest.mark.parametrize("lang", LANGS)
def test_win_board(
    snap_compare: Callable[..., bool], store: Store, tmp_path: Path, lang: str
) -> None:
    """The board (f3) with each chance beside the total, and what they mean."""
    game = two_player_dix(store)
    app = app_for(store, lang, tmp_path)

    async def board(pilot: Pilot[None]) -> None:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        await pilot.pause(0.1)
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=board)
