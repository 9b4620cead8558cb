"""``Record``: ``typing.NamedTuple`` for the type checker, a plain ``collections.namedtuple`` at
run time, so that importing the rules never imports ``typing`` (``marquoir score`` starts in the
time of a bare ``argparse`` import plus a few milliseconds).

Usage is that of NamedTuple: ``class Line(Record): kind: str; points: int = 0``. Methods,
properties and the docstring of the class body are kept.
"""

import collections

__all__ = ["Record"]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NamedTuple as Record
else:
    _NOT_COPIED = frozenset({"__module__", "__qualname__", "__annotations__", "__slots__"})

    class _RecordMeta(type):
        def __new__(mcls, name, bases, namespace):
            fields = list(namespace.get("__annotations__", {}))
            defaults = [namespace[field] for field in fields if field in namespace]
            if any(field not in namespace for field in fields[len(fields) - len(defaults) :]):
                raise TypeError(f"{name}: fields with defaults must come last")
            module = namespace["__module__"]
            cls = collections.namedtuple(name, fields, defaults=defaults, module=module)
            for key, value in namespace.items():
                if key not in _NOT_COPIED and key not in fields:
                    setattr(cls, key, value)
            cls.__qualname__ = namespace["__qualname__"]
            return cls

    Record = type.__new__(_RecordMeta, "Record", (), {})
