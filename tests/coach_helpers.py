"""Shared helpers for the coach's GUI tests: games to ask about, and the coach's Chinese words
from the pending JSON files (they reach the .qm files only when the branch is merged)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from PySide6.QtCore import QTranslator

from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, Move, Setup, apply, new_game

PENDING = Path(__file__).parent.parent / "resources" / "i18n" / "pending"
COACH_FILES = ("ai2.json", "coach.json")  # the reasons' words, the panel's and review's words
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


class PendingWords(QTranslator):
    """Translates from the coach's pending JSON files (one language), on top of the .qm."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self.words: dict[str, str] = {}
        for name in COACH_FILES:
            path = PENDING / name
            if path.exists():
                self.words.update(json.loads(path.read_text(encoding="utf-8")).get(language, {}))

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """None (a null string: the next translator is asked) for words not here."""
        found = self.words.get(source)
        return found.replace("%n", str(n)) if found is not None and n >= 0 else found


def english_words(text: str, names: tuple[str, ...] = ()) -> list[str]:
    """Words of three or more Latin letters in ``text``, besides ``names``."""
    return [w for w in ENGLISH_WORD.findall(text) if w not in names]


@cache
def heuristic_game(setup: Setup) -> tuple[tuple[Move, ...], tuple[GameState, ...]]:
    """The heuristic in every seat: (moves, the state before each move and the last).  It
    values cards by their text alone (``heuristic-text``), as when these games were chosen:
    the learned card values (stop 66) would deal the tests other games."""
    state = new_game(setup)
    bot = make_bot("heuristic-text")
    moves, states = [], [state]
    while not state.is_over:
        move = bot.choose(state)
        moves.append(move)
        state = apply(state, move)
        states.append(state)
    return tuple(moves), tuple(states)
