"""A Dix mille turn entered from a player's phone (``marquoir.rules.phone``): the line the
Captain types (the dice set aside from each throw, ``155 222 1``, ``b`` last for a blank;
``=850`` for points counted; ``b`` alone for a blank), its count throw by throw, and a pad of
the six faces, the next throw, the blank and the points."""

from __future__ import annotations

from typing import Any

from marquoir.games.dix_mille.rules import (
    BLANK,
    GameState,
    ThrowRefused,
    count_turn,
    parse_turn_line,
    part_label,
)
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points
from marquoir.rules.phone import Pad, PadButton, PadGroup, Preview


def read(state: GameState, player: str, line: str, flags: frozenset[str]) -> Any:
    """The turn ``line`` types for ``player`` (see the module), or a RulesError."""
    return parse_turn_line(player, line)


def preview(state: GameState, player: str, line: str, flags: frozenset[str], lang: str) -> Preview:
    """What the line counts to for ``player`` as the game stands, in ``lang``."""
    seat = state.setup.seat_of(player)
    try:
        turn = parse_turn_line(player, line)
        count = count_turn(turn, state.setup.profile, state.entered[seat], state.blank_runs[seat])
    except RulesError as error:
        message = error.text(lang)
        if isinstance(error, ThrowRefused):
            where = translate(lang, "cli.throw_n", n=error.throw + 1)
            message = translate(lang, "dix.refused_at", where=where, message=message)
        return Preview(player, refusal=message)
    rows: list[tuple[str, str]] = []
    if count.throws is not None:
        readings = count.throws.readings
        for n, (reading, left) in enumerate(zip(readings, count.throws.left, strict=False), 1):
            label = translate(lang, "dix.throw", throw=n, n=left, dice=reading.dice)
            rows.append((label, format_points(reading.points, lang)))
            for part in reading.parts if len(reading.parts) > 1 else ():
                rows.append(("· " + part_label(part, lang), format_points(part.points, lang)))
    notes: list[str] = []
    if count.blank:
        notes.append(translate(lang, "dixui.blank"))
    if count.held:
        notes.append(translate(lang, "dixui.held", made=format_points(count.made, lang)))
    if count.penalty:
        penalty = format_points(-count.penalty, lang, sign=True)
        notes.append(translate(lang, "dix.penalty", points=penalty))
    head = f"{player} {format_points(count.points, lang, sign=True)}"
    return Preview(head, tuple(rows), tuple(notes))


def pad(state: GameState, line: str, lang: str) -> Pad:
    """The six faces, the next throw, the blank (points counted by hand are typed: ``=850``)."""
    faces = tuple(PadButton(str(face), "add", str(face)) for face in range(1, 7))
    edits = (
        PadButton(translate(lang, "dixui.phone_next_throw"), "add", " "),
        PadButton(translate(lang, "dixui.phone_blank"), "add", f" {BLANK}"),
        PadButton(translate(lang, "phone.back"), "back"),
        PadButton(translate(lang, "phone.clear"), "clear"),
    )
    return Pad(
        translate(lang, "dixui.phone_hint"),
        (PadGroup(translate(lang, "phone.dice"), faces), PadGroup("", edits)),
    )
