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

from dataclasses import replace
from weakref import WeakKeyDictionary

from textual.binding import ActiveBinding
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


def relabel_binding(node: DOMNode, action: str, description: str) -> None:
    """Give the binding of ``action`` on ``node`` another (already translated) label: a key
    whose meaning depends on the game (ctrl+o: manual points, or another game's own dialog). The
    node refreshes its bindings to show it."""
    _RELABELLED.setdefault(node, {})[action] = description
