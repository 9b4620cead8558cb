"""Each record's ``__new__``, by its number of fields: templates compiled once, into
Python's bytecode cache; ``marquoir.rules.record`` gives each record a copy of the template
of its arity under its fields' names (``collections.namedtuple`` compiles a new source text
for each record, at every start). Regular text, one function per number of fields.
"""

# ruff: noqa: E501 (one line per template)
# fmt: off

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_tuple_new: Any = tuple.__new__

#: the most fields a record may have to be built from a template (namedtuple builds more)
MOST = 32


def new_1(_cls: Any, a0: Any) -> Any:
    return _tuple_new(_cls, (a0,))


def new_2(_cls: Any, a0: Any, a1: Any) -> Any:
    return _tuple_new(_cls, (a0, a1))


def new_3(_cls: Any, a0: Any, a1: Any, a2: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2))


def new_4(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3))


def new_5(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4))


def new_6(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5))


def new_7(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6))


def new_8(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7))


def new_9(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8))


def new_10(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9))


def new_11(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10))


def new_12(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11))


def new_13(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12))


def new_14(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13))


def new_15(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14))


def new_16(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15))


def new_17(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16))


def new_18(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17))


def new_19(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18))


def new_20(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19))


def new_21(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20))


def new_22(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21))


def new_23(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22))


def new_24(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23))


def new_25(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24))


def new_26(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25))


def new_27(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26))


def new_28(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any, a27: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27))


def new_29(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any, a27: Any, a28: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28))


def new_30(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any, a27: Any, a28: Any, a29: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29))


def new_31(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any, a27: Any, a28: Any, a29: Any, a30: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30))


def new_32(_cls: Any, a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any, a10: Any, a11: Any, a12: Any, a13: Any, a14: Any, a15: Any, a16: Any, a17: Any, a18: Any, a19: Any, a20: Any, a21: Any, a22: Any, a23: Any, a24: Any, a25: Any, a26: Any, a27: Any, a28: Any, a29: Any, a30: Any, a31: Any) -> Any:
    return _tuple_new(_cls, (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31))
