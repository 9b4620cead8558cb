"""The Captain's keymap (#22 deliver 7): keymap.toml in the config folder moves a binding to
another key through Textual's App.set_keymap; the old key no longer does it; a file that cannot
be used says so in one sentence naming the file, the line and the id, and the app starts with
its default keys."""

import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from textual.dom import DOMNode
from textual.widgets import Footer

from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.keymap import (
    Owner,
    declared,
    inherited,
    is_key,
    keymap_path,
    known_bindings,
    owners_in_source,
    read_keymap,
)
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.home import HomeScreen
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.use_cases import UseCases
from scripts.screenshots import sample
from tests.tui.conftest import settle

#: the manual's page of the keys: every binding's id and default key, the AZERTY example
KEYS_PAGE = Path(__file__).parents[2] / "docs" / "keys.md"


def owners() -> list[Owner]:
    """The app and every screen and widget of it that declares key bindings, read from the
    classes (this imports every screen: about half a second; the app reads
    :func:`owners_in_source`, checked against this)."""
    import marquoir.tui.games
    import marquoir.tui.screens
    import marquoir.tui.widgets
    from marquoir.rules.games import game_entries
    from marquoir.tui.app import MarquoirApp

    kits = [importlib.import_module(entry.kit) for entry in game_entries()]
    found: list[type[DOMNode]] = [MarquoirApp]
    for package in (marquoir.tui.screens, marquoir.tui.widgets, marquoir.tui.games, *kits):
        prefix = package.__name__ + "."
        for info in pkgutil.walk_packages(package.__path__, prefix):
            module = importlib.import_module(info.name)
            for value in vars(module).values():
                if (
                    isinstance(value, type)
                    and issubclass(value, DOMNode)
                    and value.__module__ == module.__name__
                    and value.__dict__.get("BINDINGS")
                ):
                    found.append(value)
    return [
        Owner(
            cls.__name__, tuple(declared(cls)), inherited(cls), getattr(cls, "TYPING_LINE", False)
        )
        for cls in found
    ]


def keymap_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "keymap.toml"
    path.write_text(text, "utf-8")
    return path


def app_with(store: Store, tmp_path: Path, keymap: Path, lang: str = "en") -> MarquoirApp:
    return MarquoirApp(UseCases(store), lang, export_dir=tmp_path / "exports", keymap=keymap)


def footer_text(app: MarquoirApp) -> str:
    footer = app.screen.query_one(Footer)
    return " ".join(str(key.render()) for key in footer.query("FooterKey"))


# --- the file ------------------------------------------------------------------------------


def test_the_keymap_file_is_in_the_isolated_config_folder(isolated_user_dirs: Path) -> None:
    """platformdirs follows XDG_CONFIG_HOME, which tests/conftest.py points at a temp dir."""
    assert keymap_path() == isolated_user_dirs / "config" / "marquoir" / "keymap.toml"


def test_a_good_file_is_read(tmp_path: Path) -> None:
    path = keymap_file(tmp_path, 'new-game = "g"\nboard = "ctrl+b, f3"\n"sort" = "?"\n')
    keymap, problems = read_keymap(path)
    assert problems == []
    assert keymap == {"new-game": "g", "board": "ctrl+b,f3", "sort": "question_mark"}


def test_no_file_no_keymap_no_word(tmp_path: Path) -> None:
    assert read_keymap(tmp_path / "keymap.toml") == ({}, [])


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        (
            '# mine\nnew-game = "g"\nundoo = "ctrl+b"\n',
            "{path}, line 3: 'undoo' is not one of Marquoir's key bindings (the manual lists "
            "them, under Keys); the default keys are used.",
        ),
        (
            'new-game = "g"\nboard = ctrl+b\n',
            "{path} is not a TOML file (Invalid value (at line 2, column 9)); the default keys "
            "are used.",
        ),
        (
            'new-game = "s"\n',
            "{path}, line 1: s for 'new-game' is already the key of 'standings' on the same "
            "screen; the default keys are used.",
        ),
        (
            'undo = "f1"\n',
            "{path}, line 1: f1 for 'undo' is already the key of 'help' on the same screen; "
            "the default keys are used.",
        ),
        (
            'undo = "ctlr+b"\n',
            "{path}, line 1: 'ctlr+b' is not a key (write e.g. ctrl+b, f9, escape, a); the "
            "default keys are used.",
        ),
        (
            "undo = 3\n",
            "{path}, line 1: 'undo' takes a key in quotes, e.g. undo = \"ctrl+b\"; the default "
            "keys are used.",
        ),
    ],
    ids=["unknown-id", "bad-toml", "taken-on-the-screen", "taken-by-the-app", "bad-key", "number"],
)
def test_a_bad_file_says_what_is_wrong_and_nothing_is_used(
    tmp_path: Path, text: str, sentence: str
) -> None:
    path = keymap_file(tmp_path, text)
    keymap, problems = read_keymap(path)
    assert keymap == {}
    assert [problem.text("en") for problem in problems] == [sentence.format(path=path)]


def test_a_bad_file_says_so_in_french(tmp_path: Path) -> None:
    path = keymap_file(tmp_path, 'undoo = "ctrl+b"\n')
    _, problems = read_keymap(path)
    assert problems[0].text("fr") == (
        f"{path}, ligne 1 : « undoo » n'est pas une commande de Marquoir (le manuel en donne la "
        "liste, page « Keys ») ; les touches par défaut sont utilisées."
    )


def test_two_bindings_moved_to_the_same_key_clash(tmp_path: Path) -> None:
    path = keymap_file(tmp_path, 'undo = "ctrl+b"\nredo = "ctrl+b"\n')
    _, problems = read_keymap(path)
    assert "ctrl+b for 'undo' is already the key of 'redo'" in problems[0].text("en")


def test_a_key_freed_by_the_keymap_may_be_taken() -> None:
    """Moving 'standings' off s lets 'new-game' have s: no clash."""
    path_text = 'standings = "ctrl+b"\nnew-game = "s"\n'
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        keymap, problems = read_keymap(keymap_file(Path(folder), path_text))
    assert problems == []
    assert keymap == {"standings": "ctrl+b", "new-game": "s"}


def test_the_source_says_what_the_classes_say() -> None:
    """The app reads its bindings from the source (no screen imported before the first
    paint): the same owners, the same bindings, the same inherited keys as the classes."""

    def facts(found: list[Owner]) -> dict[str, tuple[set[tuple[object, ...]], set[str], bool]]:
        return {
            owner.name: (
                {
                    (b.key, b.action, b.description, b.id, b.show, b.priority)
                    for b in owner.declared
                },
                {b.key for b in owner.bindings},
                owner.typing_line,
            )
            for owner in found
        }

    assert facts(owners_in_source()) == facts(owners())
    assert known_bindings(owners()) == known_bindings()


@pytest.mark.parametrize("key", ["ctrl+b", "f9", "escape", "a", "shift+tab", "question_mark"])
def test_keys(key: str) -> None:
    assert is_key(key)


@pytest.mark.parametrize("key", ["ctlr+b", "ctrl+", "fn+f3", "escap", ""])
def test_not_keys(key: str) -> None:
    assert not is_key(key)


def test_the_manual_lists_every_binding_with_its_default_key() -> None:
    page = KEYS_PAGE.read_text("utf-8")
    section = page[page.index("## Your own keys") :]
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| ([^|]+) \|", section, re.MULTILINE))
    known = known_bindings()
    assert set(rows) == set(known)
    for binding_id, bound in known.items():
        assert rows[binding_id].strip() == ", ".join(f"`{key}`" for key in bound.keys)


# --- in the app ----------------------------------------------------------------------------


async def test_a_moved_key_works_and_the_old_one_no_longer_does(
    store: Store, tmp_path: Path
) -> None:
    app = app_with(store, tmp_path, keymap_file(tmp_path, 'new-game = "g"\n'))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        assert " g New game " in footer_text(app)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("g")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)


async def test_a_game_key_moved_off_the_function_keys(store: Store, tmp_path: Path) -> None:
    """A laptop's f3 needs Fn: the board on ctrl+b instead (the manual's AZERTY example)."""
    playing, _ = sample(UseCases(store))
    app = app_with(store, tmp_path, keymap_file(tmp_path, 'board = "ctrl+b"\n'), "fr")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.open_game(playing)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert " ^b Tableau " in footer_text(app)
        await pilot.press("f3")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+b")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)


async def test_a_bad_file_is_said_and_the_app_starts_with_the_defaults(
    store: Store, tmp_path: Path
) -> None:
    path = keymap_file(tmp_path, 'new-game = "g"\nundoo = "ctrl+b"\n')
    app = app_with(store, tmp_path, path, "fr")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        said = [notification.message for notification in app._notifications]
        assert said == [
            f"{path}, ligne 2 : « undoo » n'est pas une commande de Marquoir (le manuel en "
            "donne la liste, page « Keys ») ; les touches par défaut sont utilisées."
        ]
        await pilot.press("g")
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)


def test_the_manuals_azerty_example_is_a_keymap_that_works(tmp_path: Path) -> None:
    page = KEYS_PAGE.read_text("utf-8")
    section = page[page.index("## Your own keys") :]
    example = section[section.index("```toml\n") + 8 : section.index("```\n\n|")]
    keymap, problems = read_keymap(keymap_file(tmp_path, example))
    assert problems == []
    assert keymap["board"] == "ctrl+n"


@pytest.mark.parametrize(
    ("text", "given", "binding_id"),
    [
        ('undo = "ctrl+w"\n', "ctrl+w", "undo"),
        ('help = "h"\n', "h", "help"),
        # a game's own dialog says it has a typing line in its own folder (its TYPING_LINE)
        ('dix-odds-close = "q"\n', "q", "dix-odds-close"),
    ],
)
def test_a_key_of_the_typing_line_is_refused(
    tmp_path: Path, text: str, given: str, binding_id: str
) -> None:
    """ctrl+w deletes a word in the game's line; a letter is typed there: never the screen's."""
    path = keymap_file(tmp_path, text)
    keymap, problems = read_keymap(path)
    assert keymap == {}
    assert [problem.text("en") for problem in problems] == [
        f"{path}, line 1: {given} for '{binding_id}' goes to the typing line of that screen, not "
        "to the screen; the default keys are used."
    ]


async def test_the_palette_key_moves_and_the_footer_follows(store: Store, tmp_path: Path) -> None:
    from marquoir.tui.palette import MarquoirPalette

    app = app_with(store, tmp_path, keymap_file(tmp_path, 'palette = "f9"\n'))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert footer_text(app).endswith("f9 palette")
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("f9")
        await settle(pilot)
        assert isinstance(app.screen, MarquoirPalette)
