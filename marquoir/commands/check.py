"""``marquoir check``: is the database whole? SQLite's own check of the file, then every game's
stored facts read and replayed; what is wrong named, with what to do. Exit status 0 when all
is whole, 1 when something is wrong."""

import argparse

from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate, visible
from marquoir.rules import Refusal
from marquoir.rules.games import GameDefinitionError, game_entry

#: the exit status when the check found something wrong
EXIT_DAMAGED = 1


def _game_name(kind: str, lang: str) -> str:
    try:
        return game_entry(kind).name(lang)
    except GameDefinitionError:
        return kind


@guarded
def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        cases = open_use_cases(args)
    except Refusal as error:
        if error.key not in ("store.damaged_file", "store.not_utf8", "store.not_utf8_somewhere"):
            raise
        print(translate(lang, "check.file_damaged", reason=error.text(lang)))
        print(translate(lang, "check.todo_file"))
        return EXIT_DAMAGED
    with cases:
        report = cases.check()
    if report.integrity is None:
        print(translate(lang, "check.server"))
    elif report.integrity == ("ok",):
        print(translate(lang, "check.file_whole"))
    else:
        reason = "; ".join(report.integrity)
        print(translate(lang, "check.file_damaged", reason=visible(reason)))
    print(translate(lang, "check.games", n=report.games, damaged=len(report.damaged)))
    for game in report.damaged:
        name = _game_name(game.game, lang)
        line = translate(lang, "check.game", id=game.id, game=name, season=game.season)
        print(visible(f"{line} {game.reason.text(lang)}"))
    if report.integrity not in (None, ("ok",)):
        print(translate(lang, "check.todo_file"))
    if report.damaged:
        print(translate(lang, "check.todo_export", id=report.damaged[0].id))
        if any(not game.set_apart for game in report.damaged):
            print(translate(lang, "check.todo_rebuild"))
        else:
            print(translate(lang, "check.todo_after_repair"))
    return 0 if report.whole else EXIT_DAMAGED
