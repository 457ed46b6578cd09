"""The small inline chooser: the decisions that are not places on the table (options,
payments, cooking, feeding, breeding, "done"), plus what to do now and the live score."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState, Move, apply, why_illegal
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.economy import conversion_rate, harvest_food_extra
from agricola_qt.engine.flow import harvest_income
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.harvest import breeding_options, food_needed, sits_out
from agricola_qt.engine.playable import playable_after_cooking
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.state import WORK
from agricola_qt.ui.controller import GameController, declinable
from agricola_qt.ui.drawing import wrapped
from agricola_qt.ui.feeding import (
    food_at_most,
    free_cookings,
    propose_feeding,
    runaway_young,
    young_saved_by_cooking,
)
from agricola_qt.ui.help.words import word
from agricola_qt.ui.keeping import keeping_label, propose_keeping, useless_releases
from agricola_qt.ui.payment_choice import (
    named_payments,
    one_purchase,
    paid_by,
    suggested_payments,
)
from agricola_qt.ui.reasons import sentence_text
from agricola_qt.ui.refusal_label import RefusalLabel
from agricola_qt.ui.score_strip import live_scores
from agricola_qt.ui.text import (
    alone_note,
    card_help,
    card_name,
    card_text,
    conversions_made,
    count_text,
    dominated_bakes,
    engine_text,
    frame_hint,
    good_name,
    goods_text,
    joined,
    move_label,
    player_name,
    tr,
    trn,
)

CARD_VERBS = frozenset({"buy", "minor", "occupation", "bake", "use", "sow"})

# The main decisions, always in this order; then, in a group of their own below, what may be
# done at any time (turning goods into food, a card's any-time use).  A fixed order keeps a
# button where the hand expects it (a conversion once jumped above "Feed family").
ORDER = ("feed", "breed", "keep-best", "release", "take", "choose", "buy", "minor",
         "occupation", "bake", "fence-build", "fence-clear", "done")
ANY_TIME = ("convert", "use")
BUTTONS_SHARE = 0.5  # of the window's height, at most, that the buttons ask for unscrolled
LIST_LEAST = 60  # the list's height, at least, when the window has no more room for it
MARKED_SLACK = 8  # px: a marked button's 3 px border (and padding) against the usual 1 px


ANY_TIME_GROUP = 2


def harvest_once(state: GameState, move: Move) -> bool:
    """Is ``move`` a conversion at the harvest's feeding by a card that turns goods into
    food once a harvest (Joinery, Pottery, Basketmaker's Workshop)?"""
    from agricola_qt.engine.economy import conversion_rate

    frame = state.frame
    if move.verb != "convert" or not move.args or frame is None or frame.kind != "feed":
        return False
    return bool(conversion_rate(state, frame.player, move.args[0], True)[1])


def hand_moves(state: GameState) -> list[Move]:
    """A move playing each hand card the open action plays (occupations, minor
    improvements), legal or not."""
    frame = state.frame
    if frame is None or frame.kind != "action" or state.actor != frame.player:
        return []
    p = state.players[frame.player]
    moves = [Move("occupation", (c,)) for c in p.occupations if frame.occupations]
    return moves + [Move("minor", (c,)) for c in p.minors if frame.improvements]


def _animals_need_cooking(state: GameState, player: int) -> bool:
    """Whether the player holds animals and no card that cooks any of them."""
    held = [k for k in ANIMALS if state.players[player].goods.get(k)]
    return bool(held) and all(conversion_rate(state, player, k, True)[0] == 0 for k in held)


def food_short_cards(state: GameState) -> list[tuple[Move, int]]:
    """Hand cards the open action could play (occupations or minor improvements) but for
    food: the food short, which the player's goods cover when turned into food now."""
    from agricola_qt.engine.cards.catalog_data import CATALOG
    from agricola_qt.engine.economy import conversion_rate
    from agricola_qt.engine.values import replace as evolve

    hand = hand_moves(state)
    if not hand:
        return []
    player = state.actor
    p = state.players[player]
    cookable = sum(p.goods.get(good) * conversion_rate(state, player, good, False)[0]
                   for good in ("grain", "veg", "sheep", "boar", "cattle"))
    out = []
    for move in hand:
        card_id = move.args[0]
        if why_illegal(state, move) is None or card_id not in CATALOG:
            continue
        for short in range(1, cookable + 1):
            richer = state.with_player(player, evolve(p, goods=p.goods.add("food", short)))
            if why_illegal(richer, move) is None:
                out.append((move, short))
                break
    return out


def button_order(move: Move) -> tuple[int, int]:
    """Sort key: the group (main, other, any time), then the verb's place; moves of one verb
    keep the engine's order (a card's options as the card lists them).  The other moves (a
    sowing on a field card) come before the any-time ones: after them, they stood under the
    "At any time" heading."""
    if move.verb in ORDER:
        return 0, ORDER.index(move.verb)
    if move.verb in ANY_TIME:
        return ANY_TIME_GROUP, ANY_TIME.index(move.verb)
    return 1, 0


class Chooser(QWidget):
    # the panel asked again for the height its new question takes (``rebuild``): a window
    # gives back the room a long list took (``GameWindow._fit_decision_dock``)
    fitted = Signal()
    # "Show the score sheet": the game is over ("see the score sheet" named no way to it)
    scores_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hidden_info = False
        self.hidden_hint = ""  # said instead of the hint while the table is covered
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("font-weight: bold;")
        outer.addWidget(self.hint)
        # why the last attempt was not played, in red until the table changes (a newcomer
        # read only the piece snapping back: the status bar's line went unseen)
        self.reason = RefusalLabel()  # (framed: a colour-blind tester read it as a log line)
        self._reason_at: GameState | None = None
        self._question: object = None  # what the list answers (``rebuild``)
        controller.refused.connect(self.show_reason)
        # the end-of-turn question, when it is asked here (``handoff.HandoffCover.dock_to``)
        self.slot = QVBoxLayout()
        outer.addLayout(self.slot)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self._detail_for: tuple[object, ...] | None = None  # ``_steady_detail``
        self._detail_most = 0
        outer.addWidget(self.detail)
        self.buttons_box = QWidget()
        self.buttons = QVBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setAlignment(Qt.AlignmentFlag.AlignTop)
        # the panel keeps the height it has, its list scrolling (the panels below the table,
        # ``app/panel_sides.py``: a panel growing with its words moved the table under the
        # pointer, and a tester's fence drags landed on other edges)
        self.room_fixed: Callable[[], bool] = lambda: False
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        # no frame and the panel's own background: under a short list of buttons the rest
        # of the panel was a sunken, empty box that looked like a list with nothing in it
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.viewport().setAutoFillBackground(False)
        self.buttons_box.setAutoFillBackground(False)
        self.scroll.setWidget(self.buttons_box)
        # never sideways: long captions wrap (``_wrapped``), and a sideways bar hid buttons
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll)
        # under the buttons, not over them: shown above, it pushed them down under the
        # pointer and a tester's next click on "Done" missed
        outer.addWidget(self.reason)
        self.score = QLabel()
        self.score.setWordWrap(True)
        outer.addWidget(self.score)
        # the room the buttons do not take stays under the score: a panel grown for seven
        # occupations kept the score at its foot, far below the next question's two buttons
        outer.addStretch(1)
        self.fence_text = ""
        controller.state_changed.connect(self.rebuild)
        controller.fence_preview.connect(self._fence_preview)
        self.rebuild(controller.state)

    def _fence_preview(self, player: int, cells: int, text: str) -> None:
        self.fence_text = text

    def button_for(self, text: str) -> QPushButton | None:
        """The chooser's button for a move text (or a command name), for tests and tools."""
        for i in range(self.buttons.count()):
            w = self.buttons.itemAt(i).widget()
            if isinstance(w, QPushButton) and w.property("move") == text:
                return w
        return None

    def _add(self, caption: str, key: str, handler: object, tip: str = "",
             bold: bool = False) -> QPushButton:
        b = QPushButton(self._wrapped(caption, bold))
        b.setProperty("caption", caption)  # wrapped again when the panel's width changes
        b.setProperty("bold", bold)
        if bold:  # (measured bold too: "… · suggested payment" ran under the scroll bar)
            b.setStyleSheet("font-weight: bold;")
        b.setProperty("move", key)
        b.setToolTip(tip or caption)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.clicked.connect(handler)
        self.buttons.addWidget(b)
        return b

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if event.size().width() == event.oldSize().width():
            return
        for i in range(self.buttons.count()):
            b = self.buttons.itemAt(i).widget()
            caption = b.property("caption") if isinstance(b, QPushButton) else None
            if caption:
                b.setText(self._wrapped(str(caption), bool(b.property("bold"))))
        self._fit_buttons()

    def _wrapped(self, caption: str, bold: bool = False) -> str:
        """A caption wider than the panel, in lines that fit (a button does not wrap its
        text, and one long caption, "Feed with 2 food and take 2 begging cards", widened the
        list under a sideways scroll bar that hid the buttons below it)."""
        # the panel's width, less its margins, a button's padding and room for a scroll bar
        # (the list itself may be hidden now, its width out of date)
        width = self.width() - 12 - 16 - self.scroll.verticalScrollBar().sizeHint().width()
        font = self.font()
        font.setBold(bold)
        fm = QFontMetricsF(font)
        if width <= 40 or fm.horizontalAdvance(caption) <= width:
            return caption
        # words, and each Chinese character, as the table's own text wraps (no hyphens here)
        lines = wrapped(caption, fm, width, hyphenate=False)
        # a closing group in brackets, a price or a card ("Build a stable (2 wood)"), stays
        # on one line where it fits: "…(2" / "wood)" read as two things
        cut = max(caption.rfind("("), caption.rfind("（"))
        group = caption[cut:]
        if (cut > 0 and group[-1:] in ")）" and "\n" not in group
                and fm.horizontalAdvance(group) <= width
                and not any(group in line for line in lines)):
            lines = wrapped(caption[:cut].rstrip(), fm, width, hyphenate=False)
            last = f"{lines[-1]} {group}" if group[0] == "(" else lines[-1] + group
            if fm.horizontalAdvance(last) <= width:
                lines[-1] = last
            else:
                lines.append(group)
        return "\n".join(lines)

    def show_reason(self, text: str) -> None:
        self._reason_at = self.controller.state
        self.reason.setText(text)  # (shown while it has words)
        self._fit_buttons()  # its lines take room: asked for, not drawn over the score
        self.fitted.emit()

    def _steady_detail(self, state: GameState) -> None:
        """Within one question (a feeding, an action's step) the words over the buttons keep
        the tallest height they had, so the buttons stay under the pointer: a feeding's
        proposal a line shorter after "Turn 1 sheep into 2 food" moved every button up and a
        tester's second click missed it."""
        frame = state.frame
        key = ((state.round, frame.kind, frame.player, frame.space) if frame is not None
               else None)
        width = self.detail.width() or self.width()
        self.detail.setMinimumHeight(0)  # (a label's height for a width counts its minimum)
        needed = self.detail.heightForWidth(width) if self.detail.text() else 0
        if key is None or key != self._detail_for:
            self._detail_most = needed
        else:
            self._detail_most = max(self._detail_most, needed)
            self.detail.setMinimumHeight(self._detail_most)
        self._detail_for = key

    def clear_reason(self) -> None:
        """A refusal is old news once the player begins another gesture on the table."""
        if not self.reason.isHidden():
            self.show_reason("")

    def rebuild(self, state: GameState) -> None:
        if state is not self._reason_at and not self.reason.isHidden():
            self.reason.hide()  # the table moved on: the refusal is old news
        self._rebuild(state)
        # an empty box under the words says nothing: it shows only with buttons in it
        self.scroll.setVisible(self.buttons.count() > 0)
        frame = state.frame
        question = (state.actor, state.phase, self.hint.text(), self.controller.offered is None,
                    (frame.kind, frame.space) if frame is not None else None)
        if question != self._question:
            # a new question's answers from the top: the list stayed scrolled down to where
            # the Stone Oven was chosen, and its bake buttons stood out of sight above a
            # blank band (a tester); a conversion "at any time" keeps the place
            self._question = question
            self.scroll.verticalScrollBar().setValue(0)
        self._fit_buttons()
        self.fitted.emit()

    def _fit_buttons(self) -> None:
        """Ask for the room the buttons take (the dock then grows, the game log below it
        gives way), up to about half the window: four options and "At any time" no longer
        sit in a scrolled box a few lines high."""
        for i in range(self.buttons.count()):
            w = self.buttons.itemAt(i).widget()
            # Qt shows a widget added to a shown layout only on the next pass of the event
            # loop, and a layout leaves hidden widgets out of its size: measured now, a new
            # list asked for no room at all and sat in a box sized for the list before it
            if w is not None and not w.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                w.show()
        before = (self.scroll.minimumHeight(), self.minimumHeight())
        # (with room for one button marked after this, by the keyboard ring, the lesson or a
        # hint: their thicker border made it taller, and the last answer, "Cancel", slid
        # half under the list's edge)
        wanted = (self.buttons_box.sizeHint().height() + MARKED_SLACK
                  if self.buttons.count() else 0)
        window = self.window()
        room = (max(self.height(), 120) if self.room_fixed() and window is not self
                else self._room_in_window(window))
        cap = int(window.height() * BUTTONS_SHARE) if window is not self else 400
        self.scroll.setMinimumHeight(min(wanted, max(cap, 120)))
        # never taller than its buttons: a scroll area asks for room of its own, and one
        # button stood over 46 empty pixels before the score line
        self.scroll.setMaximumHeight(max(wanted, self.scroll.minimumHeight()))
        # the dock asks its panel for a height without the panel's width, so wrapped words
        # (the question, a long button, the score) counted one line each and the score was
        # drawn over the last button: the panel asks for its height at its width itself
        layout = self.layout()
        if layout is not None and self.width() > 0:
            height = min(layout.totalHeightForWidth(self.width()), max(cap * 3 // 2, 240))
            give = min(height - room, self._list_give())
            if give > 0:  # the list gives way, scrolled (the words above and below cannot:
                # squeezed, they were drawn over one another)
                self.scroll.setMinimumHeight(self.scroll.minimumHeight() - give)
                height -= give
            self.setMinimumHeight(height)
        if layout is not None and before != (self.scroll.minimumHeight(), self.minimumHeight()):
            # a new minimum: the panel is laid out again now (the list's new minimum alone
            # grew it where it stood, over the score line laid out for the list before it: a
            # game resumed at a feeding showed "Score now" across the last button)
            layout.invalidate()
            layout.activate()

    def _room_in_window(self, window: QWidget) -> int:
        """The height the panel may take beside the other panels of its column without the
        window growing (asked before the panel's new minimum is set: Qt grows the window as
        soon as its minimum is looked at).  With the coach open, a long list grew a 1366x768
        window to 910 pixels, its foot (the hand, the log, the status bar) off the screen;
        the list scrolls instead."""
        if window is self:  # not docked yet: asks again once in its window
            return 150
        if not window.isVisible():
            return 10**6
        others = window.minimumSizeHint().height() - self.minimumHeight()
        return max(window.height() - others, 150)

    def give_room(self, pixels: int) -> None:
        """Ask for up to ``pixels`` less, from the list of buttons (it scrolls): a panel
        opening beside it in the window's column (the coach) fits without the window
        growing."""
        give = min(pixels, self._list_give())
        if give > 0:
            self.scroll.setMinimumHeight(self.scroll.minimumHeight() - give)
            self.setMinimumHeight(self.minimumHeight() - give)

    def _list_give(self) -> int:
        """How much shorter the list of buttons may be asked for (it keeps room for about
        two buttons, scrolling the rest)."""
        if not self.scroll.isVisibleTo(self):
            return 0
        return max(0, self.scroll.minimumHeight() - LIST_LEAST)

    def _rebuild(self, state: GameState) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        c = self.controller
        computer = not state.is_over and state.actor not in c.humans
        if self.hidden_info and self.hidden_hint:
            self.hint.setText(self.hidden_hint)
        elif computer and not self.hidden_info:
            # not a person's instructions ("drag along cell edges to draw fences" stood
            # over "Ana (computer) is playing…")
            who = player_name(state, state.actor)
            # the lesson's computer is named "Computer": "电脑（电脑）正在行动…" said it twice
            self.hint.setText((tr("{who} is playing…") if who == word("tutorial", "name.computer")
                               else tr("{who} (computer) is playing…")).format(who=who))
        else:
            self.hint.setText(frame_hint(state))
        self.score.setText(self._score_text(state))
        if self.hidden_info or state.is_over or computer:
            self.detail.setText("")
            self._steady_detail(state)
            if state.is_over and not self.hidden_info:  # "see the score sheet": a way to it
                self._add(tr("Show the score sheet (Ctrl+T)"), "scores", self.scores_requested)
            return
        frame = state.frame
        detail = ""
        if frame is None and state.phase == WORK:  # under the score: the panel keeps its shape
            self.score.setText(self.score.text() + "\n" + self._next_feeding(state))
        if frame is not None and frame.kind == "animals":
            steps = propose_keeping(state)
            if steps:  # keep-best would cost points: the way that keeps them, first
                label = keeping_label(state, steps)
                self._add(label, "keep-points", lambda: c.play_sequence(steps, label),
                          tr("Keep as many animals as fit, and the ones worth the most "
                             "points."))
        if frame is not None and frame.kind == "feed":
            need = food_needed(state, frame.player)
            have = state.players[frame.player].goods.food
            proposed: list[str] = []
            # (the headline above says how much is needed and held)
            if have < need:
                detail = tr("Missing food becomes begging cards (−3 each).")
                steps = proposed = propose_feeding(state)
                if steps:
                    # the button does the conversions (one undoable step): its words say
                    # which, where "Propose a payment" read as a preview
                    self._add(_proposal_label(state, steps), "propose", c.propose_feeding,
                              tr("Convert goods to food, sparing the most valuable ones."))
                    given, food = conversions_made(state, steps)
                    if have + food >= need:  # no begging card: the feeding may follow
                        self._add(tr("Turn {goods} into {food} food and feed the family").format(
                            goods=goods_text(given), food=food), "propose-feed",
                            c.feed_as_proposed,
                            tr("The conversions above, then the feeding, in one click."))
                else:  # the button only said so in the status bar, easy to miss
                    detail = joined(detail, tr("Nothing you hold can be turned into food now."))
                    if _animals_need_cooking(state, frame.player):
                        # a newcomer with 3 sheep did not know why they were not food
                        detail = joined(detail, tr(
                            "Animals become food only with a cooking improvement (a "
                            "Fireplace or a Cooking Hearth)."))
            detail = joined(detail, _spaces_bought_at_the_end(state, frame.player))
            lost = runaway_young(state)
            # room for some of the young but not all: the breeding asks which, and the kinds
            # that may be chosen are no sure loss ("no room for a young cattle" stood beside
            # a cattle pasture at 3 of 4, the place kept for a boar, a tester)
            options = breeding_options(state.players[frame.player])
            if len(options) > 1:
                choosable = {k for kinds in options for k in kinds}
                lost = [k for k in lost if k not in choosable]
                detail = joined(detail, trn("Room for only %n newborn(s) at the breeding: you will choose which.", len(options[0])))  # noqa: E501
            saved = [k for k in lost if young_saved_by_cooking(state, k)]
            if saved:  # (an animal turned into food frees its place)
                detail = joined(detail, tr("No room for a young {kinds}: it runs away at the "
                                           "breeding unless you make room first.").format(
                    kinds=tr(", ").join(good_name(k) for k in saved)))
            if len(saved) < len(lost):  # nothing to do about it in a harvest: said plainly
                detail = joined(detail, tr("No room for a young {kinds}: it runs away at the "
                                           "breeding.").format(
                    kinds=tr(", ").join(good_name(k) for k in lost if k not in saved)))
            for move in free_cookings(state):  # food for nothing: the newborn takes its place
                if proposed == [str(move)]:
                    # the proposal is this cooking: one button ("Turn 1 sheep into 2 food
                    # (the least costly way)" stood over the same words with "(the
                    # breeding brings it back)", and a tester looked for the difference)
                    continue
                label = joined(move_label(state, move), tr("(the breeding brings it back)"))
                # (``_player``: a lambda with a default took the button's "checked" for its
                # move, and the click said "unknown move 'false'" to a tester)
                self._add(label, f"free {move}", self._player(move),
                          tr("No room for a newborn of this kind: cooked now, the newborn "
                             "takes its place at the breeding."))
        if c.fence_plan is not None:
            detail = self.fence_text
            if c.fence_plan.moves:
                self._add(tr("Build these fences"), "confirm-fences", c.confirm_fences)
            self._add(tr("Erase the drawing"), "cancel-fences", c.cancel_fences)
        if frame is not None and frame.kind == "card" and frame.space in CARDS:
            detail = card_text(frame.space)  # what the asking card does
            alone = alone_note(state, frame.space)
            if alone:
                detail = joined(detail, alone)
        choices = c.choices()
        if (frame is not None and frame.kind == "action" and frame.plan
                and not any(m.verb == "fence-build" for m in choices)):
            # the Build button went away as the plan outgrew the wood, and nothing said why
            why = why_illegal(state, Move("fence-build"))
            if why is not None:
                detail = tr("{why}. Click a planned cell again to take it away, or clear "
                            "the plan.").format(why=engine_text(why))
        paid = paid_by(state, choices)
        # (a choice among payments is the payment: the bare move named, no question after;
        # an offer's moves are the controller's own, named where it makes them)
        if c.offered is None:
            choices = named_payments(state, choices, paid)
        suggested = suggested_payments(state, choices, paid)
        # ways to pay one thing (a dropped room tile, a card): the buttons name the payment
        payments_only = c.offered is not None and one_purchase(choices)
        if c.offered is not None:
            detail = tr("Choose how to pay:") if payments_only else tr("Choose one:")
        self.detail.setText(detail)
        self._steady_detail(state)
        # a suggested payment comes first among the ways to pay the same thing
        moves = sorted(choices, key=lambda m: (*button_order(m), str(m) not in suggested))
        beaten = dominated_bakes(state, moves)  # the same grain for less food: not offered
        twin = keeping_best_as(state, moves)
        if twin is not None:  # (two buttons, one deed: a tester) the one that says it keeps
            # the most animals stays: a sheep and a cattle to release, neither said which
            # (a family's tester released a sheep that made no room for the cattle)
            beaten.add(str(twin))
        beaten |= useless_releases(state, moves)  # (no room made by them: a tester)
        moves = [m for m in moves if str(m) not in beaten]
        group = 0
        # a question's options that cannot be taken now go with the main decisions, greyed
        options = (frame.options if c.offered is None and frame is not None
                   and frame.kind in ("card", "choice") else ())
        greyed = bool(options)
        offered = {str(m) for m in choices}
        held_back = c.offered is None  # the hand cards this action cannot play now, greyed
        for move in moves:
            here = button_order(move)[0]
            if here and greyed:
                self._add_unavailable(state, options, offered)
                greyed = False
            if here == ANY_TIME_GROUP and held_back:
                # with the action's cards, above "At any time": under it they read as
                # cards to play at any time (a tester)
                self._add_held_back(state, choices)
                held_back = False
            if here == ANY_TIME_GROUP and group < here:
                # also over conversions alone: while sowing by drag, a lone "Turn 1 grain
                # into 1 food" read as the way to sow (a tester)
                heading = QLabel(tr("At any time:"))
                heading.setProperty("group", "any-time")
                heading.setStyleSheet("color: #555; margin-top: 10px;")
                self.buttons.addWidget(heading)
            group = here
            tip = (card_help(move.args[0]) if move.verb in CARD_VERBS and move.args
                   and move.args[0] in CARDS else str(move))
            caption = move_label(state, move)
            if payments_only and str(move) in paid:
                goods = paid[str(move)]
                caption = (tr("Pay {goods}").format(goods=goods_text(goods))
                           if not goods.is_empty() else tr("Pay nothing"))
                tip = move_label(state, move)
            if str(move) in suggested:  # of the ways to pay one card: not "play this card"
                caption += " · " + tr("suggested payment")
            if harvest_once(state, move):  # a Joinery's wood: not "at any time" as it stood
                caption += " " + tr("(once this harvest)")
            if move.verb == "done":
                # Enter's button here, as End turn's says (a tester's Enter, meant as End
                # turn after one bake of two, ended the bake)
                caption = tr("Done: end this action (Enter)")
            self._add(caption, str(move), self._player(move), tip, bold=str(move) in suggested)
            if move.verb == "bake" and c.offered is None:
                self._add_more_bakes(state, move, tip)
        if greyed:
            self._add_unavailable(state, options, offered)
        if options:
            self._keep_option_order(state, options)
        if held_back:
            self._add_held_back(state, choices)
        if c.offered is None and frame is not None:
            self._add_for_the_game(state, frame.space)
        if c.offered is not None:
            self._add(tr("Cancel"), "cancel-offer", lambda: c.offer_cancel())

    def _add_for_the_game(self, state: GameState, card: str) -> None:
        """A card's offer answered for the rest of the game: its one "yes" (the Fisherman's
        double food, asked at every Fishing: a tester wanted "always") and its "no" (the Wood
        Buyer at each wood taken, 3-4 times a round: a tester asked for a way to stop it)."""
        c = self.controller
        name = card_name(card)
        if c.accepted_option() is not None:
            self._add(tr("Yes, and do not ask again this game"), "accept-game",
                      c.accept_for_the_game,
                      tr("{card} asks no more in this game: its offers are taken by "
                         "themselves (Game ▸ Ask again about offers answered for the game "
                         "brings it back).").format(card=name))
        if declinable(state):
            self._add(tr("No, and do not ask again this game"), "decline-game",
                      c.decline_for_the_game,
                      tr("{card} asks no more in this game: its offers are declined "
                         "by themselves (Game ▸ Ask again about offers answered for the game "
                         "brings it back).").format(card=name))

    def _add_majors_note(self, state: GameState, choices: list[Move]) -> None:
        """An action that may buy a major improvement, none of which the player can pay for:
        said so (only the minor improvements were listed, and a tester wondered whether
        majors could be bought there at all)."""
        frame = state.frame
        if (frame is None or frame.kind != "action" or not frame.allow_major
                or frame.improvements <= 0 or not state.majors or state.actor != frame.player
                or any(m.verb == "buy" for m in choices)):
            return
        note = QLabel(tr("Major improvements: none you can pay for now (their costs are on "
                         "their board)."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #666; margin: 0 0 4px 8px;")
        self.buttons.addWidget(note)

    def _add_held_back(self, state: GameState, choices: list[Move]) -> None:
        """The hand cards this action could play but cannot now: first those short of food
        the player's goods can make, greyed buttons that a conversion opens (Boar Breeding,
        1 food, showed only after a tester turned a vegetable into food by chance), each kind
        of reason said once under its cards; then the others, a line each with the rules'
        reason under "Not now:" (a tester's Chief was missing from the list when too dear,
        and wondered where it went; as greyed buttons with a note each, seven of them made
        the panel scroll through what could not be done, another tester)."""
        from agricola_qt.ui.reasons import sentence_text

        short_cards = sorted(food_short_cards(state), key=lambda pair: pair[1])
        rows: list[tuple[Move, str]] = [
            (move, trn("Not now: %n food short. Turn goods into food first (At any time).",
                       short)) for move, short in short_cards]
        shown = {str(m) for m, _ in rows} | {str(m) for m in choices}
        # a card offered with another payment is not held back (the Cooking Corner stood
        # playable, "give back the Cooking Hearth", and greyed, "cannot be paid this way")
        offered = {m.args[0] for m in choices if m.verb in ("occupation", "minor") and m.args}
        others: dict[str, list[str]] = {}  # a reason: the cards it holds back
        for move in hand_moves(state):
            reason = why_illegal(state, move)
            if str(move) in shown or move.args[0] in offered or reason is None:
                continue
            others.setdefault(sentence_text(reason), []).append(card_name(move.args[0]))
        self._add_majors_note(state, choices)
        for k, (move, why) in enumerate(rows):
            button = self._add(move_label(state, move), str(move), self._player(move), why)
            button.setEnabled(False)
            if k + 1 < len(rows) and rows[k + 1][1] == why:
                continue  # one note under the cards held back alike (seven read the same)
            note = QLabel(why)
            note.setWordWrap(True)
            note.setProperty("reason-for", str(move))
            note.setStyleSheet("color: #666; margin: 0 0 4px 8px;")
            self.buttons.addWidget(note)
        if others:
            lines = [why if len(names) == 1 and names[0] in why
                     else tr("{cards}: {why}").format(cards=tr(", ").join(names), why=why)
                     for why, names in sorted(others.items())]
            # a label a line: one wrapped label of them all was given half its height
            for line in [tr("Not now:"), *(f"• {line}" for line in lines)]:
                note = QLabel(line)
                note.setWordWrap(True)
                note.setProperty("held-back", True)
                note.setStyleSheet("color: #666; margin: 0 0 2px 8px;")
                self.buttons.addWidget(note)

    def _add_unavailable(self, state: GameState, options: tuple[str, ...],
                         offered: set[str]) -> None:
        """The question's options that cannot be taken now, greyed, each saying why (a pair
        the Animal Breeder sells before the food for it is cooked): the player sees what a
        conversion under "At any time" would open."""
        frame = state.frame
        for option in options:
            # a choice frame's options are moves; a card's question's, the card's words
            move = (Move.parse(option) if frame is not None and frame.kind == "choice"
                    else Move("choose", (option,)))
            if str(move) in offered:
                continue
            reason = why_illegal(state, move)
            if reason is None:
                continue
            # the sentence without its verb: the button above already names the answer
            why = tr("Not now: {why}").format(why=sentence_text(reason))
            if frame is not None and playable_after_cooking(
                    state, frame.player, lambda s, m=move: why_illegal(s, m) is None):
                # the food is there once goods are turned into it: said so (a tester with
                # grain took the Pieceworker's greyed answer for one they could not have)
                why = tr("Not now: {why}; turn goods into food first (At any time).").format(
                    why=sentence_text(reason))
            button = self._add(move_label(state, move), str(move), self._player(move), why)
            button.setEnabled(False)
            note = QLabel(why)  # under its button, wrapped: a reason can be long
            note.setWordWrap(True)
            note.setProperty("reason-for", str(move))
            note.setStyleSheet("color: #666; margin: 0 0 4px 8px;")
            self.buttons.addWidget(note)

    def _keep_option_order(self, state: GameState, options: tuple[str, ...]) -> None:
        """A question's answers in the question's own order, those that cannot be taken now
        among them (greyed, they came after the others: the Wet Nurse's "No, thanks" stood
        first, then second once the growth could be paid, and a click in the same place gave
        the other answer, a tester)."""
        frame = state.frame
        keys = [str(Move.parse(o) if frame is not None and frame.kind == "choice"
                    else Move("choose", (o,))) for o in options]
        rank = {key: k for k, key in enumerate(keys)}
        layout = self.buttons
        widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
        mine = [i for i, w in enumerate(widgets) if w is not None
                and (w.property("move") in rank or w.property("reason-for") in rank)]
        if not mine:
            return

        def key_of(i: int) -> tuple[int, int]:
            w = widgets[i]
            own = w.property("move") if w.property("move") in rank else w.property("reason-for")
            return rank[own], 1 if w.property("reason-for") in rank else 0

        ordered = sorted(mine, key=key_of)
        if ordered == mine:
            return
        moved = [widgets[i] for i in ordered]
        for w in moved:
            layout.removeWidget(w)
        for at, w in zip(sorted(mine), moved, strict=True):
            layout.insertWidget(at, w)

    def _player(self, move: Move) -> object:
        return lambda: self.controller.play(str(move))

    def _add_more_bakes(self, state: GameState, move: Move, tip: str) -> None:
        """Beside "Bake 1 grain", the larger amounts the baking improvement takes in this
        action, each one decision (one undo step): a Fireplace's 4 grain took 4 clicks."""
        for grain, food in bake_amounts(state, move)[1:]:
            def caption(grain: int = grain, food: int = food) -> str:
                return trn("Bake %n grain with {card} into {food}", grain).format(
                    card=card_name(move.args[0]), food=count_text(food, "food"))

            steps = [str(move)] * grain
            self._add(caption(), f"{move} x{grain}",
                      lambda _=False, steps=steps, caption=caption:
                      self.controller.play_sequence(steps, caption), tip)

    @staticmethod
    def _next_feeding(state: GameState) -> str:
        """What the family of the person placing eats at the next harvest, and the food
        held: the first question of every round, which the panel answered only at the
        feeding (a solo game's 3 food an adult came as a surprise)."""
        from agricola_qt.ai.values import at_next_harvest, food_potential

        actor = state.actor
        harvest, now = at_next_harvest(state, actor)  # (the Layabout sits a harvest out)
        if sits_out(now, actor):
            return tr("Harvest after round {h}: you sit it out (no feeding).").format(
                h=harvest)
        need, have = food_needed(now, actor), state.players[actor].goods.food
        # in its own round, what the fields and the cards bring by the feeding (the House
        # Goat's food: "3 food short" stood where the tester was 2 short)
        income = harvest_income(state, actor) if harvest == state.round else Goods()
        crops = income.grain + income.veg
        if income.food:
            text = tr("Harvest after round {h}: your family eats {need} food; you hold {have},"
                      " and cards give {more} more by the feeding.").format(
                h=harvest, need=need, have=have, more=income.food)
        else:
            text = tr("Harvest after round {h}: your family eats {need} food; you hold {have}."
                      ).format(h=harvest, need=need, have=have)
        # in the round before it, food short even with the crops held and the fields' harvest
        # turned into food is a warning (the same plain line every round did not warn a
        # tester heading for begging)
        # (with what the harvest's own conversions add: a tester's Stone Carver turns a
        # stone into 3 food there, and "2 food short" stood beside it)
        reach = (food_potential(state, actor) + income.food + crops
                 + harvest_food_extra(state, actor, crops=False))
        if harvest == state.round and reach < need:
            # everything edible counted (the seed grain, the animals at the cooking rates):
            # "1 food short" stood beside a sheep worth 2 food at the tester's Fireplace
            most = food_at_most(state, actor) + income.food + crops
            if most >= need:
                warning = tr("Enough only with goods turned into food: crops or animals.")
            elif most > have + income.food:  # the crops and animals counted: said so ("5
                # food short" with 0 food held and 6 eaten puzzled a tester)
                warning = trn("⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.",  # noqa: E501
                              need - most)
            else:
                warning = trn("⚠ %n food short before the harvest: take food or turn goods into food.",  # noqa: E501
                              need - most)
            text = joined(text, warning)
        return text

    def _score_text(self, state: GameState) -> str:
        # during a feeding, without the food it will eat (``score_strip.live_scores``)
        sheets = live_scores(state)  # (the scores themselves outside a feeding)
        # a name and its score kept on one line ("Kofi" at a line's end, "-3" on the next)
        parts = [f"{player_name(state, i)} {s.total}".replace(" ", "\u00a0")
                 for i, s in enumerate(sheets)]
        scores_ = " · ".join(parts)  # (the colon is the language's own: "：" in Chinese)
        text = (tr("Score: {scores}") if state.is_over else tr("Score now: {scores}")).format(
            scores=scores_)
        series = state.setup.solo
        if series is not None and len(sheets) == 1 and not state.is_over:  # its target
            text += "\n" + tr("Game {n} of the solo series: {target} points to reach").format(
                n=series.game, target=series.target)
        return text


MOST_BAKE_BUTTONS = 5  # amounts offered one by one; a larger stock adds "all of it"


def bake_amounts(state: GameState, move: Move) -> list[tuple[int, int]]:
    """(grain, food) for each amount ``move`` (``bake CARD``) can bake one after the other
    in this action, as the engine allows (the card's limit, the grain held): 1 up to
    ``MOST_BAKE_BUTTONS``, and the most when that is more."""
    player = state.actor
    start = state.players[player].goods.food
    out: list[tuple[int, int]] = []
    sim = state
    while why_illegal(sim, move) is None and sim.actor == player:
        # the bake's own food: the last grain baked may end the turn and the round, and the
        # next round's food on its space counted in ("5 grain into 16 food", 15 came)
        done = turn_end_state(sim, move)
        out.append((len(out) + 1, done.players[player].goods.food - start))
        sim = apply(sim, move, checked=False)
        if len(out) > 50:  # (no baking improvement takes more grain than a farm holds)
            break
    if len(out) > MOST_BAKE_BUTTONS:
        out = [*out[:MOST_BAKE_BUTTONS - 1], out[-1]]
    return out


def _spaces_bought_at_the_end(state: GameState, player: int) -> str:
    """At the last feeding, the Hide Farmer's owner with unused spaces: the food left pays
    for them, and the game ends right after this harvest (a tester with 12 grain and 1 food
    left found no moment to turn grain into food for it)."""
    from agricola_qt.engine.spaces import LAST_ROUND

    p = state.players[player]
    unused = p.farm.unused_count
    if state.round != LAST_ROUND or "hide-farmer" not in p.cards or not unused:
        return ""
    return trn("{card}: the food left after this feeding pays for up to %n unused space(s), 1 food each; the game ends with this harvest, so turn crops into food now if they are to pay.",  # noqa: E501 (one literal: lupdate reads the plural form)
               unused).format(card=card_name("hide-farmer"))


def _proposal_label(state: GameState, steps: list[str]) -> str:
    """"Turn 2 grain into 2 food (the least costly way)": what the proposed conversions
    give up and bring."""
    given, food = conversions_made(state, steps)
    if _breeding_counted(state, steps):
        # (two testers read "turn 1 vegetable into 2 food" as a point lost for nothing: the
        # cattle left make a young at the breeding, the vegetable does not)
        return tr("Turn {goods} into {food} food (the least costly way once the breeding "
                  "is counted)").format(goods=goods_text(given), food=food)
    return tr("Turn {goods} into {food} food (the least costly way)").format(
        goods=goods_text(given), food=food)


def _breeding_counted(state: GameState, steps: list[str]) -> bool:
    """Whether the breeding to come changes what the proposal is weighed by: the points it
    costs, or the farm's own points (an animal kept breeds, one cooked is born again)."""
    from agricola_qt.engine.scoring import score_player
    from agricola_qt.engine.spaces import HARVEST_ROUNDS
    from agricola_qt.ui.feeding import played_steps, settled

    frame = state.frame
    after = played_steps(state, steps)
    if frame is None or after is None:
        return False
    who, last = frame.player, state.round >= max(HARVEST_ROUNDS)

    def points(s: GameState, bred: bool) -> int:
        p = s.players[who]
        return score_player(settled(s, who, p, last) if bred else p, s.players).total

    now = points(state, False) - points(after, False)
    later = points(state, True) - points(after, True)
    return later != now or points(state, True) != points(state, False)


def keeping_best_as(state: GameState, moves: Sequence[Move]) -> Move | None:
    """The release among ``moves`` that does what ``keep-best`` does, if any (2 sheep, room
    for 1: "Release 1 sheep (keeps the most animals)" stood beside "Release 1 sheep" and
    read as two ways).  A cooking that does the same is no twin: it stands apart, among the
    conversions "at any time", and says nothing of the animals that stay (a newcomer's
    lesson lit "Turn 1 sheep into 2 food" as the button "that says which animals stay")."""
    keep = next((m for m in moves if m.verb == "keep-best"), None)
    if keep is None:
        return None
    after = apply(state, keep, checked=False)
    return next((m for m in moves if m.verb == "release"
                 and apply(state, m, checked=False) == after), None)
