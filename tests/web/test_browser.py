"""The served page in a real (headless) Chromium, when Debian's ``chromium`` package is
installed: at a phone's size held upright and a laptop's, it shows every total, goes live,
and a turn entered through ``UseCases`` shows its new total without a reload; without
JavaScript the page shows the board as it was loaded."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import pytest

from marquoir.games.mille_sabords.rules import ManualTurn
from marquoir.rules import format_points
from marquoir.use_cases import UseCases
from scripts.board_in_browser import (
    LAPTOP,
    PHONE,
    Browser,
    chromium,
    in_browser,
    serving,
    shoot_after_a_turn,
)
from scripts.board_in_browser import free_port as port

#: they hold ports and a browser: one after the other, on one worker
pytestmark = [
    pytest.mark.xdist_group("apart"),
    pytest.mark.skipif(chromium() is None, reason="Debian's chromium package is not installed"),
]


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_a_turn_entered_shows_on_the_page(
    club: Path, tmp_path: Path, size: tuple[int, int]
) -> None:
    with UseCases.open(db=str(club)) as cases:
        before = cases.game(1).state.totals

    def enter() -> str:
        with UseCases.open(db=str(club)) as cases:
            view = cases.enter_turn(1, ManualTurn("Anne-Marie", 1200))
        return format_points(view.state.totals[1])

    out = tmp_path / "board.png"
    with serving(club, "en", port()) as serve:
        first, after = asyncio.run(shoot_after_a_turn(serve.url, size, out, enter))
    assert "Live" in first
    for total in before:
        assert format_points(total) in first
    assert "2,000" in after and "2,000" not in first  # Anne-Marie: 800 + 1,200
    assert "Last turn: Anne-Marie · manual points · +1,200" in after
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 10_000


def test_the_page_fits_a_phone_held_upright(club: Path) -> None:
    """No card wider than the phone; the totals in large type."""
    measures: list[str] = []

    async def steps(chrome: Browser) -> None:
        await chrome.wait_for(lambda t: "Live" in t)
        measures.append(
            await chrome.text(
                "JSON.stringify([document.documentElement.scrollWidth,"
                " parseFloat(getComputedStyle(document.querySelector('.total')).fontSize),"
                " Math.max(...[...document.querySelectorAll('.player')]"
                ".map(e => e.getBoundingClientRect().right))])"
            )
        )

    with serving(club, "en", port()) as serve:
        asyncio.run(in_browser(serve.url, PHONE, steps))
    width, total_px, right = (float(x) for x in measures[0].strip("[]").split(","))
    assert width <= PHONE[0] and right <= PHONE[0]
    assert total_px >= 28  # five players: two columns, still large


def test_without_javascript_the_page_shows_the_board(club: Path) -> None:
    texts: list[str] = []

    async def steps(chrome: Browser) -> None:
        await chrome.call("Emulation.setScriptExecutionDisabled", value=True)
        await chrome.call("Page.reload")
        texts.append(await chrome.wait_for(lambda t: "to go" in t))

    with serving(club, "en", port()) as serve:
        asyncio.run(in_browser(serve.url, PHONE, steps))
    assert "5,200 to go" in texts[0] and "Without JavaScript" in texts[0]


def test_a_page_that_lost_the_server_says_so_and_catches_up(club: Path) -> None:
    """The serve stops (the laptop asleep, the Wi-Fi lost) and comes back on the same address:
    the page says it is catching up, then shows the board as it stands, by itself."""
    texts: list[str] = []
    where = port()
    token = ("--token", "the-same-table-token")
    with contextlib.ExitStack() as first:
        serve = first.enter_context(serving(club, "en", where, None, *token))

        async def steps(chrome: Browser) -> None:
            texts.append(await chrome.wait_for(lambda t: "Live" in t))
            first.close()  # the serve stops
            texts.append(await chrome.wait_for(lambda t: "catching up" in t))
            with UseCases.open(db=str(club)) as cases:  # a turn while the page is cut off
                cases.enter_turn(1, ManualTurn("Anne-Marie", 1200))
            with serving(club, "en", where, None, *token):
                texts.append(await chrome.wait_for(lambda t: "Live" in t and "2,000" in t, 20))

        asyncio.run(in_browser(serve.url, PHONE, steps))
    assert "Live" in texts[0]
    assert "Connection lost: catching up…" in texts[1]
    assert "Live" in texts[2] and "2,000" in texts[2] and "catching up" not in texts[2]


def test_each_chance_to_win_shows_on_the_phone(tmp_path: Path) -> None:
    """A real serve (its own worker process) and a real browser: the page says the chances
    are being worked out, then shows each one's, as ``marquoir.use_cases.win_chances`` has them."""
    from marquoir.games.dix_mille.rules import DixMilleProfile
    from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
    from marquoir.i18n.numbers import chance
    from marquoir.use_cases import read_game_file, win_chances

    db = tmp_path / "duel.db"
    with UseCases.open(db=str(db)) as cases:
        game = cases.start_game(["Anne", "Bruno"], DixMilleProfile(target=2000), game="dix-mille")
        cases.enter_turn(game.id, DixPoints("Anne", 350))
        expected = win_chances(read_game_file(cases.export_game(game.id))).now
    texts: list[str] = []

    async def steps(chrome: Browser) -> None:
        texts.append(await chrome.wait_for(lambda t: "Live" in t))
        texts.append(await chrome.wait_for(lambda t: "% to win" in t, seconds=120))  # cold

    with serving(db, "en", port()) as serve:
        asyncio.run(in_browser(serve.url, PHONE, steps))
    assert "…" in texts[0] or "% to win" in texts[0]
    for p in expected:
        assert f"{chance(p, 'en')} to win" in texts[1]
    assert "each one's chance to win" in texts[1]
