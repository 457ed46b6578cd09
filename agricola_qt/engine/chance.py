"""Deterministic chance: a small PRNG whose output never depends on Python's ``random``.

Setup uses it; the results (round-card order, dealt hands) are stored in the setup value.  A
few cards draw during the game (Broom, Veterinarian, Perpetual Student): each draw goes
through ``draws.draw`` and its result is kept in the state as a ``Chance``, which a record
writes down, so a saved game never re-rolls anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from attrs import frozen

T = TypeVar("T")
_MASK = (1 << 64) - 1


class SplitMix64:
    """SplitMix64: tiny, well-known, and the same on every machine and Python version."""

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``[0, bound)`` (rejection sampling, no modulo bias)."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % bound

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Fisher-Yates shuffle into a new list."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


@frozen
class Chance:
    """One result of chance during the game: which card drew, for whom, and what came out
    (card ids or goods, in the order drawn)."""

    card: str
    player: int
    result: tuple[str, ...]

    def __str__(self) -> str:
        return f"p{self.player + 1} {self.card} {' '.join(self.result) or '-'}"


class ChanceMismatch(ValueError):
    """A chance result given in advance (from a record) that the draw cannot produce."""
