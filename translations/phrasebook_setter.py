# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the help for setters: "why can't this digit go here?"
(context pm::WhyNotText). Rows as in phrasebook.py: context, English,
German, French, Spanish. The steps of a story come from pm::StepText."""

WN = "pm::WhyNotText"

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
]
