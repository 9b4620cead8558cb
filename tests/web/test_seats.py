"""The seats' own addresses (``marquoir board --serve --seats``): a player posts the line the
Captain would type and it is recorded through the Captain's use case; every other answer
(409, 422, 403, 413, 429) says why and stores nothing; the same post sent again stores the
turn once; the seat's page works as a plain form."""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from html import unescape
from pathlib import Path

import aiohttp
import pytest
from aiohttp import web

from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE, DiceTurn, parse_dice
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from marquoir.web import seats as seats_module
from marquoir.web.hub import BoardHub
from marquoir.web.seats import MAX_BODY, Seats
from marquoir.web.server import board_runner
from tests.store.conftest import pg_server as pg_server  # the PostgreSQL of the session
from tests.store.conftest import pg_url as pg_url
from tests.web.conftest import TOKEN

#: they hold a port: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

#: the seats' tokens in these tests (Anne's, Bruno's, Chloé's)
SEAT_TOKENS = [
    "anne-seat-token-0123456789",
    "bruno-seat-token-012345678",
    "chloe-seat-token-01234567",
]


@pytest.fixture
def table_db(tmp_path: Path) -> Path:
    """A Mille Sabords game of Anne, Bruno and Chloé, no turn yet: Anne to play."""
    db = tmp_path / "seats.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        cases.start_game(["Anne", "Bruno", "Chloé"], CLASSIC_PROFILE)
    return db


@pytest.fixture(params=["sqlite", "postgresql"])
def any_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same game as :func:`table_db`, on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'seats.db'}"
    else:
        url = request.getfixturevalue("pg_url")
    with UseCases(open_store(url)) as cases:
        cases.start_game(["Anne", "Bruno", "Chloé"], CLASSIC_PROFILE)
    return url


@contextlib.asynccontextmanager
async def seated(db_url: str) -> AsyncIterator[tuple[str, list[str], Seats]]:
    """The board served with its seats over ``db_url``: the board's address, each seat's
    address, and the seats."""
    hub = BoardHub(lambda: UseCases.open(db_url=db_url), "en", poll_seconds=0.05)
    seats = Seats(hub, SEAT_TOKENS)
    runner = board_runner(hub, TOKEN, seats=seats)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    url = f"http://127.0.0.1:{runner.addresses[0][1]}/{TOKEN}/"
    try:
        yield url, [address for _, address in seats.addresses(url)], seats
    finally:
        await runner.cleanup()


def printed_line(process: object, starts: str) -> str:
    """The next line the serve prints that starts with ``starts`` (an AssertionError when
    the serve ends first)."""
    while True:
        line: str = process.stdout.readline()  # type: ignore[attr-defined]
        assert line, f"the serve ended before printing {starts!r}"
        if line.startswith(starts):
            return line.strip()


def turns_of(db_url: str) -> int:
    with UseCases.open(db_url=db_url) as cases:
        return len(cases.game(1).turns)


async def test_a_seat_posts_its_line_and_the_board_shows_it(any_url: str) -> None:
    url = any_url
    async with seated(url) as (board, (anne, _, _), _), aiohttp.ClientSession() as session:
        async with session.post(anne + "turn", data={"line": "p xxggggds", "key": "k1"}) as answer:
            assert answer.status == 200
            page = unescape(await answer.text())
            assert "Recorded: Anne's turn is on the board." in page
            assert "1,400" in page
        async with session.get(board) as shown:
            assert "1,400" in await shown.text()
    with UseCases.open(db_url=url) as cases:
        assert cases.entered_by(1) == ["phone"]


async def test_another_seats_token_turn_and_method_are_refused(any_url: str) -> None:
    url = any_url
    async with seated(url) as (board, (anne, bruno, _), _), aiohttp.ClientSession() as session:
        # Bruno's address, Anne's turn: 409, with a sentence
        async with session.post(bruno + "turn", data={"line": "p xxggggds"}) as answer:
            assert answer.status == 409
            assert "It is not Bruno's turn: Anne is playing." in unescape(await answer.text())
        # a token that is no seat's: 403, nothing said
        stranger = anne.replace(SEAT_TOKENS[0], "x" * len(SEAT_TOKENS[0]))
        async with session.post(stranger + "turn", data={"line": "p xxggggds"}) as answer:
            assert answer.status == 403
        # another method than POST on the turn's path: 403
        for method in ("GET", "PUT", "DELETE"):
            async with session.request(method, anne + "turn") as answer:
                assert answer.status == 403, method
        # a page of another site posting: 403
        headers = {"Origin": "http://elsewhere.example"}
        async with session.post(anne + "turn", data={"line": "p xxggggds"}, headers=headers) as a:
            assert a.status == 403
    assert turns_of(url) == 0


def test_the_seat_is_found_by_a_constant_time_compare(monkeypatch: pytest.MonkeyPatch) -> None:
    compared: list[tuple[bytes, bytes]] = []

    def compare(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return a == b

    monkeypatch.setattr(seats_module.hmac, "compare_digest", compare)
    door = Seats.__new__(Seats)
    door.seats = [
        seats_module.Seat(n, name, t)
        for n, (name, t) in enumerate(zip("ABC", SEAT_TOKENS, strict=True))
    ]
    assert door.find(SEAT_TOKENS[0]) is door.seats[0]
    assert len(compared) == 3  # every seat compared, the first one found included
    assert door.find("nobody-of-this-table-00000") is None


async def test_a_refused_line_is_422_with_the_rules_sentence(table_db: Path) -> None:
    url = f"sqlite:///{table_db}"
    post = {"line": "p xxgggg", "key": "k1"}
    async with (
        seated(url) as (_, (anne, _, _), _),
        aiohttp.ClientSession() as session,
        session.post(anne + "turn", json=post) as answer,
    ):
        assert answer.status == 422
        said = await answer.json()
        assert said["error"] == "6 dice, a turn has 8 (skulls count too)"
    assert turns_of(url) == 0


async def test_the_same_post_sent_again_stores_one_turn(any_url: str) -> None:
    url = any_url
    post = {"line": "p xxggggds", "key": "phone-entry-1"}
    async with seated(url) as (_, (anne, _, _), _), aiohttp.ClientSession() as session:
        async with session.post(anne + "turn", json=post) as first:
            assert first.status == 200
            answered = await first.json()
        async with session.post(anne + "turn", json=post) as again:
            assert again.status == 200
            assert (await again.json())["board"] == answered["board"]
    assert turns_of(url) == 1


async def test_the_captain_and_the_phone_racing_store_one_turn(any_url: str) -> None:
    """Each seat in turn: its phone posts and the Captain's app enters the same turn at the
    same moment; one of them stores it, the other is refused (409 or the rules' refusal)."""
    import asyncio

    from marquoir.use_cases import Refusal

    url = any_url
    names = ["Anne", "Bruno", "Chloé"]
    async with seated(url) as (_, addresses, _), aiohttp.ClientSession() as session:
        with UseCases.open(db_url=url) as captain:

            def enter(name: str) -> bool:
                try:
                    captain.enter_turn(1, DiceTurn(name, "pirate", parse_dice("xxggggds")))
                except Refusal:
                    return False
                return True

            async def post(address: str) -> int:
                async with session.post(address + "turn", data={"line": "p xxggggds"}) as a:
                    return a.status

            for seat, name in enumerate(names):
                phone, app = await asyncio.gather(
                    post(addresses[seat]), asyncio.to_thread(enter, name)
                )
                assert (phone == 200) != app, (name, phone, app)
                assert phone in (200, 409, 422), phone
                assert turns_of(url) == seat + 1


async def test_over_long_bodies_and_too_many_posts_are_refused(table_db: Path) -> None:
    url = f"sqlite:///{table_db}"
    async with seated(url) as (_, (_, bruno, _), _), aiohttp.ClientSession() as session:
        big = {"line": "p " + "g" * (MAX_BODY + 10)}
        async with session.post(bruno + "turn", data=big) as answer:
            assert answer.status == 413
            assert f"at most {MAX_BODY} bytes" in await answer.text()
        statuses = []
        for _ in range(int(seats_module.POST_BURST) + 2):
            async with session.post(bruno + "turn", data={"line": "p xxggggds"}) as answer:
                statuses.append(answer.status)
        assert statuses[0] == 409 and statuses[-1] == 429
    assert turns_of(url) == 0


async def test_the_page_works_without_javascript(table_db: Path) -> None:
    """The pad's buttons are plain GETs that build the line; the record button posts it."""
    url = f"sqlite:///{table_db}"
    headers = {"Accept-Language": "fr-FR,fr;q=0.9"}
    async with (
        seated(url) as (_, (anne, bruno, _), _),
        aiohttp.ClientSession(headers=headers) as session,
    ):
        async with session.get(bruno) as page:
            assert "Anne joue." in unescape(await page.text())  # not Bruno's turn: no entry
            assert 'name="line"' not in await page.text()
        line, key = "", ""
        taps = ["lead:p", *["add:x"] * 2, *["add:g"] * 4, "add:d", "add:s"]
        for tap in taps:
            async with session.get(anne, params={"line": line, "tap": tap, "key": key}) as page:
                html = await page.text()
            line = unescape(re.search(r'name="line" value="([^"]*)"', html).group(1))  # type: ignore[union-attr]
            key = re.search(r'name="key" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
        assert line == "p xxggggds"
        assert "Anne +1 400" in unescape(html).replace("\u202f", " ").replace("\xa0", " ")
        async with session.post(anne + "turn", data={"line": line, "key": key}) as answer:
            assert answer.status == 200
            assert "Enregistré : le tour d'Anne est au tableau." in unescape(await answer.text())
    assert turns_of(url) == 1


async def test_closed_seats_stop_answering(table_db: Path) -> None:
    url = f"sqlite:///{table_db}"
    async with seated(url) as (board, (anne, _, _), seats), aiohttp.ClientSession() as session:
        seats.close()
        async with session.post(anne + "turn", data={"line": "p xxggggds"}) as answer:
            assert answer.status == 403
        async with session.get(anne) as page:
            assert page.status == 403
        async with session.get(board) as page:
            assert page.status == 200  # the board itself stays
    assert turns_of(url) == 0


async def test_each_seat_is_printed_with_its_address_and_code(table_db: Path) -> None:
    import io

    from marquoir.join import qr_lines
    from marquoir.web.serve import print_seats

    async with seated(f"sqlite:///{table_db}") as (board, addresses, seats):
        out = io.StringIO()
        print_seats(seats, board, "en", out)
    lines = out.getvalue().splitlines()
    for name, address in zip(["Anne", "Bruno", "Chloé"], addresses, strict=True):
        at = lines.index(f"{name}: {address}")
        code = qr_lines(address, border=4)
        assert lines[at + 1 : at + 1 + len(code)] == code
    assert len(set(addresses)) == 3 and all(a.startswith(board + "seat/") for a in addresses)


def test_marquoir_board_close_seats_closes_the_served_seats(table_db: Path) -> None:
    """The real serve, then ``marquoir board --close-seats`` from another terminal: the seats'
    addresses answer 403, the board still answers; with no serve, a sentence and status 1."""
    import urllib.error
    import urllib.request

    from scripts.board_in_browser import free_port, serving
    from tests.helpers import run_cli

    def status(url: str, data: bytes | None = None) -> int:
        try:
            with urllib.request.urlopen(url, data, timeout=10) as answer:
                return int(answer.status)
        except urllib.error.HTTPError as error:
            return error.code

    with serving(table_db, "en", free_port(), None, "--seats", "--no-chances") as serve:
        anne = printed_line(serve.process, "Anne: http").split(": ", 1)[1]
        assert status(anne) == 200
        closed = run_cli("board", "--close-seats")
        assert closed.returncode == 0, closed.stderr
        assert "The seats are closed" in closed.stdout
        printed_line(serve.process, "Seats closed")  # the serve took the word
        assert status(anne) == 403
        assert status(anne + "turn", b"line=p+xxggggds") == 403
        assert status(serve.url) == 200
    assert turns_of(f"sqlite:///{table_db}") == 0
    again = run_cli("board", "--close-seats")
    assert again.returncode == 1
    assert again.stderr.strip() == "No board is served with --seats by this user: no seat to close."


def test_seats_without_serve_is_refused_in_a_sentence() -> None:
    from tests.helpers import run_cli

    refused = run_cli("board", "--seats")
    assert refused.returncode == 2
    assert refused.stderr.strip() == (
        "--seats goes with --serve: the seats' addresses are served with the board."
    )


async def test_the_preview_scores_the_line_and_stores_nothing(table_db: Path) -> None:
    url = f"sqlite:///{table_db}"
    async with seated(url) as (_, (anne, bruno, _), _), aiohttp.ClientSession() as session:
        params = {"line": "p xxggggds", "shown": "yes"}
        async with session.get(anne + "preview", params=params) as answer:
            shown = await answer.json()
        assert shown["yours"] is True
        assert "Anne +1,400" in unescape(shown["preview"])
        assert '<b class="tally">4</b>' in shown["pad"]  # four gold coins typed
        params = {"line": "p xxgggg", "shown": "yes"}
        async with session.get(anne + "preview", params=params) as answer:
            assert "6 dice, a turn has 8" in unescape((await answer.json())["preview"])
        params = {"line": "p xxggggds", "shown": "yes"}  # the page still shows the entry
        async with session.get(bruno + "preview", params=params) as answer:
            waiting = await answer.json()
        assert waiting["yours"] is False and "Anne is playing" in unescape(waiting["entry"])
    assert turns_of(url) == 0


async def test_with_no_game_the_serve_says_there_is_no_seat(tmp_path: Path) -> None:
    import io

    from marquoir.web.serve import print_seats

    url = f"sqlite:///{tmp_path / 'empty.db'}"
    async with seated(url) as (board, addresses, seats):
        out = io.StringIO()
        print_seats(seats, board, "en", out)
    assert addresses == []
    assert out.getvalue().startswith("No game to seat yet")


async def test_the_board_stays_on_the_game_seated(table_db: Path) -> None:
    """A game started after the serve does not take the board from the seated one."""
    url = f"sqlite:///{table_db}"
    async with seated(url) as (board, (anne, _, _), _), aiohttp.ClientSession() as session:
        with UseCases.open(db_url=url) as captain:
            captain.start_game(["Zoé", "Yann"], CLASSIC_PROFILE)
        async with session.post(anne + "turn", data={"line": "p xxggggds"}) as answer:
            assert answer.status == 200
        async with session.get(board) as shown:
            page = unescape(await shown.text())
        assert "Game 1" in page and "Zoé" not in page and "1,400" in page


def test_one_seat_closed_by_name_the_others_answer(table_db: Path) -> None:
    import urllib.error
    import urllib.request

    from scripts.board_in_browser import free_port, serving
    from tests.helpers import run_cli

    def status(url: str) -> int:
        try:
            with urllib.request.urlopen(url, timeout=10) as answer:
                return int(answer.status)
        except urllib.error.HTTPError as error:
            return error.code

    with serving(table_db, "en", free_port(), None, "--seats", "--no-chances") as serve:
        found = {
            name: printed_line(serve.process, f"{name}: http").split(": ", 1)[1]
            for name in ("Anne", "Bruno", "Chloé")
        }
        unknown = run_cli("board", "--close-seats", "Zoé")
        assert unknown.returncode == 2
        assert unknown.stderr.strip() == "No seat of the served board is Zoé's: nothing was closed."
        closed = run_cli("board", "--close-seats", "bruno")
        assert closed.returncode == 0, closed.stderr
        said = printed_line(serve.process, "Seats closed")  # the serve took the word
        assert said == "Seats closed: bruno."
        assert status(found["Bruno"]) == 403
        assert status(found["Anne"]) == 200 and status(found["Chloé"]) == 200


@pytest.mark.parametrize(
    ("game", "line", "shown"),
    [("dix-mille", "155 222 1", "Anne +"), ("morbleu", "2 1 s", "Bruno")],
)
async def test_dix_mille_and_morbleu_seats_enter_their_lines(
    tmp_path: Path, game: str, line: str, shown: str
) -> None:
    from marquoir.games.dix_mille.rules import DEFAULT_PROFILE
    from marquoir.games.morbleu.rules.profile import MorbleuProfile

    url = f"sqlite:///{tmp_path / 'other.db'}"
    profile = DEFAULT_PROFILE if game == "dix-mille" else MorbleuProfile(20)
    with UseCases(open_store(url)) as cases:
        cases.start_game(["Anne", "Bruno"], profile, game=game)
    async with seated(url) as (_, (anne, _), _), aiohttp.ClientSession() as session:
        async with session.get(anne, params={"line": line}) as page:
            html = unescape(await page.text())
        assert page.status == 200 and 'name="line"' in html and shown in html
        async with session.post(anne + "turn", json={"line": line, "key": "k"}) as answer:
            assert answer.status == 200, await answer.text()
    assert turns_of(url) == 1


async def test_skull_island_is_ticked_on_the_phone(table_db: Path) -> None:
    """Four skulls: the box ticked, the player sailed to Skull Island (as the Captain's y);
    without it, an ordinary bust."""
    url = f"sqlite:///{table_db}"
    async with seated(url) as (_, (anne, bruno, _), _), aiohttp.ClientSession() as session:
        form = [("line", "n xxxxggss"), ("flag", "island"), ("key", "anne-island")]
        async with session.post(anne + "turn", data=form) as answer:
            assert answer.status == 200
        async with session.post(bruno + "turn", json={"line": "n xxxxggss"}) as answer:
            assert answer.status == 200
    with UseCases.open(db_url=url) as cases:
        turns = cases.game(1).turns
    assert [turn.skull_island for turn in turns] == [True, False]


async def test_a_game_that_takes_no_turn_from_phones_says_so(
    table_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game whose package has no phone module (a third party's): its seat page shows the
    board and says the Captain enters every turn; a post is refused (422), nothing stored."""
    from marquoir.rules import games

    entry = games.game_entry("mille-sabords")
    monkeypatch.setitem(games._installed(), "mille-sabords", entry._replace(phone=None))
    url = f"sqlite:///{table_db}"
    async with seated(url) as (_, (anne, _, _), _), aiohttp.ClientSession() as session:
        async with session.get(anne) as page:
            html = unescape(await page.text())
        assert page.status == 200 and 'name="line"' not in html
        assert "Mille Sabords takes no turn from the phones" in html
        async with session.get(anne + "preview", params={"shown": "no"}) as answer:
            assert (await answer.json())["yours"] is False
        async with session.post(anne + "turn", data={"line": "p xxggggds"}) as answer:
            assert answer.status == 422
    assert turns_of(url) == 0
