"""A Hypothesis state machine that plays random legal games and checks the replay's invariants."""

from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from marquoir.games.mille_sabords.rules import (
    CARD_IDS,
    CARDS,
    DiceTurn,
    ManualTurn,
    Turn,
    make_profile,
    make_setup,
    replay,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import all_rolls, sub_multisets
from marquoir.rules import RulesError

ROLLS = all_rolls()


class LegalGames(RuleBasedStateMachine):
    @initialize(
        n=st.integers(2, 6),
        edition=st.sampled_from(["classic", "2025"]),
        goal=st.sampled_from([1000, 2000, 3000]),
        negative=st.booleans(),
    )
    def start(self, n: int, edition: str, goal: int, negative: bool) -> None:
        profile = make_profile(edition, target=goal, negative_scores=negative)
        self.setup = make_setup([f"Player {i}" for i in range(n)], profile)
        self.turns: list[Turn] = []
        self.state = replay(self.setup, [])

    def _enter(self, turn: Turn) -> None:
        before = self.state
        self.turns.append(turn)
        self.state = replay(self.setup, self.turns)
        after = self.state.outcomes[-1]
        # only the rules' deltas change the totals
        floor = not self.setup.profile.negative_scores
        for old, delta, new in zip(before.totals, after.deltas, after.totals, strict=True):
            assert new == (max(old + delta, 0) if floor else old + delta)
        if isinstance(turn, DiceTurn):
            assert after.result is not None
            result = score_turn(
                turn.card,
                turn.dice,
                turn.saved,
                turn.skull_island,
                players=len(self.setup.players),
                profile=self.setup.profile,
            )
            assert after.result == result and after.points == result.points

    @rule(data=st.data())
    def dice_turn(self, data: st.DataObject) -> None:
        if self.state.phase == "over":  # nothing more to enter: take the last turn back
            self.undo()
            return
        profile = self.setup.profile
        cards = [c for c in CARD_IDS if profile.cards_2025 or CARDS[c].edition == "classic"]
        card = data.draw(st.sampled_from(cards))
        dice = data.draw(st.sampled_from(ROLLS))
        if card == "zombie":
            skulls = data.draw(st.integers(0, 8))
            dice = dice._make((skulls, 0, 0, 0, 0, 8 - skulls))
        saved = (
            data.draw(st.sampled_from(sub_multisets(dice)))
            if card == "treasure"
            else dice._make((0,) * 6)
        )
        island = data.draw(st.booleans())
        turn = DiceTurn(self.state.next_player or "", card, dice, saved, island)
        try:
            score_turn(card, dice, saved, island, players=len(self.setup.players), profile=profile)
        except RulesError:
            turn = turn._replace(skull_island=False)
        self._enter(turn)

    @rule(points=st.integers(-500, 2500), opponents=st.integers(-1500, 300))
    def manual_turn(self, points: int, opponents: int) -> None:
        if self.state.phase == "over":
            self.undo()
            return
        self._enter(ManualTurn(self.state.next_player or "", points, opponents))

    @precondition(lambda self: bool(self.turns))
    @rule()
    def undo(self) -> None:
        before = self.state
        self.turns.pop()
        self.state = replay(self.setup, self.turns)
        assert self.state.outcomes == before.outcomes[:-1]
        expected = before.outcomes[-2].totals if len(before.outcomes) > 1 else None
        assert self.state.totals == (expected or (0,) * len(self.setup.players))

    @invariant()
    def replay_is_deterministic_and_prefixes_agree(self) -> None:
        if not self.turns:
            return
        assert replay(self.setup, self.turns) == self.state
        k = len(self.turns) // 2
        prefix = replay(self.setup, self.turns[:k])
        assert prefix.outcomes == self.state.outcomes[:k]
        assert prefix.totals == (
            self.state.outcomes[k - 1].totals if k else (0,) * len(self.setup.players)
        )

    @invariant()
    def no_negative_total_under_the_floor(self) -> None:
        event(f"phase {self.state.phase}")
        if not self.setup.profile.negative_scores:
            assert min(self.state.totals) >= 0

    @invariant()
    def winners_hold_the_highest_total(self) -> None:
        state = self.state
        if state.phase != "over":
            assert state.winners == ()
            return
        assert state.winners
        if state.ended_by == "target":
            best = max(state.totals)
            assert best >= self.setup.profile.target
            assert {state.total_of(w) for w in state.winners} == {best}
            assert all(
                state.total_of(p) < best for p in self.setup.players if p not in state.winners
            )
        else:
            assert len(state.winners) == 1 and state.outcomes[-1].result.pirate_magic  # type: ignore[union-attr]

    @invariant()
    def the_game_ends_within_a_round_of_the_target_unless_sudden_death(self) -> None:
        target = self.setup.profile.target
        reached = [o.position for o in self.state.outcomes if max(o.totals) >= target]
        if not reached:
            return
        played_since = len(self.turns) - (reached[0] + 1)
        if played_since >= len(self.setup.players) - 1:
            assert self.state.phase in ("over", "sudden_death")


TestLegalGames = LegalGames.TestCase
TestLegalGames.settings = settings(max_examples=100, stateful_step_count=60, deadline=None)
