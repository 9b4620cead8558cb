"""Every benchmark, one command (issue 24, deliver 8): ``uv run python bench/run_all.py``.

Runs each bench of :data:`BENCHES` in a fresh process of its own (one bench's imports, caches
and garbage never weigh on the next; a bench that hangs is stopped), and prints the manual's
performance tables: each figure next to its baseline measured in the same run, its aim and
whether it is met, with the date, the commit, the cores and the load average. ``--write-page``
also writes them into the manual's page (:data:`PAGE`, ``docs/performance.md``) between the
markers ``<!-- bench:begin -->`` and ``<!-- bench:end -->``.

The benches that read the 20,000-game club history get a copy of it (they may write to it);
the history itself is kept at ``--db`` (by default in the user's cache folder) and built there
when missing (about four minutes). ``--club-build`` builds it afresh and reports the build and
load times. ``--only score,odds`` runs some; ``--quick`` runs every bench with fewer
repetitions, to check that it works (its figures are never written into the page).

Adding a bench: a ``bench/<name>_bench.py`` with ``run(ctx: Context) -> Section`` (see
bench/figures.py), and one line in :data:`BENCHES`.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.figures import Context, Section, club_history, render  # noqa: E402

BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"
#: the manual's page the tables are written into, between BEGIN and END
PAGE = ROOT / "docs" / "performance.md"
#: the files of bench/ that are not benches (every other one is in BENCHES: a test checks it);
#: ``light_bench`` and ``app_launch_bench`` are comparisons with another checkout's code
#: (``--against``): this code's own figures of them are ``score``'s, ``odds``' and ``tui``'s
SUPPORT = {"__init__", "figures", "run_all", "light_bench", "app_launch_bench"}


@dataclass(frozen=True)
class Bench:
    """One entry of the registry. ``name`` is what ``--only`` takes; ``module`` the file
    ``bench/<module>.py``; ``function`` what run_all calls in it (``run`` by default);
    ``history``: it reads the club history; ``needs``: programs (on the PATH) or Python
    modules it cannot do without (it is reported as not measured without them); ``opt_in``:
    run only when named by its flag; ``timeout``: seconds before it is stopped."""

    name: str
    module: str
    function: str = "run"
    history: bool = False
    needs: tuple[str, ...] = ()
    opt_in: bool = False
    timeout: float = 1200


BENCHES: tuple[Bench, ...] = (
    Bench("club-build", "club_bench", "run_build", opt_in=True, timeout=3600),
    Bench("score", "score_bench"),
    Bench("replay", "replay_bench"),
    Bench("odds", "odds_bench"),
    Bench("dix-mille", "dix_mille_bench"),
    Bench("dix-mille-win", "dix_mille_win_bench"),
    Bench("club", "club_bench", history=True),
    Bench("standings", "standings_bench", history=True),
    Bench("ratings", "ratings_bench", history=True),
    Bench("concurrency", "concurrency_bench", history=True),
    Bench("board", "board_bench", history=True),
    Bench("limits", "limits_bench", history=True),
    Bench("tui", "tui_bench", history=True),
    Bench("new-game", "new_game_bench"),
    Bench("web-board", "web_board_bench"),
    Bench("seats", "seats_bench"),
    Bench("win-sim", "win_sim_bench"),
    Bench("first-chance", "first_chance_bench"),
    Bench("store-commands", "store_commands_bench", history=True),
    Bench("rebuild", "rebuild_bench", history=True, opt_in=True, timeout=3600),
)


def missing(bench: Bench) -> list[str]:
    """What ``bench`` needs and this machine lacks."""
    return [
        need
        for need in bench.needs
        if shutil.which(need) is None and importlib.util.find_spec(need) is None
    ]


def select(only: str | None, club_build: bool) -> list[Bench]:
    names = {b.name for b in BENCHES}
    if only:
        wanted = [name.strip() for name in only.split(",") if name.strip()]
        unknown = [name for name in wanted if name not in names]
        if unknown:
            raise SystemExit(
                f"--only: no bench named {', '.join(unknown)} (the benches: "
                f"{', '.join(b.name for b in BENCHES)})"
            )
        chosen = [b for b in BENCHES if b.name in wanted]
    else:
        chosen = [b for b in BENCHES if not b.opt_in]
    if club_build and not any(b.name == "club-build" for b in chosen):
        chosen.insert(0, next(b for b in BENCHES if b.name == "club-build"))
    return chosen


def run_child(bench: Bench, ctx: Context) -> Section:
    """``bench`` in a fresh process (its output goes to stderr), its Section read back."""
    with tempfile.TemporaryDirectory(prefix="marquoir-bench-") as folder:
        out = Path(folder) / "section.json"
        command = [sys.executable, str(Path(__file__).resolve()), "--child", bench.name]
        command += ["--out", str(out)]
        if ctx.quick:
            command.append("--quick")
        if ctx.db:
            command += ["--work-db", ctx.db]
        if ctx.history:
            command += ["--db", ctx.history]
        if ctx.before and ctx.before_db:
            command += ["--before", ctx.before, "--before-work-db", ctx.before_db]
        # the whole-process figures are with Python's bytecode cache, as on a user's machine
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        try:
            stream: int | None = sys.stderr.fileno()  # the bench's progress, shown as it comes
        except (AttributeError, io.UnsupportedOperation):
            stream = subprocess.PIPE  # (a captured stderr, as in the tests): shown at the end
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=stream,
            stderr=subprocess.STDOUT if stream == subprocess.PIPE else None,
            start_new_session=True,
        )
        try:
            said, _ = process.communicate(timeout=bench.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # the bench and what it started
            process.communicate()
            return failed(bench, f"stopped after {bench.timeout:.0f} s")
        if said:
            sys.stderr.write(said.decode(errors="replace"))
        code = process.returncode
        if code != 0 or not out.exists():
            return failed(bench, f"it failed (exit {code}; its error is above, on stderr)")
        return Section.from_json(json.loads(out.read_text("utf-8")))


def failed(bench: Bench, why: str, broke: bool = True) -> Section:
    return Section(
        bench.name, bench.name, f"uv run python bench/{bench.module}.py", "", [], [], why, broke
    )


def child(name: str, ctx: Context, out: Path) -> None:
    bench = next(b for b in BENCHES if b.name == name)
    module = importlib.import_module(f"bench.{bench.module}")
    section: Section = getattr(module, bench.function)(ctx)
    out.write_text(json.dumps(section.to_json()), "utf-8")


def prepare_history(path: Path, fresh: bool, work: Path) -> Section | None:
    """Make sure the club history is at ``path`` (built when missing or ``fresh``: the build's
    section is returned), upgraded to this code's schema, then copied to ``work``."""
    built = None
    if fresh or not path.exists():
        why = "--club-build" if fresh else f"no club history at {path}"
        print(f"{why}: building the 20,000-game history there (about 4 minutes)", file=sys.stderr)
        path.parent.mkdir(parents=True, exist_ok=True)
        bench = next(b for b in BENCHES if b.name == "club-build")
        built = timed_child(bench, Context(history=str(path)))
        if not path.exists():
            raise SystemExit(f"the club history could not be built at {path}: {built.not_measured}")
    from marquoir.store import open_store

    start = time.perf_counter()
    print(f"club history: {path} (opened once: upgraded if older than the code)", file=sys.stderr)
    open_store(f"sqlite:///{path}").close()
    print(
        f"  opened in {time.perf_counter() - start:.1f} s; copying it for the benches",
        file=sys.stderr,
    )
    for suffix in ("", "-wal"):
        if Path(f"{path}{suffix}").exists():
            shutil.copyfile(f"{path}{suffix}", f"{work}{suffix}")
    return built


def timed_child(bench: Bench, ctx: Context) -> Section:
    load, start = os.getloadavg(), time.perf_counter()
    missed = missing(bench)
    if missed:
        section = failed(bench, f"{', '.join(missed)} not found on this machine", False)
    else:
        section = run_child(bench, ctx)
    section.load, section.seconds = load, time.perf_counter() - start
    return section


def commit() -> tuple[str, list[str]]:
    """The commit measured, and the files the tree holds changed from it."""

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
        return done.stdout if done.returncode == 0 else ""

    head = git("rev-parse", "--short", "HEAD").strip() or "unknown"
    changed = [
        line[3:]
        for line in git("status", "--porcelain").splitlines()
        if line[3:] not in (str(PAGE.relative_to(ROOT)), "uv.lock")
    ]
    return head, changed


def header(
    start: datetime, seconds: float, loads: tuple[tuple[float, ...], ...], quick: bool, only: str
) -> str:
    first, last = loads
    head, changed = commit()
    if changed:
        listed = ", ".join(changed[:3]) + (
            f" and {len(changed) - 3} more" if len(changed) > 3 else ""
        )
        head += f" with uncommitted changes ({listed})"
    options = (" --quick" if quick else "") + (f" --only {only}" if only else "")
    said = (
        f"Generated by `uv run python bench/run_all.py{options}` on "
        f"{start:%Y-%m-%d %H:%M} UTC, on the code of commit {head}, Python "
        f"{sys.version.split()[0]}, {os.cpu_count()} cores; load average (1, 5, 15 min) "
        f"{' '.join(f'{x:.2f}' for x in first)} at the start, "
        f"{' '.join(f'{x:.2f}' for x in last)} at the end; the run took {seconds / 60:.1f} min."
    )
    if quick:
        said += " **Quick run: fewer repetitions, to check that the benches work, not figures to quote.**"
    return said


def run_said(start: datetime, load: tuple[float, ...]) -> str:
    """A run's date, commit and load, as a table not re-run keeps them."""
    head, changed = commit()
    return (
        f"{start:%Y-%m-%d %H:%M} UTC, commit {head}{' with uncommitted changes' if changed else ''}"
        f", load average {load[0]:.2f}"
    )


SECTION = re.compile(r"<!-- bench:(\S+) (.*?) -->\n(.*?)\n<!-- /bench:\1 -->", re.S)


def wrapped(key: str, run: str, text: str) -> str:
    return f"<!-- bench:{key} {run} -->\n{text.rstrip()}\n<!-- /bench:{key} -->"


def earlier(text: str, run: str) -> str:
    """A table kept from an earlier run, saying which."""
    line = f"*From an earlier run: {run}.*"
    if line in text:
        return text
    title, _, rest = text.partition("\n")
    return f"{title}\n\n{line}\n{rest}"


def merged_block(said: str, sections: list[Section], run: str, old_block: str) -> str:
    """This run's tables, and the tables of the benches it did not run (kept from the block
    the page held, each saying its run), in the registry's order."""
    new = {s.key: s for s in sections}
    old = {m.group(1): (m.group(2), m.group(3)) for m in SECTION.finditer(old_block)}
    parts = []
    for bench in BENCHES:
        if bench.name in new:
            parts.append(wrapped(bench.name, run, render(new[bench.name])))
        elif bench.name in old:
            was, text = old[bench.name]
            parts.append(wrapped(bench.name, was, earlier(text, was)))
    if len(parts) > len(new):
        said += " The tables marked *from an earlier run* were not re-run this time."
    return "\n\n".join([said, *parts])


def replace_block(text: str, block: str) -> str:
    """``text`` with what lies between the markers replaced by ``block``."""
    found = re.search(re.escape(BEGIN) + r".*?" + re.escape(END), text, re.S)
    if found is None:
        raise SystemExit(f"{PAGE.name} has no {BEGIN} … {END} block to write into")
    return text[: found.start()] + f"{BEGIN}\n{block}\n{END}" + text[found.end() :]


def generated_block(text: str) -> str:
    """What lies between the markers of ``text`` (the performance page)."""
    found = re.search(re.escape(BEGIN) + r"\n(.*?)\n" + re.escape(END), text, re.S)
    if found is None:
        raise SystemExit(f"{PAGE.name} has no {BEGIN} … {END} block to write into")
    return found.group(1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated bench names (see --list)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions: check it works")
    parser.add_argument("--db", help="the 20,000-game club history (built there if missing)")
    parser.add_argument("--club-build", action="store_true", help="build it afresh, timed")
    parser.add_argument(
        "--write-page", action="store_true", help=f"write the tables into {PAGE.relative_to(ROOT)}"
    )
    parser.add_argument(
        "--before",
        help="another checkout (with its .venv): the code before a change, run in turn with "
        "this code's by the benches that compare them",
    )
    parser.add_argument(
        "--before-db", help="the club history written by the code of --before (copied, read)"
    )
    parser.add_argument("--list", action="store_true", help="the benches, and exit")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--work-db", help=argparse.SUPPRESS)
    parser.add_argument("--before-work-db", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        ctx = Context(args.quick, args.work_db, args.db, args.before, args.before_work_db)
        child(args.child, ctx, Path(args.out))
        return 0
    if args.list:
        for bench in BENCHES:
            flag = "--club-build" if bench.name == "club-build" else f"--only {bench.name}"
            extra = f" (opt-in: {flag})" if bench.opt_in else ""
            reads = " [club history]" if bench.history else ""
            print(f"{bench.name}: bench/{bench.module}.py{reads}{extra}")
        return 0
    if args.write_page and args.quick:
        raise SystemExit("--write-page --quick: a quick run's figures are not for the page")
    chosen = select(args.only, args.club_build)
    if bool(args.before) != bool(args.before_db):
        raise SystemExit("--before and --before-db go together")
    if args.before and not (Path(args.before) / ".venv" / "bin" / "python").exists():
        raise SystemExit(f"--before {args.before}: no .venv there (run `uv sync` in it)")
    if args.before_db and not Path(args.before_db).exists():
        raise SystemExit(f"--before-db {args.before_db}: no such file")
    history = Path(args.db).expanduser() if args.db else Path(club_history())
    started, clock, first_load = datetime.now(UTC), time.perf_counter(), os.getloadavg()
    sections: list[Section] = []
    with tempfile.TemporaryDirectory(prefix="marquoir-bench-") as folder:
        work = Path(folder) / "club.db"
        if any(b.history for b in chosen) or args.club_build:
            built = prepare_history(history, args.club_build, work)
            if built is not None:
                sections.append(built)
        before_work = None
        if args.before_db and any(b.history for b in chosen):
            # a copy the code before may write to; this code never opens it (it would upgrade it)
            before_work = Path(folder) / "club-before.db"
            for suffix in ("", "-wal"):
                if Path(f"{args.before_db}{suffix}").exists():
                    shutil.copyfile(f"{args.before_db}{suffix}", f"{before_work}{suffix}")
        for bench in chosen:
            if bench.name == "club-build":
                continue  # built (and timed) by prepare_history
            print(f"== {bench.name} (bench/{bench.module}.py)", file=sys.stderr)
            ctx = Context(
                args.quick,
                str(work) if bench.history else None,
                str(history),
                str(Path(args.before).resolve()) if args.before and bench.history else None,
                str(before_work) if before_work and bench.history else None,
            )
            section = timed_child(bench, ctx)
            sections.append(section)
            print(render(section), file=sys.stderr)
    seconds = time.perf_counter() - clock
    said = header(started, seconds, (first_load, os.getloadavg()), args.quick, args.only or "")
    print("\n".join([said, ""] + [render(s) for s in sections]).rstrip())
    if args.write_page:
        text = PAGE.read_text("utf-8")
        block = merged_block(said, sections, run_said(started, first_load), generated_block(text))
        PAGE.write_text(replace_block(text, block), "utf-8")
        print(
            f"{PAGE.relative_to(ROOT)} written ({len(sections)} tables of this run)",
            file=sys.stderr,
        )
    failures = [s.key for s in sections if s.failed]
    if failures:
        print(f"not measured because they failed: {', '.join(failures)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
