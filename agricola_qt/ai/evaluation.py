"""A learned estimate of each player's final score, for playouts cut short.

Early in a game one playout to the end costs a few per cent of a search's budget, so a search
sees only a handful per candidate and its comparison is mostly noise.  ``Evaluation`` lets a
playout stop a round or two ahead and estimate what the rest of it would have scored: a linear
model per variant (family or full) and round, fitted by ``tools/train_evaluation.py`` on the
positions of self-play games of the playout policy itself (the tuned heuristic with its
playout noise) against the final scores those games reached.  It estimates what that policy
would score from here, which is what a full playout measures, with the luck of the remaining
rounds averaged out.

The features are the score sheet as it stands and the things that score later: goods and
animals, people, rooms and their material, fields and what is sown, pastures and stables,
cooking, cards played and in hand.  Reading a position costs about one ``score_player``.
The coefficients are package data (``resources/ai/expert_evaluation.json``).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from agricola_qt.ai.values import has_cooking
from agricola_qt.engine import GameState
from agricola_qt.engine.goods import GOOD_NAMES
from agricola_qt.engine.grid import popcount
from agricola_qt.engine.scoring import CATEGORIES, score_player

Variant = Literal["family", "full"]

FEATURES: tuple[str, ...] = (
    "bias", "score", *(f"sheet_{c}" for c in CATEGORIES),
    *(f"goods_{g}" for g in GOOD_NAMES),
    "people", "newborns", "rooms", "house_clay", "house_stone", "fields", "sown_grain",
    "sown_veg", "pastures", "pasture_cells", "stables", "cooking", "cards_played",
    "occupations_in_hand", "minors_in_hand", "players_2", "players_3", "players_4",
    "players_5",
)


def features(state: GameState, player: int) -> tuple[float, ...]:
    """The model's inputs for ``player`` (in ``FEATURES`` order)."""
    p = state.players[player]
    sheet = score_player(p, state.players).breakdown
    farm = p.farm
    sown = farm.sown
    n = len(state.players)
    return (
        1.0, float(sum(sheet.values())), *(float(sheet.get(c, 0)) for c in CATEGORIES),
        *(float(p.goods.get(g)) for g in GOOD_NAMES),
        float(p.people), float(p.newborns), float(farm.room_count),
        float(farm.house == "clay"), float(farm.house == "stone"), float(popcount(farm.fields)),
        float(sum(1 for f in sown if f.crop == "grain")),
        float(sum(1 for f in sown if f.crop == "veg")), float(len(farm.pastures)),
        float(popcount(farm.pasture_cells)), float(popcount(farm.stables)),
        float(has_cooking(state, player)), float(len(p.cards)), float(len(p.occupations)),
        float(len(p.minors)), float(n == 2), float(n == 3), float(n == 4), float(n == 5),
    )


def variant_of(state: GameState) -> Variant:
    return "family" if state.setup.family else "full"


@frozen
class Evaluation:
    """Coefficients per variant and round (the round a position is in, 1-14)."""

    coefficients: dict[str, tuple[tuple[float, ...], ...]]  # variant -> one row per round

    def final_scores(self, state: GameState) -> list[float]:
        """Each player's estimated final score (the score itself once the game is over)."""
        if state.is_over:
            return [float(score_player(p, state.players).total) for p in state.players]
        rows = self.coefficients[variant_of(state)]
        row = rows[min(max(state.round, 1), len(rows)) - 1]
        return [sum(c * x for c, x in zip(row, features(state, i), strict=True))
                for i in range(len(state.players))]


def to_json(evaluation: Evaluation, **extra: object) -> str:
    return json.dumps({"features": list(FEATURES),
                       "coefficients": {k: [list(r) for r in rows]
                                        for k, rows in evaluation.coefficients.items()},
                       **extra}, indent=1)


def from_json(text: str) -> Evaluation:
    data = json.loads(text)
    if list(data["features"]) != list(FEATURES):
        raise ValueError("the evaluation was fitted on other features")
    return Evaluation({k: tuple(tuple(float(c) for c in r) for r in rows)
                       for k, rows in data["coefficients"].items()})


EVALUATION_FILE = ("ai", "expert_evaluation.json")


@functools.cache
def expert_evaluation() -> Evaluation | None:
    """The shipped model (None when the package has none: playouts then run to the end)."""
    from agricola_qt import resources

    path = resources.files(*EVALUATION_FILE)
    if not path.is_file():
        return None
    return from_json(path.read_text(encoding="utf-8"))


def fit(rows: Sequence[tuple[float, ...]], targets: Sequence[float],
        ridge: float = 1.0) -> tuple[float, ...]:
    """Least squares with a ridge penalty (not on the bias), by the normal equations: a few
    dozen features, solved in pure Python (the game ships without NumPy)."""
    k = len(FEATURES)
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(rows, targets, strict=True):
        for i in range(k):
            xi = x[i]
            if not xi:
                continue
            b[i] += xi * y
            ai = a[i]
            for j in range(k):
                ai[j] += xi * x[j]
    for i in range(1, k):
        a[i][i] += ridge
    a[0][0] += 1e-9
    return tuple(solve(a, b))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (``a`` is symmetric, well conditioned by
    the ridge)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]
