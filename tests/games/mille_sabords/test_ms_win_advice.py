"""f2's "to win" in a Mille Sabords game (issue 23, deliver 3): for the dice on the cases, stop
and the best rerolls, each with the chance to win it gives, simulated from the middle of the
turn (``mille_sabords_win.win_advice``)."""

from __future__ import annotations

import numpy as np
import pytest

from marquoir.games.mille_sabords.odds import sim as mille_sabords_sim
from marquoir.games.mille_sabords.odds import win
from marquoir.games.mille_sabords.odds.advice import advise
from marquoir.games.mille_sabords.odds.draws import chain
from marquoir.games.mille_sabords.rules import (
    DiceTurn,
    GameState,
    ManualTurn,
    make_profile,
    make_setup,
    parse_roll,
    replay,
)
from marquoir.games.mille_sabords.rules.deck import deck_of
from marquoir.rules import RulesError
from marquoir.use_cases import game_document, read_game_file, win_advice

pytestmark = pytest.mark.xdist_group("win_sim")

PROFILE = make_profile("classic", target=3000, cards_2025=True)


def state_of(*turns: ManualTurn) -> GameState:
    return replay(make_setup(["Anne", "Bruno"], PROFILE), list(turns))


def move_values(card: str) -> tuple[np.ndarray, object]:
    """The expected points of each move of ``card``'s part of the pack, the rest of the turn
    played as the simulation plays it for the most points (``ev_move``), by value iteration
    over the pack's own transitions."""
    pack = mille_sabords_sim.pack_of(PROFILE)
    c = list(deck_of(PROFILE)).index(card)
    own = chain(card, PROFILE.edition)
    m0 = int(pack.first[c]) - own.first
    moves = own.first + 1
    n0, n1 = int(pack.nodes[c]), int(pack.nodes[c + 1])
    lo, hi = int(pack.starts[m0]), int(pack.starts[m0 + moves])
    move_of = np.repeat(np.arange(moves), np.diff(pack.starts[m0 : m0 + moves + 1]))
    cum = pack.cumulated[lo:hi] - (move_of + m0)
    first = np.r_[True, move_of[1:] != move_of[:-1]]
    prob = np.where(first, cum, np.diff(cum, prepend=0.0))
    dest = pack.dest[lo:hi]
    ended = np.where(dest < 0, pack.points[np.maximum(-dest - 1, 0)], 0.0)
    stop = pack.stop_value[n0:n1]
    ev = pack.ev_move[n0:n1]
    value = np.zeros(n1 - n0)
    for _ in range(300):
        q = np.bincount(
            move_of, weights=prob * np.where(dest < 0, ended, value[np.maximum(dest - n0, 0)])
        )
        value = np.where(ev < 0, stop, q[np.maximum(ev - m0, 0)])
    return q, m0


@pytest.mark.parametrize(
    ("card", "dice", "used"),
    [
        ("pirate", "xggggmmp", False),
        ("animals", "xxmmpppd", False),
        ("sorceress", "xxggmmps", False),
        ("sorceress", "xxggmmps", True),
        ("treasure", "xxddggmp", False),
        ("zombie", "xxssssdg", False),
        ("shipwreck", "xggsssmp", False),
    ],
)
def test_each_reroll_weighed_is_the_move_the_odds_price(card: str, dice: str, used: bool) -> None:
    """Each reroll's opening is the pack's move for that reroll: its expected points, played
    on for the most points, are the odds' own figure for it (the kept dice, the Sorceress's
    skull and her layer, Shipwreck's one reroll all land where they should)."""
    values, m0 = move_values(card)
    rolled = parse_roll(dice)
    advice = advise(card, rolled, PROFILE, None, used)
    where = win._Where(
        mille_sabords_sim.pack_of(PROFILE),
        list(deck_of(PROFILE)).index(card),
        card,
        PROFILE.edition,
    )
    layered = (card == "sorceress" and not used) or card == "shipwreck"
    checked = 0
    for option in advice.rerolls[:10]:
        _, move = where.opening(rolled, option, layered)
        assert values[move - m0] == pytest.approx(option.ev, abs=1e-6), option
        checked += 1
    assert checked >= 3


def test_stop_is_the_game_after_that_turn() -> None:
    """Stopping with the dice on the table gives the chance the simulation gives once the
    turn is entered (the card leaves the pile, the points are scored), within three standard
    errors of the two."""
    turns = [ManualTurn("Anne", 2600), ManualTurn("Bruno", 2400)]
    before = state_of(*turns)
    advice = win.win_advice(before, "pirate", "xggggmmp")
    stop = next(m for m in advice.moves if m.option.action == "stop")
    entered = replay(before.setup, [*turns, DiceTurn("Anne", "pirate", parse_roll("xggggmmp"))])
    figures = mille_sabords_sim.win_chances(entered, 20_000)
    assert abs(stop.chance - figures.chances[0]) <= 3 * (stop.error + figures.errors[0])


def test_the_moves_best_first_and_what_is_refused() -> None:
    """Stop and the best rerolls, at most ``MOVES``, the most chance first; each chance within
    the standard error kept (≤ 0.5 point); dice the odds refuse and a game over are one
    sentence each."""
    state = state_of(ManualTurn("Anne", 2800), ManualTurn("Bruno", 2900))
    advice = win.win_advice(state, "pirate", "xggggmmp")
    chances = [m.chance for m in advice.moves]
    assert chances == sorted(chances, reverse=True) and 2 <= len(chances) <= win.MOVES
    assert any(m.option.action == "stop" for m in advice.moves)
    assert all(m.error <= 0.005 for m in advice.moves) and advice.endings >= 20_000
    # Zombie Attack: no stopping while other dice than sabres and skulls lie on the table
    zombie = win.win_advice(state, "zombie", "xxssssdg")
    assert all(m.option.action == "reroll" for m in zombie.moves)
    with pytest.raises(RulesError) as refused:
        win.win_advice(state, "pirate", "xxxggggm")
    assert "3" in refused.value.text("en")
    over = state_of(ManualTurn("Anne", 3200), ManualTurn("Bruno", 100))
    assert over.phase == "over"
    with pytest.raises(RulesError, match="not yet computed|not computed"):
        win.win_advice(over, "pirate", "xggggmmp")


def test_the_sorceress_third_skull_weighs_her_one_skull_reroll() -> None:
    """The third skull with the Sorceress unused: ending the turn scores nothing (the game
    as it stands with Anne's turn at 0); rerolling the skull alone is worth more."""
    state = state_of(ManualTurn("Anne", 1000), ManualTurn("Bruno", 1000))
    advice = win.win_advice(state, "sorceress", "xxxggggm")
    by = {(m.option.action, m.option.skull): m for m in advice.moves}
    assert set(by) == {("stop", False), ("reroll", True)}
    assert by[("reroll", True)].chance > by[("stop", False)].chance
    nothing = replay(
        state.setup,
        [ManualTurn("Anne", 1000), ManualTurn("Bruno", 1000)]
        + [DiceTurn("Anne", "sorceress", parse_roll("xxxggggm"))],
    )
    figures = mille_sabords_sim.win_chances(nothing, 20_000)
    stop = by[("stop", False)]
    assert abs(stop.chance - figures.chances[0]) <= 3 * (stop.error + figures.errors[0])


def test_in_the_last_round_only_passing_counts() -> None:
    """Bruno's last turn, 1,200 behind: stopping short of it loses for sure; the reroll's chance is
    the chance to pass, so at most the odds' best chance of the points needed."""
    state = state_of(ManualTurn("Anne", 1000), ManualTurn("Bruno", 2000), ManualTurn("Anne", 2200))
    assert state.phase == "last_round" and state.next_player == "Bruno"
    advice = win.win_advice(state, "gold", "xxggggmm")
    stop = next(m for m in advice.moves if m.option.action == "stop")
    assert stop.chance == 0.0
    best_need = advise("gold", parse_roll("xxggggmm"), PROFILE, 1201).best.need
    assert best_need is not None
    assert 0 < advice.moves[0].chance <= best_need + 3 * advice.moves[0].error


def test_the_table_door_reads_the_game_file() -> None:
    """``cases.win_advice`` on a game file: the game's own advice (its registration names
    it), as the app's worker asks for it."""
    setup = make_setup(["Anne", "Bruno"], PROFILE)
    turns = [ManualTurn("Anne", 2800), ManualTurn("Bruno", 2900)]
    document = read_game_file(game_document("mille-sabords", setup, turns))
    found = win_advice(document, card="pirate", dice="xggggmmp", sorceress_used=False)
    assert found == win.win_advice(replay(setup, turns), "pirate", "xggggmmp")


def test_the_third_skull_reroll_is_the_odds_reroll_face_by_face() -> None:
    """The Sorceress's third skull rerolled alone: a sixth ends the turn with nothing, each
    other face leaves two skulls and that face, the Sorceress spent, played on; weighed so,
    the openings are worth exactly the odds' expected points of that reroll."""
    card, rolled = "sorceress", parse_roll("xxxggggm")
    values, m0 = move_values(card)
    pack = mille_sabords_sim.pack_of(PROFILE)
    where = win._Where(pack, list(deck_of(PROFILE)).index(card), card, PROFILE.edition)
    reroll = advise(card, rolled, PROFILE).rerolls[0]
    split = where.third_skull(rolled, reroll, float("nan"))
    assert len(split) == 6 and sum(w for _, w in split) == pytest.approx(1.0)

    def worth(opening: tuple[int, int]) -> float:
        _, move = opening
        return float(pack.points[-move - 1]) if move < 0 else float(values[move - m0])

    assert sum(w * worth(o) for o, w in split) == pytest.approx(reroll.ev, abs=1e-6)
    ended = where.third_skull(rolled, advise(card, rolled, PROFILE).stop, float("nan"))
    assert ended == [(split[0][0], 1.0)]  # ending the turn: that sixth's end, for sure
