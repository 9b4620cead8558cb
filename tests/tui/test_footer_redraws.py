"""The footer is drawn again when the keys it shows change, and only then. Textual's own footer
rebuilt every key (a widget each, styled and laid out) on each focus change, screen pushed or
question asked, most of which change nothing it shows: about a fifth of the app's tests' time
went there."""

from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Input

from marquoir.tui.widgets.footer import Footer


class TwoFields(App[None]):
    """Two fields (the focus moves between them, the keys stay) and a key that shows only
    while ``armed`` (the keys change)."""

    BINDINGS = [
        Binding("f2", "save", "Save"),
        Binding("f3", "undo", "Undo"),
    ]
    armed = False

    def compose(self) -> ComposeResult:
        yield Input(id="first")
        yield Input(id="second")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.armed  # False: not shown
        return True

    def arm(self, armed: bool) -> None:
        self.armed = armed
        self.refresh_bindings()

    def action_save(self) -> None: ...

    def action_undo(self) -> None: ...


def labels(app: App[Any]) -> list[str]:
    return [str(key.render()).strip() for key in app.query_one(Footer).query("FooterKey")]


async def shown(pilot: Any, undo: bool) -> None:
    """Once the footer shows its keys, Undo among them or not (it draws them after the screen's
    bindings change, once the screen has refreshed: a moment later on a loaded machine)."""
    for _ in range(200):
        drawn = labels(pilot.app)
        if drawn and ("f3 Undo" in drawn) == undo:
            return
        await pilot.pause(0.01)
    raise AssertionError(
        f"the footer shows {labels(pilot.app)}, Undo {'missing' if undo else 'shown'}"
    )


async def drawn(pilot: Any) -> None:
    await shown(pilot, undo=False)


async def test_a_focus_change_that_leaves_the_keys_does_not_redraw_the_footer() -> None:
    app = TwoFields()
    async with app.run_test() as pilot:
        await drawn(pilot)
        keys = list(app.query_one(Footer).query("FooterKey"))
        assert labels(app)[0] == "f2 Save"
        for _ in range(3):
            await pilot.press("tab")
            await pilot.pause()
        assert app.focused is not None and app.focused.id == "second"
        # the very same widgets: nothing was built again
        assert list(app.query_one(Footer).query("FooterKey")) == keys


async def test_a_key_that_comes_or_goes_is_drawn_at_once() -> None:
    app = TwoFields()
    async with app.run_test() as pilot:
        await drawn(pilot)
        assert labels(app) == ["f2 Save", "^p palette"]
        app.arm(True)
        await shown(pilot, undo=True)
        app.arm(False)
        await shown(pilot, undo=False)
        assert labels(app) == ["f2 Save", "^p palette"]


async def test_a_change_undone_before_the_drawing_shows_the_keys_as_they_are() -> None:
    """Armed, disarmed and armed again in one go: the second change, back to what is drawn,
    asks for no drawing, and the one the first change asked for reads the keys as they are
    when it runs (armed)."""
    app = TwoFields()
    async with app.run_test() as pilot:
        await drawn(pilot)
        app.arm(True)
        app.arm(False)
        app.arm(True)
        await shown(pilot, undo=True)
        for _ in range(5):  # and it stays so: no later drawing of an older state
            await pilot.pause(0.02)
        assert "f3 Undo" in labels(app)


def test_no_screen_of_the_app_takes_textual_s_own_footer() -> None:
    """Each of the app's modules that names a footer takes this one."""
    import ast
    from pathlib import Path

    import marquoir.tui

    own = Path(Footer.__module__.replace(".", "/") + ".py").name
    for path in Path(marquoir.tui.__file__).parent.rglob("*.py"):
        if path.name == own and path.parent.name == "widgets":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.ImportFrom)
                and node.module
                and node.module.startswith("textual")
            ):
                assert "Footer" not in [alias.name for alias in node.names], path
