"""The hand strip of a 4- or 5-player full game: the open hand lies under the farms at a size
that reads, is played from there by a real drag, and follows the hand-off between people."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, setup, sit_down, table_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine.cards.catalog_data import by_deck
from agricola_qt.ui import layout
from agricola_qt.ui.card_face import SMALL_W, CardItem
from agricola_qt.ui.card_layer import card_verb


def _hand(w: GameWindow, seat: int) -> list[CardItem]:
    return [i for i in w.scene.cards.items if i.in_hand and i.player == seat]


def _laptop(qtbot, players: int, **options: object) -> GameWindow:  # noqa: ANN001
    w = table_window(qtbot, setup(players, family=False, seed=3), **options)
    w.resize(1366, 768)
    w.view.fit()
    QApplication.processEvents()
    return w


def test_a_five_player_hand_lies_under_the_farms_large_enough_to_read(qtbot) -> None:  # noqa: ANN001
    w = _laptop(qtbot, 5)
    me = w.controller.state.actor
    strip = w.scene.hand_strip
    assert strip is not None and w.scene.strip_seat() == me
    hand = _hand(w, me)
    assert len(hand) == 14
    farms_bottom = max(f.sceneBoundingRect().bottom() for f in w.scene.farm_items)
    on_screen = w.view.transform().m11()
    for item in hand:
        box = item.sceneBoundingRect()
        assert strip.sceneBoundingRect().contains(box), item.card_id
        assert box.top() > farms_bottom
        # on a 5-player board a card was some 30 pixels wide, its name cut to "Spi…"
        assert box.width() * on_screen >= 50, item.card_id
        assert item.shown == 1.0, item.card_id  # side by side, none covering another
    kinds = [card_verb(i.card_id) == "occupation" for i in sorted(hand, key=lambda i: i.x())]
    assert kinds == [True] * 7 + [False] * 7  # the occupations, then the minors
    assert w.scene.cards.hand_rows.get(me) is None  # no tray for a hand on the board


def test_a_card_dragged_from_the_strip_is_played_and_lies_on_its_board(qtbot) -> None:  # noqa: ANN001
    w = _laptop(qtbot, 5)
    state = w.controller.state
    me = state.actor
    card = next(i for i in _hand(w, me) if card_verb(i.card_id) == "occupation"
                and i.playable)
    target = w.scene.space_item("occupation").sceneBoundingRect().center()
    drag(w.view, [card.mapToScene(QPointF(SMALL_W / 2, 20)), target])
    after = w.controller.state
    assert card.card_id in after.players[me].cards
    played = next(i for i in w.scene.cards.items
                  if i.card_id == card.card_id and not i.in_hand)
    board = w.scene.farm_items[me]
    assert board.sceneBoundingRect().contains(played.sceneBoundingRect())
    assert len(_hand(w, me)) == 13
    assert all(i.scale() == layout.HAND_SCALE for i in _hand(w, me))


def test_the_strip_shows_nobody_s_hand_behind_the_hand_off_then_the_next_person_s(
        qtbot) -> None:  # noqa: ANN001
    w = _laptop(qtbot, 4, seats=[None] * 4)
    first = w.controller.state.actor
    card = next(i for i in _hand(w, first) if card_verb(i.card_id) == "occupation"
                and i.playable)
    target = w.scene.space_item("occupation").sceneBoundingRect().center()
    drag(w.view, [card.mapToScene(QPointF(SMALL_W / 2, 20)), target])
    w.cover.end_turn.emit()
    QApplication.processEvents()
    assert w.cover.active and w.cover.stage == "pass"
    strip = w.scene.hand_strip.sceneBoundingRect()
    faces = [i for i in w.scene.cards.items if i.in_hand]
    assert not any(strip.intersects(i.sceneBoundingRect()) for i in faces)
    assert w.scene.strip_seat() is None
    sit_down(w)
    second = w.controller.state.actor
    assert second != first and w.scene.strip_seat() == second
    hand = _hand(w, second)
    assert hand and all(strip.contains(i.sceneBoundingRect()) for i in hand)


def test_played_cards_on_a_five_player_board_are_large_enough_to_read(qtbot) -> None:  # noqa: ANN001
    """At the board's own size their names were cut ("Chi… Dau…"); with the hand in the
    strip they lie in one row of larger cards, a hidden hand a line under them."""
    w = _laptop(qtbot, 5)
    state = w.controller.state
    me = state.actor
    other = (me + 1) % 5
    # names whose words each fit a card (a word broken over two lines, "Green-" / "house",
    # lays the board's cards as tiles: ``test_a_name_broken_mid_word_lays_tiles``)
    for seat, cards in ((me, ("juggler", "clay-mixer")),
                        (other, ("basin-maker", "hand-mill", "hide-farmer"))):
        p = state.players[seat]
        state = state.with_player(seat, evolve(p, cards=cards))
    w.scene.set_state(state)
    QApplication.processEvents()
    on_screen = w.view.transform().m11()
    for seat, count in ((me, 2), (other, 3)):
        played = [i for i in w.scene.cards.items if i.player == seat and not i.in_hand]
        assert len(played) == count
        assert len({round(i.y()) for i in played}) == 1  # one row
        for item in played:
            assert item.sceneBoundingRect().width() * on_screen >= 50, item.card_id
            assert item.shown == 1.0
        board = w.scene.farm_items[seat].sceneBoundingRect()
        assert all(board.contains(i.sceneBoundingRect()) for i in played)
    assert "hidden card" in w.scene.farm_items[other].cards_text()


def test_an_emptied_hand_leaves_both_rows_to_the_played_cards(qtbot) -> None:  # noqa: ANN001
    """On a 2-player board, once the hand is all played, the played cards lie side by side
    in one row of larger cards while they fit there, and over both rows at the board's size
    when they do not, rather than crowding one row."""
    w = table_window(qtbot, setup(2, family=False, seed=3))
    state = w.controller.state
    me = state.actor
    p = state.players[me]
    farm = w.scene.farm_items[me]
    extra = [c.id for c in by_deck("E") if c.kind == "minor"
             and c.id not in (*p.occupations, *p.minors)][:5]
    for played, rows in (((*p.occupations[:4], *p.minors[:4]), 1),
                         ((*p.occupations[:4], *p.minors[:4], *extra), 2)):
        w.scene.set_state(state.with_player(me, evolve(p, cards=played, occupations=(),
                                                       minors=())))
        QApplication.processEvents()
        on_board = [i for i in w.scene.cards.items if i.player == me and not i.in_hand]
        assert len(on_board) == len(played)
        assert len({round(i.y()) for i in on_board}) == rows
        assert all(i.shown == 1.0 for i in on_board)
        size = 1.0 if rows == 2 else w.scene.cards.played_sizes[me]
        assert size >= 1.0 and all(i.scale() == farm.scale() * size for i in on_board)


def test_two_and_three_player_tables_keep_the_hand_on_the_board(qtbot) -> None:  # noqa: ANN001
    for players in (2, 3):
        w = table_window(qtbot, setup(players, family=False, seed=3))
        assert w.scene.hand_strip is None
        assert w.scene.sceneRect() == layout.scene_rect(players)
        me = w.controller.state.actor
        assert w.scene.farm_items[me].sceneBoundingRect().contains(
            _hand(w, me)[0].sceneBoundingRect())
        w.close()


def test_the_replay_of_one_person_s_five_player_game_shows_their_hand_in_the_strip(
        qtbot) -> None:  # noqa: ANN001
    from ui_helpers import random_states

    from agricola_qt.engine import new_game
    from agricola_qt.ui.replay_viewer import ReplayViewer

    s = setup(5, family=False, seed=3)
    moves, states = random_states(new_game(s), 12)
    viewer = ReplayViewer(s, moves, states, None, "test", (), (2,))
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.go(6)
    QApplication.processEvents()
    scene = viewer.scene
    assert scene.strip_seat() == 2
    hand = [i for i in scene.cards.items if i.in_hand]
    p = viewer.states[6].players[2]
    assert sorted(i.card_id for i in hand) == sorted((*p.occupations, *p.minors))
    strip = scene.hand_strip.sceneBoundingRect()
    assert all(i.player == 2 and strip.contains(i.sceneBoundingRect()) for i in hand)


def _fanned_grocer(qtbot, monkeypatch):  # noqa: ANN001, ANN202
    """A 5-player laptop table where the next seat has played the Grocer (its stack of goods)
    and thirteen cards after it, so that it lies fanned; the window, the card and its goods.
    (Laid as cards: such a board now lays its played cards as tiles, whose names are whole,
    ``test_ui_card_tiles.py``; a fan of played cards is kept where every name shows.)"""
    from agricola_qt.ui import card_goods, card_layer

    monkeypatch.setattr(card_layer, "name_whole", lambda *args, **kwargs: True)
    w = _laptop(qtbot, 5)
    state = w.controller.state
    seat = (state.actor + 1) % 5
    p = state.players[seat]
    cards = ("grocer", *p.occupations[:7], *p.minors[:6])
    state = state.with_player(seat, evolve(p, cards=cards, occupations=p.occupations[7:],
                                           minors=p.minors[6:]))
    w.scene.set_state(state)
    QApplication.processEvents()
    grocer = next(i for i in w.scene.cards.items if i.card_id == "grocer" and not i.in_hand)
    held = next(c for c in grocer.childItems() if isinstance(c, card_goods.HeldGoods))
    return w, grocer, held


def test_goods_on_a_fanned_card_leave_the_foot_of_its_name_free(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A card fanned so narrow that its name runs up the strip from the foot ("Grocer") had
    its goods' panel over the name's first letters; the panel moves under the kind's band."""
    from agricola_qt.ui import card_goods

    w, grocer, held = _fanned_grocer(qtbot, monkeypatch)
    assert grocer.shown < 0.5  # fanned under the next card
    assert held.isVisible()
    drawn: list = []
    original = card_goods.art.paint_composed

    def noting(painter, key, rect, draw):  # noqa: ANN001, ANN202
        if key[0] == "held":
            drawn.append(QRectF(rect))
        original(painter, key, rect, draw)

    monkeypatch.setattr(card_goods.art, "paint_composed", noting)
    held.update()
    w.view.viewport().grab()
    assert drawn and all(r.bottom() < grocer.boundingRect().height() / 2 for r in drawn)


def test_goods_on_a_narrow_fanned_strip_keep_their_count_in_sight(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The Grocer's stack beside its picture put the count under the next card of the fan;
    on a narrow strip the count sits over the picture's foot, inside the strip."""
    _w, grocer, held = _fanned_grocer(qtbot, monkeypatch)
    assert held.isVisible() and held.stacked
    strip = grocer.boundingRect().width() * max(grocer.shown, 0.3)
    # the count is centred in the panel: in the strip, a digit's width and more from its edge
    assert held.boundingRect().center().x() + 4 <= strip


def test_an_occupation_dragged_onto_the_either_space_is_played_there(qtbot) -> None:  # noqa: ANN001
    """A tester dragged the Chief onto "1 Occupation or Family Growth" (5 players): "you
    are not doing an occupation now"; the same drag worked on "1 Occupation"."""
    w = _laptop(qtbot, 5)
    me = w.controller.state.actor
    w.scene.cards.update_marks()
    card = next(i for i in _hand(w, me) if card_verb(i.card_id) == "occupation"
                and "occupation-or-growth" in w.scene.cards.playable[i.card_id].spaces)
    target = w.scene.space_item("occupation-or-growth").sceneBoundingRect().center()
    drag(w.view, [card.sceneBoundingRect().center(), target])
    QApplication.processEvents()
    state = w.controller.state
    assert card.card_id in state.players[me].cards
    assert [str(m) for m in w.controller.moves[-3:-1]] == [
        "place occupation-or-growth", "choose occupation"]


def test_alone_against_computers_the_hand_is_open_while_they_play_first(qtbot) -> None:  # noqa: ANN001
    """After "Play again" the strip said "No hand is open" while four computers took their
    first turns: the one person could not study the new hand."""
    s = setup(5, family=False, seed=3)
    first = s.starting_player
    seats: list[str | None] = ["easy"] * 5
    seats[(first + 2) % 5] = None  # the person places third
    w = GameWindow(s, seats=seats, bot_delay_ms=100000, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, seats=seats)
    QApplication.processEvents()
    me = (first + 2) % 5
    assert w.controller.state.actor != me  # a computer is to play
    assert w.scene.strip_seat() == me and len(_hand(w, me)) == 14


def test_many_played_cards_on_a_four_player_board_lie_side_by_side(qtbot) -> None:  # noqa: ANN001
    """Seven played cards at the large size were strips with their names sideways ("Hobby
    Farmer" up the side) on a 1600x900 table: smaller, they lie (nearly) side by side."""
    from agricola_qt.ui.card_layer import played_scale

    assert played_scale(3) == layout.PLAYED_SCALE and played_scale(7) == 1.0
    w = _laptop(qtbot, 4)
    state = w.controller.state
    seat = (state.actor + 1) % 4
    p = state.players[seat]
    state = state.with_player(seat, evolve(p, cards=(*p.occupations[:4], *p.minors[:3]),
                                           occupations=p.occupations[4:],
                                           minors=p.minors[3:]))
    w.scene.set_state(state)
    QApplication.processEvents()
    played = [i for i in w.scene.cards.items if i.player == seat and not i.in_hand]
    assert len(played) == 7 and min(i.shown for i in played) > 0.85


def test_a_name_broken_mid_word_lays_tiles(qtbot) -> None:  # noqa: ANN001
    """Six played cards on a 4-player board were slivers reading "Musi-" / "cian",
    "Swine-" / "herd", their deck numbers hidden, while tiles had room for whole names (a
    tester at 1920x1080): a board whose card faces would break a word lays tiles."""
    w = table_window(qtbot, setup(4, family=False, seed=3))
    w.resize(1920, 1040)
    w.view.fit()
    QApplication.processEvents()
    state = w.controller.state
    other = (state.actor + 1) % 4
    cards = ("street-musician", "pig-breeder", "mushroom-collector", "swineherd",
             "sack-cart", "forest-pasture")
    state = state.with_player(other, evolve(state.players[other], cards=cards))
    w.scene.set_state(state)
    QApplication.processEvents()
    played = [i for i in w.scene.cards.items if i.player == other and not i.in_hand]
    assert len(played) == 6 and all(i.tile is not None for i in played)
