"""The catalogue of the 308 occupations and minor improvements of the E, I and K decks.

The facts (number, name, player count, cost, prerequisite, printed points, passing, upgrade)
are those printed on the cards of the original English edition (2007), including the six
cards added in that edition (I337, E338, K339, I340, E341, K342). The effect texts are our
own short, player-facing summaries; the engine's card classes are the rules.
The Chinese names follow the card list of the Traditional Chinese rulebook.

A card's id is the lowercase slug of its English name (``bakers-oven``); the printed number
(``E14``) is kept as ``CardInfo.number``. ``CATALOG`` is ordered by deck (E, I, K), then
minor improvements before occupations, then number.
"""

from __future__ import annotations

import re

from attrs import frozen

from agricola_qt.engine.goods import GOOD_NAMES, NOTHING, Goods

DECKS: tuple[str, ...] = ("E", "I", "K")
KINDS: tuple[str, ...] = ("minor", "occupation")

PREREQUISITE_KEYS: dict[str, tuple[str, str]] = {
    # key: (singular, plural) for the readable form; every key is "at least N" except
    # max_occupations ("at most N occupations"; 0 reads "no occupations").
    "occupations": ("occupation", "occupations"),
    "max_occupations": ("occupation", "occupations"),
    "improvements": ("improvement", "improvements"),
    "ovens": ("oven", "ovens"),
    "sheep": ("sheep", "sheep"),
    "cattle": ("cattle", "cattle"),
    "animals": ("animal", "animals"),
    "veg_fields": ("vegetable field", "vegetable fields"),
    "grain_fields": ("grain field", "grain fields"),
    "planted_fields": ("planted field", "planted fields"),
}


@frozen
class CardInfo:
    """The printed facts of one occupation or minor improvement, plus our effect text."""

    id: str  # "bakers-oven"
    number: str  # "E14"
    deck: str  # "E", "I" or "K"
    kind: str  # "minor" or "occupation"
    name: str  # English name
    min_players: int  # occupations: 1, 3 or 4 (the "1+", "3+", "4+" mark); minors: 1
    cost: Goods  # printed cost (first option); occupations: extra food printed on the card
    cost_options: tuple[Goods, ...]  # every way to pay the goods ("1 wood or 1 clay"); () free
    returns: tuple[str, ...]  # upgrade: give back one of these card ids ("" when none)
    prerequisite: tuple[tuple[str, int], ...]  # e.g. (("occupations", 2),); never paid
    points: int  # printed victory points
    passing: bool  # after playing, goes to the left-hand player (leaves the game in solo)
    text: str  # effect in our own words
    name_zh: str = ""  # Traditional Chinese name
    discards: int = 0  # improvements in front of you to discard when playing (Madonna Statue)
    last_round: int = 14  # may be played no later than this round
    english_edition: bool = False  # one of the six cards added by the English edition
    needs_others: bool = False  # only another player's doing sets it off (Spinney)

    @property
    def is_upgrade(self) -> bool:
        return bool(self.returns)

    @property
    def cost_dict(self) -> dict[str, int]:
        return dict(self.cost.items())

    @property
    def prerequisite_dict(self) -> dict[str, int]:
        return dict(self.prerequisite)

    @property
    def cost_text(self) -> str:
        """The cost in words: "1 wood or 1 clay", "3 stone + give back Clay Oven or ...",
        "free"."""
        several = len(self.cost_options) > 1
        options = [f"({g})" if several and len(list(g.items())) > 1 else str(g)
                   for g in self.cost_options]
        parts = [" or ".join(options)] if options else []
        if self.returns:
            parts.append("give back " + self.returns_text)
        if self.discards:
            parts.append(f"discard {self.discards} of your improvements")
        return " + ".join(parts) or "free"

    @property
    def returns_text(self) -> str:
        """The cards an upgrade may give back, by name: "Fireplace or Simple Fireplace"."""
        names: list[str] = []
        for card_id in self.returns:
            name = CATALOG[card_id].name if card_id in CATALOG else _major_name(card_id)
            if name not in names:
                names.append(name)
        return " or ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)

    @property
    def prerequisite_text(self) -> str:
        if not self.prerequisite:
            return ""
        words = []
        for key, n in self.prerequisite:
            one, many = PREREQUISITE_KEYS[key]
            if key == "max_occupations":
                words.append("no occupations" if n == 0 else f"at most {n} {many}")
            else:
                words.append(f"{n} {one if n == 1 else many}")
        return " and ".join(words)


def _goods(spec: str) -> Goods:
    """``"3 wood 1 stone"`` -> Goods(wood=3, stone=1)."""
    amounts: dict[str, int] = {}
    for count, good in re.findall(r"(\d+) ([a-z]+)", spec):
        if good not in GOOD_NAMES:
            raise ValueError(f"unknown good {good!r} in {spec!r}")
        amounts[good] = amounts.get(good, 0) + int(count)
    return Goods(**amounts)


def _prerequisite(spec: str) -> tuple[tuple[str, int], ...]:
    out = []
    for part in spec.split():
        key, _, n = part.partition("=")
        if key not in PREREQUISITE_KEYS:
            raise ValueError(f"unknown prerequisite {key!r}")
        out.append((key, int(n)))
    return tuple(out)


def slug(name: str) -> str:
    """The id scheme: "Baker's Oven" -> "bakers-oven"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


def _major_name(card_id: str) -> str:
    """"cooking-hearth-4" -> "Cooking Hearth" (majors are named in engine/cards/majors.py)."""
    return " ".join(w.capitalize() for w in card_id.split("-") if not w.isdigit())


def _kind(number: str) -> str:
    n = int(number[1:])
    return "minor" if n <= 146 or n in (337, 338, 339) else "occupation"


_DISCARDS: dict[str, int] = {"E38": 2}
_LAST_ROUND: dict[str, int] = {"E178": 4, "E198": 9, "I71": 13}
# Cards of any player count whose effect only another player's doing sets off (Punner,
# Spinney, Slaughterhouse): alone at the table only their points count.
_NEEDS_OTHERS = frozenset({"I70", "I80", "I97"})

# One row per card:
# (number, name, min players, points, passing,
#  cost ("|" between options), returns (card ids), prerequisite (key=N ...),
#  Chinese name,
#  effect text)
_Row = tuple[str, str, int, int, bool, str, str, str, str, str]
_ROWS: tuple[_Row, ...] = (
    ("E11", "Field", 1, 0, True,
     "1 food", "", "",
     "農田",
     "Plough 1 field at once (no plough bonuses apply). Then hand this card to the player on "
     "your left."),
    ("E12", "Fishing Rod", 1, 0, False,
     "1 wood", "", "",
     "釣竿",
     "Each time you use the Fishing space, take 1 extra food; from round 8 on, 2 extra food."),
    ("E13", "Axe", 1, 0, False,
     "1 wood 1 stone", "", "",
     "斧頭",
     "A new room for your wooden hut costs you only 2 wood and 2 reed."),
    ("E14", "Baker's Oven", 1, 3, False,
     "", "clay-oven stone-oven wood-fired-oven", "",
     "麵包師傅的烤爐",
     "Upgrade: give back an oven. An oven: each time you bake, turn up to 2 grain into 5 food "
     "apiece. You may bake as soon as you play it."),
    ("E15", "Baking Tray", 1, 0, False,
     "1 wood", "", "",
     "發酵箱",
     "For you, the Clay Oven and Stone Oven are minor improvements. You pay 1 building "
     "resource (your pick) less for the Clay Oven, Stone Oven and Wood-fired Oven."),
    ("E16", "Building Material", 1, 0, True,
     "", "", "",
     "建築資源",
     "Take 1 wood or 1 clay. Then hand this card to the player on your left."),
    ("E17", "Windmill", 1, 2, False,
     "3 wood 1 stone", "", "",
     "風車",
     "Whenever you like, turn grain from your supply into 2 food each. This is not baking."),
    ("E18", "Bean Field", 1, 1, False,
     "", "", "occupations=2",
     "豆田",
     "A vegetable field on a card: when you sow, you may plant vegetables here. It does not "
     "count as a field when scoring; planted, it counts for cards that ask for planted "
     "fields."),
    ("E19", "Gypsy's Crock", 1, 1, False,
     "2 clay", "", "",
     "吉普賽人的瓦罐",
     "Each time you turn 2 goods into food in one go with a Fireplace, Cooking Hearth or "
     "Cooking Corner, take 1 more food (again for every further pair)."),
    ("E20", "Simple Fireplace", 1, 1, False,
     "1 clay", "", "",
     "簡易火爐",
     "Counts as a Fireplace. Cook at any time: vegetable 2 food, sheep 1, wild boar 2, cattle "
     "3. When baking, each grain gives 2 food."),
    ("E21", "Half-timbered House", 1, 0, False,
     "1 wood 1 clay 1 reed 2 stone", "", "",
     "半木造房舍",
     "At the end, 1 bonus point for each room if you live in a stone house."),
    ("E22", "Raft", 1, 1, False,
     "2 wood", "", "",
     "木筏",
     "Each time you use the Fishing space, also take 1 food or 1 reed."),
    ("E23", "Manger", 1, 0, False,
     "2 wood", "", "",
     "馬槽",
     "At the end, bonus points for the farmyard spaces inside pastures: 6/7/8/9+ spaces give "
     "1/2/3/4."),
    ("E24", "Animal Pen", 1, 1, False,
     "2 wood", "", "occupations=4",
     "獸圈",
     "2 food wait for you on the space of every remaining round; collect them as each round "
     "starts."),
    ("E25", "Spices", 1, 0, False,
     "", "", "",
     "辛香料",
     "Each vegetable you cook with a Fireplace, Cooking Hearth or Cooking Corner gives 1 more "
     "food."),
    ("E26", "Plane", 1, 0, False,
     "1 wood", "", "",
     "刨子",
     "When the Joinery, Sawmill or Cabinetmaker turns your wood into food, take 1 food more, "
     "or else turn a second wood into exactly 2 food."),
    ("E27", "Wood-fired Oven", 1, 2, False,
     "3 wood 1 stone", "", "",
     "木造烤爐",
     "An oven: each time you bake, turn any amount of grain into 3 food apiece. You may bake "
     "as soon as you play it."),
    ("E28", "Clogs", 1, 0, False,
     "1 wood", "", "",
     "木屐",
     "At the end, 1 bonus point if you live in a clay hut, 2 if you live in a stone house."),
    ("E29", "Shepherd's Pipe", 1, 0, False,
     "", "", "sheep=1",
     "牧羊笛",
     "Each pasture holding sheep takes 2 more sheep, and each unfenced stable may hold 2 "
     "sheep."),
    ("E30", "Canoe", 1, 1, False,
     "2 wood", "", "occupations=2",
     "獨木舟",
     "Each time you use the Fishing space, also take 1 food and 1 reed."),
    ("E31", "Carp Pond", 1, 1, False,
     "", "", "improvements=2 occupations=1",
     "鯉魚池",
     "1 food waits for you on the space of every remaining odd-numbered round; collect it as "
     "each round starts."),
    ("E32", "Potato Dibber", 1, 0, False,
     "1 wood", "", "",
     "馬鈴薯挖洞器",
     "Each field you newly sow with vegetables gets 1 more vegetable from the supply."),
    ("E33", "Ceramics", 1, 0, False,
     "1 clay", "", "ovens=1",
     "陶器",
     "Take 2 food now. From now on you may take the Pottery as a free minor improvement (while"
     " it is still on the board)."),
    ("E34", "Basket", 1, 0, False,
     "1 reed", "", "",
     "籃子",
     "When you take wood from an action space, you may leave 2 of it there and take 3 food "
     "instead."),
    ("E35", "Corn Scoop", 1, 0, False,
     "1 wood", "", "",
     "玉米杓",
     "Each time you use the Take 1 Grain space, take 1 more grain."),
    ("E36", "Clay Roof", 1, 1, False,
     "", "", "occupations=1",
     "磚造屋頂",
     "When you build rooms or renovate, you may pay clay in place of 1 or 2 of the reed."),
    ("E37", "Clay Supports", 1, 0, False,
     "2 wood", "", "",
     "磚造支柱",
     "Rooms for your clay hut may be paid with 2 clay, 1 wood and 1 reed in place of the usual"
     " 5 clay and 2 reed."),
    ("E38", "Madonna Statue", 1, 2, False,
     "", "", "",
     "聖母像",
     "No effect, but worth 2 points. To play it, discard 2 improvements lying in front of you "
     "(majors go back to the board)."),
    ("E39", "Market Stall", 1, 0, True,
     "1 grain", "", "",
     "蔬菜攤",
     "Take 1 vegetable. Then hand this card to the player on your left."),
    ("E40", "Mini Pasture", 1, 0, True,
     "2 food", "", "",
     "迷你圈地",
     "Fence one farmyard space as a pasture at once; the fences cost no wood. Then hand this "
     "card to the player on your left."),
    ("E41", "Millstone", 1, 0, False,
     "1 stone", "", "",
     "磨石",
     "Each time you bake at least 1 grain, take 2 more food."),
    ("E42", "Helpful Neighbours", 1, 0, True,
     "1 wood | 1 clay", "", "",
     "好鄰居",
     "Take 1 stone or 1 reed. Then hand this card to the player on your left."),
    ("E43", "Fruit Tree", 1, 1, False,
     "", "", "occupations=3",
     "果樹",
     "1 food waits for you on the space of each remaining round from 8 to 14; collect it as "
     "each round starts."),
    ("E44", "Outhouse", 1, 2, False,
     "1 wood 1 clay", "", "",
     "戶外廁所",
     "No effect, but worth 2 points. You may only build it while another player has fewer than"
     " 2 occupations (in solo: while you do)."),
    ("E45", "Private Forest", 1, 0, False,
     "2 food", "", "",
     "私有林區",
     "1 wood waits for you on the space of every remaining even-numbered round; collect it as "
     "each round starts."),
    ("E46", "Sack Cart", 1, 0, False,
     "2 wood", "", "occupations=2",
     "一車麥子",
     "1 grain waits for you on the spaces of rounds 5, 8, 11 and 14 (those still to come); "
     "collect it as each round starts."),
    ("E47", "Lettuce Patch", 1, 1, False,
     "", "", "occupations=3",
     "萵苣田",
     "A vegetable field on a card: when you sow, you may plant vegetables here. Each vegetable"
     " harvested from it may be turned into 4 food at once. It does not count as a field when"
     " scoring; planted, it counts for cards that ask for planted fields."),
    ("E48", "Reed Pond", 1, 1, False,
     "", "", "occupations=3",
     "蘆葦池",
     "1 reed waits for you on the spaces of the next 3 rounds; collect it as each round "
     "starts."),
    ("E49", "Writing Desk", 1, 1, False,
     "1 wood", "", "occupations=2",
     "寫字台",
     "When you take an occupation action, you may play a second occupation straight after it, "
     "for 2 food."),
    ("E50", "Builder's Trowel", 1, 0, False,
     "1 wood", "", "",
     "建築工小鏟",
     "At any time, you may renovate your wooden hut to clay without an action (paying the "
     "normal cost)."),
    ("E51", "Spindle", 1, 0, False,
     "1 wood", "", "",
     "紡錘",
     "In the field phase of each harvest: 3 or 4 sheep give you 1 food, 5 or more sheep 2 "
     "food. You keep the sheep."),
    ("E52", "Stable", 1, 0, True,
     "1 wood", "", "",
     "馬廄",
     "Build 1 stable at once at no further cost. Then hand this card to the player on your "
     "left."),
    ("E53", "Butter Churn", 1, 0, False,
     "2 wood", "", "",
     "奶油攪拌器",
     "In the field phase of each harvest, take 1 food for every 3 sheep and 1 food for every 2"
     " cattle you have. You keep the animals."),
    ("E54", "Quarry", 1, 2, False,
     "", "", "occupations=4",
     "採石場",
     "Each time you use the Day Labourer space, also take 3 stone."),
    ("E55", "Stone House Extension", 1, 0, True,
     "1 reed 3 stone", "", "",
     "擴建石屋",
     "Add 1 room to your stone house at once at no further cost. Then hand this card to the "
     "player on your left."),
    ("E56", "Stone Tongs", 1, 0, False,
     "1 wood", "", "",
     "採石鉗",
     "Each time you use one of the stone round spaces (stage 2 or stage 4), take 1 more stone."),
    ("E57", "Dovecote", 1, 2, False,
     "2 stone", "", "",
     "鴿舍",
     "1 food waits for you on the space of each remaining round from 10 to 14; collect it as "
     "each round starts."),
    ("E58", "Animal Yard", 1, 1, False,
     "2 wood", "", "occupations=1",
     "獸欄",
     "This card holds up to 2 animals, of one kind or mixed."),
    ("E59", "Drinking Trough", 1, 1, False,
     "2 wood", "", "",
     "飲水槽",
     "Each of your pastures (with or without a stable) holds 2 more animals."),
    ("E60", "Cattle Market", 1, 0, True,
     "1 sheep", "", "",
     "牲畜市場",
     "Take 1 cattle. Then hand this card to the player on your left."),
    ("E61", "Riding Plough", 1, 0, False,
     "4 wood", "", "occupations=3",
     "犁車",
     "Twice per game, when on Plough 1 Field or Plough 1 Field and/or Sow, plough up to 3 fields "
     "rather than 1."),
    ("E62", "Turnwrest Plough", 1, 0, False,
     "3 wood", "", "occupations=2",
     "轉犁",
     "Once per game, when on Plough 1 Field or Plough 1 Field and/or Sow, plough up to 3 fields "
     "rather than 1."),
    ("E338", "Feed Pellets", 1, 0, False,
     "", "", "",
     "飼料丸",
     "At feeding time in each harvest, you may swap 1 vegetable for 1 animal of a kind already"
     " living on your farm."),
    ("E147", "Land Agent", 3, 0, False,
     "", "", "",
     "土地仲介員",
     "Take 1 vegetable now. Each time you use the Take 1 Vegetable space, also take 1 grain."),
    ("E148", "Academic", 3, 0, False,
     "", "", "",
     "教授",
     "Counts as 2 occupations for the prerequisites of minor improvements and for the Reeve "
     "and the Tutor."),
    ("E149", "Master Baker", 4, 0, False,
     "", "", "",
     "烘焙大師",
     "When another player bakes, you may bake too (if you have a baking improvement). When you"
     " bake yourself, take 1 more food."),
    ("E150", "Baker", 1, 0, False,
     "", "", "",
     "麵包師傅",
     "You may bake now. In each harvest you may bake at the start of the feeding phase."),
    ("E151", "Master Builder", 1, 0, False,
     "", "", "",
     "建築大師",
     "Once per game, at any time after your home has at least 5 rooms, add 1 room for free."),
    ("E152", "Berry Picker", 3, 0, False,
     "", "", "",
     "採莓工",
     "Each time one of your people takes wood from an action space, also take 1 food; "
     "the wood of Building Material counts too."),
    ("E153", "Mendicant", 1, 0, False,
     "", "", "",
     "托鉢僧",
     "At the end, up to 2 of your begging cards cost you no points."),
    ("E154", "Master Brewer", 1, 0, False,
     "", "", "",
     "釀酒大師",
     "In the feeding phase of each harvest, turn up to 1 grain into 3 food."),
    ("E155", "Bread Seller", 3, 0, False,
     "", "", "",
     "麵包商",
     "Whenever any player (you too) bakes, take 1 food for each grain baked."),
    ("E156", "Brush Maker", 3, 0, False,
     "", "", "",
     "製刷工",
     "Wild boar you cook are kept on this card. At the end, 2/3/4+ boar here give 1/2/3 bonus "
     "points."),
    ("E157", "Thatcher", 3, 0, False,
     "", "", "",
     "茅屋匠",
     "Each room, each renovation, and the Water Mill, Half-timbered House, Chicken Coop, "
     "Holiday House, Mansion and Corn Storehouse cost you 1 reed less."),
    ("E158", "Turner", 3, 0, False,
     "", "", "",
     "車工",
     "At any time, turn wood into 1 food each."),
    ("E159", "Head of the Family", 4, 0, False,
     "", "", "",
     "一家之主",
     "You may use the room-building and family growth spaces even when another player is "
     "already there."),
    ("E160", "Farmer", 4, 0, False,
     "", "", "",
     "農夫",
     "The next time you build fences, take 1 wild boar; every later time you build at least 1 "
     "fence, take 1 cattle."),
    ("E161", "Fisherman", 3, 0, False,
     "", "", "",
     "漁夫",
     "On the Fishing space you may take twice the food lying there; if you do, give 1 food to "
     "each owner of the Fishing Rod, Raft, Canoe, Fish Trap and Landing Net."),
    ("E162", "Meat Seller", 1, 0, False,
     "", "", "",
     "肉販",
     "While you own an oven, you may cook animals at any time: sheep 2 food, wild boar 3, "
     "cattle 4."),
    ("E163", "Field Warden", 4, 0, False,
     "", "", "",
     "農場管理員",
     "Occupied or not, you may still place a person on Take 1 Vegetable, Plough 1 Field and "
     "Plough 1 Field and/or Sow."),
    ("E164", "Master Forester", 4, 0, False,
     "", "", "",
     "森林主人",
     "The 2 Wood card from the 3-player game joins the board as an extra forest and gains 2 "
     "wood each round. Anyone using it pays you 2 food."),
    ("E165", "Yeoman Farmer", 3, 0, False,
     "", "", "",
     "自耕農",
     "At the end, the only minus points you take are for unused farmyard spaces and begging "
     "cards."),
    ("E166", "Undergardener", 4, 0, False,
     "", "", "",
     "次級園丁",
     "Each time you use the Day Labourer space, also take 1 vegetable."),
    ("E167", "Conjurer", 4, 0, False,
     "", "", "",
     "變戲法的人",
     "Each time you use a Traveling Players space, also take 1 grain."),
    ("E168", "Greengrocer", 3, 0, False,
     "", "", "",
     "菜販",
     "Each time you use the Take 1 Grain space, also take 1 vegetable."),
    ("E169", "Storyteller", 4, 0, False,
     "", "", "",
     "說書人",
     "On a Traveling Players space you may leave 1 of the food there and take 1 vegetable "
     "instead."),
    ("E170", "Estate Manager", 3, 0, False,
     "", "", "",
     "資產管理員",
     "At the end, if nobody has more of any animal kind than you: 2 bonus points (3 players), "
     "3 (4 players) or 4 (5 players)."),
    ("E171", "Dock Worker", 1, 0, False,
     "", "", "",
     "碼頭工",
     "At any time: 3 wood into 1 clay, reed or stone; or 2 clay, 2 reed or 2 stone into 1 "
     "other building resource."),
    ("E172", "Chief", 1, 0, False,
     "2 food", "", "",
     "村長",
     "Costs 2 extra food to play. At the end, 1 bonus point for each room if you live in a "
     "stone house."),
    ("E173", "Chief's Daughter", 1, 0, False,
     "", "", "",
     "村長的女兒",
     "When another player plays the Chief, you may play this card at once for free. At the "
     "end, 3 bonus points for a stone house, 1 for a clay hut."),
    ("E174", "Tutor", 1, 0, False,
     "", "", "",
     "家庭教師",
     "At the end, 1 bonus point for each occupation you played after this one."),
    ("E175", "Hedge Keeper", 1, 0, False,
     "", "", "",
     "柵欄維護員",
     "Each turn you build fences, pay wood for at least 1; then up to 3 more cost no "
     "wood."),
    ("E176", "Woodcutter", 1, 0, False,
     "", "", "",
     "伐木工",
     "Each time one of your people takes wood, take 1 more wood."),
    ("E177", "Wooden Hut Builder", 3, 0, False,
     "", "", "",
     "木屋建商",
     "At the end, 1 bonus point for each room if you still live in a wooden hut."),
    ("E178", "Hut Builder", 4, 0, False,
     "", "", "",
     "房舍建築師",
     "Play it in rounds 1 to 4 only. At the start of round 11 you may add 1 room for free, "
     "unless you live in a stone house."),
    ("E179", "Merchant", 1, 0, False,
     "", "", "",
     "商人",
     "Each time you carry out an action that plays a minor improvement (or a major or minor"
     " one), you may pay 1 food to carry out that action once more."),
    ("E180", "Hobby Farmer", 4, 0, False,
     "", "", "",
     "業餘農夫",
     "Take 1 vegetable now; you may sow it at once in an empty ploughed field."),
    ("E181", "Cook", 4, 0, False,
     "", "", "",
     "廚師",
     "In the feeding phase only 2 of your people need 2 food each; all the others need just 1."),
    ("E182", "Charcoal Burner", 3, 0, False,
     "", "", "",
     "燒炭工",
     "Whenever any player (you too) builds a baking improvement, take 1 food and 1 wood."),
    ("E183", "Basketmaker", 4, 0, False,
     "", "", "",
     "製籃者",
     "In each harvest, turn up to 1 reed into 3 food."),
    ("E184", "Grocer", 1, 0, False,
     "", "", "",
     "雜貨商",
     "Stack on this card, bottom to top: vegetable, reed, clay, wood, vegetable, stone, grain,"
     " reed. At any time you may buy the top good for 1 food."),
    ("E185", "Clay Firer", 4, 0, False,
     "", "", "",
     "燒磚工",
     "At any time: 2 clay into 1 stone, or 3 clay into 2 stone."),
    ("E186", "Clay Seller", 4, 0, False,
     "", "", "",
     "磚頭販子",
     "At any time: 2 clay into 1 sheep or 1 reed; 3 clay into 1 wild boar or 1 stone; 4 clay "
     "into 1 cattle."),
    ("E187", "Clay Deliveryman", 1, 0, False,
     "", "", "",
     "搬磚工",
     "1 clay waits for you on the space of each remaining round from 6 to 14; collect it as "
     "each round starts."),
    ("E188", "Clay Mixer", 1, 0, False,
     "", "", "",
     "拌土工",
     "Each time one of your people takes clay and nothing else, take 2 more clay."),
    ("E189", "Lord of the Manor", 1, 0, False,
     "", "", "",
     "領主",
     "At the end, 1 bonus point for each scoring category in which you reach the full 4 "
     "points."),
    ("E190", "Maid", 1, 0, False,
     "", "", "",
     "女僕",
     "As soon as you live in a clay hut (or stone house), 1 food waits for you on the space of"
     " every remaining round; collect it as each round starts."),
    ("E191", "Mason", 1, 0, False,
     "", "", "",
     "石匠",
     "Once per game, at any time after your stone house has at least 4 rooms, add 1 room for "
     "free."),
    ("E192", "Patron", 4, 0, False,
     "", "", "",
     "贊助商",
     "Each time you play a later occupation, take 2 food first, before you pay for it."),
    ("E193", "Pastor", 4, 0, False,
     "", "", "",
     "牧師",
     "Should you be (now or later) the last player whose home still has just 2 rooms, take 3 "
     "wood, 2 clay, 1 reed and 1 stone."),
    ("E194", "Plough Driver", 1, 0, False,
     "", "", "",
     "馭犁者",
     "Once in a stone house: as each round starts, you may pay 1 food to plough 1 field."),
    ("E195", "Plough Maker", 1, 0, False,
     "", "", "",
     "造犁者",
     "When on Plough 1 Field or Plough 1 Field and/or Sow, you may pay 1 food to plough a further "
     "field."),
    ("E196", "Mushroom Collector", 1, 0, False,
     "", "", "",
     "採菇者",
     "When you take wood from an action space, you may leave 1 of it there and take 2 food "
     "instead."),
    ("E197", "Braggart", 3, 0, False,
     "", "", "",
     "吹牛大王",
     "At the end, points for the improvements in front of you: 5/6/7/8/9+ give 1/3/5/7/9 bonus"
     " points."),
    ("E198", "Ratcatcher", 3, 0, False,
     "", "", "",
     "捕鼠人",
     "Play it by round 9 at the latest. In rounds 10 and 12 every other player may not place "
     "one of their newest family members (if they have any)."),
    ("E199", "Renovator", 1, 0, False,
     "", "", "",
     "翻修工",
     "Renovating costs you 2 clay less (to a clay hut) or 2 stone less (to a stone house)."),
    ("E200", "Conservator", 1, 0, False,
     "", "", "",
     "管理員",
     "You may renovate your wooden hut straight to a stone house."),
    ("E201", "Cattle Whisperer", 4, 0, False,
     "", "", "",
     "召牛人",
     "1 cattle waits for you on the round spaces 5 and 9 rounds ahead of the current one; "
     "collect it as each of those rounds starts."),
    ("E202", "Seasonal Worker", 1, 0, False,
     "", "", "",
     "季節工",
     "Each time you use the Day Labourer space, also take 1 grain; from round 6 on you may take"
     " 1 vegetable instead."),
    ("E203", "Shepherd", 4, 0, False,
     "", "", "",
     "牧羊人",
     "At breeding, with 4 or more sheep you get 2 lambs rather than 1 (space permitting)."),
    ("E204", "Master Shepherd", 4, 0, False,
     "", "", "",
     "牧羊大師",
     "1 sheep waits for you on the spaces of the next 3 rounds; collect it as each round "
     "starts."),
    ("E205", "Reed Collector", 3, 0, False,
     "", "", "",
     "蘆葦工",
     "1 reed waits for you on the spaces of the next 4 rounds; collect it as each round "
     "starts."),
    ("E206", "Swineherd", 4, 0, False,
     "", "", "",
     "養豬戶",
     "Each time you use the 1 Wild Boar space, take 1 more wild boar."),
    ("E207", "Stablehand", 1, 0, False,
     "", "", "",
     "馬廄工人",
     "Each time you build at least 1 fence, also build 1 free stable at once."),
    ("E208", "Stablemaster", 1, 0, False,
     "", "", "",
     "馬廄工頭",
     "One of your unfenced stables holds up to 3 animals of one kind."),
    ("E209", "Quarryman", 3, 0, False,
     "", "", "",
     "採石工",
     "At any time, turn stone into 2 food each."),
    ("E210", "Stone Carrier", 1, 0, False,
     "", "", "",
     "運石工",
     "Each time one of your people takes stone, you may take 1 more; if that action also gave "
     "you other building resources, this costs 1 food."),
    ("E211", "Stonecutter", 3, 0, False,
     "", "", "",
     "砌石工",
     "Every improvement, room and renovation costs you 1 stone less."),
    ("E212", "Dancer", 4, 0, False,
     "", "", "",
     "舞者",
     "A Traveling Players space gives you at least 4 food, however little lies there."),
    ("E213", "Stockman", 4, 0, False,
     "", "", "",
     "飼養員",
     "Take 1 cattle when you build your 2nd stable, 1 wild boar with your 3rd and 1 sheep with"
     " your 4th."),
    ("E214", "Potter", 3, 0, False,
     "", "", "",
     "製陶工",
     "In each harvest, turn up to 1 clay into 2 food."),
    ("E215", "Tenant Farmer", 4, 0, False,
     "", "", "",
     "佃農",
     "Borrow 1 sheep, 1 wild boar and 1 cattle now. Before scoring, give them back; each one "
     "you do not return costs 1 point."),
    ("E216", "Animal Keeper", 4, 0, False,
     "", "", "",
     "動物管理員",
     "Your pastures may hold sheep, wild boar and cattle together."),
    ("E217", "Reeve", 3, 0, False,
     "", "", "",
     "總督",
     "Take wood now: 4 before round 6, 3 in rounds 6-8, 2 in rounds 9-11, 1 in rounds 12-13. "
     "At the end, the player(s) with the most occupations get 3 bonus points each."),
    ("E218", "Carpenter", 1, 0, False,
     "", "", "",
     "木匠",
     "Each new room costs you 3 of your house's material and 2 reed."),
    ("E341", "Guildmaster", 3, 0, False,
     "", "", "",
     "工會會長",
     "Take 4 wood when you get the Joinery or play the Cabinetmaker, 4 clay for the Pottery or"
     " the Potter, 3 reed for the Basketmaker's Workshop or the Basketmaker. For each of these"
     " you already have, take 2 of its resource now."),
    ("I63", "Moldboard Plough", 1, 0, False,
     "2 wood", "", "occupations=1",
     "板犁",
     "Twice per game, on the Plough 1 Field space, plough up to 2 fields instead of 1."),
    ("I64", "Alms", 1, 0, True,
     "", "", "max_occupations=0",
     "施捨品",
     "Only while you have no occupations. Take 1 food per completed round. Then hand this card"
     " to the player on your left."),
    ("I65", "Baker's Kitchen", 1, 4, False,
     "2 stone", "clay-oven stone-oven wood-fired-oven bakers-oven", "",
     "麵包師傅的廚房",
     "Upgrade: give back an oven. Each time you bake, turn up to 2 grain into 5 food apiece. "
     "You may bake as soon as you play it."),
    ("I66", "Village Well", 1, 5, False,
     "", "well", "",
     "村井",
     "Upgrade: give back the Well (it returns to the board). 1 food waits for you on the "
     "spaces of the next 3 rounds; collect it as each round starts."),
    ("I67", "Threshing Board", 1, 1, False,
     "2 wood", "", "occupations=2",
     "打谷板",
     "On the Plough 1 Field or Plough 1 Field and/or Sow space, you may also bake."),
    ("I68", "Harrow", 1, 0, False,
     "2 wood", "", "",
     "耙子",
     "Once per game, plough 2 fields instead of 1 on Plough 1 Field or Plough 1 Field and/or Sow. "
     "Each other player may do the same once, paying you 2 food."),
    ("I69", "Strawberry Patch", 1, 2, False,
     "", "", "veg_fields=2",
     "草莓田",
     "1 food waits for you on the spaces of the next 3 rounds; collect it as each round "
     "starts."),
    ("I70", "Punner", 1, 0, False,
     "1 wood", "", "",
     "夯土器",
     "Whenever another player ploughs more than 1 field with the Harrow or a plough, you "
     "may plough 1 field too."),
    ("I71", "Holiday House", 1, 8, False,
     "3 wood 2 reed | 3 clay 2 reed", "", "",
     "渡假小屋",
     "Play it by round 13 at the latest. You place no people in round 14."),
    ("I72", "Goose Pond", 1, 1, False,
     "", "", "occupations=3",
     "鵝塘",
     "1 food waits for you on the spaces of the next 4 rounds; collect it as each round "
     "starts."),
    ("I73", "Guest", 1, 0, True,
     "2 food", "", "",
     "食客",
     "Take a guest token: next round you may place it once like an extra person. Then hand "
     "this card to the player on your left."),
    ("I74", "Grain Cart", 1, 0, False,
     "2 wood", "", "occupations=2",
     "小麥推車",
     "Each time you use the Take 1 Grain space, take 2 more grain."),
    ("I75", "Hand Mill", 1, 0, False,
     "1 stone", "", "",
     "手搖磨",
     "At feeding time, you may turn 1 grain into 2 food, or 2 grain into 4 food."),
    ("I76", "Rake", 1, 0, False,
     "1 wood", "", "",
     "長柄耙",
     "At the end, 2 bonus points for 5 or more fields (6 or more if you played the Harrow, "
     "Punner, Yoke or a plough)."),
    ("I77", "Shepherd's Crook", 1, 0, False,
     "1 wood", "", "",
     "牧羊拐",
     "Each time you fence a new pasture of at least 4 spaces, put 2 new sheep in it."),
    ("I78", "Copse", 1, 1, False,
     "2 wood", "", "occupations=1",
     "灌木林",
     "When you sow, you may plant wood here (up to 2 stacks); it grows and is harvested like "
     "grain."),
    ("I79", "Wood Cart", 1, 0, False,
     "3 wood", "", "occupations=3",
     "木頭推車",
     "Each time one of your people takes wood from an action space, take 2 more wood."),
    ("I80", "Spinney", 1, 1, False,
     "1 wood", "", "occupations=3",
     "樹叢",
     "When another player uses the 3 Wood space, they give you 1 of that wood."),
    ("I81", "Wooden Hut Extension", 1, 0, True,
     "1 reed 5 wood", "", "",
     "擴建木屋",
     "Add 1 room to your wooden hut at once. Then hand this card to the player on your left."),
    ("I82", "Wooden Crane", 1, 1, False,
     "3 wood", "", "",
     "木製吊車",
     "On the stone round spaces (stage 2 or 4), take 1 more stone, or pay 1 food for 2 more."),
    ("I83", "Wooden Path", 1, 0, False,
     "1 wood", "", "",
     "木製道路",
     "The streets are Wooden Path, Clay Path and Paved Road, each worth more than the "
     "last. At the end, the player with the best street gets 2 bonus points."),
    ("I84", "Chicken Coop", 1, 1, False,
     "2 wood 1 reed | 2 clay 1 reed", "", "",
     "雞舍",
     "1 food waits for you on the spaces of the next 8 rounds; collect it as each round "
     "starts."),
    ("I85", "Cooking Corner", 1, 3, False,
     "", "cooking-hearth-4 cooking-hearth-5 cooking-hearth", "",
     "烹調區",
     "Upgrade: give back a Cooking Hearth. Cook at any time: vegetable 4 food, sheep 2, wild "
     "boar 3, cattle 4. When baking, each grain gives 3 food."),
    ("I86", "Corn Storehouse", 1, 1, False,
     "2 wood 2 reed | 2 clay 2 reed", "", "",
     "玉米倉庫",
     "After the field phase of a harvest, you may sow grain at once in empty fields, with 1 "
     "grain fewer from the supply per field."),
    ("I87", "Flagon", 1, 0, False,
     "1 clay", "", "",
     "大酒壺",
     "When the Well is built or upgraded to the Village Well, take 4 food and every other "
     "player 1 food. If a Well already stands, this pays out when you play the card."),
    ("I88", "Lasso", 1, 0, False,
     "1 reed", "", "",
     "套索",
     "You may place two people one after the other if at least one of them goes to a 1 Sheep, "
     "1 Wild Boar or 1 Cattle space."),
    ("I89", "Clay Path", 1, 1, False,
     "3 clay", "", "",
     "紅磚道路",
     "The streets are Wooden Path, Clay Path and Paved Road, each worth more than the "
     "last. At the end, the player with the best street gets 2 bonus points."),
    ("I90", "Planter Box", 1, 0, False,
     "", "", "occupations=2",
     "花盆",
     "Each field you sow next to a room of your home gets 2 more grain or 1 more vegetable."),
    ("I91", "Ladder", 1, 0, False,
     "2 wood", "", "",
     "梯子",
     "Rooms, renovations, and the Water Mill, Half-timbered House, Chicken Coop, Holiday "
     "House, Mansion and Corn Storehouse cost you 1 reed less."),
    ("I92", "Manure", 1, 0, False,
     "", "", "animals=2",
     "肥料",
     "At the end of each round without a harvest, you may take 1 crop from each of your "
     "fields."),
    ("I93", "Milking Shed", 1, 2, False,
     "3 stone 2 clay", "", "",
     "擠奶棚",
     "At the start of each harvest's field phase, count every player's sheep and cattle: take "
     "1 food per 5 sheep and per 3 cattle."),
    ("I94", "Paved Road", 1, 2, False,
     "5 stone", "", "",
     "石板道路",
     "The streets are Wooden Path, Clay Path and Paved Road, each worth more than the "
     "last. At the end, the player with the best street gets 2 bonus points."),
    ("I95", "Fish Trap", 1, 0, False,
     "1 wood", "", "",
     "魚籠",
     "Each time you use the Fishing space or take reed from an action space, take 1 more food."),
    ("I96", "Reed Exchange", 1, 0, True,
     "2 wood | 2 clay", "", "",
     "交換蘆葦",
     "Take 2 reed. Then hand this card to the player on your left."),
    ("I97", "Slaughterhouse", 1, 2, False,
     "2 stone 2 clay", "", "",
     "屠宰場",
     "Whenever another player turns animals into food, take 1 food. You feed your family last "
     "in each harvest."),
    ("I98", "Schnaps Distillery", 1, 2, False,
     "1 veg 2 stone", "", "",
     "燒酒釀造坊",
     "At feeding time, turn up to 1 vegetable into 4 food. At the end, your 5th and your 6th "
     "vegetable score 1 bonus point each."),
    ("I99", "Straw-thatched Roof", 1, 1, False,
     "", "", "grain_fields=3",
     "茅草屋頂",
     "Your rooms and renovations need no reed."),
    ("I100", "Tavern", 1, 2, False,
     "2 wood 2 stone", "", "",
     "客棧",
     "An extra action space. Other players who use it take 3 food; you take 3 food or 2 bonus "
     "points."),
    ("I101", "Animal Feed", 1, 0, False,
     "", "", "planted_fields=4",
     "飼料",
     "Just before scoring, take 1 more animal of each kind you already have."),
    ("I102", "Wildlife Reserve", 1, 1, False,
     "2 wood", "", "occupations=2",
     "野生動物保留區",
     "Room on this card for 1 sheep, 1 wild boar and 1 cattle."),
    ("I103", "Water Mill", 1, 2, False,
     "1 wood 2 clay 1 reed 2 stone", "", "",
     "水車",
     "After the field phase of a harvest, every player may turn up to 1 grain into 3 food "
     "here; others give you 1 of that food."),
    ("I104", "Weekly Market", 1, 0, True,
     "3 grain", "", "",
     "每週例行市場",
     "Take 2 vegetables. Then hand this card to the player on your left."),
    ("I337", "Clay Deposit", 1, 0, False,
     "", "", "occupations=3",
     "磚頭寄存場",
     "An extra action space: whoever uses it pays you 1 food and takes 5 clay. Using it "
     "yourself, you may score 2 bonus points in place of the clay."),
    ("I219", "Fieldsman", 1, 0, False,
     "", "", "",
     "守田人",
     "Sowing a single field adds 2 more of the crop to it; sowing two fields adds 1 more to "
     "each."),
    ("I220", "Well Builder", 1, 0, False,
     "", "", "",
     "造井者",
     "The Well is a minor improvement for you and costs only 1 wood and 1 stone."),
    ("I221", "Village Elder", 3, 0, False,
     "", "", "",
     "長者",
     "Take wood now: 4 before round 6, 3 in rounds 6-8, 2 in rounds 9-11, 1 in rounds 12-13. "
     "At the end, the player(s) with the most improvements get 3 bonus points each."),
    ("I222", "Social Climber", 4, 0, False,
     "", "", "",
     "我愛上流",
     "Take 3/2/1 stone when you are the 1st/2nd/3rd player to renovate to clay, and again to "
     "stone."),
    ("I223", "Harvest Helper", 3, 0, False,
     "", "", "",
     "收成好幫手",
     "At the start of each feeding phase, you may take 1 grain from another player's field; "
     "that player takes 2 food from the supply."),
    ("I224", "Field Worker", 3, 0, False,
     "", "", "",
     "農場工人",
     "Whenever another player sows, take 1 grain (3 players) or 1 food (4-5 players)."),
    ("I225", "Field Watchman", 1, 0, False,
     "", "", "",
     "農場巡守員",
     "Each time you use the Take 1 Grain space, you may also plough 1 field."),
    ("I226", "Gardener", 1, 0, False,
     "", "", "",
     "園丁",
     "Vegetables you harvest come from the supply; your vegetable fields stay as they are."),
    ("I227", "Church Warden", 1, 0, False,
     "", "", "",
     "教區委員",
     "Take wood now: 4 before round 6, 3 in rounds 6-8, 2 in rounds 9-11, 1 in rounds 12-13. "
     "At the end, each player who placed at least 5 people in round 14 gets 3 bonus points."),
    ("I228", "Businessman", 3, 0, False,
     "", "", "",
     "生意人",
     "On the Starting Player space, after its minor improvement you may play another minor or "
     "major improvement."),
    ("I229", "Sycophant", 4, 0, False,
     "", "", "",
     "讒言者",
     "Other players pay you 1 food before using Take 1 Grain; whoever uses it (you too), you "
     "also take 1 food from the supply."),
    ("I230", "Clay Digger", 4, 0, False,
     "", "", "",
     "挖土工",
     "The 1 Clay card from the 3-player game joins the board with 3 clay, gaining 1 clay each "
     "round. Anyone using it pays you 3 food."),
    ("I231", "Manservant", 1, 0, False,
     "", "", "",
     "男僕",
     "When you live in a stone house, 3 food wait for you on the space of every remaining "
     "round; collect them as each round starts."),
    ("I232", "Midwife", 4, 0, False,
     "", "", "",
     "助產士",
     "When another player's family grows larger than yours, take 1 food (2 if they are ahead "
     "by 2 or more)."),
    ("I233", "Farm Steward", 1, 0, False,
     "", "", "",
     "農場幹事",
     "After moving into clay or stone, your next family growth works even without a free room."),
    ("I234", "Wood Buyer", 3, 0, False,
     "", "", "",
     "木材商",
     "Whenever another player takes wood with an action, you may buy 1 of it from them for 1 "
     "food."),
    ("I235", "Wood Collector", 1, 0, False,
     "", "", "",
     "拾木者",
     "1 wood waits for you on the spaces of the next 5 rounds; collect it as each round "
     "starts."),
    ("I236", "Hide Farmer", 3, 0, False,
     "", "", "",
     "農民",
     "At the end, you may pay 1 food for each unused farmyard space to avoid its minus point."),
    ("I237", "Juggler", 4, 0, False,
     "", "", "",
     "雜技員",
     "On a Traveling Players space you may take twice the food there; then give 1 food to each"
     " owner of the Magician, Conjurer, Street Musician, Puppeteer, Acrobat, Dancer, Animal "
     "Trainer and Storyteller."),
    ("I238", "Chamberlain", 1, 0, False,
     "", "", "",
     "內侍",
     "From round 11 (or at once if later), the remaining round cards are revealed and only you"
     " may use them already."),
    ("I239", "Corn Profiteer", 4, 0, False,
     "", "", "",
     "玉米商",
     "At any time, turn 1 grain into 3 food, unless another player buys that grain from you "
     "for 2 food."),
    ("I240", "Cowherd", 3, 0, False,
     "", "", "",
     "養牛戶",
     "Each time you use the 1 Cattle space, take 1 more cattle."),
    ("I241", "Clay Plasterer", 1, 0, False,
     "", "", "",
     "泥水匠",
     "Renovating to clay costs you only 1 clay and 1 reed; a clay room costs you 3 clay and 2 "
     "reed."),
    ("I242", "Clay Hut Builder", 1, 0, False,
     "", "", "",
     "磚屋建商",
     "Once you live in a clay hut, 2 clay wait for you on the spaces of the next 5 rounds; "
     "collect them as each round starts."),
    ("I243", "Bricklayer", 1, 0, False,
     "", "", "",
     "砌磚工",
     "Improvements and renovations cost you 1 clay less; rooms 2 clay less."),
    ("I244", "Layabout", 1, 0, False,
     "", "", "",
     "無業遊民",
     "You sit out the next harvest completely."),
    ("I245", "Market Crier", 3, 0, False,
     "", "", "",
     "叫賣販",
     "On the Take 1 Grain space you may also take 1 grain and 1 vegetable; then every other "
     "player takes 1 grain."),
    ("I246", "Milking Hand", 4, 0, False,
     "", "", "",
     "擠奶好幫手",
     "In each harvest's field phase, with cattle take 1 food (3-4 cattle: 2 food, 5+: 3 food),"
     " keeping them. At the end, 1 bonus point per 2 cattle."),
    ("I247", "Butcher", 1, 0, False,
     "", "", "",
     "屠夫",
     "Cook animals at any time: sheep 1 food, wild boar 2, cattle 3."),
    ("I248", "Net Fisherman", 1, 0, False,
     "", "", "",
     "網魚者",
     "When one of your people uses a space that gives reed, take all the food from the Fishing"
     " space when people return home."),
    ("I249", "Puppeteer", 4, 0, False,
     "", "", "",
     "偶戲師",
     "When another player uses a Traveling Players space, you may pay 1 food to play an "
     "occupation."),
    ("I250", "Sheep Whisperer", 4, 0, False,
     "", "", "",
     "召羊人",
     "1 sheep waits for you on the round spaces 4, 7, 9 and 11 rounds ahead of the current "
     "one; collect it as each of those rounds starts."),
    ("I251", "Reed Buyer", 4, 0, False,
     "", "", "",
     "蘆葦商",
     "The first time each round someone takes reed, you may buy 1 of it for 1 food; they also "
     "take 1 food from the supply."),
    ("I252", "Pig Breeder", 4, 0, False,
     "", "", "",
     "野豬哺育師",
     "Take 1 wild boar now. At the end of round 12 your wild boar breed once more, space "
     "permitting."),
    ("I253", "Pig Catcher", 4, 0, False,
     "", "", "",
     "捕豬人",
     "When you take wood from an action space, you may leave 2 of it there and take 1 wild "
     "boar."),
    ("I254", "Groom", 4, 0, False,
     "", "", "",
     "馬夫",
     "While you live in a stone house, at the start of each round you may build 1 stable for 1"
     " wood."),
    ("I255", "Stone Buyer", 4, 0, False,
     "", "", "",
     "石材商",
     "The first time each round someone takes stone, you may buy 1 of it for 1 food; they also"
     " take 1 food from the supply."),
    ("I256", "Stone Carver", 1, 0, False,
     "", "", "",
     "刻石匠",
     "In each harvest, turn up to 1 stone into 3 food."),
    ("I257", "Street Musician", 4, 0, False,
     "", "", "",
     "街頭樂手",
     "Whenever another player uses a Traveling Players space, take 1 grain."),
    ("I258", "Cabinetmaker", 3, 0, False,
     "", "", "",
     "造櫥者",
     "In each harvest, turn up to 1 wood into 2 food."),
    ("I259", "Animal Dealer", 3, 0, False,
     "", "", "",
     "動物交易員",
     "On a 1 Sheep, 1 Wild Boar or 1 Cattle space you may buy one more of that animal for 1 "
     "food."),
    ("I260", "Taster", 4, 0, False,
     "", "", "",
     "試味員",
     "When another player is starting player, you may pay them 1 food to place your first "
     "person before everyone."),
    ("I261", "Outrider", 4, 0, False,
     "", "", "",
     "先遣者",
     "Each time one of your people uses the newest round card, take 1 more grain."),
    ("I262", "Water Carrier", 1, 0, False,
     "", "", "",
     "挑水工",
     "Once anyone has built the Well, 1 food waits for you on the space of every remaining "
     "round; collect it as each round starts."),
    ("I263", "Fence Builder", 1, 0, False,
     "", "", "",
     "柵欄建商",
     "Mark an action space with one of your fences; whenever you use that space, you may also "
     "build fences."),
    ("I264", "Fencer", 4, 0, False,
     "", "", "",
     "柵欄工",
     "Whenever another player builds 1-4 fences, take 1 wood; 5 or more fences, 2 wood."),
    ("I265", "Fence Deliveryman", 1, 0, False,
     "", "", "",
     "柵欄運工",
     "Put 4 of your fences on the round spaces 6 and 10 rounds ahead of the current one; at "
     "those rounds you may pay 2 food to build them."),
    ("I340", "Rancher", 4, 0, False,
     "", "", "",
     "農莊經營者",
     "At the start of each round, if you use more farmyard spaces than every other player, "
     "take 1 wood."),
    ("K105", "Acreage", 1, 0, False,
     "", "", "occupations=1",
     "一畝田",
     "When you sow, you may plant grain here (up to 2 stacks). It counts as 2 fields for "
     "the requirements of minor improvements, but not as a field when scoring."),
    ("K106", "Bakehouse", 1, 5, False,
     "3 stone", "clay-oven stone-oven wood-fired-oven bakers-oven", "",
     "烘焙坊",
     "Upgrade: give back an oven. Each time you bake, turn up to 2 grain into 5 food apiece. "
     "You may bake as soon as you play it."),
    ("K107", "Lumber", 1, 0, True,
     "1 stone", "", "",
     "木材",
     "Take 3 wood. Then hand this card to the player on your left."),
    ("K108", "Beehive", 1, 1, False,
     "", "", "improvements=2 occupations=3",
     "蜂窩",
     "2 food wait for you on the space of every remaining even-numbered round; collect them as"
     " each round starts."),
    ("K109", "Spit Roast", 1, 0, False,
     "1 wood", "", "",
     "炙叉烤肉",
     "When you cook at least 1 animal in the feeding phase, take 1 more food."),
    ("K110", "Brewery", 1, 2, False,
     "2 grain 2 stone", "", "",
     "啤酒廠",
     "In the feeding phase, turn up to 1 grain into 3 food. At the end, 1 bonus point if you "
     "have 9 or more grain."),
    ("K111", "Bread Paddle", 1, 0, False,
     "1 wood", "", "",
     "麵包鏟",
     "Each time you play an occupation, you may also bake."),
    ("K112", "Bookshelf", 1, 1, False,
     "1 wood", "", "occupations=3",
     "書櫃",
     "Each time you play an occupation, take 3 food first, before you pay for it."),
    ("K113", "Flail", 1, 0, False,
     "1 wood", "", "occupations=1",
     "連枷",
     "On the Plough 1 Field or Plough 1 Field and/or Sow space, you may also bake."),
    ("K114", "Duck Pond", 1, 1, False,
     "", "", "occupations=2",
     "鴨塘",
     "1 food waits for you on the spaces of the next 3 rounds; collect it as each round "
     "starts."),
    ("K115", "Swing Plough", 1, 0, False,
     "3 wood", "", "occupations=3",
     "沟紋犁",
     "Twice per game, on the Plough 1 Field space, plough up to 3 fields instead of 1."),
    ("K116", "Granary", 1, 1, False,
     "3 wood | 3 clay", "", "",
     "谷倉",
     "1 grain waits for you on the spaces of rounds 8, 10 and 12 (those still to come); "
     "collect it as each round starts."),
    ("K117", "Greenhouse", 1, 1, False,
     "2 wood", "", "occupations=1",
     "溫室",
     "Put 1 vegetable on the round spaces 4 and 7 rounds ahead of the current one; at those "
     "rounds you may pay 1 food to take it."),
    ("K118", "Liquid Manure", 1, 0, False,
     "", "", "animals=4",
     "液態肥料",
     "Each new stack you sow gets 1 more grain or vegetable."),
    ("K119", "Crooked Plough", 1, 0, False,
     "3 wood", "", "occupations=1",
     "鈎狀犁",
     "Once per game, on the Plough 1 Field space, plough up to 3 fields instead of 1."),
    ("K120", "House Goat", 1, 1, False,
     "", "", "",
     "家用山羊",
     "Take 1 food in each feeding phase. No other animal may live in your home."),
    ("K121", "Sawhorse", 1, 0, False,
     "2 wood", "", "",
     "鋸木架",
     "Your next stable and your 3rd, 6th, 9th, 12th and 15th fences are free."),
    ("K122", "Sawmill", 1, 3, False,
     "", "joinery", "",
     "鋸木場",
     "Upgrade: give back the Joinery (it returns to the board). In each harvest, turn up to 1 "
     "wood into 3 food. At the end, 2/4/5 wood give 1/2/3 bonus points."),
    ("K123", "Wooden Strongbox", 1, 0, False,
     "1 wood", "", "",
     "木製保險箱",
     "At the end, 2 bonus points for 5 rooms, 4 for 6 or more rooms."),
    ("K124", "Yoke", 1, 0, False,
     "1 wood", "", "cattle=1",
     "牛軛",
     "Plough 1 field now for each plough or Harrow any player has played."),
    ("K125", "Broom", 1, 0, False,
     "1 wood", "", "",
     "掃帚",
     "Throw away the minor improvements in your hand, draw 7 fresh ones, and you may play 1 of"
     " them straight away."),
    ("K126", "Landing Net", 1, 0, False,
     "1 reed", "", "",
     "撈魚網",
     "When you take reed from an action space, take 2 food (only 1 if you also got other "
     "building resources)."),
    ("K127", "Clapper", 1, 0, False,
     "1 wood", "", "",
     "鳴聲器",
     "When you use a family growth space, add 1 grain to each of your fields that holds grain."),
    ("K128", "Cooking Hearth", 1, 1, False,
     "", "fireplace-2 fireplace-3 simple-fireplace", "",
     "壁爐",
     "Upgrade: give back a Fireplace. Cook at any time: vegetable 3 food, sheep 2, wild boar "
     "3, cattle 4. When baking, each grain gives 3 food."),
    ("K129", "Corn Sheaf", 1, 0, True,
     "", "", "",
     "谷禾",
     "Take 1 grain. Then hand this card to the player on your left."),
    ("K130", "Herb Garden", 1, 1, False,
     "", "", "veg_fields=1",
     "香草園",
     "1 food waits for you on the spaces of the next 5 rounds; collect it as each round "
     "starts."),
    ("K131", "Clay Pit", 1, 1, False,
     "", "", "occupations=3",
     "磚窯",
     "Each time you use the Day Labourer space, also take 3 clay."),
    ("K132", "Clay Hut Extension", 1, 0, True,
     "1 reed 4 clay", "", "",
     "擴建磚屋",
     "Add 1 room to your clay hut at once. Then hand this card to the player on your left."),
    ("K133", "Milking Stool", 1, 0, False,
     "1 wood", "", "occupations=2",
     "擠奶凳",
     "In each harvest's field phase: 1-2 cattle give 1 food, 3-4 give 2, 5 or more give 3, and"
     " you keep them. At the end, 1 bonus point per 2 cattle."),
    ("K134", "Ox Team", 1, 1, False,
     "3 wood", "", "cattle=2",
     "雙頭挽具",
     "Plough as many fields as there are complete rounds left, at most 3."),
    ("K135", "Horse", 1, 0, False,
     "", "", "",
     "馬",
     "At the end, 2 bonus points if your farm lacks sheep, wild boar or cattle (2 points "
     "however many kinds it lacks)."),
    ("K136", "Brushwood Roof", 1, 0, False,
     "", "", "occupations=2",
     "木造屋頂",
     "When you build rooms or renovate, you may pay wood in place of 1 or 2 of the reed."),
    ("K137", "Turnip Field", 1, 1, False,
     "", "", "occupations=3",
     "蕪菁田",
     "A field for vegetables only, on this card; you may sow it as you play it. It scores as"
     " no field, but once planted counts as a planted field for other cards."),
    ("K138", "Reed Hut", 1, 1, False,
     "4 reed 1 wood", "", "",
     "蘆葦小屋",
     "A person from your supply moves in here for the rest of the game: it acts and must be "
     "fed, but scores no points."),
    ("K139", "Sleeping Corner", 1, 1, False,
     "1 wood", "", "grain_fields=2",
     "臥室",
     "You may use a family growth space even when another player is already there."),
    ("K140", "Swan Lake", 1, 2, False,
     "", "", "occupations=4",
     "天鵝湖",
     "1 food waits for you on the spaces of the next 5 rounds; collect it as each round "
     "starts."),
    ("K141", "Boar Breeding", 1, 0, True,
     "1 food", "", "",
     "繁殖野豬",
     "Take 1 wild boar. Then hand this card to the player on your left."),
    ("K142", "Stone Cart", 1, 0, False,
     "2 wood", "", "occupations=2",
     "一車石頭",
     "1 stone waits for you on the space of every remaining even-numbered round; collect it as"
     " each round starts."),
    ("K143", "Stone Exchange", 1, 0, True,
     "2 wood | 2 clay", "", "",
     "交換石頭",
     "Take 2 stone. Then hand this card to the player on your left."),
    ("K144", "Mansion", 1, 0, False,
     "3 wood 3 clay 2 reed 3 stone", "", "",
     "宅第",
     "At the end, 2 bonus points for each room if you live in a stone house."),
    ("K145", "Forest Pasture", 1, 1, False,
     "", "", "occupations=3",
     "林間牧地",
     "This card holds any number of wild boar."),
    ("K146", "Loom", 1, 1, False,
     "2 wood", "", "occupations=2",
     "織布機",
     "In each harvest's field phase: 1-3 sheep give 1 food, 4-6 give 2, 7 or more give 3, and "
     "you keep them. At the end, 1 bonus point per 3 sheep."),
    ("K339", "Pelts", 1, 0, False,
     "", "", "occupations=3",
     "毛皮",
     "For each animal you turn into food, you may put 1 of your food in a room (one per room);"
     " it can no longer be used but scores 1 bonus point."),
    ("K266", "Serf", 4, 0, False,
     "", "", "",
     "農奴",
     "On the Sow and Bake Bread space, first take 1 grain, or swap 1 grain for 1 vegetable."),
    ("K267", "Adoptive Parents", 1, 0, False,
     "", "", "",
     "養父母",
     "When you grow your family, you may pay 1 food so the newcomer can act in this same "
     "round."),
    ("K268", "Pieceworker", 1, 0, False,
     "", "", "",
     "打零工",
     "When an action space gives you wood, clay, reed, stone or grain, you may buy 1 more for "
     "1 food; 1 more vegetable costs 2 food."),
    ("K269", "Acrobat", 4, 0, False,
     "", "", "",
     "空中飛人",
     "After all people are placed, you may move your person from a Traveling Players space to "
     "a free Take 1 Grain, Plough 1 Field or Plough 1 Field and/or Sow space and use it."),
    ("K270", "Wet Nurse", 1, 0, False,
     "", "", "",
     "奶媽",
     "Building rooms lets you grow your family by up to that many people (if they have room), "
     "at 1 food each."),
    ("K271", "Educator", 4, 0, False,
     "", "", "",
     "教師",
     "When another player plays an occupation, you may pay 3 food (2 from your 4th occupation "
     "on) to play one too."),
    ("K272", "Frame Builder", 1, 0, False,
     "", "", "",
     "架樑工",
     "When renovating, you may pay 1 wood instead of 1 clay or stone; for each room you build, "
     "1 wood instead of 2 clay or stone."),
    ("K273", "Basin Maker", 4, 0, False,
     "", "", "",
     "造盆者",
     "For each wild boar you cook, you may put up to 2 wood on this card. At the end, 1 bonus "
     "point per wood here except the 1st, 4th, 7th and 10th."),
    ("K274", "Organic Farmer", 1, 0, False,
     "", "", "",
     "有機農",
     "At the end, 1 bonus point for each pasture with animals that still has room for at least"
     " 3 more."),
    ("K275", "Perpetual Student", 4, 0, False,
     "", "", "",
     "職業學生",
     "When you play an occupation, you may let another player draw it at random from your "
     "hand; then take 3 food first."),
    ("K276", "Constable", 3, 0, False,
     "", "", "",
     "總管",
     "Take wood now: 4 before round 6, 3 in rounds 6-8, 2 in rounds 9-11, 1 in rounds 12-13. "
     "At the end, every player without minus points gets 5 bonus points."),
    ("K277", "Manufacturer", 3, 0, False,
     "", "", "",
     "製造商",
     "Once you live in a clay hut or stone house, the Joinery, Pottery and Basketmaker's "
     "Workshop are minor improvements for you and cost 2 building resources less."),
    ("K278", "Forester", 1, 0, False,
     "", "", "",
     "林務官",
     "When you sow, you may plant wood here (up to 3 stacks); it grows and is harvested like "
     "grain."),
    ("K279", "Scholar", 1, 0, False,
     "", "", "",
     "學者",
     "While you live in a stone house, at the start of each round you may play an occupation "
     "for 1 food or an improvement at its cost."),
    ("K280", "Tanner", 3, 0, False,
     "", "", "",
     "皮革工",
     "Wild boar and cattle you cook are kept on this card. At the end, boar 2-3/4-5/6+ give "
     "1/2/3 bonus points; cattle 2/3/4+ give 1/2/3."),
    ("K281", "Traveling Salesman", 1, 0, False,
     "", "", "",
     "旅行商人",
     "A minor improvement action may buy a major improvement instead; an improvement action "
     "may play 2 minor improvements."),
    ("K282", "House Steward", 3, 0, False,
     "", "", "",
     "管家",
     "Take wood now: 4 before round 6, 3 in rounds 6-8, 2 in rounds 9-11, 1 in rounds 12-13. "
     "At the end, the player(s) with the most rooms get 3 bonus points each."),
    ("K283", "Wood Deliveryman", 1, 0, False,
     "", "", "",
     "木材運輸工",
     "1 wood waits for you on the space of each remaining round from 8 to 14; collect it as "
     "each round starts."),
    ("K284", "Wood Distributor", 1, 0, False,
     "", "", "",
     "木材分配員",
     "Take 2 wood now. At the start of each work phase, you may spread the wood on the 3 Wood "
     "space (2 Wood when playing alone) evenly over the 1 Clay, 1 Reed and Fishing spaces: 1 "
     "wood onto each for every 3 there, the rest staying (so only when it holds 3 or more)."),
    ("K285", "Tinsmith", 3, 0, False,
     "", "", "",
     "錫匠",
     "At any time, turn clay into 1 food each; once anyone has built the Well, 2 clay give 3 "
     "food."),
    ("K286", "Smallholder", 1, 0, False,
     "", "", "",
     "小農",
     "Pastures that hold 2 animals hold 3. While you have at most 2 fields, each field you sow"
     " gets 1 more crop."),
    ("K287", "Storehouse Clerk", 4, 0, False,
     "", "", "",
     "倉庫簿記",
     "At the start of each round take 1 stone if you have 5+ stone, 1 reed for 6+ reed, 1 clay"
     " for 7+ clay, 1 wood for 8+ wood."),
    ("K288", "Storehouse Keeper", 4, 0, False,
     "", "", "",
     "倉庫管理員",
     "When one of your people takes reed and stone together, also take 1 clay or 1 grain."),
    ("K289", "Countryman", 4, 0, False,
     "", "", "",
     "鄉下人",
     "After everyone has placed, you may move a person from Take 1 Grain or Take 1 Vegetable "
     "to a free space with a sowing action."),
    ("K290", "Clay Worker", 1, 0, False,
     "", "", "",
     "掘土工",
     "Each time one of your people takes wood or clay, also take 1 clay."),
    ("K291", "Lover", 3, 0, False,
     "4 food", "", "",
     "情聖",
     "Costs 4 extra food to play. Grow your family at once, even without a free room."),
    ("K292", "Market Woman", 1, 0, False,
     "", "", "",
     "村姑",
     "Each time a person's action or a minor improvement gives you vegetables (not a "
     "harvest of your fields), also take 2 grain."),
    ("K293", "Ploughman", 1, 0, False,
     "", "", "",
     "犁田者",
     "Put a field on the round spaces 4, 7 and 10 rounds ahead of the current one; at those "
     "rounds you may pay 1 food to plough it."),
    ("K294", "Brushwood Collector", 3, 0, False,
     "", "", "",
     "拾柴者",
     "For a renovation or each new room, you may pay 1 wood in place of all the reed."),
    ("K295", "Cattle Breeder", 4, 0, False,
     "", "", "",
     "牛隻哺育師",
     "Take 1 cattle now. At the end of round 12 your cattle breed once more, space permitting."),
    ("K296", "Seed Seller", 3, 0, False,
     "", "", "",
     "種子商",
     "Take 1 grain now. Each time you use the Take 1 Grain space, take 1 more grain."),
    ("K297", "Sheep Farmer", 3, 0, False,
     "", "", "",
     "養羊戶",
     "Each time one of your people takes sheep, take 1 more. Except during breeding, you may "
     "at any time swap 3 sheep for 1 cattle plus 1 wild boar."),
    ("K298", "Shepherd Boy", 4, 0, False,
     "", "", "",
     "牧童",
     "Once you live in a stone house, 1 sheep waits for you on the space of every remaining "
     "round; collect it as each round starts."),
    ("K299", "Slaughterman", 3, 0, False,
     "", "", "",
     "屠宰工",
     "Whenever another player turns animals into food, take 1 food. You feed your family last "
     "in each harvest."),
    ("K300", "Schnaps Distiller", 1, 0, False,
     "", "", "",
     "烈酒釀造者",
     "In the feeding phase of each harvest, turn up to 1 vegetable into 5 food."),
    ("K301", "Wood Carver", 1, 0, False,
     "", "", "",
     "木雕師",
     "Once each round, one improvement, wooden-hut room, stable or fence costs you 1 wood "
     "less."),
    ("K302", "Pig Whisperer", 4, 0, False,
     "", "", "",
     "召豬人",
     "1 wild boar waits for you on the round spaces 4, 7 and 10 rounds ahead of the current "
     "one; collect it as each of those rounds starts."),
    ("K303", "Stone Breaker", 4, 0, False,
     "", "", "",
     "碎石工",
     "At any time, you may renovate your clay hut to stone without an action."),
    ("K304", "Veterinarian", 4, 0, False,
     "", "", "",
     "獸醫",
     "Put 4 sheep, 3 wild boar and 2 cattle in a bag. At the start of each round draw 2: if "
     "they match, keep one; put the rest back."),
    ("K305", "Animal Handler", 4, 0, False,
     "", "", "",
     "動物照護員",
     "A sheep waits on round 7, a wild boar on round 10, a cattle on round 14; at those rounds"
     " you may buy it for 1 food."),
    ("K306", "Animal Tamer", 1, 0, False,
     "", "", "",
     "馴養員",
     "Each room of your home may hold 1 animal, of any kinds."),
    ("K307", "Animal Breeder", 4, 0, False,
     "", "", "",
     "哺育師",
     "Whenever you fence off a new pasture on unused spaces, you may buy a pair of animals: 2 "
     "sheep (1 food), 2 wild boar (2 food) or 2 cattle (3 food)."),
    ("K308", "Foreman", 4, 0, False,
     "", "", "",
     "工頭",
     "As each work phase starts, put 1 food from the supply on any action space you like."),
    ("K309", "Weaver", 4, 0, False,
     "", "", "",
     "織布工",
     "At the start of each work phase, take 1 food if you have at least 2 sheep."),
    ("K310", "Resource Seller", 1, 0, False,
     "", "", "",
     "零售商",
     "Stack on this card, bottom to top: stone, clay, stone, clay, reed, clay, wood. When you "
     "receive a building resource of the top good's kind, take that good too."),
    ("K311", "Magician", 4, 0, False,
     "", "", "",
     "魔術師",
     "When your last person goes to a Traveling Players space, also take 1 grain and 1 food."),
    ("K312", "Fence Overseer", 1, 0, False,
     "", "", "",
     "柵欄看守員",
     "Once each round, after building a stable, you may pay 1 food to fence its space as a "
     "1-space pasture without paying wood."),
    ("K342", "Animal Trainer", 4, 0, False,
     "", "", "",
     "訓獸師",
     "Food you take from a Traveling Players space may buy animals at once: sheep or wild boar"
     " 2 food each, cattle 3."),
)


def _build() -> dict[str, CardInfo]:
    catalog: dict[str, CardInfo] = {}
    for number, name, players, points, passing, cost, returns, pre, zh, text in _ROWS:
        options = tuple(_goods(option) for option in cost.split("|")) if cost else ()
        info = CardInfo(
            id=slug(name), number=number, deck=number[0], kind=_kind(number), name=name,
            min_players=players, cost=options[0] if options else NOTHING, cost_options=options,
            returns=tuple(returns.split()), prerequisite=_prerequisite(pre), points=points,
            passing=passing, text=text, name_zh=zh, discards=_DISCARDS.get(number, 0),
            last_round=_LAST_ROUND.get(number, 14), english_edition=int(number[1:]) >= 337,
            needs_others=number in _NEEDS_OTHERS,
        )
        if info.id in catalog:
            raise ValueError(f"duplicate card id {info.id!r}")
        catalog[info.id] = info
    return catalog


CATALOG: dict[str, CardInfo] = _build()
_BY_NUMBER: dict[str, CardInfo] = {info.number: info for info in CATALOG.values()}


def by_deck(deck: str, kind: str | None = None) -> tuple[CardInfo, ...]:
    """The cards of one deck ("E", "I" or "K"), optionally of one kind, in catalogue order."""
    deck = deck.upper()
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; choose from {', '.join(DECKS)}")
    return tuple(c for c in CATALOG.values()
                 if c.deck == deck and (kind is None or c.kind == kind))


def by_number(number: str) -> CardInfo:
    """The card with this printed number, e.g. "E14"; KeyError if there is none."""
    return _BY_NUMBER[number.upper()]


def info(card_id: str) -> CardInfo:
    return CATALOG[card_id]
