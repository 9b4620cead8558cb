"""Every sheet adds up (#21, deliver 1 and 2), a property of every game: a round's cell is
everything that changed the player's total in the round, in every reader; a turn's gains add
up to the change of the totals."""

import csv
import io
import random
from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from marquoir.exports.csv_sheet import long_rows, sheet_parts, sheet_rows, to_csv
from marquoir.games.dix_mille import rules as dix
from marquoir.games.mille_sabords.rules import Replay as MilleReplay
from marquoir.games.mille_sabords.rules import make_profile as mille_profile
from marquoir.games.morbleu import rules as mor
from marquoir.rules import RulesError, game_rules, make_setup
from marquoir.rules.manual import ManualTurn
from marquoir.rules.sheet import score_sheet, turn_changes
from tests.gamegen import NAMES, random_turn

# --- the property: every row adds up, every game ---------------------------------------------


def mille_game(rnd: random.Random) -> tuple[object, list[object]]:
    n = rnd.randint(2, 5)
    profile = mille_profile(
        rnd.choice(["classic", "2025"]),
        target=rnd.choice([2000, 3000]),
        negative_scores=rnd.random() < 0.5,
    )
    setup = make_setup(rnd.sample(NAMES, n), profile)
    game = MilleReplay(setup)
    turns: list[object] = []
    while game.phase != "over" and len(turns) < 60:
        turn = random_turn(rnd, setup, setup.players[game.next_seat])
        if rnd.random() < 0.05:
            player = setup.players[game.next_seat]
            turn = ManualTurn(player, rnd.choice([-800, -300, 200]), rnd.choice([0, -400, 300]))
        game.apply(turn)
        turns.append(turn)
    return setup, turns


def dix_game(rnd: random.Random) -> tuple[object, list[object]]:
    profile = dix.make_profile(target=2000, entry=rnd.choice([0, 500]), three_blanks=500)
    setup = make_setup(rnd.sample(NAMES, rnd.randint(2, 4)), profile)
    game = dix.game.Replay(setup)
    turns: list[object] = []
    while game.phase != "over" and len(turns) < 80:
        player = setup.players[game.next_seat]
        pick = rnd.random()
        if pick < 0.3:
            turn: object = dix.BlankTurn(player)
        elif pick < 0.35:
            turn = ManualTurn(player, rnd.choice([-500, 100]), rnd.choice([0, -100]))
        else:
            turn = dix.PointsTurn(player, rnd.choice([50, 300, 450, 1000, 1500]))
        game.apply(turn)
        turns.append(turn)
    return setup, turns


def morbleu_game(rnd: random.Random) -> tuple[object, list[object]]:
    setup = make_setup(rnd.sample(NAMES, rnd.randint(2, 4)), mor.make_profile(rnd.randint(2, 9)))
    game = mor.game.Replay(setup)
    turns: list[object] = []
    while game.phase != "over" and len(turns) < 80:
        player = setup.players[game.next_seat]
        others = [p for p in setup.players if p != player]
        if game.phase == "treasure":
            turn: object = mor.TreasureTurn(
                player, tuple((p, rnd.randint(0, 3)) for p in setup.players)
            )
        elif rnd.random() < 0.15:
            giver, taker = rnd.sample(setup.players, 2)
            turn = mor.AdjustTurn(player, ((giver, -1), (taker, 1)), note="Sorcière")
        elif rnd.random() < 0.1:
            turn = mor.NewHandTurn(player)
        else:
            against = rnd.choice(others)
            winner = rnd.choice([player, against, None])
            turn = mor.DuelTurn(player, against, winner, rnd.choice(mor.CHALLENGES))
        try:
            game.apply(turn)
        except RulesError:
            continue
        turns.append(turn)
    return setup, turns


GAMES = {"mille-sabords": mille_game, "dix-mille": dix_game, "morbleu": morbleu_game}


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 2**32))
def test_every_row_of_every_sheet_adds_up(game: str, seed: int) -> None:
    rules = game_rules(game)
    setup, turns = GAMES[game](random.Random(seed))
    state = rules.replay(setup, turns)
    previous = [0] * len(setup.players)
    for row in score_sheet(state):
        for seat, cell in enumerate(row.cells):
            assert cell.previous == previous[seat]
            # previous total + cell = total, the cell's parts included
            assert cell.previous + cell.change == cell.total
            assert (cell.points or 0) + cell.gained + cell.held == cell.change
            assert cell.island + cell.zombie + cell.others == cell.gained
            floor = not getattr(setup.profile, "negative_scores", True)
            assert cell.held >= 0 and (floor or cell.held == 0)
            previous[seat] = cell.total
    assert tuple(previous) == state.totals
    # every turn: the gains add up to the change of the totals, as the long CSV writes them
    long = long_rows(rules, state, turns)
    n = len(setup.players)
    first_gain = long[0].index(f"{setup.players[0]} gain")
    before = [0] * n
    for row, change in zip(long[1:], turn_changes(state), strict=True):
        gains = row[first_gain : first_gain + n]
        after = row[first_gain + n : first_gain + 2 * n]
        assert [b + g for b, g in zip(before, gains, strict=True)] == after
        assert list(change.after) == after
        before = list(after)
    # the CSV sheet, read back as text: each row's figures add up to its total
    parts = sheet_parts(rules, setup)
    text = to_csv(sheet_rows(rules, 1, datetime(2026, 1, 1, tzinfo=UTC), "s", state))
    lines = list(csv.reader(io.StringIO(text)))
    start = next(i for i, line in enumerate(lines) if line and line[0] == "round") + 1
    totals = [0] * n
    for line in lines[start:]:
        if not line:
            break
        for seat in range(n):
            figures = line[1 + seat * len(parts) : 1 + (seat + 1) * len(parts)]
            *added, total = (int(f) if f else 0 for f in figures)
            assert totals[seat] + sum(added) == total, (line, seat)
            totals[seat] = total
