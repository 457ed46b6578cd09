"""The desktop side of the window: icon, remembered things, About, the missing-font warning."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMenu
from ui_helpers import setup

from agricola_qt import __version__, resources
from agricola_qt.app import about, desktop, glyphs, logs, remembered
from agricola_qt.app.window_main import GameWindow
from agricola_qt.records.agr import save_game


@pytest.fixture
def own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A settings file of this test alone."""
    from agricola_qt.ui import file_folders

    path = tmp_path / "settings.ini"
    for module in (remembered, file_folders):  # the dialogs' folder is kept by the latter
        monkeypatch.setattr(module, "settings",
                            lambda: QSettings(str(path), QSettings.Format.IniFormat))
    return path


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = GameWindow(setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    return w


def _menu(w: GameWindow, title: str) -> QMenu:
    return next(a.menu() for a in w.menuBar().actions() if a.text() == title)


def test_the_icon_is_package_data_in_every_hicolor_size(qapp) -> None:  # noqa: ANN001
    for size in desktop.ICON_SIZES:
        png = resources.files("icons", "hicolor", f"{size}x{size}", "apps", "agricola-qt.png")
        assert png.is_file(), size
    assert resources.files("icons", "agricola-qt.svg").read_text().startswith("<?xml")
    sizes = {s.width() for s in desktop.icon().availableSizes()}
    assert {16, 48, 256} <= sizes


def test_translations_are_package_data() -> None:
    for code in ("zh_CN", "zh_TW"):
        assert resources.files("i18n", f"agricola_qt_{code}.qm").is_file()
        assert resources.files("i18n", f"names_{code}.json").is_file()


def test_prepare_and_attach_name_the_app_and_keep_the_layout(
        qtbot, own_settings: Path, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv(logs.ENV_LOG_DIR, str(tmp_path / "log"))
    app = QApplication.instance()
    desktop.prepare(app)
    assert QApplication.desktopFileName() == desktop.DESKTOP_ID
    assert not QApplication.windowIcon().isNull()
    assert (tmp_path / "log" / logs.LOG_FILE).is_file()
    w = _window(qtbot)
    desktop.attach(w)
    assert not w.windowIcon().isNull()
    w.resize(640, 520)
    w.undo_dock.hide()
    w.close()  # saves the layout
    again = _window(qtbot)
    assert again.size().width() != 640
    assert remembered.restore_layout(again)
    assert again.size().width() == 640 and again.undo_dock.isHidden()
    desktop.reset()


def test_open_recent_lists_opened_and_saved_games(qtbot, own_settings: Path,
                                                  tmp_path: Path) -> None:  # noqa: ANN001
    w = _window(qtbot)
    recent = next(a.menu() for a in _menu(w, "&File").actions()
                  if a.menu() is not None and a.text() == "Open &recent")
    recent.aboutToShow.emit()
    assert [a.text() for a in recent.actions() if a.text()] == ["No recent games",
                                                                 "&Clear the list"]
    first, second = tmp_path / "first.agr", tmp_path / "second.agr"
    save_game(first, setup(2, seed=4), [])
    assert w.load(first)
    assert w.save_to(second)
    assert remembered.recent_files() == [second.resolve(), first.resolve()]
    recent.aboutToShow.emit()
    entries = [a for a in recent.actions() if a.text().startswith("&")]
    assert [a.text() for a in entries[:2]] == ["&1 second.agr", "&2 first.agr"]
    w.controller.play(w.controller.legal()[0])
    entries[1].trigger()  # opens first.agr again
    assert w.path == first and not w.controller.moves


def test_file_dialogs_start_in_the_last_folder_else_documents(own_settings: Path,
                                                              tmp_path: Path) -> None:
    assert remembered.dialog_folder() == remembered.documents_folder()
    assert Path(remembered.dialog_start("game.agr")).name == "game.agr"
    (tmp_path / "games").mkdir()
    remembered.chose(tmp_path / "games" / "x.agr")
    assert remembered.dialog_folder() == (tmp_path / "games").resolve()
    assert remembered.dialog_start("game.agr") == str((tmp_path / "games" / "game.agr")
                                                      .resolve())


def test_about_names_the_version_licence_and_folders(qtbot, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv(logs.ENV_LOG_DIR, str(tmp_path / "logs"))
    w = _window(qtbot)
    help_menu = _menu(w, "&Help")
    assert [a.text() for a in help_menu.actions()][-1] == "&About agricola-qt…"
    text = about.about_html()
    assert f"agricola-qt {__version__}" in text and "GPL-3.0-or-later" in text
    assert str(tmp_path / "data" / "autosave") in text and str(tmp_path / "logs") in text
    assert str(tmp_path / "data" / "results.jsonl") in text
    box = about.show_about(w)
    qtbot.addWidget(box)
    assert box.isVisible() and box.windowTitle() == "About agricola-qt"
    box.close()


def test_missing_chinese_font_is_said_once(qtbot, monkeypatch) -> None:  # noqa: ANN001
    w = _window(qtbot)
    warner = glyphs.GlyphWarner(w)
    assert not glyphs.missing("en")
    monkeypatch.setattr(glyphs, "covers", lambda font, text: False)  # a system without CJK
    assert glyphs.missing("zh_TW")
    assert warner.check("zh_TW")
    assert warner.box is not None and "fonts-noto-cjk" in warner.box.text()
    warner.box.close()
    assert not warner.check("zh_TW")  # once per language
    assert not warner.check("en")


def test_the_installed_cjk_font_is_found(qapp) -> None:  # noqa: ANN001
    from PySide6.QtGui import QFontDatabase

    if not QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese):
        pytest.skip("no CJK font on this machine")
    assert not glyphs.missing("zh_TW") and not glyphs.missing("zh_CN")


def test_a_dark_session_gets_dark_dialogs_and_the_table_keeps_its_colours(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    from agricola_qt.ui import palette

    app = QApplication.instance()
    style, colours = app.style().name(), QPalette(app.palette())
    try:
        desktop.apply_scheme(app, Qt.ColorScheme.Dark)
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 80
        assert app.palette().color(QPalette.ColorRole.WindowText).lightness() > 180
        w = _window(qtbot)
        assert w.scene.backgroundBrush().color() == palette.TABLE
        desktop.apply_scheme(app, Qt.ColorScheme.Light)
        assert app.palette().color(QPalette.ColorRole.Window).lightness() > 150
    finally:
        app.setStyle(style)
        app.setPalette(colours)


def test_file_dialogs_of_the_window_start_in_documents_then_the_last_folder(
        qtbot, own_settings: Path, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QFileDialog

    asked: list[str] = []
    record = tmp_path / "kept" / "mine.agr"
    record.parent.mkdir()
    save_game(record, setup(2, seed=2), [])

    def open_name(parent, title, start, filters):  # noqa: ANN001, ANN202
        asked.append(start)
        return str(record), filters

    def save_name(parent, title, start, filters):  # noqa: ANN001, ANN202
        asked.append(start)
        return "", filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    w = _window(qtbot)
    w.open_file()
    assert asked[0] == str(remembered.documents_folder()) != os.getcwd()
    assert w.path == record
    w.save_as()
    w.export_image()
    assert asked[1:] == [str(record.parent.resolve() / "mine.agr"),
                         str(record.parent.resolve() / "table.png")]


def test_the_first_start_fits_the_window_on_a_small_screen(qtbot, own_settings: Path) -> None:  # noqa: ANN001
    """The game opened at 1600×950 whatever the screen: on a laptop at 125–150 % scaling
    it ran off the bottom and right edges (Windows does not clamp it). With no layout kept
    it now fits the screen's free area; a layout kept from an earlier session is used as
    it was saved."""
    w = _window(qtbot)
    room = w.screen().availableGeometry()  # the test screen: 800×800
    assert w.width() > room.width()  # sized for a roomy screen
    assert not remembered.restore_layout(w)
    assert w.width() <= room.width() and w.height() <= room.height()
    assert room.contains(w.geometry())
    assert w.isMaximized() or w.windowState() & Qt.WindowState.WindowMaximized  # the screen
    w.resize(500, 400)
    remembered.save_layout(w)  # as closing the window does
    again = _window(qtbot)
    assert remembered.restore_layout(again) and again.size().width() == 500


def test_a_window_larger_than_the_screen_is_shrunk_and_one_that_fits_is_left(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QWidget

    from agricola_qt.ui.screen_fit import fit_on_screen

    big, small = QWidget(), QWidget()
    for widget in (big, small):
        qtbot.addWidget(widget)
    room = big.screen().availableGeometry()
    big.resize(room.width() + 700, room.height() + 300)  # the replay viewer's 1500×900
    small.resize(300, 200)
    small.move(10, 20)
    assert fit_on_screen(big) and room.contains(big.geometry())
    assert not fit_on_screen(small) and small.size().width() == 300 and small.x() == 10


def test_a_window_opened_over_a_maximized_small_one_takes_its_size(qtbot) -> None:  # noqa: ANN001
    """Three testers' replay viewers opened at 1500x900 over a game window of 1280x720: the
    game window, maximized at its first start, stayed "maximized" to Qt when it was sized
    down without a window manager, and a maximized owner was passed over."""
    from PySide6.QtWidgets import QWidget

    from agricola_qt.ui.screen_fit import fit_over

    class Maximized(QWidget):
        def isMaximized(self) -> bool:  # noqa: N802 - Qt's name
            return True

    owner, window = Maximized(), QWidget()
    for widget in (owner, window):
        qtbot.addWidget(widget)
    owner.resize(500, 350)
    owner.show()
    window.resize(700, 600)
    assert fit_over(window, owner) and (window.width(), window.height()) == (500, 350)


def test_a_replay_opened_from_a_small_game_window_takes_its_place(qtbot) -> None:  # noqa: ANN001
    """The replay viewer opened at 1500x900 from a tester's 1280x720 game window, past its
    edges; from a larger window it takes that window's place too (a review's table was
    drawn small at 1500x900 over a 1920x1040 game window), within the screen."""
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from agricola_qt.ui.replay_viewer import ReplayViewer

    s = setup(2)
    for size in ((600, 420), (1800, 1000)):
        owner = _window(qtbot)
        owner.resize(*size)
        owner.show()
        viewer = ReplayViewer(s, [], [new_game(s)], owner, "test")
        qtbot.addWidget(viewer)
        room = owner.screen().availableGeometry()
        wanted = owner.geometry() if size[0] < 1500 else owner.geometry().intersected(room)
        assert viewer.geometry() == wanted


def test_without_a_documents_folder_dialogs_start_in_the_saved_games_folder(
        own_settings: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three play-testers' save dialogs opened in the home folder, among files that were not
    games: on a machine with no documents folder they start in one of the program's own."""
    from agricola_qt.ui import file_folders

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(file_folders.QStandardPaths, "writableLocation",
                        lambda _where: str(tmp_path / "no documents"))
    assert remembered.dialog_folder() == tmp_path / "data" / "saved games"
    assert (tmp_path / "data" / "saved games").is_dir()
    (tmp_path / "documents").mkdir()
    monkeypatch.setattr(file_folders.QStandardPaths, "writableLocation",
                        lambda _where: str(tmp_path / "documents"))
    assert remembered.dialog_folder() == tmp_path / "documents"


def test_open_a_replay_starts_in_the_autosave_folder_first(own_settings: Path, tmp_path: Path,
                                                           monkeypatch) -> None:  # noqa: ANN001
    """A tester's finished game was in the autosave folder, and Open a replay started in
    the home folder: it starts there (where every game is kept) until a folder is chosen."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    assert remembered.replay_start() == str(remembered.documents_folder())  # none kept yet
    (tmp_path / "data" / "autosave").mkdir(parents=True)
    assert remembered.replay_start() == str(tmp_path / "data" / "autosave")
    (tmp_path / "games").mkdir()
    remembered.chose(tmp_path / "games" / "x.agr")
    assert remembered.replay_start() == str((tmp_path / "games").resolve())


def test_the_table_s_zoom_is_kept_for_the_next_session(qtbot, own_settings: Path) -> None:  # noqa: ANN001
    """A player who zoomed in to read a small screen found the table fitted again after
    every restart."""
    w = _window(qtbot)
    w.show()
    w.view.zoom_in()
    zoom = w.view.zoom
    assert zoom > 1.0
    remembered.save_layout(w)  # as closing the window does
    again = _window(qtbot)
    again.show()
    assert again.view.zoom == 1.0
    remembered.restore_zoom(again)
    assert abs(again.view.zoom - zoom) < 1e-9
