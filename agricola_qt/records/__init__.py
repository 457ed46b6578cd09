"""Saved games: the .agr record format, atomic saving and autosave; never imports Qt."""

from agricola_qt.records.agr import (
    GameLoad,
    load_game,
    load_record,
    loads_game,
    new_record,
    record_for_save,
    record_text,
    save_game,
    save_record,
)
from agricola_qt.records.errors import RecordError
from agricola_qt.records.model import GameRecord, Seat
from agricola_qt.records.reader import parse_record
from agricola_qt.records.replay import replay

__all__ = ["GameLoad", "GameRecord", "RecordError", "Seat", "load_game", "load_record",
           "loads_game", "new_record", "parse_record", "record_for_save", "record_text", "replay",
           "save_game", "save_record"]
