"""Issue 49: the app's board (f3) turns the seats on with one key (p): every seat of the game
on screen gets its address, the board shows their codes one at a time (each with its
player's name, whole, at 80×24 too), s going to the next; the seat's address takes a turn
posted from a phone; p again (or x) closes them and the address stops answering.

Two cases: no serve running (the app starts ``marquoir board --serve --seats`` itself, which
ends with the app, its note removed), and a serve already running without ``--seats`` (asked
to open them, by ``SIGUSR2``). The serves are real processes over a real SQLite file."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE
from marquoir.join import note_path, qr_lines, served_note, served_seats
from marquoir.store import Store, open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.widgets.join_code import JoinCode
from marquoir.use_cases import UseCases
from scripts.board_in_browser import free_port, serving
from tests.process_table import alive, wait_for
from tests.tui.conftest import settle

#: they start serves that hold ports: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

PLAYERS = ["Anne", "Bruno", "Chloé"]
#: what a seat's code says above it, by language (its player, its place, the key for the next)
TITLES = {
    "en": ["Anne's seat (1/3) · s: the next player", "Bruno's seat (2/3)", "Chloé's seat (3/3)"],
    "fr": ["Place 1/3 : Anne · s : joueur suivant", "Place 2/3 : Bruno", "Place 3/3 : Chloé"],
}
OPENED = {"en": "Seats open", "fr": "Places ouvertes"}
CLOSED = {"en": "The seats are closed", "fr": "Les places sont fermées"}


async def until(check: Callable[[], object], what: str, seconds: float = 60.0) -> None:
    """Wait until ``check()`` holds (an AssertionError naming ``what`` after ``seconds``)."""
    for _ in range(int(seconds / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"never {what}")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Store]:
    """A Mille Sabords game of Anne, Bruno and Chloé, no turn yet: Anne to play."""
    store = open_store(f"sqlite:///{tmp_path / 'table.db'}")
    UseCases(store).start_game(PLAYERS, CLASSIC_PROFILE)
    yield store
    store.close()


def captains_board(store: Store, lang: str) -> MarquoirApp:
    app = MarquoirApp(UseCases(store), lang, first=lambda: BoardScreen(None, closable=False))
    app.show_chances = False  # the serve then works out none either: quicker
    return app


def screen_text(app: MarquoirApp) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def on_this_machine(address: str) -> str:
    """A seat's address as this machine reaches it (the serve prints its address on the local
    network, which a test machine may not have)."""
    scheme, _, host_port, rest = address.split("/", 3)
    return f"{scheme}//127.0.0.1:{host_port.rpartition(':')[2]}/{rest}"


def post_turn(address: str, line: str) -> int:
    """POST a turn to a seat's address, as its page does: the answer's status."""
    data = urllib.parse.urlencode({"line": line, "key": f"test-{line.replace(' ', '-')}"})
    try:
        with urllib.request.urlopen(on_this_machine(address) + "turn", data.encode(), 10) as a:
            return int(a.status)
    except urllib.error.HTTPError as error:
        return error.code


def turns(store: Store) -> tuple[int, tuple[int, ...]]:
    """How many turns the game has, and its totals."""
    view = UseCases(store).game(1)
    return len(view.turns), tuple(view.state.totals)


async def press_seats_and_see_the_codes(
    app: MarquoirApp, pilot: object, lang: str
) -> list[tuple[str, str]]:
    """p, then each seat's code one at a time (s the next), whole on the screen, with its
    player's name; then the board's code again. The seats, as the board showed them."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    screen = app.screen
    assert isinstance(screen, BoardScreen)
    code = screen.query_one(JoinCode)
    await pilot.press("p")
    await until(lambda: code.showing == 1 and len(code.seats) == 3, "showed the seats' codes")
    await settle(pilot)
    await pilot.pause()
    seats = list(code.seats)
    assert [name for name, _ in seats] == PLAYERS
    assert OPENED[lang] in screen_text(app)  # said beside the code, not over it
    assert not app._notifications
    for index, (name, address) in enumerate(seats):
        shown = screen_text(app)
        assert TITLES[lang][index] in shown, shown
        assert all(line in shown for line in qr_lines(address)), f"{name}'s code is cut"
        assert screen.app.screen.region.contains_region(code.region)
        await pilot.press("s")
        await settle(pilot)
        await pilot.pause()
    assert code.showing == 0 and code.address == code.url  # then the board's code again
    return seats


async def press_seats_to_close(app: MarquoirApp, pilot: object, lang: str, key: str) -> None:
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    await pilot.press(key)
    await until(lambda: not served_seats(), "closed the seats")
    assert any(CLOSED[lang] in str(n.message) for n in app._notifications)


@pytest.mark.parametrize(
    ("lang", "size"),
    [("en", (80, 24)), ("fr", (80, 24)), ("en", (120, 40)), ("fr", (120, 40))],
    ids=["en-80x24", "fr-80x24", "en-120x40", "fr-120x40"],
)
async def test_p_serves_the_seats_when_nothing_is_served(
    table: Store, lang: str, size: tuple[int, int]
) -> None:
    """No serve runs: p starts one (the app's child), the codes show, Anne's address takes her
    turn; p again closes the seats; quitting the app ends the serve and removes its note."""
    assert served_note() == {}
    app = captains_board(table, lang)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await until(lambda: app.screen._view is not None, "showed the game")  # type: ignore[attr-defined]
        seats = await press_seats_and_see_the_codes(app, pilot, lang)
        serve = app.served.process
        assert serve is not None and served_note().get("pid") == serve.pid
        anne = seats[0][1]
        assert await asyncio.to_thread(post_turn, anne, "p xxggggds") == 200
        assert turns(table) == (1, (1400, 0, 0))
        await press_seats_to_close(app, pilot, lang, "p")
        assert await asyncio.to_thread(post_turn, seats[1][1], "p xxggggds") == 403
        assert turns(table) == (1, (1400, 0, 0))
        assert served_note().get("pid") == serve.pid  # the board itself is still served
    # the app quit: its serve ended with it, cleanly (its note removed)
    assert serve.poll() is not None
    assert not note_path().exists()


async def test_p_asks_the_serve_already_running_to_open_the_seats(table: Store) -> None:
    """``marquoir board --serve`` runs in another terminal, without ``--seats``: p asks it to
    open them (the app starts nothing); x closes them, the board stays served."""
    db = Path(str(table.path))
    with serving(db, "en", free_port(), None, "--no-chances") as serve:
        assert served_note().get("pid") == serve.process.pid and not served_seats()
        app = captains_board(table, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await until(lambda: app.screen._view is not None, "showed the game")  # type: ignore[attr-defined]
            seats = await press_seats_and_see_the_codes(app, pilot, "en")
            assert app.served.process is None  # asked of the serve running, none started
            assert served_note().get("pid") == serve.process.pid
            assert await asyncio.to_thread(post_turn, seats[0][1], "p xxggggds") == 200
            assert turns(table) == (1, (1400, 0, 0))
            await press_seats_to_close(app, pilot, "en", "x")
            assert await asyncio.to_thread(post_turn, seats[1][1], "p xxggggds") == 403
            # p again opens new seats: Bruno's new address takes his turn
            seats = await press_seats_and_see_the_codes(app, pilot, "en")
            assert await asyncio.to_thread(post_turn, seats[1][1], "p xxxgggds") == 200
            assert turns(table) == (2, (1400, 0, 0))
        assert serve.process.poll() is None  # not the app's: it goes on serving
        with urllib.request.urlopen(serve.url, timeout=10) as board:
            assert board.status == 200


async def test_a_finished_game_or_none_gets_no_seat_and_says_so(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path / 'empty.db'}")
    try:
        app = captains_board(store, "fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("p")
            await settle(pilot)
            said = [str(n.message) for n in app._notifications]
            assert any("Aucune partie au tableau à placer" in s for s in said), said
            assert app.served.process is None and served_note() == {}
    finally:
        store.close()


async def test_a_failure_is_one_sentence(table: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The serve the app starts cannot open the database (gone meanwhile): one sentence on
    screen, never a traceback, and no serve left."""
    app = captains_board(table, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await until(lambda: app.screen._view is not None, "showed the game")  # type: ignore[attr-defined]
        monkeypatch.setattr(table, "url", f"sqlite:///{table.path}.gone")
        await pilot.press("p")
        await until(lambda: not app.screen.seats_opening, "ended opening")  # type: ignore[attr-defined]
        await settle(pilot)
        said = [str(n.message) for n in app._notifications]
        failed = [s for s in said if s.startswith("The seats could not be turned on: ")]
        assert len(failed) == 1 and "Traceback" not in failed[0], said
        assert "table.db.gone" in failed[0]
        assert served_note() == {}


def test_the_apps_serve_ends_when_the_app_is_killed(table: Store, tmp_path: Path) -> None:
    """The process that started the serve is killed (kill -9): the serve ends by itself, and
    cleanly (its note removed), through the app's lifeline."""
    script = tmp_path / "captain.py"
    script.write_text(
        "import sys, time\n"
        "from marquoir.tui.served import ServedBoard\n"
        "served = ServedBoard()\n"
        f"opened = served.turn_on('en', 1, {table.url!r}, False)\n"
        "print(served.process.pid if opened.seats else 'failed', flush=True)\n"
        "time.sleep(600)\n"
    )
    captain = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=os.getcwd()
    )
    try:
        assert captain.stdout is not None
        pid = int(captain.stdout.readline())
        started = {pid: int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])}
        assert served_note().get("pid") == pid
        captain.send_signal(signal.SIGKILL)
        captain.wait()
        wait_for(lambda: not alive(started), "the serve ended with its app")
        assert not note_path().exists()
    finally:
        if captain.poll() is None:
            captain.kill()
            captain.wait()


async def test_a_serve_of_another_database_is_not_asked(table: Store, tmp_path: Path) -> None:
    """The board served in another terminal reads another database: its game 1 is not this
    one; p says so in a sentence and opens no seat there."""
    other = tmp_path / "other.db"
    with UseCases(open_store(f"sqlite:///{other}")) as cases:
        cases.start_game(["Zoé", "Yann"], CLASSIC_PROFILE)
    with serving(other, "en", free_port(), None, "--no-chances") as serve:
        app = captains_board(table, "en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await until(lambda: app.screen._view is not None, "showed the game")  # type: ignore[attr-defined]
            await pilot.press("p")
            await until(lambda: not app.screen.seats_opening, "ended opening")  # type: ignore[attr-defined]
            await settle(pilot)
            said = [str(n.message) for n in app._notifications]
            assert said == [
                "The seats could not be turned on: the board served in another terminal reads "
                "another database (stop it there with ctrl+c, then press the key again)."
            ]
            assert not served_seats() and app.served.process is None
        assert serve.process.poll() is None


async def test_a_game_that_takes_no_turn_from_phones_says_so(
    table: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game whose package has no phone module (a third party's): p says the Captain enters
    every turn, and starts nothing."""
    from marquoir.rules import games

    entry = games.game_entry("mille-sabords")
    monkeypatch.setitem(games._installed(), "mille-sabords", entry._replace(phone=None))
    app = captains_board(table, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await until(lambda: app.screen._view is not None, "showed the game")  # type: ignore[attr-defined]
        await pilot.press("p")
        await settle(pilot)
        said = [str(n.message) for n in app._notifications]
        assert said == [
            "Mille Sabords ne prend aucun tour des téléphones : le Capitaine saisit chaque tour."
        ]
        assert app.served.process is None and served_note() == {}
