"""The card mechanism.

A card (major improvement, minor improvement or occupation) is an object whose methods answer
the questions the engine asks ("what does this cost this player?", "how much food does a sheep
give when cooked?") and react to the events the engine announces (see ``engine/events.py``).
The engine core never names a card: it asks every card a player has, and the cards answer.

Only cards in front of a player (``PlayerState.cards``) are asked; cards in hand are not.
Flags (``listens``, ``changes_costs``, ``changes_housing``, ``changes_food_need``) tell the
engine which questions a card cares about, so that the common case stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from agricola_qt.engine.goods import NOTHING, Goods

if TYPE_CHECKING:
    from agricola_qt.engine.events import Event, EventKind
    from agricola_qt.engine.housing import Housing
    from agricola_qt.engine.refusals import Refusal
    from agricola_qt.engine.spaces import ActionSpace
    from agricola_qt.engine.state import Frame, GameState, PlayerState, SpaceState


HOUSING_FARM = 0  # changes the farm's own pastures (Smallholder)
HOUSING_EVERY_PASTURE = 1  # more room in every pasture (Drinking Trough, Shepherd's Pipe)
HOUSING_CARD_PLACES = 2  # places on cards, the house's places (the default)
HOUSING_MIXED = 3  # kinds mixed in the farm's pastures (Animal Keeper)
HOUSING_HOUSE_CLOSED = 4  # no animal but its own in the house (House Goat)


@frozen
class Payment:
    """One way to pay for a card: goods to the supply and/or a played card to give back."""

    goods: Goods = NOTHING
    returns: str = ""  # id of a card the player owns that goes back (majors back to the board)

    def __str__(self) -> str:
        parts = [] if self.goods.is_empty() else [str(self.goods)]
        if self.returns:
            parts.append(f"return {self.returns}")
        return " + ".join(parts) if parts else "free"


@frozen
class Bake:
    """What one baking improvement does in one bake action."""

    food_per_grain: int
    limit: int | None  # grain per bake action; None = any number


@frozen
class HarvestConversion:
    """Once per harvest: one ``good`` becomes ``food``."""

    good: str
    food: int


class Card:
    """Base class: every hook answers "nothing special"."""

    id: str = ""
    number: str = ""
    name: str = ""
    kind: str = ""  # "major", "minor" or "occupation"
    points: int = 0
    text: str = ""
    min_players: int = 1
    passing: bool = False

    # A card that is a field of its own (sown like a farmyard field, not scored as one):
    # a unique slot number >= 15 (after the 15 farmyard cells) and the crops it takes.
    field_slot: int = -1
    field_crops: tuple[str, ...] = ()
    field_stacks: int = 1  # stacks the card holds: slots field_slot, field_slot + 1, ...

    listens: frozenset[EventKind] = frozenset()
    joins_spaces: bool = False  # see may_join
    renovates_to_stone: bool = False  # renovation actions may go from wood straight to stone
    limits_placement: bool = False  # see placement_problem
    adds_work: bool = False  # see work_for
    changes_costs: bool = False
    offers_choices: bool = False  # cost_options may give more than one cost (see engine/costs.py)
    # the card sets a new base cost (Axe, Carpenter, Clay Plasterer, Clay Supports): it applies
    # before any other card changes the cost, and only one such card at a time
    sets_base_cost: bool = False
    changes_housing: bool = False
    # When this card's housing questions are asked among the owner's cards (whatever the
    # order they were played in): HOUSING_FARM .. HOUSING_HOUSE_CLOSED.
    housing_stage: int = 2
    changes_food_need: bool = False
    # the card's own action frame offering improvements is an improvement action, as the
    # board's improvement spaces are (for cards repeating one: the Merchant)
    gives_improvement_action: bool = False
    # the card keeps people at home for a round (``PlayerState.idle``): said where they rest
    rests_people: bool = False

    # --- playing the card -----------------------------------------------------------------
    def payments(self, state: GameState, player: int) -> tuple[Payment, ...]:
        """Every way this player may pay for this card right now (empty = cannot be paid)."""
        return ()

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        """None when the prerequisite is met (it is only checked, never paid)."""
        return None

    def on_acquired(self, state: GameState, player: int) -> GameState:
        """Right after the player has paid for this card and put it in front of them."""
        return state

    # --- questions ------------------------------------------------------------------------
    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        """Change a cost of the owner's (``changes_costs`` must be True).

        ``what``: "room", "renovation", "stable", "fences", "occupation", "major:<id>",
        "minor:<id>".  Applied in play order this gives the default payment (what a move
        without ``pay`` pays); cards that offer a choice also answer ``cost_options``.
        """
        return cost

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        """Every cost this card allows instead of ``cost`` (``changes_costs`` must be True):
        the engine combines the options of all the owner's cards (``engine/costs.py``).  A
        card whose change is fixed gives one; a card offering a swap also gives ``cost``
        itself, and sets ``offers_choices``.  Unlike ``cost_change`` this never looks at the
        goods the player has."""
        return (self.cost_change(player, what, cost),)

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        """Any-time conversions this card allows its owner: good -> food per item."""
        return {}

    def bake(self) -> Bake | None:
        return None

    def harvest_conversion(self) -> HarvestConversion | None:
        return None

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        """More or different room for animals (``changes_housing`` must be True).  Asked by
        ``housing_stage``: the farm's own pastures changed first (Smallholder), then what
        every pasture gets (Drinking Trough, Shepherd's Pipe), then places on cards
        (Wildlife Reserve, Stablemaster's stable, Animal Yard), then mixing kinds (Animal
        Keeper), then a closed house (House Goat)."""
        return housing

    def house_places(self, player: PlayerState, places: int) -> int:
        """How many animals the owner's house holds (1 by the rules), asked in
        ``housing_stage`` order of the cards with ``changes_housing``."""
        return places

    def pasture_bonus(self) -> int:
        """More animals this card lets every pasture (and a card holding animals like one)
        hold; a card adding such places asks every card of the owner's (Drinking Trough)."""
        return 0

    def food_need_change(self, state: GameState, player: int, need: int) -> int:
        """The food the owner must pay at a harvest (``changes_food_need`` must be True)."""
        return need

    def occupation_weight(self) -> int:
        """How many occupations this card counts as for prerequisites."""
        return 1

    def majors_as_minors(self) -> frozenset[str]:
        """Major improvements the owner may also take with a minor improvement action."""
        return frozenset()

    def majors_as_minors_for(self, player: PlayerState) -> frozenset[str]:
        """The same, for cards where it depends on the owner's farm (Manufacturer)."""
        return self.majors_as_minors()

    def grows_without_room(self, state: GameState, player: int) -> bool:
        """May the owner's family grow now without a free room (e.g. Farm Steward)?"""
        return False

    def sits_out_harvest(self, state: GameState, player: int) -> bool:
        """Does the owner skip this round's harvest (no field phase, feeding or breeding)?"""
        return False

    def fences_held(self, player: PlayerState) -> int:
        """How many of the owner's 15 fences this card keeps off the farm (Fence Builder)."""
        return 0

    def fences_on_round(self, player: PlayerState, round_no: int) -> int:
        """How many of those fences wait on round ``round_no``'s space (for the table)."""
        return 0

    def offer_on_round(self, player: PlayerState, round_no: int) -> tuple[Goods, Goods]:
        """The goods this card keeps on round ``round_no``'s space for the owner to buy as
        that round begins, and their price (the Greenhouse's vegetable for 1 food); nothing
        by default.  For the table and the log: the card's own question does the buying."""
        return NOTHING, NOTHING

    def fences_covered_up_to(self, player: PlayerState) -> int:
        """While this card's own fence action is under way and builds fences without wood
        (the Fence Deliveryman's delivered fences): the owner's fence count up to which the
        fences built are covered so (the farm's fence count when the action began, plus the
        fences it covers); 0 (the default) when it covers none.  A card freeing fences of
        its own (Hedge Keeper) frees only the fences beyond these, those that would cost."""
        return 0

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        """End-of-game bonus points; ``table`` is every player (the owner included)."""
        return 0

    def minus_points_given_back(self, player: PlayerState) -> dict[str, int]:
        """Farm categories whose minus points this card gives back among its bonus points
        (category -> points; the Yeoman Farmer): the score sheet shows them where lost."""
        return {}

    def lodgers(self, player: PlayerState) -> int:
        """People of the family living on this card (the Reed Hut's occupant): no offspring,
        for the cards counting those (Ratcatcher)."""
        return 0

    def unscored_people(self, player: PlayerState) -> int:
        """People living on this card who are no family members at the end (``scoring``)."""
        return 0

    def on_discarded(self, state: GameState, owner: int) -> GameState:
        """The card left the owner's cards by being discarded (Madonna Statue): what it
        brought that goes with it (the Reed Hut's occupant)."""
        return state

    def harvest_stacks(self, state: GameState, owner: int) -> GameState:
        """Take 1 from each crop stack lying on this card (the Copse's and Forester's wood),
        as a field phase does; the Manure's field phase outside a harvest asks it too."""
        return state

    def moves_in(self, player: PlayerState) -> bool:
        """May a person living on this card move into the house with a family growth, when no
        person is left in the supply (the Reed Hut's occupant)?  See ``move_in``."""
        return False

    def move_in(self, state: GameState, player: int) -> GameState:
        """The person living on this card moves into the house (the growth then counts them
        as its newborn instead of a new person)."""
        return state

    def grow_stack(self, state: GameState, owner: int, slot: int, delta: int) -> GameState:
        """Add ``delta`` to a stack of goods lying on this card: the one its ``sowed`` event
        named by ``slot``, or every stack when ``slot`` is -1 (sowing bonuses and the
        Clapper on the Copse's and Forester's wood; see ``effects.grow_sown``)."""
        return state

    def goods_on_card(self, player: PlayerState) -> Goods:
        """Goods lying on this card that still count as the owner's at the end, for the cards
        scoring a good held (the wood on the Copse and the Forester, for the Joinery and the
        Sawmill); see ``held_at_end``."""
        return NOTHING

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        """End-of-game bonus points this card gives ``player``, who is not its owner (Reeve)."""
        return 0

    def may_join(self, space: ActionSpace) -> bool:
        """May the owner use ``space`` although another player is on it (``joins_spaces``)?"""
        return False

    def work_for(self, state: GameState, owner: int, frame: Frame) -> bool:
        """Asked (of the owner's cards with ``adds_work``) when a space's action would give
        its taker nothing to do: has this card something for them in it, so that they may
        take the space anyway?  (A sowing action taken only to plant wood on the Copse: a
        ruling.)"""
        return False

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        """Asked of every card on the table (``limits_placement``) before ``player`` places
        a person on ``space``: None, or why they may not."""
        return None

    # --- any-time uses ("use CARD OPTION") and the card's own decisions -----------------------
    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        """Options the owner may use now, at any of their decisions (one word each)."""
        return ()

    def use(self, state: GameState, player: int, option: str) -> GameState:
        raise NotImplementedError

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        """For a frame of kind "card" this card pushed: is ``choose OPTION`` allowed?"""
        from agricola_qt.engine.refusals import Code, refuse

        if option in frame.options:
            return None
        return refuse(Code.CHOOSE_ONE_OF, options=frame.options)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        """Perform ``choose OPTION`` on this card's frame (which is already popped)."""
        return state

    # --- events ---------------------------------------------------------------------------
    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return state


def held_at_end(player: PlayerState, good: str) -> int:
    """How much of ``good`` the player holds for end-of-game points: the supply plus what
    lies on cards that still count as theirs (``Card.goods_on_card``)."""
    from agricola_qt.engine.cards.registry import card

    return player.goods.get(good) + sum(card(c).goods_on_card(player).get(good)
                                        for c in player.cards)
