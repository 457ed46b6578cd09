"""The Heartland controller: turns gestures into engine moves, keeps undo, runs the bots.

The scene reports what a person did (a tile dropped on a square, a button pressed); the
controller asks the engine (``why_illegal``) and either plays the move as an undoable command
or reports the engine's reason.  Undo reaches back to the start of the current turn only: a
turn's last move (``draw``/``end``) clears the stack, so nobody undoes into another player's
turn or sees what they drew.  Computer seats choose on a worker thread (``ui/worker.py``).
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Sequence

from attrs import frozen
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from agricola_qt.heartland import (
    GameState,
    Move,
    Refusal,
    Verb,
    apply,
    legal_moves,
    new_game,
    why_illegal,
)
from agricola_qt.heartland.scoring import farmed_area, field_vp
from agricola_qt.heartland.state import Step
from agricola_qt.ui.heartland.words import animal_word, crop_word, named, refusal_text
from agricola_qt.ui.text import tr, trn
from agricola_qt.ui.undo import MoveCommand
from agricola_qt.ui.worker import start_worker

TURN_ENDS = frozenset({Verb.DRAW, Verb.END})


@frozen
class FieldPreview:
    """What one field of a placement would give: victory points or farm points."""

    square: int
    vp: int
    barns: int


def then(text: str, sentence: str) -> str:
    """``sentence`` after ``text``: a space after an English full stop, none after a Chinese
    one.  (``joined`` also leaves it out before a Chinese character, and an English line
    read "… ends the turn.小梅 draws the end-of-game tile"; "。 小梅" had a stray space.)"""
    if not text or not sentence:
        return text or sentence
    return text + ("" if text[-1] >= "\u2e80" else " ") + sentence


class _Relay(QObject):
    """Carries a bot's choice from its thread to the GUI thread.  It lives as long as the
    program, so a thread that finishes after its window closed never signals through a
    deleted object; the controller is found again by a weak reference."""

    chose = Signal(object, object, object)  # weak reference to the controller, state, move

    def __init__(self) -> None:
        super().__init__()
        self.chose.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @staticmethod
    def _deliver(ref: weakref.ReferenceType[HeartlandController], seen: GameState,
                 move: Move) -> None:
        import shiboken6

        controller = ref()
        if controller is None or not shiboken6.isValid(controller):
            return
        try:
            controller.bot_chose.emit(seen, move)
        except RuntimeError:  # the window closed meanwhile
            pass


_relay: _Relay | None = None


class HeartlandController(QObject):
    state_changed = Signal(object)
    message = Signal(str)  # a refusal or a note for the person at the table
    undone = Signal()  # a move was taken back
    logged = Signal(str, int)  # a line for the game log, and whose it is (-1: no one's)
    turn_ended = Signal(int, int)  # the seat whose turn ended, the seat to move now
    bot_chose = Signal(object, object)  # (the state the bot saw, its move), from a thread

    def __init__(self, state: GameState, moves: Sequence[Move] = (),
                 seats: Sequence[str | None] | None = None, bot_delay_ms: int = 400,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.moves: tuple[Move, ...] = tuple(moves)
        self.opened = (state, self.moves)  # a game opened in progress, and its moves so far
        self.stack = QUndoStack(self)
        self.seats: list[str | None] = list(seats or [None] * state.setup.players)
        self.bot_delay_ms = bot_delay_ms
        self.bots_paused = False
        self._thinking: GameState | None = None
        self.bots: dict[int, object] = {}
        for i, level in enumerate(self.seats):
            if level:
                from agricola_qt.ai.heartland.registry import make_bot

                self.bots[i] = make_bot(level, seed=state.setup.seed * 7 + i)
        self.bot_chose.connect(self._bot_chosen, Qt.ConnectionType.QueuedConnection)
        # A timer that belongs to the controller: deleted with it, it can never call into a
        # controller that is gone (a free singleShot did, and crashed after a window closed).
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._start_bot)

    # --- who plays ---------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i in range(self.state.setup.players) if i not in self.bots]

    def is_bot_turn(self) -> bool:
        return not self.state.is_over and self.state.actor in self.bots

    def name(self, seat: int) -> str:
        names = self.state.setup.names
        if seat < len(names) and names[seat]:
            return names[seat]
        return tr("Player {n}").format(n=seat + 1)

    # --- undo --------------------------------------------------------------------------------
    def show(self, state: GameState, moves: tuple[Move, ...]) -> None:
        """Make ``state`` current (the undo commands call this)."""
        self.state = state
        self.moves = moves
        self.state_changed.emit(state)

    @functools.cached_property
    def opened_states(self) -> tuple[GameState, ...]:
        """The game as it was opened, replayed once from its setup: the state before each
        move it had, then the state it was opened in (its log and its undo history both
        tell those moves)."""
        last, moves = self.opened
        return (*self.states_before(moves), last)

    def states_before(self, moves: Sequence[Move]) -> list[GameState]:
        """The state before each of ``moves``, this game replayed from its setup."""
        setup = self.state.setup
        states: list[GameState] = []
        state = new_game(setup.players, setup.seed, setup.names)
        for move in moves:
            states.append(state)
            state = apply(state, move, checked=False)
        return states

    def restore_turn(self) -> None:
        """A game opened in progress gets back the undo history its table had: the moves of
        the turn it was saved in, when a person is to move (a computer's turn, or a turn
        not begun, has nothing to undo)."""
        moves, n = self.moves, len(self.moves)
        if not n or self.state.is_over or self.is_bot_turn():
            return
        begin = n
        while begin and moves[begin - 1].verb not in TURN_ENDS:
            begin -= 1
        if begin == n:
            return
        states = self.opened_states
        for k in range(begin, n):
            label = self.describe(states[k], moves[k])
            command = MoveCommand(self, label, (states[k], moves[:k]),  # type: ignore[arg-type]
                                  (states[k + 1], moves[:k + 1]))
            self.stack.push(command)
        self.stack.setClean()

    def can_undo(self) -> bool:
        return self.stack.canUndo()

    def undo(self) -> None:
        if self.can_undo():
            self.stack.undo()
            self.undone.emit()  # the log drops the move (it stood, then "Undone.", then again)
        else:
            self.message.emit(tr("Nothing to undo in this turn."))

    def redo(self) -> None:
        """Play again the decision just undone (Edit ▸ Redo, as in the game window)."""
        if self.stack.canRedo():
            self.stack.redo()
            self.undone.emit()  # the log told again as the game stands, the move back in it

    # --- playing -----------------------------------------------------------------------------
    def refusal(self, move: Move) -> Refusal | None:
        return why_illegal(self.state, move)

    def play(self, move: Move | str) -> bool:
        """Play one move for the person at the table; False (and the reason shown) if
        the rules refuse it."""
        if isinstance(move, str):
            move = Move.parse(move)
        if self.is_bot_turn():
            self.message.emit(tr("Wait: a computer player is thinking."))
            return False
        refusal = why_illegal(self.state, move)
        if refusal is not None:
            self.message.emit(refusal_text(refusal, self.state))
            return False
        before = (self.state, self.moves)
        after_state = apply(self.state, move, checked=False)
        label = self.describe(self.state, move)
        who = self.state.actor
        after = (after_state, (*self.moves, move))
        self.stack.push(MoveCommand(self, label, before, after))  # type: ignore[arg-type]
        self.logged.emit(label, who)
        if move.verb in TURN_ENDS:
            self.stack.clear()
            self.turn_ended.emit(before[0].actor, after_state.actor)
        self.schedule_bots()
        return True

    def handle(self, gesture: object) -> bool:
        """A gesture from the scene (``scene.Gesture``): a dropped tile or a clicked square."""
        move = gesture.move()  # type: ignore[attr-defined]
        if move is None:
            if self.state.step is not Step.FARM:
                self.message.emit(tr("Drag a tile from your hand onto the crop area."))
                return False
            move = Move(Verb.FARM, square=gesture.square)  # type: ignore[attr-defined]
        return self.play(move)

    def describe(self, state: GameState, move: Move) -> str:
        """A log line for ``move`` made in ``state``, with what came of it unasked: the
        livestock a farm cube reached and the farm income paid as the scoring ends."""
        line = self._move_words(state, move)
        after = apply(state, move, checked=False)
        if state.end_drawn_by < 0 <= after.end_drawn_by and move.verb is Verb.DRAW:
            # the end-of-game tile first, then the tile that took its place: "draws a large
            # tile and ends the turn. … draws the end-of-game tile" read as two draws in the
            # wrong order (the end stack went down by two; a tester)
            drawn = (len(after.players[state.actor].hand)
                     > len(state.players[state.actor].hand))
            if drawn and after.is_over:
                end = tr("{who} draws the end-of-game tile and sets it aside, draws a large "
                         "tile in its place and ends the turn: the game ends now.")
            elif drawn:
                end = tr("{who} draws the end-of-game tile and sets it aside, draws a large "
                         "tile in its place and ends the turn: this is the last round.")
            elif after.is_over:
                end = tr("{who} draws the end-of-game tile and sets it aside, and ends the "
                         "turn: the game ends now.")
            else:
                end = tr("{who} draws the end-of-game tile and sets it aside, and ends the "
                         "turn: this is the last round.")
            line = named(end, who=self.name(state.actor))
        elif state.end_drawn_by < 0 <= after.end_drawn_by:  # the game stopped with no word
            end = (tr("{who} draws the end-of-game tile: the game ends now.") if after.is_over
                   else tr("{who} draws the end-of-game tile: this is the last round."))
            line = then(line, named(end, who=self.name(after.end_drawn_by)))
        elif after.is_over and not state.is_over:
            line = then(line, tr("The last round is over: the game ends."))
        if move.verb in (Verb.LARGE, Verb.SMALL, Verb.LEVEL):
            # a farm's region cut by another's tile: only the smaller tax said it (a tester's
            # region went from 18 squares to 3)
            for seat, player in enumerate(state.players):
                if seat == state.actor or not player.farms:
                    continue
                was, now = farmed_area(state, seat), farmed_area(after, seat)
                if now < was:
                    line = then(line, named(
                        tr("{who}'s farmland shrinks from {was} to {now} squares."),
                        who=self.name(seat), was=was, now=now))
        if move.verb not in (Verb.VP, Verb.FP, Verb.FARM, Verb.FARM_LATER, Verb.PASS):
            return line
        who = self.name(state.actor)
        before_p, after_p = state.players[state.actor], after.players[state.actor]
        extra = []
        for animal in after_p.animals[len(before_p.animals):]:
            # its value stays hidden, as the tile lies face down (shown to its owner only)
            extra.append(named(tr("{who} takes a {animal} from the barn."),
                who=who, animal=animal_word(animal.kind)))
        if after.step is not state.step and after.step in (Step.END, Step.OVER):
            gained = after_p.score - before_p.score
            if move.verb is Verb.VP:
                gained -= field_vp(state, move.square)
            if gained > 0:
                extra.append(named(trn("{who} collects %n point(s) of farm income.", gained),
                    who=who))
        for sentence in extra:
            line = then(line, sentence)
        return line

    def _move_words(self, state: GameState, move: Move) -> str:
        who = self.name(state.actor)
        geo = state.geometry
        square = geo.name(move.square) if move.square >= 0 else ""
        match move.verb:
            case Verb.LARGE:  # both squares, each half's crop ("… on e1" hid the d1 half)
                tile = state.components.tile(move.tile)
                other = geo.beside.get((move.square, move.dir), -1) if move.dir else -1
                if other >= 0:
                    words = tr("{who} lays a large tile: {a} on {square}, {b} on {other}.")
                    return named(words, who=who, a=crop_word(tile.a.crop), square=square,
                                 b=crop_word(tile.b.crop), other=geo.name(other))
                return named(tr("{who} lays a large tile ({a}/{b}) on {square}."),
                    who=who, a=crop_word(tile.a.crop), b=crop_word(tile.b.crop), square=square)
            case Verb.SMALL:
                return named(tr("{who} lays a small {crop} tile on {square}."),
                    who=who, crop=crop_word(move.crop), square=square)
            case Verb.LEVEL:  # which small tile goes (the hint did not say)
                return named(tr("{who} levels {square} with the small {crop} tile face down."),
                    who=who, square=square, crop=crop_word(move.crop))
            case Verb.VP:
                return named(trn("{who} scores {square} for %n victory point(s).",
                                 field_vp(state, move.square)), who=who, square=square)
            case Verb.FP:  # how many, as for victory points ("for farm points" said none)
                cubes = next((f.barns for f in state.fields if f.square == move.square), 0)
                return named(trn("{who} scores {square} for %n farm point(s).", cubes),
                    who=who, square=square)
            case Verb.FARM:
                return named(tr("{who} builds a farm on {square}."), who=who, square=square)
            case Verb.FARM_LATER:
                return named(tr("{who} puts the farm off for a later turn."), who=who)
            case Verb.PASS:
                return named(tr("{who} cannot place a tile and passes."), who=who)
            case Verb.DRAW:  # as the button says it (the hint said only "ends the turn")
                return named(tr("{who} draws a large tile and ends the turn."), who=who)
            case _:
                return named(tr("{who} ends the turn."), who=who)

    def preview(self, move: Move) -> tuple[FieldPreview, ...] | Refusal:
        """The fields ``move`` would lay with the points each could score, or the refusal."""
        refusal = why_illegal(self.state, move)
        if refusal is not None:
            return refusal
        after = apply(self.state, move, checked=False)
        cubes = after.players[self.state.actor].cubes
        # a crop whose cube has left the barn (for an animal) gives no farm points: the
        # preview said "1 farm point" where the score buttons said none
        return tuple(FieldPreview(f.square, field_vp(after, f.square),
                                  f.barns if cubes[f.crop.position] >= 0 else 0)
                     for f in after.fields)

    def legal(self) -> list[Move]:
        return legal_moves(self.state) if not self.state.is_over else []

    # --- computer seats ----------------------------------------------------------------------
    def schedule_bots(self) -> None:
        if self.is_bot_turn() and not self.bots_paused and self._thinking is None:
            self._thinking = self.state
            self._bot_timer.start(max(self.bot_delay_ms or 0, 0))

    def _start_bot(self) -> None:
        global _relay
        seen = self.state
        if seen is not self._thinking or not self.is_bot_turn() or self.bots_paused:
            self._thinking = None  # the position changed meanwhile: think about the new one
            self.schedule_bots()
            return
        bot = self.bots[seen.actor]
        if _relay is None:
            _relay = _Relay()
        relay, ref = _relay, weakref.ref(self)

        def work() -> None:  # touches no Qt object but the long-lived relay
            relay.chose.emit(ref, seen, bot.choose(seen))  # type: ignore[attr-defined]

        start_worker(work, "heartland-bot")

    def _bot_chosen(self, seen: GameState, move: Move) -> None:
        self._thinking = None
        if seen is not self.state:  # undone or replaced meanwhile
            self.schedule_bots()
            return
        label = self.describe(seen, move)
        self.state = apply(seen, move)
        self.moves = (*self.moves, move)
        self.logged.emit(label, seen.actor)
        self.state_changed.emit(self.state)
        if move.verb in TURN_ENDS:
            self.turn_ended.emit(seen.actor, self.state.actor)
        self.schedule_bots()
