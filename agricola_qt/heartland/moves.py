"""Heartland moves: small values with a stable text form (see docs/heartland.md).

``large 17 c4 e``  lay large tile 17, half a on c4 and half b east of it (on d4);
``small W c4``     lay your small wheat tile face up on c4;
``level R c4``     lay your small rapeseed tile face down on c4 (a large tile must follow);
``vp c4`` / ``fp c4``  score the field on c4 as victory points / farm points;
``farm c4``        build your next farm on the region at c4;
``farm-later``     do not build the farm due now (it is offered again after later scoring);
``draw`` / ``end`` end the turn (drawing back up to three after a large tile);
``pass``           no tile can be placed at all.
"""

from __future__ import annotations

from enum import StrEnum

from attrs import frozen

from agricola_qt.heartland.board import Dir, Geometry, geometry
from agricola_qt.heartland.components import Crop, components
from agricola_qt.heartland.refusals import Refusal


class Verb(StrEnum):
    LARGE = "large"
    SMALL = "small"
    LEVEL = "level"
    VP = "vp"
    FP = "fp"
    FARM = "farm"
    FARM_LATER = "farm-later"
    DRAW = "draw"
    END = "end"
    PASS = "pass"


_SHAPES: dict[Verb, str] = {  # t: tile id, c: crop, q: square, d: direction
    Verb.LARGE: "tqd", Verb.SMALL: "cq", Verb.LEVEL: "cq", Verb.VP: "q", Verb.FP: "q",
    Verb.FARM: "q", Verb.FARM_LATER: "", Verb.DRAW: "", Verb.END: "", Verb.PASS: "",
}
_GEO = geometry(components(2).rows, components(2).columns)  # one crop area for all counts


class MoveSyntaxError(ValueError):
    """The text is not a Heartland move at all."""


class IllegalMove(ValueError):
    """A well-formed move the rules refuse now; ``refusal`` says why."""

    def __init__(self, move: Move | str, refusal: Refusal | str) -> None:
        super().__init__(str(refusal))
        self.move = move
        self.refusal = refusal


@frozen
class Move:
    verb: Verb
    tile: int = 0
    crop: Crop | None = None
    square: int = -1
    dir: Dir | None = None

    def text(self, geo: Geometry = _GEO) -> str:
        words = [self.verb.value]
        for kind in _SHAPES[self.verb]:
            if kind == "t":
                words.append(str(self.tile))
            elif kind == "c":
                assert self.crop is not None
                words.append(self.crop.value)
            elif kind == "q":
                words.append(geo.name(self.square))
            else:
                assert self.dir is not None
                words.append(self.dir.value)
        return " ".join(words)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Move.parse({self.text()!r})"

    @staticmethod
    def parse(text: str, geo: Geometry = _GEO) -> Move:
        words = text.split()
        if not words:
            raise MoveSyntaxError("empty move")
        try:
            verb = Verb(words[0].lower())
        except ValueError:
            raise MoveSyntaxError(f"unknown move {words[0]!r}") from None
        shape = _SHAPES[verb]
        if len(words) - 1 != len(shape):
            raise MoveSyntaxError(
                f"{verb.value!r} takes {len(shape)} word(s) after it, not {len(words) - 1}")
        fields: dict[str, object] = {}
        for kind, word in zip(shape, words[1:], strict=True):
            if kind == "t":
                if not word.isdigit() or not 1 <= int(word) <= 60:
                    raise MoveSyntaxError(f"{word!r} is not a large tile number (1-60)")
                fields["tile"] = int(word)
            elif kind == "c":
                try:
                    fields["crop"] = Crop(word.upper())
                except ValueError:
                    raise MoveSyntaxError(f"{word!r} is not a crop (W R B P C)") from None
            elif kind == "q":
                square = geo.parse(word)
                if square < 0:
                    raise MoveSyntaxError(f"{word!r} is not a square of the crop area")
                fields["square"] = square
            else:
                try:
                    fields["dir"] = Dir(word.lower())
                except ValueError:
                    raise MoveSyntaxError(f"{word!r} is not a direction (n e s w)") from None
        return Move(verb, **fields)  # type: ignore[arg-type]


def m(text: str) -> Move:
    """Shorthand for ``Move.parse``."""
    return Move.parse(text)
