"""A PostgreSQL URL on a Marquoir installed without its ``postgresql`` extra: refused with one
sentence that says how to install the driver, in both languages."""

from __future__ import annotations

import sys

import pytest

from marquoir.cli import main


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "install Marquoir with its postgresql extra (pip install 'marquoir[postgresql]'"),
        ("fr", "installez Marquoir avec son extra postgresql (pip install 'marquoir[postgresql]'"),
    ],
)
def test_a_postgresql_url_without_the_driver_says_how_to_install_it(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if the extra were not installed
    status = main(["--lang", lang, "games", "--db-url", "postgresql://captain@127.0.0.1:9/club"])
    err = capsys.readouterr().err
    assert status == 2
    assert words in err and err.count("\n") == 1
    assert "No module named" not in err
