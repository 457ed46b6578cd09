<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1200" />
      <source>&amp;About agricola-qt…</source>
      <translation>关于 agricola-qt(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1190" />
      <source>&amp;Cards…</source>
      <translation>卡牌一览(&amp;C)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/remembered.py" line="70" />
      <source>&amp;Clear the list</source>
      <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1142" />
      <source>&amp;Confirm the end of each turn</source>
      <translation>每次行动结束时确认(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="70" />
      <source>&amp;Copy details</source>
      <translation>复制详细信息(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1116" />
      <source>&amp;Done / end turn</source>
      <translation>完成／结束行动(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1106" />
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1121" />
      <source>&amp;Erase drawn fences</source>
      <translation>清除画好的栅栏(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1103" />
      <source>&amp;Export image…</source>
      <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1092" />
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1177" />
      <source>&amp;Fit the table</source>
      <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1114" />
      <source>&amp;Game</source>
      <translation>游戏(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1186" />
      <source>&amp;Help</source>
      <translation>帮助(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1126" />
      <source>&amp;Hint</source>
      <translation>提示(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1188" />
      <source>&amp;How to play</source>
      <translation>游戏玩法(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1191" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1185" />
      <source>&amp;Language</source>
      <translation>语言(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1198" />
      <source>&amp;Learn to play…</source>
      <translation>新手教学(&amp;L)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1093" />
      <source>&amp;New game…</source>
      <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="71" />
      <source>&amp;Open log folder</source>
      <translation>打开日志文件夹(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1094" />
      <source>&amp;Open…</source>
      <translation>打开(&amp;O)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1189" />
      <source>&amp;Player aid</source>
      <translation>玩家速查(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1118" />
      <source>&amp;Propose feeding</source>
      <translation>建议给养方式(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1105" />
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1112" />
      <source>&amp;Redo</source>
      <translation>重做(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1098" />
      <source>&amp;Save</source>
      <translation>保存(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1124" />
      <source>&amp;Score sheet</source>
      <translation>计分表(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1169" />
      <source>&amp;Switch History / Game log</source>
      <translation>切换历史／游戏记录(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1108" />
      <source>&amp;Undo</source>
      <translation>撤销(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1165" />
      <source>&amp;View</source>
      <translation>查看(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1977" />
      <source>(played on from round {n})</source>
      <translation>（从第 {n} 轮接着玩）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="177" />
      <source>(start of the turn)</source>
      <translation>（行动开始前）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="40" />
      <source>A desktop edition of the board games Agricola (original 2007 edition) and Heartland (2009), with computer opponents and pass-and-play.</source>
      <translation>桌游《农场主》（又名《农家乐》，2007 年原版）和《务农争地》（2009）的桌面版，可以和电脑对手玩，也可以多人轮流在同一台电脑上玩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="54" />
      <source>About agricola-qt</source>
      <translation>关于 agricola-qt</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1055" />
      <source>Agricola</source>
      <translation>农场主</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2290" />
      <source>An unfinished game's autosave, saved {when}, is damaged (cut short by a crash or a full disk, or changed). Open the moves that can be read?</source>
      <translation>一局未完成游戏的自动存档（保存于 {when}）已损坏（程序崩溃或磁盘已满时被截断，或被改动过）。要打开其中能读取的步骤吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1159" />
      <source>Ask &amp;again about offers answered for the game</source>
      <translation>重新询问本局已回答的提议(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1119" />
      <source>At a harvest's feeding: turn goods into food the least costly way for what the family eats.</source>
      <translation>收获喂养时：以代价最小的方式把物资换成家人所需的食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2083" />
      <source>Autosave failed: {why}</source>
      <translation>自动保存失败：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2079" />
      <source>Autosave failed: {why}. It is tried again after every move; use File &gt; Save as… to keep the game somewhere else.</source>
      <translation>自动保存失败：{why}。每一步之后都会再试一次；可以用“文件 &gt; 另存为…”把游戏保存到别处。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2071" />
      <source>Autosave works again: the game is saved.</source>
      <translation>自动保存恢复正常：游戏已保存。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="28" />
      <source>Autosaved games</source>
      <translation>自动保存的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1170" />
      <source>Bring the other of the two tabs, History (undo) or Game log, to the front.</source>
      <translation>把“历史（撤销）”和“游戏记录”两个标签页中的另一个切到前面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1129" />
      <source>C&amp;omputer speed</source>
      <translation>电脑速度(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1851" />
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="96" />
      <source>Cannot open the game</source>
      <translation>无法打开游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2121" />
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="116" />
      <source>Cannot open the replay</source>
      <translation>无法打开重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1994" />
      <source>Cannot save</source>
      <translation>无法保存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1160" />
      <source>Cards whose offers you declined or accepted for the rest of the game ask again.</source>
      <translation>你在本局中设为不再询问（自动拒绝或接受）的卡片会重新询问。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/glyphs.py" line="47" />
      <source>Chinese characters cannot be shown: no installed font has them, so the table would show empty boxes. Install a font with Chinese characters, such as Noto Sans CJK, and start the game again.</source>
      <translation>无法显示中文字：没有安装含中文字的字体，桌面上只会出现空白方框。请安装含中文字的字体（例如 Noto Sans CJK），再重新启动游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="557" />
      <source>Computer speed: {speed}</source>
      <translation>电脑速度：{speed}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2313" />
      <source>Could not discard the game: {why}</source>
      <translation>无法丢弃这局游戏：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2093" />
      <source>Could not write the image</source>
      <translation>无法写入图片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2272" />
      <source>Damaged autosaved games: {n} (File ▸ Resume an unfinished game opens the moves that can be read).</source>
      <translation>已损坏的自动存档：{n} 局（文件 ▸ 继续未完成的游戏 可打开其中能读取的步骤）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1748" />
      <source>Damaged, saved {when}: open the moves that can be read…</source>
      <translation>已损坏（保存于 {when}）：打开其中能读取的步骤…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2303" />
      <source>Discard: it is no longer offered; its autosaved copy (never a file you saved) is moved to the folder of discarded games:</source>
      <translation>丢弃：不再提供这局游戏；它的自动保存副本（绝不会是你自己保存的文件）会移到存放已丢弃游戏的文件夹：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="537" />
      <source>End the turn or undo it first: the next decision gets the hint.</source>
      <translation>请先结束行动或撤销：提示给下一个决定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1357" />
      <source>Enter has nothing to finish here: choose an answer in the panel (Tab reaches the answers).</source>
      <translation>这里按 Enter 没有可以完成的：请在面板中选择一个回答（按 Tab 可选到各个回答）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2088" />
      <source>Export image</source>
      <translation>导出图片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1180" />
      <source>F&amp;ull screen</source>
      <translation>全屏(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1117" />
      <source>Finish the action under way, or end the turn that waits for it.</source>
      <translation>结束正在进行的行动，或结束等待确认的回合。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="42" />
      <source>Free software under the GNU General Public License, version 3 or later ({licence}).</source>
      <translation>自由软件，依 GNU 通用公共许可证第 3 版或更新版本发布（{licence}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="91" />
      <source>Game records (*.agr)</source>
      <translation>游戏记录文件 (*.agr)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1195" />
      <source>Heartland is the second farm game in this program (New game ▸ Game); Agricola does not need it.</source>
      <translation>务农争地是本程序的第二款农场游戏（新游戏 ▸ 游戏）；玩农场主不需要它。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="540" />
      <source>Hints are for a person's turn.</source>
      <translation>只有轮到真人玩家时才能提示。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="179" />
      <location filename="../../agricola_qt/app/window_main.py" line="1280" />
      <source>History (undo)</source>
      <translation>历史（撤销）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1193" />
      <source>How to play H&amp;eartland (the other game)</source>
      <translation>另一款游戏《务农争地》怎么玩(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2093" />
      <source>Image saved</source>
      <translation>图片已保存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="32" />
      <source>Log files</source>
      <translation>日志文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/remembered.py" line="68" />
      <source>No recent games</source>
      <translation>没有最近的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1754" />
      <source>No unfinished games</source>
      <translation>没有未完成的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2306" />
      <source>No: ask again next time.</source>
      <translation>否：下次再问。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1570" />
      <source>Not available</source>
      <translation>无法使用</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1361" />
      <source>Nothing to finish now.</source>
      <translation>目前没有要完成的行动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/glyphs.py" line="51" />
      <source>On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk</source>
      <translation>在 Debian 或 Ubuntu 上：sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1149" />
      <source>On: after each turn the game waits for End turn (Enter), so that the turn can still be undone. Between two people at one table it always waits: the next person takes the table. In Heartland a turn always ends with its draw, which you make.</source>
      <translation>开启时：每回合结束后游戏会等你按“结束行动（Enter）”，在那之前仍可撤销。同一台电脑上两人轮流时总会等待：下一位玩家要接手。在务农争地中，回合总是以你亲手抽板块结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1095" />
      <source>Open &amp;recent</source>
      <translation>最近打开的游戏(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1690" />
      <source>Open a game</source>
      <translation>打开游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1101" />
      <source>Open a re&amp;play…</source>
      <translation>打开重播(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2100" />
      <source>Open a replay</source>
      <translation>打开重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1435" />
      <source>Played on from a replay: not counted in Your results.</source>
      <translation>从回放接着玩的对局：不计入你的战绩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/heartland_hooks.py" line="140" />
      <source>Played on from step {step} of the replay: not counted in Your results.</source>
      <translation>从回放的第 {step} 步接着玩：不计入你的战绩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="44" />
      <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
      <translation>Python {python}、Qt {qt}、PySide6 {pyside}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1102" />
      <source>Replay &amp;this game</source>
      <translation>重播这局游戏(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2302" />
      <source>Resume</source>
      <translation>继续游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1096" />
      <source>Resume an &amp;unfinished game</source>
      <translation>继续未完成的游戏(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2277" />
      <source>Resume your unfinished game?</source>
      <translation>要继续你未完成的游戏吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1099" />
      <source>Save &amp;as…</source>
      <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1619" />
      <source>Save as a new file…</source>
      <translation>另存为新文件…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1617" />
      <source>Save into {file}</source>
      <translation>存进 {file}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1597" />
      <source>Save the current game first?</source>
      <translation>要先保存目前的游戏吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1613" />
      <source>Save the current game into {file} first?</source>
      <translation>先把当前游戏存进 {file} 吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1951" />
      <source>Save the game</source>
      <translation>保存游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="30" />
      <source>Saved games (last folder used)</source>
      <translation>保存的游戏（上次使用的文件夹）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2009" />
      <source>Saved to {path}</source>
      <translation>已保存至 {path}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1571" />
      <source>Saving and loading games is not available yet.</source>
      <translation>目前还无法保存或加载游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1616" />
      <source>Saving into it replaces the game the file holds now.</source>
      <translation>存进去会替换该文件现在保存的游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="31" />
      <source>Settings</source>
      <translation>设置</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="52" />
      <source>Something went wrong</source>
      <translation>出错了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="58" />
      <source>Something went wrong — your game could not be saved automatically; use File &gt; Save to keep it.</source>
      <translation>出错了——游戏无法自动保存；请用“文件 &gt; 保存”保存游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="56" />
      <source>Something went wrong — your game is saved.</source>
      <translation>出错了——你的游戏已保存。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="542" />
      <source>Still thinking about a hint…</source>
      <translation>仍在思考提示…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="593" />
      <source>Take back your last decision: {what}</source>
      <translation>撤销你上一个决定：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="535" />
      <source>Take the table first (click it): then the hint is for you.</source>
      <translation>请先接手（点一下桌面）：之后提示才是给你的。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1127" />
      <source>The coach's three best moves for the person to move, with the final score each leads to.</source>
      <translation>教练给轮到的玩家的三个最佳走法，以及各自通向的终局分数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1900" />
      <source>The computer level “{level}” of {name} is unknown to this version: it plays at the level {used}.</source>
      <translation>{name} 的电脑难度“{level}”是这个版本不认识的：改按“{used}”难度进行。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1596" />
      <source>The game is over. Save it to a file, to replay or study it later?</source>
      <translation>游戏已经结束。要存成文件，以便以后重播或研究吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="532" />
      <source>The game is over: there is nothing to hint.</source>
      <translation>游戏已结束：没有可提示的了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2232" />
      <source>The game you were playing is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>你原来在玩的游戏已保存：文件 ▸ 继续未完成的游戏 可再次打开。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1437" />
      <source>The guided first game: not counted in Your results.</source>
      <translation>新手教学的对局：不计入你的战绩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="515" />
      <source>The lesson shows the way: follow its marked step. The coach's hints come after the lesson.</source>
      <translation>新手教学会带路：照着标出的步骤做。教练的提示在教学结束后才提供。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1181" />
      <source>The whole screen for the table; F11 again for the window as it was.</source>
      <translation>让牌桌占满整个屏幕；再按 F11 恢复原来的窗口。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="585" />
      <source>These cards ask again: {cards}</source>
      <translation>这些卡片会重新询问：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="545" />
      <source>Thinking about a hint…</source>
      <translation>正在思考提示…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1589" />
      <source>This game is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>本局已保存：文件 ▸ 继续未完成的游戏 可再次打开。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2269" />
      <source>Unfinished games besides this one: {n} (File ▸ Resume an unfinished game).</source>
      <translation>另有 {n} 局未完成的游戏（文件 ▸ 继续未完成的游戏）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1599" />
      <location filename="../../agricola_qt/app/window_main.py" line="1612" />
      <source>Unsaved changes</source>
      <translation>尚未保存的变更</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1387" />
      <source>Wait: a computer player is thinking.</source>
      <translation>请稍候：电脑玩家正在思考。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1122" />
      <source>Wipe the fences drawn (or the pasture planned) and not built yet.</source>
      <translation>清除已画但尚未修建的栅栏（或规划中的牧场）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/crash.py" line="62" />
      <source>You can go on playing: the table shows the last position that was reached without the error. The details below are also in the log file; they help to fix the problem.</source>
      <translation>你可以继续玩：桌面显示的是出错之前的最后局面。下面的详细信息也写在日志文件里，可以帮助修正这个问题。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2210" />
      <source>You play {name}'s seat from here.</source>
      <translation>从这里起由你来玩 {name} 的座位。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1125" />
      <source>Your &amp;results…</source>
      <translation>你的战绩(&amp;R)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="167" />
      <location filename="../../agricola_qt/app/window_main.py" line="1279" />
      <source>Your decision</source>
      <translation>你的决定</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/about.py" line="29" />
      <source>Your results</source>
      <translation>你的战绩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1173" />
      <source>Zoom &amp;in</source>
      <translation>放大(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1175" />
      <source>Zoom &amp;out</source>
      <translation>缩小(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1916" />
      <source>game started {date} (autosaved)</source>
      <translation>{date} 开始的游戏（自动保存）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2218" />
      <source>played on from round {n} of a replay</source>
      <translation>从回放第 {n} 轮接着玩</translation>
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
      <translation>这局游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1057" />
      <source>unsaved game</source>
      <translation>未保存的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1732" />
      <source>{game} — at the table behind this window</source>
      <translation>{game}——就在这个窗口后面的桌上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1062" />
      <source>{name} — Agricola</source>
      <translation>{name} — 农场主</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="896" />
      <source>{name}'s turn.</source>
      <translation>轮到 {name}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2400" />
      <source>{name}, its first {n} moves</source>
      <translation>{name}（前 {n} 步）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2399" />
      <source>{name}, its result counted again</source>
      <translation>{name}（结果已重新计算）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1871" />
      <source>{name}, line {line} left out</source>
      <translation>{name}（已略去第 {line} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1873" />
      <source>{name}, move {n} mended</source>
      <translation>{name}（第 {n} 步已修补）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="1858" />
      <source>{name}, read as {encoding} text</source>
      <translation>{name}（按{encoding}文本读取）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2397" />
      <source>{name}, read up to its end</source>
      <translation>{name}（读到游戏结尾为止）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/app/window_main.py" line="2077" />
      <source>⚠ This game is not being saved</source>
      <translation>⚠ 这局游戏目前没有被保存</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="19" />
      <source>&amp;Look in:</source>
      <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="20" />
      <source>Files of &amp;type:</source>
      <translation>文件类型(&amp;T)：</translation>
    </message>
  </context>
  <context>
    <name>QtWords</name>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="25" />
      <source>Drive</source>
      <translation>驱动器</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/qt_words.py" line="24" />
      <source>Folder</source>
      <translation>文件夹</translation>
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
      <translation>（按玩家计的决定数：{list}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="56" />
      <source> (green card)</source>
      <translation>（绿色行动牌）</translation>
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
      <translation>，并拿取 {cards}</translation>
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
      <translation>——代价最大的是第 {m} 步：约 {n} 分</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n animal(s)</source>
      <translation>
        <numerusform>%n 只动物</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="501" />
      <location filename="../../agricola_qt/ui/log_text.py" line="617" />
      <location filename="../../agricola_qt/ui/text.py" line="656" />
      <source>%n begging card(s)</source>
      <translation>
        <numerusform>%n 张劣势卡</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="647" />
      <location filename="../../agricola_qt/ui/farm_item.py" line="672" />
      <source>%n begging card(s) (−3 points each)</source>
      <translation>
        <numerusform>劣势卡 %n 张（每张 −3 分）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="326" />
      <source>%n bonus point(s)</source>
      <translation>
        <numerusform>%n 点额外分数</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="534" />
      <source>%n bonus point(s) in place of {goods}</source>
      <translation>
        <numerusform>%n 点额外分数（不拿{goods}）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="645" />
      <source>%n card(s) from the hand discarded</source>
      <translation>
        <numerusform>弃掉手牌 %n 张</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n cattle</source>
      <translation>
        <numerusform>%n 头牛</numerusform>
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
        <numerusform>%n 个决定失分</numerusform>
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
        <numerusform>%n 段栅栏</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="358" />
      <source>%n fence(s) of {who} here, waiting for a card.</source>
      <translation>
        <numerusform>{who} 的 %n 段栅栏因卡牌效果在这里等待。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/card_goods.py" line="176" />
      <source>%n good(s) left in this card's stack</source>
      <translation>
        <numerusform>这张卡的堆叠还剩 %n 个资源</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n grain field(s)</source>
      <translation>
        <numerusform>%n 块谷物田</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="663" />
      <source>%n guest placed this round like a person (Guest)</source>
      <translation>
        <numerusform>本轮有 %n 位客人可像家庭成员一样派出（食客）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n improvement(s)</source>
      <translation>
        <numerusform>%n 张设施</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="105" />
      <source>%n minor improvement(s)</source>
      <translation>
        <numerusform>%n 张小设施</numerusform>
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
        <numerusform>新抽 %n 张牌</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="607" />
      <source>%n new family member(s)</source>
      <translation>
        <numerusform>%n 位新家庭成员</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="987" />
      <source>%n new fence(s)</source>
      <translation>
        <numerusform>%n 段新栅栏</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="661" />
      <source>%n newborn this round</source>
      <translation>
        <numerusform>本轮新生 %n 人</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/hand_strip.py" line="104" />
      <location filename="../../agricola_qt/ui/text.py" line="367" />
      <source>%n occupation(s)</source>
      <translation>
        <numerusform>%n 张职业</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="368" />
      <source>%n oven(s)</source>
      <translation>
        <numerusform>%n 座烤炉</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="968" />
      <source>%n pasture(s)</source>
      <translation>
        <numerusform>%n 个牧场</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="752" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures).</source>
      <translation>
        <numerusform>%n 个位置各可容纳 1 只任意动物（屋内、牧场外的牲口棚）。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="754" />
      <source>%n place(s) for one animal of any kind each (the house, stables outside pastures, cards).</source>
      <translation>
        <numerusform>%n 个位置各可容纳 1 只任意动物（屋内、牧场外的牲口棚、卡牌）。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="370" />
      <source>%n planted field(s)</source>
      <translation>
        <numerusform>%n 块已播种的耕地</numerusform>
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
        <numerusform>%n 只羊</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="730" />
      <source>%n stable(s)</source>
      <translation>
        <numerusform>%n 个牲口棚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/printout.py" line="155" />
      <source>%n turn(s) played</source>
      <translation>
        <numerusform>已进行 %n 个回合</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="369" />
      <source>%n vegetable field(s)</source>
      <translation>
        <numerusform>%n 块蔬菜田</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="971" />
      <location filename="../../agricola_qt/ui/controller.py" line="988" />
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>%n wood</source>
      <translation>
        <numerusform>%n 个木材</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="187" />
      <source>&amp;About agricola-qt…</source>
      <translation>关于 agricola-qt(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="131" />
      <source>&amp;Close</source>
      <translation>关闭(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="155" />
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="148" />
      <source>&amp;Export image…</source>
      <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="27" />
      <source>&amp;Fast</source>
      <translation>快(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="120" />
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="242" />
      <source>&amp;Fit the table</source>
      <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="174" />
      <source>&amp;Game</source>
      <translation>游戏(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="182" />
      <source>&amp;Help</source>
      <translation>帮助(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="176" />
      <source>&amp;Hint</source>
      <translation>提示(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="246" />
      <source>&amp;Language</source>
      <translation>语言(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="139" />
      <source>&amp;New game…</source>
      <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="28" />
      <source>&amp;Normal</source>
      <translation>正常(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="125" />
      <source>&amp;Open…</source>
      <translation>打开(&amp;O)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="153" />
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="167" />
      <source>&amp;Redo</source>
      <translation>重做(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="127" />
      <source>&amp;Save</source>
      <translation>保存(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="29" />
      <source>&amp;Slow</source>
      <translation>慢(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="156" />
      <source>&amp;Undo</source>
      <translation>撤销(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="234" />
      <source>&amp;View</source>
      <translation>查看(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/bot_speed.py" line="30" />
      <source>&amp;Wait for a click (step through)</source>
      <translation>等待点击（逐步观看）(&amp;W)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="62" />
      <source>'{key}' is given twice (first on line {first})</source>
      <translation>“{key}”出现了两次（第一次在第 {first} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="159" />
      <source>'{step}' is written for player {written}, but it is player {actor}'s decision</source>
      <translation>“{step}”记在玩家 {written} 名下，但此时应由玩家 {actor} 决定</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/log_text.py" line="474" />
      <source>(%n by {card})</source>
      <translation>
        <numerusform>（其中 %n 个用“{card}”）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="976" />
      <source>(%n drawn piece(s) left out: closing nothing; a right-click on one takes it away)</source>
      <translation>
        <numerusform>（%n 段画出的栅栏没有围起任何格子，不算在内；在一段上点右键可去掉它）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/farm_item.py" line="736" />
      <source>(%n fence(s) more on round spaces, waiting for a card)</source>
      <translation>
        <numerusform>（另有 %n 段栅栏因卡牌效果放在回合格上等待）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="974" />
      <source>(%n fence(s) of your 15 left after it)</source>
      <translation>
        <numerusform>（建好后你的 15 段栅栏还剩 %n 段）</numerusform>
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
      <translation>（现在是 {name} 的回合。）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="82" />
      <source>(a new round began: undo stops here)</source>
      <translation>（新的一轮开始：撤销到此为止）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="345" />
      <source>(and {n} more before: the game log has them all)</source>
      <translation>（之前还有 {n} 条：游戏记录里都有）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="781" />
      <source>(discard %n improvement(s))</source>
      <translation>
        <numerusform>（弃掉 %n 张设施）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="782" />
      <location filename="../../agricola_qt/ui/text.py" line="825" />
      <source>(free)</source>
      <translation>（免费）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="443" />
      <location filename="../../agricola_qt/ui/log_text.py" line="448" />
      <source>(gave back {card})</source>
      <translation>（退还“{card}”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="383" />
      <source>(none)</source>
      <translation>（无）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="572" />
      <source>(once this harvest)</source>
      <translation>（本次收获限一次）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="154" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="550" />
      <location filename="../../agricola_qt/ui/animal_items.py" line="554" />
      <source>(room for {room})</source>
      <translation>（可容纳 {room}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="85" />
      <source>(start of the turn)</source>
      <translation>（行动开始前）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="490" />
      <source>(the breeding brings it back)</source>
      <translation>（繁殖时会补回来）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="84" />
      <source>(the harvest began: undo stops here)</source>
      <translation>（收获开始：撤销到此为止）</translation>
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
      <translation>第1张{first}，第2张{second}，之后{more}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="145" />
      <source>1st {first}, then {more}</source>
      <translation>第1张{first}，之后{more}</translation>
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
      <translation>；其中 {ahead} 局你的得分高于（或等于）它</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="388" />
      <source>&lt;b&gt;{card}&lt;/b&gt; · cost: {cost} · {n} pt</source>
      <translation>&lt;b&gt;{card}&lt;/b&gt; · 费用：{cost} · {n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1010" />
      <source>A click on the card does this at once (Undo takes it back): {what}</source>
      <translation>点击这张卡会立即执行（可用撤销收回）：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1013" />
      <source>A click on the card offers its uses: {what}</source>
      <translation>点击这张卡可选择用法：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="604" />
      <location filename="../../agricola_qt/ui/controller.py" line="610" />
      <source>A computer player failed: {why}</source>
      <translation>电脑玩家出错：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="429" />
      <source>A computer player is thinking…</source>
      <translation>电脑玩家正在思考…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="326" />
      <source>A harvest follows this round.</source>
      <translation>本轮结束后进行收获。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="52" />
      <source>A large tile lies flat: {0} and {1} are at different heights.</source>
      <translation>大型农地必须平放：{0} 和 {1} 的高度不同。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="267" />
      <source>A new game with the same players, seats and decks: new cards and a new order of rounds.</source>
      <translation>同样的玩家、座位和牌组再开一局：重新发牌，行动卡顺序也重新洗过。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="736" />
      <source>A pasture holds one kind of animal, and this one holds {there}.</source>
      <translation>一个牧场只能饲养一种动物，而这个牧场已养了{there}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="576" />
      <source>A person of {who}</source>
      <translation>{who}的一位家庭成员</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="312" />
      <source>A program other than this one saved it in another encoding. Read as {encoding} text, all {n} moves of the game play: open the game so? The file itself is left as it is.</source>
      <translation>这个文件是由别的程序以另一种编码保存的。按{encoding}文本读取，这局游戏的全部 {n} 步都能进行：要这样打开这局游戏吗？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="179" />
      <source>A second farm game by Uwe Rosenberg (2009): lay crop tiles on a shared field, then score each crop for victory points or farm points towards farms. “How to play” explains it.</source>
      <translation>Uwe Rosenberg 的另一款农场游戏（2009）：在共用的农田上放作物板块，每种作物选择得胜利点数或朝农庄前进的农庄点数。“游戏玩法”有详细说明。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="75" />
      <source>A small tile face down, to level a square: drag it onto the lower square, then a large tile must cover it at once. A right-click turns it face up again.</source>
      <translation>面朝下的小型农地，用来垫平一格：把它拖到较低的格子上，然后必须立刻用一块大型农地盖住它。右键可翻回正面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="126" />
      <source>A step of planning a pasture: Back and Forward pass over it to the fences built.</source>
      <translation>规划牧场的一步：“上一步”和“下一步”会跳过它，直接到建好的栅栏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="561" />
      <source>Action space: {name}</source>
      <translation>行动区域：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="849" />
      <source>Add {cell} to the pasture</source>
      <translation>将 {cell} 加入牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="866" />
      <source>Adopt</source>
      <translation>收养</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="115" />
      <location filename="../../agricola_qt/ui/printout.py" line="130" />
      <source>After it is played, it passes to the player on the left</source>
      <translation>打出后传给左手边的玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="96" />
      <source>Against the computer ({level}): won {wins} of {games}</source>
      <translation>对战电脑（{level}）：共 {games} 局，胜 {wins} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="51" />
      <source>Agricola</source>
      <translation>农场主</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="178" />
      <source>Agricola alone, with cards, against a target score (see below).</source>
      <translation>一个人玩带卡牌的农场主，挑战目标分数（见下方说明）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="176" />
      <source>Agricola with 7 occupations and 7 minor improvements in each hand, dealt from the decks chosen below.</source>
      <translation>每人手上有 7 张职业卡和 7 张小设施的农场主，从下方选定的牌组发牌。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="174" />
      <source>Agricola without occupations and minor improvements: the rulebook's family game, good for a first game.</source>
      <translation>不用职业卡和小设施的农场主：规则书的家庭游戏，适合第一次玩。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="354" />
      <source>All {n} moves of the game read well; only the result written after them does not. Open the game, its scores counted again from the moves? The file itself is left as it is.</source>
      <translation>这局游戏的全部 {n} 步都可以正常读取，只有写在后面的结果不对。要打开这局游戏、按这些步骤重新计分吗？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="351" />
      <source>All {n} moves of the game read well; only what was added after the game's end does not. Open the game? The file itself is left as it is.</source>
      <translation>这局游戏的全部 {n} 步都可以正常读取，只有游戏结尾之后添加的内容不对。要打开这局游戏吗？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="167" />
      <source>Alone at the table, it leaves the game once played.</source>
      <translation>单人游戏中，打出后即移出游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="171" />
      <source>Alone at the table, nobody sets it off: it does nothing.</source>
      <translation>单人游戏中没有其他玩家能触发它：它没有任何效果。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="170" />
      <source>Alone at the table, nobody sets it off: only its points count.</source>
      <translation>单人游戏中没有其他玩家能触发它：只算它的分数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="292" />
      <source>Alone, with cards, against a target: 50 points in the first game of a series. Reach it and the next game keeps one occupation you played and starts with 1 food for every 2 points above the target; miss it and the series ends. Help ▸ How to play tells more.</source>
      <translation>一个人带着卡牌挑战目标分数：系列第一局要 50 分。达到目标，下一局就保留一张你打出的职业，并按超出目标的分数每 2 分获得 1 份食物开局；未达到，系列就结束。详见“帮助 ▸ 游戏玩法”。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="742" />
      <source>An unfenced {place} holds only one animal.</source>
      <translation>未围起的{place}只能容纳1只动物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="46" />
      <source>Ana</source>
      <translation>安娜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="463" />
      <source>Animals become food only with a cooking improvement (a Fireplace or a Cooking Hearth).</source>
      <translation>动物要有烹饪设施（火炉或灶台）才能换成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="751" />
      <source>Animals: {n} kept.</source>
      <translation>动物：饲养 {n} 只。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="209" />
      <source>Any number of players</source>
      <translation>不限人数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="89" />
      <source>Arrow keys</source>
      <translation>方向键</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="130" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="182" />
      <source>Ask the coach (H)</source>
      <translation>询问教练（H）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="556" />
      <source>At any time:</source>
      <translation>随时可做：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="398" />
      <source>Autosave failed: {why}. It is tried again after every move.</source>
      <translation>自动保存失败：{why}。每走一步都会再试一次。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="404" />
      <source>Autosave works again: the game is saved.</source>
      <translation>自动保存恢复正常：游戏已保存。</translation>
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
        <numerusform>用“{card}”将 %n 个谷物烤成面包（{food}）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="843" />
      <source>Bake 1 grain with {card} into {food}</source>
      <translation>用“{card}”将 1 个谷物烤成面包（{food}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="465" />
      <source>Barn</source>
      <translation>谷仓</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="201" />
      <source>Before round 1 each player keeps 1 occupation and 1 minor improvement of the 7 dealt and passes the rest to the left, then keeps 1 of each from the cards passed to them, and so on until each hand has 7 of each again.</source>
      <translation>第 1 轮之前，每位玩家从发到的 7 张职业和 7 张小设施中各留 1 张，其余传给左手边的玩家；再从传来的牌中各留 1 张，如此往复，直到每人又有职业和小设施各 7 张。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="194" />
      <source>Best moves for {who}, with the final score each one leads to in the computer's trial games (a careful player may do better):</source>
      <translation>{who}的最佳行动，以及各行动在电脑试下的对局中带来的最终分数（细心的玩家可能得分更高）：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="118" />
      <source>Best score — {scores}</source>
      <translation>最高分 — {scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="93" />
      <source>Between two people at one table a turn always waits for End turn: undo never goes back past the hand-off to the next person.</source>
      <translation>同一台电脑上两人轮流时，每回合总会等你按“结束行动”：撤销不会越过交给下一位玩家的那一刻。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="694" />
      <source>Breed: {kinds}</source>
      <translation>繁殖：{kinds}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="837" />
      <source>Breeding — no animals born: {names}</source>
      <translation>繁殖 — 没有动物出生：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="836" />
      <source>Breeding — {who}: no animals born</source>
      <translation>繁殖 — {who}：没有动物出生</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="833" />
      <source>Breeding — {who}: {what}</source>
      <translation>繁殖 — {who}：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="865" />
      <source>Build</source>
      <translation>建造</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="847" />
      <source>Build a room on {cell}</source>
      <translation>在 {cell} 扩建房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="848" />
      <source>Build a stable on {cell}</source>
      <translation>在 {cell} 建造牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="593" />
      <location filename="../../agricola_qt/ui/text.py" line="596" />
      <source>Build the planned fences</source>
      <translation>建造规划好的栅栏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="499" />
      <location filename="../../agricola_qt/ui/tutorial.py" line="581" />
      <source>Build these fences</source>
      <translation>建造这些栅栏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="600" />
      <source>Build {fences} for {cost}</source>
      <translation>建造 {fences}，花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="599" />
      <source>Build {fences}, free</source>
      <translation>建造 {fences}，免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="865" />
      <source>Buy it</source>
      <translation>购买</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="768" />
      <source>Buy {card}</source>
      <translation>购买“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="761" />
      <source>Buy {goods}</source>
      <translation>购买{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="741" />
      <source>Buy {goods} from {who}</source>
      <translation>向{who}购买{goods}</translation>
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
      <translation>无法打开游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="440" />
      <source>Cannot open the replay</source>
      <translation>无法打开重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="203" />
      <source>Cards</source>
      <translation>卡牌一览</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="937" />
      <source>Cell {cell}</source>
      <translation>格子 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="57" />
      <source>Choose a game to play.</source>
      <translation>选择要玩的游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="55" />
      <source>Choose a game to play: Agricola's family or full game, or Heartland (the “Game” list).</source>
      <translation>选择要玩的游戏：农场主的家庭游戏或完整游戏，或者务农争地（在对话框的“游戏”列表里选）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="41" />
      <source>Choose another name to keep the game.</source>
      <translation>请另取一个文件名来保存对局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="472" />
      <source>Choose how the field on {square} ({crop}, framed) scores.</source>
      <translation>请选择 {square} 上的农地（{crop}，框出的那块）要获得哪种分数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="469" />
      <source>Choose how the marked field scores.</source>
      <translation>请选择标出的农地要获得哪种分数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="523" />
      <source>Choose how to pay:</source>
      <translation>请选择支付方式：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="523" />
      <source>Choose one:</source>
      <translation>请选择一项：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="54" />
      <source>Choose the players, then start the game.</source>
      <translation>选择玩家，然后开始游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="136" />
      <source>Choose the two cards a computer player would keep (you may still change them).</source>
      <translation>选出电脑玩家会留下的两张牌（你仍可改选）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="764" />
      <source>Choose: {what}</source>
      <translation>选择：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="667" />
      <source>Clear the plan</source>
      <translation>清除规划</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="833" />
      <source>Click a free action space to place a person there, or drag the person onto it.</source>
      <translation>点一下空的行动区域就能派出一位家庭成员，或把家庭成员拖过去。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1059" />
      <source>Click a lit action space to buy {card} there (or drag the card onto it; click the card again to let it go).</source>
      <translation>点一下亮起的行动区域，就在那里购买“{card}”（也可以把卡牌拖过去；再点一下卡牌可取消选择）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="993" />
      <source>Click a lit action space to play {card} there (or drag the card onto it; click the card again to let it go).</source>
      <translation>点一下亮起的行动区域，就在那里打出“{card}”（也可以把卡牌拖过去；再点一下卡牌可取消选择）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="846" />
      <source>Click a lit cell of your farm to put it there.</source>
      <translation>点一下你农场上亮起的格子，把它放在那里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="442" />
      <source>Click a square of a free region: your farm takes the whole region. White outlines and numbers show the regions of two squares or more and their sizes; a lone square not greyed takes a farm too, a farm of 1. Greyed squares cannot take a farm.</source>
      <translation>点击一个空闲区域中的格子：你的农庄占据整个区域。白色框线和数字标出两格以上的区域及其大小；没有变灰的单独一格也能建农庄，只占 1 格。变灰的格子不能建农庄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="79" />
      <source>Click here to choose one, or open a saved game from the File menu.</source>
      <translation>点击此处选择一个游戏，或从“文件”菜单打开已保存的对局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="979" />
      <source>Click it to choose it and again to play it now, or drag it.</source>
      <translation>点一下选中，再点一下就能现在打出，也可以拖动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="221" />
      <source>Click one occupation and one minor improvement to keep, then “Keep these two”. The other cards go to {left}; you get the cards {right} passes on. The last card of each kind comes without a choice.</source>
      <translation>点一张职业和一张小设施留下，再点“留下这两张”。其余的牌传给{left}；你会拿到{right}传来的牌。每种牌的最后一张不用选，直接留下。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_show.py" line="239" />
      <source>Click the table to go on.</source>
      <translation>点一下桌面继续。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="134" />
      <source>Close</source>
      <translation>关闭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="101" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="179" />
      <source>Coach</source>
      <translation>教练</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="230" />
      <source>Colour and shape of this player's pieces</source>
      <translation>这位玩家棋子的颜色与形状</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="536" />
      <source>Computer ({level})</source>
      <translation>电脑（{level}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="451" />
      <source>Convert goods to food, sparing the most valuable ones.</source>
      <translation>将资源转换成食物，并尽量保留最有价值的资源。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="679" />
      <source>Cook {animals} into {food} (keeps the most animals)</source>
      <translation>把 {animals}烹调成 {food}（留下的动物最多）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="145" />
      <source>Cook {animals} into {food} ({why})</source>
      <translation>把 {animals}烹调成 {food}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="147" />
      <source>Cook {animals} into {food}, release {freed} ({why})</source>
      <translation>把 {animals}烹调成 {food}，放走 {freed}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="105" />
      <source>Cost: {cost}</source>
      <translation>花费：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="301" />
      <source>Could not write the image</source>
      <translation>无法写入图片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="54" />
      <source>Crop rotation: {0} already shows {1}.</source>
      <translation>轮作规则：{0} 上已经是{1}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="214" />
      <source>Deal number</source>
      <translation>牌局编号</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="107" />
      <source>Deck {deck}: {done} of {total} cards in the game</source>
      <translation>{deck} 牌组：{total} 张中有 {done} 张可用</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="99" />
      <location filename="../../agricola_qt/ui/card_browser.py" line="205" />
      <location filename="../../agricola_qt/ui/new_game.py" line="191" />
      <source>Deck {d}</source>
      <translation>{d} 牌堆</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="197" />
      <source>Decks</source>
      <translation>牌堆</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="293" />
      <source>Details: {details}</source>
      <translation>详情：{details}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="864" />
      <source>Done</source>
      <translation>完成</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="663" />
      <source>Done (end this action)</source>
      <translation>完成（结束此行动）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="576" />
      <source>Done: end this action (Enter)</source>
      <translation>完成（结束此行动）· Enter</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="166" />
      <location filename="../../agricola_qt/ui/game_log.py" line="286" />
      <source>Double-click a line to see the game at that moment in the replay.</source>
      <translation>双击一行，即可在重播中查看当时的局面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="85" />
      <location filename="../../agricola_qt/ui/new_game.py" line="199" />
      <source>Draft the cards</source>
      <translation>轮抽选牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="434" />
      <source>Drag a large tile or a small tile onto the crop area; the lit squares take it (a large tile by its half outlined in white). R or a right-click turns a large tile, or turns a small tile face down for levelling.</source>
      <translation>把一块大型农地或小型农地拖到作物区；亮起的格子可以放（大型农地以白框标出的那一半为准）。按 R 或右键可转动大型农地，或把小型农地翻面用来填平。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="228" />
      <source>Drag a tile from your hand onto the crop area.</source>
      <translation>请把手上的一块农地拖到作物区。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="72" />
      <source>Drag it onto the crop area: both halves at the same height, neither on its own crop. R or a right-click turns it.</source>
      <translation>把它拖到农田区：两半必须在相同高度，且都不能放在相同作物上。按 R 或右键可旋转。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="981" />
      <source>Drag it onto {spaces}, or click it and then the space, to play it.</source>
      <translation>把它拖到{spaces}上，或先点它再点该区域，即可打出。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="155" />
      <source>Drag one animal to another place on your farm (Shift: the whole group), or onto a cooking improvement to cook it.</source>
      <translation>把一只动物拖到农庄的其他位置（按住 Shift：整群移动），或拖到烹调用的设施上转换成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="198" />
      <source>Drag onto a cell without a room or field to build a stable.</source>
      <translation>拖到没有房间或耕地的格子上建造牲口棚。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="196" />
      <source>Drag onto an empty cell next to your fields to plough it.</source>
      <translation>拖到与耕地相邻的空格上犁地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="197" />
      <source>Drag onto an empty cell next to your house to build a room.</source>
      <translation>拖到与房屋相邻的空格上扩建房间。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="200" />
      <source>Drag onto an empty field to sow a vegetable (2 grow).</source>
      <translation>拖到空耕地上播种蔬菜（长成 2 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="199" />
      <source>Drag onto an empty field to sow grain (3 grow).</source>
      <translation>拖到空耕地上播种谷物（长成 3 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="272" />
      <source>Drag onto one of your cooking improvements to turn it into food.</source>
      <translation>拖到你的烹调用设施上，转换成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="805" />
      <source>Drag the card onto a lit action space to play it.</source>
      <translation>把卡牌拖到亮起的行动区域上打出。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="995" />
      <source>Draw a closed pasture first.</source>
      <translation>请先画出封闭的牧场。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="354" />
      <source>Draw and end the turn (Enter)</source>
      <translation>抽大型农地并结束回合（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="986" />
      <source>Drawing: {cells} enclosed, {fences} ({wood})</source>
      <translation>正在画：围起 {cells}，{fences}（{wood}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="907" />
      <source>Drop it on one of your cooking improvements.</source>
      <translation>请放到你的烹调用设施上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="754" />
      <source>Drop the animal on a pasture, a stable or the house of your farm, or on a cooking improvement to cook it.</source>
      <translation>请把动物放到你农庄的牧场、牲口棚或房屋，或放到烹调用的设施上烹调。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="733" />
      <source>Drop the animal on a pasture, a stable or the house of your farm.</source>
      <translation>请把动物放到你农庄的牧场、牲口棚或房屋。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1030" />
      <source>Drop the card on an action space that lets you buy it.</source>
      <translation>把卡牌放到能购买它的行动区域上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="752" />
      <location filename="../../agricola_qt/ui/scene.py" line="896" />
      <source>Drop the card on an action space that lets you play it.</source>
      <translation>把卡牌放到能打出它的行动区域上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="930" />
      <source>Drop the person on an action space.</source>
      <translation>请把家庭成员放到行动区域上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="932" />
      <source>Drop the tile on a cell of your farmyard.</source>
      <translation>请把板块放到你农庄的格子上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="658" />
      <source>Each is laid once, instead of a large tile: face up on a square as one field with {n} barn symbols, or face down to level a square for a large tile. Small tiles are never replaced; an empty square is one used.</source>
      <translation>每块只能用一次，代替大型农地：正面朝上放在一格上，成为一块有 {n} 个谷仓标记的农地；或面朝下垫平一格，让大型农地放上去。小型农地不会补充；空格表示已用掉。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="204" />
      <source>Each value is the mean of a few trial games played on from the move with sampled cards and chances; it can move by a few points from one turn to the next.</source>
      <translation>每个数值是从这一步起、用抽样的卡牌和机会模拟的几局试玩的平均分；每回合之间可能会变动几分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="108" />
      <source>End it now, or undo your last decision.</source>
      <translation>现在结束，或撤销上一个决定。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="230" />
      <source>End stack: %n tile(s)</source>
      <translation>
        <numerusform>结束牌堆：%n 块</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="353" />
      <source>End the last turn: the game ends (Enter)</source>
      <translation>结束最后一个回合：游戏结束（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="355" />
      <source>End the turn (Enter)</source>
      <translation>结束回合（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="109" />
      <location filename="../../agricola_qt/ui/handoff.py" line="173" />
      <source>End turn (Enter)</source>
      <translation>结束行动（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="785" />
      <source>Enough only with goods turned into food: crops or animals.</source>
      <translation>须把物资换成食物才够：作物或动物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="90" />
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="500" />
      <source>Erase the drawing</source>
      <translation>清除绘制</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="94" />
      <source>Escape</source>
      <translation>Esc</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="205" />
      <source>Every deck</source>
      <translation>所有牌堆</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="241" />
      <source>Every game you finish is counted in Game ▸ Your results.</source>
      <translation>你下完的每一局都记在“游戏 ▸ 你的战绩”里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <source>Every kind</source>
      <translation>所有种类</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="292" />
      <source>Export image</source>
      <translation>导出图片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="74" />
      <source>Family Growth, then 1 Minor</source>
      <translation>扩大家庭后加小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="167" />
      <source>Family game</source>
      <translation>家庭游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="867" />
      <source>Family growth</source>
      <translation>扩大家庭</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="674" />
      <source>Farm {n} needs all five cubes at or past barn row {row}: %n farm point(s) to go.</source>
      <translation>
        <numerusform>农庄 {n} 需要五个方块都到达或越过谷仓第 {row} 排：还差 %n 点农庄点数。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="442" />
      <source>Farm {n}: all five cubes at or past this row build farm {n}.</source>
      <translation>农庄 {n}：五个方块都到达或越过这一排，就建造农庄 {n}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="402" />
      <source>Farm {n}: when all five of your cubes are at or past this row, you build farm {n}.</source>
      <translation>农庄 {n}：你的五个方块都到达或越过这一排时，就建造农庄 {n}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="95" />
      <source>Farmed area (breaks a tie)</source>
      <translation>农庄区域（平手时比较）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="670" />
      <source>Farms built: {n} of {m}</source>
      <translation>已建农庄：{n} / {m}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="654" />
      <source>Feed the family ({need} food)</source>
      <translation>喂养家人（{need} 份食物）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="655" />
      <source>Feed with {food} food and take {cards}</source>
      <translation>只付 {food} 份食物喂养，并拿 {cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="971" />
      <source>Fence {cell} as a pasture for 1 food</source>
      <translation>花 1 份食物把 {cell} 围成牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="853" />
      <source>Fence {cell} off inside its pasture</source>
      <translation>在所在牧场内围出 {cell}（分割牧场）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="642" />
      <source>Fences left to build: {n}</source>
      <translation>还能建的栅栏：{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="1000" />
      <source>Fences: %n pasture(s)</source>
      <translation>
        <numerusform>栅栏：%n 个牧场</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="961" />
      <source>Fences: {why}</source>
      <translation>栅栏：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="176" />
      <source>Field</source>
      <translation>耕地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="739" />
      <source>Fields — nothing to harvest: {names}</source>
      <translation>耕地 — 没有可收获的作物：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="735" />
      <source>Fields — {who} harvested {crops}</source>
      <translation>耕地 — {who} 收获了 {crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="729" />
      <source>Fields — {who} sits this harvest out ({card}): no harvest, no feeding, no breeding</source>
      <translation>耕地 — {who} 本次收获不参加（“{card}”）：不收割、不喂养、不繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="738" />
      <source>Fields — {who}: nothing to harvest</source>
      <translation>耕地 — {who}：没有可收获的作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="271" />
      <location filename="../../agricola_qt/ui/record_problem.py" line="325" />
      <source>File: {name}</source>
      <translation>文件：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Finished</source>
      <translation>结束时间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="871" />
      <source>First answer the question in the panel, then click {cell} again.</source>
      <translation>请先回答面板里的问题，再点一下 {cell}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="130" />
      <source>Forward ▶</source>
      <translation>下一步 ▶</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="167" />
      <source>Full game</source>
      <translation>完整游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="187" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Game</source>
      <translation>游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="159" />
      <location filename="../../agricola_qt/ui/game_log.py" line="167" />
      <location filename="../../agricola_qt/ui/game_log.py" line="284" />
      <location filename="../../agricola_qt/ui/table.py" line="128" />
      <location filename="../../agricola_qt/ui/table.py" line="237" />
      <source>Game log</source>
      <translation>游戏记录</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="714" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="375" />
      <source>Game over</source>
      <translation>游戏结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="426" />
      <location filename="../../agricola_qt/ui/window.py" line="479" />
      <location filename="../../agricola_qt/ui/window.py" line="573" />
      <source>Game records (*.agr)</source>
      <translation>游戏记录文件 (*.agr)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="364" />
      <source>Game {n} of the series: {score} of {target} points — the series ends here.</source>
      <translation>系列第 {n} 局：{score} 分（目标 {target} 分）— 系列到此结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="372" />
      <source>Game {n} of the series: {score} of {target} points — well done! Keep one occupation for the next game:</source>
      <translation>系列第 {n} 局：{score} 分（目标 {target} 分）— 做得好！选一张职业牌留到下一局：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="807" />
      <source>Game {n} of the solo series: {target} points to reach</source>
      <translation>单人系列第 {n} 局：需达到 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="386" />
      <source>Game {n} will need {target} points and starts with {food} food (1 for every 2 points above this target).</source>
      <translation>第 {n} 局需要 {target} 分，开局有 {food} 份食物（超出本局目标每 2 分得 1 份）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="89" />
      <source>Game ▸ Confirm the end of each turn switches this question off.</source>
      <translation>可在“游戏 ▸ 每次行动结束时确认”关闭这个询问。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="224" />
      <source>Game ▸ Hint (H) asks the coach for the three best moves of the person whose turn it is.</source>
      <translation>游戏 ▸ 提示（H）会请教练为轮到的玩家找出三个最佳行动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="111" />
      <source>Games finished: {n}</source>
      <translation>已完成的游戏：{n} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="796" />
      <source>Give back {back} for {card} (the {cost} one); the {other} one stays on the board</source>
      <translation>退还“{back}”换取“{card}”（{cost}的那张）；{other}的那张留在场上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="101" />
      <location filename="../../agricola_qt/ui/handoff.py" line="104" />
      <location filename="../../agricola_qt/ui/handoff.py" line="107" />
      <source>Go on (Enter)</source>
      <translation>继续（Enter）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="100" />
      <source>Go on now, or undo it.</source>
      <translation>现在继续，或撤销这个回答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="104" />
      <location filename="../../agricola_qt/ui/handoff.py" line="107" />
      <source>Go on now, or undo your last decision.</source>
      <translation>现在继续，或撤销上一个决定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="179" />
      <source>Grain</source>
      <translation>谷物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="79" />
      <source>Growth Without Room</source>
      <translation>无空房扩大家庭</translation>
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
        <numerusform>手牌：%n 张（不公开）</numerusform>
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
      <translation>收获</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="759" />
      <source>Harvest after round {h}: you sit it out (no feeding).</source>
      <translation>第 {h} 轮结束后收获：你不参加（无需喂养）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="767" />
      <source>Harvest after round {h}: your family eats {need} food; you hold {have}, and cards give {more} more by the feeding.</source>
      <translation>第 {h} 轮结束后收获：你的家人要吃 {need} 份食物，你现有 {have} 份，到喂养时卡牌还会再给 {more} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="771" />
      <source>Harvest after round {h}: your family eats {need} food; you hold {have}.</source>
      <translation>第 {h} 轮结束后收获：你的家人要吃 {need} 份食物，你现有 {have} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1119" />
      <source>Harvest over. Breeding: {news}</source>
      <translation>收获结束。繁殖：{news}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1118" />
      <source>Harvest over: no animals were born.</source>
      <translation>收获结束：没有动物出生。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="57" />
      <source>Harvest — breeding</source>
      <translation>收获 — 繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="56" />
      <source>Harvest — feeding</source>
      <translation>收获 — 给养</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/harvest_steps.py" line="56" />
      <source>Harvest — fields</source>
      <translation>收获 — 耕地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="771" />
      <source>Harvest — {who} received {what}</source>
      <translation>收获 — {who} 收到 {what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="710" />
      <source>Harvest: fields → feeding → breeding</source>
      <translation>收获：耕地 → 给养 → 繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/curtain.py" line="51" />
      <location filename="../../agricola_qt/ui/window.py" line="354" />
      <location filename="../../agricola_qt/ui/window.py" line="558" />
      <location filename="../../agricola_qt/ui/printout.py" line="155" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="33" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="20" />
      <source>Heartland</source>
      <translation>务农争地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="169" />
      <source>Heartland (2–5 players)</source>
      <translation>务农争地（2–5 人）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="94" />
      <source>Heartland against the computer ({level}): won {wins} of {games}</source>
      <translation>务农争地对战电脑（{level}）：共 {games} 局，胜 {wins} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="342" />
      <source>Heartland — {name}</source>
      <translation>务农争地 — {name}</translation>
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
      <translation>将鼠标移到行动上，即可在桌面上看到它；点一下会保留标示。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="249" />
      <source>How to play</source>
      <translation>游戏玩法</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="183" />
      <source>How to play H&amp;eartland</source>
      <translation>务农争地怎么玩(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="530" />
      <source>Human</source>
      <translation>真人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="301" />
      <source>Image saved</source>
      <translation>图片已保存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="429" />
      <source>In a replay: one move back / on</source>
      <translation>重播中：后退 / 前进一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="433" />
      <source>In a replay: the next decision the review marked</source>
      <translation>重播中：复盘标出的下一个失误</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="432" />
      <source>In a replay: the start / the end of the game</source>
      <translation>重播中：游戏开始 / 游戏结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="430" />
      <source>In a replay: the start of the round / of the next round</source>
      <translation>重播中：本回合开始 / 下一回合开始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="232" />
      <source>In brackets: how many the farm has (4 (8): 4 points for 8 sheep).</source>
      <translation>括号里是农场上的数量（4（8）：8 只羊得 4 分）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="1031" />
      <source>Its offers are answered “no” for the rest of this game (Game ▸ Ask again about offers answered for the game).</source>
      <translation>本局余下的时间里，它的提议都自动回答“不用了”（游戏 ▸ 重新询问本局已回答的提议）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="45" />
      <source>Jonas</source>
      <translation>乔纳斯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="106" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="110" />
      <source>Jump to round…</source>
      <translation>跳到第几轮…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="437" />
      <source>Keep as many animals as fit, and the ones worth the most points.</source>
      <translation>放得下多少动物就保留多少，并留下得分最多的那些。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="863" />
      <source>Keep it</source>
      <translation>保留</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="723" />
      <source>Keep the payment: {goods}</source>
      <translation>维持原付款：{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="274" />
      <source>Keep the whole game in a file of your own, to open and replay it later.</source>
      <translation>把整局游戏保存成你自己的文件，以后可以打开并回放。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="140" />
      <source>Keep these two</source>
      <translation>留下这两张</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="718" />
      <source>Keep {goods}</source>
      <translation>保留{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="235" />
      <source>Kept so far: {cards}</source>
      <translation>已留下：{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="457" />
      <source>Keys: Tab or the arrows choose a square, Enter builds; L puts the farm off.</source>
      <translation>按键：Tab 或方向键选择格子，Enter 建造；L 暂不建造。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="453" />
      <source>Keys: Tab or the arrows choose a tile, R turns it, Enter picks it up; then the arrows or Tab choose a lit spot, Enter lays it, Escape puts it back.</source>
      <translation>键盘：Tab 或方向键选择农地，R 转动，Enter 拿起；再用方向键或 Tab 选择亮起的位置，Enter 放下，Esc 放回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="456" />
      <source>Keys: V or F, or the arrows and Enter.</source>
      <translation>键盘：按 V 或 F，或用方向键再按 Enter。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="46" />
      <source>Kofi</source>
      <translation>科菲</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="47" />
      <source>Large tile {0} is not in your hand.</source>
      <translation>大型农地 {0} 不在你手上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="69" />
      <source>Large tile: {a} with {na} barn symbol(s), {b} with {nb}.</source>
      <translation>大型农地：{a}有 {na} 个谷仓标记，{b}有 {nb} 个。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="873" />
      <source>Later</source>
      <translation>稍后</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="874" />
      <source>Leave it</source>
      <translation>留下</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="982" />
      <source>Leave {goods} on the space</source>
      <translation>把 {goods}留在行动区域上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="429" />
      <source>Left / Right</source>
      <translation>左 / 右方向键</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="727" />
      <source>Left to build: {fences}, {stables}; people still to come: {people}; begging cards: {begging}</source>
      <translation>还能盖：{fences}、{stables}；还能增加的家庭成员：{people}；劣势卡：{begging}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="47" />
      <source>Lena</source>
      <translation>莉娜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="422" />
      <source>Levelling {square}: a large tile must follow on top.</source>
      <translation>填平 {square}：接着必须在上面放一块大型农地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="252" />
      <source>Line {line} of the file is not valid: {reason}.</source>
      <translation>文件第 {line} 行无效：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="122" />
      <source>Lives on {card}: takes actions and must be fed, but is no family member and scores no points.</source>
      <translation>住在{card}上：可以行动，也要喂养，但不是家庭成员，不计分。</translation>
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
        <numerusform>{crop}轨道的家畜：面朝下的一叠，共 %n 块，从上到下：{kinds}。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="81" />
      <source>Looks ahead before it moves: a fair opponent.</source>
      <translation>行动前会往前推算：实力相当的对手。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="92" />
      <source>Looks ahead before it moves: the strongest.</source>
      <translation>行动前会往前推算：最强。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="82" />
      <source>Looks further ahead, thinking about a second a move.</source>
      <translation>推算得更远，每步思考约一秒。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="100" />
      <source>Major</source>
      <translation>大设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="102" />
      <source>Major improvement</source>
      <translation>大设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="569" />
      <source>Major improvement: {name}</source>
      <translation>大设施：{name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="206" />
      <location filename="../../agricola_qt/ui/card_browser.py" line="208" />
      <source>Major improvements</source>
      <translation>大设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="619" />
      <source>Major improvements: none you can pay for now (their costs are on their board).</source>
      <translation>大设施：现在没有你付得起的（价格见大设施面板）。</translation>
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
      <translation>小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="101" />
      <location filename="../../agricola_qt/ui/printout.py" line="114" />
      <source>Minor improvement</source>
      <translation>小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="251" />
      <source>Minor improvements</source>
      <translation>小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="309" />
      <source>Minus points at the end: {list}.</source>
      <translation>终局扣分：{list}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="445" />
      <source>Missing food becomes begging cards (−3 each).</source>
      <translation>缺少的食物会变成劣势卡（每张 −3 分）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="963" />
      <source>Move from “{origin}” to “{target}”</source>
      <translation>从“{origin}”移到“{target}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="89" />
      <source>Move the focus ring to the nearest target in that direction</source>
      <translation>把焦点框移到该方向最近的目标</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="248" />
      <source>Move {move} of the game (line {line}) cannot be played: {reason}.</source>
      <translation>游戏的第 {move} 步（第 {line} 行）无法进行：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="699" />
      <source>Moved {n} {kind} to the {place}.</source>
      <translation>已将 {n} {measure}{kind}移到{place}。</translation>
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
      <translation>条件：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="154" />
      <source>New game</source>
      <translation>新游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="116" />
      <location filename="../../agricola_qt/ui/table.py" line="236" />
      <source>New game…</source>
      <translation>新游戏…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="138" />
      <source>New to Agricola? A guided first game teaches the rules as you play.</source>
      <translation>第一次玩农场主？新手教学会带你边玩边学规则。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="475" />
      <source>New to Heartland? “How to play” below explains its rules.</source>
      <translation>初次玩务农争地？下方的“游戏玩法”介绍其规则。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="390" />
      <source>Next game of the series</source>
      <translation>系列的下一局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="145" />
      <source>Next mistake ▶ (N)</source>
      <translation>下一个失误 ▶（N）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="170" />
      <source>Next one: {cost}</source>
      <translation>下一张：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/step_bar.py" line="53" />
      <source>Next ▶</source>
      <translation>下一步 ▶</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="86" />
      <source>Next: {who} builds a farm.</source>
      <translation>下一步：{who} 建造农庄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="87" />
      <source>Next: {who} ends the turn.</source>
      <translation>下一步：{who} 结束回合。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="83" />
      <source>Next: {who} lays a large tile over the levelled square.</source>
      <translation>下一步：{who} 在填平的格子上放大型农地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="82" />
      <source>Next: {who} places a tile.</source>
      <translation>下一步：{who} 放置农地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="85" />
      <source>Next: {who} scores a field just laid.</source>
      <translation>下一步：{who} 为刚放下的农地计分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="351" />
      <source>No
room</source>
      <translation>没有
空间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="69" />
      <source>No autosaved games in {folder}</source>
      <translation>{folder} 中没有自动保存的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="263" />
      <source>No card matches.</source>
      <translation>没有符合的卡牌。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="528" />
      <source>No cards played yet</source>
      <translation>还没有打出任何卡牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="744" />
      <source>No cell of your farm can take it now.</source>
      <translation>你的农庄现在没有格子可以放它。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1066" />
      <source>No conversion helps; feed with what you have.</source>
      <translation>转换也无济于事；请用现有的食物喂养。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="232" />
      <source>No decision lost {n} points or more. The costliest, each marked: {moves}.</source>
      <translation>没有哪一步损失 {n} 分或更多。代价最大的几步（已标出）：{moves}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="240" />
      <source>No decision lost {n} points or more: the gap came from many small ones. The Hint (H) compares moves while you play.</source>
      <translation>没有哪一步损失 {n} 分或更多：差距来自许多小的选择。游戏中的提示（H）会比较各种走法。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="244" />
      <source>No decision lost {n} points or more: well played!</source>
      <translation>没有哪一步损失 {n} 分或更多：下得好！</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="153" />
      <source>No empty space is left beside the house: {who} can build no more rooms (Undo takes the move back).</source>
      <translation>{who}的房屋旁已没有空地：无法再扩建房间（撤销可收回这一步）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="95" />
      <source>No fences on {space}: none can be built now (each costs 1 wood).</source>
      <translation>{space}没有建栅栏：现在一段也建不了（每段 1 个木材）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="93" />
      <source>No fences on {space}: {why}.</source>
      <translation>{space}没有建栅栏：{why}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="176" />
      <source>No free action space lets you buy {card} now.</source>
      <translation>现在没有空着的行动区域可以让你购买“{card}”。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="238" />
      <source>No free action space lets you play a minor improvement now.</source>
      <translation>现在没有空着的行动区域可以让你打出小设施。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="236" />
      <source>No free action space lets you play an occupation now.</source>
      <translation>现在没有空着的行动区域可以让你打出职业。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="109" />
      <source>No games finished yet. Every game you finish at this table is counted here.</source>
      <translation>还没有完成的游戏。你在这里下完的每一局都会记在这里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand_strip.py" line="87" />
      <source>No hand is open: a person's hand shows here on their turn.</source>
      <translation>现在没有摊开的手牌：轮到某位玩家时，他的手牌显示在这里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hints.py" line="195" />
      <source>No hint: {why}</source>
      <translation>无法提示：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="159" />
      <source>No human player played this game: nothing to review.</source>
      <translation>这局游戏没有真人玩家：没有可复盘的内容。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="67" />
      <source>No improvement on {space}: none can be played now.</source>
      <translation>{space}没有设施可用：现在没有能购买或打出的设施。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="60" />
      <source>No large tile in your hand fits on {0} after levelling.</source>
      <translation>填平 {0} 之后，你手上没有大型农地能放在上面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="70" />
      <source>No minor improvement on {space}: none in your hand can be played now.</source>
      <translation>{space}没有小设施可打：你手上的小设施现在都打不出来。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="69" />
      <source>No minor improvement on {space}: you have none in hand.</source>
      <translation>{space}没有小设施可打：你手上没有小设施。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="855" />
      <source>No room can go there: {why}. Build a stable on {cell} instead?</source>
      <translation>这里不能扩建房间：{why}。改为在 {cell} 建造牲口棚吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="494" />
      <source>No room for a newborn of this kind: cooked now, the newborn takes its place at the breeding.</source>
      <translation>这种动物没有空位安置幼崽：现在烹调一只，繁殖时幼崽会补上它的位置。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="477" />
      <source>No room for a young {kinds}: it runs away at the breeding unless you make room first.</source>
      <translation>新生的{kinds}没有地方安置：繁殖时会跑掉，除非你先腾出地方。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="481" />
      <source>No room for a young {kinds}: it runs away at the breeding.</source>
      <translation>新生的{kinds}没有地方安置：繁殖时会跑掉。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="70" />
      <source>No unfinished autosaved games in {folder}</source>
      <translation>{folder} 中没有未完成的自动保存游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="604" />
      <source>No, and do not ask again this game</source>
      <translation>不用了，本局不再询问</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="894" />
      <source>No, do not buy it</source>
      <translation>不用，不买</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="890" />
      <source>No, in turn order</source>
      <translation>不，按顺序轮流</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="893" />
      <source>No, keep the food</source>
      <translation>不用，食物留着</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="899" />
      <source>No, take all the wood</source>
      <translation>不用，木材全部拿走</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="862" />
      <source>No, thanks</source>
      <translation>不用了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="665" />
      <source>Not now:</source>
      <translation>现在不行：</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="637" />
      <source>Not now: %n food short. Turn goods into food first (At any time).</source>
      <translation>
        <numerusform>现在不行：还差 %n 份食物。先把物资换成食物（随时可做）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="246" />
      <source>Not now: build the farm later (L)</source>
      <translation>暂不建造：以后再建农庄（L）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="46" />
      <source>Not now: first {step}.</source>
      <translation>现在不行：请先{step}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="424" />
      <location filename="../../agricola_qt/ui/chooser.py" line="688" />
      <source>Not now: {why}</source>
      <translation>现在不行：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="693" />
      <source>Not now: {why}; turn goods into food first (At any time).</source>
      <translation>现在不行：{why}；请先把物资换成食物（见“随时可做”）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="191" />
      <source>Not your turn.</source>
      <translation>还没轮到你。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="879" />
      <source>Nothing to do on {cell} now.</source>
      <translation>现在无法在 {cell} 做任何事。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="865" />
      <source>Nothing to do on {cell} now: ploughing, building and sowing come with an action space.</source>
      <translation>现在无法在 {cell} 做任何事：犁地、建造和播种要通过行动区域来做。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="76" />
      <location filename="../../agricola_qt/ui/controller.py" line="186" />
      <source>Nothing to undo in this turn.</source>
      <translation>这次行动中没有可以撤销的操作。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="68" />
      <source>Nothing to undo: a new round has begun (its card is in sight), and undo never goes back past that.</source>
      <translation>没有可以撤销的操作：新的一轮已经开始（计轮牌已翻开），撤销不会退回到那之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="71" />
      <source>Nothing to undo: the harvest has begun, and undo never goes back past that.</source>
      <translation>没有可以撤销的操作：收获已经开始，撤销不会退回到那之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="74" />
      <source>Nothing to undo: the table was handed to the next person, and undo never goes back past a hand-off.</source>
      <translation>没有可以撤销的操作：已经交给下一位玩家，撤销不会退回到交接之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="459" />
      <source>Nothing you hold can be turned into food now.</source>
      <translation>你手上没有现在能换成食物的东西。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="99" />
      <location filename="../../agricola_qt/ui/card_face.py" line="101" />
      <location filename="../../agricola_qt/ui/printout.py" line="114" />
      <source>Occupation</source>
      <translation>职业</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="88" />
      <source>Occupation or Growth</source>
      <translation>职业或扩大家庭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="380" />
      <source>Occupation: free for {who}</source>
      <translation>职业卡：{who}打出免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="381" />
      <source>Occupation: {food} for {who}</source>
      <translation>职业卡：{who}打出要付{food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="207" />
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="250" />
      <source>Occupations</source>
      <translation>职业</translation>
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
      <translation>这里至少要做一件事；撤销（Ctrl+Z）可收回你对“{card}”的回答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1211" />
      <source>One of these is needed here; Undo (Ctrl+Z) takes the person back.</source>
      <translation>这里至少要做一件事；撤销（Ctrl+Z）可把家庭成员收回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="113" />
      <source>Only in games of {n} or more players</source>
      <translation>只用于 {n} 人以上的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="439" />
      <source>Only the spots covering the levelled square are lit; Undo takes the small tile back.</source>
      <translation>只有盖住已填平格子的位置会亮起；撤销可收回那块小型农地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="735" />
      <source>Only {kind} live on that card.</source>
      <translation>那张卡上只能饲养{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="199" />
      <source>Open &amp;recent</source>
      <translation>最近打开的游戏(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="146" />
      <source>Open a re&amp;play…</source>
      <translation>打开重播(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="424" />
      <source>Open a replay</source>
      <translation>打开重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="259" />
      <source>Open a saved game…</source>
      <translation>打开已保存的对局…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="571" />
      <source>Open game</source>
      <translation>打开游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="376" />
      <source>Open the first {n} moves</source>
      <translation>打开前 {n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="315" />
      <location filename="../../agricola_qt/ui/record_problem.py" line="375" />
      <source>Open the game</source>
      <translation>打开这局游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="373" />
      <source>Open the whole game</source>
      <translation>打开整局游戏</translation>
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
      <translation>传下去</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="110" />
      <location filename="../../agricola_qt/ui/table.py" line="229" />
      <source>Pass (no tile fits)</source>
      <translation>跳过（没有农地可放）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="228" />
      <source>Pass the screen to {name}: only {name} should see these cards.</source>
      <translation>请把屏幕交给{name}：这些牌只能让{name}看。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="328" />
      <location filename="../../agricola_qt/ui/table.py" line="536" />
      <source>Pass to {name}</source>
      <translation>交给 {name}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="572" />
      <source>Past 99 a marker goes round again and its board shows 100.</source>
      <translation>超过 99 分时，标记从头再走一圈，玩家板翻到 100 的一面。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="756" />
      <source>Pastures for {sizes} animals (one kind per pasture).</source>
      <translation>牧场可容纳 {sizes} 只动物（每个牧场只养一种）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="567" />
      <source>Pay nothing</source>
      <translation>无需支付</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="566" />
      <source>Pay {goods}</source>
      <translation>支付 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="724" />
      <source>Pay {goods} instead</source>
      <translation>改为支付 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="646" />
      <source>People still to come: {n}</source>
      <translation>还能增加的家庭成员：{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="857" />
      <source>Place a person on {space}</source>
      <translation>派一位家庭成员到“{space}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="880" />
      <source>Place two people in a row</source>
      <translation>连续放置两位家庭成员</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="887" />
      <source>Place your next person now</source>
      <translation>现在就派出下一位家庭成员</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="888" />
      <source>Place your next person now, on an animal space</source>
      <translation>现在就派出下一位家庭成员，到动物行动区域</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="967" />
      <source>Planned: {pastures} ({cells}), {fences}, {wood} — press “Build these fences”</source>
      <translation>规划：{pastures}（{cells}），{fences}，{wood}——按“建造这些栅栏”</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="969" />
      <source>Plant %n wood</source>
      <translation>
        <numerusform>种下 %n 个木材</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="903" />
      <source>Plant 1 wood on this card</source>
      <translation>在这张卡上种下 1 个木材</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="265" />
      <source>Play again</source>
      <translation>再玩一局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="417" />
      <source>Play from before this move</source>
      <translation>从这一步之前开始玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="132" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="418" />
      <source>Play from here</source>
      <translation>从这里开始玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="868" />
      <source>Play it</source>
      <translation>打出</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="811" />
      <source>Play occupation {card}</source>
      <translation>打出职业牌“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="768" />
      <source>Play {card}</source>
      <translation>打出“{card}”</translation>
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
      <translation>玩家人数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="134" />
      <source>Players and scores</source>
      <translation>玩家与分数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="103" />
      <source>Playing it costs {cost} more</source>
      <translation>打出时另外花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="75" />
      <source>Plays any allowed move at random: to try the table out, not a real opponent.</source>
      <translation>随机走任何合法的一步：用来熟悉界面，不是真正的对手。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="79" />
      <location filename="../../agricola_qt/ui/new_game.py" line="89" />
      <source>Plays by rules of thumb, at once: good for a first game.</source>
      <translation>凭经验法则立即行动：适合第一局。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="868" />
      <source>Plough</source>
      <translation>犁地</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="973" />
      <source>Plough %n field(s)</source>
      <translation>
        <numerusform>犁 %n 块地</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="847" />
      <source>Plough {cell}</source>
      <translation>在 {cell} 犁地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="236" />
      <source>Point at a card or bonus number to see the cards behind it.</source>
      <translation>把鼠标移到卡牌分数或额外分数上，可看到是哪些卡牌给的分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="154" />
      <source>Points if the game ended now</source>
      <translation>若游戏现在结束的得分</translation>
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
      <translation>放走 {animals}（留下的动物最多）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="143" />
      <source>Release {animals} ({why})</source>
      <translation>放走 {animals}（{why}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="879" />
      <source>Renovate</source>
      <translation>翻建</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="398" />
      <source>Renovation now: {cost} for a house of %n room(s) ({who}).</source>
      <translation>
        <numerusform>现在翻建：{cost}（{who}的房屋有 %n 个房间）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="69" />
      <source>Renovation, then 1 Improvement</source>
      <translation>翻建后加1个设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="71" />
      <source>Renovation, then 1 Major</source>
      <translation>翻建后加大设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="72" />
      <source>Renovation, then Fences</source>
      <translation>翻建后修栅栏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="219" />
      <source>Replay</source>
      <translation>重播</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="147" />
      <source>Replay &amp;this game</source>
      <translation>重播这局游戏(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="218" />
      <source>Replay — {title}</source>
      <translation>重播 — {title}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="665" />
      <source>Resting this round: {n}</source>
      <translation>本轮休息：{n} 人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="135" />
      <source>Result</source>
      <translation>结果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="202" />
      <source>Resume an &amp;unfinished game</source>
      <translation>继续未完成的游戏(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="393" />
      <source>Resume an unfinished game</source>
      <translation>继续未完成的游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="215" />
      <source>Review again</source>
      <translation>重新复盘</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="201" />
      <source>Review cancelled.</source>
      <translation>已取消复盘。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="131" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="257" />
      <source>Review this game</source>
      <translation>复盘这局游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="256" />
      <source>Reviewed {date} (kept; Review again runs it anew).</source>
      <translation>复盘于 {date}（已保存；“重新复盘”会再做一次）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="211" />
      <source>Reviewing… move {i} of {n}</source>
      <translation>复盘中… 第 {i}／{n} 步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="177" />
      <source>Room</source>
      <translation>房间</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="474" />
      <source>Room for only %n newborn(s) at the breeding: you will choose which.</source>
      <translation>
        <numerusform>繁殖时只有 %n 只新生动物放得下：到时由你选择哪几种。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="447" />
      <location filename="../../agricola_qt/ui/replay.py" line="83" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="274" />
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="379" />
      <source>Round {r}</source>
      <translation>第 {r} 轮</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="446" />
      <source>Round {r} of 14 · stage {s} · {phase}</source>
      <translation>第 {r}／14 轮 · 第 {s} 阶段 · {phase}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="448" />
      <source>Round {r} of 14 · stage {s} · {phase} · {when}</source>
      <translation>第 {r}／14 轮 · 第 {s} 阶段 · {phase} · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="450" />
      <source>Round {r} of 14 · stage {s} · {when}</source>
      <translation>第 {r}／14 轮 · 第 {s} 阶段 · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="447" />
      <source>Round {r} of 14 · {phase}</source>
      <translation>第 {r}／14 轮 · {phase}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="451" />
      <source>Round {r} of 14 · {when}</source>
      <translation>第 {r}／14 轮 · {when}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="706" />
      <source>Round {r} — new action: {space}</source>
      <translation>第 {r} 轮 — 新行动：{space}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="323" />
      <source>Round {r}: its action card is revealed at the start of the round.</source>
      <translation>第 {r} 轮：该轮开始时翻开这张计轮牌。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="560" />
      <source>Round {r}: not revealed yet</source>
      <translation>第 {r} 轮：尚未翻开</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="448" />
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="129" />
      <source>Save &amp;as…</source>
      <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="977" />
      <source>Save 1 {good}</source>
      <translation>省下 1 {measure}{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="478" />
      <source>Save game</source>
      <translation>保存游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="550" />
      <source>Save the game before closing?</source>
      <translation>关闭前要保存游戏吗？</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="115" />
      <location filename="../../agricola_qt/ui/table.py" line="233" />
      <location filename="../../agricola_qt/ui/table.py" line="364" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="272" />
      <source>Save the game…</source>
      <translation>保存对局…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="235" />
      <location filename="../../agricola_qt/ui/table.py" line="370" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="289" />
      <source>Saved</source>
      <translation>已保存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="457" />
      <source>Saved to {path}</source>
      <translation>已保存至 {path}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="83" />
      <location filename="../../agricola_qt/ui/printout.py" line="96" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="184" />
      <source>Score estimate</source>
      <translation>目前分数估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="161" />
      <location filename="../../agricola_qt/ui/score_chart.py" line="382" />
      <source>Score estimate after round {r}: {scores}</source>
      <translation>第 {r} 轮结束时的分数估算：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="130" />
      <source>Score estimate by round</source>
      <translation>各轮分数估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="689" />
      <source>Score if the game ended now: {n} points</source>
      <translation>如果现在结束游戏：{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="803" />
      <source>Score now: {scores}</source>
      <translation>目前分数：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="83" />
      <location filename="../../agricola_qt/ui/printout.py" line="96" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="184" />
      <source>Score sheet</source>
      <translation>计分表</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="94" />
      <source>Score track</source>
      <translation>分数轨</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="688" />
      <source>Score: {n} points</source>
      <translation>得分：{n} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="803" />
      <source>Score: {scores}</source>
      <translation>分数：{scores}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="204" />
      <source>Search: name, number (E14) or what a card does</source>
      <translation>搜索：名称、编号（E14）或卡牌效果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="302" />
      <source>Seats</source>
      <translation>座位</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="878" />
      <source>Sell it</source>
      <translation>卖掉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="78" />
      <source>Sheep +1 food, Boar, or Cattle -1 food</source>
      <translation>羊+1食物、野猪或牛-1食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="87" />
      <source>Sheep, Boar or Cattle</source>
      <translation>羊、野猪或牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="86" />
      <source>Show the focus ring; step to the next / previous target of the current decision, then to the cards in your hand and the cards played (shown large to read)</source>
      <translation>显示焦点框；移到当前决定的下一个／上一个目标，然后是你手上的牌和已打出的牌（放大显示以便阅读）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="426" />
      <source>Show the score sheet (Ctrl+T)</source>
      <translation>查看计分表（Ctrl+T）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="230" />
      <source>Show {name}'s cards</source>
      <translation>显示{name}的牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="302" />
      <source>Simplified Chinese (GBK)</source>
      <translation>简体中文（GBK）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="343" />
      <source>Since your last turn:</source>
      <translation>自你上一回合以来：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="650" />
      <source>Sit this harvest out (no feeding)</source>
      <translation>本次收获不参加（无需喂养）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="88" />
      <source>Sits this round out ({cards}).</source>
      <translation>本轮休息，不派遣（{cards}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="87" />
      <source>Sits this round out.</source>
      <translation>本轮休息，不派遣。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="862" />
      <source>Skip</source>
      <translation>跳过</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="684" />
      <source>Small tiles still held (the squares): {crops}</source>
      <translation>手上还剩的小型农地（小方格）：{crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand.py" line="78" />
      <source>Small {crop} tile with {n} barn symbols: one field, laid instead of a large tile; it is not replaced. A right-click turns it face down for levelling.</source>
      <translation>{crop}小型农地，有 {n} 个谷仓标记：代替大型农地放下的一块农地，用后不补充。右键可翻到背面用来垫平。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="168" />
      <source>Solo game (series)</source>
      <translation>单人游戏（系列）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="1166" />
      <source>Solo series, game {n}: target {target}; kept from earlier games: {kept} (one occupation fewer dealt for each); starting food: {food}</source>
      <translation>单人系列第 {n} 局：目标 {target} 分；之前各局保留的职业：{kept}（每保留一张，发到手上的职业就少一张）；开局食物：{food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="113" />
      <source>Solo series: target reached in {k} of {n} games</source>
      <translation>单人系列：{n} 局中达成目标 {k} 局</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="214" />
      <source>Some occupations are dealt only in games of 3, or of 4, or more players</source>
      <translation>有些职业只在 3 人或 4 人以上的游戏中发给玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="875" />
      <source>Something else</source>
      <translation>其他</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="846" />
      <source>Sow {crop} on {cell}</source>
      <translation>在 {cell} 播种{crop}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="869" />
      <source>Spread it</source>
      <translation>分配出去</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="178" />
      <source>Stable</source>
      <translation>牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="643" />
      <source>Stables left to build: {n}</source>
      <translation>还能建的牲口棚：{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="229" />
      <source>Stack: %n tile(s)</source>
      <translation>
        <numerusform>牌堆：%n 块</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="330" />
      <source>Stage {s}, still to come:</source>
      <translation>第 {s} 阶段还没翻开的行动卡：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="368" />
      <source>Start a new series</source>
      <translation>开始新的系列</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="95" />
      <source>Start of the game</source>
      <translation>游戏开始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="76" />
      <source>Starting Player, 1 Minor</source>
      <translation>起始者，1个小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="674" />
      <source>Starting player</source>
      <translation>起始玩家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="863" />
      <source>Stay</source>
      <translation>留着</translation>
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
      <translation>储存</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="135" />
      <source>Suggest</source>
      <translation>建议</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="749" />
      <source>Supply: {goods}</source>
      <translation>资源堆：{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="873" />
      <source>Swap</source>
      <translation>交换</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="86" />
      <source>Tab / Shift+Tab</source>
      <translation>Tab／Shift+Tab</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="902" />
      <source>Take 1 crop from each field</source>
      <translation>每块田各收 1 个作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="896" />
      <source>Take 1 more stone</source>
      <translation>多拿 1 颗石头</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="897" />
      <source>Take 2 more stone for 1 food</source>
      <translation>付 1 份食物，多拿 2 颗石头</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="975" />
      <source>Take double: %n more food</source>
      <translation>
        <numerusform>拿双倍：多拿 %n 份食物</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="872" />
      <source>Take the points</source>
      <translation>拿分数</translation>
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
      <translation>已被{who}占据</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="91" />
      <source>Takes the move that scores most now.</source>
      <translation>选择当下得分最多的一步。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_chart.py" line="297" />
      <source>Target {n}</source>
      <translation>目标 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="870" />
      <source>Taste</source>
      <translation>品尝</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="749" />
      <source>That improvement does not cook {kind}.</source>
      <translation>那张设施不能烹调{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="750" />
      <source>That improvement is not yours: drop the animal on a cooking improvement of your own.</source>
      <translation>那不是你的设施：请把动物拖到你自己的烹调用设施上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="686" />
      <source>That is not your farmyard.</source>
      <translation>那不是你的农庄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="915" />
      <location filename="../../agricola_qt/ui/scene.py" line="951" />
      <location filename="../../agricola_qt/ui/scene.py" line="1043" />
      <source>That round card is not revealed yet.</source>
      <translation>这张计轮牌尚未翻开。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="56" />
      <source>That would join two farmed regions at {0}.</source>
      <translation>这样会在 {0} 连接两个已有农庄的区域。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="739" />
      <source>That {place} already holds {there}, which has no room where the {kind} stand now.</source>
      <translation>那个{place}已有{there}，而{kind}目前的位置容纳不下它们。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="737" />
      <source>That {place} already holds {there}; move the whole group (Shift+drag) to swap them.</source>
      <translation>那个{place}已有{there}；整群移动（Shift+拖动）可以互换位置。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="743" />
      <source>That {place} holds only {room} {kind}.</source>
      <translation>那个{place}只能容纳 {room} {measure}{kind}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="744" />
      <source>That {place} is full: {count} of {room} places taken, no room for {n} more.</source>
      <translation>那个{place}已满：{room} 个位置已用 {count} 个，放不下另外 {n} 只。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="132" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="259" />
      <source>The coach replays the game and marks each decision of the people that lost points, with the best move.</source>
      <translation>教练会重播这局游戏，标出真人玩家每个失分的决定，并附上最佳行动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="121" />
      <location filename="../../agricola_qt/ui/coach_panel.py" line="180" />
      <source>The coach's best moves</source>
      <translation>教练建议的最佳行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="457" />
      <source>The conversions above, then the feeding, in one click.</source>
      <translation>上面的转换加上喂养家人，一次点完。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="22" />
      <source>The disk is full.</source>
      <translation>磁盘已满。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="24" />
      <source>The disk or folder is read-only.</source>
      <translation>磁盘或文件夹是只读的。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1046" />
      <source>The drawn fences are erased.</source>
      <translation>画好的栅栏已擦除。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="232" />
      <source>The end-of-game tile is out: last round.</source>
      <translation>结束游戏板块已被抽出：最后一轮。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="247" />
      <source>The farm stays due: it is offered again after each of your later scorings, while a free region is left.</source>
      <translation>农庄的建造条件仍然有效：只要还有空的区域，你之后每次计分后都会再问你。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="62" />
      <source>The field to score now is {0}.</source>
      <translation>现在要计分的农地是 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="234" />
      <source>The file cannot be opened: {reason}.</source>
      <translation>无法打开该文件：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="286" />
      <source>The file could not be opened.</source>
      <translation>无法打开该文件。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="233" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="59" />
      <source>The file could not be read.</source>
      <translation>无法读取该文件。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="245" />
      <source>The file ends too early: it is incomplete (cut off while it was copied or saved).</source>
      <translation>文件提前结束：它不完整（复制或保存时被截断）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="273" />
      <source>The file is damaged or was edited by hand.</source>
      <translation>文件已损坏或被手动修改过。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="239" />
      <source>The file is empty: it holds no saved game.</source>
      <translation>文件是空的：里面没有保存的游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="236" />
      <source>The file is far too large to be a saved game.</source>
      <translation>该文件太大了，不可能是存档的游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="251" />
      <source>The file is not valid: {reason}.</source>
      <translation>文件无效：{reason}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="19" />
      <source>The file is write-protected.</source>
      <translation>该文件受写保护。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="31" />
      <source>The file or its folder cannot be written.</source>
      <translation>无法写入该文件或其文件夹。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="39" />
      <source>The file there, if any, is left as it was.</source>
      <translation>那里原有的文件（如果有）保持原样。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="30" />
      <source>The file's name is too long.</source>
      <translation>文件名太长。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="546" />
      <source>The finished game is kept in the autosave folder and counted in Your results.</source>
      <translation>已结束的游戏保存在自动存档文件夹中，并计入“你的战绩”。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_panel.py" line="199" />
      <source>The first %n are within half a point: about equally good.</source>
      <translation>
        <numerusform>前 %n 个走法相差不到半分：差不多一样好。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="428" />
      <source>The first cube to reach the top row of this track takes the top tile and leaves the barn: that crop gives its owner no more farm points.</source>
      <translation>第一个到达这条轨道最上排的方块拿走最上面的板块并离开谷仓：此后这种作物不再给它的主人农庄点数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="28" />
      <source>The folder does not exist.</source>
      <translation>文件夹不存在。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="195" />
      <source>The full game deals occupations and minor improvements from these decks: E (basic), I (interactive), K (complex).</source>
      <translation>完整游戏从这些牌组发职业和小设施：E（基础）、I（互动）、K（复杂）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="37" />
      <source>The game could not be saved to {path}.</source>
      <translation>对局无法保存到 {path}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="231" />
      <source>The game is not over: this is the score right now.</source>
      <translation>游戏尚未结束：这是目前的分数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="432" />
      <source>The game is over</source>
      <translation>游戏结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="396" />
      <location filename="../../agricola_qt/ui/controller.py" line="679" />
      <location filename="../../agricola_qt/ui/words.py" line="124" />
      <location filename="../../agricola_qt/ui/words.py" line="45" />
      <location filename="../../agricola_qt/ui/words.py" line="88" />
      <source>The game is over.</source>
      <translation>游戏已结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="113" />
      <source>The game is over. Winner: {names}</source>
      <translation>游戏结束。获胜者：{names}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1116" />
      <source>The game is over: see the score sheet.</source>
      <translation>游戏结束：请看计分表。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="753" />
      <source>The game is over: the farms stay as they were scored.</source>
      <translation>游戏已经结束：农庄保持计分时的样子。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="357" />
      <source>The game's first {n} moves read well: open the game as it was after them? The file itself is left as it is.</source>
      <translation>这局游戏的前 {n} 步可以正常读取：要打开这几步之后的局面吗？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="237" />
      <source>The hand is hidden.</source>
      <translation>手牌已盖住。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="72" />
      <source>The harvest: {name} decides about the animals.</source>
      <translation>收获：{name} 决定动物的繁殖。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="69" />
      <source>The harvest: {name} feeds the family.</source>
      <translation>收获：{name} 给养家人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="741" />
      <source>The house holds only one animal (a pet).</source>
      <translation>房屋只能容纳1只动物（宠物）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="58" />
      <source>The large tile must cover the levelled square {0}.</source>
      <translation>大型农地必须盖住填平的格子 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="262" />
      <source>The last round is over: the game ends.</source>
      <translation>最后一轮结束：游戏结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="438" />
      <source>The livestock row: a cube reaching it takes the top livestock tile.</source>
      <translation>家畜排：到达这里的方块拿走最上面的家畜板块。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="209" />
      <source>The number the deal comes from: the same number deals the same round cards and hands, to play a game again or to share it.</source>
      <translation>发牌所依据的编号：同一个编号会发出相同的计轮牌和手牌，可用来重玩一局或分享给别人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hand_strip.py" line="85" />
      <source>The open hands are on the farm boards.</source>
      <translation>摊开的手牌在各自的农场板上。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="779" />
      <source>The person living on {card} is placed after the family: place the people in the house first.</source>
      <translation>住在{card}上的人在家庭成员之后放置：请先放置房屋里的人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="66" />
      <source>The region at {0} already has a farm.</source>
      <translation>{0} 所在的区域已经有农庄了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="109" />
      <source>The review failed: {why}</source>
      <translation>复盘失败：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="415" />
      <source>The rules engine failed on “{move}”: {why}</source>
      <translation>规则引擎处理“{move}”时出错：{why}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="83" />
      <source>The strongest: looks furthest ahead, one to two seconds a move.</source>
      <translation>最强：推算得最远，每步一到两秒。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/view.py" line="37" />
      <source>The table</source>
      <translation>游戏桌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="49" />
      <source>The tile would stick out of the crop area.</source>
      <translation>这块农地会超出作物区。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="816" />
      <source>The turn order of this round, from the starting player. In brackets: the people still to place this round, of the people in the family.</source>
      <translation>本回合的行动顺序，从起始玩家开始。括号里：本回合还没派出的家庭成员数／家庭成员总数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="502" />
      <source>The {crop} cube has left the barn: this field gives no farm points.</source>
      <translation>{crop}的方形米宝已离开谷仓：这块农地不给农庄点数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="421" />
      <source>The {crop} livestock is all taken: a cube reaching the top row stays there.</source>
      <translation>{crop}的家畜已被拿完：到达最上排的方块就停在那里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="310" />
      <source>Then the harvest begins: from there this turn cannot be undone.</source>
      <translation>之后开始收获：从那时起本轮就不能再撤销。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="317" />
      <source>Then the next round begins: from there this turn cannot be undone.</source>
      <translation>之后开始新的一轮：从那时起这次行动就不能再撤销。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="317" />
      <source>Then: {move}</source>
      <translation>接着：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="732" />
      <source>There is no animal there to move.</source>
      <translation>那里没有可移动的动物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/save_problem.py" line="26" />
      <source>There is no permission to write the file or its folder.</source>
      <translation>没有写入该文件或其文件夹的权限。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="1134" />
      <source>There is room for only %n newborn(s); your animals are rearranged to fit.</source>
      <translation>
        <numerusform>只放得下 %n 只新生动物；你的动物会重新安置以便放下。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_panel.py" line="190" />
      <source>Thinking about the best moves for {who}…</source>
      <translation>正在为{who}思考最佳行动…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="505" />
      <source>This field has no barns: it gives no farm points.</source>
      <translation>这块农地没有谷仓标记：不给农庄点数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="240" />
      <source>This file is not a game saved by agricola-qt.</source>
      <translation>该文件不是 agricola-qt 保存的游戏。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="536" />
      <source>This game is kept: File ▸ Resume an unfinished game opens it again.</source>
      <translation>本局已保存：文件 ▸ 继续未完成的游戏 可再次打开。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="242" />
      <source>This game was saved by a newer version of agricola-qt: update the program to open it.</source>
      <translation>这局游戏是由更新版本的 agricola-qt 保存的：请更新程序后再打开。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keys.py" line="259" />
      <source>This tile fits nowhere turned this way: R turns it, Escape puts it back.</source>
      <translation>这块农地以这个方向放不下任何地方：按 R 转动，按 Esc 放回。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="82" />
      <location filename="../../agricola_qt/ui/printout.py" line="94" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="199" />
      <source>Total</source>
      <translation>总分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="303" />
      <source>Traditional Chinese (Big5)</source>
      <translation>繁体中文（Big5）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="77" />
      <source>Tries a few moves ahead with a small search: between Easy and Medium.</source>
      <translation>用小规模搜索往前看几步：介于简单和中等之间。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="691" />
      <source>Turn 1 {good} into food</source>
      <translation>将 1 {measure}{good}转换成食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="690" />
      <source>Turn 1 {good} into {food} food</source>
      <translation>将 1 {measure}{good}转换成 {food} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="835" />
      <location filename="../../agricola_qt/ui/board_items.py" line="839" />
      <source>Turn order:</source>
      <translation>行动顺序：</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1081" />
      <source>Turn {goods} into {food} food</source>
      <translation>把 {goods}换成 {food} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="857" />
      <source>Turn {goods} into {food} food (the least costly way once the breeding is counted)</source>
      <translation>把 {goods}换成 {food} 份食物（算上繁殖后代价最小的方式）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="859" />
      <source>Turn {goods} into {food} food (the least costly way)</source>
      <translation>把 {goods}换成 {food} 份食物（代价最小的方式）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="454" />
      <location filename="../../agricola_qt/ui/controller.py" line="1080" />
      <source>Turn {goods} into {food} food and feed the family</source>
      <translation>把 {goods}换成 {food} 份食物并喂养家人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="172" />
      <location filename="../../agricola_qt/ui/handoff.py" line="303" />
      <location filename="../../agricola_qt/ui/table.py" line="112" />
      <location filename="../../agricola_qt/ui/table.py" line="231" />
      <source>Undo (Ctrl+Z)</source>
      <translation>撤销（Ctrl+Z）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="807" />
      <source>Use {card}</source>
      <translation>使用“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="806" />
      <source>Use {card}: {option}</source>
      <translation>使用“{card}”：{option}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="180" />
      <source>Vegetable</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="568" />
      <source>Victory-point track: square {n}</source>
      <translation>胜利点数轨道：第 {n} 格</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="31" />
      <source>W</source>
      <translation>麦</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="682" />
      <location filename="../../agricola_qt/ui/controller.py" line="204" />
      <location filename="../../agricola_qt/ui/scene.py" line="301" />
      <source>Wait: a computer player is thinking.</source>
      <translation>请稍候：电脑玩家正在思考。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="333" />
      <source>Where {who} scored more: {list}.</source>
      <translation>{who}得分更多的地方：{list}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="90" />
      <source>While the focus ring is shown: choose its target (as a click or a drag would). Without the ring: Done / end turn</source>
      <translation>显示焦点框时：选择框中的目标（与点击或拖动相同）。没有焦点框时：完成／结束行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="94" />
      <source>While the focus ring is shown: close a narrowed choice, else hide the ring. Without the ring: erase the fences drawn or the pasture planned</source>
      <translation>显示焦点框时：收起当前的细分选项（如付款方式），否则隐藏焦点框。没有焦点框时：擦掉画好的栅栏或规划的牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="85" />
      <location filename="../../agricola_qt/ui/printout.py" line="98" />
      <location filename="../../agricola_qt/ui/score_sheet.py" line="229" />
      <source>Winner: {who}</source>
      <translation>赢家：{who}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="360" />
      <source>With line {line} of the file left out, all {total} moves of the game play: open the whole game so, or only its first {first} moves? The file itself is left as it is.</source>
      <translation>略去文件第 {line} 行后，这局游戏的全部 {total} 步都能进行：要这样打开整局游戏，还是只打开前 {first} 步？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="367" />
      <source>With move {n} read as “{move}”, all {total} moves of the game play, but that guess may change what follows (food, animals, begging cards). Open the whole game so, or only its first {first} moves, as they were played? The file itself is left as it is.</source>
      <translation>若把第 {n} 步改读为：{move}，这局游戏的全部 {total} 步都能进行，但这个推测可能改变之后的局面（食物、动物、劣势卡）。要这样打开整局游戏，还是只打开按原样进行的前 {first} 步？文件本身不会被改动。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="893" />
      <source>Without {cell} the planned pasture falls in two: take away a cell at its edge, or clear the plan.</source>
      <translation>去掉 {cell} 后，规划中的牧场会分成两块：请移除边上的格子，或清除规划。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="430" />
      <source>Worth at the end: chicken 1–5, pig 6–10, cow 11–15 points; only its owner sees the value.</source>
      <translation>游戏结束时计分：鸡 1–5 分，猪 6–10 分，牛 11–15 分；只有拥有者看得到分值。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="864" />
      <source>Yes</source>
      <translation>是</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="598" />
      <source>Yes, and do not ask again this game</source>
      <translation>好，本局不再询问</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="755" />
      <source>You can pay for it now.</source>
      <translation>你现在付得起。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="603" />
      <source>You can rearrange only your own animals, on your turn.</source>
      <translation>只能在轮到你时调整你自己的动物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="68" />
      <source>You can still place a tile, e.g. {0}.</source>
      <translation>你还能放置农地，例如 {0}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="919" />
      <source>You cannot buy that now.</source>
      <translation>现在无法购买这张卡。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="808" />
      <source>You cannot play that card now.</source>
      <translation>你现在不能打出这张卡牌。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="752" />
      <source>You have no cooking improvement yet: buy a Fireplace or a Cooking Hearth to cook animals.</source>
      <translation>你还没有烹饪设施：买一个火炉或灶台，才能把动物烹调成食物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="48" />
      <source>You have no small {0} tile left.</source>
      <translation>你已经没有{0}的小型农地了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="1065" />
      <source>You hold enough food: no conversion is needed.</source>
      <translation>你的食物已经够了：不需要转换。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="136" />
      <source>You left the lesson part-way: “Learn to play” carries on where you stopped.</source>
      <translation>你上次的教学还没有完成：点“新手教学”可从中断的地方继续。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="423" />
      <source>You may place a person here.</source>
      <translation>你可以在这里放一个家庭成员。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="64" />
      <source>You played no improvement on {space}.</source>
      <translation>你在{space}没有购买或打出设施。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/status_words.py" line="65" />
      <source>You played no minor improvement on {space}.</source>
      <translation>你在{space}没有打出小设施。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="178" />
      <source>Your &amp;results…</source>
      <translation>你的战绩(&amp;R)…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="755" />
      <source>Your decision waits to be confirmed: end it (Enter) or undo (Ctrl+Z) first.</source>
      <translation>你的决定还在等待确认：先结束（Enter）或撤销（Ctrl+Z）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="90" />
      <source>Your decisions that can still be undone, a computer's replies with the one before them: click a row to go back to just after it, the first row to go back as far as undo reaches. Undo never goes back past a hand-off to another person, a new round card or the start of a harvest.</source>
      <translation>你仍可撤销的决定（电脑的应对算在它之前的决定里）：点一行就回到刚做完它的时候，点第一行则退回到撤销所能到的最早处。撤销不会退回到交给另一位玩家之前、新计轮牌翻开之前或收获开始之前。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="125" />
      <source>Your results</source>
      <translation>你的战绩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="238" />
      <source>Zoom &amp;in</source>
      <translation>放大(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="240" />
      <source>Zoom &amp;out</source>
      <translation>缩小(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="414" />
      <source>[{animals}]</source>
      <translation>［{animals}］</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="69" />
      <source>a Heartland record has format-version {version}</source>
      <translation>务农争地的记录应为 format-version {version}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="90" />
      <source>a Heartland record names 2 to 5 players, player-1 onwards without gaps</source>
      <translation>务农争地的记录须列出 2 到 5 名玩家，从 player-1 起连续编号</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="139" />
      <source>a chance line is written 'chance pN CARD RESULT ...' (or 'chance pN CARD -' for nothing drawn)</source>
      <translation>随机结果行应写作“chance pN 卡牌 结果 ...”（什么都没抽到时写“chance pN 卡牌 -”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="142" />
      <source>a chance result is one lowercase word, not '{word}'</source>
      <translation>随机结果应是一个小写单词，而不是“{word}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="706" />
      <source>a field</source>
      <translation>耕地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="706" />
      <source>a field with {n} {crop}</source>
      <translation>种有 {n} 份{crop}的耕地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="79" />
      <source>a full game with 1 player is written as variant 'solo'</source>
      <translation>1 名玩家的完整游戏应写作 variant“solo”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="94" />
      <source>a player is 'human' or 'bot:LEVEL', not '{word}'</source>
      <translation>玩家应为“human”或“bot:难度”，而不是“{word}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="92" />
      <source>a player is written 'COLOUR human NAME' or 'COLOUR bot:LEVEL NAME'</source>
      <translation>玩家应写作“颜色 human 名字”或“颜色 bot:难度 名字”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="38" />
      <source>a record of another game ('{game}'), not Agricola</source>
      <translation>这是另一种游戏（“{game}”）的记录，不是农场主</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="170" />
      <source>a result item is written category=points, not '{item}'</source>
      <translation>结果项应写作“类别=分数”，而不是“{item}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="78" />
      <source>a solo game has 1 player, not {players}</source>
      <translation>单人游戏只有 1 名玩家，而不是 {players} 名</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="703" />
      <source>a {house} room</source>
      <translation>{house}房间</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/text.py" line="371" />
      <source>at most %n occupation(s)</source>
      <translation>
        <numerusform>最多 %n 张职业</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1188" />
      <source>bake bread</source>
      <translation>烤面包</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="53" />
      <source>becomes the starting player</source>
      <translation>成为游戏起始者</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="54" />
      <source>becomes the starting player and takes {amount} food</source>
      <translation>成为游戏起始者，并拿取 {amount} 份食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="24" />
      <source>beet</source>
      <translation>甜菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="69" />
      <source>begging {n}</source>
      <translation>劣势卡 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="64" />
      <source>between easy and medium</source>
      <translation>简单与中等之间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="51" />
      <source>bidirectional control character U+{code} is not allowed</source>
      <translation>不允许出现双向控制字符 U+{code}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>blue circle</source>
      <translation>蓝色圆形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="693" />
      <location filename="../../agricola_qt/ui/text.py" line="305" />
      <location filename="../../agricola_qt/ui/text.py" line="696" />
      <source>build a room</source>
      <translation>扩建房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="74" />
      <source>build your farm</source>
      <translation>建造你的农庄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="19" />
      <source>builds rooms ({count})</source>
      <translation>盖房间（{count}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="36" />
      <source>builds stables ({count})</source>
      <translation>盖牲口棚（{count}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="23" />
      <source>buys {card}</source>
      <translation>购买“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="748" />
      <source>card</source>
      <translation>卡片</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="746" />
      <source>card pasture</source>
      <translation>卡片牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="124" />
      <source>card {card} is dealt into the hand but is also kept from an earlier game (line {other})</source>
      <translation>卡牌 {card} 发到了手牌中，但它也是之前一局保留下来的（第 {other} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="127" />
      <source>card {card} is dealt twice (also on line {other})</source>
      <translation>卡牌 {card} 被发了两次（另一次在第 {other} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="941" />
      <source>cell {cell}</source>
      <translation>格子 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="137" />
      <source>chance lines need format-version {needed} or later (this file says {version})</source>
      <translation>随机结果行需要 format-version {needed} 或更高（该文件为 {version}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="38" />
      <source>chicken</source>
      <translation>鸡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="60" />
      <source>clay hut</source>
      <translation>砖屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1168" />
      <source>click cells to grow the planned pasture, then build it</source>
      <translation>点击格子扩大规划中的牧场，再按“建造”把它围起来</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="723" />
      <source>computer</source>
      <translation>电脑</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="50" />
      <source>control character U+{code} is not allowed</source>
      <translation>含有游戏记录里不允许的隐形控制字符（代码 U+{code}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="26" />
      <source>corn</source>
      <translation>玉米</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="120" />
      <source>cost: {cost}</source>
      <translation>费用：{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="27" />
      <source>covers the food the family eats at the harvest</source>
      <translation>备足收获时家人所需的食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="40" />
      <source>cow</source>
      <translation>牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="92" />
      <source>discard {n}</source>
      <translation>弃 {n} 张</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="357" />
      <source>discard {n} of your improvements</source>
      <translation>弃掉你的 {n} 张设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="56" />
      <source>does best in trial games</source>
      <translation>在试下的对局中表现最好</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1177" />
      <source>drag a field tile onto a cell to plough</source>
      <translation>把耕地板块拖到格子上犁地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1186" />
      <source>drag along cell edges to draw fences (or click cells)</source>
      <translation>沿着格线拖动来画栅栏（或点击格子）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1179" />
      <source>drag grain or vegetables onto empty fields</source>
      <translation>把谷物或蔬菜拖到空耕地上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1174" />
      <source>drag room tiles onto your farm</source>
      <translation>把房间板块拖到你的农庄上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1175" />
      <source>drag stables onto your farm</source>
      <translation>把牲口棚拖到你的农庄上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="65" />
      <source>easy</source>
      <translation>简单</translation>
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
      <translation>本轮结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="75" />
      <source>end your turn</source>
      <translation>结束你的回合</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="166" />
      <source>expected a result line like 'p1: total=25 fields=2 ...'</source>
      <translation>这里应是结果行，例如“p1: total=25 fields=2 ...”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="68" />
      <source>expert</source>
      <translation>专家</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="122" />
      <source>extra cost: {cost}</source>
      <translation>额外费用：{cost}</translation>
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
      <translation>家庭游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="32" />
      <source>family game alone</source>
      <translation>单人家庭游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="693" />
      <location filename="../../agricola_qt/ui/text.py" line="305" />
      <location filename="../../agricola_qt/ui/text.py" line="696" />
      <source>family growth</source>
      <translation>扩大家庭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="312" />
      <source>farm of {name}</source>
      <translation>{name} 的农庄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="518" />
      <source>farm {n}</source>
      <translation>农庄 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="415" />
      <source>farmed area {n}, farms {f}</source>
      <translation>农庄面积 {n}，农庄 {f} 座</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="725" />
      <source>farms {n}/{m}</source>
      <translation>农庄 {n}/{m}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="67" />
      <source>fenced stables {n}</source>
      <translation>被栅栏圈住的牲口棚 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="34" />
      <source>fences in {cells} ({count} more pastures)</source>
      <translation>围起 {cells}（新增 {count} 个牧场）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="35" />
      <source>fences pastures ({count} more)</source>
      <translation>围出牧场（新增 {count} 个牧场）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="136" />
      <source>fences planned from {cell}</source>
      <translation>从 {cell} 开始规划的栅栏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="24" />
      <source>fills an empty scoring category ({category})</source>
      <translation>补上一个空着的计分项目（{category}）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/coach_words.py" line="118" />
      <source>final ≈ %n point(s)</source>
      <translation>
        <numerusform>终局约 %n 分</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="117" />
      <source>final ≈ {points} points</source>
      <translation>终局约 {points} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="139" />
      <source>finished</source>
      <translation>已结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="314" />
      <location filename="../../agricola_qt/ui/log_text.py" line="580" />
      <source>for {cost}</source>
      <translation>，花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="67" />
      <source>format-version must be a whole number, not '{value}'</source>
      <translation>format-version 必须是整数，而不是“{value}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="137" />
      <location filename="../../agricola_qt/ui/board_items.py" line="171" />
      <location filename="../../agricola_qt/ui/card_face.py" line="93" />
      <location filename="../../agricola_qt/ui/text.py" line="358" />
      <source>free</source>
      <translation>免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="148" />
      <location filename="../../agricola_qt/ui/results_dialog.py" line="30" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="18" />
      <source>full game</source>
      <translation>完整游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="336" />
      <source>game started {date} (autosaved)</source>
      <translation>{date} 开始的游戏（自动保存）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="21" />
      <source>gets a way to cook</source>
      <translation>取得烹调的方法</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="354" />
      <source>give back {cards}</source>
      <translation>交回{cards}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="801" />
      <source>give back {card}</source>
      <translation>退还“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="922" />
      <source>give {goods}</source>
      <translation>交出 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="596" />
      <source>got {goods}</source>
      <translation>获得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>green triangle</source>
      <translation>绿色三角形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="18" />
      <source>grows the family</source>
      <translation>增加家庭成员</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="107" />
      <source>growth</source>
      <translation>扩大家庭</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="67" />
      <source>hard</source>
      <translation>困难</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="440" />
      <source>harvest after round {h}</source>
      <translation>第 {h} 轮后收获</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="436" />
      <source>harvest at the end of this round</source>
      <translation>本轮结束时收获</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="437" />
      <source>harvest this round</source>
      <translation>本轮收获</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="442" />
      <location filename="../../agricola_qt/ui/text.py" line="443" />
      <source>harvest: breeding</source>
      <translation>收获：繁殖</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="442" />
      <source>harvest: feeding</source>
      <translation>收获：给养</translation>
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
      <translation>房屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="723" />
      <source>human</source>
      <translation>真人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="162" />
      <source>illegal move '{step}'</source>
      <translation>不合规则的一步“{step}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="161" />
      <source>illegal move '{step}': {refusal}</source>
      <translation>不合规则的一步“{step}”：{refusal}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="147" />
      <source>impossible chance result after '{step}'</source>
      <translation>“{step}”之后的随机结果不可能出现</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="145" />
      <source>impossible chance result as the game starts</source>
      <translation>游戏开始时的随机结果不可能出现</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="186" />
      <source>invalid record</source>
      <translation>无效的记录</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="27" />
      <source>it is a device, not a regular file</source>
      <translation>这是一个设备，不是普通文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="24" />
      <source>it is a folder, not a file</source>
      <translation>这是一个文件夹，不是文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="26" />
      <source>it is a named pipe, not a regular file</source>
      <translation>这是一个命名管道，不是普通文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="28" />
      <source>it is a socket, not a regular file</source>
      <translation>这是一个套接字，不是普通文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="29" />
      <source>it is not a regular file</source>
      <translation>这不是普通文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="137" />
      <source>keeps the most points</source>
      <translation>得分最多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="136" />
      <source>keeps the most points once the animals breed</source>
      <translation>繁殖后得分最多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="31" />
      <source>keeps {amount} more food for later harvests</source>
      <translation>多留 {amount} 份食物给之后的收获</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="72" />
      <source>lay a large tile over the levelled square</source>
      <translation>在填平的格子上放大型农地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="68" />
      <source>lost</source>
      <translation>落败</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="72" />
      <source>lost — place {place} of {n}</source>
      <translation>落败 — {n} 人中第 {place} 名</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="41" />
      <source>made by a newer version of agricola-qt (record format version {version}; this version reads up to {newest}): please update agricola-qt to open it</source>
      <translation>由更新版本的 agricola-qt 保存（记录格式版本 {version}；本版本最高只能读取 {newest}）：请更新 agricola-qt 后再打开</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="20" />
      <source>makes the house a {house}</source>
      <translation>把房屋翻建成{house}</translation>
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
      <translation>第 {m} 步（约 {p} 分）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="155" />
      <source>move {number} draws by chance ({card} for player {player}), but the record gives no 'chance' line for it</source>
      <translation>第 {number} 步有随机抽取（玩家 {player} 的 {card}），但记录中没有对应的“chance”行</translation>
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
      <translation>新游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="439" />
      <source>next harvest after round {h}</source>
      <translation>下次收获在第 {h} 轮后</translation>
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
      <translation>没有动物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="528" />
      <source>no improvement could be bought or played</source>
      <translation>没有能购买或打出的设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="748" />
      <source>no livestock</source>
      <translation>没有家畜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="530" />
      <source>no minor improvement could be played</source>
      <translation>没有能打出的小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="376" />
      <source>no occupations</source>
      <translation>没有职业</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="996" />
      <source>no room for a newborn {animal}: it ran away</source>
      <translation>新生的{animal}没有地方安置，跑掉了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="998" />
      <source>no room for the newborn {animals}: they ran away</source>
      <translation>新生的{animals}没有地方安置，都跑掉了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="582" />
      <location filename="../../agricola_qt/ui/board_items.py" line="657" />
      <location filename="../../agricola_qt/ui/board_items.py" line="685" />
      <location filename="../../agricola_qt/ui/log_text.py" line="506" />
      <location filename="../../agricola_qt/ui/log_text.py" line="1164" />
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="651" />
      <source>none of them can be played now</source>
      <translation>其中没有现在能打出的牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="46" />
      <source>not UTF-8 text (byte {byte} of the file cannot be read)</source>
      <translation>不是 UTF-8 文本（无法读取文件的第 {byte} 个字节）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="134" />
      <source>not a Heartland move</source>
      <translation>这不是务农争地认识的一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="40" />
      <source>not a Heartland record (game: '{game}')</source>
      <translation>不是务农争地的游戏记录（游戏：“{game}”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="133" />
      <source>not a move</source>
      <translation>这不是游戏认识的一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="36" />
      <source>not an agricola-qt record (it must start with 'format: {format}')</source>
      <translation>不是 agricola-qt 的游戏记录（记录必须以“format: {format}”开头）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="140" />
      <source>not finished ({name} to move)</source>
      <translation>未结束（轮到{name}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="298" />
      <location filename="../../agricola_qt/ui/text.py" line="347" />
      <location filename="../../agricola_qt/ui/text.py" line="694" />
      <location filename="../../agricola_qt/ui/text.py" line="998" />
      <source>nothing</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="53" />
      <source>nothing may follow the [end] line</source>
      <translation>[end] 行之后不能再有内容</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1195" />
      <source>nothing more can be done here; end the action</source>
      <translation>这里已没有可做的事；请结束此行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/hints.py" line="194" />
      <source>nothing to suggest</source>
      <translation>没有可建议的行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="237" />
      <source>nothing yet</source>
      <translation>还没有</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="109" />
      <source>occupation</source>
      <translation>职业</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="104" />
      <source>only a one-player game belongs to a solo series</source>
      <translation>只有单人游戏才能属于单人系列</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1184" />
      <source>or click a cell</source>
      <translation>或直接点一下格子</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="349" />
      <source>or give back a Fireplace</source>
      <translation>或交回一个火炉</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_face.py" line="192" />
      <source>oven</source>
      <translation>烤炉</translation>
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
      <translation>牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="63" />
      <source>people {n}</source>
      <translation>家庭成员 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1191" />
      <source>pick a minor improvement</source>
      <translation>选择一张小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1190" />
      <source>pick an improvement</source>
      <translation>选择一个设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="39" />
      <source>pig</source>
      <translation>猪</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="71" />
      <source>place a tile</source>
      <translation>放置农地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="694" />
      <location filename="../../agricola_qt/ui/text.py" line="306" />
      <location filename="../../agricola_qt/ui/text.py" line="697" />
      <location filename="../../agricola_qt/ui/text.py" line="1193" />
      <source>play an occupation</source>
      <translation>打出一张职业牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="339" />
      <source>played on from a replay</source>
      <translation>从回放接着玩</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="86" />
      <source>player {index} is given twice</source>
      <translation>玩家 {index} 出现了两次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="89" />
      <source>player-{index} is missing from the header</source>
      <translation>文件头缺少 player-{index}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="84" />
      <source>players are numbered 1 to {most}, not {index}</source>
      <translation>玩家编号应为 1 到 {most}，而不是 {index}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="85" />
      <source>players are numbered from 1</source>
      <translation>玩家编号从 1 开始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="22" />
      <source>plays {card}</source>
      <translation>打出“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="32" />
      <source>ploughs a field</source>
      <translation>犁一块地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="25" />
      <source>potato</source>
      <translation>马铃薯</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="224" />
      <source>purple hexagon</source>
      <translation>紫色六角形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="63" />
      <source>random moves, weakest</source>
      <translation>随机走法，最弱</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="23" />
      <source>rapeseed</source>
      <translation>油菜籽</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="224" />
      <source>red diamond</source>
      <translation>红色菱形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="108" />
      <source>room</source>
      <translation>房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="567" />
      <source>room for 1 animal</source>
      <translation>可养 1 只动物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="566" />
      <source>room for any number of wild boar</source>
      <translation>可养任意数量的野猪</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="60" />
      <source>rooms {n}</source>
      <translation>房间 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="115" />
      <source>round card {card} belongs to stage {stage}, but round {round} is in stage {expected}</source>
      <translation>计轮牌 {card} 属于第 {stage} 阶段，但第 {round} 轮在第 {expected} 阶段</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="118" />
      <source>round card {card} is listed twice</source>
      <translation>计轮牌 {card} 列出了两次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="149" />
      <source>round {round} of {last}</source>
      <translation>第 {round} 轮（共 {last} 轮）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="112" />
      <source>round-cards lists {count} cards, not {expected}</source>
      <translation>round-cards 列出了 {count} 张牌，而不是 {expected} 张</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="73" />
      <source>score the field</source>
      <translation>为农地计分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="56" />
      <source>section {section} is out of place here (expected {expected})</source>
      <translation>段落 {section} 的位置不对（这里应为 {expected}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="66" />
      <source>shared win</source>
      <translation>并列获胜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="31" />
      <location filename="../../agricola_qt/ui/resume_words.py" line="19" />
      <source>solo game</source>
      <translation>单人游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="28" />
      <source>solo series, game {n} (target {target})</source>
      <translation>单人系列第 {n} 局（目标 {target} 分）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="107" />
      <source>solo-series: game {game} has target {target}, not {given}</source>
      <translation>solo-series：第 {game} 局的目标是 {target}，而不是 {given}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="109" />
      <source>solo-series: over must be yes or no</source>
      <translation>solo-series：over 必须是 yes 或 no</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="110" />
      <source>solo-series: the kept occupation {card} is listed twice</source>
      <translation>solo-series：保留的职业卡 {card} 列出了两次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="106" />
      <source>solo-series: unknown item '{item}'</source>
      <translation>solo-series：未知的项目“{item}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="33" />
      <source>sows crops</source>
      <translation>播种作物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/animal_items.py" line="747" />
      <source>stable</source>
      <translation>牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="615" />
      <source>starting player from the next round</source>
      <translation>下一轮起成为游戏起始者</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="61" />
      <source>stone house</source>
      <translation>石房</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="570" />
      <source>suggested payment</source>
      <translation>建议的付款方式</translation>
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
      <translation>获得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="37" />
      <source>takes animals ({amount} {animal})</source>
      <translation>拿取动物（{amount} {measure}{animal}）</translation>
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
      <translation>拿取 {amount} 个砖块，用于{card}（拿后共 {have} 个，{card}要 {need} 个）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="29" />
      <source>takes {amount} food toward the harvest ({have} of the {need} the family eats)</source>
      <translation>拿取 {amount} 份食物，为收成备粮（拿后共 {have} 份，家人要吃 {need} 份）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="50" />
      <source>takes {amount} wood for fences and stables</source>
      <translation>拿取 {amount} 个木材，用于栅栏和牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="38" />
      <source>takes {amount} {animal}: {food} food once cooked, toward the harvest (the family eats {need}; {have} held)</source>
      <translation>拿取 {amount} {animal}：烹调后可得 {food} 份食物，用于收获（家人要吃 {need} 份；现有 {have} 份）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="42" />
      <source>takes {amount} {good} toward a room ({have} with these; a room needs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用于盖房间（拿后共 {have} {measure}，一个房间需要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="46" />
      <source>takes {amount} {good} toward renovating ({have} with these; renovating needs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用于翻建（拿后共 {have} {measure}，翻建需要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="48" />
      <source>takes {amount} {good} toward {card} ({have} with these; it costs {need})</source>
      <translation>拿取 {amount} {measure}{good}，用于“{card}”（拿后共 {have} {measure}，“{card}”要 {need} {measure}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="58" />
      <source>target {target} missed</source>
      <translation>未达目标 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="57" />
      <source>target {target} reached</source>
      <translation>达成目标 {target} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="148" />
      <source>the chance result 'chance {chance}' is not drawn as the game starts</source>
      <translation>游戏开始时并没有抽到随机结果“chance {chance}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="150" />
      <source>the chance result 'chance {chance}' is not drawn by move {number}</source>
      <translation>第 {number} 步并没有抽到随机结果“chance {chance}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="123" />
      <source>the family game deals no hands</source>
      <translation>家庭游戏不发手牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="30" />
      <source>the file cannot be read</source>
      <translation>无法读取该文件</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="23" />
      <source>the file does not exist</source>
      <translation>文件不存在</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="33" />
      <source>the file has {lines} lines, more than a game record may have ({most})</source>
      <translation>文件有 {lines} 行，超过游戏记录允许的行数（{most}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="35" />
      <source>the file is empty</source>
      <translation>文件是空的</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="31" />
      <source>the file is too large for a game record (over {mib} MiB)</source>
      <translation>文件太大，不可能是游戏记录（超过 {mib} MiB）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="144" />
      <source>the game cannot start from this setup</source>
      <translation>无法按此设置开始游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="158" />
      <source>the game is already over before '{step}'</source>
      <translation>在“{step}”之前游戏就已经结束了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="76" />
      <source>the game is over</source>
      <translation>游戏已结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="152" />
      <source>the game's start draws by chance ({card} for player {player}), but the record gives no 'chance' line for it</source>
      <translation>游戏开始时有随机抽取（玩家 {player} 的 {card}），但记录中没有对应的“chance”行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="63" />
      <source>the header has no '{key}' line</source>
      <translation>文件头缺少“{key}”这一行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="87" />
      <source>the header names no players ('player-1: red human Name')</source>
      <translation>文件头没有列出任何玩家（格式如“player-1: red human 名字”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="610" />
      <source>the house is now a clay hut</source>
      <translation>翻建成砖屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="611" />
      <source>the house is now a stone house</source>
      <translation>翻建成石房</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/table.py" line="545" />
      <source>the largest free region: %n square(s)</source>
      <translation>
        <numerusform>最大的空区域：%n 格</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="59" />
      <source>the line is damaged: each line of this part of the file is a name and its value, such as 'players: 2'</source>
      <translation>这一行已损坏：文件这一部分的每一行都是一个名称和它的值，例如“players: 2”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="48" />
      <source>the line is too long ({length} characters; at most {most})</source>
      <translation>这一行太长（{length} 个字符；最多 {most} 个）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="95" />
      <source>the name of player {player} is too long ({length} characters; at most {most})</source>
      <translation>玩家 {player} 的名字太长（{length} 个字符；最多 {most} 个）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="177" />
      <source>the next one is {good}</source>
      <translation>下一个是{good}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="44" />
      <source>the record ends early (no [end] line): the file is truncated or incomplete</source>
      <translation>记录提前结束（没有 [end] 行）：文件被截断或不完整</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="175" />
      <source>the record has a [result] but the game stops after {moves} moves, in round {round}</source>
      <translation>记录中有 [result]，但游戏在第 {round} 轮、第 {moves} 步后就停止了</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="178" />
      <source>the record has a [result] section, but the game is not over</source>
      <translation>记录中有 [result] 段落，但游戏并未结束</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="81" />
      <source>the record was made with other Heartland components ({given}; this version has {ours})</source>
      <translation>该记录使用了不同的务农争地配件（{given}；本版本为 {ours}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="188" />
      <source>the record was written with rules version {record}; this version of agricola-qt has rules version {ours}: updating agricola-qt may help</source>
      <translation>该记录按规则版本 {record} 写成；本版本 agricola-qt 的规则版本为 {ours}：更新 agricola-qt 也许能解决</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="184" />
      <source>the result of p{player} does not match the game ({expected})</source>
      <translation>p{player} 的结果与游戏不符（应为 {expected}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="180" />
      <source>the result of p{player} does not match the replayed game: {category} is {written} in the file but {actual} by the rules</source>
      <translation>p{player} 的结果与重播的游戏不符：{category} 在文件中是 {written}，按规则却是 {actual}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="168" />
      <source>the result of p{player} is given twice</source>
      <translation>p{player} 的结果出现了两次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="169" />
      <source>the result of p{player} is missing</source>
      <translation>缺少 p{player} 的结果</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="163" />
      <source>the rules engine failed on '{step}'</source>
      <translation>规则引擎在“{step}”上出错</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="139" />
      <source>the same points once the animals breed, more food</source>
      <translation>繁殖后得分相同、食物更多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keeping.py" line="140" />
      <source>the same points, more food</source>
      <translation>得分相同、食物更多</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="73" />
      <source>the seed (the deal number) must be a whole number of up to 19 digits, not '{value}'</source>
      <translation>种子（牌局编号）必须是不超过 19 位的整数，而不是“{value}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="164" />
      <source>the seed gives start player {seeded}, not {written}</source>
      <translation>按这个种子，起始玩家是 {seeded}，而不是 {written}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="119" />
      <source>the setup deals no hands (a game with cards needs the lines hand-1-occupations and hand-1-minors, and so on for each player)</source>
      <translation>设置部分没有发手牌（有卡牌的游戏需要 hand-1-occupations 和 hand-1-minors 等行，每名玩家各一组）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="64" />
      <source>the setup has no '{key}' line</source>
      <translation>设置部分缺少“{key}”这一行</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="173" />
      <source>the total must be given and equal the sum of the categories ({total})</source>
      <translation>必须写出总分，且总分应等于各类别之和（{total}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="25" />
      <source>there is no permission to read the file</source>
      <translation>没有读取该文件的权限</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="97" />
      <source>there is no player {player} in this game (the line says p{player})</source>
      <translation>这局游戏没有第 {player} 位玩家（这一行写着 p{player}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="129" />
      <source>there is no player {player} to deal a hand to</source>
      <translation>没有玩家 {player} 可以发手牌</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="412" />
      <source>this game</source>
      <translation>这局游戏</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="135" />
      <source>too many chance lines (a record holds at most {most})</source>
      <translation>随机结果行太多（一份记录最多 {most} 行）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="131" />
      <source>too many moves (a record holds at most {most})</source>
      <translation>步数太多（一份记录最多 {most} 步）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="101" />
      <source>unknown card '{card}'</source>
      <translation>未知的卡牌“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="99" />
      <source>unknown deck '{deck}' (decks are E, I and K, or '-' for none)</source>
      <translation>未知的牌组“{deck}”（牌组为 E、I、K，或用“-”表示不用牌组）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="65" />
      <source>unknown header line '{key}'</source>
      <translation>未知的文件头行“{key}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="114" />
      <source>unknown round card '{card}'</source>
      <translation>未知的计轮牌“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="54" />
      <source>unknown section '{section}' (expected one of {sections})</source>
      <translation>未知的段落“{section}”（应为 {sections} 之一）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="66" />
      <source>unknown setup line '{key}'</source>
      <translation>未知的设置行“{key}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="62" />
      <source>unused spaces {n}</source>
      <translation>未使用的农庄土地 {n}</translation>
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
      <translation>variant 必须是 family、full 或 solo，而不是“{value}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="22" />
      <source>wheat</source>
      <translation>小麦</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="711" />
      <source>with a stable</source>
      <translation>含牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="66" />
      <source>won</source>
      <translation>获胜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="63" />
      <source>won by {names}</source>
      <translation>{names} 获胜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="60" />
      <source>wooden hut</source>
      <translation>木屋</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="60" />
      <source>wooden rooms {n}</source>
      <translation>木屋房间 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="441" />
      <source>work</source>
      <translation>工作</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="57" />
      <source>worth what the trial games make of it</source>
      <translation>价值按试下对局的结果估算</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/new_game.py" line="223" />
      <source>yellow square</source>
      <translation>黄色方形</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="51" />
      <source>{0} holds a farm: no tile may go on it.</source>
      <translation>{0} 上有农庄：不能在上面放置板块。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="63" />
      <source>{0} is joined to a farmed region: farm points only.</source>
      <translation>{0} 连到有农庄的区域：只能获得农庄点数。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="65" />
      <source>{0} shows no crop.</source>
      <translation>{0} 上没有作物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="920" />
      <source>{action} for {goods}</source>
      <translation>{action}，花费 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="829" />
      <source>{animals} born</source>
      <translation>出生 {animals}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="181" />
      <source>{animals} live on this card</source>
      <translation>这张卡上养着 {animals}</translation>
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
      <translation>“{card}”（在你手上）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="202" />
      <source>{card} (played by {who})</source>
      <translation>“{card}”（{who}已打出）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="788" />
      <source>{card} ({cost})</source>
      <translation>{card}（{cost}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="606" />
      <source>{card} asks no more in this game: its offers are declined by themselves (Game ▸ Ask again about offers answered for the game brings it back).</source>
      <translation>本局中“{card}”不再询问：它的提议都会自动拒绝（“游戏 ▸ 重新询问本局已回答的提议”可恢复）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="600" />
      <source>{card} asks no more in this game: its offers are taken by themselves (Game ▸ Ask again about offers answered for the game brings it back).</source>
      <translation>本局中“{card}”不再询问：它的提议都会自动接受（“游戏 ▸ 重新询问本局已回答的提议”可恢复）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="76" />
      <source>{card} asks {name} something on {other}'s turn.</source>
      <translation>在 {other} 的回合，“{card}”要 {name} 做决定。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1015" />
      <source>{card} chosen: click it again to play it (or choose it in the panel).</source>
      <translation>已选中“{card}”：再点一下就会打出（也可以在面板中选择）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="111" />
      <source>{card} costs {costs}</source>
      <translation>“{card}”需要 {costs}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/score_sheet.py" line="112" />
      <source>{card} gives back the %n point(s) lost here</source>
      <translation>
        <numerusform>“{card}”把这里扣的 %n 分还回来</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="823" />
      <source>{card} has nothing to use now.</source>
      <translation>“{card}”现在没有可以使用的效果。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="777" />
      <source>{card} is bought on {spaces}, not here.</source>
      <translation>“{card}”要在{spaces}购买，不是这里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/scene.py" line="1076" />
      <source>{card} is no longer chosen.</source>
      <translation>已取消选择“{card}”。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="103" />
      <source>{card} is not a minor improvement</source>
      <translation>{card} 不是小设施</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="102" />
      <source>{card} is not an occupation</source>
      <translation>{card} 不是职业卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="103" />
      <source>{card} is paid by giving back {cards}: you have none of them.</source>
      <translation>{card}要退回{cards}才能打出：你一张也没有。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="750" />
      <source>{card} is played on {spaces}, not here.</source>
      <translation>“{card}”要在{spaces}打出，不是这里。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="915" />
      <source>{card} is {who}'s already.</source>
      <translation>“{card}”已经是{who}的了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="76" />
      <source>{card} leaves the game (there is no one to pass it to).</source>
      <translation>“{card}”移出游戏（没有可以传给的玩家）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="361" />
      <source>{card} of {who}: {goods} here, to buy for {price} as the round begins.</source>
      <translation>{who}的{card}：这里有 {goods}，本轮开始时可花 {price} 买下。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="89" />
      <source>{card} passes from {giver} to {receiver}.</source>
      <translation>“{card}”由 {giver} 传给 {receiver}。</translation>
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
        <numerusform>“{card}”：这次喂养后剩下的食物最多可为 %n 个未使用的空格付款，每格 1 份食物；游戏在这次收获后就结束，所以要用作物付款的话，现在就把它们换成食物。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="127" />
      <source>{card}: the person living on the card is no family member and scores no points</source>
      <translation>{card}：住在这张牌上的人不是家庭成员，不计分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="641" />
      <source>{card}: {answer}</source>
      <translation>“{card}”：{answer}</translation>
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
      <translation>{category}：现有 {count}，{points} 分。达到 {a}、{b}、{c}、{d} 分别得 1、2、3、4 分；少于 {a}：−1 分。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="715" />
      <source>{cell}: {what}</source>
      <translation>{cell}：{what}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="141" />
      <source>{cost} each</source>
      <translation>每张{cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="143" />
      <source>{cost}, from the 3rd {more}</source>
      <translation>{cost}，第3张起{more}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="39" />
      <source>{count} clay rooms {n}</source>
      <translation>{count} 间砖屋房间 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="40" />
      <source>{count} stone rooms {n}</source>
      <translation>{count} 间石屋房间 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_strip.py" line="38" />
      <source>{count} wooden rooms {n}</source>
      <translation>{count} 间木屋房间 {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="436" />
      <source>{crop} track, row {row}</source>
      <translation>{crop}轨道，第 {row} 排</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="548" />
      <source>{crop}: farm points +{n}</source>
      <translation>{crop}：农庄点数 +{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="546" />
      <source>{crop}: {n} victory points</source>
      <translation>{crop}：{n} 胜利点数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="47" />
      <source>{file} and moves made after it was saved</source>
      <translation>{file}及其保存后的行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/window.py" line="552" />
      <source>{file} holds this game up to move {n}; {m} moves have been played. Save them into it before closing?</source>
      <translation>{file} 只存到这局游戏的第 {n} 步；现在已下了 {m} 步。关闭前要把它们存进这个文件吗？</translation>
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
      <translation>{gifts}，扣除职业卡的 {cost}</translation>
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
      <translation>“{card}”的 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="171" />
      <source>{goods} growing on this card</source>
      <translation>这张卡上种着 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="179" />
      <source>{goods} kept on this card</source>
      <translation>此卡上存放着{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="535" />
      <source>{goods} more on the fields</source>
      <translation>田里多了{goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="625" />
      <source>{goods} on each round space {rounds}</source>
      <translation>第 {rounds} 轮的格子上各放 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="631" />
      <source>{goods} on the round spaces {rounds}</source>
      <translation>第 {rounds} 轮的格子上共放 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_goods.py" line="173" />
      <source>{goods} planted on this card (1 back each harvest)</source>
      <translation>这张卡上种了 {goods}（每次收获拿回 1 个）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="197" />
      <source>{goods} saved by {card}</source>
      <translation>“{card}”省下 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="666" />
      <source>{goods} to buy for {price} on the round spaces {rounds}</source>
      <translation>第 {rounds} 轮的格子上各放 {goods}，到时可花 {price} 买下</translation>
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
      <translation>{item} 出现了两次</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="115" />
      <source>{kind}: {score}</source>
      <translation>{kind}：{score}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/game_log.py" line="292" />
      <source>{line} (not asked again this game)</source>
      <translation>{line}（本局不再询问）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="263" />
      <source>{line} · got {goods}</source>
      <translation>{line} · 获得 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="375" />
      <source>{line}, free</source>
      <translation>{line}，免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="139" />
      <source>{loss} for the fences planned from here · better: {move} — {reason}</source>
      <translation>从这里开始规划的栅栏 {loss} · 较佳：{move} — {reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="142" />
      <source>{loss} · better: {move}</source>
      <translation>{loss} · 较佳：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/coach_words.py" line="144" />
      <source>{loss} · better: {move} — {reason}</source>
      <translation>{loss} · 较佳：{move} — {reason}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/resume_words.py" line="37" />
      <source>{names}: round {round}, started {date}</source>
      <translation>{names}：第 {round} 轮，{date} 开始</translation>
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
        <numerusform>{name} 手上有 %n 块大型农地。</numerusform>
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
      <translation>{name}上一次放置的农地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="656" />
      <source>{name}'s small tiles still held: {crops}</source>
      <translation>{name} 手上还有的小型农地：{crops}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="60" />
      <source>{name}, new in your hand, passed on to you: {cards}.</source>
      <translation>{name}，传到你手上的新牌：{cards}。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="409" />
      <source>{name}: %n farm point(s) to go</source>
      <translation>
        <numerusform>{name}：还差 %n 点农庄点数</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="329" />
      <source>{name}: click anywhere when you are ready.</source>
      <translation>{name}：准备好了就点一下任何地方。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="406" />
      <source>{name}: farm {n} built</source>
      <translation>{name}：农庄 {n} 已建造</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="418" />
      <location filename="../../agricola_qt/ui/board_items.py" line="448" />
      <source>{name}: left with an animal</source>
      <translation>{name}：已带着家畜离开</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/draft_dialog.py" line="216" />
      <source>{name}: pick {n} of {total}</source>
      <translation>{name}：第 {n}／{total} 次选牌</translation>
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
      <translation>{name}：{points} 胜利点数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="115" />
      <source>{name}: {total} ({track} on the track + {livestock} livestock)</source>
      <translation>{name}：{total}（分数轨 {track} + 家畜 {livestock}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="724" />
      <source>{n} large</source>
      <translation>大型农地 {n} 块</translation>
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
      <translation>有 {n} {measure}{kind}没有地方安置：保留最好的、放走，或拖到烹调用的设施上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/printout.py" line="115" />
      <source>{n}+ players</source>
      <translation>{n} 人以上</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="255" />
      <source>{n}. R{r} {who}: {move}</source>
      <translation>{n}. 第 {r} 轮 {who}：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay.py" line="74" />
      <source>{n}. R{r}: {move}</source>
      <translation>{n}. 第 {r} 轮：{move}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="688" />
      <source>{n}: the score has passed {n} (the board turned over)</source>
      <translation>{n}：分数已超过 {n}（玩家板翻面）</translation>
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
      <translation>{round}开始</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="332" />
      <source>{round} begins ({move})</source>
      <translation>{round}开始（{move}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/results_dialog.py" line="60" />
      <source>{score} points</source>
      <translation>{score} 分</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="537" />
      <source>{shares} on the fields</source>
      <translation>田里多了{shares}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_browser.py" line="261" />
      <source>{shown} of {total} cards</source>
      <translation>{total} 张卡牌中的 {shown} 张</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="966" />
      <source>{sizes} cells</source>
      <translation>{sizes} 格</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1098" />
      <source>{space} (green card)</source>
      <translation>{space}（绿色行动牌）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1100" />
      <source>{space} (round {n})</source>
      <translation>{space}（第 {n} 轮）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/scene.py" line="429" />
      <source>{square} {crop}: {vp} VP or %n farm point(s)</source>
      <translation>
        <numerusform>{square} {crop}：胜利点数 {vp} 或农庄点数 %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="493" />
      <source>{square}: farm points none (the {crop} cube has left)</source>
      <translation>{square}：农庄点数 无（{crop}的方形米宝已离开游戏）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="490" />
      <source>{square}: farm points, {crop} cube +{n}</source>
      <translation>{square}：农庄点数，{crop}的方形米宝 +{n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/table.py" line="486" />
      <source>{square}: victory points +{n}</source>
      <translation>{square}：胜利点数 +{n}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/board_items.py" line="305" />
      <source>{square}: {crop}, height {h}, region of %n square(s)</source>
      <translation>
        <numerusform>{square}：{crop}，高度 {h}，区域共 %n 格</numerusform>
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
      <translation>分数轨 {track} + 家畜 {livestock}</translation>
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
      <translation>{what}（第 {i} 个，共 {n} 个）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/tokens.py" line="206" />
      <source>{what} Each costs {goods}.</source>
      <translation>{what}每个花费{goods}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/record_problem.py" line="71" />
      <source>{what} must be a whole number from {low} to {high}, not '{value}'</source>
      <translation>{what} 必须是 {low} 到 {high} 之间的整数，而不是“{value}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/words.py" line="96" />
      <source>{who} (computer)</source>
      <translation>{who}（电脑）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="418" />
      <location filename="../../agricola_qt/ui/words.py" line="126" />
      <source>{who} (computer) is playing…</source>
      <translation>{who}（电脑）正在行动…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/step_bar.py" line="51" />
      <source>{who} (computer) is ready to move — click the table, press Enter or Next</source>
      <translation>{who}（电脑）准备行动 — 点击桌面、按 Enter 或“下一步”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="361" />
      <source>{who} answered {card} with “{answer}”</source>
      <translation>{who} 为“{card}”选择了“{answer}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="389" />
      <source>{who} baked bread with {card}: {grain} into {food}</source>
      <translation>{who} 用“{card}”烤面包：{grain} 换成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="440" />
      <source>{who} bought {card}</source>
      <translation>{who} 购买了“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="322" />
      <source>{who} builds a farm on {square}.</source>
      <translation>{who} 在 {square} 建造农庄。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="368" />
      <source>{who} built a room on {cell}</source>
      <translation>{who} 在 {cell} 扩建了房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="369" />
      <source>{who} built a stable on {cell}</source>
      <translation>{who} 在 {cell} 建造了牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="429" />
      <source>{who} built {fences} for {cost}</source>
      <translation>{who} 建造了 {fences}，花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="427" />
      <source>{who} built {fences}, free</source>
      <translation>{who} 建造了 {fences}，免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="326" />
      <source>{who} cannot place a tile and passes.</source>
      <translation>{who} 无法放置农地，跳过。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="505" />
      <source>{who} chose which animals breed: {kinds}</source>
      <translation>{who} 选择繁殖的动物：{kinds}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="330" />
      <source>{who} chose {cell} for {card}</source>
      <translation>{who} 为“{card}”选了 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="365" />
      <source>{who} chose “{option}”</source>
      <translation>{who} 选择“{option}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="438" />
      <source>{who} cleared the planned pasture</source>
      <translation>{who} 清除了规划中的牧场</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="288" />
      <source>{who} collects %n point(s) of farm income.</source>
      <translation>
        <numerusform>{who} 因农庄征税获得 %n 分。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="417" />
      <source>{who} divided a pasture, fencing off {cells}: {fences} for {cost}</source>
      <translation>{who} 分割了牧场，围出 {cells}：{fences}，花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="414" />
      <source>{who} divided a pasture, fencing off {cells}: {fences}, free</source>
      <translation>{who} 分割了牧场，围出 {cells}：{fences}，免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="328" />
      <source>{who} draws a large tile and ends the turn.</source>
      <translation>{who} 抽一块大型农地并结束回合。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="251" />
      <source>{who} draws the end-of-game tile and sets it aside, and ends the turn: the game ends now.</source>
      <translation>{who} 抽到了结束游戏板块并放在一旁，结束回合：游戏立即结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="254" />
      <source>{who} draws the end-of-game tile and sets it aside, and ends the turn: this is the last round.</source>
      <translation>{who} 抽到了结束游戏板块并放在一旁，结束回合：这是最后一轮。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="245" />
      <source>{who} draws the end-of-game tile and sets it aside, draws a large tile in its place and ends the turn: the game ends now.</source>
      <translation>{who} 抽到了结束游戏板块并放在一旁，另抽一块大型农地补上，结束回合：游戏立即结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="248" />
      <source>{who} draws the end-of-game tile and sets it aside, draws a large tile in its place and ends the turn: this is the last round.</source>
      <translation>{who} 抽到了结束游戏板块并放在一旁，另抽一块大型农地补上，结束回合：这是最后一轮。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="258" />
      <source>{who} draws the end-of-game tile: the game ends now.</source>
      <translation>{who} 抽到了结束游戏板块：游戏立即结束。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="259" />
      <source>{who} draws the end-of-game tile: this is the last round.</source>
      <translation>{who} 抽到了结束游戏板块：这是最后一轮。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="330" />
      <source>{who} ends the turn.</source>
      <translation>{who} 结束回合。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="496" />
      <source>{who} fed the family with {food}</source>
      <translation>{who} 用 {food}喂养家人</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="498" />
      <source>{who} fed the family: no food paid</source>
      <translation>{who} 喂养家人：不需支付食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="424" />
      <source>{who} fenced {cells}: {fences} for {cost}</source>
      <translation>{who} 围起 {cells}：{fences}，花费 {cost}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="421" />
      <source>{who} fenced {cells}: {fences}, free</source>
      <translation>{who} 围起 {cells}：{fences}，免费</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="508" />
      <source>{who} finished the action</source>
      <translation>{who} 结束了这个行动</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="149" />
      <source>{who} got {goods}</source>
      <translation>{who} 得到 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/chooser.py" line="417" />
      <source>{who} is playing…</source>
      <translation>{who}正在行动…</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="481" />
      <source>{who} kept the animals that fit</source>
      <translation>{who} 保留了放得下的动物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="486" />
      <source>{who} kept the animals that fit and cooked {animals} into {food}</source>
      <translation>{who} 保留了放得下的动物，并把 {animals}烹调成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="483" />
      <source>{who} kept the animals that fit and let {animals} go</source>
      <translation>{who} 保留了放得下的动物，并放走 {animals}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="306" />
      <source>{who} lays a large tile ({a}/{b}) on {square}.</source>
      <translation>{who} 在 {square} 放置大型农地（{a}/{b}）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="303" />
      <source>{who} lays a large tile: {a} on {square}, {b} on {other}.</source>
      <translation>{who} 放置大型农地：{square} 为{a}，{other} 为{b}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="309" />
      <source>{who} lays a small {crop} tile on {square}.</source>
      <translation>{who} 在 {square} 放置{crop}小型农地。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="356" />
      <source>{who} left {goods} on “{space}” ({card})</source>
      <translation>{who} 把 {goods} 留在“{space}”上（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="312" />
      <source>{who} levels {square} with the small {crop} tile face down.</source>
      <translation>{who} 把小型{crop}农地面朝下，填平 {square}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="347" />
      <source>{who} moved {goods} from “{source}” onto {spaces} ({card})</source>
      <translation>{who} 把 {goods} 从“{source}”移到{spaces}上（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="337" />
      <source>{who} paid {goods} for it ({card})</source>
      <translation>{who} 为此支付 {goods}（“{card}”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="403" />
      <source>{who} planned a pasture: added {cell}</source>
      <translation>{who} 规划牧场：加入 {cell}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="456" />
      <location filename="../../agricola_qt/ui/log_text.py" line="461" />
      <source>{who} played the occupation {card}</source>
      <translation>{who} 打出职业牌“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="445" />
      <source>{who} played {card}</source>
      <translation>{who} 打出小设施“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="380" />
      <source>{who} ploughed {cell}</source>
      <translation>{who} 在 {cell} 犁地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="324" />
      <source>{who} puts the farm off for a later turn.</source>
      <translation>{who} 暂不建造农庄，留待之后的回合。</translation>
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
        <numerusform>{who} 以 {square} 获得 %n 农庄点数。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/controller.py" line="315" />
      <source>{who} scores {square} for %n victory point(s).</source>
      <translation>
        <numerusform>{who} 以 {square} 获得 %n 胜利点数。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="493" />
      <source>{who} sits this harvest out: nothing to feed</source>
      <translation>{who} 不参加本次收获：无需喂养</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="383" />
      <source>{who} sowed {crop} on {cell}</source>
      <translation>{who} 在 {cell} 播种{crop}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="281" />
      <source>{who} takes a {animal} from the barn.</source>
      <translation>{who} 从谷仓拿取了{animal}。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="311" />
      <source>{who} took {goods}</source>
      <translation>{who} 拿取了 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="302" />
      <source>{who} took {goods} from “{space}”</source>
      <translation>{who} 从“{space}”拿取了 {goods}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="325" />
      <source>{who} took {goods} rather than {points} ({card})</source>
      <translation>{who} 拿取了 {goods}，没有换取 {points}（{card}）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="321" />
      <source>{who} took {points} ({card})</source>
      <translation>{who} 获得{points}（“{card}”）</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="467" />
      <source>{who} turned {goods} into {food}</source>
      <translation>{who} 将 {goods}转换成 {food}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="464" />
      <source>{who} used {card}</source>
      <translation>{who} 使用了“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/log_text.py" line="308" />
      <source>{who} went to {space}</source>
      <translation>{who} 前往“{space}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/review.py" line="284" />
      <source>{who} {n}</source>
      <translation>{who} {n}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/controller.py" line="272" />
      <source>{who}'s farmland shrinks from {was} to {now} squares.</source>
      <translation>{who} 的农庄区域从 {was} 格缩小到 {now} 格。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="574" />
      <source>{who}'s farmyard</source>
      <translation>{who}的农庄</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/keyboard.py" line="181" />
      <source>{who}'s farmyard, {cell}: {doing}</source>
      <translation>{who}的农庄，{cell}：{doing}</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1148" />
      <source>{who}: choose one of the options below.</source>
      <translation>{who}：从下面的选项中选一个。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1133" />
      <source>{who}: choose which animals breed.</source>
      <translation>{who}：请选择要繁殖的动物。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="103" />
      <source>{who}: done for now; you feed your family later in this harvest.</source>
      <translation>{who}：这一步完成了；本次收获稍后还要喂养你的家人。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1120" />
      <source>{who}: drag a person from your house onto a free action space (or click the space).</source>
      <translation>{who}：把一位家庭成员从房屋拖到空的行动区域上（或点一下该区域）。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1126" />
      <source>{who}: feed your family — {need} food needed, {have} held.</source>
      <translation>{who}：喂养家人 — 需要 {need} 份食物，持有 {have} 份。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1139" />
      <source>{who}: some animals do not fit — keep the best or release some.</source>
      <translation>{who}：有些动物放不下 — 保留最好的，其余放走。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1141" />
      <source>{who}: some animals do not fit — keep the best, release or cook.</source>
      <translation>{who}：有些动物放不下 — 保留最好的，其余放走或烹调。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="396" />
      <source>{who}: the house is of stone already, nothing to renovate.</source>
      <translation>{who}：房屋已是石房，无需翻建。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="100" />
      <source>{who}: your answer is given.</source>
      <translation>{who}：你已作答。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1153" />
      <source>{who}: your card {card} asks what you want — choose one of the options below.</source>
      <translation>{who}：你的卡片“{card}”要你做决定——从下面的选项中选一个。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="106" />
      <source>{who}: your part of the harvest is done.</source>
      <translation>{who}：你这次收获的部分完成了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/handoff.py" line="108" />
      <source>{who}: your turn is done.</source>
      <translation>{who}：你的回合结束了。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/farm_item.py" line="657" />
      <source>{who}: {home} of {total} people at home</source>
      <translation>{who}：{total} 名家庭成员中 {home} 名在家</translation>
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
      <translation>{who}：{owner}的卡片“{card}”给你一个选择——从下面的选项中选一个。</translation>
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
      <translation>{who}：{space}——从下面的选项中选一个。</translation>
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
      <translation>{why}。再次点击规划中的格子可将其移除，或清除规划。</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="1018" />
      <source>“{card}”</source>
      <translation>“{card}”</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/card_layer.py" line="182" />
      <location filename="../../agricola_qt/ui/log_text.py" line="344" />
      <location filename="../../agricola_qt/ui/status_words.py" line="62" />
      <location filename="../../agricola_qt/ui/status_words.py" line="89" />
      <source>“{space}”</source>
      <translation>“{space}”</translation>
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
      <translation>── {round}开始 ──</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/replay_viewer.py" line="128" />
      <source>◀ Back</source>
      <translation>◀ 上一步</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/board_items.py" line="682" />
      <source>★ the start player: the game's rounds begin with them</source>
      <translation>★ 起始玩家：每一轮都从他开始</translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="788" />
      <source>⚠ %n food short before the harvest, even with every crop and animal turned into food: take food.</source>
      <translation>
        <numerusform>⚠ 即使把所有作物和动物都换成食物，收获前仍差 %n 份食物：请拿取食物。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/chooser.py" line="791" />
      <source>⚠ %n food short before the harvest: take food or turn goods into food.</source>
      <translation>
        <numerusform>⚠ 收获前还差 %n 份食物：拿取食物，或把物资换成食物。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../agricola_qt/ui/handoff.py" line="314" />
      <source>⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).</source>
      <translation>
        <numerusform>⚠ 即使把物资都换成食物，喂养仍缺 %n 份食物：每缺 1 份食物拿 1 张劣势卡（−3 分）。</numerusform>
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
      <translation>砖块</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="227" />
      <source>food</source>
      <translation>食物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="226" />
      <source>grain</source>
      <translation>谷物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="225" />
      <source>reed</source>
      <translation>芦苇</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="228" />
      <source>sheep</source>
      <translation>羊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="225" />
      <source>stone</source>
      <translation>石头</translation>
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
      <translation>野猪</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="224" />
      <source>wood</source>
      <translation>木材</translation>
    </message>
  </context>
  <context>
    <name>measure</name>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="245" />
      <source>measure:boar</source>
      <translation>头</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="246" />
      <source>measure:cattle</source>
      <translation>头</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="238" />
      <source>measure:clay</source>
      <translation>个</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="243" />
      <source>measure:food</source>
      <translation>份</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="241" />
      <source>measure:grain</source>
      <translation>个</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="239" />
      <source>measure:reed</source>
      <translation>个</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="244" />
      <source>measure:sheep</source>
      <translation>只</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="240" />
      <source>measure:stone</source>
      <translation>颗</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="242" />
      <source>measure:veg</source>
      <translation>个</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/text.py" line="237" />
      <source>measure:wood</source>
      <translation>个</translation>
    </message>
  </context>
  <context>
    <name>scores</name>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="54" />
      <source>Begging cards</source>
      <translation>劣势卡</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="53" />
      <source>Bonus points</source>
      <translation>额外分数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="52" />
      <source>Card points</source>
      <translation>卡牌的分数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="46" />
      <source>Cattle</source>
      <translation>牛</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="49" />
      <source>Clay rooms</source>
      <translation>砖屋房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="51" />
      <source>Family members</source>
      <translation>家庭成员</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="48" />
      <source>Fenced stables</source>
      <translation>被栅栏圈住的牲口棚</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="40" />
      <source>Fields</source>
      <translation>耕地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="42" />
      <source>Grain</source>
      <translation>谷物</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="60" />
      <source>Improvement points</source>
      <translation>设施的分数</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="41" />
      <source>Pastures</source>
      <translation>牧场</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="44" />
      <source>Sheep</source>
      <translation>羊</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="50" />
      <source>Stone rooms</source>
      <translation>石房房间</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="47" />
      <source>Unused farmyard spaces</source>
      <translation>未使用的农庄土地</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="43" />
      <source>Vegetables</source>
      <translation>蔬菜</translation>
    </message>
    <message>
      <location filename="../../agricola_qt/ui/score_sheet.py" line="45" />
      <source>Wild boar</source>
      <translation>野猪</translation>
    </message>
  </context>
</TS>
