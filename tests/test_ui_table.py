"""The table with real mouse drags on the view (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from attrs import evolve
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from ui_helpers import click, drag, paint_into_image, painted, seed_with_round_card, setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, new_game
from agricola_qt.engine.grid import parse_cell
from agricola_qt.ui.farm_item import corner_pos


@pytest.fixture
def window(qtbot):  # noqa: ANN001, ANN201
    w = GameWindow(setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    return w


def _pass_on(w: GameWindow) -> None:
    """End the turn and click the hand-off screen away when it is up."""
    if w.cover.active and w.cover.stage == "confirm":
        QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    if w.cover.active:
        QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    assert not w.cover.active


def _person_to_space(w: GameWindow, space: str) -> None:
    _pass_on(w)
    scene = w.scene
    person = scene.home_people(scene.state.actor)[0]
    target = scene.space_item(space).sceneBoundingRect().center()
    drag(w.view, [person.scenePos(), target])


def test_drag_a_person_onto_wood_brings_the_wood(window: GameWindow) -> None:
    state = window.controller.state
    actor = state.actor
    wood_here = state.spaces[state.space_index("wood")].stock.wood
    assert wood_here == 3
    _person_to_space(window, "wood")
    after = window.controller.state
    assert after.players[actor].goods.wood == state.players[actor].goods.wood + 3
    assert after.spaces[after.space_index("wood")].occupant == actor
    assert len(window.scene.home_people(actor)) == 1


def test_illegal_drop_snaps_back_and_shows_the_reason(window: GameWindow, qtbot) -> None:  # noqa: ANN001
    _person_to_space(window, "wood")
    scene = window.scene
    second = window.controller.state.actor  # the table still shows the finished turn
    _pass_on(window)
    person = scene.home_people(second)[0]
    home = QPointF(person.home)
    before = window.controller.state
    drag(window.view, [person.scenePos(), scene.space_item("wood").sceneBoundingRect().center()])
    assert window.controller.state is before
    assert "already taken" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: person.pos() == home, timeout=2000)
    # the decision panel says it too, in red, until the table moves on (the status bar
    # alone went unread by a newcomer)
    reason = window.chooser.reason
    assert reason.isVisibleTo(window.chooser) and "already taken" in reason.text()
    _person_to_space(window, "clay")
    assert window.controller.state is not before and not reason.isVisibleTo(window.chooser)


def test_plow_a_cell_by_dragging_a_field_tile(window: GameWindow) -> None:
    _person_to_space(window, "plow")
    scene = window.scene
    actor = window.controller.state.actor
    tile = scene.tiles["field"]
    assert tile.isVisible()
    drag(window.view, [tile.scenePos(), scene.farm_cell_center(actor, "b2")])
    farm = window.controller.state.players[actor].farm
    assert farm.fields == 1 << parse_cell("b2")


def test_build_a_two_cell_pasture_by_dragging_fences(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=seed_with_round_card("fences"))
    w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    state = w.controller.state
    actor = state.actor
    rich = evolve(state.players[actor], goods=state.players[actor].goods.add("wood", 10))
    w.start(s, states=[state.with_player(actor, rich)])
    _person_to_space(w, "fences")
    farm_item = w.scene.farm_items[actor]
    path = [farm_item.mapToScene(corner_pos(r, c)) for r, c in
            ((0, 1), (0, 3), (1, 3), (1, 1), (0, 1))]
    drag(w.view, path, steps=6)
    assert w.controller.fence_plan is not None and not w.controller.fence_plan.problem
    assert w.controller.fence_plan.wood == 6
    # the fences left said (a player has 15: a tester used theirs up unaware)
    assert w.statusBar().currentMessage().endswith("(9 fences of your 15 left after it)")
    button = w.chooser.button_for("confirm-fences")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    after = w.controller.state.players[actor]
    assert after.farm.pastures == ((1 << parse_cell("b1")) | (1 << parse_cell("c1")),)
    assert after.goods.wood == rich.goods.wood - 6


def test_undo_and_redo_restore_the_exact_engine_state(window: GameWindow) -> None:
    c = window.controller
    start = c.state
    _person_to_space(window, "wood")
    assert window.cover.stage == "confirm"  # misclick protection before the hand-off
    QTest.mouseClick(window.cover.undo_button, Qt.MouseButton.LeftButton)
    assert c.state == start and c.moves == () and not window.cover.active
    _person_to_space(window, "wood")
    after_one = c.state
    _person_to_space(window, "clay")  # ends the first turn, passes, places for player 2
    after_two = c.state
    assert after_two == apply(apply(start, "place wood"), "place clay")
    window.undo_action.trigger()
    assert c.state == after_one
    assert window.cover.active is False
    window.redo_action.trigger()
    assert c.state == after_two and [str(m) for m in c.moves] == ["place wood", "place clay"]
    c.stack.command(c.stack.index() - 1).redo()  # running redo twice is harmless
    assert c.state == after_two
    window.undo_action.trigger()
    window.undo_action.trigger()  # the first turn was ended: it cannot be undone any more
    assert c.state == after_one


def test_clicking_a_cell_also_plows(window: GameWindow) -> None:
    _person_to_space(window, "plow")
    actor = window.controller.state.actor
    click(window.view, window.scene.farm_cell_center(actor, "c3"))
    assert window.controller.state.players[actor].farm.fields == 1 << parse_cell("c3")


def test_new_game_state_is_drawn_for_five_players(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(5, seed=2), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    w.view.fit()
    rect = w.view.mapFromScene(w.scene.sceneRect()).boundingRect()
    assert rect.width() <= w.view.viewport().width() + 2
    assert rect.height() <= w.view.viewport().height() + 2
    assert len(w.scene.farm_items) == 5
    assert new_game(w.controller.state.setup) == w.controller.state


def test_a_new_game_with_another_player_count_shows_everyones_people(window: GameWindow) -> None:
    window.start(setup(5, seed=3), [None] * 5)
    scene = window.scene
    for player in range(5):
        people = scene.home_people(player)
        assert len(people) == 2
        farm = scene.farm_items[player].sceneBoundingRect()
        assert all(farm.contains(p.scenePos()) for p in people)


def test_an_either_or_space_shows_the_chosen_goods_as_pictures(window: GameWindow,
                                                               monkeypatch) -> None:  # noqa: ANN001
    """The half an occupant chose was a small bare word on the space ("reed"); now the
    good's picture, and the tooltip says it in words."""
    from PySide6.QtGui import QImage, QPainter

    from agricola_qt.ui import board_items
    from agricola_qt.ui.text import option_text

    _person_to_space(window, "day-labourer")
    button = window.chooser.button_for("take reed")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    space = state.spaces[state.space_index("day-labourer")]
    assert space.occupant >= 0 and space.choice == "take reed"
    item = window.scene.space_item("day-labourer")
    drawn: list[str] = []
    words: list[str] = []
    real_icon = board_items.good_icon
    monkeypatch.setattr(board_items, "good_icon",
                        lambda p, good, rect: (drawn.append(good), real_icon(p, good, rect)))
    monkeypatch.setattr(board_items, "fit_text",
                        lambda p, rect, text, *a, **k: words.append(text))
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint_stock(painter)
    painter.end()
    assert drawn == ["reed"] and words == []
    item.refresh_tooltip()
    assert option_text("take reed") in item.toolTip()
    assert board_items.taken_goods("choose grow") == ()
    assert board_items.taken_goods("take clay reed") == ("clay", "reed")


def test_a_pasture_planned_by_clicks_shows_its_fences_dashed(qapp) -> None:  # noqa: ANN001
    """Clicked cells only turned pale; the fences the plan takes are drawn now."""
    from PySide6.QtCore import QLineF

    from agricola_qt.engine import Move, apply
    from agricola_qt.engine.grid import CELL_NAMES, boundary_edges
    from agricola_qt.ui.farm_item import edge_line
    from agricola_qt.ui.scene import TableScene
    from tests.cards.helpers import full_game, set_goods, with_space

    state = set_goods(with_space(full_game(), "fences"), 0, wood=10)
    for move in ("place fences", "fence-add d1", "fence-add e1", "fence-add d2"):
        state = apply(state, Move.parse(move))
    scene = TableScene(state)
    drawn: list[QLineF] = []
    with painted("drawLine", lambda _p, args: drawn.extend(a for a in args
                                                           if isinstance(a, QLineF))):
        paint_into_image(lambda p: scene.farm_items[0]._paint_fences(p, state.players[0]))
    plan = sum(1 << CELL_NAMES.index(c) for c in ("d1", "e1", "d2"))
    edges = boundary_edges(plan)
    wanted = [edge_line(e) for e in range(edges.bit_length()) if edges >> e & 1]
    # each twice: brown under white dashes (white alone was barely seen on a small farm)
    assert len(wanted) == 8 and sorted(map(str, drawn)) == sorted(map(str, wanted * 2))


def test_the_header_fits_its_words_in_a_small_window(qapp) -> None:  # noqa: ANN001
    """Drawn small, the header's fonts stay readable and grow against the table: the round's
    line and "Turn order:" were cut off ("next harvest after rou", "Turn orde")."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QPainter
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from agricola_qt.ui.board_items import SEATS_X, HeaderItem
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(new_game(setup(2)))
    header = next(i for i in scene.items() if isinstance(i, HeaderItem))
    drawn: list[tuple[QRectF, str, float]] = []

    def note(painter: QPainter, args: tuple) -> None:
        rect = next((a for a in args if isinstance(a, QRectF)), None)
        text = next((a for a in args if isinstance(a, str)), None)
        if rect is not None and text is not None:
            width = QFontMetricsF(painter.font()).horizontalAdvance(text)
            drawn.append((rect, text, width))

    def draw(p: QPainter) -> None:
        header.paint(p, None)  # type: ignore[arg-type]
        header._paint_round(p)

    with painted("drawText", note):
        paint_into_image(draw, scale=0.45)  # the table in a 1024 x 640 window
    (label_rect, label, label_w), (round_rect, line, line_w) = drawn
    assert label == "Turn order:" and label_w <= label_rect.width()
    assert label_rect.right() <= SEATS_X
    # the shortest form, whole (not "Round 1 of 14 · stage 1 · work · next harvest af…")
    assert line == "Round 1 of 14 · harvest after round 4" and line_w <= round_rect.width()
    assert round_rect.right() <= label_rect.left()


def test_a_tray_tile_names_itself_whole_and_inside_its_bounds(qapp) -> None:  # noqa: ANN001
    """The sowing tray's "Vegetable" was cut to "egetabl" (drawn outside the tile's bounds)
    and its dark letters hardly showed on the table's felt."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from agricola_qt.engine import new_game
    from agricola_qt.ui import palette
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.tokens import TileItem

    scene = TableScene(new_game(setup(2)))
    tile = TileItem(scene, "veg")
    drawn: list[tuple[QRectF, str, QColor]] = []

    def note(painter, args) -> None:  # noqa: ANN001
        rect = next((a for a in args if isinstance(a, QRectF)), None)
        text = next((a for a in args if isinstance(a, str)), None)
        if rect is not None and text:
            drawn.append((rect, text, painter.pen().color()))

    with painted("drawText", note):
        paint_into_image(lambda p: tile.paint(p, None))  # type: ignore[arg-type]
    (rect, text, colour), = drawn
    assert text == "Vegetable" and tile.boundingRect().contains(rect)
    assert colour.lightness() > palette.TABLE.lightness() + 100


@pytest.mark.parametrize("players", [1, 3, 4, 5])
def test_spaces_a_card_brings_sit_in_free_slots_of_the_board(qapp, players: int) -> None:  # noqa: ANN001
    """Master Forester's wood, the Clay Digger's pit, the Tavern and the Clay Deposit: at 4
    and 5 players the first was drawn over "Build Rooms and/or Stables"."""
    from agricola_qt.engine.cards.deck_e.occupations_1 import FORESTER_WOOD
    from agricola_qt.engine.cards.deck_i.minors import CLAY_DEPOSIT, TAVERN
    from agricola_qt.engine.cards.deck_i.occupations import CLAY_DIGGER_PIT
    from agricola_qt.engine.cards.effects import add_space
    from agricola_qt.ui import layout
    from agricola_qt.ui.board_items import SpaceItem
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(players, family=False))
    for space in (FORESTER_WOOD, CLAY_DIGGER_PIT, TAVERN, CLAY_DEPOSIT):
        state = add_space(state, space)
    scene = TableScene(state)
    spaces = [i for i in scene.items() if isinstance(i, SpaceItem)]
    rects = {item.current_id(): item.sceneBoundingRect() for item in spaces}
    assert {"forester-wood", "clay-digger-pit", "tavern", "clay-deposit"} <= set(rects)
    names = sorted(rects)
    for k, a in enumerate(names):
        for b in names[k + 1:]:
            assert not rects[a].intersects(rects[b]), (a, b)
    for rect in rects.values():  # on the board, above the farms
        assert rect.left() >= 0 and rect.bottom() <= layout.FARMS_TOP
        assert rect.right() <= layout.MAJORS_X


def test_three_kinds_of_goods_on_a_space_stay_on_it(qapp, monkeypatch) -> None:  # noqa: ANN001
    """1 Reed, 1 Stone and 1 Food (4 players) with all three on it: the food ran off the
    space's right edge."""
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui import board_items, layout
    from agricola_qt.ui.board_items import SpaceItem

    rows: list[tuple[float, float, float]] = []
    real = board_items.goods_row

    def noted(p, goods, origin, size, **options) -> None:  # noqa: ANN001
        rows.append((origin.x(), size, options.get("pitch") or 2 * size))
        real(p, goods, origin, size, **options)

    monkeypatch.setattr(board_items, "goods_row", noted)
    for goods in (Goods(reed=2, stone=2, food=2), Goods(wood=12)):
        paint_into_image(lambda p, g=goods: SpaceItem.paint_goods(p, g))
    (x3, size3, pitch3), (x1, size1, pitch1) = rows
    assert x3 + 2 * pitch3 + size3 + 9 <= layout.CARD_W  # the third icon and its count
    assert pitch1 == 2 * size1  # one kind keeps its room for a two-digit count


@pytest.mark.parametrize("players", [1, 2, 3])
def test_family_boards_without_cards_are_drawn_larger_and_the_table_no_taller(
        qapp, players: int) -> None:  # noqa: ANN001
    """The family game has no cards: its boards had a blank band at their foot, at the size
    of a full-game board.  They are shorter now, and drawn larger in the same height."""
    from agricola_qt.ui import layout
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.score_strip import ICON

    family = TableScene(new_game(setup(players, seed=2, family=True)))
    full = TableScene(new_game(setup(players, seed=2, family=False)))
    a, b = family.farm_items[0], full.farm_items[0]
    assert a.scale() > b.scale() * 1.1
    assert family.sceneRect().height() <= full.sceneRect().height() + 0.5
    for farm in family.farm_items:  # every board inside the table
        assert family.sceneRect().contains(farm.sceneBoundingRect())
    # under the supply the board holds the score strip: title, pictures, numbers, two lines
    assert a.boundingRect().height() - layout.FARM_H < 0
    assert a.card_area.boundingRect().height() >= 16 + 4 + ICON + 20 + 24


def test_a_space_without_goods_gives_its_name_the_goods_rows_room(window: GameWindow,
                                                                 monkeypatch) -> None:  # noqa: ANN001
    """On a small table "Renovation, then also Major or Minor Improvement" ended in an
    ellipsis over an empty goods row; a space with nothing on it lends its name that row."""
    from agricola_qt.ui import board_items

    boxes: dict[str, float] = {}
    monkeypatch.setattr(board_items, "fit_text",
                        lambda p, rect, text, *a, **k: boxes.setdefault(text, rect.height()))
    for space_id in ("build-rooms", "fishing"):  # nothing on it; food piled on it
        item = window.scene.space_item(space_id)
        paint_into_image(lambda p, item=item: item.paint(p, None))
    rooms, fishing = (boxes[board_items.space_name(window.scene.space_item(s).space_state()
                                                   .space)] for s in ("build-rooms", "fishing"))
    assert rooms >= fishing + 15


def test_a_majors_points_are_not_cut_to_their_row(window: GameWindow) -> None:
    """On a small table the readable size is taller than the points row, and the clipped
    words showed their lower half ("1 分" as "⊥ 刀").  The points are a number in a disc."""
    from agricola_qt.engine.cards.registry import card

    flags: list[int] = []
    item = window.scene.major_items[0]
    points = str(card(item.card_id).points)

    def note(painter, args):  # noqa: ANN001, ANN202
        if len(args) == 3 and str(args[2]) == points:
            flags.append(int(args[1]))

    with painted("drawText", note):
        paint_into_image(lambda p: item.paint(p, None), scale=0.4)
    assert flags and all(f & int(Qt.TextFlag.TextDontClip) for f in flags)


def test_the_turn_order_gives_few_players_the_headers_room(qtbot) -> None:  # noqa: ANN001
    """A 2-player game in a small window cut the names in the turn order ("Chri…",
    "Maxi…") with the header's right half empty: the seats now share the header's room."""
    from agricola_qt.engine import new_setup
    from agricola_qt.ui.board_items import SEAT_W, seat_width

    assert seat_width(5) >= SEAT_W and seat_width(2) == 2 * SEAT_W
    w = GameWindow(new_setup(2, family=True, seed=1, names=("Christina", "Maximilian")),
                   bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    texts: list[str] = []

    def note(painter, args):  # noqa: ANN001, ANN202
        if len(args) == 3 and " (" in str(args[2]):
            texts.append(str(args[2]))

    with painted("drawText", note):
        for k in range(2):  # as small as a 1093×614 window draws the table
            paint_into_image(lambda p, k=k: w.scene.header._paint_seat(k, p), scale=0.5)
    assert sorted(t.split(" (")[0] for t in texts) == ["Christina", "Maximilian"]


def test_a_future_round_card_too_small_for_its_words_shows_its_number(window: GameWindow) -> None:
    """Beside the lesson on a small screen a round card centred "Round 10" in too little room
    and cut it at both ends ("ound 1"); where the words do not fit it shows the number."""
    card = next(i for i in window.scene.space_items
                if i.round_no == 12 and i.space_state() is None)
    texts: list[str] = []

    def note(painter, args):  # noqa: ANN001, ANN202
        if len(args) == 3:
            texts.append(str(args[2]))

    for scale, expected in ((1.0, "Round 12"), (0.3, "12")):
        texts.clear()
        with painted("drawText", note):
            paint_into_image(lambda p: card.paint(p, None), scale=scale)
        assert expected in texts and ("Round 12" in texts) == (expected == "Round 12")


def test_a_new_room_leaves_the_people_at_home_where_they_were(window: GameWindow) -> None:
    """Built on a1, a room took the person waiting in a2 into it: people at home sat in the
    rooms in board order.  The first two rooms keep their people; the new room stays empty
    until a child is born into it."""
    from agricola_qt.ui.farm_item import cell_rect

    state = window.controller.state
    me = state.actor
    p = state.players[me]
    farm = evolve(p.farm, rooms=p.farm.rooms | 1 << parse_cell("a1"))
    window.start(state.setup, states=[state.with_player(me, evolve(p, farm=farm))])
    farm_item = window.scene.farm_items[me]
    cells = set()
    for person in window.scene.home_people(me):
        at = farm_item.mapFromScene(person.home)
        cells |= {name for name in ("a1", "a2", "a3")
                  if cell_rect(parse_cell(name)).contains(at)}
    assert cells == {"a2", "a3"}


def test_a_hidden_round_card_names_its_stage_s_cards_still_to_come(qapp) -> None:  # noqa: ANN001
    """At the table the round cards are sorted by stage and shuffled within it, so a player
    knows what stage 2 may bring in round 5; the hidden card's tooltip says it, less the cards
    already turned up, and never which card comes when."""
    from agricola_qt.engine.spaces import round_cards
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.text import space_name

    game = setup(2, seed=seed_with_round_card("improvement"))
    faces = {c.id: c for c in round_cards(game.family)}
    scene = TableScene(new_game(game))
    hidden = {item.round_no: item for item in scene.space_items if item.round_no}
    hidden[2].refresh_tooltip()
    tip = hidden[2].toolTip()
    coming = tip.split("Stage 1, still to come:")[1]
    assert all(space_name(faces[i]) in coming for i in ("sow-bake", "fences", "sheep"))
    assert space_name(faces["improvement"]) not in coming  # round 1 turned it up
    hidden[5].refresh_tooltip()
    coming = hidden[5].toolTip().split("Stage 2, still to come:")[1]
    assert sorted(coming.split("<br>• ")[1:]) == sorted(space_name(c) for c in faces.values()
                                                       if c.stage == 2)


def test_a_person_stands_above_a_row_of_three_goods(qapp) -> None:  # noqa: ANN001
    """On "1 Reed, 1 Stone and 1 Food" the person's token hid the food of the space's own row
    of goods; there it stands above the row, elsewhere in the corner."""
    from agricola_qt.ui import layout
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(new_game(setup(4, seed=1, family=False)))
    three = scene.space_item("reed-stone-food")
    one = scene.space_item("wood")
    assert three.worker_point().y() + 10 <= layout.CARD_H - 26  # the row's icons start there
    assert one.worker_point().y() == layout.CARD_H - 20


def test_a_space_that_gathers_reed_shows_the_stone_and_wood_it_gives_besides(qapp) -> None:  # noqa: ANN001
    """5 players' "1 Reed, plus 1 Stone and 1 Wood" showed only its reed while free (and only
    the stone and wood once taken): the goods row is the reed gathered and, faded, the
    rest; with three kinds in the row the person stands above it."""
    from PySide6.QtGui import QImage, QPainter

    from agricola_qt.ui import layout
    from agricola_qt.ui.board_items import _goods_shown
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(new_game(setup(5, seed=1, family=False)))
    item = scene.space_item("reed-stone-wood")
    shown = _goods_shown(item.space_state())
    assert (shown.reed, shown.stone, shown.wood) == (1, 1, 1)
    assert item.worker_point().y() + 10 <= layout.CARD_H - 26
    image = QImage(int(layout.CARD_W), int(layout.CARD_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint_stock(painter)
    painter.end()
    inked = [x for x in range(image.width())
             if any(image.pixelColor(x, y).alpha() for y in range(image.height() - 26,
                                                                   image.height() - 5))]
    assert inked and max(inked) > layout.CARD_W * 0.6  # three goods across, not one


def test_the_occupation_space_says_what_its_occupations_cost(qapp) -> None:  # noqa: ANN001
    """The price of an occupation showed only in the answer's button once a person stood on
    "1 Occupation" (a tester): the space says the printed rule, its tooltip the price for
    the person to move."""
    from agricola_qt.ui.board_items import occupation_rule
    from agricola_qt.ui.scene import TableScene

    assert occupation_rule((0, 1, 1)) == "1st free, then 1 food"
    assert occupation_rule((1, 1, 2)) == "1 food, from the 3rd 2 food"
    assert occupation_rule((2, 2, 2)) == "2 food each"
    scene = TableScene(new_game(setup(2, seed=1, family=False)))
    item = scene.space_item("occupation")
    assert item.occupation_price() == "Occupation: free for Mei"
    item.refresh_tooltip()
    assert "Occupation: free for Mei" in item.toolTip()
    assert scene.space_item("wood").occupation_price() == ""
    family = TableScene(new_game(setup(2, seed=1, family=True)))
    assert family.space_item("day-labourer").occupation_price() == ""
    # nor did the 5-player "1 Occupation or Family Growth" say its price (a tester)
    five = TableScene(new_game(setup(5, seed=1, family=False)))
    either = five.space_item("occupation-or-growth")
    assert either._price_words(either.space_state()) == "1 food, from the 3rd 2 food"


def test_a_solo_game_with_a_kept_occupation_says_the_next_one_costs_food() -> None:
    """A solo series' kept occupation counts as played: game 2's space read "1st free" while
    its first occupation cost 1 food (a tester)."""
    import warnings

    from agricola_qt.engine import new_setup
    from agricola_qt.engine.solo import SoloSeries
    from agricola_qt.ui.board_items import occupation_words

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        second = new_setup(1, family=False, seed=2,
                           solo=SoloSeries(game=2, kept_occupations=("woodcutter",)))
        first = new_setup(1, family=False, seed=2)
    assert occupation_words(new_game(second), (0, 1, 1)) == "Next one: 1 food"
    assert occupation_words(new_game(first), (0, 1, 1)) == "1st free, then 1 food"
    assert occupation_words(new_game(setup(2, seed=1, family=False)), (0, 1, 1)) == (
        "1st free, then 1 food")


def test_a_refusal_in_the_panel_is_asked_room_for(window: GameWindow) -> None:
    """At 1024x600 with the coach open, the red refusal was drawn over the score line: the
    panel had not asked for its lines."""
    chooser = window.chooser
    before = chooser.minimumHeight()
    chooser.show_reason("Plough: you are not doing ploughing now, and a long reason besides "
                        "that wraps onto a second line in a narrow panel")
    assert chooser.minimumHeight() > before


def test_no_tiles_are_offered_while_a_computer_acts(qapp) -> None:  # noqa: ANN001
    """The field, room and crop tiles stood beside the table while a computer ploughed: they
    read as the table asking the person to act."""
    from agricola_qt.engine import apply
    from agricola_qt.ui.scene import TableScene
    from tests.cards.helpers import full_game

    state = apply(full_game(), "place plow")  # the first player's action: plough a field
    actor = state.actor
    scene = TableScene(state)
    for humans, shown in (({actor}, True), ({1 - actor}, False)):
        scene.humans = humans
        scene._show_tiles()
        assert scene.tiles["field"].isVisible() is shown


def test_a_drag_from_an_empty_room_carries_a_person_at_home(window: GameWindow) -> None:
    """After one person went out, the other stood in the first room; a tester dragged from
    the room the second had stood in, and nothing happened."""
    from agricola_qt.ui.farm_item import cell_rect

    state = window.controller.state
    actor = state.actor
    scene = window.scene
    farm = scene.farm_items[actor]
    room = max(c for c in range(15) if state.players[actor].farm.rooms >> c & 1)
    start = farm.mapToScene(cell_rect(room).bottomRight() - QPointF(6, 6))  # no one there
    assert not any(p.sceneBoundingRect().contains(start) for p in scene.home_people(actor))
    drag(window.view, [start, scene.space_item("wood").sceneBoundingRect().center()])
    after = window.controller.state
    assert after.spaces[after.space_index("wood")].occupant == actor
    assert len(scene.home_people(actor)) == 1
    # a click there is still the cell's click: nothing carried, nothing placed
    click(window.view, start)
    assert window.controller.state is after


def test_the_day_labourer_shows_its_building_resource_too(window: GameWindow,
                                                          monkeypatch) -> None:  # noqa: ANN001
    """The family game's Day Labourer showed its food alone: testers missed the building
    resource of one's choice that comes with it (four small resources, "one of these")."""
    from PySide6.QtGui import QImage, QPainter

    from agricola_qt.ui import board_items

    assert window.controller.state.setup.family
    item = window.scene.space_item("day-labourer")
    drawn: list[str] = []
    monkeypatch.setattr(board_items, "good_icon", lambda p, good, rect: drawn.append(good))
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint_stock(painter)
    painter.end()
    assert drawn == ["wood", "clay", "reed", "stone"]


def _at_fences(w: GameWindow) -> int:
    """The player to move (returned), with 10 wood, placed on Fences; no End-turn question."""
    s = setup(2, seed=seed_with_round_card("fences"))
    state = new_game(s)
    actor = state.actor
    rich = evolve(state.players[actor], goods=state.players[actor].goods.add("wood", 10))
    w.start(s, states=[state.with_player(actor, rich)])
    w.confirm_action.setChecked(False)
    _person_to_space(w, "fences")
    return actor


def test_ctrl_z_takes_back_the_last_stroke_of_fences_drawn(window: GameWindow) -> None:
    """Ctrl+Z while fences were drawn threw the whole drawing away and undid the decision
    before it (a tester's cleared plan came back): it takes back the last stroke."""
    w = window
    actor = _at_fences(w)
    placed = w.controller.state
    farm_item = w.scene.farm_items[actor]

    def stroke(*corners: tuple[int, int]) -> None:
        drag(w.view, [farm_item.mapToScene(corner_pos(r, c)) for r, c in corners], steps=6)

    stroke((0, 1), (0, 3), (1, 3), (1, 1), (0, 1))  # b1-c1 closed
    first = w.scene.fence_stroke[actor]
    stroke((0, 3), (0, 4), (1, 4), (1, 3))  # d1 beside it
    assert w.scene.fence_stroke[actor] != first
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.scene.fence_stroke[actor] == first and w.controller.state is placed
    assert w.controller.fence_plan is not None and w.controller.fence_plan.wood == 6
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not w.scene.fence_stroke.get(actor) and w.controller.fence_plan is None
    assert w.controller.state is placed  # the placement still stands
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.controller.state is not placed  # then the decisions, as before


def test_the_turn_order_counts_the_newborns_home_at_the_harvest(qapp) -> None:  # noqa: ANN001
    """At a feeding the turn order said "Mei (2/3)" beside the farm's "home 3/3": the
    newborn of the round was left out of those home."""
    import random

    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.state import FEED
    from agricola_qt.ui.farm_item import home_now
    from agricola_qt.ui.scene import TableScene

    rng = random.Random(4)
    for seed in range(40):
        state = new_game(setup(1, seed=seed))
        while not state.is_over and not (state.phase == FEED and state.players[0].newborns):
            state = apply(state, rng.choice(legal_moves(state)))
        if not state.is_over:
            break
    pl = state.players[0]
    assert pl.newborns and pl.available < home_now(state, pl) == pl.people
    scene = TableScene(state)
    seat = scene.header._seat_signature(0)
    assert seat[4] == pl.people  # all of them home, as the farm says


def test_a_right_click_takes_a_stray_fence_piece_out_of_the_drawing(window: GameWindow) -> None:
    """A piece drawn by mistake went only by Ctrl+Z (the whole last stroke) or by erasing
    the drawing (a tester): a right-click on it takes it away."""
    from agricola_qt.engine.grid import h_edge

    w = window
    actor = _at_fences(w)
    farm_item = w.scene.farm_items[actor]
    drag(w.view, [farm_item.mapToScene(corner_pos(r, c)) for r, c in
                  ((0, 1), (0, 3), (1, 3), (1, 1), (0, 1))], steps=6)  # b1-c1 closed
    drag(w.view, [farm_item.mapToScene(corner_pos(r, c)) for r, c in ((2, 3), (2, 4))],
         steps=6)  # a stray piece under d2
    plan = w.controller.fence_plan
    assert plan is not None and plan.stray == 1
    stray = h_edge(2, 3)
    assert w.scene.fence_stroke[actor] >> stray & 1
    middle = (corner_pos(2, 3) + corner_pos(2, 4)) / 2
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier,
                     w.view.mapFromScene(farm_item.mapToScene(middle + QPointF(0, 3))))
    assert not w.scene.fence_stroke[actor] >> stray & 1
    plan = w.controller.fence_plan
    assert plan is not None and plan.stray == 0 and plan.wood == 6
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # it comes back
    assert w.scene.fence_stroke[actor] >> stray & 1


def test_the_occupation_space_s_price_is_drawn_again_when_it_changes(qapp) -> None:  # noqa: ANN001
    """Once a solo player's first occupation was played, the space showed the old price
    under the new one ("1st free…" over "Your next…", a tester): the goods row's picture is
    kept by a signature that now holds the words."""
    from attrs import evolve

    from agricola_qt.engine import new_setup
    from agricola_qt.ui.scene import TableScene

    state = new_game(new_setup(1, family=False, seed=2))
    scene = TableScene(state)
    space = scene.space_item("occupation")
    before = space.stock_signature()
    assert "1st free, then 1 food" in before
    p = state.players[0]
    scene.set_state(state.with_player(0, evolve(p, cards=(p.occupations[0],))))
    assert "Next one: 1 food" in space.stock_signature() and space.stock_signature() != before
