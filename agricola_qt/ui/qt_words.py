"""Words of Qt's own dialogs that its shipped Chinese translations lack.

Qt 6 gave two labels of the file dialog a keyboard mnemonic ("&Look in:", "Files of &type:"),
and the ``qtbase_zh_*.qm`` files that come with PySide6 still translate the old texts, so an
Open or Save dialog in Chinese read "Look in:" and "Files of type:" among Chinese words.  Our
own translation files carry these under Qt's context, and Qt finds them there like its own.

A folder's type in the file dialog ("Folder") is asked for with a disambiguation
("All other platforms") that ``pyside6-lupdate`` cannot extract from Python, so it cannot be
filed under Qt's context like the labels: ``QtWordsTranslator`` answers Qt's question with our
own translation of the word (context ``QtWords``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTranslator

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
# (Qt's context, its words) -> ours, for the words Qt asks for with a disambiguation
FORWARDED = {
    ("QAbstractFileIconProvider", "Folder"): QT_TRANSLATE_NOOP("QtWords", "Folder"),
    ("QAbstractFileIconProvider", "Drive"): QT_TRANSLATE_NOOP("QtWords", "Drive"),
}


class QtWordsTranslator(QTranslator):
    """Answers the ``FORWARDED`` words of Qt with our translations of them; nothing else.
    Installed before the others, it is asked only when they have no answer."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None, not "": Qt reads an empty text as a translation and looks no further
        ours = FORWARDED.get((context, source))
        return QCoreApplication.translate("QtWords", ours) if ours is not None else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
