"""What several test modules share."""

import os
import subprocess
import sys


def run_cli(
    *args: str, env: dict[str, str] | None = None, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    """``marquoir ARGS`` as its own process (in the test's isolated environment)."""
    return subprocess.run(
        [sys.executable, "-m", "marquoir", *args],
        capture_output=True,
        text=True,
        check=False,
        input=stdin,
        env={**os.environ, **(env or {})},
    )
