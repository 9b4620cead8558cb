"""The rebuild's progress bar on a laptop's 80 columns: a Captain sees the games done out of
the total and the time left, in both languages, whatever the history's size (the bar once
carried the whole sentence of why the games are replayed as its label, and at 20,000 games
the counts and the time were cut to ``75…`` and ``0:00…``); the ratings computed after
the replay have a bar of their own (they once went on the games' bar, ``12000/39990``)."""

import io

import pytest
from rich.console import Console

from marquoir.commands import progress
from marquoir.i18n import translate


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_counts_and_the_time_left_fit_80_columns(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = io.StringIO()

    def console(**options: object) -> Console:  # the bar's own, written to ``out``
        options.pop("stderr", None)
        return Console(file=out, width=80, force_terminal=False, **options)  # type: ignore[arg-type]

    monkeypatch.setattr("rich.console.Console", console)
    with progress.rebuild_progress(lang) as bar:
        bar(0, 20_000)
        bar(7_500, 20_000)
        bar(20_000, 20_000)
        bar.ratings(0, 39_990)  # the ratings after: each game in its two chains
        bar.ratings(39_990, 39_990)
    lines = [line.rstrip() for line in out.getvalue().splitlines() if line.strip()]
    assert " ".join(lines[:-2]).split() == translate(lang, "store.rebuilding").split()
    for line, label, count in (
        (lines[-2], "store.rebuilding_bar", "20000/20000"),
        (lines[-1], "store.rating_bar", "39990/39990"),
    ):
        assert len(line) <= 80
        assert line.startswith(translate(lang, label))
        assert count in line.replace(",", "")
        assert line.endswith("0:00:00")
        assert "…" not in line
