# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of what the program says about variant constraints: their
names, a broken one, the rules panel (issue 37). Rows as in phrasebook.py:
context, English, German, French, Spanish."""

CT = "pm::ConstraintText"
RP = "pm::RulesPanel"

ENTRIES = [
    # What a SudokuPad puzzle draws but Pencilmark did not read as rules,
    # named in "Pencilmark cannot check this puzzle's %1" and the Rules panel.
    (CT, "drawn lines", "die gezeichneten Linien", "les lignes dessinées", "las líneas dibujadas"),
    (CT, "drawn arrows", "die gezeichneten Pfeile", "les flèches dessinées", "las flechas dibujadas"),
    (CT, "drawn shapes", "die gezeichneten Formen", "les formes dessinées", "las formas dibujadas"),
    (CT, "cages without a sum", "die Käfige ohne Summe", "les cages sans somme", "las jaulas sin suma"),
    (CT, "whole-grid rules", "die Regeln für das ganze Gitter", "les règles de toute la grille",
     "las reglas de toda la cuadrícula"),
    (CT, "rules named in its rules text", "die im Regeltext genannten Regeln", "les règles nommées dans son texte",
     "las reglas nombradas en su texto"),
    (CT, "thermometer", "Thermometer", "thermomètre", "termómetro"),
    (CT, "slow thermometer", "langsames Thermometer", "thermomètre lent", "termómetro lento"),
    (CT, "arrow", "Pfeil", "flèche", "flecha"),
    (CT, "white dot", "weißer Punkt", "point blanc", "punto blanco"),
    (CT, "white dot of %1", "weißer Punkt der Differenz %1", "point blanc d'écart %1", "punto blanco de diferencia %1"),
    (CT, "black dot", "schwarzer Punkt", "point noir", "punto negro"),
    (CT, "black dot of ratio %1", "schwarzer Punkt des Verhältnisses %1", "point noir de rapport %1",
     "punto negro de razón %1"),
    (CT, "V", "V", "V", "V"),
    (CT, "sum of %1", "Summe %1", "somme de %1", "suma de %1"),
    (CT, "even cell", "gerade Zelle", "case paire", "casilla par"),
    (CT, "odd cell", "ungerade Zelle", "case impaire", "casilla impar"),
    (CT, "minimum cell", "Minimumzelle", "case minimum", "casilla mínima"),
    (CT, "maximum cell", "Maximumzelle", "case maximum", "casilla máxima"),
    (CT, "little killer clue", "Little-Killer-Hinweis", "indice little killer", "pista little killer"),
    (CT, "sandwich clue", "Sandwich-Hinweis", "indice sandwich", "pista sándwich"),
    (CT, "X-sum clue", "X-Summen-Hinweis", "indice X-somme", "pista de suma X"),
    (CT, "skyscraper clue", "Wolkenkratzer-Hinweis", "indice gratte-ciel", "pista de rascacielos"),
    (CT, "German whispers line", "German-Whispers-Linie", "ligne German whispers", "línea German whispers"),
    (CT, "Dutch whispers line", "Dutch-Whispers-Linie", "ligne Dutch whispers", "línea Dutch whispers"),
    (CT, "whispers line of %1", "Whispers-Linie mit Abstand %1", "ligne whispers d'écart %1",
     "línea whispers de diferencia %1"),
    (CT, "renban line", "Renban-Linie", "ligne renban", "línea renban"),
    (CT, "palindrome line", "Palindrom-Linie", "ligne palindrome", "línea palíndromo"),
    (CT, "clone", "Klon", "clone", "clon"),
    (CT, "between line", "Zwischenlinie", "ligne d'entre-deux", "línea intermedia"),
    (CT, "lockout line", "Lockout-Linie", "ligne lockout", "línea lockout"),
    (CT, "region-sum line", "Regionssummen-Linie", "ligne de sommes par région", "línea de sumas por región"),
    (CT, "entropic line", "Entropie-Linie", "ligne entropique", "línea entrópica"),
    (CT, "modular line", "Modular-Linie", "ligne modulaire", "línea modular"),
    (CT, "zipper line", "Reißverschluss-Linie", "ligne fermeture éclair", "línea cremallera"),
    (CT, "quadruple", "Quadrupel", "quadruple", "cuádruple"),
    (CT, "group of different digits", "Gruppe verschiedener Ziffern", "groupe de chiffres différents",
     "grupo de cifras distintas"),
    (CT, "given candidates", "vorgegebene Kandidaten", "candidats donnés", "candidatos dados"),
    (CT, "row indexer", "Zeilenindex", "indexeur de ligne", "indexador de fila"),
    (CT, "column indexer", "Spaltenindex", "indexeur de colonne", "indexador de columna"),
    (CT, "box indexer", "Blockindex", "indexeur de bloc", "indexador de caja"),
    (CT, "anti-knight rule", "Anti-Springer-Regel", "règle anti-cavalier", "regla anticaballo"),
    (CT, "anti-king rule", "Anti-König-Regel", "règle anti-roi", "regla antirrey"),
    (CT, "non-consecutive rule", "Regel der nicht aufeinanderfolgenden Ziffern", "règle non consécutive",
     "regla no consecutiva"),
    (CT, "disjoint groups rule", "Regel der disjunkten Gruppen", "règle des groupes disjoints",
     "regla de grupos disjuntos"),
    (CT, "rule of no black dot where no dot is drawn", "Regel: kein schwarzer Punkt, wo kein Punkt gezeichnet ist",
     "règle : pas de point noir là où aucun point n'est dessiné", "regla: ningún punto negro donde no hay ningún punto"),
    (CT, "rule of no X or V where none is drawn", "Regel: kein X oder V, wo keines gezeichnet ist",
     "règle : pas de X ni de V là où il n'y en a pas", "regla: ni X ni V donde no hay uno"),
    (CT, "X and V", "X und V", "X et V", "X y V"),
    (CT, "above column %1", "über Spalte %1", "au-dessus de la colonne %1", "encima de la columna %1"),
    (CT, "below column %1", "unter Spalte %1", "sous la colonne %1", "debajo de la columna %1"),
    (CT, "left of row %1", "links von Zeile %1", "à gauche de la ligne %1", "a la izquierda de la fila %1"),
    (CT, "right of row %1", "rechts von Zeile %1", "à droite de la ligne %1", "a la derecha de la fila %1"),
    (CT, "the %1 between %2 and %3", "der %1 zwischen %2 und %3", "le %1 entre %2 et %3", "el %1 entre %2 y %3"),
    (CT, "the %1 %2 along %3 to %4", "der %1 %2 von %3 bis %4", "l'%1 %2 de %3 à %4", "la %1 %2 de %3 a %4"),
    (CT, "the %1 %2 %3", "der %1 %2 %3", "l'%1 %2 %3", "la %1 %2 %3"),
    (CT, "the %1 %2", "%1 %2", "%1 %2", "%1 %2"),
    (CT, "the %1 at %2", "%1 bei %2", "%1 en %2", "%1 en %2"),
    (CT, "the %1", "%1", "%1", "%1"),
    (CT, "the %1 from %2", "%1 ab %2", "%1 depuis %2", "%1 desde %2"),
    (CT, "the %1 from %2 to %3", "%1 von %2 bis %3", "%1 de %2 à %3", "%1 de %2 a %3"),
    (CT, "%1 does not rise at %2.", "%1 steigt bei %2 nicht an.", "%1 ne monte pas en %2.", "%1 no sube en %2."),
    (CT, "%1 falls at %2.", "%1 fällt bei %2.", "%1 descend en %2.", "%1 baja en %2."),
    (CT, "%1 does not add up: %2.", "%1 geht nicht auf: %2.", "%1 ne tombe pas juste : %2.", "%1 no suma bien: %2."),
    (CT, "%1 is broken at %2.", "%1 ist bei %2 verletzt.", "%1 n'est pas respecté en %2.", "%1 no se cumple en %2."),
    ("pm::GameText", "Unique solution. Its variant rules are not graded yet, so it has no level. Play!",
     "Eindeutige Lösung. Seine Variantenregeln werden noch nicht bewertet, daher hat es keine Stufe. Los!",
     "Solution unique. Ses règles de variante ne sont pas encore évaluées, elle n'a donc pas de niveau. À vous !",
     "Solución única. Sus reglas de variante aún no se califican, así que no tiene nivel. ¡A jugar!"),
    ("pm::HintText",
     "No step found with the rules the hints know. They do not reason with this puzzle's %1 yet, and the next "
     "step needs them. Check (Ctrl+K) still compares your digits and marks with the solution.",
     "Kein Schritt mit den Regeln gefunden, die die Hinweise kennen. Sie berücksichtigen %1 dieses Rätsels noch "
     "nicht, und der nächste Schritt braucht sie. Prüfen (Strg+K) vergleicht Ziffern und Notizen weiterhin mit "
     "der Lösung.",
     "Aucune étape trouvée avec les règles que les indices connaissent. Ils ne raisonnent pas encore avec "
     "« %1 » de cette grille, et l'étape suivante en a besoin. Vérifier (Ctrl+K) compare toujours vos chiffres "
     "et annotations à la solution.",
     "No se encontró ningún paso con las reglas que conocen las pistas. Aún no razonan con «%1» de este sudoku, "
     "y el siguiente paso lo necesita. Comprobar (Ctrl+K) sigue comparando tus cifras y notas con la solución."),
    ("pm::MainActions", "Puzzle &Rules", "Rätsel&regeln", "&Règles de la grille", "&Reglas del sudoku"),
    (RP, "Rules", "Regeln", "Règles", "Reglas"),
    (RP, "by %1", "von %1", "par %1", "de %1"),
    (RP, "Rules on the board: %1.", "Regeln auf dem Brett: %1.", "Règles sur la grille : %1.",
     "Reglas en el tablero: %1."),
    (RP, "Check (Ctrl+K), the clash colours and the hints follow every one of them.",
     "Prüfen (Strg+K), die Konfliktfarben und die Hinweise beachten jede davon.",
     "Vérifier (Ctrl+K), les couleurs de conflit et les indices les suivent toutes.",
     "Comprobar (Ctrl+K), los colores de conflicto y las pistas las siguen todas."),
    (RP, "This puzzle has the usual rules: each digit once in every row, column and box.",
     "Dieses Rätsel hat die üblichen Regeln: jede Ziffer einmal in jeder Zeile, Spalte und jedem Block.",
     "Cette grille a les règles habituelles : chaque chiffre une fois par ligne, colonne et bloc.",
     "Este sudoku tiene las reglas de siempre: cada cifra una vez en cada fila, columna y caja."),
    ("pm::SolvedAnalysisDialog", "The logic could not finish this puzzle with its variant rules, so it has no rating.",
     "Die Logik konnte dieses Rätsel mit seinen Variantenregeln nicht zu Ende lösen, daher hat es keine Wertung.",
     "La logique n'a pas pu finir cette grille avec ses règles de variante : elle n'a pas de note.",
     "La lógica no pudo terminar este sudoku con sus reglas de variante, así que no tiene puntuación."),
    ("pm::GameText",
     "Pencilmark cannot check this puzzle's %1: your digits are compared with the solution the puzzle came with. Play!",
     "Pencilmark kann %1 dieses Rätsels nicht prüfen: Ihre Ziffern werden mit der mitgelieferten Lösung verglichen. Los!",
     "Pencilmark ne peut pas vérifier %1 de cette grille : vos chiffres sont comparés à la solution fournie avec elle. "
     "À vous !",
     "Pencilmark no puede comprobar %1 de este sudoku: tus cifras se comparan con la solución que trae. ¡A jugar!"),
    ("pm::GameText",
     "This puzzle holds rules Pencilmark cannot check (%1), and the solution it came with does not fit its givens and "
     "the rules Pencilmark knows, so it cannot be played.",
     "Dieses Rätsel hat Regeln, die Pencilmark nicht prüfen kann (%1), und die mitgelieferte Lösung passt nicht zu "
     "seinen Vorgaben und den bekannten Regeln; es kann daher nicht gespielt werden.",
     "Cette grille a des règles que Pencilmark ne peut pas vérifier (%1), et la solution fournie ne s'accorde pas avec "
     "ses chiffres donnés et les règles connues : elle ne peut donc pas être jouée.",
     "Este sudoku tiene reglas que Pencilmark no puede comprobar (%1), y la solución que trae no encaja con sus cifras "
     "dadas ni con las reglas conocidas, así que no se puede jugar."),
    ("pm::HintText",
     "No step found with the rules the hints know. Pencilmark cannot check this puzzle's %1, and the next step may "
     "need it. Check (Ctrl+K) still compares your digits with the solution.",
     "Kein Schritt mit den Regeln gefunden, die die Hinweise kennen. Pencilmark kann %1 dieses Rätsels nicht prüfen, "
     "und der nächste Schritt braucht es vielleicht. Prüfen (Strg+K) vergleicht Ihre Ziffern weiterhin mit der Lösung.",
     "Aucune étape trouvée avec les règles que les indices connaissent. Pencilmark ne peut pas vérifier %1 de cette "
     "grille, et l'étape suivante en a peut-être besoin. Vérifier (Ctrl+K) compare toujours vos chiffres à la solution.",
     "No se encontró ningún paso con las reglas que conocen las pistas. Pencilmark no puede comprobar %1 de este "
     "sudoku, y el siguiente paso quizá lo necesite. Comprobar (Ctrl+K) sigue comparando tus cifras con la solución."),
    (RP,
     "Pencilmark cannot check %1: Check (Ctrl+K) compares your digits with the solution the puzzle came with, and a "
     "clash shows only for the rules it knows.",
     "Pencilmark kann %1 nicht prüfen: Prüfen (Strg+K) vergleicht Ihre Ziffern mit der mitgelieferten Lösung, und "
     "Konflikte zeigen sich nur für die bekannten Regeln.",
     "Pencilmark ne peut pas vérifier %1 : Vérifier (Ctrl+K) compare vos chiffres à la solution fournie, et les "
     "conflits ne s'affichent que pour les règles connues.",
     "Pencilmark no puede comprobar %1: Comprobar (Ctrl+K) compara tus cifras con la solución que trae el sudoku, y "
     "los conflictos solo se muestran para las reglas conocidas."),
]
