"""Help > Learn to play: the guided first game, followed by its instructions only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from ui_helpers import click, drag

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, new_game
from agricola_qt.engine.grid import parse_cell
from agricola_qt.ui.help.words import word
from agricola_qt.ui.tokens import TILE
from agricola_qt.ui.tutorial import LessonMarker, guide, lesson_setup


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    return w


def _markers(w: GameWindow) -> list[LessonMarker]:
    return [i for i in w.scene.items() if isinstance(i, LessonMarker)]


def _lit_buttons(w: GameWindow) -> list[QPushButton]:
    return [b for b in w.chooser.findChildren(QPushButton)
            if b.property("lesson") and b.isVisible()]


def follow_one_step(w: GameWindow) -> None:
    """Do what the lesson shows: drag from the marker's piece onto its target, or press the
    highlighted decision button."""
    QApplication.processEvents()  # new decision buttons show on the next turn of the loop
    markers = _markers(w)
    if markers:
        assert len(markers) == 1
        marker = markers[0]
        w.view.fit()
        if marker.path:  # the fences: drawn round the pasture, then built
            drag(w.view, marker.path, steps=6)
            QApplication.processEvents()
            (button,) = _lit_buttons(w)
            assert button.property("move") == "confirm-fences"
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
        if marker.step.kind == "card":  # a major improvement to buy: clicked
            click(w.view, marker.target)
            return
        assert marker.source is not None, marker.step
        drag(w.view, [marker.source, marker.target])
        return
    buttons = _lit_buttons(w)
    assert len(buttons) == 1, w.lesson.step
    QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def follow_lesson(w: GameWindow, code: str, limit: int = 60) -> list[str]:
    """Follow the lesson to its end; the panel's texts seen on the way."""
    lesson = w.lesson
    seen = []
    for _ in range(limit):
        step = lesson.step
        text = lesson.panel.text.text()
        template = word("tutorial", step.key, code)
        assert text.startswith(template.split("{")[0]) and "{" not in text
        seen.append(step.key)
        if step.kind == "finished":
            return seen
        moves = len(w.controller.moves)
        follow_one_step(w)
        assert len(w.controller.moves) > moves, f"step {step} did not move the game"
    raise AssertionError(f"the lesson did not end: {seen}")


@pytest.mark.parametrize("code", ["en", "zh_TW"])
def test_the_lesson_can_be_completed_by_following_it(language, qtbot,
                                                     code: str) -> None:  # noqa: ANN001
    language(code)
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    assert w.lesson.dock.isVisible()
    assert w.controller.seats == [None, "easy"] and w.controller.state.setup.family
    seen = follow_lesson(w, code)
    state = w.controller.state
    assert seen[0] == "place.plow" and seen[-1] == "finished"
    assert {"sub.plow", "sub.sow"} <= set(seen)
    assert sum(key.startswith("feed.") for key in seen) >= 4  # four harvests' feeding
    assert state.round == 12 and state.players[0].begging == 0
    you = state.players[0]
    assert you.farm.fields and you.farm.room_count == 3 and you.people == 3
    assert {"sub.room", "place.family-growth"} <= set(seen)
    # rounds 8-9: a cooking improvement bought, fences drawn, sheep in the pasture, a boar
    # without room, and a sheep cooked at the harvest so that the lamb has room
    assert ["place.cook", "sub.buy", "place.pasture", "sub.fence", "place.flock",
            "place.overflow", "sub.animals", "feed.cook-room"] == [
        key for key in seen if key in ("place.cook", "sub.buy", "place.pasture", "sub.fence",
                                       "place.flock", "place.overflow", "sub.animals",
                                       "feed.cook-room")][:8]
    # rounds 10-11: clay for the renovation, the renovation, and a grain baked
    assert ["place.renovate-clay", "place.renovate", "place.bake", "sub.bake"] == [
        key for key in seen if key in ("place.renovate-clay", "place.renovate", "place.bake",
                                       "sub.bake")]
    assert you.farm.house == "clay"
    assert "cooking-hearth-4" in you.cards
    assert you.farm.pastures == ((1 << parse_cell("d3")) | (1 << parse_cell("e3")),)
    assert you.goods.boar == 1 and you.goods.sheep >= 3  # a lamb took the cooked one's place
    if code == "zh_TW":
        assert "收成" in word("tutorial", "feed.pay", code)
        assert w.lesson.dock.windowTitle() == "新手教學"


def test_every_step_marks_exactly_one_target(language, qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    step = w.lesson.step
    assert step.kind == "place" and step.target == "plow"
    (marker,) = _markers(w)
    space = w.scene.space_item("plow").sceneBoundingRect()
    assert space.contains(marker.target)
    person = w.scene.home_people(0)[0].sceneBoundingRect()
    assert person.contains(marker.source)
    assert "plow" in w.scene.highlight_spaces


def test_a_lesson_left_part_way_resumes_where_it_stopped(language, qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    for _ in range(5):
        follow_one_step(w)
    moves = list(w.controller.moves)
    step = w.lesson.step
    w.lesson.leave()
    assert not w.lesson.dock.isVisible() and not _markers(w)
    w.start(w.controller.state.setup)  # another game meanwhile
    w2 = _window(qtbot)
    assert type(w2.lesson) is type(None)
    w2.learn_to_play(resume=True)
    assert list(w2.controller.moves) == moves
    assert w2.lesson.step == step
    assert len(_markers(w2)) + len(_lit_buttons(w2)) == 1


def test_starting_another_game_ends_the_lesson(language, qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    assert not w.confirm_action.isChecked()
    w.start(w.controller.state.setup)
    assert not w.lesson.active and not _markers(w)
    assert w.confirm_action.isChecked()  # the setting the lesson turned off is back


def test_the_plan_is_played_by_the_engine_alone() -> None:
    """Without a window: following ``guide`` against the easy computer ends after the third
    harvest."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.ui.tutorial import SEED, lesson_seats

    state = new_game(lesson_setup())
    bot = make_bot(lesson_seats()[1], seed=SEED * 31 + 1)
    for _ in range(300):
        step = guide(state)
        if step.kind == "finished":
            break
        moves = [bot.choose(state)] if step.kind == "wait" else step.steps or [step.move]
        for move in moves:
            state = apply(state, move)
    assert guide(state).kind == "finished" and state.round == 12


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_lesson_follows_any_computer(seed: int) -> None:
    """Whatever the computer takes, every step asks for a legal move and the lesson ends."""
    import random

    from agricola_qt.engine import Move, legal_moves

    rng = random.Random(seed)
    state = new_game(lesson_setup())
    for _ in range(300):
        step = guide(state)
        if step.kind == "finished":
            break
        if step.kind == "wait":
            options = legal_moves(state)
            state = apply(state, options[rng.randrange(len(options))])
            continue
        assert Move.parse(step.move) in legal_moves(state), step
        for move in step.steps or [step.move]:
            state = apply(state, move)
    assert guide(state).kind == "finished"


def test_switching_language_rewords_the_lesson(language, qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    assert w.lesson.panel.text.text().startswith("Welcome!")
    w.set_language("zh_TW")
    assert w.lesson.panel.text.text().startswith("歡迎")
    assert w.lesson.panel.leave_button.text() == "離開教學"
    assert len(_markers(w)) == 1  # still marked after the table was drawn again


def test_leaving_the_lesson_puts_out_the_space_it_lit(language, qtbot) -> None:  # noqa: ANN001
    """The step's action space stayed lit after "Leave the lesson", like a hint."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    follow_one_step(w)  # the person on Plough 1 Field
    follow_one_step(w)  # the field tile on its cell: the next step lights Take 1 Grain
    assert w.lesson.step.kind == "place" and w.scene.highlight_spaces == {w.lesson.step.target}
    w.lesson.panel.leave_button.click()
    assert not w.scene.highlight_spaces


def test_the_lesson_says_what_the_computer_did_after_the_player_s_move(language,  # noqa: ANN001
                                                                        qtbot) -> None:
    """The log is a tab behind the lesson and the status bar kept only the computer's last
    line: a newcomer read "took 1 reed" for a Day Labourer's move.  The lesson lists the
    computer's moves since the player's."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    news = w.lesson.panel.news
    assert not news.isVisibleTo(w.lesson.panel)  # nothing yet
    follow_one_step(w)  # the person on Plough 1 Field
    follow_one_step(w)  # the field tile: the computer moves next
    qtbot.waitUntil(lambda: news.isVisibleTo(w.lesson.panel), timeout=3000)
    theirs = [line.text for line in w.game_log.lines if line.kind == "move" and line.player == 1]
    assert theirs and news.text().splitlines()[0] == "What the computer did after your move:"
    assert news.text().splitlines()[1:] == [f"• {t}" for t in theirs]
    follow_one_step(w)  # the player's next person, and the computer's reply to it
    qtbot.waitUntil(lambda: w.controller.state.actor == 0, timeout=3000)
    QApplication.processEvents()
    lines = w.game_log.lines
    mine = max(k for k, line in enumerate(lines) if line.kind == "move" and line.player == 0)
    reply = [line.text for line in lines[mine:] if line.kind == "move" and line.player == 1]
    assert reply and news.text().splitlines()[1:] == [f"• {t}" for t in reply]
    assert theirs[0] not in reply  # the first reply is no longer listed


def test_the_lesson_stands_in_front_of_the_game_log_not_beside_the_table(language,  # noqa: ANN001
                                                                         qtbot) -> None:
    """On the left the lesson took a quarter of a laptop's window from the table; it is a
    tab in front of the game log now, and the log is in front again once it is left."""
    from PySide6.QtCore import Qt

    w = _window(qtbot)
    w.learn_to_play(resume=False)
    dock = w.lesson.dock
    assert w.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock in w.tabifiedDockWidgets(w.game_log)
    assert not dock.visibleRegion().isEmpty()  # in front of its tab group
    assert w.game_log.visibleRegion().isEmpty()
    w.lesson.leave()
    assert not dock.isVisible() and not w.game_log.visibleRegion().isEmpty()


@pytest.mark.parametrize("code", ["en", "zh_CN"])
def test_the_lesson_tabs_show_their_whole_titles_in_a_laptop_window(language, qtbot,
                                                                     code: str) -> None:  # noqa: ANN001
    """At 1366×768 the lesson's tab beside the history and the game log squeezed all three
    titles ("History (u…", "Gam…", "Learn to …"): the tabs now keep their titles whole and
    the panels' column widens to them."""
    from PySide6.QtWidgets import QTabBar

    language(code)
    w = _window(qtbot)
    w.resize(1366, 768)
    w.learn_to_play(resume=False)
    for _ in range(3):
        QApplication.processEvents()
    bars = [b for b in w.findChildren(QTabBar) if b.isVisible()]
    assert any(b.count() == 3 for b in bars)
    for bar in bars:
        for i in range(bar.count()):
            assert bar.tabRect(i).width() >= bar.tabSizeHint(i).width(), bar.tabText(i)
        assert bar.rect().contains(bar.tabRect(bar.count() - 1))


def test_an_off_plan_move_is_refused_with_a_word_and_the_lesson_goes_on(
        language, qtbot) -> None:  # noqa: ANN001
    """A person dropped on Fishing instead of "Plough 1 Field" was played: the computer took
    the plough, the next step said "sow that grain on your new field" with no field, and
    ploughing was never taught."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    assert w.lesson.step.target == "plow"
    w.view.fit()
    person = w.scene.home_people(0)[0].sceneBoundingRect().center()
    drag(w.view, [person, w.scene.space_item("fishing").sceneBoundingRect().center()])
    assert w.controller.moves == ()
    assert w.lesson.step.target == "plow" and w.scene.highlight_spaces == {"plow"}
    assert w.lesson.panel.text.text().startswith("<b>The lesson asks for the marked step.")
    assert "leave the lesson" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.scene.home_people(0)[0].sceneBoundingRect().contains(
        _markers(w)[0].source))  # the person glides back home
    follow_one_step(w)  # the marked step is still played
    assert [str(m) for m in w.controller.moves][:1] == ["place plow"]
    w.lesson.leave()  # and after the lesson anything goes
    assert w.controller.gate is None


def test_the_lesson_says_only_what_is_true_of_the_game(language, qtbot) -> None:  # noqa: ANN001
    """Round 6 still said "the first harvest comes after round 4"; both feedings spoke of
    "a baby born this round" (none at round 4; round 7's was born in round 6)."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    for _ in range(60):
        step, state = w.lesson.step, w.controller.state
        text = w.lesson.panel.text.text()
        if step.kind == "finished":
            break
        if step.key.startswith("feed.") and step.key != "feed.beg":
            assert ("baby" in text) == bool(state.players[0].newborns), text
        if "first harvest comes after round 4" in text:
            assert state.round <= 4
        if step.key == "place.starting-player":
            assert state.starting_player != 0
        assert "your person" not in w.lesson.panel.title.text()
        follow_one_step(w)
    assert w.lesson.step.kind == "finished"


def test_a_short_lesson_dock_scrolls_its_words(qtbot) -> None:  # noqa: ANN001
    """Beside the coach's dock at 1600x900 the step was cut off mid-sentence ("Fields f…")
    with no scroll bar: its words now scroll, and the label is never shorter than its text."""
    w = _window(qtbot)
    w.resize(1600, 900)
    w.learn_to_play(resume=False)
    dock = w.lesson.dock
    w.resizeDocks([dock], [110], Qt.Orientation.Vertical)
    for _ in range(3):
        QApplication.processEvents()
    panel = w.lesson.panel
    label = panel.text
    assert label.height() >= label.heightForWidth(label.width())  # nothing cut off
    bar = panel.scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the rest is reached by scrolling


def test_a_hint_during_the_lesson_points_to_the_lesson(language, qtbot) -> None:  # noqa: ANN001
    """The coach named another first move than the lesson's (Day Labourer against Plough 1
    Field) and squeezed the lesson's text: a newcomer was told two "right" moves."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    assert w.lesson.active
    w.ask_hint()
    assert not w.coach_panel.isVisible()
    assert "lesson" in w.statusBar().currentMessage()
    # and where the newcomer reads (a tester saw "nothing happen" on H)
    assert w.lesson.panel.text.text().startswith("<b>The lesson shows the way")


def _follow_to(w: GameWindow, key: str, limit: int = 60) -> None:
    for _ in range(limit):
        if w.lesson.step.key == key:
            return
        follow_one_step(w)
    raise AssertionError(f"the lesson never came to {key}")


def test_the_fences_are_drawn_round_the_marked_pasture(language, qtbot) -> None:  # noqa: ANN001
    """Round 9 teaches the table's fence gesture: the marked way round d3 and e3 is drawn
    with the mouse and built with "Build these fences"; a pasture drawn elsewhere is refused
    with the lesson's word, and a cell clicked first (the other way to plan) still leads on."""
    from agricola_qt.ui.farm_item import corner_pos

    w = _window(qtbot)
    w.learn_to_play(resume=False)
    _follow_to(w, "sub.fence")
    assert w.lesson.step.target == "d3 e3" and w.controller.state.round == 9
    (marker,) = _markers(w)
    farm = w.scene.farm_items[0]
    corners = [farm.mapToScene(corner_pos(r, c)) for r, c in
               ((2, 3), (2, 5), (3, 5), (3, 3), (2, 3))]
    assert marker.path == corners and marker.source == corners[0]
    moves = w.controller.moves
    w.view.fit()
    drag(w.view, [farm.mapToScene(corner_pos(r, c)) for r, c in
                  ((2, 2), (2, 3), (3, 3), (3, 2), (2, 2))], steps=6)  # round c3 instead
    QApplication.processEvents()
    QTest.mouseClick(w.chooser.button_for("confirm-fences"), Qt.MouseButton.LeftButton)
    assert w.controller.moves == moves and not w.controller.state.players[0].farm.pastures
    assert w.lesson.panel.text.text().startswith("<b>The lesson asks for the marked step.")
    w.controller.cancel_fences()
    click(w.view, w.scene.farm_cell_center(0, "d3"))  # a cell clicked: part of the pasture
    assert w.controller.state.frame.plan and w.lesson.step.key == "sub.fence"
    follow_one_step(w)  # the way round drawn, "Build these fences" pressed
    you = w.controller.state.players[0]
    assert you.farm.pastures == ((1 << parse_cell("d3")) | (1 << parse_cell("e3")),)
    assert you.farm.fence_count == 6 and w.lesson.step.key != "sub.fence"
    step = w.lesson.step
    w.lesson.leave()  # resumed later: the lesson goes on after the pasture
    w2 = _window(qtbot)
    w2.learn_to_play(resume=True)
    assert w2.lesson.step == step
    assert w2.controller.state.players[0].farm.pastures == you.farm.pastures


def test_the_ring_sits_on_the_tile_and_leaves_its_label_readable(language, qtbot) -> None:  # noqa: ANN001
    """The ring round the field tile to drag was centred on the tile and its label together
    and covered the label ("Field", 耕地) in a newcomer's lesson."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    follow_one_step(w)  # a person onto "Plough 1 Field": the field tile to drag next
    (marker,) = _markers(w)
    assert marker.step.kind == "tile"
    tile = w.scene.tiles[marker.step.tile]
    assert marker.source == tile.mapToScene(QPointF(0, 0))
    label_top = tile.mapToScene(QPointF(0, TILE / 2)).y()
    assert marker.source.y() + 20 <= label_top + 2  # the ring's foot at the label's top


def _lesson_saved_at_its_end() -> None:
    """The lesson's moves saved as they stand when it has gone to its end (round 12)."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply
    from agricola_qt.ui import i18n
    from agricola_qt.ui.tutorial import SEED, SETTINGS_MOVES, guide, lesson_seats

    state = new_game(lesson_setup())
    bot = make_bot(lesson_seats()[1], seed=SEED * 31 + 1)
    moves = []
    while not (guide(state).kind == "finished" and state.actor == 0 and state.frame is None):
        step = guide(state)
        for move in ([bot.choose(state)] if state.actor != 0 else step.steps or [step.move]):
            moves.append(str(move))
            state = apply(state, move)
    i18n.settings().setValue(SETTINGS_MOVES, "|".join(moves))


def test_the_hint_works_once_the_lesson_is_over(language, qtbot) -> None:  # noqa: ANN001
    """The lesson's last words send the newcomer to the Hint (H) for rounds 12 to 14, and H
    answered "the coach's hints come after the lesson"."""
    _lesson_saved_at_its_end()
    w = _window(qtbot)
    w.learn_to_play(resume=True)
    assert w.lesson.active and w.lesson.step.kind == "finished"
    w.ask_hint()
    assert "lesson" not in w.statusBar().currentMessage()
    assert w.coach_panel.isVisible()
    # the lesson's closing words step aside for the coach (three panels stacked crammed a
    # 1366x740 window, and a tester's grew to 768 pixels)
    assert not w.lesson.active and not w.lesson.dock.isVisible()
    w.hinter.cancel()


def test_leaving_a_finished_lesson_says_it_begins_again(language, qtbot) -> None:  # noqa: ANN001
    """"The lesson keeps your moves: ... carries on where you stopped" was said on leaving
    a lesson gone to its end, and Help ▸ Learn to play began it again from round 1."""
    _lesson_saved_at_its_end()
    w = _window(qtbot)
    w.learn_to_play(resume=True)
    w.lesson.panel.leave_button.click()
    assert w.statusBar().currentMessage().startswith("The lesson is over")


def test_the_lesson_keeps_its_own_moves_and_is_autosaved_only_once_left(
        language, qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """Each lesson carried on began another autosave, listed under File ▸ Resume as a family
    game and resumed there without the lesson (a tester found it "not called a lesson").  The
    lesson keeps its moves itself; its game is autosaved from its first move after it is
    left, and leaving it for another game says where it is kept."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    from agricola_qt.records.autosave import AutosaveStore

    w = GameWindow(bot_delay_ms=None, ask_to_save=True, autosave=True)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    w.learn_to_play(resume=False)
    for _ in range(4):
        follow_one_step(w)
    assert w.controller.moves and not AutosaveStore().unfinished()
    assert w.maybe_save()  # nothing asked: the lesson keeps the moves
    assert w.statusBar().currentMessage() == word("ui", "lesson.kept")
    w.lesson.leave()
    w.controller.play(w.controller.legal()[0])
    [entry] = AutosaveStore().unfinished()
    assert entry.moves == len(w.controller.moves)


def test_a_lesson_left_part_way_is_offered_again_everywhere(
        language, qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A newcomer quit in the lesson's middle: the start offered New game ("New to
    Agricola?"), Help ▸ Learn to play started it over without asking (the menu's "checked"
    went in as ``resume``), and "Leave the lesson" said nothing of where it is kept."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    from PySide6.QtWidgets import QMessageBox

    from agricola_qt.app import window_main
    from agricola_qt.ui.new_game import NewGameDialog

    w = _window(qtbot)
    w.learn_to_play(resume=False)
    for _ in range(3):
        follow_one_step(w)
    moves = list(w.controller.moves)
    w.lesson.panel.leave_button.click()
    assert w.statusBar().currentMessage() == word("ui", "lesson.kept")
    asked: list[str] = []

    def carry_on(box: QMessageBox) -> int:
        asked.append(box.text())
        box.buttons()[0].click()  # "Carry on" (the first button added)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", carry_on)
    [entry] = [a for m in w.menuBar().actions() for a in m.menu().actions()
               if a.text() == "&Learn to play…"]
    entry.trigger()  # Help ▸ Learn to play asks, and carries on
    assert asked == [word("ui", "lesson.resume.question")]
    assert list(w.controller.moves) == moves and w.lesson.active
    # a new start: the lesson is offered before New game, and New game says it carries on
    w2 = _window(qtbot)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)
    window_main.first_game(w2, [])
    assert len(asked) == 2 and w2.lesson is not None and w2.lesson.active
    assert list(w2.controller.moves) == moves
    assert "carries on where you stopped" in NewGameDialog(w2).lesson_note.text()


def test_the_game_after_the_lesson_is_kept_as_any_other(
        language, qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """"From here the game is yours": a newcomer in round 12 chose New game, was told the
    lesson kept the moves, and the game was gone (Learn to play began the lesson again, and
    Resume listed nothing).  Once the lesson is done its game is autosaved and kept."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply
    from agricola_qt.records.autosave import AutosaveStore
    from agricola_qt.ui import i18n
    from agricola_qt.ui.tutorial import SEED, SETTINGS_MOVES, guide, lesson_seats

    state = new_game(lesson_setup())
    bot = make_bot(lesson_seats()[1], seed=SEED * 31 + 1)
    moves: list[str] = []
    while guide(state).kind != "finished":
        step = guide(state)
        for move in ([bot.choose(state)] if state.actor != 0 else step.steps or [step.move]):
            if guide(state).kind == "finished":
                break
            moves.append(str(move))
            state = apply(state, move)
    # the person's last feeding is made at the table (the computer's after it end the lesson)
    last = max(k for k, m in enumerate(moves) if m == "feed" and k < len(moves) - 1)
    i18n.settings().setValue(SETTINGS_MOVES, "|".join(moves[:last]))
    w = GameWindow(bot_delay_ms=None, ask_to_save=True, autosave=True)
    qtbot.addWidget(w)
    w.learn_to_play(resume=True)
    assert w.lesson.guiding() and not AutosaveStore().unfinished()
    assert w.controller.play(moves[last])  # the lesson's last step
    qtbot.waitUntil(lambda: not w.lesson.guiding())
    assert w.lesson.active and w.lesson.step.kind == "finished"
    (kept,) = AutosaveStore().unfinished()  # written at once, the whole game in it
    assert w.maybe_save()
    assert w.statusBar().currentMessage() != word("ui", "lesson.kept")
    assert "Resume" in w.statusBar().currentMessage()


def test_the_coach_panel_of_an_earlier_game_makes_way_for_the_lesson(language, qtbot) -> None:  # noqa: ANN001
    """The coach's panel, opened in a game before, stayed between the decision and the
    lesson and cut the lesson's words at 1366x768 (a newcomer)."""
    w = _window(qtbot)
    w.coach_panel.show()
    assert w.coach_panel.isVisible()
    w.learn_to_play(resume=False)
    assert w.lesson.guiding() and not w.coach_panel.isVisible()
