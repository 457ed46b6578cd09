"""A Heartland window's File menu has what the game window's has (a tester in Heartland found
no Open recent, no Resume an unfinished game and no Quit, and Ctrl+Q did nothing), and its
saves are listed under Open recent."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.heartland import legal_moves
from agricola_qt.ui import file_folders
from agricola_qt.ui.heartland.window import HeartlandWindow


def _texts(menu) -> list[str]:  # noqa: ANN001
    return [a.text().replace("&", "") for a in menu.actions()]


def test_the_heartland_file_menu_reaches_recent_and_unfinished_games_and_quits(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(file_folders, "settings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    owner = GameWindow(setup(2, seed=3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(owner)
    owner.show()
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False, parent=owner)
    w.show()
    file_menu = w.menuBar().actions()[0].menu()
    entries = _texts(file_menu)
    assert entries.index("Open…") < entries.index("Open recent") < entries.index("Save")
    assert "Resume an unfinished game" in entries and entries[-1] == "Quit"
    # one key letter each: "Your res&ults" and "Resume an &unfinished game" shared U
    keys = [a.text().split("&")[1][:1].lower() for a in file_menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)), keys
    w.controller.play(legal_moves(w.controller.state)[0])
    saved = tmp_path / "hl.agr"
    assert w.save_to(str(saved))
    assert file_folders.recent_files()[0] == saved.resolve()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    QTest.keyClick(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible() and not owner.isVisible()


def test_the_heartland_menus_match_the_game_window_s_and_export_an_image(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester found Open a replay without its Ctrl+R, no Export image, and Your results in
    the File menu where the game window has it under Game."""
    from PySide6.QtGui import QImage, QKeySequence
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(file_folders, "settings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False)
    qtbot.addWidget(w)
    menus = {m.text().replace("&", ""): m.menu() for m in w.menuBar().actions()}
    keys = {a.text().replace("&", ""): a.shortcut() for a in menus["File"].actions()}
    assert keys["Open a replay…"] == QKeySequence("Ctrl+R")
    assert keys["Export image…"] == QKeySequence("Ctrl+E")
    assert "Your results…" not in keys and "Your results…" in _texts(menus["Game"])
    target = tmp_path / "table.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "PNG (*.png)"))
    [export] = [a for a in menus["File"].actions() if a.text() == "&Export image…"]
    export.trigger()
    image = QImage(str(target))
    assert not image.isNull() and image.width() >= 1000
    assert w.statusBar().currentMessage() == "Image saved"


def test_the_heartland_window_redoes_an_undone_move(qtbot) -> None:  # noqa: ANN001
    """Edit had only Undo (a tester): Redo plays the undone decision again, log and all."""
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False)
    qtbot.addWidget(w)
    c = w.controller
    assert not w.redo_action.isEnabled()
    assert c.play(legal_moves(c.state)[0])  # a tile laid: the turn goes on (scoring)
    after, lines = c.state, w.table.log.count()
    w.undo_action.trigger()
    assert c.state != after and w.redo_action.isEnabled()
    w.redo_action.trigger()
    assert c.state == after and w.table.log.count() == lines
    assert not w.redo_action.isEnabled()


def test_the_heartland_help_menu_has_about(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Help held only the rules (a tester looked for About, as in the game window's)."""
    from agricola_qt.app import about

    owner = GameWindow(setup(2, seed=3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(owner)
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False, parent=owner)
    shown: list[object] = []
    monkeypatch.setattr(about, "show_about", lambda parent=None: shown.append(parent))
    menus = {m.text().replace("&", ""): m.menu() for m in w.menuBar().actions()}
    [entry] = [a for a in menus["Help"].actions() if a.text() == "&About agricola-qt…"]
    entry.trigger()
    assert shown == [w]


def test_from_heartland_the_farm_game_is_reached_and_opened(qtbot, tmp_path,  # noqa: ANN001
                                                            monkeypatch) -> None:
    """From a Heartland window a tester found their unfinished farm game in no menu, and
    its autosave, opened there, read as a damaged Heartland file ("not a move Heartland
    knows: unknown move 'place'"): it is listed as the game at the table, and opened by the
    game window."""
    from PySide6.QtWidgets import QFileDialog, QMenu

    from agricola_qt.records.autosave import AutosaveStore

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(file_folders, "settings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    owner = GameWindow(setup(2, seed=3), seats=[None, None], bot_delay_ms=None,
                       ask_to_save=False, autosave=True)
    qtbot.addWidget(owner)
    owner.show()
    assert owner.controller.play(owner.controller.legal()[0])  # autosaved
    farm_game = owner.autosave_game.path  # type: ignore[union-attr]
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False, parent=owner)
    w.show()
    menu = QMenu()
    owner.fill_resume_menu(menu, getattr(w.autosave_game, "path", None), over_table=True)
    first = menu.actions()[0]
    assert first.text().endswith("at the table behind this window")
    first.trigger()
    assert not w.isVisible() and owner.isVisible()
    # File ▸ Open of the farm game's file in a Heartland window: the game window opens it
    w2 = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                             ask_to_save=False, parent=owner)
    w2.show()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(farm_game), ""))
    w2._open()
    assert not w2.isVisible()  # stepped aside: the table shows the farm game
    assert len(owner.controller.moves) == 1
    assert AutosaveStore().unfinished()  # nothing lost


def test_the_heartland_window_follows_the_game_window_under_it(qtbot) -> None:  # noqa: ANN001
    """Resized behind, the game window showed its table beside the Heartland table (a
    click there opened New game); closed, the Heartland window leaves the game window
    where the player had put it."""
    from PySide6.QtCore import QRect

    from agricola_qt.app.heartland_hooks import show_over

    owner = GameWindow(setup(2, seed=3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(owner)
    owner.setGeometry(20, 30, 700, 500)  # on the test screen (800 x 600)
    owner.show()
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False, parent=owner)
    show_over(owner, w)
    assert w.geometry() == owner.geometry()
    owner.setGeometry(10, 20, 760, 560)
    qtbot.waitUntil(lambda: w.geometry() == QRect(10, 20, 760, 560))
    w.setGeometry(40, 50, 600, 450)
    assert w.close()
    assert owner.geometry() == QRect(40, 50, 600, 450)
    owner.setGeometry(0, 0, 500, 400)  # no longer followed
    assert w.geometry() == QRect(40, 50, 600, 450)


def test_save_as_offers_a_name_no_file_has_yet(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """Two games of the same players on one day were offered the same name (a tester)."""
    from PySide6.QtWidgets import QFileDialog

    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False)
    qtbot.addWidget(w)
    file_folders.chose(tmp_path / "x.agr")
    name = w._file_name()
    (tmp_path / name).write_text("another game")
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _w, _t, start, _f: (offered.append(start), ("", ""))[1])
    assert not w._save_as()
    assert offered == [str(tmp_path / name.replace(".agr", " (2).agr"))]


def test_from_heartland_a_farm_game_s_replay_opens_in_its_own_viewer(qtbot, tmp_path,  # noqa: ANN001
                                                                      monkeypatch) -> None:
    """A tester's own family game, opened with File ▸ Open a replay from a Heartland window,
    was "damaged: not a Heartland move"."""
    from PySide6.QtWidgets import QFileDialog

    from agricola_qt.ui.replay_viewer import ReplayViewer

    owner = GameWindow(setup(2, seed=3), seats=[None, None], bot_delay_ms=None,
                       ask_to_save=False)
    qtbot.addWidget(owner)
    assert owner.controller.play(owner.controller.legal()[0])
    path = tmp_path / "farm.agr"
    assert owner.save_to(path)
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            ask_to_save=False, parent=owner)
    qtbot.addWidget(w)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    w._open_replay()
    viewer = owner.replay_viewer
    assert isinstance(viewer, ReplayViewer) and len(viewer.states) == 2
