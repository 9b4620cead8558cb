"""A Mille Sabords turn typed on one line: the card's key, the 8 final dice, Enter.

``p xxggggds`` (a space between card and dice is allowed, never required). With Treasure
Island and three skulls, Enter asks for the dice saved on the card after a slash
(``i xxxggggg / gggg``; they may be typed at once). With four skulls or more, and a card that
allows it, Enter asks one question, answered by one key: ``y`` Skull Island, ``n`` an
ordinary bust, Esc back to the dice; ctrl+t marks the trip beforehand (then no question), at
any point of the line, and again clears the mark. A card the pile no longer holds (a fifth
Pirate before the reshuffle) is shown as soon as it is typed, and Enter asks once: Enter again
records it anyway, any other key edits the line. Each of these questions holds the keys typed
after the Enter that asked it until it is answered (``marquoir.tui.keys``).

Everything happens in this one widget, in the order the keys come: Enter hands the turn on
and empties the line in place, so the next turn's keys land where they belong (nothing is
rebuilt under the keyboard; see ``marquoir.tui.keys`` for keys typed ahead).
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from marquoir.games.mille_sabords.line_keys import read_line as read_line
from marquoir.games.mille_sabords.rules import (
    DeckState,
    DiceTurn,
    GameState,
    TurnScore,
    busts,
    island_possible,
    island_refusal,
    parse_dice,
    parse_roll,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import NO_DICE
from marquoir.games.mille_sabords.tui.card_keys import CARD_KEYS, cards_for
from marquoir.rules import GameSetup, RulesError
from marquoir.tui.keys import gate_of
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import LineChanged, TurnTyped

#: the keys that answer the Skull Island question (``o`` for oui)
YES, NO = frozenset({"y", "o"}), frozenset({"n"})


def turn_text(turn: DiceTurn) -> str:
    """A stored turn as the line that types it: ``p xxdggggs`` (``/ gggg`` for saved dice)."""
    key = next(k for k, card in CARD_KEYS.items() if card == turn.card)
    text = f"{key} {turn.dice}"
    if turn.saved.total:
        text += f" / {turn.saved}"
    return text


class TurnEntry(Translated, Input):
    """The turn on one line (see the module); :class:`TurnEntry.Entered` when it is complete."""

    #: its rules name the game screen it sits on (narrow or not)
    SCOPED_CSS = False
    DEFAULT_CSS = """
    TurnEntry { margin: 0 0; }
    TurnEntry.island, TurnEntry.island:focus { border: tall $error; }
    TurnEntry.asking, TurnEntry.asking:focus { border: tall $warning; }
    TurnEntry.confirming, TurnEntry.confirming:focus { border: tall $warning; }
    GameScreen.narrow TurnEntry.asking { background: $warning 40%; }
    GameScreen.narrow TurnEntry.island { background: $error 30%; }
    """

    class Entered(TurnTyped):
        """A complete turn (without its player: the screen knows whose turn it is)."""

        def __init__(self, entry: TurnEntry, card: str, score: TurnScore, text: str) -> None:
            super().__init__(entry, text)
            self.card, self.score = card, score

        def turn(self, player: str) -> DiceTurn:
            s = self.score
            return DiceTurn(player, s.card, s.dice, s.saved, s.skull_island)

    class Updated(LineChanged):
        """The line, the island mark or the question changed: the preview follows."""

    def __init__(self, setup: GameSetup | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id, select_on_focus=False)
        self.setup = setup
        self.keys: dict[str, str] = cards_for(setup.profile) if setup else {}
        #: the player whose turn this is (shown in the preview)
        self.player = ""
        #: ctrl+t: the player sailed to Skull Island
        self.island = False
        #: Enter asked "Skull Island?": the next key answers
        self.asking = False
        #: the turn as typed so far, scored (None before any dice; a RulesError naming why not)
        self.result: TurnScore | RulesError | None = None
        #: the card pile before this turn (the screen keeps it up to date)
        self.deck: DeckState | None = None
        #: Enter showed that the pile holds none of the card: Enter again records it
        self.confirming = False
        #: the Captain confirmed the card on this line
        self.confirmed = False
        #: Enter asked for the dice saved on Treasure Island (after the slash it added)
        self.saving = False

    def on_mount(self) -> None:
        self.placeholder = self.t("entry.placeholder")

    def follow(self, state: GameState) -> None:
        """The game as it now stands: its table (the first time) and its card pile."""
        if self.setup is None:
            self.configure(state.setup)
        self.deck = state.deck

    @property
    def mark(self) -> str:
        """☠ beside the player's name while the line is marked a trip to Skull Island."""
        return " ☠" if self.island else ""

    def configure(self, setup: GameSetup) -> None:
        """The game's table: its players and the cards its profile plays."""
        self.setup = setup
        self.keys = cards_for(setup.profile)
        self.rescore()

    # --- what is typed ---------------------------------------------------------------------

    @property
    def card(self) -> str | None:
        return read_line(self.value, self.keys)[1]

    @property
    def deck_warning(self) -> str | None:
        """The card typed, when the pile holds none of it (a typo?); else None."""
        card = self.card
        if card is not None and self.deck is not None and self.deck.missing(card):
            return card
        return None

    @property
    def dice_text(self) -> str:
        return read_line(self.value, self.keys)[2]

    def _score(self, island: bool) -> TurnScore | RulesError | None:
        key, card, dice, saved = read_line(self.value, self.keys)
        if key is None or self.setup is None:
            return None
        if card is None:
            keys = " ".join(self.keys)
            return RulesError("entry.not_a_card", "card", typed=key, keys=keys)
        if not dice.strip():
            return None
        try:
            roll = parse_roll(dice)
            kept = parse_dice(saved or "") if card == "treasure" else NO_DICE
            setup = self.setup
            return score_turn(
                card, roll, kept, island, players=len(setup.players), profile=setup.profile
            )
        except RulesError as error:
            return error

    def rescore(self) -> None:
        """Score the line as it stands (every keystroke) and tell the screen. The Skull Island
        mark stays until ctrl+t clears it: dice that do not allow the trip are refused with
        the reason, never silently scored as a bust."""
        self.result = self._score(self.island)
        self.set_class(self.island, "island")
        self.border_title = self.t("entry.island_title") if self.island else None
        self.set_class(self.asking, "asking")
        self.set_class(self.confirming, "confirming")
        self.post_message(self.Updated(self))

    @staticmethod
    def island_possible(result: TurnScore | RulesError | None) -> bool:
        return isinstance(result, TurnScore) and island_possible(result.card, result.dice.skulls)

    @property
    def island_hint(self) -> bool:
        """Four skulls or more, not marked: the question comes with Enter."""
        return self.island_possible(self.result) and not self.island

    def watch_value(self, value: str) -> None:
        """Read the line anew once Input has taken the new value."""
        asked = self.asking or self.confirming
        self.asking = self.confirming = self.confirmed = False
        if self.saving and "/" not in value:
            self.saving, asked = False, True
        if asked:
            self._withdrawn()
        self.rescore()

    def _ask(self, words_follow: bool = True) -> None:
        """Ask the question on the line: its words follow with the next ``rescore`` (the
        preview's); a refused line's sentence is on the screen already."""
        gate = gate_of(self.app)
        if gate is not None:
            gate.ask(self, words_follow)

    def _withdrawn(self) -> None:
        gate = gate_of(self.app)
        if gate is not None:
            gate.withdrawn(self)

    def load(self, text: str, island: bool = False) -> None:
        """Put a turn's line back (undo, or a turn to correct), the cursor at its end."""
        self.value = text
        self.cursor_position = len(text)
        self.island = island
        self.rescore()

    def reset(self, player: str) -> None:
        """An empty line for the next player."""
        self.player = player
        if self.asking or self.confirming or self.saving:
            self._withdrawn()
        self.island = self.asking = self.confirming = self.confirmed = self.saving = False
        self.value = ""
        self.rescore()

    # --- keys, in the order they come ------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Answer the question on the line, or take Enter, Esc and ctrl+t; any other key is
        left to Input, which runs after this unless the default is prevented."""
        if self.asking:
            event.stop()
            event.prevent_default()
            self._answer(event)
            return
        if self.confirming:
            self.confirming = False
            if event.key in ("enter", "escape"):
                event.stop()
                event.prevent_default()
                self.confirmed = event.key == "enter"
                if self.confirmed:
                    self._enter()
                else:
                    self._withdrawn()
                    self.rescore()
                return
            self._withdrawn()  # any other key edits the line, as usual
            self.rescore()
        if self.saving and event.key == "escape":
            # back to the dice: the slash Enter added goes, the held keys wait
            event.stop()
            event.prevent_default()
            self.load(self.value.partition("/")[0].rstrip(), self.island)
            return
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            self._enter()
            return
        if event.key == "ctrl+t":
            event.stop()
            event.prevent_default()
            self.toggle_island()
            return

    def toggle_island(self) -> None:
        """ctrl+t: mark the trip to Skull Island at any point of the line (empty, after the
        card, after some dice), or clear the mark; a card that never sails there, or dice
        already complete with fewer than 4 skulls, are said at once."""
        if not self.island:
            why = self.island_refused()
            if why is not None:
                self.app.bell()
                self.notify(why.text(self.lang), severity="warning", timeout=4)
                return
        self.island = not self.island
        self.rescore()

    def island_refused(self) -> RulesError | None:
        """Why this line can not be a trip to Skull Island, or None while it may be."""
        card = self.card
        if card is None:
            return None
        plain = self._score(False)
        return island_refusal(card, plain.dice.skulls if isinstance(plain, TurnScore) else None)

    def _answer(self, event: events.Key) -> None:
        key = (event.character or "").lower()
        if event.key == "escape":
            self.asking = False
            self._withdrawn()
        elif key in YES:
            self.asking = False
            self.island = True
            self.rescore()
            self._hand_on()
            return
        elif key in NO:
            self.asking = False
            self.rescore()
            self._hand_on()
            return
        else:
            self.app.bell()
        self.rescore()

    def _enter(self) -> None:
        result = self.result
        if not isinstance(result, TurnScore):
            self.app.bell()
            if self.value.strip():
                # a refused line is a question: the keys typed after its Enter, before the
                # refusal showed, wait for the line's fix (never typed onto it)
                self._ask(words_follow=False)
            return
        _, card, _, saved = read_line(self.value, self.keys)
        if card == "treasure" and saved is None and busts(card, result.dice.skulls):
            # the dice saved on the card matter only now: ask for them, on the same line
            self.load(self.value.rstrip() + " / ", self.island)
            self.saving = True
            self._ask()
            self.rescore()
            return
        if self.deck_warning is not None and not self.confirmed:
            self.confirming = True
            self._ask()
            self.rescore()
            return
        if self.island_hint:
            self.asking = True
            self._ask()
            self.rescore()
            return
        self._hand_on()

    def _hand_on(self) -> None:
        result = self.result
        if not isinstance(result, TurnScore):
            self.app.bell()
            return
        text = self.value
        card = result.card
        self.post_message(self.Entered(self, card, result, text))
        self.island = self.saving = False
        self.value = ""
        self.rescore()
        gate = gate_of(self.app)
        if gate is not None:  # any question on the way is answered: the held keys go on
            gate.answered(self)
