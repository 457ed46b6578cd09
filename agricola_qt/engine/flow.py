"""Round flow: starting a game and a round, passing the turn, ending the work phase,
and settling everything that needs no decision."""

from __future__ import annotations

from agricola_qt.engine import actions, harvest
from agricola_qt.engine.cards.registry import MAJOR_IDS, card
from agricola_qt.engine.chance import Chance
from agricola_qt.engine.economy import (
    can_house,
)
from agricola_qt.engine.events import Event, Source, announce, announce_goods
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.memory import outlived
from agricola_qt.engine.setup import Setup
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND, board_spaces, round_card
from agricola_qt.engine.state import (
    BRED,
    BREED,
    FEED,
    OVER,
    ROUND_END,
    WORK,
    Frame,
    GameState,
    PlayerState,
    SpaceState,
)
from agricola_qt.engine.values import replace as evolve

# --- starting a game -------------------------------------------------------------------------

def new_game(setup: Setup, preset: tuple[Chance, ...] = ()) -> GameState:
    """The state before the first placement of round 1.  ``preset``: results of draws made
    as the first round starts, when a record gives them (see ``draws.py``)."""
    players = []
    for i in range(setup.players):
        if setup.players == 1:
            food = setup.solo.bonus_food if setup.solo else 0
        else:
            food = 2 if i == setup.starting_player else 3
        hand = setup.hands[i] if i < len(setup.hands) else None
        kept = setup.solo.kept_occupations if setup.solo and setup.players == 1 else ()
        players.append(PlayerState(
            goods=Goods(food=food),
            cards=kept,
            occupations=hand.occupations if hand else (),
            minors=hand.minors if hand else (),
        ))
    spaces = tuple(SpaceState(s) for s in board_spaces(setup.players, setup.family))
    state = GameState(setup=setup, players=tuple(players), spaces=spaces, majors=MAJOR_IDS,
                      starting_player=setup.starting_player, current=setup.starting_player,
                      preset=preset)
    if setup.solo is not None and setup.solo.kept_effects and setup.players == 1:
        # an occupation kept from an earlier game of the series is in play from the start:
        # what it does when played happens now, in round 0 (a kept Clay Deliveryman put no
        # clay on the round spaces, a kept Village Elder gave no wood)
        for card_id in setup.solo.kept_occupations:
            state = card(card_id).on_acquired(state, 0)
    return settle(start_round(state))


# --- round flow ------------------------------------------------------------------------------

def start_round(state: GameState) -> GameState:
    round_no = state.round + 1
    card_space = round_card(state.setup.round_cards[round_no - 1], state.setup.family)
    spaces = [s if s.space.stock.is_empty() and s.occupant < 0 and not s.choice
              else evolve(s, stock=s.stock + s.space.stock, occupant=-1, choice="", guests=())
              for s in state.spaces]
    if not any(s.space.id == card_space.id for s in spaces):  # a card may reveal it early
        spaces.append(SpaceState(card_space, stock=card_space.stock))
    players = [evolve(p, placed=0, newborns=0, idle=0, memory=outlived(p.memory, "round"))
               for p in state.players]
    state = evolve(state, round=round_no, phase=WORK, spaces=tuple(spaces),
                   players=tuple(players), current=state.starting_player)
    due = [f for f in state.future if f.round == round_no]
    if due:
        state = evolve(state, future=tuple(f for f in state.future if f.round != round_no))
        for f in due:
            state = actions.receive(state, f.player, f.goods)
            if f.source:
                state = announce_goods(state, f.player, f.goods, Source("card", f.source))
    state = announce(state, Event("round_start"))
    # after every round-start effect (the Veterinarian's animal counts for the Weaver)
    return announce(state, Event("work_start"))


def _next_placer(state: GameState) -> int:
    n = len(state.players)
    for step in range(1, n + 1):
        candidate = (state.current + step) % n
        if state.players[candidate].available > 0:
            return candidate
    return -1


def _end_work(state: GameState) -> GameState:
    state = _home_from_work(state)
    if state.round not in HARVEST_ROUNDS:
        if state.frame is not None and state.setup.rules_version >= 12:
            # what the round's end asks (Manure) is answered in this round, before the next
            # round's card is turned and its spaces restocked (``settle`` starts it after)
            return evolve(state, phase=ROUND_END)
        return start_round(state)
    return _open_harvest(state)


def _home_from_work(state: GameState) -> GameState:
    spaces = tuple(evolve(s, occupant=-1, guests=()) if s.occupant >= 0 else s
                   for s in state.spaces)
    # everyone returns home; what cards remembered for the turn is forgotten
    players = tuple(evolve(p, placed=0, memory=outlived(p.memory, "turn"))
                    for p in state.players)
    start = state.next_starting_player
    state = evolve(state, spaces=spaces, players=players, next_starting_player=-1,
                   starting_player=state.starting_player if start < 0 else start)
    return announce(state, Event("work_end"))


def _open_harvest(state: GameState) -> GameState:
    # Feeding frames go on the stack first, so that decisions the field phase and the cards
    # raise (pushed on top of them) come before anyone feeds.
    state = evolve(state, phase=FEED)
    for player in reversed(state.turn_order()):
        state = state.push(Frame("feed", player))
    state = announce(harvest.field_phase(state), Event("harvest_start"))
    return announce(state, Event("feeding_start"))


def harvest_income(state: GameState, player: int) -> Goods:
    """The food, grain and vegetables ``player`` will have gained by their feeding if this
    round's work ended now and its harvest began: the fields' crops and what cards give as
    the work ends, the harvest starts and the feeding begins (the House Goat's food), before
    anyone decides anything.  A projection for the warnings, not a move."""
    if state.phase != WORK or state.round not in HARVEST_ROUNDS:
        return Goods()
    before = state.players[player].goods
    after = _open_harvest(_home_from_work(state)).players[player].goods
    return Goods(**{g: max(0, after.get(g) - before.get(g)) for g in ("food", "grain", "veg")})


def _frame_finished(state: GameState, frame: Frame) -> bool:
    if frame.kind == "animals":
        return can_house(state.players[frame.player])
    if frame.kind != "action" or frame.plan:
        return False
    # Nothing more can be done here: close the frame without asking for "done".
    return not actions.frame_has_work(state, frame)


def settle(state: GameState) -> GameState:
    """Run everything that needs no decision, up to the next decision or the game's end."""
    while True:
        frame = state.frame
        if frame is not None:
            if _frame_finished(state, frame):
                state = actions.close_frame(state)
                continue
            return state
        if state.phase == WORK:
            if state.players[state.current].available > 0 and not state.turn_over:
                return state
            nxt = _next_placer(state)  # reads only players and current
            if nxt >= 0:
                state = evolve(state, current=nxt, turn_over=False)
                continue
            state = _end_work(evolve(state, turn_over=False))
        elif state.phase == ROUND_END:
            state = start_round(state)
        elif state.phase == FEED:
            state = harvest.breeding_phase(evolve(state, phase=BREED))
        elif state.phase == BREED:
            state = announce(evolve(state, phase=BRED), Event("breeding_end"))
        elif state.phase == BRED:
            if state.round >= LAST_ROUND:
                return evolve(state, phase=OVER)
            state = start_round(state)
        else:
            return state
