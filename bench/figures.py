"""What a benchmark hands back, and how it is written as a table (issue 24, deliver 8).

Each ``bench/*_bench.py`` exposes ``run(ctx: Context) -> Section``: its figures, each with the
baseline it is measured against in the same run (another figure of the same section, named by
its ``key``) and its aim where an issue set one. ``bench/run_all.py`` calls every registered
bench and writes the manual's performance tables with :func:`render`; a bench run alone prints
the same table. A figure that could not be measured carries its reason instead of a value.

A new bench, in short (then one line in ``BENCHES`` of bench/run_all.py)::

    def run(ctx: Context) -> Section:
        section = Section("thing", "The thing", "uv run python bench/thing_bench.py",
                          f"in-process, medians of {ctx.runs(50, 5)} runs")
        base = timed(lambda: baseline_call(), ctx.runs(50, 5))
        spent = timed(lambda: thing_call(), ctx.runs(50, 5))
        section.figures += [
            Figure("the baseline call", median(base), key="baseline"),
            Figure("the thing", median(spent), detail=f"slowest {ms(max(spent))}",
                   baseline="baseline", aims=(at_most(2, "issue N", ratio=True),)),
        ]
        return section

    if __name__ == "__main__":
        standalone(run, Context())
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

SECONDS = {"s": 1.0, "ms": 1e-3, "µs": 1e-6}


@dataclass(frozen=True)
class Aim:
    """What an issue asked of a figure: at most (or at least) ``limit``, in the figure's unit,
    or, with ``on_ratio``, as a multiple of its baseline."""

    limit: float
    at_most: bool = True
    on_ratio: bool = False
    source: str = ""

    def met(self, value: float | None, ratio: float | None) -> bool | None:
        measured = ratio if self.on_ratio else value
        if measured is None:
            return None
        return measured <= self.limit if self.at_most else measured >= self.limit

    def text(self, unit: str) -> str:
        sign = "≤" if self.at_most else "≥"
        limit = f"{self.limit:,.0f}" if self.limit == int(self.limit) else f"{self.limit:g}"
        said = f"{sign} {limit}× the baseline" if self.on_ratio else f"{sign} {limit} {unit}"
        return f"{said} ({self.source})" if self.source else said


def at_most(limit: float, source: str = "", ratio: bool = False) -> Aim:
    return Aim(limit, True, ratio, source)


def at_least(limit: float, source: str = "", ratio: bool = False) -> Aim:
    return Aim(limit, False, ratio, source)


@dataclass(frozen=True)
class Figure:
    """One measured figure. ``value`` is in ``unit`` (``None``: not measured, ``why_not``
    says why); ``detail`` is shown beside it (the CPU time, the slowest run, a percentile);
    ``baseline`` is the ``key`` of the figure of the same section it is a ratio to; ``aims``
    what the issues asked of it."""

    what: str
    value: float | None
    unit: str = "ms"
    detail: str = ""
    baseline: str | None = None
    key: str = ""
    aims: tuple[Aim, ...] = ()
    why_not: str = ""

    @property
    def name(self) -> str:
        return self.key or self.what


@dataclass
class Section:
    """One bench's table. ``method`` says how the figures were taken (medians of how many
    runs, in-process or whole process); ``facts`` are sentences shown under the table (checks
    made on the way, sizes). ``not_measured`` replaces the table when the bench could not run
    (``failed`` when it broke, rather than lacked something it needs).
    ``load`` (the load average when the bench began) and ``seconds`` (how long it took) are
    filled by whoever ran it."""

    key: str
    title: str
    command: str
    method: str
    figures: list[Figure] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)
    not_measured: str = ""
    failed: bool = False
    load: tuple[float, ...] = ()
    seconds: float = 0.0

    def ratio(self, figure: Figure) -> float | None:
        """``figure`` over its baseline (in the same unit of time when both are times)."""
        base = self.baseline_of(figure)
        if base is None or base.value is None or figure.value is None or base.value == 0:
            return None
        if figure.unit == base.unit:
            return figure.value / base.value
        if figure.unit in SECONDS and base.unit in SECONDS:
            return figure.value * SECONDS[figure.unit] / (base.value * SECONDS[base.unit])
        return None

    def baseline_of(self, figure: Figure) -> Figure | None:
        if figure.baseline is None:
            return None
        for other in self.figures:
            if other.name == figure.baseline:
                return other
        raise KeyError(f"{self.key}: no figure {figure.baseline!r} for {figure.what!r}")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Section:
        figures = [
            Figure(**{**f, "aims": tuple(Aim(**a) for a in f["aims"])}) for f in data["figures"]
        ]
        return cls(**{**data, "figures": figures, "load": tuple(data["load"])})


@dataclass(frozen=True)
class Context:
    """How a bench is asked to run: ``quick`` (fewer repetitions, to check that it works; its
    figures are never written into the manual), ``db`` (the 20,000-game club history, a copy
    the bench may write to), ``history`` (where the history is kept, for the build)."""

    quick: bool = False
    db: str | None = None
    history: str | None = None
    #: ``--before``: another checkout of Marquoir (with its own ``.venv``), the code before a
    #: change, whose whole processes some benches run in turn with this code's; ``before_db``:
    #: a copy of the club history that code wrote (``--before-db``: an older code may not open
    #: a file this code has upgraded)
    before: str | None = None
    before_db: str | None = None

    def runs(self, full: int, quick: int) -> int:
        return quick if self.quick else full

    @property
    def before_python(self) -> str:
        """The Python of the ``--before`` checkout (its ``.venv``)."""
        assert self.before is not None
        return str(Path(self.before) / ".venv" / "bin" / "python")

    @property
    def before_label(self) -> str:
        """What the tables call the code of ``--before``: its commit."""
        assert self.before is not None
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=self.before,
            capture_output=True,
            text=True,
        )
        head = done.stdout.strip() if done.returncode == 0 else Path(self.before).name
        return f"the code before (commit {head})"


def club_history() -> str:
    """Where the 20,000-game club history is kept between runs (``bench/club_bench.py``
    builds it, ``bench/run_all.py`` builds it when missing): the user's cache folder."""
    from platformdirs import user_cache_path

    return str(user_cache_path("marquoir-bench") / "club-20000.db")


def needs_history(section: Section, ctx: Context) -> bool:
    """Mark ``section`` as not measured when there is no club history; True if there is."""
    if ctx.db and os.path.exists(ctx.db):
        return True
    section.not_measured = (
        f"no club history at {ctx.db}: run bench/run_all.py (it builds one) "
        "or bench/club_bench.py --db PATH first"
    )
    return False


def number(value: float) -> str:
    size = abs(value)
    if size >= 100 or value == int(value):
        return f"{value:,.0f}"
    if size >= 10:
        return f"{value:.1f}"
    if size >= 0.1:
        return f"{value:.2f}"
    return f"{value:.2g}" if size >= 0.001 else f"{value:.1e}"


def quantity(value: float, unit: str) -> str:
    return f"{number(value)} {unit}" if unit else number(value)


def ms(value: float) -> str:
    """Milliseconds as the tables write them (for a figure's detail)."""
    return quantity(value, "ms")


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(section: Section) -> str:
    """The section as Markdown: a heading, how it was measured, the table, the facts."""
    lines = [f"### {section.title}", ""]
    how = f"`{section.command}`: {section.method}." if section.method else f"`{section.command}`."
    if section.load:
        how += f" Load average {section.load[0]:.2f} at its start"
        how += f"; it took {section.seconds:.0f} s." if section.seconds else "."
    lines.append(how)
    lines.append("")
    if section.not_measured:
        lines.append(f"Not measured: {section.not_measured}")
        lines.append("")
        return "\n".join(lines)
    with_base = any(f.baseline for f in section.figures)
    with_aim = any(f.aims for f in section.figures)
    head = ["what", "measured"]
    if with_base:
        head += ["baseline (same run)", "ratio"]
    if with_aim:
        head += ["aim", "met"]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("| " + " | ".join("---" for _ in head) + " |")
    for figure in section.figures:
        if figure.value is None:
            measured = f"not measured: {figure.why_not}"
        else:
            measured = quantity(figure.value, figure.unit)
            if figure.detail:
                measured += f" ({figure.detail})"
        row = [figure.what, measured]
        ratio = section.ratio(figure)
        if with_base:
            base = section.baseline_of(figure)
            row.append(
                f"{base.key or base.what}: {quantity(base.value, base.unit)}"
                if base is not None and base.value is not None
                else ""
            )
            row.append(f"{number(ratio)}×" if ratio is not None else "")
        if with_aim:
            said = {True: "yes", False: "**no**", None: "—"}
            row.append("; ".join(aim.text(figure.unit) for aim in figure.aims))
            row.append("; ".join(said[aim.met(figure.value, ratio)] for aim in figure.aims))
        lines.append("| " + " | ".join(cell(c) for c in row) + " |")
    lines.append("")
    if section.facts:
        lines.append(" ".join(section.facts))
        lines.append("")
    return "\n".join(lines)


def timed(fn: Callable[[], object], runs: int, warm: bool = True) -> list[float]:
    """Milliseconds of ``runs`` calls of ``fn`` (after one untimed call when ``warm``)."""
    if warm:
        fn()
    spent = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        spent.append((time.perf_counter() - start) * 1000)
    return spent


def median(values: list[float]) -> float:
    return statistics.median(values)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def standalone(run: Callable[[Context], Section], ctx: Context) -> Section:
    """A bench run alone: run it, then print its table with the machine's load."""
    load, start = os.getloadavg(), time.perf_counter()
    section = run(ctx)
    section.load, section.seconds = load, time.perf_counter() - start
    print(render(section))
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return section
