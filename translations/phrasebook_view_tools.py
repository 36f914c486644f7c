# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the view tools: candidate filters and candidate colours. Rows as in phrasebook.py:
context, English, German, French, Spanish."""

FA = "pm::FilterActions"
FV = "pm::FilterView"
MW = "pm::MainWindow"

ENTRIES = [
    ("pm::MainActions", "&Filter", "&Filter", "&Filtre", "&Filtro"),
    (FA, "&No Filter", "&Kein Filter", "&Aucun filtre", "&Sin filtro"),
    (FA, "&Only the Candidates of", "&Nur die Kandidaten von", "&Seulement les candidats de",
     "Sol&o los candidatos de"),
    (FA, "&Where a Digit Can Go", "&Wo eine Ziffer noch hin kann", "&Où un chiffre peut aller",
     "&Dónde puede ir una cifra"),
    (FA, "&Bivalue Cells", "Zellen mit &zwei Kandidaten", "Cases à &deux candidats", "Celdas con dos cand&idatos"),
    (FA, "Cells with This Many &Candidates", "Zellen mit so &vielen Kandidaten", "Cases avec autant de &candidats",
     "Celdas con tantos &candidatos"),
    (FV, "Filter: only the candidates of %1", "Filter: nur die Kandidaten von %1",
     "Filtre : seulement les candidats de %1", "Filtro: solo los candidatos de %1"),
    (FV, "Filter: cells with two candidates", "Filter: Zellen mit zwei Kandidaten",
     "Filtre : cases à deux candidats", "Filtro: celdas con dos candidatos"),
    (FV, "Filter: cells with %n candidate(s)",
     ("Filter: Zellen mit %n Kandidaten", "Filter: Zellen mit %n Kandidaten"),
     ("Filtre : cases à %n candidat", "Filtre : cases à %n candidats"),
     ("Filtro: celdas con %n candidato", "Filtro: celdas con %n candidatos")),
    (FV, "Filter: where %1 can still go", "Filter: wo %1 noch hin kann", "Filtre : où %1 peut encore aller",
     "Filtro: dónde puede ir aún %1"),
    ("pm::KeysText", "<table>"
         "<tr><td><b>F6, Shift+F6</b></td><td>go to the next or previous panel: the board, the number pad, "
         "the practice bar, the hint, All Steps (on the board Tab changes the mode, so F6 is the way out)</td></tr>"
         "<tr><td><b>Tab, Shift+Tab</b></td><td>in a panel: its next or previous button</td></tr>"
         "<tr><td><b>Ctrl+PgDown</b></td><td>the next puzzle, of a collection or while practising</td></tr>"
         "<tr><td><b>Ctrl+Shift+End</b></td><td>stop practising</td></tr>"
         "</table>",
     "<table>"
     "<tr><td><b>F6, Umschalt+F6</b></td><td>zum nächsten oder vorigen Bereich: Spielfeld, Ziffernfeld, Übungsleiste, "
     "Tipp, Alle Schritte (auf dem Spielfeld wechselt Tab den Modus, F6 führt hinaus)</td></tr>"
     "<tr><td><b>Tab, Umschalt+Tab</b></td><td>in einem Bereich: seine nächste oder vorige Schaltfläche</td></tr>"
     "<tr><td><b>Strg+Bild ab</b></td><td>das nächste Rätsel, einer Sammlung oder beim Üben</td></tr>"
     "<tr><td><b>Strg+Umschalt+Ende</b></td><td>das Üben beenden</td></tr>"
     "</table>",
     "<table>"
     "<tr><td><b>F6, Maj+F6</b></td><td>aller au panneau suivant ou précédent : la grille, le pavé de chiffres, "
     "la barre d'entraînement, l'indice, Toutes les étapes (sur la grille, Tab change de mode : F6 permet d'en sortir)</td></tr>"
     "<tr><td><b>Tab, Maj+Tab</b></td><td>dans un panneau : son bouton suivant ou précédent</td></tr>"
     "<tr><td><b>Ctrl+Pg suiv</b></td><td>la grille suivante, d'un recueil ou pendant l'entraînement</td></tr>"
     "<tr><td><b>Ctrl+Maj+Fin</b></td><td>arrêter l'entraînement</td></tr>"
     "</table>",
     "<table>"
     "<tr><td><b>F6, Mayús+F6</b></td><td>ir al panel siguiente o anterior: el tablero, el teclado de cifras, "
     "la barra de práctica, la pista, Todos los pasos (en el tablero Tab cambia el modo, así que F6 es la salida)</td></tr>"
     "<tr><td><b>Tab, Mayús+Tab</b></td><td>en un panel: su botón siguiente o anterior</td></tr>"
     "<tr><td><b>Ctrl+AvPág</b></td><td>el siguiente sudoku, de una colección o al practicar</td></tr>"
     "<tr><td><b>Ctrl+Mayús+Fin</b></td><td>dejar de practicar</td></tr>"
     "</table>"),
    ("pm::KeysText", "<table>"
         "<tr><td><b>Alt+digit</b></td><td>filter: only that digit's candidates (again: off)</td></tr>"
         "<tr><td><b>Ctrl+Alt+digit</b></td><td>filter: every cell where that digit can still go</td></tr>"
         "<tr><td><b>Alt+B</b></td><td>filter: cells with two candidates</td></tr>"
         "<tr><td><b>Escape</b></td><td>with a filter on: clear it (View ▸ Filter has them all)</td></tr>"
         "<tr><td><b>Alt+click a mark</b></td><td>colour the candidate: A, A′, B, B′, none; Alt+right click: none</td></tr>"
         "<tr><td><b>Shift+digit</b></td><td>in colour mode: the same for that candidate in the selected cells</td></tr>"
         "</table>",
     "<table>"
     "<tr><td><b>Alt+Ziffer</b></td><td>Filter: nur die Kandidaten dieser Ziffer (nochmals: aus)</td></tr>"
     "<tr><td><b>Strg+Alt+Ziffer</b></td><td>Filter: jede Zelle, in die diese Ziffer noch kann</td></tr>"
     "<tr><td><b>Alt+B</b></td><td>Filter: Zellen mit zwei Kandidaten</td></tr>"
     "<tr><td><b>Esc</b></td><td>bei aktivem Filter: ihn aufheben (Ansicht ▸ Filter zeigt alle)</td></tr>"
     "<tr><td><b>Alt+Klick auf eine Notiz</b></td><td>den Kandidaten färben: A, A′, B, B′, keine; Alt+Rechtsklick: keine</td></tr>"
     "<tr><td><b>Umschalt+Ziffer</b></td><td>im Farbmodus: dasselbe für diesen Kandidaten in den ausgewählten Zellen</td></tr>"
     "</table>",
     "<table>"
     "<tr><td><b>Alt+chiffre</b></td><td>filtre : seulement les candidats de ce chiffre (à nouveau : désactivé)</td></tr>"
     "<tr><td><b>Ctrl+Alt+chiffre</b></td><td>filtre : chaque case où ce chiffre peut encore aller</td></tr>"
     "<tr><td><b>Alt+B</b></td><td>filtre : cases à deux candidats</td></tr>"
     "<tr><td><b>Échap</b></td><td>avec un filtre actif : l’enlever (Affichage ▸ Filtre les propose tous)</td></tr>"
     "<tr><td><b>Alt+clic sur une marque</b></td><td>colorer le candidat : A, A′, B, B′, aucune ; Alt+clic droit : aucune</td></tr>"
     "<tr><td><b>Maj+chiffre</b></td><td>en mode couleur : la même chose pour ce candidat dans les cases sélectionnées</td></tr>"
     "</table>",
     "<table>"
     "<tr><td><b>Alt+cifra</b></td><td>filtro: solo los candidatos de esa cifra (otra vez: quitarlo)</td></tr>"
     "<tr><td><b>Ctrl+Alt+cifra</b></td><td>filtro: cada celda donde aún puede ir esa cifra</td></tr>"
     "<tr><td><b>Alt+B</b></td><td>filtro: celdas con dos candidatos</td></tr>"
     "<tr><td><b>Esc</b></td><td>con un filtro activo: quitarlo (Ver ▸ Filtro los tiene todos)</td></tr>"
     "<tr><td><b>Alt+clic en una marca</b></td><td>colorear el candidato: A, A′, B, B′, ninguno; Alt+clic derecho: ninguno</td></tr>"
     "<tr><td><b>Mayús+cifra</b></td><td>en modo color: lo mismo para ese candidato en las celdas seleccionadas</td></tr>"
     "</table>"),
    ("pm::GameSession", "Candidate colour", "Kandidatenfarbe", "Couleur de candidat", "Color de candidato"),
    ("pm::PrintActions", "&Include Entries and Marks", "Einträge und Notizen &mitdrucken",
     "Inclure s&aisies et notes", "Incluir entradas &y notas"),
    ("PuzzlePages", "Sudoku: Your Game So Far", "Sudoku: dein bisheriges Spiel", "Sudoku : votre partie en cours",
     "Sudoku: tu partida hasta ahora"),
]
