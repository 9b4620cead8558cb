"""Every file Marquoir writes for the Captain (an export, a CSV sheet, a backup copy): created
new, as a regular file, never replacing what Marquoir did not write.

A file is written whole to a temporary file beside its place (``.NAME.xxxxxxxx.part``), made
durable, then put in place in one step. The place must be free: a file already there is
refused with a sentence unless the Captain forces it (``--force``: a regular file is then
replaced, in one step), and a symbolic link, a folder, a device (``/dev/full``), a pipe or a
socket is refused always: nothing is written through a link or onto a device. The new file
gets the permissions of any file the Captain creates (0644 under the usual umask: the
temporary file is created with 0666, less the umask, by the system itself). Whatever fails,
the temporary file is removed and nothing is left under the name.
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from marquoir.rules.errors import Refusal


class FileRefusal(Refusal):
    """A file Marquoir will not write, or could not: one sentence naming it (``file.*``)."""

    def __init__(self, key: str, path: Path | str, **params: object) -> None:
        super().__init__(key, "file", path=str(path), **params)


def reason(error: OSError) -> str:
    """What the system said, in a few words (``No space left on device``)."""
    return error.strerror or str(error)


def check_place(target: Path, force: bool = False) -> None:
    """Refuse a place that is taken: by a link, a folder, a device, a pipe or a socket
    always; by a regular file unless ``force``."""
    try:
        found = os.lstat(target)
    except FileNotFoundError:
        return
    except OSError as error:
        raise FileRefusal("file.unwritable", target, reason=reason(error)) from None
    if stat.S_ISLNK(found.st_mode):
        raise FileRefusal("file.is_link", target)
    if stat.S_ISDIR(found.st_mode):
        raise FileRefusal("file.is_folder", target)
    if not stat.S_ISREG(found.st_mode):
        raise FileRefusal("file.not_regular", target)
    if not force:
        raise FileRefusal("file.exists", target)


def _temporary(target: Path) -> Path:
    """A new empty file beside ``target`` (0666 less the umask), its name never used."""
    while True:
        part = target.with_name(f".{target.name}.{secrets.token_hex(4)}.part")
        try:
            descriptor = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o666)
        except FileExistsError:
            continue
        os.close(descriptor)
        return part


def _sync(path: Path) -> None:
    """The file's bytes on the disk, then its folder's entry (where the system allows)."""
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # a folder that cannot be synced (some network file systems): written all the same
    finally:
        os.close(descriptor)


def _place(part: Path, target: Path, force: bool) -> None:
    """Put the written file at ``target`` in one step: a new name only (``force``: a regular
    file there is replaced)."""
    check_place(target, force)
    if force:
        os.replace(part, target)  # a rename: a link there would be replaced, never followed
        return
    try:
        os.link(part, target)  # fails if anything took the name meanwhile
    except FileExistsError:
        raise FileRefusal("file.exists", target) from None
    except OSError:  # no hard links here (some file systems): the place was free just now
        check_place(target, force)
        os.rename(part, target)
        return
    os.unlink(part)


@contextmanager
def new_file(target: Path | str, force: bool = False) -> Iterator[Path]:
    """A temporary file (empty, beside ``target``) to fill in the block; put in place when the
    block ends, removed if it raises. Every system error is a :class:`FileRefusal`."""
    target = Path(target)
    check_place(target, force)
    try:
        part = _temporary(target)
    except OSError as error:
        raise FileRefusal("file.unwritable", target, reason=reason(error)) from None
    try:
        yield part
        _sync(part)
        _place(part, target, force)
        _sync_folder(target.parent)
    except OSError as error:
        part.unlink(missing_ok=True)
        raise FileRefusal("file.unwritable", target, reason=reason(error)) from None
    except BaseException:
        part.unlink(missing_ok=True)
        raise


def write_new(target: Path | str, data: str | bytes, force: bool = False) -> None:
    """Write ``data`` (text as UTF-8, as given: no newline translated) as a new file."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    with new_file(target, force) as part, open(part, "wb") as handle:
        handle.write(payload)


def write_with(target: Path | str, fill: Callable[[Path], None], force: bool = False) -> None:
    """Have ``fill`` write the new file (given its empty temporary file), then put it in
    place."""
    with new_file(target, force) as part:
        fill(part)


def free_name(target: Path) -> Path:
    """``target``, or the first of ``NAME-2.EXT``, ``NAME-3.EXT`` … that nothing holds."""
    found, n = target, 1
    while os.path.lexists(found):
        n += 1
        found = target.with_name(f"{target.stem}-{n}{target.suffix}")
    return found
