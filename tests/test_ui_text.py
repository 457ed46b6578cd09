"""Card tooltips and button captions say what is printed on a card and what a move does."""

from agricola_qt.ui.text import card_help


def test_card_help_names_cost_prerequisite_points_and_text() -> None:
    text = card_help("animal-pen")
    assert "Animal Pen" in text and "cost: 2 wood" in text
    assert "needs 4 occupations" in text and "1 pt" in text
    assert "food" in text.split("<br>")[1]


def test_card_help_for_upgrades_and_alternatives() -> None:
    assert "give back Clay Oven or Stone Oven or Wood-fired Oven" in card_help("bakers-oven")
    assert "cost: 1 wood or 1 clay" in card_help("helpful-neighbours")
    assert "cost: 4 clay or give back a Fireplace" in card_help("cooking-hearth-4")


def test_another_players_field_as_a_card_answer_names_the_player_and_the_field(qapp) -> None:  # noqa: ANN001
    """The Harvest Helper's answers ("1-c1", "1-acreage") in words."""
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from agricola_qt.ui.text import card_name, card_option_text, player_name

    state = new_game(setup(2, family=False))
    who = player_name(state, 1)
    assert card_option_text(state, "1-c1") == f"{who}: cell c1"
    assert card_option_text(state, "1-acreage") == f"{who}: {card_name('acreage')}"
    assert card_option_text(state, "7-c1") != f"{who}: cell c1"  # no such seat: not a field


def test_a_cards_use_says_what_it_trades(qapp) -> None:  # noqa: ANN001
    """The buttons read "Use Clay Firer: 2stone" and "Use Grocer: buy" (untranslated in
    Chinese); a use now says what goes and what comes."""
    import attrs
    from ui_helpers import setup

    from agricola_qt.engine import Move, legal_moves, new_game
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.text import move_label

    state = new_game(setup(2, family=False))
    me = state.actor
    p = state.players[me]
    players = list(state.players)
    players[me] = attrs.evolve(p, cards=("clay-firer", "tenant-farmer"),
                               goods=p.goods + Goods(clay=3, sheep=1))
    state = attrs.evolve(state, players=tuple(players))
    uses = {str(m): move_label(state, m) for m in legal_moves(state) if m.verb == "use"}
    assert uses["use clay-firer 2stone"] == "Use Clay Firer: 3 clay → 2 stone"
    assert uses["use clay-firer stone"] == "Use Clay Firer: 2 clay → 1 stone"
    assert uses["use tenant-farmer return"] == "Use Tenant Farmer: give 1 sheep"
    assert move_label(state, Move.parse("use clay-firer stone")) == uses["use clay-firer stone"]


def test_the_fence_button_says_how_many_fences_and_what_they_cost(qapp) -> None:  # noqa: ANN001
    """Cells clicked into a pasture plan showed no price until it was built."""
    from agricola_qt.engine import Move, apply
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, set_goods, with_space

    state = set_goods(with_space(full_game(), "fences"), 0, wood=10)
    for move in ("place fences", "fence-add d1", "fence-add e1", "fence-add d2",
                 "fence-add e2"):
        state = apply(state, Move.parse(move))
    assert move_label(state, Move.parse("fence-build")) == "Build 8 fences for 8 wood"



def test_card_answers_in_words(qapp) -> None:  # noqa: ANN001
    """The Forester's, Fence Overseer's and Acrobat's answers showed as codes ("plant 3",
    "fence c1", "room or food to grain"), in English on a Chinese table too."""
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from agricola_qt.ui.text import card_option_text

    state = new_game(setup(4, family=False))
    assert card_option_text(state, "plant-3") == "Plant 3 wood"
    assert card_option_text(state, "fence-c1") == "Fence c1 as a pasture for 1 food"
    assert (card_option_text(state, "traveling-players-to-grain")
            == "Move from “Traveling Players” to “Take 1 Grain”")


def test_a_minor_paid_another_way_gives_nothing_back_in_the_log(qapp) -> None:  # noqa: ANN001
    """"minor stone-exchange pay 2clay" was logged "(gave back 2clay)"."""
    import random
    import warnings

    from agricola_qt.engine import apply, legal_moves, new_game, new_setup
    from agricola_qt.ui.log_text import move_lines

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(3, family=False, decks=("E", "I", "K"), seed=2))
    rng = random.Random(2)  # a random game in which the Stone Exchange is paid in clay
    states, moves = [state], []
    while not (moves and moves[-1].verb == "minor" and moves[-1].args[1:2] == ("pay",)):
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        states.append(state)
        moves.append(move)
    line = move_lines(states, moves, len(moves) - 1)[0].text
    assert "gave back" not in line and "2 clay" in line, line


def test_a_score_lines_part_stays_whole_in_chinese() -> None:
    """A farm's score line broke "家庭成员 +6" into "家庭成" / "员 +6": a short group joined by
    no-break spaces is one piece, its CJK characters too; a long sentence still breaks."""
    from agricola_qt.ui.drawing import _tokens

    line = "未使用的农庄土地\u00a0-3 · 木屋房间\u00a00 · 家庭成员\u00a0+6"
    assert "家庭成员\u00a0+6" in _tokens(line)
    assert "未使用的农庄土地\u00a0-3 " in _tokens(line)
    sentence = "你的家人要吃8份食物，你现有6份，还差2份食物\u00a0(收获)"
    assert len(_tokens(sentence)) > 10
    # the Chinese line's parts are joined by a bare "·" (no spaces to break at): each part
    # is still its own piece (a family's board broke "火" / "爐 +1")
    bare = "未使用的區域\u00a0−9·房間\u00a0+3·家庭成員\u00a0+6·火爐\u00a0+1·磚造烤爐\u00a0+2"
    assert _tokens(bare) == ["未使用的區域\u00a0−9·", "房間\u00a0+3·", "家庭成員\u00a0+6·",
                             "火爐\u00a0+1·", "磚造烤爐\u00a0+2"]
    english = "people\u00a0+6 · Cooking\u00a0Hearth\u00a0+1 · x"
    assert "Cooking\u00a0Hearth\u00a0+1 " in _tokens(english)


def test_every_plain_answer_a_card_asks_has_words(qapp) -> None:  # noqa: ANN001
    """Each answer a card's question offers by a plain code is put in words on its button:
    Manure's "harvest" and the Copse's "plant" stood there as bare codes (a tester at 150 %
    scaling read "harvest" beside "Skip")."""
    import ast
    from pathlib import Path

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.state import Frame
    from agricola_qt.ui.text import card_option_text

    def own_id(cls: ast.ClassDef) -> str:
        for node in cls.body:
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                    and any(isinstance(t, ast.Name) and t.id == "id" for t in node.targets)):
                return str(node.value.value)
        return ""

    state = new_game(new_setup(2, family=False, seed=1, decks=("E", "I", "K")))
    root = Path(__file__).resolve().parents[1] / "agricola_qt" / "engine" / "cards"
    asked, bare = 0, []
    for source in sorted(root.rglob("*.py")):
        for cls in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(cls, ast.ClassDef):
                continue
            for call in ast.walk(cls):
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                        and call.func.id == "ask" and len(call.args) >= 4
                        and isinstance(call.args[3], ast.Tuple)):
                    continue
                who = call.args[2]
                card = who.value if isinstance(who, ast.Constant) else own_id(cls)
                for option in call.args[3].elts:
                    if not (isinstance(option, ast.Constant) and isinstance(option.value, str)):
                        continue  # built from numbers or goods: words of their own
                    asked += 1
                    frame = Frame(kind="choice", player=0, space=str(card),
                                  options=(option.value,))
                    words = card_option_text(state.push(frame), option.value)
                    if words == option.value.replace("-", " "):
                        bare.append(f"{card}: {option.value}")
    assert asked > 50 and not bare
