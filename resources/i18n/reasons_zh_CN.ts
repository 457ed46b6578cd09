<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>refusals</name>
    <message>
      <source>the game is over</source>
      <comment>GAME_OVER</comment>
      <translation>游戏已结束</translation>
    </message>
    <message>
      <source>you are not doing {what} now</source>
      <comment>NOT_DOING</comment>
      <translation>你现在不是在进行{what}</translation>
    </message>
    <message>
      <source>finish or clear the planned pasture first</source>
      <comment>FINISH_PLAN_FIRST</comment>
      <translation>请先完成或清除规划中的牧场</translation>
    </message>
    <message>
      <source>finish the current action first</source>
      <comment>FINISH_ACTION_FIRST</comment>
      <translation>请先完成目前的行动</translation>
    </message>
    <message>
      <source>there is nothing to choose now</source>
      <comment>NOTHING_TO_CHOOSE</comment>
      <translation>目前没有要选择的项目</translation>
    </message>
    <message>
      <source>not during breeding</source>
      <comment>NOT_DURING_BREEDING</comment>
      <translation>繁殖阶段不能这么做</translation>
    </message>
    <message>
      <source>choose one of: {options}</source>
      <comment>CHOOSE_ONE_OF</comment>
      <translation>请从目前提供的选项中选择一项</translation>
    </message>
    <message>
      <source>choose one of the options</source>
      <comment>CHOOSE_AN_OPTION</comment>
      <translation>请先选择其中一个选项</translation>
    </message>
    <message>
      <source>there is nothing to finish</source>
      <comment>NOTHING_TO_FINISH</comment>
      <translation>没有要完成的行动</translation>
    </message>
    <message>
      <source>build or clear the planned pasture first</source>
      <comment>BUILD_OR_CLEAR_PLAN</comment>
      <translation>请先建造或清除规划中的牧场</translation>
    </message>
    <message>
      <source>do at least one thing here first</source>
      <comment>DO_ONE_THING_FIRST</comment>
      <translation>请先在这里至少做一件事</translation>
    </message>
    <message>
      <source>'{text}' is not a farmyard cell (a1 to e3)</source>
      <comment>NOT_A_CELL</comment>
      <translation>“{text}”不是农场上的格子</translation>
    </message>
    <message>
      <source>there is no action space '{text}' in this game</source>
      <comment>NO_SUCH_SPACE</comment>
      <translation>本局游戏没有“{text}”这个行动区域</translation>
    </message>
    <message>
      <source>'{text}' cannot be sown (grain or veg)</source>
      <comment>NOT_A_CROP</comment>
      <translation>“{text}”无法播种（只能播种谷物或蔬菜）</translation>
    </message>
    <message>
      <source>'{text}' is not a major improvement</source>
      <comment>NOT_A_MAJOR</comment>
      <translation>“{text}”不是大设施</translation>
    </message>
    <message>
      <source>{card} is not a minor improvement in your hand</source>
      <comment>MINOR_NOT_IN_HAND</comment>
      <translation>你的手牌中没有小设施“{card}”</translation>
    </message>
    <message>
      <source>{card} is not an occupation in your hand</source>
      <comment>OCCUPATION_NOT_IN_HAND</comment>
      <translation>你的手牌中没有职业牌“{card}”</translation>
    </message>
    <message>
      <source>you have no baking improvement {card}</source>
      <comment>NO_BAKING_CARD</comment>
      <translation>你没有可以烤面包的“{card}”</translation>
    </message>
    <message>
      <source>you have no card {card} in front of you</source>
      <comment>NO_SUCH_CARD_IN_PLAY</comment>
      <translation>你面前没有“{card}”这张牌</translation>
    </message>
    <message>
      <source>'{text}' cannot be turned into food</source>
      <comment>NOT_CONVERTIBLE</comment>
      <translation>“{text}”无法转换成食物</translation>
    </message>
    <message>
      <source>'{text}' is not an animal</source>
      <comment>NOT_AN_ANIMAL</comment>
      <translation>“{text}”不是动物</translation>
    </message>
    <message>
      <source>write: buy CARD, optionally followed by return CARD and by pay GOODS</source>
      <comment>WRITE_BUY</comment>
      <translation>请写成：buy 牌名，后面可加上 return 归还的牌 与 pay 支付的物资</translation>
    </message>
    <message>
      <source>write: minor CARD, optionally followed by return CARD and by pay GOODS</source>
      <comment>WRITE_MINOR</comment>
      <translation>请写成：minor 牌名，后面可加上 return 归还的牌 与 pay 支付的物资</translation>
    </message>
    <message>
      <source>you have no one left to place</source>
      <comment>NO_ONE_LEFT</comment>
      <translation>你没有可派遣的家庭成员了</translation>
    </message>
    <message>
      <source>{space} is already taken this round</source>
      <comment>SPACE_TAKEN</comment>
      <translation>“{space}”本轮已被占据</translation>
    </message>
    <message>
      <source>there is nothing here to take</source>
      <comment>NOTHING_TO_TAKE</comment>
      <translation>这里没有可拿取的东西</translation>
    </message>
    <message>
      <source>you cannot afford a room or a stable</source>
      <comment>CANNOT_AFFORD_ROOM_OR_STABLE</comment>
      <translation>你付不起房间或牲口棚的费用</translation>
    </message>
    <message>
      <source>a room costs {goods}; a stable costs {goods2}; you have {goods3}</source>
      <comment>ROOM_OR_STABLE_COSTS</comment>
      <translation>房间需要 {goods}，牲口棚需要 {goods2}；你有：{goods3}</translation>
    </message>
    <message>
      <source>you can neither build a stable nor bake</source>
      <comment>NEITHER_STABLE_NOR_BAKE</comment>
      <translation>你既无法建造牲口棚也无法烤面包</translation>
    </message>
    <message>
      <source>there is no cell you could plough</source>
      <comment>NO_CELL_TO_PLOW</comment>
      <translation>没有可以犁地的格子</translation>
    </message>
    <message>
      <source>you can neither sow (that takes grain or a vegetable and an empty field) nor bake (grain and an improvement that bakes)</source>
      <comment>NEITHER_SOW_NOR_BAKE</comment>
      <translation>你既无法播种（需要谷物或蔬菜以及空的耕地）也无法烤面包（需要谷物和能烤面包的设施）</translation>
    </message>
    <message>
      <source>you can neither plough nor sow</source>
      <comment>NEITHER_PLOW_NOR_SOW</comment>
      <translation>你既无法犁地也无法播种</translation>
    </message>
    <message>
      <source>you cannot build any pasture</source>
      <comment>NO_PASTURE_POSSIBLE</comment>
      <translation>你无法建造任何牧场</translation>
    </message>
    <message>
      <source>the smallest pasture you can build needs {goods}; you have {goods2}</source>
      <comment>PASTURE_COSTS</comment>
      <translation>能建的最小牧场需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>you have no fences left to build</source>
      <comment>NO_FENCES_LEFT</comment>
      <translation>你的栅栏已经用完了</translation>
    </message>
    <message>
      <source>the smallest pasture you can build needs {n} fences; you have {have} left</source>
      <comment>FEW_FENCES_LEFT</comment>
      <translation>能建的最小牧场需要 {n} 段栅栏；你只剩 {have} 段</translation>
    </message>
    <message>
      <source>you cannot afford any improvement</source>
      <comment>CANNOT_AFFORD_IMPROVEMENT</comment>
      <translation>你付不起任何设施</translation>
    </message>
    <message>
      <source>the improvement left nearest to your reach, {card}, costs {goods}; you have {goods2}</source>
      <comment>NEAREST_MAJOR_COSTS</comment>
      <translation>剩下的设施中最接近买得起的是“{card}”，需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>the major improvement left nearest to your reach, {card}, costs {goods}; you have {goods2}; and no minor improvement in your hand can be played now (its price or its need)</source>
      <comment>NEAREST_MAJOR_NOR_MINOR</comment>
      <translation>剩下的大设施中最接近买得起的是“{card}”，需要 {goods}；你有：{goods2}；手中的小设施现在也都打不出（费用或条件不够）</translation>
    </message>
    <message>
      <source>you cannot play any occupation here</source>
      <comment>NO_OCCUPATION_HERE</comment>
      <translation>你无法在这里打出任何职业牌</translation>
    </message>
    <message>
      <source>there is no food here and you cannot build a room</source>
      <comment>NO_FOOD_NO_ROOM</comment>
      <translation>这里没有食物，你也无法扩建房间</translation>
    </message>
    <message>
      <source>you cannot {what} now, and family growth here starts in round {round}</source>
      <comment>CANNOT_AND_GROWTH_LATER</comment>
      <translation>你现在无法{what}，而这里的扩大家庭从第 {round} 轮才开始</translation>
    </message>
    <message>
      <source>you cannot {what} now, and {reason}</source>
      <comment>CANNOT_AND</comment>
      <translation>你现在无法{what}，而且{reason}</translation>
    </message>
    <message>
      <source>your family already has {n} people</source>
      <comment>FAMILY_FULL</comment>
      <translation>你的家庭已有{n}位成员</translation>
    </message>
    <message>
      <source>you need a free room for a newborn</source>
      <comment>NEED_FREE_ROOM</comment>
      <translation>新生儿需要一个空房间</translation>
    </message>
    <message>
      <source>family growth here starts in round {round}</source>
      <comment>GROWTH_FROM_ROUND</comment>
      <translation>这里的扩大家庭从第 {round} 轮开始</translation>
    </message>
    <message>
      <source>a cattle here costs {n} food</source>
      <comment>CATTLE_COSTS_FOOD</comment>
      <translation>在这里拿牛需支付{n}份食物</translation>
    </message>
    <message>
      <source>you cannot play any occupation</source>
      <comment>CANNOT_PLAY_OCCUPATION</comment>
      <translation>你无法打出任何职业牌</translation>
    </message>
    <message>
      <source>you cannot build a room</source>
      <comment>CANNOT_BUILD_ROOM</comment>
      <translation>你无法扩建房间</translation>
    </message>
    <message>
      <source>there is no food here</source>
      <comment>NO_FOOD_HERE</comment>
      <translation>这里没有食物</translation>
    </message>
    <message>
      <source>{cell} is not empty</source>
      <comment>CELL_NOT_EMPTY</comment>
      <translation>{cell} 不是空地</translation>
    </message>
    <message>
      <source>{cell} is inside a pasture: no field or room can go there</source>
      <comment>CELL_IN_PASTURE</comment>
      <translation>{cell} 在牧场里：那里不能放农田或房间</translation>
    </message>
    <message>
      <source>{cell} is not next to your house</source>
      <comment>NOT_NEXT_TO_HOUSE</comment>
      <translation>{cell} 不与你的房屋相邻</translation>
    </message>
    <message>
      <source>a {material} room costs {goods}; you have {goods2}</source>
      <comment>ROOM_COSTS</comment>
      <translation>{material}房间每间需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>your house is already stone</source>
      <comment>HOUSE_IS_STONE</comment>
      <translation>你的房屋已经是石房</translation>
    </message>
    <message>
      <source>renovating costs {goods}</source>
      <comment>RENOVATING_COSTS</comment>
      <translation>翻建需要{goods}</translation>
    </message>
    <message>
      <source>you have built all {n} stables</source>
      <comment>ALL_STABLES_BUILT</comment>
      <translation>你已建完全部{n}座牲口棚</translation>
    </message>
    <message>
      <source>{cell} holds a room</source>
      <comment>CELL_HOLDS_ROOM</comment>
      <translation>{cell} 上有房间</translation>
    </message>
    <message>
      <source>{cell} holds a field</source>
      <comment>CELL_HOLDS_FIELD</comment>
      <translation>{cell} 上有耕地</translation>
    </message>
    <message>
      <source>{cell} already has a stable</source>
      <comment>CELL_HAS_STABLE</comment>
      <translation>{cell} 已有牲口棚</translation>
    </message>
    <message>
      <source>a stable costs {goods}</source>
      <comment>STABLE_COSTS</comment>
      <translation>一座牲口棚需要{goods}</translation>
    </message>
    <message>
      <source>{cell} is not next to your other fields</source>
      <comment>NOT_NEXT_TO_FIELDS</comment>
      <translation>{cell} 不与你的其他耕地相邻</translation>
    </message>
    <message>
      <source>you have no such field card</source>
      <comment>NO_SUCH_FIELD_CARD</comment>
      <translation>你没有这张田地牌</translation>
    </message>
    <message>
      <source>{good} does not grow on {card}</source>
      <comment>CROP_NOT_ON_CARD</comment>
      <translation>“{card}”上不能种{good}</translation>
    </message>
    <message>
      <source>{card} is already sown</source>
      <comment>CARD_ALREADY_SOWN</comment>
      <translation>“{card}”已经播种</translation>
    </message>
    <message>
      <source>you have no {good}</source>
      <comment>NO_GOOD</comment>
      <translation>你没有{good}</translation>
    </message>
    <message>
      <source>{cell} is not a field</source>
      <comment>NOT_A_FIELD</comment>
      <translation>{cell} 不是耕地</translation>
    </message>
    <message>
      <source>{cell} is already sown</source>
      <comment>CELL_ALREADY_SOWN</comment>
      <translation>{cell} 已经播种</translation>
    </message>
    <message>
      <source>{cell} is already in the planned pasture</source>
      <comment>CELL_IN_PLAN</comment>
      <translation>{cell} 已在规划中的牧场内</translation>
    </message>
    <message>
      <source>{cell} is not next to the planned pasture</source>
      <comment>NOT_NEXT_TO_PLAN</comment>
      <translation>{cell} 不与规划中的牧场相邻</translation>
    </message>
    <message>
      <source>a pasture lies either inside one existing pasture or outside all of them</source>
      <comment>PASTURE_INSIDE_OR_OUTSIDE</comment>
      <translation>牧场必须完全位于一个既有牧场之内，或完全在所有牧场之外</translation>
    </message>
    <message>
      <source>plan a pasture first</source>
      <comment>PLAN_FIRST</comment>
      <translation>请先规划牧场</translation>
    </message>
    <message>
      <source>that is already a pasture</source>
      <comment>ALREADY_A_PASTURE</comment>
      <translation>那里已经是牧场</translation>
    </message>
    <message>
      <source>a new pasture must be next to one of your pastures</source>
      <comment>PASTURE_NOT_NEXT</comment>
      <translation>新牧场必须与你现有的牧场相邻</translation>
    </message>
    <message>
      <source>this pasture needs {n} more fences; you have {left} left of {supply}</source>
      <comment>OUT_OF_FENCES</comment>
      <translation>这个牧场还需要 {n} 段栅栏，但你的 {supply} 段栅栏只剩 {left} 段</translation>
    </message>
    <message>
      <source>this pasture needs {n} fences ({goods}); you have {goods2}</source>
      <comment>FENCES_COST</comment>
      <translation>这个牧场需要 {n} 段栅栏（{goods}）；你有：{goods2}</translation>
    </message>
    <message>
      <source>this pasture needs {n} fences, but only free fences may be built here</source>
      <comment>ONLY_FREE_FENCES</comment>
      <translation>这个牧场需要 {n} 段栅栏，但这里只能建免费的栅栏</translation>
    </message>
    <message>
      <source>there is no planned pasture</source>
      <comment>NO_PLANNED_PASTURE</comment>
      <translation>没有规划中的牧场</translation>
    </message>
    <message>
      <source>only a minor improvement may be played here</source>
      <comment>ONLY_MINOR_HERE</comment>
      <translation>这里只能打出小设施</translation>
    </message>
    <message>
      <source>{card} cannot be paid by returning {card2}</source>
      <comment>CANNOT_PAY_RETURNING</comment>
      <translation>“{card}”不能以归还“{card2}”的方式支付</translation>
    </message>
    <message>
      <source>{card} cannot be paid that way</source>
      <comment>CANNOT_PAY_THAT_WAY</comment>
      <translation>“{card}”不能这样支付</translation>
    </message>
    <message>
      <source>{card} cannot be paid with {goods}</source>
      <comment>NO_SUCH_PAYMENT</comment>
      <translation>“{card}”不能用{goods}支付</translation>
    </message>
    <message>
      <source>you do not have {card} to return</source>
      <comment>NOTHING_TO_RETURN</comment>
      <translation>你没有“{card}”可以归还</translation>
    </message>
    <message>
      <source>you have none of the cards {card} takes in exchange (such as {card2})</source>
      <comment>NONE_TO_RETURN</comment>
      <translation>你没有“{card}”可换的牌（例如“{card2}”）</translation>
    </message>
    <message>
      <source>{card} has no space to fence: too few fences left, or no free space</source>
      <comment>NO_CELL_TO_FENCE</comment>
      <translation>“{card}”没有可以围起的格子：剩下的栅栏不够，或没有空地</translation>
    </message>
    <message>
      <source>{card} costs {goods}; you have {goods2}</source>
      <comment>CARD_COSTS_HELD</comment>
      <translation>“{card}”需要{goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>{card} is not on the board</source>
      <comment>MAJOR_NOT_ON_BOARD</comment>
      <translation>“{card}”不在图板上</translation>
    </message>
    <message>
      <source>playing it costs {goods}</source>
      <comment>OCCUPATION_COSTS</comment>
      <translation>打出它需要{goods}</translation>
    </message>
    <message>
      <source>{card} bakes only {n} grain per bake</source>
      <comment>BAKES_ONLY</comment>
      <translation>“{card}”每次烤面包只能烤{n}份谷物</translation>
    </message>
    <message>
      <source>{card} needs {prerequisite} (you have {have})</source>
      <comment>PREREQUISITE_MISSING</comment>
      <translation>“{card}”需要{prerequisite}（你目前有{have}）</translation>
    </message>
    <message>
      <source>{card} needs {prerequisite}</source>
      <comment>PREREQUISITE_EXCEEDED</comment>
      <translation>“{card}”需要{prerequisite}</translation>
    </message>
    <message>
      <source>{card} may only be played until round {round}</source>
      <comment>PLAYABLE_UNTIL_ROUND</comment>
      <translation>“{card}”只能在第 {round} 轮以前打出</translation>
    </message>
    <message>
      <source>{card} cannot be used now</source>
      <comment>CARD_NOT_USABLE_NOW</comment>
      <translation>“{card}”现在不能使用</translation>
    </message>
    <message>
      <source>no cooking during breeding</source>
      <comment>NO_COOKING_IN_BREEDING</comment>
      <translation>繁殖阶段不能烹调</translation>
    </message>
    <message>
      <source>you need a cooking improvement to cook {good}</source>
      <comment>NEED_COOKING</comment>
      <translation>烹调{good}需要烹调用的设施</translation>
    </message>
    <message>
      <source>you have no way to turn {good} into food now</source>
      <comment>NO_WAY_TO_FOOD</comment>
      <translation>你现在无法将{good}转换成食物</translation>
    </message>
    <message>
      <source>there are no animals to place now</source>
      <comment>NO_ANIMALS_TO_PLACE</comment>
      <translation>目前没有需要安置的动物</translation>
    </message>
    <message>
      <source>it is not feeding time</source>
      <comment>NOT_FEEDING_TIME</comment>
      <translation>现在不是给养阶段</translation>
    </message>
    <message>
      <source>it is not breeding time</source>
      <comment>NOT_BREEDING_TIME</comment>
      <translation>现在不是繁殖阶段</translation>
    </message>
    <message>
      <source>another plough is already used for this action</source>
      <comment>ANOTHER_PLOUGH</comment>
      <translation>这次行动已经使用了另一把犁</translation>
    </message>
    <message>
      <source>you no longer have {n} wood to leave</source>
      <comment>NO_WOOD_TO_LEAVE</comment>
      <translation>你已经没有{n}个木材可以留下</translation>
    </message>
    <message>
      <source>that costs {n} food</source>
      <comment>COSTS_FOOD</comment>
      <translation>这需要{n}份食物</translation>
    </message>
    <message>
      <source>fencing costs {n} food</source>
      <comment>FENCING_COSTS_FOOD</comment>
      <translation>建造栅栏需要{n}份食物</translation>
    </message>
    <message>
      <source>adopting costs {n} food</source>
      <comment>ADOPTING_COSTS_FOOD</comment>
      <translation>收养需要{n}份食物</translation>
    </message>
    <message>
      <source>the vegetable costs {n} food</source>
      <comment>VEG_COSTS_FOOD</comment>
      <translation>这个蔬菜需要{n}份食物</translation>
    </message>
    <message>
      <source>{n} more stone cost {food} food</source>
      <comment>MORE_STONE_COSTS_FOOD</comment>
      <translation>再拿{n}个石头需要{food}份食物</translation>
    </message>
    <message>
      <source>another improvement costs {n} food, and you have none left</source>
      <comment>IMPROVEMENT_COSTS_FOOD</comment>
      <translation>再打出一张设施需要{n}份食物，而你已经没有食物了</translation>
    </message>
    <message>
      <source>you do not have the food for that</source>
      <comment>NO_FOOD_FOR_THAT</comment>
      <translation>你没有足够的食物</translation>
    </message>
    <message>
      <source>you do not have the goods for that</source>
      <comment>NO_GOODS_FOR_THAT</comment>
      <translation>你没有足够的物资</translation>
    </message>
    <message>
      <source>not enough food from {space} left</source>
      <comment>NOT_ENOUGH_FOOD_LEFT_ON</comment>
      <translation>从“{space}”拿到的食物已经不够了</translation>
    </message>
    <message>
      <source>you have no grain to swap</source>
      <comment>NO_GRAIN_TO_SWAP</comment>
      <translation>你没有可以交换的谷物</translation>
    </message>
    <message>
      <source>you have no grain left</source>
      <comment>NO_GRAIN_LEFT</comment>
      <translation>你已经没有谷物了</translation>
    </message>
    <message>
      <source>you have no vegetable left to sow</source>
      <comment>NO_VEG_TO_SOW</comment>
      <translation>你已经没有可以播种的蔬菜</translation>
    </message>
    <message>
      <source>growing needs {n} food and a free room</source>
      <comment>GROWING_NEEDS_FOOD_AND_ROOM</comment>
      <translation>扩大家庭需要{n}份食物和一个空房间</translation>
    </message>
    <message>
      <source>you do not have that much wood</source>
      <comment>NOT_THAT_MUCH_WOOD</comment>
      <translation>你没有那么多木材</translation>
    </message>
    <message>
      <source>not that much wood or room on {card}</source>
      <comment>NOT_THAT_MUCH_ON_CARD</comment>
      <translation>“{card}”上没有那么多木材或空位</translation>
    </message>
    <message>
      <source>that action space is not on the board</source>
      <comment>SPACE_NOT_ON_BOARD</comment>
      <translation>那个行动区域不在图板上</translation>
    </message>
    <message>
      <source>{space} is taken</source>
      <comment>SPACE_IS_TAKEN</comment>
      <translation>“{space}”已被占据</translation>
    </message>
    <message>
      <source>your person is no longer there</source>
      <comment>PERSON_GONE</comment>
      <translation>你的家庭成员已经不在那里了</translation>
    </message>
    <message>
      <source>{card} needs a {house}</source>
      <comment>NEEDS_HOUSE</comment>
      <translation>“{card}”需要你住在{house}</translation>
    </message>
    <message>
      <source>there is no space next to your house for a room</source>
      <comment>NO_SPACE_FOR_ROOM</comment>
      <translation>你的房屋旁边没有可以扩建房间的空地</translation>
    </message>
    <message>
      <source>you have no food to put in a room</source>
      <comment>NO_FOOD_FOR_ROOM</comment>
      <translation>你没有可以放进房间的食物</translation>
    </message>
    <message>
      <source>every room already holds a food</source>
      <comment>EVERY_ROOM_HAS_FOOD</comment>
      <translation>每个房间都已经放了一份食物</translation>
    </message>
    <message>
      <source>{space} costs {n} food for the owner of {card}</source>
      <comment>SPACE_FEE_FOR_OWNER</comment>
      <translation>使用“{space}”需要付{n}份食物给“{card}”的拥有者</translation>
    </message>
    <message>
      <source>{card} costs {n} food for its owner</source>
      <comment>CARD_FEE_FOR_OWNER</comment>
      <translation>使用“{card}”需要付{n}份食物给它的拥有者</translation>
    </message>
    <message>
      <source>that {good} can no longer be bought</source>
      <comment>NO_LONGER_FOR_SALE</comment>
      <translation>那个{good}已经不能购买了</translation>
    </message>
    <message>
      <source>{space} may be used by others only from round {round}</source>
      <comment>SPACE_FROM_ROUND</comment>
      <translation>其他玩家从第 {round} 轮起才能使用“{space}”</translation>
    </message>
    <message>
      <source>you need {n} food for the starting player</source>
      <comment>NEED_FOOD_FOR_START</comment>
      <translation>你需要{n}份食物付给起始者</translation>
    </message>
    <message>
      <source>you have already used {card}</source>
      <comment>CARD_ALREADY_USED</comment>
      <translation>你已经用过“{card}”了</translation>
    </message>
    <message>
      <source>you cannot sow grain on {cell} now</source>
      <comment>CANNOT_SOW_GRAIN_ON</comment>
      <translation>你现在不能在 {cell} 播种谷物</translation>
    </message>
    <message>
      <source>you need {n} wood and a free place on {card}</source>
      <comment>NEED_WOOD_AND_PLACE_ON</comment>
      <translation>你需要{n}个木材，而且“{card}”上要有空位</translation>
    </message>
    <message>
      <source>the second person of {card} must go to a sheep, wild boar or cattle space</source>
      <comment>SECOND_PERSON_TO_ANIMALS</comment>
      <translation>“{card}”的第二位家庭成员必须派到羊、野猪或牛的行动区域</translation>
    </message>
    <message>
      <source>the {goods} of {card} are already spent</source>
      <comment>GOODS_SPENT</comment>
      <translation>“{card}”上的{goods}已经用完了</translation>
    </message>
    <message>
      <source>{card} needs you to have fewer than {n} occupations</source>
      <comment>FEWER_OCCUPATIONS_SELF</comment>
      <translation>“{card}”需要你的职业牌少于{n}张</translation>
    </message>
    <message>
      <source>{card} needs another player with fewer than {n} occupations</source>
      <comment>FEWER_OCCUPATIONS_OTHER</comment>
      <translation>“{card}”需要有另一位玩家的职业牌少于{n}张</translation>
    </message>
    <message>
      <source>{card} needs {n} improvements in front of you (you have {have})</source>
      <comment>IMPROVEMENTS_IN_FRONT</comment>
      <translation>“{card}”需要你面前有{n}张设施（你目前有{have}张）</translation>
    </message>
    <message>
      <source>{card} needs {n} occupations played (you have {have})</source>
      <comment>OCCUPATIONS_PLAYED</comment>
      <translation>“{card}”需要你已打出{n}张职业卡（你目前有{have}张）</translation>
    </message>
    <message>
      <source>{card} is already discarded</source>
      <comment>ALREADY_DISCARDED</comment>
      <translation>“{card}”已经弃掉了</translation>
    </message>
    <message>
      <source>you cannot pay {goods} any more</source>
      <comment>CANNOT_PAY_ANY_MORE</comment>
      <translation>你已经付不起{goods}了</translation>
    </message>
    <message>
      <source>you have no {good} left to pay instead</source>
      <comment>NO_GOOD_TO_PAY_INSTEAD</comment>
      <translation>你已经没有{good}可以改付了</translation>
    </message>
    <message>
      <source>the harvested vegetable is gone</source>
      <comment>HARVESTED_VEG_GONE</comment>
      <translation>收获的蔬菜已经不在了</translation>
    </message>
    <message>
      <source>{card} is no longer in your hand</source>
      <comment>NO_LONGER_IN_HAND</comment>
      <translation>“{card}”已经不在你的手牌中</translation>
    </message>
    <message>
      <source>{verb}: {sentence}</source>
      <comment>verb and sentence</comment>
      <translation>{verb}：{sentence}</translation>
    </message>
    <message>
      <source>{name}</source>
      <comment>cell</comment>
      <translation>{name}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>派遣</translation>
    </message>
    <message>
      <source>Build room</source>
      <translation>扩建房间</translation>
    </message>
    <message>
      <source>Build stable</source>
      <translation>建造牲口棚</translation>
    </message>
    <message>
      <source>Plough</source>
      <translation>犁地</translation>
    </message>
    <message>
      <source>Sow</source>
      <translation>播种</translation>
    </message>
    <message>
      <source>Bake</source>
      <translation>烤面包</translation>
    </message>
    <message>
      <source>Fences</source>
      <translation>栅栏</translation>
    </message>
    <message>
      <source>Major improvement</source>
      <translation>大设施</translation>
    </message>
    <message>
      <source>Minor improvement</source>
      <translation>小设施</translation>
    </message>
    <message>
      <source>Occupation</source>
      <translation>职业牌</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>选择</translation>
    </message>
    <message>
      <source>Use</source>
      <translation>使用</translation>
    </message>
    <message>
      <source>Convert</source>
      <translation>转换</translation>
    </message>
    <message>
      <source>Animals</source>
      <translation>动物</translation>
    </message>
    <message>
      <source>Release</source>
      <translation>放走</translation>
    </message>
    <message>
      <source>Feed</source>
      <translation>给养</translation>
    </message>
    <message>
      <source>Breed</source>
      <translation>繁殖</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>完成</translation>
    </message>
    <message>
      <source>room building</source>
      <comment>activity</comment>
      <translation>扩建房间</translation>
    </message>
    <message>
      <source>stable building</source>
      <comment>activity</comment>
      <translation>建造牲口棚</translation>
    </message>
    <message>
      <source>ploughing</source>
      <comment>activity</comment>
      <translation>犁地</translation>
    </message>
    <message>
      <source>sowing</source>
      <comment>activity</comment>
      <translation>播种</translation>
    </message>
    <message>
      <source>fencing</source>
      <comment>activity</comment>
      <translation>建造栅栏</translation>
    </message>
    <message>
      <source>baking</source>
      <comment>activity</comment>
      <translation>烤面包</translation>
    </message>
    <message>
      <source>an improvement</source>
      <comment>activity</comment>
      <translation>设施行动</translation>
    </message>
    <message>
      <source>an occupation</source>
      <comment>activity</comment>
      <translation>职业牌行动</translation>
    </message>
    <message>
      <source>play an occupation</source>
      <comment>activity</comment>
      <translation>打出职业牌</translation>
    </message>
    <message>
      <source>wooden hut</source>
      <comment>house</comment>
      <translation>木屋</translation>
    </message>
    <message>
      <source>clay hut</source>
      <comment>house</comment>
      <translation>砖屋</translation>
    </message>
    <message>
      <source>stone house</source>
      <comment>house</comment>
      <translation>石房</translation>
    </message>
    <message>
      <source>these fences do not close a pasture yet</source>
      <comment>fence plan</comment>
      <translation>这些栅栏还没有围成牧场</translation>
    </message>
    <message>
      <source>(pay {goods})</source>
      <comment>payment</comment>
      <translation>（支付 {goods}）</translation>
    </message>
    <message>
      <source>these pastures cannot be built</source>
      <comment>fence plan</comment>
      <translation>无法建造这些牧场</translation>
    </message>
  </context>
</TS>
