"""Pictures the next round's start will show, drawn while the table is idle.

The move that ends a round is the table's largest redraw: every person comes home and new
goods pile up on every accumulating space at once.  The goods rows are kept pictures
(``art.paint_composed``), but a pile the table has not shown before (5 wood, 4 reed) is drawn
from scratch in that redraw.  Those piles are known in advance: what lies on a space now plus
what the round adds, or only what it adds if a person takes it first.  ``warm_next_round``
draws both for every accumulating space (and the next round card's first pile) onto a
one-pixel scratch image through the same transform the view uses, which leaves each picture
in the cache under the key the real redraw will ask for.  Nothing on the table changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QImage, QPainter

from agricola_qt.engine.goods import Goods
from agricola_qt.engine.spaces import LAST_ROUND, ROUND_CARD_BY_ID

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene


def next_round_piles(table: TableScene) -> list[tuple[int, Goods]]:
    """(index in ``table.space_items``, a pile it may show next round), for every pile the
    next round's start can leave on a space."""
    state = table.state
    if state.round >= LAST_ROUND or state.is_over:
        return []
    piles: list[tuple[int, Goods]] = []
    next_card = state.setup.round_cards[state.round] if state.round < len(
        state.setup.round_cards) else ""
    for k, item in enumerate(table.space_items):
        if item.round_no == state.round + 1 and next_card in ROUND_CARD_BY_ID:
            first = ROUND_CARD_BY_ID[next_card].stock
            if not first.is_empty():
                piles.append((k, first))
            continue
        s = item.space_state()
        if s is None or s.space.stock.is_empty():
            continue
        piles.append((k, s.space.stock))  # a person takes the pile before the round ends
        if not s.stock.is_empty() and s.occupant < 0:
            piles.append((k, s.stock + s.space.stock))  # nobody does
    return piles


def warm_next_round(table: TableScene) -> int:
    """Draw next round's piles into the picture cache; how many piles were drawn."""
    views = table.views()
    if not views:
        return 0
    to_view = views[0].viewportTransform()
    piles = next_round_piles(table)
    if not piles:
        return 0
    scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(scratch)
    try:
        for k, goods in piles:
            strip = table.space_items[k].stock
            # the transform the strip's kept picture is drawn with, give or take whole
            # pixels (which do not change the size a picture is kept at)
            painter.setTransform(strip.deviceTransform(to_view))
            table.space_items[k].paint_goods(painter, goods)
    finally:
        painter.end()
    return len(piles)
