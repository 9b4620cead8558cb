"""Mille Sabords' part of the app: the card-and-dice line with its questions, the cards'
keys, Skull Island (ctrl+t), the card pile (f6), the odds of the dice on the table (f2), the
turn dialog, and its rules in the new-game form."""

from marquoir.games.mille_sabords.tui.kit import MilleSabordsKit

KIT = MilleSabordsKit()

__all__ = ["KIT"]
