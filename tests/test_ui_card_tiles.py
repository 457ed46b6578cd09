"""Played cards as tiles on a crowded board (``ui/card_tiles.py``): in a 3- to 5-player full game
at 1366x768 or 1280x720 six or more played cards were cards 31 pixels wide whose names read
"Cook-ing Hea…", "Co…", or strips with the names sideways.  Where the cards cannot show every
name whole, the board lays them as tiles whose names are whole; where there is room they stay
cards.  The card under the pointer still shows large, and a click still uses it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from attrs import evolve
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import click, setup, sit_down, table_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, new_game
from agricola_qt.engine.goods import Goods
from agricola_qt.ui import card_tiles, i18n
from agricola_qt.ui.card_face import CardItem, name_whole
from agricola_qt.ui.text import card_name

# cards played in bot games that crowded 5-player boards, long names among them, and the
# longest names of all (a board of only these is beyond any 1280x720 table: 10 of them)
PLAYED = ("juggler", "brushwood-collector", "greenhouse", "wooden-hut-builder", "clay-mixer",
          "stonecutter", "perpetual-student", "hand-mill", "cooking-hearth-5", "private-forest",
          "basin-maker", "holiday-house", "hide-farmer", "milking-stool", "writing-desk",
          "corn-profiteer", "master-baker", "shepherds-crook", "field-watchman", "fireplace-2")
LONG = ("stone-house-extension", "wooden-hut-extension", "half-timbered-house",
        "straw-thatched-roof", "brushwood-collector", "helpful-neighbours", "head-of-the-family",
        "wooden-hut-builder", "mushroom-collector", "schnaps-distillery")


def _window(qtbot, players: int, size: tuple[int, int], played: int,  # noqa: ANN001
            change: Callable[[GameState], GameState] | None = None,
            cards: tuple[str, ...] = PLAYED) -> GameWindow:
    """A full game at ``size`` where every board but the one to move has ``played`` of
    ``cards`` (each board other ones); ``change`` changes the position more."""
    game = setup(players, family=False, seed=3)
    state = new_game(game)
    for seat in range(players):
        if seat == state.actor:
            continue
        p = state.players[seat]
        mine = tuple(cards[(seat * 3 + k) % len(cards)] for k in range(played))
        state = state.with_player(seat, evolve(
            p, cards=mine, occupations=tuple(c for c in p.occupations if c not in mine),
            minors=tuple(c for c in p.minors if c not in mine)))
    if change is not None:
        state = change(state)
    w = table_window(qtbot, game)
    w.start(game, seats=[None] * players, states=[state])
    w.resize(*size)
    w.view.fit()
    QApplication.processEvents()
    sit_down(w)
    return w


def _played(w: GameWindow, seat: int | None = None) -> list[CardItem]:
    return [i for i in w.scene.cards.items if not i.in_hand
            and (seat is None or i.player == seat)]


def _shows_whole(w: GameWindow, item: CardItem) -> bool:
    """The name as drawn: a tile's lines, each fitting its room (its elided form is itself),
    are the name; a card's face writes it whole and across."""
    name = card_name(item.card_id)
    tile = item.tile
    if tile is None:
        pixels = w.scene.cards._pixels(item.player) * item.scale() / w.scene.farm_items[
            item.player].scale()
        return name_whole(item.card_id, pixels, item.shown)
    metrics = QFontMetricsF(card_tiles.unit_font(tile.px, 1.0, False))
    room = tile.name_room()
    if any(metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) != line
           for line in tile.lines):
        return False
    # (a hand card that passes on ends in its arrow)
    shown = "".join(tile.lines).removesuffix("\u00a0→")
    return shown.replace(" ", "") == name.replace(" ", "")


@pytest.mark.parametrize(("players", "size", "played"), [
    (5, (1280, 720), 6), (5, (1280, 720), 10), (5, (1366, 768), 8), (4, (1280, 720), 10),
    (4, (1366, 768), 8), (3, (1280, 720), 10), (3, (1366, 768), 9)])
def test_crowded_boards_show_every_played_name_whole(qtbot, players, size, played) -> None:  # noqa: ANN001
    w = _window(qtbot, players, size, played)
    cards = _played(w)
    assert len(cards) == played * (players - 1)
    assert any(i.tile is not None for i in cards)  # the cards could not show them
    cut = [card_name(i.card_id) for i in cards if not _shows_whole(w, i)]
    assert not cut
    for seat in range(players):  # tiles stay on their own board, none over another
        tiles = [i.sceneBoundingRect() for i in _played(w, seat) if i.tile is not None]
        board = w.scene.farm_items[seat].sceneBoundingRect()
        assert all(board.contains(r) for r in tiles)
        assert not any(a.intersects(b) for k, a in enumerate(tiles) for b in tiles[k + 1:])


def test_six_of_the_longest_names_are_whole_at_1280x720(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 5, (1280, 720), 6, cards=LONG)
    assert not [card_name(i.card_id) for i in _played(w) if not _shows_whole(w, i)]


def test_chinese_names_on_a_crowded_board_are_whole(qtbot) -> None:  # noqa: ANN001
    i18n.install(QApplication.instance(), "zh_CN")
    try:
        w = _window(qtbot, 5, (1280, 720), 10)
        w.scene.cards.retranslate()
        QApplication.processEvents()
        cut = [card_name(i.card_id) for i in _played(w) if not _shows_whole(w, i)]
        assert not cut
    finally:
        i18n.install(QApplication.instance(), "en")


def test_a_roomy_table_keeps_its_played_cards_as_cards(qtbot) -> None:  # noqa: ANN001
    """2 players at 1920x1080: nine played cards lie side by side with their names across, as
    before."""
    w = _window(qtbot, 2, (1920, 1080), 9)
    assert all(i.tile is None and i.shown == 1.0 and _shows_whole(w, i) for i in _played(w))


# names whose words each fit a card's width at 1920x1080 (a word broken over two lines,
# "Green-" / "house", makes the board lay tiles: ``CardLayer._names_whole``)
SHORT = ("juggler", "basin-maker", "clay-mixer", "hand-mill", "hide-farmer", "writing-desk")


def test_a_window_made_smaller_turns_cards_into_tiles_and_back(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 5, (1920, 1080), 6, cards=SHORT)
    assert all(i.tile is None and _shows_whole(w, i) for i in _played(w))
    w.resize(1280, 720)
    QApplication.processEvents()
    assert all(i.tile is not None and _shows_whole(w, i) for i in _played(w))
    w.resize(1920, 1080)
    QApplication.processEvents()
    assert all(i.tile is None for i in _played(w))


def test_a_hidden_hand_keeps_its_line_under_the_tiles(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 5, (1280, 720), 10)
    seat = next(s for s in range(5) if s != w.controller.state.actor)
    farm = w.scene.farm_items[seat]
    top, height = w.scene.cards.hand_lines[seat]
    assert all(farm.mapFromScene(i.sceneBoundingRect().bottomLeft()).y() < top
               for i in _played(w, seat))
    assert top + height <= farm.boundingRect().bottom()


def test_the_tile_under_the_pointer_shows_its_card_large(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 5, (1280, 720), 10)
    tile = next(i for i in _played(w) if i.tile is not None)
    at = w.view.mapFromScene(tile.sceneBoundingRect().center())
    QTest.mouseMove(w.view.viewport(), at)
    QApplication.processEvents()
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == tile.card_id


def _cook_state(state: GameState) -> GameState:
    me = state.actor
    p = state.players[me]
    cards = ("cooking-hearth-4", *PLAYED[:9])
    return state.with_player(me, evolve(p, cards=cards, goods=p.goods + Goods(veg=1)))


def test_a_click_on_a_tile_uses_its_card(qtbot) -> None:  # noqa: ANN001
    """The Cooking Hearth among ten played cards at 1280x720, a tile: a click cooks the
    vegetable, as on the card."""
    w = _window(qtbot, 5, (1280, 720), 6, _cook_state)
    state = w.controller.state
    hearth = next(i for i in _played(w, state.actor) if i.card_id == "cooking-hearth-4")
    assert hearth.tile is not None
    food = state.players[state.actor].goods.food
    click(w.view, hearth.sceneBoundingRect().center())
    QApplication.processEvents()
    after = w.controller.state.players[state.actor].goods
    assert (after.veg, after.food) == (0, food + 3)


def test_a_tile_keeps_room_for_what_its_card_holds_and_its_use() -> None:
    """The goods on a card and its "use" button have room of their own right of the name."""
    area = card_tiles.Area(180.0, 70.0)
    cards = [card_tiles.TileCard(c, card_name(c), 0, ("12",) if k == 0 else (),
                                 "use" if k == 1 else "")
             for k, c in enumerate(PLAYED[:6])]
    config, placed = card_tiles.plan(cards, area)
    for card, spot in zip(cards, placed, strict=True):
        tile = card_tiles.look(card, config, spot, 1.0)
        goods = tile.goods_rect()
        assert goods.width() == pytest.approx(config.goods_w(card))
        name_end = config.stripe + card_tiles.PAD_PX + card_tiles.lines_w(tile.lines, tile.px)
        assert goods.left() >= name_end
        assert tile.name_room() >= card_tiles.lines_w(tile.lines, tile.px)


def test_a_long_word_cut_on_two_lines_breaks_with_a_hyphen(qapp) -> None:  # noqa: ANN001
    """A finished game's crowded hand read "Woodcu" / "tter" and "Swineh" / "erd": a name of
    one word cut at whatever letter filled the line.  It breaks where a reader expects it."""
    px = card_tiles.TEXT_PX[-1]
    room = (card_tiles.text_w("Woodcu", px) + 1) * card_tiles.SLACK
    assert card_tiles.fitted_lines("Woodcutter", px, 2, room) == ("Wood-", "cutter")
    assert card_tiles.fitted_lines("Swineherd", px, 2, room) == ("Swine-", "herd")
    # a word with no natural break that fits is cut at the letters as before
    lines = card_tiles.fitted_lines("Xxxxxxxxxxxxxx", px, 2, room)
    assert "-" not in lines[0] and lines[1].endswith("…")


def test_a_three_character_chinese_name_split_in_two_is_not_whole(qapp, language) -> None:  # noqa: ANN001
    """Six played cards on a 5-player board at 1280x800 read "召" / "豬人" and "一" / "畝田":
    such a face is not taken as showing its name, so the board lays tiles."""
    language("zh_TW")
    names = {card_id: card_name(card_id) for card_id in ("pig-whisperer", "acreage")}
    assert names == {"pig-whisperer": "召豬人", "acreage": "一畝田"}
    # small enough that the name needs two lines, large enough that it is written across
    split = [s / 100 for s in range(40, 200, 5)
             if not name_whole("pig-whisperer", s / 100)]
    assert split, "some scale splits the name"
    large = 3.0
    assert name_whole("pig-whisperer", large) and name_whole("stone-oven", large)
    # a four-character name in two even lines still counts as whole where it did
    assert any(name_whole("stone-oven", s) and not name_whole("pig-whisperer", s)
               for s in split)


def test_a_chinese_name_breaks_after_the_word_joining_two(qapp) -> None:  # noqa: ANN001
    """"起始玩" / "家及倉庫" on the action space (a tester): after 及 the break falls between
    words."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import font, wrapped

    metrics = QFontMetricsF(font(9, True))
    width = metrics.horizontalAdvance("中") * 5.5
    assert wrapped("起始玩家及倉庫", metrics, width) == ["起始玩家及", "倉庫"]
