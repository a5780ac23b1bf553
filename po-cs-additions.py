# Czech translations of the tally window's and the score sheet's new strings
# (src/ui/sy-score-chart.c, sy-score-sheet.c, sy-tally-text.c, sy-tally-window.c),
# to merge into po/cs.po. Plurals: the three Czech forms (1, 2-4, 5+).
T = {
    "Turns": "Tahy",
    "Player": "Hráč",
    "Officials": "Úředníci",
    "Merchants": "Obchodníci",
    "Guilders": "Zlaťáky",
    "Not every contract was entered": "Ne všechny zakázky byly zadány",
    "So far: the game is not over": "Zatím: hra ještě neskončila",
    "Shipyard: Score Sheet": "Loděnice: bodový list",
    "Some contracts are not counted yet: the result may change.":
        "Některé zakázky ještě nejsou započítány: výsledek se může změnit.",
    "Score over the game": "Body v průběhu hry",
    "Points scored during the game, before contracts and merchants.":
        "Body získané během hry, bez zakázek a obchodníků.",
    "The score sheet could not be written to “%s”.": "Bodový list se nepodařilo zapsat do „%s“.",
    "Solo result: %s": "Výsledek sólové hry: %s",
    "%s wins with the most points.": "%s vítězí s nejvíce body.",
    "%s wins: equal on points, but more guilders.": "%s vítězí: stejně bodů, ale více zlaťáků.",
    "%s share the win: equal on points and on guilders.":
        "%s se dělí o vítězství: stejně bodů i zlaťáků.",
    "%s leads with the most points.": "%s vede s nejvíce body.",
    "%s leads: equal on points, but more guilders.": "%s vede: stejně bodů, ale více zlaťáků.",
    "%s share the lead: equal on points and on guilders.":
        "%s se dělí o vedení: stejně bodů i zlaťáků.",
    "Impressive engineer (95 points or more)": "Impozantní inženýr (95 bodů a více)",
    "Solid designer (80 points or more)": "Kvalitní konstruktér (80 bodů a více)",
    "Overseas greenhorn (60 points or more)": "Zámořský zelenáč (60 bodů a více)",
    "Below 60 points: no title yet": "Méně než 60 bodů: zatím bez titulu",
    "Value missing: copy it from the card, the value for %u":
        "Hodnota chybí: opište ji z karty, hodnotu pro %u",
    "%u ship launched": ["%u spuštěná loď", "%u spuštěné lodě", "%u spuštěných lodí"],
    "Ships": "Lodě",
    "Not all counted yet": "Zatím nejsou započítány všechny",
    "Their owner enters them privately before the tally.":
        "Majitel je před závěrečným sčítáním zadá v soukromí.",
    "Shares the win": "Dělí se o vítězství",
    "Winner": "Vítěz",
    "In the lead": "Ve vedení",
    "Guilders (the tie-break)": "Zlaťáky (rozhodují při rovnosti bodů)",
    "The score sheet can only be saved in a local folder.":
        "Bodový list lze uložit jen do místní složky.",
    "Score sheet saved": "Bodový list uložen",
    "Export as PDF": "Exportovat jako PDF",
    "Export as PNG": "Exportovat jako PNG",
    "_Export": "_Exportovat",
    "PDF documents": "Dokumenty PDF",
    "score-sheet.pdf": "bodovy-list.pdf",
    "PNG images": "Obrázky PNG",
    "score-sheet.png": "bodovy-list.png",
    "_Print…": "_Tisk…",
    "Export as _PDF…": "Exportovat jako _PDF…",
    "Export as P_NG…": "Exportovat jako P_NG…",
    "Print or Export the Score Sheet": "Vytisknout nebo exportovat bodový list",
    "Final Tally": "Závěrečné sčítání",
    "Tally So Far": "Dosavadní sčítání",
}
