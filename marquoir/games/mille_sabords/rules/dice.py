"""The six faces and the dice notation of RULES.md (``3m2p`` = ``mmmpp``)."""

from functools import lru_cache
from typing import NamedTuple

from marquoir.rules.errors import RulesError

#: One letter per face, in the canonical order of RULES.md.
FACES = "xdgmps"
SKULL, DIAMOND, GOLD, MONKEY, PARROT, SABRE = range(6)
DICE_PER_TURN = 8


class Dice(NamedTuple):
    """A multiset of faces: how many dice show each face. Order never matters."""

    skulls: int = 0
    diamonds: int = 0
    gold: int = 0
    monkeys: int = 0
    parrots: int = 0
    sabres: int = 0

    @property
    def total(self) -> int:
        return sum(self)

    # each set of dice written once (there are 3,003 sets of at most eight dice)
    @lru_cache(maxsize=4096)  # noqa: B019 (the sets of dice are few and live as long)
    def __str__(self) -> str:
        """The canonical written form: letters in the order ``xdgmps``."""
        return "".join(letter * n for letter, n in zip(FACES, self, strict=True))


NO_DICE = Dice()


# each text read once (a replay reads the same few rolls again and again, a heavy rebuild
# millions); a refused text raises each time, never kept
@lru_cache(maxsize=4096)
def parse_dice(text: str) -> Dice:
    """Read the notation: letters ``x d g m p s`` in any case, each optionally after a count.

    Spaces are ignored (``3 g`` is ``3g``). Any other character, a count of 0, a count with
    no letter after it, or more than eight dice is a :class:`RulesError` that names it.
    """
    counts = [0, 0, 0, 0, 0, 0]
    pending = ""
    for position, char in enumerate(text, start=1):
        if char.isspace():
            continue
        if char.isdigit():
            if not char.isascii():
                raise RulesError("dice.bad_char", "dice", char=char, position=position)
            pending += char
            continue
        face = FACES.find(char.lower()) if char.isascii() else -1
        if face < 0:
            raise RulesError("dice.bad_char", "dice", char=char, position=position)
        n = 1
        if pending:
            n = int(pending) if len(pending) == 1 else 0  # a count is one digit, 1 to 8
            if n == 0 or n > DICE_PER_TURN:
                shown = pending if len(pending) <= 10 else pending[:10] + "…"
                raise RulesError("dice.bad_count", "dice", count=shown, letter=char)
            pending = ""
        counts[face] += n
    if pending:
        shown = pending if len(pending) <= 10 else pending[:10] + "…"
        raise RulesError("dice.trailing_count", "dice", count=shown)
    total = sum(counts)
    if total > DICE_PER_TURN:
        raise RulesError("dice.too_many", "dice", n=total)
    return Dice(*counts)


def parse_roll(text: str) -> Dice:
    """A turn's final dice: exactly eight, skulls included."""
    dice = parse_dice(text)
    if dice.total == 0:
        raise RulesError("dice.empty", "dice")
    if dice.total != DICE_PER_TURN:
        raise RulesError("dice.too_few", "dice", n=dice.total)
    return dice


def all_rolls(n: int = DICE_PER_TURN) -> list[Dice]:
    """Every multiset of ``n`` dice (1,287 for eight), in a fixed order."""
    out: list[Dice] = []

    def fill(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == len(FACES) - 1:
            out.append(Dice._make((*prefix, left)))
            return
        for k in range(left, -1, -1):
            fill((*prefix, k), left - k)

    fill((), n)
    return out


def sub_multisets(dice: Dice, *, skulls: bool = False) -> list[Dice]:
    """Every sub-multiset of ``dice`` (without skulls unless asked), the empty one included."""
    out: list[Dice] = [NO_DICE]
    for face, n in enumerate(dice):
        if face == SKULL and not skulls:
            continue
        grown: list[Dice] = []
        for base in out:
            for k in range(1, n + 1):
                grown.append(base._replace(**{Dice._fields[face]: k}))
        out.extend(grown)
    return out
