"""``marquoir games``: the stored games, newest first."""

import argparse

from marquoir.commands.output import print_json
from marquoir.commands.storage import guarded, open_table
from marquoir.i18n import translate


@guarded
def run(args: argparse.Namespace) -> int:
    with open_table(args) as table:
        games = table.games(args.season, turns=args.json)
    if args.json:
        rows = [
            {
                "id": g.id,
                "date": g.created_at.isoformat(),
                "finished": g.finished_at.isoformat() if g.finished_at else None,
                "season": g.season,
                "players": list(g.players),
                "status": g.status,
                "winners": list(g.winners),
                "turns": g.turns,
            }
            for g in games
        ]
        print_json(rows)
        return 0
    lang = args.lang
    if not games:
        print(translate(lang, "games.none"))
        return 0
    head = [
        translate(lang, f"games.{k}")
        for k in ("id", "date", "season", "players", "status", "winners")
    ]
    table_rows = [
        [
            str(g.id),
            g.created_at.astimezone().strftime("%Y-%m-%d %H:%M"),
            g.season,
            ", ".join(g.players),
            translate(lang, f"status.{g.status}"),
            ", ".join(g.winners),
        ]
        for g in games
    ]
    widths = [max(len(row[i]) for row in [head, *table_rows]) for i in range(len(head))]
    for row in [head, *table_rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    return 0
