"""A finished game's hands on a crowded table (``CardLayer._lay_out_revealed``): in a 5-player
E+I+K game at 1280x720 every hand, shown face up at the end, took about half of its board's
card rows; the played cards beside it read "Se…", "Fir e…", "Cookin g Hea…", the Well only
"… ④", and the hand's own names ran sideways, "Harve…", "Qu…", even at 1600x900.  Now the
hands lie as faded tiles in the hand strip, each under its board, and the played cards have
the board's rows to themselves."""

from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import table_window

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState
from agricola_qt.ui import card_tiles
from agricola_qt.ui.card_face import CardItem, name_whole
from agricola_qt.ui.card_layer import UNPLAYED_OPACITY
from agricola_qt.ui.text import card_name


@functools.cache
def _final(players: int, seed: int) -> GameState:
    state, _ = play_game(players, "full", ("E", "I", "K"), ["heuristic"], seed)
    return state


def _window(qtbot, final: GameState, size: tuple[int, int]) -> GameWindow:  # noqa: ANN001
    players = len(final.players)
    w = table_window(qtbot, final.setup)
    w.start(final.setup, seats=[None] * players, states=[final])
    w.resize(*size)
    w.view.fit()
    QApplication.processEvents()
    return w


def _lines_whole(item: CardItem) -> bool:
    tile = item.tile
    assert tile is not None
    metrics = QFontMetricsF(card_tiles.unit_font(tile.px, 1.0, False))
    room = tile.name_room()
    if any(metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) != line
           for line in tile.lines):
        return False
    return "".join(tile.lines).replace(" ", "") == card_name(item.card_id).replace(" ", "")


def _shows_whole(w: GameWindow, item: CardItem) -> bool:
    if item.tile is None:
        pixels = w.scene.cards._pixels(item.player) * item.scale() / w.scene.farm_items[
            item.player].scale()
        return name_whole(item.card_id, pixels, item.shown)
    return _lines_whole(item)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("seed", [1, 6])
def test_a_finished_five_player_table_reads(qtbot, seed, size) -> None:  # noqa: ANN001
    final = _final(5, seed)
    w = _window(qtbot, final, size)
    items = w.scene.cards.items
    played = [i for i in items if not i.in_hand]
    hand = [i for i in items if i.in_hand]
    assert len(hand) == sum(len(p.occupations) + len(p.minors) for p in final.players)
    assert not [card_name(i.card_id) for i in played if not _shows_whole(w, i)]
    # the hands: tiles in the strip, faded, each under its own board, none over another
    strip = w.scene.hand_strip.sceneBoundingRect()
    for seat in range(5):
        board = w.scene.farm_items[seat].sceneBoundingRect()
        tiles = [i.sceneBoundingRect() for i in hand if i.player == seat]
        assert all(i.tile is not None and i.opacity() == UNPLAYED_OPACITY
                   for i in hand if i.player == seat)
        assert all(strip.contains(r) and board.left() <= r.left() and r.right() <= board.right()
                   for r in tiles)
        assert not any(a.intersects(b) for k, a in enumerate(tiles) for b in tiles[k + 1:])
    # every hand card named whole at 1600x900; at 1280x720 (14 cards under a board 200
    # pixels wide, at the least text size) most, the rest readable ("Harvest …", "Tinsm…")
    cut = [i for i in hand if not _lines_whole(i)]
    if size == (1600, 900):
        assert not cut
    else:
        assert len(cut) <= len(hand) // 3
        assert all(len("".join(i.tile.lines).replace("…", "")) >= 4 for i in cut)


def test_a_revealed_hand_card_under_the_pointer_shows_large(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, _final(5, 6), (1280, 720))
    for item in (next(i for i in w.scene.cards.items if i.in_hand),
                 next(i for i in w.scene.cards.items if not i.in_hand)):
        QTest.mouseMove(w.view.viewport(), w.view.mapFromScene(
            item.sceneBoundingRect().center()))
        QApplication.processEvents()
        preview = w.scene.cards.preview_item
        assert preview.isVisible() and preview.card_id == item.card_id


def test_a_roomy_finished_table_keeps_its_cards(qtbot) -> None:  # noqa: ANN001
    """2 players at 1920x1080: the hands stay cards on the boards, as before."""
    w = _window(qtbot, _final(2, 3), (1920, 1080))
    assert all(i.tile is None for i in w.scene.cards.items)
    assert any(i.in_hand for i in w.scene.cards.items)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_a_finished_three_player_table_reads(qtbot, size) -> None:  # noqa: ANN001
    """No hand strip: a board whose names the cards cut lays its hand as tiles under its
    played ones (``card_tiles.plan_split``); every played name whole, the hand's readable."""
    final = _final(3, 2)
    w = _window(qtbot, final, size)
    items = w.scene.cards.items
    assert not [card_name(i.card_id) for i in items if not i.in_hand
                and not _shows_whole(w, i)]
    for seat in range(3):
        hand = [i for i in items if i.in_hand and i.player == seat]
        played = [i for i in items if not i.in_hand and i.player == seat]
        if hand and hand[0].tile is not None:
            assert all(len("".join(i.tile.lines).replace("…", "")) >= 4 for i in hand)
            lowest = max(i.sceneBoundingRect().bottom() for i in played)
            assert all(i.sceneBoundingRect().top() > lowest for i in hand)
