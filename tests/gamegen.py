"""Random legal games for tests and benchmarks (deterministic for a given seed)."""

import random

from marquoir.games.mille_sabords.rules import (
    CARD_IDS,
    CARDS,
    DiceTurn,
    ManualTurn,
    Replay,
    Turn,
    make_profile,
    make_setup,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import NO_DICE, Dice, sub_multisets
from marquoir.rules import GameSetup, RulesError

NAMES = ["Anne", "Bruno", "Chloé", "Dan", "Élise", "Farid", "Gaëlle", "Hugo"]


def roll(rnd: random.Random) -> Dice:
    """Eight real dice: each face one chance in six."""
    counts = [0] * 6
    for _ in range(8):
        counts[rnd.randrange(6)] += 1
    return Dice._make(counts)


def random_turn(rnd: random.Random, setup: GameSetup, player: str) -> Turn:
    profile = setup.profile
    if rnd.random() < 0.03:
        return ManualTurn(player, rnd.choice([-300, 100, 500]), rnd.choice([0, -100]), "house rule")
    cards = [c for c in CARD_IDS if profile.cards_2025 or CARDS[c].edition == "classic"]
    while True:
        card = rnd.choice(cards)
        dice = roll(rnd)
        saved = rnd.choice(sub_multisets(dice)) if card == "treasure" else NO_DICE
        island = dice.skulls >= 4 and rnd.random() < 0.5
        try:
            score_turn(card, dice, saved, island, players=len(setup.players), profile=profile)
        except RulesError:
            continue
        return DiceTurn(player, card, dice, saved, island)


def play(rnd: random.Random, setup: GameSetup, max_turns: int) -> list[Turn]:
    """Random legal turns until the game is over (or ``max_turns``)."""
    game = Replay(setup)
    turns: list[Turn] = []
    while game.phase != "over" and len(turns) < max_turns:
        turn = random_turn(rnd, setup, setup.players[game.next_seat])
        game.apply(turn)
        turns.append(turn)
    return turns


def random_game(seed: int, max_turns: int = 200) -> tuple[GameSetup, list[Turn]]:
    rnd = random.Random(seed)
    n = rnd.randint(2, 6)
    edition = rnd.choice(["classic", "2025"])
    setup = make_setup(
        rnd.sample(NAMES, n), make_profile(edition, target=rnd.choice([2000, 3000, 6000]))
    )
    return setup, play(rnd, setup, max_turns)
