"""Computer players at the table: they think in a worker thread while the window keeps
working, placements glide, a speed setting, hints, and stopping a search nobody needs."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, random_states, setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, legal_moves, new_game
from agricola_qt.ui import bot_speed, i18n
from agricola_qt.ui.hints import HintMarker
from agricola_qt.ui.motion import Glider


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """Speeds and languages chosen here never reach the player's own settings."""
    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))


class SleepyBot:
    """Thinks for ``seconds`` (or until stopped), then takes its first legal move."""

    name = "sleepy"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.stopped = threading.Event()
        self.calls = 0

    def stop(self) -> None:
        self.stopped.set()

    def choose(self, state: GameState) -> Move:
        self.calls += 1
        self.stopped.wait(self.seconds)
        return legal_moves(state)[0]


def _window(qtbot, s, seats=None, delay: int | None = 0, moves=()) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, moves=moves, bot_delay_ms=delay, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)  # no "End turn" prompt before the computers move
    w.resize(1600, 950)
    w.show()
    w.view.fit()
    return w


def _against_computer(qtbot, bot: object | None = None, level: str = "random"):  # noqa: ANN001, ANN202
    """A 2-player family game, the person to move first, the computer second."""
    s = setup(2, seed=1)
    human = new_game(s).actor
    seats = [None, None]
    seats[1 - human] = level
    w = _window(qtbot, s, seats)
    if bot is not None:
        w.controller.bots[1 - human] = bot  # before the event loop runs: nothing started yet
    return w, human


def _ticks_while_thinking(qtbot, w: GameWindow) -> list[float]:  # noqa: ANN001
    """Let the person place; the times a 10 ms timer fired while the computer thought."""
    c = w.controller
    # the window's first paint (every picture of the table drawn for the first time) is done
    # before the move: it is not the search, and it would fill the first part of the search
    qtbot.waitExposed(w)
    w.view.viewport().repaint()
    QApplication.processEvents()
    stamps: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: c.bot_thinking and stamps.append(time.perf_counter()))
    timer.start()
    moves = len(c.moves)
    assert c.play("place fishing")  # the table repaints while the bot already thinks
    qtbot.waitUntil(lambda: c.bot_thinking, timeout=3000)
    # the computer's whole turn (it may take more than one decision), however busy the machine
    qtbot.waitUntil(lambda: len(c.moves) > moves + 1 and not c.bot_thinking
                    and c.state.actor in c.humans, timeout=15000)
    timer.stop()
    return stamps


def test_the_event_loop_keeps_running_while_a_bot_thinks(qtbot) -> None:  # noqa: ANN001
    bot = SleepyBot(0.5)
    w, human = _against_computer(qtbot, bot)
    ticks = _ticks_while_thinking(qtbot, w)
    assert bot.calls == 1
    assert len(ticks) >= 15  # 0.5 s of thinking: the timer fired all along
    assert w.controller.state.actor == human


def test_the_event_loop_keeps_running_while_the_hard_bot_searches(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ai.registry import make_bot

    # Hard's own search, ended by its clock after 0.8 s of thinking rather than by its work
    # budget: on an idle machine the budget could be spent in a quarter of a second (the test
    # then failed, having seen no search long enough to tell anything)
    bot = make_bot("mcts-hard", seed=1)
    bot.iterations, bot.steps, bot.seconds = 10**6, 10**6, 0.8  # type: ignore[attr-defined]
    w, human = _against_computer(qtbot, bot, level="mcts-hard")
    started = time.perf_counter()
    ticks = _ticks_while_thinking(qtbot, w)
    assert time.perf_counter() - started > 0.3  # it searched for a while
    assert len(ticks) >= 20  # a real search in a thread: the timer keeps firing,
    assert max(b - a for a, b in zip(ticks, ticks[1:], strict=False)) < 0.5  # never long still
    assert w.controller.state.actor == human


def test_undoing_past_a_thinking_bot_stops_it(qtbot) -> None:  # noqa: ANN001
    bot = SleepyBot(30)
    w, human = _against_computer(qtbot, bot)
    c = w.controller
    before = c.state
    assert c.play("place fishing")
    qtbot.waitUntil(lambda: c.bot_thinking, timeout=3000)
    started = time.perf_counter()
    c.undo()
    assert bot.stopped.is_set() and not c.bot_thinking
    assert c.state is before
    qtbot.waitUntil(lambda: not c._bot_timer_pending, timeout=3000)  # its answer came, unused
    assert time.perf_counter() - started < 3
    assert c.state is before and c.moves == ()


def test_undo_clears_the_status_bar_s_news(qtbot) -> None:  # noqa: ANN001
    """After Undo the status bar still told a computer's reply that was taken back."""
    w, _human = _against_computer(qtbot, SleepyBot(0))
    c = w.controller
    assert c.play("place fishing")
    w.statusBar().showMessage("Jonas went to Plough 1 Field")
    c.undo()
    assert w.statusBar().currentMessage() == ""


def test_a_new_game_or_closing_stops_a_thinking_bot(qtbot) -> None:  # noqa: ANN001
    bot = SleepyBot(30)
    w, human = _against_computer(qtbot, bot)
    assert w.controller.play("place fishing")
    qtbot.waitUntil(lambda: w.controller.bot_thinking, timeout=3000)
    w.start(setup(2, seed=4))
    assert bot.stopped.is_set()
    second = SleepyBot(30)
    s = setup(2, seed=1)
    w.start(s, [None, None])
    w.controller.bots[1 - human] = second  # the same seats as before, in a fresh game
    w.scene.humans = w.controller.humans
    assert w.controller.play("place fishing")
    qtbot.waitUntil(lambda: w.controller.bot_thinking, timeout=3000)
    w.close()
    assert second.stopped.is_set()


def test_computer_placements_glide_from_the_house(qtbot) -> None:  # noqa: ANN001
    w, human = _against_computer(qtbot)
    w.set_bot_speed("normal")
    c = w.controller
    c.bot_delay_ms = 0
    assert c.play("place fishing")

    def gliders() -> list[Glider]:
        return [i for i in w.scene.items() if isinstance(i, Glider)]

    qtbot.waitUntil(lambda: bool(gliders()), timeout=3000)
    glider = gliders()[0]
    assert glider.player == 1 - human
    assert glider.space_id in w.scene.arriving
    assert glider.acceptedMouseButtons() == Qt.MouseButton.NoButton  # clicks go through
    occupant = c.state.spaces[c.state.space_index(glider.space_id)].occupant
    assert occupant == 1 - human  # the game moved on at once; only the picture glides
    assert c.state.actor == human  # and the person may already play
    qtbot.waitUntil(lambda: not gliders() and not w.scene.arriving, timeout=3000)


def test_the_speed_setting_sets_the_bot_delay_and_is_remembered(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1), delay=None)
    assert w.bot_speed == bot_speed.DEFAULT
    slow = next(a for a in w.speed_actions.actions() if a.data() == "slow")
    slow.trigger()
    assert slow.isChecked() and w.controller.bot_delay_ms == bot_speed.delay_ms("slow")
    assert bot_speed.load() == "slow"
    w.start(setup(2, seed=2))  # a new game keeps the speed
    assert w.controller.bot_delay_ms == bot_speed.delay_ms("slow")
    again = GameWindow(setup(2, seed=1), ask_to_save=False)  # the remembered speed's pause
    qtbot.addWidget(again)
    assert again.bot_speed == "slow" and again.controller.bot_delay_ms == bot_speed.delay_ms("slow")
    assert [a.data() for a in again.speed_actions.actions() if a.isChecked()] == ["slow"]
    assert bot_speed.delay_ms("fast") < bot_speed.delay_ms("normal") < bot_speed.delay_ms("slow")


def _marker(w: GameWindow) -> HintMarker | None:
    found = [i for i in w.scene.items() if isinstance(i, HintMarker)]
    assert len(found) <= 1
    return found[0] if found else None


def test_hint_marks_the_hard_bots_placement_and_says_it(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1), delay=None)
    c = w.controller
    state = c.state
    w.hint_action.trigger()
    assert w.hinter.thinking
    qtbot.waitUntil(lambda: w.hinter.move is not None, timeout=10000)
    move = w.hinter.move
    assert move in legal_moves(state) and move.verb == "place"
    marker = _marker(w)
    assert marker is not None
    assert marker.rect == w.scene.space_item(move.args[0]).sceneBoundingRect()
    assert w.statusBar().currentMessage() == w.hinter.text
    assert w.hinter.text.startswith("Hint: Place a person on ")
    person = w.scene.home_people(state.actor)[0]  # drag onto it, through the marker
    drag(w.view, [person.scenePos(), marker.rect.center()])
    assert c.moves == (move,)
    assert _marker(w) is None and w.hinter.move is None  # the position changed


def test_a_hint_still_thinking_is_stopped_when_the_position_changes(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1), delay=None)
    bot = SleepyBot(30)
    w.hinter.factory = lambda seed: bot
    w.ask_hint()
    qtbot.waitUntil(lambda: bot.calls == 1, timeout=3000)
    assert w.controller.play("place fishing")
    assert bot.stopped.is_set() and not w.hinter.thinking
    qtbot.wait(50)  # the stopped search's answer arrives and is thrown away
    assert _marker(w) is None and w.hinter.move is None


def test_a_hint_for_a_decision_lights_the_choosers_button(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=5)
    made, states = random_states(new_game(s), 200, seed=3)
    k = next(k for k, state in enumerate(states)
             if state.frame is not None and any(m.verb == "done" for m in legal_moves(state)))
    w = _window(qtbot, s, delay=None, moves=made[:k])
    wanted = Move("done")
    assert w.chooser.button_for("done") is not None

    class Fixed:
        def choose(self, state: GameState) -> Move:
            return wanted

    w.hinter.factory = lambda seed: Fixed()
    w.ask_hint()
    qtbot.waitUntil(lambda: w.hinter.move is not None, timeout=3000)
    button = w.chooser.button_for(str(wanted))
    assert "1E6FD9" in button.styleSheet()
    assert w.hinter.text in button.toolTip()


def test_no_hint_on_a_computers_turn(qtbot) -> None:  # noqa: ANN001
    bot = SleepyBot(30)
    w, human = _against_computer(qtbot, bot)
    assert w.controller.play("place fishing")
    qtbot.waitUntil(lambda: w.controller.bot_thinking, timeout=3000)
    w.ask_hint()
    assert not w.hinter.thinking
    assert w.statusBar().currentMessage() == "Hints are for a person's turn."
    w.controller.stop_bots()


def test_workers_pause_the_cycle_collector_until_all_are_done(qtbot) -> None:  # noqa: ANN001
    """Python's collector must not delete Qt objects from a bot's thread."""
    import gc

    from agricola_qt.ui.worker import running_workers, start_worker

    # a search an earlier test stopped may still be winding down on a busy machine
    qtbot.waitUntil(lambda: running_workers() == 0, timeout=10000)
    assert gc.isenabled()
    first, second = threading.Event(), threading.Event()
    start_worker(lambda: first.wait(5), "test-1")
    start_worker(lambda: second.wait(5), "test-2")
    assert not gc.isenabled() and running_workers() == 2
    first.set()
    qtbot.waitUntil(lambda: running_workers() == 1, timeout=3000)
    assert not gc.isenabled()
    second.set()
    qtbot.waitUntil(lambda: running_workers() == 0, timeout=3000)
    assert gc.isenabled()


def test_a_computer_ending_its_action_leaves_what_it_did_in_the_status_bar(qtbot) -> None:  # noqa: ANN001
    """"Ana finished the action" took the place of the 6-space pasture she had just fenced."""
    from agricola_qt.engine import Move, apply
    from tests.cards.helpers import full_game, give

    state = give(full_game(), 0, wood=5, reed=2)
    state = apply(state, Move.parse("place build-rooms"))
    w = GameWindow(state.setup, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    room = Move.parse("room a1")
    w._bot_moved(state, room)
    said = w.statusBar().currentMessage()
    assert "built a room on a1" in said
    w._bot_moved(apply(state, room), Move.parse("done"))
    assert w.statusBar().currentMessage() == said
