"""The Reed Hut's occupant on the table: it waits on its card, not in the house (a tester took
it for one of the family), and is placed after the family, as the compendium rules."""

from __future__ import annotations

from cards.helpers import give, play, with_hand
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, setup, sit_down, table_window


def _hut_window(qtbot):  # noqa: ANN001, ANN202
    """Mei played the Reed Hut and Jonas went fishing: Mei has one of the family at home and
    the hut's occupant."""
    w = table_window(qtbot, setup(2, seed=4, family=False))
    state = w.controller.state
    mei = state.actor
    state = with_hand(give(state, mei, wood=1, reed=4), mei, minors=("reed-hut",))
    state = play(state, "place starting-player", "minor reed-hut", "place fishing")
    assert state.actor == mei and state.players[mei].available == 2
    w.start(state.setup, states=[state])
    QApplication.processEvents()
    sit_down(w)
    return w, mei


def test_the_occupant_waits_on_the_reed_hut_not_in_the_house(qtbot) -> None:  # noqa: ANN001
    w, mei = _hut_window(qtbot)
    hut = next(c for c in w.scene.cards.items if c.card_id == "reed-hut" and not c.in_hand)
    home = w.scene.home_people(mei)
    assert len(home) == 2
    on_card = [p for p in home if hut.sceneBoundingRect().contains(p.pos())]
    assert [p.lodging for p in on_card] == ["reed-hut"]
    assert "no family member" in on_card[0].toolTip()
    assert on_card[0].zValue() > hut.zValue()  # drawn over the card, not under it
    family = next(p for p in home if p not in on_card)
    farm = w.scene.farm_items[mei]
    assert farm.sceneBoundingRect().contains(family.pos()) and not family.lodging
    assert not hut.sceneBoundingRect().contains(family.pos())


def test_the_occupant_is_placed_after_the_family(qtbot) -> None:  # noqa: ANN001
    """Dragged from the hut while one of the family is at home, the occupant is refused with
    why (it had placed the family's person, the hut's staying on its card)."""
    w, mei = _hut_window(qtbot)
    refused: list[str] = []
    w.scene.refused.connect(refused.append)
    lodger = next(p for p in w.scene.home_people(mei) if p.lodging)
    before = w.controller.state
    target = w.scene.space_item("day-labourer").sceneBoundingRect().center()
    drag(w.view, [lodger.pos(), target])
    QApplication.processEvents()
    assert w.controller.state is before
    assert refused == ["The person living on Reed Hut is placed after the family: place the "
                       "people in the house first."]
    family = next(p for p in w.scene.home_people(mei) if not p.lodging)
    drag(w.view, [family.pos(), target])
    QApplication.processEvents()
    after = w.controller.state
    assert after.players[mei].available == 1
    lodger = next(p for p in w.scene.home_people(mei))
    assert lodger.lodging == "reed-hut"  # the one left at home is the hut's, on its card
