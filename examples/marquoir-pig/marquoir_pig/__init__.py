"""Pig, a dice game added to Marquoir by a package of its own: its rules (``rules.py``), its
part of the app (``tui.py``), its part of the command line (``cli/``), its rules text
(``help.<lang>.md``) and its strings (``locale/``). ``GAME`` is its entry point, declared in
this package's ``pyproject.toml``."""

from marquoir.rules.games import package_entry

GAME = package_entry(__name__, "pig", {"en": "Pig", "fr": "Cochon"}, offers=("score",))
