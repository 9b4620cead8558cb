"""Issue 23, "Tests and proof": the simulated chance to win is calibrated. In 2,000 seeded
games per game, played by the rules' replay (``win_games``), the chances predicted at a
random point of each game and at a random point of its last third (where the end of the game
weighs most), binned, match the win rates observed at the end within three standard errors
per bin.

Each prediction is 2 × 100 simulated endings (fewer than a screen's 20,000: calibration
averages the noise): the first 100 choose the bin, the other 100 are the prediction, so the
choice of the bin does not pull the prediction towards its edges; a bin's standard error
counts both the games' own chance (p(1 − p) each) and the prediction's (p(1 − p)/100)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from marquoir.games.dix_mille.odds import sim as dix_mille_sim
from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.mille_sabords.odds import sim as mille_sabords_sim
from marquoir.games.mille_sabords.rules import make_profile
from marquoir.games.morbleu.odds import sim as morbleu_sim
from marquoir.games.morbleu.rules.profile import make_profile as morbleu_profile
from tests.odds import win_games

pytestmark = pytest.mark.xdist_group("win_sim")

GAMES = 2_000
HALF = 100
BINS = 10


def calibrated(
    play: Callable[[Any, int, np.random.Generator], tuple[list[Any], Any]],
    predict: Callable[[list[Any], np.random.Generator], np.ndarray],
    profile: Any,
    players: int,
    seed: int,
    escudos: bool = False,
) -> list[tuple[float, float, float, int]]:
    """Each bin's (predicted, observed, standard error, count); asserts every bin of 20
    predictions or more is within three standard errors."""
    rng = np.random.default_rng(seed)
    chosen, observed = [], []
    for _ in range(GAMES):
        states, final = play(profile, players, rng)
        late = len(states) - max(1, len(states) // 3)
        chosen.append(states[int(rng.integers(len(states)))])
        chosen.append(states[int(rng.integers(late, len(states)))])
        observed += [win_games.shares(final, escudos)] * 2
    part = predict(chosen, rng).reshape(len(chosen), 2 * HALF, players)
    choose = part[:, :HALF].mean(axis=1).ravel()
    predicted = part[:, HALF:].mean(axis=1).ravel()
    won = np.array(observed).ravel()
    bins = np.minimum((choose * BINS).astype(int), BINS - 1)
    report = []
    for b in range(BINS):
        mask = bins == b
        n = int(mask.sum())
        if n < 20:
            continue
        p = predicted[mask]
        variance = (p * (1 - p)).sum() * (1 + 1 / HALF) / n**2
        error = float(np.sqrt(max(variance, 1e-6 / n)))
        report.append((float(p.mean()), float(won[mask].mean()), error, n))
    for mean, rate, error, n in report:
        assert abs(rate - mean) <= 3 * error, (mean, rate, error, n, report)
    assert len(report) >= 5  # the predictions spread over the scale
    return report


def test_dix_mille_three_players_is_calibrated() -> None:
    profile = DixMilleProfile(target=3000, entry=500, three_blanks=500)

    def predict(states: list[Any], rng: np.random.Generator) -> np.ndarray:
        starts = [dix_mille_sim.start_of(s) for s in states]
        return dix_mille_sim.play_out(profile, starts, 2 * HALF, rng)

    calibrated(win_games.dix_mille_game, predict, profile, 3, seed=23)


def test_mille_sabords_three_players_is_calibrated() -> None:
    """The 38-card pile (the 2025 cards in a classic game: Zombie Attack's shares, Peace,
    Shipwreck), totals floored at 0, Skull Island, the last round and sudden death."""
    profile = make_profile("classic", target=5000, cards_2025=True)

    def predict(states: list[Any], rng: np.random.Generator) -> np.ndarray:
        starts = [mille_sabords_sim.start_of(s) for s in states]
        return mille_sabords_sim.play_out(profile, starts, 2 * HALF, rng)

    calibrated(win_games.mille_sabords_game, predict, profile, 3, seed=23)


def test_morbleu_three_players_is_calibrated() -> None:
    profile = morbleu_profile(12)

    def predict(states: list[Any], rng: np.random.Generator) -> np.ndarray:
        starts = [morbleu_sim.Start(tuple(s.escudos), s.pot, s.next_seat) for s in states]
        return morbleu_sim.play_out(starts, 2 * HALF, rng)

    calibrated(win_games.morbleu_game, predict, profile, 3, seed=23, escudos=True)
