# SPDX-License-Identifier: GPL-3.0-or-later
# Czech translations of the UI strings added on the history branch (the
# history of finished games), to be merged into po/cs.po (msgid: msgstr;
# (context, msgid): msgstr; a plural msgid: its 3 Czech forms).
T = {
    ("shortcut window", "Game history: finished games and players’ totals"):
        "Historie her: dohrané hry a souhrny hráčů",
    "%-d %B %Y, %H:%M": "%-d. %-m. %Y, %H:%M",
    "%s %u": "%s %u",
    "%s · some contracts not counted": "%s · některé zakázky nezapočteny",
    "%u file in the history’s folder could not be read and is left alone.": [
        "%u soubor ve složce historie nešel přečíst a zůstává, jak je.",
        "%u soubory ve složce historie nešly přečíst a zůstávají, jak jsou.",
        "%u souborů ve složce historie nešlo přečíst a zůstávají, jak jsou.",
    ],
    "%u game": ["%u hra", "%u hry", "%u her"],
    "%u win": ["%u vítězství", "%u vítězství", "%u vítězství"],
    "Every game played to its end is kept here, with its scores and its whole log.":
        "Každá dohraná hra se tu uchová i se skóre a celým záznamem.",
    "Finished Games": "Dohrané hry",
    "Finished game, read only": "Dohraná hra, jen pro čtení",
    "First edition": "První vydání",
    "Game History": "Historie her",
    "Game _History": "_Historie her",
    "Newest first. Open one to see its final table and its log; it cannot be changed.":
        "Nejnovější nahoře. Otevřete hru a uvidíte její konečný stav stolu a záznam; změnit ji nelze.",
    "No Finished Games Yet": "Zatím žádné dohrané hry",
    "Only a finished game goes into the history, and this one is not over yet.":
        "Do historie patří jen dohraná hra a tato ještě neskončila.",
    "Shared win: %s": "Společné vítězství: %s",
    "Solo game": "Sólová hra",
    "The History Cannot Be Read": "Historii nelze přečíst",
    "The file is not a finished game of the history.": "Soubor není dohraná hra z historie.",
    "The game could not be kept in the history: %s": "Hru nešlo uložit do historie: %s",
    "The history’s folder %s cannot be made: %s": "Složku historie %s nelze vytvořit: %s",
    "This is a finished game from the history; it is read only.":
        "Toto je dohraná hra z historie, jen pro čtení.",
    "Won by %s": "Vítězí %s",
    "average %.1f": "průměr %.1f",
    "best %u": "nejlepší skóre %u",
}
