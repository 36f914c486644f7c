# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of your own step order (the Techniques settings page). Rows as in phrasebook.py:
context, English, German, French, Spanish.

The menu entry is named in sentences as "Help ▸ Step Order"; each language names it as its own
menu does (Hilfe ▸ Reihenfolge der Techniken, Aide ▸ Ordre des techniques, Ayuda ▸ Orden de las
técnicas). Help menu accelerators with "Step &Order…" (none repeats):
  en O   de f   fr O   es O
"Technique" comes from the shared "*" row.
"""

TD = "pm::TechniqueOrderDialog"

ENTRIES = [
    # --- the menu entry ---------------------------------------------------------------
    ("pm::MainActions", "Step &Order…", "Reihen&folge der Techniken…", "&Ordre des techniques…",
     "&Orden de las técnicas…"),

    # --- the dialog ---------------------------------------------------------------------
    (TD, "Step Order", "Reihenfolge der Techniken", "Ordre des techniques", "Orden de las técnicas"),
    (TD, "Hints, All Steps and the solving path try these techniques from the top down and never offer one that "
         "is switched off. Untick a technique to switch it off; move it up to try it sooner.",
     "Tipps, Alle Schritte und der Lösungsweg probieren diese Techniken von oben nach unten und bieten nie eine "
     "ausgeschaltete an. Entferne den Haken, um eine Technik auszuschalten; schiebe sie nach oben, damit sie "
     "früher probiert wird.",
     "Les indices, Toutes les étapes et le chemin de résolution essaient ces techniques de haut en bas et n'en "
     "proposent jamais une désactivée. Décochez une technique pour la désactiver ; montez-la pour l'essayer plus tôt.",
     "Las pistas, Todos los pasos y el camino de resolución prueban estas técnicas de arriba abajo y nunca "
     "ofrecen una desactivada. Desmarca una técnica para desactivarla; súbela para probarla antes."),
    (TD, "Level", "Stufe", "Niveau", "Nivel"),
    (TD, "Techniques in the order they are tried", "Techniken in der Reihenfolge, in der sie probiert werden",
     "Techniques dans l'ordre où elles sont essayées", "Técnicas en el orden en que se prueban"),
    (TD, "Move &Up", "Nach &oben", "&Monter", "&Subir"),
    (TD, "Try the selected technique one place sooner (Ctrl+Up).",
     "Die gewählte Technik einen Platz früher probieren (Strg+Hoch).",
     "Essayer la technique choisie une place plus tôt (Ctrl+Haut).",
     "Probar la técnica elegida un puesto antes (Ctrl+Arriba)."),
    (TD, "Move &Down", "Nach &unten", "&Descendre", "&Bajar"),
    (TD, "Try the selected technique one place later (Ctrl+Down).",
     "Die gewählte Technik einen Platz später probieren (Strg+Runter).",
     "Essayer la technique choisie une place plus tard (Ctrl+Bas).",
     "Probar la técnica elegida un puesto después (Ctrl+Abajo)."),
    (TD, "&Reset to Default", "&Standard wiederherstellen", "&Rétablir l'ordre standard", "&Restablecer el orden estándar"),
    (TD, "The standard order, easiest first, with every technique switched on.",
     "Die Standardreihenfolge, die leichteste zuerst, mit allen Techniken eingeschaltet.",
     "L'ordre standard, la plus facile d'abord, avec toutes les techniques activées.",
     "El orden estándar, la más fácil primero, con todas las técnicas activadas."),
    (TD, "Every technique is switched on.", "Alle Techniken sind eingeschaltet.",
     "Toutes les techniques sont activées.", "Todas las técnicas están activadas."),
    (TD, "<i>A puzzle's rating and level always use the standard order, whatever the order here, so a puzzle has "
         "the same grade for every player.</i>",
     "<i>Bewertung und Stufe eines Rätsels nutzen immer die Standardreihenfolge, egal welche Reihenfolge hier "
     "steht, damit ein Rätsel für alle Spieler gleich eingestuft ist.</i>",
     "<i>La note et le niveau d'une grille utilisent toujours l'ordre standard, quel que soit l'ordre choisi ici, "
     "pour qu'une grille ait le même niveau pour chaque joueur.</i>",
     "<i>La puntuación y el nivel de un sudoku siempre usan el orden estándar, sea cual sea el orden de aquí, "
     "para que un sudoku tenga el mismo nivel para cada jugador.</i>"),
    (TD, "%n technique(s) switched off.",
     ("%n Technik ausgeschaltet.", "%n Techniken ausgeschaltet."),
     ("%n technique désactivée.", "%n techniques désactivées."),
     ("%n técnica desactivada.", "%n técnicas desactivadas.")),

    # --- what hints, All Steps and the solving path say about it -------------------------
    ("pm::HintText", "No step found with the techniques switched on: the next step needs one you switched off "
                     "(Help ▸ Step Order).",
     "Mit den eingeschalteten Techniken ist kein Schritt zu finden: Der nächste Schritt braucht eine, die du "
     "ausgeschaltet hast (Hilfe ▸ Reihenfolge der Techniken).",
     "Aucune étape trouvée avec les techniques activées : l'étape suivante demande une technique que vous avez "
     "désactivée (Aide ▸ Ordre des techniques).",
     "No se encuentra ningún paso con las técnicas activadas: el siguiente paso necesita una que desactivaste "
     "(Ayuda ▸ Orden de las técnicas)."),
    ("pm::HintText", "<i>Singles are switched off in your step order, so this needs pencil marks: fill them in "
                     "(Ctrl+M), or apply the hint to have them filled in.</i>",
     "<i>Singles sind in deiner Reihenfolge ausgeschaltet, deshalb braucht es Notizen: Trage sie ein (Strg+M) "
     "oder wende den Tipp an, dann werden sie eingetragen.</i>",
     "<i>Les singletons sont désactivés dans votre ordre des techniques, il faut donc des notes : remplissez-les "
     "(Ctrl+M) ou appliquez l'indice pour qu'elles soient remplies.</i>",
     "<i>Los singles están desactivados en tu orden de técnicas, así que hacen falta notas: rellénalas (Ctrl+M) "
     "o aplica la pista para que se rellenen.</i>"),
    ("pm::StepListText", "No step found with these techniques. %n technique(s) are switched off in your step order "
                         "(Help ▸ Step Order).",
     ("Mit diesen Techniken ist kein Schritt zu finden. %n Technik ist in deiner Reihenfolge ausgeschaltet "
      "(Hilfe ▸ Reihenfolge der Techniken).",
      "Mit diesen Techniken ist kein Schritt zu finden. %n Techniken sind in deiner Reihenfolge ausgeschaltet "
      "(Hilfe ▸ Reihenfolge der Techniken)."),
     ("Aucune étape trouvée avec ces techniques. %n technique est désactivée dans votre ordre "
      "(Aide ▸ Ordre des techniques).",
      "Aucune étape trouvée avec ces techniques. %n techniques sont désactivées dans votre ordre "
      "(Aide ▸ Ordre des techniques)."),
     ("No se encuentra ningún paso con estas técnicas. %n técnica está desactivada en tu orden "
      "(Ayuda ▸ Orden de las técnicas).",
      "No se encuentra ningún paso con estas técnicas. %n técnicas están desactivadas en tu orden "
      "(Ayuda ▸ Orden de las técnicas).")),
    ("pm::SolvingPathDialog", "This path follows your own step order; the puzzle's rating always uses the standard "
                              "order.",
     "Dieser Weg folgt deiner eigenen Reihenfolge der Techniken; die Bewertung des Rätsels nutzt immer die "
     "Standardreihenfolge.",
     "Ce chemin suit votre propre ordre des techniques ; la note de la grille utilise toujours l'ordre standard.",
     "Este camino sigue tu propio orden de técnicas; la puntuación del sudoku siempre usa el orden estándar."),
    ("pm::SolvingPathDialog", "No technique switched on in your step order takes the next step (steps so far: %1). "
                              "%n technique(s) are switched off (Help ▸ Step Order).",
     ("Keine in deiner Reihenfolge eingeschaltete Technik findet den nächsten Schritt (Schritte bisher: %1). "
      "%n Technik ist ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken).",
      "Keine in deiner Reihenfolge eingeschaltete Technik findet den nächsten Schritt (Schritte bisher: %1). "
      "%n Techniken sind ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken)."),
     ("Aucune technique activée dans votre ordre ne trouve l'étape suivante (étapes jusqu'ici : %1). "
      "%n technique est désactivée (Aide ▸ Ordre des techniques).",
      "Aucune technique activée dans votre ordre ne trouve l'étape suivante (étapes jusqu'ici : %1). "
      "%n techniques sont désactivées (Aide ▸ Ordre des techniques)."),
     ("Ninguna técnica activada en tu orden encuentra el siguiente paso (pasos hasta ahora: %1). "
      "%n técnica está desactivada (Ayuda ▸ Orden de las técnicas).",
      "Ninguna técnica activada en tu orden encuentra el siguiente paso (pasos hasta ahora: %1). "
      "%n técnicas están desactivadas (Ayuda ▸ Orden de las técnicas).")),
]
