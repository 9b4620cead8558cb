"""The message catalogs: compiled as their sources say, both languages for every message, no
message unused, none falling back to English silently, each game's messages with the game."""

from __future__ import annotations

import ast
import re
import string
import warnings
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

import marquoir.i18n as i18n
from marquoir.i18n import (
    LANGUAGES,
    MissingTranslation,
    domains,
    known,
    register_catalogs,
    translate,
    translate_plural,
)
from marquoir.rules.games import game_entries
from scripts.catalogs import (
    dict_of,
    domain_of,
    load,
    messages_of,
    mo_bytes,
    po_path,
    po_text,
    write_all,
)

ROOT = Path(__file__).resolve().parent.parent
CODE = ROOT / "marquoir"

#: keys the code builds from a prefix and a value, so that no literal holds them whole: the
#: prefix, and where the key is built. A key under one of these prefixes counts as used when
#: its last part is in the code (a literal or a name: a card id, a field name), whole or as two
#: pieces the code joins (``card.id + "_double"``, ``f"new.{edition}_help"``).
DYNAMIC: dict[str, str] = {
    "face.": "i18n.translate's face= parameter (face letters, games/mille_sabords/rules/dice.py)",
    "card.": "i18n.translate's card= parameter; f'card.{card}' in the screens and commands",
    "cardshort.": "games/mille_sabords/tui/kit.py f'cardshort.{turn.card}'",
    "web.": "web/page.py f'web.{kind}' (playing, leader)",
    "count.": "games/mille_sabords/rules/explain.py count_of: f'count.{face}'",
    "line.": "games/mille_sabords/rules/explain.py 'line.' + line.kind (clauses.py's kinds)",
    "edition.": "f'edition.{profile.edition}' (explain.py, new_game.py)",
    "status.": "f'status.{phase}' (home.py, commands/games.py, exports/csv_sheet.py)",
    "csv.": "exports/csv_sheet.py _label(name): f'csv.{key}'",
    "standings.": "commands/season_sheet.py f'{words}.all', f'{words}.col.{name}'; the screen",
    "ratings.": "commands/season_sheet.py f'{words}.all', f'{words}.season', f'{words}.col…'",
    "record.col.": "tui/screens/standings.py f'record.col.{name}'",
    "solo.": "commands/season_sheet.py f'{words}.all', f'{words}.col.{name}'; the screen",
    "record.side.": "tui/screens/standings.py f'record.side.{side}'",
    "home.col.": "tui/screens/home.py and deleted.py f'home.col.{name}'",
    "game.view.": "tui/screens/game.py f'game.view.{view}'",
    "games.": "commands/games.py f'games.{column}'",
    "manual.": "tui/screens/manual.py f'manual.{field}'",
    "new.": "tui/screens/new_game.py f'new.{edition}_help', f'new.dix.{name}'",
    "text.too_long.": "rules/limits.py f'text.too_long.{what}'",
    "text.control.": "rules/limits.py f'text.control.{what}'",
    "name.lookalike.": "rules/limits.py check_unlike f'name.lookalike.{where}'",
    "dix.needs_six.": "games/dix_mille/rules/throws.py f'dix.needs_six.{kind}'",
    "dix.part.": "games/dix_mille/rules/explain.py f'dix.part.{part.kind}'",
    "dix.part.kind": "games/dix_mille/rules/explain.py f'dix.part.kind{part.size}' (3 to 6 of a kind)",
    "dix.multiples.": "f'dix.multiples.{value}' (explain.py, new_game.py)",
    "dix.odds_col.": "f'dix.odds_col.{name}' (commands/odds_dix_mille.py, dix_odds.py)",
    "morbleu.challenge.": "f'morbleu.challenge.{challenge}' (ledger, entry, dialogs, odds)",
}


def catalogs() -> dict[tuple[str, str], Catalog]:
    return {
        (domain, lang): load(directory, domain, lang)
        for directory, domain in installed_domains()
        for lang in LANGUAGES
    }


def messages(catalog: Catalog) -> dict[str, object]:
    return {str(m.id[0] if isinstance(m.id, tuple) else m.id): m for m in catalog if m.id}


def code_words() -> tuple[set[str], set[str]]:
    """Every string literal of the code (f-strings' fixed parts too), and every name (and
    number)."""
    literals: set[str] = set()
    names: set[str] = set()
    for path in CODE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, int):
                names.add(str(node.value))
            elif isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.arg):
                names.add(node.arg)
    return literals, names


def installed_domains() -> list[tuple[str, str]]:
    """Return the catalogs of the shell and of every installed game."""
    game_entries()
    return domains()


def test_every_mo_is_compiled_from_its_po() -> None:
    """A .po changed without running the script leaves a stale .mo: this fails (and says
    which file, and the command)."""
    for directory, domain in installed_domains():
        for lang in LANGUAGES:
            po = po_path(directory, domain, lang)
            catalog = load(directory, domain, lang)
            assert po.with_suffix(".mo").read_bytes() == mo_bytes(catalog), (
                f"{po.with_suffix('.mo')} is stale: uv run python -m scripts.catalogs"
            )
    assert write_all(check=True) == 0, "uv run python -m scripts.catalogs"


def test_a_stale_mo_is_caught(tmp_path: Path) -> None:
    """The check above can fail: a .po edited after its .mo was compiled differs."""
    directory, domain = installed_domains()[0]
    catalog = load(directory, domain, "fr")
    compiled = mo_bytes(catalog)
    message = catalog.get("app.title")
    assert message is not None
    message.string = "Marquoir !"
    assert mo_bytes(catalog) != compiled
    assert po_text(catalog) != po_path(directory, domain, "fr").read_bytes()


def test_every_message_has_both_languages_with_the_same_parameters() -> None:
    found = catalogs()
    for _directory, domain in installed_domains():
        english = messages(found[domain, "en"])
        assert english, domain
        for lang in LANGUAGES:
            own = messages(found[domain, lang])
            assert set(own) == set(english), (domain, lang, set(own) ^ set(english))
            for key, message in own.items():
                texts = message.string if isinstance(message.string, tuple) else (message.string,)
                assert all(texts), f"{domain} {lang}: {key} is not translated"
                assert "fuzzy" not in message.flags, f"{domain} {lang}: {key} is fuzzy"
                source = english[key].string
                sources = source if isinstance(source, tuple) else (source,)
                assert isinstance(message.id, tuple) == isinstance(english[key].id, tuple), key
                fields = {f for t in sources for _, f, _, _ in string.Formatter().parse(t) if f}
                for text in texts:
                    own_fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
                    # a plural form may leave out the count (French "un dé"), nothing else
                    assert own_fields <= fields and fields - own_fields <= {"n"}, (lang, key)
                assert known(lang, key), (lang, key)


def test_no_key_is_in_two_catalogs_and_each_is_where_it_belongs() -> None:
    seen: dict[str, str] = {}
    for (domain, lang), catalog in catalogs().items():
        if lang != "en":
            continue
        for key in messages(catalog):
            assert key not in seen, (key, seen.get(key), domain)
            seen[key] = domain
            assert domain_of(key) == domain, (key, domain, domain_of(key))


def test_a_games_messages_are_not_used_by_another_game() -> None:
    games = [d for _, d in installed_domains() if d != "marquoir"]
    literals_of = {}
    for game in games:
        words: set[str] = set()
        for path in (CODE / "rules" / game).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    words.add(node.value)
        literals_of[game] = words
    for (domain, lang), catalog in catalogs().items():
        if domain == "marquoir" or lang != "en":
            continue
        for key in messages(catalog):
            for other in games:
                assert other == domain or key not in literals_of[other], (key, domain, other)


def test_no_message_is_unused() -> None:
    """Every key is in the code: whole as a literal, or under a prefix of DYNAMIC with its
    suffix in the code. Today's 24 unused keys (game.card, dix.main_pleine, …) are gone."""
    literals, names = code_words()
    words = literals | names
    unused = []
    for (_domain, lang), catalog in catalogs().items():
        if lang != "en":
            continue
        for key in messages(catalog):
            if key in literals:
                continue
            prefix = max((p for p in DYNAMIC if key.startswith(p)), key=len, default=None)
            if prefix is not None:
                suffix = key[len(prefix) :].rsplit(".", 1)[-1]
                if suffix in words or any(
                    suffix[:i] in words and suffix[i:] in words for i in range(1, len(suffix))
                ):
                    continue
            unused.append(key)
    assert unused == []


def test_the_unused_check_finds_an_unused_key() -> None:
    literals, _ = code_words()
    assert "game.round_short" in literals
    assert "game.card" not in literals  # one of those removed: no code asks for it


@pytest.fixture
def extra_catalog(tmp_path: Path) -> str:
    """A registered domain whose message French lacks."""
    for lang, text in (("en", "only in English"), ("fr", "")):
        catalog = Catalog(locale=lang, domain="extra")
        catalog.add("extra.only_en", text)
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "extra.mo").write_bytes(mo_bytes(catalog))
    before = list(i18n._DOMAINS)
    register_catalogs(str(tmp_path), "extra")
    yield str(tmp_path)
    i18n._DOMAINS[:] = before
    i18n._LOADED.clear()
    i18n._MISSING.discard(("fr", "extra.only_en"))


def test_a_missing_french_message_shows_english_and_is_reported(extra_catalog: str) -> None:
    assert not known("fr", "extra.only_en") and known("en", "extra.only_en")
    with pytest.warns(MissingTranslation, match="extra.only_en"):
        assert translate("fr", "extra.only_en") == "only in English"
    assert ("fr", "extra.only_en") in i18n.missing()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert translate("fr", "extra.only_en") == "only in English"  # reported once
    with pytest.raises(KeyError):
        translate("fr", "extra.nowhere")


def test_the_suite_fails_on_a_missing_french_message(extra_catalog: str) -> None:
    """pyproject's filterwarnings makes the report an error: a screen showing an untranslated
    message fails its test."""
    with pytest.raises(MissingTranslation):
        translate("fr", "extra.only_en")


def test_the_public_lookup_keeps_its_behaviour() -> None:
    assert translate("fr", "card.pirate") == "Pirate"
    assert translate("de", "card.sorceress") == "Sorceress"  # an unknown language: English
    assert translate("fr", "line.set", count=3, face="g") == "3 × pièce d'or — combinaison"
    assert translate("en", "deck.none_left", card="treasure") == (
        "No Treasure Island left before the reshuffle — typo?"
    )
    assert translate("fr", "game.to_play", name=lambda lang: "Anne" if lang == "fr" else "x") == (
        "À Anne de jouer"
    )
    assert translate("en", "game.to_play", name="A\x1b[2J") == "A\\x1b[2J to play"
    assert re.fullmatch(r"\d+ têtes de mort", translate_plural("fr", "count.x", 3))


def test_the_old_dicts_convert_to_catalog_messages() -> None:
    """What ``scripts.catalogs import-dicts`` reads from a branch's en.py/fr.py: the dict
    literal and its updates, a pair X.one/X.other as the plural X, each key's catalog."""
    source = (
        'STRINGS: dict[str, str] = {"card.pirate": "Pirate"}\n'
        'STRINGS.update({"dix.die.one": "{n} die", "dix.die.other": "{n} dice"})\n'
        'STRINGS.update({"key.one": "One"})\n'
    )
    strings = dict_of(source, "en")
    assert messages_of(strings) == {
        "card.pirate": "Pirate",
        "dix.die": ("{n} die", "{n} dice"),
        "key.one": "One",
    }
    assert [domain_of(k) for k in ("card.pirate", "dix.die", "key.one", "csv.cards_of")] == [
        "mille_sabords",
        "dix_mille",
        "marquoir",
        "morbleu",
    ]
    assert domain_of("csv.card") == "mille_sabords" and domain_of("csv.cardinal") == "marquoir"


def test_elision_before_a_name() -> None:
    from marquoir.i18n import elide, starts_with_vowel

    assert elide("fr", "de", "Éloïse") == "d'Éloïse"
    assert elide("fr", "Que", "Yves") == "Qu'Yves"
    assert elide("fr", "le", "Hugo") == "l'Hugo"
    assert elide("fr", "de", "Yann") == "de Yann"
    assert elide("fr", "de", "8 000") == "de 8 000"
    assert elide("fr", "pour", "Anne") == "pour Anne"
    assert elide("en", "de", "Anne") == "de Anne"
    assert not starts_with_vowel("") and starts_with_vowel("œil")
