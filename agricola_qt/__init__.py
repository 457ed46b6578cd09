"""agricola-qt: a desktop edition of the board game Agricola (original 2007 edition)."""

__version__ = "0.1.0"
