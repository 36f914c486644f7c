# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the solving path window. Rows as in phrasebook.py: context, English,
German, French, Spanish.

Help menu accelerators with "Show Solving &Path" (none repeats):
  en H P K A   de T L M Ü   fr I C T P   es P c T A
Level names (Easy … Extreme) and "Technique" come from the shared "*" rows.
"""

MW = "pm::MainWindow"
SD = "pm::SolvingPathDialog"
SM = "pm::SolvingPathModel"

ENTRIES = [
    # --- the menu entry ---------------------------------------------------------------
    ("pm::MainActions", "Show Solving &Path", "&Lösungsweg zeigen", "Afficher le &chemin de résolution",
     "Mostrar el &camino de resolución"),

    # --- the window ---------------------------------------------------------------------
    (SD, "Solving Path", "Lösungsweg", "Chemin de résolution", "Camino de resolución"),
    (SD, "Working out the solving path…", "Der Lösungsweg wird ermittelt…", "Calcul du chemin de résolution…",
     "Calculando el camino de resolución…"),
    (SD, "Steps: %1 · hardest technique: %2 · level: %3", "Schritte: %1 · schwierigste Technik: %2 · Stufe: %3",
     "Étapes : %1 · technique la plus difficile : %2 · niveau : %3",
     "Pasos: %1 · técnica más difícil: %2 · nivel: %3"),
    (SD, "Nothing to solve: every cell is filled.", "Nichts zu lösen: Alle Zellen sind gefüllt.",
     "Rien à résoudre : toutes les cases sont remplies.", "Nada que resolver: todas las casillas están llenas."),
    (SD, "This puzzle has more than one solution; logic alone goes this far (steps: %1).",
     "Dieses Rätsel hat mehr als eine Lösung; die Logik allein kommt bis hierher (Schritte: %1).",
     "Cette grille a plus d'une solution ; la logique seule va jusqu'ici (étapes : %1).",
     "Este sudoku tiene más de una solución; la lógica sola llega hasta aquí (pasos: %1)."),
    (SD, "No technique Pencilmark knows takes the next step (steps so far: %1).",
     "Keine Technik, die Pencilmark kennt, findet den nächsten Schritt (bisher %1 Schritte).",
     "Aucune technique connue de Pencilmark ne trouve l'étape suivante (étapes jusqu'ici : %1).",
     "Ninguna técnica que conozca Pencilmark da el siguiente paso (pasos hasta ahora: %1)."),
    (SD, "This puzzle has no solution.", "Dieses Rätsel hat keine Lösung.", "Cette grille n'a pas de solution.",
     "Este sudoku no tiene solución."),
    ("pm::GameText", "This puzzle has no solution.", "Dieses Rätsel hat keine Lösung.", "Cette grille n'a pas de solution.",
     "Este sudoku no tiene solución."),
    (SD, "Steps of the solving path", "Schritte des Lösungswegs", "Étapes du chemin de résolution",
     "Pasos del camino de resolución"),
    (SD, "The board before step %1 of %2 (%3)", "Das Spielfeld vor Schritt %1 von %2 (%3)",
     "La grille avant l'étape %1 sur %2 (%3)", "El tablero antes del paso %1 de %2 (%3)"),

    # --- the list of steps --------------------------------------------------------------
    (SM, "#", "Nr.", "N°", "N.º"),
    (SM, "Effect", "Wirkung", "Effet", "Efecto"),
    (SM, "Level", "Stufe", "Niveau", "Nivel"),
    # Notation, the same in every language: a placement, and a digit's eliminations.
    (SM, "%1 = %2", "%1 = %2", "%1 = %2", "%1 = %2"),
    (SM, "−%1 %2", "−%1 %2", "−%1 %2", "−%1 %2"),

    (SD, "None of the techniques Pencilmark knows for houses that hold each symbol several times takes the next "
         "step (steps so far: %1).",
     "Keine der Techniken, die Pencilmark für Einheiten mit jedem Symbol in mehrfacher Anzahl kennt, findet den "
     "nächsten Schritt (bisher %1 Schritte).",
     "Aucune des techniques que connaît Pencilmark pour les unités contenant chaque symbole plusieurs fois ne trouve "
     "l'étape suivante (étapes jusqu'ici : %1).",
     "Ninguna de las técnicas que conoce Pencilmark para unidades que contienen cada símbolo varias veces da el "
     "siguiente paso (pasos hasta ahora: %1)."),
]
