"""Game setup: everything decided by chance before the first move, stored as one value."""

from __future__ import annotations

import warnings

from attrs import field, frozen

from agricola_qt.engine.chance import SplitMix64
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.engine.spaces import ROUND_CARDS

# Raised whenever a change to the rules could make a recorded game replay differently; a record
# names the version that wrote it (docs/agr-format.md).  1: before records named it.
# 2: mid-game draws are recorded as chance results.  3: cost cards combine in every order
# (moves may name a payment with pay GOODS) and room for animals no longer depends on the
# order cards were played in (Drinking Trough, Wildlife Reserve, House Goat ...).  4: the
# card combinations of the compendium's rulings (docs/card-combinations.md), e.g. a card
# setting a new base cost comes before the other cost cards.  5: in a solo series, the kept
# occupations' "when played" effects happen as each later game starts (``SoloSeries.
# kept_effects``; a record of an older version replays without them).  6: the Slaughterhouse
# pays once per occasion, not per conversion move; food still to be cooked counts as food at
# hand for spaces and cards' offers (``playable.playable_after_cooking``).  7: the Mini
# Pasture is not played when it has no space to fence (as the Stone House Extension is not
# without room for its room); what a renovation asks (the Clay Roof: how it is paid) comes
# before the improvement its space gives after it.  8: the Reed Hut's occupant is no family
# member at the end (it was counted as one and its 3 points taken back as the card's minus
# bonus points, which the Yeoman Farmer gave back and which kept the Constable's 5 away).
# 9: the Wildlife Reserve holds one sheep, one wild boar and one cattle (it was three places
# for any animal each, and held 3 wild boar).  10: animals that do not fit, cooked at once
# (``keep-best``), are goods cooked together: the Gypsy's Crock gives its food for each two.
# 11: what a minor improvement asks as it is played (the Stone House Extension's room, the
# Clay Hut Extension's) comes before the Traveling Salesman's second minor.  12: what the end
# of a round without a harvest asks (Manure) is answered before the next round starts (its
# card turned, its spaces restocked, its round-start goods given); it was asked after.
# A game is played by the rules of its ``Setup.rules_version``: a record keeps the rules it
# was begun with.
RULES_VERSION = 12

DECKS = ("E", "I", "K")
HAND_SIZE = 7


class DeckShortWarning(UserWarning):
    """Fewer implemented cards than a full deal needs: hands are dealt short."""


@frozen
class Hand:
    occupations: tuple[str, ...] = ()
    minors: tuple[str, ...] = ()


@frozen
class Setup:
    players: int
    family: bool
    round_cards: tuple[str, ...]  # the 14 round cards in the order they are revealed
    starting_player: int = 0
    decks: tuple[str, ...] = ()
    hands: tuple[Hand, ...] = ()
    seed: int = 0
    solo: SoloSeries | None = None
    names: tuple[str, ...] = field(default=())
    rules_version: int = RULES_VERSION  # the rules the game is played by (see above)
    drafted: bool = False  # the hands were drafted (``engine/draft.py``), not dealt as they are

    @property
    def variant(self) -> str:
        if self.family:
            return "family"
        return "solo" if self.players == 1 else "full"


def shuffle_round_cards(rng: SplitMix64) -> tuple[str, ...]:
    order: list[str] = []
    for stage in range(1, 7):
        order.extend(rng.shuffled([c.id for c in ROUND_CARDS if c.stage == stage]))
    return tuple(order)


def occupations_dealt(kept: int) -> int:
    """New occupations in a hand when the player starts with ``kept`` occupations kept from
    earlier games of a solo series: the kept ones take the place of new ones (seed 002)."""
    return max(0, HAND_SIZE - kept)


def deal(rng: SplitMix64, players: int, decks: tuple[str, ...],
         exclude: tuple[str, ...] = (), occupations_each: int = HAND_SIZE) -> tuple[Hand, ...]:
    """Deal ``occupations_each`` occupations (7 unless kept occupations replace some) and 7
    minor improvements to each player from implemented cards."""
    from agricola_qt.engine.cards.catalog import dealable

    occupations = rng.shuffled(
        [c for c in dealable("occupation", decks, players) if c not in exclude])
    minors = rng.shuffled([c for c in dealable("minor", decks, players) if c not in exclude])
    if len(occupations) < occupations_each * players or len(minors) < HAND_SIZE * players:
        warnings.warn(
            f"only {len(occupations)} occupations and {len(minors)} minor improvements of "
            f"decks {'+'.join(decks) or '-'} are playable yet; hands are dealt short",
            DeckShortWarning, stacklevel=3)
    return tuple(
        Hand(tuple(occupations[i::players][:occupations_each]),
             tuple(minors[i::players][:HAND_SIZE]))
        for i in range(players)
    )


def new_setup(players: int, *, family: bool = True, decks: tuple[str, ...] = ("E",),
              seed: int = 0, solo: SoloSeries | None = None,
              names: tuple[str, ...] = ()) -> Setup:
    """Decide the round-card order, the starting player and (full game) the hands."""
    if not 1 <= players <= 5:
        raise ValueError("Agricola is played by 1 to 5 players")
    unknown = [d for d in decks if d not in DECKS]
    if unknown:
        raise ValueError(f"unknown deck {unknown[0]!r}: choose from E, I and K")
    rng = SplitMix64(seed)
    round_cards = shuffle_round_cards(rng)
    starting_player = rng.below(players)
    hands: tuple[Hand, ...] = ()
    if not family:
        kept = solo.kept_occupations if solo else ()
        hands = deal(rng, players, tuple(decks), exclude=kept,
                     occupations_each=occupations_dealt(len(kept)))
    else:
        decks = ()
    if players == 1 and solo is None and not family:
        solo = SoloSeries()
    return Setup(players=players, family=family, round_cards=round_cards,
                 starting_player=starting_player, decks=tuple(decks), hands=hands, seed=seed,
                 solo=solo, names=names)
