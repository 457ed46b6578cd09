"""Why a move is refused: a small value with a stable code, its arguments and English text."""

from __future__ import annotations

from enum import StrEnum

from attrs import frozen


class RefusalCode(StrEnum):
    GAME_OVER = "game-over"
    WRONG_STEP = "wrong-step"  # this kind of move is not due now
    NOT_IN_HAND = "not-in-hand"  # that large tile is not in your hand
    NO_SMALL = "no-small"  # you have no small tile of that crop left
    OFF_AREA = "off-area"  # the square (or the tile's other half) is off the crop area
    ON_FARM = "on-farm"  # no tile may go on a farm's square
    UNEVEN = "uneven"  # the two halves of a large tile would lie at different heights
    SAME_CROP = "same-crop"  # crop rotation: not the same crop on top of the same crop
    JOINS_FARMS = "joins-farms"  # two farmed regions may never be joined
    MUST_COVER = "must-cover"  # after levelling, the large tile must cover the levelled square
    NO_FOLLOW_UP = "no-follow-up"  # levelling there leaves no large tile that fits on top
    NOT_THIS_FIELD = "not-this-field"  # scoring goes field by field; that is not the next one
    FARMED_REGION = "farmed-region"  # no victory points from a field joined to a farmed region
    NO_CROP = "no-crop"  # a farm goes on a crop
    REGION_TAKEN = "region-taken"  # that region already has a farm
    CAN_PLACE = "can-place"  # passing is only allowed when no tile can be placed


@frozen
class Refusal:
    code: RefusalCode
    args: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return self.text


_TEXTS: dict[RefusalCode, str] = {
    RefusalCode.GAME_OVER: "The game is over",
    RefusalCode.WRONG_STEP: "Not now: {0}",
    RefusalCode.NOT_IN_HAND: "Large tile {0} is not in your hand",
    RefusalCode.NO_SMALL: "You have no small {0} tile left",
    RefusalCode.OFF_AREA: "{0} is off the crop area",
    RefusalCode.ON_FARM: "{0} holds a farm; no tile may go on it",
    RefusalCode.UNEVEN: "{0} and {1} are at different heights",
    RefusalCode.SAME_CROP: "Crop rotation: {0} already shows {1}",
    RefusalCode.JOINS_FARMS: "That would join two farmed regions at {0}",
    RefusalCode.MUST_COVER: "The large tile must cover the levelled square {0}",
    RefusalCode.NO_FOLLOW_UP: "No large tile in your hand fits on {0} after levelling",
    RefusalCode.NOT_THIS_FIELD: "The field to score now is {0}",
    RefusalCode.FARMED_REGION: "{0} is joined to a farmed region: farm points only",
    RefusalCode.NO_CROP: "{0} shows no crop",
    RefusalCode.REGION_TAKEN: "The region at {0} already has a farm",
    RefusalCode.CAN_PLACE: "You can still place a tile, e.g. {0}",
}


def refuse(code: RefusalCode, *args: str) -> Refusal:
    return Refusal(code, tuple(args), _TEXTS[code].format(*args))
