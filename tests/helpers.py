"""What several test modules share."""

import os
import subprocess
import sys

import pytest


def run_cli(
    *args: str, env: dict[str, str] | None = None, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    """``marquoir ARGS`` as its own process (in the test's isolated environment). For what only
    a process shows: its standard input, its encoding, a limit, a signal, its exit; other
    tests run the command with :func:`run_cli_here`."""
    return subprocess.run(
        [sys.executable, "-m", "marquoir", *args],
        capture_output=True,
        text=True,
        check=False,
        input=stdin,
        env={**os.environ, **(env or {})},
    )


def run_cli_here(
    capsys: pytest.CaptureFixture[str], *args: str
) -> subprocess.CompletedProcess[str]:
    """``marquoir ARGS`` run by ``marquoir.cli.main`` in this process (in the test's isolated
    environment): its status and output as :func:`run_cli` gives them, without a process
    started and every module imported again for each command."""
    from marquoir.cli import main

    capsys.readouterr()
    try:
        status = main(list(args))
    except SystemExit as leaving:  # argparse's refusals
        status = leaving.code if isinstance(leaving.code, int) else 1
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(["marquoir", *args], status, out, err)
