"""Morbleu's part of the app: the duel line, the ledger and the pot in large digits, the
adjustments (ctrl+o), the challenges' chances (f2), the pot in the new-game form."""

from marquoir.games.morbleu.tui.kit import MorbleuKit

KIT = MorbleuKit()

__all__ = ["KIT"]
