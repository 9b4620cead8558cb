"""Regenerate ``screenshots/*.svg`` from the real app: ``uv run python -m scripts.screenshots``.

Runs the app headless on a throwaway database (in a temp dir) holding a sample game, drives it
with the keyboard as a Captain would, and saves one SVG per main screen.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.worker import Worker, WorkerCancelled, WorkerState

from marquoir.games.mille_sabords.rules import (
    DiceTurn,
    ManualTurn,
    make_profile,
    parse_dice,
    parse_roll,
)
from marquoir.store import open_store
from marquoir.tui.app import MarquoirApp
from marquoir.use_cases import UseCases

SIZE = (120, 36)


def _table_work(app: MarquoirApp) -> list[Worker[object]]:
    """The workers running the table's work, or about to (named ``cases:…``; a dialog's
    worker waiting for its answer is not one of them). A worker just created is still
    pending: left out, a screen's first read was not waited for (a snapshot of the deleted
    games showed their table empty, once, on a loaded machine)."""
    waiting = (WorkerState.PENDING, WorkerState.RUNNING)
    return [w for w in app.workers if w.name.startswith("table:") and w.state in waiting]


async def ended(workers: list[Worker[object]]) -> None:
    """Until each worker has ended: done, failed (its error raised here) or cancelled. A
    worker of an exclusive group is cancelled when a newer one replaces it (the chances to
    win asked again after the next turn of a burst): it has ended, and the newer one is
    waited for on the next round. ``WorkerManager.wait_for_complete`` raised
    ``WorkerCancelled`` for it, and a test failed on a loaded machine."""
    for worker in workers:
        with contextlib.suppress(WorkerCancelled):
            await worker.wait()


async def settle(pilot: Pilot[None]) -> None:
    """Wait until the app is idle: the table's work (in threads) done and drawn."""
    app = pilot.app
    assert isinstance(app, MarquoirApp)
    await app.keys.wait_idle()
    await app.writer.wait_idle()
    for _ in range(6):
        running = _table_work(app)
        if running:
            await ended(running)
        await app.keys.wait_idle()
        await app.writer.wait_idle()
        await pilot.pause()
        if not _table_work(app) and not app.writer.busy:
            break
    # a figure the screen draws once the typing stops (``drawing``: the new game's seat
    # advantage), never a moment that happens to come first
    for _ in range(500):
        if not getattr(app.screen, "drawing", False):
            break
        await pilot.pause(0.02)
    await pilot.pause()


async def drawn(pilot: Pilot[None]) -> None:
    """:func:`settle`, then every widget's refresh passed on to its screen (what a screenshot
    shows; the other tests ask the widgets, not the picture, and skip the extra rounds)."""
    await settle(pilot)
    await pilot.app.keys.everything_handled()  # type: ignore[attr-defined]
    await pilot.pause()


def sample(cases: UseCases) -> tuple[int, int]:
    """An unfinished game and a finished one."""
    playing = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id
    for turn in (
        DiceTurn("Anne", "pirate", parse_roll("xxggggds")),
        DiceTurn("Bruno", "skull2", parse_roll("xxxggggg"), skull_island=True),
        DiceTurn("Chloé", "treasure", parse_roll("xxxggggg"), parse_dice("gggg")),
        DiceTurn("Anne", "none", parse_roll("ggggmmmm")),
    ):
        cases.enter_turn(playing, turn)
    over = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=2000)).id
    for player, points in [
        ("Anne", 800),
        ("Bruno", 1200),
        ("Chloé", 300),
        ("Anne", 1500),
        ("Bruno", 400),
        ("Chloé", 600),
    ]:
        cases.enter_turn(over, ManualTurn(player, points))
    return playing, over


#: long and accented names, two of them alike at the start, for the crowded tables
CROWD = (
    "Anne-Sophie Delacroix",
    "Anne-Marie",
    "Chloé",
    "Dominique Lefèvre-Ébrard",
    "Éloïse",
    "François",
    "Gaëlle",
    "Hélène",
)


def crowd(cases: UseCases, players: int, rounds: int = 3, target: int | None = None) -> int:
    """A game of ``players`` (2 to 8) long and accented names, ``rounds`` rounds played and
    the next one begun: busts, a trip to Skull Island, a manual entry with its note."""
    names = list(CROWD[:players])
    game = cases.start_game(names, make_profile("classic", target=target)).id
    rolls = [
        ("pirate", "xxggggds"),
        ("none", "ggggmmmm"),
        ("skull2", "xxxxmmss"),
        ("gold", "ddddssxx"),
        ("none", "mmmmppss"),
        ("treasure", "xxxggggg"),
        ("animals", "mmmpppsx"),
    ]
    for i in range(players * rounds + 1):
        name = names[i % players]
        if i == players + 1:
            cases.enter_turn(game, ManualTurn(name, 500, note="dice off the table"))
            continue
        card, dice = rolls[i % len(rolls)]
        island = card == "skull2" and i < players * rounds
        saved = parse_dice("ggg" if card == "treasure" else "")
        cases.enter_turn(game, DiceTurn(name, card, parse_roll(dice), saved, skull_island=island))
    return game


def dix_game(cases: UseCases) -> int:
    """A Dix mille game at 5,000 with a 500 entry threshold and the three-blanks penalty: a
    turn held below the threshold, blanks, a main pleine, manual points; Chloé to play."""
    from marquoir.games.dix_mille.rules import BlankTurn, PointsTurn, ThrowsTurn
    from marquoir.games.dix_mille.rules import make_profile as dix_profile

    names = ["Anne", "Bruno", "Chloé", "Dominique"]
    profile = dix_profile(entry=500, three_blanks=500)
    game = cases.start_game(names, profile, game="dix-mille").id
    for turn in (
        ThrowsTurn("Anne", ("155", "222", "1")),
        PointsTurn("Bruno", 350),
        BlankTurn("Chloé"),
        ThrowsTurn("Dominique", ("1111", "5")),
        ThrowsTurn("Anne", ("123456", "5"), blank=True),
        ThrowsTurn("Bruno", ("111", "5", "55")),
        ThrowsTurn("Chloé", ("5",), blank=True),
        PointsTurn("Dominique", 1200),
        PointsTurn("Anne", 800),
        ManualTurn("Bruno", 300, note="dice off the table"),
    ):
        cases.enter_turn(game, turn)
    return game


def duel_game(cases: UseCases) -> int:
    """Two-player Dix mille at 5,000 (where the chance to win is exact): Bruno to play."""
    from marquoir.games.dix_mille.rules import PointsTurn
    from marquoir.games.dix_mille.rules import make_profile as dix_profile

    game = cases.start_game(["Anne", "Bruno"], dix_profile(), game="dix-mille").id
    turns = (("Anne", 2150), ("Bruno", 1200), ("Anne", 2350), ("Bruno", 600), ("Anne", 50))
    for name, points in turns:
        cases.enter_turn(game, PointsTurn(name, points))
    return game


def morbleu_game(cases: UseCases) -> int:
    """A Morbleu game with a pot of 12: duels won and drawn, a new hand, an adjustment; Chloé
    to play."""
    from marquoir.games.morbleu.rules import AdjustTurn, DuelTurn, NewHandTurn
    from marquoir.games.morbleu.rules import make_profile as pot_of

    names = ["Anne", "Bruno", "Chloé", "Dominique"]
    game = cases.start_game(names, pot_of(12), game="morbleu").id
    for turn in (
        DuelTurn("Anne", "Bruno", "Anne", "score"),
        DuelTurn("Bruno", "Chloé", None),
        DuelTurn("Chloé", "Dominique", "Dominique", "double"),
        DuelTurn("Dominique", "Anne", "Anne", "triple"),
        AdjustTurn("Anne", (("Anne", -1), ("Chloé", 1)), (), "Sorcière"),
        NewHandTurn("Anne"),
        DuelTurn("Bruno", "Anne", "Bruno", "franche"),
    ):
        cases.enter_turn(game, turn)
    return game


def season_of_games(cases: UseCases, games: int = 8, seed: int = 7) -> None:
    """Finished games of Anne, Bruno and Chloé played with random dice and the cards of a
    shuffled deck (so the ratings and the records have something to say)."""
    import random

    from marquoir.games.mille_sabords.rules import deck_of

    rng = random.Random(seed)
    pile: list[str] = []
    for g in range(games):
        names = ["Anne", "Bruno", "Chloé"][g % 3 :] + ["Anne", "Bruno", "Chloé"][: g % 3]
        profile = make_profile("classic", target=3000)
        game = cases.start_game(names, profile).id
        view = cases.game(game)
        while view.state.phase != "over" and len(view.turns) < 300:
            if not pile:
                pile = [card for card, n in deck_of(profile).items() for _ in range(n)]
                rng.shuffle(pile)
            card = pile.pop()
            while True:
                dice = "".join(rng.choice("xdgmps") for _ in range(8))
                if card != "treasure" or dice.count("x") < 3:
                    break
            view = cases.enter_turn(game, DiceTurn(view.state.next_player, card, parse_roll(dice)))


Step = Callable[[MarquoirApp, Pilot[None]], Awaitable[None]]


async def shoot(
    cases: UseCases,
    lang: str,
    path: Path,
    steps: Callable[[MarquoirApp, Pilot[None]], Awaitable[None]],
    size: tuple[int, int] = SIZE,
) -> None:
    app = MarquoirApp(cases, lang, export_dir=path.parent)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await steps(app, pilot)
        await drawn(pilot)
        await pilot.pause(0.2)
        app.save_screenshot(filename=path.name, path=str(path.parent))


async def main(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        store = open_store("sqlite:///" + str(Path(folder) / "demo.db"))
        cases = UseCases(store)
        playing, over = sample(cases)

        async def home(app: MarquoirApp, pilot: Pilot[None]) -> None:
            pass

        async def game(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("p", *"2x4gds")

        async def island(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("p", *"xxxxmmss", "enter")

        async def island_ahead(app: MarquoirApp, pilot: Pilot[None]) -> None:
            """The question asked in a burst: the next turn typed ahead waits under it."""
            from marquoir.tui.keys import key_for

            app.open_game(playing)
            await settle(pilot)
            for char in "pxxxxmmss\rn ggggsssm\r":
                app.post_message(key_for(char))
            await settle(pilot)
            await app.keys.wait_idle()
            await settle(pilot)

        async def island_marked(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("p", *" xxx", "ctrl+t")

        async def seat_advantage(pilot: Pilot[None]) -> None:
            """Until the new-game screen's seat advantage is in (another process works it
            out: a minute at most, from a cold start)."""
            from marquoir.tui.widgets.seat_advantage import SeatAdvantage

            await pilot.pause(0.5)
            panel = pilot.app.screen.query_one(SeatAdvantage)
            for _ in range(600):
                if panel.working is None and panel.question in panel.answers:
                    return
                await pilot.pause(0.1)

        async def new_game(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("n", *"Zoé", "enter", *"Yann", "enter")
            await seat_advantage(pilot)

        async def refused_name(app: MarquoirApp, pilot: Pilot[None]) -> None:
            """A name too long refused in a burst: the next names wait under its sentence."""
            from marquoir.tui.keys import key_for

            for char in "nÉléonore-Amandine de Saint-Exupéry\rBruno\rChloé\r":
                app.post_message(key_for(char))
            await settle(pilot)
            await app.keys.wait_idle()
            await settle(pilot)

        async def new_dix(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("n", *"Zoé", "enter", *"Yann", "enter", "ctrl+g")
            await seat_advantage(pilot)

        async def game_over(app: MarquoirApp, pilot: Pilot[None]) -> None:
            from marquoir.tui.screens.game_over import GameOverScreen

            app.push_screen(GameOverScreen(over))

        async def help_screen(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("f1")

        async def standings(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("s")

        async def odds(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("p", "f2", *"xxggmmsd")

        five = crowd(cases, 5)
        eight = crowd(cases, 8)

        async def laptop(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(five)

        async def eight_players(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(eight)

        async def detail(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(five)
            await settle(pilot)
            await pilot.press("f5")
            await settle(pilot)
            app.clear_notifications()
            await pilot.press("shift+tab", "up", "up", "up", "right")

        async def board(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(five)
            await settle(pilot)
            await pilot.press("f3")

        async def deck(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(playing)
            await settle(pilot)
            await pilot.press("f6")

        async def ratings(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("s")
            await settle(pilot)
            await pilot.press("r")

        async def record(app: MarquoirApp, pilot: Pilot[None]) -> None:
            await pilot.press("s")
            await settle(pilot)
            await pilot.press("enter")

        dix = dix_game(cases)
        mor = morbleu_game(cases)

        async def morbleu_sheet(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(mor)
            await settle(pilot)
            await pilot.press(*"1", "space", *"3", "space", "s")

        async def dix_sheet(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(dix)
            await settle(pilot)
            await pilot.press(*"155", "space", *"222")

        duel = duel_game(cases)

        async def win_odds(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(duel)
            await settle(pilot)
            await pilot.press(*"11", "space", "f2")  # 200 set aside, then 1 5 2 3 thrown
            await settle(pilot)
            await pilot.press(*"1523")

        async def win_board(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(duel)
            await settle(pilot)
            await pilot.press("f3")
            await settle(pilot)

        async def chart(app: MarquoirApp, pilot: Pilot[None]) -> None:
            app.open_game(five)
            await settle(pilot)
            await pilot.press("f4")

        def rebuild(done: int, total: int, ratings: bool = False) -> Step:
            """The rebuild's screen, as a history that needs one opens: ``done`` of
            ``total`` games replayed, or (``ratings``) ratings computed after them."""

            async def steps(app: MarquoirApp, pilot: Pilot[None]) -> None:
                from marquoir.tui.screens.rebuilding import RebuildScreen

                screen = RebuildScreen()
                await app.push_screen(screen)
                screen.advance(done, total, ratings)
                await settle(pilot)

            return steps

        sized: list[tuple[str, str, Step, tuple[int, int]]] = [
            ("rebuild-fr-80x24", "fr", rebuild(12_000, 20_000), (80, 24)),
            ("rebuild-ratings-80x24", "en", rebuild(33_991, 39_990, ratings=True), (80, 24)),
            ("game-80x24-fr", "fr", laptop, (80, 24)),
            ("game-8-players", "en", eight_players, (120, 40)),
            ("sheet-detail", "en", detail, SIZE),
            ("board", "en", board, SIZE),
            ("board-fr-80x24", "fr", board, (80, 24)),
            ("chart", "en", chart, SIZE),
            ("deck", "en", deck, SIZE),
            ("dix-mille", "en", dix_sheet, SIZE),
            ("dix-mille-fr-80x24", "fr", dix_sheet, (80, 24)),
            ("morbleu", "en", morbleu_sheet, SIZE),
            ("new-game-dix-mille-fr-80x24", "fr", new_dix, (80, 24)),
            ("new-game-refused-name-fr-80x24", "fr", refused_name, (80, 24)),
            ("morbleu-fr-80x24", "fr", morbleu_sheet, (80, 24)),
            ("skull-island-typed-ahead-fr-80x24", "fr", island_ahead, (80, 24)),
            ("island-marked-80x24", "en", island_marked, (80, 24)),
            ("win-odds", "en", win_odds, (100, 36)),
            ("win-odds-mille-sabords-fr-80x24", "fr", odds, (80, 24)),
            ("win-board-fr-80x24", "fr", win_board, (80, 24)),
        ]
        shots = [
            ("home", "en", home),
            ("new-game", "en", new_game),
            ("game", "en", game),
            ("game-fr", "fr", game),
            ("skull-island", "en", island),
            ("game-over", "en", game_over),
            ("standings", "en", standings),
            ("odds", "en", odds),
            ("help-fr", "fr", help_screen),
        ]
        written = []
        for name, lang, steps, size in [(*shot, SIZE) for shot in shots] + sized:
            path = out / f"{name}.svg"
            await shoot(cases, lang, path, steps, size)
            written.append(path)
        season_of_games(cases)
        for name, lang, steps in [("ratings", "en", ratings), ("record", "fr", record)]:
            path = out / f"{name}.svg"
            await shoot(cases, lang, path, steps, (100, 36))
            written.append(path)
        store.close()
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    for written_path in asyncio.run(main(parser.parse_args().out)):
        print(written_path)
