"""Dix mille's part of the app: the line of throws (or counted points), the preview that
counts as the Captain types, the runs of blanks, the advice for a throw (f2), and its
variants in the new-game form."""

from marquoir.games.dix_mille.tui.kit import DixMilleKit

KIT = DixMilleKit()

__all__ = ["KIT"]
