"""A proposed way to feed the family: the conversions that spare the most valuable goods."""

from __future__ import annotations

from agricola_qt.engine import GameState, Move, apply, legal_moves
from agricola_qt.engine.harvest import food_needed

# What a good is worth keeping, roughly in points and future food (lower goes first).
KEEP_VALUE = {"wood": 1.0, "clay": 1.0, "reed": 1.2, "stone": 1.5, "grain": 1.0, "veg": 2.0,
              "sheep": 1.5, "boar": 2.0, "cattle": 2.5}


def propose_feeding(state: GameState, limit: int = 40) -> list[str]:
    """Convert moves (in order) that bring the actor's food up to what the family eats."""
    frame = state.frame
    if frame is None or frame.kind != "feed":
        return []
    player = frame.player
    need = food_needed(state, player)
    out: list[str] = []
    sim = state
    for _ in range(limit):
        have = sim.players[player].goods.food
        if have >= need:
            break
        best: tuple[float, Move] | None = None
        for move in legal_moves(sim):
            if move.verb != "convert":
                continue
            after = apply(sim, move, checked=False)
            gained = after.players[player].goods.food - have
            if gained <= 0:
                continue
            wasted = max(0, gained - (need - have))
            score = gained / KEEP_VALUE.get(move.args[0], 3.0) - 0.3 * wasted
            if best is None or score > best[0]:
                best = (score, move)
        if best is None:
            break
        out.append(str(best[1]))
        sim = apply(sim, best[1], checked=False)
    return out
