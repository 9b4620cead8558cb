"""An internal error (a bug) is one line naming the command, even with options before it."""

import pytest

from marquoir import cli


@pytest.mark.parametrize(
    "argv",
    [
        ["replay", "x.json"],
        ["--lang", "fr", "replay", "x.json"],
        ["--db", "m.db", "--lang", "en", "replay", "x.json"],
    ],
)
def test_an_internal_error_names_the_command(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(args: object) -> int:
        raise ZeroDivisionError("a bug")

    import marquoir.commands.replay

    monkeypatch.setattr(marquoir.commands.replay, "run", broken)
    assert cli.main(argv) == 70
    err = capsys.readouterr().err
    assert err.startswith("marquoir replay: an internal error") and err.count("\n") == 1
