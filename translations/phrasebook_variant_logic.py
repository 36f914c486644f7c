# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of what the explaining solver says about variant constraints
(issue 38): the constraint techniques' names, their sentences (each naming
its constraint as pm::ConstraintText does) and their guide descriptions.
Rows as in phrasebook.py: context, English, German, French, Spanish."""

ST = "pm::StepText"
TD = "pm::TechniqueDescriptions"

ENTRIES = [
    ("pm::TechniqueGuide", "Cannot be practised: the generator makes no puzzles with the rules it needs yet.",
     "Kann nicht geübt werden: der Generator macht noch keine Rätsel mit den Regeln, die sie braucht.",
     "Impossible à pratiquer : le générateur ne fait pas encore de grilles avec les règles qu'elle demande.",
     "No se puede practicar: el generador aún no hace sudokus con las reglas que necesita."),
    ("pm::Names", "Variant rules", "Variantenregeln", "Règles de variante", "Reglas de variante"),
    # --- technique names ---------------------------------------------------------
    (ST, "Grid Rule", "Gitterregel", "Règle de grille", "Regla de cuadrícula"),
    (ST, "Cell Rule", "Zellenregel", "Règle de case", "Regla de casilla"),
    (ST, "Thermometer", "Thermometer", "Thermomètre", "Termómetro"),
    (ST, "Dot Pair", "Punktpaar", "Paire à point", "Pareja de punto"),
    (ST, "Line Rule", "Linienregel", "Règle de ligne", "Regla de línea"),
    (ST, "Line Sum", "Liniensumme", "Somme de ligne", "Suma de línea"),
    (ST, "Outside Clue", "Randhinweis", "Indice extérieur", "Pista exterior"),
    (ST, "Joint Fit", "Gemeinsame Füllung", "Remplissage conjoint", "Relleno conjunto"),
    (ST, "%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with "
         "cells sharing a house holding different digits. Some candidates fit no such filling: %4.",
     "%1: zusammen erlauben %2 weniger Füllungen als jede allein: eine Füllung von %3 muss jede Regel einhalten, "
     "Zellen eines Hauses mit verschiedenen Ziffern. Manche Kandidaten passen in keine solche Füllung: %4.",
     "%1 : prises ensemble, %2 permettent moins de remplissages que chacune seule : un même remplissage de %3 doit "
     "respecter toutes les règles, les cases d'une même maison portant des chiffres différents. Certains candidats "
     "n'entrent dans aucun tel remplissage : %4.",
     "%1: tomadas juntas, %2 permiten menos rellenos que cada una sola: un mismo relleno de %3 debe cumplir todas "
     "las reglas, con las casillas de una misma casa con cifras distintas. Algunos candidatos no caben en ningún "
     "relleno así: %4."),
    (ST, "%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with "
         "cells sharing a house holding different digits and %4 kept between them. Some candidates fit no such "
         "filling: %5.",
     "%1: zusammen erlauben %2 weniger Füllungen als jede allein: eine Füllung von %3 muss jede Regel einhalten, "
     "Zellen eines Hauses mit verschiedenen Ziffern, und zwischen ihnen gilt %4. Manche Kandidaten passen in keine "
     "solche Füllung: %5.",
     "%1 : prises ensemble, %2 permettent moins de remplissages que chacune seule : un même remplissage de %3 doit "
     "respecter toutes les règles, les cases d'une même maison portant des chiffres différents et %4 valant entre "
     "elles. Certains candidats n'entrent dans aucun tel remplissage : %5.",
     "%1: tomadas juntas, %2 permiten menos rellenos que cada una sola: un mismo relleno de %3 debe cumplir todas "
     "las reglas, con las casillas de una misma casa con cifras distintas y %4 cumplida entre ellas. Algunos "
     "candidatos no caben en ningún relleno así: %5."),
    (TD, "Constraints that share cells, taken together: a chain of kropki dots, a thermometer and the arrow on its "
         "bulb, two lines that cross, an arrow and the killer cage on its shaft, two cages in one house. One filling "
         "must keep every rule at "
         "once (a cage's sum too), give cells that see each other "
         "different digits and keep the rules of the whole grid between them. Two white dots in a row of three cells "
         "make a run of three digits, so the middle cell is never 1 or 9, though each dot alone allows it. A "
         "candidate no joint filling uses goes.",
     "Bedingungen, die sich Zellen teilen, zusammen betrachtet: eine Kette von Kropki-Punkten, ein Thermometer und "
     "der Pfeil auf seiner Kugel, zwei Linien, die sich kreuzen, ein Pfeil und der Killer-Käfig auf seinem Schaft, "
     "zwei Käfige in einer Einheit. "
     "Eine Füllung muss jede Regel zugleich einhalten (auch die Summe eines Käfigs), "
     "Zellen, die einander sehen, verschiedene Ziffern geben und zwischen ihnen die Regeln des ganzen Gitters "
     "einhalten. Zwei weiße Punkte in einer Reihe von drei Zellen ergeben eine Folge von drei Ziffern, also ist die "
     "mittlere Zelle nie 1 oder 9, obwohl jeder Punkt allein es erlaubt. Ein Kandidat, den keine gemeinsame "
     "Füllung verwendet, entfällt.",
     "Des contraintes qui partagent des cases, prises ensemble : une chaîne de points kropki, un thermomètre et la "
     "flèche posée sur son bulbe, deux lignes qui se croisent, une flèche et la cage killer sur sa tige, deux "
     "cages dans une même unité. Un même "
     "remplissage doit respecter toutes les règles à la fois (la somme d'une cage aussi), donner des chiffres différents aux cases qui se voient et respecter entre elles les règles de toute "
     "la grille. Deux points blancs sur une rangée de trois cases forment une suite de trois chiffres : la case du "
     "milieu n'est jamais 1 ni 9, bien que chaque point seul le permette. Un candidat qu'aucun remplissage commun "
     "n'utilise s'en va.",
     "Restricciones que comparten casillas, tomadas juntas: una cadena de puntos kropki, un termómetro y la flecha "
     "sobre su bulbo, dos líneas que se cruzan, una flecha y la jaula killer sobre su cuerpo, dos "
     "jaulas en una misma unidad. Un mismo relleno debe "
     "cumplir todas las reglas a la vez (también la suma de una jaula), dar cifras "
     "distintas a las casillas que se ven y cumplir entre ellas las reglas de toda la cuadrícula. Dos puntos blancos "
     "en una fila de tres casillas forman una serie de tres cifras, así que la casilla del medio nunca es 1 ni 9, "
     "aunque cada punto por sí solo lo permita. Se va un candidato que ningún relleno conjunto usa."),
    (ST, "Rule Pointing", "Regel-Pointing", "Pointage par règle", "Señalamiento por regla"),
    (ST, "%1: in %2, %3 fits only in %4; whichever holds it rules these candidates out (through its peers, %5): %6.",
     "%1: in %2 passt %3 nur in %4; welche sie auch enthält, schließt diese Kandidaten aus (über ihre Nachbarn, "
     "%5): %6.",
     "%1 : dans %2, %3 ne va que dans %4 ; celle qui le porte écarte ces candidats (par ses voisines, %5) : %6.",
     "%1: en %2, %3 solo cabe en %4; la que lo lleve descarta estos candidatos (por sus vecinas, %5): %6."),
    (ST, "%1: %2 can only be %3; each of them rules these candidates out (through its peers, %4): %5.",
     "%1: %2 kann nur %3 sein; jede davon schließt diese Kandidaten aus (über die Nachbarn, %4): %5.",
     "%1 : %2 ne peut être que %3 ; chacun écarte ces candidats (par ses voisines, %4) : %5.",
     "%1: %2 solo puede ser %3; cada una descarta estos candidatos (por sus vecinas, %4): %5."),
    (ST, "-rule-", "-Regel-", "-règle-", "-regla-"),
    # --- rules of the whole grid ---------------------------------------------------
    (ST, "cells a knight's move apart hold different digits",
     "Zellen einen Rösselsprung voneinander entfernt enthalten verschiedene Ziffern",
     "des cases à un saut de cavalier l'une de l'autre portent des chiffres différents",
     "las casillas a un salto de caballo entre sí llevan cifras distintas"),
    (ST, "cells a king's move apart hold different digits",
     "Zellen einen Königszug voneinander entfernt enthalten verschiedene Ziffern",
     "des cases à un pas de roi l'une de l'autre portent des chiffres différents",
     "las casillas a un paso de rey entre sí llevan cifras distintas"),
    (ST, "orthogonal neighbours with no dot between them hold no consecutive digits",
     "orthogonale Nachbarn ohne Punkt dazwischen enthalten keine aufeinanderfolgenden Ziffern",
     "des voisins orthogonaux sans point entre eux ne portent pas de chiffres consécutifs",
     "las vecinas ortogonales sin punto entre ellas no llevan cifras consecutivas"),
    (ST, "cells at the same place in their boxes hold different digits",
     "Zellen an derselben Stelle ihrer Blöcke enthalten verschiedene Ziffern",
     "des cases à la même place dans leurs blocs portent des chiffres différents",
     "las casillas en el mismo lugar de sus cajas llevan cifras distintas"),
    (ST, "orthogonal neighbours with no dot between them are never one twice the other",
     "bei orthogonalen Nachbarn ohne Punkt dazwischen ist nie eine das Doppelte der anderen",
     "de deux voisins orthogonaux sans point entre eux, l'un n'est jamais le double de l'autre",
     "de dos vecinas ortogonales sin punto entre ellas, una nunca es el doble de la otra"),
    (ST, "orthogonal neighbours without an X or a V between them add up to neither 5 nor 10",
     "orthogonale Nachbarn ohne X oder V dazwischen ergeben zusammen weder 5 noch 10",
     "des voisins orthogonaux sans X ni V entre eux ne font ensemble ni 5 ni 10",
     "las vecinas ortogonales sin X ni V entre ellas no suman ni 5 ni 10"),
    (ST, "a digit d in a cell of the indexer puts the cell's row number in row d of its column",
     "eine Ziffer d in einer Zelle des Indexers setzt die Zeilennummer der Zelle in Zeile d ihrer Spalte",
     "un chiffre d dans une case de l'indexeur met le numéro de ligne de la case à la ligne d de sa colonne",
     "una cifra d en una casilla del indexador pone el número de fila de la casilla en la fila d de su columna"),
    (ST, "a digit d in a cell of the indexer puts the cell's column number in column d of its row",
     "eine Ziffer d in einer Zelle des Indexers setzt die Spaltennummer der Zelle in Spalte d ihrer Zeile",
     "un chiffre d dans une case de l'indexeur met le numéro de colonne de la case à la colonne d de sa ligne",
     "una cifra d en una casilla del indexador pone el número de columna de la casilla en la columna d de su fila"),
    (ST, "a digit d in a cell of the indexer puts the cell's place in its box at place d of the box",
     "eine Ziffer d in einer Zelle des Indexers setzt die Stelle der Zelle in ihrem Block an Stelle d des Blocks",
     "un chiffre d dans une case de l'indexeur met la place de la case dans son bloc à la place d du bloc",
     "una cifra d en una casilla del indexador pone el lugar de la casilla en su caja en el lugar d de la caja"),
    (ST, "%1: %2 (%3); %4 holds %5, so %6.", "%1: %2 (%3); %4 enthält %5, also %6.",
     "%1 : %2 (%3) ; %4 porte %5, donc %6.", "%1: %2 (%3); %4 lleva %5, así que %6."),
    (ST, "%1: %2 (%3); %4 can only be %5, and none of them goes beside these candidates of its partners, so %6.",
     "%1: %2 (%3); %4 kann nur %5 sein, und keine davon passt neben diese Kandidaten seiner Partner, also %6.",
     "%1 : %2 (%3) ; %4 ne peut être que %5, et aucun ne va à côté de ces candidats de ses partenaires, donc %6.",
     "%1: %2 (%3); %4 solo puede ser %5, y ninguna cabe junto a estos candidatos de sus compañeras, así que %6."),
    # --- one constraint's rule -----------------------------------------------------
    (ST, "the digits on %1 rise from the bulb", "die Ziffern auf %1 steigen von der Kugel an",
     "les chiffres sur %1 montent depuis le bulbe", "las cifras en %1 suben desde el bulbo"),
    (ST, "the digits on %1 rise or stay level from the bulb",
     "die Ziffern auf %1 steigen von der Kugel an oder bleiben gleich",
     "les chiffres sur %1 montent ou restent égaux depuis le bulbe",
     "las cifras en %1 suben o se mantienen desde el bulbo"),
    (ST, "the digits along %1 add up to the number in its circle",
     "die Ziffern entlang %1 ergeben zusammen die Zahl in seinem Kreis",
     "les chiffres le long de %1 font ensemble le nombre de son cercle",
     "las cifras a lo largo de %1 suman el número de su círculo"),
    (ST, "the two digits of %1 are consecutive", "die zwei Ziffern von %1 folgen aufeinander",
     "les deux chiffres de %1 sont consécutifs", "las dos cifras de %1 son consecutivas"),
    (ST, "the two digits of %1 differ by %2", "die zwei Ziffern von %1 unterscheiden sich um %2",
     "les deux chiffres de %1 diffèrent de %2", "las dos cifras de %1 difieren en %2"),
    (ST, "one digit of %1 is %2 times the other", "eine Ziffer von %1 ist das %2-Fache der anderen",
     "un chiffre de %1 vaut %2 fois l'autre", "una cifra de %1 es %2 veces la otra"),
    (ST, "the two digits of %1 add up to %2", "die zwei Ziffern von %1 ergeben zusammen %2",
     "les deux chiffres de %1 font ensemble %2", "las dos cifras de %1 suman %2"),
    (ST, "%1 holds an even digit", "%1 enthält eine gerade Ziffer", "%1 porte un chiffre pair",
     "%1 lleva una cifra par"),
    (ST, "%1 holds an odd digit", "%1 enthält eine ungerade Ziffer", "%1 porte un chiffre impair",
     "%1 lleva una cifra impar"),
    (ST, "%1 holds a digit smaller than each of its orthogonal neighbours",
     "%1 enthält eine kleinere Ziffer als jeder seiner orthogonalen Nachbarn",
     "%1 porte un chiffre plus petit que chacun de ses voisins orthogonaux",
     "%1 lleva una cifra menor que cada una de sus vecinas ortogonales"),
    (ST, "%1 holds a digit smaller than each orthogonal neighbour that is not a minimum cell too",
     "%1 enthält eine kleinere Ziffer als jeder orthogonale Nachbar, der nicht ebenfalls eine Minimumzelle ist",
     "%1 porte un chiffre plus petit que chaque voisin orthogonal qui n'est pas aussi une case minimum",
     "%1 lleva una cifra menor que cada vecina ortogonal que no sea también una casilla mínima"),
    (ST, "%1 holds a digit larger than each orthogonal neighbour that is not a maximum cell too",
     "%1 enthält eine größere Ziffer als jeder orthogonale Nachbar, der nicht ebenfalls eine Maximumzelle ist",
     "%1 porte un chiffre plus grand que chaque voisin orthogonal qui n'est pas aussi une case maximum",
     "%1 lleva una cifra mayor que cada vecina ortogonal que no sea también una casilla máxima"),
    (ST, "%1 holds a digit larger than each of its orthogonal neighbours",
     "%1 enthält eine größere Ziffer als jeder seiner orthogonalen Nachbarn",
     "%1 porte un chiffre plus grand que chacun de ses voisins orthogonaux",
     "%1 lleva una cifra mayor que cada una de sus vecinas ortogonales"),
    (ST, "%1 holds one of %2", "%1 enthält eine von %2", "%1 porte l'un de %2", "%1 lleva una de %2"),
    (ST, "the four cells of %1 hold %2", "die vier Zellen von %1 enthalten %2", "les quatre cases de %1 portent %2",
     "las cuatro casillas de %1 llevan %2"),
    (ST, "the cells of %1 hold different digits", "die Zellen von %1 enthalten verschiedene Ziffern",
     "les cases de %1 portent des chiffres différents", "las casillas de %1 llevan cifras distintas"),
    (ST, "the digits of %1 add up to %2, a digit may repeat",
     "die Ziffern von %1 ergeben zusammen %2, eine Ziffer darf sich wiederholen",
     "les chiffres de %1 font ensemble %2, un chiffre peut se répéter",
     "las cifras de %1 suman %2, una cifra puede repetirse"),
    (ST, "the digits between the 1 and the %2 in the line of %1 add up to %3",
     "die Ziffern zwischen der 1 und der %2 in der Reihe von %1 ergeben zusammen %3",
     "les chiffres entre le 1 et le %2 dans la ligne de %1 font ensemble %3",
     "las cifras entre el 1 y el %2 en la línea de %1 suman %3"),
    (ST, "the first X digits in the line of %1, X being the first of them, add up to %2",
     "die ersten X Ziffern in der Reihe von %1, wobei X die erste davon ist, ergeben zusammen %2",
     "les X premiers chiffres de la ligne de %1, X étant le premier d'entre eux, font ensemble %2",
     "las X primeras cifras de la línea de %1, siendo X la primera de ellas, suman %2"),
    (ST, "seen from %1, taller digits hide the lower ones behind them, and %2 are seen",
     "von %1 aus gesehen verdecken höhere Ziffern die niedrigeren dahinter, und %2 sind zu sehen",
     "vus depuis %1, les chiffres plus hauts cachent les plus bas derrière eux, et %2 sont vus",
     "vistas desde %1, las cifras más altas ocultan las más bajas detrás de ellas, y se ven %2"),
    (ST, "neighbours on %1 differ by at least %2", "Nachbarn auf %1 unterscheiden sich um mindestens %2",
     "des voisins sur %1 diffèrent d'au moins %2", "las vecinas en %1 difieren en al menos %2"),
    (ST, "%1 holds different digits that make a run of consecutive digits",
     "%1 enthält verschiedene Ziffern, die eine Folge aufeinanderfolgender Ziffern bilden",
     "%1 porte des chiffres différents qui forment une suite de chiffres consécutifs",
     "%1 lleva cifras distintas que forman una serie de cifras consecutivas"),
    (ST, "%1 reads the same from either end", "%1 liest sich von beiden Enden gleich",
     "%1 se lit de même depuis chaque bout", "%1 se lee igual desde cada extremo"),
    (ST, "the two shapes of %1 hold the same digits, cell for cell",
     "die zwei Formen von %1 enthalten Zelle für Zelle dieselben Ziffern",
     "les deux formes de %1 portent les mêmes chiffres, case pour case",
     "las dos formas de %1 llevan las mismas cifras, casilla por casilla"),
    (ST, "the digits on %1 lie strictly between the digits in its two end circles",
     "die Ziffern auf %1 liegen echt zwischen den Ziffern in ihren zwei Endkreisen",
     "les chiffres sur %1 sont strictement entre les chiffres de ses deux cercles d'extrémité",
     "las cifras en %1 están estrictamente entre las cifras de sus dos círculos de los extremos"),
    (ST, "the ends of %1 differ by at least %2, and no digit between them lies in the range the ends span",
     "die Enden von %1 unterscheiden sich um mindestens %2, und keine Ziffer dazwischen liegt im Bereich, den die "
     "Enden aufspannen",
     "les bouts de %1 diffèrent d'au moins %2, et aucun chiffre entre eux n'est dans l'intervalle que couvrent les bouts",
     "los extremos de %1 difieren en al menos %2, y ninguna cifra entre ellos está en el intervalo que abarcan los "
     "extremos"),
    (ST, "%1 adds up to the same sum in every region it passes through",
     "%1 ergibt in jeder Region, die sie durchläuft, dieselbe Summe",
     "%1 fait la même somme dans chaque région qu'elle traverse",
     "%1 suma lo mismo en cada región que atraviesa"),
    (ST, "every three cells in a row on %1 hold one low, one middle and one high digit",
     "je drei Zellen nacheinander auf %1 enthalten eine niedrige, eine mittlere und eine hohe Ziffer",
     "trois cases qui se suivent sur %1 portent un chiffre bas, un moyen et un haut",
     "cada tres casillas seguidas en %1 llevan una cifra baja, una media y una alta"),
    (ST, "every three cells in a row on %1 hold one digit of each remainder modulo 3",
     "je drei Zellen nacheinander auf %1 enthalten eine Ziffer jedes Rests modulo 3",
     "trois cases qui se suivent sur %1 portent un chiffre de chaque reste modulo 3",
     "cada tres casillas seguidas en %1 llevan una cifra de cada resto módulo 3"),
    (ST, "the cells of %1 equally far from its middle add up to the same total (the middle cell's digit, if it has one)",
     "die Zellen von %1, die gleich weit von ihrer Mitte entfernt sind, ergeben zusammen dieselbe Summe (die Ziffer "
     "der mittleren Zelle, falls sie eine hat)",
     "les cases de %1 à même distance de son milieu font ensemble le même total (le chiffre de la case du milieu, "
     "s'il y en a une)",
     "las casillas de %1 a igual distancia de su centro suman el mismo total (la cifra de la casilla central, si la "
     "tiene)"),
    (ST, "%1 holds %2 to %3 (place %4 of %5 from the bulb)", "%1 enthält %2 bis %3 (Stelle %4 von %5 ab der Kugel)",
     "%1 porte %2 à %3 (place %4 sur %5 depuis le bulbe)", "%1 lleva de %2 a %3 (lugar %4 de %5 desde el bulbo)"),
    (ST, "%1: %2: %3.", "%1: %2: %3.", "%1 : %2 : %3.", "%1: %2: %3."),
    (ST, "%1: %2, by one at least with each cell: %3; %4.", "%1: %2, um mindestens eins mit jeder Zelle: %3; %4.",
     "%1 : %2, d'au moins un à chaque case : %3 ; %4.", "%1: %2, al menos uno más en cada casilla: %3; %4."),
    (ST, "%1: %2. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding "
         "different digits): %3.",
     "%1: %2. Manche Kandidaten seiner Zellen passen in keine Füllung, die diese Regel einhält (Zellen eines Hauses "
     "mit verschiedenen Ziffern): %3.",
     "%1 : %2. Parmi les candidats de ses cases, certains n'entrent dans aucun remplissage qui respecte cette règle "
     "(des cases d'une même maison portant des chiffres différents) : %3.",
     "%1: %2. De los candidatos de sus casillas, algunos no caben en ningún relleno que cumpla esta regla (casillas "
     "de una misma casa con cifras distintas): %3."),
    # --- the guide's descriptions ----------------------------------------------------
    (TD, "Variant rules of the whole grid tie cells that share no house: anti-knight (a knight's move apart), "
         "anti-king (a king's move apart), non-consecutive, disjoint groups, and no black dot, X or V where none is "
         "drawn. A placed digit, or a cell's few candidates, rules out the digits its partners may not hold beside "
         "it, as a placed digit clears its peers.",
     "Variantenregeln des ganzen Gitters verbinden Zellen, die kein Haus teilen: Anti-Springer (einen Rösselsprung "
     "entfernt), Anti-König (einen Königszug entfernt), nicht aufeinanderfolgend, disjunkte Gruppen und kein "
     "schwarzer Punkt, X oder V, wo keiner gezeichnet ist. Eine gesetzte Ziffer oder die wenigen Kandidaten einer "
     "Zelle schließen die Ziffern aus, die ihre Partner daneben nicht haben dürfen, so wie eine gesetzte Ziffer ihre "
     "Nachbarn bereinigt.",
     "Les règles de variante de toute la grille lient des cases qui ne partagent aucune maison : anti-cavalier (à "
     "un saut de cavalier), anti-roi (à un pas de roi), non-consécutif, groupes disjoints, et pas de point noir, de "
     "X ni de V là où aucun n'est dessiné. Un chiffre placé, ou les quelques candidats d'une case, écarte les "
     "chiffres que ses partenaires ne peuvent porter à côté de lui, comme un chiffre placé nettoie ses voisines.",
     "Las reglas de variante de toda la cuadrícula unen casillas que no comparten casa: anticaballo (a un salto de "
     "caballo), antirrey (a un paso de rey), no consecutivas, grupos disjuntos, y ningún punto negro, X ni V donde "
     "no hay ninguno dibujado. Una cifra colocada, o los pocos candidatos de una casilla, descartan las cifras que "
     "sus compañeras no pueden llevar a su lado, como una cifra colocada limpia sus vecinas."),
    (TD, "A rule on single cells or a small group: an even or odd cell, a minimum or maximum cell (smaller or larger "
         "than each orthogonal neighbour not marked alike), candidates given as a rule, a quadruple's digits, a group whose digits "
         "differ. A candidate that no filling of those cells allows goes.",
     "Eine Regel für einzelne Zellen oder eine kleine Gruppe: eine gerade oder ungerade Zelle, eine Minimum- oder "
     "Maximumzelle (kleiner oder größer als jeder orthogonale Nachbar ohne dieselbe Markierung), als Regel vorgegebene Kandidaten, die Ziffern "
     "eines Quadrupels, eine Gruppe verschiedener Ziffern. Ein Kandidat, den keine Füllung dieser Zellen erlaubt, "
     "fällt weg.",
     "Une règle sur des cases seules ou un petit groupe : case paire ou impaire, case minimum ou maximum (plus "
     "petite ou plus grande que chaque voisine orthogonale qui n'est pas marquée de même), candidats donnés comme règle, chiffres d'un quadruple, "
     "groupe de chiffres différents. Un candidat qu'aucun remplissage de ces cases ne permet s'en va.",
     "Una regla sobre casillas sueltas o un grupo pequeño: casilla par o impar, casilla mínima o máxima (menor o "
     "mayor que cada vecina ortogonal no marcada igual), candidatos dados como regla, las cifras de un cuádruple, un grupo de cifras "
     "distintas. Un candidato que ningún relleno de esas casillas permite se va."),
    (TD, "Digits rise along a thermometer from its bulb. A cell with k cells before it holds at least k+1, one with k "
         "cells after it at most 9-k on 9x9; and with candidates, each cell keeps only the digits some rising "
         "filling of the whole thermometer gives it (cells in one house differ).",
     "Die Ziffern steigen entlang eines Thermometers von seiner Kugel an. Eine Zelle mit k Zellen vor sich enthält "
     "mindestens k+1, eine mit k Zellen nach sich auf 9x9 höchstens 9-k; und mit Kandidaten behält jede Zelle nur "
     "die Ziffern, die ihr eine steigende Füllung des ganzen Thermometers gibt (Zellen eines Hauses verschieden).",
     "Les chiffres montent le long d'un thermomètre depuis son bulbe. Une case précédée de k cases porte au moins "
     "k+1, une case suivie de k cases au plus 9-k en 9x9 ; et avec les candidats, chaque case ne garde que les "
     "chiffres qu'un remplissage montant de tout le thermomètre lui donne (cases d'une même maison différentes).",
     "Las cifras suben a lo largo de un termómetro desde su bulbo. Una casilla con k casillas antes lleva al menos "
     "k+1, una con k casillas después como mucho 9-k en 9x9; y con candidatos, cada casilla solo guarda las cifras "
     "que le da algún relleno creciente de todo el termómetro (casillas de una misma casa distintas)."),
    (TD, "A kropki dot or an X or V ties two neighbours: a white dot makes them consecutive, a black dot one twice "
         "the other, an X adds up to 10 and a V to 5. A candidate with no partner across the dot goes: a V never "
         "holds 5 or more, a black dot never 5, 7 or 9.",
     "Ein Kropki-Punkt oder ein X oder V verbindet zwei Nachbarn: ein weißer Punkt macht sie aufeinanderfolgend, ein "
     "schwarzer die eine zum Doppelten der anderen, ein X ergibt zusammen 10 und ein V 5. Ein Kandidat ohne Partner "
     "jenseits des Punkts fällt weg: ein V enthält nie 5 oder mehr, ein schwarzer Punkt nie 5, 7 oder 9.",
     "Un point kropki ou un X ou V lie deux voisines : un point blanc les rend consécutives, un point noir fait de "
     "l'une le double de l'autre, un X fait 10 et un V 5. Un candidat sans partenaire de l'autre côté du point s'en "
     "va : un V ne porte jamais 5 ou plus, un point noir jamais 5, 7 ou 9.",
     "Un punto kropki o una X o V unen dos vecinas: un punto blanco las hace consecutivas, uno negro hace de una el "
     "doble de la otra, una X suma 10 y una V 5. Un candidato sin compañero al otro lado del punto se va: una V "
     "nunca lleva 5 o más, un punto negro nunca 5, 7 o 9."),
    (TD, "Lines with a rule between their cells: whispers (neighbours far apart, so no 5 on a German line), renban "
         "(a run of consecutive digits), palindromes and clones (equal cells), between and lockout lines (digits "
         "inside or outside the ends), entropic and modular lines. Each cell keeps only the digits some filling of "
         "the whole line that keeps its rule gives it.",
     "Linien mit einer Regel zwischen ihren Zellen: Whispers (Nachbarn weit auseinander, also keine 5 auf einer "
     "German-Linie), Renban (eine Folge aufeinanderfolgender Ziffern), Palindrome und Klone (gleiche Zellen), "
     "Zwischen- und Lockout-Linien (Ziffern innerhalb oder außerhalb der Enden), Entropie- und Modular-Linien. Jede "
     "Zelle behält nur die Ziffern, die ihr eine regelgerechte Füllung der ganzen Linie gibt.",
     "Des lignes avec une règle entre leurs cases : whispers (voisines éloignées, donc pas de 5 sur une ligne "
     "German), renban (une suite de chiffres consécutifs), palindromes et clones (cases égales), lignes d'entre-deux "
     "et lockout (chiffres entre les bouts ou hors d'eux), lignes entropiques et modulaires. Chaque case ne garde que "
     "les chiffres qu'un remplissage de toute la ligne respectant sa règle lui donne.",
     "Líneas con una regla entre sus casillas: whispers (vecinas muy separadas, así que ningún 5 en una línea "
     "German), renban (una serie de cifras consecutivas), palíndromos y clones (casillas iguales), líneas intermedias "
     "y lockout (cifras dentro o fuera de los extremos), líneas entrópicas y modulares. Cada casilla solo guarda las "
     "cifras que le da algún relleno de toda la línea que cumpla su regla."),
    (TD, "Sums along cells: an arrow's digits add up to its circle, a little killer clue sums its diagonal, a "
         "region-sum line has one sum in each region it crosses, a zipper line's cells equally far from its middle "
         "add up alike. The smallest and largest sums the candidates can make bound every cell; a candidate that no "
         "fitting filling uses goes.",
     "Summen entlang von Zellen: die Ziffern eines Pfeils ergeben seinen Kreis, ein Little-Killer-Hinweis summiert "
     "seine Diagonale, eine Regionssummen-Linie hat in jeder durchlaufenen Region eine Summe, die gleich weit von der "
     "Mitte entfernten Zellen einer Reißverschluss-Linie ergeben dasselbe. Die kleinste und größte Summe der "
     "Kandidaten begrenzen jede Zelle; ein Kandidat, den keine passende Füllung nutzt, fällt weg.",
     "Des sommes le long de cases : les chiffres d'une flèche font son cercle, un indice little killer somme sa "
     "diagonale, une ligne de sommes par région a une même somme dans chaque région traversée, les cases d'une ligne "
     "fermeture éclair à même distance du milieu font autant. Les plus petite et plus grande sommes des candidats "
     "bornent chaque case ; un candidat qu'aucun remplissage qui convient n'utilise s'en va.",
     "Sumas a lo largo de casillas: las cifras de una flecha suman su círculo, una pista little killer suma su "
     "diagonal, una línea de sumas por región suma lo mismo en cada región que cruza, las casillas de una línea "
     "cremallera a igual distancia del centro suman igual. Las sumas menor y mayor de los candidatos acotan cada "
     "casilla; un candidato que ningún relleno que encaje usa se va."),
    (TD, "Pointing across the variant rules. A house must hold a digit in one of a few cells (or a cell must hold "
         "one of a few digits); each choice rules candidates out through its peers and the constraints tied to it: a "
         "knight's move away, a thermometer's cells it would leave too low, the mirror of a palindrome cell and that "
         "mirror's peers. What every choice rules out goes.",
     "Pointing über die Variantenregeln. Ein Haus muss eine Ziffer in einer von wenigen Zellen haben (oder eine Zelle "
     "eine von wenigen Ziffern); jede Wahl schließt Kandidaten aus, über ihre Nachbarn und die mit ihr verbundenen "
     "Bedingungen: einen Rösselsprung entfernt, die Zellen eines Thermometers, die sie zu niedrig ließe, das "
     "Spiegelbild einer Palindromzelle und dessen Nachbarn. Was jede Wahl ausschließt, fällt weg.",
     "Le pointage à travers les règles de variante. Une maison doit porter un chiffre dans l'une de quelques cases "
     "(ou une case l'un de quelques chiffres) ; chaque choix écarte des candidats par ses voisines et les contraintes "
     "qui lui sont liées : à un saut de cavalier, les cases d'un thermomètre qu'il laisserait trop basses, le miroir "
     "d'une case de palindrome et les voisines de ce miroir. Ce que chaque choix écarte s'en va.",
     "El señalamiento a través de las reglas de variante. Una casa debe llevar una cifra en una de pocas casillas (o "
     "una casilla una de pocas cifras); cada opción descarta candidatos por sus vecinas y las restricciones ligadas a "
     "ella: a un salto de caballo, las casillas de un termómetro que dejaría demasiado bajas, el espejo de una "
     "casilla de palíndromo y las vecinas de ese espejo. Lo que todas las opciones descartan se va."),
    (TD, "Clues outside the grid that read a whole row or column: a sandwich sums the digits between the 1 and the "
         "9, an X-sum the first X digits, a skyscraper counts the digits seen past the lower ones. Each cell of the "
         "line keeps only the digits some filling of the line that matches the clue gives it.",
     "Hinweise außerhalb des Gitters, die eine ganze Zeile oder Spalte lesen: ein Sandwich summiert die Ziffern "
     "zwischen der 1 und der 9, eine X-Summe die ersten X Ziffern, ein Wolkenkratzer zählt die über die niedrigeren "
     "hinweg sichtbaren Ziffern. Jede Zelle der Reihe behält nur die Ziffern, die ihr eine zum Hinweis passende "
     "Füllung der Reihe gibt.",
     "Des indices hors de la grille qui lisent toute une ligne ou colonne : un sandwich somme les chiffres entre le "
     "1 et le 9, une X-somme les X premiers chiffres, un gratte-ciel compte les chiffres vus par-dessus les plus bas. "
     "Chaque case de la ligne ne garde que les chiffres qu'un remplissage de la ligne conforme à l'indice lui donne.",
     "Pistas fuera de la cuadrícula que leen una fila o columna entera: un sándwich suma las cifras entre el 1 y el "
     "9, una suma X las X primeras cifras, un rascacielos cuenta las cifras vistas por encima de las más bajas. Cada "
     "casilla de la línea solo guarda las cifras que le da algún relleno de la línea que cumpla la pista."),
    ("pm::TechniqueGuide", "published variant puzzles, shared under CC BY 4.0",
     "veröffentlichte Variantenrätsel, geteilt unter CC BY 4.0",
     "des grilles de variante publiées, partagées sous CC BY 4.0",
     "sudokus de variante publicados, compartidos bajo CC BY 4.0"),
    ("pm::TechniqueGuide", "“%1” by %2, a %3×%3 puzzle with its own rules (%4)",
     "„%1“ von %2, ein %3×%3-Rätsel mit eigenen Regeln (%4)",
     "« %1 » de %2, une grille %3×%3 avec ses propres règles (%4)",
     "«%1» de %2, un sudoku de %3×%3 con sus propias reglas (%4)"),
    ("pm::TechniqueGuide", "A %1×%1 puzzle with its own rules (%2)", "Ein %1×%1-Rätsel mit eigenen Regeln (%2)",
     "Une grille %1×%1 avec ses propres règles (%2)", "Un sudoku de %1×%1 con sus propias reglas (%2)"),
    # --- constraint pointing and the constraint forcing chain ----------------------
    (ST, "Constraint Pointing", "Bedingungs-Pointing", "Pointage par contrainte", "Señalamiento por restricción"),
    (ST, "Constraint Forcing Chain", "Forcing Chain (Bedingungen)", "Chaîne forcée (contraintes)",
     "Cadena forzada (restricciones)"),
    (ST, "%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there: %5.",
     "%1: jede Füllung von %2, die ihre Regel einhält, enthält %3, und dort kann nur %4 sie enthalten: %5.",
     "%1 : tout remplissage de %2 qui respecte sa règle contient %3, et seule %4 peut l'y porter : %5.",
     "%1: todo relleno de %2 que cumple su regla contiene %3, y allí solo %4 puede llevarlo: %5."),
    (ST, "%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there; whichever does rules "
         "these candidates out (through %5): %6.",
     "%1: jede Füllung von %2, die ihre Regel einhält, enthält %3, und dort können nur %4 sie enthalten; welche sie "
     "auch enthält, schließt diese Kandidaten aus (über %5): %6.",
     "%1 : tout remplissage de %2 qui respecte sa règle contient %3, et seules %4 peuvent l'y porter ; celle qui le "
     "porte écarte ces candidats (par %5) : %6.",
     "%1: todo relleno de %2 que cumple su regla contiene %3, y allí solo %4 pueden llevarlo; la que lo lleve "
     "descarta estos candidatos (por %5): %6."),
    (ST, "its peers", "ihre Nachbarn", "ses voisines", "sus vecinas"),
    (ST, "its peers, %1", "ihre Nachbarn, %1", "ses voisines, %1", "sus vecinas, %1"),
    (ST, "%1 has no filling left", "%1 hat keine Füllung mehr", "%1 n'a plus aucun remplissage",
     "%1 ya no tiene ningún relleno"),
    (ST, "%1 has no digits left that add up to its sum",
     "%1 hat keine Ziffern mehr, die ihre Summe ergeben",
     "%1 n'a plus de chiffres dont la somme fasse son total",
     "%1 ya no tiene cifras que sumen su total"),
    (ST, "by singles, pointing, and the fillings each of %1 still allows",
     "durch Singles, Pointing und die Füllungen, die jede von %1 noch zulässt",
     "par les singletons, le pointage, et les remplissages que chacun de %1 permet encore",
     "por los singles, el señalamiento, y los rellenos que cada uno de %1 aún permite"),
    (ST, "by singles and pointing", "durch Singles und Pointing", "par les singletons et le pointage",
     "por los singles y el señalamiento"),
    (ST, "%1: if %2 were %3, then in the end %4 (%5); so %6.",
     "%1: wäre %2 = %3, dann am Ende: %4 (%5); also %6.",
     "%1 : si %2 valait %3, alors au bout du compte %4 (%5) ; donc %6.",
     "%1: si %2 fuera %3, al final %4 (%5); así que %6."),
    (ST, "%1: if %2 were %3, then in the end %4 (%5: %6); so %7.",
     "%1: wäre %2 = %3, dann am Ende: %4 (%5: %6); also %7.",
     "%1 : si %2 valait %3, alors au bout du compte %4 (%5 : %6) ; donc %7.",
     "%1: si %2 fuera %3, al final %4 (%5: %6); así que %7."),
    (ST, "%1: %2 must hold one of its candidates; in every case (%3) singles, pointing and what each variant "
         "constraint and cage still allows lead to the same result, so %4.",
     "%1: %2 muss einen ihrer Kandidaten enthalten; in jedem Fall (%3) führen Singles, Pointing und was jede "
     "Variantenbedingung und jeder Käfig noch zulässt zum selben Ergebnis, also %4.",
     "%1 : %2 doit contenir l'un de ses candidats ; dans chaque cas (%3), les singletons, le pointage et ce que "
     "chaque contrainte de variante et chaque cage permet encore mènent au même résultat, donc %4.",
     "%1: %2 debe contener uno de sus candidatos; en cada caso (%3) los singles, el señalamiento y lo que cada "
     "restricción de variante y cada jaula aún permite llevan al mismo resultado, así que %4."),
    (ST, "%1: %2 must go somewhere in %3; in every case (%4) singles, pointing and what each variant constraint and "
         "cage still allows lead to the same result, so %5.",
     "%1: %2 muss irgendwo in %3 stehen; in jedem Fall (%4) führen Singles, Pointing und was jede Variantenbedingung "
     "und jeder Käfig noch zulässt zum selben Ergebnis, also %5.",
     "%1 : %2 doit aller quelque part dans %3 ; dans chaque cas (%4), les singletons, le pointage et ce que chaque "
     "contrainte de variante et chaque cage permet encore mènent au même résultat, donc %5.",
     "%1: %2 debe ir en algún lugar de %3; en cada caso (%4) los singles, el señalamiento y lo que cada restricción "
     "de variante y cada jaula aún permite llevan al mismo resultado, así que %5."),
    (TD, "A digit every filling of a constraint holds (a run on a renban line, a sum's only combinations): it must go "
         "in one of the constraint's cells that can hold it, so whatever all of them rule out goes, and with one such "
         "cell left it goes there.",
     "Eine Ziffer, die jede Füllung einer Bedingung enthält (ein Lauf auf einer Renban-Linie, die einzigen "
     "Kombinationen einer Summe): sie muss in eine der Zellen der Bedingung, die sie enthalten können; was alle diese "
     "ausschließen, fällt weg, und bleibt nur eine solche Zelle, kommt sie dorthin.",
     "Un chiffre que tout remplissage d'une contrainte contient (une suite sur une ligne renban, les seules "
     "combinaisons d'une somme) : il doit aller dans l'une des cases de la contrainte qui peuvent le porter ; ce "
     "qu'elles écartent toutes disparaît, et s'il n'en reste qu'une, il y va.",
     "Una cifra que todo relleno de una restricción contiene (una serie en una línea renban, las únicas "
     "combinaciones de una suma): debe ir en una de las casillas de la restricción que pueden llevarla; lo que "
     "todas ellas descartan se va, y si solo queda una, va allí."),
    (TD, "Assume a candidate true and follow it with singles and pointing, and with what each variant constraint "
         "and each killer cage still allows its own cells. If that breaks the grid, or leaves a constraint or a cage no filling, the "
         "candidate is false.",
     "Einen Kandidaten als wahr annehmen und ihm mit Singles und Pointing folgen, und mit dem, was jede Variantenbedingung und "
     "jeder Killerkäfig seinen eigenen Zellen noch zulässt. Bricht das Gitter, oder bleibt einer Bedingung oder "
     "einem Käfig keine Füllung, ist der Kandidat falsch.",
     "Supposer un candidat vrai et le suivre par les singletons et le pointage, et par ce que chaque contrainte de variante et "
     "chaque cage de killer permet encore à ses propres cases. Si la grille se brise, ou qu'une contrainte ou une "
     "cage n'a plus de remplissage, le candidat est faux.",
     "Suponer un candidato verdadero y seguirlo con singles y señalamiento, y con lo que cada restricción de variante y cada "
     "jaula killer aún permite a sus propias casillas. Si la cuadrícula se rompe, o a una restricción o jaula no "
     "le queda relleno, el candidato es falso."),
    # --- the plain reasons of a constraint step (core/logic/constraint_reasons.h) ----
    (ST, "%1 (%2)", "%1 (%2)", "%1 (%2)", "%1 (%2)"),
    (ST, "%1: %2, and no digit keeps this rule beside %3: %4.",
     "%1: %2, und keine Ziffer hält diese Regel neben %3 ein: %4.",
     "%1 : %2, et aucun chiffre ne respecte cette règle à côté de %3 : %4.",
     "%1: %2, y ninguna cifra cumple esta regla junto a %3: %4."),
    (ST, "%1 can only be %2, whatever %3 holds", "%1 kann nur %2 sein, was %3 auch enthält",
     "%1 ne peut être que %2, quoi que porte %3", "%1 solo puede ser %2, lleve lo que lleve %3"),
    (ST, "%1 and %2 share a house, so they hold different digits, and each must fit the rule beside %3: %3 can "
         "only be %4",
     "%1 und %2 teilen ein Haus, enthalten also verschiedene Ziffern, und jede muss neben %3 die Regel erfüllen: "
     "%3 kann nur %4 sein",
     "%1 et %2 partagent une maison, donc portent des chiffres différents, et chacun doit respecter la règle à "
     "côté de %3 : %3 ne peut être que %4",
     "%1 y %2 comparten una casa, así que llevan cifras distintas, y cada una debe cumplir la regla junto a %3: "
     "%3 solo puede ser %4"),
    (ST, "%1 can only be %2 and %3 only %4; they share a house, so they hold different digits, and each must fit "
         "the rule beside %5: %5 can only be %6",
     "%1 kann nur %2 sein und %3 nur %4; sie teilen ein Haus, enthalten also verschiedene Ziffern, und jede muss "
     "neben %5 die Regel erfüllen: %5 kann nur %6 sein",
     "%1 ne peut être que %2 et %3 que %4 ; ils partagent une maison, donc portent des chiffres différents, et "
     "chacun doit respecter la règle à côté de %5 : %5 ne peut être que %6",
     "%1 solo puede ser %2 y %3 solo %4; comparten una casa, así que llevan cifras distintas, y cada una debe "
     "cumplir la regla junto a %5: %5 solo puede ser %6"),
    (ST, "only %1 can hold %2 in the group, so it holds nothing else",
     "nur %1 kann %2 in der Gruppe enthalten, enthält also nichts anderes",
     "seule %1 peut porter %2 dans le groupe, donc elle ne porte rien d'autre",
     "solo %1 puede llevar %2 en el grupo, así que no lleva nada más"),
    (ST, "%1: %2; its open cells make a group holding the digits it still lacks, %3, one each; %4: %5.",
     "%1: %2; seine offenen Zellen bilden eine Gruppe mit den Ziffern, die ihm noch fehlen, %3, je eine; %4: %5.",
     "%1 : %2 ; ses cases ouvertes forment un groupe portant les chiffres qui lui manquent encore, %3, un chacune ; "
     "%4 : %5.",
     "%1: %2; sus casillas abiertas forman un grupo con las cifras que aún le faltan, %3, una cada una; %4: %5."),
    (ST, "%1 holds %2, so %3 can only be %4", "%1 enthält %2, also kann %3 nur %4 sein",
     "%1 porte %2, donc %3 ne peut être que %4", "%1 lleva %2, así que %3 solo puede ser %4"),
    (ST, "%1 can only be %2, so %3 can only be %4", "%1 kann nur %2 sein, also kann %3 nur %4 sein",
     "%1 ne peut être que %2, donc %3 ne peut être que %4", "%1 solo puede ser %2, así que %3 solo puede ser %4"),
    (ST, "%1: %2; %3: %4.", "%1: %2; %3: %4.", "%1 : %2 ; %3 : %4.", "%1: %2; %3: %4."),
    (ST, "%1 holds at most %2, as %3 after it holds at most %4",
     "%1 enthält höchstens %2, da %3 danach höchstens %4 enthält",
     "%1 porte au plus %2, car %3 après elle porte au plus %4",
     "%1 lleva como mucho %2, pues %3, tras ella, lleva como mucho %4"),
    (ST, "%1 holds at least %2, as %3 before it holds at least %4",
     "%1 enthält mindestens %2, da %3 davor mindestens %4 enthält",
     "%1 porte au moins %2, car %3 avant elle porte au moins %4",
     "%1 lleva al menos %2, pues %3, antes de ella, lleva al menos %4"),
    (ST, "%1 holds at least %2, as %3 before it holds at least %4 and %1 cannot hold %5",
     "%1 enthält mindestens %2, da %3 davor mindestens %4 enthält und %1 %5 nicht enthalten kann",
     "%1 porte au moins %2, car %3 avant elle porte au moins %4 et %1 ne peut porter %5",
     "%1 lleva al menos %2, pues %3, antes de ella, lleva al menos %4 y %1 no puede llevar %5"),
    (ST, "%1 holds at most %2, as %3 after it holds at most %4 and %1 cannot hold %5",
     "%1 enthält höchstens %2, da %3 danach höchstens %4 enthält und %1 %5 nicht enthalten kann",
     "%1 porte au plus %2, car %3 après elle porte au plus %4 et %1 ne peut porter %5",
     "%1 lleva como mucho %2, pues %3, después de ella, lleva como mucho %4 y %1 no puede llevar %5"),
    (ST, "%1: %2, so each cell's bounds carry to the next: %3; %4.",
     "%1: %2, also gehen die Grenzen jeder Zelle auf die nächste über: %3; %4.",
     "%1 : %2, donc les bornes de chaque case passent à la suivante : %3 ; %4.",
     "%1: %2, así que los límites de cada casilla pasan a la siguiente: %3; %4."),
    (ST, "the circle %1 holds at most %2 = %3, the most its arrow can add up to",
     "der Kreis %1 enthält höchstens %2 = %3, die größte Summe seines Pfeils",
     "le cercle %1 porte au plus %2 = %3, le plus que sa flèche puisse faire",
     "el círculo %1 lleva como mucho %2 = %3, lo más que puede sumar su flecha"),
    (ST, "the circle %1 holds at least %2 = %3, the least its arrow can add up to",
     "der Kreis %1 enthält mindestens %2 = %3, die kleinste Summe seines Pfeils",
     "le cercle %1 porte au moins %2 = %3, le moins que sa flèche puisse faire",
     "el círculo %1 lleva al menos %2 = %3, lo menos que puede sumar su flecha"),
    (ST, "%1 holds at most %2 = %3, as the circle %4 holds at most %5 and the rest of its arrow at least %6",
     "%1 enthält höchstens %2 = %3, da der Kreis %4 höchstens %5 enthält und der Rest seines Pfeils mindestens %6",
     "%1 porte au plus %2 = %3, car le cercle %4 porte au plus %5 et le reste de sa flèche au moins %6",
     "%1 lleva como mucho %2 = %3, pues el círculo %4 lleva como mucho %5 y el resto de su flecha al menos %6"),
    (ST, "%1 holds at least %2 = %3, as the circle %4 holds at least %5 and the rest of its arrow at most %6",
     "%1 enthält mindestens %2 = %3, da der Kreis %4 mindestens %5 enthält und der Rest seines Pfeils höchstens %6",
     "%1 porte au moins %2 = %3, car le cercle %4 porte au moins %5 et le reste de sa flèche au plus %6",
     "%1 lleva al menos %2 = %3, pues el círculo %4 lleva al menos %5 y el resto de su flecha como mucho %6"),
    (ST, "%1 holds at most %2 = %3, as the rest of its diagonal adds up to at least %4",
     "%1 enthält höchstens %2 = %3, da der Rest seiner Diagonale mindestens %4 ergibt",
     "%1 porte au plus %2 = %3, car le reste de sa diagonale fait au moins %4",
     "%1 lleva como mucho %2 = %3, pues el resto de su diagonal suma al menos %4"),
    (ST, "%1 holds at least %2 = %3, as the rest of its diagonal adds up to at most %4",
     "%1 enthält mindestens %2 = %3, da der Rest seiner Diagonale höchstens %4 ergibt",
     "%1 porte au moins %2 = %3, car le reste de sa diagonale fait au plus %4",
     "%1 lleva al menos %2 = %3, pues el resto de su diagonal suma como mucho %4"),
    (ST, "%1: %2 (cells sharing a house hold different digits); %3: %4.",
     "%1: %2 (Zellen eines Hauses enthalten verschiedene Ziffern); %3: %4.",
     "%1 : %2 (des cases d'une même maison portent des chiffres différents) ; %3 : %4.",
     "%1: %2 (las casillas de una misma casa llevan cifras distintas); %3: %4."),
    (ST, "%1 holds %2", "%1 enthält %2", "%1 porte %2", "%1 lleva %2"),
    (ST, "%1 holds at most %2", "%1 enthält höchstens %2", "%1 porte au plus %2", "%1 lleva como mucho %2"),
    (ST, "%1 holds at least %2", "%1 enthält mindestens %2", "%1 porte au moins %2", "%1 lleva al menos %2"),
    (ST, "%1, so the run of %2 digits reaches no higher than %3 + %4 = %5",
     "%1, also reicht die Folge von %2 Ziffern nicht höher als %3 + %4 = %5",
     "%1, donc la suite de %2 chiffres ne monte pas plus haut que %3 + %4 = %5",
     "%1, así que la serie de %2 cifras no sube más allá de %3 + %4 = %5"),
    (ST, "%1, so the run of %2 digits reaches no lower than %3 − %4 = %5",
     "%1, also reicht die Folge von %2 Ziffern nicht tiefer als %3 − %4 = %5",
     "%1, donc la suite de %2 chiffres ne descend pas plus bas que %3 − %4 = %5",
     "%1, así que la serie de %2 cifras no baja más allá de %3 − %4 = %5"),
    (ST, "%1: %2; the digits it still lacks, %3, are as many as its open cells, so they fill them and no other "
         "digit fits: %4.",
     "%1: %2; die Ziffern, die ihm noch fehlen, %3, sind so viele wie seine offenen Zellen, also füllen sie diese "
     "und keine andere Ziffer passt: %4.",
     "%1 : %2 ; les chiffres qui lui manquent encore, %3, sont aussi nombreux que ses cases ouvertes, donc ils les "
     "remplissent et aucun autre chiffre ne convient : %4.",
     "%1: %2; las cifras que aún le faltan, %3, son tantas como sus casillas abiertas, así que las llenan y ninguna "
     "otra cifra cabe: %4."),
    (ST, "%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3, "
         "and as they share a house they hold different digits of it: %3, so %1 can only be %4",
     "%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also haben ihre Ziffern denselben Rest "
     "modulo 3, und da sie ein Haus teilen, enthalten sie verschiedene Ziffern davon: %3, also kann %1 nur %4 sein",
     "%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres ont le même reste modulo 3, "
     "et comme elles partagent une maison, elles en portent des chiffres différents : %3, donc %1 ne peut être que %4",
     "%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras tienen el mismo resto "
     "módulo 3, y como comparten una casa llevan cifras distintas de él: %3, así que %1 solo puede ser %4"),
    (ST, "%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, "
         "middle or high), and as they share a house they hold different digits of it: %3, so %1 can only be %4",
     "%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also liegen ihre Ziffern im selben "
     "Drittel (niedrig, mittel oder hoch), und da sie ein Haus teilen, enthalten sie verschiedene Ziffern davon: "
     "%3, also kann %1 nur %4 sein",
     "%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres sont dans le même tiers "
     "(bas, moyen ou haut), et comme elles partagent une maison, elles en portent des chiffres différents : %3, "
     "donc %1 ne peut être que %4",
     "%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras están en el mismo "
     "tercio (bajo, medio o alto), y como comparten una casa llevan cifras distintas de él: %3, así que %1 solo "
     "puede ser %4"),
    (ST, "%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3: "
         "%3, so %1 can only be %4",
     "%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also haben ihre Ziffern denselben Rest "
     "modulo 3: %3, also kann %1 nur %4 sein",
     "%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres ont le même reste modulo 3 : "
     "%3, donc %1 ne peut être que %4",
     "%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras tienen el mismo resto "
     "módulo 3: %3, así que %1 solo puede ser %4"),
    (ST, "%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, "
         "middle or high): %3, so %1 can only be %4",
     "%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also liegen ihre Ziffern im selben "
     "Drittel (niedrig, mittel oder hoch): %3, also kann %1 nur %4 sein",
     "%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres sont dans le même tiers "
     "(bas, moyen ou haut) : %3, donc %1 ne peut être que %4",
     "%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras están en el mismo tercio "
     "(bajo, medio o alto): %3, así que %1 solo puede ser %4"),
    (ST, "%1 and %2 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: %3, so %1 can "
         "only be %4",
     "%1 und %2 liegen nicht ein Vielfaches von drei Zellen auseinander, also unterscheiden sich ihre Reste modulo "
     "3: %3, also kann %1 nur %4 sein",
     "%1 et %2 ne sont pas à un multiple de trois cases l'une de l'autre, donc leurs restes modulo 3 diffèrent : %3, "
     "donc %1 ne peut être que %4",
     "%1 y %2 no están a un múltiplo de tres casillas, así que sus restos módulo 3 difieren: %3, así que %1 solo "
     "puede ser %4"),
    (ST, "%1 and %2 do not lie a multiple of three cells apart, so their digits lie in different thirds: %3, so %1 "
         "can only be %4",
     "%1 und %2 liegen nicht ein Vielfaches von drei Zellen auseinander, also liegen ihre Ziffern in verschiedenen "
     "Dritteln: %3, also kann %1 nur %4 sein",
     "%1 et %2 ne sont pas à un multiple de trois cases l'une de l'autre, donc leurs chiffres sont dans des tiers "
     "différents : %3, donc %1 ne peut être que %4",
     "%1 y %2 no están a un múltiplo de tres casillas, así que sus cifras están en tercios distintos: %3, así que "
     "%1 solo puede ser %4"),
    (ST, "%1: %2 (cells sharing a house hold different digits); with their candidates, %3 can only be %4: %5.",
     "%1: %2 (Zellen eines Hauses enthalten verschiedene Ziffern); mit ihren Kandidaten kann %3 nur %4 sein: %5.",
     "%1 : %2 (des cases d'une même maison portent des chiffres différents) ; avec leurs candidats, %3 ne peut être "
     "que %4 : %5.",
     "%1: %2 (las casillas de una misma casa llevan cifras distintas); con sus candidatos, %3 solo puede ser %4: "
     "%5."),
    (ST, "%1 (place %2) at most %3", "%1 (Platz %2) höchstens %3", "%1 (place %2) au plus %3",
     "%1 (puesto %2) como mucho %3"),
    (ST, "%1: %2; a digit d at place p from the clue has at most p − 1 seen before it and %3 − d after it, so it is "
         "at most %3 − %4 + p: %5: %6.",
     "%1: %2; eine Ziffer d auf Platz p vom Hinweis aus hat höchstens p − 1 sichtbare vor sich und %3 − d nach "
     "sich, also ist sie höchstens %3 − %4 + p: %5: %6.",
     "%1 : %2 ; un chiffre d à la place p depuis l'indice a au plus p − 1 chiffres vus avant lui et %3 − d après, "
     "donc il vaut au plus %3 − %4 + p : %5 : %6.",
     "%1: %2; una cifra d en el puesto p desde la pista tiene como mucho p − 1 vistas antes y %3 − d después, así "
     "que vale como mucho %3 − %4 + p: %5: %6."),
    (ST, "%1 (then %2)", "%1 (dann %2)", "%1 (alors %2)", "%1 (entonces %2)"),
    (ST, "%1: %2; each cell takes a different digit of the run, so with their candidates the run of %3 digits can "
         "only be %4: %5.",
     "%1: %2; jede Zelle nimmt eine andere Ziffer der Folge, also kann die Folge von %3 Ziffern mit ihren "
     "Kandidaten nur %4 sein: %5.",
     "%1 : %2 ; chaque case prend un chiffre différent de la suite, donc avec leurs candidats la suite de %3 "
     "chiffres ne peut être que %4 : %5.",
     "%1: %2; cada casilla toma una cifra distinta de la serie, así que con sus candidatos la serie de %3 cifras "
     "solo puede ser %4: %5."),
    (ST, "%1: %2; the run of %3 digits can only be %4, as every other run misses all candidates of one of its "
         "cells: %5.",
     "%1: %2; die Folge von %3 Ziffern kann nur %4 sein, da jede andere Folge alle Kandidaten einer ihrer Zellen "
     "verfehlt: %5.",
     "%1 : %2 ; la suite de %3 chiffres ne peut être que %4, car toute autre suite manque tous les candidats d'une "
     "de ses cases : %5.",
     "%1: %2; la serie de %3 cifras solo puede ser %4, pues cualquier otra serie deja sin candidatos a una de sus "
     "casillas: %5."),
    (ST, "%1: %2; its %3 cells see each other, so they hold %3 different digits adding up to %4, and with their "
         "candidates they can only be %5: %6.",
     "%1: %2; ihre %3 Zellen sehen einander, also enthalten sie %3 verschiedene Ziffern mit der Summe %4, und mit "
     "ihren Kandidaten können sie nur %5 sein: %6.",
     "%1 : %2 ; ses %3 cases se voient, elles portent donc %3 chiffres différents dont la somme est %4, et avec "
     "leurs candidats elles ne peuvent être que %5 : %6.",
     "%1: %2; sus %3 casillas se ven entre sí, así que llevan %3 cifras distintas que suman %4, y con sus "
     "candidatos solo pueden ser %5: %6."),
    # --- plain reasons of pill arrows, region-sum, between and lockout lines ---------
    (ST, "the digits along %1 add up to the number its pill %2 reads, first cell first",
     "die Ziffern entlang %1 ergeben die Zahl, die seine Pille %2 von der ersten Zelle an liest",
     "les chiffres le long de %1 font le nombre que lit sa pilule %2, première case en tête",
     "las cifras a lo largo de %1 suman el número que lee su píldora %2, empezando por la primera casilla"),
    (ST, "the pill reads at most %1 = %2, the most its arrow can add up to",
     "die Pille liest höchstens %1 = %2, die größte Summe ihres Pfeils",
     "la pilule lit au plus %1 = %2, le plus que sa flèche puisse faire",
     "la píldora lee como mucho %1 = %2, lo más que puede sumar su flecha"),
    (ST, "the pill reads at least %1 = %2, the least its arrow can add up to",
     "die Pille liest mindestens %1 = %2, die kleinste Summe ihres Pfeils",
     "la pilule lit au moins %1 = %2, le moins que sa flèche puisse faire",
     "la píldora lee al menos %1 = %2, lo menos que puede sumar su flecha"),
    (ST, "%1, so with its cells' candidates %2",
     "%1; mit den Kandidaten ihrer Zellen gilt also: %2",
     "%1, donc avec les candidats de ses cases %2",
     "%1, así que con los candidatos de sus casillas %2"),
    (ST, "%1 can only be %2", "%1 kann nur %2 sein", "%1 ne peut être que %2", "%1 solo puede ser %2"),
    (ST, "%1 holds at most %2 = %3, as the pill reads at most %4 and the rest of its arrow at least %5",
     "%1 enthält höchstens %2 = %3, da die Pille höchstens %4 liest und der Rest ihres Pfeils mindestens %5 ergibt",
     "%1 porte au plus %2 = %3, car la pilule lit au plus %4 et le reste de sa flèche fait au moins %5",
     "%1 lleva como mucho %2 = %3, pues la píldora lee como mucho %4 y el resto de su flecha suma al menos %5"),
    (ST, "%1 holds at least %2 = %3, as the pill reads at least %4 and the rest of its arrow at most %5",
     "%1 enthält mindestens %2 = %3, da die Pille mindestens %4 liest und der Rest ihres Pfeils höchstens %5 ergibt",
     "%1 porte au moins %2 = %3, car la pilule lit au moins %4 et le reste de sa flèche fait au plus %5",
     "%1 lleva al menos %2 = %3, pues la píldora lee al menos %4 y el resto de su flecha suma como mucho %5"),
    (ST, "each segment adds up to at most %1, the most the segment from %2 can add up to",
     "jeder Abschnitt ergibt höchstens %1, die größte Summe des Abschnitts ab %2",
     "chaque segment fait au plus %1, le plus que le segment depuis %2 puisse faire",
     "cada segmento suma como mucho %1, lo más que puede sumar el segmento desde %2"),
    (ST, "each segment adds up to at least %1, the least the segment from %2 can add up to",
     "jeder Abschnitt ergibt mindestens %1, die kleinste Summe des Abschnitts ab %2",
     "chaque segment fait au moins %1, le moins que le segment depuis %2 puisse faire",
     "cada segmento suma al menos %1, lo menos que puede sumar el segmento desde %2"),
    (ST, "%1, a segment of its own, holds at most %2",
     "%1, ein Abschnitt für sich, enthält höchstens %2",
     "%1, un segment à elle seule, porte au plus %2",
     "%1, un segmento por sí sola, lleva como mucho %2"),
    (ST, "%1, a segment of its own, holds at least %2",
     "%1, ein Abschnitt für sich, enthält mindestens %2",
     "%1, un segment à elle seule, porte au moins %2",
     "%1, un segmento por sí sola, lleva al menos %2"),
    (ST, "%1 holds at most %2 = %3, as the rest of its segment adds up to at least %4",
     "%1 enthält höchstens %2 = %3, da der Rest ihres Abschnitts mindestens %4 ergibt",
     "%1 porte au plus %2 = %3, car le reste de son segment fait au moins %4",
     "%1 lleva como mucho %2 = %3, pues el resto de su segmento suma al menos %4"),
    (ST, "%1 holds at least %2 = %3, as the rest of its segment adds up to at most %4",
     "%1 enthält mindestens %2 = %3, da der Rest ihres Abschnitts höchstens %4 ergibt",
     "%1 porte au moins %2 = %3, car le reste de son segment fait au plus %4",
     "%1 lleva al menos %2 = %3, pues el resto de su segmento suma como mucho %4"),
    (ST, "%1 and %2 both hold at most %3, so every cell between them holds at most %4",
     "%1 und %2 enthalten beide höchstens %3, also enthält jede Zelle zwischen ihnen höchstens %4",
     "%1 et %2 portent toutes deux au plus %3, donc chaque case entre elles porte au plus %4",
     "%1 y %2 llevan ambas como mucho %3, así que cada casilla entre ellas lleva como mucho %4"),
    (ST, "%1 and %2 both hold at least %3, so every cell between them holds at least %4",
     "%1 und %2 enthalten beide mindestens %3, also enthält jede Zelle zwischen ihnen mindestens %4",
     "%1 et %2 portent toutes deux au moins %3, donc chaque case entre elles porte au moins %4",
     "%1 y %2 llevan ambas al menos %3, así que cada casilla entre ellas lleva al menos %4"),
    (ST, "%1 holds %2, so no cell between %1 and %3 holds %2",
     "%1 enthält %2, also enthält keine Zelle zwischen %1 und %3 die %2",
     "%1 porte %2, donc aucune case entre %1 et %3 ne porte %2",
     "%1 lleva %2, así que ninguna casilla entre %1 y %3 lleva %2"),
    (ST, "%1 holds at most %2 and %3 at least %4, so the range they span takes in %2 to %4, which no cell between "
         "them holds",
     "%1 enthält höchstens %2 und %3 mindestens %4, also umfasst ihr Bereich %2 bis %4, was keine Zelle zwischen "
     "ihnen enthält",
     "%1 porte au plus %2 et %3 au moins %4, donc l'intervalle qu'elles couvrent comprend %2 à %4, qu'aucune case "
     "entre elles ne porte",
     "%1 lleva como mucho %2 y %3 al menos %4, así que el intervalo que abarcan incluye de %2 a %4, que ninguna "
     "casilla entre ellas lleva"),
    (ST, "each pair adds up to at most %1, the most the middle %2 can hold",
     "jedes Paar ergibt höchstens %1, das Höchste, was die Mitte %2 enthalten kann",
     "chaque paire fait au plus %1, le plus que le milieu %2 puisse porter",
     "cada pareja suma como mucho %1, lo más que puede llevar el centro %2"),
    (ST, "each pair adds up to at least %1, the least the middle %2 can hold",
     "jedes Paar ergibt mindestens %1, das Mindeste, was die Mitte %2 enthalten kann",
     "chaque paire fait au moins %1, le moins que le milieu %2 puisse porter",
     "cada pareja suma al menos %1, lo menos que puede llevar el centro %2"),
    (ST, "each pair adds up to at most %1, the most %2 and %3 can add up to",
     "jedes Paar ergibt höchstens %1, die größte Summe von %2 und %3",
     "chaque paire fait au plus %1, le plus que %2 et %3 puissent faire",
     "cada pareja suma como mucho %1, lo más que pueden sumar %2 y %3"),
    (ST, "each pair adds up to at least %1, the least %2 and %3 can add up to",
     "jedes Paar ergibt mindestens %1, die kleinste Summe von %2 und %3",
     "chaque paire fait au moins %1, le moins que %2 et %3 puissent faire",
     "cada pareja suma al menos %1, lo menos que pueden sumar %2 y %3"),
    (ST, "the middle %1 holds at most %2", "die Mitte %1 enthält höchstens %2", "le milieu %1 porte au plus %2",
     "el centro %1 lleva como mucho %2"),
    (ST, "the middle %1 holds at least %2", "die Mitte %1 enthält mindestens %2", "le milieu %1 porte au moins %2",
     "el centro %1 lleva al menos %2"),
    (ST, "%1 holds at most %2 = %3, as its partner %4 holds at least %5",
     "%1 enthält höchstens %2 = %3, da ihre Partnerin %4 mindestens %5 enthält",
     "%1 porte au plus %2 = %3, car sa partenaire %4 porte au moins %5",
     "%1 lleva como mucho %2 = %3, pues su pareja %4 lleva al menos %5"),
    (ST, "%1 holds at least %2 = %3, as its partner %4 holds at most %5",
     "%1 enthält mindestens %2 = %3, da ihre Partnerin %4 höchstens %5 enthält",
     "%1 porte au moins %2 = %3, car sa partenaire %4 porte au plus %5",
     "%1 lleva al menos %2 = %3, pues su pareja %4 lleva como mucho %5"),
    (ST, "X = %1 with %2", "X = %1 mit %2", "X = %1 avec %2", "X = %1 con %2"),
    (ST, "%1: %2; with the candidates of the first cells, only %3 fit, and no digit stands where none of them puts "
         "it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other "
         "digits): %4.",
     "%1: %2; mit den Kandidaten der ersten Zellen passen nur %3, und keine Ziffer steht, wo keine davon sie "
     "hinsetzt (die erste Zelle enthält X, die nächsten X − 1 Zellen den Rest ihrer Menge, die Zellen danach die "
     "übrigen Ziffern): %4.",
     "%1 : %2 ; avec les candidats des premières cases, seuls %3 conviennent, et aucun chiffre ne se trouve là où "
     "aucun d'eux ne le met (la première case porte X, les X − 1 cases suivantes le reste de son ensemble, les "
     "cases après elles les autres chiffres) : %4.",
     "%1: %2; con los candidatos de las primeras casillas solo encajan %3, y ninguna cifra está donde ninguno de "
     "ellos la pone (la primera casilla lleva X, las X − 1 casillas siguientes el resto de su conjunto, las "
     "casillas de después las demás cifras): %4."),
    (ST, "the cells between %1 and %2 include %3 in one house, which hold different digits, so the ends differ by "
         "at least %4",
     "die Zellen zwischen %1 und %2 umfassen %3 in einem Haus, die verschiedene Ziffern enthalten, also "
     "unterscheiden sich die Enden um mindestens %4",
     "les cases entre %1 et %2 en comptent %3 dans une même maison, qui portent des chiffres différents, donc les "
     "bouts diffèrent d'au moins %4",
     "las casillas entre %1 y %2 incluyen %3 en una misma casa, que llevan cifras distintas, así que los extremos "
     "difieren en al menos %4"),
    (ST, "a digit lies strictly between those of %1 and %2, so they differ by at least %3",
     "eine Ziffer liegt echt zwischen denen von %1 und %2, also unterscheiden sie sich um mindestens %3",
     "un chiffre se trouve strictement entre ceux de %1 et %2, donc ils diffèrent d'au moins %3",
     "una cifra queda estrictamente entre las de %1 y %2, así que difieren en al menos %3"),
    (ST, "%1, and %2 can only be %3, whatever %4 holds",
     "%1, und %2 kann nur %3 sein, was %4 auch enthält",
     "%1, et %2 ne peut être que %3, quoi que porte %4",
     "%1, y %2 solo puede ser %3, lleve lo que lleve %4"),
    (ST, "%1, and as %2 can only be %3, %4 can only be %5",
     "%1, und da %2 nur %3 sein kann, kann %4 nur %5 sein",
     "%1, et comme %2 ne peut être que %3, %4 ne peut être que %5",
     "%1, y como %2 solo puede ser %3, %4 solo puede ser %5"),
    (ST, "%1, and as %2 holds %3, %4 can only be %5",
     "%1, und da %2 %3 enthält, kann %4 nur %5 sein",
     "%1, et comme %2 porte %3, %4 ne peut être que %5",
     "%1, y como %2 lleva %3, %4 solo puede ser %5"),
    (ST, "1 in %1 and %2 in %3, side by side", "1 in %1 und %2 in %3, nebeneinander",
     "1 en %1 et %2 en %3, côte à côte", "1 en %1 y %2 en %3, una junto a otra"),
    (ST, "1 in %1 and %2 in %3 with %4 between them", "1 in %1 und %2 in %3 mit %4 dazwischen",
     "1 en %1 et %2 en %3 avec %4 entre eux", "1 en %1 y %2 en %3 con %4 entre ellos"),
    (ST, "%1: %2; with the candidates, the only ways are %3, and no digit stands where no way puts it (the digits "
         "between the 1 and the %4 in the cells between, the other digits outside): %5.",
     "%1: %2; mit den Kandidaten bleiben nur %3, und keine Ziffer steht, wo keine dieser Möglichkeiten sie "
     "hinsetzt (die Ziffern zwischen der 1 und der %4 in den Zellen dazwischen, die übrigen Ziffern außerhalb): %5.",
     "%1 : %2 ; avec les candidats, les seules façons sont %3, et aucun chiffre ne se trouve là où aucune façon ne "
     "le met (les chiffres entre le 1 et le %4 dans les cases entre eux, les autres chiffres au-dehors) : %5.",
     "%1: %2; con los candidatos, las únicas formas son %3, y ninguna cifra está donde ninguna forma la pone (las "
     "cifras entre el 1 y el %4 en las casillas de en medio, las demás cifras fuera): %5."),
    (ST, "Equal Cells", "Gleiche Zellen", "Cases égales", "Casillas iguales"),
    (TD, "Cells that must hold the same digit, whichever it is. A palindrome's mirrored cells are equal. Then look "
         "at a house none of them is in: if every cell of it but one sees one of them (through its row, column or "
         "box, or a rule such as the knight's move), cannot hold any digit they could hold, or is equal to a cell "
         "that sees one of them, the house must hold their digit in that last cell, so it is equal to them too. "
         "Equal cells keep only the digits all of them can hold, and never a digit that would leave some house no "
         "place for it.",
     "Zellen, die dieselbe Ziffer enthalten müssen, welche auch immer es ist. Die gespiegelten Zellen eines "
     "Palindroms sind gleich. Dann sieh dir ein Haus an, in dem keine von ihnen liegt: Sieht jede seiner Zellen "
     "bis auf eine eine von ihnen (über ihre Zeile, Spalte oder ihren Block oder eine Regel wie den Rösselsprung), "
     "kann keine ihrer möglichen Ziffern enthalten oder ist gleich einer Zelle, die eine von ihnen sieht, so muss "
     "das Haus ihre Ziffer in dieser letzten Zelle haben; sie ist also ebenfalls gleich. Gleiche Zellen behalten "
     "nur die Ziffern, die alle von ihnen enthalten können, und nie eine Ziffer, die einem Haus keinen Platz "
     "mehr für sie ließe.",
     "Des cases qui doivent porter le même chiffre, quel qu'il soit. Les cases en miroir d'un palindrome sont "
     "égales. Regardez ensuite une maison où aucune d'elles ne se trouve : si chacune de ses cases sauf une voit "
     "l'une d'elles (par sa ligne, sa colonne ou son bloc, ou une règle comme le saut du cavalier), ne peut porter "
     "aucun des chiffres qu'elles pourraient porter, ou est égale à une case qui en voit une, la maison doit "
     "porter leur chiffre dans cette dernière case, qui leur est donc égale aussi. Des cases égales ne gardent "
     "que les chiffres que toutes peuvent porter, et jamais un chiffre qui ne laisserait à une maison aucune "
     "place pour lui.",
     "Casillas que deben llevar la misma cifra, sea cual sea. Las casillas reflejadas de un palíndromo son "
     "iguales. Mira luego una casa en la que no esté ninguna de ellas: si cada una de sus casillas menos una ve "
     "a una de ellas (por su fila, columna o caja, o por una regla como el salto del caballo), no puede llevar "
     "ninguna de las cifras que ellas podrían llevar, o es igual a una casilla que ve a una de ellas, la casa debe "
     "llevar su cifra en esa última casilla, que por tanto también es igual a ellas. Las casillas iguales solo "
     "conservan las cifras que todas pueden llevar, y nunca una cifra que dejaría a alguna casa sin sitio para "
     "ella."),
    (ST, "in %1 only %2 can hold the digit of %3", "in %1 kann nur %2 die Ziffer von %3 enthalten",
     "dans %1 seule %2 peut porter le chiffre de %3", "en %1 solo %2 puede llevar la cifra de %3"),
    (ST, "%1 and %2 hold the same digit (%3)", "%1 und %2 enthalten dieselbe Ziffer (%3)",
     "%1 et %2 portent le même chiffre (%3)", "%1 y %2 llevan la misma cifra (%3)"),
    (ST, "%1 (in each house named, every other cell sees a cell holding that digit, is equal to a cell that does, "
         "or cannot hold it)",
     "%1 (in jedem genannten Haus sieht jede andere Zelle eine Zelle mit dieser Ziffer, ist gleich einer Zelle, "
     "die das tut, oder kann sie nicht enthalten)",
     "%1 (dans chaque maison nommée, toute autre case voit une case portant ce chiffre, est égale à une case qui "
     "en voit une, ou ne peut pas le porter)",
     "%1 (en cada casa nombrada, cualquier otra casilla ve una casilla con esa cifra, es igual a una casilla que "
     "la ve, o no puede llevarla)"),
    (ST, "not %1: %2 would have no place for it", "nicht %1: %2 hätte keinen Platz dafür",
     "pas %1 : %2 n'aurait aucune place pour lui", "no %1: %2 no tendría sitio para ella"),
    (ST, "%1 (%2, every cell there that could hold it seeing one of them)",
     "%1 (%2, da jede Zelle dort, die sie enthalten könnte, eine von ihnen sieht)",
     "%1 (%2, chaque case qui pourrait l'y porter en voyant une)",
     "%1 (%2, pues cada casilla de allí que podría llevarla ve a una de ellas)"),
    (ST, "%1: %2. So %3 hold one digit, which can only be %4: %5.",
     "%1: %2. Also enthalten %3 eine Ziffer, die nur %4 sein kann: %5.",
     "%1 : %2. Donc %3 portent un seul chiffre, qui ne peut être que %4 : %5.",
     "%1: %2. Así que %3 llevan una sola cifra, que solo puede ser %4: %5."),
    (ST, "%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a "
         "digit outside its range: %6.",
     "%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt jeder Zelle dazwischen eine "
     "Ziffer außerhalb seines Bereichs: %6.",
     "%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant à chaque case entre "
     "elles un chiffre hors de son intervalle : %6.",
     "%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a cada casilla entre ellas una "
     "cifra fuera de su rango: %6."),
    (ST, "%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a "
         "digit strictly between: %6.",
     "%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt jeder Zelle dazwischen eine "
     "Ziffer echt zwischen ihnen: %6.",
     "%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant à chaque case entre "
     "elles un chiffre strictement entre les deux : %6.",
     "%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a cada casilla entre ellas una "
     "cifra estrictamente entre ambos: %6."),
    (ST, "%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits "
         "outside its range, different where they share a house: %6.",
     "%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt den Zellen dazwischen "
     "Ziffern außerhalb seines Bereichs, verschiedene, wo sie ein Haus teilen: %6.",
     "%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant aux cases entre elles "
     "des chiffres hors de son intervalle, différents là où elles partagent une maison : %6.",
     "%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a las casillas entre ellas cifras "
     "fuera de su rango, distintas donde comparten una casa: %6."),
    (ST, "%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits "
         "strictly between, different where they share a house: %6.",
     "%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt den Zellen dazwischen "
     "Ziffern echt zwischen ihnen, verschiedene, wo sie ein Haus teilen: %6.",
     "%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant aux cases entre elles "
     "des chiffres strictement entre les deux, différents là où elles partagent une maison : %6.",
     "%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a las casillas entre ellas cifras "
     "estrictamente entre ambos, distintas donde comparten una casa: %6."),
    (ST, "%1 can only stand in %2, where it hides every cell behind it",
     "%1 kann nur in %2 stehen, wo es jede Zelle dahinter verdeckt",
     "%1 ne peut se trouver que dans %2, où il cache toutes les cases derrière lui",
     "%1 solo puede estar en %2, donde oculta todas las casillas detrás"),
    (ST, "only %1 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all "
         "of them are seen, each taller than those before it",
     "nur %1 können zu sehen sein (jede andere Zelle steht hinter einer mindestens so hohen Ziffer), so viele wie "
     "der Hinweis, also sind alle zu sehen, jede höher als die davor",
     "seules %1 peuvent être vues (toute autre case se tient derrière un chiffre au moins aussi haut), autant que "
     "l'indice, donc toutes sont vues, chacune plus haute que celles d'avant",
     "solo %1 pueden verse (cada otra casilla está detrás de una cifra al menos igual de alta), tantas como la "
     "pista, así que todas se ven, cada una más alta que las anteriores"),
    (ST, "%1, and their bounds carry: %2", "%1, und ihre Schranken übertragen sich: %2",
     "%1, et leurs bornes se transmettent : %2", "%1, y sus cotas se transmiten: %2"),
    (ST, "if %1 held %2", "enthielte %1 %2", "si %1 portait %2", "si %1 llevara %2"),
    (ST, "%1 only %2", "%1 nur %2", "%1 seulement %2", "%1 solo %2"),
    (ST, "%1 (which leaves %2)", "%1 (was %2 lässt)", "%1 (ce qui laisse %2)", "%1 (lo que deja %2)"),
    (ST, "%1, at most %2 could be seen, fewer than %3",
     "%1, wären höchstens %2 zu sehen, weniger als %3",
     "%1, au plus %2 pourraient être vues, moins que %3",
     "%1, como mucho se verían %2, menos que %3"),
    (ST, "%1, %2 would be seen for sure (each taller than any digit before it can be), and the %3 too, wherever it "
         "stands: %4 seen, more than %5",
     "%1, wären %2 sicher zu sehen (jede höher, als eine Ziffer davor sein kann), und die %3 auch, wo immer sie "
     "steht: %4 zu sehen, mehr als %5",
     "%1, %2 seraient vues à coup sûr (chacune plus haute que tout chiffre d'avant ne peut l'être), et le %3 aussi, "
     "où qu'il se trouve : %4 vues, plus que %5",
     "%1, %2 se verían seguro (cada una más alta de lo que puede ser cualquier cifra anterior), y el %3 también, "
     "esté donde esté: %4 vistas, más que %5"),
    (ST, "%1, %2 would be seen for sure (each taller than any digit before it can be): %3 seen, more than %4",
     "%1, wären %2 sicher zu sehen (jede höher, als eine Ziffer davor sein kann): %3 zu sehen, mehr als %4",
     "%1, %2 seraient vues à coup sûr (chacune plus haute que tout chiffre d'avant ne peut l'être) : %3 vues, plus "
     "que %4",
     "%1, %2 se verían seguro (cada una más alta de lo que puede ser cualquier cifra anterior): %3 vistas, más "
     "que %4"),
    (ST, "%1: %2; the digits between can add up to %3 only over %4 cells, so the 1 and the %5 have that many cells "
         "between them, and no cell that far from these can hold the other: %6.",
     "%1: %2; die Ziffern dazwischen können nur über %4 Zellen %3 ergeben, also liegen so viele Zellen zwischen der 1 "
     "und der %5, und keine Zelle so weit von diesen entfernt kann die andere enthalten: %6.",
     "%1 : %2 ; les chiffres entre eux ne peuvent faire %3 que sur %4 cases, donc le 1 et le %5 ont autant de cases "
     "entre eux, et aucune case aussi loin de celles-ci ne peut porter l'autre : %6.",
     "%1: %2; las cifras de en medio solo pueden sumar %3 en %4 casillas, así que el 1 y el %5 tienen tantas "
     "casillas entre ellos, y ninguna casilla así de lejos de estas puede llevar el otro: %6."),
    # --- whispers cases, followed from cell to cell ------------------------------------------
    (ST, "%1, then %2", "%1, dann %2", "%1, alors %2", "%1, entonces %2"),
    (ST, "%1 only %2 beside %3", "%1 nur %2 neben %3", "%1 seulement %2 à côté de %3", "%1 solo %2 junto a %3"),
    (ST, "%1 nothing beside %2", "%1 nichts neben %2", "%1 rien à côté de %2", "%1 nada junto a %2"),
    (ST, "%1 taken by %2", "%1 von %2 belegt", "%1 pris par %2", "%1 tomado por %2"),
    (ST, "%1: %2; followed from cell to cell, a case that leaves a cell nothing cannot be: %3: %4.",
     "%1: %2; von Zelle zu Zelle verfolgt, kann kein Fall sein, der einer Zelle nichts lässt: %3: %4.",
     "%1 : %2 ; suivi de case en case, un cas qui ne laisse rien à une case est impossible : %3 : %4.",
     "%1: %2; seguido de casilla en casilla, un caso que no deja nada a una casilla no puede ser: %3: %4."),
    (ST, "%1 only %2 between %3 and %4", "%1 nur %2 zwischen %3 und %4", "%1 seulement %2 entre %3 et %4",
     "%1 solo %2 entre %3 y %4"),
    (ST, "%1 nothing between %2 and %3", "%1 nichts zwischen %2 und %3", "%1 rien entre %2 et %3",
     "%1 nada entre %2 y %3"),
    (ST, "%1 only %2 to leave %3 a digit between it and %4",
     "%1 nur %2, damit %3 eine Ziffer zwischen ihr und %4 bleibt",
     "%1 seulement %2 pour laisser à %3 un chiffre entre lui et %4",
     "%1 solo %2 para dejar a %3 una cifra entre ella y %4"),
    (ST, "%1 nothing that leaves %2 a digit between it and %3",
     "%1 nichts, was %2 eine Ziffer zwischen ihr und %3 lässt",
     "%1 rien qui laisse à %2 un chiffre entre lui et %3",
     "%1 nada que deje a %2 una cifra entre ella y %3"),
    (ST, "%1 only %2 above %3", "%1 nur %2 über %3", "%1 seulement %2 au-dessus de %3",
     "%1 solo %2 por encima de %3"),
    (ST, "%1 nothing above %2", "%1 nichts über %2", "%1 rien au-dessus de %2", "%1 nada por encima de %2"),
    (ST, "%1 only %2 below %3", "%1 nur %2 unter %3", "%1 seulement %2 en dessous de %3",
     "%1 solo %2 por debajo de %3"),
    (ST, "%1 nothing below %2", "%1 nichts unter %2", "%1 rien en dessous de %2", "%1 nada por debajo de %2"),
    (ST, "%1, the arrow would add up to %2, and %3 can only hold %4",
     "%1, ergäbe der Pfeil %2, und %3 kann nur %4 enthalten",
     "%1, la flèche ferait %2, et %3 ne peut porter que %4",
     "%1, la flecha sumaría %2, y %3 solo puede llevar %4"),
    # --- house digit fit -------------------------------------------------------------------
    (ST, "House Digit Fit", "Hausziffer-Füllung", "Remplissage par chiffre de maison", "Relleno por cifra de casa"),
    (ST, "%1: in %2, %3 can only go in %4, all cells of %5; so the rule holds it there, and of its fillings (the rule "
         "kept, cells sharing a house holding different digits) only those with %3 in one of those cells can be "
         "true. Some candidates fit none of them: %6.",
     "%1: in %2 kann %3 nur in %4 stehen, alles Zellen von %5; die Regel enthält sie also dort, und von ihren "
     "Füllungen (die Regel eingehalten, Zellen eines Hauses mit verschiedenen Ziffern) können nur die mit %3 in "
     "einer dieser Zellen stimmen. Manche Kandidaten passen in keine davon: %6.",
     "%1 : dans %2, %3 ne peut aller qu'en %4, toutes des cases de %5 ; la règle le porte donc là, et de ses "
     "remplissages (la règle respectée, les cases d'une même maison portant des chiffres différents) seuls ceux "
     "avec %3 dans l'une de ces cases peuvent être vrais. Certains candidats n'entrent dans aucun d'eux : %6.",
     "%1: en %2, %3 solo puede ir en %4, todas casillas de %5; así que la regla la lleva ahí, y de sus rellenos (la "
     "regla cumplida, con las casillas de una misma casa con cifras distintas) solo pueden ser ciertos los que "
     "tienen %3 en una de esas casillas. Algunos candidatos no caben en ninguno: %6."),
    (TD, "A house whose digit can only go on one constraint: in a row, 6 fits only two cells, both in the middle of a "
         "lockout line. The line then holds that 6, and of all its fillings only those that put the 6 in one of "
         "those cells can be true. With a 6 in its middle, the line's ends must both lie below 6 or both above it, "
         "far enough apart; candidates that no such filling uses go, though the line alone would allow them.",
     "Ein Haus, dessen Ziffer nur auf einer Einschränkung stehen kann: In einer Zeile passt die 6 nur in zwei "
     "Zellen, beide in der Mitte einer Lockout-Linie. Die Linie enthält dann diese 6, und von all ihren Füllungen "
     "können nur die stimmen, die die 6 in eine dieser Zellen setzen. Mit einer 6 in ihrer Mitte müssen beide Enden "
     "unter 6 oder beide über 6 liegen, weit genug auseinander; Kandidaten, die keine solche Füllung verwendet, "
     "fallen weg, obwohl die Linie allein sie erlauben würde.",
     "Une maison dont le chiffre ne peut aller que sur une contrainte : dans une ligne, le 6 ne tient que dans deux "
     "cases, toutes deux au milieu d'une ligne lockout. La ligne porte alors ce 6, et de tous ses remplissages seuls "
     "ceux qui mettent le 6 dans l'une de ces cases peuvent être vrais. Avec un 6 en son milieu, les bouts de la "
     "ligne doivent être tous deux sous 6 ou tous deux au-dessus, assez éloignés ; les candidats qu'aucun tel "
     "remplissage n'utilise partent, bien que la ligne seule les permette.",
     "Una casa cuya cifra solo puede ir en una restricción: en una fila, el 6 solo cabe en dos casillas, ambas en el "
     "medio de una línea lockout. La línea lleva entonces ese 6, y de todos sus rellenos solo pueden ser ciertos los "
     "que ponen el 6 en una de esas casillas. Con un 6 en su medio, los extremos de la línea deben estar ambos por "
     "debajo de 6 o ambos por encima, lo bastante separados; los candidatos que ningún relleno así usa se van, "
     "aunque la línea sola los permitiría."),
    # --- a group of different digits' subsets (DistinctSubsets) -------------------------
    (ST, "only %1 can hold %2 in the group, so they hold nothing else",
     "nur %1 können %2 in der Gruppe enthalten, also enthalten sie nichts anderes",
     "seules %1 peuvent porter %2 dans le groupe, donc elles ne portent rien d'autre",
     "solo %1 pueden llevar %2 en el grupo, así que no llevan nada más"),
    (ST, "%1 can only be %2, so no other cell of the group holds it",
     "%1 kann nur %2 sein, also enthält keine andere Zelle der Gruppe diese Ziffer",
     "%1 ne peut être que %2, donc aucune autre case du groupe ne le porte",
     "%1 solo puede ser %2, así que ninguna otra casilla del grupo la lleva"),
    (ST, "%1 can only hold %2 between them, so no other cell of the group holds those",
     "%1 können zusammen nur %2 enthalten, also enthält keine andere Zelle der Gruppe diese Ziffern",
     "%1 ne peuvent porter que %2 à elles toutes, donc aucune autre case du groupe ne les porte",
     "%1 solo pueden llevar %2 entre todas, así que ninguna otra casilla del grupo las lleva"),
    # --- a region-sum line's sums (SegmentSums) ----------------------------------------
    (ST, "the segment from %1 can only add up to %2",
     "der Abschnitt ab %1 kann nur %2 ergeben",
     "le segment depuis %1 ne peut faire que %2",
     "el segmento desde %1 solo puede sumar %2"),
    (ST, "%1–%2", "%1–%2", "%1–%2", "%1–%2"),
    (ST, "%1 can only hold %2", "%1 kann nur %2 enthalten", "%1 ne peut porter que %2", "%1 solo puede llevar %2"),
    (ST, "each of %1 can only hold %2",
     "jede von %1 kann nur %2 enthalten",
     "chacune de %1 ne peut porter que %2",
     "cada una de %1 solo puede llevar %2"),
    (ST, "%1: %2; %3 (cells sharing a house hold different digits), so the sum is %4, and with it %5: %6.",
     "%1: %2; %3 (Zellen eines Hauses enthalten verschiedene Ziffern), also ist die Summe %4, und mit ihr gilt: %5: "
     "%6.",
     "%1 : %2 ; %3 (les cases d'une même maison portent des chiffres différents), donc la somme vaut %4, et avec "
     "elle %5 : %6.",
     "%1: %2; %3 (las casillas de una misma casa llevan cifras distintas), así que la suma es %4, y con ella %5: "
     "%6."),
    (ST, "Equal Cells Chain", "Kette gleicher Zellen", "Chaîne de cases égales", "Cadena de casillas iguales"),
    (TD, "Equal cells (see Equal Cells) followed for one digit. Suppose a group of equal cells holds a digit: every "
         "cell that sees one of them cannot. In a house where that leaves one place, the digit goes there, and into "
         "every cell equal to it. Go on while houses have one place left; if a house is left with none, or a cell "
         "that would hold the digit sees another that would, the supposition was false and the digit goes from the "
         "group.",
     "Gleiche Zellen (siehe Gleiche Zellen), für eine Ziffer verfolgt. Angenommen, eine Gruppe gleicher Zellen "
     "enthält eine Ziffer: Keine Zelle, die eine von ihnen sieht, kann sie enthalten. In einem Haus, in dem dann nur "
     "ein Platz bleibt, steht die Ziffer dort und in jeder Zelle, die ihm gleich ist. Mach weiter, solange Häuser "
     "nur einen Platz haben; bleibt einem Haus keiner, oder sieht eine Zelle, die die Ziffer enthielte, eine andere, "
     "die sie auch enthielte, war die Annahme falsch, und die Ziffer entfällt in der Gruppe.",
     "Des cases égales (voir Cases égales) suivies pour un chiffre. Supposez qu'un groupe de cases égales porte un "
     "chiffre : aucune case qui voit l'une d'elles ne le peut. Dans une maison où il ne reste alors qu'une place, le "
     "chiffre va là, et dans chaque case qui lui est égale. Continuez tant que des maisons n'ont qu'une place ; si "
     "une maison n'en a plus aucune, ou si une case qui porterait le chiffre en voit une autre qui le porterait "
     "aussi, la supposition était fausse et le chiffre sort du groupe.",
     "Casillas iguales (ver Casillas iguales) seguidas para una cifra. Supón que un grupo de casillas iguales lleva "
     "una cifra: ninguna casilla que vea a una de ellas puede llevarla. En una casa donde eso deja un solo sitio, la "
     "cifra va allí, y a cada casilla igual a él. Sigue mientras haya casas con un solo sitio; si una casa se queda "
     "sin ninguno, o una casilla que llevaría la cifra ve otra que también la llevaría, la suposición era falsa y la "
     "cifra sale del grupo."),
    (ST, "%1, and %2 with it", "%1, und %2 mit ihr", "%1, et %2 avec elle", "%1, y %2 con ella"),
    (ST, "in %1 only %2 could hold it", "in %1 könnte nur %2 sie enthalten", "dans %1 seule %2 pourrait le porter",
     "en %1 solo %2 podría llevarla"),
    (ST, "then %1 would have no place for %2", "dann hätte %1 keinen Platz für %2",
     "alors %1 n'aurait aucune place pour %2", "entonces %1 no tendría sitio para %2"),
    (ST, "then %1, which would hold %2 too, sees a cell holding %2",
     "dann sieht %1, das ebenfalls %2 enthielte, eine Zelle mit %2",
     "alors %1, qui porterait aussi %2, voit une case portant %2",
     "entonces %1, que también llevaría %2, ve una casilla con %2"),
    (ST, "%1: if %2 held %3: %4; so %5.", "%1: Enthielten %2 %3: %4; also %5.", "%1 : si %2 portaient %3 : %4 ; donc %5.",
     "%1: si %2 llevaran %3: %4; así que %5."),
    (ST, "%1: %2. If %3 held %4: %5; so %6.", "%1: %2. Enthielten %3 %4: %5; also %6.",
     "%1 : %2. Si %3 portaient %4 : %5 ; donc %6.", "%1: %2. Si %3 llevaran %4: %5; así que %6."),
    # --- whispers colouring ---------------------------------------------------------------
    (ST, "Whispers Colouring", "Whispers-Färbung", "Coloriage whispers", "Coloreado whispers"),
    (ST, "on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate, so digits of one kind go in %6 and of "
         "the other in %7",
     "auf %1 wechseln niedrige Ziffern (%2 bis %3) und hohe Ziffern (%4 bis %5) einander ab, also stehen Ziffern der "
     "einen Art in %6 und der anderen in %7",
     "sur %1, chiffres bas (%2 à %3) et chiffres hauts (%4 à %5) alternent, donc les chiffres d'une sorte vont en %6 "
     "et ceux de l'autre en %7",
     "en %1, las cifras bajas (%2 a %3) y las altas (%4 a %5) se alternan, así que las cifras de una clase van en %6 "
     "y las de la otra en %7"),
    (ST, "on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate along each line",
     "auf %1 wechseln niedrige Ziffern (%2 bis %3) und hohe Ziffern (%4 bis %5) entlang jeder Linie einander ab",
     "sur %1, chiffres bas (%2 à %3) et chiffres hauts (%4 à %5) alternent le long de chaque ligne",
     "en %1, las cifras bajas (%2 a %3) y las altas (%4 a %5) se alternan a lo largo de cada línea"),
    (ST, "%1 holds %2 and, from other lines, %3: %4 cells, more than the %5 low or the %5 high digits a house has, so "
         "those two sets hold digits of different kinds",
     "%1 enthält %2 und, von anderen Linien, %3: %4 Zellen, mehr als die %5 niedrigen oder die %5 hohen Ziffern einer "
     "Einheit, also enthalten diese beiden Gruppen Ziffern verschiedener Art",
     "%1 contient %2 et, d'autres lignes, %3 : %4 cases, plus que les %5 chiffres bas ou les %5 chiffres hauts d'une "
     "unité, donc ces deux ensembles portent des chiffres de sortes différentes",
     "%1 contiene %2 y, de otras líneas, %3: %4 casillas, más que las %5 cifras bajas o las %5 altas de una unidad, "
     "así que esos dos grupos llevan cifras de clases distintas"),
    (ST, "%1 can only hold %2, no low digit", "%1 kann nur %2 enthalten, keine niedrige Ziffer",
     "%1 ne peut porter que %2, aucun chiffre bas", "%1 solo puede llevar %2, ninguna cifra baja"),
    (ST, "%1 can only hold %2, no high digit", "%1 kann nur %2 enthalten, keine hohe Ziffer",
     "%1 ne peut porter que %2, aucun chiffre haut", "%1 solo puede llevar %2, ninguna cifra alta"),
    (ST, "were %1 to hold low digits, the %3 high digits of %2 would have only %4 to go in",
     "enthielten %1 niedrige Ziffern, blieben den %3 hohen Ziffern von %2 nur %4",
     "si %1 portaient des chiffres bas, les %3 chiffres hauts de %2 n'auraient que %4 où aller",
     "si %1 llevaran cifras bajas, las %3 cifras altas de %2 solo tendrían %4 donde ir"),
    (ST, "were %1 to hold high digits, the %3 low digits of %2 would have only %4 to go in",
     "enthielten %1 hohe Ziffern, blieben den %3 niedrigen Ziffern von %2 nur %4",
     "si %1 portaient des chiffres hauts, les %3 chiffres bas de %2 n'auraient que %4 où aller",
     "si %1 llevaran cifras altas, las %3 cifras bajas de %2 solo tendrían %4 donde ir"),
    (ST, "were %1 to hold low digits, %2 would hold %4 of them: more than its %3",
     "enthielten %1 niedrige Ziffern, enthielte %2 %4 davon: mehr als seine %3",
     "si %1 portaient des chiffres bas, %2 en contiendrait %4 : plus que ses %3",
     "si %1 llevaran cifras bajas, %2 tendría %4: más que sus %3"),
    (ST, "were %1 to hold high digits, %2 would hold %4 of them: more than its %3",
     "enthielten %1 hohe Ziffern, enthielte %2 %4 davon: mehr als seine %3",
     "si %1 portaient des chiffres hauts, %2 en contiendrait %4 : plus que ses %3",
     "si %1 llevaran cifras altas, %2 tendría %4: más que sus %3"),
    (ST, "were %1 to hold low digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3",
     "enthielten %1 niedrige Ziffern, enthielte %2 %4 davon, mit %5, die keine andere enthalten können: mehr als "
     "seine %3",
     "si %1 portaient des chiffres bas, %2 en contiendrait %4, avec %5, qui ne peuvent porter aucun autre : plus que "
     "ses %3",
     "si %1 llevaran cifras bajas, %2 tendría %4, con %5, que no pueden llevar ninguna otra: más que sus %3"),
    (ST, "were %1 to hold high digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3",
     "enthielten %1 hohe Ziffern, enthielte %2 %4 davon, mit %5, die keine andere enthalten können: mehr als "
     "seine %3",
     "si %1 portaient des chiffres hauts, %2 en contiendrait %4, avec %5, qui ne peuvent porter aucun autre : plus "
     "que ses %3",
     "si %1 llevaran cifras altas, %2 tendría %4, con %5, que no pueden llevar ninguna otra: más que sus %3"),
    (ST, "%1: %2. So low digits go in %3 and high ones in %4: %5.",
     "%1: %2. Also stehen niedrige Ziffern in %3 und hohe in %4: %5.",
     "%1 : %2. Donc les chiffres bas vont en %3 et les hauts en %4 : %5.",
     "%1: %2. Así que las cifras bajas van en %3 y las altas en %4: %5."),
    (TD, "On a German whispers line neighbours differ by at least 5, so no cell holds 5 and every digit is low (1 to "
         "4) or high (6 to 9); neighbours hold one of each. The line's cells fall into two colours that alternate: "
         "each colour is all low or all high, though not yet known which. A house holds only four low and four high "
         "digits, so when one way round would put five low digits in a row (the colour's cells, with others that can "
         "only be low), the colour is high. Two colours of different lines that together fill more than four cells "
         "of one house hold different kinds, which joins the lines into one colouring.",
     "Auf einer German-Whispers-Linie unterscheiden sich Nachbarn um mindestens 5, also enthält keine Zelle eine 5, "
     "und jede Ziffer ist niedrig (1 bis 4) oder hoch (6 bis 9); Nachbarn enthalten je eine von beiden. Die Zellen "
     "der Linie fallen in zwei Farben, die einander abwechseln: jede Farbe ist ganz niedrig oder ganz hoch, nur "
     "noch nicht bekannt, welche. Eine Einheit enthält nur vier niedrige und vier hohe Ziffern; brächte die eine "
     "Möglichkeit fünf niedrige Ziffern in eine Zeile (die Zellen der Farbe und andere, die nur niedrig sein "
     "können), ist die Farbe hoch. Zwei Farben verschiedener Linien, die zusammen mehr als vier Zellen einer Einheit "
     "füllen, enthalten verschiedene Arten, was die Linien zu einer Färbung verbindet.",
     "Sur une ligne German whispers, des voisines diffèrent d'au moins 5 : aucune case ne porte 5, et chaque chiffre "
     "est bas (1 à 4) ou haut (6 à 9) ; des voisines portent un de chaque. Les cases de la ligne se répartissent en "
     "deux couleurs qui alternent : chaque couleur est toute basse ou toute haute, sans qu'on sache encore laquelle. "
     "Une unité ne contient que quatre chiffres bas et quatre hauts ; si une possibilité mettait cinq chiffres bas "
     "dans une ligne (les cases de la couleur, avec d'autres qui ne peuvent être que basses), la couleur est haute. "
     "Deux couleurs de lignes différentes qui remplissent ensemble plus de quatre cases d'une unité portent des "
     "sortes différentes, ce qui joint les lignes en un seul coloriage.",
     "En una línea German whispers, las vecinas difieren en al menos 5: ninguna casilla lleva 5, y cada cifra es "
     "baja (1 a 4) o alta (6 a 9); las vecinas llevan una de cada. Las casillas de la línea caen en dos colores que "
     "se alternan: cada color es todo bajo o todo alto, aunque aún no se sabe cuál. Una unidad solo tiene cuatro "
     "cifras bajas y cuatro altas; si una posibilidad pusiera cinco cifras bajas en una fila (las casillas del color, "
     "con otras que solo pueden ser bajas), el color es alto. Dos colores de líneas distintas que juntos llenan más de "
     "cuatro casillas de una unidad llevan clases distintas, lo que une las líneas en un solo coloreado."),
]
