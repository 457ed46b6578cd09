"""Animals on the table: the player's own arrangement, dragged with the real mouse."""

from __future__ import annotations

from attrs import evolve
from ui_helpers import drag, seed_with_round_card, setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import new_game
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.ui.farm_item import cell_rect
from agricola_qt.ui.herds import reconcile

PASTURE = (1 << parse_cell("d1")) | (1 << parse_cell("e1"))  # 2 cells: room for 4
PASTURE_KEY = f"pasture:{parse_cell('d1')}"


def _window(qtbot, s, start) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, states=[start])
    w.resize(1600, 950)
    w.show()
    w.view.fit()
    return w


def _farm_with(state, goods: Goods, stable: str = ""):  # noqa: ANN001, ANN202
    """The actor gets a 2-cell pasture (d1 e1), maybe a stable, and the goods."""
    actor = state.actor
    p = state.players[actor]
    farm = p.farm.with_fences(boundary_edges(PASTURE))
    if stable:
        farm = farm.with_stable(parse_cell(stable))
    return state.with_player(actor, evolve(p, farm=farm, goods=p.goods + goods))


def test_drag_a_sheep_from_the_pasture_into_the_house(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=3))
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    assert layer.herds[actor].group(PASTURE_KEY) == ("sheep", 3)
    token = layer.token_for(actor, PASTURE_KEY)
    undo_steps = w.controller.stack.count()
    drag(w.view, [token.scenePos(), layer.place_scene_pos(actor, "house")])
    herds = layer.herds[actor]
    assert herds.group(PASTURE_KEY) == ("sheep", 2)
    assert herds.group("house") == ("sheep", 1)
    assert layer.token_for(actor, "house").count == 1
    farm = w.scene.farm_items[actor]
    assert "2 sheep (room for 4)" in farm.cell_text(parse_cell("e1"))
    assert "1 sheep" in farm.cell_text(parse_cell("a2"))
    assert w.controller.state is start  # no engine move, no undo step
    assert w.controller.stack.count() == undo_steps


def test_a_boar_cannot_join_a_sheep_pasture_and_snaps_back(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=2, boar=1), stable="c3")
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    before = layer.herds[actor]
    assert before.group("stable:12") == ("boar", 1)
    token = layer.token_for(actor, "stable:12")
    home = token.scenePos()
    drag(w.view, [home, layer.place_scene_pos(actor, PASTURE_KEY)])
    assert layer.herds[actor] == before
    assert "one kind of animal" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: token.pos() == token.home, timeout=2000)
    assert token.scenePos() == home


def test_the_arrangement_survives_an_unrelated_engine_move(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=3))
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  layer.place_scene_pos(actor, "house")])
    assert layer.herds[actor].group("house") == ("sheep", 1)
    assert w.controller.play("place wood")
    assert w.controller.state is not start
    herds = layer.herds[actor]
    assert herds.group("house") == ("sheep", 1)
    assert herds.group(PASTURE_KEY) == ("sheep", 2)
    w.controller.undo()  # back to the start: the player's arrangement still holds
    assert layer.herds[actor].group("house") == ("sheep", 1)


def test_arriving_animals_are_drawn_with_those_over_capacity(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=seed_with_round_card("sheep"))
    start = new_game(s)
    actor = start.actor
    start = start.with_player(actor, evolve(start.players[actor],
                                            goods=start.players[actor].goods + Goods(boar=1)))
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    assert layer.herds[actor].group("house") == ("boar", 1)
    person = w.scene.home_people(actor)[0]
    drag(w.view, [person.scenePos(), w.scene.space_item("sheep").sceneBoundingRect().center()])
    state = w.controller.state
    assert state.frame is not None and state.frame.kind == "animals"
    engine = state.players[actor].animals
    assert engine == (1, 1, 0)
    assert layer.drawn_counts(actor) == engine
    over = [t for t in layer.visible_tokens(actor) if t.over]
    assert sum(t.count for t in over) == 1
    assert layer.herds[actor].group("house") == ("boar", 1)  # the pet stays where it was
    assert w.controller.play("keep-best")
    kept = w.controller.state.players[actor].animals
    assert layer.drawn_counts(actor) == kept
    assert not any(t.over for t in layer.visible_tokens(actor))


def test_reconcile_keeps_pasture_kinds_and_takes_cooked_animals_from_their_place() -> None:
    s = setup(2, seed=1)
    state = _farm_with(new_game(s), Goods(sheep=2, boar=1), stable="c3")
    p = state.players[state.actor]
    herds = reconcile(None, p)
    assert herds.group(PASTURE_KEY) == ("sheep", 2)
    more_boar = evolve(p, goods=p.goods + Goods(boar=3))  # now the boar need the pasture
    swapped = reconcile(herds, more_boar)
    assert swapped.totals() == more_boar.animals
    assert swapped.group(PASTURE_KEY) == ("boar", 4) or swapped.over != (0, 0, 0)
    one_cooked = evolve(p, goods=p.goods - Goods(sheep=1))
    after = reconcile(herds, one_cooked, taken_from=PASTURE_KEY)
    assert after.group(PASTURE_KEY) == ("sheep", 1)
    assert after.group("stable:12") == ("boar", 1)


def _shift_drag(view, start, end) -> None:  # noqa: ANN001
    """A drag with Shift held: the whole group moves."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    shift = Qt.KeyboardModifier.ShiftModifier
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, shift, a)
    for k in range(1, 5):
        QTest.mouseMove(vp, a + (b - a) * k / 4)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, shift, b)


def test_shift_drag_moves_the_whole_group_and_single_animals_swap(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=3, boar=1), stable="c3")
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    assert layer.herds[actor].group("stable:12") == ("boar", 1)
    _shift_drag(w.view, layer.token_for(actor, PASTURE_KEY).scenePos(),
                layer.place_scene_pos(actor, "house"))
    assert "only one animal" in w.statusBar().currentMessage()  # 3 sheep never fit the house
    assert layer.herds[actor].group(PASTURE_KEY) == ("sheep", 3)
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  layer.place_scene_pos(actor, "house")])  # no Shift: one sheep
    drag(w.view, [layer.token_for(actor, "house").scenePos(),
                  layer.place_scene_pos(actor, "stable:12")])  # onto the boar: they swap
    herds = layer.herds[actor]
    assert herds.group("stable:12") == ("sheep", 1)
    assert herds.group("house") == ("boar", 1)
    assert herds.group(PASTURE_KEY) == ("sheep", 2)
    assert w.controller.state is start


def test_cook_an_animal_by_dragging_it_onto_a_cooking_improvement(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=3))
    actor = start.actor
    p = start.players[actor]
    start = start.with_player(actor, evolve(p, cards=(*p.cards, "fireplace-2")))
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  layer.place_scene_pos(actor, "house")])
    fireplace = next(m for m in w.scene.major_items if m.card_id == "fireplace-2")
    food = start.players[actor].goods.food
    drag(w.view, [layer.token_for(actor, "house").scenePos(),
                  fireplace.sceneBoundingRect().center()])
    after = w.controller.state.players[actor]
    assert after.goods.sheep == 2 and after.goods.food == food + 2
    herds = layer.herds[actor]
    assert herds.group("house") == ("", 0)  # the cooked sheep came from the house
    assert herds.group(PASTURE_KEY) == ("sheep", 2)
    assert layer.drawn_counts(actor) == after.animals


def test_a_game_opened_again_shows_its_animals_where_they_stood(qtbot) -> None:  # noqa: ANN001
    """After File ▸ Open a tester's pet was the cattle where the boar had been, and the
    pasture's kind swapped: the table arranged the animals afresh instead of as the game's
    states had built them one after the other."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply

    s = setup(2, seed=0)
    state, states = new_game(s), []
    bots = [make_bot("heuristic", seed=i) for i in range(2)]
    states.append(state)
    while not state.is_over:
        state = apply(state, bots[state.actor].choose(state))
        states.append(state)
    live: dict = {}  # what the table showed, state after state
    seen: dict = {}
    for shown in states:
        for i, pl in enumerate(shown.players):
            if seen.get(i) != pl:
                live[i], seen[i] = reconcile(live.get(i), pl), pl
    fresh = {i: reconcile(None, pl) for i, pl in enumerate(state.players)}
    assert fresh != live  # the game is one where the two differ
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, [None, None], states=states)
    assert w.scene.animals.herds == live


def test_an_animal_dropped_on_an_improvement_not_owned_says_why(qtbot) -> None:  # noqa: ANN001
    """A sheep dropped on the Fireplace on the board, not bought, was told to go on "a
    pasture, a stable or the house … or on a cooking improvement"; and that red line stood
    on after a later move of animals (a tester)."""
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=3))
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    refused: list[str] = []
    w.scene.refused.connect(refused.append)
    fireplace = next(m for m in w.scene.major_items if m.card_id == "fireplace-2")
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  fireplace.sceneBoundingRect().center()])
    assert refused[-1] == ("You have no cooking improvement yet: buy a Fireplace or a Cooking "
                           "Hearth to cook animals.")
    assert layer.herds[actor].group(PASTURE_KEY) == ("sheep", 3)
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  layer.place_scene_pos(actor, "house")])
    assert refused[-1] == ""  # the red words go with a move made


def test_a_two_row_pastures_badge_leaves_its_stable_in_sight(qtbot) -> None:  # noqa: ANN001
    """A 2x2 pasture's badge sat on the line between its rows, over the lower-left cell's
    stable (drawn in the cell's top right) and the lower-right cell's name: a tester could
    not see that the pasture had a stable."""
    s = setup(2, seed=1)
    start = new_game(s)
    actor = start.actor
    p = start.players[actor]
    square = sum(1 << parse_cell(c) for c in ("d2", "e2", "d3", "e3"))
    farm = p.farm.with_fences(boundary_edges(square)).with_stable(parse_cell("d3"))
    start = start.with_player(actor, evolve(p, farm=farm, goods=p.goods + Goods(sheep=2)))
    w = _window(qtbot, s, start)
    token = w.scene.animals.token_for(actor, f"pasture:{parse_cell('d2')}")
    assert token is not None and token.count == 2
    badge = token.sceneBoundingRect()
    farm_item = w.scene.farm_items[actor]
    d3 = farm_item.mapRectToScene(cell_rect(parse_cell("d3")))
    stable = d3.adjusted(d3.width() - 27, 2, 0, 24.5 - d3.height())  # as the farm draws it
    assert not badge.intersects(stable), (badge, stable)
    assert d3.center().y() < badge.center().y() < d3.bottom()  # in the lower row


def test_an_empty_pasture_shows_its_room_until_an_animal_moves_in(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=1)
    start = _farm_with(new_game(s), Goods(sheep=1), stable="d1")
    actor = start.actor
    w = _window(qtbot, s, start)
    layer = w.scene.animals
    farm = w.scene.farm_items[actor]
    # the lone sheep is in the pasture: drag it into the house
    drag(w.view, [layer.token_for(actor, PASTURE_KEY).scenePos(),
                  layer.place_scene_pos(actor, "house")])
    marks = layer.empty_rooms[actor].marks()
    assert [room for _, room in marks] == [8]  # 2 cells, a stable: room for 8
    assert "no animals (room for 8)" in farm.cell_text(parse_cell("e1"))
    drag(w.view, [layer.token_for(actor, "house").scenePos(),
                  farm.mapToScene(cell_rect(parse_cell("e1")).center())])
    assert layer.herds[actor].group(PASTURE_KEY) == ("sheep", 1)
    assert layer.empty_rooms[actor].marks() == []


def test_a_click_on_a_pasture_s_badge_builds_the_stable_asked_for_there(qtbot) -> None:  # noqa: ANN001
    """A tester building a stable clicked the pasture's "3/4" badge, over the cell, and
    nothing happened: the click is the cell's when a move of the turn names it."""
    from ui_helpers import click

    from agricola_qt.engine import apply
    from agricola_qt.engine.grid import CELL_NAMES

    s = setup(2, seed=1)
    start = apply(_farm_with(new_game(s), Goods(sheep=3, wood=10)), "place build-rooms")
    actor = start.actor
    w = _window(qtbot, s, start)
    token = w.scene.animals.token_for(actor, PASTURE_KEY)
    assert w.controller.state.players[actor].farm.stables == 0
    click(w.view, token.scenePos())  # (on the line between d1 and e1: either cell)
    built = w.controller.state.players[actor].farm.stables
    assert [CELL_NAMES[c] for c in range(15) if built >> c & 1] in (["d1"], ["e1"])
