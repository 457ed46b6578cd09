"""Which occupations and minor improvements may be dealt: only cards whose effects work."""

from __future__ import annotations

from agricola_qt.engine.cards.registry import CARDS


def dealable(kind: str, decks: tuple[str, ...], players: int) -> list[str]:
    """Implemented cards of this kind from these decks for this player count, in id order."""
    out = []
    for card in CARDS.values():
        if card.kind != kind or card.number[:1] not in decks:
            continue
        if getattr(card, "min_players", 1) > players:
            continue
        out.append(card.id)
    return sorted(out)
