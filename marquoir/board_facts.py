"""What a board shows of a game, in words and numbers, for any game: each player's total, the
player to play, the leader, the distance to the target (or Morbleu's hand), the phase and the
last turn in words. The app's board (f3) and the served page (``marquoir.web``) draw these;
every figure and phrase comes from the game's own rules (``GameRules.phase_text``,
``turn_facts``), none is worked out here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from marquoir.i18n import translate, visible
from marquoir.rules import format_points, game_rules
from marquoir.rules.manual import ManualTurn
from marquoir.rules.mille_sabords import DiceTurn

if TYPE_CHECKING:
    from marquoir.records import GameView


@dataclass(frozen=True)
class PlayerFacts:
    """One player on a board."""

    seat: int
    #: the name, made safe to show (control characters written visibly)
    name: str
    total: int
    #: the total in the language (``1,400``; ``1 400`` in French)
    total_text: str
    #: whether the player plays next
    playing: bool
    #: whether the player leads (ties lead together; nobody leads at 0)
    leader: bool
    #: ``1,400 to go``, ``at the target`` or Morbleu's ``3 cards in hand``
    distance: str


@dataclass(frozen=True)
class BoardFacts:
    """A game's board, in one language."""

    game_id: int
    #: the game's id (``mille-sabords``) and its name in the language
    game: str
    game_name: str
    #: ``Game 12``
    title: str
    #: where the game stands (``Last round: Bruno, then Chloé``)
    phase: str
    players: tuple[PlayerFacts, ...]
    #: ``Last turn: Anne · Pirate · +1,400`` (or ``No turn yet.``)
    last_turn: str
    over: bool
    #: each player's chance to win, where the game has it (issue 23): None until then
    chances: tuple[float, ...] | None = None


def board_facts(view: GameView, lang: str) -> BoardFacts:
    """The board of a game as it stands, in ``lang``."""
    state = view.state
    rules = game_rules(view.game)
    target = getattr(view.profile, "target", None)  # Morbleu: escudos, hands, the pot
    best = max(state.totals)
    players = []
    for seat, name in enumerate(view.players):
        total = state.totals[seat]
        if target is None:
            distance = translate(lang, "board.hand", n=state.hands[seat])
        elif target - total > 0:
            distance = translate(lang, "board.to_go", points=format_points(target - total, lang))
        else:
            distance = translate(lang, "board.at_target")
        players.append(
            PlayerFacts(
                seat,
                visible(name),
                total,
                format_points(total, lang),
                seat == state.next_seat,
                total == best and best > 0,
                distance,
            )
        )
    name_key = f"game.name.{view.game}"
    game_name = translate(lang, name_key)
    return BoardFacts(
        view.id,
        view.game,
        view.game if game_name == name_key else game_name,
        translate(lang, "game.title", id=view.id),
        rules.phase_text(state, lang),
        tuple(players),
        last_turn(view, lang),
        state.phase == "over",
    )


def last_turn(view: GameView, lang: str) -> str:
    """``Last turn: Anne · Pirate · +1,400``: the card (Mille Sabords), the turn's facts
    (Morbleu's duel, against, winner, challenge; Dix mille's throws and ✗ for a blank)."""
    state = view.state
    if not state.outcomes:
        return translate(lang, "board.no_turn")
    outcome, turn = state.outcomes[-1], view.turns[-1]
    if isinstance(turn, DiceTurn):
        what = translate(lang, f"card.{turn.card}")
    elif isinstance(turn, ManualTurn):
        what = translate(lang, "board.manual")
    else:
        facts = game_rules(view.game).turn_facts(turn, lang)
        if view.game == "morbleu":
            what = " ".join(str(fact) for fact in facts if fact)
        else:  # Dix mille: (the throws or the points banked, a blank)
            throws, blank = facts
            what = " ".join(part for part in (str(throws), "✗" if blank else "") if part)
    points = format_points(outcome.points, lang, sign=True)
    return translate(lang, "board.last", name=visible(outcome.player), what=what, points=points)
