"""Seeded random games whose digests pin the engine's behaviour (tests/data/engine-digests.json).

The move chosen depends only on the seed and the legal-move list in its order, so the same
engine plays the same game on any machine; a faster engine must give the same digests.

    python3 -m tests.engine.same_games --write   # record the digests (only when rules change)
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import warnings
from pathlib import Path

from attrs import evolve

from agricola_qt.engine import (
    RULES_VERSION,
    GameState,
    apply,
    legal_moves,
    new_game,
    new_setup,
    score_player,
)

DIGESTS = Path(__file__).resolve().parent.parent / "data" / "engine-digests.json"

# (name, players, family, decks, seeds)
VARIANTS: tuple[tuple[str, int, bool, tuple[str, ...], tuple[int, ...]], ...] = (
    ("family-1p", 1, True, (), (11, 12)),
    ("family-2p", 2, True, (), (21, 22, 23)),
    ("family-3p", 3, True, (), (31, 32)),
    ("family-4p", 4, True, (), (41, 42)),
    ("family-5p", 5, True, (), (51, 52)),
    ("solo-E", 1, False, ("E",), (61, 62)),
    ("solo-EIK", 1, False, ("E", "I", "K"), (63,)),
    ("full-E-2p", 2, False, ("E",), (71, 72)),
    ("full-E-4p", 4, False, ("E",), (73,)),
    ("full-I-2p", 2, False, ("I",), (81,)),
    ("full-I-3p", 3, False, ("I",), (82,)),
    ("full-K-2p", 2, False, ("K",), (91,)),
    ("full-K-5p", 5, False, ("K",), (92,)),
    ("full-EIK-3p", 3, False, ("E", "I", "K"), (101,)),
    ("full-EIK-5p", 5, False, ("E", "I", "K"), (102, 103)),
)


def final_summary(state: GameState) -> str:
    """The final state in words that do not depend on how the engine stores it."""
    lines = [f"round {state.round} phase {state.phase} moves {state.moves_made}",
             f"majors {state.majors} chances {[repr(c) for c in state.chances]}"]
    for p in state.players:
        sheet = score_player(p)
        lines += [
            f"goods {list(p.goods.items())} people {p.people} begging {p.begging}",
            f"cards {p.cards} hand {p.occupations} {p.minors}",
            f"memory {[repr(m) for m in p.memory]} used {p.harvest_used}",
            p.farm.describe(),
            f"fences {p.farm.fence_count} stables {p.farm.stable_count}",
            f"score {sheet.total} {sorted(sheet.breakdown.items())}",
        ]
    for s in state.spaces:
        lines.append(f"{s.space.id} {list(s.stock.items())} {s.occupant} {s.choice} {s.guests}")
    return "\n".join(lines)


# Games are also played by these older rules (``Setup.rules_version``): an old record must
# replay as it was played, so a rules change leaves their digests as they were.
OLDER_RULES = (5, 6, 7, 8)


def play(players: int, family: bool, decks: tuple[str, ...], seed: int,
         rules_version: int = RULES_VERSION) -> str:
    """The digest of one seeded random game: every legal-move list on the way, and the end."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setup = new_setup(players, family=family, decks=decks or ("E",), seed=seed)
    state = new_game(evolve(setup, rules_version=rules_version))
    rng = random.Random(seed)
    digest = hashlib.sha256()
    while not state.is_over:
        moves = legal_moves(state)
        digest.update(" | ".join(str(m) for m in moves).encode())
        digest.update(b"\n")
        state = apply(state, moves[rng.randrange(len(moves))])
    digest.update(final_summary(state).encode())
    return digest.hexdigest()


# (name, players, family, decks, seed, rules version): every game the digests pin
CASES = [(name, players, family, decks, seed, rules)
         for name, players, family, decks, seeds in VARIANTS for seed in seeds
         for rules in (RULES_VERSION, *OLDER_RULES)]


def case_name(name: str, seed: int, rules_version: int = RULES_VERSION) -> str:
    older = "" if rules_version == RULES_VERSION else f" rules {rules_version}"
    return f"{name} seed {seed}{older}"


def all_digests() -> dict[str, str]:
    return {case_name(name, seed, rules): play(players, family, decks, seed, rules)
            for name, players, family, decks, seeds in VARIANTS for seed in seeds
            for rules in (RULES_VERSION, *OLDER_RULES)}


if __name__ == "__main__":
    if "--write" in sys.argv:
        DIGESTS.write_text(json.dumps(all_digests(), indent=1, sort_keys=True) + "\n")
        print(f"wrote {DIGESTS}")
    else:
        print(json.dumps(all_digests(), indent=1, sort_keys=True))
