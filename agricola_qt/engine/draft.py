"""The card draft before a full game: hands chosen a card at a time instead of dealt.

A variant many tables play (the compendium's club and the online tables offer it; the 2007
rulebook itself deals the hands): each player starts from the 7 occupations and 7 minor
improvements dealt to them (``setup.deal``), keeps 1 of each, and passes the rest to the
player on the left, as passing minors go (``improvements.pass_left``); from the packs
received they keep 1 of each again, and so on until every card is kept.  The last card of
a pack is kept without a choice.

The draft is decided before the first move, so it only changes the hands the game starts
with: ``drafted`` gives the setup with them, and a record keeps those hands like dealt ones
(its ``draft: yes`` line says how they came about).  A pick is a value like a move, checked
by one function (``pick_problem``) that ``pick`` also asks.
"""

from __future__ import annotations

from attrs import evolve, frozen

from agricola_qt.engine.setup import Hand, Setup

NO_CARD = "-"  # a pick from an empty pack (a deck dealt short)


@frozen
class Pick:
    """One player's choice from the packs in front of them: an occupation and a minor
    improvement (``NO_CARD`` for a pack that is empty)."""

    occupation: str
    minor: str

    def __str__(self) -> str:
        return f"{self.occupation} {self.minor}"


@frozen
class Draft:
    """Where a draft stands: the packs each seat picks from now, the cards each has kept
    (in the order kept) and this pass's picks, by seat (None: still to pick)."""

    setup: Setup
    packs: tuple[Hand, ...]
    kept: tuple[Hand, ...]
    picks: tuple[Pick | None, ...]

    @property
    def done(self) -> bool:
        return not any(h.occupations or h.minors for h in self.packs)

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats still to pick from their packs in this pass (none when done)."""
        if self.done:
            return ()
        return tuple(i for i, p in enumerate(self.picks) if p is None)

    @property
    def pass_number(self) -> int:
        """Which pass this is, from 1 (a pass ends when every seat has picked)."""
        return 1 + max((len(h.occupations) + len(h.minors) for h in self.kept), default=0) // 2

    @property
    def passes(self) -> int:
        """How many passes with a choice the draft has (its packs' size less the last card)."""
        size = max((max(len(h.occupations), len(h.minors)) for h in self.setup.hands),
                   default=0)
        return max(0, size - 1)


def can_draft(setup: Setup) -> bool:
    """A draft needs hands and someone to pass to: a full game of 2 players or more."""
    return not setup.family and setup.players >= 2 and bool(setup.hands)


def start_draft(setup: Setup) -> Draft:
    """The draft of the hands ``setup`` dealt (every card still in its pack)."""
    if not can_draft(setup):
        raise ValueError("only a full game of 2 or more players can draft its hands")
    empty = tuple(Hand() for _ in setup.hands)
    draft = Draft(setup=setup, packs=setup.hands, kept=empty,
                  picks=tuple(None for _ in setup.hands))
    return _last_cards(draft)


def pick_problem(draft: Draft, seat: int, pick: Pick) -> str | None:
    """Why ``seat`` may not make ``pick`` now (None: they may)."""
    if draft.done:
        return "the draft is over"
    if not 0 <= seat < len(draft.packs):
        return f"there is no seat {seat + 1}"
    if draft.picks[seat] is not None:
        return "this seat has picked in this pass already"
    pack = draft.packs[seat]
    for chosen, cards, what in ((pick.occupation, pack.occupations, "occupation"),
                                (pick.minor, pack.minors, "minor improvement")):
        if cards and chosen not in cards:
            return f"{chosen} is not among the {what}s in front of this seat"
        if not cards and chosen != NO_CARD:
            return f"this seat has no {what} left to pick"
    return None


def pick(draft: Draft, seat: int, chosen: Pick) -> Draft:
    """The draft after ``seat`` keeps ``chosen``; once every seat has picked, the rest of
    each pack goes to the player on the left.  Raises ValueError for a pick not allowed."""
    problem = pick_problem(draft, seat, chosen)
    if problem:
        raise ValueError(problem)
    picks = list(draft.picks)
    picks[seat] = chosen
    draft = evolve(draft, picks=tuple(picks))
    if draft.waiting:
        return draft
    return _last_cards(_pass_left(draft))


def _pass_left(draft: Draft) -> Draft:
    n = len(draft.packs)
    kept: list[Hand] = []
    left: list[Hand] = []
    for pack, had, chosen in zip(draft.packs, draft.kept, draft.picks, strict=True):
        assert chosen is not None
        kept.append(Hand(_added(had.occupations, chosen.occupation),
                         _added(had.minors, chosen.minor)))
        left.append(Hand(tuple(c for c in pack.occupations if c != chosen.occupation),
                         tuple(c for c in pack.minors if c != chosen.minor)))
    # seat i's rest goes to seat i + 1 (the left-hand player)
    packs = tuple(left[(i - 1) % n] for i in range(n))
    return evolve(draft, packs=packs, kept=tuple(kept), picks=tuple(None for _ in range(n)))


def _added(cards: tuple[str, ...], card_id: str) -> tuple[str, ...]:
    return cards if card_id == NO_CARD else (*cards, card_id)


def _last_cards(draft: Draft) -> Draft:
    """Packs down to their last card each: those are kept without a choice."""
    if draft.done or any(len(h.occupations) > 1 or len(h.minors) > 1 for h in draft.packs):
        return draft
    kept = tuple(Hand((*had.occupations, *pack.occupations), (*had.minors, *pack.minors))
                 for had, pack in zip(draft.kept, draft.packs, strict=True))
    return evolve(draft, packs=tuple(Hand() for _ in draft.packs), kept=kept,
                  picks=tuple(None for _ in draft.packs))


def drafted(draft: Draft) -> Setup:
    """The setup with the drafted hands (the draft must be done)."""
    if not draft.done:
        raise ValueError("the draft is not over")
    return evolve(draft.setup, hands=draft.kept, drafted=True)
