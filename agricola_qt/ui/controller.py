"""The controller: turns gestures into engine moves, keeps the undo stack, runs the bots.

Scene items report a ``Gesture``; the controller asks the engine (``find_move`` /
``why_illegal``) and either pushes a ``MoveCommand`` or reports the engine's reason.
"""

from __future__ import annotations

import functools
import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Literal

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from agricola_qt.engine import GameState, IllegalMove, Move, apply, find_move, why_illegal
from agricola_qt.engine.grid import CELL_NAMES, bits, is_connected, neighbours_of, parse_cell
from agricola_qt.engine.harvest import sits_out
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.state import BEFORE_HARVEST, MAX_FENCES, WORK
from agricola_qt.ui.card_layer import major_openers, major_why_not, playability, spaces_named
from agricola_qt.ui.feeding import propose_feeding
from agricola_qt.ui.fencing import FencePlan, plan_cost, plan_fences
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.payment_choice import named_payments
from agricola_qt.ui.scene import TILE_VERBS, Gesture, is_cell
from agricola_qt.ui.status_words import skipped_fences, skipped_improvement
from agricola_qt.ui.text import (
    answer_label,
    card_name,
    card_passing_news,
    conversions_made,
    engine_sentence,
    engine_text,
    goods_text,
    house_closed_in_news,
    move_label,
    player_name,
    tr,
    trn,
)
from agricola_qt.ui.undo import MoveCommand
from agricola_qt.ui.worker import start_worker

SPATIAL_VERBS = frozenset({"place", "room", "stable", "plow", "sow", "fence-add"})


# why undo reaches no further back (``GameController.barrier``): nothing stops it yet (the
# start of the game or of a game opened), a hand-off to another person, a round card that
# turned up, a harvest that began
Barrier = Literal["", "handoff", "round", "harvest"]


def barrier_between(before: GameState, after: GameState) -> Barrier:
    """The barrier play from ``before`` to ``after`` crossed: "round", "harvest" or ""."""
    if after.round != before.round:
        return "round"
    # (everyone home for the round's end, Manure asking, is no harvest)
    return "harvest" if before.phase == WORK and after.phase not in BEFORE_HARVEST else ""


def no_undo_words(barrier: Barrier) -> str:
    """The status bar's and the greyed Undo's words: why there is nothing to undo."""
    if barrier == "round":
        return tr("Nothing to undo: a new round has begun (its card is in sight), and undo "
                  "never goes back past that.")
    if barrier == "harvest":
        return tr("Nothing to undo: the harvest has begun, and undo never goes back past "
                  "that.")
    if barrier == "handoff":
        return tr("Nothing to undo: the table was handed to the next person, and undo never "
                  "goes back past a hand-off.")
    return tr("Nothing to undo in this turn.")


def history_start(barrier: Barrier) -> str:
    """History's first row: where undo stops."""
    if barrier == "round":
        return tr("(a new round began: undo stops here)")
    if barrier == "harvest":
        return tr("(the harvest began: undo stops here)")
    return tr("(start of the turn)")


def history_tip() -> str:
    """History's tooltip: what its rows are and how far back they reach."""
    return tr("Your decisions that can still be undone, a computer's replies with the one "
              "before them: click a row to go back to just after it, the first row to go "
              "back as far as undo reaches. Undo never goes back past a hand-off to another "
              "person, a new round card or the start of a harvest.")


DECLINE = "no"  # a card's option that declines its offer


def declinable(state: GameState) -> bool:
    """Is the decision now a card's offer that may be declined for the rest of the game (the
    Wood Buyer's "buy 1 wood from Ana?" in another's turn, the Pieceworker's at every good
    taken in one's own)?"""
    frame = state.frame
    return (frame is not None and frame.kind == "card" and DECLINE in frame.options
            and len(frame.options) >= 2)


def only_yes(state: GameState) -> str | None:
    """The one option besides "no" of a declinable offer (the Fisherman's "double-3"), or
    None where there are more (or it is no such offer)."""
    frame = state.frame
    if frame is None or not declinable(state):
        return None
    yes = [o for o in frame.options if o != DECLINE]
    return yes[0] if len(yes) == 1 else None


def unasked_move(state: GameState) -> Move | None:
    """A decision that leaves nothing to decide, which the table makes for a person: the
    feeding of a family that sits out the harvest (the Layabout), rather than handing them
    the laptop to feed nobody."""
    frame = state.frame
    if frame is None or frame.kind != "feed" or not sits_out(state, frame.player):
        return None
    move = Move("feed")
    return move if why_illegal(state, move) is None else None


class GameController(QObject):
    state_changed = Signal(object)
    message = Signal(str)
    # why a person's attempt was not played (also a ``message``): the decision panel shows it
    # in red until the table changes (the status bar alone went unread)
    refused = Signal(str)
    news = Signal(str)  # what a person's decision led to by itself (a harvest's breeding)
    # words about the position now (nothing to undo, a fence plan; also a ``message``): the
    # status bar drops them once the game moves on ("Planned: … press 'Build these fences'"
    # stood on after the fences were built)
    for_now = Signal(str)
    fence_preview = Signal(int, int, str)  # player, enclosed cell mask, text
    bot_chose = Signal(object, object)  # the state the bot saw, its move (from a thread)
    bot_moved = Signal(object, object)  # the state before, a computer's move (worker path)
    bot_waiting = Signal(int)  # step-through: this computer waits for a click (-1: none)
    barrier_set = Signal()  # undo reaches no further back than now (``barrier`` says why)

    def __init__(self, state: GameState, moves: Sequence[Move] = (),
                 seats: Sequence[str | None] | None = None, bot_delay_ms: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.moves: tuple[Move, ...] = tuple(moves)
        self.stack = QUndoStack(self)
        self.barrier: Barrier = ""  # why undo reaches no further back (``set_barrier``)
        self.handed_turn: int | None = None  # an opened game's turn waiting for End turn
        self._pushing: MoveCommand | None = None  # a decision on its way onto the stack
        self.seats: list[str | None] = list(seats or [None] * len(state.players))
        self.bots: dict[int, object] = {}
        self.bot_delay_ms = bot_delay_ms
        self.offered: list[Move] | None = None  # a narrowed choice (e.g. two ways to pay)
        self._after_offer: Callable[[], None] | None = None  # what follows that choice
        self.fence_plan: FencePlan | None = None
        self.fence_drawing = 0
        self.fence_player = -1
        self.on_commit: Callable[[], None] | None = None
        self._bot_timer_pending = False
        self._thinking: tuple[object, GameState] | None = None  # (bot, the state it sees)
        self.bots_paused = False  # the window waits for "End turn" before the bots move
        self.showing = False  # a harvest step is shown on the table: the computers wait
        self.last_move_by_human = False
        # (player, card): offers answered "no" for the rest of the game (``_standing_answer``)
        self.declined: set[tuple[int, str]] = set()
        # (player, card): offers of one "yes" answered yes for the rest of the game (the
        # Fisherman's "take double", asked at every Fishing: a tester wanted "always")
        self.accepted: set[tuple[int, str]] = set()
        # the moves answering such an offer "no" (the log says it asks no more)
        self.declined_at: set[int] = set()
        self.turn_end_view: GameState | None = None  # see play_sequence
        self.turn_end_of: GameState | None = None  # the state the decision led to
        # a check before a person's decision is played: the refusal's words, or "" (the
        # lesson allows only the step it marks)
        self.gate: Callable[[Sequence[str]], str] | None = None
        self.step_through = False  # each computer move waits for step_bot (a click)
        self.waiting_bot = -1  # step-through: the computer whose move waits (-1: none)
        self._step_granted = False
        self.bot_chose.connect(self._bot_chosen, Qt.ConnectionType.QueuedConnection)
        self._bot_timer = QTimer(self)  # deleted with the controller: never fires after it
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        self._make_bots()

    # --- seats and bots ---------------------------------------------------------------------
    def _make_bots(self) -> None:
        self.bots = {}
        for i, level in enumerate(self.seats):
            if level:
                from agricola_qt.ai.registry import make_bot

                self.bots[i] = make_bot(level, seed=self.state.setup.seed * 31 + i)

    @property
    def humans(self) -> set[int]:
        return {i for i in range(len(self.state.players)) if i not in self.bots}

    def is_bot_turn(self) -> bool:
        return not self.state.is_over and self.state.actor in self.bots

    # --- showing ---------------------------------------------------------------------------
    def show(self, state: GameState, moves: tuple[Move, ...]) -> None:
        """Make ``state`` current (used by the undo commands)."""
        if self._thinking is not None and state is not self._thinking[1]:
            self.stop_bots()  # undone past the position the bot is thinking about
        self.state = state
        self.moves = moves
        self.offered = None
        self._clear_fences()
        if self.waiting_bot >= 0 and not self.is_bot_turn():
            self._set_waiting(-1)  # undone to a person's turn: nothing waits any more
        self.state_changed.emit(state)

    def _say_for_now(self, text: str) -> None:
        self.message.emit(text)
        self.for_now.emit(text)

    def refuse(self, text: str) -> None:
        self.message.emit(text)
        self.refused.emit(text)

    def set_barrier(self, why: Barrier = "") -> None:
        """Nothing before now can be undone (``why``: a hand-off to another person, a round
        card in sight, a harvest begun): the history is emptied.  Keeping it with a floor
        below which undo bounced back let History's "(start of the turn)" row undo the old
        turns first, one by one, the autosave and the computers following each step (a
        play-tester's game froze)."""
        self.barrier = why  # (before the stack says it changed: the window words it)
        clean = self.stack.isClean()
        self.stack.clear()  # deletes the commands without undoing them; the stack is clean
        if not clean:
            self.stack.resetClean()  # still unsaved (until File > Save)
        self.barrier_set.emit()  # (an empty stack's clear() says nothing)

    @staticmethod
    def _refusal_words(state: GameState, text: str, reason: object) -> str:
        """The refusal of ``text`` in ``state`` in words, an occupation space's with what
        the cards cost there (``card_layer.closed_occupation_words``)."""
        from agricola_qt.engine.refusals import Code, Refusal
        from agricola_qt.ui.card_layer import closed_occupation_words

        if isinstance(reason, Refusal) and reason.code is Code.NO_OCCUPATION_HERE:
            words = text.split()
            if len(words) == 2 and words[0] == "place":
                priced = closed_occupation_words(state, words[1])
                if priced:
                    return priced
        return engine_text(reason, state)  # type: ignore[arg-type]

    def restore_turn(self, states: Sequence[GameState], handed_turn_waits: bool = False) -> None:
        """A game opened in progress gets back the undo history its table had: the present
        person's turn so far, each move one decision, with the computers' replies after it
        part of the last one.  ``states``: the state before the first move, then after each
        of ``self.moves``.  Nothing when the game is over.  A turn that went on to another
        person: with ``handed_turn_waits`` (turns wait for "End turn") the finished turn
        comes back waiting for it, its player named in ``handed_turn`` (a game closed at
        "End turn / Undo" came back at the next person's turn, the undo lost); else the next
        person's turn begins with nothing to undo.  A finished turn the computers had not
        yet replied to waits for "End turn" the same way."""
        moves, n = self.moves, len(self.moves)
        if self.state.is_over or not n or len(states) != n + 1:
            return
        end = n
        while end and states[end - 1].actor in self.bots:
            end -= 1  # the computers' replies
        if not end:
            return
        crossed = barrier_between(states[end], states[n])
        if crossed:  # the computers' replies turned up a round card or began a harvest
            self.barrier = crossed
            return
        person = states[end - 1].actor
        handed = self.state.actor not in self.bots and self.state.actor != person
        # the turn ended, the computers not yet replied: with turns waiting for "End turn"
        # it waits for it again (a tester's program stopped there came back with the
        # computers playing on at once)
        awaited = handed_turn_waits and end == n and self.state.actor in self.bots
        if handed and not handed_turn_waits:
            self.barrier = "handoff"
            return
        begin = end
        while begin and states[begin - 1].actor == person:
            crossed = barrier_between(states[begin - 1], states[begin])
            if crossed:  # a harvest or a round began there: the table let no undo reach back
                self.barrier = crossed
                break
            begin -= 1
            if states[begin].frame is None:
                break  # the placement the turn began with
        if handed or awaited:
            if begin == end:  # the turn's one decision began a harvest or a round: final
                return
            self.handed_turn = person
            self._await_end_turn(states[end - 1], moves[end - 1], self.state)
        for k in range(begin, end):
            after = (states[n], moves) if k == end - 1 else (states[k + 1], moves[:k + 1])
            label = functools.partial(answer_label, states[k], moves[k])
            self.stack.push(MoveCommand(self, label, (states[k], moves[:k]), after))
        self.stack.setClean()

    def reopen_handed_turn(self, states: Sequence[GameState]) -> int | None:
        """Undo asked at a hand-off nobody has taken yet: the finished turn waits for "End
        turn" again, its history back as a game opened there gets it (``restore_turn``),
        and its person is returned.  None, and nothing changed, where none can come back
        (a round or a harvest began, or no hand-off stands).  A tester pressed Enter once
        too often, and "Pass to Jonas" refused the undo though nobody had seen anything."""
        if self.barrier != "handoff" or self.stack.count():
            return None
        barrier, clean = self.barrier, self.stack.isClean()
        self.handed_turn = None
        blocked = self.blockSignals(True)  # (the same table: the window is told once, after)
        try:
            self.restore_turn(states, handed_turn_waits=True)
        finally:
            self.blockSignals(blocked)
        if not clean:
            self.stack.resetClean()  # (``restore_turn`` marks an opened game saved)
        if self.handed_turn is None:
            self.barrier = barrier
            self.stack.clear()
            return None
        self.barrier = ""
        return self.handed_turn

    def _await_end_turn(self, before: GameState, move: Move | None, result: GameState) -> None:
        """A person's decision (``move`` from ``before``) led to ``result``: what the table
        shows while the finished turn waits for "End turn" is the move's own result, before
        the next turn, round or harvest has begun."""
        self.turn_end_view = turn_end_state(before, move) if move is not None else None
        self.turn_end_of = result
        self.last_move_by_human = True

    def turn_end_view_for(self, state: GameState) -> GameState | None:
        """The table as the last person's decision left it, when that decision led to
        ``state`` (None after an undo or a computer's move since)."""
        return self.turn_end_view if self.turn_end_of is state else None

    def last_decision_before(self) -> GameState | None:
        """The table before the last decision on the undo history (None: nothing there)."""
        if self._pushing is not None:  # (being pushed: not yet on the stack)
            return self._pushing.before[0]
        index = self.stack.index()
        command = self.stack.command(index - 1) if index > 0 else None
        return command.before[0] if isinstance(command, MoveCommand) else None

    def _close_ended_stretch(self) -> None:
        """The next move is about to be recorded: when the history's first decision was made
        before a harvest or a round that has begun since (the person's own decision began it
        and no "End turn" was asked), undo no longer reaches back to it.  History's rows had
        taken a player back before a harvest the end-turn question said was final."""
        first = self.stack.command(0) if self.stack.count() else None
        if isinstance(first, MoveCommand):
            crossed = barrier_between(first.before[0], self.state)
            if crossed:
                self.set_barrier(crossed)

    def can_undo(self) -> bool:
        return self.stack.canUndo()

    def why_no_undo(self) -> str:
        return no_undo_words(self.barrier)

    def undo(self) -> None:
        if self.can_undo():
            self.stack.undo()
            # what the status bar said of a move taken back is news no more (a computer's
            # undone reply stood there, a tester)
            self.message.emit("")
        else:  # in the decision panel's red too: the status bar alone went unseen (a tester)
            self.refuse(self.why_no_undo())

    def redo(self) -> None:
        if self.stack.canRedo():
            self.stack.redo()

    # --- playing moves ---------------------------------------------------------------------
    def play(self, text: str | Move, label: str | Callable[[], str] = "") -> bool:
        then = self._after_offer if self.offered is not None and any(
            str(m) == str(text) for m in self.offered) else None
        self._after_offer = None
        played = self.play_sequence([str(text)], label)
        if played and then is not None:
            then()
        return played

    def play_sequence(self, texts: Sequence[str],
                      label: str | Callable[[], str] = "") -> bool:
        """Play moves as one undoable decision; nothing changes if any of them is illegal."""
        if self.state.is_over:
            self.message.emit(tr("The game is over."))
            return False
        refused = self.gate(texts) if self.gate is not None and texts else ""
        if refused:
            self.refuse(refused)
            return False
        state = self.state
        moves = list(self.moves)
        last_before = state
        for text in texts:
            try:
                move = find_move(state, text)
                last_before = state
                state = apply(state, move, checked=False)
            except IllegalMove as error:
                self.refuse(self._refusal_words(state, text, error.reason))
                return False
            except Exception as error:  # noqa: BLE001 - an engine bug: say so, keep playing
                traceback.print_exc(file=sys.stderr)
                self.message.emit(tr("The rules engine failed on “{move}”: {why}").format(
                    move=text, why=str(error)))
                return False
            moves.append(move)
        own_last = moves[-1] if moves else None
        state, moves = self._with_unasked(state, moves)
        if not label:
            first, shown, steps = Move.parse(texts[0]), self.state, len(texts)

            def label() -> str:
                if steps == 1:
                    return answer_label(shown, first)  # an answer says which card asked
                return trn("{what} (%n step(s))", steps).format(what=move_label(shown, first))
        if len(self.humans) >= 2:  # pass-and-play: the history says whose each step was
            from agricola_qt.ui.text import player_name

            own, who = label, player_name(self.state, self.state.actor)

            def label() -> str:
                what = own() if callable(own) else own
                return tr("{who}: {move}").format(who=who, move=what)
        self._close_ended_stretch()
        before = self.state
        decided = moves[len(self.moves):]  # (the stack's push shows the new moves)
        command = MoveCommand(self, label, (self.state, self.moves), (state, tuple(moves)))
        self._await_end_turn(last_before, own_last, state)
        # push calls redo(), which shows the new state before the stack counts the command:
        # what the table works out then (what the turn ended) asks for it (``_pushing``)
        self._pushing = command
        try:
            self.stack.push(command)
        finally:
            self._pushing = None
        passed = tr(" ").join(t for t in (card_passing_news(before, state),  # the move's own
                                          house_closed_in_news(before, state),
                                          skipped_improvement(before, decided),
                                          skipped_fences(before, decided)) if t)
        if passed:
            self.message.emit(passed)
        self.news.emit(breeding_news(last_before, state, own_last))
        if self.on_commit is not None:
            self.on_commit()
        self.schedule_bots()
        return True

    def _with_unasked(self, state: GameState, moves: list[Move],
                      ) -> tuple[GameState, list[Move]]:
        """``state`` after the people's moves that ask them nothing (``unasked_move``) or
        that they answered for the rest of the game (``declined``), played as part of the
        decision or the computer's move before them.  The "no"s to such offers among the
        new moves (from ``len(self.moves)`` on) go into ``declined_at``."""
        start = len(self.moves)
        self.declined_at = {i for i in self.declined_at if i < start}
        if (len(moves) > start and self._standing_answer(self.state) == moves[start]
                and self.state.actor in self.humans):  # the one answered "no more" now
            self.declined_at.add(start)
        while state.actor in self.humans and (
                (move := unasked_move(state)) is not None
                or (move := self._standing_answer(state)) is not None
                or (move := self._feeding_without_choice(state)) is not None):
            if move.verb == "choose":  # (not the feeding of a family sitting out)
                self.declined_at.add(len(moves))
            state = apply(state, move, checked=False)
            moves = [*moves, move]
        return state, moves

    def _feeding_without_choice(self, state: GameState) -> Move | None:
        """At a pass-and-play table with hands, a feeding with nothing to choose (the food
        there, nothing to turn into food: "feed" the only move) is made by the table: each
        such feeding handed the laptop over for one click (a couple).  Alone at the table
        (or in the lesson) the person still feeds, and sees the harvest's rule at work."""
        frame = state.frame
        if (frame is None or frame.kind != "feed" or len(self.humans) < 2
                or state.setup.family):
            return None
        from agricola_qt.engine import legal_moves

        moves = legal_moves(state)
        return moves[0] if len(moves) == 1 and moves[0].verb == "feed" else None

    def _standing_answer(self, state: GameState) -> Move | None:
        """The answer to a card's offer its owner gave for the rest of the game: "no" if
        declined, else the yes accepted, when it is among the options now."""
        frame = state.frame
        if frame is None or frame.kind != "card":
            return None
        key = (frame.player, frame.space)
        answer = (DECLINE if key in self.declined
                  else only_yes(state) if key in self.accepted else None)
        if answer is None or answer not in frame.options:
            return None
        move = Move("choose", (answer,))
        return move if why_illegal(state, move) is None else None

    def accepted_option(self) -> str | None:
        """The one "yes" of the offer now asked, which may be given for the rest of the
        game; None where the offer is not one "yes" and a "no"."""
        return only_yes(self.state)

    def accept_for_the_game(self) -> bool:
        """The offer now asked answered "yes" now and whenever it asks again in this game
        (its one "yes", whatever amount it names then: "double-1", "double-3")."""
        frame, option = self.state.frame, self.accepted_option()
        if frame is None or option is None:
            return False
        self.accepted.add((frame.player, frame.space))
        return self.play(Move("choose", (option,)))

    def decline_for_the_game(self) -> bool:
        """The offer now asked of a person (a card's question in another's turn, answered
        "no" from now on: the Wood Buyer asked at every wood taken, a tester): "no" now and
        whenever it asks again in this game."""
        frame = self.state.frame
        if frame is None or not declinable(self.state):
            return False
        self.declined.add((frame.player, frame.space))
        return self.play(Move("choose", (DECLINE,)))

    def schedule_bots(self) -> None:
        if not self.is_bot_turn() or self.bots_paused or self.showing:
            return
        if self.step_through:
            if not self._step_granted:  # wait for the click (step_bot)
                self._set_waiting(self.state.actor)
                return
            self._step_granted = False
            self._set_waiting(-1)
        if self.bot_delay_ms is None:
            self.run_bots()
        elif not self._bot_timer_pending:
            self._bot_timer_pending = True
            self._bot_timer.start(self.bot_delay_ms)

    @contextmanager
    def bots_held(self) -> Iterator[None]:
        """The computers wait while a dialog covers the table (a new game being chosen): a
        move made behind it would be a move the player never saw.  A computer that was
        thinking has its answer set aside and thinks again once the dialog is gone."""
        was = self.bots_paused
        self.bots_paused = True
        try:
            yield
        finally:
            self.bots_paused = was
            self.schedule_bots()

    def _bot_step(self) -> None:
        """Let the bot think in a worker thread, so the table stays responsive."""
        if not self.is_bot_turn() or self.bots_paused:
            self._bot_timer_pending = False
            return
        state = self.state
        bot = self.bots[state.actor]
        self._thinking = (bot, state)

        def think() -> None:
            try:
                move = bot.choose(state)  # type: ignore[attr-defined]
            except Exception as error:  # noqa: BLE001 - a broken bot must not kill the game
                move = error
            try:
                self.bot_chose.emit(state, move)
            except RuntimeError:  # the game was closed meanwhile
                pass

        start_worker(think, "agricola-bot")

    def stop_bots(self) -> None:
        """A computer still thinking answers at once (its answer is then thrown away): the
        game was closed, undone past its position, or replaced by a new one."""
        thinking, self._thinking = self._thinking, None
        stop = getattr(thinking[0], "stop", None) if thinking is not None else None
        if callable(stop):
            stop()

    @property
    def bot_thinking(self) -> bool:
        return self._thinking is not None

    def _bot_chosen(self, state: GameState, move: object) -> None:
        self._bot_timer_pending = False
        if self._thinking is not None and self._thinking[1] is state:
            self._thinking = None
        if state is not self.state or not self.is_bot_turn():
            self.schedule_bots()  # the table changed while the bot was thinking
            return
        if self.bots_paused:  # held (bots_held): it thinks again when the hold ends
            return
        if isinstance(move, Exception):
            self.message.emit(tr("A computer player failed: {why}").format(why=str(move)))
            return
        before = self.state
        try:
            self._play_bot_move(move)  # type: ignore[arg-type]
        except Exception as error:  # noqa: BLE001 - a bad bot move: report, wait for undo
            self.message.emit(tr("A computer player failed: {why}").format(why=str(error)))
            return
        self.bot_moved.emit(before, move)
        self.schedule_bots()

    def run_bots(self, limit: int = 100000) -> None:
        for _ in range(1 if self.step_through else limit):
            if not self.is_bot_turn() or self.bots_paused:
                return
            self._play_bot_move()
        if self.step_through:
            self.schedule_bots()  # the next computer move waits for its own click

    # --- stepping through computer turns ---------------------------------------------------
    def set_step_through(self, on: bool) -> None:
        """Speed "wait for a click": each computer move waits for ``step_bot``."""
        self.step_through = on
        self._step_granted = False
        if not on and self.waiting_bot >= 0:
            self._set_waiting(-1)
            self.schedule_bots()
        elif on:
            self.schedule_bots()

    def step_bot(self) -> bool:
        """The click: the waiting computer makes one move.  False when none waits."""
        if self.waiting_bot < 0 or not self.is_bot_turn() or self.bots_paused:
            return False
        self._step_granted = True
        self.schedule_bots()
        return True

    def _set_waiting(self, player: int) -> None:
        if player != self.waiting_bot:
            self.waiting_bot = player
            self.bot_waiting.emit(player)

    def _play_bot_move(self, move: Move | None = None) -> None:
        if move is None:
            move = self.bots[self.state.actor].choose(self.state)  # type: ignore[attr-defined]
        state, more = self._with_unasked(apply(self.state, move), [*self.moves, move])
        moves = tuple(more)
        self._close_ended_stretch()
        command = self.stack.command(self.stack.index() - 1) if self.stack.index() else None
        crossed = barrier_between(self.state, state)
        if crossed:
            # a new round card is in sight, or the harvest has begun: undo no longer
            # reaches back into the work it ended (a person took back their turn after
            # seeing the card and the computers' replies), as at the table
            self.set_barrier(crossed)
        elif isinstance(command, MoveCommand):
            command.extend((state, moves))  # undo returns to the human's last decision
        before = self.state
        self.last_move_by_human = False
        self.show(state, moves)
        news = tr(" ").join(t for t in (breeding_news(before, state),
                                        card_passing_news(before, state)) if t)
        if news:
            self.message.emit(news)
        if self.on_commit is not None:
            self.on_commit()

    # --- gestures --------------------------------------------------------------------------
    @guarded
    def handle(self, gesture: Gesture) -> None:
        if self.state.is_over:
            # a click on a card at the end read "Wait: a computer player is thinking." (a
            # tester); the card's large face shows by itself
            if gesture.kind != "card-click":
                self.refuse(tr("The game is over."))
            return
        if self.state.actor not in self.humans:
            self.refuse(tr("Wait: a computer player is thinking."))
            return
        if gesture.player >= 0 and gesture.player != self.state.actor and gesture.kind != "place":
            if gesture.kind != "card-click":  # (a click on another's card reads it: its large
                self.refuse(tr("That is not your farmyard."))  # face shows, nothing is wrong)
            return
        if gesture.kind == "place":
            self.play(f"place {gesture.target}")
        elif gesture.kind == "tile":
            verb = TILE_VERBS[gesture.detail]
            text = f"{verb} {gesture.target}"
            if verb == "sow":
                text += f" {gesture.detail}"
            ways = [m for m in self.legal() if m.verb == verb and m.args
                    and m.args[0] == gesture.target] if verb in ("room", "stable") else []
            if len(ways) > 1:
                # cost cards allow several payments: the chooser asks which
                self.offer(named_payments(self.state, ways))
            else:
                self.play(text)
        elif gesture.kind == "cell":
            self._cell_clicked(gesture.target)
        elif gesture.kind == "fences":
            self.preview_fences(gesture.player, int(gesture.detail), final=True)
        elif gesture.kind == "fence-stroke":
            self.preview_fences(gesture.player, int(gesture.detail), final=False)
        elif gesture.kind == "major":
            self._major_clicked(gesture.target)
        elif gesture.kind == "cook":
            self.play(f"convert {gesture.detail}")
        elif gesture.kind == "card":
            self._card_dropped(gesture.target, gesture.detail)
        elif gesture.kind == "card-click":
            if gesture.detail == "played":
                self._played_card_clicked(gesture.target)
            else:
                self._hand_card_clicked(gesture.target)

    # --- cards -----------------------------------------------------------------------------
    def _card_dropped(self, space: str, card_id: str) -> None:
        """A hand card dropped on an action space: place a person there and play the card,
        as one undoable decision (or play it in the decision already open there)."""
        from agricola_qt.ui.card_layer import card_openers, card_verb

        if card_id in self.state.majors:
            self._major_dropped(space, card_id)
            return
        verb = card_verb(card_id)
        frame = self.state.frame
        if frame is not None:
            self._hand_card_clicked(card_id)
            return
        card_move = Move(verb, (card_id,))
        for after, way in card_openers(self.state, self.state.actor).get(space, []):
            if why_illegal(after, card_move) is None:  # (on an either space: its half too)
                self.play_sequence([*map(str, way), str(card_move)])
                return
        self.refuse(self._card_not_here(space, card_id))

    def _card_not_here(self, space: str, card_id: str) -> str:
        """Why a hand card dropped on ``space`` is not played there: the space's own reason
        (taken), where the card is played instead, else what the card itself lacks (its
        cost, its need).  The refusal of the move after the placement read "you are not
        doing an occupation now" for an occupation dropped on 3 Wood, and for a minor the
        player could not pay for (two testers)."""
        info = playability(self.state, self.state.actor).get(card_id)
        return self._not_here(
            space, card_id, info.spaces if info is not None else frozenset(),
            tr("{card} is played on {spaces}, not here."),
            info.why if info is not None and info.why
            else tr("Drop the card on an action space that lets you play it."))

    def _major_dropped(self, space: str, card_id: str) -> None:
        """A major improvement dropped (or chosen, then a space clicked) on an action space:
        a person placed there buys it, as one undoable decision; where it can be paid in
        several ways the person is placed and the chooser asks which."""
        if self.state.frame is not None:
            self._major_clicked(card_id)
            return
        openers = major_openers(self.state, self.state.actor, card_id)
        way = openers.get(space)
        if way is None:
            self.refuse(self._major_not_here(space, card_id, frozenset(openers)))
            return
        moves, buys = way
        if len(buys) == 1:
            self.play_sequence([*map(str, moves), str(buys[0])])
        elif self.play_sequence([str(m) for m in moves]):
            self.offer(buys)

    def _major_not_here(self, space: str, card_id: str, spaces: frozenset[str]) -> str:
        """Why a major improvement dropped on ``space`` is not bought there: the space's own
        reason (taken), where it is bought instead, else its price (it read "you are not
        doing an improvement now", where a hand card says where it goes, a tester)."""
        return self._not_here(space, card_id, spaces,
                              tr("{card} is bought on {spaces}, not here."),
                              major_why_not(self.state, self.state.actor, card_id))

    def _not_here(self, space: str, card_id: str, spaces: frozenset[str], elsewhere: str,
                  why: str) -> str:
        """A card dropped on ``space``: the placement's own refusal (taken), else
        ``elsewhere`` naming the ``spaces`` that take the card, else ``why`` not at all."""
        placing = why_illegal(self.state, Move("place", (space,)))
        if placing is not None:
            return engine_text(placing, self.state)
        if spaces:
            return elsewhere.format(card=card_name(card_id),
                                    spaces=spaces_named(self.state, spaces))
        return why

    def _hand_card_clicked(self, card_id: str) -> None:
        from agricola_qt.ui.card_layer import card_verb, playability

        verb = card_verb(card_id)
        options = [m for m in self.legal() if m.verb == verb and m.args
                   and m.args[0] == card_id]
        if len(options) == 1:
            self.play(options[0])
        elif options:
            self.offer(options)  # several ways to pay: the chooser asks which
        else:
            info = playability(self.state, self.state.actor).get(card_id)
            if info is not None and info.spaces:
                self.refuse(tr("Drag the card onto a lit action space to play it."))
            else:
                self.refuse(info.why if info is not None and info.why
                            else tr("You cannot play that card now."))

    def _played_card_clicked(self, card_id: str) -> None:
        from agricola_qt.ui.text import card_name

        options = [m for m in self.legal() if m.verb == "use" and m.args
                   and m.args[0] == card_id]
        if not options:  # a cooking improvement of the one to move: what it cooks now
            options = [m for m in self.legal() if m.verb == "convert" and m.args
                       and m.args[0] in self._cooks(card_id)]
        if len(options) == 1:
            self.play(options[0])
        elif options:
            self.offer(options)
        else:
            self.refuse(tr("{card} has nothing to use now.").format(card=card_name(card_id)))

    def _cooks(self, card_id: str) -> frozenset[str]:
        """The goods ``card_id`` turns into food at any time, if the one to move owns it."""
        from agricola_qt.engine.economy import cooked_by

        state = self.state
        if not 0 <= state.actor < len(state.players):
            return frozenset()
        return cooked_by(state.players[state.actor], card_id)

    def _cell_clicked(self, cell: str) -> None:
        frame = self.state.frame
        answer = Move("choose", (cell,))
        if frame is not None and frame.kind == "card" and cell in frame.options:
            self.play(answer)  # a card asking for a cell (Mini Pasture): the cell answers
            return
        if frame is not None and frame.kind == "action" and (frame.fences or frame.plan):
            if frame.plan >> parse_cell(cell) & 1:
                self._unplan(cell)  # a planned cell clicked again leaves the plan
            else:
                self.play(f"fence-add {cell}")
            return
        legal = self.legal()
        options = [m for m in legal if m.verb in ("plow", "room", "stable", "sow")
                   and m.args[0] == cell]
        if len(options) == 1 and options[0].verb == "stable" and any(
                m.verb == "room" for m in legal):
            # rooms can be built, only not here: asked, not built at once (a tester's click
            # on c3, away from the house, built a stable where a room was meant)
            room = why_illegal(self.state, Move("room", (cell,)))
            self.offer(options)
            self.refuse(tr("No room can go there: {why}. Build a stable on {cell} "
                           "instead?").format(why=engine_sentence(room or ""), cell=cell))
            return
        if len(options) == 1:
            self.play(options[0])
            return
        if options:
            self.offer(options)
            return
        if frame is None:  # ("Plough: you are not doing ploughing now" after a Fences turn)
            self.refuse(tr("Nothing to do on {cell} now: ploughing, building and sowing come "
                           "with an action space.").format(cell=cell))
            return
        if frame.kind in ("card", "choice"):
            # a question waits first (Ana's Harrow offered before the ploughing: a cell
            # clicked read "Plough: you are not doing ploughing now" to a tester)
            self.refuse(tr("First answer the question in the panel, then click {cell} "
                           "again.").format(cell=cell))
            return
        verb = "plow"
        if frame.kind == "action":
            verb = ("room" if frame.rooms else "stable" if frame.stables else
                    "plow" if frame.plows else "sow")
        probe = Move(verb, (cell, "grain") if verb == "sow" else (cell,))
        reason = why_illegal(self.state, probe) or tr("Nothing to do on {cell} now.").format(
            cell=cell)
        self.refuse(engine_text(reason))

    def _unplan(self, cell: str) -> None:
        """The plan without ``cell``: cleared and drawn again from the cells left, one
        undoable decision (the engine grows a plan one neighbouring cell at a time)."""
        frame = self.state.frame
        assert frame is not None
        left = frame.plan & ~(1 << parse_cell(cell))
        if not left:
            self.play("fence-clear")
            return
        if not is_connected(left):
            self.refuse(tr("Without {cell} the planned pasture falls in two: take away a "
                           "cell at its edge, or clear the plan.").format(cell=cell))
            return
        order, grown = [], 0
        while grown != left:  # each next cell touches those before it
            cell_no = next(c for c in bits(left & ~grown)
                           if not grown or neighbours_of(grown) >> c & 1)
            grown |= 1 << cell_no
            order.append(f"fence-add {CELL_NAMES[cell_no]}")
        self.play_sequence(["fence-clear", *order])

    def _major_clicked(self, card_id: str) -> None:
        options = [m for m in self.legal() if m.verb == "buy" and m.args[0] == card_id]
        if len(options) == 1:
            self.play(options[0])
        elif options:
            self.offer(options)
        elif self.state.frame is None and card_id in self.state.majors:
            self.refuse(major_why_not(self.state, self.state.actor, card_id))
        elif card_id not in self.state.majors and (owner := next(
                (i for i, p in enumerate(self.state.players) if card_id in p.cards), -1)) >= 0:
            # (a click on a bought one said nothing a tester saw: the owner's token is small)
            self.refuse(tr("{card} is {who}'s already.").format(
                card=card_name(card_id), who=player_name(self.state, owner)))
        else:
            reason = why_illegal(self.state, Move("buy", (card_id,)))
            self.refuse(engine_text(reason or tr("You cannot buy that now.")))

    def legal(self) -> list[Move]:
        from agricola_qt.engine import legal_moves

        return legal_moves(self.state)

    def offer(self, moves: list[Move], then: Callable[[], None] | None = None) -> None:
        """Narrow the chooser to ``moves``; ``then`` runs after one of them is played."""
        self.offered = moves
        self._after_offer = then
        self.state_changed.emit(self.state)

    def offer_cancel(self) -> None:
        self.offer_none()

    def offer_none(self) -> None:
        self.offered = None
        self._after_offer = None
        self.state_changed.emit(self.state)

    def choices(self) -> list[Move]:
        """Non-spatial decisions for the inline chooser."""
        if self.offered is not None:
            return self.offered
        return [m for m in self.legal() if m.verb not in SPATIAL_VERBS
                or (m.verb != "place" and m.args and not is_cell(m.args[0]))]

    # --- fences ----------------------------------------------------------------------------
    def preview_fences(self, player: int, drawn: int, final: bool) -> None:
        self.fence_player = player
        self.fence_drawing = drawn
        cells, fences, mask = plan_cost(self.state, player, drawn)
        if final:
            self.fence_plan = plan_fences(self.state, player, drawn)
            plan = self.fence_plan
            mask = 0
            for r in plan.regions:
                mask |= r
            if plan.problem:
                # the refusal's own "Fences:" left out ("Fences: Fences: this pasture needs
                # 6 fences", a tester)
                text = tr("Fences: {why}").format(why=engine_sentence(plan.problem))
            else:
                # each pasture's size: a line across a 6-cell pasture was "6 cells"
                sizes = sorted((r.bit_count() for r in plan.regions), reverse=True)
                area = (trn("%n cell(s)", sizes[0]) if len(sizes) == 1 else
                        tr("{sizes} cells").format(sizes=" + ".join(map(str, sizes))))
                text = tr("Planned: {pastures} ({cells}), {fences}, {wood} — press “Build "
                          "these fences”").format(pastures=trn("%n pasture(s)", len(sizes)),
                                                  cells=area,
                                                  fences=trn("%n fence(s)", plan.fences),
                                                  wood=trn("%n wood", plan.wood))
                # a player has 15 fences in all: a tester used up theirs unaware
                left = MAX_FENCES - self.state.players[player].farm.fence_count - plan.fences
                text += " " + trn("(%n fence(s) of your 15 left after it)", max(0, left))
            if plan.stray:
                text += " " + trn("(%n drawn piece(s) left out: closing nothing; a right-click on one takes it away)", plan.stray)  # noqa: E501 (one literal: lupdate reads the plural form)
            self.fence_preview.emit(player, mask, text)
            self._say_for_now(text)
            self.state_changed.emit(self.state)
        else:
            wood = fences
            if cells:  # what they would cost now, cards' free fences counted (a fraction
                # of a millisecond: asked at each edge drawn)
                trial = plan_fences(self.state, player, drawn)
                wood = trial.wood if trial.moves else fences
            text = tr("Drawing: {cells} enclosed, {fences} ({wood})").format(
                cells=trn("%n cell(s)", cells), fences=trn("%n new fence(s)", fences),
                wood=trn("%n wood", wood))
            self.fence_preview.emit(player, mask, text)
            self._say_for_now(text)

    def confirm_fences(self) -> bool:
        plan = self.fence_plan
        if plan is None or not plan.moves:
            self.refuse(tr("Draw a closed pasture first."))
            return False
        regions, wood = len(plan.regions), plan.wood

        def label() -> str:
            return trn("Fences: %n pasture(s)", regions) + tr(", ") + trn("%n wood", wood)
        moves = list(plan.moves)
        player, drawn = self.fence_player, self.fence_drawing
        for k, text in enumerate(moves):  # the first pasture whose payment is a choice
            if text != "fence-build":
                continue
            ways = self._fence_payments(moves[:k])
            if len(ways) > 1:  # cost cards allow several payments: build up to it and ask
                if k and not self.play_sequence(moves[:k], label):
                    return False
                rest = k + 1 < len(moves)  # more pastures drawn: they follow the choice
                self.offer(ways, then=(lambda: self._fences_again(player, drawn)) if rest
                           else None)
                return True
        return self.play_sequence(moves, label)

    def _fences_again(self, player: int, drawn: int) -> None:
        """After a pasture's payment was chosen: the rest of the same drawing."""
        self.preview_fences(player, drawn, final=True)
        if self.fence_plan is not None and self.fence_plan.moves:
            self.confirm_fences()

    def _fence_payments(self, before: list[str]) -> list[Move]:
        """The ways to pay the fence build that follows ``before`` (one: no choice)."""
        from agricola_qt.engine import legal_moves

        state = self.state
        try:
            for text in before:
                state = apply(state, find_move(state, text), checked=False)
        except IllegalMove:
            return []
        return [m for m in legal_moves(state) if m.verb == "fence-build"]

    def _clear_fences(self) -> None:
        self.fence_plan = None
        self.fence_drawing = 0
        self.fence_player = -1

    def cancel_fences(self) -> None:
        """Escape: erase the fences being drawn, or else the planned pasture (the cells
        clicked: Escape left them, the menu's "Erase drawn fences" read as if it did not)."""
        drawn = self.fence_plan is not None or self.fence_drawing
        self._clear_fences()
        self.fence_preview.emit(-1, 0, "")
        if drawn:  # the drawing's "press 'Build these fences'" stood on in the status bar
            self._say_for_now(tr("The drawn fences are erased."))
        frame = self.state.frame
        if (not drawn and frame is not None and frame.kind == "action" and frame.plan
                and not self.is_bot_turn()):
            self.play("fence-clear")
            return
        self.state_changed.emit(self.state)

    # --- feeding ---------------------------------------------------------------------------
    def propose_feeding(self) -> bool:
        steps = propose_feeding(self.state)
        if not steps:
            from agricola_qt.engine.harvest import food_needed

            actor = self.state.actor
            # "no conversion helps" (没有可用的转换) read as if none were there, to a
            # newcomer holding 7 food for a family eating 4
            enough = actor >= 0 and self.state.players[actor].goods.food >= food_needed(
                self.state, actor)
            self._say_for_now(tr("You hold enough food: no conversion is needed.") if enough
                              else tr("No conversion helps; feed with what you have."))
            return False
        return self._play_proposal(steps, fed=False)

    def feed_as_proposed(self) -> bool:
        """The proposed conversions and the feeding, in one click (a fast player clicked the
        proposal and then "Feed the family" at every harvest)."""
        steps = propose_feeding(self.state)
        return bool(steps) and self._play_proposal(steps, fed=True)

    def _play_proposal(self, steps: list[str], fed: bool) -> bool:
        """The proposed conversions as one undoable decision (and the feeding after them):
        History's row says what was given up ("Proposed payment (1 conversion)" did not)."""
        given, food = conversions_made(self.state, steps)
        words = (tr("Turn {goods} into {food} food and feed the family") if fed
                 else tr("Turn {goods} into {food} food"))
        return self.play_sequence([*steps, "feed"] if fed else steps,
                                  lambda: words.format(goods=goods_text(given), food=food))



def breeding_news(before: GameState, after: GameState, last: Move | None = None) -> str:
    """"Breeding: Mei +1 sheep" when a move closed a harvest, else "".  With the ``last``
    move (its mover's feeding), the mover's young that found no room are told too: a
    tester's lamb ran away and only the log said so."""
    from agricola_qt.engine.goods import ANIMALS, Goods
    from agricola_qt.ui.log_text import young_lost
    from agricola_qt.ui.text import good_name, player_name

    if before.phase in BEFORE_HARVEST or (after.round == before.round
                                             and not after.is_over):
        return ""
    mover = before.actor
    # the mover's farm before the young came: after their feeding, or, when they chose
    # which animals breed, before that choice (after it, every kind read as run away: "+1
    # wild boar, +1 cattle, no room for the newborn sheep, wild boar, cattle", a tester)
    fed = (None if last is None else before if last.verb == "breed"
           else turn_end_state(before, last))
    parts = []
    for i, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        born = [f"+{q.goods.get(k) - p.goods.get(k)} {good_name(k)}" for k in ANIMALS
                if q.goods.get(k) > p.goods.get(k)]
        if fed is not None and i == mover:
            f = fed.players[i]
            young = Goods(**{k: max(0, q.goods.get(k) - f.goods.get(k)) for k in ANIMALS})
            lost = young_lost(f, young)
            if lost:
                born.append(lost)
        if born:
            parts.append(tr("{who}: {what}").format(who=player_name(after, i),
                                                   what=tr(", ").join(born)))
    if not parts:
        return tr("Harvest over: no animals were born.")
    return tr("Harvest over. Breeding: {news}").format(news="; ".join(parts))
