"""The harvest shown step by step on the farms (ui/harvest_show.py): fields, feeding,
breeding, each with its banner, at the computer speed, skippable, and safe to close."""

from __future__ import annotations

import random

import pytest
from attrs import evolve
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT, boundary_edges, parse_cell
from agricola_qt.engine.state import FEED
from agricola_qt.ui.farm_item import cell_rect
from agricola_qt.ui.harvest_show import WAIT, Float, HarvestShow
from agricola_qt.ui.harvest_steps import harvest_steps
from tests.ui_helpers import setup

C1 = parse_cell("c1")


def _before_harvest(round_no: int = 4) -> tuple[GameState, Move]:
    """A harvest round with one placement left (in round 4 by Jonas, player 1); Mei (player
    0) has a grain field of 3 on c1 and 2 sheep in a pasture of two cells; both have food
    enough."""
    state = new_game(setup(2))
    rng = random.Random(0)
    while True:
        options = legal_moves(state)
        last = [m for m in options if apply(state, m, checked=False).phase == FEED]
        if last and state.round >= round_no:
            break
        state = apply(state, options[rng.randrange(len(options))], checked=False)
    mei, jonas = state.players
    pasture = (1 << parse_cell("d1")) | (1 << parse_cell("e1"))
    farm = evolve(mei.farm.with_fences(boundary_edges(pasture)), fields=mei.farm.fields | 1 << C1,
                  sown=(SownField(C1, "grain", 3),))
    mei = evolve(mei, farm=farm, goods=mei.goods + Goods(sheep=2, food=6))
    jonas = evolve(jonas, goods=jonas.goods + Goods(food=6))
    return evolve(state, players=(mei, jonas)), last[0]


def _through_harvest() -> tuple[list[GameState], list[Move]]:
    state, move = _before_harvest()
    states, moves = [state], []
    while True:
        state = apply(state, move)
        states.append(state)
        moves.append(move)
        if state.round == 5:
            return states, moves
        move = next(m for m in legal_moves(state) if m.verb == "feed")


def test_the_steps_are_read_from_the_moves_in_the_rulebooks_order() -> None:
    states, moves = _through_harvest()
    steps = [step for i in range(len(moves)) for step in harvest_steps(states, moves, i)]
    assert [s.kind for s in steps] == ["fields", "feeding", "breeding"]
    fields, feeding, breeding = steps
    assert fields.move == 0 and [f.player for f in fields.farms] == [0]
    assert fields.farms[0].cells == ((C1, "grain", 1),)
    assert fields.farms[0].goods == Goods(grain=1)
    assert {f.player: f.goods.food for f in feeding.farms} == {0: 4, 1: 4}
    assert all(f.begging == 0 for f in feeding.farms)
    assert [(f.player, f.goods) for f in breeding.farms] == [(0, Goods(sheep=1))]


def test_a_field_card_and_begging_cards_are_part_of_their_steps() -> None:
    from agricola_qt.engine.harvest import field_phase
    from agricola_qt.ui.harvest_steps import fields_step

    state, last = _before_harvest()
    mei, jonas = state.players
    bean_field = CELL_COUNT  # the Bean Field's slot
    mei = evolve(mei, cards=("bean-field",), farm=evolve(
        mei.farm, sown=(*mei.farm.sown, SownField(bean_field, "veg", 2))))
    done = evolve(state, players=(mei, jonas))
    step = fields_step(done, field_phase(done), 0)
    assert step.farms[0].cards == (("bean-field", "veg", 1),)
    assert step.farms[0].goods == Goods(grain=1, veg=1)
    # the feeding: Jonas has 1 food when it begins, 3 short
    feeding_starts = apply(state, last)
    mei, jonas = feeding_starts.players
    done = evolve(feeding_starts, players=(mei, evolve(jonas, goods=evolve(jonas.goods, food=1))))
    states, moves = [done], []
    move = next(m for m in legal_moves(done) if m.verb == "feed")
    while done.round == 4:
        done = apply(done, move)
        states.append(done)
        moves.append(move)
        move = next((m for m in legal_moves(done) if m.verb == "feed"), move)
    feeding = next(s for i in range(len(moves)) for s in harvest_steps(states, moves, i)
                   if s.kind == "feeding")
    jonas_fed = feeding.farm(1)
    assert jonas_fed is not None and (jonas_fed.goods.food, jonas_fed.begging) == (1, 3)


def _window(qtbot, delay: int | None = 10, keep: bool = True,  # noqa: ANN001, ANN202
            round_no: int = 4):
    from agricola_qt.app.window_main import GameWindow

    state, last = _before_harvest(round_no)
    # the one who places last is a person (in round 4 Jonas), the other a computer
    seats = [None if i == state.actor else "heuristic-plain" for i in range(2)]
    w = GameWindow(state.setup, seats=seats, bot_delay_ms=delay, ask_to_save=False)
    if keep:  # else the test closes and deletes it itself
        qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.start(state.setup, seats=seats, states=[state])
    w.resize(1280, 720)
    w.show()
    return w, last


def _floats(w) -> list[Float]:  # noqa: ANN001
    return [i for i in w.scene.items() if isinstance(i, Float)]


def test_a_harvest_shows_fields_feeding_and_breeding_in_turn(qtbot) -> None:  # noqa: ANN001
    w, last = _window(qtbot)
    show: HarvestShow = w.harvest_show
    show.step_ms = 150
    assert w.controller.play(last)
    # the field phase: Mei's grain field lights up and "+1" rises from it
    assert show.current is not None and show.current.kind == "fields"
    assert w.banner.isVisible() and w.banner.text() == "Harvest — fields"
    c1 = w.scene.farm_items[0].mapRectToScene(cell_rect(C1))
    floats = _floats(w)
    assert len(floats) == 1 and floats[0].parts == (("grain", "+1"),)
    assert c1.contains(floats[0].pos())
    assert w.controller.play("feed")  # Jonas feeds his family while the step is shown
    assert w.controller.showing  # Mei, a computer, waits for the step to end
    assert w.controller.state.actor == 0 and w.controller.state.frame.kind == "feed"
    qtbot.waitUntil(lambda: len(show.shown) == 3 and not show.running, timeout=8000)
    assert [s.kind for s in show.shown] == ["fields", "feeding", "breeding"]
    assert {f.player for f in show.shown[1].farms} == {0, 1}
    assert [(f.player, f.goods) for f in show.shown[2].farms] == [(0, Goods(sheep=1))]
    assert w.controller.state.round == 5  # the game went on after the steps
    qtbot.waitUntil(lambda: not _floats(w), timeout=2000)  # the pictures are gone


def test_a_step_waiting_for_a_persons_feeding_takes_its_banner_down(qtbot) -> None:  # noqa: ANN001
    """The fields step ends on its time even when the feeding step cannot follow yet (a
    person has still to feed): its banner must not stay up over the feeding decision."""
    w, last = _window(qtbot)
    show: HarvestShow = w.harvest_show
    show.step_ms = 150
    assert w.controller.play(last)
    assert show.current is not None and show.current.kind == "fields"
    qtbot.waitUntil(lambda: not show.running, timeout=3000)
    assert w.controller.state.frame is not None and w.controller.state.frame.kind == "feed"
    assert not w.banner.isVisible()


def test_breeding_lights_up_the_pasture_the_lamb_is_born_in(qtbot) -> None:  # noqa: ANN001
    w, _ = _window(qtbot)
    show: HarvestShow = w.harvest_show
    show.step_ms = WAIT
    states, moves = _through_harvest()
    w.scene.set_state(states[-1])
    breeding = harvest_steps(states, moves, 2)[-1]
    show.play([breeding])
    floats = _floats(w)
    assert [f.parts for f in floats] == [(("sheep", "+1"),)]
    pasture = w.scene.farm_items[0].mapRectToScene(
        cell_rect(parse_cell("d1")).united(cell_rect(parse_cell("e1"))))
    assert pasture.adjusted(0, -20, 0, 0).contains(floats[0].pos())
    show.stop()
    assert not _floats(w)


def test_computers_at_once_show_no_steps(qtbot) -> None:  # noqa: ANN001
    w, last = _window(qtbot, delay=None)
    assert not w.harvest_show.enabled
    assert w.controller.play(last)
    assert w.controller.play("feed")  # the computer feeds at once; the harvest is over
    assert w.controller.state.round == 5
    assert w.harvest_show.shown == [] and not _floats(w)
    assert not w.controller.showing


def test_wait_for_a_click_waits_and_a_click_skips(qtbot) -> None:  # noqa: ANN001
    w, last = _window(qtbot)
    show: HarvestShow = w.harvest_show
    show.step_ms = WAIT
    assert w.controller.play(last)
    qtbot.wait(300)
    assert show.current is not None and show.current.kind == "fields"
    # the banner says how to go on (it looked frozen, a tester)
    assert w.banner.text().endswith("\nClick the table to go on.")
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert show.current is None and not w.banner.isVisible()
    assert not w.controller.showing


@pytest.mark.parametrize("wait", [False, True])
def test_closing_the_window_mid_harvest_does_not_crash(qtbot, wait: bool) -> None:  # noqa: ANN001
    w, last = _window(qtbot, keep=False)
    show: HarvestShow = w.harvest_show
    show.step_ms = WAIT if wait else 200
    assert w.controller.play(last)
    assert show.running
    w.close()
    assert not show.running  # stopped with the window
    w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(400)  # any timer left would fire into the closed window now


def test_the_last_harvest_is_shown_before_game_over_and_the_scores(qtbot) -> None:  # noqa: ANN001
    w, last = _window(qtbot, round_no=14)
    show: HarvestShow = w.harvest_show
    show.step_ms = 60
    assert w.controller.play(last)

    def fed() -> bool:  # the person feeds when asked; the computer by itself
        c = w.controller
        if not c.state.is_over and c.state.actor in c.humans and c.state.frame.kind == "feed":
            c.play("feed")
        return c.state.is_over
    qtbot.waitUntil(fed, timeout=8000)
    assert w.score_dialog is None  # the last harvest's steps come first
    qtbot.waitUntil(lambda: w.banner.isVisible() and w.banner.text() == "Game over",
                    timeout=8000)
    assert [s.kind for s in show.shown] == ["fields", "feeding", "breeding"]
    w.banner.finish()  # skipped: the score sheet follows
    assert w.score_dialog is not None
    w.score_dialog.close()


def test_a_new_game_mid_harvest_takes_the_steps_away(qtbot) -> None:  # noqa: ANN001
    w, last = _window(qtbot)
    show: HarvestShow = w.harvest_show
    show.step_ms = WAIT
    assert w.controller.play(last)
    assert show.running and _floats(w)
    w.start(setup(2), seats=[None, None])
    assert not show.running and not _floats(w) and not w.banner.isVisible()
    assert not w.controller.showing
