"""The served board's QR code on the app's board (f3): shown with its address while
``marquoir board --serve`` runs for this user, gone when it stops; the cards still fit."""

import json
import subprocess
import sys

from textual.widgets import Digits

from marquoir.join import leave_note, note_path, qr_lines, remove_note
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.widgets.board import PlayerCard
from marquoir.tui.widgets.join_code import JoinCode
from marquoir.use_cases import UseCases
from scripts.screenshots import crowd
from tests.tui.conftest import settle
from tests.tui.test_board import wait_until

URL = "http://192.168.1.20:8000/Qm9hcmQgb2YgdGhlIHRhYmxl/"


def board_app(store: Store) -> MarquoirApp:
    return MarquoirApp(
        UseCases(store), "en", first=lambda: BoardScreen(None, closable=False), read_only=True
    )


async def test_the_code_shows_while_the_board_is_served(store: Store) -> None:
    crowd(UseCases(store), 5)
    app = board_app(store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        code = app.screen.query_one(JoinCode)
        assert not code.display and code.url is None  # nothing served: no room taken
        leave_note(URL)
        await wait_until(pilot, lambda: code.url == URL, seconds=5)
        await settle(pilot)
        assert code.display
        shown = str(code.render())
        assert "Scan to follow the game" in shown
        assert all(line in shown for line in qr_lines(URL))
        assert URL.replace("/", "") in shown.replace("\n", "").replace("/", "")
        screen = app.screen.region
        assert screen.contains_region(code.region)
        for card in app.screen.query(PlayerCard):  # the board keeps the rest
            assert screen.contains_region(card.region)
            assert not card.region.overlaps(code.region)
        assert len(app.screen.query(Digits)) == 5
        remove_note()
        await wait_until(pilot, lambda: code.url is None, seconds=5)
        await settle(pilot)
        assert not code.display


async def test_the_note_of_a_serve_that_died_is_ignored(store: Store) -> None:
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    note_path().parent.mkdir(parents=True, exist_ok=True)
    note_path().write_text(json.dumps({"url": URL, "pid": int(gone.stdout)}))
    app = board_app(store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        code = app.screen.query_one(JoinCode)
        assert code.url is None and not code.display


async def test_s_shows_each_seats_code_one_at_a_time(store: Store) -> None:
    """Served with --seats: s shows Anne's code, then Bruno's …, then the board's again."""
    crowd(UseCases(store), 3)
    seats = [(name, f"{URL}seat/{name.lower()}-seat-token-0123456789/") for name in ("A", "B")]
    app = board_app(store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        code = app.screen.query_one(JoinCode)
        leave_note(URL, seats)
        await wait_until(pilot, lambda: code.url == URL, seconds=5)
        for name, address in [*seats, ("", URL)]:
            await pilot.press("s")
            await settle(pilot)
            shown = str(code.render())
            assert all(line in shown for line in qr_lines(address))
            if name:
                assert f"{name}'s seat" in shown
            else:
                assert "Scan to follow the game" in shown
        remove_note()


async def test_s_without_seats_says_so(store: Store) -> None:
    crowd(UseCases(store), 3)
    app = board_app(store)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        code = app.screen.query_one(JoinCode)
        leave_note(URL)
        await wait_until(pilot, lambda: code.url == URL, seconds=5)
        await pilot.press("s")
        await settle(pilot)
        assert "Scan to follow the game" in str(code.render())
        said = [str(n.message) for n in app._notifications]
        assert "No seat is open: p turns the seats on." in said
        remove_note()


# --- issue 47, point 6: the board stays readable beside a running serve ----------------------


def four_players(store: Store) -> int:
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile

    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno", "Chloé", "Denis"], make_profile("classic")).id
    for name, points in (("Anne", 1500), ("Bruno", 1200), ("Chloé", 300), ("Denis", 2600)):
        cases.enter_turn(game, ManualTurn(name, points))
    return game


def screen_lines(app: MarquoirApp) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


async def test_at_80x24_the_code_waits_on_a_key_and_every_player_stays_whole(
    store: Store,
) -> None:
    """The code took half of 80 columns: the fourth player lost his total (``★ Denis``) and
    the title read ``Tableau — P Scannez pour suivre la partie``."""
    four_players(store)
    app = MarquoirApp(
        UseCases(store), "fr", first=lambda: BoardScreen(None, closable=False), read_only=True
    )
    leave_note(URL)
    async with app.run_test(size=(80, 24)) as pilot:
        code = app.screen.query_one(JoinCode)
        await wait_until(pilot, lambda: code.url == URL and len(app.screen.query(Digits)) == 4)
        await settle(pilot)
        await pilot.pause()
        lines = screen_lines(app)
        assert "Tableau — Partie 1" in lines[0] and "Scannez" not in lines[0]
        assert lines[-2].strip() == "Téléphones : j affiche le code à scanner pour suivre la partie"
        assert "j Code QR" in lines[-1]
        assert not code.display
        screen = app.screen.region
        for card in app.screen.query(PlayerCard):
            assert screen.contains_region(card.region), card.region
        assert "encore 3\u202f400" in "\n".join(lines)  # Denis's card, whole
        await pilot.press("j")  # the code alone, whole, to scan
        await settle(pilot)
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
        assert all(line in shown for line in qr_lines(URL))
        assert URL.replace("/", "") in shown.replace("\n", "").replace("/", "").replace(" ", "")
        await pilot.press("escape")  # back to the cards, the board still open
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen) and not code.display
        assert "encore 3\u202f400" in "\n".join(screen_lines(app))
    remove_note()


async def test_at_120x40_the_code_stands_beside_every_player(store: Store) -> None:
    four_players(store)
    app = board_app(store)
    leave_note(URL)
    async with app.run_test(size=(120, 40)) as pilot:
        code = app.screen.query_one(JoinCode)
        await wait_until(pilot, lambda: code.url == URL and len(app.screen.query(Digits)) == 4)
        await settle(pilot)
        await pilot.pause()
        lines = screen_lines(app)
        assert "Board — Game 1" in lines[0] and "Scan" not in lines[0]
        assert code.display and "j QR code" not in lines[-1]
        screen = app.screen.region
        assert screen.contains_region(code.region)
        for card in app.screen.query(PlayerCard):
            assert screen.contains_region(card.region)
            assert not card.region.overlaps(code.region)
        assert "3,400 to go" in "\n".join(lines)
    remove_note()
