<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>Table</name>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n animal(s)</source>
      <translation>
        <numerusform>%n animal</numerusform>
        <numerusform>%n animals</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="501" />
      <location filename="../../agricola_qt/ui/log_text.py" line="617" />
      <location filename="../../agricola_qt/ui/text.py" line="656" />
      <source>%n begging card(s)</source>
      <translation>
        <numerusform>%n begging card</numerusform>
        <numerusform>%n begging cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="647" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="672" />
      <source>%n begging card(s) (−3 points each)</source>
      <translation>
        <numerusform>%n begging card (−3 points each)</numerusform>
        <numerusform>%n begging cards (−3 points each)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="326" />
      <source>%n bonus point(s)</source>
      <translation>
        <numerusform>%n bonus point</numerusform>
        <numerusform>%n bonus points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="534" />
      <source>%n bonus point(s) in place of {goods}</source>
      <translation>
        <numerusform>%n bonus point in place of {goods}</numerusform>
        <numerusform>%n bonus points in place of {goods}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="645" />
      <source>%n card(s) from the hand discarded</source>
      <translation>
        <numerusform>%n card from the hand discarded</numerusform>
        <numerusform>%n cards from the hand discarded</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n cattle</source>
      <translation>
        <numerusform>%n cattle</numerusform>
        <numerusform>%n cattle</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="965" />
      <location filename="../../agricola_qt/ui/controller.py" line="987" />
      <source>%n cell(s)</source>
      <translation>
        <numerusform>%n cell</numerusform>
        <numerusform>%n cells</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/review.py" line="227" />
      <source>%n decision(s) lost points</source>
      <translation>
        <numerusform>%n decision lost points</numerusform>
        <numerusform>%n decisions lost points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="970" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="729" />
      <location filename="../../agricola_qt/ui/log_text.py" line="409" />
      <location filename="../../agricola_qt/ui/text.py" line="599" />
      <location filename="../../agricola_qt/ui/text.py" line="600" />
      <source>%n fence(s)</source>
      <translation>
        <numerusform>%n fence</numerusform>
        <numerusform>%n fences</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="358" />
      <source>%n fence(s) of {who} here, waiting for a card.</source>
      <translation>
        <numerusform>%n fence of {who} here, waiting for a card.</numerusform>
        <numerusform>%n fences of {who} here, waiting for a card.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/card_goods.py" line="176" />
      <source>%n good(s) left in this card's stack</source>
      <translation>
        <numerusform>%n good left in this card's stack</numerusform>
        <numerusform>%n goods left in this card's stack</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n grain field(s)</source>
      <translation>
        <numerusform>%n grain field</numerusform>
        <numerusform>%n grain fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="663" />
      <source>%n guest placed this round like a person (Guest)</source>
      <translation>
        <numerusform>%n guest placed this round like a person (Guest)</numerusform>
        <numerusform>%n guest placed this round like a person (Guest)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n improvement(s)</source>
      <translation>
        <numerusform>%n improvement</numerusform>
        <numerusform>%n improvements</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="105" />
      <source>%n minor improvement(s)</source>
      <translation>
        <numerusform>%n minor improvement</numerusform>
        <numerusform>%n minor improvements</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="143" />
      <source>%n move(s)</source>
      <translation>
        <numerusform>%n move</numerusform>
        <numerusform>%n moves</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="647" />
      <source>%n new card(s) drawn</source>
      <translation>
        <numerusform>%n new card drawn</numerusform>
        <numerusform>%n new cards drawn</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="607" />
      <source>%n new family member(s)</source>
      <translation>
        <numerusform>%n new family member</numerusform>
        <numerusform>%n new family members</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="987" />
      <source>%n new fence(s)</source>
      <translation>
        <numerusform>%n new fence</numerusform>
        <numerusform>%n new fences</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="661" />
      <source>%n newborn this round</source>
      <translation>
        <numerusform>%n newborn this round</numerusform>
        <numerusform>%n newborn this round</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="104" />
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n occupation(s)</source>
      <translation>
        <numerusform>%n occupation</numerusform>
        <numerusform>%n occupations</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n oven(s)</source>
      <translation>
        <numerusform>%n oven</numerusform>
        <numerusform>%n ovens</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="968" />
      <source>%n pasture(s)</source>
      <translation>
        <numerusform>%n pasture</numerusform>
        <numerusform>%n pastures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="752" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures).</source>
      <translation>
        <numerusform>%n place for one animal of any kind each (the house, stables outside pastures).</numerusform>
        <numerusform>%n places for one animal of any kind each (the house, stables outside pastures).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="754" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures, cards).</source>
      <translation>
        <numerusform>%n place for one animal of any kind each (the house, stables outside pastures, cards).</numerusform>
        <numerusform>%n places for one animal of any kind each (the house, stables outside pastures, cards).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n planted field(s)</source>
      <translation>
        <numerusform>%n planted field</numerusform>
        <numerusform>%n planted fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="142" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/card_browser.py" line="111" />
      <location filename="../../agricola_qt/ui/printout.py" line="128" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n sheep</source>
      <translation>
        <numerusform>%n sheep</numerusform>
        <numerusform>%n sheep</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="730" />
      <source>%n stable(s)</source>
      <translation>
        <numerusform>%n stable</numerusform>
        <numerusform>%n stables</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="155" />
      <source>%n turn(s) played</source>
      <translation>
        <numerusform>%n turn played</numerusform>
        <numerusform>%n turns played</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n vegetable field(s)</source>
      <translation>
        <numerusform>%n vegetable field</numerusform>
        <numerusform>%n vegetable fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="971" />
      <location filename="../../agricola_qt/ui/controller.py" line="988" />
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>%n wood</source>
      <translation>
        <numerusform>%n wood</numerusform>
        <numerusform>%n wood</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="474" />
      <source>(%n by {card})</source>
      <translation>
        <numerusform>(%n by {card})</numerusform>
        <numerusform>(%n by {card})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="976" />
      <source>(%n drawn piece(s) left out: closing nothing; a right-click on one takes it away)</source>
      <translation>
        <numerusform>(%n drawn piece left out: closing nothing; a right-click on one takes it away)</numerusform>
        <numerusform>(%n drawn pieces left out: closing nothing; a right-click on one takes it away)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="736" />
      <source>(%n fence(s) more on round spaces, waiting for a card)</source>
      <translation>
        <numerusform>(%n fence more on round spaces, waiting for a card)</numerusform>
        <numerusform>(%n fences more on round spaces, waiting for a card)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="974" />
      <source>(%n fence(s) of your 15 left after it)</source>
      <translation>
        <numerusform>(%n fence of your 15 left after it)</numerusform>
        <numerusform>(%n fences of your 15 left after it)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="356" />
      <source>(%n guest)</source>
      <translation>
        <numerusform>(%n guest)</numerusform>
        <numerusform>(%n guest)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="781" />
      <source>(discard %n improvement(s))</source>
      <translation>
        <numerusform>(discard %n improvement)</numerusform>
        <numerusform>(discard %n improvements)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="741" />
      <source>Bake %n grain with {card} into {food}</source>
      <translation>
        <numerusform>Bake %n grain with {card} into {food}</numerusform>
        <numerusform>Bake %n grain with {card} into {food}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="230" />
      <source>End stack: %n tile(s)</source>
      <translation>
        <numerusform>End stack: %n tile</numerusform>
        <numerusform>End stack: %n tiles</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="674" />
      <source>Farm {n} needs all five cubes at or past barn row {row}: %n farm point(s) to go.</source>
      <translation>
        <numerusform>Farm {n} needs all five cubes at or past barn row {row}: %n farm point to go.</numerusform>
        <numerusform>Farm {n} needs all five cubes at or past barn row {row}: %n farm points to go.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>Fences: %n pasture(s)</source>
      <translation>
        <numerusform>Fences: %n pasture</numerusform>
        <numerusform>Fences: %n pastures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="572" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="590" />
      <source>Hand: %n hidden card(s)</source>
      <translation>
        <numerusform>Hand: %n hidden card</numerusform>
        <numerusform>Hand: %n hidden cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="426" />
      <source>Livestock of the {crop} track: a face-down stack of %n tile(s), top first: {kinds}.</source>
      <translation>
        <numerusform>Livestock of the {crop} track: a face-down stack of %n tile, top first: {kinds}.</numerusform>
        <numerusform>Livestock of the {crop} track: a face-down stack of %n tiles, top first: {kinds}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="637" />
      <source>Not now: %n food short. Turn goods into food first (At any time).</source>
      <translation>
        <numerusform>Not now: %n food short. Turn goods into food first (At any time).</numerusform>
        <numerusform>Not now: %n food short. Turn goods into food first (At any time).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="969" />
      <source>Plant %n wood</source>
      <translation>
        <numerusform>Plant %n wood</numerusform>
        <numerusform>Plant %n wood</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="973" />
      <source>Plough %n field(s)</source>
      <translation>
        <numerusform>Plough %n field</numerusform>
        <numerusform>Plough %n fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="398" />
      <source>Renovation now: {cost} for a house of %n room(s) ({who}).</source>
      <translation>
        <numerusform>Renovation now: {cost} for a house of %n room ({who}).</numerusform>
        <numerusform>Renovation now: {cost} for a house of %n rooms ({who}).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="474" />
      <source>Room for only %n newborn(s) at the breeding: you will choose which.</source>
      <translation>
        <numerusform>Room for only %n newborn at the breeding: you will choose which.</numerusform>
        <numerusform>Room for only %n newborns at the breeding: you will choose which.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="229" />
      <source>Stack: %n tile(s)</source>
      <translation>
        <numerusform>Stack: %n tile</numerusform>
        <numerusform>Stack: %n tiles</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="975" />
      <source>Take double: %n more food</source>
      <translation>
        <numerusform>Take double: %n more food</numerusform>
        <numerusform>Take double: %n more food</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_panel.py" line="199" />
      <source>The first %n are within half a point: about equally good.</source>
      <translation>
        <numerusform>The first %n are within half a point: about equally good.</numerusform>
        <numerusform>The first %n are within half a point: about equally good.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="1134" />
      <source>There is room for only %n newborn(s); your animals are rearranged to fit.</source>
      <translation>
        <numerusform>There is room for only %n newborn; your animals are rearranged to fit.</numerusform>
        <numerusform>There is room for only %n newborns; your animals are rearranged to fit.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="371" />
      <source>at most %n occupation(s)</source>
      <translation>
        <numerusform>at most %n occupation</numerusform>
        <numerusform>at most %n occupations</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_words.py" line="118" />
      <source>final ≈ %n point(s)</source>
      <translation>
        <numerusform>final ≈ %n point</numerusform>
        <numerusform>final ≈ %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/table.py" line="545" />
      <source>the largest free region: %n square(s)</source>
      <translation>
        <numerusform>the largest free region: %n square</numerusform>
        <numerusform>the largest free region: %n squares</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/score_sheet.py" line="112" />
      <source>{card} gives back the %n point(s) lost here</source>
      <translation>
        <numerusform>{card} gives back the %n point lost here</numerusform>
        <numerusform>{card} gives back the %n points lost here</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="846" />
      <source>{card}: the food left after this feeding pays for up to %n unused space(s), 1 food each; the game ends with this harvest, so turn crops into food now if they are to pay.</source>
      <translation>
        <numerusform>{card}: the food left after this feeding pays for up to %n unused space, 1 food each; the game ends with this harvest, so turn crops into food now if they are to pay.</numerusform>
        <numerusform>{card}: the food left after this feeding pays for up to %n unused spaces, 1 food each; the game ends with this harvest, so turn crops into food now if they are to pay.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="668" />
      <source>{name} holds %n large tile(s) in hand.</source>
      <translation>
        <numerusform>{name} holds %n large tile in hand.</numerusform>
        <numerusform>{name} holds %n large tiles in hand.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="409" />
      <source>{name}: %n farm point(s) to go</source>
      <translation>
        <numerusform>{name}: %n farm point to go</numerusform>
        <numerusform>{name}: %n farm points to go</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="429" />
      <source>{square} {crop}: {vp} VP or %n farm point(s)</source>
      <translation>
        <numerusform>{square} {crop}: {vp} VP or %n farm point</numerusform>
        <numerusform>{square} {crop}: {vp} VP or %n farm points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="305" />
      <source>{square}: {crop}, height {h}, region of %n square(s)</source>
      <translation>
        <numerusform>{square}: {crop}, height {h}, region of %n square</numerusform>
        <numerusform>{square}: {crop}, height {h}, region of %n squares</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="427" />
      <source>{what} (%n step(s))</source>
      <translation>
        <numerusform>{what} (%n step)</numerusform>
        <numerusform>{what} (%n steps)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="288" />
      <source>{who} collects %n point(s) of farm income.</source>
      <translation>
        <numerusform>{who} collects %n point of farm income.</numerusform>
        <numerusform>{who} collects %n points of farm income.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="319" />
      <source>{who} scores {square} for %n farm point(s).</source>
      <translation>
        <numerusform>{who} scores {square} for %n farm point.</numerusform>
        <numerusform>{who} scores {square} for %n farm points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="315" />
      <source>{who} scores {square} for %n victory point(s).</source>
      <translation>
        <numerusform>{who} scores {square} for %n victory point.</numerusform>
        <numerusform>{who} scores {square} for %n victory points.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_words.py" line="127" />
      <source>−%n point(s)</source>
      <translation>
        <numerusform>−%n point</numerusform>
        <numerusform>−%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="788" />
      <source>⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.</source>
      <translation>
        <numerusform>⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.</numerusform>
        <numerusform>⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="791" />
      <source>⚠ %n food short before the harvest: take food or turn goods into food.</source>
      <translation>
        <numerusform>⚠ %n food short before the harvest: take food or turn goods into food.</numerusform>
        <numerusform>⚠ %n food short before the harvest: take food or turn goods into food.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/handoff.py" line="314" />
      <source>⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).</source>
      <translation>
        <numerusform>⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).</numerusform>
        <numerusform>⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).</numerusform>
      </translation>
    </message>
  </context>
</TS>
