"""Crop-area geometry: square names, neighbours, and the groups (regions) of one crop.

Squares are numbered row by row (0 = a1, the top left); a name is a column letter ``a``-``j``
and a row number ``1``-``8``, like a chess square.  Geometry depends only on the crop area's
size, so it is computed once per size.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import lru_cache

from attrs import frozen

from agricola_qt.heartland.components import Crop


class Dir(StrEnum):
    """Where a large tile's half b lies, seen from half a."""

    NORTH = "n"
    EAST = "e"
    SOUTH = "s"
    WEST = "w"


_STEP = {Dir.NORTH: (-1, 0), Dir.EAST: (0, 1), Dir.SOUTH: (1, 0), Dir.WEST: (0, -1)}


@frozen
class Geometry:
    rows: int
    columns: int
    neighbours: tuple[tuple[int, ...], ...]
    # (square, dir) -> the other square, or -1 off the crop area
    beside: dict[tuple[int, Dir], int]

    @property
    def size(self) -> int:
        return self.rows * self.columns

    def name(self, square: int) -> str:
        row, col = divmod(square, self.columns)
        return f"{chr(ord('a') + col)}{row + 1}"

    def parse(self, text: str) -> int:
        """The square named ``text``, or -1 when it is not on the crop area."""
        text = text.strip().lower()
        if len(text) < 2 or not text[1:].isdigit():
            return -1
        col = ord(text[0]) - ord("a")
        row = int(text[1:]) - 1
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            return -1
        return row * self.columns + col


@lru_cache(maxsize=4)
def geometry(rows: int, columns: int) -> Geometry:
    neighbours = []
    beside: dict[tuple[int, Dir], int] = {}
    for sq in range(rows * columns):
        r, c = divmod(sq, columns)
        near = []
        for d, (dr, dc) in _STEP.items():
            rr, cc = r + dr, c + dc
            other = rr * columns + cc if 0 <= rr < rows and 0 <= cc < columns else -1
            beside[(sq, d)] = other
            if other >= 0:
                near.append(other)
        neighbours.append(tuple(near))
    return Geometry(rows, columns, tuple(neighbours), beside)


def group(tops: Sequence[Crop | None], square: int, geo: Geometry) -> set[int]:
    """The orthogonally connected squares whose top crop is the crop on ``square``."""
    crop = tops[square]
    if crop is None:
        return set()
    seen = {square}
    todo = [square]
    neighbours = geo.neighbours
    while todo:
        sq = todo.pop()
        for n in neighbours[sq]:
            if n not in seen and tops[n] is crop:
                seen.add(n)
                todo.append(n)
    return seen


def farmed_squares(tops: Sequence[Crop | None], farms: Iterable[int], geo: Geometry) -> set[int]:
    """Every square in a region that holds a farm."""
    out: set[int] = set()
    for f in farms:
        if f not in out:
            out |= group(tops, f, geo)
    return out
