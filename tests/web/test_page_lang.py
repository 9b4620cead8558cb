"""The served page in each phone's language (issue 47, point 10): a phone in English read the
board in English while the Captain's app was in French, and the other way round."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import pytest

from marquoir.i18n import translate
from marquoir.rules import format_points
from marquoir.use_cases import UseCases
from marquoir.web.hub import page_lang
from tests.web.conftest import served
from tests.web.test_live import next_board

#: they hold a port: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"),
        ("en-GB,en;q=0.9,fr;q=0.8", "en"),
        ("de-DE,de;q=0.9,fr;q=0.5", "fr"),
        ("de-DE,de;q=0.9", "CAPTAIN"),
        ("en;q=0.2, fr;q=0.8", "fr"),
        ("fr;q=0, en", "en"),
        ("", "CAPTAIN"),
        (None, "CAPTAIN"),
        ("fr;q=bad", "CAPTAIN"),
    ],
)
def test_the_language_a_phone_asks_for(header: str | None, lang: str) -> None:
    assert page_lang(header, "CAPTAIN") == lang


@pytest.mark.parametrize("captain", ["en", "fr"])
@pytest.mark.parametrize("phone", ["en", "fr", "de"])
async def test_the_page_and_its_events_speak_the_phones_language(
    club: Path, captain: str, phone: str
) -> None:
    expected = phone if phone != "de" else captain
    headers = {"Accept-Language": f"{phone}-XX,{phone};q=0.9"}
    title = f"Marquoir — {translate(expected, 'board.title')}"
    live = translate(expected, "web.live")
    async with (
        served(club, lang=captain) as (url, _),
        aiohttp.ClientSession(headers=headers) as session,
    ):
        async with session.get(url) as page:
            html = await page.text()
        async with session.get(url + "events") as stream:
            board = await next_board(stream)
    assert f'<html lang="{expected}"' in html and title in html and live in html
    # the events carry the same board as the page, its numbers written the language's way
    assert board in html
    with UseCases.open(db=str(club)) as cases:
        totals = cases.game(1).state.totals
    assert all(format_points(total, expected) in board for total in totals), board


@pytest.mark.parametrize(("phone", "needs"), [("en", "700 to win"), ("fr", "700 pour gagner")])
async def test_a_phone_reads_what_a_player_needs_to_win_in_the_last_round(
    tmp_path: Path, phone: str, needs: str
) -> None:
    """The served page said "500 to go" (the distance to the target) to a Dix mille player
    who needed 700 to win."""
    from marquoir.store import open_store
    from tests.web.test_board_facts import dix_last_round

    db = tmp_path / "club.db"
    store = open_store(f"sqlite:///{db}")
    dix_last_round(UseCases(store))
    store.close()
    async with (
        served(db, lang="en") as (url, _),
        aiohttp.ClientSession(headers={"Accept-Language": phone}) as session,
        session.get(url) as page,
    ):
        html = await page.text()
    assert needs in html and "500 to go" not in html and "encore 500" not in html
