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


# The reasons' openings that name a kind of problem (the reasons are written in
# ``reader.py``, ``agr.py`` and ``heartland.py``; ``tests/test_records_errors.py`` ties them).
_OPENINGS: tuple[tuple[str, Problem], ...] = (
    ("made by a newer version", Problem.NEWER_VERSION),
    ("cannot read the file", Problem.UNREADABLE),
    ("the file is too large", Problem.TOO_LARGE),
    ("the file has ", Problem.TOO_LARGE),
    ("not an agricola-qt record", Problem.NOT_A_RECORD),
    ("the file is empty", Problem.NOT_A_RECORD),
    ("a record of another game", Problem.NOT_A_RECORD),
    ("the record ends early", Problem.TRUNCATED),
)


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
        return self.problem is Problem.NEWER_VERSION

    @property
    def problem(self) -> Problem:
        for opening, problem in _OPENINGS:
            if self.reason.startswith(opening):
                return problem
        return Problem.BAD_MOVE if self.move > 0 else Problem.DAMAGED

    def describe(self) -> str:
        where = [self.source or "<record>"]
        where.append(f"line {self.line}" if self.line > 0 else "whole file")
        if self.move > 0:
            where.append(f"move {self.move}")
        return f"{', '.join(where)}: {self.reason}"
