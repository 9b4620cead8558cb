"""Pig, a fourth game that lives entirely here, as a plug-in: its rules (``rules.py``), its
part of the app (``kit.py``), its strings (``STRINGS``), its part of the command line
(``commands/``), registered through the public registry by :func:`install`. Nothing outside
this folder names it; the tests in ``test_pig.py`` play it through every door."""

from __future__ import annotations

from marquoir import i18n
from marquoir.rules import GameEntry, register
from marquoir.rules.games import unregister

ENTRY = GameEntry(
    id="pig",
    names=(("en", "Pig"), ("fr", "Cochon")),
    rules="tests.pig.rules",
    kit="tests.pig.kit",
    commands="tests.pig.commands",
    offers=("score",),
)

STRINGS = {
    "en": {
        "pig.placeholder": "the rolls, e.g. 3 4 6 (a 1 last loses the turn)",
        "pig.no_roll": "no roll: type the die's rolls, e.g. 3 4 6",
        "pig.not_rolls": "the rolls are numbers 1 to 6, apart: 3 4 6",
        "pig.bad_roll": "roll {n}: {roll} is not a face of a die (1 to 6)",
        "pig.after_one": "roll {n} is a 1: the turn ended there",
        "pig.target": "'{given}': the target is 10 to 1,000 points",
        "pig.target_label": "Target",
        "pig.score": "{points} points",
        "csv.rolls": "rolls",
        "csv.target": "target",
    },
    "fr": {
        "pig.placeholder": "les lancers, p. ex. 3 4 6 (un 1 en dernier perd le tour)",
        "pig.no_roll": "aucun lancer : tapez les lancers du dé, p. ex. 3 4 6",
        "pig.not_rolls": "les lancers sont des nombres de 1 à 6, séparés : 3 4 6",
        "pig.bad_roll": "lancer {n} : {roll} n'est pas une face de dé (1 à 6)",
        "pig.after_one": "le lancer {n} est un 1 : le tour s'est arrêté là",
        "pig.target": "« {given} » : l'objectif va de 10 à 1 000 points",
        "pig.target_label": "Objectif",
        "pig.score": "{points} points",
        "csv.rolls": "lancers",
        "csv.target": "objectif",
    },
}


def install() -> None:
    """Register Pig and its strings (each test process does it for itself)."""
    register(ENTRY)
    for lang, strings in STRINGS.items():
        i18n.catalog(lang).update(strings)


def uninstall() -> None:
    unregister(ENTRY.id)
