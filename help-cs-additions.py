# SPDX-License-Identifier: GPL-3.0-or-later
# Czech translations of the help added on the canal-editor branch
# (help/C/canals.page and one paragraph of help/C/play-turn.page), to be
# merged into help/cs/cs.po; msgids as itstool extracts them.
T = {
    "Enter a rented canal tile by drawing: its shape, how it lies, its officials, where it goes "
    "and, in the first edition, the boat.":
        "Zadejte pronajatý dílek kanálu kreslením: jeho tvar, jak leží, jeho úředníky, kam patří "
        "a v prvním vydání i člun.",
    "Rent a canal": "Pronájem kanálu",
    "When you perform <gui>Rent Canal</gui>, as your action or as a bonus action, the window "
    "shows the canal editor. You copy the tile you took from the board in a few taps; each tap "
    "changes one thing.":
        "Když provádíte akci <gui>Pronájem kanálu</gui>, jako svou akci nebo jako bonusovou akci, "
        "okno ukáže editor kanálu. Dílek, který jste vzali z plánu, opíšete několika klepnutími; "
        "každé klepnutí změní jednu věc.",
    "The canal editor": "Editor kanálu",
    "external ref='figures/canal-editor.png' md5='d2e9fb89ef1e80226da9d6fcb66160ed'":
        "external ref='figures/canal-editor.png' md5='d2e9fb89ef1e80226da9d6fcb66160ed'",
    "Under <gui>Shape</gui>, tap the drawing that matches the water on your tile. The name of "
    "the shape is shown below the drawings.":
        "V části <gui>Tvar</gui> klepněte na obrázek, který odpovídá vodě na vašem dílku. Název "
        "tvaru je uveden pod obrázky.",
    "Turn the large drawing with the two round arrows, or with "
    "<keyseq><key>Ctrl</key><key>←</key></keyseq> and "
    "<keyseq><key>Ctrl</key><key>→</key></keyseq>, until it lies as the tile will lie on the "
    "table.":
        "Otáčejte velkým obrázkem dvěma kulatými šipkami nebo klávesami "
        "<keyseq><key>Ctrl</key><key>←</key></keyseq> a "
        "<keyseq><key>Ctrl</key><key>→</key></keyseq>, dokud neleží tak, jak bude dílek ležet "
        "na stole.",
    "Tap each water space that shows an official. Each tap shows the next mark: plain water, "
    "soldier, businessman, lantern, lifeboat, lifebuoy, Blue Riband, and plain water again. "
    "The line under the drawing lists the marks you have set. The marks turn with the tile.":
        "Klepněte na každé vodní políčko, na kterém je úředník. Každé klepnutí ukáže další "
        "značku: čistá voda, voják, obchodník, lucerna, záchranný člun, záchranný kruh, Modrá "
        "stuha a znovu čistá voda. Řádek pod obrázkem vypisuje nastavené značky. Značky se "
        "otáčejí s dílkem.",
    "Under <gui>Where it goes</gui>, tap one of the dashed squares. They are the places the "
    "rules allow: your first canal has one place, and every later one must touch your canals "
    "along at least one side. The tile is shown there, framed, before you rent it.":
        "V části <gui>Kam patří</gui> klepněte na jeden z čárkovaných čtverců. Jsou to místa, "
        "která pravidla dovolují: váš první kanál má jediné místo a každý další se musí vašich "
        "kanálů dotýkat alespoň jednou stranou. Dílek se tam ukáže v rámečku, ještě než si ho "
        "pronajmete.",
    "Enter the price printed under the tile and press <gui style=\"button\">Rent the "
    "Canal</gui>.":
        "Zadejte cenu vytištěnou pod dílkem a stiskněte <gui style=\"button\">Pronajmout "
        "kanál</gui>.",
    "If the tile cannot go where you put it, the editor says why in red and the button stays "
    "grey until you change it.":
        "Pokud dílek nemůže tam, kam jste ho dali, editor červeně napíše proč a tlačítko zůstane "
        "šedé, dokud to nezměníte.",
    "The boat in the first edition": "Člun v prvním vydání",
    "In the first edition the boat goes onto your first canal as soon as you rent it. The "
    "editor then draws a hollow boat on each space where the water leaves the tile: tap the "
    "one where you put the boat. The chosen boat is filled in red. In the second edition the "
    "boat goes onto the canals at your first shakedown cruise, so the editor does not ask.":
        "V prvním vydání se člun postaví na váš první kanál hned, jak si ho pronajmete. Editor "
        "pak nakreslí prázdný člun na každé políčko, kde voda opouští dílek: klepněte na to, kam "
        "člun postavíte. Zvolený člun je vyplněný červeně. Ve druhém vydání se člun dostane na "
        "kanály při vaší první zkušební plavbě, takže se editor neptá.",
    "What the tile would change": "Co by dílek změnil",
    "Under the drawing, the editor shows what the tile would change before you rent it. For "
    "each finished ship waiting in your shipyard, it shows the best points the ship scores now "
    "and with the tile, or that it fails now because your canals are too short for its speed. "
    "It also shows the speeds that have a cruise route in your canals, without and with the "
    "tile. Only speeds up to 20 are counted.":
        "Pod obrázkem editor ukáže, co by dílek změnil, ještě než si ho pronajmete. U každé "
        "hotové lodi, která čeká ve vaší loděnici, ukáže nejlepší body, které loď získá teď a s "
        "dílkem, nebo že teď neuspěje, protože vaše kanály jsou pro její rychlost příliš krátké. "
        "Ukáže také rychlosti, pro které mají vaše kanály trasu plavby, bez dílku a s ním. "
        "Počítají se jen rychlosti do 20.",
    "Used canals": "Použité kanály",
    "When the boat sails on from a tile during a cruise, that tile becomes one of your used "
    "canals. Each player's board shows the number of canal tiles and how many of them are "
    "used, which some contracts count at the end of the game. Tiles that the boat can no longer "
    "reach are discarded and are not counted as used.":
        "Když člun během plavby odpluje z dílku, stane se tento dílek jedním z vašich použitých "
        "kanálů. Přehled každého hráče ukazuje počet dílků kanálů a kolik z nich je použitých, "
        "což některé zakázky na konci hry počítají. Dílky, na které člun už nedopluje, se "
        "odhazují a jako použité se nepočítají.",
    "<link xref=\"canals\"/> explains the canal editor step by step.":
        "<link xref=\"canals\"/> vysvětluje editor kanálu krok za krokem.",
}
