"""Typing ahead: keys queued to the app all at once, before it has processed any of them (as a
fast Captain, or a paste, delivers them), reach the field they were typed for, in order.

``pilot.press`` waits for the app between keys and hides the bug, so these tests post every
key event to the app in one go, as the terminal driver does, and only then wait.
"""

from collections.abc import Callable

import pytest
from textual import events
from textual.app import App

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle

#: every card key of a game with the 2025 cards, and the card it chooses
CARD_KEYS = {
    "n": "none",
    "g": "gold",
    "d": "diamond",
    "p": "pirate",
    "2": "ship2",
    "3": "ship3",
    "4": "ship4",
    "x": "skull1",
    "y": "skull2",
    "a": "animals",
    "s": "sorceress",
    "i": "treasure",
    "e": "peace",
    "w": "shipwreck",
}


def key_event(char: str) -> events.Key:
    """The key event a terminal sends for one character (``\\r`` is Enter)."""
    if char == "\r":
        return events.Key("enter", "\r")
    if char == " ":
        return events.Key("space", " ")
    return events.Key(char, char)


def burst(app: App[None], text: str) -> None:
    """Every key of ``text`` queued to the app at once."""
    for char in text:
        app.post_message(key_event(char))


def game_turns(app: MarquoirApp, game_id: int) -> list[tuple[str, str, str]]:
    return [(t.player, t.card, str(t.dice)) for t in app.use_cases.game(game_id).turns]


async def open_new_game(app: MarquoirApp, players: list[str], pilot: object) -> int:
    started = app.use_cases.start_game(players, make_profile("classic", cards_2025=True))
    game_id = int(getattr(started, "id", started))
    await settle(pilot)  # type: ignore[arg-type]
    app.open_game(game_id)
    await settle(pilot)  # type: ignore[arg-type]
    return game_id


@pytest.mark.parametrize("key", CARD_KEYS)
async def test_a_whole_turn_typed_in_one_burst(
    make_app: Callable[[str], MarquoirApp], key: str
) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        game_id = await open_new_game(app, ["Anne", "Bruno"], pilot)
        burst(app, f"{key}gggssmpx\r")
        await settle(pilot)
        await settle(pilot)
        assert game_turns(app, game_id) == [("Anne", CARD_KEYS[key], "xgggmpss")]


async def test_zombie_attack_in_one_burst(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        game_id = await open_new_game(app, ["Anne", "Bruno"], pilot)
        burst(app, "zxxssssss\r")
        await settle(pilot)
        await settle(pilot)
        assert game_turns(app, game_id) == [("Anne", "zombie", "xxssssss")]


TEN_TURNS = [
    ("p", "xxggmmps"),
    ("n", "ssssmmpx"),
    ("g", "gggggmmx"),
    ("a", "mmmpppxx"),
    ("2", "ssmmmmgg"),
    ("d", "ddddxxmp"),
    ("s", "pppppxgg"),
    ("y", "mmmmmmsg"),
    ("x", "ggggsssm"),
    ("n", "dddggmmm"),
]


def expected(players: list[str]) -> list[tuple[str, str, str]]:
    from marquoir.games.mille_sabords.rules import parse_roll

    return [
        (players[i % len(players)], CARD_KEYS[key], str(parse_roll(dice)))
        for i, (key, dice) in enumerate(TEN_TURNS)
    ]


async def test_ten_turns_typed_in_one_burst(make_app: Callable[[str], MarquoirApp]) -> None:
    players = ["Anne", "Bruno", "Chloé"]
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        game_id = await open_new_game(app, players, pilot)
        # a space between the card and the dice is allowed, never required
        burst(
            app,
            "".join(f"{k} {d}\r" if i % 2 else f"{k}{d}\r" for i, (k, d) in enumerate(TEN_TURNS)),
        )
        for _ in range(4):
            await settle(pilot)
        assert game_turns(app, game_id) == expected(players)


async def test_ten_turns_pasted_as_one_string(make_app: Callable[[str], MarquoirApp]) -> None:
    players = ["Anne", "Bruno", "Chloé"]
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        game_id = await open_new_game(app, players, pilot)
        app.post_message(events.Paste("".join(f"{k}{d}\r" for k, d in TEN_TURNS)))
        for _ in range(4):
            await settle(pilot)
        assert game_turns(app, game_id) == expected(players)


async def test_n_typed_right_after_launch_opens_a_new_game_with_the_names(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    from marquoir.tui.screens.new_game import NewGameScreen

    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        burst(app, "nAnne\rBruno\r")
        for _ in range(3):
            await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.seated == ["Anne", "Bruno"]


async def test_ctrl_q_the_moment_the_first_screen_appears_quits(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        app.post_message(events.Key("ctrl+q", None))
        await pilot.pause(0.5)
    assert app.return_code == 0 and not app.is_running


async def test_a_line_feed_is_enter(make_app: Callable[[str], MarquoirApp]) -> None:
    """Enter typed before the terminal is in raw mode arrives as a line feed (ctrl+j)."""
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        game_id = await open_new_game(app, ["Anne", "Bruno"], pilot)
        for char in "pxxggggds":
            app.post_message(key_event(char))
        app.post_message(events.Key("ctrl+j", "\n"))
        await settle(pilot)
        assert game_turns(app, game_id) == [("Anne", "pirate", "xxdggggs")]


async def test_keys_typed_after_a_refused_line_wait_for_its_fix(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """A Captain's run: the turn typed after a line Enter refuses (six dice of eight) went
    onto it, its Enter lost. It waits, shown as typed ahead, for the line's fix."""
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = await open_new_game(app, ["Anne", "Bruno"], pilot)
        burst(app, "pxxgggg\rnggggmmmm\r")
        await app.keys.wait_idle()
        await settle(pilot)
        assert game_turns(app, game_id) == []
        assert app.keys.held_text == "nggggmmmm⏎"
        await pilot.press("d", "s", "enter")
        await app.keys.wait_idle()
        await settle(pilot)
        assert game_turns(app, game_id) == [
            ("Anne", "pirate", "xxdggggs"),
            ("Bruno", "none", "ggggmmmm"),
        ]


async def test_names_typed_after_a_refused_name_wait_for_its_fix(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """A Captain's run in tmux: a name of 34 letters refused (24 at most), and the next names
    typed in the same burst went onto it (``… a 71 characters``), their Enters lost. The keys
    typed after the refused name's Enter wait, shown as typed ahead, for its fix."""
    from marquoir.tui.keys import TypedAhead
    from marquoir.tui.screens.new_game import NewGameScreen

    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        long = "Éléonore-Amandine de Saint-Exupéry"
        burst(app, f"n{long}\rBruno\rChloé\r")
        for _ in range(3):
            await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        name = screen.query_one("#name")
        assert getattr(name, "value", None) == long  # the refused name alone, to fix
        assert screen.seated == []
        assert app.keys.held_text == "Bruno⏎Chloé⏎"
        assert "Bruno" in str(screen.query_one(TypedAhead).render())
        await pilot.press(*["backspace"] * (len(long) - len("Éléonore")), "enter")  # fixed
        await app.keys.wait_idle()
        for _ in range(3):
            await settle(pilot)
        assert screen.seated == ["Éléonore", "Bruno", "Chloé"]  # then the names that waited
        assert app.keys.held_text == "" and getattr(name, "value", None) == ""


async def test_a_turn_typed_after_a_refused_start_waits_for_the_game(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """ctrl+s with one player seated is refused, and the turn typed after it in the same
    burst went to the name field: its Enter seated a player named ``pxxggggds``. The keys
    typed after a refused start wait, shown as typed ahead, for the start that follows the
    fix, and go to the game's line."""
    from marquoir.tui.screens.game import GameScreen
    from marquoir.tui.screens.new_game import NewGameScreen

    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        burst(app, "nAnne\r")
        app.post_message(events.Key("ctrl+s", "\x13"))
        burst(app, "pxxggggds\r")
        for _ in range(3):
            await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.seated == ["Anne"]
        assert app.keys.held_text == "pxxggggds⏎"
        await pilot.press(*"Bruno", "enter", "ctrl+s")  # the fix, then the start again
        await app.keys.wait_idle()
        for _ in range(3):
            await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert game_turns(app, app.screen.game_id) == [("Anne", "pirate", "xxdggggs")]


async def test_a_turn_typed_after_refused_manual_points_waits_for_the_fix(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """Manual points (ctrl+o) refused (``abc`` is no number), and the next turn typed in
    the same burst went onto the refused field. It waits, shown as typed ahead, for the
    dialog's fix and save, then goes to the game's line."""
    from marquoir.tui.keys import TypedAhead
    from marquoir.tui.screens.manual import ManualScreen

    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = await open_new_game(app, ["Anne", "Bruno"], pilot)
        app.post_message(events.Key("ctrl+o", "\x0f"))
        await settle(pilot)
        burst(app, "abc\r0\r\rpxxggggds\r")
        for _ in range(3):
            await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ManualScreen)
        assert getattr(dialog.query_one("#points"), "value", None) == "abc"
        assert app.keys.held_text == "pxxggggds⏎"
        assert "pxxggggds" in str(dialog.query_one(TypedAhead).render())
        await pilot.press("backspace", "backspace", "backspace", *"300", "enter", "enter", "enter")
        await app.keys.wait_idle()
        for _ in range(3):
            await settle(pilot)
        turns = app.use_cases.game(game_id).turns
        assert [t.player for t in turns] == ["Anne", "Bruno"]
        assert (
            getattr(turns[0], "points", None) == 300 and getattr(turns[1], "card", None) == "pirate"
        )
