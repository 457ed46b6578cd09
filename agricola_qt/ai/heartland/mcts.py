"""A determinized Monte Carlo search for Heartland (the strongest level).

At each placement the heuristic proposes its ``width`` best placements.  Every iteration
samples one full state consistent with the seat's view (``determinize``), picks a candidate by
UCB1, plays it and the rest of that turn the heuristic's way, then plays ``horizon`` more turns
with the fast sampled heuristic for everybody, and scores the position statically
(``values.position``): the seat's worth minus the best rival's.  Scoring choices, farms and
draws are left to the heuristic.  The answer is the candidate with the best mean.

The budget is counted in engine steps (moves applied while searching), and every chance comes
from the bot's own ``random.Random(seed)``: the same seed gives the same moves on any machine.
"""

from __future__ import annotations

import math
import random

from agricola_qt.ai.heartland.determinize import determinize
from agricola_qt.ai.heartland.heuristic import decide, ranked
from agricola_qt.ai.heartland.values import QUICK_GUESS, position
from agricola_qt.heartland import GameState, Move, apply, seat_view
from agricola_qt.heartland.state import Step


class MctsBot:
    name = "mcts"

    def __init__(self, seed: int = 0, steps: int = 4000, width: int = 6, horizon: int = 3,
                 sample: int = 24, exploration: float = 4.0, name: str = "mcts") -> None:
        self.name = name
        self._rng = random.Random(seed)
        self.steps = steps
        self.width = width
        self.horizon = horizon  # further turns played out after the candidate's own turn
        self.sample = sample  # placements the fast heuristic looks at in play-outs
        self.exploration = exploration  # in points: the position's values are points
        self.last_iterations = 0

    def choose(self, state: GameState) -> Move:
        view = seat_view(state, state.actor)
        masked = view.state
        if masked.step is not Step.PLACE:
            return decide(masked)
        options = [m for _, m in ranked(masked)[:self.width]]
        if len(options) <= 1:
            return options[0] if options else decide(masked)
        seat = state.actor
        visits = [0] * len(options)
        totals = [0.0] * len(options)
        spent = 0
        done = 0
        while spent < self.steps:
            done += 1
            if done <= len(options):
                pick = done - 1
            else:
                log_n = math.log(done)
                pick = max(range(len(options)), key=lambda i: (
                    totals[i] / visits[i] + self.exploration * math.sqrt(log_n / visits[i])))
            world = determinize(view, self._rng)
            value, steps = self._play_out(world, options[pick], seat)
            spent += steps
            visits[pick] += 1
            totals[pick] += value
        self.last_iterations = done
        best = max(range(len(options)),
                   key=lambda i: (totals[i] / visits[i] if visits[i] else -1e9, -i))
        return options[best]

    def _play_out(self, state: GameState, move: Move, seat: int) -> tuple[float, int]:
        rng = self._rng
        steps = 1
        state = apply(state, move, checked=False)
        turn = state.turn
        while not state.is_over and state.turn == turn:
            state = apply(state, decide(state), checked=False)
            steps += 1
        end = turn + 1 + self.horizon
        while not state.is_over and state.turn < end:
            if state.step is Step.PLACE:
                choice = decide(state, rng, self.sample)
            else:
                choice = decide(state, rng, self.sample)
            state = apply(state, choice, checked=False)
            steps += 1
        worth = [position(state, i, QUICK_GUESS) for i in range(len(state.players))]
        rival = max(w for i, w in enumerate(worth) if i != seat)
        return worth[seat] - rival, steps
