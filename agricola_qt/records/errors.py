"""The one error every problem with a record file ends in."""

from __future__ import annotations


class RecordError(Exception):
    """A record that cannot be read, validated or replayed.

    ``source`` names the file, ``line`` the 1-based line (0 when the problem is the file as a
    whole, e.g. it cannot be opened), ``move`` the 1-based move number when a move is at fault,
    and ``reason`` says what is wrong in words a player can read.
    """

    def __init__(self, source: str, line: int, reason: str, move: int = 0) -> None:
        self.source = source
        self.line = line
        self.reason = reason
        self.move = move
        super().__init__(self.describe())

    @property
    def newer_version(self) -> bool:
        return self.reason.startswith("made by a newer version")

    def describe(self) -> str:
        where = [self.source or "<record>"]
        where.append(f"line {self.line}" if self.line > 0 else "whole file")
        if self.move > 0:
            where.append(f"move {self.move}")
        return f"{', '.join(where)}: {self.reason}"
