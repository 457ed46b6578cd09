"""Words of Qt's own dialogs that its shipped Chinese translations lack.

Qt 6 gave two labels of the file dialog a keyboard mnemonic ("&Look in:", "Files of &type:"),
and the ``qtbase_zh_*.qm`` files that come with PySide6 still translate the old texts, so an
Open or Save dialog in Chinese read "Look in:" and "Files of type:" among Chinese words.  Our
own translation files carry these under Qt's context, and Qt finds them there like its own.
Nothing calls this module: ``tools/i18n_update.py`` reads the texts from it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
