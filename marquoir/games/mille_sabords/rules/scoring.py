"""``score_turn``: one turn's card and final dice in, points and the arithmetic out (RULES.md).

This module checks what the Captain typed and hands the turn to its card's clause; each card's
rule is a function named after the card in :mod:`marquoir.games.mille_sabords.rules.clauses`.
"""

from typing import NamedTuple

from marquoir.games.mille_sabords.rules.cards import CARDS, Card, get_card
from marquoir.games.mille_sabords.rules.clauses import (
    CLAUSES,
    TABLE_SIZED,
    Line,
    Scored,
    plain,
    skull_island_trip,
)
from marquoir.games.mille_sabords.rules.dice import (
    DICE_PER_TURN,
    FACES,
    NO_DICE,
    SABRE,
    SKULL,
    Dice,
    parse_dice,
    parse_roll,
)
from marquoir.games.mille_sabords.rules.profile import CLASSIC_PROFILE, RuleProfile
from marquoir.games.mille_sabords.rules.skulls import island_refusal, turn_skulls
from marquoir.rules.errors import RulesError
from marquoir.rules.limits import MAX_PLAYERS, MIN_PLAYERS

__all__ = ["Line", "TurnScore", "replayed_score", "score_turn"]


class TurnScore(NamedTuple):
    """Everything a turn changes and why. ``sum(line.points for line in breakdown) == points``."""

    card: str
    dice: Dice
    saved: Dice
    #: skulls of the turn: skull dice plus the card's skulls
    skulls: int
    points: int
    #: what each other player gains (negative: a Skull Island loss)
    opponents: int
    busted: bool
    skull_island: bool
    full_chest: bool
    pirate_magic: bool
    #: ``"won"``, ``"lost"`` or ``""`` when the card is not a pirate ship
    ship: str
    breakdown: tuple[Line, ...]


def _check(
    card: Card, dice: Dice, saved: Dice, skull_island: bool, players: int, profile: RuleProfile
) -> int:
    """Refuse what RULES.md does not allow; return the skulls of the turn."""
    if dice.total != DICE_PER_TURN:
        raise RulesError(
            "dice.too_many" if dice.total > 8 else "dice.too_few", "dice", n=dice.total
        )
    if card.edition != "classic" and not profile.cards_2025:
        raise RulesError("card.not_in_profile", "card", card=card.id)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError("players.count", "players", n=players)
    if saved != NO_DICE:
        if card.id != "treasure":
            raise RulesError("saved.not_treasure", "saved", card=card.id)
        if saved[SKULL]:
            raise RulesError("saved.skull", "saved")
        for face, (s, d) in enumerate(zip(saved, dice, strict=True)):
            if s > d:
                raise RulesError("saved.not_in_dice", "saved", face=FACES[face], saved=s, rolled=d)
    if card.id == "zombie":
        for face, n in enumerate(dice):
            if n and face not in (SKULL, SABRE):
                raise RulesError("zombie.dice", "dice", face=FACES[face])
    skulls = turn_skulls(card, dice[SKULL])
    if skull_island:
        refusal = island_refusal(card, dice[SKULL])
        if refusal is not None:
            raise refusal
    return skulls


def score_turn(
    card: str | Card,
    dice: str | Dice,
    saved: str | Dice = NO_DICE,
    skull_island: bool = False,
    *,
    players: int = 4,
    profile: RuleProfile = CLASSIC_PROFILE,
) -> TurnScore:
    """Score one turn exactly as RULES.md says.

    ``players`` is the number of players at the table (only the zombie card's shared loss
    depends on it). ``profile`` decides whether the 2025 cards may be played.
    Raises :class:`RulesError` with a sentence naming the problem for any input RULES.md refuses.
    """
    if isinstance(card, str):
        card = CARDS.get(card) or get_card(card)
    if isinstance(dice, str):
        dice = parse_roll(dice)
    if isinstance(saved, str):
        saved = parse_dice(saved)
    skulls = _check(card, dice, saved, skull_island, players, profile)
    scored: Scored
    if skull_island:
        scored = skull_island_trip(card, skulls)
    else:
        scored = CLAUSES.get(card.id, plain)(card, dice, saved, skulls, players)
    return TurnScore(
        card.id,
        dice,
        saved,
        skulls,
        sum(line.points for line in scored.lines),
        scored.opponents,
        scored.busted,
        skull_island,
        scored.full_chest,
        scored.pirate_magic,
        scored.ship,
        scored.lines,
    )


#: the turns a replay scored, by what their score depends on (see :func:`replayed_score`);
#: emptied when it holds :data:`KEPT`
_scored: dict[tuple[str, Dice, Dice, bool, int], TurnScore] = {}
#: the most turns kept: a club's whole history holds some 54,000 different turns
KEPT = 65_536


def replayed_score(
    card: str, dice: Dice, saved: Dice, skull_island: bool, players: int, profile: RuleProfile
) -> TurnScore:
    """:func:`score_turn` for a replay, which scores the same turns again and again (every
    change of a game replays it; a heavy rebuild replays millions of turns): each turn is
    scored once and kept. A turn's score depends on its card, dice, saved dice and trip, and
    on the table's size only for the cards of :data:`TABLE_SIZED`; the profile never changes
    it, it only refuses a card, and every check that refuses is made again each time."""
    key = (card, dice, saved, skull_island, players if card in TABLE_SIZED else 0)
    known = _scored.get(key)
    if known is not None:
        _check(CARDS[known.card], known.dice, known.saved, skull_island, players, profile)
        return known
    scored = score_turn(card, dice, saved, skull_island, players=players, profile=profile)
    if len(_scored) >= KEPT:
        _scored.clear()
    _scored[key] = scored
    return scored
