"""The action spaces of the original edition: the permanent board, the green player-count cards
(normal and family faces) and the 14 round cards.

Each space names the ``action`` that runs when a person is placed on it (see ``actions.py``),
what accumulates on it each round (``stock``) and what it gives from the supply on every use
(``gives``).
"""

from __future__ import annotations

from attrs import evolve, frozen

from agricola_qt.engine.goods import NOTHING, Goods


@frozen
class ActionSpace:
    id: str
    name: str
    action: str
    stock: Goods = NOTHING
    gives: Goods = NOTHING
    stage: int = 0  # round cards: the stage 1-6; 0 for printed spaces and green cards
    help: str = ""
    # Food an occupation costs here, by how many occupations the player already has (0, 1, 2+).
    occupation_food: tuple[int, int, int] = (0, 1, 1)

    @property
    def accumulates(self) -> bool:
        return not self.stock.is_empty()


def _space(id: str, name: str, action: str, help: str, *, stock: Goods = NOTHING,
           gives: Goods = NOTHING, stage: int = 0,
           occupation_food: tuple[int, int, int] = (0, 1, 1)) -> ActionSpace:
    return ActionSpace(id, name, action, stock, gives, stage, help, occupation_food)


W, C, R, S = (Goods(wood=1), Goods(clay=1), Goods(reed=1), Goods(stone=1))
FOOD = Goods(food=1)

# --- board 1 ------------------------------------------------------------------------------
BUILD_ROOMS = _space("build-rooms", "Build Rooms and/or Stables", "rooms_stables",
                     "Build any number of rooms (5 of your house material + 2 reed each) "
                     "and/or stables (2 wood each).")
STARTING_PLAYER = _space("starting-player", "Starting Player and/or 1 Minor Improvement",
                         "starting_player_minor",
                         "Take the starting player token and/or play one minor improvement.")
GRAIN = _space("grain", "Take 1 Grain", "take", "Take 1 grain.", gives=Goods(grain=1))
PLOW = _space("plow", "Plough 1 Field", "plow", "Plough one field next to your other fields.")
OCCUPATION = _space("occupation", "1 Occupation", "occupation",
                    "Play one occupation. The first costs nothing, every later one 1 food.")
DAY_LABOURER = _space("day-labourer", "Day Labourer", "take", "Take 2 food.", gives=Goods(food=2))
WOOD = _space("wood", "3 Wood", "take", "Take all the wood here (3 more each round).",
              stock=Goods(wood=3))
WOOD_SOLO = _space("wood", "2 Wood", "take", "Take all the wood here (2 more each round).",
                   stock=Goods(wood=2))
CLAY = _space("clay", "1 Clay", "take", "Take all the clay here (1 more each round).", stock=C)
REED = _space("reed", "1 Reed", "take", "Take all the reed here (1 more each round).", stock=R)
FISHING = _space("fishing", "Fishing", "take", "Take all the food here (1 more each round).",
                 stock=FOOD)

# --- board 1, family side ------------------------------------------------------------------
STARTING_PLAYER_FAMILY = _space("starting-player", "Starting Player and Storehouse",
                                "starting_player",
                                "Take the starting player token and all food here "
                                "(1 more each round).", stock=FOOD)
STABLE_BAKE = _space("stable-bake", "Build 1 Stable and/or Bake Bread", "stable_bake",
                     "Build one stable for 1 wood and/or bake bread.")
DAY_LABOURER_FAMILY = _space("day-labourer", "Day Labourer", "take_one_resource",
                             "Take 1 food and one building resource of your choice.",
                             gives=FOOD)

# --- green cards ----------------------------------------------------------------------------
OCCUPATION_3P = _space("occupation-3p", "1 Occupation (2 food)", "occupation",
                       "Play one occupation for 2 food.", occupation_food=(2, 2, 2))
RESOURCES_3P = _space("resources-3p", "2 Different Building Resources", "two_resources",
                      "Take two different building resources.")
WOOD_2 = _space("wood-2", "2 Wood", "take", "Take all the wood here (2 more each round).",
                stock=Goods(wood=2))
CLAY_EXTRA = _space("clay-extra", "1 Clay", "take",
                    "Take all the clay here (1 more each round).", stock=C)
BUILDING_RESOURCE = _space("building-resource", "1 Building Resource", "take_one_resource",
                           "Take one wood, clay, reed or stone.")
OCCUPATION_4P = _space("occupation-4p", "1 Occupation (1/2 food)", "occupation",
                       "Play one occupation: 1 food for your first two, 2 food after that.",
                       occupation_food=(1, 1, 2))
RESOURCES_4P = _space("resources-4p", "2 Different Building Resources", "two_resources",
                      "Take two different building resources.")
REED_STONE_FOOD = _space("reed-stone-food", "1 Reed, 1 Stone and 1 Food", "take",
                         "Take 1 reed, 1 stone and 1 food.", gives=Goods(reed=1, stone=1, food=1))
TRAVELING_PLAYERS = _space("traveling-players", "Traveling Players", "take",
                           "Take all the food here (1 more each round).", stock=FOOD)
WOOD_1 = _space("wood-1", "1 Wood", "take", "Take all the wood here (1 more each round).",
                stock=W)
CLAY_2 = _space("clay-2", "2 Clay", "take", "Take all the clay here (2 more each round).",
                stock=Goods(clay=2))
OCCUPATION_OR_GROWTH = _space("occupation-or-growth", "1 Occupation or Family Growth",
                              "occupation_or_growth",
                              "Play one occupation (1 food for your first two, then 2), or from "
                              "round 5 grow your family if you have a free room.",
                              occupation_food=(1, 1, 2))
RESOURCES_OR_GROWTH = _space("resources-or-growth", "2 Building Resources or Family Growth",
                             "resources_or_growth",
                             "Take two different building resources, or from round 5 grow your "
                             "family if you have a free room.")
REED_STONE_WOOD = _space("reed-stone-wood", "1 Reed, plus 1 Stone and 1 Wood", "take",
                         "Take all the reed here (1 more each round) plus 1 stone and 1 wood.",
                         stock=R, gives=Goods(stone=1, wood=1))
ROOM_OR_FOOD = _space("room-or-food", "1 Room or Traveling Players", "room_or_food",
                      "Build exactly one room, or take all the food here (1 more each round).",
                      stock=FOOD)
ANIMAL = _space("animal", "1 Sheep (+1 food), 1 Wild Boar, or 1 Cattle (pay 1 food)",
                "animal_choice", "Take one sheep and 1 food, one wild boar, or one cattle "
                "for 1 food.")
WOOD_4 = _space("wood-4", "4 Wood", "take", "Take all the wood here (4 more each round).",
                stock=Goods(wood=4))
CLAY_3 = _space("clay-3", "3 Clay", "take", "Take all the clay here (3 more each round).",
                stock=Goods(clay=3))

# --- round cards ----------------------------------------------------------------------------
ROUND_CARDS: tuple[ActionSpace, ...] = (
    _space("sow-bake", "Sow and/or Bake Bread", "sow_bake",
           "Sow grain or vegetables on empty fields and/or bake bread.", stage=1),
    _space("fences", "Fences", "fences", "Build fences for 1 wood each.", stage=1),
    _space("improvement", "1 Major or Minor Improvement", "improvement",
           "Buy one major improvement or play one minor improvement.", stage=1),
    _space("sheep", "1 Sheep", "take", "Take all the sheep here (1 more each round).",
           stock=Goods(sheep=1), stage=1),
    _space("family-growth", "Family Growth, then also 1 Minor Improvement", "growth_minor",
           "Grow your family if you have a free room; then you may play a minor improvement.",
           stage=2),
    _space("renovation-improvement", "Renovation, then also 1 Major or Minor Improvement",
           "renovation_improvement",
           "Renovate your whole house; then you may buy or play one improvement.", stage=2),
    _space("stone-1", "1 Stone", "take", "Take all the stone here (1 more each round).",
           stock=S, stage=2),
    _space("boar", "1 Wild Boar", "take", "Take all the wild boar here (1 more each round).",
           stock=Goods(boar=1), stage=3),
    _space("vegetable", "Take 1 Vegetable", "take", "Take 1 vegetable.",
           gives=Goods(veg=1), stage=3),
    _space("cattle", "1 Cattle", "take", "Take all the cattle here (1 more each round).",
           stock=Goods(cattle=1), stage=4),
    _space("stone-2", "1 Stone", "take", "Take all the stone here (1 more each round).",
           stock=S, stage=4),
    _space("plow-sow", "Plough 1 Field and/or Sow", "plow_sow",
           "Plough one field and/or sow.", stage=5),
    _space("urgent-family-growth", "Family Growth Even Without Room", "urgent_growth",
           "Grow your family even without a free room (at most 5 people).", stage=5),
    _space("renovation-fences", "Renovation, then also Fences", "renovation_fences",
           "Renovate your whole house; then you may build fences.", stage=6),
)
ROUND_CARD_BY_ID = {card.id: card for card in ROUND_CARDS}

# The family game has no minor improvements: these round cards offer only what is left of them,
# and say so (the same action runs; it just finds no minor to play).
_FAMILY_FACES = {
    "improvement": ("1 Major Improvement", "Buy one major improvement."),
    "family-growth": ("Family Growth", "Grow your family if you have a free room."),
    "renovation-improvement": ("Renovation, then also 1 Major Improvement",
                               "Renovate your whole house; then you may buy one major "
                               "improvement."),
}


def round_card(card_id: str, family: bool) -> ActionSpace:
    """The round card ``card_id`` with the face it shows in this variant."""
    space = ROUND_CARD_BY_ID[card_id]
    face = _FAMILY_FACES.get(card_id) if family else None
    if face is None:
        return space
    return evolve(space, name=face[0], help=face[1])


def round_cards(family: bool) -> tuple[ActionSpace, ...]:
    """The 14 round cards in stage order, with this variant's faces."""
    return tuple(round_card(card.id, family) for card in ROUND_CARDS)


STAGE_OF_ROUND = (0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6)
HARVEST_ROUNDS = frozenset({4, 7, 9, 11, 13, 14})
LAST_ROUND = 14


def board_spaces(players: int, family: bool) -> tuple[ActionSpace, ...]:
    """The printed spaces plus the green cards for this player count, in board order."""
    if family:
        first = (BUILD_ROOMS, STARTING_PLAYER_FAMILY, GRAIN, PLOW, STABLE_BAKE,
                 DAY_LABOURER_FAMILY)
    else:
        first = (BUILD_ROOMS, STARTING_PLAYER, GRAIN, PLOW, OCCUPATION, DAY_LABOURER)
    wood = WOOD_SOLO if players == 1 else WOOD
    printed = (*first, wood, CLAY, REED, FISHING)
    return (*green_cards(players, family), *printed)


def green_cards(players: int, family: bool) -> tuple[ActionSpace, ...]:
    if players == 3:
        return (RESOURCES_3P if family else OCCUPATION_3P, WOOD_2, CLAY_EXTRA, BUILDING_RESOURCE)
    if players == 4:
        return (RESOURCES_4P if family else OCCUPATION_4P, REED_STONE_FOOD, TRAVELING_PLAYERS,
                WOOD_1, WOOD_2, CLAY_2)
    if players == 5:
        return (RESOURCES_OR_GROWTH if family else OCCUPATION_OR_GROWTH, REED_STONE_WOOD,
                ROOM_OR_FOOD, ANIMAL, WOOD_4, CLAY_3)
    return ()
