"""Key bindings as the Captain reads them: every label in his language.

Screens declare ``Binding("ctrl+z", "undo", "key.undo", id="undo")``: an i18n key as
description, and an id that the Captain's keymap (:mod:`marquoir.tui.keymap`) can move to
another key. Textual's own widgets bring bindings described in English ("Dismiss menu", "Go to
start"); :data:`TEXTUAL` names the i18n key of each one that the app's screens can show.

Nothing here rewrites a node's bindings: a screen's public ``active_bindings`` (what the footer
and the keys panel read) passes through :func:`translated`, which gives each binding its label
in the app's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from weakref import WeakKeyDictionary

from rich.cells import cell_len
from textual.binding import ActiveBinding, Binding
from textual.dom import DOMNode

from marquoir.i18n import translate

#: Textual's own binding descriptions (its widgets, its screens, its command palette) and the
#: i18n key of each
TEXTUAL: dict[str, str] = {
    "Dismiss menu": "textual.dismiss_menu",
    "Show menu": "textual.show_menu",
    "Exit the command palette": "textual.exit_palette",
    "Next command": "textual.next_command",
    "Previous command": "textual.previous_command",
    "Go to bottom": "textual.go_to_bottom",
    "Go to top": "textual.go_to_top",
    "Next page": "textual.next_page",
    "Previous page": "textual.previous_page",
    "Focus Next": "textual.focus_next",
    "Focus Previous": "textual.focus_previous",
    "Copy selected text": "textual.copy",
    "Cut selected text": "textual.cut",
    "Paste text from the clipboard": "textual.paste",
    "Select all": "textual.select_all",
    "Press button": "textual.press_button",
    "Toggle": "textual.toggle",
    "Select": "textual.select",
    "Submit": "textual.submit",
    "Up": "textual.up",
    "Down": "textual.down",
    "Cursor up": "textual.cursor_up",
    "Cursor down": "textual.cursor_down",
    "Cursor left": "textual.cursor_left",
    "Cursor right": "textual.cursor_right",
    "First": "textual.first",
    "Last": "textual.last",
    "Home": "textual.home",
    "End": "textual.end",
    "Top": "textual.top",
    "Bottom": "textual.bottom",
    "Page up": "textual.page_up",
    "Page Up": "textual.page_up",
    "Page down": "textual.page_down",
    "Page Down": "textual.page_down",
    "Page Left": "textual.page_left",
    "Page Right": "textual.page_right",
    "Scroll Up": "textual.scroll_up",
    "Scroll Down": "textual.scroll_down",
    "Scroll Left": "textual.scroll_left",
    "Scroll Right": "textual.scroll_right",
    "Scroll Home": "textual.scroll_home",
    "Scroll End": "textual.scroll_end",
    "Previous tab": "textual.previous_tab",
    "Next tab": "textual.next_tab",
    "Go to start": "textual.go_to_start",
    "Go to end": "textual.go_to_end",
    "Select line start": "textual.select_line_start",
    "Select line end": "textual.select_line_end",
    "Move cursor left": "textual.cursor_left",
    "Move cursor right or accept the completion suggestion": "textual.cursor_right_accept",
    "Move cursor left and select": "textual.select_left",
    "Move cursor right and select": "textual.select_right",
    "Move cursor left a word": "textual.word_left",
    "Move cursor right a word": "textual.word_right",
    "Move cursor left a word and select": "textual.select_word_left",
    "Move cursor right a word and select": "textual.select_word_right",
    "Delete character left": "textual.delete_left",
    "Delete character right": "textual.delete_right",
    "Delete left to start of word": "textual.delete_word_left",
    "Delete right to start of word": "textual.delete_word_right",
    "Delete all to the left": "textual.delete_all_left",
    "Delete all to the right": "textual.delete_all_right",
}

#: the titles Textual gives a widget's keys in the keys panel (``BINDING_GROUP_TITLE``)
GROUP_TITLES: dict[str, str] = {"Input": "textual.group_input"}

#: labels a screen gave its own bindings at run time (by action), see :func:`relabel_binding`
_RELABELLED: WeakKeyDictionary[DOMNode, dict[str, str]] = WeakKeyDictionary()


def label(lang: str, description: str) -> str:
    """A binding's description as the Captain reads it: an i18n key (``key.…``) or one of
    Textual's own descriptions, in ``lang``; anything else (already translated) as it is."""
    if description.startswith("key."):
        return translate(lang, description)
    key = TEXTUAL.get(description)
    return translate(lang, key) if key is not None else description


def translated(active: dict[str, ActiveBinding], lang: str) -> dict[str, ActiveBinding]:
    """A screen's active bindings with every description and tooltip in ``lang``; the keys
    panel's title of each node's keys (Textual's ``BINDING_GROUP_TITLE``: "Input") too."""
    shown: dict[str, ActiveBinding] = {}
    for key, (node, binding, enabled, tooltip) in active.items():
        title = GROUP_TITLES.get(type(node).BINDING_GROUP_TITLE or "")
        if title is not None:
            node.BINDING_GROUP_TITLE = translate(lang, title)
        relabelled = _RELABELLED.get(node, {}).get(binding.action)
        description = relabelled or label(lang, binding.description)
        tip = binding.tooltip and label(lang, binding.tooltip)
        if description != binding.description or tip != binding.tooltip:
            binding = replace(binding, description=description, tooltip=tip)
        shown[key] = ActiveBinding(node, binding, enabled, tooltip and label(lang, tooltip))
    return shown


#: the columns of the command palette's key, docked at the footer's right end (``▏^p palette``)
PALETTE_COLUMNS = 12


def footer_columns(active: dict[str, ActiveBinding], key_display: Callable[[Binding], str]) -> int:
    """The columns the footer's keys take (one key an action, `` ^z Undo `` each)."""
    actions: dict[str, Binding] = {}
    for _, binding, _, _ in active.values():
        if binding.show:
            actions.setdefault(binding.action, binding)
    return sum(
        cell_len(key_display(binding)) + cell_len(binding.description) + 3
        for binding in actions.values()
    )


def fitted(
    active: dict[str, ActiveBinding],
    columns: int,
    folds: tuple[str, ...],
    key_display: Callable[[Binding], str],
) -> dict[str, ActiveBinding]:
    """The bindings with some of the footer's keys folded away (``show`` off) so that what
    is left fits ``columns``: the keys not in ``folds`` always show, then those of ``folds``
    (binding ids, the least needed first) from the most needed, each one that still fits. A
    folded key still works; the help (f1) and the palette still list it."""

    def without(ids: set[str]) -> dict[str, ActiveBinding]:
        return {
            key: ActiveBinding(node, replace(binding, show=False), enabled, tooltip)
            if binding.id in ids and binding.show
            else ActiveBinding(node, binding, enabled, tooltip)
            for key, (node, binding, enabled, tooltip) in active.items()
        }

    folded = set(folds)
    if footer_columns(active, key_display) <= columns:
        return active
    for binding_id in reversed(folds):
        tried = folded - {binding_id}
        if footer_columns(without(tried), key_display) <= columns:
            folded = tried
    return without(folded)


def relabel_binding(node: DOMNode, action: str, description: str) -> None:
    """Give the binding of ``action`` on ``node`` another (already translated) label: a key
    whose meaning depends on the game (ctrl+o: manual points, or another game's own dialog). The
    node refreshes its bindings to show it."""
    _RELABELLED.setdefault(node, {})[action] = description
