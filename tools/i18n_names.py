"""Regenerate the Chinese names files from the Traditional one (a development tool).

    pip install opencc        # only here, never needed to play
    python3 tools/i18n_names.py

``agricola_qt/resources/i18n/names_zh_TW.json`` is edited by hand (space names and help, major
improvements, card effect texts); every card name comes from ``CardInfo.name_zh``.
``names_zh_CN.json`` keeps its own hand-made "spaces" and "space_help" (the Simplified
rulebook's words) and its major improvement names; card names and texts are converted from
the Traditional ones, then the Traditional edition's words are swapped for the Simplified
rulebook's (``TERMS``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "agricola_qt" / "resources" / "i18n"
sys.path.insert(0, str(ROOT))

# Traditional-edition words (after conversion to Simplified characters) -> the Simplified
# rulebook's words.  Longer phrases first.
TERMS: tuple[tuple[str, str], ...] = (
    ("回合行动格", "计轮行动区域"), ("回合格", "计轮区域"), ("第2季或第4季", "第2阶段或第4阶段"),
    ("木头", "木材"), ("砖头", "砖块"), ("麦子", "谷物"), ("马厩", "牲口棚"),
    ("农田", "耕地"), ("犁田", "犁地"), ("圈地", "牧场"), ("收成", "收获"),
    ("喂养家庭成员", "给养家庭"), ("喂养", "给养"),
    ("主要发展卡", "大设施"), ("次要发展卡", "小设施"), ("发展卡", "设施"),
    ("职业卡", "职业牌"), ("起始玩家", "游戏起始者"), ("乞讨卡", "劣势卡"),
    ("翻修", "翻建"), ("增加家庭成员", "扩大家庭"), ("卖艺", "小舞台剧"),
    ("钓鱼", "捕鱼"), ("绵羊", "羊"), ("回合", "轮"), ("房舍", "房屋"),
    ("行动格", "行动区域"), ("供应区", "资源堆"),
    ("壁炉", "灶台"), ("砖造烤炉", "砖烤炉"), ("石造烤炉", "石烤炉"), ("木工坊", "木器作坊"),
    ("陶艺工坊", "陶器作坊"), ("芦苇工坊", "编篮作坊"),
    ("「犁一块耕地」", "「犁1块地」"), ("「犁一块耕地 和／或 播种」", "「犁地和/或播种」"),
    ("「拿1份谷物」", "「获取1个谷物」"), ("「拿1份蔬菜」", "「获取1个蔬菜」"),
    ("「1头野猪」", "「1野猪」"), ("「2根木材」", "「2木材」"), ("「3根木材」", "「3木材」"),
    ("「1头牛」", "「1牛」"), ("「1只羊」", "「1羊」"), ("「1块砖块」", "「1砖块」"),
    ("「1捆芦苇」", "「1芦苇」"), ("「播种 和／或 烤面包」", "「播种和/或烤面包」"),
    ("块砖块", "个砖块"), ("根木材", "个木材"), ("捆芦苇", "个芦苇"), ("份谷物", "个谷物"),
    ("张大设施", "个大设施"), ("张小设施", "个小设施"), ("张设施", "个设施"),
    ("座牲口棚", "个牲口棚"),
    ("红利分数", "额外分数"),
)


QUOTES = str.maketrans({"「": "“", "」": "”", "『": "‘", "』": "’"})


def to_simplified(text: str) -> str:
    try:
        import opencc
    except ImportError:
        sys.exit("this tool needs the opencc package: pip install opencc")
    out = opencc.OpenCC("t2s").convert(text)
    for old, new in TERMS:
        out = out.replace(old, new)
    # the mainland's quotation marks (the Traditional texts' corner brackets read as Taiwan's)
    return out.translate(QUOTES)


def main() -> int:
    from agricola_qt.engine.cards.catalog_data import CATALOG
    from agricola_qt.engine.cards.registry import MAJOR_IDS

    tw_path, cn_path = FOLDER / "names_zh_TW.json", FOLDER / "names_zh_CN.json"
    tw = json.loads(tw_path.read_text(encoding="utf-8"))
    cn = json.loads(cn_path.read_text(encoding="utf-8")) if cn_path.exists() else {}
    majors_tw = {k: v for k, v in tw.get("cards", {}).items() if k in MAJOR_IDS}
    majors_cn = {k: v for k, v in cn.get("cards", {}).items() if k in MAJOR_IDS}
    tw["cards"] = {**majors_tw, **{c.id: c.name_zh for c in CATALOG.values() if c.name_zh}}
    cn["cards"] = {k: to_simplified(v) for k, v in tw["cards"].items()} | majors_cn
    cn["card_texts"] = {k: to_simplified(v) for k, v in tw.get("card_texts", {}).items()}
    for key in ("spaces", "space_help"):
        cn.setdefault(key, {k: to_simplified(v) for k, v in tw.get(key, {}).items()})
    for path, data in ((tw_path, tw), (cn_path, cn)):
        ordered = {k: dict(sorted(data.get(k, {}).items()))
                   for k in ("spaces", "space_help", "cards", "card_texts", "reasons")}
        path.write_text(json.dumps(ordered, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
        print(f"{path.name}: {len(ordered['cards'])} card names, "
              f"{len(ordered['card_texts'])} card texts, {len(ordered['spaces'])} spaces")
    return 0


if __name__ == "__main__":
    sys.exit(main())
