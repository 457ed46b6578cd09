"""A play-tester's table (zh_TW, 1600×900, a whole E+I+K game against the Expert): what an
occupation costs on its button, one help at a time over a card, whole texts where the status
bar and the History cut them, and the replay chart's marker."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QToolTip
from ui_helpers import setup, state_window

from agricola_qt.engine import GameState, Move, new_game
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import Frame
from agricola_qt.ui.text import card_name, gained, goods_text, move_label, spent
from tests.cards.helpers import with_cards


def _ask_help(w, at: QPoint) -> None:  # noqa: ANN001
    """The pointer moves to the viewport's pixel ``at`` and rests there: Qt asks for the
    tooltip."""
    vp = w.view.viewport()
    QTest.mouseMove(vp, at)
    QApplication.processEvents()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    QApplication.processEvents()


def test_a_card_s_large_face_and_a_tooltip_never_show_together(qtbot) -> None:  # noqa: ANN001
    """Over the edge of an opponent's played card the large face showed, and with it the
    board's yellow tooltip listing all their cards over the farm (s138): Qt counts a pixel
    round the pointer for hovering, the tooltip only the point."""
    state = new_game(setup(2, seed=5, family=False))
    other = 1 - state.actor
    state = with_cards(state, other, "fireplace-2", "spindle")
    w = state_window(qtbot, state)
    items = [i for i in w.scene.cards.items if i.player == other and not i.in_hand]
    assert {i.card_id for i in items} == {"fireplace-2", "spindle"}
    first, second = sorted(items, key=lambda i: i.scenePos().x())
    preview = w.scene.cards.preview_item
    # the pointer on the gap between the cards: the board's list of their cards
    y = second.sceneBoundingRect().center().y()
    gap = w.view.mapFromScene(QPointF(first.sceneBoundingRect().right(), y))
    inside = w.view.mapFromScene(QPointF(second.sceneBoundingRect().left() + 6, y))
    assert inside.x() - gap.x() >= 4  # (a gap of a few pixels)
    _ask_help(w, gap + QPoint(1, 0))
    assert not preview.isVisible()
    assert QToolTip.isVisible() and "Spindle" in QToolTip.text()
    # pixel by pixel towards the card: where it comes out and shows large, the tooltip goes
    # and does not come back while the pointer rests there
    for x in range(gap.x() + 2, inside.x() + 1):
        _ask_help(w, QPoint(x, gap.y()))
        if preview.isVisible():
            break
    assert preview.isVisible() and preview.card_id == "spindle"
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)
    QApplication.sendEvent(w.view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, QPoint(x, gap.y()), w.view.viewport().mapToGlobal(QPoint(x, gap.y()))))
    qtbot.wait(50)
    assert preview.isVisible() and not QToolTip.isVisible()


def _occupation_frames(state: GameState) -> list[GameState]:
    """``state`` with the actor in the frame of each card that plays an occupation."""
    me = state.actor
    frames = [Frame("action", me, space="educator", occupations=1, occupation_food=(3, 3, 3)),
              Frame("action", me, space="educator", occupations=1, occupation_food=(2, 2, 2)),
              Frame("action", me, space="scholar", occupations=1, occupation_food=(1, 1, 1),
                    need_one=True),
              Frame("action", me, space="puppeteer", occupations=1, occupation_food=(1, 1, 1)),
              Frame("action", me, space="writing-desk", occupations=1,
                    occupation_food=(2, 2, 2))]
    return [state.push(f) for f in frames]


def _spent_on(state: GameState, move: Move) -> Goods | None:
    """What playing ``move`` took from the player (None: the card gave something back)."""
    from agricola_qt.engine.rules import turn_end_state

    me = state.actor
    before = state.players[me].goods
    after = turn_end_state(state, move).players[me].goods
    return None if not gained(before, after).is_empty() else spent(before, after)


def _priced(state: GameState, move: Move, cost: Goods) -> str:
    text = f"Play occupation {card_name(move.args[0])}"
    return f"{text} (free)" if cost.is_empty() else f"{text} (pay {goods_text(cost)})"


def _with_food(state: GameState, food: int) -> GameState:
    p = state.players[state.actor]
    return state.with_player(state.actor, evolve(p, goods=evolve(p.goods, food=food)))


def _check_occupations(state: GameState, seen: dict[str, set[int]]) -> None:
    """Each occupation the actor could play in the frame on top: its button, greyed for
    want of food and playable, names what the engine takes for it."""
    poor, rich = _with_food(state, 0), _with_food(state, 9)
    for card_id in state.players[state.actor].occupations:
        move = Move("occupation", (card_id,))
        if card(card_id).prerequisite_problem(rich, state.actor):
            continue
        cost = _spent_on(rich, move)
        if cost is None:  # (the card gave goods on arrival: its price is not read here)
            continue
        for s in (poor, rich):  # greyed, and playable
            assert move_label(s, move) == _priced(s, move, cost), (state.frame, card_id)
        seen.setdefault(state.frame.space, set()).add(cost.food)


def test_every_occupation_button_says_what_the_engine_takes(qapp) -> None:  # noqa: ANN001
    """The first occupation's button said "(free)"; later ones, greyed for want of food,
    said nothing of their 1 food (s134). Every way to play one, for 1 to 5 players and the
    cards that play one, affordable or not: the button names the price the engine takes."""
    import random

    from agricola_qt.engine import apply, legal_moves, new_setup

    seen: dict[str, set[int]] = {}
    for players in range(1, 6):
        for seed in range(4):
            state = new_game(new_setup(players, family=False, seed=seed, decks=("E", "I", "K")))
            rng = random.Random(seed)
            checked = 0
            while not state.is_over and checked < 12:
                frame = state.frame
                if frame is not None and frame.kind == "action" and frame.occupations:
                    checked += 1
                    _check_occupations(state, seen)
                    if players == 2 and checked == 3:  # the cards that play one
                        for framed in _occupation_frames(state):
                            _check_occupations(framed, seen)
                moves = legal_moves(state)
                lessons = [m for m in moves if m.verb == "occupation"
                           or (m.verb == "place" and "occupation" in m.args[0])]
                state = apply(state, rng.choice(lessons if lessons and rng.random() < 0.7
                                                else moves))
    # the Lessons of each player count, first and later occupations, and the cards
    assert {0, 1} <= seen["occupation"], seen
    assert seen["occupation-3p"] == {2} and {1, 2} <= seen["occupation-4p"], seen
    assert {1, 2} <= seen["occupation-or-growth"], seen
    assert seen["educator"] == {2, 3} and seen["scholar"] == seen["puppeteer"] == {1}, seen
    assert seen["writing-desk"] == {2}, seen


def test_a_greyed_occupation_says_its_price_in_the_panel(qtbot) -> None:  # noqa: ANN001
    """s134: with no food and a grain to turn into it, the player clicked the Lessons space;
    the panel greyed every occupation as "Play occupation Chamberlain", nothing of the 1
    food it lacked but "1 food short" below."""
    from PySide6.QtWidgets import QPushButton
    from ui_helpers import click

    from tests.cards.helpers import give, with_hand

    state = new_game(setup(2, seed=5, family=False))
    me = state.actor
    hand = state.players[me].occupations
    state = with_hand(with_cards(state, me, hand[0]), me, occupations=hand[1:4],
                      minors=state.players[me].minors)
    state = give(_with_food(state, 0), me, grain=1)
    w = state_window(qtbot, state)
    click(w.view, w.scene.space_item("occupation").sceneBoundingRect().center())
    assert w.controller.state.frame is not None and w.controller.state.frame.occupations
    layout = w.chooser.buttons
    greyed = [b.text() for b in (layout.itemAt(i).widget() for i in range(layout.count()))
              if isinstance(b, QPushButton) and not b.isEnabled()]
    names = {card_name(c) for c in hand[1:4]}
    shown = [t for t in greyed if any(n in t for n in names)]
    assert shown and all(t.endswith("(pay 1 food)") for t in shown), greyed
    # with the action's cards, above "At any time" (the grain's food): under it they read
    # as cards to play at any time
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    heading = next(i for i, wd in enumerate(widgets) if wd.property("group") == "any-time")
    cards = [i for i, wd in enumerate(widgets) if isinstance(wd, QPushButton)
             and any(n in wd.text() for n in names)]
    assert cards and max(cards) < heading
    assert any(isinstance(wd, QPushButton) and wd.isEnabled() for wd in widgets[heading:])


def test_the_status_bar_s_prompt_ends_clear_of_the_window_s_edge(qtbot) -> None:  # noqa: ANN001
    """s017, s072: in a maximized window (no size grip) the prompt's last character stood
    against the edge and read as cut off ("…或直接點一下格"); a prompt longer than its room
    ends in "…" and its tooltip says it whole."""
    from agricola_qt.ui.status_words import END_MARGIN

    w = state_window(qtbot, new_game(setup(2, seed=5, family=False)))
    w.resize(1600, 900)
    bar, label = w.statusBar(), w.hint_label
    bar.setSizeGripEnabled(False)  # as when maximized
    bar.clearMessage()
    prompt = "Mei: drag room tiles onto your farm; drag stables onto your farm; or click a cell"
    label.setText(prompt)
    QApplication.processEvents()
    end = label.mapTo(w, label.contentsRect().topRight()).x()
    assert w.width() - 1 - end >= END_MARGIN
    assert label.contentsRect().width() >= label.fontMetrics().horizontalAdvance(prompt)
    bar.showMessage("Jonas took 3 wood from “3 Wood”")
    label.setText(prompt * 3)
    qtbot.waitUntil(lambda: label.width() <= bar.width() // 2, timeout=2000)
    assert label.toolTip() == prompt * 3


def test_a_long_history_entry_wraps_whole_in_its_panel(qtbot) -> None:  # noqa: ANN001
    """s036: "Mei: Place a person on Starting Player and/or 1 Minor Improvement" was cut at
    the History panel's edge, the rest behind a horizontal scroll bar."""
    from ui_helpers import click

    w = state_window(qtbot, new_game(setup(2, seed=5, family=False)))
    w.resize(1600, 900)
    w.undo_dock.show()
    w.undo_dock.raise_()
    click(w.view, w.scene.space_item("starting-player").sceneBoundingRect().center())
    view = w.undo_view
    model = view.model()
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=2000)
    entry = model.index(1, 0)
    text = entry.data()
    line = view.fontMetrics().height()
    width = view.viewport().width()
    assert view.fontMetrics().horizontalAdvance(text) > width  # too long for one line
    rect = view.visualRect(entry)
    assert rect.right() <= width and rect.height() >= 2 * line, (rect, width, text)
    assert not view.horizontalScrollBar().isVisible()


def test_the_replay_chart_s_marker_says_what_it_marks(qtbot) -> None:  # noqa: ANN001
    """s125: after "Jump to round 7" the dashed line stood at 6 and a tester read it as a
    round off: it marks the start of round 7, just past round 6's end, and now says so; a
    click on the chart goes where the pointer is (the click took the axis half a round
    short)."""
    from PySide6.QtCore import QPoint, Qt
    from ui_helpers import random_states, replay_window

    s = setup(2, seed=3, family=True)
    moves, states = random_states(new_game(s), 400, seed=3)
    viewer = replay_window(qtbot, s, moves, states, (1600, 900))
    chart = viewer.chart
    k = viewer.rounds.findText("Round 7")
    viewer.rounds.setCurrentIndex(k)
    viewer.rounds.activated.emit(k)
    assert viewer.state.round == 7
    assert chart.marker_words == "Round 7 begins"
    assert chart.x_of(6) < chart.marker_x() < chart.x_of(6.5)
    box = chart.marker_box()
    assert box is not None and chart.plot_rect().contains(box)
    assert box.width() >= chart.fontMetrics().horizontalAdvance("Round 7 begins")
    # a click on round 3's point: the table at round 3's end, the marker says "Round 3"
    y = round(chart.plot_rect().center().y())
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(chart.x_of(3)), y))
    assert viewer.index == chart.data.spans[2][1] and chart.marker_words == "Round 3"
    # near the right edge: the words stand left of the line, inside the chart
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(chart.x_of(chart.data.rounds[-1])), y))
    box = chart.marker_box()
    assert box is not None and chart.plot_rect().contains(box)
    if viewer.state.is_over:
        assert chart.marker_words == "Game over"
    # every round's point clicked goes to that round's end (not half a round early)
    for k, r in enumerate(chart.data.rounds[:-1]):
        QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(round(chart.x_of(r)), y))
        assert viewer.index == chart.data.spans[k][1], r


def test_a_new_question_s_answers_show_from_the_top_of_the_list(qtbot) -> None:  # noqa: ANN001
    """After buying the Stone Oven from a long list scrolled down to it, the bake buttons
    stood out of sight above the "At any time" list (a tester found them with the scroll
    bar); a conversion at any time keeps the list where it was."""
    from tests.cards.helpers import full_game, give, with_space

    state = with_space(with_cards(full_game(2), 0, "dock-worker"), "improvement")
    state = give(state, 0, wood=6, clay=4, reed=4, stone=6, grain=2)
    w = state_window(qtbot, state)
    w.resize(1280, 720)
    QApplication.processEvents()
    w.controller.play("place improvement")
    QApplication.processEvents()
    bar = w.chooser.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)
    bar.setValue(bar.maximum())
    conversions = [m for m in w.controller.choices() if m.verb not in ("buy", "minor", "done")]
    assert conversions
    w.chooser.button_for(str(conversions[0])).click()  # at any time: the place is kept
    QApplication.processEvents()
    assert bar.value() > 0
    w.chooser.button_for("buy stone-oven").click()
    QApplication.processEvents()
    assert "bake" in w.chooser.hint.text()
    assert bar.value() == 0
    bake = next(b for b in (w.chooser.buttons.itemAt(i).widget()
                            for i in range(w.chooser.buttons.count()))
                if isinstance(b, QPushButton) and str(b.property("move")).startswith("bake"))
    top = bake.mapTo(w.chooser.scroll.viewport(), bake.rect().topLeft()).y()
    assert 0 <= top < w.chooser.scroll.viewport().height()


def test_the_status_bar_shows_the_prompt_s_first_sentence(qtbot) -> None:  # noqa: ANN001
    """"…One of these is needed here; Undo (Ctrl+Z) takes th…" was cut at the bar's edge
    for three testers: the bar keeps the first sentence, the panel and the tooltip all."""
    from agricola_qt.ui.status_words import StatusWords

    label = StatusWords()
    qtbot.addWidget(label)
    prompt = ("Mei: drag along cell edges to draw fences (or click cells). One of these is "
              "needed here; Undo (Ctrl+Z) takes the person back.")
    label.show_prompt(prompt)
    assert label.text() == "Mei: drag along cell edges to draw fences (or click cells)."
    assert label.toolTip() == prompt
    label.show_prompt("小梅：在这里至少要做一项。撤销（Ctrl+Z）可收回。")
    assert label.text() == "小梅：在这里至少要做一项。"
