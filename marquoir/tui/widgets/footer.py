"""The footer of every screen: Textual's, drawn again only when the keys it shows change.

Textual's footer builds all its keys anew (a widget each, styled and laid out) whenever the
screen's bindings may have changed: each focus change, screen pushed or popped, question asked
or answered. Most of these leave the keys shown as they were, and the footer was redrawn for
nothing. This one compares what it would show with what it shows, and draws only a
difference."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Footer as TextualFooter

if TYPE_CHECKING:
    from collections.abc import Hashable

    from textual.app import ComposeResult
    from textual.screen import Screen

__all__ = ["Footer"]


def keys_shown(screen: Screen[object]) -> Hashable:
    """Return everything of the screen's bindings that the footer draws, in its order: each
    shown binding's key, as displayed, its label, action, group, state and tooltip."""
    display = screen.app.get_key_display
    return tuple(
        (
            binding.key,
            display(binding),
            binding.description,
            binding.action,
            binding.group,
            binding.tooltip,
            enabled,
            tooltip,
        )
        for _node, binding, enabled, tooltip in screen.active_bindings.values()
        if binding.show
    )


class Footer(TextualFooter):
    """Textual's footer, redrawn only when what it shows changes."""

    #: what the last drawing showed (:func:`keys_shown`); None before the first one
    _drawn: Hashable | None = None
    #: the screen's bindings have been told once: from then on the footer draws its keys
    _keys_told = False

    def compose(self) -> ComposeResult:
        """Yield Textual's keys, and remember what they show."""
        if self._keys_told:
            self._drawn = (keys_shown(self.screen), self.show_command_palette)
        yield from super().compose()

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Redraw the keys as Textual does, unless they would be the very same: the drawing
        reads the screen's bindings when it runs, so one already asked for shows the latest,
        and skipping a change that came back to what is drawn loses nothing."""
        if (
            self._drawn is not None
            and screen.app.app_focus
            and self.is_attached
            and screen is self.screen
            and (keys_shown(screen), self.show_command_palette) == self._drawn
        ):
            return
        self._keys_told = True
        super().bindings_changed(screen)
