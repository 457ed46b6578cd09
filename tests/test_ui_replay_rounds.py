"""The replay's "Jump to round": it lands on the round's start, and the move list and the
position say so (a tester's "Round 12" highlighted round 11's last move)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import random_states, setup

from agricola_qt.engine import new_game
from agricola_qt.ui.replay_viewer import ReplayViewer


def _viewer(qtbot) -> tuple[ReplayViewer, list]:  # noqa: ANN001
    start = new_game(setup(2, seed=3, family=False))
    moves, states = random_states(start, 3000, seed=1)
    assert states[-1].is_over
    viewer = ReplayViewer(start.setup, moves, states, None, "test")
    qtbot.addWidget(viewer)
    viewer.resize(1366, 768)
    viewer.show()
    return viewer, states


def test_every_round_s_jump_lands_on_its_start_and_the_list_says_so(qtbot) -> None:  # noqa: ANN001
    viewer, states = _viewer(qtbot)
    rounds = [viewer.rounds.itemText(k) for k in range(1, viewer.rounds.count())]
    assert rounds == [f"Round {r}" for r in range(1, 15)]  # round 1 to the last, each once
    for k, r in enumerate(range(1, 15), start=1):
        viewer.rounds.setCurrentIndex(k)
        viewer.rounds.activated.emit(k)
        index = viewer.index
        assert viewer.scene.state is states[index]
        assert states[index].round == r and (index == 0 or states[index - 1].round == r - 1)
        assert viewer.rounds.currentText() == f"Round {r}"
        row = viewer.moves_list.currentItem().text()
        # the line highlighted is the round's start, not only the last move before it
        assert (row == "Start of the game" if r == 1
                else row.splitlines()[-1] == f"── Round {r} begins ──"), row
        assert viewer.position.text().startswith(f"Round {r} begins")
        # the round's first moves are in sight below it, not hidden under the list's end
        top = viewer.moves_list.indexAt(viewer.moves_list.viewport().rect().topLeft())
        assert top.row() == index or viewer.moves_list.verticalScrollBar().value() == \
            viewer.moves_list.verticalScrollBar().maximum()


def test_a_move_in_the_middle_of_a_round_says_no_round_began(qtbot) -> None:  # noqa: ANN001
    viewer, states = _viewer(qtbot)
    middle = next(i for i in range(1, len(states)) if states[i].round == states[i - 1].round)
    viewer.go(middle)
    assert "begins" not in viewer.moves_list.currentItem().text()
    assert viewer.position.text() == f"move {middle} of {len(states) - 1}"


def test_page_down_and_up_step_a_round(qtbot) -> None:  # noqa: ANN001
    """A tester pressed Page Down for the next round: only the list of rounds did it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    viewer, states = _viewer(qtbot)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    viewer.view.setFocus()  # the table has the focus (the list pages by itself)
    for r in range(2, 5):
        QTest.keyClick(viewer.view, Qt.Key.Key_PageDown)
        assert states[viewer.index].round == r and states[viewer.index - 1].round == r - 1
    viewer.go(viewer.index + 2)  # inside round 4: Page Up goes to its start
    QTest.keyClick(viewer.view, Qt.Key.Key_PageUp)
    assert states[viewer.index].round == 4 and states[viewer.index - 1].round == 3
    QTest.keyClick(viewer.view, Qt.Key.Key_PageUp)
    assert states[viewer.index].round == 3 and viewer.rounds.currentText() == "Round 3"


def test_the_shortcuts_page_lists_the_replay_keys(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.help.window import ShortcutsPage

    page = ShortcutsPage()
    page.fill([])
    rows = [(page.item(i, 0).text(), page.item(i, 1).text()) for i in range(page.rowCount())]
    assert ("Page Up / Page Down",
            "In a replay: the start of the round / of the next round") in rows
    assert any(keys == "N" and "review" in what for keys, what in rows)


def test_each_step_lights_where_its_move_was_made(qtbot) -> None:  # noqa: ANN001
    """Stepping a 5-player replay, nothing showed where a move was made (the live game
    lights it): the step's space and changed cells stay lit while it is shown."""
    from agricola_qt.ui.flash import Flash

    viewer, _ = _viewer(qtbot)
    moves = viewer.moves
    placed = next(i for i, m in enumerate(moves) if m.verb == "place")
    viewer.go(placed + 1)
    lit = [item for item in viewer.scene.items() if isinstance(item, Flash)]
    space = viewer.scene.space_item(moves[placed].args[0]).sceneBoundingRect()
    assert any(f.sceneBoundingRect().contains(space.center()) for f in lit)
    viewer.go(0)
    assert not any(isinstance(item, Flash) for item in viewer.scene.items())


def test_a_click_on_the_chart_lands_between_turns(qtbot) -> None:  # noqa: ANN001
    """A click between two rounds' points landed after a person was placed and before what
    the space did (the Fireplace bought there): it lands between two turns."""
    viewer, states = _viewer(qtbot)
    ends = {last for _, last in viewer.chart.data.spans}
    inside = next(i for i, s in enumerate(states)
                  if i > 20 and s.frame is not None and s.phase == "work" and i not in ends)
    viewer.chart.jumped.emit(inside)
    assert viewer.index != inside and states[viewer.index].frame is None
    assert abs(viewer.index - inside) <= 40


def test_a_click_on_the_slider_s_track_goes_to_the_step_under_it(qtbot) -> None:  # noqa: ANN001
    """Not ten steps on (the style's page step): a tester clicked three quarters along a
    Heartland replay's slider and it crept forward."""
    from PySide6.QtCore import QPoint

    viewer, states = _viewer(qtbot)
    slider = viewer.slider
    assert slider.maximum() > 100
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(slider.width() * 3 // 4, slider.height() // 2))
    assert abs(viewer.index - slider.maximum() * 3 // 4) <= slider.maximum() // 20
    assert slider.value() == viewer.index


def test_a_tall_replay_lays_the_moves_and_the_chart_below_the_table(qtbot) -> None:  # noqa: ANN001
    """In a window snapped to half a screen the replay's table was drawn small, empty room
    above and below it, the moves and the chart beside it."""
    from PySide6.QtWidgets import QApplication

    viewer, _ = _viewer(qtbot)
    viewer.resize(960, 1040)
    viewer.show()
    qtbot.waitExposed(viewer)
    QApplication.processEvents()
    assert viewer.below
    table, moves = viewer.view.geometry(), viewer.moves_list
    assert moves.mapTo(viewer, moves.rect().topLeft()).y() >= table.bottom()
    assert viewer.chart.mapTo(viewer, viewer.chart.rect().topLeft()).x() > moves.width()
    assert table.width() > 900
    viewer.resize(1500, 900)
    QApplication.processEvents()
    assert not viewer.below
    assert moves.mapTo(viewer, moves.rect().topLeft()).x() >= viewer.view.geometry().right()


def test_back_and_forward_pass_over_a_pasture_s_planning(qtbot) -> None:  # noqa: ANN001
    """A tester stepped through half-drawn pastures one space at a time ("Add c2 to the
    pasture", "Add c3 to the pasture", then the fences)."""
    start = new_game(setup(2, seed=3, family=False))
    made, states = random_states(start, 3000, seed=2)
    viewer = ReplayViewer(start.setup, made, states, None, "test")
    qtbot.addWidget(viewer)
    moves = viewer.moves
    build = next(i for i, m in enumerate(moves) if m.verb == "fence-build"
                 and moves[i - 1].verb == "fence-add" and moves[i - 2].verb == "fence-add")
    first = build
    while viewer.plan_step(first - 1):  # (a plan wiped before it is stepped over too)
        first -= 1
    item = viewer.moves_list.item(first + 1)
    assert item.text().startswith("    ") and "planning a pasture" in item.toolTip()
    viewer.go(first)  # the table before the first space planned
    viewer.step(1)
    assert viewer.index == build + 1  # the fences built
    viewer.step(-1)
    assert viewer.index == first
    viewer.moves_list.setCurrentRow(first + 2)  # a click on a step still shows it
    assert viewer.index == first + 2


def test_a_placement_line_says_what_the_space_gave(qtbot) -> None:  # noqa: ANN001
    """"3. R1 Mei: Place a person on 3 Wood" left the amount to the table (a tester stepping
    through the replay wanted it in the list, as the log says it)."""
    from agricola_qt.engine import Move, apply

    s = setup(2, seed=4)
    states = [new_game(s)]
    moves = [Move.parse("place wood"), Move.parse("place plow")]
    for move in moves:
        states.append(apply(states[-1], move))
    viewer = ReplayViewer(s, moves, states, None, "test")
    qtbot.addWidget(viewer)
    assert viewer.moves_list.item(1).text().endswith(" · got 3 wood")
    assert "got" not in viewer.moves_list.item(2).text()  # (its field comes with the next move)
