"""A Mille Sabords turn entered from a player's phone (``marquoir.rules.phone``): the line
the Captain types (``p xxggggds``, ``i xxxggggg / gggg``), read for the player to play, its
points and arithmetic, and the pad that builds it (the cards by their printed names, a button
per die face with its count, Skull Island as a box to tick)."""

from __future__ import annotations

from typing import Any

from marquoir.games.mille_sabords.line_keys import FACES, cards_for, read_line
from marquoir.games.mille_sabords.rules import (
    DiceTurn,
    GameState,
    TurnScore,
    busts,
    island_possible,
    line_figure,
    line_label,
    parse_dice,
    parse_roll,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import NO_DICE
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points
from marquoir.rules.phone import Pad, PadButton, PadFlag, PadGroup, Preview

#: the box a phone ticks when the player sailed to Skull Island
ISLAND = "island"


def _score(state: GameState, line: str, flags: frozenset[str]) -> TurnScore:
    """The line scored for the game's table, or a RulesError naming what is wrong."""
    keys = cards_for(state.setup.profile)
    key, card, dice, saved = read_line(line, keys)
    if key is None:
        raise RulesError("phone.line_empty", "line")
    if card is None:
        raise RulesError("entry.not_a_card", "card", typed=key, keys=" ".join(keys))
    roll = parse_roll(dice)
    kept = parse_dice(saved or "") if card == "treasure" else NO_DICE
    return score_turn(
        card,
        roll,
        kept,
        ISLAND in flags,
        players=len(state.setup.players),
        profile=state.setup.profile,
    )


def read(state: GameState, player: str, line: str, flags: frozenset[str]) -> Any:
    """The turn ``line`` types for ``player`` (see the module), or a RulesError."""
    score = _score(state, line, flags)
    return DiceTurn(player, score.card, score.dice, score.saved, score.skull_island)


def preview(state: GameState, player: str, line: str, flags: frozenset[str], lang: str) -> Preview:
    """What the line scores and why, in ``lang``."""
    try:
        score = _score(state, line, flags)
    except RulesError as error:
        return Preview(player, refusal=error.text(lang))
    head = f"{player} {format_points(score.points, lang, sign=True)}"
    rows: list[tuple[str, str]] = []
    if score.opponents:
        each = translate(lang, "game.preview_each", points="")
        rows.append((each, format_points(score.opponents, lang, sign=True)))
    for part in score.breakdown:
        sign = part.kind.endswith("_double")
        rows.append((line_label(part, lang), format_points(line_figure(part), lang, sign=sign)))
    notes = [translate(lang, "game.canonical", dice=str(score.dice))]
    saved = read_line(line, cards_for(state.setup.profile))[3]
    if score.card == "treasure" and busts(score.card, score.dice.skulls) and saved is None:
        notes.append(translate(lang, "entry.phone_saved_hint", name=player))
    if island_possible(score.card, score.dice.skulls) and not score.skull_island:
        notes.append(translate(lang, "entry.phone_island_hint", name=player))
    return Preview(head, tuple(rows), tuple(notes))


def pad(state: GameState, line: str, lang: str) -> Pad:
    """The cards, the dice faces (each with how many the line holds) and Skull Island."""
    keys = cards_for(state.setup.profile)
    key, _, dice, saved = read_line(line, keys)
    cards = tuple(
        PadButton(translate(lang, f"card.{card}"), "lead", k, chosen=k == key)
        for k, card in keys.items()
    )
    counts = _counts(dice)
    faces = tuple(
        PadButton(translate(lang, f"face.{face}"), "add", face, counts.get(face, 0))
        for face in FACES
    )
    edits = (
        PadButton(translate(lang, "entry.phone_saved"), "add", " / "),
        PadButton(translate(lang, "phone.back"), "back"),
        PadButton(translate(lang, "phone.clear"), "clear"),
    )
    total = sum(counts.values())
    return Pad(
        translate(lang, "entry.phone_dice_hint", n=total),
        (
            PadGroup(translate(lang, "entry.phone_card"), cards),
            PadGroup(translate(lang, "phone.dice"), faces),
            PadGroup("", edits),
        ),
        (PadFlag(ISLAND, translate(lang, "entry.phone_island")),),
    )


def _counts(dice: str) -> dict[str, int]:
    """How many of each face the dice typed hold (``3m2p`` counts 3 and 2); a typo counts
    nothing."""
    try:
        roll = parse_dice(dice)
    except RulesError:
        return {}
    return {face: roll[n] for n, face in enumerate(FACES) if roll[n]}
