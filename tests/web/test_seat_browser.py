"""A seat's page in a real (headless) Chromium at a phone's 390×844, when Debian's
``chromium`` package is installed: the player taps a Mille Sabords turn on the pad (the card
by its printed name, a tap a die), sees its points, records it, and the board shows it; the
same without JavaScript, by the plain form. The page fits the phone and its buttons are big
enough for a thumb."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE
from marquoir.use_cases import UseCases
from scripts.board_in_browser import PHONE, Browser, chromium, in_browser, serving
from scripts.board_in_browser import free_port as port

#: they hold ports and a browser: one after the other, on one worker
pytestmark = [
    pytest.mark.xdist_group("apart"),
    pytest.mark.skipif(chromium() is None, reason="Debian's chromium package is not installed"),
]

#: the taps of ``p xxggggds``: the Pirate card, two skulls, four coins, a diamond, a sabre
TAPS = [("lead", "p"), *[("add", face) for face in "xxggggds"]]


@pytest.fixture
def three(tmp_path: Path) -> Path:
    db = tmp_path / "seats.db"
    with UseCases.open(db=str(db)) as cases:
        cases.start_game(["Anne", "Bruno", "Chloé"], CLASSIC_PROFILE)
    return db


def seat_addresses(lines: object, process: object, count: int) -> dict[str, str]:
    """The seats' addresses the serve prints after the board's (``NAME: URL``)."""
    found: dict[str, str] = {}
    deadline = time.monotonic() + 30
    while len(found) < count and time.monotonic() < deadline:
        line = process.stdout.readline()  # type: ignore[attr-defined]
        assert line, "the serve ended before printing its seats"
        name, _, url = line.strip().partition(": ")
        if url.startswith("http://") and "/seat/" in url:
            found[name] = url
    return found


def tap_script(kind: str, text: str) -> str:
    button = f"button[data-kind={json.dumps(kind)}][data-text={json.dumps(text)}]"
    return f"document.querySelector('{button}').click()"


def turns(db: Path) -> tuple[int, tuple[int, ...]]:
    with UseCases.open(db=str(db)) as cases:
        view = cases.game(1)
    return len(view.turns), view.state.totals


def test_a_player_taps_and_records_a_turn_on_a_phone(three: Path) -> None:
    texts: list[str] = []
    measures: list[dict[str, float]] = []

    async def steps(chrome: Browser) -> None:
        # the page's script running (it made the page live): a tap is no longer a GET
        await chrome.wait_for(lambda t: "Your turn, Anne" in t and "Live" in t)
        for kind, text in TAPS:
            await chrome.text(tap_script(kind, text))
        texts.append(await chrome.wait_for(lambda t: "Anne +1,400" in t))
        line = await chrome.text("document.getElementById('line').value")
        texts.append(line)
        measures.append(
            json.loads(
                await chrome.text(
                    "JSON.stringify({width: document.documentElement.scrollWidth,"
                    " low: Math.min(...[...document.querySelectorAll('#turn button')]"
                    ".map(b => b.getBoundingClientRect().height))})"
                )
            )
        )
        await chrome.text("document.querySelector('button.record').click()")
        texts.append(await chrome.wait_for(lambda t: "Recorded" in t and "Bruno is playing" in t))

    with serving(three, "en", port(), None, "--seats", "--no-chances") as serve:
        anne = seat_addresses(serve.printed, serve.process, 3)["Anne"]
        asyncio.run(in_browser(anne, PHONE, steps))
    assert "Anne +1,400" in texts[0]
    assert texts[1] == "p xxggggds"  # the pad built the Captain's line
    assert "Recorded: Anne's turn is on the board." in texts[2]
    assert "1,400" in texts[2]  # the board on the page
    assert measures[0]["width"] <= PHONE[0]
    assert measures[0]["low"] >= 44  # every button a thumb's size
    assert turns(three) == (1, (1400, 0, 0))


def test_without_javascript_the_form_records_the_turn(three: Path) -> None:
    texts: list[str] = []

    async def steps(chrome: Browser) -> None:
        await chrome.call("Emulation.setScriptExecutionDisabled", value=True)
        await chrome.call("Page.reload")
        await chrome.wait_for(lambda t: "Your turn, Anne" in t)
        line = ""
        for kind, text in TAPS:
            await chrome.text(tap_script(kind, text))  # a plain GET: the page, one tap more
            line = f"{text} " if kind == "lead" else line + text
            await _until_line(chrome, line)
        texts.append(await chrome.wait_for(lambda t: "Anne +1,400" in t))
        await chrome.text("document.querySelector('button.record').click()")
        texts.append(await chrome.wait_for(lambda t: "Recorded" in t))

    with serving(three, "en", port(), None, "--seats", "--no-chances") as serve:
        anne = seat_addresses(serve.printed, serve.process, 3)["Anne"]
        asyncio.run(in_browser(anne, PHONE, steps))
    assert "Anne +1,400" in texts[0]
    assert "Recorded: Anne's turn is on the board." in texts[1]
    assert turns(three) == (1, (1400, 0, 0))


async def _until_line(chrome: Browser, want: str) -> None:
    """Wait until the page came back with the line ``want`` in its field."""
    for _ in range(200):
        value = await chrome.text(
            "document.getElementById('line') ? document.getElementById('line').value : ''"
        )
        if value == want:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"the line is not {want!r}")
