# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the step explanations (context pm::StepText). Rows as in
phrasebook.py: context, English, German, French, Spanish.

How the pieces combine, so the sentences stay grammatical:
- House names are inserted everywhere ("in %1", "Look at %1"). German names
  them without an article ("in Zeile 3", "Schau dir Block 5 an"); French and
  Spanish with one ("la ligne 3", "la caja 5"), and French templates only put
  them after "dans" or at the start, never after "de" (no "de le bloc").
- The effect of a step closes the sentence after "so" / "also" / "donc" /
  "así que", so it is a clause of its own: "streiche 7 in r4c3" /
  "on élimine 7 de r4c3" / "se elimina el 7 de r4c3".
"""

ST = "pm::StepText"

ENTRIES = [
    # --- building blocks ----------------------------------------------------------
    (ST, "%1 and %2", "%1 und %2", "%1 et %2", "%1 y %2"),
    ("pm::Names", "%1 and %2", "%1 und %2", "%1 et %2", "%1 y %2"),
    ("pm::GameText", "%1 and %2", "%1 und %2", "%1 et %2", "%1 y %2"),
    ("pm::Names", "row %1", "Zeile %1", "la ligne %1", "la fila %1"),
    ("pm::Names", "column %1", "Spalte %1", "la colonne %1", "la columna %1"),
    ("pm::Names", "box %1", "Block %1", "le bloc %1", "la caja %1"),
    ("pm::Names", "region %1", "Gebiet %1", "la région %1", "la región %1"),
    ("pm::Names", "the main diagonal", "Hauptdiagonale", "la diagonale principale", "la diagonal principal"),
    ("pm::Names", "the anti-diagonal", "Nebendiagonale", "l'anti-diagonale", "la antidiagonal"),
    ("pm::Names", "the centre-dot cells", "Mittelpunktzellen", "les cases à point central", "las casillas de punto central"),
    ("pm::Names", "window %1", "Fenster %1", "la fenêtre %1", "la ventana %1"),
    (ST, "rows %1", "Zeilen %1", "les lignes %1", "las filas %1"),
    (ST, "columns %1", "Spalten %1", "les colonnes %1", "las columnas %1"),
    (ST, "boxes %1", "Blöcke %1", "les blocs %1", "las cajas %1"),
    (ST, "%1 from %2", "%1 in %2", "%1 de %2", "el %1 de %2"),
    (ST, "%1 goes from %2", "streiche %1 in %2", "on élimine %1 de %2", "se elimina el %1 de %2"),
    (ST, "remove %1", "streiche %1", "on élimine %1", "se elimina %1"),
    (ST, "Look around %1.", "Schau dich um %1 herum um.", "Regardez autour de %1.", "Mira alrededor de %1."),
    (ST, "Look at the whole board.", "Schau dir das ganze Spielfeld an.", "Regardez toute la grille.",
     "Mira todo el tablero."),
    (ST, "%1 has no candidate left", "%1 hat keinen Kandidaten mehr", "%1 n'a plus aucun candidat",
     "%1 se queda sin candidatos"),
    (ST, "%1 has no place left in %2", "%1 hat in %2 keinen Platz mehr", "%1 n'a plus de place dans %2",
     "el %1 no tiene sitio en %2"),
    (ST, "%1 and %2 both hold %3", "%1 und %2 enthalten beide %3", "%1 et %2 contiennent toutes deux %3",
     "%1 y %2 contienen ambas el %3"),
    (ST, "%1: %2.", "%1: %2.", "%1 : %2.", "%1: %2."),
    (ST, "%1 %2", "%1 %2", "%1 %2", "%1 %2"),
    (ST, "(%1) =ALS= (%2)", "(%1) =ALS= (%2)", "(%1) =ALS= (%2)", "(%1) =ALS= (%2)"),
    (ST, "%1 sees %2", "%1 sieht %2", "%1 voit %2", "%1 ve %2"),
    (ST, "if %1 were %2", "wäre %1 = %2", "si %1 valait %2", "si %1 fuera %2"),
    (ST, "if %1 were not %2", "wäre %1 nicht %2", "si %1 ne valait pas %2", "si %1 no fuera %2"),
    (ST, ", then %1", ", dann %1", ", alors %1", ", entonces %1"),

    # --- technique names ------------------------------------------------------------
    (ST, "Full House", "Full House", "Dernière case libre", "Última casilla libre"),
    (ST, "Naked Single", "Nackter Single", "Singleton nu", "Single desnudo"),
    (ST, "Hidden Single (box)", "Versteckter Single (Block)", "Singleton caché (bloc)", "Single oculto (caja)"),
    (ST, "Hidden Single (line)", "Versteckter Single (Zeile/Spalte)", "Singleton caché (ligne/colonne)",
     "Single oculto (fila/columna)"),
    (ST, "Hidden Single", "Versteckter Single", "Singleton caché", "Single oculto"),
    (ST, "Pointing", "Pointing", "Candidats pointants", "Intersección apuntadora"),
    (ST, "Claiming", "Claiming", "Candidats revendiqués", "Intersección reclamante"),
    (ST, "Locked Pair", "Gesperrtes Paar", "Paire verrouillée", "Par bloqueado"),
    (ST, "Locked Triple", "Gesperrtes Tripel", "Triplet verrouillé", "Trío bloqueado"),
    (ST, "Naked Pair", "Nacktes Paar", "Paire nue", "Par desnudo"),
    (ST, "Hidden Pair", "Verstecktes Paar", "Paire cachée", "Par oculto"),
    (ST, "Naked Triple", "Nacktes Tripel", "Triplet nu", "Trío desnudo"),
    (ST, "Hidden Triple", "Verstecktes Tripel", "Triplet caché", "Trío oculto"),
    (ST, "Naked Quad", "Nacktes Quadrupel", "Quadruplet nu", "Cuarteto desnudo"),
    (ST, "Hidden Quad", "Verstecktes Quadrupel", "Quadruplet caché", "Cuarteto oculto"),
    (ST, "X-Wing", "X-Wing", "X-Wing", "X-Wing"),
    (ST, "Swordfish", "Swordfish", "Swordfish", "Swordfish"),
    (ST, "Jellyfish", "Jellyfish", "Jellyfish", "Jellyfish"),
    (ST, "Finned X-Wing", "Finned X-Wing", "X-Wing à aileron", "X-Wing con aleta"),
    (ST, "Sashimi X-Wing", "Sashimi X-Wing", "X-Wing sashimi", "X-Wing sashimi"),
    (ST, "Finned Swordfish", "Finned Swordfish", "Swordfish à aileron", "Swordfish con aleta"),
    (ST, "Sashimi Swordfish", "Sashimi Swordfish", "Swordfish sashimi", "Swordfish sashimi"),
    (ST, "Finned Jellyfish", "Finned Jellyfish", "Jellyfish à aileron", "Jellyfish con aleta"),
    (ST, "Sashimi Jellyfish", "Sashimi Jellyfish", "Jellyfish sashimi", "Jellyfish sashimi"),
    (ST, "Skyscraper", "Skyscraper", "Gratte-ciel", "Rascacielos"),
    (ST, "2-String Kite", "2-String Kite", "Cerf-volant", "Cometa"),
    (ST, "Turbot Fish", "Turbot Fish", "Turbot Fish", "Turbot Fish"),
    (ST, "Empty Rectangle", "Empty Rectangle", "Rectangle vide", "Rectángulo vacío"),
    (ST, "XY-Wing", "XY-Wing", "XY-Wing", "XY-Wing"),
    (ST, "XYZ-Wing", "XYZ-Wing", "XYZ-Wing", "XYZ-Wing"),
    (ST, "W-Wing", "W-Wing", "W-Wing", "W-Wing"),
    (ST, "Remote Pairs", "Remote Pairs", "Paires distantes", "Pares remotos"),
    (ST, "Simple Colours (trap)", "Einfärbung (Trap)", "Coloriage simple (piège)", "Coloreado simple (trampa)"),
    (ST, "Simple Colours (wrap)", "Einfärbung (Wrap)", "Coloriage simple (enveloppe)", "Coloreado simple (envoltura)"),
    (ST, "Multi-Colours", "Mehrfachfärbung", "Coloriage multiple", "Coloreado múltiple"),
    (ST, "Unique Rectangle Type 1", "Unique Rectangle Typ 1", "Rectangle unique type 1", "Rectángulo único tipo 1"),
    (ST, "Unique Rectangle Type 2", "Unique Rectangle Typ 2", "Rectangle unique type 2", "Rectángulo único tipo 2"),
    (ST, "Unique Rectangle Type 3", "Unique Rectangle Typ 3", "Rectangle unique type 3", "Rectángulo único tipo 3"),
    (ST, "Unique Rectangle Type 4", "Unique Rectangle Typ 4", "Rectangle unique type 4", "Rectángulo único tipo 4"),
    (ST, "Hidden Rectangle", "Hidden Rectangle", "Rectangle caché", "Rectángulo oculto"),
    (ST, "BUG+1", "BUG+1", "BUG+1", "BUG+1"),
    (ST, "X-Chain", "X-Kette", "Chaîne X", "Cadena X"),
    (ST, "XY-Chain", "XY-Kette", "Chaîne XY", "Cadena XY"),
    (ST, "Nice Loop", "Nice Loop", "Nice Loop", "Nice Loop"),
    (ST, "Alternating Inference Chain", "Alternierende Inferenzkette", "Chaîne d'inférences alternées",
     "Cadena de inferencias alternas"),
    (ST, "Grouped X-Chain", "Gruppierte X-Kette", "Chaîne X groupée", "Cadena X agrupada"),
    (ST, "Grouped AIC", "Gruppierte AIC", "AIC groupée", "AIC agrupada"),
    (ST, "ALS-XZ", "ALS-XZ", "ALS-XZ", "ALS-XZ"),
    (ST, "ALS-XY-Wing", "ALS-XY-Wing", "ALS-XY-Wing", "ALS-XY-Wing"),
    (ST, "Sue de Coq", "Sue de Coq", "Sue de Coq", "Sue de Coq"),
    (ST, "Cell Forcing Chain", "Forcing Chain (Zelle)", "Chaîne forcée (case)", "Cadena forzada (casilla)"),
    (ST, "House Forcing Chain", "Forcing Chain (Einheit)", "Chaîne forcée (unité)", "Cadena forzada (unidad)"),
    (ST, "Digit Forcing Chain", "Forcing Chain (Ziffer)", "Chaîne forcée (chiffre)", "Cadena forzada (dígito)"),
    (ST, "What-If", "Was-wäre-wenn", "Et si", "Y si"),

    # --- singles, intersections, subsets --------------------------------------------
    (ST, "Full House: %1 is the last empty cell of %2, so %1 = %3.",
     "Full House: %1 ist die letzte leere Zelle in %2, also %1 = %3.",
     "Dernière case libre : %1 est la dernière case vide dans %2, donc %1 = %3.",
     "Última casilla libre: %1 es la última casilla vacía de %2, así que %1 = %3."),
    (ST, "Naked Single: %1 can only be %2, so %1 = %2.",
     "Nackter Single: %1 kann nur %2 sein, also %1 = %2.",
     "Singleton nu : %1 ne peut valoir que %2, donc %1 = %2.",
     "Single desnudo: %1 solo puede ser %2, así que %1 = %2."),
    (ST, "Hidden Single: in %1, %2 fits only in %3, so %3 = %2.",
     "Versteckter Single: In %1 passt %2 nur in %3, also %3 = %2.",
     "Singleton caché : dans %1, le %2 ne peut aller que dans %3, donc %3 = %2.",
     "Single oculto: en %1, el %2 solo cabe en %3, así que %3 = %2."),
    (ST, "Pointing: in %1, %2 fits only in %3, which lie in %4; so %5.",
     "Pointing: In %1 passt %2 nur in %3, die in %4 liegen; also %5.",
     "Candidats pointants : dans %1, le %2 ne peut aller que dans %3, qui sont dans %4 ; donc %5.",
     "Intersección apuntadora: en %1, el %2 solo cabe en %3, que están en %4; así que %5."),
    (ST, "Claiming: in %1, %2 fits only in %3, which lie in %4; so %5.",
     "Claiming: In %1 passt %2 nur in %3, die in %4 liegen; also %5.",
     "Candidats revendiqués : dans %1, le %2 ne peut aller que dans %3, qui sont dans %4 ; donc %5.",
     "Intersección reclamante: en %1, el %2 solo cabe en %3, que están en %4; así que %5."),
    (ST, "%1: %2 hold only %3 between them, so these digits belong to those cells in %4; %5.",
     "%1: %2 enthalten zusammen nur %3, also gehören diese Ziffern in %4 zu diesen Zellen; %5.",
     "%1 : %2 ne contiennent à elles toutes que %3, donc ces chiffres appartiennent à ces cases dans %4 ; %5.",
     "%1: %2 contienen entre todas solo %3, así que esos dígitos pertenecen a esas casillas en %4; %5."),
    (ST, "%1: in %2, %3 fit only in %4, so those cells hold nothing else; %5.",
     "%1: In %2 passen %3 nur in %4, also enthalten diese Zellen nichts anderes; %5.",
     "%1 : dans %2, %3 ne peuvent aller que dans %4, donc ces cases ne contiennent rien d'autre ; %5.",
     "%1: en %2, %3 solo caben en %4, así que esas casillas no contienen nada más; %5."),

    # --- what-if -------------------------------------------------------------------------
    (ST, "What-If: if %1 were %2, the puzzle would have no solution (every continuation was tried), so %1 is not %2.",
     "Was-wäre-wenn: Wäre %1 = %2, hätte das Rätsel keine Lösung (jede Fortsetzung wurde versucht), also ist %1 nicht %2.",
     "Et si : si %1 valait %2, la grille n'aurait pas de solution (toutes les suites ont été essayées), donc %1 ne vaut pas %2.",
     "Y si: si %1 fuera %2, el sudoku no tendría solución (se probaron todas las continuaciones), así que %1 no es %2."),
    (ST, "What-If: if %1 were %2, then after the singles that follow, %3 could hold none of %4: each of them leads to "
         "a contradiction by singles; so %1 is not %2.",
     "Was-wäre-wenn: Wäre %1 = %2, könnte %3 nach den folgenden Singles keine von %4 enthalten: Jede führt über "
     "Singles zu einem Widerspruch; also ist %1 nicht %2.",
     "Et si : si %1 valait %2, alors après les singletons qui suivent, %3 ne pourrait contenir aucun de %4 : chacun "
     "mène à une contradiction par singletons ; donc %1 ne vaut pas %2.",
     "Y si: si %1 fuera %2, tras los singles que siguen, %3 no podría contener ninguno de %4: cada uno lleva a una "
     "contradicción por singles; así que %1 no es %2."),
    (ST, "What-If: if %1 were %2, %3, so %1 is not %2.",
     "Was-wäre-wenn: Wäre %1 = %2, dann gilt: %3; also ist %1 nicht %2.",
     "Et si : si %1 valait %2, %3, donc %1 ne vaut pas %2.",
     "Y si: si %1 fuera %2, %3, así que %1 no es %2."),
    (ST, "What-If: if %1 were %2, then %3, and %4; so %1 is not %2.",
     "Was-wäre-wenn: Wäre %1 = %2, dann %3, und %4; also ist %1 nicht %2.",
     "Et si : si %1 valait %2, alors %3, et %4 ; donc %1 ne vaut pas %2.",
     "Y si: si %1 fuera %2, entonces %3, y %4; así que %1 no es %2."),

    # --- ALS -------------------------------------------------------------------------------
    (ST, "%1: the almost locked sets %2 and %3 share the restricted commons %4, so together they are locked; %5.",
     "%1: Die fast gesperrten Mengen (ALS) %2 und %3 teilen die eingeschränkten gemeinsamen Kandidaten %4, "
     "also sind sie zusammen gesperrt; %5.",
     "%1 : les ensembles presque verrouillés (ALS) %2 et %3 partagent les candidats communs restreints %4, "
     "donc ensemble ils sont verrouillés ; %5.",
     "%1: los conjuntos casi bloqueados (ALS) %2 y %3 comparten los comunes restringidos %4, así que juntos "
     "quedan bloqueados; %5."),
    (ST, "%1: the almost locked sets %2 and %3 cannot both hold %4, so one of them is locked on its other digits; %5.",
     "%1: Die fast gesperrten Mengen (ALS) %2 und %3 können nicht beide %4 enthalten, also ist eine von ihnen auf "
     "ihre übrigen Ziffern gesperrt; %5.",
     "%1 : les ensembles presque verrouillés (ALS) %2 et %3 ne peuvent pas contenir tous deux %4, donc l'un d'eux "
     "est verrouillé sur ses autres chiffres ; %5.",
     "%1: los conjuntos casi bloqueados (ALS) %2 y %3 no pueden contener ambos el %4, así que uno de ellos queda "
     "bloqueado en sus otros dígitos; %5."),
    (ST, "%1: the pivot set %2 shares %3 with %4 and %5 with %6, so one of those two sets is locked on its other "
         "digits; %7.",
     "%1: Die Angelmenge %2 teilt %3 mit %4 und %5 mit %6, also ist eine dieser beiden Mengen auf ihre übrigen "
     "Ziffern gesperrt; %7.",
     "%1 : l'ensemble pivot %2 partage %3 avec %4 et %5 avec %6, donc l'un de ces deux ensembles est verrouillé "
     "sur ses autres chiffres ; %7.",
     "%1: el conjunto pivote %2 comparte el %3 con %4 y el %5 con %6, así que uno de esos dos conjuntos queda "
     "bloqueado en sus otros dígitos; %7."),
    (ST, "%1: where %2 meets %3, %4 hold %5; with %6 in the line and %7 in the box these cells hold as many digits "
         "as cells, so each digit sits there once; %8.",
     "%1: Wo sich %2 und %3 schneiden, enthalten %4 die Kandidaten %5; mit %6 in der Zeile oder Spalte und %7 im "
     "Block enthalten diese Zellen so viele Ziffern wie Zellen, also steht jede Ziffer dort genau einmal; %8.",
     "%1 : à l'intersection de %2 et %3, %4 contiennent %5 ; avec %6 dans la ligne et %7 dans le bloc, ces cases "
     "contiennent autant de chiffres que de cases, donc chaque chiffre y figure une fois ; %8.",
     "%1: donde %2 se cruza con %3, %4 contienen %5; con %6 en la línea y %7 en la caja, estas casillas contienen "
     "tantos dígitos como casillas, así que cada dígito está ahí una vez; %8."),

    # --- chains -------------------------------------------------------------------------------
    (ST, "%1 on %2: %3, so %4.", "%1 für %2: %3, also %4.", "%1 sur %2 : %3, donc %4.", "%1 con el %2: %3, así que %4."),
    (ST, "%1: %2 closes into a loop, so each weak link of it holds both ways and each almost locked set in it keeps "
         "all its other digits; %3.",
     "%1: %2 schließt sich zu einer Schleife, also gilt jede schwache Verbindung darin in beide Richtungen und jede "
     "fast gesperrte Menge darin behält alle ihre übrigen Ziffern; %3.",
     "%1 : %2 se referme en boucle, donc chacun de ses liens faibles vaut dans les deux sens et chaque ensemble "
     "presque verrouillé qu'elle contient garde tous ses autres chiffres ; %3.",
     "%1: %2 se cierra en un bucle, así que cada enlace débil vale en ambos sentidos y cada conjunto casi "
     "bloqueado del bucle conserva todos sus otros dígitos; %3."),
    (ST, "%1: %2 closes into a loop, so each weak link of it holds both ways; %3.",
     "%1: %2 schließt sich zu einer Schleife, also gilt jede schwache Verbindung darin in beide Richtungen; %3.",
     "%1 : %2 se referme en boucle, donc chacun de ses liens faibles vaut dans les deux sens ; %3.",
     "%1: %2 se cierra en un bucle, así que cada enlace débil vale en ambos sentidos; %3."),
    (ST, "%1: %2; assuming %3 false leads back to it being true, so %4.",
     "%1: %2; die Annahme, %3 sei falsch, führt zurück zu %3 wahr, also %4.",
     "%1 : %2 ; supposer %3 faux ramène à %3 vrai, donc %4.",
     "%1: %2; suponer %3 falso lleva de vuelta a %3 verdadero, así que %4."),
    (ST, "%1: %2; one of its ends is true, which rules out the other candidates of its end cells; %3.",
     "%1: %2; eines ihrer Enden ist wahr, was die übrigen Kandidaten ihrer Endzellen ausschließt; %3.",
     "%1 : %2 ; l'une de ses extrémités est vraie, ce qui exclut les autres candidats de ses cases d'extrémité ; %3.",
     "%1: %2; uno de sus extremos es verdadero, lo que descarta los demás candidatos de sus casillas extremas; %3."),
    (ST, "%1: %2; one of its ends is true, so %3.",
     "%1: %2; eines ihrer Enden ist wahr, also %3.",
     "%1 : %2 ; l'une de ses extrémités est vraie, donc %3.",
     "%1: %2; uno de sus extremos es verdadero, así que %3."),

    # --- colouring ------------------------------------------------------------------------------
    (ST, "Simple Colours on %1: its conjugate pairs give two colours, %2 and %3, and one of them holds %1; cells "
         "seeing both colours cannot; %4.",
     "Einfärbung für %1: Ihre konjugierten Paare ergeben zwei Farben, %2 und %3, und eine davon enthält %1; Zellen, "
     "die beide Farben sehen, können es nicht; %4.",
     "Coloriage simple sur %1 : ses paires conjuguées donnent deux couleurs, %2 et %3, et l'une d'elles contient "
     "le %1 ; les cases qui voient les deux couleurs ne le peuvent pas ; %4.",
     "Coloreado simple con el %1: sus pares conjugados dan dos colores, %2 y %3, y uno de ellos contiene el %1; "
     "las casillas que ven ambos colores no pueden; %4."),
    (ST, "Simple Colours on %1: %2 and %3 have the same colour and share %4, so that colour cannot hold %1 and the "
         "other colour does; %5.",
     "Einfärbung für %1: %2 und %3 haben dieselbe Farbe und teilen sich %4, also kann diese Farbe %1 nicht "
     "enthalten, und die andere Farbe enthält es; %5.",
     "Coloriage simple sur %1 : %2 et %3 ont la même couleur et partagent %4, donc cette couleur ne peut pas "
     "contenir le %1 et l'autre couleur le contient ; %5.",
     "Coloreado simple con el %1: %2 y %3 tienen el mismo color y comparten %4, así que ese color no puede "
     "contener el %1 y el otro color sí; %5."),
    (ST, "Multi-Colours on %1: %2, and those two cells have opposite colours in another cluster, so the colour "
         "seeing them is false; %3.",
     "Mehrfachfärbung für %1: %2, und diese beiden Zellen haben in einem anderen Cluster entgegengesetzte Farben, "
     "also ist die Farbe, die sie sieht, falsch; %3.",
     "Coloriage multiple sur %1 : %2, et ces deux cases ont des couleurs opposées dans un autre groupe, donc la "
     "couleur qui les voit est fausse ; %3.",
     "Coloreado múltiple con el %1: %2, y esas dos casillas tienen colores opuestos en otro grupo, así que el "
     "color que las ve es falso; %3."),
    (ST, "Multi-Colours on %1: %2, so those colours are not both true and one of the two opposite colours holds %1; "
         "cells seeing both opposite colours cannot; %3.",
     "Mehrfachfärbung für %1: %2, also sind diese Farben nicht beide wahr, und eine der beiden Gegenfarben enthält "
     "%1; Zellen, die beide Gegenfarben sehen, können es nicht; %3.",
     "Coloriage multiple sur %1 : %2, donc ces couleurs ne sont pas toutes deux vraies et l'une des deux couleurs "
     "opposées contient le %1 ; les cases qui voient ces deux couleurs opposées ne le peuvent pas ; %3.",
     "Coloreado múltiple con el %1: %2, así que esos colores no son ambos verdaderos y uno de los dos colores "
     "opuestos contiene el %1; las casillas que ven ambos colores opuestos no pueden; %3."),

    # --- fish ------------------------------------------------------------------------------------
    (ST, "%1 on %2: in %3, %2 fits only in %4, so %5.",
     "%1 für %2: In %3 passt %2 nur in %4, also %5.",
     "%1 sur %2 : dans %3, le %2 ne peut aller que dans %4, donc %5.",
     "%1 con el %2: en %3, el %2 solo cabe en %4, así que %5."),
    (ST, "%1 on %2: in %3, %2 fits only in %4 and in the fin %5. Either %5 is %2 or the %6 holds; both rule %2 out "
         "of cells in %4 that see the fin, so %7.",
     "%1 für %2: In %3 passt %2 nur in %4 und in die Flosse %5. Entweder ist %5 = %2, oder der %6 gilt; beides "
     "schließt %2 in den Zellen von %4 aus, die die Flosse sehen, also %7.",
     "%1 sur %2 : dans %3, le %2 ne peut aller que dans %4 et dans l'aileron %5. Soit %5 vaut %2, soit le %6 "
     "tient ; dans les deux cas le %2 est exclu des cases de %4 qui voient l'aileron, donc %7.",
     "%1 con el %2: en %3, el %2 solo cabe en %4 y en la aleta %5. O %5 es %2, o el %6 se cumple; ambos casos "
     "descartan el %2 de las casillas de %4 que ven la aleta, así que %7."),
    (ST, "%1 on %2: in %3, %2 fits only in %4 and in the fins %5. Either a fin is %2 or the %6 holds; both rule %2 "
         "out of cells in %4 that see every fin, so %7.",
     "%1 für %2: In %3 passt %2 nur in %4 und in die Flossen %5. Entweder ist eine Flosse = %2, oder der %6 gilt; "
     "beides schließt %2 in den Zellen von %4 aus, die jede Flosse sehen, also %7.",
     "%1 sur %2 : dans %3, le %2 ne peut aller que dans %4 et dans les ailerons %5. Soit un aileron vaut %2, soit "
     "le %6 tient ; dans les deux cas le %2 est exclu des cases de %4 qui voient chaque aileron, donc %7.",
     "%1 con el %2: en %3, el %2 solo cabe en %4 y en las aletas %5. O una aleta es %2, o el %6 se cumple; ambos "
     "casos descartan el %2 de las casillas de %4 que ven todas las aletas, así que %7."),

    # --- forcing chains --------------------------------------------------------------------------
    (ST, "%1: %2 must hold one of its candidates; in every case (%3) singles lead to the same result, so %4.",
     "%1: %2 muss einen ihrer Kandidaten enthalten; in jedem Fall (%3) führen Singles zum selben Ergebnis, also %4.",
     "%1 : %2 doit contenir l'un de ses candidats ; dans chaque cas (%3), les singletons mènent au même résultat, "
     "donc %4.",
     "%1: %2 debe contener uno de sus candidatos; en cada caso (%3) los singles llevan al mismo resultado, así "
     "que %4."),
    (ST, "%1: %2 must go somewhere in %3; in every case (%4) singles lead to the same result, so %5.",
     "%1: %2 muss irgendwo in %3 stehen; in jedem Fall (%4) führen Singles zum selben Ergebnis, also %5.",
     "%1 : le %2 doit aller quelque part dans %3 ; dans chaque cas (%4), les singletons mènent au même résultat, "
     "donc %5.",
     "%1: el %2 debe ir en algún lugar de %3; en cada caso (%4) los singles llevan al mismo resultado, así que %5."),
    (ST, "%1: whether %2 is %3 or not, singles lead to the same result, so %4.",
     "%1: Ob %2 = %3 ist oder nicht, Singles führen zum selben Ergebnis, also %4.",
     "%1 : que %2 vaille %3 ou non, les singletons mènent au même résultat, donc %4.",
     "%1: sea %2 igual a %3 o no, los singles llevan al mismo resultado, así que %4."),
    (ST, "%1: %2%3, and %4; so %5.", "%1: %2%3, und %4; also %5.", "%1 : %2%3, et %4 ; donc %5.",
     "%1: %2%3, y %4; así que %5."),

    # --- single-digit patterns -------------------------------------------------------------------
    (ST, "%1 on %2: %3 holds %2 only in %4 and %5, %6 only in %7 and %8; %5 and %7 share %9, so %4 or %8 is %2, "
         "and %10.",
     "%1 für %2: %3 enthält %2 nur in %4 und %5, %6 nur in %7 und %8; %5 und %7 teilen sich %9, also ist %4 oder "
     "%8 = %2, und %10.",
     "%1 sur %2 : %3 ne contient le %2 qu'en %4 et %5, %6 seulement en %7 et %8 ; %5 et %7 partagent %9, donc "
     "%4 ou %8 vaut %2, et %10.",
     "%1 con el %2: %3 solo tiene el %2 en %4 y %5, %6 solo en %7 y %8; %5 y %7 comparten %9, así que %4 o %8 "
     "es %2, y %10."),
    (ST, "%1 on %2: in %3, %2 lies only in %4 and %5; %6 holds %2 only in %7 and %8: either %8 is %2, or %7 is and "
         "the %2 of %3 must lie in %9; either way, %10.",
     "%1 für %2: In %3 liegt %2 nur in %4 und %5; %6 enthält %2 nur in %7 und %8: Entweder ist %8 = %2, oder %7 "
     "ist es, und die %2 von %3 muss in %9 liegen; so oder so: %10.",
     "%1 sur %2 : dans %3, le %2 ne se trouve que dans %4 et %5 ; %6 ne contient le %2 qu'en %7 et %8 : soit %8 "
     "vaut %2, soit %7 le vaut et le %2 de %3 doit se trouver dans %9 ; dans les deux cas, %10.",
     "%1 con el %2: en %3, el %2 solo está en %4 y %5; %6 solo tiene el %2 en %7 y %8: o %8 es %2, o lo es %7 y "
     "el %2 de %3 debe estar en %9; en cualquier caso, %10."),

    # --- uniqueness ------------------------------------------------------------------------------
    (ST, "Unique Rectangle type 1 on %1: %2 hold only those digits; were %3 either of them, the four cells could "
         "swap them and the puzzle would have two solutions; %4.",
     "Unique Rectangle Typ 1 mit %1: %2 enthalten nur diese Ziffern; wäre %3 eine davon, könnten die vier Zellen "
     "sie tauschen, und das Rätsel hätte zwei Lösungen; %4.",
     "Rectangle unique type 1 sur %1 : %2 ne contiennent que ces chiffres ; si %3 valait l'un d'eux, les quatre "
     "cases pourraient les échanger et la grille aurait deux solutions ; %4.",
     "Rectángulo único tipo 1 con %1: %2 solo contienen esos dígitos; si %3 fuera uno de ellos, las cuatro "
     "casillas podrían intercambiarlos y el sudoku tendría dos soluciones; %4."),
    (ST, "Unique Rectangle type 2 on %1: unless one of %2 is %3, the rectangle would have two solutions; so cells "
         "seeing all of them cannot be %3; %4.",
     "Unique Rectangle Typ 2 mit %1: Wenn nicht eine von %2 = %3 ist, hätte das Rechteck zwei Lösungen; also "
     "können Zellen, die sie alle sehen, nicht %3 sein; %4.",
     "Rectangle unique type 2 sur %1 : à moins que l'une de %2 vaille %3, le rectangle aurait deux solutions ; "
     "donc les cases qui les voient toutes ne peuvent pas valoir %3 ; %4.",
     "Rectángulo único tipo 2 con %1: a menos que una de %2 sea %3, el rectángulo tendría dos soluciones; así que "
     "las casillas que las ven todas no pueden ser %3; %4."),
    (ST, "Unique Rectangle type 3 on %1: one of %2 and %3 must hold another digit, else the rectangle would have two "
         "solutions; with %4 they hold only %5 in %6; %7.",
     "Unique Rectangle Typ 3 mit %1: Eine von %2 und %3 muss eine andere Ziffer enthalten, sonst hätte das Rechteck "
     "zwei Lösungen; mit %4 enthalten sie in %6 nur %5; %7.",
     "Rectangle unique type 3 sur %1 : l'une de %2 et %3 doit contenir un autre chiffre, sinon le rectangle aurait "
     "deux solutions ; avec %4, elles ne contiennent que %5 dans %6 ; %7.",
     "Rectángulo único tipo 3 con %1: una de %2 y %3 debe contener otro dígito, si no el rectángulo tendría dos "
     "soluciones; con %4 solo contienen %5 en %6; %7."),
    (ST, "Unique Rectangle type 4 on %1: in %2, %3 fits only in %4 and %5, so one of them is %3 and neither can be "
         "%6 without two solutions; %7.",
     "Unique Rectangle Typ 4 mit %1: In %2 passt %3 nur in %4 und %5, also ist eine davon %3, und keine kann %6 "
     "sein, ohne dass es zwei Lösungen gibt; %7.",
     "Rectangle unique type 4 sur %1 : dans %2, le %3 ne peut aller que dans %4 et %5, donc l'une d'elles vaut %3 "
     "et aucune ne peut valoir %6 sans donner deux solutions ; %7.",
     "Rectángulo único tipo 4 con %1: en %2, el %3 solo cabe en %4 y %5, así que una de ellas es %3 y ninguna "
     "puede ser %6 sin dar dos soluciones; %7."),
    (ST, "Hidden Rectangle on %1: %2 holds only those digits, and in %3 %4 fits only in the rectangle; were %5 %6, "
         "%7 and %8 would be %4 and %2 %6, a pattern with two solutions; %9.",
     "Hidden Rectangle mit %1: %2 enthält nur diese Ziffern, und in %3 passt %4 nur ins Rechteck; wäre %5 = %6, "
     "wären %7 und %8 = %4 und %2 = %6, ein Muster mit zwei Lösungen; %9.",
     "Rectangle caché sur %1 : %2 ne contient que ces chiffres, et dans %3 le %4 ne peut aller que dans le "
     "rectangle ; si %5 valait %6, %7 et %8 vaudraient %4 et %2 vaudrait %6, un motif à deux solutions ; %9.",
     "Rectángulo oculto con %1: %2 solo contiene esos dígitos, y en %3 el %4 solo cabe en el rectángulo; si %5 "
     "fuera %6, %7 y %8 serían %4 y %2 sería %6, un patrón con dos soluciones; %9."),
    (ST, "BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its houses; were %1 not "
         "%2, the puzzle would not have one solution, so %1 = %2 and %3.",
     "BUG+1: Jede leere Zelle außer %1 hat zwei Kandidaten, und %2 kommt in ihren Einheiten dreimal vor; wäre %1 "
     "nicht %2, hätte das Rätsel keine eindeutige Lösung, also %1 = %2, und %3.",
     "BUG+1 : chaque case vide sauf %1 contient deux candidats, et le %2 apparaît trois fois dans ses unités ; si "
     "%1 ne valait pas %2, la grille n'aurait pas une solution unique, donc %1 = %2 et %3.",
     "BUG+1: cada casilla vacía salvo %1 tiene dos candidatos, y el %2 aparece tres veces en sus unidades; si %1 "
     "no fuera %2, el sudoku no tendría una única solución, así que %1 = %2 y %3."),

    # --- wings -------------------------------------------------------------------------------------
    (ST, "XY-Wing: %1 holds only %2 and %3; %4 and %5 each pair one of them with %6, so whichever %1 is, %4 or %5 "
         "is %6; %7.",
     "XY-Wing: %1 enthält nur %2 und %3; %4 und %5 paaren je eine davon mit %6, also ist, was %1 auch ist, %4 "
     "oder %5 = %6; %7.",
     "XY-Wing : %1 ne contient que %2 et %3 ; %4 et %5 associent chacune l'un d'eux au %6, donc quelle que soit la "
     "valeur de %1, %4 ou %5 vaut %6 ; %7.",
     "XY-Wing: %1 solo contiene %2 y %3; %4 y %5 emparejan cada una uno de ellos con el %6, así que, sea cual sea "
     "%1, %4 o %5 es %6; %7."),
    (ST, "XYZ-Wing: %1 holds only %2; %3 and %4 each hold %5 and one other of its digits, so one of the three cells "
         "is %5; %6.",
     "XYZ-Wing: %1 enthält nur %2; %3 und %4 enthalten je %5 und eine weitere ihrer Ziffern, also ist eine der drei "
     "Zellen %5; %6.",
     "XYZ-Wing : %1 ne contient que %2 ; %3 et %4 contiennent chacune le %5 et un autre de ses chiffres, donc "
     "l'une des trois cases vaut %5 ; %6.",
     "XYZ-Wing: %1 solo contiene %2; %3 y %4 contienen cada una el %5 y otro de sus dígitos, así que una de las "
     "tres casillas es %5; %6."),
    (ST, "W-Wing: %1 and %2 both hold only %3 and %4; in %5, %3 fits only in %6 and %7, which see them, so they "
         "cannot both be %3 and one of them is %4; %8.",
     "W-Wing: %1 und %2 enthalten beide nur %3 und %4; in %5 passt %3 nur in %6 und %7, die sie sehen, also können "
     "sie nicht beide %3 sein, und eine von ihnen ist %4; %8.",
     "W-Wing : %1 et %2 ne contiennent toutes deux que %3 et %4 ; dans %5, le %3 ne peut aller que dans %6 et %7, "
     "qui les voient, donc elles ne peuvent pas valoir toutes deux %3 et l'une d'elles vaut %4 ; %8.",
     "W-Wing: %1 y %2 solo contienen %3 y %4; en %5, el %3 solo cabe en %6 y %7, que las ven, así que no pueden "
     "ser ambas %3 y una de ellas es %4; %8."),
    (ST, "Remote Pairs: %1 all hold only %2 and %3, and along the chain they alternate between them; a cell seeing "
         "two of them an odd number of links apart can hold neither; %4.",
     "Remote Pairs: %1 enthalten alle nur %2 und %3 und wechseln sich entlang der Kette damit ab; eine Zelle, die "
     "zwei von ihnen im Abstand einer ungeraden Zahl von Gliedern sieht, kann keine davon enthalten; %4.",
     "Paires distantes : %1 ne contiennent toutes que %2 et %3, et le long de la chaîne elles alternent entre "
     "eux ; une case qui en voit deux séparées par un nombre impair de liens ne peut contenir ni l'un ni l'autre ; %4.",
     "Pares remotos: %1 solo contienen %2 y %3, y a lo largo de la cadena se alternan entre ellos; una casilla que "
     "ve dos de ellas separadas por un número impar de enlaces no puede contener ninguno; %4."),

    # --- killer cages (step_text_cages.cpp) -------------------------------------------
    # A cage is named by its first cell and its sum, like a house by its number:
    # German without an article ("in Käfig r1c1 (Summe 23)"), French and Spanish
    # with one ("la cage r1c1 (somme 23)", "la jaula r1c1 (suma 23)"). Innie and
    # outie keep their English names, as killer players use them.
    (ST, "%1 or %2", "%1 oder %2", "%1 ou %2", "%1 o %2"),
    (ST, "Cage Combination", "Käfigkombination", "Combinaison de cage", "Combinación de jaula"),
    (ST, "Innie/Outie Single", "Innie/Outie-Single", "Singleton innie/outie", "Single innie/outie"),
    (ST, "Innies and Outies", "Innies und Outies", "Innies et outies", "Innies y outies"),
    (ST, "Cage Pointing", "Käfig-Pointing", "Cage pointante", "Jaula apuntadora"),
    (ST, "Cage Claiming", "Käfig-Claiming", "Cage revendiquée", "Jaula reclamante"),
    (ST, "Innies and Outies (several houses)", "Innies und Outies (mehrere Einheiten)",
     "Innies et outies (plusieurs unités)", "Innies y outies (varias unidades)"),
    (ST, "Innie-Outie Difference", "Innie-Outie-Differenz", "Différence innie-outie", "Diferencia innie-outie"),
    (ST, "Set Equivalence", "Mengengleichheit", "Équivalence d'ensembles", "Equivalencia de conjuntos"),
    (ST, "Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either "
         "outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) "
         "and the placed digits, %3%4; %5.",
     "Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also "
     "ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man die Käfige dort mit ihren "
     "Summen (abzüglich der herausragenden Zellen) und die gesetzten Ziffern ein, %3%4; %5.",
     "Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun "
     "s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant les cages qui s'y trouvent "
     "par leur somme (moins les cases qui dépassent) et les chiffres placés, %3%4 ; %5.",
     "Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que "
     "las casillas de uno fuera del otro suman lo mismo. Contando las jaulas que hay ahí por su suma (menos las "
     "casillas que sobresalen) y las cifras colocadas, %3%4; %5."),
    (ST, "Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either "
         "outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (%3), "
         "and the placed digits, %4%5; %6.",
     "Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also "
     "ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man jeden Pfeil dort als seinen "
     "Kreis, den seine Ziffern ergeben (%3), und die gesetzten Ziffern ein, %4%5; %6.",
     "Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun "
     "s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant chaque flèche qui s'y trouve "
     "par son cercle, que ses chiffres font en somme (%3), et les chiffres placés, %4%5 ; %6.",
     "Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que "
     "las casillas de uno fuera del otro suman lo mismo. Contando cada flecha que hay ahí por su círculo, que suman "
     "sus cifras (%3), y las cifras colocadas, %4%5; %6."),
    (ST, "Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either "
         "outside the other add up alike. Counting the cages there by their sums (less the cells that stick out), "
         "each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.",
     "Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also "
     "ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man die Käfige dort mit ihren "
     "Summen (abzüglich der herausragenden Zellen), jeden Pfeil dort als seinen Kreis, den seine Ziffern ergeben "
     "(%3), und die gesetzten Ziffern ein, %4%5; %6.",
     "Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun "
     "s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant les cages qui s'y trouvent "
     "par leur somme (moins les cases qui dépassent), chaque flèche par son cercle, que ses chiffres font en somme "
     "(%3), et les chiffres placés, %4%5 ; %6.",
     "Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que "
     "las casillas de uno fuera del otro suman lo mismo. Contando las jaulas que hay ahí por su suma (menos las "
     "casillas que sobresalen), cada flecha por su círculo, que suman sus cifras (%3), y las cifras colocadas, "
     "%4%5; %6."),
    (ST, "Set Equivalence: %1 with %2 hold every digit eight times, as %3 do. The rows and columns cover the four "
         "corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so "
         "the corners add up to that ring. Counting the cages there by their sums (less the cells that stick out) "
         "and the placed digits, %4%5; %6.",
     "Mengengleichheit: %1 mit %2 enthalten jede Ziffer achtmal, wie %3. Die Zeilen und Spalten decken die "
     "2x2-Zellen der vier Ecken zweimal ab und die Blöcke einmal, und nur die Blöcke decken die sechzehn Zellen um "
     "Block 5 ab, also ergeben die Ecken dieselbe Summe wie dieser Ring. Rechnet man die Käfige dort mit ihren "
     "Summen (abzüglich der herausragenden Zellen) und die gesetzten Ziffern ein, %4%5; %6.",
     "Équivalence d'ensembles : %1 avec %2 contiennent chaque chiffre huit fois, comme %3. Les lignes et colonnes "
     "couvrent deux fois les cases 2x2 des quatre coins et les blocs une fois, et seuls les blocs couvrent les seize "
     "cases autour du bloc 5 : les coins font donc la même somme que cet anneau. En comptant les cages qui s'y "
     "trouvent par leur somme (moins les cases qui dépassent) et les chiffres placés, %4%5 ; %6.",
     "Equivalencia de conjuntos: %1 con %2 contienen cada cifra ocho veces, como %3. Las filas y columnas cubren "
     "dos veces las casillas 2x2 de las cuatro esquinas y las cajas una vez, y solo las cajas cubren las "
     "dieciséis casillas alrededor de la caja 5, así que las esquinas suman lo mismo que ese anillo. Contando las "
     "jaulas que hay ahí por su suma (menos las casillas que sobresalen) y las cifras colocadas, %4%5; %6."),
    (ST, "Cage Combination: %1 is the last empty cell of %2, so %3.",
     "Käfigkombination: %1 ist die letzte leere Zelle in %2, also %3.",
     "Combinaison de cage : %1 est la dernière case vide de %2, donc %3.",
     "Combinación de jaula: %1 es la última casilla vacía de %2, así que %3."),
    (ST, "Cage Combination: %1 holds %2 different digits adding up to %3; with its candidates they can only be %4; "
         "%5.",
     "Käfigkombination: %1 enthält %2 verschiedene Ziffern mit der Summe %3; mit seinen Kandidaten können das nur "
     "%4 sein; %5.",
     "Combinaison de cage : %1 contient %2 chiffres différents dont la somme fait %3 ; avec ses candidats, ce ne "
     "peut être que %4 ; %5.",
     "Combinación de jaula: %1 contiene %2 dígitos distintos que suman %3; con sus candidatos solo pueden ser %4; "
     "%5."),
    (ST, "Cage Combination: in %1, the empty cells %2 hold %3 different digits adding up to %4 (the placed digits "
         "taken away); with their candidates they can only be %5; %6.",
     "Käfigkombination: In %1 enthalten die leeren Zellen %2 %3 verschiedene Ziffern mit der Summe %4 (die "
     "gesetzten Ziffern abgezogen); mit ihren Kandidaten können das nur %5 sein; %6.",
     "Combinaison de cage : dans %1, les cases vides %2 contiennent %3 chiffres différents dont la somme fait %4 "
     "(chiffres placés déduits) ; avec leurs candidats, ce ne peut être que %5 ; %6.",
     "Combinación de jaula: en %1, las casillas vacías %2 contienen %3 dígitos distintos que suman %4 (descontados "
     "los dígitos colocados); con sus candidatos solo pueden ser %5; %6."),
    (ST, ", so they hold %1", ", also enthalten sie %1", ", donc elles contiennent %1", ", así que contienen %1"),
    (ST, "%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the "
         "innie %4 is left, so %5.",
     "%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten "
     "Ziffern ein, bleibt nur das Innie %4, also %5.",
     "%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, "
     "il ne reste que l'innie %4, donc %5.",
     "%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, solo queda el "
     "innie %4, así que %5."),
    (ST, "%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the innies "
         "%4 are left, adding up to %5%6; %7.",
     "%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten "
     "Ziffern ein, bleiben die Innies %4 mit der Summe %5%6; %7.",
     "%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, "
     "il reste les innies %4, dont la somme fait %5%6 ; %7.",
     "%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, quedan los innies "
     "%4, que suman %5%6; %7."),
    (ST, "%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the "
         "outie %4 is left over, so %5.",
     "%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten "
     "Ziffern ein, bleibt nur das Outie %4 übrig, also %5.",
     "%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, "
     "il ne reste en trop que l'outie %4, donc %5.",
     "%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, solo sobra el "
     "outie %4, así que %5."),
    (ST, "%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the outies "
         "%4 are left over, adding up to %5%6; %7.",
     "%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten "
     "Ziffern ein, bleiben die Outies %4 mit der Summe %5 übrig%6; %7.",
     "%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, "
     "il reste en trop les outies %4, dont la somme fait %5%6 ; %7.",
     "%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, sobran los "
     "outies %4, que suman %5%6; %7."),
    # The relation of the difference sentence; German comes after "rechnet man ... ein," (verb first).
    (ST, "the innie %1 is %2 more than the outie %3", "ist das Innie %1 um %2 größer als das Outie %3",
     "l'innie %1 vaut %2 de plus que l'outie %3", "el innie %1 es %2 más que el outie %3"),
    (ST, "the innie %1 is %2 less than the outie %3", "ist das Innie %1 um %2 kleiner als das Outie %3",
     "l'innie %1 vaut %2 de moins que l'outie %3", "el innie %1 es %2 menos que el outie %3"),
    (ST, "the innie %1 equals the outie %2", "ist das Innie %1 gleich dem Outie %2",
     "l'innie %1 est égal à l'outie %2", "el innie %1 es igual al outie %2"),
    (ST, "%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, %4, so each "
         "keeps only candidates the other can match; %5.",
     "%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten "
     "Ziffern ein, %4, also behält jede nur Kandidaten, zu denen die andere passt; %5.",
     "%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, "
     "%4, donc chacune ne garde que les candidats auxquels l'autre peut correspondre ; %5.",
     "%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, %4, así que cada "
     "una conserva solo los candidatos con los que la otra puede cuadrar; %5."),
    (ST, "Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4; cells that see all "
         "of them cannot be %3, so %5.",
     "Käfig-Pointing: Jede für %1 verbliebene Ziffernmenge (%2) enthält %3, und %3 passt dort nur in %4; Zellen, "
     "die alle diese sehen, können nicht %3 sein, also %5.",
     "Cage pointante : chaque ensemble de chiffres restant pour %1 (%2) contient le %3, qui ne peut y aller que "
     "dans %4 ; les cases qui les voient toutes ne peuvent pas valoir %3, donc %5.",
     "Jaula apuntadora: cada conjunto de dígitos que queda para %1 (%2) contiene el %3, que allí solo cabe en %4; "
     "las casillas que las ven todas no pueden ser %3, así que %5."),
    (ST, "Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4, within %5; so %6.",
     "Käfig-Pointing: Jede für %1 verbliebene Ziffernmenge (%2) enthält %3, und %3 passt dort nur in %4, "
     "innerhalb von %5; also %6.",
     "Cage pointante : chaque ensemble de chiffres restant pour %1 (%2) contient le %3, qui ne peut y aller que "
     "dans %4, dans %5 ; donc %6.",
     "Jaula apuntadora: cada conjunto de dígitos que queda para %1 (%2) contiene el %3, que allí solo cabe en %4, "
     "dentro de %5; así que %6."),
    (ST, "Cage Claiming: in %1, %2 fits only in %3, all in %4; so the cage holds %2, which leaves it %5; %6.",
     "Käfig-Claiming: In %1 passt %2 nur in %3, alle in %4; also enthält der Käfig %2, und ihm bleiben nur %5; %6.",
     "Cage revendiquée : dans %1, le %2 ne peut aller que dans %3, toutes dans %4 ; la cage contient donc le %2, "
     "ce qui ne lui laisse que %5 ; %6.",
     "Jaula reclamante: en %1, el %2 solo cabe en %3, todas en %4; así que la jaula contiene el %2, lo que le "
     "deja solo %5; %6."),

    # --- counted houses (MultiFour, DoubleNine) ------------------------------------------
    (ST, "Count Elimination", "Zählelimination", "Élimination par comptage", "Eliminación por conteo"),
    (ST, "Count Fill", "Zählfüllung", "Remplissage par comptage", "Relleno por conteo"),
    (ST, "Count Elimination: %1 holds every symbol %2 times, and %3 already stands in %4; so %5.",
     "Zählelimination: %1 enthält jedes Symbol %2-mal, und %3 steht schon in %4; also %5.",
     "Élimination par comptage : %1 contient chaque symbole %2 fois, et %3 figure déjà dans %4 ; donc %5.",
     "Eliminación por conteo: %1 contiene cada símbolo %2 veces, y el %3 ya está en %4; así que %5."),
    (ST, "Count Fill: %1 holds every symbol %2 times, and %3 is still due once there; only %4 can still take %3, "
         "so %5.",
     "Zählfüllung: %1 enthält jedes Symbol %2-mal, und %3 fehlt dort noch einmal; nur %4 kann %3 noch aufnehmen, "
     "also %5.",
     "Remplissage par comptage : %1 contient chaque symbole %2 fois, et %3 y manque encore une fois ; seule %4 peut "
     "encore recevoir %3, donc %5.",
     "Relleno por conteo: %1 contiene cada símbolo %2 veces, y al %3 le falta aparecer una vez más; solo %4 puede "
     "recibir aún el %3, así que %5."),
    (ST, "Count Fill: %1 holds every symbol %2 times, and %3 is still due %4 times there; only %5 can still take %3, "
         "so %6.",
     "Zählfüllung: %1 enthält jedes Symbol %2-mal, und %3 fehlt dort noch %4-mal; nur %5 können %3 noch aufnehmen, "
     "also %6.",
     "Remplissage par comptage : %1 contient chaque symbole %2 fois, et %3 y manque encore %4 fois ; seules %5 "
     "peuvent encore recevoir %3, donc %6.",
     "Relleno por conteo: %1 contiene cada símbolo %2 veces, y al %3 le faltan aún %4 apariciones; solo %5 pueden "
     "recibir aún el %3, así que %6."),
    (ST, "%1 has too few places left in %2", "%1 hat in %2 zu wenige Plätze übrig",
     "%1 n'a plus assez de places dans %2", "el %1 no tiene sitios suficientes en %2"),
    (ST, "Count Pointing", "Zähl-Pointing", "Pointage par comptage", "Apuntado por conteo"),
    (ST, "Count Claiming", "Zähl-Claiming", "Revendication par comptage", "Reclamación por conteo"),
    (ST, "Count Pointing: %1 still needs %2 in %3 more cells; in %4, %2 fits only in cells of %1 (%5), and each of "
         "those houses holds it once, so they fill them all; %6.",
     "Zähl-Pointing: %1 braucht %2 noch in %3 weiteren Zellen; in %4 passt %2 nur in Zellen von %1 (%5), und jede "
     "dieser Einheiten enthält es einmal, also füllen sie alle diese Plätze; %6.",
     "Pointage par comptage : %1 doit encore recevoir %2 dans %3 cases ; dans %4, %2 ne peut aller que dans des "
     "cases de %1 (%5), et chacune de ces unités le contient une fois, elles remplissent donc toutes ces places ; %6.",
     "Apuntado por conteo: %1 aún necesita el %2 en %3 casillas más; en %4, el %2 solo cabe en casillas de %1 (%5), "
     "y cada una de esas unidades lo contiene una vez, así que las llenan todas; %6."),
    (ST, "Count Claiming: %1 still needs %2 in %3 more cells, and its cells that can take %2 (%4) lie in %5 only; "
         "each of those holds %2 once, so each gives one to %1; %6.",
     "Zähl-Claiming: %1 braucht %2 noch in %3 weiteren Zellen, und ihre Zellen, die %2 aufnehmen können (%4), "
     "liegen nur in %5; jede davon enthält %2 einmal, also gibt jede eine an %1 ab; %6.",
     "Revendication par comptage : %1 doit encore recevoir %2 dans %3 cases, et ses cases qui peuvent le recevoir "
     "(%4) ne se trouvent que dans %5 ; chacune de ces unités contient %2 une fois, chacune en donne donc un à %1 ; "
     "%6.",
     "Reclamación por conteo: %1 aún necesita el %2 en %3 casillas más, y sus casillas que pueden recibirlo (%4) "
     "están solo en %5; cada una de esas unidades contiene el %2 una vez, así que cada una aporta uno a %1; %6."),
    (ST, "Count Pointing: %1 still needs %2 in one more cell; in %3, %2 fits only in cells of %1 (%4), and that house "
         "holds it once, so it fills the place; %5.",
     "Zähl-Pointing: %1 braucht %2 noch in einer weiteren Zelle; in %3 passt %2 nur in Zellen von %1 (%4), und "
     "diese Einheit enthält es einmal, also füllt sie den Platz; %5.",
     "Pointage par comptage : %1 doit encore recevoir %2 dans une case ; dans %3, %2 ne peut aller que dans des "
     "cases de %1 (%4), et cette unité le contient une fois, elle remplit donc cette place ; %5.",
     "Apuntado por conteo: %1 aún necesita el %2 en una casilla más; en %3, el %2 solo cabe en casillas de %1 (%4), "
     "y esa unidad lo contiene una vez, así que llena el hueco; %5."),
    (ST, "Count Claiming: %1 still needs %2 in one more cell, and its cells that can take %2 (%3) lie in %4 only; "
         "that house holds %2 once, so it gives it to %1; %5.",
     "Zähl-Claiming: %1 braucht %2 noch in einer weiteren Zelle, und ihre Zellen, die %2 aufnehmen können (%3), "
     "liegen nur in %4; diese Einheit enthält %2 einmal, also gibt sie es an %1 ab; %5.",
     "Revendication par comptage : %1 doit encore recevoir %2 dans une case, et ses cases qui peuvent le recevoir "
     "(%3) ne se trouvent que dans %4 ; cette unité contient %2 une fois, elle le donne donc à %1 ; %5.",
     "Reclamación por conteo: %1 aún necesita el %2 en una casilla más, y sus casillas que pueden recibirlo (%3) "
     "están solo en %4; esa unidad contiene el %2 una vez, así que se lo da a %1; %5."),
    # --- sentences made true (issue 19) -----------------------------------------------------
    (ST, "%1: %2; one of its ends is true, and either of them rules out what goes, so %3.",
     "%1: %2; eines ihrer Enden ist wahr, und jedes von beiden schließt aus, was wegfällt, also %3.",
     "%1 : %2 ; l'une de ses extrémités est vraie, et chacune exclut ce qui part, donc %3.",
     "%1: %2; uno de sus extremos es verdadero, y cualquiera de ellos descarta lo que se va, así que %3."),
    (ST, "BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its houses; were %1 not "
         "%2, the puzzle would not have one solution, so %1 keeps only %2; %3.",
     "BUG+1: Jede leere Zelle außer %1 hat zwei Kandidaten, und %2 kommt in ihren Einheiten dreimal vor; wäre %1 "
     "nicht %2, hätte das Rätsel keine eindeutige Lösung, also behält %1 nur %2; %3.",
     "BUG+1 : chaque case vide sauf %1 contient deux candidats, et le %2 apparaît trois fois dans ses unités ; si "
     "%1 ne valait pas %2, la grille n'aurait pas une solution unique, donc %1 ne garde que %2 ; %3.",
     "BUG+1: cada casilla vacía salvo %1 tiene dos candidatos, y el %2 aparece tres veces en sus unidades; si %1 "
     "no fuera %2, el sudoku no tendría una única solución, así que %1 conserva solo el %2; %3."),
    (ST, "Hidden Rectangle on %1: %2 holds only those digits; %3 holds %4 only in %5 and %6, and %7 only in %5 and "
         "%8; were %5 %9, %6 and %8 would be %4 and %2 %9, a pattern with two solutions; %10.",
     "Hidden Rectangle mit %1: %2 enthält nur diese Ziffern; %3 enthält %4 nur in %5 und %6, und %7 nur in %5 und "
     "%8; wäre %5 = %9, wären %6 und %8 = %4 und %2 = %9, ein Muster mit zwei Lösungen; %10.",
     "Rectangle caché sur %1 : %2 ne contient que ces chiffres ; %3 n'a le %4 qu'en %5 et %6, et %7 qu'en %5 et "
     "%8 ; si %5 valait %9, %6 et %8 vaudraient %4 et %2 vaudrait %9, un motif à deux solutions ; %10.",
     "Rectángulo oculto con %1: %2 solo contiene esos dígitos; %3 tiene el %4 solo en %5 y %6, y %7 solo en %5 y "
     "%8; si %5 fuera %9, %6 y %8 serían %4 y %2 sería %9, un patrón con dos soluciones; %10."),
    (ST, "Multi-Colours on %1: %2; %3 and %4 have opposite colours in another cluster, so one of them holds %1 and "
         "the colour of %5 cannot; %6.",
     "Mehrfachfärbung für %1: %2; %3 und %4 haben in einem anderen Cluster entgegengesetzte Farben, also enthält "
     "eine von ihnen %1, und die Farbe von %5 kann es nicht; %6.",
     "Coloriage multiple sur %1 : %2 ; %3 et %4 ont des couleurs opposées dans un autre groupe, donc l'une d'elles "
     "contient le %1 et la couleur de %5 ne le peut pas ; %6.",
     "Coloreado múltiple con el %1: %2; %3 y %4 tienen colores opuestos en otro grupo, así que una de ellas "
     "contiene el %1 y el color de %5 no puede; %6."),
    (ST, "Unique Rectangle type 3 on %1: one of %2 and %3 must hold a digit other than those, else the rectangle "
         "would have two solutions; so their other digits and %4 make a naked subset on %5 in %6; %7.",
     "Unique Rectangle Typ 3 mit %1: Eine von %2 und %3 muss eine andere Ziffer als diese enthalten, sonst hätte "
     "das Rechteck zwei Lösungen; also bilden ihre übrigen Ziffern mit %4 eine nackte Gruppe aus %5 in %6; %7.",
     "Rectangle unique type 3 sur %1 : l'une de %2 et %3 doit contenir un chiffre autre que ceux-là, sinon le "
     "rectangle aurait deux solutions ; leurs autres chiffres et %4 forment donc un sous-ensemble nu sur %5 dans "
     "%6 ; %7.",
     "Rectángulo único tipo 3 con %1: una de %2 y %3 debe contener un dígito distinto de esos, si no el rectángulo "
     "tendría dos soluciones; así que sus otros dígitos y %4 forman un subconjunto desnudo de %5 en %6; %7."),
    ("pm::HighlightLegend", "ruled out by a placed digit", "durch eine gesetzte Ziffer ausgeschlossen",
     "exclu par un chiffre placé", "descartado por un dígito colocado"),
    ("pm::HighlightLegend", "placed digit that rules a candidate out", "gesetzte Ziffer, die einen Kandidaten ausschließt",
     "chiffre placé qui exclut un candidat", "dígito colocado que descarta un candidato"),
]
