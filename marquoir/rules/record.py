"""``Record``: ``typing.NamedTuple`` for the type checker, a named tuple at run time that
imports no ``typing`` and compiles no source text (``marquoir score`` starts in the time of a
bare ``argparse`` import plus a few milliseconds).

Usage is that of NamedTuple: ``class Line(Record): kind: str; points: int = 0``. Methods,
properties and the docstring of the class body are kept.

The class is ``collections.namedtuple``'s, built the same way but for its ``__new__``:
namedtuple compiles a new source text for each record (some 0.1 ms per record of every start,
some 2 ms of a ``marquoir replay``); here the function is a copy of a template of the same
number of fields (``record_new``, compiled once into Python's bytecode cache) under the fields'
names and with their defaults. Where a Python cannot rename a template's arguments, or a record
has more fields than the templates, namedtuple builds it.
"""

import collections

__all__ = ["Record"]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NamedTuple as Record
else:
    import types

    from marquoir.rules import record_new

    #: namedtuple's own field accessor (with its own fallback where ``_collections`` lacks it)
    _tuplegetter = collections._tuplegetter

    _NOT_COPIED = frozenset({"__module__", "__qualname__", "__annotations__", "__slots__"})
    _GLOBALS = {"_tuple_new": tuple.__new__, "__builtins__": {}}

    def _new(name, fields, defaults):
        """The record's ``__new__``: the template of its arity, its arguments renamed."""
        if not 0 < len(fields) <= record_new.MOST or any(f.startswith("_") for f in fields):
            return None  # namedtuple builds it (or says why not)
        template = getattr(record_new, f"new_{len(fields)}")
        try:
            code = template.__code__.replace(
                co_varnames=("_cls", *fields), co_name="__new__", co_qualname=f"{name}.__new__"
            )
        except (TypeError, ValueError):
            return None
        new = types.FunctionType(code, _GLOBALS, "__new__", tuple(defaults) or None)
        new.__doc__ = f"Create new instance of {name}({', '.join(fields)})"
        return new

    @classmethod
    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != len(cls._fields):
            raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(made)}")
        return made

    def _replace(self, /, **changes):
        made = self._make(map(changes.pop, self._fields, self))
        if changes:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}")
        return made

    def _repr(self):
        fields = ", ".join(f"{n}={v!r}" for n, v in zip(self._fields, self, strict=True))
        return f"{self.__class__.__name__}({fields})"

    def _asdict(self):
        return dict(zip(self._fields, self, strict=True))

    def _getnewargs(self):
        return tuple(self)

    def _record_class(name, fields, defaults, module):
        new = _new(name, fields, defaults)
        if new is None:
            return collections.namedtuple(name, fields, defaults=defaults, module=module)
        namespace = {
            "__doc__": f"{name}({', '.join(fields)})",
            "__slots__": (),
            "_fields": tuple(fields),
            "_field_defaults": dict(
                zip(fields[len(fields) - len(defaults) :], defaults, strict=True)
            ),
            "__new__": new,
            "_make": _make,
            "_replace": _replace,
            "__repr__": _repr,
            "_asdict": _asdict,
            "__getnewargs__": _getnewargs,
            "__match_args__": tuple(fields),
            "__module__": module,
        }
        for index, field in enumerate(fields):
            namespace[field] = _tuplegetter(index, f"Alias for field number {index}")
        return type(name, (tuple,), namespace)

    class _RecordMeta(type):
        def __new__(mcls, name, bases, namespace):
            fields = list(namespace.get("__annotations__", {}))
            defaults = [namespace[field] for field in fields if field in namespace]
            if any(field not in namespace for field in fields[len(fields) - len(defaults) :]):
                raise TypeError(f"{name}: fields with defaults must come last")
            cls = _record_class(name, fields, defaults, namespace["__module__"])
            for key, value in namespace.items():
                if key not in _NOT_COPIED and key not in fields:
                    setattr(cls, key, value)
            cls.__qualname__ = namespace["__qualname__"]
            return cls

    Record = type.__new__(_RecordMeta, "Record", (), {})
