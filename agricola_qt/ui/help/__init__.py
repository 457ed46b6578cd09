"""The Help menu's pages: How to play, the player aid, keyboard shortcuts (``window.py``).

Their texts live in one data file per language (``agricola_qt/resources/help/<code>.json``,
see ``words.py``); names of spaces, goods and cards come from the table's own translations.
"""
