"""The net under the heuristic's answers, should they ever go round in a circle.

Between two placements the heuristic answers everything that follows: an action's steps, a
harvest's cooking, feeding and breeding.  Its answer depends on the state alone, so answers
that lead back to a state already seen repeat for ever.  A Fences action once did (adding and
clearing the same cell): a playout that met it never ended, the search waited on it, and so
did the game.  That loop is fixed and no other is known (the longest run of answers seen in
300 games with random placements is 22), but a new card or rule could make one.  So the bots
and their playouts count the answers since the last placement, and past ``ANSWER_CAP`` take
``way_out`` instead: a move that ends something when there is one, else the legal moves in
turn, never one that undoes work already laid out.  Nothing random is involved, so a game
that needed the net still replays the same.
"""

from __future__ import annotations

import logging

from agricola_qt.ai.policy import decide
from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.engine import GameState, Move, legal_moves

log = logging.getLogger(__name__)

# Answers in a row with no placement before the net takes over: ten times the longest run
# measured, so it never changes a game that is not looping.
ANSWER_CAP = 250

# Moves that close what is open (in this order of preference).
_ENDING = ("done", "fence-build", "feed", "keep-best")
_UNDOING = frozenset({"fence-clear"})


def way_out(state: GameState, run: int) -> Move:
    """A legal move for ``state`` that does not repeat the heuristic's circle: every other
    try one that ends something, in between the legal moves in turn (``run`` counts the
    tries, so the choice moves on when a try leads back)."""
    legal = legal_moves(state)
    if run % 2 == 0:
        for verb in _ENDING:
            for move in legal:
                if move.verb == verb:
                    return move
    useful = [m for m in legal if m.verb not in _UNDOING] or legal
    return useful[(run // 2) % len(useful)]


def answer(state: GameState, run: int, w: Weights = STANDARD, cards: bool = True,
           guard: bool = False) -> Move:
    """The heuristic's answer for ``state``, or the way out once ``run`` answers in a row
    (since the last placement) have reached ``ANSWER_CAP``."""
    if run < ANSWER_CAP:
        return decide(state, cards, w, guard)
    if run == ANSWER_CAP:
        frame = state.frame
        log.warning("the heuristic gave %d answers with no placement (%s in round %d); "
                    "taking a way out", run, frame.kind if frame else "no frame", state.round)
    return way_out(state, run - ANSWER_CAP)


class AnswerRun:
    """A bot's answers since its last placement: ``answer`` counted on a live game."""

    def __init__(self) -> None:
        self.run = 0

    def placed(self) -> None:
        self.run = 0

    def answer(self, state: GameState, w: Weights = STANDARD, cards: bool = True,
               guard: bool = False) -> Move:
        self.run += 1
        return answer(state, self.run - 1, w, cards, guard)
