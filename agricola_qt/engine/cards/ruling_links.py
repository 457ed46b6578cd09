"""Rulings that link two named cards where no general event or question would do.

Most combinations work through the general mechanism (events, cost changes, questions);
``docs/card-combinations.md`` lists every pair the compendium names together.  The few
links that only make sense between two particular cards live here (and in
``room_payments.py``, which of the roof cards asks the after-build payment question):

- Juggler I237 and Dancer E212 are not used for the same Traveling Players action.  The
  Dancer tops the food up to 4 as the space is used; choosing the Juggler's double instead
  gives that top-up back (``exclusive_food_top_up``), and the double is only offered when it
  gives more than the Dancer did.
"""

from __future__ import annotations

from agricola_qt.engine.state import PlayerState

# card -> the card whose effect it replaces on the same action, and that card's food floor
_EXCLUSIVE_FOOD: dict[str, tuple[str, int]] = {"juggler": ("dancer", 4)}


def exclusive_food_top_up(card_id: str, player: PlayerState, food_taken: int) -> int:
    """The food another card of ``player`` added to ``food_taken`` on this action that using
    ``card_id`` gives back (0: none)."""
    linked = _EXCLUSIVE_FOOD.get(card_id)
    if linked is None or linked[0] not in player.cards:
        return 0
    return max(0, linked[1] - food_taken)
