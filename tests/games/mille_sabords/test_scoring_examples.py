"""The worked examples of RULES.md, each one a test."""

import pytest

from marquoir.games.mille_sabords.rules import score_turn


@pytest.mark.parametrize(
    ("card", "dice", "saved", "island", "player", "opponents"),
    [
        ("none", "gggssmpx", "", False, 400, 0),
        ("pirate", "ddggmmpp", "", False, 800, 0),
        ("none", "xxmmmsss", "", False, 200, 0),
        ("animals", "xxmmmppp", "", False, 1000, 0),
        ("ship2", "ggmmmmss", "", False, 1200, 0),
        ("ship3", "xxxsssgg", "", False, -500, 0),
        ("skull2", "xxxggggg", "", True, 0, -500),
        ("pirate", "xxxxxxxg", "", True, 0, -1400),
        ("treasure", "xxxggggg", "gggg", False, 600, 0),
        ("gold", "gggggggg", "", False, 5400, 0),
        ("pirate", "xxggggds", "", False, 1400, 0),
    ],
)
def test_worked_example(
    card: str, dice: str, saved: str, island: bool, player: int, opponents: int
) -> None:
    result = score_turn(card, dice, saved, island)
    assert (result.points, result.opponents) == (player, opponents)
    assert sum(line.points for line in result.breakdown) == result.points


def test_gold_card_with_eight_gold_is_pirate_magic() -> None:
    result = score_turn("gold", "gggggggg")
    assert result.pirate_magic and result.full_chest
    assert [line.points for line in result.breakdown] == [4000, 900, 500, 0]


def test_guide_example_breakdown_reads_as_the_issue_says() -> None:
    from marquoir.games.mille_sabords.rules import line_label

    result = score_turn("pirate", "xxggggds")
    assert [(line_label(ln), ln.points) for ln in result.breakdown] == [
        ("4 × gold coin — set", 200),
        ("gold coins and diamonds 5 × 100", 500),
        ("Pirate ×2", 700),
    ]
