"""``marquoir score`` never ends in an internal error (issue 26): whatever arguments it is
given, for every game, it answers (exit 0) or refuses in one sentence on stderr (exit 2)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_file_fuzz import run


def answered_or_refused(args: list[str]) -> tuple[int, str]:
    status, out, err = run(args)
    assert status in (0, 2), (args, status, err)
    if status == 2:
        assert out == "", (args, out)
        assert len(err.splitlines()) == 1 and err.strip(), (args, err)
    else:
        assert err == "", (args, err)
    assert "Traceback" not in err
    return status, out


# --- Dix mille: a first-throw blank (one turn in 43 starts so) -------------------------------


@pytest.mark.parametrize("word", ["blank", "BLANK", "blanc", "Blanc", "b"])
def test_a_first_throw_blank_scores_0(word: str) -> None:
    status, out = answered_or_refused(["score", "--game", "dix-mille", word, "--json"])
    assert status == 0
    assert json.loads(out) == {"game": "dix-mille", "points": 0, "blank": True, "throws": []}
    for lang, sentence in (
        ("en", "throw 1 (6 dice): blank — the turn scores 0"),
        ("fr", "lancer 1 (6 dés) : blanc — le tour vaut 0"),
    ):
        status, out = answered_or_refused(["--lang", lang, "score", "--game", "dix-mille", word])
        assert status == 0
        assert out.splitlines()[1:] == ["  " + sentence]


THROW = st.one_of(
    st.sampled_from(["1", "5", "155", "222", "111111", "123456", "112233", "b", "blank", "blanc"]),
    st.text(
        alphabet=st.sampled_from("1234567890bBlLaAnNkKcC =-\x1b\x00\u009b\u0301é🏴"), max_size=9
    ),
)


@settings(max_examples=200, deadline=None)
@given(
    throws=st.lists(THROW, min_size=0, max_size=6),
    variants=st.lists(
        st.sampled_from(
            [
                ["--three-pairs", "750"],
                ["--three-pairs", "1500"],
                ["--three-pairs", "999"],
                ["--straight", "2500"],
                ["--straight", "x"],
                ["--multiples", "fixed"],
                ["--multiples", "doubling"],
                ["--multiples", "bogus"],
                ["--json"],
                ["--card", "pirate"],
            ]
        ),
        max_size=3,
    ),
    lang=st.sampled_from(["en", "fr"]),
)
def test_dix_mille_score_answers_or_refuses_in_one_line(
    throws: list[str], variants: list[list[str]], lang: str
) -> None:
    flags = [flag for variant in variants for flag in variant]
    answered_or_refused(["--lang", lang, "score", "--game", "dix-mille", *flags, "--", *throws])


# --- Mille Sabords ----------------------------------------------------------------------------

DICE = st.one_of(
    st.sampled_from(["xxggggds", "xxxxxxxg", "gggggggg", "8d", "3m2p3s", "xxxsssgg", ""]),
    st.text(alphabet=st.sampled_from("xdgmps0123456789XDGMPS -/é\x1b\x00\u009b🏴"), max_size=20),
)
CARDS = ["none", "pirate", "gold", "diamond", "ship2", "ship3", "ship4", "skull1", "skull2"]
CARDS += ["animals", "sorceress", "treasure", "peace", "zombie", "shipwreck", "PIRATE", "bogus"]


@settings(max_examples=200, deadline=None)
@given(
    dice=DICE,
    card=st.one_of(st.sampled_from(CARDS), st.text(max_size=6)),
    saved=st.one_of(st.just(""), DICE),
    players=st.sampled_from(["1", "2", "4", "8", "9", "0", "-3", "two", "99999999999999999999"]),
    edition=st.sampled_from(["classic", "2025", "1999"]),
    flags=st.lists(st.sampled_from(["--json", "--skull-island"]), unique=True),
    lang=st.sampled_from(["en", "fr"]),
)
def test_mille_sabords_score_answers_or_refuses_in_one_line(
    dice: str, card: str, saved: str, players: str, edition: str, flags: list[str], lang: str
) -> None:
    args = ["--lang", lang, "score", "--card", card, "--saved", saved, "--players", players]
    answered_or_refused([*args, "--edition", edition, *flags, "--", dice])


# --- Morbleu: no turn to score, refused in one line -------------------------------------------


@settings(max_examples=20, deadline=None)
@given(args=st.lists(st.sampled_from(["2", "1", "s", "franche", "--json", "x"]), max_size=4))
def test_morbleu_score_is_refused_in_one_line(args: list[str]) -> None:
    status, _ = answered_or_refused(["score", "--game", "morbleu", *args])
    assert status == 2
