"""The card pile derived from the cards typed (issue 13): the whole deck drawn and reshuffled,
a card the pile no longer holds warned at its turn (never refused), the 2025 cards' 38, and
warnings that follow edits and undo (everything is replayed)."""

from marquoir.games.mille_sabords.rules import (
    DECKS,
    DiceTurn,
    ManualTurn,
    deck_of,
    deck_warning_text,
    make_profile,
    make_setup,
    parse_roll,
    replay,
)
from marquoir.rules import delete_turn, insert_turn, replace_turn

TWO = make_setup(["Anne", "Bruno"])
BUST = parse_roll("xxxggggg")  # three skulls: 0 points with any card, so no game ends


def turns_of(cards: list[str]) -> list[DiceTurn]:
    return [DiceTurn(("Anne", "Bruno")[i % 2], card, BUST) for i, card in enumerate(cards)]


def whole_deck() -> list[str]:
    """Every card of the classic box, in the box's order (35)."""
    return [card for card, n in DECKS["classic"].items() for _ in range(n)]


def test_the_whole_classic_deck_drawn_then_reshuffled() -> None:
    cards = whole_deck()
    assert len(cards) == 35
    state = replay(TWO, turns_of(cards[:34]))
    assert (state.deck.size, state.deck.drawn, state.deck.cards_left) == (35, 34, 1)
    assert [card for card, n in state.deck.left if n] == ["ship4"]
    assert state.deck.chance("ship4") == 1.0
    state = replay(TWO, turns_of(cards))  # the 35th card: the pile is drawn out, reshuffled
    assert state.deck.drawn == 0 and dict(state.deck.left) == DECKS["classic"]
    assert state.warnings == ()
    state = replay(TWO, turns_of([*cards, "pirate", "pirate"]))  # the new pile
    assert state.deck.drawn == 2 and state.deck.left_of("pirate") == 2 and state.warnings == ()


def test_a_fifth_pirate_warns_at_its_turn_and_is_not_drawn() -> None:
    cards = ["pirate", "gold", "pirate", "pirate", "pirate", "diamond", "pirate"]
    state = replay(TWO, turns_of(cards))
    assert [(w.turn, w.card) for w in state.warnings] == [(6, "pirate")]
    assert state.warned == frozenset({6})
    assert state.deck.drawn == 6 and state.deck.left_of("pirate") == 0
    assert state.deck.missing("pirate") and not state.deck.missing("gold")
    assert len(state.outcomes) == 7  # a warning never refuses the turn
    assert deck_warning_text("pirate", "en") == "No Pirate left before the reshuffle — typo?"
    assert "Pirate" in deck_warning_text("pirate", "fr")


def test_turns_without_a_card_draw_nothing() -> None:
    turns = [
        DiceTurn("Anne", "none", BUST),
        ManualTurn("Bruno", 300),
        DiceTurn("Anne", "gold", BUST),
    ]
    state = replay(TWO, turns)
    assert state.deck.drawn == 1 and state.deck.left_of("gold") == 3 and state.warnings == ()
    assert not state.deck.missing("none")


def test_the_2025_cards_make_38() -> None:
    with_2025 = make_setup(["Anne", "Bruno"], make_profile("classic", cards_2025=True))
    assert sum(deck_of(with_2025.profile).values()) == 38
    zombie = DiceTurn("Anne", "zombie", parse_roll("xxxsssss"))
    state = replay(with_2025, [zombie, DiceTurn("Bruno", "peace", BUST)])
    assert (state.deck.size, state.deck.drawn) == (38, 2)
    assert replay(make_setup(["A", "B"], make_profile("2025")), []).deck.size == 38
    assert replay(TWO, []).deck.size == 35


def test_warnings_follow_edits_and_undo() -> None:
    turns = turns_of(["pirate"] * 5)
    replay_fn = replay
    state = replay(TWO, turns)
    assert [w.turn for w in state.warnings] == [4]
    _, undone = delete_turn(replay_fn, TWO, turns, 4)  # undo: the warned turn goes
    assert undone.warnings == () and undone.deck.left_of("pirate") == 0
    fixed = DiceTurn("Anne", "gold", BUST)
    _, corrected = replace_turn(replay_fn, TWO, turns, 0, fixed)  # the first was a typo
    assert corrected.warnings == () and corrected.deck.left_of("pirate") == 0
    early = DiceTurn("Anne", "pirate", BUST)
    later = [DiceTurn(("Bruno", "Anne")[i % 2], t.card, t.dice) for i, t in enumerate(turns)]
    _, inserted = insert_turn(replay_fn, TWO, later, 0, early)  # one more before: two warned
    assert [w.turn for w in inserted.warnings] == [4, 5]
