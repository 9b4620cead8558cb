"""Names a module hands out from the modules behind it, imported the first time they are asked
for (PEP 562's module ``__getattr__``): a command that needs one game's scoring loads nothing
else of the package, and the answer is kept in the module, so the import happens once."""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType


def import_module(name: str) -> ModuleType:
    """The module of this absolute name, imported if it is not yet: ``importlib``'s
    ``import_module`` without importing ``importlib``'s package (some 0.15 ms of each
    command's start)."""
    __import__(name)
    return sys.modules[name]


def lazy_names(
    module: str, homes: dict[str, str], submodules: tuple[str, ...] = ()
) -> Callable[[str], object]:
    """The ``__getattr__`` of ``module``: each name of ``homes`` taken from its home module
    (then kept in ``module``), each of ``submodules`` imported as ``module``'s own."""

    def __getattr__(name: str) -> object:
        if name in submodules:
            return import_module(f"{module}.{name}")
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        value = getattr(import_module(home), name)
        setattr(sys.modules[module], name, value)
        return value

    return __getattr__
