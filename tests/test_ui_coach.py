"""Game ▸ Hint as a coach: the panel lists the three best moves with value and reason, in
English and Chinese, marks them on the table, and can be stopped or left without a crash."""

from __future__ import annotations

import pytest
from coach_helpers import PendingWords, english_words, heuristic_game
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup, sit_down

from agricola_qt.ai.coach import Reason
from agricola_qt.ai.hint import Adviser
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, why_illegal
from agricola_qt.ui import i18n
from agricola_qt.ui.coach_panel import HOLD_MS
from agricola_qt.ui.coach_words import REASON_WORDS, advice_reason, reason_text
from agricola_qt.ui.hints import HintMarker, target_rect
from agricola_qt.ui.text import move_label
from agricola_qt.ui.worker import running_workers

QUICK = 300  # work units: a hint in a fraction of a second
NAMES = ("Mei", "Jonas")
SAMPLE_ARGS: dict[str, str | int] = {"count": 2, "house": "clay hut", "cells": "e1, e2",
                                     "card": "fireplace-2",
                                     "category": "vegetables", "amount": 3, "animal": "boar",
                                     "good": "reed", "crop": "veg", "have": 4,
                                     "need": 5, "food": 9}


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))


@pytest.fixture
def chinese(qapp, language):  # noqa: ANN001, ANN201
    """zh_TW with the coach's pending words; English again afterwards."""
    words = PendingWords("zh_TW")
    language("zh_TW")
    qapp.installTranslator(words)
    yield words
    qapp.removeTranslator(words)


def _window(qtbot, family: bool = True, moves: int = 30, budget: float = QUICK,  # noqa: ANN001
            keep: bool = True) -> GameWindow:
    """A game 30 moves in, a person to move; ``keep``: pytest-qt closes it afterwards."""
    s = setup(2, seed=4, family=family)
    made = heuristic_game(s)[0][:moves]
    w = GameWindow(s, moves=made, bot_delay_ms=None, ask_to_save=False)
    if keep:
        qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    w.view.fit()
    sit_down(w)
    w.hinter.factory = lambda seed: Adviser(seed, budget=budget)
    return w


def _bare_window(qtbot, family: bool) -> GameWindow:  # noqa: ANN001
    """A new 2-player game between two people, not yet shown."""
    w = GameWindow(setup(2, seed=4, family=family), seats=[None, None], bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    return w


def _advised(qtbot, w: GameWindow) -> None:  # noqa: ANN001
    w.hint_action.trigger()
    assert w.coach_panel.isVisible() and w.coach_panel.mode == "thinking"
    qtbot.waitUntil(lambda: w.coach_panel.mode == "advice", timeout=20000)
    QApplication.processEvents()  # the panel laid out for the advice (its words shown)


def _markers(w: GameWindow) -> list[HintMarker]:
    return [i for i in w.scene.items() if isinstance(i, HintMarker)]


def test_the_hint_lists_three_legal_moves_with_values_and_reasons(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    state = w.controller.state
    _advised(qtbot, w)
    panel = w.coach_panel
    advice = panel.advice
    assert len(advice) == 3 and panel.state is state
    assert len({a.move for a in advice}) == 3
    assert [a.value for a in advice] == sorted((a.value for a in advice), reverse=True)
    texts = panel.texts()
    for a, text in zip(advice, texts, strict=True):
        assert why_illegal(state, a.move) is None
        reason = advice_reason(a)
        assert reason and reason.lower() == a.text().lower()  # the template (the score
        # sheet's category names are capitalised)
        assert move_label(state, a.move) in text and reason in text
        tied = len({round(b.value) for b in advice}) < 3
        assert (f"final ≈ {a.value:.1f} points" if tied
                else f"final ≈ {round(a.value)} points") in text
    assert texts[0].startswith("1. ") and texts[2].startswith("3. ")
    # the best move is marked on the table and named in the status bar
    assert w.hinter.move == advice[0].move
    assert w.statusBar().currentMessage() == w.hinter.text
    marked = _markers(w)
    assert len(marked) == 1
    assert marked[0].rect == target_rect(w.scene, state, advice[0].move)


def test_hovering_or_clicking_an_entry_marks_its_move(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    state = w.controller.state
    _advised(qtbot, w)
    panel = w.coach_panel
    entries = panel.entries
    second = panel.advice[1].move
    # the list on the test's screen (800 pixels wide; the panel lies past it in a 1600-pixel
    # window, where the pointer's moves reach no item on some machines)
    spot = entries.viewport().mapToGlobal(entries.visualItemRect(entries.item(1)).center())
    w.move(w.pos() - QPoint(spot.x() - 400, spot.y() - 300))
    QApplication.processEvents()
    QTest.mouseMove(entries.viewport(), entries.visualItemRect(entries.item(1)).center())
    qtbot.waitUntil(lambda: w.hinter.move == second, timeout=3000)
    assert [m.rect for m in _markers(w)] == [target_rect(w.scene, state, second)]
    third = panel.advice[2].move
    QTest.mouseClick(entries.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier,
                     entries.visualItemRect(entries.item(2)).center())
    assert w.hinter.move == third and panel.chosen == third
    entries.itemEntered.emit(entries.item(0))  # hovering the best one, then leaving the list
    assert w.hinter.move == panel.advice[0].move
    panel._back_to_chosen()
    assert w.hinter.move == third
    assert len(_markers(w)) == 1


def test_the_hint_is_dropped_when_the_position_changes(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    _advised(qtbot, w)
    best = w.coach_panel.advice[0].move
    assert w.statusBar().currentMessage().startswith("Hint: ")
    assert w.controller.play(str(best))
    assert w.coach_panel.mode == "idle" and w.coach_panel.texts() == []
    assert _markers(w) == [] and w.hinter.move is None
    # the status bar's "Hint: …" went with it (it stayed, naming a move already made)
    assert not w.statusBar().currentMessage().startswith("Hint: ")


def test_stopping_the_coach_and_closing_the_window_while_it_thinks(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, keep=False)
    made: list[Adviser] = []  # each would think until its 3 s clock
    w.hinter.factory = lambda seed: made.append(Adviser(seed, budget=10**9)) or made[-1]
    w.hint_action.trigger()
    assert w.coach_panel.stop_button.isEnabled()
    w.coach_panel.stop_button.click()
    assert made[0].stopped.is_set() and not w.hinter.thinking
    assert w.coach_panel.mode == "idle" and w.coach_panel.ask_button.isEnabled()
    w.coach_panel.ask_button.click()  # asks again: a new question, thinking
    assert len(made) == 2 and w.hinter.thinking
    w.close()  # closing stops it too; its answer must not reach the closed window
    assert made[1].stopped.is_set()
    w.deleteLater()
    qtbot.waitUntil(lambda: running_workers() == 0, timeout=10000)
    qtbot.wait(50)


def test_the_panel_in_traditional_chinese_has_no_english_words(qtbot, chinese) -> None:  # noqa: ANN001
    w = _window(qtbot, family=False, moves=40)
    _advised(qtbot, w)
    panel = w.coach_panel
    texts = [panel.status.text(), panel.windowTitle(), *panel.texts()]
    assert len(panel.texts()) == 3
    for text in texts:
        assert english_words(text, NAMES) == [], text
    for a in panel.advice:
        assert advice_reason(a) and advice_reason(a) != a.text()


def test_switching_language_words_the_panel_again(qtbot, qapp, language) -> None:  # noqa: ANN001
    w = _window(qtbot)
    _advised(qtbot, w)
    english = w.coach_panel.texts()
    words = PendingWords("zh_CN")
    language("zh_CN")
    qapp.installTranslator(words)
    try:
        w.retranslate()
        chinese = w.coach_panel.texts()
        assert len(chinese) == 3 and chinese != english
        assert all(english_words(text, NAMES) == [] for text in chinese), chinese
        assert w.coach_panel.windowTitle() == "教练"
    finally:
        qapp.removeTranslator(words)


@pytest.mark.parametrize("code", ["zh_TW", "zh_CN"])
def test_every_reason_is_worded_in_chinese_with_its_arguments(qapp, language, code) -> None:  # noqa: ANN001
    words = PendingWords(code)
    language(code)
    qapp.installTranslator(words)
    try:
        for reason in Reason:
            assert REASON_WORDS[reason] == reason.value
            args = {k: v for k, v in SAMPLE_ARGS.items() if "{" + k + "}" in reason.value}
            text = reason_text(reason, args)
            assert text and english_words(text) == [], (reason, text)
            for value in args.values():
                if isinstance(value, int):
                    assert str(value) in text
    finally:
        qapp.removeTranslator(words)


def test_the_three_moves_fit_in_a_narrow_panel(qtbot) -> None:  # noqa: ANN001
    """A reason wrapped onto a third line and the third move hid under a scroll bar."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w = _window(qtbot)
    w.resizeDocks([w.coach_panel], [170], Qt.Orientation.Horizontal)
    font = w.coach_panel.entries.font()  # a larger font, as on a screen set to read easily
    font.setPointSizeF(font.pointSizeF() * 1.4)
    w.coach_panel.entries.setFont(font)
    _advised(qtbot, w)
    docks = [w.chooser_dock, w.coach_panel, w.game_log]  # the log has the room to give
    w.resizeDocks(docks, [300, 10, 600], Qt.Orientation.Vertical)
    QApplication.processEvents()
    entries = w.coach_panel.entries
    assert entries.count() == 3
    assert entries.verticalScrollBar().maximum() == 0
    last = entries.visualItemRect(entries.item(2))
    assert entries.viewport().rect().contains(last)


def test_moves_whose_whole_points_read_the_same_show_tenths(qtbot) -> None:  # noqa: ANN001
    """Three entries of "≈ 29 points" gave no hint of how close they were."""
    from agricola_qt.ai.coach import Advice
    from agricola_qt.engine import legal_moves

    w = _window(qtbot)
    state = w.controller.state
    moves = legal_moves(state)[:3]

    def advice(*values: float) -> list[Advice]:
        return [Advice(m, v, Reason.GROWS_FAMILY, {}, 4)
                for m, v in zip(moves, values, strict=True)]

    w.coach_panel._advised(state, advice(31.2, 29.4, 28.2))
    assert [t.split("\n")[1].split(" · ")[0] for t in w.coach_panel.texts()] == [
        "final ≈ 31 points", "final ≈ 29 points", "final ≈ 28 points"]
    assert "within half a point" not in w.coach_panel.status.text()
    w.coach_panel._advised(state, advice(29.4, 29.2, 28.6))
    assert [t.split("\n")[1].split(" · ")[0] for t in w.coach_panel.texts()] == [
        "final ≈ 29.4 points", "final ≈ 29.2 points", "final ≈ 28.6 points"]
    # a tester took a fifth of a point for a firm choice: a near tie says so
    assert "The first 2 are within half a point: about equally good." in (
        w.coach_panel.status.text())
    # "within half a point" beside "≈ 34" and "≈ 33" (a tester): the tenths say how
    w.coach_panel._advised(state, advice(33.6, 33.2, 31.0))
    assert [t.split("\n")[1].split(" · ")[0] for t in w.coach_panel.texts()] == [
        "final ≈ 33.6 points", "final ≈ 33.2 points", "final ≈ 31.0 points"]


def test_each_row_is_as_tall_as_its_reason_wrapped_at_the_width_it_is_drawn(qtbot) -> None:  # noqa: ANN001
    """The list's own guess of a row's height fell a line short: "plays Clay …" with room
    to spare below (the first advice of a new game, at the window's first size); and a panel
    made wider or narrower wraps the rows anew."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication, QStyle

    from agricola_qt.ai.coach import Advice
    from agricola_qt.engine import legal_moves

    w = _bare_window(qtbot, family=False)
    w.resize(1600, 950)
    w.show()
    w.coach_panel.show()
    QApplication.processEvents()
    state = w.controller.state
    reasons = [(Reason.TAKES_MOST_FOOD, {"amount": 2}), (Reason.FILLS_CATEGORY,
               {"category": "grain"}), (Reason.PLAYS_CARD, {"card": "clay-deliveryman"})]
    moves = legal_moves(state)[:3]
    advice = [Advice(m, 28.3 - i / 10, reason, args, 4)
              for i, (m, (reason, args)) in enumerate(zip(moves, reasons, strict=True))]
    entries = w.coach_panel.entries
    metrics = QFontMetricsF(entries.font())
    margin = entries.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                         entries) + 1
    inset = 2 * (margin + entries.spacing())  # the viewport's width less the wrap width
    w.coach_panel._advised(state, advice)
    QApplication.processEvents()
    # the buttons above the list (under it they moved with the answer's length), not over
    # its rows (the status line's second line was left out of the panel's height)
    button = w.coach_panel.ask_button
    status = w.coach_panel.status
    qtbot.waitUntil(lambda: button.geometry().bottom() < status.geometry().top()
                    and status.geometry().bottom() < entries.geometry().top(), timeout=2000)
    for viewport in (entries.viewport().width(), 280, 420, 330):
        for _ in range(4):  # the docks land a few pixels off: closer each time
            dock = w.coach_panel.width() + viewport - entries.viewport().width()
            w.resizeDocks([w.coach_panel], [dock], Qt.Orientation.Horizontal)
            QApplication.processEvents()
        assert entries.viewport().width() == viewport
        for row in range(3):
            rect = entries.visualItemRect(entries.item(row))
            text = entries.item(row).text()
            drawn = metrics.boundingRect(QRectF(0, 0, viewport - inset, 10000),
                                         int(Qt.TextFlag.TextWordWrap), text).height()
            assert drawn <= rect.height() < drawn + metrics.lineSpacing(), (viewport, text)


def test_two_spaces_of_one_name_are_told_apart_by_their_round(qapp) -> None:  # noqa: ANN001
    """The coach offered 「1石头」 [place stone-2] and 「1石头」 [place stone-1]."""
    from ui_helpers import random_states

    from agricola_qt.engine import Move, new_game
    from agricola_qt.ui.coach_panel import move_labels

    _moves, states = random_states(new_game(setup(2, seed=1)), 3000, seed=1)
    state = next(s for s in states if s.round == 12)  # both stone cards in sight
    cards = state.setup.round_cards
    labels = move_labels(state, [Move("place", ("stone-1",)), Move("place", ("stone-2",))])
    assert labels == [f"Place a person on 1 Stone (round {cards.index(s) + 1})"
                      for s in ("stone-1", "stone-2")]


def test_a_green_card_named_as_a_printed_space_is_told_as_such(qapp) -> None:  # noqa: ANN001
    """The coach offered "1 Clay [place clay]" and "1 Clay [place clay-extra]" (3 players);
    the log says "1 Clay (green card)"."""
    from agricola_qt.engine import Move, new_game
    from agricola_qt.ui.coach_panel import move_labels

    state = new_game(setup(3, seed=1))
    labels = move_labels(state, [Move("place", ("clay",)), Move("place", ("clay-extra",))])
    assert labels == ["Place a person on 1 Clay", "Place a person on 1 Clay (green card)"]


def test_an_idle_coach_folds_its_list_away(qtbot) -> None:  # noqa: ANN001
    """After one hint the panel kept three rows' room, mostly empty, all game: the log under
    it was left six lines at 1280x800."""
    from agricola_qt.ai.coach import Advice
    from agricola_qt.engine import legal_moves

    w = _bare_window(qtbot, family=True)
    panel = w.coach_panel
    state = w.controller.state
    move = legal_moves(state)[0]
    panel._advised(state, [Advice(move, 20.0, Reason.TAKES_MOST_FOOD, {"amount": 2}, 4)])
    assert panel.entries.maximumHeight() > 1000 and panel.entries.minimumHeight() > 0
    panel._dropped()
    assert panel.entries.maximumHeight() == 0 and panel.entries.minimumHeight() == 0


def test_a_taller_window_gives_its_height_to_the_log_not_the_idle_coach(qtbot) -> None:  # noqa: ANN001
    """From 1366x768 back to 1920x1040 the idle coach took a large share of the new height
    and the log shrank (a tester)."""
    from PySide6.QtWidgets import QApplication

    w = _bare_window(qtbot, family=True)
    w.resize(1366, 700)
    w.show()
    w.coach_panel.show()
    for _ in range(5):
        QApplication.processEvents()
    log = w.game_log.height()
    w.resize(1366, 1000)
    for _ in range(5):
        QApplication.processEvents()
    coach = w.coach_panel
    assert coach.height() <= coach.minimumSizeHint().height() + 12
    assert w.game_log.height() > log + 150


def test_the_coach_tells_a_green_card_from_its_printed_twin() -> None:
    """"Place a person on 1 Clay" while two spaces are called 1 Clay (3 players): the coach's
    highlight lit one of them and its words did not say which."""
    from agricola_qt.engine import Move, new_game
    from agricola_qt.engine.spaces import green_cards
    from agricola_qt.ui.text import move_label

    s = setup(3)
    state = new_game(s)
    twins = [sp.space for sp in state.spaces
             if sum(o.space.name == sp.space.name for o in state.spaces) > 1]
    assert twins, "a 3-player table has a green card named as a printed space"
    green = next(sp for sp in twins if sp in green_cards(3, s.family))
    printed = next(sp for sp in twins if sp not in green_cards(3, s.family))
    assert move_label(state, Move("place", (green.id,))).endswith("(green card)")
    assert not move_label(state, Move("place", (printed.id,))).endswith("(green card)")


def test_asking_the_coach_in_a_short_window_does_not_grow_it(qtbot) -> None:  # noqa: ANN001
    """A tester's 1280x720 window grew to 754 pixels when the coach answered (its foot off
    the screen; forced back, the decision panel's last lines lay under the coach's title):
    the coach's list scrolls instead."""
    w = _window(qtbot, family=False, moves=60)
    w.resize(1280, 600)
    qtbot.waitUntil(lambda: w.height() == 600, timeout=2000)
    before = w.minimumSizeHint().height()
    _advised(qtbot, w)
    qtbot.wait(HOLD_MS + 100)
    assert w.height() == 600 and w.minimumSizeHint().height() <= 600, (before, w.height())
    chooser, coach = w.chooser_dock.geometry(), w.coach_panel.geometry()
    assert chooser.bottom() < coach.top()  # one over the other, not across
    assert w.chooser_dock.height() >= w.chooser_dock.minimumSizeHint().height()
    assert w.coach_panel.height() >= w.coach_panel.minimumSizeHint().height()


def _full_column(qtbot) -> tuple[GameWindow, GameState]:  # noqa: ANN001
    """A 1280x720 window whose decision panel lists a Dock Worker's conversions and more,
    the harvest warning under them: the right-hand column full."""
    from tests.cards.helpers import at_round, full_game, give, with_cards

    state = at_round(full_game(2), 13)
    state = with_cards(state, 0, "dock-worker", "fireplace-2")
    state = give(state, 0, wood=6, clay=4, reed=4, stone=4, grain=2, sheep=1, boar=1)
    w = GameWindow(state.setup, seats=[None, "hard"], bot_delay_ms=None, ask_to_save=False,
                   autosave=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, "hard"], states=[state])
    w.resize(1280, 720)
    w.show()
    sit_down(w)
    return w, state


def test_a_full_column_at_1280x720_keeps_its_height_as_the_coach_answers(qtbot) -> None:  # noqa: ANN001
    """A tester's 1280x720 window grew to 736 pixels (its status bar off the screen) when the
    coach answered beside a long decision list (a Dock Worker's nine conversions, the
    harvest's warning) with its "within half a point" line: the coach's list was at its
    least already.  The decision list gives the room (it scrolls); the answer shows."""
    from agricola_qt.ai.coach import Advice
    from agricola_qt.engine import legal_moves

    w, state = _full_column(qtbot)
    qtbot.waitUntil(lambda: w.height() == 720, timeout=2000)
    assert w.chooser.buttons.count() > 12  # the conversions: a long list
    places = [m for m in legal_moves(state) if m.verb == "place"][:3]
    advice = [Advice(m, 30.0 - k * 0.2, Reason.GROWS_FAMILY, {}, 10)
              for k, m in enumerate(places)]
    panel = w.coach_panel
    w.hinter.ask = lambda *_a, **_k: panel._thinking(state)  # (the answer given below)
    w.ask_hint()
    qtbot.wait(50)
    panel._advised(state, advice)
    assert "within half a point" in panel.status.text()
    qtbot.wait(HOLD_MS + 200)
    assert w.height() == 720 and w.minimumSizeHint().height() <= 720
    assert panel.entries.height() >= 2 * panel.row_least  # two answers whole, at least


def _column_with_coach(qtbot) -> GameWindow:  # noqa: ANN001
    """``_full_column`` with the coach's panel open, at 1280x720."""
    w, _state = _full_column(qtbot)
    w.coach_panel.show()
    qtbot.wait(HOLD_MS + 100)
    w.resize(1280, 720)
    qtbot.waitUntil(lambda: w.height() == 720, timeout=2000)
    return w


def test_a_window_grown_by_a_panel_s_minimum_goes_back_to_its_height(qtbot) -> None:  # noqa: ANN001
    """Whatever panel's new minimum grows the window past the height it stood at (a tester's
    1280x720 went to 726 as the coach answered beside a long list, past the coach's own
    watch), the decision list gives the room and the window goes back."""
    w = _column_with_coach(qtbot)
    entries = w.coach_panel.entries
    entries.setMinimumHeight(entries.minimumHeight() + 40)  # a late, unwatched growth
    qtbot.waitUntil(lambda: w.height() == 720 and w.minimumSizeHint().height() <= 720,
                    timeout=2000)


def test_a_window_grown_while_no_list_could_give_goes_back_once_the_panels_fit(
        qtbot) -> None:  # noqa: ANN001
    """A tester's 1280x720 window went to 740 pixels as "End turn"'s box came while the
    coach's advice stood (no list to scroll) and stayed so, its status bar off the screen,
    after the advice went: it goes back once the panels fit."""
    w = _column_with_coach(qtbot)
    entries = w.coach_panel.entries
    least = entries.minimumHeight()
    entries.setMinimumHeight(least + 900)  # more than any list could give
    qtbot.waitUntil(lambda: w.height() > 720, timeout=2000)
    qtbot.wait(50)
    assert w._grown_from is not None and w._grown_from[0] == 720
    entries.setMinimumHeight(least)  # the advice gone
    w.chooser.fitted.emit()  # (the next decision's panel)
    qtbot.waitUntil(lambda: w.height() == 720, timeout=2000)
    assert w._grown_from is None


MEASURED = [("zh_TW", "拿取 2 塊磚頭", "（2 隻綿羊）"), ("zh_CN", "拿取 2 个砖块", "（2 只羊）")]


@pytest.mark.parametrize(("code", "clay", "sheep"), MEASURED)
def test_a_count_of_goods_takes_its_measure_word_in_chinese(qapp, language, code, clay,  # noqa: ANN001
                                                            sheep) -> None:
    """A tester read "拿取2磚頭" in the review: Chinese puts a measure word after a count."""
    language(code)
    text = reason_text(Reason.GOODS_FOR_ROOM, {"amount": 2, "good": "clay", "have": 5,
                                               "need": 5})
    assert text.startswith(clay), text
    assert sheep in reason_text(Reason.TAKES_ANIMALS, {"amount": 2, "animal": "sheep"})


def test_the_idle_coach_is_its_button_row(qtbot) -> None:  # noqa: ANN001
    """Two idle lines ("Game ▸ Hint (H) asks the coach…") kept a 1280x720 window's log at
    three lines: idle, the panel is its title and buttons, the words under the pointer."""
    w = _window(qtbot)
    panel = w.coach_panel
    panel.show()
    QApplication.processEvents()
    assert panel.mode == "idle" and not panel.status.isVisibleTo(panel)
    assert "asks the coach for the three best moves" in panel.ask_button.toolTip()
    _advised(qtbot, w)
    assert panel.status.isVisibleTo(panel) and panel.status.text().startswith("Best moves")
