<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1200" />
      <source>&amp;About agricola-qt…</source>
      <translation>關於 agricola-qt(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1190" />
      <source>&amp;Cards…</source>
      <translation>卡片一覽(&amp;C)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/remembered.py" line="70" />
      <source>&amp;Clear the list</source>
      <translation>清除清單(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1142" />
      <source>&amp;Confirm the end of each turn</source>
      <translation>每次行動結束時確認(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="70" />
      <source>&amp;Copy details</source>
      <translation>複製詳細資訊(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1116" />
      <source>&amp;Done / end turn</source>
      <translation>完成／結束行動(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1106" />
      <source>&amp;Edit</source>
      <translation>編輯(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1121" />
      <source>&amp;Erase drawn fences</source>
      <translation>清除畫好的柵欄(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1103" />
      <source>&amp;Export image…</source>
      <translation>匯出圖片(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1092" />
      <source>&amp;File</source>
      <translation>檔案(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1177" />
      <source>&amp;Fit the table</source>
      <translation>桌面符合視窗(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1114" />
      <source>&amp;Game</source>
      <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1186" />
      <source>&amp;Help</source>
      <translation>說明(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1126" />
      <source>&amp;Hint</source>
      <translation>提示(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1188" />
      <source>&amp;How to play</source>
      <translation>遊戲玩法(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1191" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>鍵盤快捷鍵(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1185" />
      <source>&amp;Language</source>
      <translation>語言(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1198" />
      <source>&amp;Learn to play…</source>
      <translation>新手教學(&amp;L)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1093" />
      <source>&amp;New game…</source>
      <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="71" />
      <source>&amp;Open log folder</source>
      <translation>開啟記錄檔資料夾(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1094" />
      <source>&amp;Open…</source>
      <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1189" />
      <source>&amp;Player aid</source>
      <translation>玩家速查(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1118" />
      <source>&amp;Propose feeding</source>
      <translation>建議餵養方式(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1105" />
      <source>&amp;Quit</source>
      <translation>離開(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1112" />
      <source>&amp;Redo</source>
      <translation>重做(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1098" />
      <source>&amp;Save</source>
      <translation>儲存(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1124" />
      <source>&amp;Score sheet</source>
      <translation>計分表(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1169" />
      <source>&amp;Switch History / Game log</source>
      <translation>切換歷程／遊戲紀錄(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1108" />
      <source>&amp;Undo</source>
      <translation>復原(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1165" />
      <source>&amp;View</source>
      <translation>檢視(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1977" />
      <source>(played on from round {n})</source>
      <translation>（從第 {n} 輪接著玩）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="177" />
      <source>(start of the turn)</source>
      <translation>（行動開始前）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="40" />
      <source>A desktop edition of the board games Agricola (original 2007 edition) and Heartland (2009), with computer opponents and pass-and-play.</source>
      <translation>桌遊《農家樂》（2007 年原版）和《務農爭地》（2009）的桌面版，可以和電腦對手玩，也可以多人輪流在同一台電腦上玩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="54" />
      <source>About agricola-qt</source>
      <translation>關於 agricola-qt</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1055" />
      <source>Agricola</source>
      <translation>農家樂</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2290" />
      <source>An unfinished game's autosave, saved {when}, is damaged (cut short by a crash or a full disk, or changed). Open the moves that can be read?</source>
      <translation>一局未完成遊戲的自動存檔（儲存於 {when}）已損壞（程式當掉或磁碟已滿時被截斷，或被改動過）。要開啟其中能讀取的步驟嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1159" />
      <source>Ask &amp;again about offers answered for the game</source>
      <translation>重新詢問本局已回答的提議(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1119" />
      <source>At a harvest's feeding: turn goods into food the least costly way for what the family eats.</source>
      <translation>收成餵養時：以代價最小的方式把物資換成家人所需的食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2083" />
      <source>Autosave failed: {why}</source>
      <translation>自動儲存失敗：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2079" />
      <source>Autosave failed: {why}. It is tried again after every move; use File &gt; Save as… to keep the game somewhere else.</source>
      <translation>自動儲存失敗：{why}。每一步之後都會再試一次；可以用「檔案 &gt; 另存新檔…」把遊戲存到別處。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2071" />
      <source>Autosave works again: the game is saved.</source>
      <translation>自動儲存恢復正常：遊戲已儲存。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="28" />
      <source>Autosaved games</source>
      <translation>自動儲存的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1170" />
      <source>Bring the other of the two tabs, History (undo) or Game log, to the front.</source>
      <translation>把「歷程（復原）」和「遊戲紀錄」兩個分頁中的另一個切到前面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1129" />
      <source>C&amp;omputer speed</source>
      <translation>電腦速度(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1851" />
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="96" />
      <source>Cannot open the game</source>
      <translation>無法開啟遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2121" />
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="116" />
      <source>Cannot open the replay</source>
      <translation>無法開啟重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1994" />
      <source>Cannot save</source>
      <translation>無法儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1160" />
      <source>Cards whose offers you declined or accepted for the rest of the game ask again.</source>
      <translation>你在本局中設為不再詢問（自動拒絕或接受）的卡片會重新詢問。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/glyphs.py" line="47" />
      <source>Chinese characters cannot be shown: no installed font has them, so the table would show empty boxes. Install a font with Chinese characters, such as Noto Sans CJK, and start the game again.</source>
      <translation>無法顯示中文字：沒有安裝含中文字的字型，桌面上只會出現空白方框。請安裝含中文字的字型（例如 Noto Sans CJK），再重新啟動遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="557" />
      <source>Computer speed: {speed}</source>
      <translation>電腦速度：{speed}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2313" />
      <source>Could not discard the game: {why}</source>
      <translation>無法丟棄這局遊戲：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2093" />
      <source>Could not write the image</source>
      <translation>無法寫入圖片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2272" />
      <source>Damaged autosaved games: {n} (File ▸ Resume an unfinished game opens the moves that can be read).</source>
      <translation>已損壞的自動存檔：{n} 局（檔案 ▸ 繼續未完成的遊戲 可開啟其中能讀取的步驟）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1748" />
      <source>Damaged, saved {when}: open the moves that can be read…</source>
      <translation>已損壞（儲存於 {when}）：開啟其中能讀取的步驟…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2303" />
      <source>Discard: it is no longer offered; its autosaved copy (never a file you saved) is moved to the folder of discarded games:</source>
      <translation>丟棄：不再提供這局遊戲；它的自動儲存副本（絕不會是你自己儲存的檔案）會移到存放已丟棄遊戲的資料夾：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="537" />
      <source>End the turn or undo it first: the next decision gets the hint.</source>
      <translation>請先結束行動或復原：提示給下一個決定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1357" />
      <source>Enter has nothing to finish here: choose an answer in the panel (Tab reaches the answers).</source>
      <translation>這裡按 Enter 沒有可以完成的：請在面板中選擇一個回答（按 Tab 可選到各個回答）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2088" />
      <source>Export image</source>
      <translation>匯出圖片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1180" />
      <source>F&amp;ull screen</source>
      <translation>全螢幕(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1117" />
      <source>Finish the action under way, or end the turn that waits for it.</source>
      <translation>完成正在進行的行動，或結束等待確認的行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="42" />
      <source>Free software under the GNU General Public License, version 3 or later ({licence}).</source>
      <translation>自由軟體，依 GNU 通用公共授權條款第 3 版或更新版本發佈（{licence}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="91" />
      <source>Game records (*.agr)</source>
      <translation>遊戲紀錄檔 (*.agr)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1195" />
      <source>Heartland is the second farm game in this program (New game ▸ Game); Agricola does not need it.</source>
      <translation>務農爭地是本程式的第二款農場遊戲（新遊戲 ▸ 遊戲）；玩農家樂不需要它。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="540" />
      <source>Hints are for a person's turn.</source>
      <translation>只有輪到真人玩家時才能提示。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="179" />
      <location filename="../../agricola_qt/app/window_main.py" line="1280" />
      <source>History (undo)</source>
      <translation>歷程（復原）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1193" />
      <source>How to play H&amp;eartland (the other game)</source>
      <translation>另一款遊戲《務農爭地》怎麼玩(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2093" />
      <source>Image saved</source>
      <translation>圖片已儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="32" />
      <source>Log files</source>
      <translation>記錄檔</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/remembered.py" line="68" />
      <source>No recent games</source>
      <translation>沒有最近的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1754" />
      <source>No unfinished games</source>
      <translation>沒有未完成的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2306" />
      <source>No: ask again next time.</source>
      <translation>否：下次再問。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1570" />
      <source>Not available</source>
      <translation>無法使用</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1361" />
      <source>Nothing to finish now.</source>
      <translation>目前沒有要完成的行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/glyphs.py" line="51" />
      <source>On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk</source>
      <translation>在 Debian 或 Ubuntu 上：sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1149" />
      <source>On: after each turn the game waits for End turn (Enter), so that the turn can still be undone. Between two people at one table it always waits: the next person takes the table. In Heartland a turn always ends with its draw, which you make.</source>
      <translation>開啟時：每次行動後遊戲會等你按「結束行動（Enter）」，在那之前仍可復原。同一台電腦上兩人輪流時總會等待：下一位玩家要接手。在務農爭地中，回合總是以你親手抽板塊結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1095" />
      <source>Open &amp;recent</source>
      <translation>最近開啟的遊戲(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1690" />
      <source>Open a game</source>
      <translation>開啟遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1101" />
      <source>Open a re&amp;play…</source>
      <translation>開啟重播(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2100" />
      <source>Open a replay</source>
      <translation>開啟重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1435" />
      <source>Played on from a replay: not counted in Your results.</source>
      <translation>從重播接著玩的對局：不計入你的戰績。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="140" />
      <source>Played on from step {step} of the replay: not counted in Your results.</source>
      <translation>從重播的第 {step} 步接著玩：不計入你的戰績。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="44" />
      <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
      <translation>Python {python}、Qt {qt}、PySide6 {pyside}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1102" />
      <source>Replay &amp;this game</source>
      <translation>重播這局遊戲(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2302" />
      <source>Resume</source>
      <translation>繼續</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1096" />
      <source>Resume an &amp;unfinished game</source>
      <translation>繼續未完成的遊戲(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2277" />
      <source>Resume your unfinished game?</source>
      <translation>要繼續你未完成的遊戲嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1099" />
      <source>Save &amp;as…</source>
      <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1619" />
      <source>Save as a new file…</source>
      <translation>另存為新檔案…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1617" />
      <source>Save into {file}</source>
      <translation>存進 {file}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1597" />
      <source>Save the current game first?</source>
      <translation>要先儲存目前的遊戲嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1613" />
      <source>Save the current game into {file} first?</source>
      <translation>先把目前的遊戲存進 {file} 嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1951" />
      <source>Save the game</source>
      <translation>儲存遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="30" />
      <source>Saved games (last folder used)</source>
      <translation>儲存的遊戲（上次使用的資料夾）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2009" />
      <source>Saved to {path}</source>
      <translation>已儲存至 {path}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1571" />
      <source>Saving and loading games is not available yet.</source>
      <translation>目前還無法儲存或載入遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1616" />
      <source>Saving into it replaces the game the file holds now.</source>
      <translation>存進去會取代該檔案現在儲存的遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="31" />
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="52" />
      <source>Something went wrong</source>
      <translation>發生錯誤</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="58" />
      <source>Something went wrong — your game could not be saved automatically; use File &gt; Save to keep it.</source>
      <translation>發生錯誤——遊戲無法自動儲存；請用「檔案 &gt; 儲存」儲存遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="56" />
      <source>Something went wrong — your game is saved.</source>
      <translation>發生錯誤——你的遊戲已儲存。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="542" />
      <source>Still thinking about a hint…</source>
      <translation>仍在思考提示…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="593" />
      <source>Take back your last decision: {what}</source>
      <translation>復原你上一個決定：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="535" />
      <source>Take the table first (click it): then the hint is for you.</source>
      <translation>請先接手（點一下桌面）：之後提示才是給你的。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1127" />
      <source>The coach's three best moves for the person to move, with the final score each leads to.</source>
      <translation>教練給輪到的玩家的三個最佳走法，以及各自通向的終局分數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1900" />
      <source>The computer level “{level}” of {name} is unknown to this version: it plays at the level {used}.</source>
      <translation>{name} 的電腦難度「{level}」是這個版本不認識的：改按「{used}」難度進行。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1596" />
      <source>The game is over. Save it to a file, to replay or study it later?</source>
      <translation>遊戲已經結束。要存成檔案，以便日後重播或研究嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="532" />
      <source>The game is over: there is nothing to hint.</source>
      <translation>遊戲已結束：沒有可提示的了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2232" />
      <source>The game you were playing is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>你原本在玩的遊戲已儲存：檔案 ▸ 繼續未完成的遊戲 可再次開啟。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1437" />
      <source>The guided first game: not counted in Your results.</source>
      <translation>新手教學的對局：不計入你的戰績。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="515" />
      <source>The lesson shows the way: follow its marked step. The coach's hints come after the lesson.</source>
      <translation>新手教學會帶路：照著標出的步驟做。教練的提示在教學結束後才提供。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1181" />
      <source>The whole screen for the table; F11 again for the window as it was.</source>
      <translation>讓牌桌佔滿整個螢幕；再按 F11 回到原來的視窗。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="585" />
      <source>These cards ask again: {cards}</source>
      <translation>這些卡片會重新詢問：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="545" />
      <source>Thinking about a hint…</source>
      <translation>正在思考提示…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1589" />
      <source>This game is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>本局已儲存：檔案 ▸ 繼續未完成的遊戲 可再次開啟。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2269" />
      <source>Unfinished games besides this one: {n} (File ▸ Resume an unfinished game).</source>
      <translation>另有 {n} 局未完成的遊戲（檔案 ▸ 繼續未完成的遊戲）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1599" />
      <location filename="../../agricola_qt/app/window_main.py" line="1612" />
      <source>Unsaved changes</source>
      <translation>尚未儲存的變更</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1387" />
      <source>Wait: a computer player is thinking.</source>
      <translation>請稍候：電腦玩家正在思考。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1122" />
      <source>Wipe the fences drawn (or the pasture planned) and not built yet.</source>
      <translation>清除已畫但尚未建造的柵欄（或規劃中的圈地）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="62" />
      <source>You can go on playing: the table shows the last position that was reached without the error. The details below are also in the log file; they help to fix the problem.</source>
      <translation>你可以繼續玩：桌面顯示的是出錯之前的最後局面。下面的詳細資訊也寫在記錄檔裡，可以幫助修正這個問題。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2210" />
      <source>You play {name}'s seat from here.</source>
      <translation>從這裡起由你來玩 {name} 的座位。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1125" />
      <source>Your &amp;results…</source>
      <translation>你的戰績(&amp;R)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="167" />
      <location filename="../../agricola_qt/app/window_main.py" line="1279" />
      <source>Your decision</source>
      <translation>你的決定</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="29" />
      <source>Your results</source>
      <translation>你的戰績</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1173" />
      <source>Zoom &amp;in</source>
      <translation>放大(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1175" />
      <source>Zoom &amp;out</source>
      <translation>縮小(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1916" />
      <source>game started {date} (autosaved)</source>
      <translation>{date} 開始的遊戲（自動儲存）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2218" />
      <source>played on from round {n} of a replay</source>
      <translation>從重播第 {n} 輪接著玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="330" />
      <source>the previous game</source>
      <translation>上一局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2142" />
      <location filename="../../agricola_qt/app/window_main.py" line="2181" />
      <source>this game</source>
      <translation>這局遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1057" />
      <source>unsaved game</source>
      <translation>未儲存的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1732" />
      <source>{game} — at the table behind this window</source>
      <translation>{game}——就在這個視窗後面的桌上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1062" />
      <source>{name} — Agricola</source>
      <translation>{name} — 農家樂</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="896" />
      <source>{name}'s turn.</source>
      <translation>輪到 {name}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2400" />
      <source>{name}, its first {n} moves</source>
      <translation>{name}（前 {n} 步）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2399" />
      <source>{name}, its result counted again</source>
      <translation>{name}（結果已重新計算）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1871" />
      <source>{name}, line {line} left out</source>
      <translation>{name}（已略過第 {line} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1873" />
      <source>{name}, move {n} mended</source>
      <translation>{name}（第 {n} 步已修補）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1858" />
      <source>{name}, read as {encoding} text</source>
      <translation>{name}（按{encoding}文字讀取）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2397" />
      <source>{name}, read up to its end</source>
      <translation>{name}（讀到遊戲結尾為止）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2077" />
      <source>⚠ This game is not being saved</source>
      <translation>⚠ 這局遊戲目前沒有被儲存</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="19" />
      <source>&amp;Look in:</source>
      <translation>尋找於(&amp;L)：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="20" />
      <source>Files of &amp;type:</source>
      <translation>檔案型態(&amp;T)：</translation>
    </message>
  </context>
  <context>
    <name>QtWords</name>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="25" />
      <source>Drive</source>
      <translation>磁碟機</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="24" />
      <source>Folder</source>
      <translation>資料夾</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="448" />
      <location filename="../../agricola_qt/ui/controller.py" line="665" />
      <location filename="../../agricola_qt/ui/text.py" line="76" />
      <location filename="../../agricola_qt/ui/text.py" line="85" />
      <location filename="../../agricola_qt/ui/text.py" line="134" />
      <source> </source>
      <translation> </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="283" />
      <source> (decisions by player: {list})</source>
      <translation>（按玩家計的決定數：{list}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="56" />
      <source> (green card)</source>
      <translation>（綠色行動卡）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="49" />
      <source> ({cost})</source>
      <translation>（{cost}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="358" />
      <location filename="../../agricola_qt/ui/text.py" line="1012" />
      <source> + </source>
      <translation> + </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="345" />
      <location filename="../../agricola_qt/ui/text.py" line="380" />
      <source> and </source>
      <translation>且</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="501" />
      <source> and took {cards}</source>
      <translation>，並拿取 {cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="106" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="113" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="182" />
      <location filename="../../agricola_qt/ui/text.py" line="352" />
      <location filename="../../agricola_qt/ui/text.py" line="355" />
      <source> or </source>
      <translation>或</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="228" />
      <source> — the costliest, move {m}: about {n} points</source>
      <translation>——代價最大的是第 {m} 步：約 {n} 分</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n animal(s)</source>
      <translation>
        <numerusform>%n 隻動物</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="501" />
      <location filename="../../agricola_qt/ui/log_text.py" line="617" />
      <location filename="../../agricola_qt/ui/text.py" line="656" />
      <source>%n begging card(s)</source>
      <translation>
        <numerusform>%n 張乞討卡</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="647" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="672" />
      <source>%n begging card(s) (−3 points each)</source>
      <translation>
        <numerusform>乞討卡 %n 張（每張 −3 分）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="326" />
      <source>%n bonus point(s)</source>
      <translation>
        <numerusform>%n 點紅利分數</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="534" />
      <source>%n bonus point(s) in place of {goods}</source>
      <translation>
        <numerusform>%n 點紅利分數（不拿{goods}）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="645" />
      <source>%n card(s) from the hand discarded</source>
      <translation>
        <numerusform>棄掉手牌 %n 張</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n cattle</source>
      <translation>
        <numerusform>%n 頭牛</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="965" />
      <location filename="../../agricola_qt/ui/controller.py" line="987" />
      <source>%n cell(s)</source>
      <translation>
        <numerusform>%n 格</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/review.py" line="227" />
      <source>%n decision(s) lost points</source>
      <translation>
        <numerusform>%n 個決定失分</numerusform>
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
        <numerusform>%n 段柵欄</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="358" />
      <source>%n fence(s) of {who} here, waiting for a card.</source>
      <translation>
        <numerusform>{who} 的 %n 段柵欄因卡片效果在這裡等待。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/card_goods.py" line="176" />
      <source>%n good(s) left in this card's stack</source>
      <translation>
        <numerusform>這張卡的堆疊還剩 %n 個資源</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n grain field(s)</source>
      <translation>
        <numerusform>%n 塊麥田</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="663" />
      <source>%n guest placed this round like a person (Guest)</source>
      <translation>
        <numerusform>本輪有 %n 位客人可像家庭成員一樣派出（食客）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n improvement(s)</source>
      <translation>
        <numerusform>%n 張發展卡</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="105" />
      <source>%n minor improvement(s)</source>
      <translation>
        <numerusform>%n 張次要發展卡</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="143" />
      <source>%n move(s)</source>
      <translation>
        <numerusform>%n 步</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="647" />
      <source>%n new card(s) drawn</source>
      <translation>
        <numerusform>新抽 %n 張牌</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="607" />
      <source>%n new family member(s)</source>
      <translation>
        <numerusform>%n 位新家庭成員</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="987" />
      <source>%n new fence(s)</source>
      <translation>
        <numerusform>%n 段新柵欄</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="661" />
      <source>%n newborn this round</source>
      <translation>
        <numerusform>本輪新生 %n 人</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="104" />
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n occupation(s)</source>
      <translation>
        <numerusform>%n 張職業卡</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n oven(s)</source>
      <translation>
        <numerusform>%n 座烤爐</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="968" />
      <source>%n pasture(s)</source>
      <translation>
        <numerusform>%n 個圈地</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="752" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures).</source>
      <translation>
        <numerusform>%n 個位置各可容納 1 隻任意動物（屋內、圈地外的馬廄）。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="754" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures, cards).</source>
      <translation>
        <numerusform>%n 個位置各可容納 1 隻任意動物（屋內、圈地外的馬廄、卡片）。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n planted field(s)</source>
      <translation>
        <numerusform>%n 塊已播種的農田</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="142" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n 名玩家</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/card_browser.py" line="111" />
      <location filename="../../agricola_qt/ui/printout.py" line="128" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n 分</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n sheep</source>
      <translation>
        <numerusform>%n 隻綿羊</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="730" />
      <source>%n stable(s)</source>
      <translation>
        <numerusform>%n 座馬廄</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="155" />
      <source>%n turn(s) played</source>
      <translation>
        <numerusform>已進行 %n 次行動</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n vegetable field(s)</source>
      <translation>
        <numerusform>%n 塊蔬菜田</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="971" />
      <location filename="../../agricola_qt/ui/controller.py" line="988" />
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>%n wood</source>
      <translation>
        <numerusform>%n 根木頭</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="187" />
      <source>&amp;About agricola-qt…</source>
      <translation>關於 agricola-qt(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="131" />
      <source>&amp;Close</source>
      <translation>關閉(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="155" />
      <source>&amp;Edit</source>
      <translation>編輯(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="148" />
      <source>&amp;Export image…</source>
      <translation>匯出圖片(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="27" />
      <source>&amp;Fast</source>
      <translation>快(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="120" />
      <source>&amp;File</source>
      <translation>檔案(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="242" />
      <source>&amp;Fit the table</source>
      <translation>桌面符合視窗(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="174" />
      <source>&amp;Game</source>
      <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="182" />
      <source>&amp;Help</source>
      <translation>說明(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="176" />
      <source>&amp;Hint</source>
      <translation>提示(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="246" />
      <source>&amp;Language</source>
      <translation>語言(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="139" />
      <source>&amp;New game…</source>
      <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="28" />
      <source>&amp;Normal</source>
      <translation>正常(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="125" />
      <source>&amp;Open…</source>
      <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>離開(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="167" />
      <source>&amp;Redo</source>
      <translation>重做(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="127" />
      <source>&amp;Save</source>
      <translation>儲存(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="29" />
      <source>&amp;Slow</source>
      <translation>慢(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="156" />
      <source>&amp;Undo</source>
      <translation>復原(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="234" />
      <source>&amp;View</source>
      <translation>檢視(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="30" />
      <source>&amp;Wait for a click (step through)</source>
      <translation>等待點選（逐步觀看）(&amp;W)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="62" />
      <source>'{key}' is given twice (first on line {first})</source>
      <translation>「{key}」出現了兩次（第一次在第 {first} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="159" />
      <source>'{step}' is written for player {written}, but it is player {actor}'s decision</source>
      <translation>「{step}」記在玩家 {written} 名下，但此時應由玩家 {actor} 決定</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="474" />
      <source>(%n by {card})</source>
      <translation>
        <numerusform>（其中 %n 個用「{card}」）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="976" />
      <source>(%n drawn piece(s) left out: closing nothing; a right-click on one takes it away)</source>
      <translation>
        <numerusform>（%n 段畫出的柵欄沒有圍起任何格子，不算在內；在一段上按右鍵可去掉它）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="736" />
      <source>(%n fence(s) more on round spaces, waiting for a card)</source>
      <translation>
        <numerusform>（另有 %n 段柵欄因卡片效果放在回合格上等待）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="974" />
      <source>(%n fence(s) of your 15 left after it)</source>
      <translation>
        <numerusform>（建好後你的 15 段柵欄還剩 %n 段）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="356" />
      <source>(%n guest)</source>
      <translation>
        <numerusform>（含 %n 位客人）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="707" />
      <location filename="../../agricola_qt/ui/text.py" line="829" />
      <source>(+{food})</source>
      <translation>（+{food}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1163" />
      <source>(It is {name}'s turn.)</source>
      <translation>（現在輪到 {name}。）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="82" />
      <source>(a new round began: undo stops here)</source>
      <translation>（新的回合開始：復原到此為止）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="345" />
      <source>(and {n} more before: the game log has them all)</source>
      <translation>（之前還有 {n} 條：遊戲紀錄裡都有）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="781" />
      <source>(discard %n improvement(s))</source>
      <translation>
        <numerusform>（棄掉 %n 張發展卡）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="782" />
      <location filename="../../agricola_qt/ui/text.py" line="825" />
      <source>(free)</source>
      <translation>（免費）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="443" />
      <location filename="../../agricola_qt/ui/log_text.py" line="448" />
      <source>(gave back {card})</source>
      <translation>（退還「{card}」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="383" />
      <source>(none)</source>
      <translation>（無）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="572" />
      <source>(once this harvest)</source>
      <translation>（本次收成限一次）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="154" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="550" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="554" />
      <source>(room for {room})</source>
      <translation>（可容納 {room}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="85" />
      <source>(start of the turn)</source>
      <translation>（行動開始前）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="490" />
      <source>(the breeding brings it back)</source>
      <translation>（繁殖時會補回來）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="84" />
      <source>(the harvest began: undo stops here)</source>
      <translation>（收成開始：復原到此為止）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="668" />
      <location filename="../../agricola_qt/ui/log_text.py" line="152" />
      <location filename="../../agricola_qt/ui/log_text.py" line="163" />
      <location filename="../../agricola_qt/ui/log_text.py" line="476" />
      <location filename="../../agricola_qt/ui/log_text.py" line="518" />
      <location filename="../../agricola_qt/ui/text.py" line="1200" />
      <source>({cards})</source>
      <translation>（{cards}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="457" />
      <source>({gifts})</source>
      <translation>（{gifts}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="746" />
      <location filename="../../agricola_qt/ui/text.py" line="800" />
      <source>({notes})</source>
      <translation>（{notes}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="354" />
      <source>({n} new)</source>
      <translation>（{n} 新生）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="377" />
      <location filename="../../agricola_qt/ui/log_text.py" line="433" />
      <source>({savings})</source>
      <translation>（{savings}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="306" />
      <location filename="../../agricola_qt/ui/log_text.py" line="387" />
      <location filename="../../agricola_qt/ui/log_text.py" line="398" />
      <location filename="../../agricola_qt/ui/log_text.py" line="598" />
      <source>({shares})</source>
      <translation>（其中{shares}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="312" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="568" />
      <location filename="../../agricola_qt/ui/chooser.py" line="479" />
      <location filename="../../agricola_qt/ui/chooser.py" line="483" />
      <location filename="../../agricola_qt/ui/chooser.py" line="662" />
      <location filename="../../agricola_qt/ui/coach_words.py" line="76" />
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <location filename="../../agricola_qt/ui/controller.py" line="1116" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="582" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="587" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="669" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="691" />
      <location filename="../../agricola_qt/ui/board_items.py" line="423" />
      <location filename="../../agricola_qt/ui/board_items.py" line="657" />
      <location filename="../../agricola_qt/ui/board_items.py" line="685" />
      <location filename="../../agricola_qt/ui/board_items.py" line="748" />
      <location filename="../../agricola_qt/ui/replay.py" line="112" />
      <location filename="../../agricola_qt/ui/table.py" line="397" />
      <location filename="../../agricola_qt/ui/table.py" line="404" />
      <location filename="../../agricola_qt/ui/table.py" line="550" />
      <location filename="../../agricola_qt/ui/window.py" line="350" />
      <location filename="../../agricola_qt/ui/aid.py" line="119" />
      <location filename="../../agricola_qt/ui/log_text.py" line="152" />
      <location filename="../../agricola_qt/ui/log_text.py" line="163" />
      <location filename="../../agricola_qt/ui/log_text.py" line="256" />
      <location filename="../../agricola_qt/ui/log_text.py" line="306" />
      <location filename="../../agricola_qt/ui/log_text.py" line="345" />
      <location filename="../../agricola_qt/ui/log_text.py" line="377" />
      <location filename="../../agricola_qt/ui/log_text.py" line="387" />
      <location filename="../../agricola_qt/ui/log_text.py" line="398" />
      <location filename="../../agricola_qt/ui/log_text.py" line="433" />
      <location filename="../../agricola_qt/ui/log_text.py" line="506" />
      <location filename="../../agricola_qt/ui/log_text.py" line="537" />
      <location filename="../../agricola_qt/ui/log_text.py" line="599" />
      <location filename="../../agricola_qt/ui/log_text.py" line="684" />
      <location filename="../../agricola_qt/ui/log_text.py" line="689" />
      <location filename="../../agricola_qt/ui/log_text.py" line="772" />
      <location filename="../../agricola_qt/ui/log_text.py" line="999" />
      <location filename="../../agricola_qt/ui/log_text.py" line="1007" />
      <location filename="../../agricola_qt/ui/log_text.py" line="1164" />
      <location filename="../../agricola_qt/ui/printout.py" line="85" />
      <location filename="../../agricola_qt/ui/printout.py" line="98" />
      <location filename="../../agricola_qt/ui/reasons.py" line="109" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="63" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="36" />
      <location filename="../../agricola_qt/ui/review.py" line="233" />
      <location filename="../../agricola_qt/ui/review.py" line="283" />
      <location filename="../../agricola_qt/ui/review.py" line="304" />
      <location filename="../../agricola_qt/ui/review.py" line="334" />
      <location filename="../../agricola_qt/ui/scene.py" line="89" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="162" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="383" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="228" />
      <location filename="../../agricola_qt/ui/text.py" line="61" />
      <location filename="../../agricola_qt/ui/text.py" line="298" />
      <location filename="../../agricola_qt/ui/text.py" line="694" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="971" />
      <location filename="../../agricola_qt/ui/log_text.py" line="1057" />
      <location filename="../../agricola_qt/ui/text.py" line="1208" />
      <location filename="../../agricola_qt/ui/text.py" line="1211" />
      <source>. </source>
      <translation>。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="146" />
      <source>1st {first}, 2nd {second}, then {more}</source>
      <translation>第1張{first}，第2張{second}，之後{more}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="145" />
      <source>1st {first}, then {more}</source>
      <translation>第1張{first}，之後{more}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="209" />
      <source>1–2 players</source>
      <translation>1–2 人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="209" />
      <source>3 players</source>
      <translation>3 人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="210" />
      <source>4–5 players</source>
      <translation>4–5 人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="539" />
      <source>: </source>
      <translation>：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="176" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="998" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="1014" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="1033" />
      <location filename="../../agricola_qt/ui/log_text.py" line="539" />
      <location filename="../../agricola_qt/ui/log_text.py" line="833" />
      <location filename="../../agricola_qt/ui/printout.py" line="131" />
      <location filename="../../agricola_qt/ui/review.py" line="309" />
      <location filename="../../agricola_qt/ui/text.py" line="1196" />
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="101" />
      <source>; you finished ahead of it (or level) in {ahead} of them</source>
      <translation>；其中 {ahead} 局你的得分高於（或等於）它</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="388" />
      <source>&lt;b&gt;{card}&lt;/b&gt; · cost: {cost} · {n} pt</source>
      <translation>&lt;b&gt;{card}&lt;/b&gt; · 費用：{cost} · {n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1010" />
      <source>A click on the card does this at once (Undo takes it back): {what}</source>
      <translation>點一下這張卡就會立即執行（可用復原收回）：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1013" />
      <source>A click on the card offers its uses: {what}</source>
      <translation>點一下這張卡可選擇用法：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="604" />
      <location filename="../../agricola_qt/ui/controller.py" line="610" />
      <source>A computer player failed: {why}</source>
      <translation>電腦玩家出錯：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="429" />
      <source>A computer player is thinking…</source>
      <translation>電腦玩家正在思考…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="326" />
      <source>A harvest follows this round.</source>
      <translation>本回合結束後進行收成。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="52" />
      <source>A large tile lies flat: {0} and {1} are at different heights.</source>
      <translation>大型農地必須平放：{0} 和 {1} 的高度不同。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="267" />
      <source>A new game with the same players, seats and decks: new cards and a new order of rounds.</source>
      <translation>同樣的玩家、座位和牌組再開一局：重新發牌，行動卡順序也重新洗過。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="736" />
      <source>A pasture holds one kind of animal, and this one holds {there}.</source>
      <translation>一個圈地只能飼養一種動物，而這個圈地已養了{there}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="576" />
      <source>A person of {who}</source>
      <translation>{who}的一位家庭成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="312" />
      <source>A program other than this one saved it in another encoding. Read as {encoding} text, all {n} moves of the game play: open the game so? The file itself is left as it is.</source>
      <translation>這個檔案是由別的程式以另一種編碼儲存的。按{encoding}文字讀取，這局遊戲的全部 {n} 步都能進行：要這樣打開這局遊戲嗎？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="179" />
      <source>A second farm game by Uwe Rosenberg (2009): lay crop tiles on a shared field, then score each crop for victory points or farm points towards farms. “How to play” explains it.</source>
      <translation>Uwe Rosenberg 的另一款農場遊戲（2009）：在共用的農田上放作物板塊，每種作物選擇得勝利點數或朝農莊前進的農莊點數。「遊戲玩法」有詳細說明。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="75" />
      <source>A small tile face down, to level a square: drag it onto the lower square, then a large tile must cover it at once. A right-click turns it face up again.</source>
      <translation>面朝下的小型農地，用來墊平一格：把它拖到較低的格子上，然後必須立刻用一塊大型農地蓋住它。右鍵可翻回正面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="126" />
      <source>A step of planning a pasture: Back and Forward pass over it to the fences built.</source>
      <translation>規劃圈地的一步：「上一步」和「下一步」會跳過它，直接到建好的柵欄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="561" />
      <source>Action space: {name}</source>
      <translation>行動格：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="849" />
      <source>Add {cell} to the pasture</source>
      <translation>將 {cell} 加入圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="866" />
      <source>Adopt</source>
      <translation>收養</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="115" />
      <location filename="../../agricola_qt/ui/printout.py" line="130" />
      <source>After it is played, it passes to the player on the left</source>
      <translation>打出後傳給左手邊的玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="96" />
      <source>Against the computer ({level}): won {wins} of {games}</source>
      <translation>對戰電腦（{level}）：共 {games} 局，勝 {wins} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="51" />
      <source>Agricola</source>
      <translation>農家樂</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="178" />
      <source>Agricola alone, with cards, against a target score (see below).</source>
      <translation>一個人玩帶卡片的農家樂，挑戰目標分數（見下方說明）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="176" />
      <source>Agricola with 7 occupations and 7 minor improvements in each hand, dealt from the decks chosen below.</source>
      <translation>每人手上有 7 張職業卡和 7 張次要發展卡的農家樂，從下方選定的牌組發牌。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="174" />
      <source>Agricola without occupations and minor improvements: the rulebook's family game, good for a first game.</source>
      <translation>不用職業卡和次要發展卡的農家樂：規則書的家庭遊戲，適合第一次玩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="354" />
      <source>All {n} moves of the game read well; only the result written after them does not. Open the game, its scores counted again from the moves? The file itself is left as it is.</source>
      <translation>這局遊戲的全部 {n} 步都可以正常讀取，只有寫在後面的結果不對。要打開這局遊戲、按這些步驟重新計分嗎？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="351" />
      <source>All {n} moves of the game read well; only what was added after the game's end does not. Open the game? The file itself is left as it is.</source>
      <translation>這局遊戲的全部 {n} 步都可以正常讀取，只有遊戲結尾之後加上的內容不對。要打開這局遊戲嗎？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="167" />
      <source>Alone at the table, it leaves the game once played.</source>
      <translation>單人遊戲中，打出後即移出遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="171" />
      <source>Alone at the table, nobody sets it off: it does nothing.</source>
      <translation>單人遊戲中沒有其他玩家能觸發它：它沒有任何效果。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="170" />
      <source>Alone at the table, nobody sets it off: only its points count.</source>
      <translation>單人遊戲中沒有其他玩家能觸發它：只算它的分數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="292" />
      <source>Alone, with cards, against a target: 50 points in the first game of a series. Reach it and the next game keeps one occupation you played and starts with 1 food for every 2 points above the target; miss it and the series ends. Help ▸ How to play tells more.</source>
      <translation>一個人帶著卡片挑戰目標分數：系列第一局要 50 分。達到目標，下一局就保留一張你打出的職業卡，並按超出目標的分數每 2 分獲得 1 份食物開局；未達到，系列就結束。詳見「說明 ▸ 遊戲玩法」。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="742" />
      <source>An unfenced {place} holds only one animal.</source>
      <translation>未圍起的{place}只能容納1隻動物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="46" />
      <source>Ana</source>
      <translation>安娜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="463" />
      <source>Animals become food only with a cooking improvement (a Fireplace or a Cooking Hearth).</source>
      <translation>動物要有烹飪設施（火爐或壁爐）才能換成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="751" />
      <source>Animals: {n} kept.</source>
      <translation>動物：飼養 {n} 隻。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="209" />
      <source>Any number of players</source>
      <translation>不限人數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="89" />
      <source>Arrow keys</source>
      <translation>方向鍵</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="130" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="182" />
      <source>Ask the coach (H)</source>
      <translation>詢問教練（H）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="556" />
      <source>At any time:</source>
      <translation>隨時可做：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="398" />
      <source>Autosave failed: {why}. It is tried again after every move.</source>
      <translation>自動儲存失敗：{why}。每走一步都會再試一次。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="404" />
      <source>Autosave works again: the game is saved.</source>
      <translation>自動儲存恢復正常：遊戲已儲存。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="33" />
      <source>B</source>
      <translation>甜</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="741" />
      <source>Bake %n grain with {card} into {food}</source>
      <translation>
        <numerusform>用「{card}」將 %n 份麥子烤成麵包（{food}）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="843" />
      <source>Bake 1 grain with {card} into {food}</source>
      <translation>用「{card}」將 1 份麥子烤成麵包（{food}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="465" />
      <source>Barn</source>
      <translation>穀倉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="201" />
      <source>Before round 1 each player keeps 1 occupation and 1 minor improvement of the 7 dealt and passes the rest to the left, then keeps 1 of each from the cards passed to them, and so on until each hand has 7 of each again.</source>
      <translation>第 1 回合之前，每位玩家從發到的 7 張職業卡和 7 張次要發展卡中各留 1 張，其餘傳給左手邊的玩家；再從傳來的卡片中各留 1 張，如此往復，直到每人又有職業卡和次要發展卡各 7 張。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="194" />
      <source>Best moves for {who}, with the final score each one leads to in the computer's trial games (a careful player may do better):</source>
      <translation>{who}的最佳行動，以及各行動在電腦試下的對局中帶來的最終分數（細心的玩家可能得分更高）：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="118" />
      <source>Best score — {scores}</source>
      <translation>最高分 — {scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="93" />
      <source>Between two people at one table a turn always waits for End turn: undo never goes back past the hand-off to the next person.</source>
      <translation>同一台電腦上兩人輪流時，每次行動後總會等你按「結束行動」：復原不會越過交給下一位玩家的那一刻。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="694" />
      <source>Breed: {kinds}</source>
      <translation>繁殖：{kinds}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="837" />
      <source>Breeding — no animals born: {names}</source>
      <translation>繁殖牲畜 — 沒有動物出生：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="836" />
      <source>Breeding — {who}: no animals born</source>
      <translation>繁殖牲畜 — {who}：沒有動物出生</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="833" />
      <source>Breeding — {who}: {what}</source>
      <translation>繁殖牲畜 — {who}：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="865" />
      <source>Build</source>
      <translation>建造</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="847" />
      <source>Build a room on {cell}</source>
      <translation>在 {cell} 擴建房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="848" />
      <source>Build a stable on {cell}</source>
      <translation>在 {cell} 建造馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="593" />
      <location filename="../../agricola_qt/ui/text.py" line="596" />
      <source>Build the planned fences</source>
      <translation>建造規劃好的柵欄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="499" />
      <location filename="../../agricola_qt/ui/tutorial.py" line="581" />
      <source>Build these fences</source>
      <translation>建造這些柵欄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="600" />
      <source>Build {fences} for {cost}</source>
      <translation>建造 {fences}，花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="599" />
      <source>Build {fences}, free</source>
      <translation>建造 {fences}，免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="865" />
      <source>Buy it</source>
      <translation>購買</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="768" />
      <source>Buy {card}</source>
      <translation>購買「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="761" />
      <source>Buy {goods}</source>
      <translation>購買 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="741" />
      <source>Buy {goods} from {who}</source>
      <translation>向{who}購買 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="35" />
      <source>C</source>
      <translation>玉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="589" />
      <location filename="../../agricola_qt/ui/review.py" line="140" />
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="590" />
      <source>Cannot open the game</source>
      <translation>無法開啟遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="440" />
      <source>Cannot open the replay</source>
      <translation>無法開啟重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="203" />
      <source>Cards</source>
      <translation>卡片一覽</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="937" />
      <source>Cell {cell}</source>
      <translation>格子 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="57" />
      <source>Choose a game to play.</source>
      <translation>選擇要玩的遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="55" />
      <source>Choose a game to play: Agricola's family or full game, or Heartland (the “Game” list).</source>
      <translation>選擇要玩的遊戲：農家樂的家庭遊戲或完整遊戲，或者務農爭地（在對話框的「遊戲」清單裡選）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="41" />
      <source>Choose another name to keep the game.</source>
      <translation>請另取一個檔名來儲存對局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="472" />
      <source>Choose how the field on {square} ({crop}, framed) scores.</source>
      <translation>請選擇 {square} 上的農地（{crop}，框出的那塊）要獲得哪種分數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="469" />
      <source>Choose how the marked field scores.</source>
      <translation>請選擇標出的農地要獲得哪種分數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="523" />
      <source>Choose how to pay:</source>
      <translation>請選擇支付方式：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="523" />
      <source>Choose one:</source>
      <translation>請選擇一項：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="54" />
      <source>Choose the players, then start the game.</source>
      <translation>選擇玩家，然後開始遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="136" />
      <source>Choose the two cards a computer player would keep (you may still change them).</source>
      <translation>選出電腦玩家會留下的兩張卡片（你仍可改選）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="764" />
      <source>Choose: {what}</source>
      <translation>選擇：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="667" />
      <source>Clear the plan</source>
      <translation>清除規劃</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="833" />
      <source>Click a free action space to place a person there, or drag the person onto it.</source>
      <translation>點一下空的行動格就能派出一位家人，或把家人拖過去。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1059" />
      <source>Click a lit action space to buy {card} there (or drag the card onto it; click the card again to let it go).</source>
      <translation>點一下亮起的行動格，就在那裡購買「{card}」（也可以把卡片拖過去；再點一下卡片可取消選擇）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="993" />
      <source>Click a lit action space to play {card} there (or drag the card onto it; click the card again to let it go).</source>
      <translation>點一下亮起的行動格，就在那裡打出「{card}」（也可以把卡片拖過去；再點一下卡片可取消選擇）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="846" />
      <source>Click a lit cell of your farm to put it there.</source>
      <translation>點一下你農莊上亮起的格子，把它放在那裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="442" />
      <source>Click a square of a free region: your farm takes the whole region. White outlines and numbers show the regions of two squares or more and their sizes; a lone square not greyed takes a farm too, a farm of 1. Greyed squares cannot take a farm.</source>
      <translation>點一下空閒區域中的一格：你的農莊佔據整個區域。白色框線和數字標出兩格以上的區域及其大小；沒有變灰的單獨一格也能建農莊，只佔 1 格。變灰的格子不能建農莊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="79" />
      <source>Click here to choose one, or open a saved game from the File menu.</source>
      <translation>點選此處選擇一個遊戲，或從「檔案」選單開啟已儲存的對局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="979" />
      <source>Click it to choose it and again to play it now, or drag it.</source>
      <translation>點一下選取，再點一下就能現在打出，也可以拖曳。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="221" />
      <source>Click one occupation and one minor improvement to keep, then “Keep these two”. The other cards go to {left}; you get the cards {right} passes on. The last card of each kind comes without a choice.</source>
      <translation>點一張職業卡和一張次要發展卡留下，再點「留下這兩張」。其餘的卡片傳給{left}；你會拿到{right}傳來的卡片。每種卡片的最後一張不用選，直接留下。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_show.py" line="239" />
      <source>Click the table to go on.</source>
      <translation>點一下桌面繼續。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="134" />
      <source>Close</source>
      <translation>關閉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="101" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="179" />
      <source>Coach</source>
      <translation>教練</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="230" />
      <source>Colour and shape of this player's pieces</source>
      <translation>這位玩家棋子的顏色與形狀</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="536" />
      <source>Computer ({level})</source>
      <translation>電腦（{level}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="451" />
      <source>Convert goods to food, sparing the most valuable ones.</source>
      <translation>將資源轉換成食物，並盡量保留最有價值的資源。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="679" />
      <source>Cook {animals} into {food} (keeps the most animals)</source>
      <translation>把 {animals}烹調成 {food}（留下的動物最多）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="145" />
      <source>Cook {animals} into {food} ({why})</source>
      <translation>把 {animals}烹調成 {food}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="147" />
      <source>Cook {animals} into {food}, release {freed} ({why})</source>
      <translation>把 {animals}烹調成 {food}，放走 {freed}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="105" />
      <source>Cost: {cost}</source>
      <translation>花費：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="301" />
      <source>Could not write the image</source>
      <translation>無法寫入圖片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="54" />
      <source>Crop rotation: {0} already shows {1}.</source>
      <translation>輪作規則：{0} 上已經是{1}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="214" />
      <source>Deal number</source>
      <translation>牌局編號</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="107" />
      <source>Deck {deck}: {done} of {total} cards in the game</source>
      <translation>{deck} 牌組：{total} 張中有 {done} 張可用</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="99" />
      <location filename="../../agricola_qt/ui/card_browser.py" line="205" />
      <location filename="../../agricola_qt/ui/new_game.py" line="191" />
      <source>Deck {d}</source>
      <translation>{d} 牌組</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="197" />
      <source>Decks</source>
      <translation>牌組</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="293" />
      <source>Details: {details}</source>
      <translation>詳情：{details}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="864" />
      <source>Done</source>
      <translation>完成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="663" />
      <source>Done (end this action)</source>
      <translation>完成（這一格做完了）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="576" />
      <source>Done: end this action (Enter)</source>
      <translation>完成（這一格做完了）· Enter</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="166" />
      <location filename="../../agricola_qt/ui/game_log.py" line="286" />
      <source>Double-click a line to see the game at that moment in the replay.</source>
      <translation>按兩下一行，即可在重播中查看當時的局面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="85" />
      <location filename="../../agricola_qt/ui/new_game.py" line="199" />
      <source>Draft the cards</source>
      <translation>輪抽選卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="434" />
      <source>Drag a large tile or a small tile onto the crop area; the lit squares take it (a large tile by its half outlined in white). R or a right-click turns a large tile, or turns a small tile face down for levelling.</source>
      <translation>把一塊大型農地或小型農地拖到作物區；亮起的格子可以放（大型農地以白框標出的那一半為準）。按 R 或按右鍵可轉動大型農地，或把小型農地翻面用來填平。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="228" />
      <source>Drag a tile from your hand onto the crop area.</source>
      <translation>請把手上的一塊農地拖到作物區。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="72" />
      <source>Drag it onto the crop area: both halves at the same height, neither on its own crop. R or a right-click turns it.</source>
      <translation>把它拖到農田區：兩半必須在相同高度，且都不能放在相同作物上。按 R 或右鍵可旋轉。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="981" />
      <source>Drag it onto {spaces}, or click it and then the space, to play it.</source>
      <translation>把它拖到{spaces}上，或先點它再點該行動格，即可打出。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="155" />
      <source>Drag one animal to another place on your farm (Shift: the whole group), or onto a cooking improvement to cook it.</source>
      <translation>把一隻動物拖到農莊的其他位置（按住 Shift：整群移動），或拖到烹調用的發展卡上轉換成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="198" />
      <source>Drag onto a cell without a room or field to build a stable.</source>
      <translation>拖到沒有房間或農田的格子上建造馬廄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="196" />
      <source>Drag onto an empty cell next to your fields to plough it.</source>
      <translation>拖到與農田相鄰的空格上犁田。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="197" />
      <source>Drag onto an empty cell next to your house to build a room.</source>
      <translation>拖到與房舍相鄰的空格上擴建房間。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="200" />
      <source>Drag onto an empty field to sow a vegetable (2 grow).</source>
      <translation>拖到空農田上播種蔬菜（長成 2 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="199" />
      <source>Drag onto an empty field to sow grain (3 grow).</source>
      <translation>拖到空農田上播種麥子（長成 3 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="272" />
      <source>Drag onto one of your cooking improvements to turn it into food.</source>
      <translation>拖到你的烹調用發展卡上，轉換成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="805" />
      <source>Drag the card onto a lit action space to play it.</source>
      <translation>把卡片拖到亮起的行動格上打出。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="995" />
      <source>Draw a closed pasture first.</source>
      <translation>請先畫出封閉的圈地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="354" />
      <source>Draw and end the turn (Enter)</source>
      <translation>抽大型農地並結束行動（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="986" />
      <source>Drawing: {cells} enclosed, {fences} ({wood})</source>
      <translation>正在畫：圍起 {cells}，{fences}（{wood}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="907" />
      <source>Drop it on one of your cooking improvements.</source>
      <translation>請放到你的烹調用發展卡上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="754" />
      <source>Drop the animal on a pasture, a stable or the house of your farm, or on a cooking improvement to cook it.</source>
      <translation>請把動物放到你農莊的圈地、馬廄或房舍，或放到烹調用的發展卡上烹調。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="733" />
      <source>Drop the animal on a pasture, a stable or the house of your farm.</source>
      <translation>請把動物放到你農莊的圈地、馬廄或房舍。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1030" />
      <source>Drop the card on an action space that lets you buy it.</source>
      <translation>把卡片放到能購買它的行動格上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="752" />
      <location filename="../../agricola_qt/ui/scene.py" line="896" />
      <source>Drop the card on an action space that lets you play it.</source>
      <translation>把卡片放到能打出它的行動格上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="930" />
      <source>Drop the person on an action space.</source>
      <translation>請把家庭成員放到行動格上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="932" />
      <source>Drop the tile on a cell of your farmyard.</source>
      <translation>請把板塊放到你農莊的格子上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="658" />
      <source>Each is laid once, instead of a large tile: face up on a square as one field with {n} barn symbols, or face down to level a square for a large tile. Small tiles are never replaced; an empty square is one used.</source>
      <translation>每塊只能用一次，代替大型農地：正面朝上放在一格上，成為一塊有 {n} 個穀倉標記的農地；或面朝下墊平一格，讓大型農地放上去。小型農地不會補充；空格表示已用掉。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="204" />
      <source>Each value is the mean of a few trial games played on from the move with sampled cards and chances; it can move by a few points from one turn to the next.</source>
      <translation>每個數值是從這一步起、用抽樣的卡片和機會模擬的幾局試玩的平均分；每次行動之間可能會變動幾分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="108" />
      <source>End it now, or undo your last decision.</source>
      <translation>現在結束，或復原上一個決定。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="230" />
      <source>End stack: %n tile(s)</source>
      <translation>
        <numerusform>結束牌堆：%n 塊</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="353" />
      <source>End the last turn: the game ends (Enter)</source>
      <translation>結束最後一次行動：遊戲結束（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="355" />
      <source>End the turn (Enter)</source>
      <translation>結束行動（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="109" />
      <location filename="../../agricola_qt/ui/handoff.py" line="173" />
      <source>End turn (Enter)</source>
      <translation>結束行動（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="785" />
      <source>Enough only with goods turned into food: crops or animals.</source>
      <translation>須把物資換成食物才夠：作物或動物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="90" />
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="500" />
      <source>Erase the drawing</source>
      <translation>清除繪製</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="94" />
      <source>Escape</source>
      <translation>Esc</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="205" />
      <source>Every deck</source>
      <translation>所有牌組</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="241" />
      <source>Every game you finish is counted in Game ▸ Your results.</source>
      <translation>你下完的每一局都記在「遊戲 ▸ 你的戰績」裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <source>Every kind</source>
      <translation>所有種類</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="292" />
      <source>Export image</source>
      <translation>匯出圖片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="74" />
      <source>Family Growth, then 1 Minor</source>
      <translation>增加成員後加次要卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="167" />
      <source>Family game</source>
      <translation>家庭遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="867" />
      <source>Family growth</source>
      <translation>增加家庭成員</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="674" />
      <source>Farm {n} needs all five cubes at or past barn row {row}: %n farm point(s) to go.</source>
      <translation>
        <numerusform>農莊 {n} 需要五個方塊都到達或越過穀倉第 {row} 排：還差 %n 點農莊點數。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="442" />
      <source>Farm {n}: all five cubes at or past this row build farm {n}.</source>
      <translation>農莊 {n}：五個方塊都到達或越過這一排，就建造農莊 {n}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="402" />
      <source>Farm {n}: when all five of your cubes are at or past this row, you build farm {n}.</source>
      <translation>農莊 {n}：你的五個方塊都到達或越過這一排時，就建造農莊 {n}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="95" />
      <source>Farmed area (breaks a tie)</source>
      <translation>農莊區域（平手時比較）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="670" />
      <source>Farms built: {n} of {m}</source>
      <translation>已建農莊：{n} / {m}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="654" />
      <source>Feed the family ({need} food)</source>
      <translation>餵養家人（{need} 份食物）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="655" />
      <source>Feed with {food} food and take {cards}</source>
      <translation>只付 {food} 份食物餵養，並拿 {cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="971" />
      <source>Fence {cell} as a pasture for 1 food</source>
      <translation>花 1 份食物把 {cell} 圍成圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="853" />
      <source>Fence {cell} off inside its pasture</source>
      <translation>在所在圈地內圍出 {cell}（分割圈地）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="642" />
      <source>Fences left to build: {n}</source>
      <translation>還能建的柵欄：{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>Fences: %n pasture(s)</source>
      <translation>
        <numerusform>柵欄：%n 個圈地</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="961" />
      <source>Fences: {why}</source>
      <translation>柵欄：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="176" />
      <source>Field</source>
      <translation>農田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="739" />
      <source>Fields — nothing to harvest: {names}</source>
      <translation>收割 — 沒有可收成的作物：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="735" />
      <source>Fields — {who} harvested {crops}</source>
      <translation>收割 — {who} 收成了 {crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="729" />
      <source>Fields — {who} sits this harvest out ({card}): no harvest, no feeding, no breeding</source>
      <translation>收割 — {who} 本次收成不參加（「{card}」）：不收割、不餵養、不繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="738" />
      <source>Fields — {who}: nothing to harvest</source>
      <translation>收割 — {who}：沒有可收成的作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="271" />
      <location filename="../../agricola_qt/ui/record_problem.py" line="325" />
      <source>File: {name}</source>
      <translation>檔案：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Finished</source>
      <translation>結束時間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="871" />
      <source>First answer the question in the panel, then click {cell} again.</source>
      <translation>請先回答面板裡的問題，再點一下 {cell}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="130" />
      <source>Forward ▶</source>
      <translation>下一步 ▶</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="167" />
      <source>Full game</source>
      <translation>完整遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="187" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Game</source>
      <translation>遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="159" />
      <location filename="../../agricola_qt/ui/game_log.py" line="167" />
      <location filename="../../agricola_qt/ui/game_log.py" line="284" />
      <location filename="../../agricola_qt/ui/table.py" line="128" />
      <location filename="../../agricola_qt/ui/table.py" line="237" />
      <source>Game log</source>
      <translation>遊戲紀錄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="714" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="375" />
      <source>Game over</source>
      <translation>遊戲結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="426" />
      <location filename="../../agricola_qt/ui/window.py" line="479" />
      <location filename="../../agricola_qt/ui/window.py" line="573" />
      <source>Game records (*.agr)</source>
      <translation>遊戲紀錄檔 (*.agr)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="364" />
      <source>Game {n} of the series: {score} of {target} points — the series ends here.</source>
      <translation>系列第 {n} 局：{score} 分（目標 {target} 分）— 系列到此結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="372" />
      <source>Game {n} of the series: {score} of {target} points — well done! Keep one occupation for the next game:</source>
      <translation>系列第 {n} 局：{score} 分（目標 {target} 分）— 做得好！選一張職業卡留到下一局：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="807" />
      <source>Game {n} of the solo series: {target} points to reach</source>
      <translation>單人系列第 {n} 局：需達到 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="386" />
      <source>Game {n} will need {target} points and starts with {food} food (1 for every 2 points above this target).</source>
      <translation>第 {n} 局需要 {target} 分，開局有 {food} 份食物（超出本局目標每 2 分得 1 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="89" />
      <source>Game ▸ Confirm the end of each turn switches this question off.</source>
      <translation>可在「遊戲 ▸ 每次行動結束時確認」關閉這個詢問。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="224" />
      <source>Game ▸ Hint (H) asks the coach for the three best moves of the person whose turn it is.</source>
      <translation>遊戲 ▸ 提示（H）會請教練為輪到的玩家找出三個最佳行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="111" />
      <source>Games finished: {n}</source>
      <translation>已完成的遊戲：{n} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="796" />
      <source>Give back {back} for {card} (the {cost} one); the {other} one stays on the board</source>
      <translation>退還「{back}」換取「{card}」（{cost}的那張）；{other}的那張留在場上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="101" />
      <location filename="../../agricola_qt/ui/handoff.py" line="104" />
      <location filename="../../agricola_qt/ui/handoff.py" line="107" />
      <source>Go on (Enter)</source>
      <translation>繼續（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="100" />
      <source>Go on now, or undo it.</source>
      <translation>現在繼續，或復原這個回答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="104" />
      <location filename="../../agricola_qt/ui/handoff.py" line="107" />
      <source>Go on now, or undo your last decision.</source>
      <translation>現在繼續，或復原上一個決定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="179" />
      <source>Grain</source>
      <translation>麥子</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="79" />
      <source>Growth Without Room</source>
      <translation>無空房也增加成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="584" />
      <source>H</source>
      <translation>收</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="240" />
      <source>Hand of {name}</source>
      <translation>{name} 的手牌</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="572" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="590" />
      <source>Hand: %n hidden card(s)</source>
      <translation>
        <numerusform>手牌：%n 張（不公開）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="588" />
      <source>Hand: {cards}</source>
      <translation>手牌：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="177" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="358" />
      <source>Harvest</source>
      <translation>收成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="759" />
      <source>Harvest after round {h}: you sit it out (no feeding).</source>
      <translation>第 {h} 回合結束後收成：你不參加（無需餵養）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="767" />
      <source>Harvest after round {h}: your family eats {need} food; you hold {have}, and cards give {more} more by the feeding.</source>
      <translation>第 {h} 回合結束後收成：你的家人要吃 {need} 份食物，你現有 {have} 份，到餵養時卡片還會再給 {more} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="771" />
      <source>Harvest after round {h}: your family eats {need} food; you hold {have}.</source>
      <translation>第 {h} 回合結束後收成：你的家人要吃 {need} 份食物，你現有 {have} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1119" />
      <source>Harvest over. Breeding: {news}</source>
      <translation>收成結束。繁殖：{news}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1118" />
      <source>Harvest over: no animals were born.</source>
      <translation>收成結束：沒有動物出生。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="57" />
      <source>Harvest — breeding</source>
      <translation>收成 — 繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="56" />
      <source>Harvest — feeding</source>
      <translation>收成 — 餵養</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="56" />
      <source>Harvest — fields</source>
      <translation>收成 — 田地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="771" />
      <source>Harvest — {who} received {what}</source>
      <translation>收成 — {who} 收到 {what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="710" />
      <source>Harvest: fields → feeding → breeding</source>
      <translation>收成：收割作物 → 餵養家庭成員 → 繁殖牲畜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="51" />
      <location filename="../../agricola_qt/ui/window.py" line="354" />
      <location filename="../../agricola_qt/ui/window.py" line="558" />
      <location filename="../../agricola_qt/ui/printout.py" line="155" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="33" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="20" />
      <source>Heartland</source>
      <translation>務農爭地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="169" />
      <source>Heartland (2–5 players)</source>
      <translation>務農爭地（2–5 人）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="94" />
      <source>Heartland against the computer ({level}): won {wins} of {games}</source>
      <translation>務農爭地對戰電腦（{level}）：共 {games} 局，勝 {wins} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="342" />
      <source>Heartland — {name}</source>
      <translation>務農爭地 — {name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="335" />
      <location filename="../../agricola_qt/ui/keyboard.py" line="211" />
      <location filename="../../agricola_qt/ui/keyboard.py" line="563" />
      <source>Here now: {goods}</source>
      <translation>目前在此：{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="309" />
      <location filename="../../agricola_qt/ui/hints.py" line="209" />
      <source>Hint: {move}</source>
      <translation>提示：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="432" />
      <source>Home / End</source>
      <translation>Home / End</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="215" />
      <source>Hover over a move to see it on the table; a click keeps it marked.</source>
      <translation>將滑鼠移到行動上，即可在桌面上看到它；點一下會保留標示。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="249" />
      <source>How to play</source>
      <translation>遊戲玩法</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="183" />
      <source>How to play H&amp;eartland</source>
      <translation>務農爭地怎麼玩(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="530" />
      <source>Human</source>
      <translation>真人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="301" />
      <source>Image saved</source>
      <translation>圖片已儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="429" />
      <source>In a replay: one move back / on</source>
      <translation>重播中：後退 / 前進一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="433" />
      <source>In a replay: the next decision the review marked</source>
      <translation>重播中：覆盤標出的下一個失誤</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="432" />
      <source>In a replay: the start / the end of the game</source>
      <translation>重播中：遊戲開始 / 遊戲結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="430" />
      <source>In a replay: the start of the round / of the next round</source>
      <translation>重播中：本回合開始 / 下一回合開始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="232" />
      <source>In brackets: how many the farm has (4 (8): 4 points for 8 sheep).</source>
      <translation>括號裡是農莊上的數量（4（8）：8 隻羊得 4 分）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1031" />
      <source>Its offers are answered “no” for the rest of this game (Game ▸ Ask again about offers answered for the game).</source>
      <translation>本局餘下的時間裡，它的提議都自動回答「不用了」（遊戲 ▸ 重新詢問本局已回答的提議）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="45" />
      <source>Jonas</source>
      <translation>喬納斯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="106" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="110" />
      <source>Jump to round…</source>
      <translation>跳到回合…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="437" />
      <source>Keep as many animals as fit, and the ones worth the most points.</source>
      <translation>放得下多少動物就保留多少，並留下得分最多的那些。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="863" />
      <source>Keep it</source>
      <translation>保留</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="723" />
      <source>Keep the payment: {goods}</source>
      <translation>維持原付款：{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="274" />
      <source>Keep the whole game in a file of your own, to open and replay it later.</source>
      <translation>把整局遊戲儲存成你自己的檔案，以後可以開啟並重播。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="140" />
      <source>Keep these two</source>
      <translation>留下這兩張</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="718" />
      <source>Keep {goods}</source>
      <translation>保留 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="235" />
      <source>Kept so far: {cards}</source>
      <translation>已留下：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="457" />
      <source>Keys: Tab or the arrows choose a square, Enter builds; L puts the farm off.</source>
      <translation>按鍵：Tab 或方向鍵選擇格子，Enter 建造；L 暫不建造。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="453" />
      <source>Keys: Tab or the arrows choose a tile, R turns it, Enter picks it up; then the arrows or Tab choose a lit spot, Enter lays it, Escape puts it back.</source>
      <translation>鍵盤：Tab 或方向鍵選擇農地，R 轉動，Enter 拿起；再用方向鍵或 Tab 選擇亮起的位置，Enter 放下，Esc 放回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="456" />
      <source>Keys: V or F, or the arrows and Enter.</source>
      <translation>鍵盤：按 V 或 F，或用方向鍵再按 Enter。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="46" />
      <source>Kofi</source>
      <translation>科菲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="47" />
      <source>Large tile {0} is not in your hand.</source>
      <translation>大型農地 {0} 不在你手上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="69" />
      <source>Large tile: {a} with {na} barn symbol(s), {b} with {nb}.</source>
      <translation>大型農地：{a}有 {na} 個穀倉標記，{b}有 {nb} 個。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="873" />
      <source>Later</source>
      <translation>稍後</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="874" />
      <source>Leave it</source>
      <translation>留下</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="982" />
      <source>Leave {goods} on the space</source>
      <translation>把 {goods}留在行動格上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="429" />
      <source>Left / Right</source>
      <translation>左 / 右方向鍵</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="727" />
      <source>Left to build: {fences}, {stables}; people still to come: {people}; begging cards: {begging}</source>
      <translation>還能蓋：{fences}、{stables}；還能增加的家庭成員：{people}；乞討卡：{begging}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="47" />
      <source>Lena</source>
      <translation>莉娜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="422" />
      <source>Levelling {square}: a large tile must follow on top.</source>
      <translation>填平 {square}：接著必須在上面放一塊大型農地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="252" />
      <source>Line {line} of the file is not valid: {reason}.</source>
      <translation>檔案第 {line} 行無效：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="122" />
      <source>Lives on {card}: takes actions and must be fed, but is no family member and scores no points.</source>
      <translation>住在{card}上：可以行動，也要餵養，但不是家庭成員，不計分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="94" />
      <source>Livestock</source>
      <translation>家畜</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="426" />
      <source>Livestock of the {crop} track: a face-down stack of %n tile(s), top first: {kinds}.</source>
      <translation>
        <numerusform>{crop}軌道的家畜：面朝下的一疊，共 %n 塊，從上到下：{kinds}。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="81" />
      <source>Looks ahead before it moves: a fair opponent.</source>
      <translation>行動前會往前推算：實力相當的對手。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="92" />
      <source>Looks ahead before it moves: the strongest.</source>
      <translation>行動前會往前推算：最強。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="82" />
      <source>Looks further ahead, thinking about a second a move.</source>
      <translation>推算得更遠，每步思考約一秒。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="100" />
      <source>Major</source>
      <translation>主要發展</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="102" />
      <source>Major improvement</source>
      <translation>主要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="569" />
      <source>Major improvement: {name}</source>
      <translation>主要發展卡：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="206" />
      <location filename="../../agricola_qt/ui/card_browser.py" line="208" />
      <source>Major improvements</source>
      <translation>主要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="619" />
      <source>Major improvements: none you can pay for now (their costs are on their board).</source>
      <translation>主要發展卡：現在沒有你付得起的（價格見主要發展卡面板）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="45" />
      <source>Mei</source>
      <translation>小梅</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="871" />
      <source>Mill</source>
      <translation>磨坊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="99" />
      <source>Minor</source>
      <translation>次要發展</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="101" />
      <location filename="../../agricola_qt/ui/printout.py" line="114" />
      <source>Minor improvement</source>
      <translation>次要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="251" />
      <source>Minor improvements</source>
      <translation>次要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="309" />
      <source>Minus points at the end: {list}.</source>
      <translation>終局扣分：{list}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="445" />
      <source>Missing food becomes begging cards (−3 each).</source>
      <translation>缺少的食物會變成乞討卡（每張 −3 分）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="963" />
      <source>Move from “{origin}” to “{target}”</source>
      <translation>從「{origin}」移到「{target}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="89" />
      <source>Move the focus ring to the nearest target in that direction</source>
      <translation>把焦點框移到該方向最近的目標</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="248" />
      <source>Move {move} of the game (line {line}) cannot be played: {reason}.</source>
      <translation>遊戲的第 {move} 步（第 {line} 行）無法進行：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="699" />
      <source>Moved {n} {kind} to the {place}.</source>
      <translation>已將 {n} {measure}{kind}移到{place}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="433" />
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="108" />
      <location filename="../../agricola_qt/ui/card_face.py" line="413" />
      <source>Needs: {what}</source>
      <translation>條件：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="154" />
      <source>New game</source>
      <translation>新遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="116" />
      <location filename="../../agricola_qt/ui/table.py" line="236" />
      <source>New game…</source>
      <translation>新遊戲…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="138" />
      <source>New to Agricola? A guided first game teaches the rules as you play.</source>
      <translation>第一次玩農家樂？新手教學會帶你邊玩邊學規則。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="475" />
      <source>New to Heartland? “How to play” below explains its rules.</source>
      <translation>初次玩務農爭地？下方的「遊戲玩法」介紹其規則。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="390" />
      <source>Next game of the series</source>
      <translation>系列的下一局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="145" />
      <source>Next mistake ▶ (N)</source>
      <translation>下一個失誤 ▶（N）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="170" />
      <source>Next one: {cost}</source>
      <translation>下一張：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/step_bar.py" line="53" />
      <source>Next ▶</source>
      <translation>下一步 ▶</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="86" />
      <source>Next: {who} builds a farm.</source>
      <translation>下一步：{who} 建造農莊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="87" />
      <source>Next: {who} ends the turn.</source>
      <translation>下一步：{who} 結束行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="83" />
      <source>Next: {who} lays a large tile over the levelled square.</source>
      <translation>下一步：{who} 在填平的格子上放大型農地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="82" />
      <source>Next: {who} places a tile.</source>
      <translation>下一步：{who} 放置農地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="85" />
      <source>Next: {who} scores a field just laid.</source>
      <translation>下一步：{who} 為剛放下的農地計分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="351" />
      <source>No
room</source>
      <translation>沒有
空間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="69" />
      <source>No autosaved games in {folder}</source>
      <translation>{folder} 中沒有自動儲存的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="263" />
      <source>No card matches.</source>
      <translation>沒有符合的卡片。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="528" />
      <source>No cards played yet</source>
      <translation>還沒有打出任何卡片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="744" />
      <source>No cell of your farm can take it now.</source>
      <translation>你的農莊現在沒有格子可以放它。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1066" />
      <source>No conversion helps; feed with what you have.</source>
      <translation>轉換也無濟於事；請用現有的食物餵養。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="232" />
      <source>No decision lost {n} points or more. The costliest, each marked: {moves}.</source>
      <translation>沒有哪一步損失 {n} 分或更多。代價最大的幾步（已標出）：{moves}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="240" />
      <source>No decision lost {n} points or more: the gap came from many small ones. The Hint (H) compares moves while you play.</source>
      <translation>沒有哪一步損失 {n} 分或更多：差距來自許多小的選擇。遊戲中的提示（H）會比較各種走法。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="244" />
      <source>No decision lost {n} points or more: well played!</source>
      <translation>沒有哪一步損失 {n} 分或更多：下得好！</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="153" />
      <source>No empty space is left beside the house: {who} can build no more rooms (Undo takes the move back).</source>
      <translation>{who}的房舍旁已沒有空地：無法再擴建房間（復原可收回這一步）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="95" />
      <source>No fences on {space}: none can be built now (each costs 1 wood).</source>
      <translation>{space}沒有建柵欄：現在一段也建不了（每段 1 根木頭）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="93" />
      <source>No fences on {space}: {why}.</source>
      <translation>{space}沒有建柵欄：{why}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="176" />
      <source>No free action space lets you buy {card} now.</source>
      <translation>現在沒有空著的行動格可以讓你購買「{card}」。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="238" />
      <source>No free action space lets you play a minor improvement now.</source>
      <translation>現在沒有空著的行動格可以讓你打出次要發展卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="236" />
      <source>No free action space lets you play an occupation now.</source>
      <translation>現在沒有空著的行動格可以讓你打出職業卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="109" />
      <source>No games finished yet. Every game you finish at this table is counted here.</source>
      <translation>還沒有完成的遊戲。你在這裡下完的每一局都會記在這裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand_strip.py" line="87" />
      <source>No hand is open: a person's hand shows here on their turn.</source>
      <translation>現在沒有攤開的手牌：輪到某位玩家時，他的手牌顯示在這裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hints.py" line="195" />
      <source>No hint: {why}</source>
      <translation>無法提示：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="159" />
      <source>No human player played this game: nothing to review.</source>
      <translation>這局遊戲沒有真人玩家：沒有可覆盤的內容。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="67" />
      <source>No improvement on {space}: none can be played now.</source>
      <translation>{space}沒有發展卡可用：現在沒有能購買或打出的發展卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="60" />
      <source>No large tile in your hand fits on {0} after levelling.</source>
      <translation>填平 {0} 之後，你手上沒有大型農地能放在上面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="70" />
      <source>No minor improvement on {space}: none in your hand can be played now.</source>
      <translation>{space}沒有次要發展卡可打：你手上的次要發展卡現在都打不出來。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="69" />
      <source>No minor improvement on {space}: you have none in hand.</source>
      <translation>{space}沒有次要發展卡可打：你手上沒有次要發展卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="855" />
      <source>No room can go there: {why}. Build a stable on {cell} instead?</source>
      <translation>這裡不能擴建房間：{why}。改為在 {cell} 建造馬廄嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="494" />
      <source>No room for a newborn of this kind: cooked now, the newborn takes its place at the breeding.</source>
      <translation>這種動物沒有空位安置幼崽：現在烹調一隻，繁殖時幼崽會補上牠的位置。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="477" />
      <source>No room for a young {kinds}: it runs away at the breeding unless you make room first.</source>
      <translation>新生的{kinds}沒有地方安置：繁殖時會跑掉，除非你先騰出地方。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="481" />
      <source>No room for a young {kinds}: it runs away at the breeding.</source>
      <translation>新生的{kinds}沒有地方安置：繁殖時會跑掉。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="70" />
      <source>No unfinished autosaved games in {folder}</source>
      <translation>{folder} 中沒有未完成的自動儲存遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="604" />
      <source>No, and do not ask again this game</source>
      <translation>不用了，本局不再詢問</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="894" />
      <source>No, do not buy it</source>
      <translation>不用，不買</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="890" />
      <source>No, in turn order</source>
      <translation>不，按順序輪流</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="893" />
      <source>No, keep the food</source>
      <translation>不用，食物留著</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="899" />
      <source>No, take all the wood</source>
      <translation>不用，木頭全部拿走</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="862" />
      <source>No, thanks</source>
      <translation>不用了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="665" />
      <source>Not now:</source>
      <translation>現在不行：</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="637" />
      <source>Not now: %n food short. Turn goods into food first (At any time).</source>
      <translation>
        <numerusform>現在不行：還差 %n 份食物。先把物資換成食物（隨時可做）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="246" />
      <source>Not now: build the farm later (L)</source>
      <translation>暫不建造：以後再建農莊（L）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="46" />
      <source>Not now: first {step}.</source>
      <translation>現在不行：請先{step}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="424" />
      <location filename="../../agricola_qt/ui/chooser.py" line="688" />
      <source>Not now: {why}</source>
      <translation>現在不行：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="693" />
      <source>Not now: {why}; turn goods into food first (At any time).</source>
      <translation>現在不行：{why}；請先把物資換成食物（見「隨時可做」）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="191" />
      <source>Not your turn.</source>
      <translation>還沒輪到你。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="879" />
      <source>Nothing to do on {cell} now.</source>
      <translation>現在無法在 {cell} 做任何事。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="865" />
      <source>Nothing to do on {cell} now: ploughing, building and sowing come with an action space.</source>
      <translation>現在無法在 {cell} 做任何事：犁田、建造和播種要透過行動格來做。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="76" />
      <location filename="../../agricola_qt/ui/controller.py" line="186" />
      <source>Nothing to undo in this turn.</source>
      <translation>這次行動中沒有可以復原的動作。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="68" />
      <source>Nothing to undo: a new round has begun (its card is in sight), and undo never goes back past that.</source>
      <translation>沒有可以復原的動作：新的回合已經開始（回合行動卡已翻開），復原不會退回到那之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="71" />
      <source>Nothing to undo: the harvest has begun, and undo never goes back past that.</source>
      <translation>沒有可以復原的動作：收成已經開始，復原不會退回到那之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="74" />
      <source>Nothing to undo: the table was handed to the next person, and undo never goes back past a hand-off.</source>
      <translation>沒有可以復原的動作：已經交給下一位玩家，復原不會退回到交接之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="459" />
      <source>Nothing you hold can be turned into food now.</source>
      <translation>你手上沒有現在能換成食物的東西。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="99" />
      <location filename="../../agricola_qt/ui/card_face.py" line="101" />
      <location filename="../../agricola_qt/ui/printout.py" line="114" />
      <source>Occupation</source>
      <translation>職業卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="88" />
      <source>Occupation or Growth</source>
      <translation>職業或增加成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="380" />
      <source>Occupation: free for {who}</source>
      <translation>職業卡：{who}打出免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="381" />
      <source>Occupation: {food} for {who}</source>
      <translation>職業卡：{who}打出要付{food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="250" />
      <source>Occupations</source>
      <translation>職業卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="319" />
      <source>On
cards</source>
      <translation>卡片
上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="569" />
      <source>On cards</source>
      <translation>卡片上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="876" />
      <source>Once more</source>
      <translation>再一次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1208" />
      <source>One of these is needed here; Undo (Ctrl+Z) takes back the answer to {card}.</source>
      <translation>這裡至少要做一件事；復原（Ctrl+Z）可收回你對「{card}」的回答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1211" />
      <source>One of these is needed here; Undo (Ctrl+Z) takes the person back.</source>
      <translation>這裡至少要做一件事；復原（Ctrl+Z）可把家庭成員收回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="113" />
      <source>Only in games of {n} or more players</source>
      <translation>只用於 {n} 人以上的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="439" />
      <source>Only the spots covering the levelled square are lit; Undo takes the small tile back.</source>
      <translation>只有蓋住已填平格子的位置會亮起；復原可收回那塊小型農地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="735" />
      <source>Only {kind} live on that card.</source>
      <translation>那張卡上只能飼養{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="199" />
      <source>Open &amp;recent</source>
      <translation>最近開啟的遊戲(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="146" />
      <source>Open a re&amp;play…</source>
      <translation>開啟重播(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="424" />
      <source>Open a replay</source>
      <translation>開啟重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="259" />
      <source>Open a saved game…</source>
      <translation>開啟已儲存的對局…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="571" />
      <source>Open game</source>
      <translation>開啟遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="376" />
      <source>Open the first {n} moves</source>
      <translation>打開前 {n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="315" />
      <location filename="../../agricola_qt/ui/record_problem.py" line="375" />
      <source>Open the game</source>
      <translation>打開這局遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="373" />
      <source>Open the whole game</source>
      <translation>打開整局遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="34" />
      <source>P</source>
      <translation>薯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="430" />
      <source>Page Up / Page Down</source>
      <translation>Page Up / Page Down</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="877" />
      <source>Pass</source>
      <translation>傳下去</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="110" />
      <location filename="../../agricola_qt/ui/table.py" line="229" />
      <source>Pass (no tile fits)</source>
      <translation>跳過（沒有農地可放）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="228" />
      <source>Pass the screen to {name}: only {name} should see these cards.</source>
      <translation>請把螢幕交給{name}：這些卡片只能讓{name}看。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="328" />
      <location filename="../../agricola_qt/ui/table.py" line="536" />
      <source>Pass to {name}</source>
      <translation>交給 {name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="572" />
      <source>Past 99 a marker goes round again and its board shows 100.</source>
      <translation>超過 99 分時，標記從頭再走一圈，玩家板翻到 100 的一面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="756" />
      <source>Pastures for {sizes} animals (one kind per pasture).</source>
      <translation>圈地可容納 {sizes} 隻動物（每塊圈地只養一種）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="567" />
      <source>Pay nothing</source>
      <translation>不必支付</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="566" />
      <source>Pay {goods}</source>
      <translation>支付 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="724" />
      <source>Pay {goods} instead</source>
      <translation>改為支付 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="646" />
      <source>People still to come: {n}</source>
      <translation>還能增加的家庭成員：{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="857" />
      <source>Place a person on {space}</source>
      <translation>派一位家庭成員到「{space}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="880" />
      <source>Place two people in a row</source>
      <translation>連續放置兩位家庭成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="887" />
      <source>Place your next person now</source>
      <translation>現在就派出下一位家人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="888" />
      <source>Place your next person now, on an animal space</source>
      <translation>現在就派出下一位家人，到動物行動格</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="967" />
      <source>Planned: {pastures} ({cells}), {fences}, {wood} — press “Build these fences”</source>
      <translation>規劃：{pastures}（{cells}），{fences}，{wood}——按「建造這些柵欄」</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="969" />
      <source>Plant %n wood</source>
      <translation>
        <numerusform>種下 %n 根木頭</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="903" />
      <source>Plant 1 wood on this card</source>
      <translation>在這張卡上種下 1 根木頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="265" />
      <source>Play again</source>
      <translation>再玩一局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="417" />
      <source>Play from before this move</source>
      <translation>從這一步之前開始玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="132" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="418" />
      <source>Play from here</source>
      <translation>從這裡開始玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="868" />
      <source>Play it</source>
      <translation>打出</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="811" />
      <source>Play occupation {card}</source>
      <translation>打出職業卡「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="768" />
      <source>Play {card}</source>
      <translation>打出「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="583" />
      <source>Played: {cards}</source>
      <translation>已打出：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="88" />
      <location filename="../../agricola_qt/ui/controller.py" line="131" />
      <location filename="../../agricola_qt/ui/text.py" line="407" />
      <source>Player {n}</source>
      <translation>玩家 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="165" />
      <source>Players</source>
      <translation>玩家人數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Players and scores</source>
      <translation>玩家與分數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="103" />
      <source>Playing it costs {cost} more</source>
      <translation>打出時另外花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="75" />
      <source>Plays any allowed move at random: to try the table out, not a real opponent.</source>
      <translation>隨機走任何合法的一步：用來熟悉介面，不是真正的對手。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="79" />
      <location filename="../../agricola_qt/ui/new_game.py" line="89" />
      <source>Plays by rules of thumb, at once: good for a first game.</source>
      <translation>憑經驗法則立即行動：適合第一局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="868" />
      <source>Plough</source>
      <translation>犁田</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="973" />
      <source>Plough %n field(s)</source>
      <translation>
        <numerusform>犁 %n 塊田</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="847" />
      <source>Plough {cell}</source>
      <translation>在 {cell} 犁田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="236" />
      <source>Point at a card or bonus number to see the cards behind it.</source>
      <translation>把滑鼠移到卡片分數或紅利分數上，可看到是哪些卡片給的分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="154" />
      <source>Points if the game ended now</source>
      <translation>若遊戲現在結束的得分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="32" />
      <source>R</source>
      <translation>油</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="683" />
      <source>Release 1 {good}</source>
      <translation>放走 1 {measure}{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="681" />
      <source>Release {animals} (keeps the most animals)</source>
      <translation>放走 {animals}（留下的動物最多）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="143" />
      <source>Release {animals} ({why})</source>
      <translation>放走 {animals}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="879" />
      <source>Renovate</source>
      <translation>翻修</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="398" />
      <source>Renovation now: {cost} for a house of %n room(s) ({who}).</source>
      <translation>
        <numerusform>現在翻修：{cost}（{who}的房舍有 %n 個房間）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="69" />
      <source>Renovation, then 1 Improvement</source>
      <translation>翻修後加1張發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="71" />
      <source>Renovation, then 1 Major</source>
      <translation>翻修後加主要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="72" />
      <source>Renovation, then Fences</source>
      <translation>翻修後建柵欄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="219" />
      <source>Replay</source>
      <translation>重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="147" />
      <source>Replay &amp;this game</source>
      <translation>重播這局遊戲(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="218" />
      <source>Replay — {title}</source>
      <translation>重播 — {title}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="665" />
      <source>Resting this round: {n}</source>
      <translation>本輪休息：{n} 人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="135" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="202" />
      <source>Resume an &amp;unfinished game</source>
      <translation>繼續未完成的遊戲(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="393" />
      <source>Resume an unfinished game</source>
      <translation>繼續未完成的遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="215" />
      <source>Review again</source>
      <translation>重新覆盤</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="201" />
      <source>Review cancelled.</source>
      <translation>已取消覆盤。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="131" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="257" />
      <source>Review this game</source>
      <translation>覆盤這局遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="256" />
      <source>Reviewed {date} (kept; Review again runs it anew).</source>
      <translation>覆盤於 {date}（已儲存；「重新覆盤」會再做一次）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="211" />
      <source>Reviewing… move {i} of {n}</source>
      <translation>覆盤中… 第 {i}／{n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="177" />
      <source>Room</source>
      <translation>房間</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="474" />
      <source>Room for only %n newborn(s) at the breeding: you will choose which.</source>
      <translation>
        <numerusform>繁殖時只有 %n 隻新生動物放得下：到時由你選擇哪幾種。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="447" />
      <location filename="../../agricola_qt/ui/replay.py" line="83" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="274" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="379" />
      <source>Round {r}</source>
      <translation>第 {r} 回合</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="446" />
      <source>Round {r} of 14 · stage {s} · {phase}</source>
      <translation>第 {r}／14 回合 · 第 {s} 季 · {phase}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="448" />
      <source>Round {r} of 14 · stage {s} · {phase} · {when}</source>
      <translation>第 {r}／14 回合 · 第 {s} 季 · {phase} · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="450" />
      <source>Round {r} of 14 · stage {s} · {when}</source>
      <translation>第 {r}／14 回合 · 第 {s} 季 · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="447" />
      <source>Round {r} of 14 · {phase}</source>
      <translation>第 {r}／14 回合 · {phase}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="451" />
      <source>Round {r} of 14 · {when}</source>
      <translation>第 {r}／14 回合 · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="706" />
      <source>Round {r} — new action: {space}</source>
      <translation>第 {r} 回合 — 新行動：{space}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="323" />
      <source>Round {r}: its action card is revealed at the start of the round.</source>
      <translation>第 {r} 回合：回合開始時翻開這張回合行動卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="560" />
      <source>Round {r}: not revealed yet</source>
      <translation>第 {r} 回合：尚未翻開</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="448" />
      <source>Save</source>
      <translation>儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="129" />
      <source>Save &amp;as…</source>
      <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="977" />
      <source>Save 1 {good}</source>
      <translation>省下 1 {measure}{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="478" />
      <source>Save game</source>
      <translation>儲存遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="550" />
      <source>Save the game before closing?</source>
      <translation>關閉前要儲存遊戲嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="115" />
      <location filename="../../agricola_qt/ui/table.py" line="233" />
      <location filename="../../agricola_qt/ui/table.py" line="364" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="272" />
      <source>Save the game…</source>
      <translation>儲存對局…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="235" />
      <location filename="../../agricola_qt/ui/table.py" line="370" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="289" />
      <source>Saved</source>
      <translation>已儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="457" />
      <source>Saved to {path}</source>
      <translation>已儲存至 {path}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="83" />
      <location filename="../../agricola_qt/ui/printout.py" line="96" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="184" />
      <source>Score estimate</source>
      <translation>目前分數估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="161" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="382" />
      <source>Score estimate after round {r}: {scores}</source>
      <translation>第 {r} 回合結束時的分數估算：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="130" />
      <source>Score estimate by round</source>
      <translation>各回合分數估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="689" />
      <source>Score if the game ended now: {n} points</source>
      <translation>如果現在結束遊戲：{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="803" />
      <source>Score now: {scores}</source>
      <translation>目前分數：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="83" />
      <location filename="../../agricola_qt/ui/printout.py" line="96" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="184" />
      <source>Score sheet</source>
      <translation>計分表</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="94" />
      <source>Score track</source>
      <translation>分數列</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="688" />
      <source>Score: {n} points</source>
      <translation>得分：{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="803" />
      <source>Score: {scores}</source>
      <translation>分數：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="204" />
      <source>Search: name, number (E14) or what a card does</source>
      <translation>搜尋：名稱、編號（E14）或卡片效果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="302" />
      <source>Seats</source>
      <translation>座位</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="878" />
      <source>Sell it</source>
      <translation>賣掉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="78" />
      <source>Sheep +1 food, Boar, or Cattle -1 food</source>
      <translation>綿羊+1食物、野豬或牛-1食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="87" />
      <source>Sheep, Boar or Cattle</source>
      <translation>綿羊、野豬或牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="86" />
      <source>Show the focus ring; step to the next / previous target of the current decision, then to the cards in your hand and the cards played (shown large to read)</source>
      <translation>顯示焦點框；移到目前決定的下一個／上一個目標，然後是你手上的牌和已打出的牌（放大顯示以便閱讀）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="426" />
      <source>Show the score sheet (Ctrl+T)</source>
      <translation>查看計分表（Ctrl+T）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="230" />
      <source>Show {name}'s cards</source>
      <translation>顯示{name}的卡片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="302" />
      <source>Simplified Chinese (GBK)</source>
      <translation>簡體中文（GBK）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="343" />
      <source>Since your last turn:</source>
      <translation>自你上一回合以來：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="650" />
      <source>Sit this harvest out (no feeding)</source>
      <translation>本次收成不參加（無需餵養）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="88" />
      <source>Sits this round out ({cards}).</source>
      <translation>本回合休息，不派遣（{cards}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="87" />
      <source>Sits this round out.</source>
      <translation>本回合休息，不派遣。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="862" />
      <source>Skip</source>
      <translation>略過</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="684" />
      <source>Small tiles still held (the squares): {crops}</source>
      <translation>手上還剩的小型農地（小方格）：{crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="78" />
      <source>Small {crop} tile with {n} barn symbols: one field, laid instead of a large tile; it is not replaced. A right-click turns it face down for levelling.</source>
      <translation>{crop}小型農地，有 {n} 個穀倉標記：代替大型農地放下的一塊農地，用後不補充。右鍵可翻到背面用來墊平。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="168" />
      <source>Solo game (series)</source>
      <translation>單人遊戲（系列）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="1166" />
      <source>Solo series, game {n}: target {target}; kept from earlier games: {kept} (one occupation fewer dealt for each); starting food: {food}</source>
      <translation>單人系列第 {n} 局：目標 {target} 分；之前各局保留的職業卡：{kept}（每保留一張，發到手上的職業卡就少一張）；開局食物：{food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="113" />
      <source>Solo series: target reached in {k} of {n} games</source>
      <translation>單人系列：{n} 局中達成目標 {k} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="214" />
      <source>Some occupations are dealt only in games of 3, or of 4, or more players</source>
      <translation>有些職業卡只在 3 人或 4 人以上的遊戲中發給玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="875" />
      <source>Something else</source>
      <translation>其他</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="846" />
      <source>Sow {crop} on {cell}</source>
      <translation>在 {cell} 播種{crop}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="869" />
      <source>Spread it</source>
      <translation>分配出去</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="178" />
      <source>Stable</source>
      <translation>馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="643" />
      <source>Stables left to build: {n}</source>
      <translation>還能建的馬廄：{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="229" />
      <source>Stack: %n tile(s)</source>
      <translation>
        <numerusform>牌堆：%n 塊</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="330" />
      <source>Stage {s}, still to come:</source>
      <translation>第 {s} 季還沒翻開的行動卡：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="368" />
      <source>Start a new series</source>
      <translation>開始新的系列</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="95" />
      <source>Start of the game</source>
      <translation>遊戲開始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="76" />
      <source>Starting Player, 1 Minor</source>
      <translation>起始玩家，1張次要卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="674" />
      <source>Starting player</source>
      <translation>起始玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="863" />
      <source>Stay</source>
      <translation>留著</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="128" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="181" />
      <source>Stop thinking</source>
      <translation>停止思考</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="870" />
      <source>Store</source>
      <translation>儲存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="135" />
      <source>Suggest</source>
      <translation>建議</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="749" />
      <source>Supply: {goods}</source>
      <translation>自家供應區：{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="873" />
      <source>Swap</source>
      <translation>交換</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="86" />
      <source>Tab / Shift+Tab</source>
      <translation>Tab／Shift+Tab</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="902" />
      <source>Take 1 crop from each field</source>
      <translation>每塊田各收 1 個作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="896" />
      <source>Take 1 more stone</source>
      <translation>多拿 1 顆石頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="897" />
      <source>Take 2 more stone for 1 food</source>
      <translation>付 1 份食物，多拿 2 顆石頭</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="975" />
      <source>Take double: %n more food</source>
      <translation>
        <numerusform>拿雙倍：多拿 %n 份食物</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="872" />
      <source>Take the points</source>
      <translation>拿分數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="699" />
      <source>Take {goods}</source>
      <translation>拿取{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="337" />
      <location filename="../../agricola_qt/ui/keyboard.py" line="565" />
      <location filename="../../agricola_qt/ui/keyboard.py" line="571" />
      <source>Taken by {who}</source>
      <translation>已被{who}占據</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="91" />
      <source>Takes the move that scores most now.</source>
      <translation>選擇當下得分最多的一步。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="297" />
      <source>Target {n}</source>
      <translation>目標 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="870" />
      <source>Taste</source>
      <translation>品嚐</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="749" />
      <source>That improvement does not cook {kind}.</source>
      <translation>那張發展卡不能烹調{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="750" />
      <source>That improvement is not yours: drop the animal on a cooking improvement of your own.</source>
      <translation>那不是你的發展卡：請把動物拖到你自己的烹調用發展卡上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="686" />
      <source>That is not your farmyard.</source>
      <translation>那不是你的農莊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="915" />
      <location filename="../../agricola_qt/ui/scene.py" line="951" />
      <location filename="../../agricola_qt/ui/scene.py" line="1043" />
      <source>That round card is not revealed yet.</source>
      <translation>這張回合行動卡尚未翻開。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="56" />
      <source>That would join two farmed regions at {0}.</source>
      <translation>這樣會在 {0} 連結兩個已有農莊的區域。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="739" />
      <source>That {place} already holds {there}, which has no room where the {kind} stand now.</source>
      <translation>那個{place}已有{there}，而{kind}目前的位置容納不下牠們。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="737" />
      <source>That {place} already holds {there}; move the whole group (Shift+drag) to swap them.</source>
      <translation>那個{place}已有{there}；整群移動（Shift+拖曳）可以互換位置。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="743" />
      <source>That {place} holds only {room} {kind}.</source>
      <translation>那個{place}只能容納 {room} {measure}{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="744" />
      <source>That {place} is full: {count} of {room} places taken, no room for {n} more.</source>
      <translation>那個{place}已滿：{room} 個位置已用 {count} 個，放不下另外 {n} 隻。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="132" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="259" />
      <source>The coach replays the game and marks each decision of the people that lost points, with the best move.</source>
      <translation>教練會重播這局遊戲，標出真人玩家每個失分的決定，並附上最佳行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="121" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="180" />
      <source>The coach's best moves</source>
      <translation>教練建議的最佳行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="457" />
      <source>The conversions above, then the feeding, in one click.</source>
      <translation>上面的轉換加上餵養家人，一次點完。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="22" />
      <source>The disk is full.</source>
      <translation>磁碟已滿。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="24" />
      <source>The disk or folder is read-only.</source>
      <translation>磁碟或資料夾是唯讀的。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1046" />
      <source>The drawn fences are erased.</source>
      <translation>畫好的柵欄已擦除。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="232" />
      <source>The end-of-game tile is out: last round.</source>
      <translation>結束遊戲板塊已被抽出：最後一輪。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="247" />
      <source>The farm stays due: it is offered again after each of your later scorings, while a free region is left.</source>
      <translation>農莊的建造條件仍然有效：只要還有空的區域，你之後每次計分後都會再問你。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="62" />
      <source>The field to score now is {0}.</source>
      <translation>現在要計分的農地是 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="234" />
      <source>The file cannot be opened: {reason}.</source>
      <translation>無法開啟該檔案：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="286" />
      <source>The file could not be opened.</source>
      <translation>無法開啟該檔案。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="233" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="59" />
      <source>The file could not be read.</source>
      <translation>無法讀取該檔案。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="245" />
      <source>The file ends too early: it is incomplete (cut off while it was copied or saved).</source>
      <translation>檔案提前結束：它不完整（複製或儲存時被截斷）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="273" />
      <source>The file is damaged or was edited by hand.</source>
      <translation>檔案已損壞或被手動修改過。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="239" />
      <source>The file is empty: it holds no saved game.</source>
      <translation>檔案是空的：裡面沒有儲存的遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="236" />
      <source>The file is far too large to be a saved game.</source>
      <translation>該檔案太大了，不可能是存檔的遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="251" />
      <source>The file is not valid: {reason}.</source>
      <translation>檔案無效：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="19" />
      <source>The file is write-protected.</source>
      <translation>該檔案受寫入保護。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="31" />
      <source>The file or its folder cannot be written.</source>
      <translation>無法寫入該檔案或其資料夾。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="39" />
      <source>The file there, if any, is left as it was.</source>
      <translation>那裡原有的檔案（如果有）保持原樣。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="30" />
      <source>The file's name is too long.</source>
      <translation>檔名太長。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="546" />
      <source>The finished game is kept in the autosave folder and counted in Your results.</source>
      <translation>已結束的遊戲儲存在自動存檔資料夾中，並計入「你的戰績」。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_panel.py" line="199" />
      <source>The first %n are within half a point: about equally good.</source>
      <translation>
        <numerusform>前 %n 個走法相差不到半分：差不多一樣好。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="428" />
      <source>The first cube to reach the top row of this track takes the top tile and leaves the barn: that crop gives its owner no more farm points.</source>
      <translation>第一個到達這條軌道最上排的方塊拿走最上面的板塊並離開穀倉：此後這種作物不再給它的主人農莊點數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="28" />
      <source>The folder does not exist.</source>
      <translation>資料夾不存在。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="195" />
      <source>The full game deals occupations and minor improvements from these decks: E (basic), I (interactive), K (complex).</source>
      <translation>完整遊戲從這些牌組發職業卡和次要發展卡：E（基礎）、I（互動）、K（複雜）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="37" />
      <source>The game could not be saved to {path}.</source>
      <translation>對局無法儲存到 {path}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="231" />
      <source>The game is not over: this is the score right now.</source>
      <translation>遊戲尚未結束：這是目前的分數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="432" />
      <source>The game is over</source>
      <translation>遊戲結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="396" />
      <location filename="../../agricola_qt/ui/controller.py" line="679" />
      <location filename="../../agricola_qt/ui/words.py" line="124" />
      <location filename="../../agricola_qt/ui/words.py" line="45" />
      <location filename="../../agricola_qt/ui/words.py" line="88" />
      <source>The game is over.</source>
      <translation>遊戲已結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="113" />
      <source>The game is over. Winner: {names}</source>
      <translation>遊戲結束。獲勝者：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1116" />
      <source>The game is over: see the score sheet.</source>
      <translation>遊戲結束：請看計分表。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="753" />
      <source>The game is over: the farms stay as they were scored.</source>
      <translation>遊戲已經結束：農莊保持計分時的樣子。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="357" />
      <source>The game's first {n} moves read well: open the game as it was after them? The file itself is left as it is.</source>
      <translation>這局遊戲的前 {n} 步可以正常讀取：要打開這幾步之後的局面嗎？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="237" />
      <source>The hand is hidden.</source>
      <translation>手牌已蓋住。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="72" />
      <source>The harvest: {name} decides about the animals.</source>
      <translation>收成：{name} 決定動物的繁殖。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="69" />
      <source>The harvest: {name} feeds the family.</source>
      <translation>收成：{name} 餵養家庭成員。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="741" />
      <source>The house holds only one animal (a pet).</source>
      <translation>房舍只能容納1隻動物（寵物）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="58" />
      <source>The large tile must cover the levelled square {0}.</source>
      <translation>大型農地必須蓋住填平的格子 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="262" />
      <source>The last round is over: the game ends.</source>
      <translation>最後一輪結束：遊戲結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="438" />
      <source>The livestock row: a cube reaching it takes the top livestock tile.</source>
      <translation>家畜排：到達這裡的方塊拿走最上面的家畜板塊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="209" />
      <source>The number the deal comes from: the same number deals the same round cards and hands, to play a game again or to share it.</source>
      <translation>發牌所依據的編號：同一個編號會發出相同的回合卡和手牌，可用來重玩一局或分享給別人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand_strip.py" line="85" />
      <source>The open hands are on the farm boards.</source>
      <translation>攤開的手牌在各自的農莊圖板上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="779" />
      <source>The person living on {card} is placed after the family: place the people in the house first.</source>
      <translation>住在{card}上的人在家庭成員之後放置：請先放置房屋裡的人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="66" />
      <source>The region at {0} already has a farm.</source>
      <translation>{0} 所在的區域已經有農莊了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="109" />
      <source>The review failed: {why}</source>
      <translation>覆盤失敗：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="415" />
      <source>The rules engine failed on “{move}”: {why}</source>
      <translation>規則引擎處理「{move}」時出錯：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="83" />
      <source>The strongest: looks furthest ahead, one to two seconds a move.</source>
      <translation>最強：推算得最遠，每步一到兩秒。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/view.py" line="37" />
      <source>The table</source>
      <translation>遊戲桌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="49" />
      <source>The tile would stick out of the crop area.</source>
      <translation>這塊農地會超出作物區。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="816" />
      <source>The turn order of this round, from the starting player. In brackets: the people still to place this round, of the people in the family.</source>
      <translation>本回合的行動順序，從起始玩家開始。括號裡：本回合還沒派出的家庭成員數／家庭成員總數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="502" />
      <source>The {crop} cube has left the barn: this field gives no farm points.</source>
      <translation>{crop}的方形米寶已離開穀倉：這塊農地不給農莊點數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="421" />
      <source>The {crop} livestock is all taken: a cube reaching the top row stays there.</source>
      <translation>{crop}的家畜已被拿完：到達最上排的方塊就停在那裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="310" />
      <source>Then the harvest begins: from there this turn cannot be undone.</source>
      <translation>之後開始收成：從那時起這次行動就不能再復原。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="317" />
      <source>Then the next round begins: from there this turn cannot be undone.</source>
      <translation>之後開始新的回合：從那時起這次行動就不能再復原。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="317" />
      <source>Then: {move}</source>
      <translation>接著：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="732" />
      <source>There is no animal there to move.</source>
      <translation>那裡沒有可移動的動物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="26" />
      <source>There is no permission to write the file or its folder.</source>
      <translation>沒有寫入該檔案或其資料夾的權限。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="1134" />
      <source>There is room for only %n newborn(s); your animals are rearranged to fit.</source>
      <translation>
        <numerusform>只放得下 %n 隻新生動物；你的動物會重新安置以便放下。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="190" />
      <source>Thinking about the best moves for {who}…</source>
      <translation>正在為{who}思考最佳行動…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="505" />
      <source>This field has no barns: it gives no farm points.</source>
      <translation>這塊農地沒有穀倉標記：不給農莊點數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="240" />
      <source>This file is not a game saved by agricola-qt.</source>
      <translation>該檔案不是 agricola-qt 儲存的遊戲。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="536" />
      <source>This game is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>本局已儲存：檔案 ▸ 繼續未完成的遊戲 可再次開啟。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="242" />
      <source>This game was saved by a newer version of agricola-qt: update the program to open it.</source>
      <translation>這局遊戲是由較新版本的 agricola-qt 儲存的：請更新程式後再開啟。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keys.py" line="259" />
      <source>This tile fits nowhere turned this way: R turns it, Escape puts it back.</source>
      <translation>這塊農地以這個方向放不下任何地方：按 R 轉動，按 Esc 放回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="82" />
      <location filename="../../agricola_qt/ui/printout.py" line="94" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="199" />
      <source>Total</source>
      <translation>總分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="303" />
      <source>Traditional Chinese (Big5)</source>
      <translation>繁體中文（Big5）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="77" />
      <source>Tries a few moves ahead with a small search: between Easy and Medium.</source>
      <translation>用小規模搜尋往前看幾步：介於簡單和中等之間。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="691" />
      <source>Turn 1 {good} into food</source>
      <translation>將 1 {measure}{good}轉換成食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="690" />
      <source>Turn 1 {good} into {food} food</source>
      <translation>將 1 {measure}{good}轉換成 {food} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="835" />
      <location filename="../../agricola_qt/ui/board_items.py" line="839" />
      <source>Turn order:</source>
      <translation>行動順序：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1081" />
      <source>Turn {goods} into {food} food</source>
      <translation>把 {goods}換成 {food} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="857" />
      <source>Turn {goods} into {food} food (the least costly way once the breeding is counted)</source>
      <translation>把 {goods}換成 {food} 份食物（算上繁殖後代價最小的方式）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="859" />
      <source>Turn {goods} into {food} food (the least costly way)</source>
      <translation>把 {goods}換成 {food} 份食物（代價最小的方式）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="454" />
      <location filename="../../agricola_qt/ui/controller.py" line="1080" />
      <source>Turn {goods} into {food} food and feed the family</source>
      <translation>把 {goods}換成 {food} 份食物並餵養家人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="172" />
      <location filename="../../agricola_qt/ui/handoff.py" line="303" />
      <location filename="../../agricola_qt/ui/table.py" line="112" />
      <location filename="../../agricola_qt/ui/table.py" line="231" />
      <source>Undo (Ctrl+Z)</source>
      <translation>復原（Ctrl+Z）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="807" />
      <source>Use {card}</source>
      <translation>使用「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="806" />
      <source>Use {card}: {option}</source>
      <translation>使用「{card}」：{option}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="180" />
      <source>Vegetable</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="568" />
      <source>Victory-point track: square {n}</source>
      <translation>勝利點數軌道：第 {n} 格</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="31" />
      <source>W</source>
      <translation>麥</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="682" />
      <location filename="../../agricola_qt/ui/controller.py" line="204" />
      <location filename="../../agricola_qt/ui/scene.py" line="301" />
      <source>Wait: a computer player is thinking.</source>
      <translation>請稍候：電腦玩家正在思考。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="333" />
      <source>Where {who} scored more: {list}.</source>
      <translation>{who}得分更多的地方：{list}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="90" />
      <source>While the focus ring is shown: choose its target (as a click or a drag would). Without the ring: Done / end turn</source>
      <translation>顯示焦點框時：選擇框中的目標（與點選或拖曳相同）。沒有焦點框時：完成／結束行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="94" />
      <source>While the focus ring is shown: close a narrowed choice, else hide the ring. Without the ring: erase the fences drawn or the pasture planned</source>
      <translation>顯示焦點框時：收起目前的細分選項（如付款方式），否則隱藏焦點框。沒有焦點框時：擦掉畫好的柵欄或規劃的圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="85" />
      <location filename="../../agricola_qt/ui/printout.py" line="98" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="229" />
      <source>Winner: {who}</source>
      <translation>贏家：{who}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="360" />
      <source>With line {line} of the file left out, all {total} moves of the game play: open the whole game so, or only its first {first} moves? The file itself is left as it is.</source>
      <translation>略過檔案第 {line} 行後，這局遊戲的全部 {total} 步都能進行：要這樣打開整局遊戲，還是只打開前 {first} 步？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="367" />
      <source>With move {n} read as “{move}”, all {total} moves of the game play, but that guess may change what follows (food, animals, begging cards). Open the whole game so, or only its first {first} moves, as they were played? The file itself is left as it is.</source>
      <translation>若把第 {n} 步改讀為：{move}，這局遊戲的全部 {total} 步都能進行，但這個推測可能改變之後的局面（食物、動物、乞討卡）。要這樣打開整局遊戲，還是只打開照原樣進行的前 {first} 步？檔案本身不會被改動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="893" />
      <source>Without {cell} the planned pasture falls in two: take away a cell at its edge, or clear the plan.</source>
      <translation>去掉 {cell} 後，規劃中的圈地會分成兩塊：請移除邊上的格子，或清除規劃。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="430" />
      <source>Worth at the end: chicken 1–5, pig 6–10, cow 11–15 points; only its owner sees the value.</source>
      <translation>遊戲結束時計分：雞 1–5 分，豬 6–10 分，牛 11–15 分；只有擁有者看得到分值。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="864" />
      <source>Yes</source>
      <translation>是</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="598" />
      <source>Yes, and do not ask again this game</source>
      <translation>好，本局不再詢問</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="755" />
      <source>You can pay for it now.</source>
      <translation>你現在付得起。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="603" />
      <source>You can rearrange only your own animals, on your turn.</source>
      <translation>只能在輪到你時調整你自己的動物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="68" />
      <source>You can still place a tile, e.g. {0}.</source>
      <translation>你還能放置農地，例如 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="919" />
      <source>You cannot buy that now.</source>
      <translation>現在無法購買這張卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="808" />
      <source>You cannot play that card now.</source>
      <translation>你現在不能打出這張卡片。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="752" />
      <source>You have no cooking improvement yet: buy a Fireplace or a Cooking Hearth to cook animals.</source>
      <translation>你還沒有烹飪設施：買一座火爐或壁爐，才能把動物烹調成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="48" />
      <source>You have no small {0} tile left.</source>
      <translation>你已經沒有{0}的小型農地了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1065" />
      <source>You hold enough food: no conversion is needed.</source>
      <translation>你的食物已經夠了：不需要轉換。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="136" />
      <source>You left the lesson part-way: “Learn to play” carries on where you stopped.</source>
      <translation>你上次的教學還沒有完成：點「新手教學」可從中斷的地方繼續。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="423" />
      <source>You may place a person here.</source>
      <translation>你可以在這裡放一個家庭成員。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="64" />
      <source>You played no improvement on {space}.</source>
      <translation>你在{space}沒有購買或打出發展卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="65" />
      <source>You played no minor improvement on {space}.</source>
      <translation>你在{space}沒有打出次要發展卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="178" />
      <source>Your &amp;results…</source>
      <translation>你的戰績(&amp;R)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="755" />
      <source>Your decision waits to be confirmed: end it (Enter) or undo (Ctrl+Z) first.</source>
      <translation>你的決定還在等待確認：先結束（Enter）或復原（Ctrl+Z）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="90" />
      <source>Your decisions that can still be undone, a computer's replies with the one before them: click a row to go back to just after it, the first row to go back as far as undo reaches. Undo never goes back past a hand-off to another person, a new round card or the start of a harvest.</source>
      <translation>你仍可復原的決定（電腦的應對算在它之前的決定裡）：點一列就回到剛做完它的時候，點第一列則退回到復原所能到的最早處。復原不會退回到交給另一位玩家之前、新回合行動卡翻開之前或收成開始之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="125" />
      <source>Your results</source>
      <translation>你的戰績</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="238" />
      <source>Zoom &amp;in</source>
      <translation>放大(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="240" />
      <source>Zoom &amp;out</source>
      <translation>縮小(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="414" />
      <source>[{animals}]</source>
      <translation>［{animals}］</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="69" />
      <source>a Heartland record has format-version {version}</source>
      <translation>務農爭地的紀錄應為 format-version {version}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="90" />
      <source>a Heartland record names 2 to 5 players, player-1 onwards without gaps</source>
      <translation>務農爭地的紀錄須列出 2 到 5 名玩家，從 player-1 起連續編號</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="139" />
      <source>a chance line is written 'chance pN CARD RESULT ...' (or 'chance pN CARD -' for nothing drawn)</source>
      <translation>隨機結果行應寫作「chance pN 卡片 結果 ...」（什麼都沒抽到時寫「chance pN 卡片 -」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="142" />
      <source>a chance result is one lowercase word, not '{word}'</source>
      <translation>隨機結果應是一個小寫單字，而不是「{word}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="706" />
      <source>a field</source>
      <translation>農田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="706" />
      <source>a field with {n} {crop}</source>
      <translation>種有 {n} 份{crop}的農田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="79" />
      <source>a full game with 1 player is written as variant 'solo'</source>
      <translation>1 名玩家的完整遊戲應寫作 variant「solo」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="94" />
      <source>a player is 'human' or 'bot:LEVEL', not '{word}'</source>
      <translation>玩家應為「human」或「bot:難度」，而不是「{word}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="92" />
      <source>a player is written 'COLOUR human NAME' or 'COLOUR bot:LEVEL NAME'</source>
      <translation>玩家應寫作「顏色 human 名字」或「顏色 bot:難度 名字」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="38" />
      <source>a record of another game ('{game}'), not Agricola</source>
      <translation>這是另一種遊戲（「{game}」）的紀錄，不是農家樂</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="170" />
      <source>a result item is written category=points, not '{item}'</source>
      <translation>結果項應寫作「類別=分數」，而不是「{item}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="78" />
      <source>a solo game has 1 player, not {players}</source>
      <translation>單人遊戲只有 1 名玩家，而不是 {players} 名</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="703" />
      <source>a {house} room</source>
      <translation>{house}房間</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="371" />
      <source>at most %n occupation(s)</source>
      <translation>
        <numerusform>最多 %n 張職業卡</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1188" />
      <source>bake bread</source>
      <translation>烤麵包</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="53" />
      <source>becomes the starting player</source>
      <translation>成為起始玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="54" />
      <source>becomes the starting player and takes {amount} food</source>
      <translation>成為起始玩家，並拿取 {amount} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="24" />
      <source>beet</source>
      <translation>甜菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="69" />
      <source>begging {n}</source>
      <translation>乞討卡 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="64" />
      <source>between easy and medium</source>
      <translation>簡單與中等之間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="51" />
      <source>bidirectional control character U+{code} is not allowed</source>
      <translation>不允許出現雙向控制字元 U+{code}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>blue circle</source>
      <translation>藍色圓形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="693" />
      <location filename="../../agricola_qt/ui/text.py" line="305" />
      <location filename="../../agricola_qt/ui/text.py" line="696" />
      <source>build a room</source>
      <translation>擴建房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="74" />
      <source>build your farm</source>
      <translation>建造你的農莊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="19" />
      <source>builds rooms ({count})</source>
      <translation>蓋房間（{count}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="36" />
      <source>builds stables ({count})</source>
      <translation>蓋馬廄（{count}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="23" />
      <source>buys {card}</source>
      <translation>購買「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="748" />
      <source>card</source>
      <translation>卡片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="746" />
      <source>card pasture</source>
      <translation>卡片圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="124" />
      <source>card {card} is dealt into the hand but is also kept from an earlier game (line {other})</source>
      <translation>卡片 {card} 發到了手牌中，但它也是之前一局保留下來的（第 {other} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="127" />
      <source>card {card} is dealt twice (also on line {other})</source>
      <translation>卡片 {card} 被發了兩次（另一次在第 {other} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="941" />
      <source>cell {cell}</source>
      <translation>格子 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="137" />
      <source>chance lines need format-version {needed} or later (this file says {version})</source>
      <translation>隨機結果行需要 format-version {needed} 或更高（該檔案為 {version}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="38" />
      <source>chicken</source>
      <translation>雞</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="60" />
      <source>clay hut</source>
      <translation>磚屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1168" />
      <source>click cells to grow the planned pasture, then build it</source>
      <translation>點選格子擴大規劃中的圈地，再按「建造」把它圍起來</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="723" />
      <source>computer</source>
      <translation>電腦</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="50" />
      <source>control character U+{code} is not allowed</source>
      <translation>含有遊戲紀錄裡不允許的隱形控制字元（代碼 U+{code}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="26" />
      <source>corn</source>
      <translation>玉米</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="120" />
      <source>cost: {cost}</source>
      <translation>花費：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="27" />
      <source>covers the food the family eats at the harvest</source>
      <translation>備足收成時家人所需的食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="40" />
      <source>cow</source>
      <translation>牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="92" />
      <source>discard {n}</source>
      <translation>棄 {n} 張</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="357" />
      <source>discard {n} of your improvements</source>
      <translation>棄掉你的 {n} 張發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="56" />
      <source>does best in trial games</source>
      <translation>在試下的對局中表現最好</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1177" />
      <source>drag a field tile onto a cell to plough</source>
      <translation>把農田板塊拖到格子上犁田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1186" />
      <source>drag along cell edges to draw fences (or click cells)</source>
      <translation>沿著格線拖曳來畫柵欄（或點選格子）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1179" />
      <source>drag grain or vegetables onto empty fields</source>
      <translation>把麥子或蔬菜拖到空農田上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1174" />
      <source>drag room tiles onto your farm</source>
      <translation>把房間板塊拖到你的農莊上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1175" />
      <source>drag stables onto your farm</source>
      <translation>把馬廄拖到你的農莊上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="65" />
      <source>easy</source>
      <translation>簡單</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="701" />
      <location filename="../../agricola_qt/ui/board_items.py" line="491" />
      <source>empty</source>
      <translation>空地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="441" />
      <source>end of the round</source>
      <translation>本輪結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="75" />
      <source>end your turn</source>
      <translation>結束你的行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="166" />
      <source>expected a result line like 'p1: total=25 fields=2 ...'</source>
      <translation>這裡應是結果行，例如「p1: total=25 fields=2 ...」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="68" />
      <source>expert</source>
      <translation>專家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="122" />
      <source>extra cost: {cost}</source>
      <translation>額外花費：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="101" />
      <source>face down</source>
      <translation>面朝下</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="148" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="29" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="17" />
      <source>family game</source>
      <translation>家庭遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="32" />
      <source>family game alone</source>
      <translation>單人家庭遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="693" />
      <location filename="../../agricola_qt/ui/text.py" line="305" />
      <location filename="../../agricola_qt/ui/text.py" line="696" />
      <source>family growth</source>
      <translation>增加家庭成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="312" />
      <source>farm of {name}</source>
      <translation>{name} 的農莊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="518" />
      <source>farm {n}</source>
      <translation>農莊 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="415" />
      <source>farmed area {n}, farms {f}</source>
      <translation>農莊面積 {n}，農莊 {f} 座</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="725" />
      <source>farms {n}/{m}</source>
      <translation>農莊 {n}/{m}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="67" />
      <source>fenced stables {n}</source>
      <translation>圈地內的馬廄 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="34" />
      <source>fences in {cells} ({count} more pastures)</source>
      <translation>圍起 {cells}（新增 {count} 塊圈地）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="35" />
      <source>fences pastures ({count} more)</source>
      <translation>圍出圈地（新增 {count} 塊圈地）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="136" />
      <source>fences planned from {cell}</source>
      <translation>從 {cell} 開始規劃的柵欄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="24" />
      <source>fills an empty scoring category ({category})</source>
      <translation>補上一個空著的計分項目（{category}）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_words.py" line="118" />
      <source>final ≈ %n point(s)</source>
      <translation>
        <numerusform>終局約 %n 分</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="117" />
      <source>final ≈ {points} points</source>
      <translation>終局約 {points} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="139" />
      <source>finished</source>
      <translation>已結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="314" />
      <location filename="../../agricola_qt/ui/log_text.py" line="580" />
      <source>for {cost}</source>
      <translation>，花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="67" />
      <source>format-version must be a whole number, not '{value}'</source>
      <translation>format-version 必須是整數，而不是「{value}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="137" />
      <location filename="../../agricola_qt/ui/board_items.py" line="171" />
      <location filename="../../agricola_qt/ui/card_face.py" line="93" />
      <location filename="../../agricola_qt/ui/text.py" line="358" />
      <source>free</source>
      <translation>免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="148" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="30" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="18" />
      <source>full game</source>
      <translation>完整遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="336" />
      <source>game started {date} (autosaved)</source>
      <translation>{date} 開始的遊戲（自動儲存）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="21" />
      <source>gets a way to cook</source>
      <translation>取得烹調的方法</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="354" />
      <source>give back {cards}</source>
      <translation>交回{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="801" />
      <source>give back {card}</source>
      <translation>退還「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="922" />
      <source>give {goods}</source>
      <translation>交出 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="596" />
      <source>got {goods}</source>
      <translation>獲得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>green triangle</source>
      <translation>綠色三角形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="18" />
      <source>grows the family</source>
      <translation>增加家庭成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="107" />
      <source>growth</source>
      <translation>增加成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="67" />
      <source>hard</source>
      <translation>困難</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="440" />
      <source>harvest after round {h}</source>
      <translation>第 {h} 回合後收成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="436" />
      <source>harvest at the end of this round</source>
      <translation>本回合結束時收成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="437" />
      <source>harvest this round</source>
      <translation>本回合收成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="442" />
      <location filename="../../agricola_qt/ui/text.py" line="443" />
      <source>harvest: breeding</source>
      <translation>收成：繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="442" />
      <source>harvest: feeding</source>
      <translation>收成：餵養</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="351" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="366" />
      <source>home {home}/{total}</source>
      <translation>在家 {home}/{total}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="747" />
      <source>house</source>
      <translation>房舍</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="723" />
      <source>human</source>
      <translation>真人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="162" />
      <source>illegal move '{step}'</source>
      <translation>不合規則的一步「{step}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="161" />
      <source>illegal move '{step}': {refusal}</source>
      <translation>不合規則的一步「{step}」：{refusal}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="147" />
      <source>impossible chance result after '{step}'</source>
      <translation>「{step}」之後的隨機結果不可能出現</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="145" />
      <source>impossible chance result as the game starts</source>
      <translation>遊戲開始時的隨機結果不可能出現</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="186" />
      <source>invalid record</source>
      <translation>無效的紀錄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="27" />
      <source>it is a device, not a regular file</source>
      <translation>這是一個裝置，不是一般檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="24" />
      <source>it is a folder, not a file</source>
      <translation>這是一個資料夾，不是檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="26" />
      <source>it is a named pipe, not a regular file</source>
      <translation>這是一個具名管道，不是一般檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="28" />
      <source>it is a socket, not a regular file</source>
      <translation>這是一個通訊端，不是一般檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="29" />
      <source>it is not a regular file</source>
      <translation>這不是一般檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="137" />
      <source>keeps the most points</source>
      <translation>得分最多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="136" />
      <source>keeps the most points once the animals breed</source>
      <translation>繁殖後得分最多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="31" />
      <source>keeps {amount} more food for later harvests</source>
      <translation>多留 {amount} 份食物給之後的收成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="72" />
      <source>lay a large tile over the levelled square</source>
      <translation>在填平的格子上放大型農地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="68" />
      <source>lost</source>
      <translation>落敗</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="72" />
      <source>lost — place {place} of {n}</source>
      <translation>落敗 — {n} 人中第 {place} 名</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="41" />
      <source>made by a newer version of agricola-qt (record format version {version}; this version reads up to {newest}): please update agricola-qt to open it</source>
      <translation>由較新版本的 agricola-qt 儲存（紀錄格式版本 {version}；本版本最高只能讀取 {newest}）：請更新 agricola-qt 後再開啟</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="20" />
      <source>makes the house a {house}</source>
      <translation>把房屋翻修成{house}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="66" />
      <source>medium</source>
      <translation>中等</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="330" />
      <source>move {i} of {n}</source>
      <translation>第 {i}／{n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="234" />
      <source>move {m} (about {p} points)</source>
      <translation>第 {m} 步（約 {p} 分）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="155" />
      <source>move {number} draws by chance ({card} for player {player}), but the record gives no 'chance' line for it</source>
      <translation>第 {number} 步有隨機抽取（玩家 {player} 的 {card}），但紀錄中沒有對應的「chance」行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="60" />
      <source>moves: {n}</source>
      <translation>已走 {n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="126" />
      <location filename="../../agricola_qt/ui/text.py" line="393" />
      <source>needs {what}</source>
      <translation>需要 {what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="341" />
      <source>new game</source>
      <translation>新遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="439" />
      <source>next harvest after round {h}</source>
      <translation>下次收成在第 {h} 回合後</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="337" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="565" />
      <source>no animal</source>
      <translation>空</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="546" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="549" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="550" />
      <source>no animals</source>
      <translation>沒有動物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="528" />
      <source>no improvement could be bought or played</source>
      <translation>沒有能購買或打出的發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="748" />
      <source>no livestock</source>
      <translation>沒有家畜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="530" />
      <source>no minor improvement could be played</source>
      <translation>沒有能打出的次要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="376" />
      <source>no occupations</source>
      <translation>沒有職業卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="996" />
      <source>no room for a newborn {animal}: it ran away</source>
      <translation>新生的{animal}沒有地方安置，跑掉了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="998" />
      <source>no room for the newborn {animals}: they ran away</source>
      <translation>新生的{animals}沒有地方安置，都跑掉了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="582" />
      <location filename="../../agricola_qt/ui/board_items.py" line="657" />
      <location filename="../../agricola_qt/ui/board_items.py" line="685" />
      <location filename="../../agricola_qt/ui/log_text.py" line="506" />
      <location filename="../../agricola_qt/ui/log_text.py" line="1164" />
      <source>none</source>
      <translation>無</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="651" />
      <source>none of them can be played now</source>
      <translation>其中沒有現在能打出的牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="46" />
      <source>not UTF-8 text (byte {byte} of the file cannot be read)</source>
      <translation>不是 UTF-8 文字（無法讀取檔案的第 {byte} 個位元組）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="134" />
      <source>not a Heartland move</source>
      <translation>這不是務農爭地認得的一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="40" />
      <source>not a Heartland record (game: '{game}')</source>
      <translation>不是務農爭地的遊戲紀錄（遊戲：「{game}」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="133" />
      <source>not a move</source>
      <translation>這不是遊戲認得的一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="36" />
      <source>not an agricola-qt record (it must start with 'format: {format}')</source>
      <translation>不是 agricola-qt 的遊戲紀錄（紀錄必須以「format: {format}」開頭）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="140" />
      <source>not finished ({name} to move)</source>
      <translation>未結束（輪到{name}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="298" />
      <location filename="../../agricola_qt/ui/text.py" line="347" />
      <location filename="../../agricola_qt/ui/text.py" line="694" />
      <location filename="../../agricola_qt/ui/text.py" line="998" />
      <source>nothing</source>
      <translation>無</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="53" />
      <source>nothing may follow the [end] line</source>
      <translation>[end] 行之後不能再有內容</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1195" />
      <source>nothing more can be done here; end the action</source>
      <translation>這裡已沒有可做的事；請結束此行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hints.py" line="194" />
      <source>nothing to suggest</source>
      <translation>沒有可建議的行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="237" />
      <source>nothing yet</source>
      <translation>還沒有</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="109" />
      <source>occupation</source>
      <translation>職業</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="104" />
      <source>only a one-player game belongs to a solo series</source>
      <translation>只有單人遊戲才能屬於單人系列</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1184" />
      <source>or click a cell</source>
      <translation>或直接點一下格子</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="349" />
      <source>or give back a Fireplace</source>
      <translation>或交回一個火爐</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="192" />
      <source>oven</source>
      <translation>烤爐</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="605" />
      <source>paid {goods}</source>
      <translation>支付 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="709" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="746" />
      <source>pasture</source>
      <translation>圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="63" />
      <source>people {n}</source>
      <translation>家庭成員 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1191" />
      <source>pick a minor improvement</source>
      <translation>選擇一張次要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1190" />
      <source>pick an improvement</source>
      <translation>選擇一張發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="39" />
      <source>pig</source>
      <translation>豬</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="71" />
      <source>place a tile</source>
      <translation>放置農地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="694" />
      <location filename="../../agricola_qt/ui/text.py" line="306" />
      <location filename="../../agricola_qt/ui/text.py" line="697" />
      <location filename="../../agricola_qt/ui/text.py" line="1193" />
      <source>play an occupation</source>
      <translation>打出一張職業卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="339" />
      <source>played on from a replay</source>
      <translation>從重播接著玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="86" />
      <source>player {index} is given twice</source>
      <translation>玩家 {index} 出現了兩次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="89" />
      <source>player-{index} is missing from the header</source>
      <translation>檔頭缺少 player-{index}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="84" />
      <source>players are numbered 1 to {most}, not {index}</source>
      <translation>玩家編號應為 1 到 {most}，而不是 {index}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="85" />
      <source>players are numbered from 1</source>
      <translation>玩家編號從 1 開始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="22" />
      <source>plays {card}</source>
      <translation>打出「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="32" />
      <source>ploughs a field</source>
      <translation>犁一塊田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="25" />
      <source>potato</source>
      <translation>馬鈴薯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="224" />
      <source>purple hexagon</source>
      <translation>紫色六角形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="63" />
      <source>random moves, weakest</source>
      <translation>隨機走法，最弱</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="23" />
      <source>rapeseed</source>
      <translation>油菜籽</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="224" />
      <source>red diamond</source>
      <translation>紅色菱形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="108" />
      <source>room</source>
      <translation>房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="567" />
      <source>room for 1 animal</source>
      <translation>可養 1 隻動物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="566" />
      <source>room for any number of wild boar</source>
      <translation>可養任意數量的野豬</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="60" />
      <source>rooms {n}</source>
      <translation>房間 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="115" />
      <source>round card {card} belongs to stage {stage}, but round {round} is in stage {expected}</source>
      <translation>回合行動卡 {card} 屬於第 {stage} 階段，但第 {round} 回合在第 {expected} 階段</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="118" />
      <source>round card {card} is listed twice</source>
      <translation>回合行動卡 {card} 列出了兩次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="149" />
      <source>round {round} of {last}</source>
      <translation>第 {round} 回合（共 {last} 回合）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="112" />
      <source>round-cards lists {count} cards, not {expected}</source>
      <translation>round-cards 列出了 {count} 張牌，而不是 {expected} 張</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="73" />
      <source>score the field</source>
      <translation>為農地計分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="56" />
      <source>section {section} is out of place here (expected {expected})</source>
      <translation>段落 {section} 的位置不對（這裡應為 {expected}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="66" />
      <source>shared win</source>
      <translation>並列獲勝</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="31" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="19" />
      <source>solo game</source>
      <translation>單人遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="28" />
      <source>solo series, game {n} (target {target})</source>
      <translation>單人系列第 {n} 局（目標 {target} 分）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="107" />
      <source>solo-series: game {game} has target {target}, not {given}</source>
      <translation>solo-series：第 {game} 局的目標是 {target}，而不是 {given}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="109" />
      <source>solo-series: over must be yes or no</source>
      <translation>solo-series：over 必須是 yes 或 no</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="110" />
      <source>solo-series: the kept occupation {card} is listed twice</source>
      <translation>solo-series：保留的職業卡 {card} 列出了兩次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="106" />
      <source>solo-series: unknown item '{item}'</source>
      <translation>solo-series：未知的項目「{item}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="33" />
      <source>sows crops</source>
      <translation>播種作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="747" />
      <source>stable</source>
      <translation>馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="615" />
      <source>starting player from the next round</source>
      <translation>下一回合起成為起始玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="61" />
      <source>stone house</source>
      <translation>石屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="570" />
      <source>suggested payment</source>
      <translation>建議的付款方式</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="694" />
      <location filename="../../agricola_qt/ui/text.py" line="306" />
      <location filename="../../agricola_qt/ui/text.py" line="697" />
      <source>take the food</source>
      <translation>拿取食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="916" />
      <source>take {goods}</source>
      <translation>獲得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="37" />
      <source>takes animals ({amount} {animal})</source>
      <translation>拿取動物（{amount} {measure}{animal}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="41" />
      <source>takes building goods ({amount} {good})</source>
      <translation>拿取建材（{amount} {measure}{good}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="52" />
      <source>takes crops ({amount} {crop})</source>
      <translation>拿取作物（{amount} {measure}{crop}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="26" />
      <source>takes the most food ({amount})</source>
      <translation>拿到最多的食物（{amount}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="44" />
      <source>takes {amount} clay toward {card} ({have} with these; it costs {need})</source>
      <translation>拿取 {amount} 塊磚頭，用於{card}（拿後共 {have} 塊，{card}要 {need} 塊）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="29" />
      <source>takes {amount} food toward the harvest ({have} of the {need} the family eats)</source>
      <translation>拿取 {amount} 份食物，為收成備糧（拿後共 {have} 份，家人要吃 {need} 份）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="50" />
      <source>takes {amount} wood for fences and stables</source>
      <translation>拿取 {amount} 根木頭，用於柵欄和馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="38" />
      <source>takes {amount} {animal}: {food} food once cooked, toward the harvest (the family eats {need}; {have} held)</source>
      <translation>拿取 {amount} {animal}：烹調後可得 {food} 份食物，用於收成（家人要吃 {need} 份；現有 {have} 份）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="42" />
      <source>takes {amount} {good} toward a room ({have} with these; a room needs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用於蓋房間（拿後共 {have} {measure}，一個房間需要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="46" />
      <source>takes {amount} {good} toward renovating ({have} with these; renovating needs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用於翻修（拿後共 {have} {measure}，翻修需要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="48" />
      <source>takes {amount} {good} toward {card} ({have} with these; it costs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用於「{card}」（拿後共 {have} {measure}，「{card}」要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="58" />
      <source>target {target} missed</source>
      <translation>未達目標 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="57" />
      <source>target {target} reached</source>
      <translation>達成目標 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="148" />
      <source>the chance result 'chance {chance}' is not drawn as the game starts</source>
      <translation>遊戲開始時並沒有抽到隨機結果「chance {chance}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="150" />
      <source>the chance result 'chance {chance}' is not drawn by move {number}</source>
      <translation>第 {number} 步並沒有抽到隨機結果「chance {chance}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="123" />
      <source>the family game deals no hands</source>
      <translation>家庭遊戲不發手牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="30" />
      <source>the file cannot be read</source>
      <translation>無法讀取該檔案</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="23" />
      <source>the file does not exist</source>
      <translation>檔案不存在</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="33" />
      <source>the file has {lines} lines, more than a game record may have ({most})</source>
      <translation>檔案有 {lines} 行，超過遊戲紀錄允許的行數（{most}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="35" />
      <source>the file is empty</source>
      <translation>檔案是空的</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="31" />
      <source>the file is too large for a game record (over {mib} MiB)</source>
      <translation>檔案太大，不可能是遊戲紀錄（超過 {mib} MiB）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="144" />
      <source>the game cannot start from this setup</source>
      <translation>無法按此設定開始遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="158" />
      <source>the game is already over before '{step}'</source>
      <translation>在「{step}」之前遊戲就已經結束了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="76" />
      <source>the game is over</source>
      <translation>遊戲已結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="152" />
      <source>the game's start draws by chance ({card} for player {player}), but the record gives no 'chance' line for it</source>
      <translation>遊戲開始時有隨機抽取（玩家 {player} 的 {card}），但紀錄中沒有對應的「chance」行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="63" />
      <source>the header has no '{key}' line</source>
      <translation>檔頭缺少「{key}」這一行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="87" />
      <source>the header names no players ('player-1: red human Name')</source>
      <translation>檔頭沒有列出任何玩家（格式如「player-1: red human 名字」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="610" />
      <source>the house is now a clay hut</source>
      <translation>翻修成磚屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="611" />
      <source>the house is now a stone house</source>
      <translation>翻修成石屋</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/table.py" line="545" />
      <source>the largest free region: %n square(s)</source>
      <translation>
        <numerusform>最大的空區域：%n 格</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="59" />
      <source>the line is damaged: each line of this part of the file is a name and its value, such as 'players: 2'</source>
      <translation>這一行已損壞：檔案這一部分的每一行都是一個名稱和它的值，例如「players: 2」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="48" />
      <source>the line is too long ({length} characters; at most {most})</source>
      <translation>這一行太長（{length} 個字元；最多 {most} 個）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="95" />
      <source>the name of player {player} is too long ({length} characters; at most {most})</source>
      <translation>玩家 {player} 的名字太長（{length} 個字元；最多 {most} 個）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="177" />
      <source>the next one is {good}</source>
      <translation>下一個是{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="44" />
      <source>the record ends early (no [end] line): the file is truncated or incomplete</source>
      <translation>紀錄提前結束（沒有 [end] 行）：檔案被截斷或不完整</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="175" />
      <source>the record has a [result] but the game stops after {moves} moves, in round {round}</source>
      <translation>紀錄中有 [result]，但遊戲在第 {round} 回合、第 {moves} 步後就停止了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="178" />
      <source>the record has a [result] section, but the game is not over</source>
      <translation>紀錄中有 [result] 段落，但遊戲並未結束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="81" />
      <source>the record was made with other Heartland components ({given}; this version has {ours})</source>
      <translation>該紀錄使用了不同的務農爭地配件（{given}；本版本為 {ours}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="188" />
      <source>the record was written with rules version {record}; this version of agricola-qt has rules version {ours}: updating agricola-qt may help</source>
      <translation>該紀錄按規則版本 {record} 寫成；本版本 agricola-qt 的規則版本為 {ours}：更新 agricola-qt 也許能解決</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="184" />
      <source>the result of p{player} does not match the game ({expected})</source>
      <translation>p{player} 的結果與遊戲不符（應為 {expected}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="180" />
      <source>the result of p{player} does not match the replayed game: {category} is {written} in the file but {actual} by the rules</source>
      <translation>p{player} 的結果與重播的遊戲不符：{category} 在檔案中是 {written}，按規則卻是 {actual}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="168" />
      <source>the result of p{player} is given twice</source>
      <translation>p{player} 的結果出現了兩次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="169" />
      <source>the result of p{player} is missing</source>
      <translation>缺少 p{player} 的結果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="163" />
      <source>the rules engine failed on '{step}'</source>
      <translation>規則引擎在「{step}」上出錯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="139" />
      <source>the same points once the animals breed, more food</source>
      <translation>繁殖後得分相同、食物更多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="140" />
      <source>the same points, more food</source>
      <translation>得分相同、食物更多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="73" />
      <source>the seed (the deal number) must be a whole number of up to 19 digits, not '{value}'</source>
      <translation>種子（牌局編號）必須是不超過 19 位的整數，而不是「{value}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="164" />
      <source>the seed gives start player {seeded}, not {written}</source>
      <translation>按這個種子，起始玩家是 {seeded}，而不是 {written}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="119" />
      <source>the setup deals no hands (a game with cards needs the lines hand-1-occupations and hand-1-minors, and so on for each player)</source>
      <translation>設定部分沒有發手牌（有卡片的遊戲需要 hand-1-occupations 和 hand-1-minors 等行，每名玩家各一組）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="64" />
      <source>the setup has no '{key}' line</source>
      <translation>設定部分缺少「{key}」這一行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="173" />
      <source>the total must be given and equal the sum of the categories ({total})</source>
      <translation>必須寫出總分，且總分應等於各類別之和（{total}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="25" />
      <source>there is no permission to read the file</source>
      <translation>沒有讀取該檔案的權限</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="97" />
      <source>there is no player {player} in this game (the line says p{player})</source>
      <translation>這局遊戲沒有第 {player} 位玩家（這一行寫著 p{player}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="129" />
      <source>there is no player {player} to deal a hand to</source>
      <translation>沒有玩家 {player} 可以發手牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="412" />
      <source>this game</source>
      <translation>這局遊戲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="135" />
      <source>too many chance lines (a record holds at most {most})</source>
      <translation>隨機結果行太多（一份紀錄最多 {most} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="131" />
      <source>too many moves (a record holds at most {most})</source>
      <translation>步數太多（一份紀錄最多 {most} 步）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="101" />
      <source>unknown card '{card}'</source>
      <translation>未知的卡片「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="99" />
      <source>unknown deck '{deck}' (decks are E, I and K, or '-' for none)</source>
      <translation>未知的牌組「{deck}」（牌組為 E、I、K，或用「-」表示不用牌組）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="65" />
      <source>unknown header line '{key}'</source>
      <translation>未知的檔頭行「{key}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="114" />
      <source>unknown round card '{card}'</source>
      <translation>未知的回合行動卡「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="54" />
      <source>unknown section '{section}' (expected one of {sections})</source>
      <translation>未知的段落「{section}」（應為 {sections} 之一）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="66" />
      <source>unknown setup line '{key}'</source>
      <translation>未知的設定行「{key}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="62" />
      <source>unused spaces {n}</source>
      <translation>未使用的區域 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="901" />
      <location filename="../../agricola_qt/ui/card_face.py" line="924" />
      <location filename="../../agricola_qt/ui/card_layer.py" line="853" />
      <source>use</source>
      <translation>使用</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="76" />
      <source>variant must be family, full or solo, not '{value}'</source>
      <translation>variant 必須是 family、full 或 solo，而不是「{value}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="22" />
      <source>wheat</source>
      <translation>小麥</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="711" />
      <source>with a stable</source>
      <translation>含馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="66" />
      <source>won</source>
      <translation>獲勝</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="63" />
      <source>won by {names}</source>
      <translation>{names} 獲勝</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="60" />
      <source>wooden hut</source>
      <translation>木屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="60" />
      <source>wooden rooms {n}</source>
      <translation>木屋房間 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="441" />
      <source>work</source>
      <translation>行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="57" />
      <source>worth what the trial games make of it</source>
      <translation>價值按試下對局的結果估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>yellow square</source>
      <translation>黃色方形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="51" />
      <source>{0} holds a farm: no tile may go on it.</source>
      <translation>{0} 上有農莊：不能在上面放置板塊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="63" />
      <source>{0} is joined to a farmed region: farm points only.</source>
      <translation>{0} 連到有農莊的區域：只能獲得農莊點數。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="65" />
      <source>{0} shows no crop.</source>
      <translation>{0} 上沒有作物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="920" />
      <source>{action} for {goods}</source>
      <translation>{action}，花費 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="829" />
      <source>{animals} born</source>
      <translation>出生 {animals}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="181" />
      <source>{animals} live on this card</source>
      <translation>這張卡上養著 {animals}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="569" />
      <source>{cards}: {room} — {there}</source>
      <translation>{cards}：{room}——{there}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="662" />
      <source>{cards}: {why}</source>
      <translation>{cards}：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="193" />
      <source>{card} (in your hand)</source>
      <translation>「{card}」（在你手上）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="202" />
      <source>{card} (played by {who})</source>
      <translation>「{card}」（{who}已打出）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="788" />
      <source>{card} ({cost})</source>
      <translation>{card}（{cost}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="606" />
      <source>{card} asks no more in this game: its offers are declined by themselves (Game ▸ Ask again about offers answered for the game brings it back).</source>
      <translation>本局中「{card}」不再詢問：它的提議都會自動拒絕（「遊戲 ▸ 重新詢問本局已回答的提議」可恢復）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="600" />
      <source>{card} asks no more in this game: its offers are taken by themselves (Game ▸ Ask again about offers answered for the game brings it back).</source>
      <translation>本局中「{card}」不再詢問：它的提議都會自動接受（「遊戲 ▸ 重新詢問本局已回答的提議」可恢復）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="76" />
      <source>{card} asks {name} something on {other}'s turn.</source>
      <translation>輪到 {other} 時，「{card}」要 {name} 做決定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1015" />
      <source>{card} chosen: click it again to play it (or choose it in the panel).</source>
      <translation>已選取「{card}」：再點一下就會打出（也可以在面板中選擇）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="111" />
      <source>{card} costs {costs}</source>
      <translation>「{card}」需要 {costs}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/score_sheet.py" line="112" />
      <source>{card} gives back the %n point(s) lost here</source>
      <translation>
        <numerusform>「{card}」把這裡扣的 %n 分還回來</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="823" />
      <source>{card} has nothing to use now.</source>
      <translation>「{card}」現在沒有可以使用的效果。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="777" />
      <source>{card} is bought on {spaces}, not here.</source>
      <translation>「{card}」要在{spaces}購買，不是這裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1076" />
      <source>{card} is no longer chosen.</source>
      <translation>已取消選擇「{card}」。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="103" />
      <source>{card} is not a minor improvement</source>
      <translation>{card} 不是次要發展卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="102" />
      <source>{card} is not an occupation</source>
      <translation>{card} 不是職業卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="103" />
      <source>{card} is paid by giving back {cards}: you have none of them.</source>
      <translation>{card}要退回{cards}才能打出：你一張也沒有。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="750" />
      <source>{card} is played on {spaces}, not here.</source>
      <translation>「{card}」要在{spaces}打出，不是這裡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="915" />
      <source>{card} is {who}'s already.</source>
      <translation>「{card}」已經是{who}的了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="76" />
      <source>{card} leaves the game (there is no one to pass it to).</source>
      <translation>「{card}」移出遊戲（沒有可以傳給的玩家）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="361" />
      <source>{card} of {who}: {goods} here, to buy for {price} as the round begins.</source>
      <translation>{who}的{card}：這裡有 {goods}，本回合開始時可花 {price} 買下。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="89" />
      <source>{card} passes from {giver} to {receiver}.</source>
      <translation>「{card}」由 {giver} 傳給 {receiver}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="140" />
      <source>{card}, {who}'s: {n}</source>
      <translation>{card}（{who} 的）：{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="846" />
      <source>{card}: the food left after this feeding pays for up to %n unused space(s), 1 food each; the game ends with this harvest, so turn crops into food now if they are to pay.</source>
      <translation>
        <numerusform>「{card}」：這次餵養後剩下的食物最多可為 %n 個未使用的空格付款，每格 1 份食物；遊戲在這次收成後就結束，所以要用作物付款的話，現在就把它們換成食物。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="127" />
      <source>{card}: the person living on the card is no family member and scores no points</source>
      <translation>{card}：住在這張牌上的人不是家庭成員，不計分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="641" />
      <source>{card}: {answer}</source>
      <translation>「{card}」：{answer}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="138" />
      <source>{card}: {n}</source>
      <translation>{card}：{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="329" />
      <source>{category} +{points}</source>
      <translation>{category} +{points}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="691" />
      <source>{category} {n}</source>
      <translation>{category} {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="301" />
      <source>{category} {points}</source>
      <translation>{category} {points}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="143" />
      <source>{category}: {count} now, {points} points. 1, 2, 3 and 4 points from {a}, {b}, {c} and {d}; fewer than {a}: −1.</source>
      <translation>{category}：現有 {count}，{points} 分。達到 {a}、{b}、{c}、{d} 分別得 1、2、3、4 分；少於 {a}：−1 分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="715" />
      <source>{cell}: {what}</source>
      <translation>{cell}：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="141" />
      <source>{cost} each</source>
      <translation>每張{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="143" />
      <source>{cost}, from the 3rd {more}</source>
      <translation>{cost}，第3張起{more}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="39" />
      <source>{count} clay rooms {n}</source>
      <translation>{count} 間磚屋房間 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="40" />
      <source>{count} stone rooms {n}</source>
      <translation>{count} 間石屋房間 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="38" />
      <source>{count} wooden rooms {n}</source>
      <translation>{count} 間木屋房間 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="436" />
      <source>{crop} track, row {row}</source>
      <translation>{crop}軌道，第 {row} 排</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="548" />
      <source>{crop}: farm points +{n}</source>
      <translation>{crop}：農莊點數 +{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="546" />
      <source>{crop}: {n} victory points</source>
      <translation>{crop}：{n} 勝利點數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="47" />
      <source>{file} and moves made after it was saved</source>
      <translation>{file}及其存檔後的行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="552" />
      <source>{file} holds this game up to move {n}; {m} moves have been played. Save them into it before closing?</source>
      <translation>{file} 只存到這局遊戲的第 {n} 步；現在已下了 {m} 步。關閉前要把它們存進這個檔案嗎？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="261" />
      <source>{file}, line {line}, move {move}: {reason}</source>
      <translation>{file}，第 {line} 行，第 {move} 步：{reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="264" />
      <source>{file}, line {line}: {reason}</source>
      <translation>{file}，第 {line} 行：{reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="266" />
      <source>{file}: {reason}</source>
      <translation>{file}：{reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="259" />
      <source>{gifts}, less the occupation's {cost}</source>
      <translation>{gifts}，扣除職業卡的 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="766" />
      <source>{goods} ({cards})</source>
      <translation>{goods}（{cards}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="225" />
      <location filename="../../agricola_qt/ui/log_text.py" line="253" />
      <source>{goods} from {card}</source>
      <translation>「{card}」的 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="171" />
      <source>{goods} growing on this card</source>
      <translation>這張卡上種著 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="179" />
      <source>{goods} kept on this card</source>
      <translation>此卡上存放著{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="535" />
      <source>{goods} more on the fields</source>
      <translation>田裡多了{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="625" />
      <source>{goods} on each round space {rounds}</source>
      <translation>第 {rounds} 回合的格子上各放 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="631" />
      <source>{goods} on the round spaces {rounds}</source>
      <translation>第 {rounds} 回合的格子上共放 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="173" />
      <source>{goods} planted on this card (1 back each harvest)</source>
      <translation>這張卡上種了 {goods}（每次收成拿回 1 個）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="197" />
      <source>{goods} saved by {card}</source>
      <translation>「{card}」省下 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="666" />
      <source>{goods} to buy for {price} on the round spaces {rounds}</source>
      <translation>第 {rounds} 回合的格子上各放 {goods}，到時可花 {price} 買下</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="635" />
      <source>{good}: {n}</source>
      <translation>{good}：{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="64" />
      <source>{improvement} {n}</source>
      <translation>{improvement} {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="172" />
      <source>{item} is given twice</source>
      <translation>{item} 出現了兩次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="115" />
      <source>{kind}: {score}</source>
      <translation>{kind}：{score}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="292" />
      <source>{line} (not asked again this game)</source>
      <translation>{line}（本局不再詢問）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="263" />
      <source>{line} · got {goods}</source>
      <translation>{line} · 獲得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="375" />
      <source>{line}, free</source>
      <translation>{line}，免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="139" />
      <source>{loss} for the fences planned from here · better: {move} — {reason}</source>
      <translation>從這裡開始規劃的柵欄 {loss} · 較佳：{move} — {reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="142" />
      <source>{loss} · better: {move}</source>
      <translation>{loss} · 較佳：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="144" />
      <source>{loss} · better: {move} — {reason}</source>
      <translation>{loss} · 較佳：{move} — {reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="37" />
      <source>{names}: round {round}, started {date}</source>
      <translation>{names}：第 {round} 回合，{date} 開始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="249" />
      <source>{name} ({cost})</source>
      <translation>{name}（{cost}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="79" />
      <source>{name} ({level})</source>
      <translation>{name}（{level}）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="668" />
      <source>{name} holds %n large tile(s) in hand.</source>
      <translation>
        <numerusform>{name} 手上有 %n 塊大型農地。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand_strip.py" line="98" />
      <source>{name}'s hand</source>
      <translation>{name}的手牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="315" />
      <source>{name}'s last placement</source>
      <translation>{name}上一次放置的農地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="656" />
      <source>{name}'s small tiles still held: {crops}</source>
      <translation>{name} 手上還有的小型農地：{crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="60" />
      <source>{name}, new in your hand, passed on to you: {cards}.</source>
      <translation>{name}，傳到你手上的新牌：{cards}。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="409" />
      <source>{name}: %n farm point(s) to go</source>
      <translation>
        <numerusform>{name}：還差 %n 點農莊點數</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="329" />
      <source>{name}: click anywhere when you are ready.</source>
      <translation>{name}：準備好了就點一下任何地方。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="406" />
      <source>{name}: farm {n} built</source>
      <translation>{name}：農莊 {n} 已建造</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="418" />
      <location filename="../../agricola_qt/ui/board_items.py" line="448" />
      <source>{name}: left with an animal</source>
      <translation>{name}：已帶著家畜離開</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="216" />
      <source>{name}: pick {n} of {total}</source>
      <translation>{name}：第 {n}／{total} 次選卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="446" />
      <source>{name}: row {row}</source>
      <translation>{name}：第 {row} 排</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="570" />
      <location filename="../../agricola_qt/ui/replay.py" line="125" />
      <source>{name}: {points} victory points</source>
      <translation>{name}：{points} 勝利點數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="115" />
      <source>{name}: {total} ({track} on the track + {livestock} livestock)</source>
      <translation>{name}：{total}（分數列 {track} + 家畜 {livestock}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="724" />
      <source>{n} large</source>
      <translation>大型農地 {n} 塊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="404" />
      <source>{n} pt</source>
      <translation>{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="358" />
      <source>{n} resting</source>
      <translation>{n} 人休息</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="261" />
      <source>{n} {good}</source>
      <translation>{n} {measure}{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="152" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="551" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="565" />
      <source>{n} {kind}</source>
      <translation>{n} {kind}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="149" />
      <source>{n} {kind} without room: keep the best, release them or drag them onto a cooking improvement</source>
      <translation>有 {n} {measure}{kind}沒有地方安置：保留最好的、放走，或拖到烹調用的發展卡上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="115" />
      <source>{n}+ players</source>
      <translation>{n} 人以上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="255" />
      <source>{n}. R{r} {who}: {move}</source>
      <translation>{n}. 第 {r} 回合 {who}：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="74" />
      <source>{n}. R{r}: {move}</source>
      <translation>{n}. 第 {r} 回合：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="688" />
      <source>{n}: the score has passed {n} (the board turned over)</source>
      <translation>{n}：分數已超過 {n}（玩家板翻面）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="747" />
      <location filename="../../agricola_qt/ui/text.py" line="914" />
      <source>{paid} → {got}</source>
      <translation>{paid} → {got}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="141" />
      <source>{path}: ok: {game}, {players}, {progress}, {status}, {moves}</source>
      <translation>{path}：正常：{game}，{players}，{progress}，{status}，{moves}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="407" />
      <source>{place}. {name}: {total}</source>
      <translation>{place}. {name}：{total}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="207" />
      <source>{points} ({count})</source>
      <translation>{points}（{count}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="154" />
      <source>{prices} food</source>
      <translation>{prices} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="78" />
      <source>{rank}. {move}
{points}</source>
      <translation>{rank}. {move}
{points}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="80" />
      <source>{rank}. {move}
{points} · {reason}</source>
      <translation>{rank}. {move}
{points} · {reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="215" />
      <source>{reason} ({note})</source>
      <translation>{reason}（{note}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="264" />
      <location filename="../../agricola_qt/ui/record_problem.py" line="213" />
      <source>{reason}: {detail}</source>
      <translation>{reason}：{detail}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="378" />
      <source>{round} begins</source>
      <translation>{round}開始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="332" />
      <source>{round} begins ({move})</source>
      <translation>{round}開始（{move}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="60" />
      <source>{score} points</source>
      <translation>{score} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="537" />
      <source>{shares} on the fields</source>
      <translation>田裡多了{shares}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="261" />
      <source>{shown} of {total} cards</source>
      <translation>{total} 張卡片中的 {shown} 張</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="966" />
      <source>{sizes} cells</source>
      <translation>{sizes} 格</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1098" />
      <source>{space} (green card)</source>
      <translation>{space}（綠色行動卡）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1100" />
      <source>{space} (round {n})</source>
      <translation>{space}（第 {n} 回合）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="429" />
      <source>{square} {crop}: {vp} VP or %n farm point(s)</source>
      <translation>
        <numerusform>{square} {crop}：勝利點數 {vp} 或農莊點數 %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="493" />
      <source>{square}: farm points none (the {crop} cube has left)</source>
      <translation>{square}：農莊點數 無（{crop}的方形米寶已離開遊戲）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="490" />
      <source>{square}: farm points, {crop} cube +{n}</source>
      <translation>{square}：農莊點數，{crop}的方形米寶 +{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="486" />
      <source>{square}: victory points +{n}</source>
      <translation>{square}：勝利點數 +{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="305" />
      <source>{square}: {crop}, height {h}, region of %n square(s)</source>
      <translation>
        <numerusform>{square}：{crop}，高度 {h}，區域共 %n 格</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="308" />
      <source>{square}: {crop}, height {n}</source>
      <translation>{square}：{crop}，高度 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="411" />
      <source>{track} on the track + {livestock} livestock</source>
      <translation>分數列 {track} + 家畜 {livestock}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="427" />
      <source>{what} (%n step(s))</source>
      <translation>
        <numerusform>{what}（%n 步）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="482" />
      <source>{what} ({i} of {n})</source>
      <translation>{what}（第 {i} 個，共 {n} 個）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="206" />
      <source>{what} Each costs {goods}.</source>
      <translation>{what}每個花費{goods}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="71" />
      <source>{what} must be a whole number from {low} to {high}, not '{value}'</source>
      <translation>{what} 必須是 {low} 到 {high} 之間的整數，而不是「{value}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="96" />
      <source>{who} (computer)</source>
      <translation>{who}（電腦）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="418" />
      <location filename="../../agricola_qt/ui/words.py" line="126" />
      <source>{who} (computer) is playing…</source>
      <translation>{who}（電腦）正在行動…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/step_bar.py" line="51" />
      <source>{who} (computer) is ready to move — click the table, press Enter or Next</source>
      <translation>{who}（電腦）準備行動 — 點選桌面、按 Enter 或「下一步」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="361" />
      <source>{who} answered {card} with “{answer}”</source>
      <translation>{who} 為「{card}」選擇了「{answer}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="389" />
      <source>{who} baked bread with {card}: {grain} into {food}</source>
      <translation>{who} 用「{card}」烤麵包：{grain} 換成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="440" />
      <source>{who} bought {card}</source>
      <translation>{who} 購買了「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="322" />
      <source>{who} builds a farm on {square}.</source>
      <translation>{who} 在 {square} 建造農莊。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="368" />
      <source>{who} built a room on {cell}</source>
      <translation>{who} 在 {cell} 擴建了房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="369" />
      <source>{who} built a stable on {cell}</source>
      <translation>{who} 在 {cell} 建造了馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="429" />
      <source>{who} built {fences} for {cost}</source>
      <translation>{who} 建造了 {fences}，花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="427" />
      <source>{who} built {fences}, free</source>
      <translation>{who} 建造了 {fences}，免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="326" />
      <source>{who} cannot place a tile and passes.</source>
      <translation>{who} 無法放置農地，跳過。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="505" />
      <source>{who} chose which animals breed: {kinds}</source>
      <translation>{who} 選擇繁殖的動物：{kinds}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="330" />
      <source>{who} chose {cell} for {card}</source>
      <translation>{who} 為「{card}」選了 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="365" />
      <source>{who} chose “{option}”</source>
      <translation>{who} 選擇「{option}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="438" />
      <source>{who} cleared the planned pasture</source>
      <translation>{who} 清除了規劃中的圈地</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="288" />
      <source>{who} collects %n point(s) of farm income.</source>
      <translation>
        <numerusform>{who} 因農莊徵稅獲得 %n 分。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="417" />
      <source>{who} divided a pasture, fencing off {cells}: {fences} for {cost}</source>
      <translation>{who} 分割了圈地，圍出 {cells}：{fences}，花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="414" />
      <source>{who} divided a pasture, fencing off {cells}: {fences}, free</source>
      <translation>{who} 分割了圈地，圍出 {cells}：{fences}，免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="328" />
      <source>{who} draws a large tile and ends the turn.</source>
      <translation>{who} 抽一塊大型農地並結束行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="251" />
      <source>{who} draws the end-of-game tile and sets it aside, and ends the turn: the game ends now.</source>
      <translation>{who} 抽到了結束遊戲板塊並放在一旁，結束行動：遊戲立即結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="254" />
      <source>{who} draws the end-of-game tile and sets it aside, and ends the turn: this is the last round.</source>
      <translation>{who} 抽到了結束遊戲板塊並放在一旁，結束行動：這是最後一輪。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="245" />
      <source>{who} draws the end-of-game tile and sets it aside, draws a large tile in its place and ends the turn: the game ends now.</source>
      <translation>{who} 抽到了結束遊戲板塊並放在一旁，另抽一塊大型農地補上，結束行動：遊戲立即結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="248" />
      <source>{who} draws the end-of-game tile and sets it aside, draws a large tile in its place and ends the turn: this is the last round.</source>
      <translation>{who} 抽到了結束遊戲板塊並放在一旁，另抽一塊大型農地補上，結束行動：這是最後一輪。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="258" />
      <source>{who} draws the end-of-game tile: the game ends now.</source>
      <translation>{who} 抽到了結束遊戲板塊：遊戲立即結束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="259" />
      <source>{who} draws the end-of-game tile: this is the last round.</source>
      <translation>{who} 抽到了結束遊戲板塊：這是最後一輪。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="330" />
      <source>{who} ends the turn.</source>
      <translation>{who} 結束行動。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="496" />
      <source>{who} fed the family with {food}</source>
      <translation>{who} 用 {food}餵養家人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="498" />
      <source>{who} fed the family: no food paid</source>
      <translation>{who} 餵養家人：不需支付食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="424" />
      <source>{who} fenced {cells}: {fences} for {cost}</source>
      <translation>{who} 圍起 {cells}：{fences}，花費 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="421" />
      <source>{who} fenced {cells}: {fences}, free</source>
      <translation>{who} 圍起 {cells}：{fences}，免費</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="508" />
      <source>{who} finished the action</source>
      <translation>{who} 結束了這個行動</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="149" />
      <source>{who} got {goods}</source>
      <translation>{who} 得到 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="417" />
      <source>{who} is playing…</source>
      <translation>{who}正在行動…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="481" />
      <source>{who} kept the animals that fit</source>
      <translation>{who} 保留了放得下的動物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="486" />
      <source>{who} kept the animals that fit and cooked {animals} into {food}</source>
      <translation>{who} 保留了放得下的動物，並把 {animals}烹調成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="483" />
      <source>{who} kept the animals that fit and let {animals} go</source>
      <translation>{who} 保留了放得下的動物，並放走 {animals}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="306" />
      <source>{who} lays a large tile ({a}/{b}) on {square}.</source>
      <translation>{who} 在 {square} 放置大型農地（{a}/{b}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="303" />
      <source>{who} lays a large tile: {a} on {square}, {b} on {other}.</source>
      <translation>{who} 放置大型農地：{square} 為{a}，{other} 為{b}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="309" />
      <source>{who} lays a small {crop} tile on {square}.</source>
      <translation>{who} 在 {square} 放置{crop}小型農地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="356" />
      <source>{who} left {goods} on “{space}” ({card})</source>
      <translation>{who} 把 {goods} 留在「{space}」上（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="312" />
      <source>{who} levels {square} with the small {crop} tile face down.</source>
      <translation>{who} 把小型{crop}農地面朝下，填平 {square}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="347" />
      <source>{who} moved {goods} from “{source}” onto {spaces} ({card})</source>
      <translation>{who} 把 {goods} 從「{source}」移到{spaces}上（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="337" />
      <source>{who} paid {goods} for it ({card})</source>
      <translation>{who} 為此支付 {goods}（「{card}」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="403" />
      <source>{who} planned a pasture: added {cell}</source>
      <translation>{who} 規劃圈地：加入 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="456" />
      <location filename="../../agricola_qt/ui/log_text.py" line="461" />
      <source>{who} played the occupation {card}</source>
      <translation>{who} 打出職業卡「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="445" />
      <source>{who} played {card}</source>
      <translation>{who} 打出次要發展卡「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="380" />
      <source>{who} ploughed {cell}</source>
      <translation>{who} 在 {cell} 犁田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="324" />
      <source>{who} puts the farm off for a later turn.</source>
      <translation>{who} 暫不建造農莊，留待之後的回合。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="160" />
      <source>{who} received {goods}</source>
      <translation>{who} 收到 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="490" />
      <source>{who} released 1 {good}</source>
      <translation>{who} 放走了 1 {measure}{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="225" />
      <source>{who} scored {score} points.</source>
      <translation>{who} 得了 {score} 分。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="319" />
      <source>{who} scores {square} for %n farm point(s).</source>
      <translation>
        <numerusform>{who} 以 {square} 獲得 %n 農莊點數。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="315" />
      <source>{who} scores {square} for %n victory point(s).</source>
      <translation>
        <numerusform>{who} 以 {square} 獲得 %n 勝利點數。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="493" />
      <source>{who} sits this harvest out: nothing to feed</source>
      <translation>{who} 不參加本次收成：無需餵養</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="383" />
      <source>{who} sowed {crop} on {cell}</source>
      <translation>{who} 在 {cell} 播種{crop}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="281" />
      <source>{who} takes a {animal} from the barn.</source>
      <translation>{who} 從穀倉拿取了{animal}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="311" />
      <source>{who} took {goods}</source>
      <translation>{who} 拿取了 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="302" />
      <source>{who} took {goods} from “{space}”</source>
      <translation>{who} 從「{space}」拿取了 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="325" />
      <source>{who} took {goods} rather than {points} ({card})</source>
      <translation>{who} 拿取了 {goods}，沒有換取 {points}（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="321" />
      <source>{who} took {points} ({card})</source>
      <translation>{who} 獲得{points}（「{card}」）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="467" />
      <source>{who} turned {goods} into {food}</source>
      <translation>{who} 將 {goods}轉換成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="464" />
      <source>{who} used {card}</source>
      <translation>{who} 使用了「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="308" />
      <source>{who} went to {space}</source>
      <translation>{who} 前往「{space}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="284" />
      <source>{who} {n}</source>
      <translation>{who} {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="272" />
      <source>{who}'s farmland shrinks from {was} to {now} squares.</source>
      <translation>{who} 的農莊區域從 {was} 格縮小到 {now} 格。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="574" />
      <source>{who}'s farmyard</source>
      <translation>{who}的農莊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="181" />
      <source>{who}'s farmyard, {cell}: {doing}</source>
      <translation>{who}的農莊，{cell}：{doing}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1148" />
      <source>{who}: choose one of the options below.</source>
      <translation>{who}：從下面的選項中選一個。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1133" />
      <source>{who}: choose which animals breed.</source>
      <translation>{who}：請選擇要繁殖的動物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="103" />
      <source>{who}: done for now; you feed your family later in this harvest.</source>
      <translation>{who}：這一步完成了；這次收成稍後還要餵養你的家人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1120" />
      <source>{who}: drag a person from your house onto a free action space (or click the space).</source>
      <translation>{who}：把一位家庭成員從房舍拖到空的行動格上（或點一下該行動格）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1126" />
      <source>{who}: feed your family — {need} food needed, {have} held.</source>
      <translation>{who}：餵養家庭成員 — 需要 {need} 份食物，持有 {have} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1139" />
      <source>{who}: some animals do not fit — keep the best or release some.</source>
      <translation>{who}：有些動物放不下 — 保留最好的，其餘放走。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1141" />
      <source>{who}: some animals do not fit — keep the best, release or cook.</source>
      <translation>{who}：有些動物放不下 — 保留最好的，其餘放走或烹調。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="396" />
      <source>{who}: the house is of stone already, nothing to renovate.</source>
      <translation>{who}：房舍已是石屋，無需翻修。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="100" />
      <source>{who}: your answer is given.</source>
      <translation>{who}：你已作答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1153" />
      <source>{who}: your card {card} asks what you want — choose one of the options below.</source>
      <translation>{who}：你的卡片「{card}」要你做決定——從下面的選項中選一個。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="106" />
      <source>{who}: your part of the harvest is done.</source>
      <translation>{who}：你這次收成的部分完成了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="108" />
      <source>{who}: your turn is done.</source>
      <translation>{who}：你的行動結束了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="657" />
      <source>{who}: {home} of {total} people at home</source>
      <translation>{who}：{total} 名家庭成員中 {home} 名在家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="305" />
      <source>{who}: {list}</source>
      <translation>{who}：{list}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="435" />
      <location filename="../../agricola_qt/ui/log_text.py" line="511" />
      <source>{who}: {move}</source>
      <translation>{who}：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1157" />
      <source>{who}: {owner}'s card {card} offers you something — choose one of the options below.</source>
      <translation>{who}：{owner}的卡片「{card}」給你一個選擇——從下面的選項中選一個。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="943" />
      <source>{who}: {place}</source>
      <translation>{who}：{place}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="159" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="380" />
      <source>{who}: {points}</source>
      <translation>{who}：{points}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1146" />
      <source>{who}: {space} — choose one of the options below.</source>
      <translation>{who}：{space}——從下面的選項中選一個。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="127" />
      <source>{who}: {step}</source>
      <translation>{who}：{step}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1115" />
      <location filename="../../agricola_qt/ui/text.py" line="1196" />
      <source>{who}: {what}</source>
      <translation>{who}：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="512" />
      <source>{why}. Click a planned cell again to take it away, or clear the plan.</source>
      <translation>{why}。再次點選規劃中的格子可將其移除，或清除規劃。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1018" />
      <source>“{card}”</source>
      <translation>「{card}」</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="182" />
      <location filename="../../agricola_qt/ui/log_text.py" line="344" />
      <location filename="../../agricola_qt/ui/status_words.py" line="62" />
      <location filename="../../agricola_qt/ui/status_words.py" line="89" />
      <source>“{space}”</source>
      <translation>「{space}」</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_words.py" line="127" />
      <source>−%n point(s)</source>
      <translation>
        <numerusform>−%n 分</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="126" />
      <source>−{n} points</source>
      <translation>−{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="404" />
      <source>≈{n} pt</source>
      <translation>≈{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="383" />
      <source>── {round} begins ──</source>
      <translation>── {round}開始 ──</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="128" />
      <source>◀ Back</source>
      <translation>◀ 上一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="682" />
      <source>★ the start player: the game's rounds begin with them</source>
      <translation>★ 起始玩家：每一輪都從他開始</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="788" />
      <source>⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.</source>
      <translation>
        <numerusform>⚠ 即使把所有作物和動物都換成食物，收成前仍差 %n 份食物：請拿取食物。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="791" />
      <source>⚠ %n food short before the harvest: take food or turn goods into food.</source>
      <translation>
        <numerusform>⚠ 收成前還差 %n 份食物：拿取食物，或把物資換成食物。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/handoff.py" line="314" />
      <source>⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).</source>
      <translation>
        <numerusform>⚠ 即使把物資都換成食物，餵養仍缺 %n 份食物：每缺 1 份食物拿 1 張乞討卡（−3 分）。</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>goods</name>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="230" />
      <source>cattle</source>
      <translation>牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="224" />
      <source>clay</source>
      <translation>磚頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="227" />
      <source>food</source>
      <translation>食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="226" />
      <source>grain</source>
      <translation>麥子</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="225" />
      <source>reed</source>
      <translation>蘆葦</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="228" />
      <source>sheep</source>
      <translation>綿羊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="225" />
      <source>stone</source>
      <translation>石頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="227" />
      <source>vegetable</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="265" />
      <source>vegetables</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="229" />
      <source>wild boar</source>
      <translation>野豬</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="224" />
      <source>wood</source>
      <translation>木頭</translation>
    </message>
  </context>
  <context>
    <name>measure</name>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="245" />
      <source>measure:boar</source>
      <translation>頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="246" />
      <source>measure:cattle</source>
      <translation>頭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="238" />
      <source>measure:clay</source>
      <translation>塊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="243" />
      <source>measure:food</source>
      <translation>份</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="241" />
      <source>measure:grain</source>
      <translation>份</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="239" />
      <source>measure:reed</source>
      <translation>捆</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="244" />
      <source>measure:sheep</source>
      <translation>隻</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="240" />
      <source>measure:stone</source>
      <translation>顆</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="242" />
      <source>measure:veg</source>
      <translation>份</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="237" />
      <source>measure:wood</source>
      <translation>根</translation>
    </message>
  </context>
  <context>
    <name>scores</name>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="54" />
      <source>Begging cards</source>
      <translation>乞討卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="53" />
      <source>Bonus points</source>
      <translation>紅利分數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="52" />
      <source>Card points</source>
      <translation>卡片分數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="46" />
      <source>Cattle</source>
      <translation>牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="49" />
      <source>Clay rooms</source>
      <translation>磚屋房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="51" />
      <source>Family members</source>
      <translation>家庭成員</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="48" />
      <source>Fenced stables</source>
      <translation>圈地內的馬廄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="40" />
      <source>Fields</source>
      <translation>農田</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="42" />
      <source>Grain</source>
      <translation>麥子</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="60" />
      <source>Improvement points</source>
      <translation>發展卡分數</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="41" />
      <source>Pastures</source>
      <translation>圈地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="44" />
      <source>Sheep</source>
      <translation>綿羊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="50" />
      <source>Stone rooms</source>
      <translation>石屋房間</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="47" />
      <source>Unused farmyard spaces</source>
      <translation>未使用的區域</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="43" />
      <source>Vegetables</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="45" />
      <source>Wild boar</source>
      <translation>野豬</translation>
    </message>
  </context>
</TS>
