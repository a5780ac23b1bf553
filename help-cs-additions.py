# Czech translations of help/C/tally.page, msgids as itstool extracts them
# (ninja -C build help-shipyard-companion-pot), to merge into help/cs/cs.po.
T = {
    "Shipyard Companion developers":
        "Shipyard Companion developers",
    "Reveal the contracts, count every player's points by source, see who won and how the score went, and print or export the score sheet.":
        "Odhalte zakázky, sečtěte body každého hráče podle zdroje, podívejte se, kdo vyhrál a jak se vyvíjelo skóre, a vytiskněte nebo exportujte bodový list.",
    "The final tally":
        "Závěrečné sčítání",
    "When the game is over, <gui>Final Tally</gui> does the counting of the end of the game for you. Opened before the end, it is called <gui>Tally So Far</gui> and counts the points as they stand now.":
        "Když hra skončí, <gui>Závěrečné sčítání</gui> za vás spočítá konec hry. Otevřené před koncem se jmenuje <gui>Dosavadní sčítání</gui> a počítá body tak, jak právě jsou.",
    "external ref='figures/tally.png' md5='6df1f3639604fba673bf89a14406dc06'":
        "figures/tally.png",
    "The winner":
        "Vítěz",
    "The line at the top names the winner and says how the win was decided: the most points wins; with equal points, the player with more guilders wins; with equal points and equal guilders, the players share the win. In a solo game it shows your result instead: an overseas greenhorn from 60 points, a solid designer from 80, an impressive engineer from 95.":
        "Řádek nahoře jmenuje vítěze a říká, jak se o vítězství rozhodlo: vyhrává nejvíce bodů; při stejném počtu bodů vyhrává hráč s více zlaťáky; při stejných bodech i zlaťácích se hráči o vítězství dělí. V sólové hře místo toho ukáže váš výsledek: zámořský zelenáč od 60 bodů, kvalitní konstruktér od 80, impozantní inženýr od 95.",
    "Points by source":
        "Body podle zdroje",
    "Each player has a group with <gui>Ships</gui>, <gui>Contracts</gui>, <gui>Merchants</gui> and the <gui>Total</gui>. Open <gui>Ships</gui> to see the points of the launched ships by source: the crew, the cannons and cranes, the speed, the officials and the Blue Riband. The guilders are shown too, as they break a tie.":
        "Každý hráč má skupinu s řádky <gui>Lodě</gui>, <gui>Zakázky</gui>, <gui>Obchodníci</gui> a <gui>Celkem</gui>. Rozbalte <gui>Lodě</gui> a uvidíte body spuštěných lodí podle zdroje: posádka, děla a jeřáby, rychlost, úředníci a Modrá stuha. Ukázány jsou i zlaťáky, protože rozhodují při rovnosti bodů.",
    "<gui>Contracts</gui> reveals every contract each player kept, with its points. If a contract's points depend on a table printed on its card and that value was never entered, the row says <gui>Value missing: copy it from the card</gui> and for which count; until it is entered, the tally says the result may still change.":
        "<gui>Zakázky</gui> odhalí každou zakázku, kterou si hráč ponechal, s jejími body. Pokud body zakázky závisí na tabulce vytištěné na její kartě a tato hodnota nebyla nikdy zadána, řádek říká <gui>Hodnota chybí: opište ji z karty</gui> a pro jaký počet; dokud není zadána, sčítání upozorňuje, že se výsledek ještě může změnit.",
    "The score over the game":
        "Body v průběhu hry",
    "<gui>Score over the game</gui> draws every player's points after each turn, one line a player in the player's colour. It shows the points scored on the table during the game; contracts and merchants are added only in the tally.":
        "<gui>Body v průběhu hry</gui> kreslí body každého hráče po každém tahu, jednu čáru pro každého hráče v jeho barvě. Ukazuje body získané na stole během hry; zakázky a obchodníci se přičítají až při sčítání.",
    "Print or export the score sheet":
        "Tisk a export bodového listu",
    "The score sheet puts the tally on one A4 page for your game diary: the date and the edition, every player's points by source, the contracts, the winner and the chart. Press the print button in the header bar and choose <gui style=\"menuitem\">Print…</gui>, <gui style=\"menuitem\">Export as PDF…</gui> or <gui style=\"menuitem\">Export as PNG…</gui>, then choose where to save the file. <keyseq><key>Ctrl</key> <key>P</key></keyseq> prints at once. If the file cannot be written, a message says so.":
        "Bodový list shrne sčítání na jednu stránku A4 pro váš herní deník: datum a vydání, body každého hráče podle zdroje, zakázky, vítěze a graf. Stiskněte tlačítko tisku v záhlaví okna a zvolte <gui style=\"menuitem\">Tisk…</gui>, <gui style=\"menuitem\">Exportovat jako PDF…</gui> nebo <gui style=\"menuitem\">Exportovat jako PNG…</gui> a pak vyberte, kam soubor uložit. <keyseq><key>Ctrl</key> <key>P</key></keyseq> rovnou tiskne. Pokud soubor nelze zapsat, ukáže se zpráva.",
}
