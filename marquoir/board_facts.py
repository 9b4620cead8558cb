"""What a board shows of a game, in words and numbers, for any game: each player's total, the
player to play, the leader, the distance to the target (or the game's own note), the phase and
the last turn in words. The app's board (f3) and the served page (``marquoir.web``) draw these;
every game's figure and phrase comes from its own rules (``GameRules.phase_text``, ``target``,
``board_note``, ``turn_words``), none is worked out here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from marquoir.i18n import numbers, translate, visible
from marquoir.rules import format_points, game_entry, game_rules
from marquoir.rules.manual import ManualTurn

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
    #: ``1,400 to go``, ``at the target``, in the last round ``700 to win``, once the game is
    #: over ``winner`` or ``300 behind``, or the game's own note (``3 cards in hand``)
    distance: str
    #: the chance to win (``41%``), ``…`` while it is worked out, ``—`` where it is not
    #: computed, or empty when the table prefers not to know
    chance: str = ""


@dataclass(frozen=True)
class BoardFacts:
    """A game's board, in one language."""

    game_id: int
    #: the game's id and its name in the language
    game: str
    game_name: str
    #: ``Game 12``
    title: str
    #: where the game stands (``Last round: Bruno, then Chloé``)
    phase: str
    players: tuple[PlayerFacts, ...]
    #: ``Last turn: Anne · <the game's words> · +1,400`` (or ``No turn yet.``)
    last_turn: str
    over: bool
    #: each player's chance to win, once worked out (issue 23); else None
    chances: tuple[float, ...] | None = None
    #: what the chances mean (``%: each one's chance to win …``), empty when none is shown
    chances_legend: str = ""


#: a chance being worked out, one not computed for this game or table (``board_facts``)
COMPUTING = "computing"
UNKNOWN = "unknown"


def chance_texts(win: tuple[float, ...] | str | None, players: int, lang: str) -> list[str]:
    """Each player's chance as a board or a sheet shows it: ``41%``; ``…`` while it is worked
    out (:data:`COMPUTING`); ``—`` where it is not computed (:data:`UNKNOWN`); nothing (None:
    the table prefers not to know)."""
    if win is None:
        return [""] * players
    if win == COMPUTING:
        return ["…"] * players
    if isinstance(win, str) or len(win) != players:
        return ["—"] * players
    return [numbers.chance(p, lang) for p in win]


def all_playing(players: int, lang: str) -> str:
    """``both playing to win`` for two players, ``every player playing to win`` for more."""
    return translate(lang, "win.all_playing.two" if players == 2 else "win.all_playing.many")


def chances_legend(players: int, lang: str) -> str:
    """What a board's chances to win mean, in words that fit the number of players."""
    return translate(lang, "win.legend", who=all_playing(players, lang))


def board_facts(
    view: GameView, lang: str, win: tuple[float, ...] | str | None = None
) -> BoardFacts:
    """The board of a game as it stands, in ``lang``; ``win``: each player's chance to win,
    :data:`COMPUTING`, :data:`UNKNOWN`, or None (not shown)."""
    state = view.state
    if state.phase == "over":  # who won is said: no chance to win is left to show
        win = None
    rules = game_rules(view.game)
    target = rules.target(view.profile)
    best = max(state.totals)
    players = []
    chances = chance_texts(win, len(view.players), lang)
    for seat, name in enumerate(view.players):
        total = state.totals[seat]
        needs = rules.to_win(state, seat)
        if state.phase == "over":  # who won, and how far behind the others finished
            if total == best:
                distance = translate(lang, "board.won")
            else:
                distance = translate(lang, "board.behind", points=format_points(best - total, lang))
        elif needs == 0:  # its last turn played, below the leader
            distance = translate(lang, "board.played")
        elif needs is not None:  # a turn left in the last round: what it must score to win
            distance = translate(lang, "board.to_win", points=format_points(needs, lang))
        elif target is None:
            distance = rules.board_note(state, seat, lang)
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
                chances[seat],
            )
        )
    game_name = game_entry(view.game).name(lang)
    return BoardFacts(
        view.id,
        view.game,
        game_name,
        translate(lang, "game.title", id=view.id),
        rules.phase_text(state, lang),
        tuple(players),
        last_turn(view, lang),
        state.phase == "over",
        win if isinstance(win, tuple) else None,
        "" if win is None else chances_legend(len(view.players), lang),
    )


def last_turn(view: GameView, lang: str) -> str:
    """``Last turn: Anne · <words> · +1,400``: the game's own words for its turn (its rules'
    ``turn_words``; otherwise its facts and its points), or manual points."""
    state = view.state
    if not state.outcomes:
        return translate(lang, "board.no_turn")
    outcome, turn = state.outcomes[-1], view.turns[-1]
    rules = game_rules(view.game)
    points = format_points(outcome.points, lang, sign=True)
    if isinstance(turn, ManualTurn):
        what = translate(lang, "board.manual")
    elif (words := rules.turn_words(turn, outcome, lang)) is not None:
        what, points = words
    else:
        what = " ".join(str(fact) for fact in rules.turn_facts(turn, lang) if fact)
    if not isinstance(turn, ManualTurn) and rules.table_turn(turn):  # every player's turn
        return translate(lang, "board.last_table", what=what, points=points)
    return translate(lang, "board.last", name=visible(outcome.player), what=what, points=points)
