"""``score_turn``: one turn's card and final dice in, points and the arithmetic out (RULES.md)."""

from marquoir.rules.cards import CARDS, Card, get_card
from marquoir.rules.dice import (
    DIAMOND,
    DICE_PER_TURN,
    FACES,
    GOLD,
    MONKEY,
    NO_DICE,
    PARROT,
    SABRE,
    SKULL,
    Dice,
    parse_dice,
    parse_roll,
)
from marquoir.rules.errors import RulesError
from marquoir.rules.profile import CLASSIC_PROFILE, RuleProfile
from marquoir.rules.record import Record

#: points of a set of n identical symbols (skulls never form a set)
SET_POINTS = (0, 0, 0, 100, 200, 500, 1000, 2000, 4000, 4000)
COIN_POINTS = 100
FULL_CHEST = 500
ISLAND_PER_SKULL = 100
PEACE_PER_SABRE = 500
ZOMBIE_POINTS = 1200
ZOMBIE_SABRES = 5
SHIPWRECK_PER_COIN = 200
BUST_SKULLS = 3
ISLAND_SKULLS = 4
NO_ISLAND_CARDS = frozenset({"ship2", "ship3", "ship4", "zombie", "shipwreck"})
MIN_PLAYERS, MAX_PLAYERS = 2, 8

#: the animals card's merged group is written with both letters
ANIMALS = "mp"


class Line(Record):
    """One line of the arithmetic. ``kind`` selects the sentence (``line.<kind>`` in i18n)."""

    kind: str
    points: int
    #: a face letter (``"g"``), ``"mp"`` for the animals group, or ``""``
    face: str = ""
    #: how many symbols, skulls or sabres the line speaks of
    n: int = 0
    #: a second figure: the card's symbol in a set (1), each opponent's share, a ship's need
    extra: int = 0


class TurnResult(Record):
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


def _dice_points(dice: Dice, card: Card, won_ship: bool, chest: bool) -> tuple[list[Line], int]:
    """Sets, coins and (when ``chest``) the full chest of ``dice`` under ``card``."""
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
    skulls = dice[SKULL] + card.skulls
    if skull_island:
        if card.id in NO_ISLAND_CARDS:
            raise RulesError("island.card", "skull_island", card=card.id)
        if skulls < ISLAND_SKULLS:
            raise RulesError("island.skulls", "skull_island", n=skulls)
    return skulls


def score_turn(
    card: str | Card,
    dice: str | Dice,
    saved: str | Dice = NO_DICE,
    skull_island: bool = False,
    *,
    players: int = 4,
    profile: RuleProfile = CLASSIC_PROFILE,
) -> TurnResult:
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
    cid = card.id
    opponents = 0
    busted = full_chest = magic = False
    ship = ""
    lines: list[Line]
    if skull_island:
        per = ISLAND_PER_SKULL * (2 if cid == "pirate" else 1)
        opponents = -per * skulls
        lines = [Line("skull_island", 0, "", skulls, per)]
    elif cid == "zombie":
        sabres = dice[SABRE]
        if sabres >= ZOMBIE_SABRES:
            lines = [Line("zombie_won", ZOMBIE_POINTS, "", sabres)]
        else:
            opponents = ZOMBIE_POINTS // (players - 1)
            lines = [Line("zombie_lost", 0, "", sabres, opponents)]
    elif cid == "shipwreck":
        coins = dice[DIAMOND] + dice[GOLD]
        lines = [Line("shipwreck", coins * SHIPWRECK_PER_COIN, "", coins)]
    elif skulls >= BUST_SKULLS:
        busted = True
        lines = [Line("bust_saved" if cid == "treasure" else "bust", 0, "", skulls)]
        if cid == "treasure":
            saved_lines, _ = _dice_points(saved, card, False, False)
            lines.extend(saved_lines)
        elif card.is_ship:
            ship = "lost"
            lines.append(Line("ship_lost", -card.ship_bonus, "", dice[SABRE], card.ship_sabres))
        elif cid == "peace":
            sabres = dice[SABRE]
            lines.append(Line("peace_broken", -PEACE_PER_SABRE * sabres, "", sabres))
    elif card.is_ship and dice[SABRE] < card.ship_sabres:
        ship = "lost"
        lines = [Line("ship_lost", -card.ship_bonus, "", dice[SABRE], card.ship_sabres)]
    elif cid == "peace" and dice[SABRE]:
        sabres = dice[SABRE]
        lines = [Line("peace_broken", -PEACE_PER_SABRE * sabres, "", sabres)]
    else:
        won_ship = card.is_ship
        lines, points = _dice_points(dice, card, won_ship, True)
        full_chest = bool(lines) and lines[-1].kind == "full_chest"
        if won_ship:
            ship = "won"
            lines.append(Line("ship_won", card.ship_bonus, "", dice[SABRE], card.ship_sabres))
            points += card.ship_bonus
        if cid == "pirate" or cid == "peace":
            lines.append(Line(cid + "_double", points))
        if not lines:
            lines = [Line("nothing", 0)]
        magic = card.extra_face >= 0 and dice[card.extra_face] == DICE_PER_TURN
        if magic:
            lines.append(Line("pirate_magic", 0, FACES[card.extra_face], DICE_PER_TURN + 1))
    return TurnResult(
        cid,
        dice,
        saved,
        skulls,
        sum(line.points for line in lines),
        opponents,
        busted,
        skull_island,
        full_chest,
        magic,
        ship,
        tuple(lines),
    )
