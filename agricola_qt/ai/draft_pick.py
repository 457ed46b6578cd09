"""The computers' picks in a card draft (``engine/draft.py``).

Before the game there is no farm to look at, so a card is worth what the heuristic's card
play expects of it anywhere: its prior read from its text (``cardplay.card_prior``), what
playing it has brought the heuristic in self-play (``cardplay.learned_value``) and a minor
improvement's printed points.  A card asking for a clay or stone house counts a little less
(the house is to be renovated first), and a minor improvement that needs occupations in
front of its player much less (the computers play few occupations: an Animal Pen, needing
4, was their first pick of a pack).  Every level picks the same way; the draft has no chance
in it, so a seat's picks follow from the packs alone.
"""

from __future__ import annotations

from agricola_qt.ai.cardplay import card_prior, house_needed, learned_value
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.draft import NO_CARD, Draft, Pick

HOUSE_SHORT = 0.7  # of a card's prior when its text asks for a better house than the start's
# of a card's worth when it needs this many occupations played first
OCCUPATIONS_NEEDED = {1: 0.85, 2: 0.6, 3: 0.4, 4: 0.25}


def draft_worth(card_id: str) -> float:
    """What keeping ``card_id`` is worth to a computer at the draft."""
    prior = card_prior(card_id) * (HOUSE_SHORT if house_needed(card_id) else 1.0)
    worth = prior + learned_value(card_id) + card(card_id).points
    info = CATALOG.get(card_id)
    needed = dict(info.prerequisite).get("occupations", 0) if info is not None else 0
    if worth > 0 and needed:
        worth *= OCCUPATIONS_NEEDED.get(needed, min(OCCUPATIONS_NEEDED.values()))
    return worth


def choose_pick(draft: Draft, seat: int) -> Pick:
    """The pick of the computer at ``seat``: the best card of each pack (ties: the first)."""
    pack = draft.packs[seat]
    return Pick(_best(pack.occupations), _best(pack.minors))


def _best(cards: tuple[str, ...]) -> str:
    if not cards:
        return NO_CARD
    return max(cards, key=lambda c: (draft_worth(c), -cards.index(c)))
