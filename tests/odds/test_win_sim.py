"""The simulated chance to win (issue 23, deliver 2): the turn draws are the exact turn
models', two-player Dix mille simulated agrees with the exact solution, the chances add up
to 1, the pile, the last round and the seed are used, and a game the simulation cannot play
out is one sentence in each language."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marquoir.cli import main
from marquoir.games.dix_mille.odds import sim as dix_mille_sim
from marquoir.games.dix_mille.odds import win
from marquoir.games.dix_mille.odds.advice import solve_need, turn_ev
from marquoir.games.dix_mille.odds.draws import turns
from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.mille_sabords.odds import sim as mille_sabords_sim
from marquoir.games.mille_sabords.odds.advice import odds_table
from marquoir.games.mille_sabords.odds.draws import ISLAND, MAGIC, ZOMBIE_LOST, chain, island_skulls
from marquoir.games.mille_sabords.rules import Dice, make_profile, score_turn
from marquoir.games.mille_sabords.rules.deck import deck_of
from marquoir.games.morbleu.odds import sim as morbleu_sim
from marquoir.odds import win_sim
from marquoir.rules import RulesError

pytestmark = pytest.mark.xdist_group("win_sim")

SMALL = DixMilleProfile(target=2000)
MS = make_profile("classic", target=5000, cards_2025=True)


def dix_start(totals: tuple[int, ...], seat: int = 0, **fields: object) -> dix_mille_sim.Start:
    n = len(totals)
    base = dix_mille_sim.Start(totals, (True,) * n, (0,) * n, (-1,) * n, False, seat, 0, 0)
    return base._replace(**fields)  # type: ignore[arg-type]


def within(simulated: float, error: float, exact: float) -> bool:
    return abs(simulated - exact) <= 3 * error


# --- the turns drawn are the exact turn models' --------------------------------------------


def test_a_dix_mille_turn_drawn_is_worth_the_solved_turn() -> None:
    """The whole turn's outcomes under the most-points play: their mean is the solved
    expected points (582.3), to the last digits; the entry threshold's play reaches it with
    the exact best chance to bank that much."""
    profile = DixMilleProfile(entry=500)
    tw = turns(profile)
    probs = np.diff(tw.points.cumulated, prepend=0.0)
    assert float(np.dot(probs, np.maximum(tw.points.banked, 0) * 50)) == pytest.approx(
        turn_ev(profile), abs=1e-6
    )
    assert tw.entry is not None
    reached = 1 - tw.entry.chance(-1)
    assert reached == pytest.approx(float(solve_need(profile, 500).roll[6, 0]), abs=1e-9)
    assert set(tw.entry.banked[1:] * 50) >= {500} and min(tw.entry.banked[1:]) * 50 >= 500


def test_a_mille_sabords_turn_drawn_is_worth_the_solved_turn() -> None:
    """For every card of the 38-card pile, the whole turn's outcomes under the advice are
    worth exactly the solved expected points of ``marquoir odds --table``."""
    table = {row.card: row.ev for row in odds_table(MS)}
    for card in deck_of(MS):
        ch = chain(card, MS.edition)
        probs = np.diff(ch.turn, prepend=0.0)
        assert float(np.dot(probs, ch.points)) == pytest.approx(table[card], abs=1e-6), card
        assert probs.min() >= 0 and probs.sum() == pytest.approx(1.0)


def test_every_outcome_is_a_turn_the_rules_score_so() -> None:
    """Each outcome's final dice (what the calibration's games type) score its points, its
    Skull Island deduction, its Zombie Attack share and its Pirate magic under the rules."""
    for card in deck_of(MS):
        ch = chain(card, MS.edition)
        for o in range(len(ch.points)):
            island = ch.kind[o] == ISLAND
            result = score_turn(
                card, Dice(*ch.dice[o]), Dice(*ch.saved[o]), bool(island), players=3, profile=MS
            )
            assert result.points == ch.points[o], (card, o)
            assert result.pirate_magic == (ch.kind[o] == MAGIC)
            if island:
                cost = 200 if card == "pirate" else 100
                assert result.opponents == -cost * ch.skulls[o]
            assert (ch.kind[o] == ZOMBIE_LOST) == (card == "zombie" and result.opponents > 0)


def test_skull_island_goes_on_while_each_roll_brings_a_skull() -> None:
    assert island_skulls(8, 0) == {8: 1.0}
    assert island_skulls(7, 0) == pytest.approx({8: 1 / 6, 7: 5 / 6})
    four = island_skulls(4, 0)
    assert sum(four.values()) == pytest.approx(1.0) and min(four) == 4 and max(four) == 8
    assert island_skulls(2, 2)[4] == pytest.approx((5 / 6) ** 6)  # the card's skulls count


# --- the simulation against the exact solution ---------------------------------------------


def test_two_player_dix_mille_simulated_agrees_with_the_exact_solution() -> None:
    """Issue 23: the simulation (most points; the last round to pass) against the exact
    solution (both playing to win), at 0–0 and at two positions, within three standard
    errors of 40,000 endings each."""
    first, _ = win.seat_chances(SMALL)
    at_start = dix_mille_sim.seat_chances(SMALL, 2, 40_000, seed=1)
    assert within(at_start.chances[0], at_start.errors[0], first)
    for mine, other in ((1000, 500), (300, 1200)):
        exact = win.win_chance(SMALL, mine, other).chance
        simulated = dix_mille_sim.simulate(SMALL, dix_start((mine, other)), 40_000, seed=2)
        assert within(simulated.chances[0], simulated.errors[0], exact), (mine, other)


def test_the_last_turn_is_the_exact_chance_to_pass() -> None:
    """Anne reached 2,100 first; Bruno, at 300, has the last turn: he wins with the exact
    best chance to bank 1,850 or more."""
    start = dix_start((2100, 300), seat=1, last_round=True, left=1, reached=(0, -1))
    simulated = dix_mille_sim.simulate(SMALL, start, 40_000, seed=3)
    exact = float(solve_need(SMALL, 1850).roll[6, 0])
    assert within(simulated.chances[1], simulated.errors[1], exact)


def test_morbleu_a_lead_of_one_escudo_with_one_left() -> None:
    """Anne leads 1–0, one escudo in the pot: she wins if she takes it (half the duels that
    are not draws), else they share: 3/4."""
    simulated = morbleu_sim.simulate(morbleu_sim.Start((1, 0), 1, 0), 40_000, seed=4)
    assert within(simulated.chances[0], simulated.errors[0], 0.75)


# --- the game's state is used ---------------------------------------------------------------


def test_the_pile_still_to_draw_is_used() -> None:
    """Both at 4,500 of 5,000, Anne to play: with four Pirates left in the pile (she draws
    one, then Bruno, for his last turn if she reached 5,000) the game is not the one with two
    Skulls (2) left, nor the one with the whole pile."""

    def anne(left: dict[str, int]) -> tuple[float, float]:
        pile = tuple((card, left.get(card, 0)) for card in deck_of(MS))
        start = mille_sabords_sim.Start((4500, 4500), 0, 0, (False, False), pile)
        figures = mille_sabords_sim.simulate(MS, start, 20_000, seed=5)
        return figures.chances[0], figures.errors[0]

    pirates, skulls, full = anne({"pirate": 4}), anne({"skull2": 2}), anne(deck_of(MS))
    for a, b in ((pirates, skulls), (pirates, full), (skulls, full)):
        assert abs(a[0] - b[0]) > 6 * max(a[1], b[1])


def test_the_seed_is_the_states_own_unless_given() -> None:
    start = dix_start((500, 1500, 0))
    once = dix_mille_sim.simulate(DixMilleProfile(), start, 2_000)
    assert dix_mille_sim.simulate(DixMilleProfile(), start, 2_000) == once
    other = dix_mille_sim.simulate(DixMilleProfile(), start, 2_000, seed=99)
    assert other != once
    assert all(
        within(a, e, b) for a, e, b in zip(other.chances, once.errors, once.chances, strict=True)
    )


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(0, 99).map(lambda f: f * 50), min_size=2, max_size=5),
    st.integers(0, 4),
    st.booleans(),
)
def test_dix_mille_chances_add_up_to_one(totals: list[int], seat: int, penalty: bool) -> None:
    profile = DixMilleProfile(three_blanks=500 if penalty else 0)
    start = dix_start(tuple(totals), seat % len(totals))
    figures = dix_mille_sim.simulate(profile, start, 300, seed=0)
    assert sum(figures.chances) == pytest.approx(1.0, abs=1e-9)
    assert all(0 <= p <= 1 for p in figures.chances)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 12), min_size=2, max_size=6), st.integers(1, 30))
def test_morbleu_chances_add_up_to_one(escudos: list[int], pot: int) -> None:
    figures = morbleu_sim.simulate(morbleu_sim.Start(tuple(escudos), pot, 0), 300, seed=0)
    assert sum(figures.chances) == pytest.approx(1.0, abs=1e-9)
    leader = max(range(len(escudos)), key=lambda i: escudos[i])
    assert figures.chances[leader] == max(figures.chances) or escudos.count(max(escudos)) > 1


@settings(max_examples=10, deadline=None)
@given(st.lists(st.integers(0, 60).map(lambda h: h * 100), min_size=2, max_size=5))
def test_mille_sabords_chances_add_up_to_one(totals: list[int]) -> None:
    pile = tuple(deck_of(MS).items())
    start = mille_sabords_sim.Start(tuple(totals), 0, 0, (False,) * len(totals), pile)
    figures = mille_sabords_sim.simulate(MS, start, 300, seed=0)
    assert sum(figures.chances) == pytest.approx(1.0, abs=1e-9)


# --- a game the simulation cannot play out --------------------------------------------------


@pytest.mark.parametrize(
    "lang,message",
    [
        (
            "en",
            "The chance to win cannot be simulated for this game: its endings take more than 3"
            " turns",
        ),
        (
            "fr",
            "La chance de gagner ne peut pas être simulée pour cette partie : ses fins"
            " dépassent 3 tours",
        ),
    ],
)
def test_endings_that_do_not_finish_are_one_sentence(
    monkeypatch: pytest.MonkeyPatch, lang: str, message: str
) -> None:
    for module in (dix_mille_sim, win_sim):
        monkeypatch.setattr(module, "MAX_TURNS", 3)
    with pytest.raises(RulesError) as refused:
        dix_mille_sim.simulate(DixMilleProfile(), dix_start((0, 0, 0)), 100)
    assert refused.value.text(lang) == message


def test_mille_sabords_endings_that_do_not_finish_are_the_same_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The compiled loop (mille_sabords_sim_kernel) gives up as the numpy one did."""
    for module in (mille_sabords_sim, win_sim):
        monkeypatch.setattr(module, "MAX_TURNS", 3)
    pile = tuple(deck_of(MS).items())
    start = mille_sabords_sim.Start((0, 0), 0, 0, (False, False), pile)
    with pytest.raises(RulesError) as refused:
        mille_sabords_sim.simulate(MS, start, 100)
    assert refused.value.text("en").endswith("its endings take more than 3 turns")


# --- replay --json --------------------------------------------------------------------------

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("example", ["dix-mille.json", "game.json", "morbleu.json"])
def test_replay_json_gives_the_chances_after_every_turn(
    capsys: pytest.CaptureFixture[str], example: str
) -> None:
    """Issue 23 deliver 5: ``replay --json`` has each turn's ``win_chances`` (2,000
    simulated endings a turn, their standard errors as ``win_errors``)."""
    assert main(["replay", str(EXAMPLES / example), "--json", "--win"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["win_endings"] == 2_000
    for turn in data["turns"]:
        assert set(turn["win_chances"]) == set(data["players"])
        assert sum(turn["win_chances"].values()) == pytest.approx(1.0, abs=1e-3)
        assert all(e <= 0.0112 for e in turn.get("win_errors", {}).values())
    last = data["turns"][-1]["win_chances"]
    if data["phase"] == "over":
        assert all(p == (1.0 / len(data["winners"]) if name in data["winners"] else 0.0)
                   for name, p in last.items())  # fmt: skip


def test_replay_json_of_a_solo_game_has_no_chances(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "solo.json"
    document = {"format": "marquoir-game/1", "game": "dix-mille", "players": ["Zoé"],
                "turns": [{"player": "Zoé", "points": 500}]}  # fmt: skip
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["replay", str(path), "--json", "--win"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "win_chances" not in data["turns"][0] and "win_endings" not in data


def test_replay_json_has_no_chances_unless_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """A simulation a turn costs seconds: ``replay --json`` stays a replay without ``--win``."""
    assert main(["replay", str(EXAMPLES / "game.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "win_endings" not in data and "win_chances" not in data["turns"][0]


def test_two_threads_at_once_get_the_same_figures() -> None:
    """The app asks from a background thread: two threads simulating the same state at once
    (one building the turn models, the other waiting for them) get the same figures."""
    import threading

    profile = DixMilleProfile(target=3000, three_blanks=500)
    start = dix_start((0, 0, 0))
    results: list[object] = []

    def ask() -> None:
        results.append(dix_mille_sim.simulate(profile, start, 2_000))

    threads = [threading.Thread(target=ask) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 2 and results[0] == results[1]


def test_the_last_rounds_chances_are_the_exact_solvers() -> None:
    """The chance to bank at least r more fifties (the last round's need) is the two-player
    solver's own table (``dix_mille_win_kernel.reach_table``), to rounding."""
    from marquoir.games.dix_mille.odds import win_kernel as kernel
    from marquoir.games.dix_mille.odds.win import flat

    f = flat(SMALL)
    tw = turns(SMALL)
    top = tw.reach.shape[1] - 1
    exact = kernel.reach_table(top, f.tp, f.ts, f.te, f.kp, f.kn, f.lo, f.hi)
    assert np.abs(exact - tw.reach).max() < 1e-12
