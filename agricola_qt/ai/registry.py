"""Bots by name, for the command line and the new-game dialog.

Names: ``random``, ``heuristic``, ``mcts-easy``, ``mcts-medium``, ``mcts-hard``,
``mcts-expert``; the levels ``easy``, ``medium``, ``hard`` and ``expert`` are other names for
``heuristic``, ``mcts-medium``, ``mcts-hard`` and ``mcts-expert``.  Every bot is deterministic
for a given seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the bots (and the engine) load when a bot is made: --help stays quick
    from agricola_qt.engine import GameState, Move


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Move: ...


def _mcts(name: str, steps: int, iterations: int, width: int,
          keep_heuristic: bool = True, text_cards: bool = False) -> Callable[..., Bot]:
    def make(seed: int = 0) -> Bot:
        from agricola_qt.ai.mcts import MctsBot

        options = {"weights": _text_weights()} if text_cards else {}
        return MctsBot(seed=seed, steps=steps, iterations=iterations, width=width, name=name,
                       seconds=SAFETY_SECONDS, keep_heuristic=keep_heuristic, **options)
    return make


def _expert(seed: int = 0) -> Bot:
    from agricola_qt.ai.evaluation import expert_evaluation
    from agricola_qt.ai.expert import ExpertBot
    from agricola_qt.ai.weights import expert

    return ExpertBot(seed=seed, steps=EXPERT_STEPS, iterations=EXPERT_PLAYOUTS, width=8,
                     name="mcts-expert", seconds=EXPERT_SAFETY_SECONDS, weights=expert(),
                     evaluation=expert_evaluation(), rounds_ahead=EXPERT_ROUNDS_AHEAD,
                     score_share=EXPERT_SCORE_SHARE, card_bonus=EXPERT_CARD_BONUS)


def _random_bot(seed: int) -> Bot:
    from agricola_qt.ai.random_bot import RandomBot

    return RandomBot(seed=seed)


def _text_weights() -> Any:
    from attrs import evolve

    from agricola_qt.ai.weights import STANDARD

    return evolve(STANDARD, card_learned=0.0)


def _heuristic_bot(seed: int, **options: Any) -> Bot:
    from agricola_qt.ai.heuristic_bot import HeuristicBot

    return HeuristicBot(seed=seed, **options)


# A search stops after this much CPU time of its thread even when its work budget is not
# spent (a slow machine); the budget ends searches on the development machine everywhere.
SAFETY_SECONDS = 1.6
# The Expert: twice Hard's budget, spent by ``ai/expert.py`` (1.1-1.5 s of CPU time a search
# on average, at most 3 s, on the first development machine; 0.9 s, at most 1.3 s, in 2-player
# family games on the faster one of December 2026); its clock keeps Hard's margin over its
# worst case (16000 / 0.62 units' worth).
EXPERT_STEPS = 16000
EXPERT_PLAYOUTS = 4000
EXPERT_SAFETY_SECONDS = 3.2
# Its playouts stop at the start of the round this many rounds on, where the learned
# evaluation (ai/evaluation.py) estimates the final scores: some 15 times as many playouts a
# search early in a game.
EXPERT_ROUNDS_AHEAD = 2
# A playout's reward to the Expert is its own score alone (Hard's is mostly the margin over the
# best rival, ``mcts.SCORE_SHARE``): playing for the margin, two Experts blocked each other
# into low scores (the measurements: ``ai/expert.py``).
EXPERT_SCORE_SHARE = 1.0
# In the full game with others at the table a playout cut short is worth, besides the model's
# estimate, each card it played times its prior and the share of the game left (``ai/expert.py``,
# ``card_bonus``): the model values a played card at about a point, and two rounds see little
# of what an occupation does; an Expert had played one occupation of seven all game.
EXPERT_CARD_BONUS = 1.0

# Budgets in work units (``work.UNIT_SECONDS`` each, about 0.1 ms of CPU time on the 2-core
# development machine in every variant): Hard thinks about 0.8 s, at most about 1.2 s.
_FACTORIES: dict[str, Callable[..., Bot]] = {
    "random": lambda seed=0: _random_bot(seed),
    "heuristic": lambda seed=0: _heuristic_bot(seed),
    "mcts-easy": _mcts("mcts-easy", steps=1500, iterations=60, width=4),
    "mcts-medium": _mcts("mcts-medium", steps=3500, iterations=200, width=5),
    "mcts-hard": _mcts("mcts-hard", steps=8000, iterations=800, width=6),
    "mcts-expert": _expert,
}
LEVELS: dict[str, str] = {"easy": "heuristic", "medium": "mcts-medium", "hard": "mcts-hard",
                          "expert": "mcts-expert"}
BOT_NAMES: tuple[str, ...] = (*_FACTORIES, *LEVELS)
# Not offered to players, for measuring only (``tournament`` and ``selfplay`` take them): the
# heuristic with its older card play, the heuristic and Hard valuing cards by their text alone
# (as before the learned card values, ``cardplay.learned_value``), and Hard answering its most
# visited placement however few playouts stand behind it (as it did before
# ``MctsBot.keep_heuristic``).
_FACTORIES["heuristic-plain"] = lambda seed=0: _heuristic_bot(seed, cards=False)
_FACTORIES["heuristic-text"] = lambda seed=0: _heuristic_bot(seed, weights=_text_weights(),
                                                             name="heuristic-text")
_FACTORIES["mcts-hard-plain"] = _mcts("mcts-hard-plain", steps=8000, iterations=800, width=6,
                                      keep_heuristic=False)
_FACTORIES["mcts-hard-text"] = _mcts("mcts-hard-text", steps=8000, iterations=800, width=6,
                                     text_cards=True)
MEASURING_ONLY: tuple[str, ...] = ("heuristic-plain", "heuristic-text", "mcts-hard-plain",
                                   "mcts-hard-text")


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot by name or level; raises KeyError for an unknown name."""
    return _FACTORIES[LEVELS.get(name, name)](seed=seed)
