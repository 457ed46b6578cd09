"""K-deck minors."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card

CARDS: tuple[Card, ...] = ()
