# SPDX-License-Identifier: GPL-3.0-or-later
# Czech translations of the help added on the history branch
# (help/C/history.page and one row of help/C/shortcuts.page), to be merged
# into help/cs/cs.po; msgids as itstool extracts them.
T = {
    "Every finished game is kept: look at the scores, the players' totals, and any finished "
    "game again with its whole log.":
        "Každá dohraná hra se uchová: podívejte se na skóre, souhrny hráčů a na kteroukoli "
        "dohranou hru znovu i s celým záznamem.",
    "The history of finished games": "Historie dohraných her",
    "When a game on the table reaches its end, <app>Shipyard Companion</app> keeps it in the "
    "game history by itself. Nothing needs to be saved by hand.":
        "Když hra na stole skončí, <app>Shipyard Companion</app> ji sám uloží do historie her. "
        "Nic není třeba ukládat ručně.",
    "The game history": "Historie her",
    "external ref='figures/history.png' md5='4455df6938edc5006564bdff01af1ff0'":
        "external ref='figures/history.png' md5='4455df6938edc5006564bdff01af1ff0'",
    "Two finished games with their scores, and the players' totals.":
        "Dvě dohrané hry se skóre a souhrny hráčů.",
    "Look at the history": "Prohlédnout historii",
    "Press the main menu button (<gui>☰</gui>) and choose <gui style=\"menuitem\">Game "
    "History</gui>, or press <keyseq><key>Ctrl</key><key>H</key></keyseq>.":
        "Stiskněte tlačítko hlavní nabídky (<gui>☰</gui>) a zvolte <gui style=\"menuitem\">Historie "
        "her</gui>, nebo stiskněte <keyseq><key>Ctrl</key><key>H</key></keyseq>.",
    "The finished games are listed newest first. Each shows every player with their final "
    "score, the winner in bold, the date, and the edition. The scores include the contracts "
    "and the merchants' points; if the value of a contract card was never copied in, the game "
    "says that some contracts are not counted.":
        "Dohrané hry jsou seřazené od nejnovější. U každé je každý hráč s konečným skóre, vítěz "
        "tučně, datum a vydání. Skóre zahrnuje zakázky i body obchodníků; pokud hodnota karty "
        "zakázky nebyla nikdy opsána, hra uvádí, že některé zakázky nejsou započteny.",
    "Below the games, each player has their totals over all the games they played: the number "
    "of games, the wins (a shared win counts for each winner; a solo game has no winner), the "
    "best score and the average score. Players are told apart by their names, so use the same "
    "name at every game.":
        "Pod hrami má každý hráč souhrn ze všech her, které hrál: počet her, vítězství (společné "
        "vítězství se počítá každému z vítězů; sólová hra vítěze nemá), nejlepší skóre a průměr. "
        "Hráči se rozlišují podle jména, proto u každé hry používejte stejné jméno.",
    "Open a finished game": "Otevřít dohranou hru",
    "In the game history, press the game.": "V historii her stiskněte hru.",
    "The game opens in a window of its own, read only: it shows the table as the game ended, "
    "and its log (<keyseq><key>Ctrl</key><key>L</key></keyseq>) lists everything that "
    "happened. Nothing can be changed: there is no undo, no correction and no new entry, and "
    "the history keeps the game as it was.":
        "Hra se otevře ve vlastním okně, jen pro čtení: ukazuje stůl tak, jak hra skončila, a její "
        "záznam (<keyseq><key>Ctrl</key><key>L</key></keyseq>) vypisuje vše, co se stalo. Nic "
        "nelze změnit: není tu žádné vrácení, oprava ani nový zápis a historie hru uchová tak, "
        "jak byla.",
    "Where the games are kept": "Kde jsou hry uložené",
    "Each finished game is an ordinary saved game in the folder "
    "<file>shipyard-companion/history</file> of your personal data folder. You can copy a game "
    "from there, or open it with <gui style=\"menuitem\">Open…</gui>. A file in that folder "
    "that the program cannot read is left alone, and the game history says how many there are.":
        "Každá dohraná hra je obyčejná uložená hra ve složce "
        "<file>shipyard-companion/history</file> vaší osobní složky s daty. Hru odtud můžete "
        "zkopírovat nebo ji otevřít volbou <gui style=\"menuitem\">Otevřít…</gui>. Soubor v té "
        "složce, který program nedokáže přečíst, zůstane, jak je, a historie her řekne, kolik "
        "takových je.",
    "<keyseq><key>Ctrl</key><key>H</key></keyseq>": "<keyseq><key>Ctrl</key><key>H</key></keyseq>",
    "Open the <link xref=\"history\">game history</link>: finished games and the players' totals":
        "Otevřít <link xref=\"history\">historii her</link>: dohrané hry a souhrny hráčů",
}
