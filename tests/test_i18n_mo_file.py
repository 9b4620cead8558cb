"""The catalogs' reader (``marquoir.i18n.mo_file``) answers what the standard library's
``gettext.GNUTranslations`` answers: every message of every catalog, every plural form, the
ids no catalog holds, and a catalog it cannot read as it is (another charset) is handed to
``GNUTranslations`` itself."""

from __future__ import annotations

import io
import os
from gettext import GNUTranslations

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from hypothesis import given, settings
from hypothesis import strategies as st

from marquoir.i18n import domains
from marquoir.i18n.mo_file import MoCatalog, open_catalog, read_mo


def compiled() -> list[str]:
    """Every compiled catalog Marquoir ships (both languages, every domain)."""
    paths = []
    for directory, domain in domains():
        for lang in ("en", "fr"):
            path = os.path.join(directory, lang, "LC_MESSAGES", domain + ".mo")
            if os.path.exists(path):
                paths.append(path)
    return paths


def test_every_shipped_catalog_is_read() -> None:
    assert len(compiled()) >= 8  # the shell and three games, in two languages


@pytest.mark.parametrize("path", compiled(), ids=os.path.basename)
def test_the_reader_answers_as_gettext_on_every_message(path: str) -> None:
    with open(path, "rb") as file:
        data = file.read()
    ours = read_mo(data, path)
    assert isinstance(ours, MoCatalog)
    theirs = GNUTranslations(io.BytesIO(data))
    ids = {key if isinstance(key, str) else key[0] for key in theirs._catalog}  # type: ignore[attr-defined]
    assert len(ids) > 10
    for key in sorted(ids) + ["no.such.key", "", "card.pirate.x"]:
        assert ours.gettext(key) == theirs.gettext(key), key
        for n in (0, 1, 2, 3, 5, 21, 100, 1001, -1):
            assert ours.ngettext(key, key + "s", n) == theirs.ngettext(key, key + "s", n), (key, n)


def catalog_bytes(locale: str, charset: str = "utf-8") -> bytes:
    catalog = Catalog(locale=locale, charset=charset)
    catalog.add("one", "un")
    catalog.add(("count.die", "count.die"), ("{n} dé", "{n} dés"))
    catalog.add("café", "café crème")
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


@pytest.mark.parametrize("locale", ["fr", "en", "pl", "ja"])
def test_plural_rules_are_gettexts(locale: str) -> None:
    data = catalog_bytes(locale)
    ours, theirs = read_mo(data), GNUTranslations(io.BytesIO(data))
    assert ours is not None
    for n in range(0, 30):
        assert ours.ngettext("count.die", "x", n) == theirs.ngettext("count.die", "x", n)
    for key in ("one", "count.die", "café", "other"):
        assert ours.gettext(key) == theirs.gettext(key)


def test_another_charset_is_left_to_gettext(tmp_path: os.PathLike[str]) -> None:
    data = catalog_bytes("fr", "latin-1")
    assert read_mo(data) is None
    path = os.path.join(tmp_path, "latin.mo")
    with open(path, "wb") as file:
        file.write(data)
    catalog = open_catalog(path)
    assert isinstance(catalog, GNUTranslations)
    assert catalog.gettext("café") == "café crème"


def test_a_file_that_is_no_catalog_is_refused_as_gettext_refuses_it() -> None:
    with pytest.raises(OSError, match="Bad magic number"):
        read_mo(b"not a catalog at all, no")
    with pytest.raises(OSError):
        GNUTranslations(io.BytesIO(b"not a catalog at all, no"))


#: message ids as a catalog can hold them: anything but NUL (which parts a plural id from its
#: plural) and EOT (which parts a context from its id)
keys = st.text(
    st.sampled_from("ab.é_Z0") | st.characters(codec="utf-8", exclude_characters="\x00\x04"),
    min_size=1,
    max_size=6,
)


@settings(max_examples=200, deadline=None)
@given(
    plain=st.dictionaries(keys, st.text(min_size=1, max_size=5), max_size=25),
    plural=st.dictionaries(keys, st.lists(st.text(min_size=1), min_size=2, max_size=3)),
    asked=st.lists(keys, max_size=10),
)
def test_a_catalog_of_any_ids_is_searched_as_gettext_reads_it(
    plain: dict[str, str], plural: dict[str, list[str]], asked: list[str]
) -> None:
    """The ids are found by a binary search of the file's sorted table: ids that are each
    other's prefixes (``a``, ``a.b``, a plural ``a``), accents, any character."""
    catalog = Catalog(locale="fr")
    for key, text in plain.items():
        if key not in plural:
            catalog.add(key, text)
    for key, forms in plural.items():
        catalog.add((key, key + "s"), tuple(forms[:2]))
    out = io.BytesIO()
    write_mo(out, catalog)
    data = out.getvalue()
    ours, theirs = read_mo(data), GNUTranslations(io.BytesIO(data))
    assert ours is not None
    for key in [*plain, *plural, *asked, ""]:
        assert ours.gettext(key) == theirs.gettext(key), key
        for n in (0, 1, 2, 5):
            assert ours.ngettext(key, "x", n) == theirs.ngettext(key, "x", n), (key, n)
