"""Moves: small values with a stable text form (see docs/moves.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from attrs import frozen

if TYPE_CHECKING:
    from agricola_qt.engine.refusals import Refusal

Verb = Literal[
    "place", "room", "stable", "plow", "sow", "bake", "fence-add", "fence-build", "fence-clear",
    "buy", "minor", "occupation", "take", "choose", "convert", "use", "keep-best", "release",
    "feed", "breed", "done",
]

# verb -> (smallest, largest) number of arguments
VERBS: dict[Verb, tuple[int, int]] = {
    "place": (1, 1),
    "room": (1, 3),
    "stable": (1, 3),
    "plow": (1, 1),
    "sow": (2, 2),
    "bake": (1, 1),
    "fence-add": (1, 1),
    "fence-build": (0, 2),
    "fence-clear": (0, 0),
    "buy": (1, 5),
    "minor": (1, 5),
    "occupation": (1, 3),
    "take": (1, 2),
    "choose": (1, 1),
    "convert": (1, 1),
    "use": (1, 2),
    "keep-best": (0, 0),
    "release": (1, 1),
    "feed": (0, 0),
    "breed": (1, 1),
    "done": (0, 0),
}


class MoveSyntaxError(ValueError):
    """The text is not a move at all (as opposed to a move that is illegal now)."""


class IllegalMove(ValueError):
    """A well-formed move that the rules do not allow now; ``reason`` says why (a
    ``Refusal``; plain text only for text that is not a move at all); ``str()`` is English."""

    def __init__(self, move: Move | str, reason: Refusal | str) -> None:
        super().__init__(str(reason))
        self.move = move
        self.reason = reason


@frozen
class Move:
    verb: Verb
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Move:
        words = text.split()
        if not words:
            raise MoveSyntaxError("empty move")
        verb, args = words[0].lower(), tuple(words[1:])
        if verb not in VERBS:
            raise MoveSyntaxError(f"unknown move {verb!r}")
        low, high = VERBS[verb]
        if not low <= len(args) <= high:
            expected = str(low) if low == high else f"{low} to {high}"
            raise MoveSyntaxError(f"{verb!r} takes {expected} word(s) after it, not {len(args)}")
        return Move(verb, args)


assert set(VERBS) == set(get_args(Verb)), "VERBS and Verb list the same verbs"


def m(text: str) -> Move:
    """Shorthand for ``Move.parse``."""
    return Move.parse(text)
