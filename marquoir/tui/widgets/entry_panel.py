"""The entry panel for one dice turn: card, dice, saved dice, Skull Island, live preview.

Used for the player to play (the game screen) and to correct a past turn (the edit dialog).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Checkbox, Input, Label, Static

from marquoir.rules import GameSetup, RulesError
from marquoir.rules.mille_sabords import (
    DiceTurn,
    TurnScore,
    island_possible,
    parse_dice,
    parse_roll,
    score_turn,
)
from marquoir.rules.mille_sabords.dice import NO_DICE
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.card_picker import CardPicker
from marquoir.tui.widgets.turn_preview import preview_renderable


def score_entry(
    setup: GameSetup | None, card: str, dice_text: str, saved_text: str, island: bool
) -> TurnScore | RulesError | None:
    """Score what is typed so far: None before any dice, a RulesError naming the problem."""
    if setup is None or not dice_text.strip():
        return None
    try:
        dice = parse_roll(dice_text)
        saved = parse_dice(saved_text) if card == "treasure" else NO_DICE
        return score_turn(
            card, dice, saved, island, players=len(setup.players), profile=setup.profile
        )
    except RulesError as error:
        return error


def island_allowed(result: TurnScore | RulesError | None) -> bool:
    return isinstance(result, TurnScore) and island_possible(result.card, result.dice.skulls)


class EntryPanel(Translated, Vertical):
    DEFAULT_CSS = """
    EntryPanel { height: auto; }
    EntryPanel Input { margin: 0 0; }
    EntryPanel #saved-row { display: none; height: auto; }
    EntryPanel.treasure #saved-row { display: block; }
    EntryPanel #preview { padding: 0 1; min-height: 4; }
    EntryPanel Checkbox { border: none; padding: 0; height: 1; }
    """

    class Submitted(Message):
        """Enter on a valid turn."""

        def __init__(self, panel: EntryPanel, turn: DiceTurn) -> None:
            super().__init__()
            self.panel = panel
            self.turn = turn

        @property
        def control(self) -> EntryPanel:
            return self.panel

    def __init__(self, setup: GameSetup | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.setup = setup
        self.player = ""
        self.result: TurnScore | RulesError | None = None
        self._saved_visited = False

    def compose(self) -> ComposeResult:
        yield CardPicker(self.setup.profile if self.setup else None, id="card")
        yield Label(self.t("game.dice"))
        yield Input(placeholder=self.t("game.dice_placeholder"), id="dice")
        with Vertical(id="saved-row"):
            yield Label(self.t("game.saved"))
            yield Input(placeholder=self.t("game.saved_placeholder"), id="saved")
        yield Checkbox(self.t("game.island"), id="island", disabled=True)
        yield Static(id="preview")

    def on_mount(self) -> None:
        self.refresh_preview()

    def configure(self, setup: GameSetup) -> None:
        """The game's table: its players and the cards its profile plays."""
        self.setup = setup
        self.query_one(CardPicker).configure(setup.profile)

    # --- state -----------------------------------------------------------------------------

    @property
    def card(self) -> str:
        return self.query_one(CardPicker).card

    def reset(self, player: str) -> None:
        """Empty the panel for the next player, the card first."""
        self.player = player
        self.query_one(CardPicker).card = "none"
        self.query_one("#dice", Input).value = ""
        self.query_one("#saved", Input).value = ""
        self.query_one("#island", Checkbox).value = False
        self._saved_visited = False
        self.refresh_preview()
        self.query_one(CardPicker).focus()

    def load(self, turn: DiceTurn) -> None:
        """Fill the panel with a stored turn (to correct it)."""
        self.query_one(CardPicker).card = turn.card
        self.query_one("#dice", Input).value = str(turn.dice)
        self.query_one("#saved", Input).value = str(turn.saved)
        self.query_one("#island", Checkbox).value = turn.skull_island
        self._saved_visited = True
        self.refresh_preview()

    def refresh_preview(self) -> None:
        """Score what is typed and show it; called on every keystroke."""
        card = self.card
        self.set_class(card == "treasure", "treasure")
        island_box = self.query_one("#island", Checkbox)
        plain = score_entry(
            self.setup,
            card,
            self.query_one("#dice", Input).value,
            self.query_one("#saved", Input).value,
            False,
        )
        allowed = island_allowed(plain)
        island_box.disabled = not allowed
        if not allowed and island_box.value:
            island_box.value = False
        if island_box.value:
            self.result = score_entry(
                self.setup,
                card,
                self.query_one("#dice", Input).value,
                self.query_one("#saved", Input).value,
                True,
            )
        else:
            self.result = plain
        hint = allowed and not island_box.value
        self.query_one("#preview", Static).update(
            preview_renderable(self.result, self.player, self.lang, hint)
        )

    def toggle_island(self) -> None:
        box = self.query_one("#island", Checkbox)
        if not box.disabled:
            box.value = not box.value

    def turn(self) -> DiceTurn | None:
        """The turn as typed, when the rules accept it."""
        if not isinstance(self.result, TurnScore):
            return None
        return DiceTurn(
            self.player,
            self.result.card,
            self.result.dice,
            self.result.saved,
            self.result.skull_island,
        )

    # --- events ----------------------------------------------------------------------------

    @on(CardPicker.Chosen)
    def _card_chosen(self, event: CardPicker.Chosen) -> None:
        event.stop()
        self.refresh_preview()
        self.query_one("#dice", Input).focus()

    @on(Input.Changed)
    def _typed(self, event: Input.Changed) -> None:
        event.stop()
        self.refresh_preview()

    @on(Checkbox.Changed)
    def _island(self, event: Checkbox.Changed) -> None:
        event.stop()
        self.refresh_preview()

    @on(Input.Submitted, "#dice")
    def _dice_entered(self, event: Input.Submitted) -> None:
        event.stop()
        result = self.result
        if (
            isinstance(result, TurnScore)
            and result.card == "treasure"
            and result.busted
            and not self._saved_visited
        ):
            # the saved dice matter only now: ask for them before recording
            self._saved_visited = True
            self.query_one("#saved", Input).focus()
            return
        self._submit()

    @on(Input.Submitted, "#saved")
    def _saved_entered(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def _submit(self) -> None:
        turn = self.turn()
        if turn is None:
            self.app.bell()
            if self.result is None:
                self.query_one("#dice", Input).focus()
            return
        self.post_message(self.Submitted(self, turn))
