"""The command lines whose outputs ``outputs-before.json`` holds: every figure a calculator
command writes (points, percentages, decimals), in both languages."""

#: each command line, without ``--lang``
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("score", "xxggggds", "--card", "pirate"),
    ("score", "xxxggggd", "--card", "skull2"),
    ("score", "sssspppp", "--card", "ship4", "--edition", "2025"),
    ("score", "sssspppp", "--card", "sabre4"),
    ("score", "xxggggds", "--card", "pirate", "--json"),
    ("score", "--game", "dix-mille", "155", "222"),
    ("score", "--game", "dix-mille", "123456"),
    ("replay", "examples/game.json"),
    ("replay", "examples/dix-mille.json"),
    ("replay", "examples/morbleu.json"),
    ("replay", "examples/game.json", "--json"),
    ("odds", "xxggggds", "--card", "pirate"),
    ("odds", "xggddpms", "--card", "gold", "--need", "1500"),
    ("odds", "xxxggmms", "--card", "sorceress", "--edition", "2025"),
    ("odds", "xxpmmsss", "--card", "none", "--edition", "2025"),
    ("odds", "xxggggds", "--card", "pirate", "--json"),
    ("odds", "--game", "dix-mille", "--roll", "115236"),
    ("odds", "--game", "dix-mille", "--roll", "1526", "--turn-points", "350", "--need", "1000"),
    ("odds", "--game", "dix-mille", "--roll", "1155", "--three-pairs", "750"),
    ("odds", "--game", "dix-mille", "--table"),
    ("odds", "--game", "dix-mille", "--roll", "115236", "--json"),
)
