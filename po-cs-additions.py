# SPDX-License-Identifier: GPL-3.0-or-later
# Czech translations of the UI strings added on the canal-editor branch,
# to be merged into po/cs.po (msgid: msgstr; (context, msgid): msgstr;
# a plural msgid: its 3 Czech forms).
T = {
    "soldier official": "úředník voják",
    "businessman official": "úředník obchodník",
    "lantern official": "úředník s lucernou",
    "lifeboat official": "úředník se záchranným člunem",
    "lifebuoy official": "úředník se záchranným kruhem",
    "plain water": "čistá voda",
    ("route step", "+%u"): "+%u",
    "Column %d, row %d: put the tile here": "Sloupec %d, řádek %d: sem položit dílek",
    "Column %d, row %d, %s: %s": "Sloupec %d, řádek %d, %s: %s",
    "The boat starts at column %d, row %d, %s": "Člun začíná ve sloupci %d, řádku %d, %s",
    ("speeds", "none"): "žádné",
    "Fails now": "Teď neuspěje",
    "fails": "neuspěje",
    "Ship in slots %u–%u: %s → %s": "Loď na místech %u–%u: %s → %s",
    "Speeds your canals can sail: %s → %s": "Rychlosti, které vaše kanály uplují: %s → %s",
    "Plain water on every space": "Na všech políčkách čistá voda",
    "Your canal system has no free place beside it.":
        "Vedle vaší soustavy kanálů není žádné volné místo.",
    "The boat needs a space where the water leaves the tile.":
        "Člun potřebuje políčko, kde voda opouští dílek.",
    "Turn a quarter left (Ctrl+Left)": "Otočit o čtvrt doleva (Ctrl+šipka vlevo)",
    "Turn a quarter right (Ctrl+Right)": "Otočit o čtvrt doprava (Ctrl+šipka vpravo)",
    "Turn it and mark the officials": "Otočte dílek a označte úředníky",
    "Tap a water space to change what is printed on it: plain water, soldier, businessman, "
    "lantern, lifeboat, lifebuoy, Blue Riband.":
        "Klepnutím na vodní políčko změníte, co je na něm vytištěno: čistá voda, voják, "
        "obchodník, lucerna, záchranný člun, záchranný kruh, Modrá stuha.",
    "Where it goes": "Kam patří",
    "Tap a dashed square for the tile, then a hollow boat for the space where the boat starts.":
        "Klepněte na čárkovaný čtverec pro dílek, pak na prázdný člun pro políčko, "
        "kde člun začíná.",
    "Tap a dashed square beside your canals.": "Klepněte na čárkovaný čtverec vedle svých kanálů.",
    "What this tile would change": "Co by tento dílek změnil",
    "The tile cannot go to column %d, row %d. ": "Dílek nemůže do sloupce %d, řádku %d. ",
}
