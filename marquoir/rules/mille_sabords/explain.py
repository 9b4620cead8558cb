"""A Mille Sabords turn's arithmetic and the game's phase as sentences, in French or English."""

from marquoir.i18n import translate
from marquoir.rules.explain import format_points, winners_text
from marquoir.rules.mille_sabords.clauses import Line
from marquoir.rules.mille_sabords.game import GameState


def line_label(line: Line, lang: str = "en") -> str:
    """The sentence for one breakdown line (its points are shown beside it, not in it)."""
    key = "line." + line.kind
    if line.kind == "set" and line.extra:
        key = "line.set_card"
    if line.face:
        return translate(lang, key, face=line.face, count=line.n, extra=line.extra)
    return translate(lang, key, count=line.n, extra=line.extra)


def phase_text(state: GameState, lang: str) -> str:
    """The phase in words: ``Last round — Bruno, then Chloé``."""
    players = state.setup.players
    target = format_points(state.setup.profile.target, lang)
    if state.phase == "over":
        key = "phase.over_magic" if state.ended_by == "pirate_magic" else "phase.over"
        return translate(lang, key, result=winners_text(state.winners, lang))
    if state.phase == "last_round":
        names = translate(lang, "phase.then").join(players[i] for i in state.last_round_left)
        return translate(lang, "phase.last_round", names=names, by=state.triggered_by)
    if state.phase == "sudden_death":
        return translate(lang, "phase.sudden_death", target=target, name=state.next_player)
    return translate(
        lang, "phase.playing", name=state.next_player, round=state.round, target=target
    )
