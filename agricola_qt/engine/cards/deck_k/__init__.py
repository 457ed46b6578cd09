"""The K deck: minor improvements and occupations."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.deck_k import minors, occupations, occupations_2


def cards() -> tuple[Card, ...]:
    return (*minors.CARDS, *occupations.CARDS, *occupations_2.CARDS)
