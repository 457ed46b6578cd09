"""The new-game dialog opens with the last game's choices."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from agricola_qt.ui import i18n
from agricola_qt.ui.new_game import SETTINGS_GROUP, NewGameDialog


@pytest.fixture(autouse=True)
def _forget() -> Iterator[None]:
    """Each test starts (and leaves the other tests) without remembered choices."""
    i18n.settings().remove(SETTINGS_GROUP)
    yield
    i18n.settings().remove(SETTINGS_GROUP)


def _ok(dialog: NewGameDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_a_new_dialog_offers_the_last_games_choices(qtbot) -> None:  # noqa: ANN001
    first = NewGameDialog()
    qtbot.addWidget(first)
    assert first.variant.currentData() == "family" and first.players.value() == 2
    first.variant.setCurrentIndex(first.variant.findData("full"))
    first.players.setValue(3)
    first.decks["I"].setChecked(True)
    first.names[0].setText("Ada")
    first.kinds[1].setCurrentIndex(first.kinds[1].findData("hard"))
    first.kinds[2].setCurrentIndex(first.kinds[2].findData("expert"))
    first.colours[0].setCurrentIndex(3)
    first.show()
    _ok(first)
    setup, seats = first.result_setup()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.variant.currentData() == "full" and again.players.value() == 3
    assert [d for d, box in again.decks.items() if box.isChecked()] == ["E", "I"]
    assert again.names[0].text() == "Ada"
    setup2, seats2 = again.result_setup()
    assert seats2 == seats == [None, "hard", "expert"]
    assert setup2.names == setup.names and setup2.decks == setup.decks
    assert again.colour_slots() == first.colour_slots()


def test_cancel_keeps_nothing_and_bad_settings_are_ignored(qtbot) -> None:  # noqa: ANN001
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    dialog.reject()
    assert NewGameDialog().players.value() == 2
    settings = i18n.settings()
    settings.beginGroup(SETTINGS_GROUP)
    for key, value in (("variant", "chess"), ("players", "99x"), ("kinds", "|nobody|"),
                       ("colours", "7,-1,a"), ("names", "")):
        settings.setValue(key, value)
    settings.endGroup()
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.variant.currentData() == "family" and dialog.players.value() == 2
    assert dialog.names[0].text() == "Mei"
    assert [k.currentData() or None for k in dialog.kinds[:2]] == [None, None]
    assert [c.currentData() for c in dialog.colours] == [0, 1, 2, 3, 4]


def test_the_dialog_offers_the_lesson(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A newcomer's first screen is this dialog: "Learn to play" there starts the guided
    first game instead of a game."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.ui.help.words import ui
    from agricola_qt.ui.tutorial import Lesson

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.lesson_button.text() == ui("lesson.title")
    QTest.mouseClick(dialog.lesson_button, Qt.MouseButton.LeftButton)
    assert dialog.wants_lesson and dialog.result() == NewGameDialog.DialogCode.Rejected
    assert not i18n.settings().contains(f"{SETTINGS_GROUP}/variant")  # no game chosen

    monkeypatch.setattr(Lesson, "can_resume", staticmethod(lambda: False))

    def click_learn(self: NewGameDialog) -> int:
        QTest.mouseClick(self.lesson_button, Qt.MouseButton.LeftButton)
        return int(self.result())

    monkeypatch.setattr(NewGameDialog, "exec", click_learn)
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    w.new_game_dialog()
    assert w.lesson is not None and w.lesson.dock.isVisible()
    assert w.controller.seats == [None, "easy"]  # the lesson's game


def test_the_dialog_opens_a_saved_game(qtbot, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    """At the start the dialog holds the window: a tester who said No to resuming could not
    reach File > Open until it was cancelled.  "Open a saved game…" opens one from it."""
    from PySide6.QtWidgets import QFileDialog

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.records import new_record, save_record

    s = new_setup(2, seed=44, names=("Mei", "Jonas"))
    path = tmp_path / "saved.agr"
    save_record(path, new_record(s))
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.wants_file and dialog.result() == NewGameDialog.DialogCode.Rejected

    def click_open(self: NewGameDialog) -> int:
        QTest.mouseClick(self.open_button, Qt.MouseButton.LeftButton)
        return int(self.result())

    monkeypatch.setattr(NewGameDialog, "exec", click_open)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kw: (str(path), "")))
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    assert w.new_game_dialog()
    assert w.path == path and w.controller.state == new_game(s)


def test_the_dialog_shrinks_with_its_rows(qtbot) -> None:  # noqa: ANN001
    """Hiding rows (Heartland has no decks, fewer seats) left an empty band in the dialog."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    dialog.show()
    qtbot.waitExposed(dialog)
    tall, wide = dialog.height(), dialog.width()
    dialog.players.setValue(2)
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    assert not dialog.decks_box.isVisible()
    assert dialog.height() < tall - 80  # three seats and the decks row fewer
    assert dialog.height() == dialog.sizeHint().height()
    assert dialog.width() == wide  # the names keep their room


def test_an_added_seat_is_a_computer_like_the_seat_above(qtbot) -> None:  # noqa: ANN001
    """Alone against computers, every added seat had to be switched from Human by hand."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(2)
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("medium"))
    dialog.players.setValue(4)
    assert [k.currentData() for k in dialog.kinds[:4]] == ["", "medium", "medium", "medium"]
    dialog.players.setValue(2)
    dialog.kinds[1].setCurrentIndex(0)  # pass-and-play: seats added now stay people...
    dialog.kinds[2].setCurrentIndex(0)
    dialog.players.setValue(3)
    assert dialog.kinds[2].currentData() == ""
    dialog.players.setValue(4)  # ... and a seat keeps a computer chosen for it earlier
    assert dialog.kinds[3].currentData() == "medium"


def test_a_first_game_is_against_the_computer(qtbot) -> None:  # noqa: ANN001
    """On a first start, the dialog offered two people at one screen; most people open the
    game to play against the computer."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [k.currentData() for k in dialog.kinds[:2]] == ["", "easy"]
    dialog.players.setValue(3)  # an added seat is a computer like the one above
    assert dialog.kinds[2].currentData() == "easy"
    setup, seats = dialog.result_setup()
    assert seats == [None, "easy", "easy"]


def test_the_solo_game_chosen_after_heartland_has_one_seat(qtbot) -> None:  # noqa: ANN001
    """From Heartland (2 players at least) to the solo game, the dialog kept 2 players and
    showed a computer opponent the solo game does not have."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    dialog.variant.setCurrentIndex(dialog.variant.findData("solo"))
    assert dialog.players.value() == 1
    assert [not row[0].isHidden() for row in dialog.seat_rows] == [True] + [False] * 4


def test_leaving_the_solo_game_brings_back_the_players_it_set_aside(qtbot) -> None:  # noqa: ANN001
    """Solo and then back to the full game left the count at 1: a full game for one, which is
    the solo game again under the other name."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.variant.setCurrentIndex(dialog.variant.findData("solo"))
    assert dialog.players.value() == 1 and not dialog.players.isEnabled()
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    assert dialog.players.value() == 4 and dialog.players.isEnabled()
    assert [not row[0].isHidden() for row in dialog.seat_rows] == [True] * 4 + [False]
    dialog.players.setValue(1)  # a family game for one stays a choice
    dialog.variant.setCurrentIndex(dialog.variant.findData("family"))
    assert dialog.players.value() == 1


def test_through_heartland_and_back_a_seat_keeps_its_level(qtbot) -> None:  # noqa: ANN001
    """Heartland has no Expert: the seat became an Easy there and stayed Easy on coming
    back to Agricola."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("expert"))
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    assert dialog.kinds[1].currentData() != "expert" and dialog.kinds[1].currentData()
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    assert dialog.kinds[1].currentData() == "expert"
    assert dialog.kinds[0].currentData() == ""  # the person stays a person


def test_the_computers_wait_while_the_new_game_dialog_is_open(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The computers of the game behind the dialog kept playing: cancelled, the player came
    back to a table that had moved on without them seeing it."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import new_game, new_setup

    setup = new_setup(2, family=True, seed=4, names=("Bot", "Mei"))
    seats: list[str | None] = [None, None]
    seats[new_game(setup).actor] = "random"  # the computer begins
    w = GameWindow(setup, seats=seats, bot_delay_ms=5, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    seen: list[int] = []

    def wait_and_cancel(self: NewGameDialog) -> int:
        seen.append(len(c.moves))
        qtbot.wait(400)  # the event loop runs, as under a modal dialog
        seen.append(len(c.moves))
        return int(NewGameDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", wait_and_cancel)
    assert c.is_bot_turn() and not c.moves
    assert w.new_game_dialog() is False
    assert seen == [0, 0]  # nothing was played behind the dialog
    qtbot.waitUntil(lambda: len(c.moves) > 0, timeout=5000)  # and the computer plays after it
    assert not c.bots_paused


def test_choosing_the_solo_game_says_what_a_series_is(qtbot) -> None:  # noqa: ANN001
    """Nothing in the dialog or Help said what carries over between the games of a series;
    the score sheet told it only after a game that reached its target."""
    from agricola_qt.ui.help import words

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.solo_note.isVisible()
    dialog.variant.setCurrentIndex(dialog.variant.findData("solo"))
    assert dialog.solo_note.isVisible()
    note = dialog.solo_note.text()
    assert "50 points" in note and "one occupation" in note and "2 points" in note
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    assert not dialog.solo_note.isVisible()
    dialog.players.setValue(1)  # a full game for 1 is the series too (a tester learnt it late)
    assert dialog.solo_note.isVisible()
    dialog.players.setValue(2)
    assert not dialog.solo_note.isVisible()
    for code in ("en", "zh_CN", "zh_TW"):
        page = words.section("how_to_play", code)[-1]
        text = " ".join(page["text"])
        assert all(n in text for n in ("50", "55", "59", "62", "64", "65", "66", "67")), code


def test_the_decks_show_only_for_the_full_game(qtbot) -> None:  # noqa: ANN001
    """A greyed "Deck E", ticked, beside a family game read as if cards were dealt."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for variant, shown in (("family", False), ("full", True), ("solo", True),
                           ("heartland", False)):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        assert dialog.decks_box.isVisible() == shown, variant


def test_the_dialog_opens_the_rules_over_itself(qtbot) -> None:  # noqa: ANN001
    """At the first start this dialog holds the window, and Help ▸ How to play could not be
    opened until it was cancelled: its own "How to play" opens the rules over it, Heartland's
    when Heartland is chosen."""
    from agricola_qt.ui.help.window import TABS

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.findChild(QDialogButtonBox)
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Help), Qt.MouseButton.LeftButton)
    rules = dialog.rules
    assert rules is not None and rules.isVisible() and rules.parentWidget() is dialog
    assert rules.tabs.currentIndex() == TABS.index("how")
    assert dialog.isVisible()  # still there to choose the game
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    assert dialog.show_rules().tabs.currentIndex() == TABS.index("heartland")


def test_the_seats_names_are_in_the_tables_language(qtbot, language) -> None:  # noqa: ANN001
    """Latin names (Mei, Jonas) stood among the Chinese words of the dialog."""
    language("zh_TW")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [dialog.names[i].text() for i in range(2)] == ["小梅", "喬納斯"]
    setup, _ = dialog.result_setup()
    assert setup.names[:2] == ("小梅", "喬納斯")


def test_a_player_with_games_behind_them_is_not_offered_the_lesson(
        qtbot, monkeypatch) -> None:  # noqa: ANN001
    """"New to Agricola? A guided first game…" greeted a veteran before every game (it
    stays in Help > Learn to play)."""
    from agricola_qt.ui import new_game

    monkeypatch.setattr(new_game, "finished_agricola_games", lambda: 2)
    newcomer = new_game.NewGameDialog()
    qtbot.addWidget(newcomer)
    assert not newcomer.lesson_row.isHidden()
    monkeypatch.setattr(new_game, "finished_agricola_games", lambda: new_game.EXPERIENCED_GAMES)
    veteran = new_game.NewGameDialog()
    qtbot.addWidget(veteran)
    assert veteran.lesson_row.isHidden()
    veteran.variant.setCurrentIndex(veteran.variant.findData("family"))
    assert veteran.lesson_row.isHidden()


def test_each_game_in_the_list_says_what_it_is(qtbot) -> None:  # noqa: ANN001
    """A tester could not tell what "Heartland (2–5 players)" was."""
    from PySide6.QtCore import Qt

    from agricola_qt.ui.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.variant
    tips = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
    assert len(tips) == 4 and all(tips) and len(set(tips)) == 4
    box.setCurrentIndex(box.findData("heartland"))
    assert "Uwe Rosenberg" in box.toolTip()


def test_the_dialog_moves_with_a_window_resized_under_it(qtbot) -> None:  # noqa: ANN001
    """Open as the game starts, the dialog stayed where the 1600x950 window had centred it
    once the window was made 1366x768 (two testers): off to the right and low.  It keeps
    its place relative to the window's centre."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QMainWindow

    owner = QMainWindow()
    qtbot.addWidget(owner)
    owner.setGeometry(0, 0, 1600, 950)
    owner.show()
    dialog = NewGameDialog(owner)
    dialog.show()
    qtbot.waitExposed(dialog)

    def offset() -> QPoint:
        return dialog.frameGeometry().center() - owner.frameGeometry().center()

    before = offset()
    owner.resize(1366, 768)
    qtbot.waitUntil(lambda: offset() == before, timeout=2000)
    owner.move(40, 30)
    qtbot.waitUntil(lambda: offset() == before, timeout=2000)


def test_default_names_come_back_in_the_tables_language(qtbot, qapp) -> None:  # noqa: ANN001
    """A game started with the default names at a Chinese table, then a new game in English:
    the dialog gave the seats 小梅 and 乔纳斯 among English words (a play-tester); a name the
    player typed stays as typed."""
    i18n.install(qapp, "zh_CN")
    try:
        chinese = NewGameDialog()
        qtbot.addWidget(chinese)
        assert chinese.names[0].text() == "小梅"
        chinese.names[1].setText("老王")
        chinese.show()
        _ok(chinese)
    finally:
        i18n.install(qapp, "en")
    english = NewGameDialog()
    qtbot.addWidget(english)
    assert [english.names[i].text() for i in (0, 1, 2)] == ["Mei", "老王", "Ana"]
