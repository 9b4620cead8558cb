"""The slow reference for the standings: load and replay every finished game in Python."""

from marquoir.games.mille_sabords.rules import DECKS, STAT_FIELDS
from marquoir.games.mille_sabords.rules.luck import WORTH
from marquoir.records import Standing
from marquoir.store.standings import rank
from marquoir.use_cases import UseCases


def reference_standings(cases: UseCases, season: str | None) -> list[Standing]:
    stats: dict[str, dict[str, list[int]]] = {}
    for summary in cases.games(season=season, status="over"):
        view = cases.game(summary.id)
        state = view.state
        others = len(state.setup.players) - 1
        for seat, name in enumerate(state.setup.players):
            s = stats.setdefault(
                name,
                {
                    k: []
                    for k in (
                        "finals",
                        "wins",
                        "turns",
                        "busts",
                        "islands",
                        "island_points",
                        "won",
                        "lost",
                        "luck",
                        "par",
                    )
                },
            )
            s["finals"].append(state.totals[seat])
            s["wins"].append(1 if name in state.winners else 0)
        profile = state.setup.profile
        worth = WORTH[profile.edition]
        deck = DECKS["2025" if profile.cards_2025 else "classic"]
        average = sum(n * worth[card] for card, n in deck.items()) / sum(deck.values()) / 100
        for outcome in state.outcomes:
            s = stats[outcome.player]
            if result := outcome.result:  # a dice turn: its card's luck and play above it
                card = result.card
                s["luck"].append(0.0 if card == "none" else worth[card] / 100 - average)
                s["par"].append(result.points - worth[card] / 100)
            s["turns"].append(outcome.points)
            result = outcome.result
            lost = result and result.busted and result.points <= 0  # saved dice that scored
            s["busts"].append(1 if lost else 0)
            s["islands"].append(1 if result and result.skull_island else 0)
            s["island_points"].append(
                -result.opponents * others if result and result.skull_island else 0
            )
            s["won"].append(1 if result and result.ship == "won" else 0)
            s["lost"].append(1 if result and result.ship == "lost" else 0)
    rows = []
    for name, s in stats.items():
        turns, games, wins = s["turns"], len(s["finals"]), sum(s["wins"])
        rows.append(
            Standing(
                0,
                name,
                games,
                wins,
                wins / games,
                sum(s["finals"]) / games,
                max(turns) if turns else 0,
                sum(turns) / len(turns) if turns else 0.0,
                (
                    *(sum(s[k]) for k in ("busts", "islands", "island_points", "won", "lost")),
                    round(sum(s["luck"]) / len(s["luck"]), 1) if s["luck"] else 0.0,
                    round(sum(s["par"]) / len(s["par"]), 1) if s["par"] else 0.0,
                ),
                STAT_FIELDS,
            )
        )
    return rank(rows)
