# SPDX-License-Identifier: GPL-3.0-or-later
"""The translations of Pencilmark, one row per message: context, English source,
then German, French and Spanish. fill_translations.py writes them into the .ts
files. A plural message (%n) gives a tuple of forms: (singular, plural) for
all three languages (French counts 0 and 1 as singular, as Qt does).

Terms used throughout (the Sudoku communities' own words):
  English      German               French              Spanish
  cell         Zelle                case                casilla
  row/column   Zeile/Spalte         ligne/colonne       fila/columna
  box          Block                bloc                caja
  house        Einheit              unité               unidad
  candidate    Kandidat             candidat            candidato
  pencil mark  Notiz                note                nota
  given        Vorgabe              indice (donné)      pista (dada)
  hint         Tipp                 indice              pista
  puzzle       Rätsel               grille              sudoku
Cell names rNcM are never translated. Technique names follow HoDoKu's German
translation and the French/Spanish forums; X-Wing, Swordfish, XY-Wing & co.
keep their English names in every language, as players know them.

Accelerators (&) are chosen so none repeats within one menu, the menu bar
(with the window's Alt+B and Alt+digit) or one dialog, in every language:
tests/ui/window/tst_mnemonics checks it and prints the whole menu beside a
clash, so a free letter is easy to pick. The Game menu's letters once were:
  Game:  de N f S u D E h R t P i B   fr N O E s I x l g C P t Q   es N A G c I E d r z P s l
"""

LANGUAGES = ("de", "fr", "es")

ENTRIES = [
    # --- words shared by several contexts ("*") ---------------------------------
    ("*", "Easy", "Leicht", "Facile", "Fácil"),
    ("*", "Medium", "Mittel", "Moyen", "Medio"),
    ("*", "Hard", "Schwer", "Difficile", "Difícil"),
    ("*", "Expert", "Experte", "Expert", "Experto"),
    ("*", "Master", "Meister", "Maître", "Maestro"),
    ("*", "Extreme", "Extrem", "Extrême", "Extremo"),
    ("*", "Pencilmark", "Pencilmark", "Pencilmark", "Pencilmark"),
    ("*", "New Game", "Neues Spiel", "Nouvelle partie", "Nueva partida"),
    ("*", "Puzzle", "Rätsel", "Grille", "Sudoku"),
    ("*", "%1×%1 (%2×%3 boxes)", "%1×%1 (%2×%3-Blöcke)", "%1×%1 (blocs de %2×%3)", "%1×%1 (cajas de %2×%3)"),
    ("*", "&Size:", "&Größe:", "&Taille :", "&Tamaño:"),
    ("*", "&Jigsaw (irregular regions instead of boxes)", "&Jigsaw (unregelmäßige Gebiete statt Blöcken)",
     "&Jigsaw (régions irrégulières au lieu des blocs)", "&Jigsaw (regiones irregulares en lugar de cajas)"),
    ("*", "Print Booklet", "Rätselheft drucken", "Imprimer un livret", "Imprimir cuadernillo"),
    ("*", "Centre marks", "Mittelnotizen", "Notes centrales", "Notas centrales"),
    ("*", "Corner marks", "Ecknotizen", "Notes de coin", "Notas de esquina"),
    ("*", "Colour", "Farbe", "Couleur", "Color"),
    ("*", "Hint", "Tipp", "Indice", "Pista"),
    ("*", "Technique", "Technik", "Technique", "Técnica"),
    ("*", "Explanation", "Erklärung", "Explication", "Explicación"),
    ("*", "Apply", "Anwenden", "Appliquer", "Aplicar"),
    ("*", "Look at %1.", "Schau dir %1 an.", "Regardez %1.", "Mira %1."),

    # --- best times, statistics -----------------------------------------------------
    ("pm::Names", "easy", "leicht", "facile", "fácil"),
    ("pm::Names", "medium", "mittel", "moyen", "medio"),
    ("pm::Names", "hard", "schwer", "difficile", "difícil"),
    ("pm::Names", "expert", "Experte", "expert", "experto"),
    ("pm::Names", "master", "Meister", "maître", "maestro"),
    ("pm::Names", "extreme", "extrem", "extrême", "extremo"),
    ("pm::Names", "jigsaw", "Jigsaw", "jigsaw", "jigsaw"),
    ("pm::Names", "MultiFour", "MultiFour", "MultiFour", "MultiFour"),
    ("pm::Names", "DoubleNine", "DoubleNine", "DoubleNine", "DoubleNine"),
    ("pm::Names", "%1×%2 boxes", "%1×%2-Blöcke", "blocs de %1×%2", "cajas de %1×%2"),
    ("pm::Names", "X", "X", "X", "X"),
    ("pm::ConstraintText", "X", "X", "X", "X"),
    ("pm::Names", "centre dot", "Mittelpunkt", "point central", "punto central"),
    ("pm::Names", "windows", "Fenster", "fenêtres", "ventanas"),
    ("pm::Names", "killer", "Killer", "killer", "killer"),
    ("pm::StatisticsDialog", "Statistics", "Statistik", "Statistiques", "Estadísticas"),
    ("pm::StatisticsDialog", "No puzzle solved yet. Best times appear here.",
     "Noch kein Rätsel gelöst. Hier erscheinen deine Bestzeiten.",
     "Aucune grille résolue pour l'instant. Vos meilleurs temps apparaîtront ici.",
     "Aún no has resuelto ningún sudoku. Aquí aparecerán tus mejores tiempos."),
    ("pm::StatisticsDialog", "Solved", "Gelöst", "Résolues", "Resueltos"),
    ("pm::StatisticsDialog", "Best time", "Bestzeit", "Meilleur temps", "Mejor tiempo"),

    # --- accessibility of the board (read out by screen readers) --------------------
    ("pm::CellDescription", "On the main diagonal.", "Auf der Hauptdiagonale.", "Sur la diagonale principale.",
     "En la diagonal principal."),
    ("pm::CellDescription", "On the anti-diagonal.", "Auf der Nebendiagonale.", "Sur l'anti-diagonale.",
     "En la antidiagonal."),
    ("pm::CellDescription", "A centre-dot cell.", "Eine Mittelpunktzelle.", "Une case à point central.",
     "Una casilla de punto central."),
    ("pm::CellDescription", "In window %1.", "In Fenster %1.", "Dans la fenêtre %1.", "En la ventana %1."),
    ("pm::CellDescription", "Row %1, column %2", "Zeile %1, Spalte %2", "Ligne %1, colonne %2", "Fila %1, columna %2"),
    ("pm::CellDescription", "%1: hidden while paused", "%1: verdeckt während der Pause", "%1 : masquée pendant la pause",
     "%1: oculta durante la pausa"),
    ("pm::CellDescription", "%1: %2, given", "%1: %2, Vorgabe", "%1 : %2, donné", "%1: %2, pista inicial"),
    ("pm::CellDescription", "%1: %2, your entry", "%1: %2, dein Eintrag", "%1 : %2, votre saisie", "%1: %2, tu entrada"),
    ("pm::CellDescription", "%1: empty, corner marks %2, centre marks %3", "%1: leer, Ecknotizen %2, Mittelnotizen %3",
     "%1 : vide, notes de coin %2, notes centrales %3", "%1: vacía, notas de esquina %2, notas centrales %3"),
    ("pm::CellDescription", "%1: empty, corner marks %2", "%1: leer, Ecknotizen %2", "%1 : vide, notes de coin %2",
     "%1: vacía, notas de esquina %2"),
    ("pm::CellDescription", "%1: empty, centre marks %2", "%1: leer, Mittelnotizen %2", "%1 : vide, notes centrales %2",
     "%1: vacía, notas centrales %2"),
    ("pm::CellDescription", "Clashes with %1: the same digit.", "Kollidiert mit %1: dieselbe Ziffer.",
     "En conflit avec %1 : le même chiffre.", "Choca con %1: el mismo dígito."),
    ("pm::CellDescription", "%1: empty", "%1: leer", "%1 : vide", "%1: vacía"),
    ("pm::CellDescription", "Region %1.", "Gebiet %1.", "Région %1.", "Región %1."),
    ("pm::CellDescription", "Box %1.", "Block %1.", "Bloc %1.", "Caja %1."),
    ("pm::CellDescription", "Colour %1.", "Farbe %1.", "Couleur %1.", "Color %1."),
    ("pm::CellDescription", "Clashes with the same digit in one of its houses.",
     "Kollidiert mit derselben Ziffer in einer ihrer Einheiten.",
     "Entre en conflit avec le même chiffre dans une de ses unités.",
     "Choca con el mismo dígito en una de sus unidades."),
    ("pm::CellDescription", "Wrong: it differs from the solution.", "Falsch: weicht von der Lösung ab.",
     "Erreur : diffère de la solution.", "Incorrecto: no coincide con la solución."),
    ("pm::CellDescription", "In a cage of %n cell(s) with sum %1.",
     ("In einem Käfig aus %n Zelle mit Summe %1.", "In einem Käfig aus %n Zellen mit Summe %1."),
     ("Dans une cage de %n case, de somme %1.", "Dans une cage de %n cases, de somme %1."),
     ("En una jaula de %n casilla con suma %1.", "En una jaula de %n casillas con suma %1.")),
    ("pm::CellDescription", "Its cage's digits do not add up to its sum.",
     "Die Ziffern ihres Käfigs ergeben nicht seine Summe.", "Les chiffres de sa cage ne font pas sa somme.",
     "Los dígitos de su jaula no dan su suma."),
    ("pm::CellDescription", "Clashes with the same digit in one of its houses or its cage.",
     "Kollidiert mit derselben Ziffer in einer ihrer Einheiten oder ihrem Käfig.",
     "Entre en conflit avec le même chiffre dans une de ses unités ou sa cage.",
     "Choca con el mismo dígito en una de sus unidades o en su jaula."),
    ("pm::CellDescription",
     "%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner mark, "
     "Control and a digit a centre mark; Tab changes the mode; F6 goes to the next panel.",
     "%1 mal %1 Zellen. Pfeiltasten bewegen; eine Ziffer trägt sie ein, Umschalt und eine Ziffer schaltet "
     "eine Ecknotiz um, Strg und eine Ziffer eine Mittelnotiz; Tab wechselt den Modus; F6 geht zum nächsten Bereich.",
     "%1 cases sur %1. Les flèches déplacent ; un chiffre le saisit, Maj et un chiffre bascule une note de coin, "
     "Ctrl et un chiffre une note centrale ; Tab change de mode ; F6 passe au panneau suivant.",
     "%1 por %1 casillas. Las flechas mueven; un dígito lo introduce, Mayús y un dígito alterna una nota de "
     "esquina, Control y un dígito una nota central; Tab cambia el modo; F6 pasa al panel siguiente."),
    ("pm::CellDescription", "Column %1", "Spalte %1", "Colonne %1", "Columna %1"),
    ("pm::CellDescription", "Row %1", "Zeile %1", "Ligne %1", "Fila %1"),

    # --- game files -----------------------------------------------------------------
    ("GameFile", "The file could not be opened.", "Die Datei konnte nicht geöffnet werden.",
     "Le fichier n'a pas pu être ouvert.", "No se pudo abrir el archivo."),
    ("GameFile", "The file is too large to be a Pencilmark game.",
     "Die Datei ist zu groß für ein Pencilmark-Spiel.", "Le fichier est trop gros pour être une partie Pencilmark.",
     "El archivo es demasiado grande para ser una partida de Pencilmark."),
    ("GameFile", "HoDoKu holds classic 9×9 games only: save this one as a Pencilmark game.",
     "HoDoKu kennt nur klassische 9×9-Spiele: Speichere dieses als Pencilmark-Spiel.",
     "HoDoKu ne gère que les parties classiques 9×9 : enregistrez celle-ci comme partie Pencilmark.",
     "HoDoKu solo admite partidas clásicas de 9×9: guarda esta como partida de Pencilmark."),
    ("GameFile", "It is not a regular file but a folder, a device or a pipe, which Pencilmark does not read.",
     "Das ist keine gewöhnliche Datei, sondern ein Ordner, ein Gerät oder eine Pipe; so etwas liest Pencilmark nicht.",
     "Ce n'est pas un fichier ordinaire mais un dossier, un périphérique ou un tube, que Pencilmark ne lit pas.",
     "No es un archivo normal sino una carpeta, un dispositivo o una tubería, que Pencilmark no lee."),
    ("GameFile", "The file is larger than %1 MiB, more than the app opens; pencilmark-cli reads files of any size.",
     "Die Datei ist größer als %1 MiB, mehr als die App öffnet; pencilmark-cli liest Dateien jeder Größe.",
     "Le fichier dépasse %1 Mio, plus que ce que l'application ouvre ; pencilmark-cli lit les fichiers de toute taille.",
     "El archivo supera los %1 MiB, más de lo que abre la aplicación; pencilmark-cli lee archivos de cualquier tamaño."),
    ("GameFile", "The file is damaged: it is not valid JSON.", "Die Datei ist beschädigt: kein gültiges JSON.",
     "Le fichier est endommagé : ce n'est pas du JSON valide.", "El archivo está dañado: no es JSON válido."),
    ("GameFile", "This is not a Pencilmark game file.", "Das ist keine Pencilmark-Spieldatei.",
     "Ce n'est pas un fichier de partie Pencilmark.", "No es un archivo de partida de Pencilmark."),
    ("GameFile", "The file was saved by a newer version of Pencilmark.",
     "Die Datei wurde von einer neueren Pencilmark-Version gespeichert.",
     "Le fichier a été enregistré par une version plus récente de Pencilmark.",
     "El archivo se guardó con una versión más reciente de Pencilmark."),
    ("GameFile", "The file describes a grid Pencilmark cannot build.",
     "Die Datei beschreibt ein Gitter, das Pencilmark nicht aufbauen kann.",
     "Le fichier décrit une grille que Pencilmark ne sait pas construire.",
     "El archivo describe una cuadrícula que Pencilmark no puede construir."),
    ("GameFile", "The file is damaged: a field is missing or out of range.",
     "Die Datei ist beschädigt: Ein Feld fehlt oder liegt außerhalb des gültigen Bereichs.",
     "Le fichier est endommagé : un champ manque ou sort des limites.",
     "El archivo está dañado: falta un campo o está fuera de rango."),
    ("GameFile", "The file is damaged: its parts contradict each other.",
     "Die Datei ist beschädigt: Ihre Teile widersprechen sich.",
     "Le fichier est endommagé : ses parties se contredisent.",
     "El archivo está dañado: sus partes se contradicen."),
    ("GameFile", "The game could not be saved.", "Das Spiel konnte nicht gespeichert werden.",
     "La partie n'a pas pu être enregistrée.", "No se pudo guardar la partida."),
    ("GameFile", "The file's killer cages are damaged or do not fit the grid.",
     "Die Killer-Käfige der Datei sind beschädigt oder passen nicht zum Gitter.",
     "Les cages killer du fichier sont endommagées ou ne vont pas avec la grille.",
     "Las jaulas killer del archivo están dañadas o no encajan en la cuadrícula."),

    # --- killer cages: their names and the combinations panel ------------------------
    # One name for a cage everywhere (hints, clashes, steps): German without
    # an article, as the house names ("in Käfig r1c1 (Summe 12)").
    ("pm::Names", "the cage of %1 at %2", "Käfig %2 (Summe %1)", "la cage %2 (somme %1)",
     "la jaula %2 (suma %1)"),
    ("pm::GameText", "No grid fits this puzzle's region map, whatever its givens.",
     "Keine Lösung passt zu den Gebieten dieses Rätsels, gleich welche Vorgaben es hat.",
     "Aucune grille remplie ne respecte les régions de cette grille, quels que soient ses indices.",
     "Ninguna cuadrícula encaja en las regiones de este sudoku, sean cuales sean sus pistas."),
    ("pm::GameText", "A search through every way to fill the map found none.",
     "Eine Suche durch alle Arten, die Gebiete zu füllen, fand keine.",
     "Une recherche parmi toutes les façons de remplir les régions n'en a trouvé aucune.",
     "Una búsqueda entre todas las formas de llenar las regiones no encontró ninguna."),
    ("pm::GameText", "The digits of %1 are the digits of %2, so their cells outside each other hold the same digits too;",
     "Die Ziffern von %1 sind die Ziffern von %2, also enthalten auch ihre Zellen außerhalb des jeweils anderen dieselben Ziffern;",
     "Les chiffres de %1 sont ceux de %2, donc leurs cases hors de l'autre contiennent aussi les mêmes chiffres ;",
     "Las cifras de %1 son las de %2, así que sus casillas fuera del otro también contienen las mismas cifras;"),
    ("pm::GameText", "but %1 and %2 would have to hold the same digit, and they see each other.",
     "aber %1 und %2 müssten dieselbe Ziffer enthalten, und sie sehen einander.",
     "mais %1 et %2 devraient contenir le même chiffre, et elles se voient.",
     "pero %1 y %2 tendrían que contener la misma cifra, y se ven entre sí."),
    ("pm::GameText", "but the digit of %1 would have to appear in one of %2, and %1 sees them all.",
     "aber die Ziffer von %1 müsste in einer von %2 stehen, und %1 sieht sie alle.",
     "mais le chiffre de %1 devrait figurer dans l'une de %2, et %1 les voit toutes.",
     "pero la cifra de %1 tendría que estar en una de %2, y %1 las ve todas."),
    ("pm::GameText", "Pencilmark could not tell within %1 search steps whether any grid at all fits this puzzle's region map, so it can neither check this puzzle nor start it.",
     "Pencilmark konnte in %1 Suchschritten nicht klären, ob überhaupt eine Lösung zu den Gebieten dieses Rätsels passt; es kann das Rätsel daher weder prüfen noch starten.",
     "Pencilmark n'a pas pu savoir en %1 étapes de recherche si une grille remplie respecte les régions de cette grille ; il ne peut donc ni la vérifier ni la lancer.",
     "Pencilmark no pudo saber en %1 pasos de búsqueda si alguna cuadrícula encaja en las regiones de este sudoku, así que no puede comprobarlo ni empezarlo."),
    ("pm::GameText", "Pencilmark could not tell within %1 search steps whether this puzzle has one solution, and its logic gets stuck before the end, so it can neither check this puzzle nor start it.",
     "Pencilmark konnte in %1 Suchschritten nicht klären, ob dieses Rätsel genau eine Lösung hat, und seine Logik bleibt vor dem Ende stecken; es kann das Rätsel daher weder prüfen noch starten.",
     "Pencilmark n'a pas pu savoir en %1 étapes de recherche si cette grille a une seule solution, et sa logique se bloque avant la fin ; il ne peut donc ni la vérifier ni la lancer.",
     "Pencilmark no pudo saber en %1 pasos de búsqueda si este sudoku tiene una sola solución, y su lógica se atasca antes del final, así que no puede comprobarlo ni empezarlo."),
    ("pm::GameText", "The digits in %1 add up to %2.", "Die Ziffern in %1 ergeben zusammen %2.",
     "Les chiffres de %1 font %2 au total.", "Los dígitos de %1 suman %2."),
    ("pm::GameText", "The digits in %1 already add up to %2, more than its sum.",
     "Die Ziffern in %1 ergeben schon %2, mehr als seine Summe.",
     "Les chiffres de %1 font déjà %2, plus que sa somme.", "Los dígitos de %1 ya suman %2, más que su suma."),
    ("pm::CagePanel", "Cage combinations", "Käfig-Kombinationen", "Combinaisons de la cage",
     "Combinaciones de la jaula"),
    ("pm::CagePanel", "Select a cell of a cage to see the digits the cage can hold.",
     "Wähle eine Zelle eines Käfigs, um zu sehen, welche Ziffern der Käfig enthalten kann.",
     "Choisissez une case d'une cage pour voir les chiffres que la cage peut contenir.",
     "Elige una casilla de una jaula para ver qué dígitos puede contener la jaula."),
    ("pm::CagePanel", "%1 is in no cage.", "%1 liegt in keinem Käfig.", "%1 n'est dans aucune cage.",
     "%1 no está en ninguna jaula."),
    ("pm::CagePanel", "Sum %1 in %n cell(s)", ("Summe %1 in %n Zelle", "Summe %1 in %n Zellen"),
     ("Somme %1 en %n case", "Somme %1 en %n cases"), ("Suma %1 en %n casilla", "Suma %1 en %n casillas")),
    ("pm::CagePanel", "More than %1 sets of digits add up to this sum: too many to list.",
     "Mehr als %1 Ziffernmengen ergeben diese Summe: zu viele für eine Liste.",
     "Plus de %1 ensembles de chiffres font cette somme : trop pour les lister.",
     "Más de %1 conjuntos de dígitos dan esta suma: demasiados para listarlos."),
    ("pm::CagePanel", "No set of different digits adds up to this sum.",
     "Keine Menge verschiedener Ziffern ergibt diese Summe.",
     "Aucun ensemble de chiffres différents ne fait cette somme.",
     "Ningún conjunto de dígitos distintos da esta suma."),
    ("pm::CagePanel", "by a digit in the cage", "durch eine Ziffer im Käfig", "par un chiffre de la cage",
     "por un dígito de la jaula"),
    ("pm::CagePanel", "by your pencil marks", "durch deine Notizen", "par vos notes", "por tus notas"),
    ("pm::CagePanel", "%1 of %2 possible.", "%1 von %2 möglich.", "Possibles : %1 sur %2.", "%1 de %2 posibles."),
    ("pm::CagePanel", "In every one left: %1.", "In jeder verbleibenden: %1.", "Dans chacune des restantes : %1.",
     "En todas las que quedan: %1."),

    # --- export, pages, generation ---------------------------------------------------
    ("PuzzleExport", "%1 could not be written: %2", "%1 konnte nicht geschrieben werden: %2",
     "Impossible d'écrire %1 : %2", "No se pudo escribir %1: %2"),
    ("PuzzleExport", "%1 could not be written: the pages could not be drawn.",
     "%1 konnte nicht geschrieben werden: Die Seiten ließen sich nicht zeichnen.",
     "Impossible d'écrire %1 : les pages n'ont pas pu être dessinées.",
     "No se pudo escribir %1: no se pudieron dibujar las páginas."),
    ("PuzzleGeneration", "No puzzle could be made with these options: %1",
     "Mit diesen Einstellungen ließ sich kein Rätsel erzeugen: %1",
     "Aucune grille n'a pu être créée avec ces options : %1",
     "No se pudo crear ningún sudoku con estas opciones: %1"),
    ("PuzzlePages", "Puzzle %1", "Rätsel %1", "Grille %1", "Sudoku %1"),
    ("PuzzlePages", "Fill the grid so that every row and every column holds each of %1 exactly %2 times.",
     "Fülle das Gitter so, dass jede Zeile und jede Spalte jedes von %1 genau %2-mal enthält.",
     "Remplissez la grille de sorte que chaque ligne et chaque colonne contienne chacun de %1 exactement %2 fois.",
     "Rellena la cuadrícula de modo que cada fila y cada columna contenga cada uno de %1 exactamente %2 veces."),
    ("PuzzlePages", "Fill the grid so that every row and every column holds each of %1 exactly %2 times, and every "
     "outlined %3×%4 section holds each of them once.",
     "Fülle das Gitter so, dass jede Zeile und jede Spalte jedes von %1 genau %2-mal enthält und jeder umrandete "
     "%3×%4-Abschnitt jedes davon einmal.",
     "Remplissez la grille de sorte que chaque ligne et chaque colonne contienne chacun de %1 exactement %2 fois, "
     "et chaque section %3×%4 encadrée chacun d’eux une fois.",
     "Rellena la cuadrícula de modo que cada fila y cada columna contenga cada uno de %1 exactamente %2 veces, y "
     "cada sección %3×%4 marcada contenga cada uno una vez."),
    ("PuzzlePages", "Solution %1", "Lösung %1", "Solution %1", "Solución %1"),
    ("PuzzlePages", "Puzzles %1–%2", "Rätsel %1–%2", "Grilles %1–%2", "Sudokus %1–%2"),
    ("PuzzlePages", "Solutions %1–%2", "Lösungen %1–%2", "Solutions %1–%2", "Soluciones %1–%2"),
    ("PuzzlePages", "Sudoku", "Sudoku", "Sudoku", "Sudoku"),
    ("PuzzlePages", "Solution", "Lösung", "Solution", "Solución"),
    ("PuzzlePages", "Fill the grid so that every row, every column and every outlined region holds each of %1 exactly once.",
     "Fülle das Gitter so, dass jede Zeile, jede Spalte und jedes umrandete Gebiet jedes der Zeichen %1 genau einmal enthält.",
     "Remplissez la grille pour que chaque ligne, chaque colonne et chaque région délimitée contienne chacun des symboles %1 une seule fois.",
     "Rellena la cuadrícula de modo que cada fila, cada columna y cada región marcada contenga cada uno de los símbolos %1 exactamente una vez."),
    ("PuzzlePages", "Fill the grid so that every row, every column and every %1×%2 box holds each of %3 exactly once.",
     "Fülle das Gitter so, dass jede Zeile, jede Spalte und jeder %1×%2-Block jedes der Zeichen %3 genau einmal enthält.",
     "Remplissez la grille pour que chaque ligne, chaque colonne et chaque bloc de %1×%2 contienne chacun des symboles %3 une seule fois.",
     "Rellena la cuadrícula de modo que cada fila, cada columna y cada caja de %1×%2 contenga cada uno de los símbolos %3 exactamente una vez."),
    ("PuzzlePages", "So do both shaded diagonals.", "Ebenso beide schattierten Diagonalen.",
     "De même pour les deux diagonales grisées.", "Igual las dos diagonales sombreadas."),
    ("PuzzlePages", "So do the shaded centre cells of the boxes, taken together.",
     "Ebenso die schattierten Mittelzellen der Blöcke, zusammengenommen.",
     "De même pour les cases centrales grisées des blocs, prises ensemble.",
     "Igual las casillas centrales sombreadas de las cajas, tomadas en conjunto."),
    ("PuzzlePages", "So does each of the four shaded windows.", "Ebenso jedes der vier schattierten Fenster.",
     "De même pour chacune des quatre fenêtres grisées.", "Igual cada una de las cuatro ventanas sombreadas."),

    # --- board, number pad ------------------------------------------------------------
    ("pm::BoardWidget", "Sudoku board", "Sudoku-Spielfeld", "Grille de sudoku", "Tablero de sudoku"),
    ("pm::BoardWidget", "Paused", "Pausiert", "En pause", "En pausa"),
    ("pm::DigitButton", "%n left to place", ("noch %n zu setzen", "noch %n zu setzen"),
     ("encore %n à placer", "encore %n à placer"), ("queda %n por colocar", "quedan %n por colocar")),
    ("pm::DigitButton", "%1, %n left to place", ("%1, noch %n zu setzen", "%1, noch %n zu setzen"),
     ("%1, encore %n à placer", "%1, encore %n à placer"), ("%1, queda %n por colocar", "%1, quedan %n por colocar")),
    ("pm::NumberPad", "Digit", "Ziffer", "Chiffre", "Dígito"),
    ("pm::NumberPad", "Centre", "Mitte", "Centre", "Centro"),
    ("pm::NumberPad", "Corner", "Ecke", "Coin", "Esquina"),
    ("pm::NumberPad", "Erase", "Löschen", "Effacer", "Borrar"),
    ("pm::NumberPad", "Clear the selected cells (Delete)", "Gewählte Zellen leeren (Entf)",
     "Vider les cases choisies (Suppr)", "Vaciar las casillas elegidas (Supr)"),

    # --- undo history (GameSession names each move) ------------------------------------
    ("pm::GameSession", "Enter %1", "%1 eintragen", "Saisir %1", "Introducir %1"),
    ("pm::GameSession", "Clear", "Leeren", "Vider", "Vaciar"),
    ("pm::GameSession", "Fill in pencil marks", "Notizen eintragen", "Remplir les notes", "Rellenar las notas"),
    ("pm::HintText", "Hint: clear %1", "Tipp: %1 leeren", "Indice : vider %1", "Pista: vaciar %1"),
    ("pm::HintText", "Hint: put %1 back in %2", "Tipp: %1 wieder in %2 eintragen", "Indice : remettre %1 dans %2",
     "Pista: volver a poner %1 en %2"),
    ("pm::HintText", "Hint: %1", "Tipp: %1", "Indice : %1", "Pista: %1"),
]

from phrasebook_windows import ENTRIES as _WINDOWS  # noqa: E402
from phrasebook_steps import ENTRIES as _STEPS  # noqa: E402
from phrasebook_solving_path import ENTRIES as _SOLVING_PATH  # noqa: E402
from phrasebook_guide import ENTRIES as _GUIDE  # noqa: E402
from phrasebook_step_order import ENTRIES as _STEP_ORDER  # noqa: E402
from phrasebook_view_tools import ENTRIES as _VIEW_TOOLS  # noqa: E402
from phrasebook_practice import ENTRIES as _PRACTICE  # noqa: E402
from phrasebook_variants import ENTRIES as _VARIANTS  # noqa: E402
from phrasebook_variant_logic import ENTRIES as _VARIANT_LOGIC  # noqa: E402
from phrasebook_setter import ENTRIES as _SETTER  # noqa: E402

ENTRIES += (_WINDOWS + _STEPS + _SOLVING_PATH + _GUIDE + _STEP_ORDER + _VIEW_TOOLS + _PRACTICE + _VARIANTS
            + _VARIANT_LOGIC + _SETTER)
