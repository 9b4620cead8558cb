"""The odds' cache folder is platformdirs' own (issue 24: found without importing platformdirs
on Linux, so a warm ``marquoir odds`` starts fast), whatever the environment says."""

import os
import subprocess
import sys

import platformdirs
import pytest

from marquoir.odds import stored
from marquoir.odds.cache_folder import user_cache_folder

#: (XDG_CACHE_HOME, HOME), None for unset
ENVIRONMENTS = [
    ("/tmp/xdg-cache", "/root"),
    ("/tmp/xdg-cache/", "/root"),
    ("/tmp//a/../b", "/root"),
    ("", "/home/anne"),
    (None, "/home/anne"),
    (None, "/home/anne/"),
    (None, "/"),
    ("relative/cache", "/home/anne"),
    ("~/cache", "/home/anne"),
    (" /tmp/space", "/home/anne"),
    (None, "relative-home"),
    (None, ""),
    ("", None),
    ("/tmp/xdg-cache", None),
]


@pytest.mark.parametrize(("xdg", "home"), ENVIRONMENTS)
def test_the_folder_is_platformdirs(
    xdg: str | None, home: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in (("XDG_CACHE_HOME", xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    try:
        expected = platformdirs.user_cache_dir("marquoir")
    except RuntimeError:  # platformdirs finds no home: nor does the folder
        with pytest.raises(RuntimeError):
            user_cache_folder()
        return
    assert user_cache_folder() == expected
    assert stored.cache_dir() == os.path.join(expected, "odds")


def test_android_is_left_to_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANDROID_DATA", "/data")
    monkeypatch.setenv("ANDROID_ROOT", "/system")
    monkeypatch.setenv("SHELL", "/bin/sh")  # Termux: platformdirs' Unix class again
    assert user_cache_folder() == platformdirs.user_cache_dir("marquoir")


def test_the_folder_is_found_without_platformdirs() -> None:
    code = (
        "import sys\n"
        "from marquoir.odds.stored import cache_dir\n"
        "print(cache_dir())\n"
        "print('platformdirs' in sys.modules, 'pathlib' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    folder, loaded = out.stdout.splitlines()
    assert folder == os.path.join(os.environ["XDG_CACHE_HOME"], "marquoir", "odds")
    assert loaded == "False False"
