"""The farm board's header line, and its tooltip in full (ui/farm_item.py)."""

from __future__ import annotations

from attrs import evolve

from agricola_qt.engine import new_game
from agricola_qt.ui.scene import TableScene
from tests.ui_helpers import setup


def test_the_header_s_tooltip_says_who_rests_and_why(qtbot) -> None:  # noqa: ANN001
    """A 5-player board cut "0/3 · 3 resting" to "0/3 · 3 re…" and its tooltip said nothing
    of it (the Holiday House keeps everyone home in round 14)."""
    state = new_game(setup(2, family=False))
    p = state.players[1]
    state = state.with_player(1, evolve(p, idle=2, begging=1,
                                        cards=(*p.cards, "holiday-house")))
    scene = TableScene(state)
    try:
        text = scene.farm_items[1].header_text()
        assert "Resting this round: 2 (Holiday House)" in text
        assert "1 begging card (−3 points each)" in text and "people at home" in text
    finally:
        scene.clear()


def test_a_guest_is_one_more_to_place_not_a_person_less(qtbot) -> None:  # noqa: ANN001
    """With the Guest's token a header read "home 4/3 · -1 resting" and the turn order
    "(4/3)": the engine counts a guest as idle below 0."""
    from agricola_qt.engine.cards.deck_i.minors import GUEST_TOKEN

    state = new_game(setup(2, family=False))
    p = state.players[1]
    state = state.with_player(1, evolve(p, idle=-1, cards=(*p.cards, GUEST_TOKEN)))
    scene = TableScene(state)
    try:
        farm = scene.farm_items[1]
        text = farm.header_text()
        assert "3 of 3 people at home" in text and "1 guest placed this round" in text
        assert "resting" not in text.lower()
        home = [t for t in scene.people[1] if not t.parked]
        assert len(home) == 3 and not any(t.resting for t in home)  # every token placeable
    finally:
        scene.clear()


def test_fences_waiting_on_round_spaces_are_not_counted_as_left_and_are_shown(
        qtbot) -> None:  # noqa: ANN001
    """A tester's Fence Deliveryman held 4 fences on round 12, and the board still said 9
    fences were left (5 could be built) and showed nothing on round 12's space."""
    from agricola_qt.engine.cards.deck_i.occupations import FenceDeliveryRounds
    from agricola_qt.engine.memory import note

    state = new_game(setup(2, family=False))
    p = state.players[0]
    state = state.with_player(0, evolve(p, cards=(*p.cards, "fence-deliveryman")))
    state = note(state, 0, FenceDeliveryRounds, (12,))
    scene = TableScene(state)
    try:
        text = scene.farm_items[0].supply_text()
        assert "11 fences" in text and "(4 fences more on round spaces, waiting for a card)" in text
        space = next(item for item in scene.space_items if item.round_no == 12)
        space.refresh_tooltip()
        assert "4 fences of" in space.toolTip() and "here, waiting for a card" in space.toolTip()
        assert space._fences_here() == ((0, 4),)
    finally:
        scene.clear()


def test_the_supply_tooltip_counts_animal_places_as_the_rules_do(qapp) -> None:  # noqa: ANN001
    """"Animals: 1 kept, room for about 1" left a tester asking what the rule was."""
    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import boundary_edges, parse_cell

    state = new_game(setup(2, family=False))
    p = state.players[0]
    pasture = (1 << parse_cell("d1")) | (1 << parse_cell("e1"))
    farm = Farmyard(rooms=p.farm.rooms, fences=boundary_edges(pasture),
                    stables=(1 << parse_cell("e1")) | (1 << parse_cell("c3")))
    state = state.with_player(0, evolve(p, farm=farm, goods=p.goods + Goods(sheep=3)))
    scene = TableScene(state)
    try:
        text = scene.farm_items[0].supply_text()
        assert "<br>Supply: " in text and "'s supply" not in text  # ("You's supply")
        assert ("Animals: 3 kept. 2 places for one animal of any kind each (the house, "
                "stables outside pastures, cards). Pastures for 8 animals (one kind per "
                "pasture).") in text, text
    finally:
        scene.clear()


def test_a_renovation_space_says_what_the_renovation_costs_now(qapp) -> None:  # noqa: ANN001
    """A newcomer learned the price of a renovation only from the log, after paying it."""
    state = new_game(setup(2, family=True))
    scene = TableScene(state)
    try:
        space = scene.space_items[0]  # (the words follow the action: the card comes later)
        words = space._renovation_price("renovation_fences")
        assert "Renovation now: 2 clay, 1 reed for a house of 2 rooms" in words, words
        assert space._renovation_price("grain") == ""
    finally:
        scene.clear()


def test_goods_waiting_on_a_round_space_stay_within_it(qapp) -> None:  # noqa: ANN001
    """Three cards' goods on one round space ran past its edge: the player's 2 food waiting
    there were out of sight (a tester). One group a player, in rows as they need."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.state import FutureGoods

    state = new_game(setup(2, family=False))
    future = (FutureGoods(14, 1, Goods(wood=1), "wood-deliveryman"),
              FutureGoods(14, 1, Goods(food=1), "well"),
              FutureGoods(14, 0, Goods(food=1), ""), FutureGoods(14, 0, Goods(food=1), "x"))
    state = evolve(state, future=future)
    scene = TableScene(state)
    drawn: list[tuple[QRectF, str]] = []
    original = QPainter.drawText

    def spy(painter, *args):  # noqa: ANN001, ANN002, ANN202
        if isinstance(args[0], QRectF) and isinstance(args[-1], str):
            drawn.append((painter.transform().mapRect(args[0]), args[-1]))
        return original(painter, *args)

    try:
        space = next(item for item in scene.space_items if item.round_no == 14)
        rect = space.boundingRect()
        image = QImage(int(rect.width()) + 40, int(rect.height()), QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        QPainter.drawText = spy  # type: ignore[method-assign]
        try:
            space.paint(painter, None)
        finally:
            QPainter.drawText = original  # type: ignore[method-assign]
            painter.end()
        counts = [(r, t) for r, t in drawn if t in ("1", "2")]
        assert sorted(t for _, t in counts) == ["1", "1", "2"]  # seat 0's 2 food in one group
        assert all(r.right() <= rect.width() for r, _ in counts), counts
    finally:
        scene.clear()


def test_a_tooltip_up_while_the_position_changes_shows_the_new_numbers(qtbot) -> None:  # noqa: ANN001
    """A tester's supply tooltip kept the numbers of before a move while it stayed up."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QToolTip

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine.goods import Goods

    s = setup(2, family=True)
    state = new_game(s)
    w = GameWindow(s, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, [None, None], states=[state])
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(100)  # (the table laid out for the window's size)
    me = state.actor
    farm = w.scene.farm_items[me]
    from agricola_qt.ui.farm_item import CARDS_Y, SUPPLY_Y

    inside = QPointF(farm.rect.width() / 2, (SUPPLY_Y + CARDS_Y) / 2)  # the supply rows
    assert farm.tip_at(inside).endswith(farm.supply_text())  # (after the icon's own name)
    spot = farm.mapToScene(inside)
    # the pointer rests there (no mouse move: one would make Qt ask for the tooltip again)
    at = w.view.viewport().mapToGlobal(w.view.mapFromScene(spot))
    QCursor.setPos(at)
    QToolTip.showText(at, w.scene.tip_at(spot) or "", w.view.viewport())
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    qtbot.wait(1200)  # (Qt's own tooltip for the pointer's arrival comes and goes first)
    assert "Supply: 2 food<br>" in QToolTip.text(), QToolTip.text()
    p = state.players[me]  # the same table, 3 wood more (the pieces stay where they are)
    w.scene.set_state(state.with_player(me, evolve(p, goods=p.goods + Goods(wood=3))))
    qtbot.waitUntil(lambda: "Supply: 3 wood, 2 food<br>" in QToolTip.text(), timeout=2000)


def test_two_people_in_one_room_stay_inside_its_cell(qtbot) -> None:  # noqa: ANN001
    """A fifth person without a room of their own stood on the fence of the pasture beside
    the house: "a person standing in the pasture" to a tester."""
    from PySide6.QtCore import QRectF

    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.ui.farm_item import cell_rect
    from agricola_qt.ui.scene import PERSON_MARGIN

    rooms = 0
    for name in ("a1", "b1", "a2", "a3"):
        rooms |= 1 << parse_cell(name)
    for players in (1, 4, 5):  # people large and small beside the cells
        state = new_game(setup(players, family=True))
        p = state.players[0]
        state = state.with_player(0, evolve(p, people=5, farm=evolve(p.farm, rooms=rooms)))
        scene = TableScene(state)
        try:
            farm = scene.farm_items[0]
            m = PERSON_MARGIN - 0.5
            inside = [farm.mapRectToScene(QRectF(cell_rect(c)).adjusted(m, m, -m, -m))
                      for c in range(15) if rooms >> c & 1]
            home = [t for t in scene.people[0] if not t.parked]
            assert len(home) == 5
            for token in home:
                box = token.sceneBoundingRect()
                assert any(cell.contains(box) for cell in inside), (players, box)
        finally:
            scene.clear()


def test_the_header_s_tooltip_says_whose_card_gives_the_points(qtbot) -> None:  # noqa: ANN001
    """Another player's House Steward gave a tester's farm 3 points (most rooms) and the
    running score jumped with nothing saying why until the score sheet."""
    from agricola_qt.engine.farmyard import STARTING_ROOMS
    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.engine.scoring import score_player

    state = new_game(setup(2, family=False))
    bert = state.players[1]
    state = state.with_player(1, evolve(bert, cards=(*bert.cards, "house-steward")))
    anna = state.players[0]
    rooms = STARTING_ROOMS | (1 << parse_cell("b2"))
    state = state.with_player(0, evolve(anna, farm=evolve(anna.farm, rooms=rooms)))
    scene = TableScene(state)
    try:
        text = scene.farm_items[0].header_text()
        total = score_player(state.players[0], state.players).total
        assert f"Score if the game ended now: {total} points" in text, text
        assert "House Steward, Jonas's: 3" in text, text
        assert ", Bonus points +3" in text and "Unused farmyard spaces −" in text, text
        assert "House Steward" not in scene.farm_items[1].header_text()
    finally:
        scene.clear()


def test_the_supply_row_names_the_icon_under_the_pointer(qtbot) -> None:  # noqa: ANN001
    """The supply row had one tooltip for all its icons: a colour-blind tester told wood from
    clay by their shapes alone."""
    from PySide6.QtCore import QPointF
    from ui_helpers import state_window

    from agricola_qt.engine import new_game
    from agricola_qt.engine.goods import GOOD_NAMES
    from agricola_qt.ui.farm_item import SUPPLY_ICON, SUPPLY_PITCH
    from tests.cards.helpers import give

    state = give(new_game(setup(2, family=True)), 0, wood=5, clay=1)
    w = state_window(qtbot, state)
    farm = w.scene.farm_items[0]
    for good, words in (("wood", "Wood: 5"), ("clay", "Clay: 1"), ("stone", "Stone: 0")):
        i = GOOD_NAMES.index(good)
        at = farm.mapFromScene(farm.supply_scene_pos(good))
        assert farm.tip_at(at).startswith(f"<b>{words}</b><br>"), (good, farm.tip_at(at))
        assert i < 10 and SUPPLY_ICON < SUPPLY_PITCH
    from agricola_qt.ui.farm_item import GRID_X, SUPPLY_Y

    fences = QPointF(GRID_X + 5 * SUPPLY_PITCH + 4 + 10, SUPPLY_Y + 8)
    assert farm.tip_at(fences).startswith("<b>Fences left to build: 15</b>")
