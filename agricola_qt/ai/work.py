"""The bots' work meter: engine work counted in units, so budgets end searches, not clocks.

A search's budget is a number of work units.  Every costly thing a bot asks of the engine
is charged here as it happens (``charge``): a move applied, a move checked, an action space
valued, a card lookahead, a hand of minor improvements tested, a hidden state sampled.  The
weights (``WEIGHTS``) were fitted on this project's development machine to the thread CPU time
of searches in family and full games with 1 to 5 players, so one unit is about one
``UNIT_SECONDS`` there whatever the variant.  The same position, seed and budget give the same
count and therefore the same move on any machine; only a very slow machine meets the safety
clock first.

The meter is per thread: a hint searching in a worker thread does not disturb a bot's count.
"""

from __future__ import annotations

import enum
import threading

from agricola_qt.engine import GameState, Move
from agricola_qt.engine import apply as _engine_apply
from agricola_qt.engine import legal_moves as _engine_legal_moves
from agricola_qt.engine import why_illegal as _engine_why_illegal
from agricola_qt.engine.refusals import Refusal


class Work(enum.IntEnum):
    APPLY = 0  # a move applied
    CHECK = 1  # a move checked (why_illegal)
    LIST = 2  # all legal moves listed
    SPACE = 3  # one action space valued by the heuristic
    DECIDE = 4  # one heuristic decision (its context and rules of thumb)
    LOOKAHEAD = 5  # one position scored by the card lookahead
    MINOR = 6  # one minor improvement in hand tested for playability
    SAMPLE = 7  # one hidden state sampled (determinized)
    PASTURE = 8  # one search for the best pasture to fence
    CONTEXT = 9  # one player's facts gathered for the heuristic
    EVALUATE = 10  # one player's final score estimated (``ai/evaluation.py``)


# Units charged per event (one unit ~ UNIT_SECONDS of CPU time on the development machine).
# Each weight is a whole number of 1/1024ths of a unit, so that a thread's running total is an
# exact binary fraction: a search's cost (a difference of two readings) is then the same
# whatever the thread had spent before it.  With weights like 0.4 the rounding of the sum
# depended on that history, and so did a search's cost and, at a budget's edge, its move.
_STEP = 1 / 1024
WEIGHTS: dict[Work, float] = {
    Work.APPLY: 410 * _STEP,  # about 0.4
    Work.CHECK: 410 * _STEP,
    Work.LIST: 8.0,
    Work.SPACE: 123 * _STEP,  # about 0.12
    Work.DECIDE: 205 * _STEP,  # about 0.2
    Work.LOOKAHEAD: 5.0,
    Work.MINOR: 307 * _STEP,  # about 0.3
    Work.SAMPLE: 5.0,
    Work.PASTURE: 614 * _STEP,  # about 0.6
    Work.CONTEXT: 410 * _STEP,
    # measured about 0.35 (35 us a player); charged high, as when the Expert was measured
    Work.EVALUATE: 1.0,
}
# Fitted on 49 searches in family and full games with 1 to 5 players: the predicted time was
# 0.70 to 1.29 times the measured CPU time, in a second run 0.62 to 1.76 (a loaded machine;
# check again with benchmarks/ai_calibrate.py).  Budgets keep Hard's worst case, 8000 / 0.62
# units' worth, under the 1.6 s safety clock.
UNIT_SECONDS = 0.0001

_WEIGHT = [WEIGHTS[w] for w in Work]


class _Tally(threading.local):
    def __init__(self) -> None:
        self.units = 0.0
        self.counts = [0] * len(Work)


_tally = _Tally()


def charge(kind: Work, count: int = 1) -> None:
    """Count ``count`` events of ``kind`` for the current thread."""
    t = _tally
    t.units += _WEIGHT[kind] * count
    t.counts[kind] += count


def spent() -> float:
    """Units charged in this thread so far (compare two readings)."""
    return _tally.units


def counts() -> tuple[int, ...]:
    """Events of each kind charged in this thread so far, in ``Work`` order (for calibration)."""
    return tuple(_tally.counts)


# --- the engine calls the bots make, counted -------------------------------------------------

def apply(state: GameState, move: Move | str, *, checked: bool = True) -> GameState:
    charge(Work.APPLY)
    return _engine_apply(state, move, checked=checked)


def why_illegal(state: GameState, move: Move) -> Refusal | None:
    charge(Work.CHECK)
    return _engine_why_illegal(state, move)


def legal_moves(state: GameState) -> list[Move]:
    charge(Work.LIST)
    return _engine_legal_moves(state)
