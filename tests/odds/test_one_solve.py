"""A table missing from the cache folder is solved by one process at a time: two processes
that need it at once (the app's worker and a served board, started together) solve it once,
the second one reading the first one's table."""

import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np

from marquoir.odds.stored_arrays import read_or_solve, write_arrays

#: a process that needs the table at PATH: its solve takes a second, and says it ran
NEEDS_THE_TABLE = textwrap.dedent(
    """
    import sys, time
    import numpy as np
    from marquoir.odds.stored_arrays import read_or_solve

    def solve():
        print("solved", flush=True)
        time.sleep(1.0)
        return {"a": np.arange(5.0) * float(sys.argv[2])}

    print("read", read_or_solve(sys.argv[1], ("a",), solve)["a"].sum(), flush=True)
    """
)


def test_two_processes_that_need_a_table_at_once_solve_it_once(tmp_path: Path) -> None:
    path = tmp_path / "odds" / "table.npz"
    both = [
        subprocess.Popen(
            [sys.executable, "-c", NEEDS_THE_TABLE, str(path), str(factor)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for factor in (1, 2)
    ]
    said = [process.communicate(timeout=60)[0].split("\n") for process in both]
    assert all(process.returncode == 0 for process in both)
    solved = [lines.count("solved") for lines in said]
    assert sorted(solved) == [0, 1], said  # one solved; the other waited, then read
    reads = {line for lines in said for line in lines if line.startswith("read")}
    assert len(reads) == 1, said  # both hold the one table written


def test_a_table_kept_is_read_and_one_that_does_not_fit_is_solved_again(tmp_path: Path) -> None:
    path = tmp_path / "table.npz"
    write_arrays(path, {"a": np.zeros(3)})
    calls: list[int] = []

    def solve() -> dict[str, np.ndarray]:
        calls.append(1)
        return {"a": np.ones(4)}

    assert read_or_solve(path, ("a",), solve)["a"].shape == (3,) and not calls
    fits_four = read_or_solve(path, ("a",), solve, lambda arrays: arrays["a"].shape == (4,))
    assert fits_four["a"].tolist() == [1.0] * 4 and calls == [1]
    assert read_or_solve(path, ("a",), solve)["a"].shape == (4,) and calls == [1]
