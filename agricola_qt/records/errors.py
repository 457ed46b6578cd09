"""The one error every problem with a record file ends in."""

from __future__ import annotations

from enum import StrEnum


class Problem(StrEnum):
    """What kind of problem a record has, for a message in the player's language (the
    ``reason`` itself stays the exact English detail)."""

    UNREADABLE = "unreadable"  # the file cannot be opened or read
    TOO_LARGE = "too-large"  # far beyond any game record's size
    NOT_A_RECORD = "not-a-record"  # empty, another kind of file, or a record of another game
    NEWER_VERSION = "newer-version"  # written by a newer version of the program
    TRUNCATED = "truncated"  # the file ends before its [end] line
    BAD_MOVE = "bad-move"  # a move of the game cannot be played
    DAMAGED = "damaged"  # any other line that is not valid


class RecordError(Exception):
    """A record that cannot be read, validated or replayed.

    ``source`` names the file, ``line`` the 1-based line (0 when the problem is the file as a
    whole, e.g. it cannot be opened), ``move`` the 1-based move number when a move is at fault,
    and ``reason`` says what is wrong in words a player can read (English, exact).
    ``problem`` is its kind, which the window words in the player's language: named where the
    error is raised, else a bad move when a move is at fault, else a damaged line.
    """

    def __init__(self, source: str, line: int, reason: str, move: int = 0,
                 problem: Problem | None = None) -> None:
        self.source = source
        self.line = line
        self.reason = reason
        self.move = move
        self.problem = problem or (Problem.BAD_MOVE if move > 0 else Problem.DAMAGED)
        super().__init__(self.describe())

    @property
    def newer_version(self) -> bool:
        return self.problem is Problem.NEWER_VERSION

    def describe(self) -> str:
        where = [self.source or "<record>"]
        where.append(f"line {self.line}" if self.line > 0 else "whole file")
        if self.move > 0:
            where.append(f"move {self.move}")
        return f"{', '.join(where)}: {self.reason}"
