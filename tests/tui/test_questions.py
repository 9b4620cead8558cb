"""A question never takes a key typed before it (issue #20).

Wherever Enter asks something instead of recording the turn (Skull Island, a card the pile no
longer holds, Treasure Island's saved dice, a confirmation), the keys typed after that Enter
were meant for what comes after the question. They are held, shown under the question, and
go on to the next player's line once the question is answered by a key pressed after it was
drawn. Each burst here is posted to the app in one go, as the terminal driver delivers a fast
Captain's keys (``pilot.press`` waits between keys and would hide the bug); the answers are
posted once the question is on the screen.
"""

import io
from collections.abc import Callable

from rich.console import Console
from textual.widgets import Static

from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll
from marquoir.games.mille_sabords.tui.entry import TurnEntry
from marquoir.tui.app import MarquoirApp
from marquoir.tui.keys import TypedAhead
from marquoir.tui.screens.confirm import ConfirmScreen
from tests.tui.conftest import ended, settle
from tests.tui.test_typeahead import burst, key_event

BUST = parse_roll("xxxggggg")


def text_of(widget: Static) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(widget.content)
    return console.export_text()


def turns(app: MarquoirApp, game: int) -> list[tuple[str, str, str, bool]]:
    return [
        (t.player, t.card, str(t.dice), t.skull_island)
        for t in app.use_cases.game(game).turns
        if isinstance(t, DiceTurn)
    ]


async def open_game(app: MarquoirApp, pilot: object, game: int) -> TurnEntry:
    await settle(pilot)  # type: ignore[arg-type]
    app.open_game(game)
    await settle(pilot)  # type: ignore[arg-type]
    return app.screen.query_one(TurnEntry)


async def stored(app: MarquoirApp, pilot: object) -> None:
    await settle(pilot)  # type: ignore[arg-type]
    await ended(list(app.workers))
    await app.keys.wait_idle()
    await settle(pilot)  # type: ignore[arg-type]


def two_players(app: MarquoirApp, cards_2025: bool = False) -> int:
    return app.use_cases.start_game(
        ["Anne", "Bruno"], make_profile("classic", cards_2025=cards_2025)
    ).id


async def test_skull_island_answered_y_after_a_burst_stores_the_trip_then_the_next_turn(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The report: ``p xxxxgggg⏎n ggggsssm⏎`` in one burst stored a bust (the ``n`` of the
    next turn answered the question) and the rest of the line went to the next player."""
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\rn ggggsssm\r")
        await stored(app, pilot)
        assert entry.asking and turns(app, game) == []
        held = app.screen.query_one(TypedAhead)
        assert held.display and "n ggggsssm⏎" in text_of(held)
        app.post_message(key_event("y"))
        await stored(app, pilot)
        assert turns(app, game) == [
            ("Anne", "pirate", "xxxxgggg", True),
            ("Bruno", "none", "ggggmsss", False),
        ]
        assert not held.display and entry.value == "" and not entry.asking


async def test_skull_island_answered_n_after_a_burst_is_a_bust_and_the_next_turn_lands(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\ry xxxggggg\r")  # the next turn begins with y: the Skulls card
        await stored(app, pilot)
        assert entry.asking and turns(app, game) == []
        app.post_message(key_event("n"))
        await stored(app, pilot)
        # Bruno's Skulls turn: 2 + 3 skulls, so Enter asks again, for him, and holds nothing
        assert turns(app, game) == [("Anne", "pirate", "xxxxgggg", False)]
        assert entry.asking and entry.value.replace(" ", "") == "yxxxggggg"
        app.post_message(key_event("n"))
        await stored(app, pilot)
        assert turns(app, game) == [
            ("Anne", "pirate", "xxxxgggg", False),
            ("Bruno", "skull2", "xxxggggg", False),
        ]


async def test_escape_on_the_question_gives_the_line_back_and_the_held_keys_wait_for_its_enter(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\rn ggggsssm\r")
        await stored(app, pilot)
        assert entry.asking
        app.post_message(key_event("escape"))
        await stored(app, pilot)
        assert not entry.asking and entry.value == "pxxxxgggg"  # the line, to edit
        assert app.keys.held_text == "n ggggsssm⏎"  # still kept, still shown
        assert app.screen.query_one(TypedAhead).display
        # the Captain fixes the line (one gold was a monkey) and records it as a trip
        for key in ("backspace", "m", "ctrl+t", "enter"):
            app.post_message(key_event(key) if len(key) == 1 else _key(key))
        await stored(app, pilot)
        assert turns(app, game) == [
            ("Anne", "pirate", "xxxxgggm", True),
            ("Bruno", "none", "ggggmsss", False),
        ]


async def test_ctrl_u_drops_the_held_keys(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\rn ggggsssm\r")
        await stored(app, pilot)
        app.post_message(_key("ctrl+u"))
        await stored(app, pilot)
        assert app.keys.held == [] and not app.screen.query_one(TypedAhead).display
        assert entry.asking  # the question is still asked
        app.post_message(key_event("y"))
        await stored(app, pilot)
        assert turns(app, game) == [("Anne", "pirate", "xxxxgggg", True)]
        assert entry.value == ""


async def test_the_deck_warning_confirmed_then_the_typed_ahead_turn_lands(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The report: after the warning's Enter every key piled up in the line
    (``e ggggmmpsz ssssssxxz …``)."""
    app = make_app("en")
    game = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    for i in range(4):
        app.use_cases.enter_turn(game, DiceTurn(("Anne", "Bruno")[i % 2], "pirate", BUST))
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxggggds\rgssssssxx\r")  # a fifth Pirate, then Bruno's Gold
        await stored(app, pilot)
        assert entry.confirming and entry.value == "pxxggggds"
        assert app.keys.held_text == "gssssssxx⏎"
        app.post_message(key_event("\r"))  # yes, a fifth Pirate
        await stored(app, pilot)
        assert turns(app, game)[4:] == [
            ("Anne", "pirate", "xxdggggs", False),
            ("Bruno", "gold", "xxssssss", False),
        ]
        assert entry.value == ""


async def test_treasure_islands_saved_dice_typed_after_the_prompt_then_the_next_turn(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "ixxxggggg\rngggggggm\r")
        await stored(app, pilot)
        assert entry.saving and entry.value == "ixxxggggg / " and turns(app, game) == []
        assert app.keys.held_text == "ngggggggm⏎"
        for char in "gggg\r":
            app.post_message(key_event(char))
        await stored(app, pilot)
        view = app.use_cases.game(game)
        assert turns(app, game) == [
            ("Anne", "treasure", "xxxggggg", False),
            ("Bruno", "none", "gggggggm", False),
        ]
        assert str(view.turns[0].saved) == "gggg"


async def test_escape_on_the_treasure_prompt_takes_the_slash_back(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "ixxxggggg\r")
        await stored(app, pilot)
        assert entry.saving
        app.post_message(key_event("escape"))
        await stored(app, pilot)
        assert not entry.saving and entry.value == "ixxxggggg"
        assert app.screen is not None and entry.is_attached  # still on the game


async def test_a_confirmation_never_takes_a_key_typed_before_it(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """``d`` on home, then Enter typed ahead: the question waits for a key pressed after it
    (the Enter typed ahead is kept for after it, and opens the game once the answer is no)."""
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await stored(app, pilot)
        burst(app, "d\r")
        await settle(pilot)  # the question's worker waits for its answer
        await app.keys.wait_idle()
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert app.keys.held_text == "⏎"
        app.post_message(key_event("escape"))  # no: the game stays
        await stored(app, pilot)
        assert [g.id for g in app.use_cases.games()] == [game]
        assert app.screen.__class__.__name__ == "GameScreen"  # the held Enter opened it


def _key(name: str):  # type: ignore[no-untyped-def]
    from textual import events

    return events.Key(name, None)


# --- ctrl+t at any point of the line (deliver 2) ---------------------------------------------


def preview(app: MarquoirApp) -> str:
    return text_of(app.screen.query_one("#preview", Static))


async def test_ctrl_t_on_an_empty_line_marks_the_trip_and_the_turn_is_stored_as_one(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The report: ctrl+t before the dice was silently dropped, then the next turn's ``n``
    answered the question as a bust."""
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        app.post_message(_key("ctrl+t"))
        burst(app, "p xxxxgggg\rn ggggsssm\r")
        await stored(app, pilot)
        assert turns(app, game) == [
            ("Anne", "pirate", "xxxxgggg", True),
            ("Bruno", "none", "ggggmsss", False),
        ]
        assert not entry.island


async def test_ctrl_t_after_the_card_and_after_some_dice_marks_it_visibly(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "p")
        app.post_message(_key("ctrl+t"))
        await stored(app, pilot)
        assert entry.island and entry.has_class("island")
        assert entry.border_title == "☠ Skull Island"
        assert "☠ Skull Island marked · ctrl+t clears the mark" in preview(app)
        app.post_message(_key("ctrl+t"))  # again: the mark goes
        await stored(app, pilot)
        assert not entry.island and not entry.border_title
        assert "Skull Island marked" not in preview(app)
        burst(app, " x xxx")
        app.post_message(_key("ctrl+t"))
        burst(app, "gggg\r")
        await stored(app, pilot)
        assert turns(app, game) == [("Anne", "pirate", "xxxxgggg", True)]


async def test_ctrl_t_on_a_card_that_forbids_the_trip_says_why(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "2")  # a Sea battle card
        app.post_message(_key("ctrl+t"))
        await stored(app, pilot)
        assert not entry.island
        said = [n.message for n in app._notifications]
        assert any("no Skull Island with" in message for message in said), said


async def test_a_mark_on_dice_with_three_skulls_is_refused_with_the_reason(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        app.post_message(_key("ctrl+t"))
        burst(app, "pxxxggggg\r")
        await stored(app, pilot)
        assert turns(app, game) == []  # never stored as a bust nor as a trip
        assert entry.island and "Skull Island needs 4 skulls or more" in preview(app)
        app.post_message(_key("ctrl+t"))  # the mark cleared: an ordinary turn
        app.post_message(key_event("\r"))
        await stored(app, pilot)
        assert turns(app, game) == [("Anne", "pirate", "xxxggggg", False)]


async def test_ctrl_t_in_the_edit_dialog_at_any_point(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    from marquoir.games.mille_sabords.tui.turn_edit import TurnEditScreen

    app = make_app("en")
    game = two_players(app)
    app.use_cases.enter_turn(game, DiceTurn("Anne", "pirate", parse_roll("xxxxgggg")))
    async with app.run_test(size=(120, 40)) as pilot:
        await open_game(app, pilot, game)
        screen = app.screen
        screen.correct(0)  # type: ignore[attr-defined]
        await settle(pilot)  # the correction's worker waits for the dialog
        assert isinstance(app.screen, TurnEditScreen)
        edit = app.screen.query_one(TurnEntry)
        app.post_message(_key("ctrl+u"))  # the line emptied, then marked, then typed
        app.post_message(_key("ctrl+t"))
        burst(app, "pxxxxgggg\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await stored(app, pilot)
        assert not isinstance(app.screen, TurnEditScreen), edit.value
        assert turns(app, game) == [("Anne", "pirate", "xxxxgggg", True)]


# --- keys typed while a screen is on its way (deliver 3) -------------------------------------


async def test_enter_typed_at_launch_opens_the_first_listed_game_and_the_turn_goes_to_it(
    store: object, tmp_path: object
) -> None:
    """The report: Enter typed before the list was drawn was lost, then ``n`` opened New game
    and ``gggssmpx`` became a player's name. The database opens in a thread after the first
    screen, as in ``marquoir``; the keys are posted before the app has done anything."""
    from marquoir.use_cases import UseCases

    cases = UseCases(store)  # type: ignore[arg-type]
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    app = MarquoirApp(lang="en", opener=lambda: cases)
    async with app.run_test(size=(120, 40)) as pilot:
        burst(app, "\rn gggssmpx\r")
        await stored(app, pilot)
        assert app.screen.__class__.__name__ == "GameScreen"
        assert turns(app, game) == [("Anne", "none", "xgggmpss", False)]


# --- f2 adds to what is typed (deliver 5) ----------------------------------------------------


async def test_f2_opens_with_the_lines_dice_and_the_keys_typed_add_to_them(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The report: f2's dialog replaced its prefilled dice (`` xxggg``) with the first key."""
    from textual.widgets import Input

    from marquoir.games.mille_sabords.tui.odds import OddsScreen

    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_game(app, pilot, game)
        burst(app, "p xxggg")
        app.post_message(_key("f2"))
        burst(app, "ds")
        await settle(pilot)
        await app.keys.wait_idle()
        await settle(pilot)
        assert isinstance(app.screen, OddsScreen)
        dice = app.screen.query_one("#odds-dice", Input)
        assert dice.value == "xxgggds" and dice.cursor_position == len("xxgggds")


async def test_held_keys_never_reach_another_game_once_their_screen_is_left(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """Esc on the question, Esc to home: the keys held for that game's next turn are dropped
    (and said so), never typed into the next game opened."""
    app = make_app("en")
    first = two_players(app)
    other = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_game(app, pilot, first)
        burst(app, "pxxxxgggg\rn ggggsssm\r")
        await stored(app, pilot)
        app.post_message(key_event("escape"))  # the line back
        await stored(app, pilot)
        app.post_message(key_event("escape"))  # home
        await stored(app, pilot)
        entry = await open_game(app, pilot, other)
        burst(app, "gxxxggggg\r")
        await stored(app, pilot)
        assert app.keys.held == [] and entry.value == ""
        assert turns(app, other) == [("Anne", "gold", "xxxggggg", False)]
        assert turns(app, first) == []
        said = [n.message for n in app._notifications]
        assert any("dropped: n ggggsssm⏎" in message for message in said), said


async def test_answering_another_dialog_never_lets_the_lines_held_keys_answer_its_question(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """Found in review: with the line's question open, a past turn corrected (its dialog
    saved) let the line's held keys go, and the held ``n`` answered the question."""
    app = make_app("en")
    game = two_players(app)
    app.use_cases.enter_turn(game, DiceTurn("Anne", "gold", parse_roll("xxxggggg")))
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\rn ggggsssm\r")  # Bruno's question, Anne's next turn held
        await stored(app, pilot)
        assert entry.asking and app.keys.held_text == "n ggggsssm⏎"
        app.screen.correct(0)  # type: ignore[attr-defined]  # the mouse on Anne's cell
        await settle(pilot)
        app.post_message(key_event("\r"))  # saved unchanged
        await settle(pilot)
        await app.keys.wait_idle()
        await stored(app, pilot)
        assert entry.asking and app.keys.held_text == "n ggggsssm⏎"
        assert len(turns(app, game)) == 1
        app.post_message(key_event("y"))
        await stored(app, pilot)
        assert turns(app, game)[1:] == [
            ("Bruno", "pirate", "xxxxgggg", True),
            ("Anne", "none", "ggggmsss", False),
        ]


async def test_a_turn_taken_back_drops_the_keys_held_for_the_next_one(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """Found in review: Esc on Bruno's question, ctrl+z, Enter: the keys typed for Anne's
    next turn were stored as Bruno's."""
    app = make_app("en")
    game = two_players(app)
    app.use_cases.enter_turn(game, DiceTurn("Anne", "gold", parse_roll("xxxggggg")))
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "pxxxxgggg\rs gggggggg\r")
        await stored(app, pilot)
        app.post_message(key_event("escape"))
        await stored(app, pilot)
        app.post_message(_key("ctrl+z"))  # Anne's turn back in the line
        await stored(app, pilot)
        assert app.keys.held == []
        said = [n.message for n in app._notifications]
        assert any("dropped: s gggggggg⏎" in message for message in said), said
        app.post_message(key_event("\r"))
        await stored(app, pilot)
        assert turns(app, game) == [("Anne", "gold", "xxxggggg", False)]
        assert entry.value == ""


async def test_ctrl_t_counts_the_cards_skulls_in_its_refusal(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The Skulls card (2) and one skull die: the turn has 3 skulls, as the rules count them
    (the entry's first refusal counted the dice alone)."""
    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "yxggggggg")
        app.post_message(_key("ctrl+t"))
        await stored(app, pilot)
        assert not entry.island
        said = [n.message for n in app._notifications]
        assert any("this turn has 3" in message for message in said), said


async def test_a_key_pressed_once_the_question_is_drawn_answers_it_however_long_the_app_settles(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The report (CI, a loaded machine): Treasure Island's prompt was on the screen, and the
    saved dice typed after it were held as typed ahead. The question counted as drawn only once
    every widget of the screen had finished with its Enter, however long after its words were
    painted. Here one widget of the screen stays busy with something else meanwhile."""
    import asyncio

    app = make_app("en")
    game = two_players(app)
    async with app.run_test(size=(120, 40)) as pilot:
        entry = await open_game(app, pilot, game)
        burst(app, "ixxxggggg")
        await stored(app, pilot)
        busy = asyncio.Event()

        async def elsewhere() -> None:  # a widget kept busy (a slow machine, a long redraw)
            await busy.wait()

        try:
            app.screen.query_one(TypedAhead).call_later(elsewhere)
            app.post_message(key_event("\r"))
            for _ in range(500):  # the prompt's words
                if "type the dice saved" in preview(app):
                    break
                await asyncio.sleep(0.01)
            assert entry.saving and "type the dice saved" in preview(app)
            await app.screen.wait_for_refresh()
            await app.screen.wait_for_refresh()  # painted: the Captain sees the prompt
            app.post_message(key_event("g"))  # typed once the prompt was seen
            await asyncio.sleep(0.3)
        finally:
            busy.set()
        await stored(app, pilot)
        assert app.keys.held_text == "" and entry.value == "ixxxggggg / g"
