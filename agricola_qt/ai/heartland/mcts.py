"""A determinized Monte Carlo search for Heartland (the strongest level).

At each placement the heuristic proposes its ``width`` best placements.  The search then
samples worlds: full states consistent with the seat's view (``determinize``: other hands, the
stacks' order, hidden animals).  In every world *each* candidate is played out the same way
(common random numbers, so candidates are compared on equal terms): the candidate and the rest
of its turn the heuristic's way, then the other players' next turns (``horizon`` turns in all)
with the heuristic's placements (without levelling) and choices, and the position is judged
by its points (the track, the animals, one more turn of farm tax; plus for the player to move
next the largest region they can extend): the seat's points minus the best rival's.  The
answer is the candidate with the best mean over the worlds.  Scoring choices, farms and draws
are left to the heuristic.

This sees what the greedy heuristic misses: the points a placement hands to the next player
(a region grown for them to extend) and the farmed regions they can cut.

The budget is counted in engine steps (moves applied while searching); every chance comes from
the bot's own ``random.Random(seed)``, so the same seed gives the same moves on any machine.
"""

from __future__ import annotations

import random
from typing import Literal

from attrs import evolve

from agricola_qt.ai.heartland.determinize import determinize
from agricola_qt.ai.heartland.heuristic import decide, ranked
from agricola_qt.ai.heartland.values import DEFAULT, EARLIER, Judge, Weights, position
from agricola_qt.heartland import GameState, Move, apply, seat_view
from agricola_qt.heartland.board import group
from agricola_qt.heartland.state import Step

# How a play-out's last position is judged: "points" (the track, animals, one more farm tax;
# measured stronger) or "position" (``values.position``, which also counts farm tax for all the
# turns left and the cubes' potential: it overrates a rival's new farm).
Leaf = Literal["points", "position"]

# ``EARLIER`` (values.py) without the credit for farm progress (``farm_share`` 0): a greedy
# player that takes farm points only for what they bring now (an animal) beat that model,
# which spent fields on farms it rarely reached, in 66.5 % of 200 2-player games, and plays
# even with the farming heuristic of today (see docs/heartland.md).
GREEDY = evolve(EARLIER, farm_share=0.0)
# The search's own model: the greedy one, wary of regions it hands to the next player.
SEARCH = evolve(GREEDY, exposure=0.5)


def points(state: GameState, seat: int) -> float:
    """Points only: the track, the animals (8 when hidden) and the farm tax of one more turn."""
    p = state.players[seat]
    geo = state.geometry
    tax = sum(len(group(state.tops, f, geo)) for f in p.farms)
    return p.score + sum(a.value or 8 for a in p.animals) + tax


class MctsBot:
    name = "mcts"

    def __init__(self, seed: int = 0, steps: int = 1200, width: int = 6, horizon: int = 0,
                 name: str = "mcts", weights: Weights = SEARCH, leaf: Leaf = "points",
                 others: Weights = DEFAULT) -> None:
        self.name = name
        self.leaf = leaf
        self.weights = weights
        self._rng = random.Random(seed)
        self.steps = steps
        self.width = width
        self.horizon = horizon  # turns after the candidate's own (0: until the seat's next)
        self.others = others  # the model of the other players in the play-outs
        self.last_worlds = 0

    def choose(self, state: GameState) -> Move:
        view = seat_view(state, state.actor)
        masked = view.state
        if masked.step is not Step.PLACE:
            return decide(masked, weights=self.weights)
        options = [m for _, m in ranked(masked, weights=self.weights)[:self.width]]
        if len(options) <= 1:
            return options[0] if options else decide(masked)
        seat = state.actor
        horizon = self.horizon or state.setup.players - 1
        totals = [0.0] * len(options)
        spent = 0
        worlds = 0
        while spent < self.steps or worlds == 0:
            world = determinize(view, self._rng)
            worlds += 1
            for i, move in enumerate(options):
                value, steps = self._play_out(world, move, seat, horizon)
                totals[i] += value
                spent += steps
        self.last_worlds = worlds
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def _play_out(self, state: GameState, move: Move, seat: int,
                  horizon: int) -> tuple[float, int]:
        steps = 1
        state = apply(state, move, checked=False)
        end = state.turn + 1 + horizon
        while not state.is_over and state.turn < end:
            # the seat finishes its turn on its own model, the others play the heuristic
            weights = self.weights if state.actor == seat else self.others
            if state.step is Step.PLACE:
                options = ranked(state, levels=False, weights=weights)
                choice = options[0][1] if options else decide(state, weights=weights)
            else:
                choice = decide(state, weights=weights)
            state = apply(state, choice, checked=False)
            steps += 1
        if self.leaf == "points":
            worth = [points(state, i) for i in range(len(state.players))]
        else:
            worth = [position(state, i, weights=self.weights)
                     for i in range(len(state.players))]
        if not state.is_over:
            # the player to move next can extend the largest region: count it for them
            worth[state.actor] += Judge(state, state.actor).ambient() + 1
        rival = max(w for i, w in enumerate(worth) if i != seat)
        return worth[seat] - rival, steps
