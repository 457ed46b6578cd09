"""One table of verbs — (check, perform) — and ``why_illegal``."""

from __future__ import annotations

from agricola_qt.engine import verbs_cards as cards
from agricola_qt.engine import verbs_farm as farm
from agricola_qt.engine import verbs_food as food
from agricola_qt.engine.moves import Move, Verb
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import OVER, GameState
from agricola_qt.engine.values import replace as evolve
from agricola_qt.engine.verbs_common import Check, Perform

RULES: dict[Verb, tuple[Check, Perform]] = {
    "place": (farm.check_place, farm.perform_place),
    "room": (farm.cell_check(*farm.CELL_RULES["room"]), farm.perform_room),
    "stable": (farm.cell_check(*farm.CELL_RULES["stable"]), farm.perform_stable),
    "plow": (farm.cell_check(*farm.CELL_RULES["plow"]), farm.perform_plow),
    "sow": (farm.check_sow, farm.perform_sow),
    "bake": (farm.check_bake, farm.perform_bake),
    "fence-add": (farm.cell_check(*farm.CELL_RULES["fence-add"]), farm.perform_fence_add),
    "fence-build": (farm.check_fence_build, farm.perform_fence_build),
    "fence-clear": (farm.check_fence_clear, farm.perform_fence_clear),
    "buy": (cards.check_buy, cards.perform_improvement),
    "minor": (cards.check_minor, cards.perform_improvement),
    "occupation": (cards.check_occupation, cards.perform_occupation),
    "take": (cards.check_option, cards.perform_option),
    "choose": (cards.check_option, cards.perform_option),
    "use": (cards.check_use, cards.perform_use),
    "convert": (food.check_convert, food.perform_convert),
    "keep-best": (food.check_animals, food.perform_keep_best),
    "release": (food.check_animals, food.perform_release),
    "feed": (food.check_feed, food.perform_feed),
    "breed": (food.check_breed, food.perform_breed),
    "done": (food.check_done, food.perform_done),
}


def refusal_of(state: GameState, move: Move) -> Refusal | None:
    """None when ``move`` is legal now, else the refusal (without the verb: the fast form
    ``legal_moves`` uses)."""
    if state.phase == OVER:
        return refuse(Code.GAME_OVER)
    return RULES[move.verb][0](state, state.frame, state.actor, move)


def why_illegal(state: GameState, move: Move) -> Refusal | None:
    """None when ``move`` is legal now, else the ``Refusal`` (``str()`` reads it in English,
    as "Verb: sentence")."""
    if state.phase == OVER:
        return refuse(Code.GAME_OVER)
    reason = RULES[move.verb][0](state, state.frame, state.actor, move)
    return evolve(reason, verb=move.verb) if reason is not None else None
