"""The process table as the tests of issue 50 read it (Linux's ``/proc``): a process's
descendants, and whether any of them outlives it.

A process is known by its id and its start time (the id alone may be reused meanwhile); a
zombie (ended, not yet reaped by whoever adopted it) counts as gone."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

#: how long the processes of a parent ended may take to end after it
GRACE_SECONDS = 10.0

Known = dict[int, int]


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` after the command's name (field 3, the state, first),
    or None when there is no such process."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()


def command_line(pid: int) -> str:
    """The process's command line, its arguments joined by spaces ("" when it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
    except OSError:
        return ""


def descendants(pid: int) -> Known:
    """Every process below ``pid`` (its children, theirs …): their start times, by id."""
    children: dict[int, list[int]] = {}
    started: Known = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        fields = _stat(int(entry))
        if fields is None or fields[0] == "Z":
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
        started[int(entry)] = int(fields[19])
    found: Known = {}
    below = list(children.get(pid, []))
    while below:
        child = below.pop()
        found[child] = started[child]
        below += children.get(child, [])
    return found


def alive(known: Known) -> Known:
    """Those of ``known`` still running (the same start time, not a zombie)."""
    running: Known = {}
    for pid, start in known.items():
        fields = _stat(pid)
        if fields is not None and fields[0] != "Z" and int(fields[19]) == start:
            running[pid] = start
    return running


def wait_for(check: Callable[[], bool], what: str, seconds: float = 60.0) -> None:
    """Until ``check()`` says yes (an AssertionError naming ``what`` after ``seconds``)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"never {what}")
        time.sleep(0.02)


def cpu_seconds(pid: int) -> float:
    """The processor time the process has used so far (0 when it is gone)."""
    fields = _stat(pid)
    if fields is None:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


#: the processor time a worker has used once it is at work: past the first moments of its
#: start, once its parent has handed it what it starts with (a worker caught before stops
#: at once without it, whatever the code); a worker's imports alone take some 0.2 s
AT_WORK_SECONDS = 0.05


def workers_of(pid: int, at_work: str, *running: str) -> Known:
    """The descendants of ``pid`` once one whose command line holds ``at_work`` is at work
    (:data:`AT_WORK_SECONDS`), and one holding each of ``running`` runs, within a minute."""
    found: Known = {}

    def started() -> bool:
        nonlocal found
        found = descendants(pid)
        lines = {child: command_line(child) for child in found}
        working = any(
            at_work in line and cpu_seconds(child) >= AT_WORK_SECONDS
            for child, line in lines.items()
        )
        return working and all(any(mark in line for line in lines.values()) for mark in running)

    wait_for(started, f"at work: {at_work}, running: {running}")
    return found


def left_behind(known: Known, seconds: float = GRACE_SECONDS) -> list[str]:
    """The command lines of those of ``known`` still running ``seconds`` after the call, or
    none as soon as they have all ended. Those still running are then killed (a test that
    fails leaves no process behind either)."""
    deadline = time.monotonic() + seconds
    running = alive(known)
    while running and time.monotonic() < deadline:
        time.sleep(0.02)
        running = alive(known)
    lines = [command_line(pid) for pid in running]
    end_all(running)
    return lines


def end_all(known: Known) -> None:
    """Kill those of ``known`` still running (a test that failed before it waited for them
    leaves none behind)."""
    for pid in alive(known):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
