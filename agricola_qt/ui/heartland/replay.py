"""The replay viewer for a saved Heartland game: Agricola's ``ReplayViewer`` (the move list,
back and forward, the slider, the jump list, Left/Right keys, play from here) with the
Heartland table drawn at each step and the scores beside the moves.

While the game goes on (its last step not over: File > Replay this game in the middle of a
game), the replay shows no more than the table does: the hand and the livestock of the one
person playing against computers, no hand at all when several people share the screen.  A
finished game shows at each step the hand of the player to move.  The stacks stay hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QWidget

from agricola_qt.heartland import GameState, Move, results, winners
from agricola_qt.records.heartland import HeartlandRecord
from agricola_qt.ui.heartland.controller import HeartlandController
from agricola_qt.ui.heartland.scene import HeartlandScene
from agricola_qt.ui.heartland.words import next_step_text
from agricola_qt.ui.replay_viewer import ReplayViewer
from agricola_qt.ui.text import tr
from agricola_qt.ui.view import TableView


def round_of(state: GameState) -> int:
    """The round of turns ``state`` lies in (1: everybody's first turn); a finished game's
    last state lies in its last round (the replay ended on "Round 15 begins", a round that
    never came)."""
    turn = state.turn - 1 if state.is_over and state.turn > 0 else state.turn
    return turn // state.setup.players + 1


class HeartlandReplay(ReplayViewer):
    """Shows ``states[i]``: the Heartland table after ``i`` moves of ``record``."""

    reviewable = False  # the coach knows Agricola only

    def __init__(self, record: HeartlandRecord, states: Sequence[GameState],
                 parent: QWidget | None = None, title: str = "") -> None:
        self.record = record
        super().__init__(record, record.moves, states, parent, title)  # type: ignore[arg-type]

    # --- the hooks of ReplayViewer ---------------------------------------------------------
    def plan_step(self, i: int) -> bool:
        return False  # (no pastures planned space by space in Heartland)

    def _make_table(self) -> QWidget:
        # a controller with no computer seats: it only holds the state the scene draws
        self.controller = HeartlandController(self.states[0], (), None, 0, self)
        # each seat as the record has it (a computer was called "person" in the replay)
        levels: list[str | None] = [(seat.level or "bot") if seat.kind == "bot" else None
                                    for seat in self.record.seats]
        self.scene = HeartlandScene(self.controller, self.watcher(0),  # type: ignore[assignment]
                                    levels)
        view = TableView(self.scene)  # type: ignore[arg-type]
        keyboard = getattr(view, "keyboard", None)  # Agricola's keyboard play: not here
        if keyboard is not None:
            view.removeEventFilter(keyboard)
        view.setInteractive(False)  # nothing to drag in a replay
        return view

    def watcher(self, index: int) -> int:
        """Whose hidden tiles step ``index`` shows: the player to move once the game is over;
        while it goes on, only the one person at this screen (-1: nobody's).  Stepping to a
        computer's turn of a game in progress showed the computer's hand."""
        if self.states[-1].is_over:
            return self.states[index].actor
        people = [i for i, seat in enumerate(self.record.seats) if seat.kind != "bot"]
        return people[0] if len(people) == 1 else -1

    def _move_text(self, i: int, before: GameState, move: Move) -> str:  # type: ignore[override]
        return tr("{n}. R{r}: {move}").format(  # the log line names who moved
            n=i + 1, r=round_of(before), move=self.controller.describe(before, move))

    def _jumps(self) -> list[tuple[str, int]]:
        out, seen = [], set()
        for i, s in enumerate(self.states):
            r = round_of(s)  # type: ignore[arg-type]
            if r not in seen:
                seen.add(r)
                out.append((tr("Round {r}").format(r=r), i))
        return out

    def _side(self) -> QWidget:
        self.scores = QLabel()
        self.scores.setWordWrap(True)
        self.scores.setMinimumHeight(120)
        font = self.scores.font()
        font.setPointSizeF(max(font.pointSizeF(), 9.0) * 1.2)
        font.setBold(True)
        self.scores.setFont(font)
        return self.scores

    def _show(self, index: int) -> None:
        state: GameState = self.states[index]  # type: ignore[assignment]
        c = self.controller
        c.show(state, tuple(self.moves[:index]))  # type: ignore[arg-type]
        self.scene.watcher = self.watcher(index)  # type: ignore[attr-defined]
        # the move just stepped over framed, as the table frames a computer's (a tester)
        self.scene.framed_seat = (  # type: ignore[attr-defined]
            self.states[index - 1].actor if index > 0 else -1)
        self.scene.refresh()  # at once (not on the next turn of the event loop)
        self.scores.setText(self.score_text(state))

    # --- words -----------------------------------------------------------------------------
    def score_text(self, state: GameState) -> str:
        """The scores at this step (with the livestock and the winner at the end)."""
        c = self.controller
        if state.is_over:
            won = tr(", ").join(c.name(s) for s in winners(state))
            lines = [tr("The game is over. Winner: {names}").format(names=won)]
            for r in results(state):
                lines.append(tr("{name}: {total} ({track} on the track + {livestock} "
                                "livestock)").format(name=c.name(r.seat), total=r.total,
                                                     track=r.track, livestock=r.livestock))
            return "\n".join(lines)
        seats = self.record.seats
        bot = state.actor < len(seats) and seats[state.actor].kind == "bot"
        # whose move comes next, not "… is playing…": nothing runs in a replay (a tester)
        who = c.name(state.actor)
        lines = [next_step_text(state, who, bot)]
        for seat, player in enumerate(state.players):
            lines.append(tr("{name}: {points} victory points").format(
                name=c.name(seat), points=player.score))
        return "\n".join(lines)

    def _play_from_here(self) -> None:
        """Play on from this step in a Heartland window of the game window (the seats as the
        record has them), in place of the Heartland game the replay was opened from."""
        from agricola_qt.app.heartland_hooks import play_on_from
        from agricola_qt.ui.heartland.window import HeartlandWindow, _levels, place_over

        owner = self.parentWidget()
        if isinstance(owner, HeartlandWindow):
            owner = owner.parentWidget()
        moves = tuple(self.moves[:self.index])
        if owner is not None and hasattr(owner, "new_game_dialog"):
            window = play_on_from(owner, self.state, moves, _levels(self.record),
                                  self.record.date, self.index)
            if window is None:
                return  # the open game kept: the replay stays
        else:  # no game window (a replay on its own): a window of its own
            window = HeartlandWindow(self.state, moves,  # type: ignore[arg-type]
                                     _levels(self.record), date=self.record.date,
                                     parent=self.parentWidget(), branched=True)
            place_over(window, self.parentWidget())  # where the game's window is
        self.played_from_here = window
        self.accept()
