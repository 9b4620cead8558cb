"""The names' checks skip ``unicodedata`` for Latin text (``marquoir.rules.limits``): what they
say of it must be what ``unicodedata`` says, for every character below ``LATIN_BELOW``, every
pair of them, and any text."""

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from marquoir.rules.errors import RulesError
from marquoir.rules.limits import LATIN_BELOW, _control, check_name, name_key, nfc

LATIN = [chr(code) for code in range(ord(LATIN_BELOW))]


def test_every_latin_character_is_its_own_nfc_form_and_combines_with_nothing() -> None:
    for char in LATIN:
        assert unicodedata.combining(char) == 0, f"U+{ord(char):04X}"
        assert unicodedata.normalize("NFC", char) == char, f"U+{ord(char):04X}"


def test_no_two_latin_characters_compose() -> None:
    composed = [a + b for a in LATIN for b in LATIN if unicodedata.normalize("NFC", a + b) != a + b]
    assert composed == []


def test_the_control_characters_below_the_accents_are_unicodes_own() -> None:
    for char in LATIN:
        assert _control(char) == (unicodedata.category(char) in ("Cc", "Cs")), f"U+{ord(char):04X}"


def test_a_letter_and_its_accent_typed_apart_become_one_letter() -> None:
    assert nfc("Zoe\u0301") == "Zoé"  # the accent is above the Latin range: unicodedata's turn
    assert name_key(" ZOE\u0301 ") == "zoé"
    assert name_key("İris") == unicodedata.normalize("NFC", "İris".lower())  # i + a dot above


texts = st.lists(
    st.characters(codec="utf-8") | st.sampled_from(["e\u0301", "\u0301", "\x85", "İ", "ß", " "])
).map("".join)


@given(texts)
def test_nfc_is_unicodedatas(text: str) -> None:
    assert nfc(text) == unicodedata.normalize("NFC", text)


@given(texts)
def test_name_key_is_unicodedatas(text: str) -> None:
    expected = unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).strip().lower())
    assert name_key(text) == expected


@given(st.text(st.characters(max_codepoint=0x2FF) | st.characters(), max_size=30))
def test_a_name_is_refused_for_a_control_character_exactly_when_unicode_calls_it_one(
    text: str,
) -> None:
    # every character counts, before the name is trimmed (a tab at its start is refused)
    kept = unicodedata.normalize("NFC", text)
    controls = [c for c in kept if unicodedata.category(c) in ("Cc", "Cs")]
    try:
        check_name(text)
    except RulesError as raised:
        error, refused = raised, raised.key
    else:
        refused = ""
    if controls:
        assert refused == "text.control.name", (text, refused)
    elif refused == "text.control.name":  # or a character a reader cannot see (format …)
        assert error.params["char"].split(" (U+")[0] not in ("<control>", "<surrogate>")


def test_the_one_format_character_below_the_accents_is_the_soft_hyphen() -> None:
    from marquoir.rules.limits import _unseen

    for char in LATIN:
        format_like = unicodedata.category(char) in ("Cf", "Zl", "Zp")
        assert _unseen(char, 0) == format_like, f"U+{ord(char):04X}"
