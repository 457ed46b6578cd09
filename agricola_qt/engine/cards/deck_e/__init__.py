"""The E ("easy") deck: 53 minor improvements and 73 occupations."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.deck_e import minors, occupations_1, occupations_2


def cards() -> tuple[Card, ...]:
    return (*minors.CARDS, *occupations_1.CARDS, *occupations_2.CARDS)
