"""One table of verbs — (check, perform, label) — and ``why_illegal``."""

from __future__ import annotations

from agricola_qt.engine import verbs_cards as cards
from agricola_qt.engine import verbs_farm as farm
from agricola_qt.engine import verbs_food as food
from agricola_qt.engine.moves import Move
from agricola_qt.engine.state import OVER, GameState
from agricola_qt.engine.verbs_common import Check, Perform

RULES: dict[str, tuple[Check, Perform, str]] = {
    "place": (farm.check_place, farm.perform_place, "Place"),
    "room": (farm.cell_check("rooms", "room building", farm.room_problem), farm.perform_room,
             "Build room"),
    "stable": (farm.cell_check("stables", "stable building", farm.stable_problem),
               farm.perform_stable, "Build stable"),
    "plow": (farm.cell_check("plows", "plowing", farm.plow_problem), farm.perform_plow, "Plow"),
    "sow": (farm.check_sow, farm.perform_sow, "Sow"),
    "bake": (farm.check_bake, farm.perform_bake, "Bake"),
    "fence-add": (farm.cell_check("fences", "fencing", farm.fence_add_problem),
                  farm.perform_fence_add, "Fences"),
    "fence-build": (farm.check_fence_build, farm.perform_fence_build, "Fences"),
    "fence-clear": (farm.check_fence_clear, farm.perform_fence_clear, "Fences"),
    "buy": (cards.check_buy, cards.perform_improvement, "Major improvement"),
    "minor": (cards.check_minor, cards.perform_improvement, "Minor improvement"),
    "occupation": (cards.check_occupation, cards.perform_occupation, "Occupation"),
    "take": (cards.check_option, cards.perform_option, "Choose"),
    "choose": (cards.check_option, cards.perform_option, "Choose"),
    "use": (cards.check_use, cards.perform_use, "Use"),
    "convert": (food.check_convert, food.perform_convert, "Convert"),
    "keep-best": (food.check_animals, food.perform_keep_best, "Animals"),
    "release": (food.check_animals, food.perform_release, "Release"),
    "feed": (food.check_feed, food.perform_feed, "Feed"),
    "breed": (food.check_breed, food.perform_breed, "Breed"),
    "done": (food.check_done, food.perform_done, "Done"),
}


def why_illegal(state: GameState, move: Move) -> str | None:
    """None when ``move`` is legal now, else a reason a player can read."""
    if state.phase == OVER:
        return "The game is over"
    check, _, label = RULES[move.verb]
    reason = check(state, state.frame, state.actor, move)
    return f"{label}: {reason}" if reason else None

