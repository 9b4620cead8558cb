"""``marquoir odds --win FILE``: a game file's chance to win for each player now, both
playing to win, and each seat's at 0–0 under its rules (the game's odds, through
``marquoir.table``)."""

from __future__ import annotations

import argparse

from marquoir.commands.output import pad, print_json, width
from marquoir.commands.storage import guarded, read_json_file
from marquoir.i18n import numbers, translate, visible
from marquoir.rules.games import game_entry
from marquoir.table import read_game_file, win_chances


@guarded
def run(args: argparse.Namespace) -> int:
    lang = args.lang
    document = read_game_file(read_json_file(args.win))
    chances = win_chances(document)
    if args.json:
        print_json(
            {
                "game": document.rules.id,
                "next_player": chances.next_player,
                "win_chances": {
                    name: round(p, 6) for name, p in zip(chances.players, chances.now, strict=True)
                },
                "seats": [round(p, 6) for p in chances.seats],
            }
        )
        return 0
    names = [visible(name) for name in chances.players]
    seats = [translate(lang, "win.seat", n=n) for n in range(1, len(chances.seats) + 1)]
    size = max(width(label) for label in names + seats)
    print(translate(lang, "win.head", game=game_entry(document.rules.id).name(lang)))
    for name, player, p in zip(names, chances.players, chances.now, strict=True):
        mark = f"  ▶ {translate(lang, 'win.to_play')}" if player == chances.next_player else ""
        print(f"  {pad(name, size)}  {numbers.percent(p, lang):>7}{mark}")
    print(translate(lang, "win.seats"))
    for seat, p in zip(seats, chances.seats, strict=True):
        print(f"  {pad(seat, size)}  {numbers.percent(p, lang):>7}")
    return 0
