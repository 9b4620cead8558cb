"""Pig, a fourth game that lives entirely here, as a plug-in: its rules (``rules.py``), its
part of the app (``kit.py``), its strings (``STRINGS``), its part of the command line
(``commands/``), registered through the public registry by :func:`install`. Nothing outside
this folder names it; the tests in ``test_pig.py`` play it through every door."""

from __future__ import annotations

import os
import tempfile
from functools import cache

from marquoir.rules import GameEntry, register
from marquoir.rules.games import unregister

HERE = os.path.dirname(os.path.abspath(__file__))


@cache
def compiled_catalogs() -> str:
    """Pig's strings (``locale/<lang>/LC_MESSAGES/pig.po``) compiled to ``.mo`` by Babel, once
    a process, in a folder of its own (a plug-in shipped for real would ship its ``.mo``)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    folder = tempfile.mkdtemp(prefix="marquoir-pig-")
    for lang in ("en", "fr"):
        with open(os.path.join(HERE, "locale", lang, "LC_MESSAGES", "pig.po"), "rb") as po:
            catalog = read_po(po, locale=lang)
        target = os.path.join(folder, lang, "LC_MESSAGES")
        os.makedirs(target)
        with open(os.path.join(target, "pig.mo"), "wb") as mo:
            write_mo(mo, catalog)
    return folder


ENTRY = GameEntry(
    id="pig",
    names=(("en", "Pig"), ("fr", "Cochon")),
    rules="tests.pig.rules",
    kit="tests.pig.kit",
    commands="tests.pig.commands",
    offers=("score",),
)


def install() -> None:
    """Register Pig and its strings (each test process does it for itself)."""
    register(ENTRY._replace(catalogs=(compiled_catalogs(), "pig")))


def uninstall() -> None:
    unregister(ENTRY.id)
