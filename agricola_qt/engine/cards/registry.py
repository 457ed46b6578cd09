"""Every card the engine knows, by id."""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.majors import MAJORS

CARDS: dict[str, Card] = {card.id: card for card in MAJORS}
MAJOR_IDS: tuple[str, ...] = tuple(card.id for card in MAJORS)


# ``card(card_id)``: the card with this id (KeyError for an unknown one).  The dict's own
# lookup, bound once: it is asked hundreds of thousands of times a game.
card: Callable[[str], Card] = CARDS.__getitem__


def implemented(card_id: str) -> bool:
    return card_id in CARDS


def _register_decks() -> None:
    # Loaded last: card modules may import this module's ``card`` while it is loading.
    from agricola_qt.engine.cards import deck_e, deck_i, deck_k

    for c in (*deck_e.cards(), *deck_i.cards(), *deck_k.cards()):
        if c.id in CARDS:
            raise ValueError(f"card id {c.id!r} registered twice")
        CARDS[c.id] = c


_register_decks()
