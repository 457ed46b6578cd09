"""``flow.harvest_income``: what a player gains by their feeding once the round's work ends,
foretold during the round for the food warnings."""

from __future__ import annotations

import random

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.flow import harvest_income
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import FEED
from tests.cards.helpers import at_round, full_game, with_cards


def test_a_card_that_feeds_at_the_feeding_counts() -> None:
    state = with_cards(full_game(2), 0, "house-goat")
    assert harvest_income(at_round(state, 4), 0) == Goods(food=1)
    assert harvest_income(at_round(state, 4), 1) == Goods()
    assert harvest_income(at_round(state, 3), 0) == Goods()  # no harvest this round


def _work_ends(seed: int) -> list[tuple[GameState, GameState]]:
    """(the state before the move that ends a harvest round's work, the state after it)."""
    rng = random.Random(seed)
    state = new_game(new_setup(3, family=seed % 3 == 0, seed=seed, decks=("E", "I", "K")))
    pairs = []
    while not state.is_over and state.round <= 11:
        move = rng.choice(legal_moves(state))
        after = apply(state, move)
        if after.phase == FEED and state.phase != FEED:
            pairs.append((state, after))
        state = after
    return pairs


def test_the_projection_is_what_the_harvest_brings() -> None:
    """In random games (family and full, E+I+K cards), the food and crops foretold just
    before a round's work ends are what each player other than the one moving has gained
    when the harvest opens."""
    checked = 0
    for seed in range(12):
        for before, after in _work_ends(seed):
            mover = before.actor
            for player in range(len(before.players)):
                if player == mover:
                    continue
                gained = Goods(**{g: after.players[player].goods.get(g)
                                  - before.players[player].goods.get(g)
                                  for g in ("food", "grain", "veg")})
                assert harvest_income(before, player) == gained, (seed, before.round, player)
                checked += 1
    assert checked > 30
