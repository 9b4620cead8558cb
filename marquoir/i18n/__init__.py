"""French and English messages: gettext catalogs and one lookup, importable from every layer.

The messages live in gettext catalogs (``.po``, compiled to ``.mo`` by
``uv run python -m scripts.catalogs``), one per domain: the shell's here
(``locale/<lang>/LC_MESSAGES/marquoir.po``) and each game's in its package
(``marquoir/games/<game>/locale/…/<game>.po``), registered with ``register_catalogs``. A message
id is the key the code asks for (``card.pirate``); the text is a ``str.format`` template. The
``.mo`` files are read by the standard library's ``gettext.GNUTranslations``, each the first
time a lookup reaches its domain: a message of the shell opens the shell's alone.

A message French lacks is shown in English, and never silently: it is counted in ``missing()``
and reported once by a ``MissingTranslation`` warning (the test suite turns it into an error).
"""

from __future__ import annotations

import os
import re
import unicodedata
import warnings
from gettext import GNUTranslations
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterator

LANGUAGES = ("en", "fr")
SOURCE_LANGUAGE = "en"

_HERE = os.path.dirname(os.path.abspath(__file__))

#: (directory, domain) of every catalog, the shell's first; each game's entry adds its own
#: (``marquoir.rules.games.package_entry``, and the registry for every installed game)
_DOMAINS: list[tuple[str, str]] = [(os.path.join(_HERE, "locale"), "marquoir")]
#: each language's domains and their catalogs, read when a lookup first reaches them (None:
#: that language has no catalog of the domain)
_LOADED: dict[str, tuple[tuple[tuple[str, str], ...], list[GNUTranslations | None | object]]] = {}
_UNREAD = object()
_MISSING: set[tuple[str, str]] = set()


class MissingTranslation(UserWarning):
    """A message shown in English because the Captain's language lacks it."""


def register_catalogs(directory: str, domain: str) -> None:
    """Add the catalogs ``directory/<lang>/LC_MESSAGES/<domain>.mo`` to the lookup.

    A game's registration calls it with its own ``locale`` folder; registering a domain twice
    is a no-op."""
    entry = (os.path.abspath(directory), domain)
    if entry not in _DOMAINS:
        _DOMAINS.append(entry)
        _LOADED.clear()


def unregister_catalogs(directory: str, domain: str) -> None:
    """Remove the catalogs of ``register_catalogs`` from the lookup (a plug-in gone)."""
    entry = (os.path.abspath(directory), domain)
    if entry in _DOMAINS[1:]:
        _DOMAINS.remove(entry)
        _LOADED.clear()


def domains() -> list[tuple[str, str]]:
    """Return every registered catalog's (directory, domain), in lookup order."""
    return list(_DOMAINS)


def _read_catalog(path: str) -> GNUTranslations | None:
    """Return the compiled catalog at ``path``, or None when there is no such file."""
    if not os.path.exists(path):
        return None
    with open(path, "rb") as file:
        return GNUTranslations(file)


def _translations(lang: str) -> Iterator[GNUTranslations]:
    """Yield one language's catalogs in lookup order, each read the first time a lookup
    reaches it (a message of the shell never opens a game's catalog; a domain without a
    catalog in that language has none)."""
    loaded = _LOADED.get(lang)
    if loaded is None:  # the domains as they are now, and a slot for each one's catalog
        loaded = _LOADED[lang] = (tuple(_DOMAINS), [_UNREAD] * len(_DOMAINS))
    domains, slots = loaded
    for i, (directory, domain) in enumerate(domains):
        catalog = slots[i]
        if catalog is _UNREAD:
            path = os.path.join(directory, lang, "LC_MESSAGES", domain + ".mo")
            catalog = slots[i] = _read_catalog(path)
        if catalog is not None:
            yield catalog  # type: ignore[misc]


def _lookup(lang: str, key: str, n: int | None) -> str | None:
    """Return the message in ``lang`` (None where ``lang`` lacks it): with a count ``n``, a
    plural message's form for ``n``, else the message as it is."""
    for translations in _translations(lang):
        if n is not None:
            text = translations.ngettext(key, key, n)
            if text != key:
                return text
        text = translations.gettext(key)
        if text != key:
            return text
    return None


def _template(lang: str, key: str, n: int | None = None) -> str:
    """Return the message ``key`` in ``lang``, or in English where ``lang`` lacks it."""
    if lang not in LANGUAGES:
        lang = SOURCE_LANGUAGE
    text = _lookup(lang, key, n)
    if text is not None:
        return text
    text = _lookup(SOURCE_LANGUAGE, key, n)
    if text is None:
        raise KeyError(key)
    if lang != SOURCE_LANGUAGE:
        _report_missing(lang, key)
    return text


def _report_missing(lang: str, key: str) -> None:
    """Count a message shown in English and warn of it, once per language and key."""
    if (lang, key) in _MISSING:
        return
    _MISSING.add((lang, key))
    warnings.warn(
        f"no {lang} message for {key!r}: shown in English", MissingTranslation, stacklevel=4
    )


def missing() -> set[tuple[str, str]]:
    """Return every (language, key) shown in English so far because that language lacks it."""
    return set(_MISSING)


def known(lang: str, key: str) -> bool:
    """Return whether ``lang`` has the message ``key`` itself (no falling back to English)."""
    return _lookup(lang, key, 1) is not None


#: the controls a reader knows by their short escape (a line end is ``\\n``, not ``\\x0a``)
SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def visible(text: str) -> str:
    """Return ``text`` made safe to show: every control character (escape sequences that would
    retitle a window or clear a screen), line separator and lone surrogate written as a
    visible escape (``\\x1b``). Every name, season and note that reaches a terminal passes
    here."""
    if text.isprintable():  # no control, separator or surrogate (nor any Cf, Zs): as it is
        return text

    out = []
    for char in text:
        if char in SHORT_ESCAPES:
            out.append(SHORT_ESCAPES[char])
        elif unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


#: the JSON escape of each control character below U+0300 (a raw line end is the layout)
_LATIN_CONTROL_ESCAPES = {
    code: f"\\u{code:04x}" for code in (*range(0x20), *range(0x7F, 0xA0)) if code != 0x0A
}


def visible_json(text: str) -> str:
    """Return JSON text written with ``ensure_ascii=False`` made as safe to show as
    :func:`visible` makes text: every character it would escape (C1 controls such as U+009B, DEL, line
    separators, lone surrogates) written as a JSON ``\\u`` escape instead, so the document
    reads back the same. (JSON already escapes the C0 controls; a raw line end is the layout.)"""
    if text.isascii() and "\x7f" not in text:
        return text
    if max(text) < "\u0300":  # Latin: the controls there are C0, DEL and C1 (no Cs, Zl, Zp)
        return text.translate(_LATIN_CONTROL_ESCAPES)

    out = []
    for char in text:
        if char != "\n" and unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


#: French words that lose their vowel before a vowel (or a mute h): ``de Éloïse`` → ``d'Éloïse``
_ELIDED = {"de": "d'", "que": "qu'", "le": "l'", "la": "l'", "jusque": "jusqu'"}
_VOWELS = frozenset("aeiouhàâäéèêëîïôöùûüœæAEIOUHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def starts_with_vowel(word: str) -> bool:
    """Return whether French elides before ``word``: a vowel or an h (taken as mute, as in most first
    names: d'Hélène, d'Hugo), a y before a v (d'Yves, but de Yann); a digit or a sign never."""
    if word[:1] in ("y", "Y"):
        return word[1:2] in ("v", "V")
    return word[:1] in _VOWELS


def elide(lang: str, word: str, following: str) -> str:
    """Return ``de`` (or another elided word) before ``following`` in ``lang``: ``de Bruno``, ``d'Éloïse`` (``de`` ``que``
    ``le`` ``la`` ``jusque``); any other word, or English, is kept with its space."""
    if lang == "fr" and word.lower() in _ELIDED and starts_with_vowel(following):
        elided = _ELIDED[word.lower()]
        return (elided.capitalize() if word[0].isupper() else elided) + following
    return f"{word} {following}"


def _elide_template(template: str, params: dict[str, Any]) -> str:
    """Return a French template with its ``de {name}`` (``que``, ``le``, ``la``, ``jusque``)
    elided where the parameter's value starts with a vowel: ``Tour de {name} repris`` with Éloïse reads
    ``Tour d'Éloïse repris``."""
    if "{" not in template or not any(f"{w} {{" in template.lower() for w in _ELIDED):
        return template

    def replace(match: re.Match[str]) -> str:
        word, name = match.group(1), match.group(2)
        value = params.get(name)
        if isinstance(value, str) and starts_with_vowel(value):
            elided = _ELIDED[word.lower()]
            return (elided.capitalize() if word[0].isupper() else elided) + "{" + name + "}"
        return match.group(0)

    return re.sub(r"(?<![\w'])(de|que|le|la|jusque|De|Que|Le|La) \{(\w+)\}", replace, template)


def _format(lang: str, template: str, params: dict[str, Any]) -> str:
    """Return ``template`` formatted with ``params``, each named face, card or callable in
    ``lang`` and each text made visible."""
    if "face" in params:
        params["face"] = translate(lang, "face." + params["face"])
    if "card" in params:
        params["card"] = translate(lang, "card." + params["card"])
    for name, value in params.items():
        if callable(value):
            value = params[name] = value(lang)
        if isinstance(value, str):
            params[name] = visible(value)
    if lang == "fr":
        template = _elide_template(template, params)
    return template.format(**params)


def translate(lang: str, key: str, **params: Any) -> str:
    """Return the message ``key`` in ``lang`` formatted with ``params`` (English where French
    lacks it, reported by ``missing()``).

    A parameter named ``face`` (a face letter) or ``card`` (a card id) is given to the template
    as its name in ``lang``, and a callable parameter is called with ``lang``, so messages never
    mix languages. In French, ``de``/``que``/``le`` before a parameter elide before a vowel.
    A plural message takes the form of its count, the parameter ``n`` (``translate_plural``).
    """
    count = params.get("n")
    template = _template(lang, key, count if type(count) is int else None)
    if not params:
        return template
    return _format(lang, template, params)


def translate_plural(lang: str, key: str, n: int, **params: Any) -> str:
    """Return the plural message ``key`` in the form ``n`` takes in ``lang`` (French ``1 dé``,
    ``0 dé``, ``2 dés``; English ``1 die``, ``0 dice``), formatted with ``n`` and ``params``:
    the one helper for a counted noun (``translate`` does the same for a parameter ``n``)."""
    return translate(lang, key, n=n, **params)


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """Return ``fr`` when the locale says French (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else
    ``en``."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"
