"""Where the Agricola game window hands over to Heartland's own window.

``GameWindow`` calls these functions (app/window_main.py): the new-game dialog's Heartland
choice, opening (or resuming from the autosave folder) a record whose header says
``game: heartland``, and File > Open a replay for such a record.  A Heartland
game plays in a ``HeartlandWindow`` (agricola_qt/ui/heartland/window.py) of its own, owned by
the game window, so the Agricola window's game stays as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from agricola_qt.app.heartland_cli import is_heartland


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _delay(parent: QWidget) -> int:
    delay = getattr(parent, "bot_delay_ms", 400)
    return 0 if delay is None else int(delay)


def _asks(parent: QWidget) -> bool:
    return bool(getattr(parent, "ask_to_save", True))


def _autosaves(parent: QWidget) -> bool:
    return bool(getattr(parent, "use_autosave", False))


def show_over(parent: QWidget, window: QWidget) -> None:
    """Show a Heartland window where the game window is and at its size (maximized only if
    it really fills the screen), never larger than the screen: the player chose another
    game for this table, and a window of a fixed 1500 x 900 ran off a laptop's screen or
    left the Agricola table showing around it.  It takes the keys too: without a window
    manager they stayed with the game window hidden behind it."""
    from agricola_qt.ui.heartland.window import place_over

    place_over(window, parent)
    window.activateWindow()


def leave_open_games(parent: QWidget) -> bool:
    """Close the Heartland game already open over ``parent`` (its unsaved moves asked about
    as on closing) before another takes its place: False when the player chose to stay.
    Choosing Heartland again from the game window had put a second Heartland window on top
    of the first, both playing."""
    from agricola_qt.ui.heartland.window import open_over

    return all(window.close() for window in open_over(parent))


def start_from_dialog(parent: QWidget, dialog: object) -> QWidget | None:
    """A new Heartland game as chosen in ``NewGameDialog`` (``dialog.is_heartland()``);
    None when the player kept the Heartland game already open."""
    from agricola_qt.ui.heartland.window import HeartlandWindow

    if not leave_open_games(parent):
        return None

    players, seed, names, seats = dialog.heartland_choice()  # type: ignore[attr-defined]
    window = HeartlandWindow.new(players, seed, names, seats, bot_delay_ms=_delay(parent),
                                 ask_to_save=_asks(parent), parent=parent,
                                 autosave=_autosaves(parent))
    show_over(parent, window)
    return window


def open_if_heartland(parent: QWidget, path: Path, resume: bool = False) -> bool | None:
    """Open ``path`` in a Heartland window if it is a Heartland record: True when opened,
    False when it could not be (the reason was shown), None when it is not Heartland.
    ``resume``: an autosaved game, whose file keeps being written."""
    if not is_heartland(str(path)):
        return None
    from agricola_qt.records.errors import RecordError
    from agricola_qt.ui.heartland.window import HeartlandWindow

    if not leave_open_games(parent):
        return False
    kw = dict(bot_delay_ms=_delay(parent), ask_to_save=_asks(parent), parent=parent)
    try:
        if resume:
            window = HeartlandWindow.resume(str(path), **kw)  # type: ignore[arg-type]
        else:
            window = HeartlandWindow.open_record(str(path), autosave=_autosaves(parent),
                                                 **kw)  # type: ignore[arg-type]
    except RecordError as error:
        from agricola_qt.ui.record_problem import warn_unreadable

        warn_unreadable(parent, tr("Cannot open the game"), error)
        return False
    show_over(parent, window)
    return True


def open_replay_if_heartland(parent: QWidget, path: Path) -> QWidget | None | bool:
    """File > Open a replay: the Heartland replay viewer for a Heartland record (False when
    it could not be read, the reason shown; None when it is not Heartland)."""
    if not is_heartland(str(path)):
        return None
    from agricola_qt.records.errors import RecordError
    from agricola_qt.records.heartland import load_heartland
    from agricola_qt.ui.heartland.replay import HeartlandReplay

    try:
        record, states = load_heartland(str(path))
    except RecordError as error:
        from agricola_qt.ui.record_problem import warn_unreadable

        warn_unreadable(parent, tr("Cannot open the replay"), error)
        return False
    viewer = HeartlandReplay(record, states, parent, path.name)
    viewer.show()
    setattr(parent, "replay_viewer", viewer)  # noqa: B010  (kept alive by the window)
    return viewer


def play_on_from(parent: QWidget, state: object, moves: tuple[object, ...],
                 levels: list[str | None], date: str | None, step: int) -> QWidget | None:
    """Replay ▸ Play from here, for a Heartland game: the game on from that step in a
    Heartland window of the game window ``parent``, as a game opened there is (its File menu
    whole: a window made over the replayed one had no New game, Open recent nor Resume, and
    closing it went back to the replayed game without a word, a tester).  Not counted in
    Your results; None when the player kept the game open."""
    from agricola_qt.ui.heartland.window import HeartlandWindow

    if not leave_open_games(parent):
        return None
    window = HeartlandWindow(state, moves, levels, bot_delay_ms=_delay(parent),  # type: ignore[arg-type]
                             date=date, ask_to_save=_asks(parent), parent=parent,
                             autosave=_autosaves(parent), branched=True)
    show_over(parent, window)
    window.statusBar().showMessage(
        tr("Played on from step {step} of the replay: not counted in Your results.").format(
            step=step), 10000)
    return window
