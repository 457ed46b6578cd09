"""What one seat may know: the game with other players' hands and the undrawn round cards hidden.

``seat_view(state, seat)`` returns a ``SeatView``: a masked copy of the state in which
  * every other player's hand (occupations and minor improvements) is empty, and the dealt
    hands in the setup are gone except the seat's own;
  * the round cards not yet revealed are listed in a fixed canonical order (sorted by id within
    each stage), so their real order cannot leak;
  * the setup's seed (from which everything could be re-dealt) is zero, and the log of
    mid-game draws (``GameState.chances``) is empty;
plus the sizes of the hidden hands, which every player can see.

``determinize(view, rng)`` fills the hidden parts with one plausible guess: hands drawn from the
cards nobody has seen, and a random order of the unrevealed round cards within their stages.
"""

from __future__ import annotations

import random

from attrs import evolve, frozen

from agricola_qt.engine import GameState
from agricola_qt.engine.setup import Hand
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID, STAGE_OF_ROUND


@frozen
class SeatView:
    seat: int
    state: GameState  # the masked state
    hidden_hands: tuple[tuple[int, int], ...]  # per player: (occupations, minors) held; own = 0


def _hidden_round_cards(state: GameState) -> tuple[str, ...]:
    """The revealed round cards in order, then the rest sorted by (stage, id)."""
    cards = state.setup.round_cards
    shown = state.round
    rest = sorted(cards[shown:], key=lambda c: (ROUND_CARD_BY_ID[c].stage, c))
    return (*cards[:shown], *rest)


def seat_view(state: GameState, seat: int) -> SeatView:
    """The game as ``seat`` sees it; equal for any two states that differ only in hidden facts."""
    setup = state.setup
    hands = tuple(h if i == seat else Hand() for i, h in enumerate(setup.hands))
    masked_setup = evolve(setup, round_cards=_hidden_round_cards(state), hands=hands, seed=0)
    players = []
    sizes = []
    for i, p in enumerate(state.players):
        if i == seat:
            players.append(p)
            sizes.append((0, 0))
        else:
            players.append(evolve(p, occupations=(), minors=()))
            sizes.append((len(p.occupations), len(p.minors)))
    # the log of draws would show what another player's Broom drew into their hand
    masked = evolve(state, setup=masked_setup, players=tuple(players), chances=())
    return SeatView(seat, masked, tuple(sizes))


def _unseen_cards(view: SeatView, kind: str) -> list[str]:
    """Implemented cards of ``kind`` that the seat has not seen anywhere."""
    from agricola_qt.engine.cards.catalog import dealable

    state = view.state
    setup = state.setup
    if setup.family or not setup.decks:
        return []
    seen: set[str] = set()
    for p in state.players:
        seen.update(p.cards)
        seen.update(p.occupations)
        seen.update(p.minors)
    for h in setup.hands:
        seen.update(h.occupations)
        seen.update(h.minors)
    return [c for c in dealable(kind, setup.decks, setup.players) if c not in seen]


def determinize(view: SeatView, rng: random.Random) -> GameState:
    """One complete game state consistent with everything the seat knows."""
    state = view.state
    setup = state.setup
    # Round cards: shuffle the unrevealed ones among the rounds of their own stage.
    cards = list(setup.round_cards)
    for stage in range(1, 7):
        rounds = [r for r in range(state.round, len(cards)) if STAGE_OF_ROUND[r + 1] == stage]
        if len(rounds) > 1:
            picked = [cards[r] for r in rounds]
            rng.shuffle(picked)
            for r, c in zip(rounds, picked, strict=True):
                cards[r] = c
    setup = evolve(setup, round_cards=tuple(cards))
    # Hands: draw each hidden hand from the unseen cards.
    players = list(state.players)
    if any(o or m for o, m in view.hidden_hands):
        occupations = _unseen_cards(view, "occupation")
        minors = _unseen_cards(view, "minor")
        rng.shuffle(occupations)
        rng.shuffle(minors)
        for i, (n_occ, n_min) in enumerate(view.hidden_hands):
            if i == view.seat or not (n_occ or n_min):
                continue
            occ, occupations = occupations[:n_occ], occupations[n_occ:]
            mins, minors = minors[:n_min], minors[n_min:]
            players[i] = evolve(players[i], occupations=tuple(occ), minors=tuple(mins))
    return evolve(state, setup=setup, players=tuple(players))

