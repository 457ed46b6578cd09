"""The table in Chinese: Qt translations, the names files, the language choice (offscreen)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtGui import QAction, QKeySequence
from ui_helpers import setup

from agricola_qt.app.cli import main
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine.cards.catalog_data import CATALOG, by_deck
from agricola_qt.engine.cards.registry import MAJOR_IDS
from agricola_qt.engine.spaces import FISHING
from agricola_qt.ui import i18n
from agricola_qt.ui.text import (
    card_help,
    card_name,
    card_text,
    engine_text,
    good_name,
    space_name,
)


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = GameWindow(setup(2, seed=1, family=False), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    return w


def _menu_titles(w: GameWindow) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def test_simplified_chinese_menus_spaces_and_cards(language, qtbot) -> None:  # noqa: ANN001
    assert language("zh_CN") == "zh_CN"
    w = _window(qtbot)
    assert _menu_titles(w)[:4] == ["文件(&F)", "编辑(&E)", "游戏(&G)", "查看(&V)"]
    assert w.chooser_dock.windowTitle() == "你的决定"
    assert space_name(FISHING) == "捕鱼"
    assert card_name("cooking-hearth-4") == "灶台"
    assert card_name("axe") == "斧头"
    assert "木材" in card_text("axe")
    assert good_name("clay") == "砖块"
    assert card_help("well").startswith("<b>水井</b> · 费用：1 个木材、3 颗石头 · 4 分")


def test_traditional_chinese_uses_the_rulebook_card_names(language, qtbot) -> None:  # noqa: ANN001
    assert language("zh-TW") == "zh_TW"
    w = _window(qtbot)
    assert _menu_titles(w)[0] == "檔案(&F)"
    assert card_name("axe") == CATALOG["axe"].name_zh == "斧頭"
    assert card_name("fireplace-2") == "火爐"
    assert space_name(FISHING) == "釣魚"
    assert good_name("grain") == "麥子"


def test_unknown_locale_falls_back_to_english(language, qtbot) -> None:  # noqa: ANN001
    assert language("fr_FR") == "en"
    w = _window(qtbot)
    assert _menu_titles(w)[0] == "&File"
    assert card_name("axe") == "Axe"
    assert space_name(FISHING) == "Fishing"
    assert i18n.system_language(QLocale("fr_FR")) == "en"
    assert i18n.system_language(QLocale("de")) == "en"


@pytest.mark.parametrize(("code", "expected"), [
    ("zh_CN", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh", "zh_CN"), ("zh_SG", "zh_CN"),
    ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_Hant_MO", "zh_TW"), ("en_GB.UTF-8", "en"),
    ("fr", None), ("", None), (None, None),
])
def test_language_codes(code: str | None, expected: str | None) -> None:
    assert i18n.normalize(code) == expected


def test_system_locale_picks_the_script(qapp) -> None:  # noqa: ANN001
    assert i18n.system_language(QLocale("zh_CN")) == "zh_CN"
    assert i18n.system_language(QLocale("zh_TW")) == "zh_TW"
    hong_kong = QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript,
                        QLocale.Country.HongKong)
    assert i18n.system_language(hong_kong) == "zh_TW"


def test_choice_is_remembered_and_lang_option_wins(language) -> None:  # noqa: ANN001
    i18n.save_language("zh_TW")
    assert i18n.choose_language(None) == "zh_TW"
    assert i18n.choose_language("zh_CN") == "zh_CN"


def test_switching_language_retranslates_the_open_window(language, qtbot) -> None:  # noqa: ANN001
    language("en")
    w = _window(qtbot)
    w.confirm_action.setChecked(False)
    w.set_language("zh_TW")
    assert i18n.current() == "zh_TW"
    assert i18n.saved_language() == "zh_TW"
    assert _menu_titles(w)[0] == "檔案(&F)"
    assert w.undo_dock.windowTitle() == "歷程（復原）"
    assert not w.confirm_action.isChecked()
    w.set_language("en")
    assert _menu_titles(w)[0] == "&File"
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    undo_keys = [a for a in w.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+Z")]
    assert len(undo_keys) == 1  # the old menus' actions are gone: no ambiguous shortcuts
    view = w.menuBar().actions()[3].menu()
    languages = [a.menu() for a in view.actions() if a.menu() is not None][0]
    assert [a.text() for a in languages.actions()] == ["English", "简体中文", "繁體中文"]
    assert [a.isChecked() for a in languages.actions()] == [True, False, False]


def test_unknown_lang_option_is_a_usage_error(capsys) -> None:  # noqa: ANN001
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "klingon"])
    assert stop.value.code == 2
    assert "unknown language 'klingon'" in capsys.readouterr().err


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW"])
def test_names_files_cover_the_e_deck_and_majors(code: str) -> None:
    data = json.loads((i18n.FOLDER / f"names_{code}.json").read_text(encoding="utf-8"))
    for card_id in (*MAJOR_IDS, *(c.id for c in by_deck("E"))):
        assert data["card_texts"].get(card_id), card_id
    assert set(data["cards"]) >= set(CATALOG)
    # every key names a card that exists (a renamed card would silently fall back)
    assert set(data["card_texts"]) <= set(CATALOG) | set(MAJOR_IDS)
    assert (i18n.FOLDER / f"agricola_qt_{code}.qm").is_file()


def test_engine_refusals_are_translated_by_code(language) -> None:  # noqa: ANN001
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.engine.refusals import Code, refuse
    from agricola_qt.engine.values import replace

    plow = replace(refuse(Code.NOT_NEXT_TO_FIELDS, cell=parse_cell("d1")), verb="plow")
    taken = replace(refuse(Code.SPACE_TAKEN, space=FISHING), verb="place")
    oven = replace(refuse(Code.CARD_COSTS_HELD, card="clay-oven", goods=Goods(clay=3, stone=1),
                          goods2=Goods(clay=1)), verb="buy")
    language("zh_CN")
    assert engine_text(plow) == "犁地：d1 不与你的其他耕地相邻"
    assert engine_text(taken) == "“捕鱼”本轮已被占据"  # (no "派遣：" before a placement)
    assert engine_text(oven) == "大设施：“砖烤炉”需要 3 个砖块、1 颗石头；你有：1 个砖块"
    assert engine_text("a reason nobody wrote yet") == "a reason nobody wrote yet"
    language("en")
    assert engine_text(plow) == str(plow) == "Plough: d1 is not next to your other fields"


def _every_action_space() -> list:
    """The board's spaces, the round cards (both faces) and the spaces cards bring."""
    import importlib
    import pkgutil

    import agricola_qt.engine.cards as cards_package
    from agricola_qt.engine import spaces
    from agricola_qt.engine.spaces import ActionSpace

    found: dict[str, ActionSpace] = {}
    prefix = "agricola_qt.engine.cards."
    modules = [spaces] + [importlib.import_module(m.name)
                          for m in pkgutil.walk_packages(cards_package.__path__, prefix)]
    for module in modules:
        for value in vars(module).values():
            values = value if isinstance(value, tuple | list) else (value,)
            for v in values:
                if isinstance(v, ActionSpace):
                    found[v.name] = v
    for round_card in spaces.ROUND_CARDS:
        found[round_card.name] = round_card
        family = spaces.round_card(round_card.id, True)
        found[family.name] = family
    return list(found.values())


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW"])
def test_every_action_space_has_a_name_and_help(code: str) -> None:
    """The Master Forester's, Clay Digger's, Tavern's and Clay Deposit's spaces showed in
    English on a Chinese table."""
    data = json.loads((i18n.FOLDER / f"names_{code}.json").read_text(encoding="utf-8"))
    spaces = _every_action_space()
    names = {s.name for s in spaces}
    assert {"2 Wood (Master Forester)", "Tavern", "Clay Deposit"} <= names
    assert names <= set(data["spaces"]), names - set(data["spaces"])
    helps = {s.help for s in spaces if s.help}
    assert helps <= set(data["space_help"]), helps - set(data["space_help"])


def test_the_rulebook_s_misprinted_card_names_are_corrected(language) -> None:  # noqa: ANN001
    """The Traditional rulebook prints a few card names with a wrong character (薑屋匠
    "ginger", 梨田者 "pear", 農場千事, 長炳耙, 倉庫薄記); a player reads them as typos."""
    right = {"thatcher": ("茅屋匠", "茅屋匠"), "ploughman": ("犁田者", "犁田者"),
             "farm-steward": ("農場幹事", "农场干事"), "rake": ("長柄耙", "长柄耙"),
             "storehouse-clerk": ("倉庫簿記", "仓库簿记"),
             "bakers-kitchen": ("麵包師傅的廚房", "面包师傅的厨房")}
    language("zh_TW")
    assert {c: card_name(c) for c in right} == {c: tw for c, (tw, _) in right.items()}
    language("zh_CN")
    assert {c: card_name(c) for c in right} == {c: cn for c, (_, cn) in right.items()}
    assert card_name("holiday-house") == "度假小屋"


def test_the_file_dialog_speaks_chinese_throughout(language, qtbot) -> None:  # noqa: ANN001
    """Qt's own Chinese lacks the file dialog's "&Look in:" and "Files of &type:" (Qt 6 gave
    them a mnemonic): an Open dialog read "Look in:" among Chinese words."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    language("zh_CN")
    dialog = QFileDialog(None, "x")
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert "查找范围(&L)：" in labels and "文件类型(&T)：" in labels
    assert not any(ch.isascii() and ch.isalpha() and ch not in "LNT" for t in labels for ch in t)


def test_the_file_dialog_names_a_folder_s_kind_in_chinese(language, qtbot, tmp_path) -> None:  # noqa: ANN001
    """Its Type column read "Folder" (Qt's Chinese lacks the word) and a file's kind was the
    system's English ("empty document")."""
    from PySide6.QtWidgets import QFileDialog, QFileSystemModel

    (tmp_path / "sub").mkdir()
    (tmp_path / "game.agr").write_text("", encoding="utf-8")
    language("zh_TW")
    dialog = QFileDialog(None, "x", str(tmp_path))
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    model = dialog.findChild(QFileSystemModel)
    root = model.index(str(tmp_path))
    qtbot.waitUntil(lambda: model.rowCount(root) == 2, timeout=5000)
    kinds = {model.data(model.index(r, 0, root)): model.data(model.index(r, 2, root))
             for r in range(2)}
    assert kinds["sub"] == "資料夾"
    assert not any(ch.isascii() and ch.isalpha() for ch in kinds["game.agr"]), kinds


def test_counted_goods_take_the_rulebook_s_measure_words(language) -> None:  # noqa: ANN001
    """The log wrote "拿取了 3 木材" beside the panel's "4 份食物": a count and a good are
    joined by the measure word the card texts use (个木材, 份食物, 只羊; 根木頭, 捆蘆葦)."""
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.text import goods_text

    goods = Goods(wood=3, reed=2, food=4, sheep=1, cattle=2)
    language("en")
    assert goods_text(goods) == "3 wood, 2 reed, 4 food, 1 sheep, 2 cattle"
    language("zh_CN")
    assert goods_text(goods) == "3 个木材、2 个芦苇、4 份食物、1 只羊、2 头牛"
    language("zh_TW")
    assert goods_text(goods) == "3 根木頭、2 捆蘆葦、4 份食物、1 隻綿羊、2 頭牛"


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW"])
def test_no_two_entries_of_a_menu_share_an_access_key(language, qtbot, code: str) -> None:  # noqa: ANN001
    """Game had Score sheet (S) and Computer speed (S): Alt+G, S went to the first only."""
    import re

    language(code)
    w = _window(qtbot)
    for menu_action in w.menuBar().actions():
        keys = [m.group(1).lower() for a in menu_action.menu().actions()
                if (m := re.search(r"&([^&\s])", a.text()))]
        assert len(keys) == len(set(keys)), (code, menu_action.text(), keys)


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW"])
def test_a_file_filter_keeps_its_ascii_brackets(code: str) -> None:
    """Heartland's Open dialog listed no saved game in Chinese: "遊戲紀錄檔（*.agr）" with
    full-width brackets is no filter Qt can read, so every file was hidden."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).parent.parent / "resources" / "i18n" / f"agricola_qt_{code}.ts"
    filters = 0
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        for pattern in re.findall(r"\(\*\.[a-z]+\)", source):
            filters += 1
            assert pattern in (message.findtext("translation") or ""), source
    assert filters >= 2


def test_sentences_join_without_a_space_beside_chinese() -> None:
    """"…（每张 −3 分）。 你手上没有…": a space after a Chinese full stop."""
    from agricola_qt.ui.text import joined

    assert joined("缺少的食物会变成劣势卡。", "你手上没有东西。") == (
        "缺少的食物会变成劣势卡。你手上没有东西。")
    assert joined("木材", "（免费）") == "木材（免费）"
    assert joined("Missing food becomes begging cards.", "Nothing to convert.") == (
        "Missing food becomes begging cards. Nothing to convert.")
    assert joined("", "alone") == "alone" and joined("alone", "") == "alone"


def test_the_window_title_names_the_game_in_the_table_s_language(language, qtbot) -> None:  # noqa: ANN001
    """"2026-12-05 小梅.agr — Agricola": the title kept the English name the table calls
    农场主 everywhere else."""
    from agricola_qt.app.window_main import GameWindow
    from tests.ui_helpers import setup

    language("zh_CN")
    w = GameWindow(setup(2), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(setup(2))
    assert w.windowTitle().endswith(" — 农场主")
    w.set_language("en")
    assert w.windowTitle().endswith(" — Agricola")


def test_a_quoted_field_card_between_chinese_words_has_no_spaces_around_it(language) -> None:  # noqa: ANN001
    """"在 “豆田” 播种蔬菜" read with stray spaces around the quotes (a tester); a cell's name
    keeps its spaces, and English keeps them all."""
    from agricola_qt.ui.text import at_place, tr

    language("zh_CN")
    assert at_place(tr("Sow {crop} on {cell}"), "bean-field", crop="蔬菜") == "在“豆田”播种蔬菜"
    assert at_place(tr("Sow {crop} on {cell}"), "b2", crop="蔬菜") == "在 b2 播种蔬菜"
    language("zh_TW")
    assert "在「" in at_place(tr("{who} ploughed {cell}"), "bean-field", who="小梅")
    language("en")
    assert at_place(tr("Sow {crop} on {cell}"), "bean-field", crop="vegetables") == (
        "Sow vegetables on “Bean Field”")


def test_no_space_stands_between_two_chinese_characters_in_the_log(qapp) -> None:  # noqa: ANN001
    """"“耕地”由 小梅 传给 乔纳斯。" read as machine-made (a tester): the templates keep spaces
    round a name for a Latin one; between two Chinese characters they go."""
    from agricola_qt.ui.text import among_han

    assert among_han("“耕地”由 小梅 传给 乔纳斯。") == "“耕地”由小梅传给乔纳斯。"
    assert among_han("（现在是 乔纳斯 的回合。）") == "（现在是乔纳斯的回合。）"
    for kept in ("在 b2 播种", "花费 2 个木材", "Mei 的手牌", "Mei took 3 wood from “3 Wood”"):
        assert among_han(kept) == kept


def test_a_chinese_name_in_the_log_is_kept_on_one_line(qapp) -> None:  # noqa: ANN001
    """Log lines wrapped at any character: "乔纳 / 斯", "“守田 / 人”" (a tester).  A word
    joiner between a Chinese name's characters keeps it whole; other words still wrap."""
    from agricola_qt.ui.text import unbroken_names

    joined = unbroken_names("乔纳斯从“守田人”拿取了 2 个谷物", ("小梅", "乔纳斯"))
    assert joined == "乔\u2060纳\u2060斯从“守\u2060田\u2060人”拿取了 2 个谷物"
    assert joined.replace("\u2060", "") == "乔纳斯从“守田人”拿取了 2 个谷物"


def test_a_chinese_good_and_its_count_stay_on_one_line(qapp) -> None:  # noqa: ANN001
    """Log lines wrapped inside a good's name and between a count and its measure word
    ("蔬 / 菜", "2 / 个芦苇", a tester); a name stays whole, its count with it."""
    from agricola_qt.ui import i18n
    from agricola_qt.ui.text import unbroken_names

    i18n.install(qapp, "zh_CN")
    try:
        joined = unbroken_names("小梅花费 2 个芦苇，在 b2 播种蔬菜", ("小梅",))
    finally:
        i18n.install(qapp, "en")
    assert joined == "小\u2060梅花费 2\u00a0个\u2060芦\u2060苇，在 b2 播种蔬\u2060菜"
    # a card in brackets ("（家用山 / 羊）" wrapped), not a sentence
    assert unbroken_names("收到 1 份食物（家用山羊）", ()) == (
        "收到 1 份食物（家\u2060用\u2060山\u2060羊）")
    assert unbroken_names("（现在是小梅的回合。）", ()) == "（现在是小梅的回合。）"
    assert unbroken_names("Mei paid 2 reed", ("Mei",)) == "Mei paid 2 reed"
    assert unbroken_names("Mei took 3 wood from “3 Wood”", ("Mei",)) == (
        "Mei took 3 wood from “3 Wood”")


def test_a_chinese_prerequisite_spaces_its_counts_as_a_cost_does(qapp) -> None:  # noqa: ANN001
    """"需要2 张职业" spaced a count on one side only, "设施且1 张职业" on neither (a tester);
    "花费 2 个木材" spaces both."""
    from agricola_qt.ui import i18n
    from agricola_qt.ui.text import card_help, card_prerequisite

    i18n.install(qapp, "zh_CN")
    try:
        bean, carp = card_help("bean-field"), card_prerequisite("carp-pond")
    finally:
        i18n.install(qapp, "en")
    assert "需要 2 张职业" in bean, bean
    assert carp == "2 张设施且 1 张职业", carp


def test_chinese_card_texts_space_their_counts_as_the_table_does(qapp) -> None:  # noqa: ANN001
    """Card texts read "拿取3份食物" beside the table's "拿取 3 份食物" (a tester)."""
    from agricola_qt.ui import i18n
    from agricola_qt.ui.text import card_text

    i18n.install(qapp, "zh_TW")
    try:
        text = card_text("joinery")
    finally:
        i18n.install(qapp, "en")
    assert "將 1 根木頭換成 2 份食物" in text and "持有 3/5/7 根木頭得 1/2/3 點" in text, text


def test_the_replay_list_keeps_a_chinese_space_name_on_one_line(qtbot) -> None:  # noqa: ANN001
    """The review's move list read "…到“播种和/或烤面" / "包”" (a tester)."""
    from PySide6.QtWidgets import QApplication

    from agricola_qt.engine import Move, apply, new_game, new_setup
    from agricola_qt.ui import i18n
    from agricola_qt.ui.replay_viewer import ReplayViewer

    app = QApplication.instance()
    i18n.install(app, "zh_CN")
    try:
        s = new_setup(2, family=True, seed=4, names=("小梅", "乔纳斯"))
        states = [new_game(s)]
        moves = [Move.parse("place wood")]
        states.append(apply(states[0], moves[0]))
        viewer = ReplayViewer(s, moves, states, None, "test")
        qtbot.addWidget(viewer)
        text = viewer.moves_list.item(1).text()
    finally:
        i18n.install(app, "en")
    assert "乔\u2060纳\u2060斯" in text and "“3\u2060木\u2060材”" in text, repr(text)


def test_a_translation_file_rewritten_during_the_game_leaves_the_words(
        language, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """The game updated under a running table rewrote its .qm files: a tester's Chinese table
    turned mostly English mid-game (Qt had mapped the files and read them in place)."""
    import shutil

    for qm in i18n.FOLDER.glob("*.qm"):
        shutil.copy(qm, tmp_path / qm.name)
    monkeypatch.setattr(i18n, "FOLDER", tmp_path)
    assert language("zh_CN") == "zh_CN"
    before = QCoreApplication.translate("Table", "home {home}/{total}")
    assert before != "home {home}/{total}"
    for qm in tmp_path.glob("*.qm"):  # rewritten in place, the same length
        qm.write_bytes(bytes(qm.stat().st_size))
    assert QCoreApplication.translate("Table", "home {home}/{total}") == before


def test_a_count_after_a_chinese_character_has_a_space_before_it_as_after_it() -> None:
    """"需要1 張職業卡" beside "需要 4 份食物" (a Taiwanese tester): a count with its
    measure word gets the space before it too; one written without spaces stays so."""
    from agricola_qt.ui.text import among_han

    assert among_han("「擠奶凳」需要2 張職業卡") == "「擠奶凳」需要 2 張職業卡"
    assert among_han("田裡多了1 份麥子") == "田裡多了 1 份麥子"
    assert among_han("第1張免費") == "第1張免費"
    assert among_han("（2 隻綿羊）") == "（2 隻綿羊）"


def test_the_harvest_mark_on_round_cards_is_a_chinese_character_in_chinese(language) -> None:  # noqa: ANN001
    """An English "H" on the harvest rounds' cards told a Chinese newcomer nothing."""
    from agricola_qt.ui.text import tr

    assert tr("H") == "H"
    for code in ("zh_CN", "zh_TW"):
        language(code)
        assert tr("H") == "收"
