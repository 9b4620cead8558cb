"""Every key binding of the app has an id (so a keymap can change it) and a description that
is an i18n key, translated in both languages."""

import importlib
import pkgutil

import pytest
from textual.binding import Binding
from textual.dom import DOMNode

import marquoir.tui.screens
import marquoir.tui.widgets
from marquoir.i18n import known
from marquoir.tui.app import MarquoirApp


def nodes() -> list[type[DOMNode]]:
    found: list[type[DOMNode]] = [MarquoirApp]
    for package in (marquoir.tui.screens, marquoir.tui.widgets):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for value in vars(module).values():
                if (
                    isinstance(value, type)
                    and issubclass(value, DOMNode)
                    and value.__module__ == module.__name__
                ):
                    found.append(value)
    return found


@pytest.mark.parametrize("node", nodes(), ids=lambda node: node.__name__)
def test_every_binding_has_an_id_and_a_translated_description(node: type[DOMNode]) -> None:
    for binding in node.__dict__.get("BINDINGS", []):
        assert isinstance(binding, Binding), binding
        assert binding.id, f"{node.__name__}: {binding.key} has no id"
        assert binding.description.startswith("key."), binding
        for lang in ("en", "fr"):
            assert known(lang, binding.description), (lang, binding.description)


def test_binding_ids_are_unique() -> None:
    ids = [b.id for node in nodes() for b in node.__dict__.get("BINDINGS", [])]
    assert len(ids) == len(set(ids))
