"""A move repaints only what it changed (ui/strips.py, TableScene.refresh): the other boards'
strips keep their pictures, closed hands keep their faces for the next turn, and the empty
boards are drawn with the table's kept background."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, setup, table_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.ui import layout
from agricola_qt.ui.strips import Strip


def _window(qtbot, players: int = 3) -> GameWindow:  # noqa: ANN001
    return table_window(qtbot, setup(players, family=False, seed=3))


def _counting(painted: Counter[str], key: str, draw: Callable[[QPainter], None]
              ) -> Callable[[QPainter], None]:
    def counted(p: QPainter) -> None:
        painted[key] += 1
        draw(p)
    return counted


def _count_strip_paints(w: GameWindow) -> Counter[str]:
    """Wrap each strip's drawing: the returned counter fills as the strips repaint."""
    painted: Counter[str] = Counter()
    scene = w.scene
    for i, farm in enumerate(scene.farm_items):
        for name in ("header", "supply", "card_area"):
            strip: Strip = getattr(farm, name)
            strip._draw = _counting(painted, f"{name}{i}", strip._draw)
    for space in scene.space_items:
        space.stock._draw = _counting(painted, f"stock:{space.current_id()}", space.stock._draw)
    return painted


def test_a_placement_repaints_the_movers_strips_and_the_space_only(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    scene, view = w.scene, w.view
    me = scene.state.actor
    painted = _count_strip_paints(w)
    view.viewport().repaint()  # anything pending first
    painted.clear()
    person = scene.home_people(me)[0]
    target = scene.space_item("wood")
    drag(view, [person.scenePos(), target.sceneBoundingRect().center()])
    QApplication.processEvents()
    view.viewport().repaint()
    assert scene.state.players[me].available == 1  # the person went
    others = [i for i in range(len(scene.farm_items)) if i != me]
    # the mover's header (people at home) and supply (the wood) were drawn again ...
    assert painted[f"header{me}"] >= 1 and painted[f"supply{me}"] >= 1
    assert painted["stock:wood"] >= 1
    # ... the other boards' supplies and cards, and the other spaces, were not
    for i in others:
        assert painted[f"supply{i}"] == 0 and painted[f"card_area{i}"] == 0
    assert not [k for k in painted if k.startswith("stock:") and k != "stock:wood"]


def test_a_closed_hand_keeps_its_faces_for_its_next_turn(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from agricola_qt.ui.card_face import CardItem

    w = _window(qtbot, players=2)
    scene = w.scene
    me = scene.state.actor
    hand = {i.card_id: i for i in scene.cards.items if i.in_hand and i.player == me}
    assert hand
    w.view.viewport().repaint()  # the faces are drawn once
    scene.private_for = 1 - me  # the other seat's view: this hand closes
    scene.set_state(scene.state)
    table = scene.sceneRect()
    assert all(item.parked and not table.intersects(item.sceneBoundingRect())
               for item in hand.values())  # off the table, out of reach and out of sight
    assert not [i for i in scene.cards.items if i.in_hand and i.player == me]
    scene.private_for = me  # and opens again: the same pieces, not new ones
    scene.set_state(scene.state)
    again = {i.card_id: i for i in scene.cards.items if i.in_hand and i.player == me}
    assert again.keys() == hand.keys()
    assert all(again[c] is hand[c] and not hand[c].parked for c in hand)
    assert all(table.contains(hand[c].sceneBoundingRect()) for c in hand)
    drawn: list[str] = []
    paint = CardItem.paint
    monkeypatch.setattr(CardItem, "paint", lambda item, *a: (drawn.append(item.card_id),
                                                           paint(item, *a)))
    w.view.viewport().repaint()
    assert not set(drawn) & hand.keys()  # copied from the kept pictures, not drawn again


def test_the_empty_boards_come_with_the_background(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    scene = w.scene
    farm = scene.farm_items[1]
    # a point of the board that no cell, strip or card covers: its left margin
    spot = farm.mapToScene(QPointF(4, layout.FARM_H / 2))
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    p.translate(4 - spot.x(), 4 - spot.y())
    scene.drawBackground(p, QRectF(spot.x() - 4, spot.y() - 4, 8, 8))
    p.end()
    assert image.pixelColor(4, 4) == QColor("#EFE6CF")
    # the ring of the player to move lies over that board, not over this one
    assert scene.ring.isVisible() and scene.ring.pos() == scene.farm_items[scene.state.actor].pos()
    assert scene.ring.pos() != farm.pos()


def test_a_person_at_work_is_a_token_on_its_space_not_a_new_picture_of_it(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    scene, view = w.scene, w.view
    me = scene.state.actor
    painted = _count_strip_paints(w)
    view.viewport().repaint()
    painted.clear()
    target = scene.space_item("grain")  # Take 1 Grain: nothing lies on it to change
    drag(view, [scene.home_people(me)[0].scenePos(), target.sceneBoundingRect().center()])
    QApplication.processEvents()
    view.viewport().repaint()
    assert scene.state.spaces[scene.state.space_index("grain")].occupant == me
    workers = [t for t in scene.workers[me] if t.isVisible()]
    assert len(workers) == 1
    assert workers[0].pos() == target.mapToScene(target.worker_point())
    assert not any(t.isVisible() for i, ts in enumerate(scene.workers) if i != me for t in ts)
    assert painted["stock:grain"] == 0  # the space's picture stayed as it was


def test_the_return_home_hides_the_tokens_at_work(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.ui.tokens import PersonItem

    w = _window(qtbot, players=2)
    scene = w.scene
    w.view.viewport().repaint()  # the people at home drawn once
    state = scene.state
    start = state.round
    while state.round == start:  # both families place everyone; the round ends
        state = apply(state, legal_moves(state)[0])
        if any(s.occupant >= 0 for s in state.spaces):
            scene.set_state(state)
            shown = sum(t.isVisible() for ts in scene.workers for t in ts)
            assert shown == sum(s.occupant >= 0 for s in state.spaces)
    drawn: list[int] = []
    paint = PersonItem.paint
    monkeypatch.setattr(PersonItem, "paint", lambda item, *a: (drawn.append(item.player),
                                                             paint(item, *a)))
    scene.set_state(state)
    w.view.viewport().repaint()
    assert not any(t.isVisible() for ts in scene.workers for t in ts)
    table = scene.sceneRect()
    for i, p in enumerate(state.players):  # everyone home, on the board
        home = scene.home_people(i)
        assert len(home) == p.available
        assert all(table.contains(t.sceneBoundingRect()) for t in home)
    assert drawn == []  # back home with their kept pictures, not drawn again
