"""``marquoir rebuild``: every stored game replayed and its derived rows (results, each turn's
points and luck, the ratings) written again, with Rich's progress bar on stderr. In bounded
transactions, on every core; stopped (ctrl+c, a kill), the next command or the app goes on
where it stopped."""

import argparse

from marquoir.commands.progress import rebuild_progress
from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate_plural
from marquoir.i18n.numbers import whole


@guarded
def run(args: argparse.Namespace) -> int:
    with open_use_cases(args, "write") as cases, rebuild_progress(args.lang) as progress:
        done = cases.rebuild(progress)
    print(translate_plural(args.lang, "store.rebuilt", done, count=whole(done, args.lang)))
    return 0
