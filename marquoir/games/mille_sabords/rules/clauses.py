"""What each card does to a turn (RULES.md "Cards" and "Scoring one turn"), one function per
card, named after it: a reader looking for Peace reads :func:`peace`.

Every clause takes the checked turn (the card, the 8 final dice, the dice saved on Treasure
Island, the skulls of the turn, the players at the table) and returns its :class:`Scored`:
the lines of the arithmetic (which sum to the points) and what else the turn decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.mille_sabords.rules.cards import Card
from marquoir.games.mille_sabords.rules.dice import (
    DIAMOND,
    DICE_PER_TURN,
    FACES,
    GOLD,
    MONKEY,
    PARROT,
    SABRE,
    SKULL,
    Dice,
)
from marquoir.games.mille_sabords.rules.skulls import BUST_SKULLS

if TYPE_CHECKING:
    from collections.abc import Callable

#: points of a set of n identical symbols (skulls never form a set)
SET_POINTS = (0, 0, 0, 100, 200, 500, 1000, 2000, 4000, 4000)
COIN_POINTS = 100
FULL_CHEST = 500
ISLAND_PER_SKULL = 100
PEACE_PER_SABRE = 500
ZOMBIE_POINTS = 1200
ZOMBIE_SABRES = 5
SHIPWRECK_PER_COIN = 200

#: the animals card's merged group is written with both letters
ANIMALS = "mp"


class Line(NamedTuple):
    """One line of the arithmetic. ``kind`` selects the sentence (``line.<kind>`` in i18n)."""

    kind: str
    points: int
    #: a face letter (``"g"``), ``"mp"`` for the animals group, or ``""``
    face: str = ""
    #: how many symbols, skulls or sabres the line speaks of
    n: int = 0
    #: a second figure: the card's symbol in a set (1), each opponent's share, a ship's need
    extra: int = 0


class Scored(NamedTuple):
    """What a clause decided: the arithmetic and the turn's flags."""

    lines: tuple[Line, ...]
    #: what each other player gains (negative: a Skull Island loss)
    opponents: int = 0
    busted: bool = False
    full_chest: bool = False
    pirate_magic: bool = False
    #: ``"won"``, ``"lost"`` or ``""``
    ship: str = ""


def dice_points(dice: Dice, card: Card, won_ship: bool, chest: bool) -> tuple[list[Line], int]:
    """Sets, coins and (when ``chest``) the full chest of ``dice`` under ``card`` (clauses 3
    to 5: the card's coin or diamond joins its set; with Animals, monkeys and parrots are one
    symbol; a sabre of a won ship counts for the full chest)."""
    counts = list(dice)
    extra = card.extra_face
    if extra >= 0:
        counts[extra] += 1
    lines: list[Line] = []
    points = 0
    in_set = [False] * 6
    if card.id == "animals":
        animals = counts[MONKEY] + counts[PARROT]
        if animals >= 3:
            pts = SET_POINTS[animals]
            lines.append(Line("set", pts, ANIMALS, animals))
            points += pts
            in_set[MONKEY] = in_set[PARROT] = True
        counts[MONKEY] = counts[PARROT] = 0
    for face in (DIAMOND, GOLD, MONKEY, PARROT, SABRE):
        n = counts[face]
        if n >= 3:
            pts = SET_POINTS[n]
            lines.append(Line("set", pts, FACES[face], n, 1 if face == extra else 0))
            points += pts
            in_set[face] = True
    coins = counts[DIAMOND] + counts[GOLD]
    if coins:
        lines.append(Line("coins", coins * COIN_POINTS, "", coins))
        points += coins * COIN_POINTS
    if (
        chest
        and not dice[SKULL]
        and (in_set[MONKEY] or not dice[MONKEY])
        and (in_set[PARROT] or not dice[PARROT])
        and (in_set[SABRE] or won_ship or not dice[SABRE])
    ):
        lines.append(Line("full_chest", FULL_CHEST))
        points += FULL_CHEST
    return lines, points


def _bust(skulls: int, *more: Line) -> Scored:
    return Scored((Line("bust", 0, "", skulls), *more), busted=True)


def _scoring_dice(card: Card, dice: Dice, doubled: bool) -> Scored:
    """A turn that did not bust: the dice's points, doubled by Pirate or Peace, and pirate
    magic (clause 8) with the Gold Coin and Diamond cards."""
    lines, points = dice_points(dice, card, False, True)
    full_chest = bool(lines) and lines[-1].kind == "full_chest"
    if doubled:
        lines.append(Line(card.id + "_double", points))
    if not lines:
        lines = [Line("nothing", 0)]
    magic = card.extra_face >= 0 and dice[card.extra_face] == DICE_PER_TURN
    if magic:
        lines.append(Line("pirate_magic", 0, FACES[card.extra_face], DICE_PER_TURN + 1))
    return Scored(tuple(lines), full_chest=full_chest, pirate_magic=magic)


def skull_island_trip(card: Card, skulls: int) -> Scored:
    """Clause 1: the player scores 0; every opponent loses 100 per skull, 200 with Pirate."""
    per = ISLAND_PER_SKULL * (2 if card.id == "pirate" else 1)
    return Scored((Line("skull_island", 0, "", skulls, per),), opponents=-per * skulls)


def plain(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """No card, Gold Coin, Diamond, Skull(s), Animals, Sorceress: three skulls end the turn
    with nothing; otherwise the dice score (the card's part is in :func:`dice_points`)."""
    if skulls >= BUST_SKULLS:
        return _bust(skulls)
    return _scoring_dice(card, dice, False)


def pirate(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Pirate (clause 7): the turn's points ×2."""
    if skulls >= BUST_SKULLS:
        return _bust(skulls)
    return _scoring_dice(card, dice, True)


def treasure(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Treasure Island: after the third skull the dice saved on the card still score, alone
    (no full chest); otherwise every die scores as usual."""
    if skulls >= BUST_SKULLS:
        saved_lines, _ = dice_points(saved, card, False, False)
        return Scored((Line("bust_saved", 0, "", skulls), *saved_lines), busted=True)
    return _scoring_dice(card, dice, False)


def ship(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Pirate Ship (clause 6): won with enough sabres, the dice's points plus the bonus (a
    sabre counted towards it counts for the full chest); lost, minus the bonus whatever the
    dice show — to three skulls or more too."""
    sabres = dice[SABRE]
    if skulls >= BUST_SKULLS:
        sunk = Line("ship_sunk", -card.ship_bonus, "", sabres, card.ship_sabres)
        return Scored((Line("bust", 0, "", skulls), sunk), busted=True, ship="lost")
    if sabres < card.ship_sabres:
        lost = Line("ship_lost", -card.ship_bonus, "", sabres, card.ship_sabres)
        return Scored((lost,), ship="lost")
    lines, _ = dice_points(dice, card, True, True)
    full_chest = bool(lines) and lines[-1].kind == "full_chest"
    lines.append(Line("ship_won", card.ship_bonus, "", sabres, card.ship_sabres))
    return Scored(tuple(lines), full_chest=full_chest, ship="won")


def peace(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Peace (2025): no sabre showing doubles the turn; any sabre makes it −500 per sabre,
    whatever else it shows (three skulls included)."""
    sabres = dice[SABRE]
    broken = Line("peace_broken", -PEACE_PER_SABRE * sabres, "", sabres)
    if skulls >= BUST_SKULLS:
        return _bust(skulls, broken)
    if sabres:
        return Scored((broken,))
    return _scoring_dice(card, dice, True)


def zombie(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Zombie Attack (2025): never busts; 5 sabres or more score 1,200, otherwise each other
    player gains ⌊1,200 ÷ others⌋ (the remainder is lost)."""
    sabres = dice[SABRE]
    if sabres >= ZOMBIE_SABRES:
        return Scored((Line("zombie_won", ZOMBIE_POINTS, "", sabres),))
    each = ZOMBIE_POINTS // (players - 1)
    return Scored((Line("zombie_lost", 0, "", sabres, each),), opponents=each)


def shipwreck(card: Card, dice: Dice, saved: Dice, skulls: int, players: int) -> Scored:
    """Shipwreck (2025): never busts; each diamond and gold coin scores 200, nothing else."""
    coins = dice[DIAMOND] + dice[GOLD]
    return Scored((Line("shipwreck", coins * SHIPWRECK_PER_COIN, "", coins),))


#: the cards whose clause reads the number of players (Zombie Attack shares its points among
#: the others); every other card's turn scores the same at any table
#: (``tests/rules/test_replayed_score.py`` checks every roll at every table size)
TABLE_SIZED = frozenset({"zombie"})

#: each card's clause; a card not named here plays :func:`plain`
CLAUSES: dict[str, Callable[[Card, Dice, Dice, int, int], Scored]] = {
    "pirate": pirate,
    "treasure": treasure,
    "ship2": ship,
    "ship3": ship,
    "ship4": ship,
    "peace": peace,
    "zombie": zombie,
    "shipwreck": shipwreck,
}
