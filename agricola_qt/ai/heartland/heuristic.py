"""The heuristic Heartland bot: greedy on points now plus farm progress (see ``values``).

It looks at every legal placement (for levelling: the best large tile that can follow), scores
each field the way that is worth more, builds a farm on the largest free region, and decides
from its seat's view only.  ``decide(state, rng, sample)`` with a sample size looks at only
that many random placements: the fast version the search plays out with.
"""

from __future__ import annotations

import random

from agricola_qt.ai.heartland.values import DEFAULT, QUICK_GUESS, Judge, Weights, choose_vp
from agricola_qt.heartland import (
    GameState,
    Move,
    Verb,
    apply,
    legal_moves,
    seat_view,
    why_illegal,
)
from agricola_qt.heartland.board import Dir, group
from agricola_qt.heartland.checks import placements
from agricola_qt.heartland.state import Step


def _spare_small(judge: Judge, state: GameState, crops: list) -> object:
    """The small tile to lay face down: the one whose farm points are worth least now."""
    cubes = list(state.players[state.actor].cubes)
    return min(crops, key=lambda c: (judge.fp_gain(cubes, c, judge.comp.small_barns)[0],
                                     c.position))


def ranked(state: GameState, rng: random.Random | None = None, sample: int = 0,
           levels: bool = True, weights: Weights = DEFAULT) -> list[tuple[float, Move]]:
    """Placements at the PLACE/LARGE step, best first (value, move); levels count the best
    large tile that may follow (``levels=False``: levelling is not considered)."""
    judge = Judge(state, state.actor, None, weights)
    moves = legal_moves(state)
    if sample and rng is not None and len(moves) > sample:
        moves = rng.sample(moves, sample)
    out: list[tuple[float, Move]] = []
    spots: dict[int, list] = {}
    for move in moves:
        if move.verb is Verb.LEVEL:
            if levels:
                spots.setdefault(move.square, []).append(move.crop)
        else:
            out.append((judge.placement(move), move))
    for square, crops in spots.items():
        crop = _spare_small(judge, state, crops)
        level = Move(Verb.LEVEL, crop=crop, square=square)  # type: ignore[arg-type]
        after = apply(state, level, checked=False)
        follow = placements(after)
        if sample and rng is not None and len(follow) > 4:
            follow = rng.sample(follow, 4)
        best = max((judge.placement(m) for m in follow), default=0.0)
        out.append((best - judge.small_cost(), level))
    out.sort(key=lambda vm: -vm[0])
    return out


def _farm(state: GameState) -> Move:
    geo = state.geometry
    best: tuple[int, int] | None = None
    seen: set[int] = set()
    for move in legal_moves(state):
        if move.verb is not Verb.FARM or move.square in seen:
            continue  # (the computers build a farm when it is due)
        region = group(state.tops, move.square, geo)
        seen |= region
        # the largest region; inside it the square with most neighbours of its crop
        inner = max(region, key=lambda s: (sum(n in region for n in geo.neighbours[s]), -s))
        if best is None or len(region) > best[0]:
            best = (len(region), inner)
    assert best is not None
    return Move(Verb.FARM, square=best[1])


def quick(state: GameState, rng: random.Random, sample: int,
          weights: Weights = DEFAULT) -> Move | None:
    """The best of about ``sample`` random legal placements (no levelling), or None when the
    random tries found none.  Each try is checked by ``why_illegal``."""
    player = state.players[state.actor]
    size = state.geometry.size
    dirs = list(Dir)
    found: dict[str, Move] = {}
    for _ in range(sample * 3):
        if player.hand and (not player.smalls or rng.random() < 0.9):
            move = Move(Verb.LARGE, tile=rng.choice(player.hand), square=rng.randrange(size),
                        dir=rng.choice(dirs))
        elif player.smalls:
            move = Move(Verb.SMALL, crop=rng.choice(player.smalls), square=rng.randrange(size))
        else:
            return None
        if why_illegal(state, move) is None:
            found[str(move)] = move
            if len(found) >= sample:
                break
    if not found:
        return None
    judge = Judge(state, state.actor, QUICK_GUESS, weights)
    return max(found.values(), key=lambda m: judge.placement(m))


def decide(state: GameState, rng: random.Random | None = None, sample: int = 0,
           weights: Weights = DEFAULT) -> Move:
    """The heuristic's move for the player to act (``state`` may be a seat view).

    With ``rng`` and ``sample``, placements are chosen by ``quick`` (the fast play-out policy).
    """
    step = state.step
    if step is Step.PLACE and rng is not None and sample:
        move = quick(state, rng, sample, weights)
        if move is not None:
            return move
    if step in (Step.PLACE, Step.LARGE):
        options = ranked(state, rng, sample, weights=weights)
        if not options:
            return legal_moves(state)[0]  # pass
        return options[0][1]
    if step is Step.SCORE:
        sq = state.fields[state.scored].square
        guess = QUICK_GUESS if sample else None
        return Move(Verb.VP if choose_vp(state, guess, weights) else Verb.FP, square=sq)
    if step is Step.FARM:
        return _farm(state)
    return legal_moves(state)[0]


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT, name: str = "heuristic") -> None:
        self.seed = seed  # no chance in it; kept for the common bot interface
        self.weights = weights
        self.name = name

    def choose(self, state: GameState) -> Move:
        return decide(seat_view(state, state.actor).state, weights=self.weights)
