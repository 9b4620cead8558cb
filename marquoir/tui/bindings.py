"""Key bindings whose footer labels follow the Captain's language.

Screens declare ``Binding("ctrl+z", "undo", "key.undo")`` with an i18n key as description;
:func:`translate_bindings` swaps in the sentence for the app's language, on the instance only.
"""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from marquoir.i18n import translate


def translate_bindings(node: DOMNode, lang: str) -> None:
    table = node._bindings.key_to_bindings
    for key, bindings in list(table.items()):
        table[key] = [
            replace(b, description=translate(lang, b.description))
            if b.description.startswith("key.")
            else b
            for b in bindings
        ]


def relabel_binding(node: DOMNode, action: str, description: str) -> None:
    """Give the binding of ``action`` another (already translated) description: a key whose
    meaning depends on the game (ctrl+o: manual points, or another game's own dialog)."""
    table = node._bindings.key_to_bindings
    for key, bindings in list(table.items()):
        table[key] = [
            replace(b, description=description) if b.action == action else b for b in bindings
        ]
