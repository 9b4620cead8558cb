"""The message catalogs (gettext ``.po`` → ``.mo``, with Babel).

    uv run python -m scripts.catalogs            # every .po as Babel writes it, every .mo compiled
    uv run python -m scripts.catalogs --check    # exit 1 (and say which) if a .po or .mo is not so
    uv run python -m scripts.catalogs import-dicts EN.py FR.py [--base-en OLD.py --base-fr OLD.py]
    uv run python -m scripts.catalogs import-git REF   # the dicts of branch REF, against main

The ``.po`` files are the source: one catalog per domain and language, the shell's
(``marquoir/i18n/locale/<lang>/LC_MESSAGES/marquoir.po``) and one per game
(``marquoir/games/<game>/locale/<lang>/LC_MESSAGES/<game>.po``). A message id is the key the
code asks for (``card.pirate``); the English catalog holds the English text, the French one
the French, each French entry carrying the English as a note for the translator (``#.``),
rewritten by this script from the English catalog. A key the English catalog has and the
French lacks is added to the French catalog untranslated (empty), and the parity test fails
until a translator fills it in. A plural message is one entry with ``msgid_plural`` (the same
key) and a form per plural of the language (English ``n != 1``, French ``n > 1``).

``import-dicts`` is the one-shot conversion of the old Python dicts (``STRINGS`` in
``marquoir/i18n/en.py`` and ``fr.py``, as other branches may still add keys to them): every
key of the dicts is written into the catalog its key belongs to (``domain_of``), a pair
``X.one``/``X.other`` as one plural message ``X``. With ``--base-en``/``--base-fr`` (the dicts
as they were before the branch), only what the branch added or changed is taken, so the
catalogs' own changes since stay; ``import-git REF`` does that with the dicts of ``REF`` and of
its merge base with HEAD. The .mo files are compiled after every import.
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from marquoir.i18n import LANGUAGES, domains
from marquoir.rules.games import game_entries

ROOT = Path(__file__).resolve().parent.parent

#: what a key's prefix says about where it belongs: the first match wins, else the shell's
#: catalog. A key belongs to a game when only that game uses it (its concept, and its call
#: sites: the game's rules package, its entry widget, its dialogs and odds screens).
GAME_KEYS: tuple[tuple[str, str], ...] = (
    # Dix mille
    ("dix.", "dix_mille"),
    ("dixui.", "dix_mille"),
    ("dixodds.", "dix_mille"),
    ("new.dix.", "dix_mille"),
    ("new.dix_help", "dix_mille"),
    ("csv.throws", "dix_mille"),
    ("csv.blank", "dix_mille"),
    ("csv.entry", "dix_mille"),
    ("csv.three_pairs", "dix_mille"),
    ("csv.straight", "dix_mille"),
    ("csv.multiples", "dix_mille"),
    ("csv.three_blanks", "dix_mille"),
    ("standings.col.blanks", "dix_mille"),
    ("standings.about.blanks", "dix_mille"),
    ("cli.blank_last", "dix_mille"),
    ("cli.throw_n", "dix_mille"),
    # Morbleu
    ("morbleu.", "morbleu"),
    ("morbleuui.", "morbleu"),
    ("new.morbleu_", "morbleu"),
    ("csv.action", "morbleu"),
    ("csv.against", "morbleu"),
    ("csv.winner", "morbleu"),
    ("csv.challenge", "morbleu"),
    ("csv.pot", "morbleu"),
    ("csv.cards_of", "morbleu"),
    ("standings.col.duels_won", "morbleu"),
    ("standings.col.duels_lost", "morbleu"),
    ("standings.col.draws", "morbleu"),
    ("standings.about.duels_won", "morbleu"),
    ("standings.about.duels_lost", "morbleu"),
    ("standings.about.draws", "morbleu"),
    ("chart.title_escudos", "morbleu"),
    ("board.hand", "morbleu"),
    ("key.adjust", "morbleu"),
    ("key.chances", "morbleu"),
    ("over.winners.morbleu", "morbleu"),
    ("over.winners.dix-mille", "dix_mille"),
    # Mille Sabords
    ("over.winners.mille-sabords", "mille_sabords"),
    ("face.", "mille_sabords"),
    ("card.", "mille_sabords"),
    ("cardshort.", "mille_sabords"),
    ("count.", "mille_sabords"),
    ("line.", "mille_sabords"),
    ("dice.", "mille_sabords"),
    ("deck.", "mille_sabords"),
    ("saved.", "mille_sabords"),
    ("zombie.", "mille_sabords"),
    ("island.", "mille_sabords"),
    ("profile.", "mille_sabords"),
    ("odds.", "mille_sabords"),
    ("oddsui.", "mille_sabords"),
    ("entry.", "mille_sabords"),
    ("edition.", "mille_sabords"),
    ("new.summary", "mille_sabords"),
    ("new.summary_", "mille_sabords"),
    ("new.switch_", "mille_sabords"),
    ("new.edition", "mille_sabords"),
    ("new.negative", "mille_sabords"),
    ("new.cards_2025", "mille_sabords"),
    ("new.target_bad", "mille_sabords"),
    ("key.island", "mille_sabords"),
    ("key.deck", "mille_sabords"),
    ("game.island_hint", "mille_sabords"),
    ("game.dice_placeholder", "mille_sabords"),
    ("game.preview_empty", "mille_sabords"),
    ("game.view.detail", "mille_sabords"),
    ("standings.col.busts", "mille_sabords"),
    ("standings.col.skull_island", "mille_sabords"),
    ("standings.col.ships_", "mille_sabords"),
    ("standings.col.card_luck", "mille_sabords"),
    ("standings.col.above_par", "mille_sabords"),
    ("standings.about.busts", "mille_sabords"),
    ("standings.about.ships_", "mille_sabords"),
    ("standings.about.card_luck", "mille_sabords"),
    ("standings.about.above_par", "mille_sabords"),
    ("record.luck", "mille_sabords"),
    ("record.cards", "mille_sabords"),
    ("record.side.", "mille_sabords"),
    ("csv.skull_island", "mille_sabords"),
    ("csv.card", "mille_sabords"),
    ("csv.dice", "mille_sabords"),
    ("csv.saved", "mille_sabords"),
    ("csv.edition", "mille_sabords"),
    ("csv.negative_scores", "mille_sabords"),
    ("csv.cards_2025", "mille_sabords"),
    ("cli.score_head", "mille_sabords"),
    ("cli.each_opponent", "mille_sabords"),
    ("cli.score_one_roll", "mille_sabords"),
)

#: the plural rules written into each catalog's header (gettext's ``Plural-Forms``)
PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}
ENGLISH_NOTE = "English: "
#: the date written in a new catalog's header (a fixed one: the files do not change each run)
FIRST_WRITTEN = datetime(2026, 12, 1, tzinfo=UTC)


def domain_of(key: str) -> str:
    """The catalog a key belongs to (``csv.cards_2025`` is the shell's: ``csv.card`` is a
    prefix of it only by letters, so a prefix that is not a whole word matches exactly)."""
    for prefix, domain in GAME_KEYS:
        whole = prefix.endswith((".", "_"))
        if key == prefix or (whole and key.startswith(prefix)):
            return domain
    return "marquoir"


def po_path(directory: str, domain: str, lang: str) -> Path:
    return Path(directory) / lang / "LC_MESSAGES" / f"{domain}.po"


def load(directory: str, domain: str, lang: str) -> Catalog:
    path = po_path(directory, domain, lang)
    if not path.exists():
        return new_catalog(domain, lang)
    with path.open("rb") as file:
        return read_po(file, locale=lang, domain=domain)


def new_catalog(domain: str, lang: str) -> Catalog:
    catalog = Catalog(
        locale=lang,
        domain=domain,
        project="Marquoir",
        version="0.1.0",
        msgid_bugs_address="the project's issues",
        last_translator="Marquoir's translators",
        header_comment=f"# Marquoir's {domain} messages, {lang}.\n#",
        creation_date=FIRST_WRITTEN,
        revision_date=FIRST_WRITTEN,
        language_team=lang,
        fuzzy=False,
    )
    return catalog


def po_text(catalog: Catalog) -> bytes:
    """The .po as this script writes it: one line a string (no wrapping: a key and its
    text are found with grep), the header's plural rule the language's."""
    catalog.plural_forms  # noqa: B018 (Babel computes it from the locale)
    out = io.BytesIO()
    write_po(out, catalog, width=0, no_location=True, include_previous=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def flags_for(text: str | tuple[str, ...]) -> set[str]:
    texts = (text,) if isinstance(text, str) else text
    return {"python-brace-format"} if any("{" in t for t in texts) else set()


def normalise(catalogs: dict[str, Catalog]) -> None:
    """Every language's entries as the English catalog's (same keys, same order): the
    French gets the English as a note, a missing entry is added empty (untranslated), an
    entry the English no longer has goes."""
    english = catalogs["en"]
    for lang, catalog in catalogs.items():
        if lang == "en":
            for message in english:
                if message.id:
                    message.auto_comments = []
                    message.flags = flags_for(message.string) | (message.flags & {"fuzzy"})
            continue
        rebuilt: list[Message] = []
        for source in english:
            if not source.id:
                continue
            found = catalog.get(source.id)
            string: str | tuple[str, ...]
            if found is not None and isinstance(found.id, tuple) == isinstance(source.id, tuple):
                string = found.string
                fuzzy = "fuzzy" in found.flags
                user = list(found.user_comments)
            else:
                string = (
                    tuple("" for _ in range(catalog.num_plurals))
                    if isinstance(source.id, tuple)
                    else ""
                )
                fuzzy, user = False, []
            english_text = source.string
            if isinstance(english_text, tuple):
                note = [f"{ENGLISH_NOTE}{english_text[0]} | {english_text[-1]}"]
            else:
                note = [f"{ENGLISH_NOTE}{line}" for line in english_text.split("\n")]
            message = Message(source.id, string, auto_comments=note, user_comments=user)
            # set after: Babel drops a brace-format flag its key-like msgid does not show
            message.flags = flags_for(english_text) | ({"fuzzy"} if fuzzy else set())
            rebuilt.append(message)
        for message in list(catalog):
            if message.id:
                del catalog[message.id]
        for message in rebuilt:
            catalog[message.id] = message


def every_catalog() -> Iterable[tuple[str, str, dict[str, Catalog]]]:
    game_entries()  # every installed game's catalogs made known
    for directory, domain in domains():
        yield directory, domain, {lang: load(directory, domain, lang) for lang in LANGUAGES}


def write_all(check: bool) -> int:
    """Rewrite (or, with ``check``, compare) every .po and .mo; the number of files that
    differ."""
    stale = 0
    for directory, domain, catalogs in every_catalog():
        normalise(catalogs)
        for lang, catalog in catalogs.items():
            po = po_path(directory, domain, lang)
            mo = po.with_suffix(".mo")
            for path, data in ((po, po_text(catalog)), (mo, mo_bytes(catalog))):
                if path.exists() and path.read_bytes() == data:
                    continue
                stale += 1
                if check:
                    print(f"{path.relative_to(ROOT)} is not as the catalogs script writes it")
                else:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_bytes(data)
                    print(f"wrote {path.relative_to(ROOT)}")
    return stale


# --- the one-shot import of the old dicts -----------------------------------------------------


def dict_of(source: str, name: str) -> dict[str, str]:
    """``STRINGS`` of a dict module's source (``en.py``: a dict literal and ``update`` calls),
    run in a namespace of its own."""
    namespace: dict[str, object] = {"__name__": f"catalogs_import_{name}"}
    exec(compile(source, name, "exec"), namespace)  # noqa: S102 (the project's own file)
    strings = namespace.get("STRINGS")
    if not isinstance(strings, dict):
        raise SystemExit(f"{name}: no STRINGS dict")
    return {str(k): str(v) for k, v in strings.items()}


def messages_of(strings: dict[str, str]) -> dict[str, str | tuple[str, str]]:
    """The dict's keys as catalog messages: ``X.one`` and ``X.other`` become the plural ``X``."""
    out: dict[str, str | tuple[str, str]] = {}
    for key, text in strings.items():
        stem, _, form = key.rpartition(".")
        if form in ("one", "other") and f"{stem}.one" in strings and f"{stem}.other" in strings:
            out[stem] = (strings[f"{stem}.one"], strings[f"{stem}.other"])
        else:
            out[key] = text
    return out


def import_dicts(
    new: dict[str, dict[str, str]], base: dict[str, dict[str, str]] | None
) -> list[str]:
    """Write the dicts' messages into the catalogs (with ``base``, only what the dicts added,
    changed or removed since it); what was done, one line a message. A message the catalogs
    hold as a plural and the dicts as a single one (or the other way) is left, and said."""
    done: list[str] = []
    loaded = {domain: (directory, catalogs) for directory, domain, catalogs in every_catalog()}
    for lang in LANGUAGES:
        messages = messages_of(new[lang])
        before = messages_of(base[lang]) if base is not None else {}
        for key, text in messages.items():
            if base is not None and before.get(key) == text:
                continue
            domain = domain_of(key)
            catalog = loaded[domain][1][lang]
            old = catalog.get(key)
            if old is not None and old.string == text:
                continue
            if old is not None and isinstance(old.id, tuple) != isinstance(text, tuple):
                form = "a plural" if isinstance(old.id, tuple) else "a single"
                done.append(
                    f"CONFLICT {lang} {domain}: {key} is {form} message in the catalogs and the"
                    f" dicts change it as the other kind ({text!r}): edit the .po by hand"
                )
                continue
            if old is not None:
                old.string = text
                old.flags.discard("fuzzy")
            else:
                msgid: str | tuple[str, str] = (key, key) if isinstance(text, tuple) else key
                catalog.add(msgid, text)
            done.append(f"{lang} {domain}: {key}" + (" (changed)" if old is not None else ""))
        for key in set(before) - set(messages):  # the branch removed it
            catalog = loaded[domain_of(key)][1][lang]
            if catalog.get(key) is not None:
                del catalog[key]
                done.append(f"{lang} {domain_of(key)}: {key} (removed)")
    for domain, (directory, catalogs) in loaded.items():
        normalise(catalogs)
        for lang, catalog in catalogs.items():
            po = po_path(directory, domain, lang)
            po.parent.mkdir(parents=True, exist_ok=True)
            po.write_bytes(po_text(catalog))
            po.with_suffix(".mo").write_bytes(mo_bytes(catalog))
    return done


def git_show(ref: str, path: str) -> str:
    return subprocess.run(
        ["git", "show", f"{ref}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.catalogs", description=__doc__)
    parser.add_argument("--check", action="store_true", help="change nothing, exit 1 if stale")
    sub = parser.add_subparsers(dest="command")
    dicts = sub.add_parser("import-dicts", help="the old en.py/fr.py dicts into the catalogs")
    dicts.add_argument("en", type=Path)
    dicts.add_argument("fr", type=Path)
    dicts.add_argument("--base-en", type=Path, help="en.py before: only its changes")
    dicts.add_argument("--base-fr", type=Path, help="fr.py before the branch")
    git = sub.add_parser("import-git", help="the dicts of a branch, against its merge base")
    git.add_argument("ref", help="the branch (or commit) whose en.py/fr.py to take")
    git.add_argument("--base", default=None, help="default: git merge-base HEAD REF")
    args = parser.parse_args(argv)

    if args.command is None:
        stale = write_all(check=args.check)
        if args.check and stale:
            print(f"{stale} catalog file(s) stale: run uv run python -m scripts.catalogs")
            return 1
        return 0
    if args.command == "import-dicts":
        new = {"en": dict_of(args.en.read_text(), "en"), "fr": dict_of(args.fr.read_text(), "fr")}
        base = None
        if args.base_en or args.base_fr:
            if not (args.base_en and args.base_fr):
                parser.error("--base-en and --base-fr go together")
            base = {
                "en": dict_of(args.base_en.read_text(), "base en"),
                "fr": dict_of(args.base_fr.read_text(), "base fr"),
            }
    else:
        base_ref = (
            args.base
            or subprocess.run(
                ["git", "merge-base", "HEAD", args.ref],
                cwd=ROOT,
                check=True,
                capture_output=True,
                text=True,
            ).stdout.strip()
        )
        new, base = {}, {}
        for lang in ("en", "fr"):
            path = f"marquoir/i18n/{lang}.py"
            new[lang] = dict_of(git_show(args.ref, path), f"{args.ref} {lang}")
            base[lang] = dict_of(git_show(base_ref, path), f"{base_ref[:10]} {lang}")
    done = import_dicts(new, base)
    for line in done:
        print(line)
    print(f"{len(done)} message(s) imported; the .mo files are compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
