<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
  <context>
    <name>refusals</name>
    <message>
      <source>the game is over</source>
      <comment>GAME_OVER</comment>
      <translation>遊戲已結束</translation>
    </message>
    <message>
      <source>you are not doing {what} now</source>
      <comment>NOT_DOING</comment>
      <translation>你現在不是在進行{what}</translation>
    </message>
    <message>
      <source>finish or clear the planned pasture first</source>
      <comment>FINISH_PLAN_FIRST</comment>
      <translation>請先完成或清除規劃中的圈地</translation>
    </message>
    <message>
      <source>finish the current action first</source>
      <comment>FINISH_ACTION_FIRST</comment>
      <translation>請先完成目前的行動</translation>
    </message>
    <message>
      <source>there is nothing to choose now</source>
      <comment>NOTHING_TO_CHOOSE</comment>
      <translation>目前沒有要選擇的項目</translation>
    </message>
    <message>
      <source>not during breeding</source>
      <comment>NOT_DURING_BREEDING</comment>
      <translation>繁殖階段不能這麼做</translation>
    </message>
    <message>
      <source>choose one of: {options}</source>
      <comment>CHOOSE_ONE_OF</comment>
      <translation>請從目前提供的選項中選擇一項</translation>
    </message>
    <message>
      <source>choose one of the options</source>
      <comment>CHOOSE_AN_OPTION</comment>
      <translation>請先選擇其中一個選項</translation>
    </message>
    <message>
      <source>there is nothing to finish</source>
      <comment>NOTHING_TO_FINISH</comment>
      <translation>沒有要完成的行動</translation>
    </message>
    <message>
      <source>build or clear the planned pasture first</source>
      <comment>BUILD_OR_CLEAR_PLAN</comment>
      <translation>請先建造或清除規劃中的圈地</translation>
    </message>
    <message>
      <source>do at least one thing here first</source>
      <comment>DO_ONE_THING_FIRST</comment>
      <translation>請先在這裡至少做一件事</translation>
    </message>
    <message>
      <source>'{text}' is not a farmyard cell (a1 to e3)</source>
      <comment>NOT_A_CELL</comment>
      <translation>「{text}」不是農場上的格子</translation>
    </message>
    <message>
      <source>there is no action space '{text}' in this game</source>
      <comment>NO_SUCH_SPACE</comment>
      <translation>本局遊戲沒有「{text}」這個行動格</translation>
    </message>
    <message>
      <source>'{text}' cannot be sown (grain or veg)</source>
      <comment>NOT_A_CROP</comment>
      <translation>「{text}」無法播種（只能播種麥子或蔬菜）</translation>
    </message>
    <message>
      <source>'{text}' is not a major improvement</source>
      <comment>NOT_A_MAJOR</comment>
      <translation>「{text}」不是主要發展卡</translation>
    </message>
    <message>
      <source>{card} is not a minor improvement in your hand</source>
      <comment>MINOR_NOT_IN_HAND</comment>
      <translation>你的手牌中沒有次要發展卡「{card}」</translation>
    </message>
    <message>
      <source>{card} is not an occupation in your hand</source>
      <comment>OCCUPATION_NOT_IN_HAND</comment>
      <translation>你的手牌中沒有職業卡「{card}」</translation>
    </message>
    <message>
      <source>you have no baking improvement {card}</source>
      <comment>NO_BAKING_CARD</comment>
      <translation>你沒有可以烤麵包的「{card}」</translation>
    </message>
    <message>
      <source>you have no card {card} in front of you</source>
      <comment>NO_SUCH_CARD_IN_PLAY</comment>
      <translation>你面前沒有「{card}」這張卡</translation>
    </message>
    <message>
      <source>'{text}' cannot be turned into food</source>
      <comment>NOT_CONVERTIBLE</comment>
      <translation>「{text}」無法轉換成食物</translation>
    </message>
    <message>
      <source>'{text}' is not an animal</source>
      <comment>NOT_AN_ANIMAL</comment>
      <translation>「{text}」不是動物</translation>
    </message>
    <message>
      <source>write: buy CARD, optionally followed by return CARD and by pay GOODS</source>
      <comment>WRITE_BUY</comment>
      <translation>請寫成：buy 卡片，後面可加上 return 歸還的卡片 與 pay 支付的物資</translation>
    </message>
    <message>
      <source>write: minor CARD, optionally followed by return CARD and by pay GOODS</source>
      <comment>WRITE_MINOR</comment>
      <translation>請寫成：minor 卡片，後面可加上 return 歸還的卡片 與 pay 支付的物資</translation>
    </message>
    <message>
      <source>you have no one left to place</source>
      <comment>NO_ONE_LEFT</comment>
      <translation>你沒有可派遣的家庭成員了</translation>
    </message>
    <message>
      <source>{space} is already taken this round</source>
      <comment>SPACE_TAKEN</comment>
      <translation>「{space}」本回合已被占據</translation>
    </message>
    <message>
      <source>there is nothing here to take</source>
      <comment>NOTHING_TO_TAKE</comment>
      <translation>這裡沒有可拿取的東西</translation>
    </message>
    <message>
      <source>you cannot afford a room or a stable</source>
      <comment>CANNOT_AFFORD_ROOM_OR_STABLE</comment>
      <translation>你付不起房間或馬廄的費用</translation>
    </message>
    <message>
      <source>a room costs {goods}; a stable costs {goods2}; you have {goods3}</source>
      <comment>ROOM_OR_STABLE_COSTS</comment>
      <translation>房間需要 {goods}，馬廄需要 {goods2}；你有：{goods3}</translation>
    </message>
    <message>
      <source>you can neither build a stable nor bake</source>
      <comment>NEITHER_STABLE_NOR_BAKE</comment>
      <translation>你既無法建造馬廄也無法烤麵包</translation>
    </message>
    <message>
      <source>there is no cell you could plough</source>
      <comment>NO_CELL_TO_PLOW</comment>
      <translation>沒有可以犁田的格子</translation>
    </message>
    <message>
      <source>you can neither sow (that takes grain or a vegetable and an empty field) nor bake (grain and an improvement that bakes)</source>
      <comment>NEITHER_SOW_NOR_BAKE</comment>
      <translation>你既無法播種（需要穀物或蔬菜以及空的農田）也無法烤麵包（需要穀物和能烤麵包的設施）</translation>
    </message>
    <message>
      <source>you can neither plough nor sow</source>
      <comment>NEITHER_PLOW_NOR_SOW</comment>
      <translation>你既無法犁田也無法播種</translation>
    </message>
    <message>
      <source>you cannot build any pasture</source>
      <comment>NO_PASTURE_POSSIBLE</comment>
      <translation>你無法建造任何圈地</translation>
    </message>
    <message>
      <source>the smallest pasture you can build needs {goods}; you have {goods2}</source>
      <comment>PASTURE_COSTS</comment>
      <translation>能建的最小圈地需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>you have no fences left to build</source>
      <comment>NO_FENCES_LEFT</comment>
      <translation>你的柵欄已經用完了</translation>
    </message>
    <message>
      <source>the smallest pasture you can build needs {n} fences; you have {have} left</source>
      <comment>FEW_FENCES_LEFT</comment>
      <translation>能建的最小圈地需要 {n} 段柵欄；你只剩 {have} 段</translation>
    </message>
    <message>
      <source>you cannot afford any improvement</source>
      <comment>CANNOT_AFFORD_IMPROVEMENT</comment>
      <translation>你付不起任何發展卡</translation>
    </message>
    <message>
      <source>the improvement left nearest to your reach, {card}, costs {goods}; you have {goods2}</source>
      <comment>NEAREST_MAJOR_COSTS</comment>
      <translation>剩下的發展卡中最接近付得起的是「{card}」，需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>the major improvement left nearest to your reach, {card}, costs {goods}; you have {goods2}; and no minor improvement in your hand can be played now (its price or its need)</source>
      <comment>NEAREST_MAJOR_NOR_MINOR</comment>
      <translation>剩下的主要發展卡中最接近付得起的是「{card}」，需要 {goods}；你有：{goods2}；手中的次要發展卡現在也都打不出（費用或條件不足）</translation>
    </message>
    <message>
      <source>you cannot play any occupation here</source>
      <comment>NO_OCCUPATION_HERE</comment>
      <translation>你無法在這裡打出任何職業卡</translation>
    </message>
    <message>
      <source>there is no food here and you cannot build a room</source>
      <comment>NO_FOOD_NO_ROOM</comment>
      <translation>這裡沒有食物，你也無法擴建房間</translation>
    </message>
    <message>
      <source>you cannot {what} now, and family growth here starts in round {round}</source>
      <comment>CANNOT_AND_GROWTH_LATER</comment>
      <translation>你現在無法{what}，而這裡的增加家庭成員從第 {round} 回合才開始</translation>
    </message>
    <message>
      <source>you cannot {what} now, and {reason}</source>
      <comment>CANNOT_AND</comment>
      <translation>你現在無法{what}，而且{reason}</translation>
    </message>
    <message>
      <source>your family already has {n} people</source>
      <comment>FAMILY_FULL</comment>
      <translation>你的家庭已有{n}位成員</translation>
    </message>
    <message>
      <source>you need a free room for a newborn</source>
      <comment>NEED_FREE_ROOM</comment>
      <translation>新生兒需要一個空房間</translation>
    </message>
    <message>
      <source>family growth here starts in round {round}</source>
      <comment>GROWTH_FROM_ROUND</comment>
      <translation>這裡的增加家庭成員從第 {round} 回合開始</translation>
    </message>
    <message>
      <source>a cattle here costs {n} food</source>
      <comment>CATTLE_COSTS_FOOD</comment>
      <translation>在這裡拿牛需支付{n}份食物</translation>
    </message>
    <message>
      <source>you cannot play any occupation</source>
      <comment>CANNOT_PLAY_OCCUPATION</comment>
      <translation>你無法打出任何職業卡</translation>
    </message>
    <message>
      <source>you cannot build a room</source>
      <comment>CANNOT_BUILD_ROOM</comment>
      <translation>你無法擴建房間</translation>
    </message>
    <message>
      <source>there is no food here</source>
      <comment>NO_FOOD_HERE</comment>
      <translation>這裡沒有食物</translation>
    </message>
    <message>
      <source>{cell} is not empty</source>
      <comment>CELL_NOT_EMPTY</comment>
      <translation>{cell} 不是空地</translation>
    </message>
    <message>
      <source>{cell} is inside a pasture: no field or room can go there</source>
      <comment>CELL_IN_PASTURE</comment>
      <translation>{cell} 在圈地裡：那裡不能放農田或房間</translation>
    </message>
    <message>
      <source>{cell} is not next to your house</source>
      <comment>NOT_NEXT_TO_HOUSE</comment>
      <translation>{cell} 不與你的房舍相鄰</translation>
    </message>
    <message>
      <source>a {material} room costs {goods}; you have {goods2}</source>
      <comment>ROOM_COSTS</comment>
      <translation>{material}房間每間需要 {goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>your house is already stone</source>
      <comment>HOUSE_IS_STONE</comment>
      <translation>你的房舍已經是石屋</translation>
    </message>
    <message>
      <source>renovating costs {goods}</source>
      <comment>RENOVATING_COSTS</comment>
      <translation>翻修需要{goods}</translation>
    </message>
    <message>
      <source>you have built all {n} stables</source>
      <comment>ALL_STABLES_BUILT</comment>
      <translation>你已建完全部{n}座馬廄</translation>
    </message>
    <message>
      <source>{cell} holds a room</source>
      <comment>CELL_HOLDS_ROOM</comment>
      <translation>{cell} 上有房間</translation>
    </message>
    <message>
      <source>{cell} holds a field</source>
      <comment>CELL_HOLDS_FIELD</comment>
      <translation>{cell} 上有農田</translation>
    </message>
    <message>
      <source>{cell} already has a stable</source>
      <comment>CELL_HAS_STABLE</comment>
      <translation>{cell} 已有馬廄</translation>
    </message>
    <message>
      <source>a stable costs {goods}</source>
      <comment>STABLE_COSTS</comment>
      <translation>一座馬廄需要{goods}</translation>
    </message>
    <message>
      <source>{cell} is not next to your other fields</source>
      <comment>NOT_NEXT_TO_FIELDS</comment>
      <translation>{cell} 不與你的其他農田相鄰</translation>
    </message>
    <message>
      <source>you have no such field card</source>
      <comment>NO_SUCH_FIELD_CARD</comment>
      <translation>你沒有這張田地卡</translation>
    </message>
    <message>
      <source>{good} does not grow on {card}</source>
      <comment>CROP_NOT_ON_CARD</comment>
      <translation>「{card}」上不能種{good}</translation>
    </message>
    <message>
      <source>{card} is already sown</source>
      <comment>CARD_ALREADY_SOWN</comment>
      <translation>「{card}」已經播種</translation>
    </message>
    <message>
      <source>you have no {good}</source>
      <comment>NO_GOOD</comment>
      <translation>你沒有{good}</translation>
    </message>
    <message>
      <source>{cell} is not a field</source>
      <comment>NOT_A_FIELD</comment>
      <translation>{cell} 不是農田</translation>
    </message>
    <message>
      <source>{cell} is already sown</source>
      <comment>CELL_ALREADY_SOWN</comment>
      <translation>{cell} 已經播種</translation>
    </message>
    <message>
      <source>{cell} is already in the planned pasture</source>
      <comment>CELL_IN_PLAN</comment>
      <translation>{cell} 已在規劃中的圈地內</translation>
    </message>
    <message>
      <source>{cell} is not next to the planned pasture</source>
      <comment>NOT_NEXT_TO_PLAN</comment>
      <translation>{cell} 不與規劃中的圈地相鄰</translation>
    </message>
    <message>
      <source>a pasture lies either inside one existing pasture or outside all of them</source>
      <comment>PASTURE_INSIDE_OR_OUTSIDE</comment>
      <translation>圈地必須完全位於一個既有圈地之內，或完全在所有圈地之外</translation>
    </message>
    <message>
      <source>plan a pasture first</source>
      <comment>PLAN_FIRST</comment>
      <translation>請先規劃圈地</translation>
    </message>
    <message>
      <source>that is already a pasture</source>
      <comment>ALREADY_A_PASTURE</comment>
      <translation>那裡已經是圈地</translation>
    </message>
    <message>
      <source>a new pasture must be next to one of your pastures</source>
      <comment>PASTURE_NOT_NEXT</comment>
      <translation>新圈地必須與你現有的圈地相鄰</translation>
    </message>
    <message>
      <source>this pasture needs {n} more fences; you have {left} left of {supply}</source>
      <comment>OUT_OF_FENCES</comment>
      <translation>這個圈地還需要 {n} 段柵欄，但你的 {supply} 段柵欄只剩 {left} 段</translation>
    </message>
    <message>
      <source>this pasture needs {n} fences ({goods}); you have {goods2}</source>
      <comment>FENCES_COST</comment>
      <translation>這個圈地需要 {n} 段柵欄（{goods}）；你有：{goods2}</translation>
    </message>
    <message>
      <source>this pasture needs {n} fences, but only free fences may be built here</source>
      <comment>ONLY_FREE_FENCES</comment>
      <translation>這個圈地需要 {n} 段柵欄，但這裡只能建免費的柵欄</translation>
    </message>
    <message>
      <source>there is no planned pasture</source>
      <comment>NO_PLANNED_PASTURE</comment>
      <translation>沒有規劃中的圈地</translation>
    </message>
    <message>
      <source>only a minor improvement may be played here</source>
      <comment>ONLY_MINOR_HERE</comment>
      <translation>這裡只能打出次要發展卡</translation>
    </message>
    <message>
      <source>{card} cannot be paid by returning {card2}</source>
      <comment>CANNOT_PAY_RETURNING</comment>
      <translation>「{card}」不能以歸還「{card2}」的方式支付</translation>
    </message>
    <message>
      <source>{card} cannot be paid that way</source>
      <comment>CANNOT_PAY_THAT_WAY</comment>
      <translation>「{card}」不能這樣支付</translation>
    </message>
    <message>
      <source>{card} cannot be paid with {goods}</source>
      <comment>NO_SUCH_PAYMENT</comment>
      <translation>「{card}」不能用{goods}支付</translation>
    </message>
    <message>
      <source>you do not have {card} to return</source>
      <comment>NOTHING_TO_RETURN</comment>
      <translation>你沒有「{card}」可以歸還</translation>
    </message>
    <message>
      <source>you have none of the cards {card} takes in exchange (such as {card2})</source>
      <comment>NONE_TO_RETURN</comment>
      <translation>你沒有「{card}」可換的牌（例如「{card2}」）</translation>
    </message>
    <message>
      <source>{card} has no space to fence: too few fences left, or no free space</source>
      <comment>NO_CELL_TO_FENCE</comment>
      <translation>「{card}」沒有可以圍起的格子：剩下的柵欄不夠，或沒有空地</translation>
    </message>
    <message>
      <source>{card} costs {goods}; you have {goods2}</source>
      <comment>CARD_COSTS_HELD</comment>
      <translation>「{card}」需要{goods}；你有：{goods2}</translation>
    </message>
    <message>
      <source>{card} is not on the board</source>
      <comment>MAJOR_NOT_ON_BOARD</comment>
      <translation>「{card}」不在圖板上</translation>
    </message>
    <message>
      <source>playing it costs {goods}</source>
      <comment>OCCUPATION_COSTS</comment>
      <translation>打出它需要{goods}</translation>
    </message>
    <message>
      <source>{card} bakes only {n} grain per bake</source>
      <comment>BAKES_ONLY</comment>
      <translation>「{card}」每次烤麵包只能烤{n}份麥子</translation>
    </message>
    <message>
      <source>{card} needs {prerequisite} (you have {have})</source>
      <comment>PREREQUISITE_MISSING</comment>
      <translation>「{card}」需要{prerequisite}（你目前有{have}）</translation>
    </message>
    <message>
      <source>{card} needs {prerequisite}</source>
      <comment>PREREQUISITE_EXCEEDED</comment>
      <translation>「{card}」需要{prerequisite}</translation>
    </message>
    <message>
      <source>{card} may only be played until round {round}</source>
      <comment>PLAYABLE_UNTIL_ROUND</comment>
      <translation>「{card}」只能在第 {round} 回合以前打出</translation>
    </message>
    <message>
      <source>{card} cannot be used now</source>
      <comment>CARD_NOT_USABLE_NOW</comment>
      <translation>「{card}」現在不能使用</translation>
    </message>
    <message>
      <source>no cooking during breeding</source>
      <comment>NO_COOKING_IN_BREEDING</comment>
      <translation>繁殖階段不能烹調</translation>
    </message>
    <message>
      <source>you need a cooking improvement to cook {good}</source>
      <comment>NEED_COOKING</comment>
      <translation>烹調{good}需要烹調用的發展卡</translation>
    </message>
    <message>
      <source>you have no way to turn {good} into food now</source>
      <comment>NO_WAY_TO_FOOD</comment>
      <translation>你現在無法將{good}轉換成食物</translation>
    </message>
    <message>
      <source>there are no animals to place now</source>
      <comment>NO_ANIMALS_TO_PLACE</comment>
      <translation>目前沒有需要安置的動物</translation>
    </message>
    <message>
      <source>it is not feeding time</source>
      <comment>NOT_FEEDING_TIME</comment>
      <translation>現在不是餵養階段</translation>
    </message>
    <message>
      <source>it is not breeding time</source>
      <comment>NOT_BREEDING_TIME</comment>
      <translation>現在不是繁殖階段</translation>
    </message>
    <message>
      <source>another plough is already used for this action</source>
      <comment>ANOTHER_PLOUGH</comment>
      <translation>這次行動已經使用了另一把犁</translation>
    </message>
    <message>
      <source>you no longer have {n} wood to leave</source>
      <comment>NO_WOOD_TO_LEAVE</comment>
      <translation>你已經沒有{n}份木頭可以留下</translation>
    </message>
    <message>
      <source>that costs {n} food</source>
      <comment>COSTS_FOOD</comment>
      <translation>這需要{n}份食物</translation>
    </message>
    <message>
      <source>fencing costs {n} food</source>
      <comment>FENCING_COSTS_FOOD</comment>
      <translation>建造柵欄需要{n}份食物</translation>
    </message>
    <message>
      <source>adopting costs {n} food</source>
      <comment>ADOPTING_COSTS_FOOD</comment>
      <translation>收養需要{n}份食物</translation>
    </message>
    <message>
      <source>the vegetable costs {n} food</source>
      <comment>VEG_COSTS_FOOD</comment>
      <translation>這份蔬菜需要{n}份食物</translation>
    </message>
    <message>
      <source>{n} more stone cost {food} food</source>
      <comment>MORE_STONE_COSTS_FOOD</comment>
      <translation>再拿{n}份石頭需要{food}份食物</translation>
    </message>
    <message>
      <source>another improvement costs {n} food, and you have none left</source>
      <comment>IMPROVEMENT_COSTS_FOOD</comment>
      <translation>再打出一張發展卡需要{n}份食物，而你已經沒有食物了</translation>
    </message>
    <message>
      <source>you do not have the food for that</source>
      <comment>NO_FOOD_FOR_THAT</comment>
      <translation>你沒有足夠的食物</translation>
    </message>
    <message>
      <source>you do not have the goods for that</source>
      <comment>NO_GOODS_FOR_THAT</comment>
      <translation>你沒有足夠的資源</translation>
    </message>
    <message>
      <source>not enough food from {space} left</source>
      <comment>NOT_ENOUGH_FOOD_LEFT_ON</comment>
      <translation>從「{space}」拿到的食物已經不夠了</translation>
    </message>
    <message>
      <source>you have no grain to swap</source>
      <comment>NO_GRAIN_TO_SWAP</comment>
      <translation>你沒有可以交換的麥子</translation>
    </message>
    <message>
      <source>you have no grain left</source>
      <comment>NO_GRAIN_LEFT</comment>
      <translation>你已經沒有麥子了</translation>
    </message>
    <message>
      <source>you have no vegetable left to sow</source>
      <comment>NO_VEG_TO_SOW</comment>
      <translation>你已經沒有可以播種的蔬菜</translation>
    </message>
    <message>
      <source>growing needs {n} food and a free room</source>
      <comment>GROWING_NEEDS_FOOD_AND_ROOM</comment>
      <translation>增加家庭成員需要{n}份食物和一個空房間</translation>
    </message>
    <message>
      <source>you do not have that much wood</source>
      <comment>NOT_THAT_MUCH_WOOD</comment>
      <translation>你沒有那麼多木頭</translation>
    </message>
    <message>
      <source>not that much wood or room on {card}</source>
      <comment>NOT_THAT_MUCH_ON_CARD</comment>
      <translation>「{card}」上沒有那麼多木頭或空位</translation>
    </message>
    <message>
      <source>that action space is not on the board</source>
      <comment>SPACE_NOT_ON_BOARD</comment>
      <translation>那個行動格不在圖板上</translation>
    </message>
    <message>
      <source>{space} is taken</source>
      <comment>SPACE_IS_TAKEN</comment>
      <translation>「{space}」已被占據</translation>
    </message>
    <message>
      <source>your person is no longer there</source>
      <comment>PERSON_GONE</comment>
      <translation>你的家庭成員已經不在那裡了</translation>
    </message>
    <message>
      <source>{card} needs a {house}</source>
      <comment>NEEDS_HOUSE</comment>
      <translation>「{card}」需要你住在{house}</translation>
    </message>
    <message>
      <source>there is no space next to your house for a room</source>
      <comment>NO_SPACE_FOR_ROOM</comment>
      <translation>你的房舍旁邊沒有可以擴建房間的空地</translation>
    </message>
    <message>
      <source>you have no food to put in a room</source>
      <comment>NO_FOOD_FOR_ROOM</comment>
      <translation>你沒有可以放進房間的食物</translation>
    </message>
    <message>
      <source>every room already holds a food</source>
      <comment>EVERY_ROOM_HAS_FOOD</comment>
      <translation>每個房間都已經放了一份食物</translation>
    </message>
    <message>
      <source>{space} costs {n} food for the owner of {card}</source>
      <comment>SPACE_FEE_FOR_OWNER</comment>
      <translation>使用「{space}」需要付{n}份食物給「{card}」的擁有者</translation>
    </message>
    <message>
      <source>{card} costs {n} food for its owner</source>
      <comment>CARD_FEE_FOR_OWNER</comment>
      <translation>使用「{card}」需要付{n}份食物給它的擁有者</translation>
    </message>
    <message>
      <source>that {good} can no longer be bought</source>
      <comment>NO_LONGER_FOR_SALE</comment>
      <translation>那份{good}已經不能購買了</translation>
    </message>
    <message>
      <source>{space} may be used by others only from round {round}</source>
      <comment>SPACE_FROM_ROUND</comment>
      <translation>其他玩家從第 {round} 回合起才能使用「{space}」</translation>
    </message>
    <message>
      <source>you need {n} food for the starting player</source>
      <comment>NEED_FOOD_FOR_START</comment>
      <translation>你需要{n}份食物付給起始玩家</translation>
    </message>
    <message>
      <source>you have already used {card}</source>
      <comment>CARD_ALREADY_USED</comment>
      <translation>你已經用過「{card}」了</translation>
    </message>
    <message>
      <source>you cannot sow grain on {cell} now</source>
      <comment>CANNOT_SOW_GRAIN_ON</comment>
      <translation>你現在不能在 {cell} 播種麥子</translation>
    </message>
    <message>
      <source>you need {n} wood and a free place on {card}</source>
      <comment>NEED_WOOD_AND_PLACE_ON</comment>
      <translation>你需要{n}份木頭，而且「{card}」上要有空位</translation>
    </message>
    <message>
      <source>the second person of {card} must go to a sheep, wild boar or cattle space</source>
      <comment>SECOND_PERSON_TO_ANIMALS</comment>
      <translation>「{card}」的第二位家庭成員必須派到綿羊、野豬或牛的行動格</translation>
    </message>
    <message>
      <source>the {goods} of {card} are already spent</source>
      <comment>GOODS_SPENT</comment>
      <translation>「{card}」上的{goods}已經用完了</translation>
    </message>
    <message>
      <source>{card} needs you to have fewer than {n} occupations</source>
      <comment>FEWER_OCCUPATIONS_SELF</comment>
      <translation>「{card}」需要你的職業卡少於{n}張</translation>
    </message>
    <message>
      <source>{card} needs another player with fewer than {n} occupations</source>
      <comment>FEWER_OCCUPATIONS_OTHER</comment>
      <translation>「{card}」需要有另一位玩家的職業卡少於{n}張</translation>
    </message>
    <message>
      <source>{card} needs {n} improvements in front of you (you have {have})</source>
      <comment>IMPROVEMENTS_IN_FRONT</comment>
      <translation>「{card}」需要你面前有{n}張發展卡（你目前有{have}張）</translation>
    </message>
    <message>
      <source>{card} needs {n} occupations played (you have {have})</source>
      <comment>OCCUPATIONS_PLAYED</comment>
      <translation>「{card}」需要你已打出{n}張職業卡（你目前有{have}張）</translation>
    </message>
    <message>
      <source>{card} is already discarded</source>
      <comment>ALREADY_DISCARDED</comment>
      <translation>「{card}」已經棄掉了</translation>
    </message>
    <message>
      <source>you cannot pay {goods} any more</source>
      <comment>CANNOT_PAY_ANY_MORE</comment>
      <translation>你已經付不起{goods}了</translation>
    </message>
    <message>
      <source>you have no {good} left to pay instead</source>
      <comment>NO_GOOD_TO_PAY_INSTEAD</comment>
      <translation>你已經沒有{good}可以改付了</translation>
    </message>
    <message>
      <source>the harvested vegetable is gone</source>
      <comment>HARVESTED_VEG_GONE</comment>
      <translation>收成的蔬菜已經不在了</translation>
    </message>
    <message>
      <source>{card} is no longer in your hand</source>
      <comment>NO_LONGER_IN_HAND</comment>
      <translation>「{card}」已經不在你的手牌中</translation>
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
      <translation>擴建房間</translation>
    </message>
    <message>
      <source>Build stable</source>
      <translation>建造馬廄</translation>
    </message>
    <message>
      <source>Plough</source>
      <translation>犁田</translation>
    </message>
    <message>
      <source>Sow</source>
      <translation>播種</translation>
    </message>
    <message>
      <source>Bake</source>
      <translation>烤麵包</translation>
    </message>
    <message>
      <source>Fences</source>
      <translation>柵欄</translation>
    </message>
    <message>
      <source>Major improvement</source>
      <translation>主要發展卡</translation>
    </message>
    <message>
      <source>Minor improvement</source>
      <translation>次要發展卡</translation>
    </message>
    <message>
      <source>Occupation</source>
      <translation>職業卡</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>選擇</translation>
    </message>
    <message>
      <source>Use</source>
      <translation>使用</translation>
    </message>
    <message>
      <source>Convert</source>
      <translation>轉換</translation>
    </message>
    <message>
      <source>Animals</source>
      <translation>動物</translation>
    </message>
    <message>
      <source>Release</source>
      <translation>放走</translation>
    </message>
    <message>
      <source>Feed</source>
      <translation>餵養</translation>
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
      <translation>擴建房間</translation>
    </message>
    <message>
      <source>stable building</source>
      <comment>activity</comment>
      <translation>建造馬廄</translation>
    </message>
    <message>
      <source>ploughing</source>
      <comment>activity</comment>
      <translation>犁田</translation>
    </message>
    <message>
      <source>sowing</source>
      <comment>activity</comment>
      <translation>播種</translation>
    </message>
    <message>
      <source>fencing</source>
      <comment>activity</comment>
      <translation>建造柵欄</translation>
    </message>
    <message>
      <source>baking</source>
      <comment>activity</comment>
      <translation>烤麵包</translation>
    </message>
    <message>
      <source>an improvement</source>
      <comment>activity</comment>
      <translation>發展卡行動</translation>
    </message>
    <message>
      <source>an occupation</source>
      <comment>activity</comment>
      <translation>職業卡行動</translation>
    </message>
    <message>
      <source>play an occupation</source>
      <comment>activity</comment>
      <translation>打出職業卡</translation>
    </message>
    <message>
      <source>wooden hut</source>
      <comment>house</comment>
      <translation>木屋</translation>
    </message>
    <message>
      <source>clay hut</source>
      <comment>house</comment>
      <translation>磚屋</translation>
    </message>
    <message>
      <source>stone house</source>
      <comment>house</comment>
      <translation>石屋</translation>
    </message>
    <message>
      <source>these fences do not close a pasture yet</source>
      <comment>fence plan</comment>
      <translation>這些柵欄還沒有圍成圈地</translation>
    </message>
    <message>
      <source>(pay {goods})</source>
      <comment>payment</comment>
      <translation>（支付 {goods}）</translation>
    </message>
    <message>
      <source>these pastures cannot be built</source>
      <comment>fence plan</comment>
      <translation>無法建造這些圈地</translation>
    </message>
  </context>
</TS>
