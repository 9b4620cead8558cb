"""French as a French player reads it (#21, deliver 7): no gendered phrasing about a player,
elision before a name, plurals that agree, one word for a round, Morbleu's title in the app.
Each reproduction failed on the code before (the messages as they were in en.py/fr.py)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from marquoir.games.morbleu.rules import DuelTurn, TreasureTurn, make_profile
from marquoir.i18n import domains, translate
from marquoir.store import Store, open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.use_cases import UseCases
from scripts.catalogs import load
from scripts.screenshots import settle
from tests.helpers import run_cli_here

#: the words that would give a player a gender (the player's is unknown)
GENDERED = re.compile(
    r"\best-il\b|\best-elle\b|\ballée?s?\b|\btirée?\b|\bassise?\b|\bentrés\b|\barchivée?\b"
    r"|\bacti(f|ve)\b|\ble premier\b|\bla première\b(?! place)|\bcelui\b|\bcelle\b"
    r"|\ble joueur\b|\bun adversaire\b"
)

#: the parameters that hold a player's name
NAMES = {"name", "other", "winner", "expected", "given", "by", "names", "best", "worst"}

#: messages that speak of a player (with the player's name, or as a player's state)
ABOUT_A_PLAYER = {
    "entry.island_question": {"name": "Bérénice"},
    "game.island_hint": {"name": "Bérénice"},
    "new.drawn": {"name": "Bérénice"},
    "setup.duplicate": {"name": "Bérénice"},
    "setup.empty_name": {"n": 2},
    "manual.self_opponent": {"name": "Bérénice"},
    "dix.not_entered": {"entry": "500", "names": "Bérénice"},
    "players.archived": {},
    "players.active": {},
    "phase.sudden_death": {"target": "6 000", "name": "Bérénice"},
    "new.players": {},
    "key.random_first": {},
    "new.dix_help": {},
}


@pytest.mark.parametrize("key", sorted(ABOUT_A_PLAYER))
def test_no_message_gives_a_player_a_gender(key: str) -> None:
    text = translate("fr", key, **ABOUT_A_PLAYER[key])
    assert not GENDERED.search(text), text


def test_the_skull_island_question_has_no_gender() -> None:
    """The repro: "Bérénice est-il allé…"."""
    question = translate("fr", "entry.island_question", name="Bérénice")
    assert "est-il allé" not in question and "Bérénice" in question


@pytest.mark.parametrize(
    ("key", "params", "expected"),
    [
        ("game.undone", {"name": "Éloïse", "points": "+800"}, "Tour d'Éloïse repris (+800)"),
        ("game.undone", {"name": "Hugo", "points": "+800"}, "Tour d'Hugo repris (+800)"),
        ("game.undone", {"name": "Bruno", "points": "+800"}, "Tour de Bruno repris (+800)"),
        ("game.undone", {"name": "Yann", "points": "+800"}, "Tour de Yann repris (+800)"),
        ("morbleuui.adjust_title", {"name": "Anne"}, "Ajustement pendant le tour d'Anne"),
        ("entry.island_question", {"name": "Anne"}, "voyage d'Anne sur l'Île"),
        ("game.island_hint", {"name": "Anne"}, "si le tour d'Anne est un voyage"),
    ],
)
def test_de_before_a_name_elides(key: str, params: dict[str, str], expected: str) -> None:
    """The repro: "Tour de Éloïse repris" reads "Tour d'Éloïse repris"."""
    assert expected in translate("fr", key, **params)


def test_no_message_writes_de_before_a_vowel() -> None:
    """Every French message, every name in it "Éloïse": never "de Éloïse", "que Éloïse"."""
    checked = 0
    for directory, domain in domains():
        for message in load(directory, domain, "fr"):
            if not message.id:
                continue
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            fields = {f for t in texts for _, f, _, _ in string.Formatter().parse(t) if f}
            params: dict[str, object] = {f: "Éloïse" if f in NAMES else 2 for f in fields}
            params.update({k: v for k, v in (("face", "g"), ("card", "pirate")) if k in fields})
            text = translate("fr", key, **params)
            assert not re.search(r"(?<![\w'])(de|que|le|la) Éloïse", text), (key, text)
            checked += "Éloïse" in text
    assert checked > 30


def test_lancer_2_reads_1_de(capsys: pytest.CaptureFixture[str]) -> None:
    """The repro: ``lancer 2 (1 dés)`` in Dix mille's arithmetic."""
    done = run_cli_here(capsys, "--lang", "fr", "score", "--game", "dix-mille", "15555", "blank")
    assert done.returncode == 0, done.stderr
    assert "lancer 2 (1 dé) : blanc" in done.stdout
    assert "lancer 1 (6 dés) : 15555" in done.stdout
    english = run_cli_here(
        capsys, "--lang", "en", "score", "--game", "dix-mille", "15555", "blank"
    ).stdout
    assert "throw 2 (1 die): blank" in english


@pytest.mark.parametrize(
    ("key", "params", "fr", "en"),
    [
        ("dix.table_dice", {"n": 1}, "1 dé", "1 die"),
        ("dix.table_dice", {"n": 3}, "3 dés", "3 dice"),
        ("dixui.next_throw", {"n": 1, "risk": "66,7"}, "en relançant : 1 dé,", "1 die,"),
        ("board.hand", {"n": 1}, "1 carte en main", "1 card in hand"),
        ("board.hand", {"n": 0}, "0 carte en main", "0 cards in hand"),
        ("seasons.games", {"n": 1}, "1 partie", "1 game"),
        ("players.count", {"n": 1}, "1 joueur :", "1 player:"),
        ("dice.too_few", {"n": 1}, "1 dé, un tour", "1 die, a turn"),
        ("morbleu.escudos_short", {"name": "Anne", "n": 1}, "n'a que 1 escudo", "only 1 escudo"),
        ("game.emptied", {"n": 1}, "1 partie supprimée effacée", "1 deleted game removed"),
        ("odds.more", {"n": 1}, "… et 1 autre relance", "… and 1 more reroll "),
        ("dixodds.title", {"name": "Anne", "points": "300", "n": 1}, "1 dé à lancer", "1 die"),
    ],
)
def test_a_count_agrees_with_its_noun(
    key: str, params: dict[str, object], fr: str, en: str
) -> None:
    for lang, words in (("fr", fr), ("en", en)):
        text = translate(lang, key, **params)
        assert re.search(re.escape(words) + r"(?!\w)", text), text  # "1 dé", not "1 dés"


#: every message that names a round: "manche" in French, "round" in English, nothing else
ROUND_WORDS = {
    "phase.playing": {"round": 4, "name": "Anne", "target": "6 000"},
    "phase.last_round": {"by": "Anne", "names": "Bruno"},
    "status.last_round": {},
    "sheet.round": {},
    "game.view.totals": {},
    "chart.title": {"target": "6 000"},
    "chart.rounds": {},
    "game.story": {"n": 12, "round": 5, "name": "Anne"},
    "csv.round": {},
    "morbleu.playing": {"round": 2, "name": "Anne", "pot": 3},
    "chart.title_escudos": {},
}


@pytest.mark.parametrize("key", sorted(ROUND_WORDS))
def test_one_word_for_a_round(key: str) -> None:
    """The repro: "Manche 4" in the header, "tour de table 5" in the story and the CSV,
    "Tour 2" in Morbleu."""
    french = translate("fr", key, **ROUND_WORDS[key])
    assert "manche" in french.lower(), french
    assert "tour de table" not in french and "dernier tour" not in french.lower(), french
    number = ROUND_WORDS[key].get("round")
    assert number is None or not re.search(rf"\b[Tt]our {number}\b", french), french
    assert "round" in translate("en", key, **ROUND_WORDS[key]).lower()


def test_the_french_csv_says_manche(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    example = Path(__file__).parent.parent / "examples" / "game.json"
    db = str(tmp_path / "m.db")
    assert run_cli_here(capsys, "import", str(example), "--db", db).returncode == 0
    sheet = run_cli_here(capsys, "--lang", "fr", "export", "1", "--csv", "--db", db).stdout
    assert "\nmanche," in sheet.replace("\r\n", "\n") and "tour de table" not in sheet


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store("sqlite:///" + str(tmp_path / "marquoir.db"))
    yield opened
    opened.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_morbleus_winner_is_seigneur_des_mers_in_the_app(
    store: Store, tmp_path: Path, lang: str
) -> None:
    """The repro: "Seigneur des mers" in ``replay`` but only "🏆 Côme a gagné" in the app."""
    cases = UseCases(store)
    game = cases.start_game(["Côme", "Bruno"], make_profile(2), game="morbleu").id
    cases.enter_turn(game, DuelTurn("Côme", "Bruno", "Côme", "score"))
    view = cases.enter_turn(game, TreasureTurn("Côme", (("Côme", 1),)))
    assert view.status == "over" and view.state.winners == ("Côme",)
    app = MarquoirApp(cases, lang, export_dir=tmp_path / "exports")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.push_screen(GameOverScreen(game, view))
        await settle(pilot)
        winners = str(app.screen.query_one("#winners").render())
        won = "Côme a gagné" if lang == "fr" else "Côme won"
        assert f"🏆 {won} (Seigneur des mers)" in winners
    replay = translate(lang, "morbleu.over", result=won)
    assert "Seigneur des mers" in replay
