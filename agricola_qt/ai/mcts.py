"""Monte Carlo tree search over the engine, with hidden information handled by sampling.

The search runs only at placement decisions (where a person goes); everything that follows a
placement (which cell to plough, which pasture to fence, what to cook at a harvest) is answered
by the heuristic, so one tree edge is "place there, then finish that action sensibly".  This
keeps a whole game at about 50 searched decisions per player instead of ~250.

Each iteration samples one plausible full state from the seat's view (other hands, unrevealed
round cards; see ``view.determinize``), walks the tree (information-set MCTS: a child is
scored over the iterations in which its move was available), adds one child, plays the rest of
the game out with a slightly noisy heuristic and scores it.  Tree nodes keep one value per
player, and each player picks by its own value.  The answer is the root's most visited move.

Everything random comes from the bot's own ``random.Random(seed)``.  The budget is counted in
work units (``work``: every move applied or checked, space valued, card lookahead and sampled
state, weighted by what it costs) and iterations, so the same seed gives the same moves on any
machine; the clock (the thread's CPU time, so a busy machine does not shorten a search) is only
a safety net for slow machines, and ``last_stop`` tells which limit ended the last search.

The answer is the heuristic's own first placement unless the search found another clearly
better (``clearly_better``: a mean reward higher by two standard errors).  In a 3-player full
game Hard's budget pays for 6-9 playouts of its 6 candidates, and the most visited one was as
good as a draw among them: a play-tester's Hard never bought a cooking improvement, never built
a room and ended on 13 points.  Measured seat-swapped against Hard as it was
(``mcts-hard-plain``, December 2026): 2-player family games, 35.1 to 31.8 points, 60 % of 24
games won (seeds 500-511; 95 % interval 41-77 %); 3-player full games (E, I, K) with the
heuristic as the third seat, 31.1 to 29.9 (heuristic 21.6), the most begging cards of a seat 1
against 3 (12 games, seeds 800-803).
"""

from __future__ import annotations

import math
import random
import time
from typing import Literal

from agricola_qt.ai.policy import decide, ranked_placements
from agricola_qt.ai.unstick import AnswerRun, answer
from agricola_qt.ai.view import SeatView, determinize, seat_view
from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.ai.work import Work, apply, charge, spent, why_illegal
from agricola_qt.engine import GameState, Move
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.state import WORK


class _Node:
    __slots__ = ("children", "visits", "totals", "squares")

    def __init__(self, players: int) -> None:
        self.children: dict[str, _Child] = {}
        self.visits = 0
        self.totals = [0.0] * players
        self.squares = [0.0] * players  # the rewards' squares (``clearly_better``)


# How many standard errors a searched placement's mean must beat the heuristic's own first
# choice by before the search answers it instead (``MctsBot.keep_heuristic``).
OVERRULE_ERRORS = 2.0


def clearly_better(a: _Node, b: _Node, actor: int) -> bool:
    """Whether the playouts say ``a`` is better for ``actor`` than ``b`` beyond their noise:
    its mean reward higher by ``OVERRULE_ERRORS`` standard errors of the difference (each
    needs two playouts at least)."""
    if a.visits < 2 or b.visits < 2:
        return False

    def mean_and_error(n: _Node) -> tuple[float, float]:
        mean = n.totals[actor] / n.visits
        var = max(0.0, n.squares[actor] - n.visits * mean * mean) / (n.visits - 1)
        return mean, max(var, 1e-6) / n.visits

    mean_a, err_a = mean_and_error(a)
    mean_b, err_b = mean_and_error(b)
    return mean_a - mean_b > OVERRULE_ERRORS * math.sqrt(err_a + err_b)


class _Child:
    __slots__ = ("move", "node", "available", "prior")

    def __init__(self, move: Move, players: int, prior: float) -> None:
        self.move = move
        self.node = _Node(players)
        self.available = 0
        self.prior = prior


def is_placement(state: GameState) -> bool:
    return not state.is_over and state.frame is None and state.phase == WORK


def candidates(state: GameState, width: int,
               w: Weights = STANDARD) -> list[tuple[float, Move]]:
    """The heuristic's ``width`` best legal placements for the player to act (value, move)."""
    out = []
    for value, move in ranked_placements(state, state.actor, w=w):
        if why_illegal(state, move) is None:
            out.append((value, move))
            if len(out) >= width:
                break
    return out


def to_next_placement(state: GameState, w: Weights = STANDARD) -> tuple[GameState, int]:
    """Let the heuristic answer every decision up to the next placement (or the game's end).

    Returns the state and the number of moves applied.
    """
    steps = 0
    while not state.is_over and not is_placement(state):
        state = apply(state, answer(state, steps, w), checked=False)
        steps += 1
    return state, steps


# Share of a player's reward that is its own score (the rest: its margin over the best rival)
# for the searches up to Hard; the Expert has its own (``registry.EXPERT_SCORE_SHARE``).
SCORE_SHARE = 0.25


def rewards(state: GameState, score_share: float = SCORE_SHARE) -> list[float]:
    """Each player's reward in [0, 1]: its margin over the best rival and its own score, the
    score weighing ``score_share``.  Scored against the whole table: some cards compare
    players (Reeve's 3 points go to everyone with the most occupations)."""
    return rewards_of(final_totals(state), score_share)


def final_totals(state: GameState) -> list[float]:
    """Each player's score, counted against the whole table."""
    table = state.players
    return [float(score_player(p, table).total) for p in table]


def rewards_of(totals: list[float], score_share: float = SCORE_SHARE) -> list[float]:
    """``rewards`` for these final scores (or estimates of them)."""
    if len(totals) == 1:
        return [max(0.0, min(1.0, totals[0] / 60))]
    out = []
    for i, total in enumerate(totals):
        rival = max(t for j, t in enumerate(totals) if j != i)
        margin = 1 / (1 + math.exp(-(total - rival) / 5))
        out.append((1 - score_share) * margin
                   + score_share * max(0.0, min(1.0, total / 60)))
    return out


# A machine far too busy: a search also stops after this many times its seconds of wall time
# (``last_stop`` "wall"), so a player never waits very long.
WALL_FACTOR = 3.0

# What ended a search: its work budget, its iteration cap, the safety clock (CPU time), the
# wall-clock backstop, a stop request, or nothing to search (one candidate, not a placement).
Stop = Literal["budget", "iterations", "clock", "wall", "stopped", "none"]


class MctsBot:
    """``steps`` is the work budget of one search in ``work`` units; ``seconds`` the safety
    clock in CPU seconds of the searching thread; ``weights`` the heuristic's, for the
    candidates, the follow-up decisions and the playouts."""

    name = "mcts"

    def __init__(self, seed: int = 0, steps: int = 12000, iterations: int = 800,
                 seconds: float = 1.9, width: int = 6, exploration: float = 0.35,
                 noise: float = 0.15, horizon: int = 0, name: str = "mcts",
                 weights: Weights = STANDARD, keep_heuristic: bool = True) -> None:
        self.name = name
        # the heuristic's first choice stands unless the search finds another clearly better
        # (``clearly_better``): in a 3-player full game Hard's budget paid for 6-9 playouts
        # of 6 candidates, and the most visited one was as good as a draw among them (a
        # tester's Hard never bought a cooking improvement, never built a room, 13 points)
        self.keep_heuristic = keep_heuristic
        self.weights = weights
        self._rng = random.Random(seed)
        self.steps = steps
        self.iterations = iterations
        self.seconds = seconds
        self.width = width
        self.exploration = exploration
        self.noise = noise
        self.horizon = horizon  # placements to play out (0: to the game's end)
        self.last_overruled = False  # the last search answered other than the heuristic
        self.last_iterations = 0
        self.last_work = 0.0  # work units the last search spent
        self.last_stop: Stop = "none"
        self._calls = 0  # decisions asked of this bot so far
        self._stopped_upto = 0  # decisions up to this one were asked to stop
        self._answers = AnswerRun()

    def stop(self) -> None:
        """Ask a search running in another thread to answer now with what it has.

        Counted per decision, so a stop that arrives before the search has begun is kept,
        and a later decision is not stopped by it."""
        self._stopped_upto = self._calls

    # --- the bot interface ---------------------------------------------------------------
    def choose(self, state: GameState) -> Move:
        self._calls += 1
        self.last_iterations = 0
        self.last_work = 0.0
        self.last_stop = "none"
        view = seat_view(state, state.actor)
        masked = view.state
        if not is_placement(masked):
            return self._answers.answer(masked, self.weights)
        self._answers.placed()
        options = self.options(masked)
        if len(options) == 1:
            return options[0][1]
        return self.search(view, options)

    def options(self, state: GameState) -> list[tuple[float, Move]]:
        """The placements the search at ``state`` chooses among (value, move)."""
        return candidates(state, self.width, self.weights)

    # --- the search ----------------------------------------------------------------------
    def search(self, view: SeatView, options: list[tuple[float, Move]]) -> Move:
        players = len(view.state.players)
        root = _Node(players)
        for rank, (_, move) in enumerate(options):
            root.children[str(move)] = _Child(move, players, 1.0 / (1 + rank))
        deadline = time.thread_time() + self.seconds
        wall = time.perf_counter() + WALL_FACTOR * self.seconds
        done = 0
        start = spent()
        call = self._calls
        stop: Stop = "iterations"
        while done < self.iterations:
            if spent() - start >= self.steps:
                stop = "budget"
                break
            if self._stopped_upto >= call:
                stop = "stopped"
                break
            charge(Work.SAMPLE)
            self._iterate(root, determinize(view, self._rng), players)
            done += 1
            if time.thread_time() > deadline:
                stop = "clock"
                break
            if time.perf_counter() > wall:
                stop = "wall"
                break
        self.last_iterations = done
        self.last_work = spent() - start
        self.last_stop = stop
        best = max(root.children.values(), key=lambda c: (c.node.visits, c.prior))
        first = root.children[str(options[0][1])]
        if (self.keep_heuristic and best is not first
                and not clearly_better(best.node, first.node, view.state.actor)):
            self.last_overruled = False
            return first.move
        self.last_overruled = best is not first
        return best.move

    def _iterate(self, root: _Node, state: GameState, players: int) -> None:
        path = [root]
        node = root
        first = True
        while True:
            if state.is_over:
                break
            actor = state.actor
            if first:
                options = [(0.0, c.move) for c in root.children.values()]
                first = False
            else:
                options = candidates(state, self.width, self.weights)
            for rank, (_, move) in enumerate(options):
                key = str(move)
                if key not in node.children:
                    node.children[key] = _Child(move, players, 1.0 / (1 + rank))
            available = [node.children[str(m)] for _, m in options]
            for child in available:
                child.available += 1
            untried = [c for c in available if c.node.visits == 0]
            if untried:
                child = max(untried, key=lambda c: c.prior)
                state = self._advance(state, child.move)
                path.append(child.node)
                break
            child = max(available, key=lambda c: self._ucb(c, actor))
            state = self._advance(state, child.move)
            node = child.node
            path.append(node)
        result = rewards(self._rollout(state))
        for n in path:
            n.visits += 1
            for i in range(players):
                n.totals[i] += result[i]
                n.squares[i] += result[i] * result[i]

    def _advance(self, state: GameState, move: Move) -> GameState:
        state, _ = to_next_placement(apply(state, move, checked=False), self.weights)
        return state

    def _ucb(self, child: _Child, actor: int) -> float:
        node = child.node
        mean = node.totals[actor] / node.visits
        explore = self.exploration * math.sqrt(math.log(max(child.available, 1)) / node.visits)
        return mean + explore + 0.02 * child.prior / node.visits

    def playout(self, state: GameState) -> GameState:
        """The game played on from ``state`` to its end (or the horizon) by the playout policy."""
        return self._rollout(state)

    def _rollout(self, state: GameState, rng: random.Random | None = None,
                 until_round: int = 0) -> GameState:
        """The playout policy's game from ``state``; its noise drawn from ``rng`` (the bot's
        own by default).  With ``until_round`` it stops at that round's first placement."""
        rng = rng if rng is not None else self._rng
        w = self.weights
        placements = 0
        run = 0  # answers since the last placement
        while not state.is_over:
            if is_placement(state):
                run = 0
                if self.horizon and placements >= self.horizon:
                    break
                if until_round and state.round >= until_round:
                    break
                placements += 1
                move = None
                if self.noise and rng.random() < self.noise:
                    options = candidates(state, 3, w)
                    move = options[rng.randrange(len(options))][1]
                if move is None:
                    move = decide(state, w=w)
            else:
                move = answer(state, run, w)
                run += 1
            state = apply(state, move, checked=False)
        return state
