"""``marquoir odds --win FILE``: a game file's chance to win for each player now, and each
seat's at 0–0 under its rules (the game's odds, through ``marquoir.use_cases``): exact where the
game is solved, else simulated, each simulated figure with its standard error."""

from __future__ import annotations

import argparse

from marquoir.commands.output import pad, print_json, width
from marquoir.commands.storage import guarded, read_json_file
from marquoir.i18n import numbers, translate, visible
from marquoir.rules import RulesError, format_points
from marquoir.rules.games import game_entry
from marquoir.use_cases import fair_start, read_game_file, win_chances


def _figure(p: float, errors: tuple[float, ...], i: int, lang: str) -> str:
    text = f"{numbers.percent(p, lang):>7}"
    if errors:
        text += f" ± {numbers.percent(errors[i], lang)}"
    return text


@guarded
def run(args: argparse.Namespace) -> int:
    lang = args.lang
    document = read_game_file(read_json_file(args.win))
    chances = win_chances(document)
    try:
        fair = fair_start(document.rules.id, document.setup.profile, len(chances.players))
    except RulesError:
        fair = None
    head_start = document.setup.head_start
    if args.json:
        print_json(
            {
                "game": document.rules.id,
                "next_player": chances.next_player,
                "win_chances": {
                    name: round(p, 6) for name, p in zip(chances.players, chances.now, strict=True)
                },
                "seats": [round(p, 6) for p in chances.seats],
                "head_start": head_start,
                "fair_head_start": None if fair is None else fair.head_start,
                "exact": chances.exact,
                "endings": chances.endings,
                "errors": dict(
                    zip(chances.players, (round(e, 6) for e in chances.errors), strict=False)
                ),
                "seat_errors": [round(e, 6) for e in chances.seat_errors],
                "seat_endings": chances.seat_endings,
                "model": chances.model,
            }
        )
        return 0
    names = [visible(name) for name in chances.players]
    seats = [translate(lang, "win.seat", n=n) for n in range(1, len(chances.seats) + 1)]
    size = max(width(label) for label in names + seats)
    head = "win.head" if chances.exact else "win.head_simulated"
    who = translate(lang, "win.all_playing.two" if len(names) == 2 else "win.all_playing.many")
    print(translate(lang, head, game=game_entry(document.rules.id).name(lang), who=who))
    for i, (name, player, p) in enumerate(zip(names, chances.players, chances.now, strict=True)):
        mark = f"  ▶ {translate(lang, 'win.to_play')}" if player == chances.next_player else ""
        print(f"  {pad(name, size)}  {_figure(p, chances.errors, i, lang)}{mark}")
    print(translate(lang, "win.seats"))
    for i, (seat, p) in enumerate(zip(seats, chances.seats, strict=True)):
        print(f"  {pad(seat, size)}  {_figure(p, chances.seat_errors, i, lang)}")
    if chances.errors or chances.seat_errors:
        endings = chances.endings or chances.seat_endings
        print(translate(lang, "win.simulated", endings=numbers.whole(endings, lang)))
        if chances.model:
            print(translate(lang, chances.model))
    if fair is not None:
        if fair.head_start is None:
            print(translate(lang, "win.fair_none"))
        elif fair.head_start == 0:
            print(translate(lang, "win.fair_zero"))
        else:
            points, chance = format_points(fair.head_start, lang), fair.fair[0]
            print(translate(lang, "win.fair", points=points, chance=numbers.percent(chance, lang)))
    if head_start:
        print(translate(lang, "win.head_start", points=format_points(head_start, lang)))
    return 0
