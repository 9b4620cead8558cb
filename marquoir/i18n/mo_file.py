"""One compiled gettext catalog (``.mo``), answered as the standard library's
``gettext.GNUTranslations`` answers, without reading every message first.

``GNUTranslations`` decodes each of a catalog's messages when it opens it, which costs more
than the rest of a ``marquoir score``; a command asks for a dozen. :class:`MoCatalog` finds a
message by a binary search of the file's sorted ids and decodes its text the first time it is
asked for.
What it answers is ``GNUTranslations``' answer, fallbacks included (``tests/i18n`` compares
them on every message of every catalog); a catalog it cannot read that way (another charset,
the other byte order) is read by ``GNUTranslations`` itself (:func:`open_catalog`).
"""

from __future__ import annotations

import sys
from operator import add

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Protocol

    class Catalog(Protocol):
        def gettext(self, message: str) -> str: ...
        def ngettext(self, msgid1: str, msgid2: str, n: int) -> str: ...


_LE_MAGIC = 0x950412DE
_BE_MAGIC = 0xDE120495


class MoCatalog:
    """A ``.mo`` file's messages: ``gettext`` and ``ngettext`` as ``GNUTranslations``'.

    A message id is found by a binary search of the file's table of ids, which the format
    keeps sorted (GNU's own reader searches it so when a file has no hash table, as Babel's
    files have none): opening a catalog reads its bytes and nothing else."""

    def __init__(self, data: bytes, count: int, ids: memoryview, texts_at: int) -> None:
        #: the file; its number of messages; each id's (length, offset) pair, in sorted order;
        #: where the texts' pairs start (the i-th id's text pair is at ``texts_at + 8 * i``)
        self._data = data
        self._count = count
        self._ids = ids
        self._texts_at = texts_at
        self._decoded: dict[int, str] = {}
        self._forms_of: dict[int, list[bytes]] = {}
        self._rule: str | None = None
        self._plural: Callable[[int], int] | None = None

    def _id(self, i: int) -> bytes:
        offset = self._ids[2 * i + 1]
        return self._data[offset : offset + self._ids[2 * i]]

    def _first_from(self, key: bytes) -> int:
        """The index of the first id that does not sort before ``key``."""
        low, high = 0, self._count
        while low < high:
            middle = (low + high) // 2
            if self._id(middle) < key:
                low = middle + 1
            else:
                high = middle
        return low

    def _at(self, key: bytes, plural: bool) -> int | None:
        """Where the text of the message ``key`` is described, or (``plural``) its forms:
        a plural message's id is ``key``, a NUL and the plural id, which sorts where ``key``
        itself would (an id is in a catalog once, plain or plural). None: no such message."""
        i = self._first_from(key)
        if i < self._count:
            found = self._id(i)
            if found.startswith(key + b"\x00") if plural else found == key:
                return self._texts_at + 8 * i
        return None

    def _text(self, at: int) -> bytes:
        data = self._data
        length = int.from_bytes(data[at : at + 4], sys.byteorder)
        offset = int.from_bytes(data[at + 4 : at + 8], sys.byteorder)
        return data[offset : offset + length]

    def _forms(self, at: int) -> list[bytes]:
        forms = self._forms_of.get(at)
        if forms is None:
            forms = self._forms_of[at] = self._text(at).split(b"\x00")
        return forms

    def plural(self, n: int) -> int:
        """The form of ``n`` by the catalog's ``Plural-Forms`` (gettext's own compiler)."""
        if self._plural is None:
            if self._rule is None:
                self._plural = lambda n: int(n != 1)  # gettext's default: germanic
            else:
                from gettext import c2py

                self._plural = c2py(self._rule)
        return self._plural(n)

    def _form(self, key: str, n: int) -> str | None:
        at = self._at(key.encode("utf-8", "surrogatepass"), plural=True)
        if at is None:
            return None
        index = self.plural(n)
        forms = self._forms(at)
        if not 0 <= index < len(forms):
            return None
        return str(forms[index], "utf-8")

    def gettext(self, message: str) -> str:
        at = self._at(message.encode("utf-8", "surrogatepass"), plural=False)
        if at is not None:
            text = self._decoded.get(at)
            if text is None:
                text = self._decoded[at] = str(self._text(at), "utf-8")
            return text
        form = self._form(message, 1)
        return message if form is None else form

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        form = self._form(msgid1, n)
        if form is not None:
            return form
        return msgid1 if n == 1 else msgid2


def _header(text: bytes) -> dict[str, str]:
    """The catalog's header as ``GNUTranslations`` reads it (lower-case keys)."""
    info: dict[str, str] = {}
    last = None
    for b_item in text.split(b"\n"):
        item = b_item.decode().strip()
        if not item:
            continue
        if item.startswith("#-#-#-#-#") and item.endswith("#-#-#-#-#"):
            continue
        if ":" in item:
            k, v = item.split(":", 1)
            last = k.strip().lower()
            info[last] = v.strip()
        elif last:
            info[last] += "\n" + item
    return info


def read_mo(data: bytes, filename: str = "") -> MoCatalog | None:
    """The catalog of a ``.mo`` file's bytes, or None when only ``GNUTranslations`` reads it
    as it is (not UTF-8, not this machine's byte order); OSError for a file that is no
    catalog, as ``GNUTranslations`` raises."""
    magic = int.from_bytes(data[:4], "little")
    if magic not in (_LE_MAGIC, _BE_MAGIC):
        raise OSError(0, "Bad magic number", filename)
    if (magic == _LE_MAGIC) != (sys.byteorder == "little"):
        return None
    words = memoryview(data)[4:20].cast("I")
    if words.itemsize != 4 or len(words) != 4:
        return None
    version, count, master, trans = words
    if version >> 16 not in (0, 1):
        raise OSError(0, "Bad version number " + str(version >> 16), filename)
    ids = memoryview(data)[master : master + 8 * count].cast("I")
    texts = memoryview(data)[trans : trans + 8 * count].cast("I")
    if len(ids) != 2 * count or len(texts) != 2 * count:
        raise OSError(0, "File is corrupt", filename)
    size = len(data)
    for table in (ids.tolist(), texts.tolist()):  # every (length, offset) within the file
        if table and max(map(add, table[::2], table[1::2])) >= size:
            raise OSError(0, "File is corrupt", filename)
    rule = None
    if count:  # the header (the empty id sorts first): UTF-8, or GNUTranslations reads it
        if ids[0]:
            return None
        info = _header(data[texts[1] : texts[1] + texts[0]])
        charset = info.get("content-type", "").partition("charset=")[2]
        if charset.lower().replace("-", "").replace("_", "") != "utf8":
            return None
        if "plural-forms" in info:
            rule = info["plural-forms"].split(";")[1].split("plural=")[1]
    catalog = MoCatalog(data, count, ids, trans)
    catalog._rule = rule
    return catalog


def open_catalog(path: str) -> Catalog:
    """The catalog at ``path``: a :class:`MoCatalog`, or ``GNUTranslations`` for a file only
    it reads as it is."""
    with open(path, "rb") as file:
        data = file.read()
    catalog = read_mo(data, path)
    if catalog is not None:
        return catalog
    import io
    from gettext import GNUTranslations

    return GNUTranslations(io.BytesIO(data))
