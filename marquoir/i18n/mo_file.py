"""One compiled gettext catalog (``.mo``), answered as the standard library's
``gettext.GNUTranslations`` answers, without reading every message first.

``GNUTranslations`` decodes each of a catalog's messages when it opens it, which costs more
than the rest of a ``marquoir score``; a command asks for a dozen. :class:`MoCatalog` indexes
the message ids (bytes, one slice each) and decodes a text the first time it is asked for.
What it answers is ``GNUTranslations``' answer, fallbacks included (``tests/i18n`` compares
them on every message of every catalog); a catalog it cannot read that way (another charset,
the other byte order) is read by ``GNUTranslations`` itself (:func:`open_catalog`).
"""

from __future__ import annotations

import sys

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
    """A ``.mo`` file's messages: ``gettext`` and ``ngettext`` as ``GNUTranslations``'."""

    def __init__(self, data: bytes, plain: dict[bytes, int], plural: dict[bytes, int]) -> None:
        #: the file, and for each message id the offset of its text's (length, offset) pair
        self._data = data
        self._plain = plain
        self._plural_ids = plural
        self._decoded: dict[int, str] = {}
        self._forms_of: dict[int, list[bytes]] = {}
        self._rule: str | None = None
        self._plural: Callable[[int], int] | None = None

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
        at = self._plural_ids.get(key.encode("utf-8", "surrogatepass"))
        if at is None:
            return None
        index = self.plural(n)
        forms = self._forms(at)
        if not 0 <= index < len(forms):
            return None
        return str(forms[index], "utf-8")

    def gettext(self, message: str) -> str:
        at = self._plain.get(message.encode("utf-8", "surrogatepass"))
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
    plain: dict[bytes, int] = {}
    plural: dict[bytes, int] = {}
    rule = None
    for i in range(count):
        length, offset = ids[2 * i], ids[2 * i + 1]
        t_length, t_offset = texts[2 * i], texts[2 * i + 1]
        if offset + length >= size or t_offset + t_length >= size:
            raise OSError(0, "File is corrupt", filename)
        key = data[offset : offset + length]
        at = trans + 8 * i
        if i == 0:  # the header (the empty id sorts first): UTF-8, or GNUTranslations reads it
            if length:
                return None
            info = _header(data[t_offset : t_offset + t_length])
            charset = info.get("content-type", "").partition("charset=")[2]
            if charset.lower().replace("-", "").replace("_", "") != "utf8":
                return None
            if "plural-forms" in info:
                rule = info["plural-forms"].split(";")[1].split("plural=")[1]
        if b"\x00" in key:
            plural[key.split(b"\x00")[0]] = at
        else:
            plain[key] = at
    catalog = MoCatalog(data, plain, plural)
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
