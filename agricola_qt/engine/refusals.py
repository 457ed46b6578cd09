"""Refusals: why a move is not allowed now, as a value.

A ``Refusal`` holds a stable ``Code`` (the registry below lists every refusal the engine and
the cards can give), the arguments that sentence is about (cells, goods, cards, spaces,
counts) and, once ``why_illegal`` has seen it, the verb of the refused move.  ``str()`` gives
the English sentence; the table translates by code (Qt context "refusals", one entry per code,
the English template as source text) and formats the translated arguments itself.

A template's placeholders name the kind of their argument (a trailing digit is ignored):

==============  =================================================  ==========================
placeholder     argument                                           English
==============  =================================================  ==========================
``cell``        a farmyard cell (index, or its name "b2")          ``b2``
``card``        a card id                                          the card's name
``space``       an ``ActionSpace``                                 its name
``good``        a good ("wood", "veg", ...)                        as is
``goods``       ``Goods``                                          ``2 clay, 1 reed``
``material``    a house material ("wood", "clay", "stone")         as is
``house``       a house material                                   ``clay hut``
``what``        an ``Activity``                                    its words
``options``     option words of a choice                           joined with ", "
``reason``      another ``Refusal``                                its sentence
``prerequisite``  a card id                                        its printed prerequisite
``text``        words the player typed                             as is
anything else   a number                                           the number
==============  =================================================  ==========================

Building a refusal is cheap: one without arguments is built once per code and shared.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import TYPE_CHECKING

from attrs import frozen

if TYPE_CHECKING:
    from agricola_qt.engine.moves import Verb


class Activity(Enum):
    """What a player may be in the middle of (the words of ``Code.NOT_DOING``)."""

    ROOMS = "room building"
    STABLES = "stable building"
    PLOWING = "ploughing"
    SOWING = "sowing"
    FENCING = "fencing"
    BAKING = "baking"
    IMPROVEMENT = "an improvement"
    OCCUPATION = "an occupation"
    PLAY_OCCUPATION = "play an occupation"


class Code(Enum):
    """Every refusal there is; the value is the English template."""

    # --- turn and frame -------------------------------------------------------------------
    GAME_OVER = "the game is over"
    NOT_DOING = "you are not doing {what} now"
    FINISH_PLAN_FIRST = "finish or clear the planned pasture first"
    FINISH_ACTION_FIRST = "finish the current action first"
    NOTHING_TO_CHOOSE = "there is nothing to choose now"
    NOT_DURING_BREEDING = "not during breeding"
    CHOOSE_ONE_OF = "choose one of: {options}"
    CHOOSE_AN_OPTION = "choose one of the options"
    NOTHING_TO_FINISH = "there is nothing to finish"
    BUILD_OR_CLEAR_PLAN = "build or clear the planned pasture first"
    DO_ONE_THING_FIRST = "do at least one thing here first"
    # --- typed moves that name nothing there is --------------------------------------------
    NOT_A_CELL = "'{text}' is not a farmyard cell (a1 to e3)"
    NO_SUCH_SPACE = "there is no action space '{text}' in this game"
    NOT_A_CROP = "'{text}' cannot be sown (grain or veg)"
    NOT_A_MAJOR = "'{text}' is not a major improvement"
    MINOR_NOT_IN_HAND = "{card} is not a minor improvement in your hand"
    OCCUPATION_NOT_IN_HAND = "{card} is not an occupation in your hand"
    NO_BAKING_CARD = "you have no baking improvement {card}"
    NO_SUCH_CARD_IN_PLAY = "you have no card {card} in front of you"
    NOT_CONVERTIBLE = "'{text}' cannot be turned into food"
    NOT_AN_ANIMAL = "'{text}' is not an animal"
    WRITE_BUY = "write: buy CARD, optionally followed by return CARD and by pay GOODS"
    WRITE_MINOR = "write: minor CARD, optionally followed by return CARD and by pay GOODS"
    # --- placing people ---------------------------------------------------------------------
    NO_ONE_LEFT = "you have no one left to place"
    SPACE_TAKEN = "{space} is already taken this round"
    NOTHING_TO_TAKE = "there is nothing here to take"
    CANNOT_AFFORD_ROOM_OR_STABLE = "you cannot afford a room or a stable"
    ROOM_OR_STABLE_COSTS = "a room costs {goods}; a stable costs {goods2}; you have {goods3}"
    NEITHER_STABLE_NOR_BAKE = "you can neither build a stable nor bake"
    NO_CELL_TO_PLOW = "there is no cell you could plough"
    NEITHER_SOW_NOR_BAKE = ("you can neither sow (that takes grain or a vegetable and an empty "
                            "field) nor bake (grain and an improvement that bakes)")
    NEITHER_PLOW_NOR_SOW = "you can neither plough nor sow"
    NO_PASTURE_POSSIBLE = "you cannot build any pasture"
    PASTURE_COSTS = "the smallest pasture you can build needs {goods}; you have {goods2}"
    NO_FENCES_LEFT = "you have no fences left to build"
    FEW_FENCES_LEFT = "the smallest pasture you can build needs {n} fences; you have {have} left"
    CANNOT_AFFORD_IMPROVEMENT = "you cannot afford any improvement"
    NEAREST_MAJOR_COSTS = ("the improvement left nearest to your reach, {card}, costs {goods}; "
                           "you have {goods2}")
    NEAREST_MAJOR_NOR_MINOR = ("the major improvement left nearest to your reach, {card}, "
                               "costs {goods}; you have {goods2}; and no minor improvement "
                               "in your hand can be played now (its price or its need)")
    NO_OCCUPATION_HERE = "you cannot play any occupation here"
    NO_FOOD_NO_ROOM = "there is no food here and you cannot build a room"
    CANNOT_AND_GROWTH_LATER = (
        "you cannot {what} now, and family growth here starts in round {round}")
    CANNOT_AND = "you cannot {what} now, and {reason}"
    # --- family growth and choices ------------------------------------------------------------
    FAMILY_FULL = "your family already has {n} people"
    NEED_FREE_ROOM = "you need a free room for a newborn"
    GROWTH_FROM_ROUND = "family growth here starts in round {round}"
    CATTLE_COSTS_FOOD = "a cattle here costs {n} food"
    CANNOT_PLAY_OCCUPATION = "you cannot play any occupation"
    CANNOT_BUILD_ROOM = "you cannot build a room"
    NO_FOOD_HERE = "there is no food here"
    # --- farmyard -----------------------------------------------------------------------------
    CELL_NOT_EMPTY = "{cell} is not empty"
    CELL_IN_PASTURE = "{cell} is inside a pasture: no field or room can go there"
    NOT_NEXT_TO_HOUSE = "{cell} is not next to your house"
    ROOM_COSTS = "a {material} room costs {goods}; you have {goods2}"
    HOUSE_IS_STONE = "your house is already stone"
    RENOVATING_COSTS = "renovating costs {goods}"
    ALL_STABLES_BUILT = "you have built all {n} stables"
    CELL_HOLDS_ROOM = "{cell} holds a room"
    CELL_HOLDS_FIELD = "{cell} holds a field"
    CELL_HAS_STABLE = "{cell} already has a stable"
    STABLE_COSTS = "a stable costs {goods}"
    NOT_NEXT_TO_FIELDS = "{cell} is not next to your other fields"
    NO_SUCH_FIELD_CARD = "you have no such field card"
    CROP_NOT_ON_CARD = "{good} does not grow on {card}"
    CARD_ALREADY_SOWN = "{card} is already sown"
    NO_GOOD = "you have no {good}"
    NOT_A_FIELD = "{cell} is not a field"
    CELL_ALREADY_SOWN = "{cell} is already sown"
    CELL_IN_PLAN = "{cell} is already in the planned pasture"
    NOT_NEXT_TO_PLAN = "{cell} is not next to the planned pasture"
    PASTURE_INSIDE_OR_OUTSIDE = (
        "a pasture lies either inside one existing pasture or outside all of them")
    PLAN_FIRST = "plan a pasture first"
    ALREADY_A_PASTURE = "that is already a pasture"
    PASTURE_NOT_NEXT = "a new pasture must be next to one of your pastures"
    OUT_OF_FENCES = "this pasture needs {n} more fences; you have {left} left of {supply}"
    FENCES_COST = "this pasture needs {n} fences ({goods}); you have {goods2}"
    ONLY_FREE_FENCES = "this pasture needs {n} fences, but only free fences may be built here"
    NO_PLANNED_PASTURE = "there is no planned pasture"
    # --- improvements and occupations ----------------------------------------------------------
    ONLY_MINOR_HERE = "only a minor improvement may be played here"
    CANNOT_PAY_RETURNING = "{card} cannot be paid by returning {card2}"
    CANNOT_PAY_THAT_WAY = "{card} cannot be paid that way"
    NO_SUCH_PAYMENT = "{card} cannot be paid with {goods}"
    NOTHING_TO_RETURN = "you do not have {card} to return"
    NONE_TO_RETURN = "you have none of the cards {card} takes in exchange (such as {card2})"
    NO_CELL_TO_FENCE = "{card} has no space to fence: too few fences left, or no free space"
    CARD_COSTS_HELD = "{card} costs {goods}; you have {goods2}"
    MAJOR_NOT_ON_BOARD = "{card} is not on the board"
    OCCUPATION_COSTS = "playing it costs {goods}"
    BAKES_ONLY = "{card} bakes only {n} grain per bake"
    PREREQUISITE_MISSING = "{card} needs {prerequisite} (you have {have})"
    PREREQUISITE_EXCEEDED = "{card} needs {prerequisite}"
    PLAYABLE_UNTIL_ROUND = "{card} may only be played until round {round}"
    CARD_NOT_USABLE_NOW = "{card} cannot be used now"
    # --- food and animals ----------------------------------------------------------------------
    NO_COOKING_IN_BREEDING = "no cooking during breeding"
    NEED_COOKING = "you need a cooking improvement to cook {good}"
    NO_WAY_TO_FOOD = "you have no way to turn {good} into food now"
    NO_ANIMALS_TO_PLACE = "there are no animals to place now"
    NOT_FEEDING_TIME = "it is not feeding time"
    NOT_BREEDING_TIME = "it is not breeding time"
    # --- cards ---------------------------------------------------------------------------------
    ANOTHER_PLOUGH = "another plough is already used for this action"
    NO_WOOD_TO_LEAVE = "you no longer have {n} wood to leave"
    COSTS_FOOD = "that costs {n} food"
    FENCING_COSTS_FOOD = "fencing costs {n} food"
    ADOPTING_COSTS_FOOD = "adopting costs {n} food"
    VEG_COSTS_FOOD = "the vegetable costs {n} food"
    MORE_STONE_COSTS_FOOD = "{n} more stone cost {food} food"
    IMPROVEMENT_COSTS_FOOD = "another improvement costs {n} food, and you have none left"
    NO_FOOD_FOR_THAT = "you do not have the food for that"
    NO_GOODS_FOR_THAT = "you do not have the goods for that"
    NOT_ENOUGH_FOOD_LEFT_ON = "not enough food from {space} left"
    NO_GRAIN_TO_SWAP = "you have no grain to swap"
    NO_GRAIN_LEFT = "you have no grain left"
    NO_VEG_TO_SOW = "you have no vegetable left to sow"
    GROWING_NEEDS_FOOD_AND_ROOM = "growing needs {n} food and a free room"
    NOT_THAT_MUCH_WOOD = "you do not have that much wood"
    NOT_THAT_MUCH_ON_CARD = "not that much wood or room on {card}"
    SPACE_NOT_ON_BOARD = "that action space is not on the board"
    SPACE_IS_TAKEN = "{space} is taken"
    PERSON_GONE = "your person is no longer there"
    NEEDS_HOUSE = "{card} needs a {house}"
    NO_SPACE_FOR_ROOM = "there is no space next to your house for a room"
    NO_FOOD_FOR_ROOM = "you have no food to put in a room"
    EVERY_ROOM_HAS_FOOD = "every room already holds a food"
    SPACE_FEE_FOR_OWNER = "{space} costs {n} food for the owner of {card}"
    CARD_FEE_FOR_OWNER = "{card} costs {n} food for its owner"
    NO_LONGER_FOR_SALE = "that {good} can no longer be bought"
    SPACE_FROM_ROUND = "{space} may be used by others only from round {round}"
    NEED_FOOD_FOR_START = "you need {n} food for the starting player"
    CARD_ALREADY_USED = "you have already used {card}"
    CANNOT_SOW_GRAIN_ON = "you cannot sow grain on {cell} now"
    NEED_WOOD_AND_PLACE_ON = "you need {n} wood and a free place on {card}"
    SECOND_PERSON_TO_ANIMALS = (
        "the second person of {card} must go to a sheep, wild boar or cattle space")
    GOODS_SPENT = "the {goods} of {card} are already spent"
    FEWER_OCCUPATIONS_SELF = "{card} needs you to have fewer than {n} occupations"
    FEWER_OCCUPATIONS_OTHER = "{card} needs another player with fewer than {n} occupations"
    IMPROVEMENTS_IN_FRONT = "{card} needs {n} improvements in front of you (you have {have})"
    OCCUPATIONS_PLAYED = "{card} needs {n} occupations played (you have {have})"
    ALREADY_DISCARDED = "{card} is already discarded"
    CANNOT_PAY_ANY_MORE = "you cannot pay {goods} any more"
    NO_GOOD_TO_PAY_INSTEAD = "you have no {good} left to pay instead"
    HARVESTED_VEG_GONE = "the harvested vegetable is gone"
    NO_LONGER_IN_HAND = "{card} is no longer in your hand"


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(template: str) -> tuple[str, ...]:
    """The argument names of a template, in order ("{card} costs {goods}" -> card, goods)."""
    return tuple(_PLACEHOLDER.findall(template))


def kind_of(name: str) -> str:
    """The kind of an argument, from its placeholder's name (``card2`` is a ``card``)."""
    return name.rstrip("0123456789")


VERB_LABELS: dict[str, str] = {
    "place": "Place", "room": "Build room", "stable": "Build stable", "plow": "Plough",
    "sow": "Sow", "bake": "Bake", "fence-add": "Fences", "fence-build": "Fences",
    "fence-clear": "Fences", "buy": "Major improvement", "minor": "Minor improvement",
    "occupation": "Occupation", "take": "Choose", "choose": "Choose", "use": "Use",
    "convert": "Convert", "keep-best": "Animals", "release": "Release", "feed": "Feed",
    "breed": "Breed", "done": "Done",
}


@frozen
class Refusal:
    code: Code
    args: tuple[tuple[str, object], ...] = ()
    verb: Verb | None = None  # the refused move's verb (set by ``why_illegal``)

    @property
    def arguments(self) -> dict[str, object]:
        return dict(self.args)

    def about(self, kind: str) -> tuple[object, ...]:
        """The arguments of one kind ("cell", "card", "space", "good", "goods"...), nested
        refusals included: what the table may point at (cells as indices)."""
        from agricola_qt.engine.grid import parse_cell

        found: list[object] = []
        for name, value in self.args:
            if isinstance(value, Refusal):
                found.extend(value.about(kind))
            elif kind_of(name) == kind:
                if kind == "cell" and isinstance(value, str):
                    try:
                        value = parse_cell(value)
                    except ValueError:
                        continue
                found.append(value)
        return tuple(found)

    def sentence(self) -> str:
        """The English sentence without the verb."""
        template = self.code.value
        if not self.args:
            return template
        return template.format(**{name: english(name, value) for name, value in self.args})

    def __str__(self) -> str:
        if self.verb is None:
            return self.sentence()
        return f"{VERB_LABELS[self.verb]}: {self.sentence()}"


# by the member's id: an Enum member hashes in Python, and refusals are built on hot paths
# (members live as long as the program, so their ids stay theirs)
_PLAIN: dict[int, Refusal] = {id(code): Refusal(code) for code in Code}


def refuse(code: Code, /, **args: object) -> Refusal:
    """The refusal ``code`` about ``args`` (named after the template's placeholders)."""
    if not args:
        return _PLAIN[id(code)]
    return Refusal(code, tuple(args.items()))


HOUSE_WORDS = {"wood": "wooden hut", "clay": "clay hut", "stone": "stone house"}


def english(name: str, value: object) -> str:
    """One argument in English words."""
    from agricola_qt.engine.cards.registry import CARDS
    from agricola_qt.engine.grid import CELL_NAMES

    kind = kind_of(name)
    if kind == "cell":
        return CELL_NAMES[value] if isinstance(value, int) else str(value)
    if kind == "card":
        known = CARDS.get(str(value))
        return known.name if known is not None else str(value)
    if kind == "space":
        return str(getattr(value, "name", value))
    if kind == "house":
        return HOUSE_WORDS.get(str(value), str(value))
    if kind == "what" and isinstance(value, Activity):
        return value.value
    if kind == "goods" and isinstance(value, tuple):  # (good, count) pairs, zeros too
        return ", ".join(f"{n} {g}" for g, n in value)
    if kind == "options" and isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    if kind == "reason" and isinstance(value, Refusal):
        return value.sentence()
    if kind == "prerequisite":
        from agricola_qt.engine.cards.catalog_data import CATALOG

        info = CATALOG.get(str(value))
        return info.prerequisite_text if info is not None else str(value)
    return str(value)
