"""The decision panel comes back for a question only it answers."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from ui_helpers import drag, setup, table_window

from agricola_qt.engine import new_game


def test_a_closed_decision_panel_comes_back_for_a_question_inside_an_action(qtbot) -> None:  # noqa: ANN001
    """A tester closed the panels to give the board room; the Fisherman's question then
    waited with "choose one of the options below" and nothing below."""
    s = setup(2, seed=1)
    w = table_window(qtbot, s)
    me = new_game(s).actor
    w.chooser_dock.close()
    QApplication.processEvents()
    assert w.chooser_dock.isHidden()
    person = next(p for p in w.scene.people[me] if not p.parked)
    space = next(i for i in w.scene.space_items if i.current_id() == "plow")
    drag(w.view, [person.scenePos(), space.sceneBoundingRect().center()])
    QApplication.processEvents()
    state = w.controller.state
    assert state.frame is not None and state.actor == me  # which cell to plough
    assert not w.chooser_dock.isHidden()


def test_a_narrow_window_s_panels_give_the_table_room(qtbot) -> None:  # noqa: ANN001
    """At 800x600 the panels kept 265 pixels and the table was drawn at a third of its size
    (a tester): they take about a quarter of a narrow window; a wide one keeps them."""
    w = table_window(qtbot, setup(3, seed=1, family=False), size=(800, 600))
    QApplication.processEvents()
    assert w.chooser_dock.width() <= 800 * 0.27
    narrow_scale = w.view.transform().m11()
    w.resize(1600, 950)
    QApplication.processEvents()
    assert w.chooser_dock.width() >= 230 and w.chooser_dock.minimumWidth() == 230
    assert w.view.transform().m11() > narrow_scale


def test_the_words_over_the_buttons_keep_their_height_within_one_question(qtbot) -> None:  # noqa: ANN001
    """A feeding's words a line shorter after a conversion moved every button up, and a
    tester's second click on "Turn 1 sheep into 2 food" missed it: within one question the
    words keep the tallest height they had; the next question starts afresh."""
    from agricola_qt.engine import apply, legal_moves
    from tests.cards.helpers import at_round, full_game, give, set_goods, with_cards
    from tests.cards.test_deck_e_minors import finish_work

    state = with_cards(full_game(), 0, "cooking-hearth-4")
    state = set_goods(state, 0, sheep=1, boar=1, veg=1, grain=2)
    state = finish_work(at_round(give(state, 1, food=9), 4))
    while not (state.frame is not None and state.frame.kind == "feed" and state.actor == 0):
        state = apply(state, legal_moves(state)[0])
    w = table_window(qtbot, state.setup)
    w.start(state.setup, seats=[None, "random"], states=[state])
    QApplication.processEvents()
    chooser = w.chooser
    chooser.detail.setText("A long warning. " * 12)
    chooser._steady_detail(state)
    tall = chooser.detail.heightForWidth(chooser.detail.width())
    chooser.detail.setText("Short.")
    chooser.detail.setMinimumHeight(0)
    short = chooser.detail.heightForWidth(chooser.detail.width())
    chooser._steady_detail(state)  # the same question, shorter words
    assert chooser.detail.minimumHeight() >= tall > short
    after = apply(state, legal_moves(state)[0])
    while after.frame is not None and after.frame.kind == "feed" and after.actor == 0:
        after = apply(after, legal_moves(after)[0])
    chooser._steady_detail(after)  # another question
    assert chooser.detail.minimumHeight() == 0


def test_a_release_that_makes_no_room_is_not_offered(qtbot) -> None:  # noqa: ANN001
    """A tester released a wild boar from its full pasture while a sheep had no room: the
    boar's place holds no sheep, and the same question came back."""
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.ui.keeping import useless_releases
    from tests.cards.helpers import at_round, cells, set_goods, with_farm, with_space

    state = new_game(new_setup(2, family=True, seed=3, names=("Mei", "Jonas")))
    me = state.actor
    state = at_round(with_space(state, "sheep"), 2)
    state = with_farm(state, me, fences=boundary_edges(cells("d1", "e1")))  # 4 boar fill it
    state = set_goods(state, me, boar=4, sheep=1)
    state = apply(state, "place sheep")  # a second sheep: one has no room
    assert state.frame is not None and state.frame.kind == "animals"
    assert {str(m) for m in legal_moves(state)} >= {"release sheep", "release boar"}
    assert useless_releases(state, legal_moves(state)) == {"release boar"}
    seats = [None, "random"] if me == 0 else ["random", None]
    w = table_window(qtbot, state.setup)
    w.start(state.setup, seats=seats, states=[state])
    QApplication.processEvents()
    shown = {w.chooser.buttons.itemAt(i).widget().property("move")
             for i in range(w.chooser.buttons.count()) if w.chooser.buttons.itemAt(i).widget()}
    assert "release boar" not in shown and "keep-best" in shown


def test_a_tall_window_s_panels_go_below_the_table_and_come_back_beside_it(qtbot) -> None:  # noqa: ANN001
    """A window snapped to half a screen (960x1040) kept the panels at its side, and the
    table a third of the height it had room for: below the table, the panels take the
    height the table cannot use; a wide window has them beside it again."""
    from PySide6.QtCore import Qt

    right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
    w = table_window(qtbot, setup(2, seed=1), size=(1600, 950))
    w.undo_dock.close()  # closed by the player: stays closed wherever the panels go
    w.resize(960, 1000)
    QApplication.processEvents()
    assert w.dockWidgetArea(w.chooser_dock) == bottom
    assert w.dockWidgetArea(w.game_log) == bottom
    assert w.undo_dock.isHidden()
    assert w.view.width() >= 940  # the whole width: the panels stand side by side below
    below_scale = w.view.transform().m11()
    w.resize(700, 1000)
    QApplication.processEvents()
    w.resize(1600, 950)
    QApplication.processEvents()
    assert w.dockWidgetArea(w.chooser_dock) == right
    assert w.dockWidgetArea(w.game_log) == right
    assert w.undo_dock.isHidden()
    # beside a 960-pixel-wide window's table the panels leave it about three quarters
    w.resize(960, 700)
    QApplication.processEvents()
    assert w.view.transform().m11() < below_scale * 0.9


def test_panels_the_player_moved_stay_where_they_are(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    w = table_window(qtbot, setup(2, seed=1), size=(1600, 950))
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.game_log)
    w.resize(900, 1000)
    QApplication.processEvents()
    assert w.dockWidgetArea(w.chooser_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert w.dockWidgetArea(w.game_log) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_below_the_table_the_panels_keep_their_height_as_the_decision_changes(qtbot) -> None:  # noqa: ANN001
    """A tester's table moved up each time the decision panel gained a line (the fence
    plan's buttons), and the fence drags landed on other edges."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply
    from tests.cards.helpers import set_goods

    s = setup(2, seed=11)
    state, bots = new_game(s), [make_bot("heuristic", seed=i) for i in range(2)]
    while not (state.round >= 6 and state.actor == 0 and state.frame is None):
        state = apply(state, bots[state.actor].choose(state))
    state = set_goods(state, 0, wood=15)
    w = table_window(qtbot, s, size=(960, 1000))
    w.confirm_action.setChecked(False)
    w.start(s, seats=[None, "heuristic"], states=[state])
    qtbot.wait(100)
    assert w.panel_sides.side == "below"
    height, scale = w.view.height(), w.view.transform().m11()
    c = w.controller
    for move in ("place fences", "fence-add e1", "fence-add e2"):
        assert c.play(move)
        qtbot.wait(50)
        assert (w.view.height(), w.view.transform().m11()) == (height, scale), move


def test_the_lesson_s_panel_goes_below_the_table_with_the_others(qtbot, tmp_path,  # noqa: ANN001
                                                                 monkeypatch) -> None:
    """In a tall window the lesson's panel stayed at the side and took a quarter of the
    table's width (a tester)."""
    from PySide6.QtCore import QSettings, Qt

    from agricola_qt.ui import i18n

    monkeypatch.setattr(i18n, "settings", lambda: QSettings(str(tmp_path / "s.ini"),
                                                            QSettings.Format.IniFormat))
    w = table_window(qtbot, setup(2, seed=1), size=(1600, 950))
    w.learn_to_play(resume=False)
    QApplication.processEvents()
    assert w.lesson.dock.isVisible()
    w.resize(960, 1040)
    qtbot.wait(50)
    bottom = Qt.DockWidgetArea.BottomDockWidgetArea
    assert w.dockWidgetArea(w.lesson.dock) == bottom and w.lesson.dock.isVisible()
    assert w.view.width() >= 940
    w.resize(1600, 950)
    qtbot.wait(50)
    assert w.dockWidgetArea(w.lesson.dock) == Qt.DockWidgetArea.RightDockWidgetArea


def test_panels_restored_below_a_wide_window_come_back_beside_it(qtbot) -> None:  # noqa: ANN001
    """The last session ended in a tall window: its layout, restored in a wide one, had the
    panels below the table for good."""
    from PySide6.QtCore import Qt

    from agricola_qt.app.window_main import GameWindow

    tall = table_window(qtbot, setup(2, seed=1), size=(960, 1040))
    qtbot.wait(20)
    saved = tall.saveState()
    w = GameWindow(setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.restoreState(saved)
    assert w.dockWidgetArea(w.chooser_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    w.resize(1600, 950)
    w.show()
    qtbot.wait(20)
    assert w.dockWidgetArea(w.chooser_dock) == Qt.DockWidgetArea.RightDockWidgetArea
