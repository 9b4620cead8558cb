"""``marquoir games``: the stored games, newest first."""

import argparse

from marquoir.commands.output import print_json, table_lines
from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate
from marquoir.rules.games import DEFAULT_GAME, game_entry


@guarded
def run(args: argparse.Namespace) -> int:
    with open_use_cases(args) as cases:
        games = cases.games(args.season, turns=args.json, deleted=args.deleted)
    if args.json:
        rows = [
            {
                "id": g.id,
                "game": g.game,
                "date": g.created_at.isoformat(),
                "finished": g.finished_at.isoformat() if g.finished_at else None,
                "season": g.season,
                "players": list(g.players),
                "status": g.status,
                "winners": list(g.winners),
                "turns": g.turns,
                "deleted": g.deleted_at.isoformat() if g.deleted_at else None,
            }
            for g in games
        ]
        print_json(rows)
        return 0
    lang = args.lang
    if not games:
        print(translate(lang, "deleted.none" if args.deleted else "games.none"))
        return 0
    mixed = len({g.game for g in games}) > 1 or games[0].game != DEFAULT_GAME
    keys = ("id", "date", "season", *(("game",) if mixed else ()), "players", "status", "winners")
    head = [translate(lang, f"games.{k}") for k in keys]
    table_rows = [
        [
            str(g.id),
            g.created_at.astimezone().strftime("%Y-%m-%d %H:%M"),
            g.season,
            *((game_entry(g.game).name(lang),) if mixed else ()),
            ", ".join(g.players),
            translate(lang, "games.deleted_on")
            if g.deleted_at
            else translate(lang, f"status.{g.status}"),
            ", ".join(g.winners),
        ]
        for g in games
    ]
    for line in table_lines([head, *table_rows]):
        print(line)
    for g in games:
        if g.status == "damaged":
            print(translate(lang, "games.damaged_note", id=g.id))
    return 0
