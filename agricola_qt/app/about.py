"""Help > About: the version, the licence, and where saves, settings and logs live."""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from agricola_qt import __version__
from agricola_qt.app import logs, remembered

LICENCE = "GPL-3.0-or-later"


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def folders() -> list[tuple[str, str]]:
    """(what, where) for the places the game writes to."""
    from agricola_qt.records.autosave import autosave_dir
    from agricola_qt.records.results import ResultBook

    return [
        (tr("Autosaved games"), str(autosave_dir())),
        (tr("Your results"), str(ResultBook().path)),
        (tr("Saved games (last folder used)"), str(remembered.dialog_folder())),
        (tr("Settings"), remembered.settings().fileName()),
        (tr("Log files"), str(logs.folder())),
    ]


def about_html() -> str:
    rows = "".join(f"<tr><td>{html.escape(what)}:&nbsp;</td><td><tt>{html.escape(where)}</tt>"
                   "</td></tr>" for what, where in folders())
    # both games the window plays (Heartland's players found only Agricola named here)
    words = tr("A desktop edition of the board games Agricola (original 2007 edition) and "
               "Heartland (2009), with computer opponents and pass-and-play.")
    licence = tr("Free software under the GNU General Public License, version 3 or later "
                 "({licence}).").format(licence=LICENCE)
    built = tr("Python {python}, Qt {qt}, PySide6 {pyside}").format(
        python=platform.python_version(), qt=qVersion(), pyside=pyside_version)
    return (f"<h3>agricola-qt {html.escape(__version__)}</h3><p>{html.escape(words)}</p>"
            f"<p>{html.escape(licence)}</p><table>{rows}</table>"
            f"<p><small>{html.escape(built)}</small></p>")


def show_about(parent: QWidget | None = None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("about-dialog")
    box.setWindowTitle(tr("About agricola-qt"))
    box.setText(about_html())
    from agricola_qt.app import desktop

    box.setIconPixmap(desktop.icon().pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.open()  # not modal to the game: it can go on behind
    return box
