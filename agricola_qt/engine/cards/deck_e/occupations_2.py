"""E-deck occupations E183-E218 and E341."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.state import PlayerState


class Quarryman(CatalogCard):
    """E209: stone into 2 food at any time."""

    id = "quarryman"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"stone": 2}


CARDS: tuple[Card, ...] = (Quarryman(),)
