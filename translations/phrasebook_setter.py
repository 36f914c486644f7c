# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the help for setters: "why can't this digit go here?"
(context pm::WhyNotText), the true candidates and the unnecessary clues
(pm::SetterText), and the Setter Checks dialog (pm::SetterChecksDialog). Rows as in phrasebook.py: context, English,
German, French, Spanish. The steps of a story come from pm::StepText."""

WN = "pm::WhyNotText"
ST = "pm::SetterText"
SD = "pm::SetterChecksDialog"

ENTRIES = [
    (WN, "%1 can go in %2: a solution of the puzzle has it there.",
     "%1 kann in %2 stehen: eine Lösung des Rätsels hat sie dort.",
     "%1 peut aller dans %2 : une solution de la grille l'y place.",
     "%1 puede ir en %2: una solución del sudoku lo tiene ahí."),
    (WN, "%1 already holds %2.", "%1 enthält schon %2.", "%1 contient déjà %2.", "%1 ya contiene %2."),
    (WN, "The puzzle has no solution, so no digit can go anywhere.",
     "Das Rätsel hat keine Lösung, also passt keine Ziffer irgendwohin.",
     "La grille n'a pas de solution : aucun chiffre ne peut aller nulle part.",
     "El sudoku no tiene solución, así que ningún dígito cabe en ninguna parte."),
    (WN, "No solution has %1 in %2: the exact search finds none, but the logical techniques find no "
         "contradiction they can explain.",
     "Keine Lösung hat %1 in %2: die exakte Suche findet keine, aber die logischen Techniken finden keinen "
     "Widerspruch, den sie erklären können.",
     "Aucune solution n'a %1 dans %2 : la recherche exacte n'en trouve pas, mais les techniques logiques ne "
     "trouvent aucune contradiction qu'elles puissent expliquer.",
     "Ninguna solución tiene %1 en %2: la búsqueda exacta no encuentra ninguna, pero las técnicas lógicas no "
     "encuentran una contradicción que puedan explicar."),
    (WN, "Suppose %1 were %2.", "Angenommen, in %1 stünde %2.", "Supposons que %1 soit %2.",
     "Supongamos que %1 fuera %2."),
    (WN, "Then %1, so %2 cannot be %3.", "Dann gilt: %1, also kann %2 nicht %3 sein.",
     "Alors %1, donc %2 ne peut pas être %3.", "Entonces %1, así que %2 no puede ser %3."),
    ("pm::MainActions", "&Setter Checks…", "&Prüfungen für Autoren…", "Vérifications de l'&auteur…",
     "Comprobaciones de &autor…"),
    (SD, "Setter Checks", "Prüfungen für Autoren", "Vérifications de l'auteur", "Comprobaciones de autor"),
    (SD, "These checks look at the puzzle's givens and rules, never at the digits and marks entered in play.",
     "Diese Prüfungen sehen auf die Vorgaben und Regeln des Rätsels, nie auf die beim Spielen eingetragenen "
     "Ziffern und Notizen.",
     "Ces vérifications regardent les chiffres donnés et les règles de la grille, jamais les chiffres et notes "
     "saisis en jouant.",
     "Estas comprobaciones miran las pistas y las reglas del sudoku, nunca las cifras y notas puestas al jugar."),
    (SD, "&True Candidates", "&Echte Kandidaten", "&Vrais candidats", "Candidatos &verdaderos"),
    (SD, "The digits some solution puts in each cell: where a puzzle is still open.",
     "Die Ziffern, die eine Lösung in jede Zelle setzt: wo ein Rätsel noch offen ist.",
     "Les chiffres qu'une solution met dans chaque case : là où une grille reste ouverte.",
     "Las cifras que alguna solución pone en cada casilla: dónde sigue abierto un sudoku."),
    (SD, "&Unnecessary Clues", "&Unnötige Hinweise", "Indices &inutiles", "Pistas &innecesarias"),
    (SD, "The givens, cages and rules the puzzle keeps its one solution without, each on its own.",
     "Die Vorgaben, Käfige und Regeln, ohne die das Rätsel seine eine Lösung behält, jede für sich.",
     "Les chiffres donnés, cages et règles sans lesquels la grille garde sa solution unique, chacun à part.",
     "Las pistas, jaulas y reglas sin las que el sudoku conserva su única solución, cada una por separado."),
    (SD, "&Digit:", "&Ziffer:", "&Chiffre :", "&Cifra:"),
    (SD, "&Why Not?", "&Warum nicht?", "&Pourquoi pas ?", "¿&Por qué no?"),
    (SD, "Why this digit cannot go in the selected cell: the shortest story found.",
     "Warum diese Ziffer nicht in die gewählte Zelle passt: die kürzeste gefundene Begründung.",
     "Pourquoi ce chiffre ne peut pas aller dans la case choisie : le plus court raisonnement trouvé.",
     "Por qué esta cifra no puede ir en la casilla elegida: el razonamiento más corto encontrado."),
    (SD, "Answer", "Antwort", "Réponse", "Respuesta"),
    (SD, "Looking for the true candidates…", "Suche die echten Kandidaten…", "Recherche des vrais candidats…",
     "Buscando los candidatos verdaderos…"),
    (SD, "Counting the solutions without each clue…", "Zähle die Lösungen ohne jeden Hinweis…",
     "Comptage des solutions sans chaque indice…", "Contando las soluciones sin cada pista…"),
    (SD, "Looking for the shortest story…", "Suche die kürzeste Begründung…", "Recherche du plus court raisonnement…",
     "Buscando el razonamiento más corto…"),
    (SD, "in %1", "in %1", "dans %1", "en %1"),
    (SD, "(select a cell)", "(eine Zelle wählen)", "(choisir une case)", "(elija una casilla)"),
    (ST, "%1: %2", "%1: %2", "%1 : %2", "%1: %2"),
    (ST, "The puzzle has no solution, so no digit is a true candidate anywhere.",
     "Das Rätsel hat keine Lösung, also ist nirgends eine Ziffer ein echter Kandidat.",
     "La grille n'a pas de solution : aucun chiffre n'est un vrai candidat nulle part.",
     "El sudoku no tiene solución, así que ninguna cifra es candidata verdadera en ninguna parte."),
    (ST, "The puzzle has one solution: every empty cell has one true candidate, its digit there.",
     "Das Rätsel hat eine Lösung: jede leere Zelle hat einen echten Kandidaten, ihre Ziffer dort.",
     "La grille a une solution : chaque case vide a un vrai candidat, son chiffre.",
     "El sudoku tiene una solución: cada casilla vacía tiene un candidato verdadero, su cifra."),
    (ST, "%n cell(s) can hold more than one digit across the puzzle's solutions, with these true candidates (the "
         "digits some solution puts there):",
     ("%n Zelle kann über die Lösungen des Rätsels hinweg mehr als eine Ziffer haben, mit diesen echten "
      "Kandidaten (den Ziffern, die eine Lösung dort setzt):",
      "%n Zellen können über die Lösungen des Rätsels hinweg mehr als eine Ziffer haben, mit diesen echten "
      "Kandidaten (den Ziffern, die eine Lösung dort setzt):"),
     ("%n case peut porter plus d'un chiffre selon les solutions de la grille, avec ces vrais candidats (les "
      "chiffres qu'une solution y met) :",
      "%n cases peuvent porter plus d'un chiffre selon les solutions de la grille, avec ces vrais candidats (les "
      "chiffres qu'une solution y met) :"),
     ("%n casilla puede llevar más de una cifra según las soluciones del sudoku, con estos candidatos verdaderos "
      "(las cifras que alguna solución pone ahí):",
      "%n casillas pueden llevar más de una cifra según las soluciones del sudoku, con estos candidatos "
      "verdaderos (las cifras que alguna solución pone ahí):")),
    (ST, "The puzzle has no solution, so no clue can be judged.",
     "Das Rätsel hat keine Lösung, also lässt sich kein Hinweis beurteilen.",
     "La grille n'a pas de solution : aucun indice ne peut être jugé.",
     "El sudoku no tiene solución, así que no se puede juzgar ninguna pista."),
    (ST, "The puzzle has more than one solution, so it needs more clues before any can be judged. The true "
         "candidates show where it is still open.",
     "Das Rätsel hat mehr als eine Lösung, es braucht also mehr Hinweise, bevor sich einer beurteilen lässt. Die "
     "echten Kandidaten zeigen, wo es noch offen ist.",
     "La grille a plus d'une solution : il lui faut plus d'indices avant d'en juger un. Les vrais candidats "
     "montrent où elle reste ouverte.",
     "El sudoku tiene más de una solución, así que necesita más pistas antes de juzgar alguna. Los candidatos "
     "verdaderos muestran dónde sigue abierto."),
    (ST, "the given %1 at %2", "die Vorgabe %1 in %2", "le chiffre donné %1 en %2", "la pista %1 en %2"),
    (ST, "Every clue is needed: without any one of them the puzzle has more than one solution.",
     "Jeder Hinweis wird gebraucht: ohne jeden einzelnen hat das Rätsel mehr als eine Lösung.",
     "Chaque indice est nécessaire : sans l'un quelconque d'entre eux, la grille a plus d'une solution.",
     "Cada pista hace falta: sin cualquiera de ellas el sudoku tiene más de una solución."),
    (ST, "The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its own (two "
         "of them may not both go):",
     ("Das Rätsel behält seine eine Lösung ohne diesen Hinweis (%n), für sich weggenommen:",
      "Das Rätsel behält seine eine Lösung ohne jeden dieser %n Hinweise, jeder für sich weggenommen (zwei davon "
      "dürfen nicht unbedingt beide fehlen):"),
     ("La grille garde sa solution unique sans cet indice (%n), retiré seul :",
      "La grille garde sa solution unique sans l'un quelconque de ces %n indices, retiré seul (deux d'entre eux "
      "ne peuvent pas forcément partir tous les deux) :"),
     ("El sudoku conserva su única solución sin esta pista (%n), quitada por separado:",
      "El sudoku conserva su única solución sin cualquiera de estas %n pistas, quitada cada una por separado (dos "
      "de ellas pueden no poder irse ambas):")),
    (ST, "No clue is shown unnecessary: without any one of the others the puzzle has more than one solution.",
     "Kein Hinweis erweist sich als unnötig: ohne jeden einzelnen der übrigen hat das Rätsel mehr als eine Lösung.",
     "Aucun indice ne se révèle superflu : sans l'un quelconque des autres, la grille a plus d'une solution.",
     "Ninguna pista resulta innecesaria: sin cualquiera de las demás el sudoku tiene más de una solución."),
    (ST, "Without any one of these %n clue(s), the search could not count the solutions within %1 steps, so it is "
         "not known whether they are needed:",
     ("Ohne diesen Hinweis (%n) konnte die Suche die Lösungen nicht in %1 Schritten zählen; ob er gebraucht wird, "
      "ist also nicht bekannt:",
      "Ohne jeden dieser %n Hinweise konnte die Suche die Lösungen nicht in %1 Schritten zählen; ob sie gebraucht "
      "werden, ist also nicht bekannt:"),
     ("Sans cet indice (%n), la recherche n'a pas pu compter les solutions en %1 étapes ; on ne sait donc pas s'il "
      "est nécessaire :",
      "Sans l'un quelconque de ces %n indices, la recherche n'a pas pu compter les solutions en %1 étapes ; on ne "
      "sait donc pas s'ils sont nécessaires :"),
     ("Sin esta pista (%n), la búsqueda no pudo contar las soluciones en %1 pasos, así que no se sabe si hace "
      "falta:",
      "Sin cualquiera de estas %n pistas, la búsqueda no pudo contar las soluciones en %1 pasos, así que no se "
      "sabe si hacen falta:")),
]
