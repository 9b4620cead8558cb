"""French and English strings. Pure data and one lookup: importable from every layer."""

from __future__ import annotations

import importlib

TYPE_CHECKING = False  # typing is not imported at run time: `marquoir score` starts fast
if TYPE_CHECKING:
    from typing import Any

LANGUAGES = ("en", "fr")
_CATALOGS: dict[str, dict[str, str]] = {}


def catalog(lang: str) -> dict[str, str]:
    """The strings of one language, loaded the first time they are asked for."""
    if lang not in LANGUAGES:
        lang = "en"
    strings = _CATALOGS.get(lang)
    if strings is None:
        strings = importlib.import_module(f"marquoir.i18n.{lang}").STRINGS
        _CATALOGS[lang] = strings
    return strings


def visible(text: str) -> str:
    """Text made safe to show: every control character (escape sequences that would retitle
    a window or clear a screen), line separator and lone surrogate written as a visible
    escape (``\\x1b``). Every name, season and note that reaches a terminal passes here."""
    import unicodedata

    out = []
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def visible_json(text: str) -> str:
    """JSON text written with ``ensure_ascii=False``, made as safe to show as :func:`visible`
    makes text: every character it would escape (C1 controls such as U+009B, DEL, line
    separators, lone surrogates) written as a JSON ``\\u`` escape instead, so the document
    reads back the same. (JSON already escapes the C0 controls; a raw line end is the layout.)"""
    if text.isascii() and "\x7f" not in text:
        return text
    import unicodedata

    out = []
    for char in text:
        if char != "\n" and unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def translate(lang: str, key: str, **params: Any) -> str:
    """The string ``key`` in ``lang`` (English where French lacks it), formatted with ``params``.

    A parameter named ``face`` (a face letter) or ``card`` (a card id) is given to the template
    as its name in ``lang``, and a callable parameter is called with ``lang``, so messages never
    mix languages.
    """
    template = catalog(lang).get(key) or catalog("en")[key]
    if not params:
        return template
    if "face" in params:
        params["face"] = translate(lang, "face." + params["face"])
    if "card" in params:
        params["card"] = translate(lang, "card." + params["card"])
    for name, value in params.items():
        if callable(value):
            value = params[name] = value(lang)
        if isinstance(value, str):
            params[name] = visible(value)
    return template.format(**params)


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """``fr`` when the locale says French (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else ``en``."""
    import os

    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"
