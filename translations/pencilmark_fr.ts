<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be opened.</source>
        <translation>Le fichier n'a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>The file is too large to be a Pencilmark game.</source>
        <translation>Le fichier est trop gros pour être une partie Pencilmark.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>Le fichier est endommagé : ce n'est pas du JSON valide.</translation>
    </message>
    <message>
        <source>This is not a Pencilmark game file.</source>
        <translation>Ce n'est pas un fichier de partie Pencilmark.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Pencilmark.</source>
        <translation>Le fichier a été enregistré par une version plus récente de Pencilmark.</translation>
    </message>
    <message>
        <source>The file describes a grid Pencilmark cannot build.</source>
        <translation>Le fichier décrit une grille que Pencilmark ne sait pas construire.</translation>
    </message>
    <message>
        <source>The file is damaged: a field is missing or out of range.</source>
        <translation>Le fichier est endommagé : un champ manque ou sort des limites.</translation>
    </message>
    <message>
        <source>The file is damaged: its parts contradict each other.</source>
        <translation>Le fichier est endommagé : ses parties se contredisent.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n'a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>The file's killer cages are damaged or do not fit the grid.</source>
        <translation>Les cages killer du fichier sont endommagées ou ne vont pas avec la grille.</translation>
    </message>
    <message>
        <source>It is not a regular file but a folder, a device or a pipe, which Pencilmark does not read.</source>
        <translation>Ce n'est pas un fichier ordinaire mais un dossier, un périphérique ou un tube, que Pencilmark ne lit pas.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than the app opens; pencilmark-cli reads files of any size.</source>
        <translation>Le fichier dépasse %1 Mio, plus que ce que l'application ouvre ; pencilmark-cli lit les fichiers de toute taille.</translation>
    </message>
    <message>
        <source>HoDoKu holds classic 9×9 games only: save this one as a Pencilmark game.</source>
        <translation>HoDoKu ne gère que les parties classiques 9×9 : enregistrez celle-ci comme partie Pencilmark.</translation>
    </message>
</context>
<context>
    <name>PuzzleExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 could not be written: the pages could not be drawn.</source>
        <translation>Impossible d'écrire %1 : les pages n'ont pas pu être dessinées.</translation>
    </message>
</context>
<context>
    <name>PuzzleGeneration</name>
    <message>
        <source>No puzzle could be made with these options: %1</source>
        <translation>Aucune grille n'a pu être créée avec ces options : %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePages</name>
    <message>
        <source>Puzzle %1</source>
        <translation>Grille %1</translation>
    </message>
    <message>
        <source>Solution %1</source>
        <translation>Solution %1</translation>
    </message>
    <message>
        <source>Puzzles %1–%2</source>
        <translation>Grilles %1–%2</translation>
    </message>
    <message>
        <source>Solutions %1–%2</source>
        <translation>Solutions %1–%2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every outlined region holds each of %1 exactly once.</source>
        <translation>Remplissez la grille pour que chaque ligne, chaque colonne et chaque région délimitée contienne chacun des symboles %1 une seule fois.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every %1×%2 box holds each of %3 exactly once.</source>
        <translation>Remplissez la grille pour que chaque ligne, chaque colonne et chaque bloc de %1×%2 contienne chacun des symboles %3 une seule fois.</translation>
    </message>
    <message>
        <source>So do both shaded diagonals.</source>
        <translation>De même pour les deux diagonales grisées.</translation>
    </message>
    <message>
        <source>So do the shaded centre cells of the boxes, taken together.</source>
        <translation>De même pour les cases centrales grisées des blocs, prises ensemble.</translation>
    </message>
    <message>
        <source>So does each of the four shaded windows.</source>
        <translation>De même pour chacune des quatre fenêtres grisées.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times.</source>
        <translation>Remplissez la grille de sorte que chaque ligne et chaque colonne contienne chacun de %1 exactement %2 fois.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times, and every outlined %3×%4 section holds each of them once.</source>
        <translation>Remplissez la grille de sorte que chaque ligne et chaque colonne contienne chacun de %1 exactement %2 fois, et chaque section %3×%4 encadrée chacun d’eux une fois.</translation>
    </message>
    <message>
        <source>Sudoku: Your Game So Far</source>
        <translation>Sudoku : votre partie en cours</translation>
    </message>
</context>
<context>
    <name>pm::AllStepsPanel</name>
    <message>
        <source>All Steps</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>The easiest few</source>
        <translation>Les plus faciles</translation>
    </message>
    <message>
        <source>All up to %1</source>
        <translation>Toutes jusqu'à %1</translation>
    </message>
    <message>
        <source>Which techniques to look for: the easiest that find something, or every one up to a level (the hardest levels take longer).</source>
        <translation>Les techniques à chercher : les plus faciles qui trouvent quelque chose, ou toutes jusqu'à un niveau (les niveaux les plus difficiles prennent plus de temps).</translation>
    </message>
    <message>
        <source>Do what the selected step says, as one move that Undo takes back.</source>
        <translation>Fait ce que dit l'étape choisie, en un seul coup qu'Annuler reprend.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>pm::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Grille de sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
</context>
<context>
    <name>pm::BookletDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (régions irrégulières au lieu des blocs)</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Imprimer un livret</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mélangés</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Grilles :</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Mise en page :</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>Nive&amp;au :</translation>
    </message>
    <message>
        <source>&amp;Make Booklet…</source>
        <translation>&amp;Créer le livret…</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku %1×%1</source>
        <translation>Sudoku jigsaw %1×%1</translation>
    </message>
    <message>
        <source>Sudoku %1×%1</source>
        <translation>Sudoku %1×%1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Killer: cages with sums instead of givens</source>
        <translation>&amp;Killer : des cages avec leur somme au lieu d'indices</translation>
    </message>
    <message>
        <source>Killer Jigsaw Sudoku %1×%1</source>
        <translation>Sudoku killer jigsaw %1×%1</translation>
    </message>
    <message>
        <source>Killer Sudoku %1×%1</source>
        <translation>Sudoku killer %1×%1</translation>
    </message>
    <message>
        <source>MultiFour %1×%1</source>
        <translation>MultiFour %1×%1</translation>
    </message>
    <message>
        <source>DoubleNine %1×%1</source>
        <translation>DoubleNine %1×%1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) per page</source>
        <translation>
            <numerusform>%n grille par page</numerusform>
            <numerusform>%n grilles par page</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Print Booklet's variant rules: puzzles without thermometers, dots or arrows.</extracomment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Sudoku %1×%1: %2</source>
        <extracomment>A booklet of variant puzzles: "Sudoku 9×9: Thermometers".</extracomment>
        <translation>Sudoku %1×%1 : %2</translation>
    </message>
</context>
<context>
    <name>pm::CagePanel</name>
    <message>
        <source>Cage combinations</source>
        <translation>Combinaisons de la cage</translation>
    </message>
    <message>
        <source>Select a cell of a cage to see the digits the cage can hold.</source>
        <translation>Choisissez une case d'une cage pour voir les chiffres que la cage peut contenir.</translation>
    </message>
    <message>
        <source>More than %1 sets of digits add up to this sum: too many to list.</source>
        <translation>Plus de %1 ensembles de chiffres font cette somme : trop pour les lister.</translation>
    </message>
    <message>
        <source>No set of different digits adds up to this sum.</source>
        <translation>Aucun ensemble de chiffres différents ne fait cette somme.</translation>
    </message>
    <message>
        <source>by a digit in the cage</source>
        <translation>par un chiffre de la cage</translation>
    </message>
    <message>
        <source>by your pencil marks</source>
        <translation>par vos notes</translation>
    </message>
    <message>
        <source>%1 of %2 possible.</source>
        <translation>Possibles : %1 sur %2.</translation>
    </message>
    <message>
        <source>In every one left: %1.</source>
        <translation>Dans chacune des restantes : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sum %1 in %n cell(s)</source>
        <extracomment>English says "Sum 7 in 1 cell", "Sum 7 in 2 cells" (translations/pencilmark_en.ts).</extracomment>
        <translation>
            <numerusform>Somme %1 en %n case</numerusform>
            <numerusform>Somme %1 en %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in no cage.</source>
        <translation>%1 n'est dans aucune cage.</translation>
    </message>
</context>
<context>
    <name>pm::CellDescription</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1: hidden while paused</source>
        <translation>%1 : masquée pendant la pause</translation>
    </message>
    <message>
        <source>%1: %2, given</source>
        <translation>%1 : %2, donné</translation>
    </message>
    <message>
        <source>%1: %2, your entry</source>
        <translation>%1 : %2, votre saisie</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1 : vide</translation>
    </message>
    <message>
        <source>Region %1.</source>
        <translation>Région %1.</translation>
    </message>
    <message>
        <source>Box %1.</source>
        <translation>Bloc %1.</translation>
    </message>
    <message>
        <source>On the main diagonal.</source>
        <translation>Sur la diagonale principale.</translation>
    </message>
    <message>
        <source>On the anti-diagonal.</source>
        <translation>Sur l'anti-diagonale.</translation>
    </message>
    <message>
        <source>A centre-dot cell.</source>
        <translation>Une case à point central.</translation>
    </message>
    <message>
        <source>In window %1.</source>
        <translation>Dans la fenêtre %1.</translation>
    </message>
    <message numerus="yes">
        <source>In a cage of %n cell(s) with sum %1.</source>
        <extracomment>English says "In a cage of 1 cell with sum 5.", "In a cage of 3 cells with sum 12."</extracomment>
        <translation>
            <numerusform>Dans une cage de %n case, de somme %1.</numerusform>
            <numerusform>Dans une cage de %n cases, de somme %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour %1.</source>
        <translation>Couleur %1.</translation>
    </message>
    <message>
        <source>Its cage's digits do not add up to its sum.</source>
        <translation>Les chiffres de sa cage ne font pas sa somme.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses or its cage.</source>
        <translation>Entre en conflit avec le même chiffre dans une de ses unités ou sa cage.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses.</source>
        <translation>Entre en conflit avec le même chiffre dans une de ses unités.</translation>
    </message>
    <message>
        <source>Wrong: it differs from the solution.</source>
        <translation>Erreur : diffère de la solution.</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2, centre marks %3</source>
        <translation>%1 : vide, notes de coin %2, notes centrales %3</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2</source>
        <translation>%1 : vide, notes de coin %2</translation>
    </message>
    <message>
        <source>%1: empty, centre marks %2</source>
        <translation>%1 : vide, notes centrales %2</translation>
    </message>
    <message>
        <source>Clashes with %1: the same digit.</source>
        <translation>En conflit avec %1 : le même chiffre.</translation>
    </message>
    <message>
        <source>%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner mark, Control and a digit a centre mark; Tab changes the mode; F6 goes to the next panel.</source>
        <translation>%1 cases sur %1. Les flèches déplacent ; un chiffre le saisit, Maj et un chiffre bascule une note de coin, Ctrl et un chiffre une note centrale ; Tab change de mode ; F6 passe au panneau suivant.</translation>
    </message>
</context>
<context>
    <name>pm::ClockLabel</name>
    <message>
        <source>Time played</source>
        <translation>Temps de jeu</translation>
    </message>
</context>
<context>
    <name>pm::CollectionText</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <source>Line %1 of the file.</source>
        <translation>Ligne %1 du fichier.</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Recueil : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s): %1 solved, %2 in progress.</source>
        <translation>
            <numerusform>%n grille : %1 résolues, %2 en cours.</numerusform>
            <numerusform>%n grilles : %1 résolues, %2 en cours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:</source>
        <translation>
            <numerusform>%n ligne ne contient aucune grille que Pencilmark sait lire ; les autres grilles sont ouvertes :</numerusform>
            <numerusform>%n lignes ne contiennent aucune grille que Pencilmark sait lire ; les autres grilles sont ouvertes :</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2 : %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n autre.</numerusform>
            <numerusform>… et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>%1, puzzle %2 of %3</source>
        <translation>%1, grille %2 sur %3</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation>Grille %1 sur %2.</translation>
    </message>
    <message>
        <source>The collection %1 was not opened again: %2</source>
        <translation>La collection %1 n'a pas été rouverte : %2</translation>
    </message>
    <message>
        <source>It no longer holds a list of puzzles.</source>
        <translation>Elle ne contient plus de liste de grilles.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>rating…</source>
        <translation>évaluation…</translation>
    </message>
    <message>
        <source>variant, not rated</source>
        <translation>variante, non évaluée</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>aucune solution</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>plusieurs solutions</translation>
    </message>
</context>
<context>
    <name>pm::CommandLine</name>
    <message>
        <source>A Sudoku studio: play with pencil marks, get explained hints, generate graded puzzles.</source>
        <translation>Un atelier de sudoku : jouez avec des notes, obtenez des indices expliqués, générez des grilles classées.</translation>
    </message>
    <message>
        <source>A saved game (.pencilmark) or a puzzle in any format Pencilmark reads, opened instead of the last game.</source>
        <translation>Une partie enregistrée (.pencilmark) ou une grille dans un format que Pencilmark lit, ouverte à la place de la dernière partie.</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>Indiquez au plus un fichier à ouvrir.</translation>
    </message>
    <message>
        <source>Displays this help and exits.</source>
        <translation>Affiche cette aide et quitte.</translation>
    </message>
</context>
<context>
    <name>pm::ConstraintText</name>
    <message>
        <source>above column %1</source>
        <translation>au-dessus de la colonne %1</translation>
    </message>
    <message>
        <source>below column %1</source>
        <translation>sous la colonne %1</translation>
    </message>
    <message>
        <source>left of row %1</source>
        <translation>à gauche de la ligne %1</translation>
    </message>
    <message>
        <source>right of row %1</source>
        <translation>à droite de la ligne %1</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>thermomètre</translation>
    </message>
    <message>
        <source>slow thermometer</source>
        <translation>thermomètre lent</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>flèche</translation>
    </message>
    <message>
        <source>white dot</source>
        <extracomment>A kropki dot of another difference than 1: "white dot of 3".</extracomment>
        <translation>point blanc</translation>
    </message>
    <message>
        <source>white dot of %1</source>
        <translation>point blanc d'écart %1</translation>
    </message>
    <message>
        <source>black dot</source>
        <translation>point noir</translation>
    </message>
    <message>
        <source>black dot of ratio %1</source>
        <translation>point noir de rapport %1</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>sum of %1</source>
        <translation>somme de %1</translation>
    </message>
    <message>
        <source>even cell</source>
        <translation>case paire</translation>
    </message>
    <message>
        <source>odd cell</source>
        <translation>case impaire</translation>
    </message>
    <message>
        <source>minimum cell</source>
        <translation>case minimum</translation>
    </message>
    <message>
        <source>maximum cell</source>
        <translation>case maximum</translation>
    </message>
    <message>
        <source>little killer clue</source>
        <translation>indice little killer</translation>
    </message>
    <message>
        <source>sandwich clue</source>
        <translation>indice sandwich</translation>
    </message>
    <message>
        <source>X-sum clue</source>
        <translation>indice X-somme</translation>
    </message>
    <message>
        <source>skyscraper clue</source>
        <translation>indice gratte-ciel</translation>
    </message>
    <message>
        <source>German whispers line</source>
        <translation>ligne German whispers</translation>
    </message>
    <message>
        <source>Dutch whispers line</source>
        <translation>ligne Dutch whispers</translation>
    </message>
    <message>
        <source>whispers line of %1</source>
        <extracomment>Neighbours on the line differ by at least %1.</extracomment>
        <translation>ligne whispers d'écart %1</translation>
    </message>
    <message>
        <source>renban line</source>
        <translation>ligne renban</translation>
    </message>
    <message>
        <source>palindrome line</source>
        <translation>ligne palindrome</translation>
    </message>
    <message>
        <source>clone</source>
        <translation>clone</translation>
    </message>
    <message>
        <source>between line</source>
        <translation>ligne d'entre-deux</translation>
    </message>
    <message>
        <source>lockout line</source>
        <translation>ligne lockout</translation>
    </message>
    <message>
        <source>region-sum line</source>
        <translation>ligne de sommes par région</translation>
    </message>
    <message>
        <source>entropic line</source>
        <translation>ligne entropique</translation>
    </message>
    <message>
        <source>modular line</source>
        <translation>ligne modulaire</translation>
    </message>
    <message>
        <source>zipper line</source>
        <translation>ligne fermeture éclair</translation>
    </message>
    <message>
        <source>quadruple</source>
        <translation>quadruple</translation>
    </message>
    <message>
        <source>group of different digits</source>
        <translation>groupe de chiffres différents</translation>
    </message>
    <message>
        <source>given candidates</source>
        <translation>candidats donnés</translation>
    </message>
    <message>
        <source>row indexer</source>
        <translation>indexeur de ligne</translation>
    </message>
    <message>
        <source>column indexer</source>
        <translation>indexeur de colonne</translation>
    </message>
    <message>
        <source>box indexer</source>
        <translation>indexeur de bloc</translation>
    </message>
    <message>
        <source>anti-knight rule</source>
        <translation>règle anti-cavalier</translation>
    </message>
    <message>
        <source>anti-king rule</source>
        <translation>règle anti-roi</translation>
    </message>
    <message>
        <source>non-consecutive rule</source>
        <translation>règle non consécutive</translation>
    </message>
    <message>
        <source>disjoint groups rule</source>
        <translation>règle des groupes disjoints</translation>
    </message>
    <message>
        <source>rule of no X or V where none is drawn</source>
        <translation>règle : pas de X ni de V là où il n'y en a pas</translation>
    </message>
    <message>
        <source>the %1 between %2 and %3</source>
        <extracomment>A constraint on the edge of two cells: "the white dot between r1c1 and r1c2".</extracomment>
        <translation>le %1 entre %2 et %3</translation>
    </message>
    <message>
        <source>the %1 %2 along %3 to %4</source>
        <extracomment>"the little killer clue 23 along r1c2 to r8c9".</extracomment>
        <translation>l'%1 %2 de %3 à %4</translation>
    </message>
    <message>
        <source>the %1 %2 %3</source>
        <extracomment>"the sandwich clue 12 above column 3".</extracomment>
        <translation>l'%1 %2 %3</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <extracomment>A rule on cells: "the even cell r4c4".</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the %1 at %2</source>
        <extracomment>A rule on a group of cells, by its first: "the quadruple at r3c3".</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A rule of the whole grid: "the anti-knight rule".</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>A line, by where it starts (a thermometer's bulb, an arrow's circle): "the thermometer from r2c3".</extracomment>
        <translation>%1 depuis %2</translation>
    </message>
    <message>
        <source>%1 does not rise at %2.</source>
        <extracomment>"The thermometer from r2c3 does not rise at r3c3 and r3c4."</extracomment>
        <translation>%1 ne monte pas en %2.</translation>
    </message>
    <message>
        <source>%1 falls at %2.</source>
        <translation>%1 descend en %2.</translation>
    </message>
    <message>
        <source>%1 does not add up: %2.</source>
        <extracomment>"The arrow from r1c1 does not add up: r1c1, r1c2 and r2c3."</extracomment>
        <translation>%1 ne tombe pas juste : %2.</translation>
    </message>
    <message>
        <source>%1 is broken at %2.</source>
        <extracomment>"The white dot between r1c1 and r1c2 is broken at r1c1 and r1c2."</extracomment>
        <translation>%1 n'est pas respecté en %2.</translation>
    </message>
    <message>
        <source>X and V</source>
        <translation>X et V</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>Read by a screen reader with the cell: "on the thermometer from r2c3".</extracomment>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>drawn lines</source>
        <translation>les lignes dessinées</translation>
    </message>
    <message>
        <source>drawn arrows</source>
        <translation>les flèches dessinées</translation>
    </message>
    <message>
        <source>drawn shapes</source>
        <translation>les formes dessinées</translation>
    </message>
    <message>
        <source>cages without a sum</source>
        <translation>les cages sans somme</translation>
    </message>
    <message>
        <source>whole-grid rules</source>
        <translation>les règles de toute la grille</translation>
    </message>
    <message>
        <source>rules named in its rules text</source>
        <translation>les règles nommées dans son texte</translation>
    </message>
    <message>
        <source>rule of no black dot where no dot is drawn</source>
        <translation>règle : pas de point noir là où aucun point n'est dessiné</translation>
    </message>
    <message>
        <source>the %1 from %2 to %3</source>
        <extracomment>Lines starting in one cell, by both ends: "the arrow from r5c3 to r3c4".</extracomment>
        <translation>%1 de %2 à %3</translation>
    </message>
</context>
<context>
    <name>pm::DigitButton</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>encore %n à placer</numerusform>
            <numerusform>encore %n à placer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n left to place</source>
        <translation>
            <numerusform>%1, encore %n à placer</numerusform>
            <numerusform>%1, encore %n à placer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::FilterActions</name>
    <message>
        <source>&amp;No Filter</source>
        <translation>&amp;Aucun filtre</translation>
    </message>
    <message>
        <source>&amp;Only the Candidates of</source>
        <translation>&amp;Seulement les candidats de</translation>
    </message>
    <message>
        <source>&amp;Where a Digit Can Go</source>
        <translation>&amp;Où un chiffre peut aller</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>Cases à &amp;deux candidats</translation>
    </message>
    <message>
        <source>Cells with This Many &amp;Candidates</source>
        <translation>Cases avec autant de &amp;candidats</translation>
    </message>
</context>
<context>
    <name>pm::FilterView</name>
    <message>
        <source>Filter: only the candidates of %1</source>
        <translation>Filtre : seulement les candidats de %1</translation>
    </message>
    <message>
        <source>Filter: cells with two candidates</source>
        <translation>Filtre : cases à deux candidats</translation>
    </message>
    <message numerus="yes">
        <source>Filter: cells with %n candidate(s)</source>
        <translation>
            <numerusform>Filtre : cases à %n candidat</numerusform>
            <numerusform>Filtre : cases à %n candidats</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: where %1 can still go</source>
        <translation>Filtre : où %1 peut encore aller</translation>
    </message>
</context>
<context>
    <name>pm::GameDocument</name>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New game cancelled.</source>
        <translation>Nouvelle partie annulée.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Welcome back: your last game is as you left it.</source>
        <translation>Bon retour : votre dernière partie est telle que vous l'avez laissée.</translation>
    </message>
    <message>
        <source>Last Game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 It was kept as %2.</source>
        <translation>La dernière partie n'a pas pu être restaurée : %1 Elle a été conservée sous %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 was not opened. %2</source>
        <translation>%1 n'a pas été ouvert. %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Open Game or Puzzle</source>
        <translation>Ouvrir une partie ou une grille</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Pencilmark games (*.pencilmark)</source>
        <translation>Parties Pencilmark (*.pencilmark)</translation>
    </message>
    <message>
        <source>Pencilmark</source>
        <translation>Pencilmark</translation>
    </message>
    <message>
        <source>Making a puzzle…</source>
        <translation>Création d'une grille…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Vérification de la grille…</translation>
    </message>
    <message>
        <source>Copied the puzzle with your entries and marks.</source>
        <translation>Grille copiée avec vos saisies et vos notes.</translation>
    </message>
    <message>
        <source>Copied the puzzle.</source>
        <translation>Grille copiée.</translation>
    </message>
    <message numerus="yes">
        <source>Making a killer… cage layout %1, %n cage(s)</source>
        <translation>
            <numerusform>Création d'un killer… découpage %1, %n cage</numerusform>
            <numerusform>Création d'un killer… découpage %1, %n cages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Making a puzzle… grid %1, %n given(s) left</source>
        <translation>
            <numerusform>Création d'une grille… grille %1, %n indice restant</numerusform>
            <numerusform>Création d'une grille… grille %1, %n indices restants</numerusform>
        </translation>
    </message>
    <message>
        <source>All puzzles and games (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Pencilmark games (*.pencilmark);;Puzzles (*.txt *.sdk *.ss *.sdm *.hsol);;All files (*)</source>
        <translation>Toutes les grilles et parties (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Parties Pencilmark (*.pencilmark);;Grilles (*.txt *.sdk *.ss *.sdm *.hsol);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The last game could not be restored from %1: %2</source>
        <translation>La dernière partie n'a pas pu être restaurée depuis %1 : %2</translation>
    </message>
    <message>
        <source>HoDoKu games (*.hsol)</source>
        <translation>Parties HoDoKu (*.hsol)</translation>
    </message>
</context>
<context>
    <name>pm::GameSession</name>
    <message>
        <source>Enter %1</source>
        <translation>Saisir %1</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Notes centrales</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Notes de coin</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Fill in pencil marks</source>
        <translation>Remplir les notes</translation>
    </message>
    <message>
        <source>Candidate colour</source>
        <translation>Couleur de candidat</translation>
    </message>
</context>
<context>
    <name>pm::GameText</name>
    <message>
        <source>In %1, %2 appears more than %3 times.</source>
        <translation>Dans %1, %2 apparaît plus de %3 fois.</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3 in %4.</source>
        <translation>%1 et %2 contiennent tous deux %3 dans %4.</translation>
    </message>
    <message>
        <source>The digits in %1 add up to %2.</source>
        <translation>Les chiffres de %1 font %2 au total.</translation>
    </message>
    <message>
        <source>The digits in %1 already add up to %2, more than its sum.</source>
        <translation>Les chiffres de %1 font déjà %2, plus que sa somme.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s), shown with a corner flag.</source>
        <translation>
            <numerusform>%n chiffre faux, signalé par un fanion dans le coin.</numerusform>
            <numerusform>%n chiffres faux, signalés par un fanion dans le coin.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Aucune erreur jusqu'ici.</translation>
    </message>
    <message>
        <source>No clashes.</source>
        <translation>Aucun conflit.</translation>
    </message>
    <message>
        <source>beyond the logic Pencilmark knows</source>
        <translation>au-delà de la logique que connaît Pencilmark</translation>
    </message>
    <message>
        <source>Unique solution, level %1. Play!</source>
        <translation>Solution unique, niveau %1. À vous de jouer !</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it cannot be played yet. Here are two of them:</source>
        <translation>Cette grille a plus d'une solution, elle ne peut donc pas encore être jouée. En voici deux :</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Cette grille n'a pas de solution.</translation>
    </message>
    <message>
        <source>Two givens clash: %1</source>
        <translation>Deux indices sont en conflit : %1</translation>
    </message>
    <message>
        <source>line %1, column %2: </source>
        <translation>ligne %1, colonne %2 : </translation>
    </message>
    <message>
        <source>This is not a puzzle Pencilmark can read (%1%2).</source>
        <translation>Ce n'est pas une grille que Pencilmark sait lire (%1%2).</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>Résolue en %1.</translation>
    </message>
    <message>
        <source>Your best time for %1.</source>
        <translation>Votre meilleur temps pour %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) whose pencil marks leave out the answer: %1.</source>
        <translation>
            <numerusform>%n case dont les notes omettent la bonne réponse : %1.</numerusform>
            <numerusform>%n cases dont les notes omettent la bonne réponse : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>With help, so it is counted apart from your best times.</source>
        <translation>Avec de l'aide, donc elle est comptée à part de vos meilleurs temps.</translation>
    </message>
    <message numerus="yes">
        <source>They differ in %n cell(s), lit on both boards.</source>
        <translation>
            <numerusform>Elles diffèrent en %n case, éclairée sur les deux grilles.</numerusform>
            <numerusform>Elles diffèrent en %n cases, éclairées sur les deux grilles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Puzzle copies it as a line Pencilmark reads.</source>
        <translation>« Copier la grille » la copie comme une ligne que Pencilmark sait lire.</translation>
    </message>
    <message>
        <source>f-puzzles holds grids up to %1×%1; this one is %2×%2.</source>
        <translation>f-puzzles accepte les grilles jusqu'à %1×%1 ; celle-ci fait %2×%2.</translation>
    </message>
    <message>
        <source>f-puzzles has no shape like %1: its rows and columns hold each digit once.</source>
        <translation>f-puzzles n'a pas de forme comme %1 : ses lignes et colonnes contiennent chaque chiffre une seule fois.</translation>
    </message>
    <message>
        <source>Copied the puzzle as an f-puzzles link.</source>
        <translation>Grille copiée comme lien f-puzzles.</translation>
    </message>
    <message>
        <source>No grid fits this puzzle's region map, whatever its givens.</source>
        <translation>Aucune grille remplie ne respecte les régions de cette grille, quels que soient ses indices.</translation>
    </message>
    <message>
        <source>A search through every way to fill the map found none.</source>
        <translation>Une recherche parmi toutes les façons de remplir les régions n'en a trouvé aucune.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list's last two items: "row 1, row 2 and row 3".</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>The digits of %1 are the digits of %2, so their cells outside each other hold the same digits too;</source>
        <extracomment>%1: rows or columns, %2: regions ("row 1", "region 1").</extracomment>
        <translation>Les chiffres de %1 sont ceux de %2, donc leurs cases hors de l'autre contiennent aussi les mêmes chiffres ;</translation>
    </message>
    <message>
        <source>but %1 and %2 would have to hold the same digit, and they see each other.</source>
        <translation>mais %1 et %2 devraient contenir le même chiffre, et elles se voient.</translation>
    </message>
    <message>
        <source>but the digit of %1 would have to appear in one of %2, and %1 sees them all.</source>
        <translation>mais le chiffre de %1 devrait figurer dans l'une de %2, et %1 les voit toutes.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether any grid at all fits this puzzle's region map, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark n'a pas pu savoir en %1 étapes de recherche si une grille remplie respecte les régions de cette grille ; il ne peut donc ni la vérifier ni la lancer.</translation>
    </message>
    <message>
        <source>The game in play has moves that are not saved. Save it before leaving it?</source>
        <translation>La partie en cours a des coups non enregistrés. L'enregistrer avant de la quitter ?</translation>
    </message>
    <message>
        <source>You solved it without a hint, but with help from the solution: a check that showed a mistake, or a rewind to one. The game is counted apart from your best times.</source>
        <translation>Résolue sans indice, mais avec l'aide de la solution : une vérification qui a montré une erreur, ou un retour avant l'une d'elles. La partie est comptée à part de vos meilleurs temps.</translation>
    </message>
    <message>
        <source>Unique solution. Its variant rules are not graded yet, so it has no level. Play!</source>
        <translation>Solution unique. Ses règles de variante ne sont pas encore évaluées, elle n'a donc pas de niveau. À vous !</translation>
    </message>
    <message>
        <source>Pencilmark cannot check this puzzle's %1: your digits are compared with the solution the puzzle came with. Play!</source>
        <translation>Pencilmark ne peut pas vérifier %1 de cette grille : vos chiffres sont comparés à la solution fournie avec elle. À vous !</translation>
    </message>
    <message>
        <source>This puzzle holds rules Pencilmark cannot check (%1), and the solution it came with does not fit its givens and the rules Pencilmark knows, so it cannot be played.</source>
        <translation>Cette grille a des règles que Pencilmark ne peut pas vérifier (%1), et la solution fournie ne s'accorde pas avec ses chiffres donnés et les règles connues : elle ne peut donc pas être jouée.</translation>
    </message>
    <message>
        <source>Copied the puzzle as a SudokuPad link.</source>
        <translation>Grille copiée comme lien SudokuPad.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether this puzzle has one solution, and its logic gets stuck before the end, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark n'a pas pu savoir en %1 étapes de recherche si cette grille a une seule solution, et sa logique se bloque avant la fin ; il ne peut donc ni la vérifier ni la lancer.</translation>
    </message>
</context>
<context>
    <name>pm::HighlightLegend</name>
    <message>
        <source>pattern candidate</source>
        <translation>candidat du motif</translation>
    </message>
    <message>
        <source>cover candidate</source>
        <translation>candidat de couverture</translation>
    </message>
    <message>
        <source>fin</source>
        <translation>aileron</translation>
    </message>
    <message>
        <source>pincer (an end of the pattern)</source>
        <translation>pince (une extrémité du motif)</translation>
    </message>
    <message>
        <source>candidate on the chain</source>
        <translation>candidat de la chaîne</translation>
    </message>
    <message>
        <source>first colour</source>
        <translation>première couleur</translation>
    </message>
    <message>
        <source>second colour</source>
        <translation>seconde couleur</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>supposé</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>contradiction</translation>
    </message>
    <message>
        <source>removed by this step</source>
        <translation>éliminé par cette étape</translation>
    </message>
    <message>
        <source>placed by this step</source>
        <translation>placé par cette étape</translation>
    </message>
    <message>
        <source>strong link: if not one, then the other</source>
        <translation>lien fort : si ce n'est l'un, c'est l'autre</translation>
    </message>
    <message>
        <source>weak link: if one, then not the other</source>
        <translation>lien faible : si c'est l'un, ce n'est pas l'autre</translation>
    </message>
    <message>
        <source>house of the pattern</source>
        <translation>unité du motif</translation>
    </message>
    <message>
        <source>cover house</source>
        <translation>unité de couverture</translation>
    </message>
    <message>
        <source>house where the grid breaks</source>
        <translation>unité où la grille se brise</translation>
    </message>
    <message>
        <source>cell of the pattern</source>
        <translation>case du motif</translation>
    </message>
    <message>
        <source>extra cell</source>
        <translation>case supplémentaire</translation>
    </message>
    <message>
        <source>end cell</source>
        <translation>case d'extrémité</translation>
    </message>
    <message>
        <source>cell to correct</source>
        <translation>case à corriger</translation>
    </message>
    <message>
        <source>where the grid breaks</source>
        <translation>où la grille se brise</translation>
    </message>
    <message>
        <source>ruled out by a placed digit</source>
        <translation>exclu par un chiffre placé</translation>
    </message>
    <message>
        <source>placed digit that rules a candidate out</source>
        <translation>chiffre placé qui exclut un candidat</translation>
    </message>
    <message>
        <source>cell the step leans on</source>
        <translation>case sur laquelle s'appuie l'étape</translation>
    </message>
</context>
<context>
    <name>pm::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Où regarder</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Do what the hint says, as one move that Undo takes back.</source>
        <translation>Fait ce que dit l'indice, en un seul coup qu'Annuler défait.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d'un indice…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;H&lt;/b&gt; for a hint: first where to look, then which technique, then the whole explanation.</source>
        <translation>Appuyez sur &lt;b&gt;H&lt;/b&gt; pour un indice : d'abord où regarder, puis quelle technique, puis l'explication complète.</translation>
    </message>
    <message>
        <source>Which cell</source>
        <translation>Quelle case</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Indice (H)</translation>
    </message>
    <message>
        <source>Show More (H)</source>
        <translation>En montrer plus (H)</translation>
    </message>
    <message>
        <source>%1 (H)</source>
        <translation>%1 (H)</translation>
    </message>
</context>
<context>
    <name>pm::HintText</name>
    <message>
        <source>One of your digits is wrong. Look at %1.</source>
        <translation>Un de vos chiffres est faux. Regardez %1.</translation>
    </message>
    <message>
        <source>A pencil mark you removed is needed after all. Look at %1.</source>
        <translation>Une note que vous avez retirée est nécessaire finalement. Regardez %1.</translation>
    </message>
    <message>
        <source>The puzzle is solved: there is nothing left to find.</source>
        <translation>La grille est résolue : il n'y a plus rien à trouver.</translation>
    </message>
    <message>
        <source>Hints need a puzzle in play. Start the entered puzzle first (Ctrl+Return).</source>
        <translation>Les indices demandent une grille en jeu. Commencez d'abord la grille saisie (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>Hints need the puzzle's solution, and this game does not know it.</source>
        <translation>Les indices demandent la solution de la grille, et cette partie ne la connaît pas.</translation>
    </message>
    <message>
        <source>No step found: none of the techniques Pencilmark knows for houses that hold each symbol several times (singles, counting and what-if) applies here.</source>
        <translation>Aucune étape trouvée : aucune des techniques que connaît Pencilmark pour les unités contenant chaque symbole plusieurs fois (singletons, comptage et « Et si ») ne s'applique ici.</translation>
    </message>
    <message>
        <source>No step found: this position needs more than the techniques Pencilmark knows.</source>
        <translation>Aucune étape trouvée : cette position demande plus que les techniques que connaît Pencilmark.</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Regardez %1.</translation>
    </message>
    <message>
        <source>Look at %1: a digit can be placed there.</source>
        <translation>Regardez %1 : un chiffre peut y être placé.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out there.</source>
        <translation>Regardez %1 : un candidat peut y être éliminé.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out in each.</source>
        <translation>Regardez %1 : un candidat peut être éliminé dans chacune.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Available without pencil marks.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Visible sans notes.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No single is left, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Il ne reste aucun singleton, il faut donc des notes : remplissez-les (Ctrl+M) ou appliquez l'indice pour qu'elles soient remplies.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 is wrong.</source>
        <translation>La saisie en %1 est fausse.</translation>
    </message>
    <message>
        <source>Check the pencil marks of %1.</source>
        <translation>Vérifiez les notes de %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>En savoir plus sur %1</translation>
    </message>
    <message>
        <source>With it, %1 appears more than %2 times in %3.</source>
        <translation>Avec elle, %1 apparaît plus de %2 fois dans %3.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2.</source>
        <translation>Elle répète le %1 de %2.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2 in %3.</source>
        <translation>Elle répète le %1 de %2 dans %3.</translation>
    </message>
    <message>
        <source>If %1 is %2, then %3.</source>
        <translation>Si %1 vaut %2, alors %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>"r1c2 = 5, r3c4 = 1 and 3 more"</extracomment>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>If %1 is %2, singles follow: %3. Then %4.</source>
        <translation>Si %1 vaut %2, des singletons suivent : %3. Alors %4.</translation>
    </message>
    <message>
        <source>The solution has another digit there, though no short chain of singles shows it yet.</source>
        <translation>La solution a un autre chiffre ici, même si aucune courte chaîne de singletons ne le montre encore.</translation>
    </message>
    <message>
        <source>You removed the %1 from %2, but it can be %1.</source>
        <translation>Vous avez retiré le %1 de %2, mais %1 y est possible.</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Vider %1</translation>
    </message>
    <message>
        <source>Put the %1 Back</source>
        <translation>Remettre le %1</translation>
    </message>
    <message>
        <source>Fill In Marks and Apply</source>
        <translation>Remplir les notes et appliquer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Hint: clear %1</source>
        <translation>Indice : vider %1</translation>
    </message>
    <message>
        <source>Hint: put %1 back in %2</source>
        <translation>Indice : remettre %1 dans %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Hint: %1, with pencil marks filled in</source>
        <translation>Indice : %1, avec les notes remplies</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <source>Hint: %1, marks in %2</source>
        <translation>Indice : %1, notes dans %2</translation>
    </message>
    <message>
        <source>No step found with the techniques switched on: the next step needs one you switched off (Help ▸ Step Order).</source>
        <translation>Aucune étape trouvée avec les techniques activées : l'étape suivante demande une technique que vous avez désactivée (Aide ▸ Ordre des techniques).</translation>
    </message>
    <message>
        <source>&lt;i&gt;Singles are switched off in your step order, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Les singletons sont désactivés dans votre ordre des techniques, il faut donc des notes : remplissez-les (Ctrl+M) ou appliquez l'indice pour qu'elles soient remplies.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. They do not reason with this puzzle's %1 yet, and the next step needs them. Check (Ctrl+K) still compares your digits and marks with the solution.</source>
        <translation>Aucune étape trouvée avec les règles que les indices connaissent. Ils ne raisonnent pas encore avec « %1 » de cette grille, et l'étape suivante en a besoin. Vérifier (Ctrl+K) compare toujours vos chiffres et annotations à la solution.</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. Pencilmark cannot check this puzzle's %1, and the next step may need it. Check (Ctrl+K) still compares your digits with the solution.</source>
        <translation>Aucune étape trouvée avec les règles que les indices connaissent. Pencilmark ne peut pas vérifier %1 de cette grille, et l'étape suivante en a peut-être besoin. Vérifier (Ctrl+K) compare toujours vos chiffres à la solution.</translation>
    </message>
</context>
<context>
    <name>pm::InstanceText</name>
    <message>
        <source>Pencilmark is already running with this profile (%1), but it did not answer. This start ends so that two windows do not write over each other's game. Close the other window, or end it if it does not respond, and start Pencilmark again.</source>
        <translation>Pencilmark est déjà ouvert avec ce profil (%1), mais ne répond pas. Ce lancement s'arrête pour que deux fenêtres n'écrasent pas la partie l'une de l'autre. Fermez l'autre fenêtre, ou terminez-la si elle ne répond pas, puis relancez Pencilmark.</translation>
    </message>
    <message>
        <source>Pencilmark cannot write to its data folder %1, so it cannot tell whether it is already running, and your game will not be kept.</source>
        <translation>Pencilmark ne peut pas écrire dans son dossier de données %1 : il ne peut donc pas savoir s'il est déjà ouvert, et votre partie ne sera pas conservée.</translation>
    </message>
    <message>
        <source>Pencilmark cannot listen for later starts (%1): starting it again will not bring this window forward.</source>
        <translation>Pencilmark ne peut pas écouter les lancements suivants (%1) : le relancer ne ramènera pas cette fenêtre au premier plan.</translation>
    </message>
</context>
<context>
    <name>pm::KeysText</name>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move (wrapping at the edges); with Shift or Ctrl, add cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Click, drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select; Ctrl+click adds or removes a cell, Shift+click adds a rectangle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Digit or letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;act in the current mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a corner mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a centre mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right click&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle the candidate under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cycle modes: digits, centre marks, corner marks, colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;switch between digits and the last mark mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Backspace, Delete&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear digits, then marks, then colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;keep only the cursor cell selected&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Flèches&lt;/b&gt;&lt;/td&gt;&lt;td&gt;déplacer (en passant d'un bord à l'autre) ; avec Maj ou Ctrl, ajouter des cases&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Clic, glisser&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sélectionner ; Ctrl+clic ajoute ou retire une case, Maj+clic ajoute un rectangle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chiffre ou lettre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;agir dans le mode courant&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Maj+chiffre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;basculer une note de coin&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+chiffre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;basculer une note centrale&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Clic droit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;basculer le candidat sous le pointeur&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;parcourir les modes : chiffres, notes centrales, notes de coin, couleurs&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;passer des chiffres au dernier mode de notes et inversement&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Retour arrière, Suppr&lt;/b&gt;&lt;/td&gt;&lt;td&gt;effacer les chiffres, puis les notes, puis les couleurs&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Échap&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ne garder sélectionnée que la case du curseur&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: only that digit's candidates (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: every cell where that digit can still go&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: cells with two candidates&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;with a filter on: clear it (View ▸ Filter has them all)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+click a mark&lt;/b&gt;&lt;/td&gt;&lt;td&gt;colour the candidate: A, A′, B, B′, none; Alt+right click: none&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in colour mode: the same for that candidate in the selected cells&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+chiffre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtre : seulement les candidats de ce chiffre (à nouveau : désactivé)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Alt+chiffre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtre : chaque case où ce chiffre peut encore aller&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtre : cases à deux candidats&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Échap&lt;/b&gt;&lt;/td&gt;&lt;td&gt;avec un filtre actif : l’enlever (Affichage ▸ Filtre les propose tous)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+clic sur une marque&lt;/b&gt;&lt;/td&gt;&lt;td&gt;colorer le candidat : A, A′, B, B′, aucune ; Alt+clic droit : aucune&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Maj+chiffre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en mode couleur : la même chose pour ce candidat dans les cases sélectionnées&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Shift+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;go to the next or previous panel: the board, the number pad, the practice bar, the hint, All Steps (on the board Tab changes the mode, so F6 is the way out)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in a panel: its next or previous button&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+PgDown&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the next puzzle, of a collection or while practising&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop practising&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Maj+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;aller au panneau suivant ou précédent : la grille, le pavé de chiffres, la barre d'entraînement, l'indice, Toutes les étapes (sur la grille, Tab change de mode : F6 permet d'en sortir)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Maj+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dans un panneau : son bouton suivant ou précédent&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Pg suiv&lt;/b&gt;&lt;/td&gt;&lt;td&gt;la grille suivante, d'un recueil ou pendant l'entraînement&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Maj+Fin&lt;/b&gt;&lt;/td&gt;&lt;td&gt;arrêter l'entraînement&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>pm::KeysWindow</name>
    <message>
        <source>Keys and Modes</source>
        <translation>Touches et modes</translation>
    </message>
</context>
<context>
    <name>pm::MainActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copier la grille</translation>
    </message>
    <message>
        <source>Copy Puzzle with &amp;Entries and Marks</source>
        <translation>Copier la grille avec &amp;saisies et notes</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Co&amp;ller la grille</translation>
    </message>
    <message>
        <source>&amp;Fill In Pencil Marks</source>
        <translation>Remplir les &amp;notes</translation>
    </message>
    <message>
        <source>&amp;Keep Pencil Marks Updated</source>
        <translation>&amp;Tenir les notes à jour</translation>
    </message>
    <message>
        <source>&amp;Check Now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>Check &amp;While Playing</source>
        <translation>Vérifier en &amp;jouant</translation>
    </message>
    <message>
        <source>&amp;Rewind to Before First Mistake</source>
        <translation>&amp;Revenir avant la première erreur</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Highlight the Selected Cell's &amp;Houses</source>
        <translation>Surligner ligne, colonne et &amp;bloc de la case choisie</translation>
    </message>
    <message>
        <source>Highlight the Selected &amp;Digit</source>
        <translation>Surligner le &amp;chiffre choisi</translation>
    </message>
    <message>
        <source>&amp;Keys and Modes</source>
        <translation>&amp;Touches et modes</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>Tec&amp;hniques</translation>
    </message>
    <message>
        <source>&amp;About Pencilmark</source>
        <translation>À &amp;propos de Pencilmark</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show Solving &amp;Path</source>
        <translation>Afficher le &amp;chemin de résolution</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>&amp;Suivre le système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Hint (H): press again for more</source>
        <translation>Indice (H) : appuyez encore pour en savoir plus</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Puzzle &amp;Collection…</source>
        <translation>Rec&amp;ueil de grilles…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Grille sui&amp;vante</translation>
    </message>
    <message>
        <source>Pre&amp;vious Puzzle</source>
        <translation>Grille précé&amp;dente</translation>
    </message>
    <message>
        <source>A&amp;ll Steps</source>
        <translation>Toutes &amp;les étapes</translation>
    </message>
    <message>
        <source>Step &amp;Order…</source>
        <translation>&amp;Ordre des techniques…</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtre</translation>
    </message>
    <message>
        <source>Show A&amp;nalysis After Solving</source>
        <translation>Afficher l'a&amp;nalyse après la résolution</translation>
    </message>
    <message>
        <source>Stop Practisin&amp;g</source>
        <translation>Arrêter l'entraîne&amp;ment</translation>
    </message>
    <message>
        <source>Copy as f-puzzles &amp;Link</source>
        <translation>Copier comme lien &amp;f-puzzles</translation>
    </message>
    <message>
        <source>Enter a Pu&amp;zzle</source>
        <translation>Saisir une &amp;grille</translation>
    </message>
    <message>
        <source>Start Entere&amp;d Puzzle</source>
        <translation>&amp;Commencer la grille saisie</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Appl&amp;y the Hint</source>
        <translation>&amp;Appliquer l'indice</translation>
    </message>
    <message>
        <source>Puzzle &amp;Rules</source>
        <translation>&amp;Règles de la grille</translation>
    </message>
    <message>
        <source>Copy as &amp;SudokuPad Link</source>
        <translation>Copier comme lien Sudoku&amp;Pad</translation>
    </message>
    <message>
        <source>&amp;Setter Checks…</source>
        <translation>Vérifications de l'&amp;auteur…</translation>
    </message>
</context>
<context>
    <name>pm::MainWindow</name>
    <message>
        <source>Pencilmark</source>
        <translation>Pencilmark</translation>
    </message>
    <message>
        <source>Entering a puzzle: type its givens, then choose Start (Ctrl+Return).</source>
        <translation>Saisie d'une grille : tapez ses indices, puis choisissez Commencer (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>About Pencilmark</source>
        <translation>À propos de Pencilmark</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;A Sudoku studio: play with pencil marks, check, enter your own puzzles.</source>
        <translation>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;Un atelier de sudoku : jouez avec des notes, vérifiez, saisissez vos propres grilles.</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Notes centrales</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Notes de coin</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Mode : %1</translation>
    </message>
    <message>
        <source>Rewound to just before your first mistake. Redo brings the moves back.</source>
        <translation>Retour juste avant votre première erreur. Rétablir ramène les coups.</translation>
    </message>
    <message>
        <source>There is no mistake to rewind to.</source>
        <translation>Il n'y a pas d'erreur à laquelle revenir.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
</context>
<context>
    <name>pm::Names</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>A level inside a description: "9×9, 3×3 boxes, easy".</extracomment>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>master</source>
        <translation>maître</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrême</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singletons</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Intersections</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Sous-ensembles</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Poissons</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Motifs à un chiffre</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloriage</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicité</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>Chaînes et boucles</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Ensembles presque verrouillés (ALS)</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Chaînes forcées</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <translation>Essai et erreur</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Cages de killer</translation>
    </message>
    <message>
        <source>Counted houses</source>
        <translation>Unités comptées</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>le bloc %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>la région %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <translation>la diagonale principale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <translation>l'anti-diagonale</translation>
    </message>
    <message>
        <source>the centre-dot cells</source>
        <translation>les cases à point central</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>la fenêtre %1</translation>
    </message>
    <message>
        <source>the cage of %1 at %2</source>
        <extracomment>A killer cage: "the cage of 23 at r1c1".</extracomment>
        <translation>la cage %2 (somme %1)</translation>
    </message>
    <message>
        <source>%1×%1 MultiFour (1–%2, each %3 times per row and column)</source>
        <translation>%1×%1 MultiFour (1–%2, chacun %3 fois par ligne et par colonne)</translation>
    </message>
    <message>
        <source>%1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>%1×%1 DoubleNine (1–%2 deux fois par ligne et par colonne, une fois par section %3×%4)</translation>
    </message>
    <message>
        <source>%1×%1 (%2×%3 boxes)</source>
        <translation>%1×%1 (blocs de %2×%3)</translation>
    </message>
    <message>
        <source>MultiFour</source>
        <translation>MultiFour</translation>
    </message>
    <message>
        <source>DoubleNine</source>
        <translation>DoubleNine</translation>
    </message>
    <message>
        <source>jigsaw</source>
        <translation>jigsaw</translation>
    </message>
    <message>
        <source>%1×%2 boxes</source>
        <translation>blocs de %1×%2</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>centre dot</source>
        <translation>point central</translation>
    </message>
    <message>
        <source>windows</source>
        <translation>fenêtres</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>killer</translation>
    </message>
    <message>
        <source>Variant rules</source>
        <translation>Règles de variante</translation>
    </message>
    <message>
        <source>Thermometers</source>
        <translation>Thermomètres</translation>
    </message>
    <message>
        <source>Kropki dots (all given)</source>
        <extracomment>Every kropki dot is given: neighbours without a dot are neither consecutive nor in ratio 2.</extracomment>
        <translation>Points kropki (tous donnés)</translation>
    </message>
    <message>
        <source>X and V (all given)</source>
        <extracomment>Every X and V is given: neighbours without one add up to neither 10 nor 5.</extracomment>
        <translation>X et V (tous donnés)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two kinds of variant rules in one puzzle: "Thermometers and Kropki dots (all given)".</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>German whispers lines</source>
        <extracomment>German whispers: neighbours on a green line differ by at least 5.</extracomment>
        <translation>Lignes German whispers</translation>
    </message>
    <message>
        <source>Renban lines</source>
        <translation>Lignes renban</translation>
    </message>
    <message>
        <source>Even and odd cells</source>
        <translation>Cases paires et impaires</translation>
    </message>
</context>
<context>
    <name>pm::NewGameDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (régions irrégulières au lieu des blocs)</translation>
    </message>
    <message>
        <source>&amp;X: both diagonals hold every digit</source>
        <translation>&amp;X : les deux diagonales contiennent chaque chiffre</translation>
    </message>
    <message>
        <source>Centre &amp;dot: the centre cells of the boxes hold every digit</source>
        <translation>&amp;Point central : les cases centrales des blocs contiennent chaque chiffre</translation>
    </message>
    <message>
        <source>&amp;Windows: four extra boxes</source>
        <translation>&amp;Fenêtres : quatre blocs en plus</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Quelconque</translation>
    </message>
    <message>
        <source>Half turn</source>
        <translation>Demi-tour</translation>
    </message>
    <message>
        <source>Quarter turn</source>
        <translation>Quart de tour</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Miroir</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonale</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>New Game's variant rules: a puzzle without thermometers, dots or arrows.</extracomment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Digits (1–9, then A, B …)</source>
        <translation>Chiffres (1–9, puis A, B …)</translation>
    </message>
    <message>
        <source>Letters (A, B, C …)</source>
        <translation>Lettres (A, B, C …)</translation>
    </message>
    <message>
        <source>My own symbols (a word for a wordoku)</source>
        <translation>Mes propres symboles (un mot pour un wordoku)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Variantes :</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie :</translation>
    </message>
    <message>
        <source>Sym&amp;bols:</source>
        <translation>Sym&amp;boles :</translation>
    </message>
    <message>
        <source>9 different symbols, e.g. WORDPLAYS</source>
        <translation>9 symboles différents, p. ex. WORDPLAYS</translation>
    </message>
    <message>
        <source>%1 different symbols</source>
        <translation>%1 symboles différents</translation>
    </message>
    <message>
        <source>These symbols cannot be used: %1</source>
        <translation>Ces symboles ne peuvent pas être utilisés : %1</translation>
    </message>
    <message>
        <source>&amp;Killer: cages with sums instead of givens</source>
        <translation>&amp;Killer : des cages avec leur somme au lieu d'indices</translation>
    </message>
    <message>
        <source>A killer is played in digits: its sums add them up.</source>
        <translation>Un killer se joue avec des chiffres : ses sommes les additionnent.</translation>
    </message>
    <message>
        <source>This puzzle needs %1 different symbols; “%2” has %3.</source>
        <translation>Cette grille demande %1 symboles différents ; « %2 » en a %3.</translation>
    </message>
    <message>
        <source>Digits (1–%1)</source>
        <translation>Chiffres (1–%1)</translation>
    </message>
    <message>
        <source>Letters (A–%1)</source>
        <translation>Lettres (A–%1)</translation>
    </message>
    <message>
        <source>None: choose by level</source>
        <translation>Aucune : choisir par niveau</translation>
    </message>
    <message>
        <source>&amp;Practise:</source>
        <translation>S'&amp;entraîner :</translation>
    </message>
    <message>
        <source>Start just before the first step that &amp;needs it</source>
        <translation>Commencer juste &amp;avant la première étape qui en a besoin</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Variant rules are played in digits: they compare and add them.</source>
        <translation>Les règles de variante se jouent avec des chiffres : elles les comparent et les additionnent.</translation>
    </message>
</context>
<context>
    <name>pm::NumberPad</name>
    <message>
        <source>Digit</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Coin</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the selected cells (Delete)</source>
        <translation>Vider les cases choisies (Suppr)</translation>
    </message>
</context>
<context>
    <name>pm::PracticeBar</name>
    <message>
        <source>Practising: %1</source>
        <translation>Entraînement : %1</translation>
    </message>
    <message>
        <source>Making a puzzle that needs it…</source>
        <translation>Création d'une grille qui en a besoin…</translation>
    </message>
    <message>
        <source>Well found: you made the deduction yourself.</source>
        <translation>Bien vu : vous avez fait la déduction vous-même.</translation>
    </message>
    <message>
        <source>Found with the hint's help.</source>
        <translation>Trouvé avec l'aide de l'indice.</translation>
    </message>
    <message>
        <source>Found: %1 · With hint: %2</source>
        <translation>Trouvé seul : %1 · Avec indice : %2</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Grille suivante</translation>
    </message>
    <message>
        <source>Stop Practising</source>
        <translation>Arrêter l'entraînement</translation>
    </message>
    <message>
        <source>Solve the puzzle: its path needs this technique on the way.</source>
        <translation>Résolvez la grille : son chemin a besoin de cette technique en route.</translation>
    </message>
    <message>
        <source>The next step is this technique: find it on the board.</source>
        <translation>La prochaine étape est cette technique : trouvez-la sur la grille.</translation>
    </message>
</context>
<context>
    <name>pm::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;NG Image…</source>
        <translation>Image P&amp;NG…</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>Imprimer un &amp;livret…</translation>
    </message>
    <message>
        <source>Making the booklet… puzzle %1 of %2</source>
        <translation>Création du livret… grille %1 sur %2</translation>
    </message>
    <message>
        <source>Booklet cancelled.</source>
        <translation>Livret annulé.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Sudoku %1</source>
        <translation>Sudoku %1</translation>
    </message>
    <message>
        <source>Print Puzzle</source>
        <translation>Imprimer la grille</translation>
    </message>
    <message>
        <source>The puzzle could not be printed.</source>
        <translation>La grille n'a pas pu être imprimée.</translation>
    </message>
    <message>
        <source>Puzzle sent to the printer.</source>
        <translation>Grille envoyée à l'imprimante.</translation>
    </message>
    <message>
        <source>Saved the puzzle as %1.</source>
        <translation>Grille enregistrée sous %1.</translation>
    </message>
    <message>
        <source>Export Puzzle as PDF</source>
        <translation>Exporter la grille en PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Puzzle as Image</source>
        <translation>Exporter la grille en image</translation>
    </message>
    <message>
        <source>sudoku.png</source>
        <translation>sudoku.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Save Booklet as PDF</source>
        <translation>Enregistrer le livret en PDF</translation>
    </message>
    <message>
        <source>sudoku-booklet.pdf</source>
        <translation>livret-sudoku.pdf</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Imprimer un livret</translation>
    </message>
    <message>
        <source>Making the booklet…</source>
        <translation>Création du livret…</translation>
    </message>
    <message>
        <source>Print and Export</source>
        <translation>Impression et export</translation>
    </message>
    <message numerus="yes">
        <source>Saved the booklet (%n puzzle(s)) as %1.</source>
        <translation>
            <numerusform>Livret (%n grille) enregistré sous %1.</numerusform>
            <numerusform>Livret (%n grilles) enregistré sous %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Include Entries and Marks</source>
        <translation>Inclure s&amp;aisies et notes</translation>
    </message>
</context>
<context>
    <name>pm::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>Rules on the board: %1.</source>
        <translation>Règles sur la grille : %1.</translation>
    </message>
    <message>
        <source>This puzzle has the usual rules: each digit once in every row, column and box.</source>
        <translation>Cette grille a les règles habituelles : chaque chiffre une fois par ligne, colonne et bloc.</translation>
    </message>
    <message>
        <source>Pencilmark cannot check %1: Check (Ctrl+K) compares your digits with the solution the puzzle came with, and a clash shows only for the rules it knows.</source>
        <translation>Pencilmark ne peut pas vérifier %1 : Vérifier (Ctrl+K) compare vos chiffres à la solution fournie, et les conflits ne s'affichent que pour les règles connues.</translation>
    </message>
    <message>
        <source>Check (Ctrl+K), the clash colours and the hints follow every one of them.</source>
        <translation>Vérifier (Ctrl+K), les couleurs de conflit et les indices les suivent toutes.</translation>
    </message>
</context>
<context>
    <name>pm::SetterChecksDialog</name>
    <message>
        <source>&amp;Why Not?</source>
        <translation>&amp;Pourquoi pas ?</translation>
    </message>
    <message>
        <source>Setter Checks</source>
        <translation>Vérifications de l'auteur</translation>
    </message>
    <message>
        <source>These checks look at the puzzle's givens and rules, never at the digits and marks entered in play.</source>
        <translation>Ces vérifications regardent les chiffres donnés et les règles de la grille, jamais les chiffres et notes saisis en jouant.</translation>
    </message>
    <message>
        <source>&amp;True Candidates</source>
        <translation>&amp;Vrais candidats</translation>
    </message>
    <message>
        <source>The digits some solution puts in each cell: where a puzzle is still open.</source>
        <translation>Les chiffres qu'une solution met dans chaque case : là où une grille reste ouverte.</translation>
    </message>
    <message>
        <source>&amp;Unnecessary Clues</source>
        <translation>Indices &amp;inutiles</translation>
    </message>
    <message>
        <source>The givens, cages and rules the puzzle keeps its one solution without, each on its own.</source>
        <translation>Les chiffres donnés, cages et règles sans lesquels la grille garde sa solution unique, chacun à part.</translation>
    </message>
    <message>
        <source>&amp;Digit:</source>
        <translation>&amp;Chiffre :</translation>
    </message>
    <message>
        <source>Why this digit cannot go in the selected cell: the shortest story found.</source>
        <translation>Pourquoi ce chiffre ne peut pas aller dans la case choisie : le plus court raisonnement trouvé.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Looking for the true candidates…</source>
        <translation>Recherche des vrais candidats…</translation>
    </message>
    <message>
        <source>Counting the solutions without each clue…</source>
        <translation>Comptage des solutions sans chaque indice…</translation>
    </message>
    <message>
        <source>Looking for the shortest story…</source>
        <translation>Recherche du plus court raisonnement…</translation>
    </message>
    <message>
        <source>in %1</source>
        <extracomment>The cell "Why Not?" asks about: "in r3c4".</extracomment>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>(select a cell)</source>
        <translation>(choisir une case)</translation>
    </message>
</context>
<context>
    <name>pm::SetterText</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A cell and the digits some solution puts there: "r1c2: 3 5".</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no digit is a true candidate anywhere.</source>
        <translation>La grille n'a pas de solution : aucun chiffre n'est un vrai candidat nulle part.</translation>
    </message>
    <message>
        <source>The puzzle has one solution: every empty cell has one true candidate, its digit there.</source>
        <translation>La grille a une solution : chaque case vide a un vrai candidat, son chiffre.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</source>
        <translation>
            <numerusform>%n case peut porter plus d'un chiffre selon les solutions de la grille, avec ces vrais candidats (les chiffres qu'une solution y met) :</numerusform>
            <numerusform>%n cases peuvent porter plus d'un chiffre selon les solutions de la grille, avec ces vrais candidats (les chiffres qu'une solution y met) :</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no clue can be judged.</source>
        <translation>La grille n'a pas de solution : aucun indice ne peut être jugé.</translation>
    </message>
    <message>
        <source>the given %1 at %2</source>
        <extracomment>A given digit named: "the given 5 at r1c1".</extracomment>
        <translation>le chiffre donné %1 en %2</translation>
    </message>
    <message>
        <source>Every clue is needed: without any one of them the puzzle has more than one solution.</source>
        <translation>Chaque indice est nécessaire : sans l'un quelconque d'entre eux, la grille a plus d'une solution.</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its own (two of them may not both go):</source>
        <translation>
            <numerusform>La grille garde sa solution unique sans cet indice (%n), retiré seul :</numerusform>
            <numerusform>La grille garde sa solution unique sans l'un quelconque de ces %n indices, retiré seul (deux d'entre eux ne peuvent pas forcément partir tous les deux) :</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has more than one solution, so it needs more clues before any can be judged. The true candidates show where it is still open.</source>
        <translation>La grille a plus d'une solution : il lui faut plus d'indices avant d'en juger un. Les vrais candidats montrent où elle reste ouverte.</translation>
    </message>
    <message>
        <source>No clue is shown unnecessary: without any one of the others the puzzle has more than one solution.</source>
        <translation>Aucun indice ne se révèle superflu : sans l'un quelconque des autres, la grille a plus d'une solution.</translation>
    </message>
    <message numerus="yes">
        <source>Without any one of these %n clue(s), the search could not count the solutions within %1 steps, so it is not known whether they are needed:</source>
        <translation>
            <numerusform>Sans cet indice (%n), la recherche n'a pas pu compter les solutions en %1 étapes ; on ne sait donc pas s'il est nécessaire :</numerusform>
            <numerusform>Sans l'un quelconque de ces %n indices, la recherche n'a pas pu compter les solutions en %1 étapes ; on ne sait donc pas s'ils sont nécessaires :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvedAnalysisDialog</name>
    <message>
        <source>Puzzle Solved: Analysis</source>
        <translation>Grille résolue : analyse</translation>
    </message>
    <message>
        <source>Analysing the puzzle…</source>
        <translation>Analyse de la grille…</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>What you did</source>
        <translation>Ce que vous avez fait</translation>
    </message>
    <message>
        <source>Techniques its logical path needs:</source>
        <translation>Techniques requises par son chemin logique :</translation>
    </message>
    <message>
        <source>You solved it without a hint.</source>
        <translation>Vous l'avez résolue sans indice.</translation>
    </message>
    <message numerus="yes">
        <source>You used %n hint(s):</source>
        <translation>
            <numerusform>Vous avez utilisé %n indice :</numerusform>
            <numerusform>Vous avez utilisé %n indices :</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has no solution, so it has no rating.</source>
        <translation>Cette grille n'a pas de solution, elle n'a donc pas de note.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it has no rating.</source>
        <translation>Cette grille a plus d'une solution, elle n'a donc pas de note.</translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · rating %2 (%n step(s))</source>
        <translation>
            <numerusform>Niveau : %1 · note %2 (%n étape)</numerusform>
            <numerusform>Niveau : %1 · note %2 (%n étapes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hardest step: %1 (%2)</source>
        <translation>Étape la plus difficile : %1 (%2)</translation>
    </message>
    <message>
        <source>A wrong entry</source>
        <translation>Une saisie erronée</translation>
    </message>
    <message>
        <source>A candidate removed by mistake</source>
        <translation>Un candidat retiré par erreur</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Appliqué</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Affiché</translation>
    </message>
    <message>
        <source>&amp;Show this after every solved game</source>
        <translation>&amp;Afficher après chaque grille résolue</translation>
    </message>
    <message>
        <source>The logic could not finish this puzzle with its variant rules, so it has no rating.</source>
        <translation>La logique n'a pas pu finir cette grille avec ses règles de variante : elle n'a pas de note.</translation>
    </message>
</context>
<context>
    <name>pm::SolvingPathDialog</name>
    <message>
        <source>The board before step %1 of %2 (%3)</source>
        <translation>La grille avant l'étape %1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>Solving Path</source>
        <translation>Chemin de résolution</translation>
    </message>
    <message>
        <source>Working out the solving path…</source>
        <translation>Calcul du chemin de résolution…</translation>
    </message>
    <message>
        <source>Steps of the solving path</source>
        <translation>Étapes du chemin de résolution</translation>
    </message>
    <message>
        <source>Nothing to solve: every cell is filled.</source>
        <translation>Rien à résoudre : toutes les cases sont remplies.</translation>
    </message>
    <message>
        <source>Steps: %1 · hardest technique: %2 · level: %3</source>
        <translation>Étapes : %1 · technique la plus difficile : %2 · niveau : %3</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; logic alone goes this far (steps: %1).</source>
        <translation>Cette grille a plus d'une solution ; la logique seule va jusqu'ici (étapes : %1).</translation>
    </message>
    <message>
        <source>No technique Pencilmark knows takes the next step (steps so far: %1).</source>
        <translation>Aucune technique connue de Pencilmark ne trouve l'étape suivante (étapes jusqu'ici : %1).</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Cette grille n'a pas de solution.</translation>
    </message>
    <message>
        <source>None of the techniques Pencilmark knows for houses that hold each symbol several times takes the next step (steps so far: %1).</source>
        <translation>Aucune des techniques que connaît Pencilmark pour les unités contenant chaque symbole plusieurs fois ne trouve l'étape suivante (étapes jusqu'ici : %1).</translation>
    </message>
    <message>
        <source>This path follows your own step order; the puzzle's rating always uses the standard order.</source>
        <translation>Ce chemin suit votre propre ordre des techniques ; la note de la grille utilise toujours l'ordre standard.</translation>
    </message>
    <message numerus="yes">
        <source>No technique switched on in your step order takes the next step (steps so far: %1). %n technique(s) are switched off (Help ▸ Step Order).</source>
        <translation>
            <numerusform>Aucune technique activée dans votre ordre ne trouve l'étape suivante (étapes jusqu'ici : %1). %n technique est désactivée (Aide ▸ Ordre des techniques).</numerusform>
            <numerusform>Aucune technique activée dans votre ordre ne trouve l'étape suivante (étapes jusqu'ici : %1). %n techniques sont désactivées (Aide ▸ Ordre des techniques).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvingPathModel</name>
    <message>
        <source>%1 = %2</source>
        <extracomment>A placement in the solving path's list: cell = digit.</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>−%1 %2</source>
        <extracomment>Eliminations in the solving path's list: minus the digit, then the cells it goes from ("−7 r2c3, r2c8").</extracomment>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>The step number column of the solving path.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
</context>
<context>
    <name>pm::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No puzzle solved yet. Best times appear here.</source>
        <translation>Aucune grille résolue pour l'instant. Vos meilleurs temps apparaîtront ici.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolues</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Solved with help</source>
        <translation>Résolues avec aide</translation>
    </message>
</context>
<context>
    <name>pm::StepListText</name>
    <message>
        <source>Looking for %1…</source>
        <translation>Recherche de %1…</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Recherche des étapes…</translation>
    </message>
    <message>
        <source>No step found with these techniques.</source>
        <translation>Aucune étape trouvée avec ces techniques.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) in this position.</source>
        <translation>
            <numerusform>%n étape dans cette position.</numerusform>
            <numerusform>%n étapes dans cette position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board holds a mistake, so no step is listed: steps found from it could be wrong. A hint (H) shows where it is.</source>
        <translation>Votre grille contient une erreur, donc aucune étape n'est listée : des étapes trouvées à partir d'elle pourraient être fausses. Un indice (H) montre où elle est.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>La grille est résolue.</translation>
    </message>
    <message>
        <source>Steps are listed once the puzzle is started and its solution known.</source>
        <translation>Les étapes sont listées une fois la grille commencée et sa solution connue.</translation>
    </message>
    <message>
        <source>Your board has no pencil marks: these steps are found on every candidate, and applying one that is not a single fills in the marks first.</source>
        <translation>Votre grille n'a pas de notes : ces étapes sont trouvées sur tous les candidats, et appliquer une étape qui n'est pas un single remplit d'abord les notes.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <comment>a technique and how many steps of it</comment>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more, not shown</source>
        <translation>
            <numerusform>… et %n autre, non affichée</numerusform>
            <numerusform>… et %n autres, non affichées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No step found with these techniques. %n technique(s) are switched off in your step order (Help ▸ Step Order).</source>
        <translation>
            <numerusform>Aucune étape trouvée avec ces techniques. %n technique est désactivée dans votre ordre (Aide ▸ Ordre des techniques).</numerusform>
            <numerusform>Aucune étape trouvée avec ces techniques. %n techniques sont désactivées dans votre ordre (Aide ▸ Ordre des techniques).</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>All Steps: a step's digits and where its pattern lies, "on 5: rows 2 and 7, columns 3 and 8"</extracomment>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>sur %1 : %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>All Steps: a step's pattern, then what it does</extracomment>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>pm::StepText</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Joins the last two items of a list: "r1c1, r1c2 and r1c3".
----------
One pair of digits the ends of a lockout or between line can hold: "1 and 6".</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>les lignes %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>les colonnes %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>les blocs %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>"5 from r1c2 and r1c4"</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 goes from %2</source>
        <translation>on élimine %1 de %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>on élimine %1</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Dernière case libre</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Singleton nu</translation>
    </message>
    <message>
        <source>Hidden Single (box)</source>
        <translation>Singleton caché (bloc)</translation>
    </message>
    <message>
        <source>Hidden Single (line)</source>
        <translation>Singleton caché (ligne/colonne)</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Singleton caché</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>Candidats pointants</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>Candidats revendiqués</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>Paire verrouillée</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>Triplet verrouillé</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>Paire nue</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>Paire cachée</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>Triplet nu</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>Triplet caché</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>Quadruplet nu</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>Quadruplet caché</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Swordfish</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Jellyfish</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>X-Wing à aileron</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>Swordfish à aileron</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>Jellyfish à aileron</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Gratte-ciel</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>Cerf-volant</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>Rectangle vide</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Remote Pairs</source>
        <translation>Paires distantes</translation>
    </message>
    <message>
        <source>Simple Colours (trap)</source>
        <translation>Coloriage simple (piège)</translation>
    </message>
    <message>
        <source>Simple Colours (wrap)</source>
        <translation>Coloriage simple (enveloppe)</translation>
    </message>
    <message>
        <source>Multi-Colours</source>
        <translation>Coloriage multiple</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <translation>Rectangle unique type 1</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <translation>Rectangle unique type 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <translation>Rectangle unique type 3</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <translation>Rectangle unique type 4</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>Rectangle caché</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>Chaîne X</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>Chaîne XY</translation>
    </message>
    <message>
        <source>Nice Loop</source>
        <translation>Nice Loop</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>Chaîne d'inférences alternées</translation>
    </message>
    <message>
        <source>Grouped X-Chain</source>
        <translation>Chaîne X groupée</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>AIC groupée</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>Cell Forcing Chain</source>
        <translation>Chaîne forcée (case)</translation>
    </message>
    <message>
        <source>House Forcing Chain</source>
        <translation>Chaîne forcée (unité)</translation>
    </message>
    <message>
        <source>Digit Forcing Chain</source>
        <translation>Chaîne forcée (chiffre)</translation>
    </message>
    <message>
        <source>What-If</source>
        <translation>Et si</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Regardez %1.</translation>
    </message>
    <message>
        <source>Look around %1.</source>
        <translation>Regardez autour de %1.</translation>
    </message>
    <message>
        <source>Look at the whole board.</source>
        <translation>Regardez toute la grille.</translation>
    </message>
    <message>
        <source>%1 has no candidate left</source>
        <translation>%1 n'a plus aucun candidat</translation>
    </message>
    <message>
        <source>%1 has no place left in %2</source>
        <translation>%1 n'a plus de place dans %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 et %2 contiennent toutes deux %3</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the almost locked sets %2 and %3 share the restricted commons %4, so together they are locked; %5.</source>
        <translation>%1 : les ensembles presque verrouillés (ALS) %2 et %3 partagent les candidats communs restreints %4, donc ensemble ils sont verrouillés ; %5.</translation>
    </message>
    <message>
        <source>%1: the almost locked sets %2 and %3 cannot both hold %4, so one of them is locked on its other digits; %5.</source>
        <extracomment>"ALS-XZ: the almost locked sets r1c2, r1c5 {1,4,7} and r4c5 {4,7} cannot both hold 4, so ..."</extracomment>
        <translation>%1 : les ensembles presque verrouillés (ALS) %2 et %3 ne peuvent pas contenir tous deux %4, donc l'un d'eux est verrouillé sur ses autres chiffres ; %5.</translation>
    </message>
    <message>
        <source>%1: the pivot set %2 shares %3 with %4 and %5 with %6, so one of those two sets is locked on its other digits; %7.</source>
        <extracomment>"ALS-XY-Wing: the pivot set ... shares 8 with A and 4 with B, so A or B is locked on its other digits; ..."</extracomment>
        <translation>%1 : l'ensemble pivot %2 partage %3 avec %4 et %5 avec %6, donc l'un de ces deux ensembles est verrouillé sur ses autres chiffres ; %7.</translation>
    </message>
    <message>
        <source>%1: where %2 meets %3, %4 hold %5; with %6 in the line and %7 in the box these cells hold as many digits as cells, so each digit sits there once; %8.</source>
        <extracomment>"Sue de Coq: where box 1 meets row 2, r2c1 and r2c2 hold {1,2,5,6}; with r2c7 in the row and r3c1 in the box ..."</extracomment>
        <translation>%1 : à l'intersection de %2 et %3, %4 contiennent %5 ; avec %6 dans la ligne et %7 dans le bloc, ces cases contiennent autant de chiffres que de cases, donc chaque chiffre y figure une fois ; %8.</translation>
    </message>
    <message>
        <source>Full House: %1 is the last empty cell of %2, so %1 = %3.</source>
        <translation>Dernière case libre : %1 est la dernière case vide dans %2, donc %1 = %3.</translation>
    </message>
    <message>
        <source>Naked Single: %1 can only be %2, so %1 = %2.</source>
        <translation>Singleton nu : %1 ne peut valoir que %2, donc %1 = %2.</translation>
    </message>
    <message>
        <source>Hidden Single: in %1, %2 fits only in %3, so %3 = %2.</source>
        <translation>Singleton caché : dans %1, le %2 ne peut aller que dans %3, donc %3 = %2.</translation>
    </message>
    <message>
        <source>Pointing: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Candidats pointants : dans %1, le %2 ne peut aller que dans %3, qui sont dans %4 ; donc %5.</translation>
    </message>
    <message>
        <source>Claiming: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Candidats revendiqués : dans %1, le %2 ne peut aller que dans %3, qui sont dans %4 ; donc %5.</translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so these digits belong to those cells in %4; %5.</source>
        <extracomment>"Naked Pair: r1c4 and r1c6 hold only 3 and 8 between them, so those digits belong to these cells in row 1; remove 3 from ..."</extracomment>
        <translation>%1 : %2 ne contiennent à elles toutes que %3, donc ces chiffres appartiennent à ces cases dans %4 ; %5.</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else; %5.</source>
        <translation>%1 : dans %2, %3 ne peuvent aller que dans %4, donc ces cases ne contiennent rien d'autre ; %5.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, the puzzle would have no solution (every continuation was tried), so %1 is not %2.</source>
        <translation>Et si : si %1 valait %2, la grille n'aurait pas de solution (toutes les suites ont été essayées), donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then after the singles that follow, %3 could hold none of %4: each of them leads to a contradiction by singles; so %1 is not %2.</source>
        <extracomment>Nested what-if: "if r9c2 were 2, then after the singles that follow, r5c5 could hold none of 3 and 7: each of them leads to a contradiction by singles; so r9c2 is not 2."</extracomment>
        <translation>Et si : si %1 valait %2, alors après les singletons qui suivent, %3 ne pourrait contenir aucun de %4 : chacun mène à une contradiction par singletons ; donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, %3, so %1 is not %2.</source>
        <translation>Et si : si %1 valait %2, %3, donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then %3, and %4; so %1 is not %2.</source>
        <translation>Et si : si %1 valait %2, alors %3, et %4 ; donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>(%1) =ALS= (%2)</source>
        <extracomment>A strong link through an almost locked set (ALS): "r4c4/r4c6(7) =ALS= (9)r4c8".</extracomment>
        <translation>(%1) =ALS= (%2)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <extracomment>"X-Chain on 4: r1c2 =4= r1c7 -4- r5c7 =4= r5c3, so 4 goes from r3c3."</extracomment>
        <translation>%1 sur %2 : %3, donc %4.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways and each almost locked set in it keeps all its other digits; %3.</source>
        <extracomment>A continuous loop through an almost locked set: exactly one of the set's two link digits is in it, so its other digits are locked in it.</extracomment>
        <translation>%1 : %2 se referme en boucle, donc chacun de ses liens faibles vaut dans les deux sens et chaque ensemble presque verrouillé qu'elle contient garde tous ses autres chiffres ; %3.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways; %3.</source>
        <extracomment>A continuous loop: every weak link of it is also strong.</extracomment>
        <translation>%1 : %2 se referme en boucle, donc chacun de ses liens faibles vaut dans les deux sens ; %3.</translation>
    </message>
    <message>
        <source>%1: %2; assuming %3 false leads back to it being true, so %4.</source>
        <translation>%1 : %2 ; supposer %3 faux ramène à %3 vrai, donc %4.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, so %3.</source>
        <extracomment>"AIC: r4c1 =2= r4c6(2=8) -8- r9c6 =8= r9c3, so ..."</extracomment>
        <translation>%1 : %2 ; l'une de ses extrémités est vraie, donc %3.</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 voit %2</translation>
    </message>
    <message>
        <source>Simple Colours on %1: its conjugate pairs give two colours, %2 and %3, and one of them holds %1; cells seeing both colours cannot; %4.</source>
        <translation>Coloriage simple sur %1 : ses paires conjuguées donnent deux couleurs, %2 et %3, et l'une d'elles contient le %1 ; les cases qui voient les deux couleurs ne le peuvent pas ; %4.</translation>
    </message>
    <message>
        <source>Simple Colours on %1: %2 and %3 have the same colour and share %4, so that colour cannot hold %1 and the other colour does; %5.</source>
        <translation>Coloriage simple sur %1 : %2 et %3 ont la même couleur et partagent %4, donc cette couleur ne peut pas contenir le %1 et l'autre couleur le contient ; %5.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2, so those colours are not both true and one of the two opposite colours holds %1; cells seeing both opposite colours cannot; %3.</source>
        <translation>Coloriage multiple sur %1 : %2, donc ces couleurs ne sont pas toutes deux vraies et l'une des deux couleurs opposées contient le %1 ; les cases qui voient ces deux couleurs opposées ne le peuvent pas ; %3.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4, so %5.</source>
        <extracomment>"X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes from r4c3 and r5c6."</extracomment>
        <translation>%1 sur %2 : dans %3, le %2 ne peut aller que dans %4, donc %5.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fin %5. Either %5 is %2 or the %6 holds; both rule %2 out of cells in %4 that see the fin, so %7.</source>
        <extracomment>"Finned X-Wing on 4: in rows 1 and 5, 4 fits only in columns 2 and 8 and in the fin r5c7. Either r5c7 is 4 or the X-Wing holds; both rule 4 out of cells in those columns that see the fin, so ..."</extracomment>
        <translation>%1 sur %2 : dans %3, le %2 ne peut aller que dans %4 et dans l'aileron %5. Soit %5 vaut %2, soit le %6 tient ; dans les deux cas le %2 est exclu des cases de %4 qui voient l'aileron, donc %7.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fins %5. Either a fin is %2 or the %6 holds; both rule %2 out of cells in %4 that see every fin, so %7.</source>
        <translation>%1 sur %2 : dans %3, le %2 ne peut aller que dans %4 et dans les ailerons %5. Soit un aileron vaut %2, soit le %6 tient ; dans les deux cas le %2 est exclu des cases de %4 qui voient chaque aileron, donc %7.</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles lead to the same result, so %4.</source>
        <translation>%1 : %2 doit contenir l'un de ses candidats ; dans chaque cas (%3), les singletons mènent au même résultat, donc %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles lead to the same result, so %5.</source>
        <translation>%1 : le %2 doit aller quelque part dans %3 ; dans chaque cas (%4), les singletons mènent au même résultat, donc %5.</translation>
    </message>
    <message>
        <source>%1: whether %2 is %3 or not, singles lead to the same result, so %4.</source>
        <translation>%1 : que %2 vaille %3 ou non, les singletons mènent au même résultat, donc %4.</translation>
    </message>
    <message>
        <source>if %1 were %2</source>
        <translation>si %1 valait %2</translation>
    </message>
    <message>
        <source>if %1 were not %2</source>
        <translation>si %1 ne valait pas %2</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>, alors %1</translation>
    </message>
    <message>
        <source>%1: %2%3, and %4; so %5.</source>
        <translation>%1 : %2%3, et %4 ; donc %5.</translation>
    </message>
    <message>
        <source>%1 on %2: %3 holds %2 only in %4 and %5, %6 only in %7 and %8; %5 and %7 share %9, so %4 or %8 is %2, and %10.</source>
        <extracomment>"Skyscraper on 3: row 1 holds 3 only in r1c6 and r1c2, row 5 only in r5c2 and r5c8; r1c2 and r5c2 share column 2, so r1c6 or r5c8 is 3, and 3 goes from r2c8 and r4c6."</extracomment>
        <translation>%1 sur %2 : %3 ne contient le %2 qu'en %4 et %5, %6 seulement en %7 et %8 ; %5 et %7 partagent %9, donc %4 ou %8 vaut %2, et %10.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 and %5; %6 holds %2 only in %7 and %8: either %8 is %2, or %7 is and the %2 of %3 must lie in %9; either way, %10.</source>
        <extracomment>"Empty Rectangle on 5: in box 5, 5 lies only in row 4 and column 6; column 2 holds 5 only in r4c2 and r8c2: either r8c2 is 5, or r4c2 is and the 5 of box 5 must lie in column 6; either way, 5 goes from r8c6."</extracomment>
        <translation>%1 sur %2 : dans %3, le %2 ne se trouve que dans %4 et %5 ; %6 ne contient le %2 qu'en %7 et %8 : soit %8 vaut %2, soit %7 le vaut et le %2 de %3 doit se trouver dans %9 ; dans les deux cas, %10.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 1 on %1: %2 hold only those digits; were %3 either of them, the four cells could swap them and the puzzle would have two solutions; %4.</source>
        <extracomment>"Unique Rectangle type 1 on {3,8}: r1c1, r1c5 and r4c1 hold only those digits; were r4c5 either of them, ..."</extracomment>
        <translation>Rectangle unique type 1 sur %1 : %2 ne contiennent que ces chiffres ; si %3 valait l'un d'eux, les quatre cases pourraient les échanger et la grille aurait deux solutions ; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 2 on %1: unless one of %2 is %3, the rectangle would have two solutions; so cells seeing all of them cannot be %3; %4.</source>
        <translation>Rectangle unique type 2 sur %1 : à moins que l'une de %2 vaille %3, le rectangle aurait deux solutions ; donc les cases qui les voient toutes ne peuvent pas valoir %3 ; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 4 on %1: in %2, %3 fits only in %4 and %5, so one of them is %3 and neither can be %6 without two solutions; %7.</source>
        <translation>Rectangle unique type 4 sur %1 : dans %2, le %3 ne peut aller que dans %4 et %5, donc l'une d'elles vaut %3 et aucune ne peut valoir %6 sans donner deux solutions ; %7.</translation>
    </message>
    <message>
        <source>XY-Wing: %1 holds only %2 and %3; %4 and %5 each pair one of them with %6, so whichever %1 is, %4 or %5 is %6; %7.</source>
        <extracomment>"XY-Wing: r2c2 holds only 4 and 7; r2c8 {4,9} and r6c2 {7,9} share 9 with it, so whichever r2c2 is, ..."</extracomment>
        <translation>XY-Wing : %1 ne contient que %2 et %3 ; %4 et %5 associent chacune l'un d'eux au %6, donc quelle que soit la valeur de %1, %4 ou %5 vaut %6 ; %7.</translation>
    </message>
    <message>
        <source>XYZ-Wing: %1 holds only %2; %3 and %4 each hold %5 and one other of its digits, so one of the three cells is %5; %6.</source>
        <translation>XYZ-Wing : %1 ne contient que %2 ; %3 et %4 contiennent chacune le %5 et un autre de ses chiffres, donc l'une des trois cases vaut %5 ; %6.</translation>
    </message>
    <message>
        <source>W-Wing: %1 and %2 both hold only %3 and %4; in %5, %3 fits only in %6 and %7, which see them, so they cannot both be %3 and one of them is %4; %8.</source>
        <translation>W-Wing : %1 et %2 ne contiennent toutes deux que %3 et %4 ; dans %5, le %3 ne peut aller que dans %6 et %7, qui les voient, donc elles ne peuvent pas valoir toutes deux %3 et l'une d'elles vaut %4 ; %8.</translation>
    </message>
    <message>
        <source>Remote Pairs: %1 all hold only %2 and %3, and along the chain they alternate between them; a cell seeing two of them an odd number of links apart can hold neither; %4.</source>
        <translation>Paires distantes : %1 ne contiennent toutes que %2 et %3, et le long de la chaîne elles alternent entre eux ; une case qui en voit deux séparées par un nombre impair de liens ne peut contenir ni l'un ni l'autre ; %4.</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <translation>Combinaison de cage</translation>
    </message>
    <message>
        <source>Innie/Outie Single</source>
        <translation>Singleton innie/outie</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <translation>Innies et outies</translation>
    </message>
    <message>
        <source>Cage Pointing</source>
        <translation>Cage pointante</translation>
    </message>
    <message>
        <source>Cage Claiming</source>
        <translation>Cage revendiquée</translation>
    </message>
    <message>
        <source>Innies and Outies (several houses)</source>
        <translation>Innies et outies (plusieurs unités)</translation>
    </message>
    <message>
        <source>Innie-Outie Difference</source>
        <translation>Différence innie-outie</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Joins the last two of several alternatives: "{1,9}, {2,8} or {3,7}".</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Cage Combination: %1 is the last empty cell of %2, so %3.</source>
        <extracomment>"Cage Combination: r6c1 is the last empty cell of the cage of 9 at r6c1, so r6c1 = 1."</extracomment>
        <translation>Combinaison de cage : %1 est la dernière case vide de %2, donc %3.</translation>
    </message>
    <message>
        <source>Cage Combination: %1 holds %2 different digits adding up to %3; with its candidates they can only be %4; %5.</source>
        <extracomment>"Cage Combination: the cage of 23 at r1c1 holds 3 different digits adding up to 23; with its candidates they can only be {6,8,9}; remove 1 from r1c1; ..."</extracomment>
        <translation>Combinaison de cage : %1 contient %2 chiffres différents dont la somme fait %3 ; avec ses candidats, ce ne peut être que %4 ; %5.</translation>
    </message>
    <message>
        <source>Cage Combination: in %1, the empty cells %2 hold %3 different digits adding up to %4 (the placed digits taken away); with their candidates they can only be %5; %6.</source>
        <extracomment>"Cage Combination: in the cage of 17 at r1c1, the empty cells r1c2 and r2c2 hold 2 different digits adding up to 12 (the placed digits taken away); with their candidates they can only be ..."</extracomment>
        <translation>Combinaison de cage : dans %1, les cases vides %2 contiennent %3 chiffres différents dont la somme fait %4 (chiffres placés déduits) ; avec leurs candidats, ce ne peut être que %5 ; %6.</translation>
    </message>
    <message>
        <source>, so they hold %1</source>
        <extracomment>Appended after "... add up to 12": the digit sets those cells can hold.</extracomment>
        <translation>, donc elles contiennent %1</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the innie %4 is left, so %5.</source>
        <extracomment>45 rule, one innie: "Innie/Outie Single: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, only the innie r3c9 is left, so r3c9 = 5."</extracomment>
        <translation>%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, il ne reste que l'innie %4, donc %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the innies %4 are left, adding up to %5%6; %7.</source>
        <extracomment>45 rule, innies: "Innies and Outies: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, the innies r3c8 and r3c9 are left, adding up to 8, so they hold {1,7}, {2,6} or {3,5}; remove 4 from ..."</extracomment>
        <translation>%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, il reste les innies %4, dont la somme fait %5%6 ; %7.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the outie %4 is left over, so %5.</source>
        <extracomment>45 rule, one outie: the cages meeting the houses add up to more than the houses; one cell outside them makes up the difference.</extracomment>
        <translation>%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, il ne reste en trop que l'outie %4, donc %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the outies %4 are left over, adding up to %5%6; %7.</source>
        <translation>%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, il reste en trop les outies %4, dont la somme fait %5%6 ; %7.</translation>
    </message>
    <message>
        <source>the innie %1 is %2 more than the outie %3</source>
        <translation>l'innie %1 vaut %2 de plus que l'outie %3</translation>
    </message>
    <message>
        <source>the innie %1 is %2 less than the outie %3</source>
        <translation>l'innie %1 vaut %2 de moins que l'outie %3</translation>
    </message>
    <message>
        <source>the innie %1 equals the outie %2</source>
        <translation>l'innie %1 est égal à l'outie %2</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, %4, so each keeps only candidates the other can match; %5.</source>
        <extracomment>"Innie-Outie Difference: the digits of row 1 add up to 45; counting the cages that meet them and the placed digits, the innie r1c9 is 2 more than the outie r2c1, so each keeps only candidates the other can match; remove ..."</extracomment>
        <translation>%1 : dans %2, les chiffres font %3 au total ; en comptant les cages qui y touchent et les chiffres placés, %4, donc chacune ne garde que les candidats auxquels l'autre peut correspondre ; %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4; cells that see all of them cannot be %3, so %5.</source>
        <extracomment>"Cage Pointing: every digit set left for the cage of 7 at r4c4 ({1,2,4}) holds 1, which fits there only in r4c4 and r5c5; so 1 goes from r4c5 ..." (cells seeing all of them)</extracomment>
        <translation>Cage pointante : chaque ensemble de chiffres restant pour %1 (%2) contient le %3, qui ne peut y aller que dans %4 ; les cases qui les voient toutes ne peuvent pas valoir %3, donc %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4, within %5; so %6.</source>
        <translation>Cage pointante : chaque ensemble de chiffres restant pour %1 (%2) contient le %3, qui ne peut y aller que dans %4, dans %5 ; donc %6.</translation>
    </message>
    <message>
        <source>Cage Claiming: in %1, %2 fits only in %3, all in %4; so the cage holds %2, which leaves it %5; %6.</source>
        <extracomment>"Cage Claiming: in row 7, 4 fits only in r7c2 and r7c3, all in the cage of 13 at r7c2; so the cage holds 4, which leaves it {1,4,8} or {2,4,7}; remove ..."</extracomment>
        <translation>Cage revendiquée : dans %1, le %2 ne peut aller que dans %3, toutes dans %4 ; la cage contient donc le %2, ce qui ne lui laisse que %5 ; %6.</translation>
    </message>
    <message>
        <source>Count Elimination</source>
        <translation>Élimination par comptage</translation>
    </message>
    <message>
        <source>Count Fill</source>
        <translation>Remplissage par comptage</translation>
    </message>
    <message>
        <source>Count Pointing</source>
        <translation>Pointage par comptage</translation>
    </message>
    <message>
        <source>Count Claiming</source>
        <translation>Revendication par comptage</translation>
    </message>
    <message>
        <source>%1 has too few places left in %2</source>
        <extracomment>A house holding each symbol several times: "2 has too few places left in row 4" (it is still due more often than cells can take it).</extracomment>
        <translation>%1 n'a plus assez de places dans %2</translation>
    </message>
    <message>
        <source>Count Elimination: %1 holds every symbol %2 times, and %3 already stands in %4; so %5.</source>
        <extracomment>Count Elimination (houses holding each symbol several times): "Count Elimination: row 2 holds every symbol 3 times, and 3 already stands in r2c1, r2c6 and r2c11; so 3 goes from r2c4 and r2c9."</extracomment>
        <translation>Élimination par comptage : %1 contient chaque symbole %2 fois, et %3 figure déjà dans %4 ; donc %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due once there; only %4 can still take %3, so %5.</source>
        <extracomment>Count Fill, one more due: "Count Fill: column 5 holds every symbol 2 times, and 7 is still due once there; only r11c5 can still take 7, so r11c5 = 7."</extracomment>
        <translation>Remplissage par comptage : %1 contient chaque symbole %2 fois, et %3 y manque encore une fois ; seule %4 peut encore recevoir %3, donc %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due %4 times there; only %5 can still take %3, so %6.</source>
        <extracomment>Count Fill, several due: "Count Fill: row 4 holds every symbol 3 times, and 2 is still due 2 times there; only r4c3 and r4c10 can still take 2, so r4c3 = 2 and r4c10 = 2."</extracomment>
        <translation>Remplissage par comptage : %1 contient chaque symbole %2 fois, et %3 y manque encore %4 fois ; seules %5 peuvent encore recevoir %3, donc %6.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in one more cell; in %3, %2 fits only in cells of %1 (%4), and that house holds it once, so it fills the place; %5.</source>
        <extracomment>Count Pointing, one more due: "Count Pointing: row 2 still needs 5 in one more cell; in box 1, 5 fits only in cells of row 2 (r2c1 and r2c2), and that house holds it once, so it fills the place; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Pointage par comptage : %1 doit encore recevoir %2 dans une case ; dans %3, %2 ne peut aller que dans des cases de %1 (%4), et cette unité le contient une fois, elle remplit donc cette place ; %5.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in %3 more cells; in %4, %2 fits only in cells of %1 (%5), and each of those houses holds it once, so they fill them all; %6.</source>
        <extracomment>Count Pointing (lines holding each symbol several times, boxes once): "Count Pointing: row 2 still needs 5 in 2 more cells; in boxes 1 and 4, 5 fits only in cells of row 2 (r2c1, r2c2 and r2c11), and each of those houses holds it once, so they fill them all; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Pointage par comptage : %1 doit encore recevoir %2 dans %3 cases ; dans %4, %2 ne peut aller que dans des cases de %1 (%5), et chacune de ces unités le contient une fois, elles remplissent donc toutes ces places ; %6.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in one more cell, and its cells that can take %2 (%3) lie in %4 only; that house holds %2 once, so it gives it to %1; %5.</source>
        <extracomment>Count Claiming, one more due: "Count Claiming: column 6 still needs 1 in one more cell, and its cells that can take 1 (r2c6) lie in box 2 only; that house holds 1 once, so it gives it to column 6; 1 goes from r1c4."</extracomment>
        <translation>Revendication par comptage : %1 doit encore recevoir %2 dans une case, et ses cases qui peuvent le recevoir (%3) ne se trouvent que dans %4 ; cette unité contient %2 une fois, elle le donne donc à %1 ; %5.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in %3 more cells, and its cells that can take %2 (%4) lie in %5 only; each of those holds %2 once, so each gives one to %1; %6.</source>
        <extracomment>Count Claiming: "Count Claiming: column 3 still needs 7 in 2 more cells, and its cells that can take 7 (r1c3, r5c3 and r16c3) lie in boxes 1 and 11 only; each of those holds 7 once, so each gives one to column 3; 7 goes from r2c1 and r17c2."</extracomment>
        <translation>Revendication par comptage : %1 doit encore recevoir %2 dans %3 cases, et ses cases qui peuvent le recevoir (%4) ne se trouvent que dans %5 ; chacune de ces unités contient %2 une fois, chacune en donne donc un à %1 ; %6.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, and either of them rules out what goes, so %3.</source>
        <extracomment>A chain whose ends rule out a candidate in one of its own end cells: "Nice Loop: r1c1 =5= ... -7- r1c5; one of its ends is true, and either of them rules out what goes, so 5 goes from r1c5."</extracomment>
        <translation>%1 : %2 ; l'une de ses extrémités est vraie, et chacune exclut ce qui part, donc %3.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2; %3 and %4 have opposite colours in another cluster, so one of them holds %1 and the colour of %5 cannot; %6.</source>
        <extracomment>"Multi-Colours on 4: r1c6 sees r3c5 and r8c6 sees r8c5; r3c5 and r8c5 have opposite colours in another cluster, so one of them holds 4 and the colour of r1c6 cannot; 4 goes from r1c6 and r8c6."</extracomment>
        <translation>Coloriage multiple sur %1 : %2 ; %3 et %4 ont des couleurs opposées dans un autre groupe, donc l'une d'elles contient le %1 et la couleur de %5 ne le peut pas ; %6.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 3 on %1: one of %2 and %3 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and %4 make a naked subset on %5 in %6; %7.</source>
        <extracomment>"Unique Rectangle type 3 on {3,8}: one of r4c1 and r4c5 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and r4c7 make a naked subset on 6 and 9 in row 4; remove ..."</extracomment>
        <translation>Rectangle unique type 3 sur %1 : l'une de %2 et %3 doit contenir un chiffre autre que ceux-là, sinon le rectangle aurait deux solutions ; leurs autres chiffres et %4 forment donc un sous-ensemble nu sur %5 dans %6 ; %7.</translation>
    </message>
    <message>
        <source>Hidden Rectangle on %1: %2 holds only those digits; %3 holds %4 only in %5 and %6, and %7 only in %5 and %8; were %5 %9, %6 and %8 would be %4 and %2 %9, a pattern with two solutions; %10.</source>
        <extracomment>"Hidden Rectangle on {3,8}: r1c1 holds only those digits; row 4 holds 3 only in r4c5 and r4c1, and column 5 only in r4c5 and r1c5; were r4c5 8, r4c1 and r1c5 would be 3 and r1c1 8, a pattern with two solutions; 8 goes from r4c5."</extracomment>
        <translation>Rectangle caché sur %1 : %2 ne contient que ces chiffres ; %3 n'a le %4 qu'en %5 et %6, et %7 qu'en %5 et %8 ; si %5 valait %9, %6 et %8 vaudraient %4 et %2 vaudrait %9, un motif à deux solutions ; %10.</translation>
    </message>
    <message>
        <source>BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its houses; were %1 not %2, the puzzle would not have one solution, so %1 keeps only %2; %3.</source>
        <extracomment>"BUG+1: every empty cell but r5c5 holds two candidates, and 7 appears three times in its houses; were r5c5 not 7, the puzzle would not have one solution, so r5c5 keeps only 7; remove 2 and 4 from r5c5."</extracomment>
        <translation>BUG+1 : chaque case vide sauf %1 contient deux candidats, et le %2 apparaît trois fois dans ses unités ; si %1 ne valait pas %2, la grille n'aurait pas une solution unique, donc %1 ne garde que %2 ; %3.</translation>
    </message>
    <message>
        <source>Grid Rule</source>
        <translation>Règle de grille</translation>
    </message>
    <message>
        <source>Cell Rule</source>
        <translation>Règle de case</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>Thermomètre</translation>
    </message>
    <message>
        <source>Dot Pair</source>
        <translation>Paire à point</translation>
    </message>
    <message>
        <source>Line Rule</source>
        <translation>Règle de ligne</translation>
    </message>
    <message>
        <source>Line Sum</source>
        <translation>Somme de ligne</translation>
    </message>
    <message>
        <source>Outside Clue</source>
        <translation>Indice extérieur</translation>
    </message>
    <message>
        <source>cells a knight's move apart hold different digits</source>
        <translation>des cases à un saut de cavalier l'une de l'autre portent des chiffres différents</translation>
    </message>
    <message>
        <source>cells a king's move apart hold different digits</source>
        <translation>des cases à un pas de roi l'une de l'autre portent des chiffres différents</translation>
    </message>
    <message>
        <source>cells at the same place in their boxes hold different digits</source>
        <translation>des cases à la même place dans leurs blocs portent des chiffres différents</translation>
    </message>
    <message>
        <source>orthogonal neighbours without an X or a V between them add up to neither 5 nor 10</source>
        <translation>des voisins orthogonaux sans X ni V entre eux ne font ensemble ni 5 ni 10</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 holds %5, so %6.</source>
        <extracomment>"Grid Rule: cells a knight's move apart hold different digits (the anti-knight rule); r1c1 holds 5, so 5 goes from r2c3 and r3c2."</extracomment>
        <translation>%1 : %2 (%3) ; %4 porte %5, donc %6.</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 can only be %5, and none of them goes beside these candidates of its partners, so %6.</source>
        <extracomment>"Grid Rule: orthogonal neighbours ... hold no consecutive digits (the non-consecutive rule); r4c4 can only be 4 or 6, and neither goes beside 5, so 5 goes from r4c3 and r4c5."</extracomment>
        <translation>%1 : %2 (%3) ; %4 ne peut être que %5, et aucun ne va à côté de ces candidats de ses partenaires, donc %6.</translation>
    </message>
    <message>
        <source>the digits on %1 rise from the bulb</source>
        <translation>les chiffres sur %1 montent depuis le bulbe</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number in its circle</source>
        <translation>les chiffres le long de %1 font ensemble le nombre de son cercle</translation>
    </message>
    <message>
        <source>the two digits of %1 are consecutive</source>
        <translation>les deux chiffres de %1 sont consécutifs</translation>
    </message>
    <message>
        <source>the two digits of %1 differ by %2</source>
        <translation>les deux chiffres de %1 diffèrent de %2</translation>
    </message>
    <message>
        <source>one digit of %1 is %2 times the other</source>
        <translation>un chiffre de %1 vaut %2 fois l'autre</translation>
    </message>
    <message>
        <source>the two digits of %1 add up to %2</source>
        <translation>les deux chiffres de %1 font ensemble %2</translation>
    </message>
    <message>
        <source>%1 holds an even digit</source>
        <translation>%1 porte un chiffre pair</translation>
    </message>
    <message>
        <source>%1 holds an odd digit</source>
        <translation>%1 porte un chiffre impair</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each of its orthogonal neighbours</source>
        <translation>%1 porte un chiffre plus petit que chacun de ses voisins orthogonaux</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each of its orthogonal neighbours</source>
        <translation>%1 porte un chiffre plus grand que chacun de ses voisins orthogonaux</translation>
    </message>
    <message>
        <source>%1 holds one of %2</source>
        <translation>%1 porte l'un de %2</translation>
    </message>
    <message>
        <source>the four cells of %1 hold %2</source>
        <translation>les quatre cases de %1 portent %2</translation>
    </message>
    <message>
        <source>the cells of %1 hold different digits</source>
        <translation>les cases de %1 portent des chiffres différents</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2, a digit may repeat</source>
        <translation>les chiffres de %1 font ensemble %2, un chiffre peut se répéter</translation>
    </message>
    <message>
        <source>the digits between the 1 and the %2 in the line of %1 add up to %3</source>
        <translation>les chiffres entre le 1 et le %2 dans la ligne de %1 font ensemble %3</translation>
    </message>
    <message>
        <source>the first X digits in the line of %1, X being the first of them, add up to %2</source>
        <translation>les X premiers chiffres de la ligne de %1, X étant le premier d'entre eux, font ensemble %2</translation>
    </message>
    <message>
        <source>seen from %1, taller digits hide the lower ones behind them, and %2 are seen</source>
        <translation>vus depuis %1, les chiffres plus hauts cachent les plus bas derrière eux, et %2 sont vus</translation>
    </message>
    <message>
        <source>neighbours on %1 differ by at least %2</source>
        <translation>des voisins sur %1 diffèrent d'au moins %2</translation>
    </message>
    <message>
        <source>%1 holds different digits that make a run of consecutive digits</source>
        <translation>%1 porte des chiffres différents qui forment une suite de chiffres consécutifs</translation>
    </message>
    <message>
        <source>%1 reads the same from either end</source>
        <translation>%1 se lit de même depuis chaque bout</translation>
    </message>
    <message>
        <source>the two shapes of %1 hold the same digits, cell for cell</source>
        <translation>les deux formes de %1 portent les mêmes chiffres, case pour case</translation>
    </message>
    <message>
        <source>the digits on %1 lie strictly between the digits in its two end circles</source>
        <translation>les chiffres sur %1 sont strictement entre les chiffres de ses deux cercles d'extrémité</translation>
    </message>
    <message>
        <source>the ends of %1 differ by at least %2, and no digit between them lies in the range the ends span</source>
        <translation>les bouts de %1 diffèrent d'au moins %2, et aucun chiffre entre eux n'est dans l'intervalle que couvrent les bouts</translation>
    </message>
    <message>
        <source>%1 adds up to the same sum in every region it passes through</source>
        <translation>%1 fait la même somme dans chaque région qu'elle traverse</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one low, one middle and one high digit</source>
        <translation>trois cases qui se suivent sur %1 portent un chiffre bas, un moyen et un haut</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one digit of each remainder modulo 3</source>
        <translation>trois cases qui se suivent sur %1 portent un chiffre de chaque reste modulo 3</translation>
    </message>
    <message>
        <source>the cells of %1 equally far from its middle add up to the same total (the middle cell's digit, if it has one)</source>
        <translation>les cases de %1 à même distance de son milieu font ensemble le même total (le chiffre de la case du milieu, s'il y en a une)</translation>
    </message>
    <message>
        <source>%1: %2, by one at least with each cell: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, by one at least with each cell: r1c6 holds 3 to 8 (place 3 of 4 from the bulb); remove 1 and 2 from r1c6."</extracomment>
        <translation>%1 : %2, d'au moins un à chaque case : %3 ; %4.</translation>
    </message>
    <message>
        <source>%1: %2. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): %3.</source>
        <extracomment>"Dot Pair: the two digits of the V between r1c1 and r1c2 add up to 5. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): 5 goes from r1c1."</extracomment>
        <translation>%1 : %2. Parmi les candidats de ses cases, certains n'entrent dans aucun remplissage qui respecte cette règle (des cases d'une même maison portant des chiffres différents) : %3.</translation>
    </message>
    <message>
        <source>the digits on %1 rise or stay level from the bulb</source>
        <translation>les chiffres sur %1 montent ou restent égaux depuis le bulbe</translation>
    </message>
    <message>
        <source>%1 holds %2 to %3 (place %4 of %5 from the bulb)</source>
        <extracomment>A cell's place on a thermometer (on its longest way from a bulb to a tip): "r1c6 holds 3 to 8 (place 3 of 4 from the bulb)".</extracomment>
        <translation>%1 porte %2 à %3 (place %4 sur %5 depuis le bulbe)</translation>
    </message>
    <message>
        <source>Rule Pointing</source>
        <translation>Pointage par règle</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fits only in %4; whichever holds it rules these candidates out (through its peers, %5): %6.</source>
        <extracomment>"Rule Pointing: in row 5, 7 fits only in r5c4 and r5c6; whichever holds it rules these candidates out (through its peers, the anti-knight rule): 7 goes from r3c5 and r7c5."</extracomment>
        <translation>%1 : dans %2, %3 ne va que dans %4 ; celle qui le porte écarte ces candidats (par ses voisines, %5) : %6.</translation>
    </message>
    <message>
        <source>%1: %2 can only be %3; each of them rules these candidates out (through its peers, %4): %5.</source>
        <extracomment>"Rule Pointing: r5c5 can only be 4 or 6; each of them rules these candidates out (through its peers, the non-consecutive rule): 5 goes from r4c5, r5c4, r5c6 and r6c5."</extracomment>
        <translation>%1 : %2 ne peut être que %3 ; chacun écarte ces candidats (par ses voisines, %4) : %5.</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's row number in row d of its column</source>
        <translation>un chiffre d dans une case de l'indexeur met le numéro de ligne de la case à la ligne d de sa colonne</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's column number in column d of its row</source>
        <translation>un chiffre d dans une case de l'indexeur met le numéro de colonne de la case à la colonne d de sa ligne</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's place in its box at place d of the box</source>
        <translation>un chiffre d dans une case de l'indexeur met la place de la case dans son bloc à la place d du bloc</translation>
    </message>
    <message>
        <source>%1: %2: %3.</source>
        <extracomment>"Cell Rule: the even cell r1c4 holds an even digit: remove 1, 3, 5, 7 and 9 from r1c4."</extracomment>
        <translation>%1 : %2 : %3.</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them hold no consecutive digits</source>
        <translation>des voisins orthogonaux sans point entre eux ne portent pas de chiffres consécutifs</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them are never one twice the other</source>
        <translation>de deux voisins orthogonaux sans point entre eux, l'un n'est jamais le double de l'autre</translation>
    </message>
    <message>
        <source>Constraint Forcing Chain</source>
        <translation>Chaîne forcée (contraintes)</translation>
    </message>
    <message>
        <source>Constraint Pointing</source>
        <translation>Pointage par contrainte</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there: %5.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 can hold it there: r5c1 = 5."</extracomment>
        <translation>%1 : tout remplissage de %2 qui respecte sa règle contient %3, et seule %4 peut l'y porter : %5.</translation>
    </message>
    <message>
        <source>its peers</source>
        <translation>ses voisines</translation>
    </message>
    <message>
        <source>its peers, %1</source>
        <translation>ses voisines, %1</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there; whichever does rules these candidates out (through %5): %6.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 and r6c1 can hold it there; whichever does rules these candidates out (through its peers): 5 goes from r9c1."</extracomment>
        <translation>%1 : tout remplissage de %2 qui respecte sa règle contient %3, et seules %4 peuvent l'y porter ; celle qui le porte écarte ces candidats (par %5) : %6.</translation>
    </message>
    <message>
        <source>%1 has no filling left</source>
        <extracomment>"the renban line from r4c4 has no filling left"</extracomment>
        <translation>%1 n'a plus aucun remplissage</translation>
    </message>
    <message>
        <source>%1 has no digits left that add up to its sum</source>
        <extracomment>"the cage of 23 at r1c1 has no digits left that add up to its sum"</extracomment>
        <translation>%1 n'a plus de chiffres dont la somme fasse son total</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %4.</source>
        <extracomment>"Constraint Forcing Chain: r5c8 must hold one of its candidates; in every case (r5c8 = 3 and r5c8 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 9 goes from r6c8."</extracomment>
        <translation>%1 : %2 doit contenir l'un de ses candidats ; dans chaque cas (%3), les singletons, le pointage et ce que chaque contrainte de variante et chaque cage permet encore mènent au même résultat, donc %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %5.</source>
        <extracomment>"Constraint Forcing Chain: 4 must go somewhere in row 2; in every case (r2c2 = 4 and r2c5 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 4 goes from r8c9."</extracomment>
        <translation>%1 : %2 doit aller quelque part dans %3 ; dans chaque cas (%4), les singletons, le pointage et ce que chaque contrainte de variante et chaque cage permet encore mènent au même résultat, donc %5.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A dot's rule and the pairs of digits that keep it: "one digit of the black dot between r1c1 and r1c2 is 2 times the other (1-2, 2-4, 3-6 or 4-8)".
----------
A cell's digits in a case, and the digits other cells take: "r3c3 only 6 beside r3c4 (7 taken by r3c5)".</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2, and no digit keeps this rule beside %3: %4.</source>
        <extracomment>"Dot Pair: one digit of the black dot between r2c2 and r2c3 is 2 times the other (1-2, 2-4, 3-6 or 4-8), and no digit keeps this rule beside 5, 7 or 9: remove 5, 7 and 9 from r2c2 and r2c3."</extracomment>
        <translation>%1 : %2, et aucun chiffre ne respecte cette règle à côté de %3 : %4.</translation>
    </message>
    <message>
        <source>%1 can only be %2, whatever %3 holds</source>
        <extracomment>A cell keeps only the digits with a partner at all under the rule: "r3c8 can only be 1, 2, 3 or 4, whatever r4c8 holds".</extracomment>
        <translation>%1 ne peut être que %2, quoi que porte %3</translation>
    </message>
    <message>
        <source>%1 holds %2, so %3 can only be %4</source>
        <extracomment>A cell's partner on a variant constraint holds one digit: "r2c2 holds 5, so r2c3 can only be 4 or 6".</extracomment>
        <translation>%1 porte %2, donc %3 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 can only be %2, so %3 can only be %4</source>
        <extracomment>"r1c2 can only be 1, 3 or 4, so r1c1 can only be 2, 6 or 8".</extracomment>
        <translation>%1 ne peut être que %2, donc %3 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1: %2; %3: %4.</source>
        <extracomment>"Dot Pair: the two digits of the white dot between r2c2 and r2c3 are consecutive; r2c2 holds 5, so r2c3 can only be 4 or 6: remove 1, 2, 3, 7, 8 and 9 from r2c3."
----------
"Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7: remove 1, 2, 3, 4, 5 and 6 from r4c2 and r4c3."
----------
"Line Rule: every three cells in a row on the modular line from r1c8 hold one digit of each remainder modulo 3; r1c8 lies a multiple of three cells from r4c8 ...: remove 1 from r1c8."
----------
"Outside Clue: seen from the skyscraper clue 7 left of row 3, taller digits hide the lower ones behind them, and 7 are seen; only r3c1, ... can be seen (...), and their bounds carry: r3c5 holds at most 6, as r3c7 after it holds at most 7: remove 7 from r3c5." The parts are joined by "; ".
----------
"Outside Clue: seen from the skyscraper clue 2 below column 4, taller digits hide the lower ones behind them, and 2 are seen; if r8c4 held 8, …: 3 seen, more than 2: 8 goes from r8c4." The cases are joined by "; ".
----------
"Line Sum: the digits along the arrow from r9c6 add up to the number in its circle; if r9c5 held 6 (...), the arrow would add up to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9: 6 goes from r9c5." The cases are joined by "; ".
----------
"Cell Rule: the cells of the group of different digits at r1c1 hold different digits; r1c1 and r4c1 can only hold 1 and 2 between them, so no other cell of the group holds those: remove 1 and 2 from r2c1." Several subsets are joined by "; ".</extracomment>
        <translation>%1 : %2 ; %3 : %4.</translation>
    </message>
    <message>
        <source>%1 holds at most %2, as %3 after it holds at most %4</source>
        <extracomment>A bound carried down a thermometer from the cell after it: "r1c6 holds at most 8, as r1c7 after it holds at most 9".</extracomment>
        <translation>%1 porte au plus %2, car %3 après elle porte au plus %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4</source>
        <extracomment>A bound carried up a thermometer from the cell before it: "r1c5 holds at least 4, as r1c4 before it holds at least 3".</extracomment>
        <translation>%1 porte au moins %2, car %3 avant elle porte au moins %4</translation>
    </message>
    <message>
        <source>%1: %2, so each cell's bounds carry to the next: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, so each cell's bounds carry to the next: r1c5 holds at least 4, as r1c4 before it holds at least 3; remove 1, 2 and 3 from r1c5."</extracomment>
        <translation>%1 : %2, donc les bornes de chaque case passent à la suivante : %3 ; %4.</translation>
    </message>
    <message>
        <source>the circle %1 holds at most %2 = %3, the most its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at most 7+8 = 15, the most its arrow can add up to".</extracomment>
        <translation>le cercle %1 porte au plus %2 = %3, le plus que sa flèche puisse faire</translation>
    </message>
    <message>
        <source>the circle %1 holds at least %2 = %3, the least its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to".</extracomment>
        <translation>le cercle %1 porte au moins %2 = %3, le moins que sa flèche puisse faire</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the circle %4 holds at most %5 and the rest of its arrow at least %6</source>
        <extracomment>"r5c6 holds at most 9 − 1 = 8, as the circle r5c5 holds at most 9 and the rest of its arrow at least 1".</extracomment>
        <translation>%1 porte au plus %2 = %3, car le cercle %4 porte au plus %5 et le reste de sa flèche au moins %6</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the circle %4 holds at least %5 and the rest of its arrow at most %6</source>
        <extracomment>"r5c6 holds at least 9 − (3+4) = 2, as the circle r5c5 holds at least 9 and the rest of its arrow at most 3+4".</extracomment>
        <translation>%1 porte au moins %2 = %3, car le cercle %4 porte au moins %5 et le reste de sa flèche au plus %6</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its diagonal adds up to at least %4</source>
        <extracomment>A little killer's cell: "r1c3 holds at most 12 − (1+2) = 9, as the rest of its diagonal adds up to at least 1+2".</extracomment>
        <translation>%1 porte au plus %2 = %3, car le reste de sa diagonale fait au moins %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its diagonal adds up to at most %4</source>
        <extracomment>"r1c3 holds at least 23 − (7+9) = 7, as the rest of its diagonal adds up to at most 7+9".</extracomment>
        <translation>%1 porte au moins %2 = %3, car le reste de sa diagonale fait au plus %4</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); %3: %4.</source>
        <extracomment>"Line Sum: the digits along the arrow from r5c5 add up to the number in its circle (cells sharing a house hold different digits); the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to: remove 1 and 2 from r5c5."</extracomment>
        <translation>%1 : %2 (des cases d'une même maison portent des chiffres différents) ; %3 : %4.</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 porte %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2</source>
        <translation>%1 porte au plus %2</translation>
    </message>
    <message>
        <source>%1 holds at least %2</source>
        <translation>%1 porte au moins %2</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no higher than %3 + %4 = %5</source>
        <extracomment>A renban line's run of digits, as many as its cells, reaches at most length-1 above any of them: "r4c2 holds at most 5, so the run of 3 digits reaches no higher than 5 + 2 = 7".</extracomment>
        <translation>%1, donc la suite de %2 chiffres ne monte pas plus haut que %3 + %4 = %5</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no lower than %3 − %4 = %5</source>
        <extracomment>"r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7".</extracomment>
        <translation>%1, donc la suite de %2 chiffres ne descend pas plus bas que %3 − %4 = %5</translation>
    </message>
    <message>
        <source>%1: %2; the run of %3 digits can only be %4, as every other run misses all candidates of one of its cells: %5.</source>
        <extracomment>"Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; the run of 3 digits can only be 3-5 or 5-7, as every other run misses all candidates of one of its cells: 3 goes from r4c2."</extracomment>
        <translation>%1 : %2 ; la suite de %3 chiffres ne peut être que %4, car toute autre suite manque tous les candidats d'une de ses cases : %5.</translation>
    </message>
    <message>
        <source>%1: %2; its %3 cells see each other, so they hold %3 different digits adding up to %4, and with their candidates they can only be %5: %6.</source>
        <extracomment>"Line Sum: the digits of the little killer clue 23 along r1c1 to r3c3 add up to 23, a digit may repeat; its 3 cells see each other, so they hold 3 different digits adding up to 23, and with their candidates they can only be {6,8,9}: remove 1, 2, 3, 4, 5 and 7 from r1c1, r2c2 and r3c3."</extracomment>
        <translation>%1 : %2 ; ses %3 cases se voient, elles portent donc %3 chiffres différents dont la somme est %4, et avec leurs candidats elles ne peuvent être que %5 : %6.</translation>
    </message>
    <message>
        <source>by singles and pointing</source>
        <translation>par les singletons et le pointage</translation>
    </message>
    <message>
        <source>by singles, pointing, and the fillings each of %1 still allows</source>
        <translation>par les singletons, le pointage, et les remplissages que chacun de %1 permet encore</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5); so %6.</source>
        <extracomment>"Constraint Forcing Chain: if r9c1 were 6, then in the end the renban line from r6c1 has no filling left (by singles, pointing, and the fillings each of the renban line from r4c1 still allows); so 6 goes from r9c1."</extracomment>
        <translation>%1 : si %2 valait %3, alors au bout du compte %4 (%5) ; donc %6.</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5: %6); so %7.</source>
        <extracomment>"Constraint Forcing Chain: if r1c9 were 1, then in the end r7c9 has no candidate left (by singles, pointing, and the fillings each of the renban line from r4c4 still allows: r2c9 = 3, r3c9 = 5); so 1 goes from r1c9."</extracomment>
        <translation>%1 : si %2 valait %3, alors au bout du compte %4 (%5 : %6) ; donc %7.</translation>
    </message>
    <message>
        <source>Set Equivalence</source>
        <translation>Équivalence d'ensembles</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %3%4; %5.</source>
        <extracomment>"Set Equivalence: rows 1 and 2 and columns 1 and 2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, 9 = r1c9 + r2c9 - r9c1; remove ..."</extracomment>
        <translation>Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant les cages qui s'y trouvent par leur somme (moins les cases qui dépassent) et les chiffres placés, %3%4 ; %5.</translation>
    </message>
    <message>
        <source>Joint Fit</source>
        <translation>Remplissage conjoint</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits. Some candidates fit no such filling: %4.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep both rules, with cells sharing a house holding different digits. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1 : prises ensemble, %2 permettent moins de remplissages que chacune seule : un même remplissage de %3 doit respecter toutes les règles, les cases d'une même maison portant des chiffres différents. Certains candidats n'entrent dans aucun tel remplissage : %4.</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits and %4 kept between them. Some candidates fit no such filling: %5.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep every rule, with cells sharing a house holding different digits and the non-consecutive rule kept between them. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1 : prises ensemble, %2 permettent moins de remplissages que chacune seule : un même remplissage de %3 doit respecter toutes les règles, les cases d'une même maison portant des chiffres différents et %4 valant entre elles. Certains candidats n'entrent dans aucun tel remplissage : %5.</translation>
    </message>
    <message>
        <source>%1 can only be %2</source>
        <extracomment>A pill's cell keeps the digits it has in the numbers the pill can read: "r1c1 can only be 1".
----------
What a renban cell can hold in one run of digits: "r1c9 can only be 4".</extracomment>
        <translation>%1 ne peut être que %2</translation>
    </message>
    <message>
        <source>the pill reads at most %1 = %2, the most its arrow can add up to</source>
        <extracomment>A pill arrow's pill read as a number: "the pill reads at most 9+8 = 17, the most its arrow can add up to".</extracomment>
        <translation>la pilule lit au plus %1 = %2, le plus que sa flèche puisse faire</translation>
    </message>
    <message>
        <source>the pill reads at least %1 = %2, the least its arrow can add up to</source>
        <extracomment>"the pill reads at least 1+2+3 = 6, the least its arrow can add up to".</extracomment>
        <translation>la pilule lit au moins %1 = %2, le moins que sa flèche puisse faire</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the pill reads at most %4 and the rest of its arrow at least %5</source>
        <extracomment>"r3c4 holds at most 13 − (1+2) = 10, as the pill reads at most 13 and the rest of its arrow at least 1+2".</extracomment>
        <translation>%1 porte au plus %2 = %3, car la pilule lit au plus %4 et le reste de sa flèche fait au moins %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the pill reads at least %4 and the rest of its arrow at most %5</source>
        <extracomment>"r3c4 holds at least 23 − (9+8) = 6, as the pill reads at least 23 and the rest of its arrow at most 9+8".</extracomment>
        <translation>%1 porte au moins %2 = %3, car la pilule lit au moins %4 et le reste de sa flèche fait au plus %5</translation>
    </message>
    <message>
        <source>%1, so with its cells' candidates %2</source>
        <extracomment>"the pill reads at most 9+8 = 17, the most its arrow can add up to, so with its cells' candidates r1c1 can only be 1 and r1c2 can only be 2, 3, 4, 5, 6 or 7".</extracomment>
        <translation>%1, donc avec les candidats de ses cases %2</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number its pill %2 reads, first cell first</source>
        <extracomment>A pill arrow's rule: "the digits along the arrow from r1c1 add up to the number its pill r1c1-r1c2 reads, first cell first".</extracomment>
        <translation>les chiffres le long de %1 font le nombre que lit sa pilule %2, première case en tête</translation>
    </message>
    <message>
        <source>each segment adds up to at most %1, the most the segment from %2 can add up to</source>
        <extracomment>A region-sum line's segment is its part in one box: "each segment adds up to at most 4+5 = 9, the most the segment from r4c4 can add up to".</extracomment>
        <translation>chaque segment fait au plus %1, le plus que le segment depuis %2 puisse faire</translation>
    </message>
    <message>
        <source>each segment adds up to at least %1, the least the segment from %2 can add up to</source>
        <extracomment>"each segment adds up to at least 1+2 = 3, the least the segment from r1c1 can add up to".</extracomment>
        <translation>chaque segment fait au moins %1, le moins que le segment depuis %2 puisse faire</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at most %2</source>
        <extracomment>A cell that is a segment of a region-sum line by itself: "r1c4, a segment of its own, holds at most 9".</extracomment>
        <translation>%1, un segment à elle seule, porte au plus %2</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at least %2</source>
        <extracomment>"r1c4, a segment of its own, holds at least 3".</extracomment>
        <translation>%1, un segment à elle seule, porte au moins %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its segment adds up to at least %4</source>
        <extracomment>"r1c1 holds at most 9 − 1 = 8, as the rest of its segment adds up to at least 1".</extracomment>
        <translation>%1 porte au plus %2 = %3, car le reste de son segment fait au moins %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its segment adds up to at most %4</source>
        <extracomment>"r1c1 holds at least 20 − (9+8) = 3, as the rest of its segment adds up to at most 9+8".</extracomment>
        <translation>%1 porte au moins %2 = %3, car le reste de son segment fait au plus %4</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most the middle %2 can hold</source>
        <extracomment>A zipper line's pairs (cells equally far from its middle): "each pair adds up to at most 7, the most the middle r5c5 can hold".</extracomment>
        <translation>chaque paire fait au plus %1, le plus que le milieu %2 puisse porter</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least the middle %2 can hold</source>
        <extracomment>"each pair adds up to at least 3, the least the middle r5c5 can hold".</extracomment>
        <translation>chaque paire fait au moins %1, le moins que le milieu %2 puisse porter</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at most 2+9 = 11, the most r1c1 and r1c9 can add up to".</extracomment>
        <translation>chaque paire fait au plus %1, le plus que %2 et %3 puissent faire</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at least 1+2 = 3, the least r1c1 and r1c9 can add up to".</extracomment>
        <translation>chaque paire fait au moins %1, le moins que %2 et %3 puissent faire</translation>
    </message>
    <message>
        <source>the middle %1 holds at most %2</source>
        <translation>le milieu %1 porte au plus %2</translation>
    </message>
    <message>
        <source>the middle %1 holds at least %2</source>
        <translation>le milieu %1 porte au moins %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as its partner %4 holds at least %5</source>
        <extracomment>"r1c1 holds at most 7 − 1 = 6, as its partner r1c9 holds at least 1".</extracomment>
        <translation>%1 porte au plus %2 = %3, car sa partenaire %4 porte au moins %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as its partner %4 holds at most %5</source>
        <extracomment>"r1c1 holds at least 12 − 9 = 3, as its partner r1c9 holds at most 9".</extracomment>
        <translation>%1 porte au moins %2 = %3, car sa partenaire %4 porte au plus %5</translation>
    </message>
    <message>
        <source>the cells between %1 and %2 include %3 in one house, which hold different digits, so the ends differ by at least %4</source>
        <translation>les cases entre %1 et %2 en comptent %3 dans une même maison, qui portent des chiffres différents, donc les bouts diffèrent d'au moins %4</translation>
    </message>
    <message>
        <source>a digit lies strictly between those of %1 and %2, so they differ by at least %3</source>
        <extracomment>"a digit lies strictly between those of r1c1 and r1c3, so they differ by at least 2".</extracomment>
        <translation>un chiffre se trouve strictement entre ceux de %1 et %2, donc ils diffèrent d'au moins %3</translation>
    </message>
    <message>
        <source>%1, and %2 can only be %3, whatever %4 holds</source>
        <extracomment>"...so the ends differ by at least 4, and r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever r1c5 holds".</extracomment>
        <translation>%1, et %2 ne peut être que %3, quoi que porte %4</translation>
    </message>
    <message>
        <source>%1, and as %2 holds %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 3, and as r1c1 holds 4, r1c4 can only be 7".</extracomment>
        <translation>%1, et comme %2 porte %3, %4 ne peut être que %5</translation>
    </message>
    <message>
        <source>%1, and as %2 can only be %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 4, and as r1c5 can only be 1 or 2, r1c1 can only be 6, 7, 8 or 9".</extracomment>
        <translation>%1, et comme %2 ne peut être que %3, %4 ne peut être que %5</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at most %3, so every cell between them holds at most %4</source>
        <extracomment>The two ends of a between line: "r1c1 and r1c5 both hold at most 8, so every cell between them holds at most 7".</extracomment>
        <translation>%1 et %2 portent toutes deux au plus %3, donc chaque case entre elles porte au plus %4</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at least %3, so every cell between them holds at least %4</source>
        <extracomment>"r1c1 and r1c5 both hold at least 3, so every cell between them holds at least 4".</extracomment>
        <translation>%1 et %2 portent toutes deux au moins %3, donc chaque case entre elles porte au moins %4</translation>
    </message>
    <message>
        <source>%1 holds %2, so no cell between %1 and %3 holds %2</source>
        <extracomment>An end of a lockout line holds one digit: "r1c1 holds 5, so no cell between r1c1 and r1c9 holds 5".</extracomment>
        <translation>%1 porte %2, donc aucune case entre %1 et %3 ne porte %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 and %3 at least %4, so the range they span takes in %2 to %4, which no cell between them holds</source>
        <extracomment>The ends of a lockout line: "r1c1 holds at most 3 and r1c5 at least 7, so the range they span takes in 3 to 7, which no cell between them holds".</extracomment>
        <translation>%1 porte au plus %2 et %3 au moins %4, donc l'intervalle qu'elles couvrent comprend %2 à %4, qu'aucune case entre elles ne porte</translation>
    </message>
    <message>
        <source>X = %1 with %2</source>
        <extracomment>An X-sum clue's first digit and the digits of its first X cells: "X = 3 with {2,3,4} or {1,3,5}".</extracomment>
        <translation>X = %1 avec %2</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates of the first cells, only %3 fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): %4.</source>
        <extracomment>"Outside Clue: the first X digits in the line of the X-sum clue 9 left of row 1, X being the first of them, add up to 9; with the candidates of the first cells, only X = 2 with {2,7} or X = 3 with {2,3,4} or {1,3,5} fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): remove ..."</extracomment>
        <translation>%1 : %2 ; avec les candidats des premières cases, seuls %3 conviennent, et aucun chiffre ne se trouve là où aucun d'eux ne le met (la première case porte X, les X − 1 cases suivantes le reste de son ensemble, les cases après elles les autres chiffres) : %4.</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3, side by side</source>
        <extracomment>A way a sandwich clue's 1 and 9 may stand: "1 in r1c1 and 9 in r1c2, side by side".</extracomment>
        <translation>1 en %1 et %2 en %3, côte à côte</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3 with %4 between them</source>
        <extracomment>"1 in r4c3 and 9 in r6c3 with {2} between them".</extracomment>
        <translation>1 en %1 et %2 en %3 avec %4 entre eux</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, the only ways are %3, and no digit stands where no way puts it (the digits between the 1 and the %4 in the cells between, the other digits outside): %5.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 2 above column 3 add up to 2; with the candidates, the only ways are 1 in r4c3 and 9 in r6c3 with {2} between them, and no digit stands where no way puts it (the digits between the 1 and the 9 in the cells between, the other digits outside): remove ..."</extracomment>
        <translation>%1 : %2 ; avec les candidats, les seules façons sont %3, et aucun chiffre ne se trouve là où aucune façon ne le met (les chiffres entre le 1 et le %4 dans les cases entre eux, les autres chiffres au-dehors) : %5.</translation>
    </message>
    <message>
        <source>-rule-</source>
        <extracomment>A weak link a variant rule makes between two digits of two cells (a thermometer, a dot ...): "r1c1(5) -rule- (3)r1c2": r1c1 = 5 and r1c2 = 3 cannot both hold.</extracomment>
        <translation>-règle-</translation>
    </message>
    <message>
        <source>%1 (then %2)</source>
        <extracomment>One run a renban line can make and what its cells hold in it: "4-6 (then r1c9 can only be 4)".</extracomment>
        <translation>%1 (alors %2)</translation>
    </message>
    <message>
        <source>%1: %2; each cell takes a different digit of the run, so with their candidates the run of %3 digits can only be %4: %5.</source>
        <extracomment>"Line Rule: the renban line from r1c9 holds different digits that make a run of consecutive digits; each cell takes a different digit of the run, so with their candidates the run of 3 digits can only be 1-3, 4-6 (then r1c9 can only be 4) or 5-7 (then r1c9 can only be 7): remove 5 and 6 from r1c9."</extracomment>
        <translation>%1 : %2 ; chaque case prend un chiffre différent de la suite, donc avec leurs candidats la suite de %3 chiffres ne peut être que %4 : %5.</translation>
    </message>
    <message>
        <source>%1: %2; the digits it still lacks, %3, are as many as its open cells, so they fill them and no other digit fits: %4.</source>
        <extracomment>"Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; the digits it still lacks, 4, 5, 6 and 7, are as many as its open cells, so they fill them and no other digit fits: remove 1, 2, 3, 8 and 9 from r2c2, r2c3, r3c2 and r3c3."</extracomment>
        <translation>%1 : %2 ; les chiffres qui lui manquent encore, %3, sont aussi nombreux que ses cases ouvertes, donc ils les remplissent et aucun autre chiffre ne convient : %4.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart: "r1c8 lies a multiple of three cells from r4c8 along the line, so their digits share a remainder modulo 3: r4c8 can only be 2, 5 or 8, so r1c8 can only be 2 or 5".</extracomment>
        <translation>%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres ont le même reste modulo 3 : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high): %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line, whose classes are the low, middle and high thirds of the digits.</extracomment>
        <translation>%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres sont dans le même tiers (bas, moyen ou haut) : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: %3, so %1 can only be %4</source>
        <extracomment>Two cells at different places of a modular line's pattern of three: "r2c8 and r5c9 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: r5c9 holds 4, so r2c8 can only be 2, 3, 5 or 6".</extracomment>
        <translation>%1 et %2 ne sont pas à un multiple de trois cases l'une de l'autre, donc leurs restes modulo 3 diffèrent : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their digits lie in different thirds: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 et %2 ne sont pas à un multiple de trois cases l'une de l'autre, donc leurs chiffres sont dans des tiers différents : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); with their candidates, %3 can only be %4: %5.</source>
        <extracomment>"Line Sum: the digits along the arrow from r4c4 add up to the number in its circle (cells sharing a house hold different digits); with their candidates, r4c4 = r4c3 + r4c2 can only be 9 = 4 + 5 or 8 = 5 + 3: remove 6 from r4c4."</extracomment>
        <translation>%1 : %2 (des cases d'une même maison portent des chiffres différents) ; avec leurs candidats, %3 ne peut être que %4 : %5.</translation>
    </message>
    <message>
        <source>%1 (place %2) at most %3</source>
        <extracomment>One cell's bound under a skyscraper clue: "r1c2 (place 1) at most 6".</extracomment>
        <translation>%1 (place %2) au plus %3</translation>
    </message>
    <message>
        <source>%1: %2; a digit d at place p from the clue has at most p − 1 seen before it and %3 − d after it, so it is at most %3 − %4 + p: %5: %6.</source>
        <extracomment>"Outside Clue: seen from the skyscraper clue 4 above column 2, taller digits hide the lower ones behind them, and 4 are seen; a digit d at place p from the clue has at most p − 1 seen before it and 9 − d after it, so it is at most 9 − 4 + p: r1c2 (place 1) at most 6 and r2c2 (place 2) at most 7: remove 7, 8 and 9 from r1c2; 8 and 9 from r2c2."</extracomment>
        <translation>%1 : %2 ; un chiffre d à la place p depuis l'indice a au plus p − 1 chiffres vus avant lui et %3 − d après, donc il vaut au plus %3 − %4 + p : %5 : %6.</translation>
    </message>
    <message>
        <source>Equal Cells</source>
        <translation>Cases égales</translation>
    </message>
    <message>
        <source>in %1 only %2 can hold the digit of %3</source>
        <extracomment>Equal Cells, one fact: "in row 7 only r7c2 can hold the digit of r2c3"</extracomment>
        <translation>dans %1 seule %2 peut porter le chiffre de %3</translation>
    </message>
    <message>
        <source>%1 and %2 hold the same digit (%3)</source>
        <extracomment>Equal Cells, one fact: "r2c3 and r5c1 hold the same digit (the palindrome line from r2c3)"</extracomment>
        <translation>%1 et %2 portent le même chiffre (%3)</translation>
    </message>
    <message>
        <source>%1 (in each house named, every other cell sees a cell holding that digit, is equal to a cell that does, or cannot hold it)</source>
        <extracomment>Equal Cells: said once after the facts, of every house they name</extracomment>
        <translation>%1 (dans chaque maison nommée, toute autre case voit une case portant ce chiffre, est égale à une case qui en voit une, ou ne peut pas le porter)</translation>
    </message>
    <message>
        <source>not %1: %2 would have no place for it</source>
        <extracomment>Equal Cells, a digit they cannot hold: "not 6: row 3 would have no place for it"</extracomment>
        <translation>pas %1 : %2 n'aurait aucune place pour lui</translation>
    </message>
    <message>
        <source>%1 (%2, every cell there that could hold it seeing one of them)</source>
        <extracomment>Equal Cells: "4 or 5 (not 6: row 3 would have no place for it, every cell there that could hold it seeing one of them)"</extracomment>
        <translation>%1 (%2, chaque case qui pourrait l'y porter en voyant une)</translation>
    </message>
    <message>
        <source>%1: %2. So %3 hold one digit, which can only be %4: %5.</source>
        <extracomment>"Equal Cells: r2c3 and r5c1 hold the same digit (the palindrome line from r2c3); in row 7 only r7c2 can hold the digit of r2c3 (in each house named, ...). So r2c3, r5c1 and r7c2 hold one digit, which can only be 4 or 5: remove 6 from r7c2."</extracomment>
        <translation>%1 : %2. Donc %3 portent un seul chiffre, qui ne peut être que %4 : %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit outside its range: %6.</source>
        <translation>%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant à chaque case entre elles un chiffre hors de son intervalle : %6.</translation>
    </message>
    <message>
        <source>Equal Cells Chain</source>
        <translation>Chaîne de cases égales</translation>
    </message>
    <message>
        <source>%1, and %2 with it</source>
        <extracomment>Equal Cells Chain: the cells equal to a house's last place: "…, and r4c8 with it"</extracomment>
        <translation>%1, et %2 avec elle</translation>
    </message>
    <message>
        <source>in %1 only %2 could hold it</source>
        <extracomment>Equal Cells Chain, one link: "in row 2 only r2c6 could hold it"</extracomment>
        <translation>dans %1 seule %2 pourrait le porter</translation>
    </message>
    <message>
        <source>then %1 would have no place for %2</source>
        <extracomment>Equal Cells Chain, the end: "then row 8 would have no place for 7"</extracomment>
        <translation>alors %1 n'aurait aucune place pour %2</translation>
    </message>
    <message>
        <source>then %1, which would hold %2 too, sees a cell holding %2</source>
        <extracomment>Equal Cells Chain, the end: "then r7c6, which would hold 7 too, sees a cell holding 7"</extracomment>
        <translation>alors %1, qui porterait aussi %2, voit une case portant %2</translation>
    </message>
    <message>
        <source>%1: if %2 held %3: %4; so %5.</source>
        <extracomment>"Equal Cells Chain: if r5c4 held 7: in row 2 only r2c6 could hold it; then row 8 would have no place for 7; so 7 goes from r5c4."</extracomment>
        <translation>%1 : si %2 portaient %3 : %4 ; donc %5.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 held %4: %5; so %6.</source>
        <extracomment>"Equal Cells Chain: r5c4 and r7c2 hold the same digit (the palindrome line from r9c2); … If r5c4 and r7c2 held 7: in row 2 only r2c6 could hold it, and r4c8 with it; then r7c6, which would hold 7 too, sees a cell holding 7; so 7 goes from r5c4 and r7c2."</extracomment>
        <translation>%1 : %2. Si %3 portaient %4 : %5 ; donc %6.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of sums a line's segment can add up to: "3–13".</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>the segment from %1 can only add up to %2</source>
        <extracomment>What one segment of a region-sum line (its part in one box) can add up to: "the segment from r8c4 can only add up to 4, 7 or 9" (or a range: "3–13 or 15").</extracomment>
        <translation>le segment depuis %1 ne peut faire que %2</translation>
    </message>
    <message>
        <source>%1 can only hold %2</source>
        <extracomment>"r7c8 can only hold 4 or 7".</extracomment>
        <translation>%1 ne peut porter que %2</translation>
    </message>
    <message>
        <source>%1: %2; %3 (cells sharing a house hold different digits), so the sum is %4, and with it %5: %6.</source>
        <extracomment>"Line Sum: the region-sum line from r8c4 adds up to the same sum in every region it passes through; the segment from r7c8 can only add up to 2, 4 or 7 and the segment from r8c4 can only add up to 4, 7 or 9 (cells sharing a house hold different digits), so the sum is 4 or 7, and with it r7c8 can only hold 4 or 7: 2 goes from r7c8."</extracomment>
        <translation>%1 : %2 ; %3 (les cases d'une même maison portent des chiffres différents), donc la somme vaut %4, et avec elle %5 : %6.</translation>
    </message>
    <message>
        <source>each of %1 can only hold %2</source>
        <translation>chacune de %1 ne peut porter que %2</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit strictly between: %6.</source>
        <translation>%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant à chaque case entre elles un chiffre strictement entre les deux : %6.</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so they hold nothing else</source>
        <extracomment>A hidden subset of a group of different digits: "only r2c1 and r3c1 can hold 1 and 2 in the group, so they hold nothing else".</extracomment>
        <translation>seules %1 peuvent porter %2 dans le groupe, donc elles ne portent rien d'autre</translation>
    </message>
    <message>
        <source>%1 can only be %2, so no other cell of the group holds it</source>
        <extracomment>A cell of a group of different digits with one candidate: "r3c1 can only be 6, so no other cell of the group holds it".</extracomment>
        <translation>%1 ne peut être que %2, donc aucune autre case du groupe ne le porte</translation>
    </message>
    <message>
        <source>%1 can only hold %2 between them, so no other cell of the group holds those</source>
        <extracomment>A naked subset of a group of different digits: "r1c1 and r4c1 can only hold 1 and 2 between them, so no other cell of the group holds those".</extracomment>
        <translation>%1 ne peuvent porter que %2 à elles toutes, donc aucune autre case du groupe ne les porte</translation>
    </message>
    <message>
        <source>%1 holds at most %2, as %3 after it holds at most %4 and %1 cannot hold %5</source>
        <extracomment>"r2c9 holds at most 6, as r3c9 after it holds at most 8 and r2c9 cannot hold 7".</extracomment>
        <translation>%1 porte au plus %2, car %3 après elle porte au plus %4 et %1 ne peut porter %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4 and %1 cannot hold %5</source>
        <extracomment>"r3c9 holds at least 3, as r2c9 before it holds at least 1 and r3c9 cannot hold 2".</extracomment>
        <translation>%1 porte au moins %2, car %3 avant elle porte au moins %4 et %1 ne peut porter %5</translation>
    </message>
    <message>
        <source>House Digit Fit</source>
        <translation>Remplissage par chiffre de maison</translation>
    </message>
    <message>
        <source>%1: in %2, %3 can only go in %4, all cells of %5; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with %3 in one of those cells can be true. Some candidates fit none of them: %6.</source>
        <extracomment>"House Digit Fit: in row 1, 6 can only go in r1c4 or r1c6, all cells of the lockout line from r2c6; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with 6 in one of those cells can be true. Some candidates fit none of them: remove 3, 7 and 9 from r2c4 and r2c6; 1 and 3 from r1c5."</extracomment>
        <translation>%1 : dans %2, %3 ne peut aller qu'en %4, toutes des cases de %5 ; la règle le porte donc là, et de ses remplissages (la règle respectée, les cases d'une même maison portant des chiffres différents) seuls ceux avec %3 dans l'une de ces cases peuvent être vrais. Certains candidats n'entrent dans aucun d'eux : %6.</translation>
    </message>
    <message>
        <source>%1 and %2 share a house, so they hold different digits, and each must fit the rule beside %3: %3 can only be %4</source>
        <extracomment>Two partners of a cell on a variant constraint share a house: "r1c1 and r1c3 share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2, 3, 7, 8 or 9".</extracomment>
        <translation>%1 et %2 partagent une maison, donc portent des chiffres différents, et chacun doit respecter la règle à côté de %3 : %3 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 can only be %2 and %3 only %4; they share a house, so they hold different digits, and each must fit the rule beside %5: %5 can only be %6</source>
        <extracomment>As above, with what the two partners can hold: "r1c1 can only be 6 or 9 and r1c3 only 8 or 9; they share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2 or 3".</extracomment>
        <translation>%1 ne peut être que %2 et %3 que %4 ; ils partagent une maison, donc portent des chiffres différents, et chacun doit respecter la règle à côté de %5 : %5 ne peut être que %6</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so it holds nothing else</source>
        <extracomment>A hidden single of a group of different digits: "only r4c5 can hold 6 in the group, so it holds nothing else".</extracomment>
        <translation>seule %1 peut porter %2 dans le groupe, donc elle ne porte rien d'autre</translation>
    </message>
    <message>
        <source>%1: %2; its open cells make a group holding the digits it still lacks, %3, one each; %4: %5.</source>
        <extracomment>A quadruple's open cells as a group of different digits: "Cell Rule: the four cells of the quadruple at r1c6 hold 1, 2, 3 and 4; its open cells make a group holding the digits it still lacks, 1, 2, 3 and 4, one each; r1c6 and r2c6 can only hold 3 and 4 between them, so no other cell of the group holds those: remove 3 and 4 from r1c7 and r2c7."</extracomment>
        <translation>%1 : %2 ; ses cases ouvertes forment un groupe portant les chiffres qui lui manquent encore, %3, un chacune ; %4 : %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits outside its range, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the ends of the lockout line from r1c1 differ by at least 4, and no digit between them lies in the range the ends span; with the candidates, r1c1 and r1c5 can only hold 1 and 6, 1 and 9 or 2 and 6, each pair leaving every cell between them a digit outside its range: remove 7 from r1c3." As below, when the cells between must also differ where they share a house: "... r1c2 and r2c1 can only hold 1 and 5, 3 and 7 or 5 and 9, each pair leaving the cells between them digits outside its range, different where they share a house: ..."</extracomment>
        <translation>%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant aux cases entre elles des chiffres hors de son intervalle, différents là où elles partagent une maison : %6.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits strictly between, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the digits on the between line from r1c1 lie strictly between the digits in its two end circles; with the candidates, r1c1 and r1c3 can only hold 1 and 4 or 1 and 7, each pair leaving every cell between them a digit strictly between: 6 goes from r1c1." As below, when the cells between must also differ where they share a house: "... r1c1 and r1c5 can only hold 1 and 5 or 2 and 6, each pair leaving the cells between them digits strictly between, different where they share a house: ..."</extracomment>
        <translation>%1 : %2 ; avec les candidats, %3 et %4 ne peuvent porter que %5, chaque paire laissant aux cases entre elles des chiffres strictement entre les deux, différents là où elles partagent une maison : %6.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart that share a house: "r2c8 lies a multiple of three cells from r1c9 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: r1c9 can only be 1, 2, 3, 5, 8 or 9, so r2c8 can only be 2, 3, 5, 6, 8 or 9".</extracomment>
        <translation>%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres ont le même reste modulo 3, et comme elles partagent une maison, elles en portent des chiffres différents : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high), and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 est à un multiple de trois cases de %2 le long de la ligne, donc leurs chiffres sont dans le même tiers (bas, moyen ou haut), et comme elles partagent une maison, elles en portent des chiffres différents : %3, donc %1 ne peut être que %4</translation>
    </message>
    <message>
        <source>%1 can only stand in %2, where it hides every cell behind it</source>
        <extracomment>Where a skyscraper line's tallest digit must stand: "9 can only stand in r5c5, where it hides every cell behind it".</extracomment>
        <translation>%1 ne peut se trouver que dans %2, où il cache toutes les cases derrière lui</translation>
    </message>
    <message>
        <source>only %1 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it</source>
        <extracomment>Which cells of a skyscraper line can be seen: "only r3c1, r3c2, r3c3, r3c5, r3c7, r3c8 and r3c9 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it".</extracomment>
        <translation>seules %1 peuvent être vues (toute autre case se tient derrière un chiffre au moins aussi haut), autant que l'indice, donc toutes sont vues, chacune plus haute que celles d'avant</translation>
    </message>
    <message>
        <source>%1, and their bounds carry: %2</source>
        <extracomment>The cells of a skyscraper line all seen, then their bounds: "only r1c5 ... can be seen (...), so all of them are seen, each taller than those before it, and their bounds carry: r2c5 holds at least 4, as r1c5 before it holds at least 1".</extracomment>
        <translation>%1, et leurs bornes se transmettent : %2</translation>
    </message>
    <message>
        <source>%1: %2; the digits between can add up to %3 only over %4 cells, so the 1 and the %5 have that many cells between them, and no cell that far from these can hold the other: %6.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 10 above column 6 add up to 10; the digits between can add up to 10 only over 2 or 3 cells, so the 1 and the 9 have that many cells between them, and no cell that far from these can hold the other: 1 goes from r8c6."</extracomment>
        <translation>%1 : %2 ; les chiffres entre eux ne peuvent faire %3 que sur %4 cases, donc le 1 et le %5 ont autant de cases entre eux, et aucune case aussi loin de celles-ci ne peut porter l'autre : %6.</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each orthogonal neighbour that is not a minimum cell too</source>
        <translation>%1 porte un chiffre plus petit que chaque voisin orthogonal qui n'est pas aussi une case minimum</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each orthogonal neighbour that is not a maximum cell too</source>
        <translation>%1 porte un chiffre plus grand que chaque voisin orthogonal qui n'est pas aussi une case maximum</translation>
    </message>
    <message>
        <source>if %1 held %2</source>
        <extracomment>The case a skyscraper clue rules out: "if r8c4 held 8".</extracomment>
        <translation>si %1 portait %2</translation>
    </message>
    <message>
        <source>%1 only %2</source>
        <extracomment>What a case leaves a cell of the line: "r4c8 only 6".</extracomment>
        <translation>%1 seulement %2</translation>
    </message>
    <message>
        <source>%1 (which leaves %2)</source>
        <extracomment>A case and what it leaves in the line: "if r4c7 held 4 (which leaves r4c8 only 6 and r4c6 only 8)".</extracomment>
        <translation>%1 (ce qui laisse %2)</translation>
    </message>
    <message>
        <source>%1, at most %2 could be seen, fewer than %3</source>
        <extracomment>"if r4c7 held 4, at most 4 could be seen, fewer than 5".</extracomment>
        <translation>%1, au plus %2 pourraient être vues, moins que %3</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be), and the %3 too, wherever it stands: %4 seen, more than %5</source>
        <extracomment>"if r8c4 held 8, r9c4 and r8c4 would be seen for sure (each taller than any digit before it can be), and the 9 too, wherever it stands: 3 seen, more than 2".</extracomment>
        <translation>%1, %2 seraient vues à coup sûr (chacune plus haute que tout chiffre d'avant ne peut l'être), et le %3 aussi, où qu'il se trouve : %4 vues, plus que %5</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be): %3 seen, more than %4</source>
        <extracomment>"if r9c3 held 2, r9c3, r8c3, r7c3 and r5c3 would be seen for sure (each taller than any digit before it can be): 4 seen, more than 3".</extracomment>
        <translation>%1, %2 seraient vues à coup sûr (chacune plus haute que tout chiffre d'avant ne peut l'être) : %3 vues, plus que %4</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>A case followed along a line: "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5 and r3c6 nothing beside r3c5".</extracomment>
        <translation>%1, alors %2</translation>
    </message>
    <message>
        <source>%1 only %2 beside %3</source>
        <translation>%1 seulement %2 à côté de %3</translation>
    </message>
    <message>
        <source>%1 nothing beside %2</source>
        <extracomment>A case leaves a cell of a whispers line nothing: "r3c7 nothing beside r3c6".</extracomment>
        <translation>%1 rien à côté de %2</translation>
    </message>
    <message>
        <source>%1 taken by %2</source>
        <extracomment>A digit a cell sharing a house holds in the case: "7 taken by r3c5".</extracomment>
        <translation>%1 pris par %2</translation>
    </message>
    <message>
        <source>%1: %2; followed from cell to cell, a case that leaves a cell nothing cannot be: %3: %4.</source>
        <extracomment>"Line Rule: neighbours on the German whispers line from r3c3 differ by at least 5; followed from cell to cell, a case that leaves a cell nothing cannot be: if r3c5 held 7, then …: 7 goes from r3c5." The cases are joined by "; ".</extracomment>
        <translation>%1 : %2 ; suivi de case en case, un cas qui ne laisse rien à une case est impossible : %3 : %4.</translation>
    </message>
    <message>
        <source>%1, the arrow would add up to %2, and %3 can only hold %4</source>
        <extracomment>An arrow's case: "if r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9".</extracomment>
        <translation>%1, la flèche ferait %2, et %3 ne peut porter que %4</translation>
    </message>
    <message>
        <source>%1 only %2 between %3 and %4</source>
        <translation>%1 seulement %2 entre %3 et %4</translation>
    </message>
    <message>
        <source>%1 nothing between %2 and %3</source>
        <extracomment>A case leaves a cell between the ends of a between line nothing: "r5c4 nothing between r3c4 and r6c4".</extracomment>
        <translation>%1 rien entre %2 et %3</translation>
    </message>
    <message>
        <source>%1 only %2 to leave %3 a digit between it and %4</source>
        <translation>%1 seulement %2 pour laisser à %3 un chiffre entre lui et %4</translation>
    </message>
    <message>
        <source>%1 nothing that leaves %2 a digit between it and %3</source>
        <extracomment>A case leaves an end of a between line nothing: "r6c4 nothing that leaves r4c4 a digit between it and r3c4".</extracomment>
        <translation>%1 rien qui laisse à %2 un chiffre entre lui et %3</translation>
    </message>
    <message>
        <source>%1 only %2 above %3</source>
        <translation>%1 seulement %2 au-dessus de %3</translation>
    </message>
    <message>
        <source>%1 nothing above %2</source>
        <extracomment>A case leaves a cell that must hold more than its neighbour nothing: "r2c7 nothing above r1c7".</extracomment>
        <translation>%1 rien au-dessus de %2</translation>
    </message>
    <message>
        <source>%1 only %2 below %3</source>
        <translation>%1 seulement %2 en dessous de %3</translation>
    </message>
    <message>
        <source>%1 nothing below %2</source>
        <extracomment>A case leaves a cell that must hold less than its neighbour nothing: "r2c8 nothing below r2c7".</extracomment>
        <translation>%1 rien en dessous de %2</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 with %2 hold every digit eight times, as %3 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %4%5; %6.</source>
        <extracomment>Phistomefel's ring. "Set Equivalence: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 hold every digit eight times, as boxes 1, 2, 3, 4, 6, 7, 8 and 9 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there ..., 42 = r3c3 + ...; remove ..."</extracomment>
        <translation>Équivalence d'ensembles : %1 avec %2 contiennent chaque chiffre huit fois, comme %3. Les lignes et colonnes couvrent deux fois les cases 2x2 des quatre coins et les blocs une fois, et seuls les blocs couvrent les seize cases autour du bloc 5 : les coins font donc la même somme que cet anneau. En comptant les cages qui s'y trouvent par leur somme (moins les cases qui dépassent) et les chiffres placés, %4%5 ; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: row 1 and column 5 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (the arrow from r8c6 and the arrow from r9c6), and the placed digits, 0 = r1c1 + ... - r8c6 - r9c6; 1 goes from ..."</extracomment>
        <translation>Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant chaque flèche qui s'y trouve par son cercle, que ses chiffres font en somme (%3), et les chiffres placés, %4%5 ; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: ... Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (the arrow from r8c6), and the placed digits, 0 = ...; ..."</extracomment>
        <translation>Équivalence d'ensembles : %1 et %2 contiennent chaque chiffre autant de fois ; ce qu'ils ont en commun s'annule, donc les cases de l'un hors de l'autre font la même somme. En comptant les cages qui s'y trouvent par leur somme (moins les cases qui dépassent), chaque flèche par son cercle, que ses chiffres font en somme (%3), et les chiffres placés, %4%5 ; %6.</translation>
    </message>
    <message>
        <source>Whispers Colouring</source>
        <translation>Coloriage whispers</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate, so digits of one kind go in %6 and of the other in %7</source>
        <extracomment>Whispers Colouring, the opening: "on the German whispers line from r2c1, low digits (1 to 4) and high digits (6 to 9) alternate, so digits of one kind go in r2c1, r2c3 and r3c2 and of the other in r2c2 and r3c1"</extracomment>
        <translation>sur %1, chiffres bas (%2 à %3) et chiffres hauts (%4 à %5) alternent, donc les chiffres d'une sorte vont en %6 et ceux de l'autre en %7</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate along each line</source>
        <extracomment>Whispers Colouring, the opening when houses join lines: "on the German whispers line from r1c1 and the German whispers line from r1c7, low digits (1 to 4) and high digits (6 to 9) alternate along each line"</extracomment>
        <translation>sur %1, chiffres bas (%2 à %3) et chiffres hauts (%4 à %5) alternent le long de chaque ligne</translation>
    </message>
    <message>
        <source>%1 holds %2 and, from other lines, %3: %4 cells, more than the %5 low or the %5 high digits a house has, so those two sets hold digits of different kinds</source>
        <extracomment>Whispers Colouring, two lines' colours joined: "row 2 holds r2c1, r2c3 and r2c5 and, from other lines, r2c7 and r2c9: 5 cells, more than the 4 low or the 4 high digits a house has, so those two sets hold digits of different kinds"</extracomment>
        <translation>%1 contient %2 et, d'autres lignes, %3 : %4 cases, plus que les %5 chiffres bas ou les %5 chiffres hauts d'une unité, donc ces deux ensembles portent des chiffres de sortes différentes</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no low digit</source>
        <translation>%1 ne peut porter que %2, aucun chiffre bas</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no high digit</source>
        <translation>%1 ne peut porter que %2, aucun chiffre haut</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, the %3 high digits of %2 would have only %4 to go in</source>
        <translation>si %1 portaient des chiffres bas, les %3 chiffres hauts de %2 n'auraient que %4 où aller</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, the %3 low digits of %2 would have only %4 to go in</source>
        <translation>si %1 portaient des chiffres hauts, les %3 chiffres bas de %2 n'auraient que %4 où aller</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them: more than its %3</source>
        <translation>si %1 portaient des chiffres bas, %2 en contiendrait %4 : plus que ses %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them: more than its %3</source>
        <translation>si %1 portaient des chiffres hauts, %2 en contiendrait %4 : plus que ses %3</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>si %1 portaient des chiffres bas, %2 en contiendrait %4, avec %5, qui ne peuvent porter aucun autre : plus que ses %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>si %1 portaient des chiffres hauts, %2 en contiendrait %4, avec %5, qui ne peuvent porter aucun autre : plus que ses %3</translation>
    </message>
    <message>
        <source>%1: %2. So low digits go in %3 and high ones in %4: %5.</source>
        <extracomment>Whispers Colouring, the whole step: "Whispers Colouring: &lt;opening&gt;; &lt;joins&gt;; &lt;decision&gt;. So low digits go in r4c1 and r4c3 and high ones in r2c2 and r3c1: remove 6, 7, 8 and 9 from r4c1."</extracomment>
        <translation>%1 : %2. Donc les chiffres bas vont en %3 et les hauts en %4 : %5.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueDescriptions</name>
    <message>
        <source>A house with only one empty cell left. The one digit the house still lacks must go there.</source>
        <translation>Une unité où il ne reste qu'une case vide. Le seul chiffre qui manque encore à l'unité doit y aller.</translation>
    </message>
    <message>
        <source>A cell whose peers already hold every digit but one. Only that candidate is left, so it is the cell's digit.</source>
        <translation>Une case dont les cases liées contiennent déjà tous les chiffres sauf un. Il ne reste que ce candidat : c'est donc le chiffre de la case.</translation>
    </message>
    <message>
        <source>In a box, a digit that fits in only one cell: every other cell is filled or sees the digit in its row or column. The box must hold the digit somewhere, so it goes in that cell, whatever other candidates the cell has.</source>
        <translation>Dans un bloc, un chiffre qui ne peut aller que dans une seule case : toutes les autres sont remplies ou voient ce chiffre dans leur ligne ou leur colonne. Le bloc doit contenir ce chiffre quelque part ; il va donc dans cette case, quels que soient ses autres candidats.</translation>
    </message>
    <message>
        <source>The same in a row or a column: a digit with only one place left in the line goes there.</source>
        <translation>La même chose dans une ligne ou une colonne : un chiffre qui n'y a plus qu'une place y va.</translation>
    </message>
    <message>
        <source>The same in a house that a variant adds: a diagonal, the centre-dot cells, a window or a jigsaw region. Such a house, too, holds every digit once, so a digit with only one place left in it goes there.</source>
        <translation>La même chose dans une unité qu'ajoute une variante : une diagonale, les cases à point central, une fenêtre ou une région de jigsaw. Une telle unité contient elle aussi chaque chiffre une fois ; un chiffre qui n'y a plus qu'une place y va donc.</translation>
    </message>
    <message>
        <source>In a box, every candidate for a digit lies in one row or one column. Whichever of them is true, that line gets its digit inside this box, so the digit goes from the rest of the line.</source>
        <translation>Dans un bloc, tous les candidats d'un chiffre sont dans une même ligne ou une même colonne. Quel que soit le bon, cette ligne reçoit son chiffre dans ce bloc ; on élimine donc le chiffre du reste de la ligne.</translation>
    </message>
    <message>
        <source>In a row or a column, every candidate for a digit lies in one box. The line's digit is then in that box, so the digit goes from the box's other cells.</source>
        <translation>Dans une ligne ou une colonne, tous les candidats d'un chiffre sont dans un même bloc. Le chiffre de la ligne est alors dans ce bloc ; on l'élimine donc des autres cases du bloc.</translation>
    </message>
    <message>
        <source>Two cells that share both a box and a line and hold only the same two digits. The two digits fill these cells, so they go from every other cell of the box and of the line.</source>
        <translation>Deux cases qui partagent à la fois un bloc et une ligne et ne contiennent que les deux mêmes chiffres. Ces deux chiffres remplissent ces cases ; on les élimine donc de toutes les autres cases du bloc et de la ligne.</translation>
    </message>
    <message>
        <source>Three cells that share both a box and a line and hold only three digits between them. Those digits fill the three cells, so they go from the rest of the box and of the line.</source>
        <translation>Trois cases qui partagent à la fois un bloc et une ligne et ne contiennent à elles trois que trois chiffres. Ces chiffres remplissent les trois cases ; on les élimine donc du reste du bloc et de la ligne.</translation>
    </message>
    <message>
        <source>Two cells of a house holding only the same two digits. One cell takes one digit and the other the other, so neither digit can go anywhere else in the house.</source>
        <translation>Deux cases d'une unité qui ne contiennent que les deux mêmes chiffres. L'une prend un chiffre et l'autre l'autre ; aucun des deux ne peut donc aller ailleurs dans l'unité.</translation>
    </message>
    <message>
        <source>Two digits that, in a house, fit only in the same two cells. Those cells must hold these two digits, so every other candidate goes from them.</source>
        <translation>Deux chiffres qui, dans une unité, ne peuvent aller que dans les deux mêmes cases. Ces cases doivent contenir ces deux chiffres ; on en élimine donc tous les autres candidats.</translation>
    </message>
    <message>
        <source>Three cells of a house holding only three digits between them (a cell need not hold all three). The three digits fill the three cells, so they go from the rest of the house.</source>
        <translation>Trois cases d'une unité qui ne contiennent à elles trois que trois chiffres (une case n'a pas besoin de les avoir tous les trois). Ces trois chiffres remplissent les trois cases ; on les élimine donc du reste de l'unité.</translation>
    </message>
    <message>
        <source>Three digits that, in a house, fit only within the same three cells. Those cells hold these digits, so their other candidates go.</source>
        <translation>Trois chiffres qui, dans une unité, ne peuvent aller que dans les trois mêmes cases. Ces cases contiennent ces chiffres ; on élimine donc leurs autres candidats.</translation>
    </message>
    <message>
        <source>Four cells of a house holding only four digits between them. The four digits fill those cells, so they go from the rest of the house.</source>
        <translation>Quatre cases d'une unité qui ne contiennent à elles quatre que quatre chiffres. Ces quatre chiffres remplissent ces cases ; on les élimine donc du reste de l'unité.</translation>
    </message>
    <message>
        <source>Four digits that, in a house, fit only within the same four cells. The cells hold these digits, so every other candidate goes from them.</source>
        <translation>Quatre chiffres qui, dans une unité, ne peuvent aller que dans les quatre mêmes cases. Ces cases contiennent ces chiffres ; on en élimine donc tous les autres candidats.</translation>
    </message>
    <message>
        <source>In two rows, a digit fits only in the same two columns. The digit goes in opposite corners of that rectangle, either way round, so both columns get their digit from these two rows and it goes from the rest of the two columns. The same holds with rows and columns swapped.</source>
        <translation>Dans deux lignes, un chiffre ne peut aller que dans les deux mêmes colonnes. Il occupe deux coins opposés de ce rectangle, dans un sens ou dans l'autre : les deux colonnes reçoivent donc leur chiffre de ces deux lignes, et on l'élimine du reste des deux colonnes. De même en échangeant lignes et colonnes.</translation>
    </message>
    <message>
        <source>An X-Wing of three lines: in three rows, a digit fits only within the same three columns. The three rows put the digit once in each of those columns, so it goes from the rest of them (or with rows and columns swapped).</source>
        <translation>Un X-Wing à trois lignes : dans trois lignes, un chiffre ne peut aller que dans les trois mêmes colonnes. Les trois lignes placent le chiffre une fois dans chacune de ces colonnes ; on l'élimine donc du reste de ces colonnes (ou en échangeant lignes et colonnes).</translation>
    </message>
    <message>
        <source>The same with four lines: in four rows, a digit fits only within the same four columns, so it goes from the rest of those columns (or with rows and columns swapped).</source>
        <translation>La même chose avec quatre lignes : dans quatre lignes, un chiffre ne peut aller que dans les quatre mêmes colonnes ; on l'élimine donc du reste de ces colonnes (ou en échangeant lignes et colonnes).</translation>
    </message>
    <message>
        <source>Two parallel lines where a digit fits in exactly two cells each, with one end of each in the same crossing line. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those ends loses the digit.</source>
        <translation>Deux lignes parallèles où un chiffre ne peut aller que dans exactement deux cases chacune, une extrémité de chacune étant dans la même ligne transversale. Ces deux extrémités ne peuvent pas contenir toutes deux le chiffre ; l'une des deux autres le contient donc. Une case qui voit ces deux extrémités perd le chiffre.</translation>
    </message>
    <message>
        <source>A row and a column where a digit fits in exactly two cells each, with one end of each in the same box. Those two ends cannot both hold the digit, so one of the two far ends does, and a cell that sees both far ends loses the digit.</source>
        <translation>Une ligne et une colonne où un chiffre ne peut aller que dans exactement deux cases chacune, une extrémité de chacune étant dans le même bloc. Ces deux extrémités ne peuvent pas contenir toutes deux le chiffre ; l'une des deux extrémités éloignées le contient donc, et une case qui voit ces deux extrémités perd le chiffre.</translation>
    </message>
    <message>
        <source>A short chain on one digit: two houses where it fits in exactly two cells, joined by two ends that see each other. If the first far end is not the digit, the chain makes the other far end the digit, so a cell that sees both far ends loses it. Skyscraper and 2-String Kite are its best-known shapes.</source>
        <translation>Une courte chaîne sur un chiffre : deux unités où il ne peut aller que dans exactement deux cases, reliées par deux extrémités qui se voient. Si la première extrémité éloignée n'est pas le chiffre, la chaîne impose le chiffre à l'autre ; une case qui voit les deux extrémités éloignées le perd donc. Le gratte-ciel et le cerf-volant en sont les formes les plus connues.</translation>
    </message>
    <message>
        <source>In a box, a digit's candidates lie in one row and one column of it, so the box's digit is on that cross. Take a line where the digit fits in exactly two cells, one of them in line with the cross: the cell where the other end's line meets the cross cannot hold the digit, or the box would be left without it.</source>
        <translation>Dans un bloc, les candidats d'un chiffre sont dans une de ses lignes et une de ses colonnes : le chiffre du bloc est donc sur cette croix. Prenez une ligne où le chiffre ne peut aller que dans exactement deux cases, l'une alignée avec la croix : la case où la ligne de l'autre extrémité croise la croix ne peut pas contenir le chiffre, sinon le bloc en serait privé.</translation>
    </message>
    <message>
        <source>Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}. Whichever digit the pivot takes, one pincer becomes z, so z goes from every cell that sees both pincers.</source>
        <translation>Trois cases à deux candidats : un pivot {x,y} qui voit deux pinces {x,z} et {y,z}. Quel que soit le chiffre du pivot, l'une des pinces vaut z ; on élimine donc z de toute case qui voit les deux pinces.</translation>
    </message>
    <message>
        <source>Like an XY-Wing, but the pivot holds all three digits {x,y,z}. Then z is in the pivot or in a pincer, so z goes from every cell that sees the pivot and both pincers.</source>
        <translation>Comme un XY-Wing, mais le pivot contient les trois chiffres {x,y,z}. Alors z est dans le pivot ou dans une pince ; on élimine donc z de toute case qui voit le pivot et les deux pinces.</translation>
    </message>
    <message>
        <source>Two cells holding only the same two digits {x,y}, which do not see each other, and a house where x fits in exactly two cells, one seeing each of them. The two cells cannot both be x, since that house would lose its x; so one of them is y, and y goes from every cell that sees both.</source>
        <translation>Deux cases qui ne contiennent que les deux mêmes chiffres {x,y} et ne se voient pas, et une unité où x ne peut aller que dans exactement deux cases, chacune voyant l'une d'elles. Les deux cases ne peuvent pas valoir x toutes les deux, sinon cette unité perdrait son x ; l'une vaut donc y, et on élimine y de toute case qui voit les deux.</translation>
    </message>
    <message>
        <source>A chain of cells holding only the same two digits, each seeing the next. The two digits alternate along the chain, so two cells an odd number of steps apart hold one digit each; a cell that sees both loses both digits.</source>
        <translation>Une chaîne de cases qui ne contiennent que les deux mêmes chiffres, chacune voyant la suivante. Les deux chiffres alternent le long de la chaîne : deux cases séparées par un nombre impair d'étapes en contiennent chacune un, et une case qui voit les deux perd les deux chiffres.</translation>
    </message>
    <message>
        <source>Four cells at the corners of a rectangle over two boxes, three of them holding only the same two digits. Were the fourth also one of those two, the digits could swap around the rectangle and the puzzle would have two solutions; so both digits go from the fourth corner. This, like every uniqueness technique, needs a puzzle with a single solution.</source>
        <translation>Quatre cases aux coins d'un rectangle sur deux blocs, dont trois ne contiennent que les deux mêmes chiffres. Si la quatrième valait aussi l'un des deux, les chiffres pourraient s'échanger dans le rectangle et la grille aurait deux solutions ; on élimine donc les deux chiffres du quatrième coin. Comme toute technique d'unicité, cela suppose une grille à solution unique.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose corners hold the same two digits, where the two corners on one side also hold the same one extra digit. One of them must be that extra digit, or the rectangle would give two solutions; so the extra digit goes from every cell that sees both.</source>
        <translation>Un rectangle sur deux blocs dont les coins contiennent les deux mêmes chiffres, et où les deux coins d'un côté ont en plus le même chiffre supplémentaire. L'un d'eux doit valoir ce chiffre, sinon le rectangle donnerait deux solutions ; on élimine donc ce chiffre de toute case qui voit les deux.</translation>
    </message>
    <message>
        <source>Every empty cell holds two candidates except one cell with three, and each digit fits twice in each house, except one digit three times in that cell's houses. Without that digit in the cell, the grid would have two solutions (a bivalue universal grave), so the cell takes it.</source>
        <translation>Chaque case vide a deux candidats, sauf une qui en a trois, et chaque chiffre peut aller deux fois dans chaque unité, sauf un chiffre trois fois dans les unités de cette case. Sans ce chiffre dans la case, la grille aurait deux solutions (un « bivalue universal grave ») ; la case prend donc ce chiffre.</translation>
    </message>
    <message>
        <source>An X-Wing with a fin: one of its lines has extra candidates, all in one box. Either the X-Wing holds or the fin is true; both remove the digit from the cells that lie in a cover line and see the fin.</source>
        <translation>Un X-Wing à aileron : l'une de ses lignes a des candidats en plus, tous dans un même bloc. Soit le X-Wing tient, soit l'aileron est vrai ; dans les deux cas, le chiffre est éliminé des cases qui sont dans une ligne de couverture et voient l'aileron.</translation>
    </message>
    <message>
        <source>A finned X-Wing with one corner missing: without its fin, that line would hold the digit in one cell only. The reasoning and the eliminations are those of the finned X-Wing.</source>
        <translation>Un X-Wing à aileron auquel il manque un coin : sans son aileron, cette ligne n'aurait le chiffre que dans une case. Le raisonnement et les éliminations sont ceux du X-Wing à aileron.</translation>
    </message>
    <message>
        <source>A swordfish with extra candidates (the fin) in one box. Either the swordfish holds or the fin is true, so a cell in a cover line that also sees the fin loses the digit.</source>
        <translation>Un swordfish avec des candidats en plus (l'aileron) dans un bloc. Soit le swordfish tient, soit l'aileron est vrai : une case d'une ligne de couverture qui voit aussi l'aileron perd donc le chiffre.</translation>
    </message>
    <message>
        <source>A finned swordfish in which a line keeps only one corner once its fin is set aside. It removes the same candidates: those in a cover line that see the fin.</source>
        <translation>Un swordfish à aileron dont une ligne ne garde qu'un coin une fois l'aileron mis de côté. Il élimine les mêmes candidats : ceux d'une ligne de couverture qui voient l'aileron.</translation>
    </message>
    <message>
        <source>A jellyfish (four lines) with a fin in one box. Either the jellyfish holds or the fin is true, so a cell in a cover line that sees the fin loses the digit.</source>
        <translation>Un jellyfish (quatre lignes) avec un aileron dans un bloc. Soit le jellyfish tient, soit l'aileron est vrai : une case d'une ligne de couverture qui voit l'aileron perd donc le chiffre.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which a line keeps only one corner once its fin is set aside. The eliminations are the same: cover-line cells that see the fin.</source>
        <translation>Un jellyfish à aileron dont une ligne ne garde qu'un coin une fois l'aileron mis de côté. Les éliminations sont les mêmes : les cases des lignes de couverture qui voient l'aileron.</translation>
    </message>
    <message>
        <source>Follow one digit through the houses where it fits in exactly two cells, colouring those cells in two alternating colours. One colour holds the digit everywhere, the other nowhere. A cell that sees both colours cannot hold the digit.</source>
        <translation>Suivez un chiffre à travers les unités où il ne peut aller que dans exactement deux cases, en coloriant ces cases de deux couleurs en alternance. Une couleur contient le chiffre partout, l'autre nulle part. Une case qui voit les deux couleurs ne peut pas contenir le chiffre.</translation>
    </message>
    <message>
        <source>Colour one digit's two-cell houses as for the trap. If two cells of the same colour see each other, that colour cannot be the true one: the digit goes from all of its cells, and the other colour's cells take it.</source>
        <translation>Coloriez les paires d'un chiffre comme pour le piège. Si deux cases de la même couleur se voient, cette couleur ne peut pas être la bonne : on élimine le chiffre de toutes ses cases, et les cases de l'autre couleur le reçoivent.</translation>
    </message>
    <message>
        <source>Two separate colourings of the same digit. When a colour of one sees a colour of the other, those two cannot both be true, so one of their opposite colours is: a cell that sees both opposites loses the digit. A colour that sees both colours of the other colouring is false.</source>
        <translation>Deux coloriages séparés du même chiffre. Quand une couleur de l'un voit une couleur de l'autre, elles ne peuvent pas être vraies toutes les deux ; l'une de leurs couleurs opposées l'est donc : une case qui voit les deux opposées perd le chiffre. Une couleur qui voit les deux couleurs de l'autre coloriage est fausse.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair and the other two have extra digits. One of those two holds an extra digit, so together they act as one cell of extra digits; with other cells of their house it forms a naked subset, whose digits go from the rest of the house.</source>
        <translation>Un rectangle sur deux blocs dont deux coins ne contiennent que la paire et les deux autres ont des chiffres en plus. L'un de ces deux contient un chiffre en plus ; ensemble, ils agissent donc comme une seule case de chiffres supplémentaires. Avec d'autres cases de leur unité, elle forme un sous-ensemble nu, dont les chiffres sont éliminés du reste de l'unité.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair {x,y}, and in the house of the other two, x fits only in those two. One of them is x, so neither can be y (the rectangle would give two solutions): y goes from both.</source>
        <translation>Un rectangle sur deux blocs dont deux coins ne contiennent que la paire {x,y}, et où, dans l'unité des deux autres, x ne peut aller que dans ces deux-là. L'un d'eux vaut x, donc aucun ne peut valoir y (le rectangle donnerait deux solutions) : on élimine y des deux.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes with one corner holding only {x,y}, where in the row and the column of the opposite corner x fits only within the rectangle. Were that opposite corner y, the rectangle would be forced into two solutions, so y goes from it.</source>
        <translation>Un rectangle sur deux blocs dont un coin ne contient que {x,y}, et où, dans la ligne et la colonne du coin opposé, x ne peut aller qu'à l'intérieur du rectangle. Si ce coin opposé valait y, le rectangle aurait forcément deux solutions ; on en élimine donc y.</translation>
    </message>
    <message>
        <source>A chain on one digit that alternates strong links (a house where the digit fits in exactly two cells) with weak ones (two cells that see each other). One end of the chain holds the digit, so a cell that sees both ends loses it.</source>
        <translation>Une chaîne sur un chiffre qui alterne liens forts (une unité où le chiffre ne peut aller que dans exactement deux cases) et liens faibles (deux cases qui se voient). L'une des extrémités contient le chiffre ; une case qui voit les deux extrémités le perd donc.</translation>
    </message>
    <message>
        <source>A chain of cells with two candidates each, where each cell sees the next and shares a digit with it. If the first cell is not z, the chain forces the last to be z; so one end is z, and a cell that sees both ends loses z.</source>
        <translation>Une chaîne de cases à deux candidats, où chaque case voit la suivante et partage un chiffre avec elle. Si la première case ne vaut pas z, la chaîne force la dernière à valoir z ; une extrémité vaut donc z, et une case qui voit les deux extrémités perd z.</translation>
    </message>
    <message>
        <source>Where a box and a line cross, two or three cells hold more digits than cells. Other cells of the line and of the box hold the rest, in such a way that each digit must sit exactly once in the pattern: line digits go from the rest of the line, box digits from the rest of the box.</source>
        <translation>Là où un bloc et une ligne se croisent, deux ou trois cases contiennent plus de chiffres que de cases. D'autres cases de la ligne et du bloc se partagent le reste, de sorte que chaque chiffre doit figurer exactement une fois dans le motif : les chiffres de la ligne sont éliminés du reste de la ligne, ceux du bloc du reste du bloc.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started. In a closed loop every weak link holds both ways, so candidates that see both ends of one go; a loop that meets its start on a contradiction places or removes the start candidate.</source>
        <translation>Une chaîne de liens forts et faibles en alternance qui revient à son point de départ. Dans une boucle fermée, chaque lien faible vaut dans les deux sens : les candidats qui voient les deux extrémités de l'un d'eux sont éliminés ; une boucle qui retrouve son départ sur une contradiction place ou élimine le candidat de départ.</translation>
    </message>
    <message>
        <source>A chain over any digits and cells alternating strong links (one of two candidates is true) and weak ones (two candidates cannot both be true). One of its two ends is true, so a candidate that sees both ends goes.</source>
        <translation>Une chaîne sur des chiffres et des cases quelconques qui alterne liens forts (l'un de deux candidats est vrai) et liens faibles (deux candidats ne peuvent pas être vrais tous les deux). L'une de ses deux extrémités est vraie : un candidat qui voit les deux extrémités est donc éliminé.</translation>
    </message>
    <message>
        <source>An X-Chain in which a node may be a group: candidates of the digit inside one box that also lie in one line act together, as one node of the chain. One end holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Une chaîne X dont un nœud peut être un groupe : des candidats du chiffre dans un même bloc et une même ligne agissent ensemble, comme un seul nœud de la chaîne. Une extrémité contient le chiffre ; une case qui voit les deux extrémités le perd donc.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house holding N+1 digits: take one digit away and the others fill the cells. Two such sets share a digit x whose candidates all see each other, so at least one of them holds no x and is locked on its other digits. A second shared digit z is therefore in one set or the other, and goes from cells that see every z of both sets.</source>
        <translation>Un ensemble presque verrouillé (ALS) est formé de N cases d'une unité contenant N+1 chiffres : retirez un chiffre et les autres remplissent les cases. Deux tels ensembles partagent un chiffre x dont les candidats se voient tous ; l'un d'eux au moins ne contient donc pas x et est verrouillé sur ses autres chiffres. Un second chiffre commun z est par conséquent dans l'un ou l'autre, et on l'élimine des cases qui voient tous les z des deux ensembles.</translation>
    </message>
    <message>
        <source>Three almost locked sets: a middle one shares a digit x with a first set and a digit y with a second, each time with all candidates of that digit seeing each other. If the first set holds no x, it is locked on its other digits; if it holds x, the middle set holds none, so it holds y and the second set is locked. Either way a digit z of both outer sets is in one of them, and goes from cells that see all their z candidates.</source>
        <translation>Trois ensembles presque verrouillés : celui du milieu partage un chiffre x avec un premier ensemble et un chiffre y avec un second, les candidats de ce chiffre se voyant chaque fois tous. Si le premier ensemble ne contient pas x, il est verrouillé sur ses autres chiffres ; s'il contient x, celui du milieu n'en a pas, il contient donc y et le second ensemble est verrouillé. Dans les deux cas, un chiffre z commun aux deux ensembles extérieurs est dans l'un d'eux, et on l'élimine des cases qui voient tous leurs candidats z.</translation>
    </message>
    <message>
        <source>An Alternating Inference Chain whose nodes may be groups (a digit's candidates in one box and one line) or whole almost locked sets. One end is true, so a candidate that sees both ends goes.</source>
        <translation>Une chaîne d'inférences alternées dont les nœuds peuvent être des groupes (les candidats d'un chiffre dans un bloc et une ligne) ou des ensembles presque verrouillés entiers. Une extrémité est vraie : un candidat qui voit les deux extrémités est donc éliminé.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell in turn and follow the singles each forces. One of them is true, so whatever every case leads to (a digit placed, a candidate removed) holds.</source>
        <translation>Essayez tour à tour chaque candidat d'une case et suivez les singletons que chacun impose. L'un d'eux est vrai : ce à quoi mènent tous les cas (un chiffre placé, un candidat éliminé) est donc acquis.</translation>
    </message>
    <message>
        <source>Try each place a digit has in one house and follow the singles each forces. The digit is in one of them, so whatever every case leads to holds.</source>
        <translation>Essayez chaque place qu'a un chiffre dans une unité et suivez les singletons que chacune impose. Le chiffre est à l'une d'elles : ce à quoi mènent tous les cas est donc acquis.</translation>
    </message>
    <message>
        <source>Assume a candidate true, then false, and follow the singles each way. If one way breaks the grid, the other is the truth; if both lead to the same result, that result holds.</source>
        <translation>Supposez un candidat vrai, puis faux, et suivez les singletons dans chaque cas. Si l'un des cas casse la grille, l'autre est le bon ; si les deux mènent au même résultat, ce résultat est acquis.</translation>
    </message>
    <message>
        <source>The last resort: assume a candidate and follow what it forces. If that ends in a contradiction (a cell with no candidate, a digit with no place in a house), the candidate is false and goes. Pencilmark tells the shortest such story it finds.</source>
        <translation>Le dernier recours : supposez un candidat et suivez ce qu'il impose. Si cela mène à une contradiction (une case sans candidat, un chiffre sans place dans une unité), le candidat est faux et il est éliminé. Pencilmark raconte la plus courte de ces histoires qu'il trouve.</translation>
    </message>
    <message>
        <source>In killer sudoku, a cage holds different digits that add up to its sum, so only some sets of digits fit it: two cells of 3 are 1 and 2, three cells of 23 are 6, 8 and 9. Of those sets, only the ones the cells' candidates can make count; a candidate that no fitting set gives its cell goes. When one empty cell is left, it takes what the sum still lacks.</source>
        <translation>Au killer sudoku, une cage contient des chiffres différents dont la somme fait son total ; seuls certains ensembles de chiffres lui conviennent : deux cases de 3 sont 1 et 2, trois cases de 23 sont 6, 8 et 9. Parmi eux ne comptent que ceux que les candidats des cases peuvent former ; un candidat qu'aucun ensemble possible ne donne à sa case est éliminé. Quand il ne reste qu'une case vide, elle prend ce qui manque à la somme.</translation>
    </message>
    <message>
        <source>The 45 rule: a house holds every digit once, so on 9x9 it adds up to 45. Take away the cages lying wholly inside it and the digits already placed: when a single cell is left over (an innie), it holds the rest. Or add up the cages covering the house: when they stick out of it at a single cell (an outie), that cell holds what they have too much.</source>
        <translation>La règle des 45 : une unité contient chaque chiffre une fois, donc sur 9x9 sa somme fait 45. Retirez les cages entièrement à l'intérieur et les chiffres déjà placés : s'il reste une seule case (un innie), elle contient le reste. Ou additionnez les cages qui couvrent l'unité : si elles n'en dépassent que par une case (un outie), cette case contient ce qu'elles ont en trop.</translation>
    </message>
    <message>
        <source>The 45 rule when it leaves two or more cells: the innies (or the outies) of a house add up to a known number, so they act like a cage of that sum. Their candidates are cut down as a cage's are; cells that do not see one another may repeat a digit.</source>
        <translation>La règle des 45 quand elle laisse deux cases ou plus : les innies (ou les outies) d'une unité ont une somme connue et se comportent donc comme une cage de cette somme. Leurs candidats se réduisent comme ceux d'une cage ; des cases qui ne se voient pas peuvent répéter un chiffre.</translation>
    </message>
    <message>
        <source>A digit that every set still fitting a cage contains must be in the cage. If the cage's candidates for it all lie in one row, column or box (or all see some cells), the digit goes from the rest of that house: the cage takes it.</source>
        <translation>Un chiffre que contient chaque ensemble encore possible pour une cage doit se trouver dans la cage. Si les candidats de la cage pour ce chiffre sont tous dans une ligne, une colonne ou un bloc (ou voient tous certaines cases), le chiffre est éliminé du reste de cette unité : la cage le prend.</translation>
    </message>
    <message>
        <source>In a house, a digit whose candidates all lie inside one cage: the house's digit is in that cage, so the cage contains it. Only the sets with that digit still fit the cage, and its cells outside the house cannot hold the digit.</source>
        <translation>Dans une unité, un chiffre dont les candidats sont tous dans une même cage : le chiffre de l'unité est dans cette cage, donc la cage le contient. Seuls les ensembles avec ce chiffre conviennent encore à la cage, et ses cases hors de l'unité ne peuvent pas contenir ce chiffre.</translation>
    </message>
    <message>
        <source>The 45 rule over several houses side by side: two adjacent rows add up to 90, three to 135, and so on. The cages inside them and those sticking out leave innies or outies with a known sum, which fix a cell or act as a cage.</source>
        <translation>La règle des 45 sur plusieurs unités côte à côte : deux lignes voisines font 90 au total, trois 135, et ainsi de suite. Les cages à l'intérieur et celles qui dépassent laissent des innies ou des outies de somme connue, qui fixent une case ou se comportent comme une cage.</translation>
    </message>
    <message>
        <source>The 45 rule with one innie and one outie: counting one crossing cage whole and another by its cells inside, the innie and the outie differ by a known amount. Each then keeps only candidates that have a partner in the other.</source>
        <translation>La règle des 45 avec un innie et un outie : en comptant une cage qui dépasse en entier et une autre par ses seules cases intérieures, l'innie et l'outie diffèrent d'une quantité connue. Chacune des deux cases ne garde alors que les candidats qui ont un partenaire dans l'autre.</translation>
    </message>
    <message>
        <source>In puzzles whose rows and columns hold every symbol several times (MultiFour: 1 to 4 three times each; DoubleNine: 1 to 9 twice each), count how often a symbol already stands in a line. Once the line holds it as often as it must, the symbol goes from every other cell of the line.</source>
        <translation>Dans les grilles dont chaque ligne et chaque colonne contient chaque symbole plusieurs fois (MultiFour : 1 à 4 trois fois chacun ; DoubleNine : 1 à 9 deux fois chacun), comptez combien de fois un symbole figure déjà dans une ligne. Dès que la ligne le contient autant de fois qu'elle le doit, le symbole s'élimine de toutes ses autres cases.</translation>
    </message>
    <message>
        <source>The hidden single of counted lines: a row or column must still hold a symbol some number of times, and exactly that many of its empty cells can still take it. Every one of those cells gets the symbol, whatever other candidates it has.</source>
        <translation>Le singleton caché des lignes comptées : une ligne ou une colonne doit encore contenir un symbole un certain nombre de fois, et exactement autant de ses cases vides peuvent encore le recevoir. Chacune de ces cases reçoit le symbole, quels que soient ses autres candidats.</translation>
    </message>
    <message>
        <source>In DoubleNine, rows and columns hold every symbol twice and each 3x3 box once. When a line still needs a symbol in as many cells as there are boxes whose candidates for it all lie in the line, those boxes fill the line's missing places: the symbol goes from the line's other cells.</source>
        <translation>Dans le DoubleNine, lignes et colonnes contiennent chaque symbole deux fois et chaque bloc 3x3 une fois. Quand une ligne doit encore recevoir un symbole dans autant de cases qu'il y a de blocs dont tous les candidats pour ce symbole sont dans la ligne, ces blocs remplissent les places manquantes : le symbole s'élimine des autres cases de la ligne.</translation>
    </message>
    <message>
        <source>The other way round: a line's candidates for a symbol lie in exactly as many boxes as the line still needs it. Each box holds the symbol once, so each must give it to the line, and the symbol goes from the boxes' cells outside the line.</source>
        <translation>Dans l'autre sens : les candidats d'une ligne pour un symbole se trouvent dans exactement autant de blocs que la ligne en a encore besoin. Chaque bloc contient le symbole une fois, chacun doit donc le donner à la ligne, et le symbole s'élimine des cases de ces blocs hors de la ligne.</translation>
    </message>
    <message>
        <source>Variant rules of the whole grid tie cells that share no house: anti-knight (a knight's move apart), anti-king (a king's move apart), non-consecutive, disjoint groups, and no black dot, X or V where none is drawn. A placed digit, or a cell's few candidates, rules out the digits its partners may not hold beside it, as a placed digit clears its peers.</source>
        <translation>Les règles de variante de toute la grille lient des cases qui ne partagent aucune maison : anti-cavalier (à un saut de cavalier), anti-roi (à un pas de roi), non-consécutif, groupes disjoints, et pas de point noir, de X ni de V là où aucun n'est dessiné. Un chiffre placé, ou les quelques candidats d'une case, écarte les chiffres que ses partenaires ne peuvent porter à côté de lui, comme un chiffre placé nettoie ses voisines.</translation>
    </message>
    <message>
        <source>Digits rise along a thermometer from its bulb. A cell with k cells before it holds at least k+1, one with k cells after it at most 9-k on 9x9; and with candidates, each cell keeps only the digits some rising filling of the whole thermometer gives it (cells in one house differ).</source>
        <translation>Les chiffres montent le long d'un thermomètre depuis son bulbe. Une case précédée de k cases porte au moins k+1, une case suivie de k cases au plus 9-k en 9x9 ; et avec les candidats, chaque case ne garde que les chiffres qu'un remplissage montant de tout le thermomètre lui donne (cases d'une même maison différentes).</translation>
    </message>
    <message>
        <source>A kropki dot or an X or V ties two neighbours: a white dot makes them consecutive, a black dot one twice the other, an X adds up to 10 and a V to 5. A candidate with no partner across the dot goes: a V never holds 5 or more, a black dot never 5, 7 or 9.</source>
        <translation>Un point kropki ou un X ou V lie deux voisines : un point blanc les rend consécutives, un point noir fait de l'une le double de l'autre, un X fait 10 et un V 5. Un candidat sans partenaire de l'autre côté du point s'en va : un V ne porte jamais 5 ou plus, un point noir jamais 5, 7 ou 9.</translation>
    </message>
    <message>
        <source>Lines with a rule between their cells: whispers (neighbours far apart, so no 5 on a German line), renban (a run of consecutive digits), palindromes and clones (equal cells), between and lockout lines (digits inside or outside the ends), entropic and modular lines. Each cell keeps only the digits some filling of the whole line that keeps its rule gives it.</source>
        <translation>Des lignes avec une règle entre leurs cases : whispers (voisines éloignées, donc pas de 5 sur une ligne German), renban (une suite de chiffres consécutifs), palindromes et clones (cases égales), lignes d'entre-deux et lockout (chiffres entre les bouts ou hors d'eux), lignes entropiques et modulaires. Chaque case ne garde que les chiffres qu'un remplissage de toute la ligne respectant sa règle lui donne.</translation>
    </message>
    <message>
        <source>Sums along cells: an arrow's digits add up to its circle, a little killer clue sums its diagonal, a region-sum line has one sum in each region it crosses, a zipper line's cells equally far from its middle add up alike. The smallest and largest sums the candidates can make bound every cell; a candidate that no fitting filling uses goes.</source>
        <translation>Des sommes le long de cases : les chiffres d'une flèche font son cercle, un indice little killer somme sa diagonale, une ligne de sommes par région a une même somme dans chaque région traversée, les cases d'une ligne fermeture éclair à même distance du milieu font autant. Les plus petite et plus grande sommes des candidats bornent chaque case ; un candidat qu'aucun remplissage qui convient n'utilise s'en va.</translation>
    </message>
    <message>
        <source>Clues outside the grid that read a whole row or column: a sandwich sums the digits between the 1 and the 9, an X-sum the first X digits, a skyscraper counts the digits seen past the lower ones. Each cell of the line keeps only the digits some filling of the line that matches the clue gives it.</source>
        <translation>Des indices hors de la grille qui lisent toute une ligne ou colonne : un sandwich somme les chiffres entre le 1 et le 9, une X-somme les X premiers chiffres, un gratte-ciel compte les chiffres vus par-dessus les plus bas. Chaque case de la ligne ne garde que les chiffres qu'un remplissage de la ligne conforme à l'indice lui donne.</translation>
    </message>
    <message>
        <source>Pointing across the variant rules. A house must hold a digit in one of a few cells (or a cell must hold one of a few digits); each choice rules candidates out through its peers and the constraints tied to it: a knight's move away, a thermometer's cells it would leave too low, the mirror of a palindrome cell and that mirror's peers. What every choice rules out goes.</source>
        <translation>Le pointage à travers les règles de variante. Une maison doit porter un chiffre dans l'une de quelques cases (ou une case l'un de quelques chiffres) ; chaque choix écarte des candidats par ses voisines et les contraintes qui lui sont liées : à un saut de cavalier, les cases d'un thermomètre qu'il laisserait trop basses, le miroir d'une case de palindrome et les voisines de ce miroir. Ce que chaque choix écarte s'en va.</translation>
    </message>
    <message>
        <source>A digit every filling of a constraint holds (a run on a renban line, a sum's only combinations): it must go in one of the constraint's cells that can hold it, so whatever all of them rule out goes, and with one such cell left it goes there.</source>
        <translation>Un chiffre que tout remplissage d'une contrainte contient (une suite sur une ligne renban, les seules combinaisons d'une somme) : il doit aller dans l'une des cases de la contrainte qui peuvent le porter ; ce qu'elles écartent toutes disparaît, et s'il n'en reste qu'une, il y va.</translation>
    </message>
    <message>
        <source>Assume a candidate true and follow it with singles and pointing, and with what each variant constraint and each killer cage still allows its own cells. If that breaks the grid, or leaves a constraint or a cage no filling, the candidate is false.</source>
        <translation>Supposer un candidat vrai et le suivre par les singletons et le pointage, et par ce que chaque contrainte de variante et chaque cage de killer permet encore à ses propres cases. Si la grille se brise, ou qu'une contrainte ou une cage n'a plus de remplissage, le candidat est faux.</translation>
    </message>
    <message>
        <source>Cells that must hold the same digit, whichever it is. A palindrome's mirrored cells are equal. Then look at a house none of them is in: if every cell of it but one sees one of them (through its row, column or box, or a rule such as the knight's move), cannot hold any digit they could hold, or is equal to a cell that sees one of them, the house must hold their digit in that last cell, so it is equal to them too. Equal cells keep only the digits all of them can hold, and never a digit that would leave some house no place for it.</source>
        <translation>Des cases qui doivent porter le même chiffre, quel qu'il soit. Les cases en miroir d'un palindrome sont égales. Regardez ensuite une maison où aucune d'elles ne se trouve : si chacune de ses cases sauf une voit l'une d'elles (par sa ligne, sa colonne ou son bloc, ou une règle comme le saut du cavalier), ne peut porter aucun des chiffres qu'elles pourraient porter, ou est égale à une case qui en voit une, la maison doit porter leur chiffre dans cette dernière case, qui leur est donc égale aussi. Des cases égales ne gardent que les chiffres que toutes peuvent porter, et jamais un chiffre qui ne laisserait à une maison aucune place pour lui.</translation>
    </message>
    <message>
        <source>Equal cells (see Equal Cells) followed for one digit. Suppose a group of equal cells holds a digit: every cell that sees one of them cannot. In a house where that leaves one place, the digit goes there, and into every cell equal to it. Go on while houses have one place left; if a house is left with none, or a cell that would hold the digit sees another that would, the supposition was false and the digit goes from the group.</source>
        <translation>Des cases égales (voir Cases égales) suivies pour un chiffre. Supposez qu'un groupe de cases égales porte un chiffre : aucune case qui voit l'une d'elles ne le peut. Dans une maison où il ne reste alors qu'une place, le chiffre va là, et dans chaque case qui lui est égale. Continuez tant que des maisons n'ont qu'une place ; si une maison n'en a plus aucune, ou si une case qui porterait le chiffre en voit une autre qui le porterait aussi, la supposition était fausse et le chiffre sort du groupe.</translation>
    </message>
    <message>
        <source>A house whose digit can only go on one constraint: in a row, 6 fits only two cells, both in the middle of a lockout line. The line then holds that 6, and of all its fillings only those that put the 6 in one of those cells can be true. With a 6 in its middle, the line's ends must both lie below 6 or both above it, far enough apart; candidates that no such filling uses go, though the line alone would allow them.</source>
        <translation>Une maison dont le chiffre ne peut aller que sur une contrainte : dans une ligne, le 6 ne tient que dans deux cases, toutes deux au milieu d'une ligne lockout. La ligne porte alors ce 6, et de tous ses remplissages seuls ceux qui mettent le 6 dans l'une de ces cases peuvent être vrais. Avec un 6 en son milieu, les bouts de la ligne doivent être tous deux sous 6 ou tous deux au-dessus, assez éloignés ; les candidats qu'aucun tel remplissage n'utilise partent, bien que la ligne seule les permette.</translation>
    </message>
    <message>
        <source>A rule on single cells or a small group: an even or odd cell, a minimum or maximum cell (smaller or larger than each orthogonal neighbour not marked alike), candidates given as a rule, a quadruple's digits, a group whose digits differ. A candidate that no filling of those cells allows goes.</source>
        <translation>Une règle sur des cases seules ou un petit groupe : case paire ou impaire, case minimum ou maximum (plus petite ou plus grande que chaque voisine orthogonale qui n'est pas marquée de même), candidats donnés comme règle, chiffres d'un quadruple, groupe de chiffres différents. Un candidat qu'aucun remplissage de ces cases ne permet s'en va.</translation>
    </message>
    <message>
        <source>Constraints that share cells, taken together: a chain of kropki dots, a thermometer and the arrow on its bulb, two lines that cross, an arrow and the killer cage on its shaft, two cages in one house. One filling must keep every rule at once (a cage's sum too), give cells that see each other different digits and keep the rules of the whole grid between them. Two white dots in a row of three cells make a run of three digits, so the middle cell is never 1 or 9, though each dot alone allows it. A candidate no joint filling uses goes.</source>
        <translation>Des contraintes qui partagent des cases, prises ensemble : une chaîne de points kropki, un thermomètre et la flèche posée sur son bulbe, deux lignes qui se croisent, une flèche et la cage killer sur sa tige, deux cages dans une même unité. Un même remplissage doit respecter toutes les règles à la fois (la somme d'une cage aussi), donner des chiffres différents aux cases qui se voient et respecter entre elles les règles de toute la grille. Deux points blancs sur une rangée de trois cases forment une suite de trois chiffres : la case du milieu n'est jamais 1 ni 9, bien que chaque point seul le permette. Un candidat qu'aucun remplissage commun n'utilise s'en va.</translation>
    </message>
    <message>
        <source>The 45 rule over two sets of houses: k rows and k columns (or k rows or columns and k boxes) each hold every digit k times. What they share cancels, so the cells of one outside the other hold the same digits as the cells of the other outside the first, and add up alike. Counting the cages there by their sums (less the cells that stick out) and an arrow whose shaft lies there by its circle, the cells left over add up to a known value; when it is the most or the least they can make, each house's part of them holds its highest or lowest digits. Phistomefel's ring is one such pair: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 against the eight outer boxes leave the corners' 2x2 cells against the sixteen cells around box 5.</source>
        <translation>La règle des 45 sur deux ensembles d'unités : k lignes et k colonnes (ou k lignes ou colonnes et k blocs) contiennent chacune chaque chiffre k fois. Ce qu'ils ont en commun s'annule, donc les cases de l'un hors de l'autre contiennent les mêmes chiffres que les cases de l'autre hors du premier, et font la même somme. En comptant les cages qui s'y trouvent par leur somme (moins les cases qui dépassent) et une flèche dont la tige s'y trouve par son cercle, les cases restantes font une somme connue ; quand c'est le plus ou le moins qu'elles puissent faire, la part de chaque unité contient ses chiffres les plus hauts ou les plus bas. L'anneau de Phistomefel est une telle paire : les lignes 1, 2, 8 et 9 avec les colonnes 1, 2, 8 et 9 contre les huit blocs extérieurs laissent les cases 2x2 des coins contre les seize cases autour du bloc 5.</translation>
    </message>
    <message>
        <source>On a German whispers line neighbours differ by at least 5, so no cell holds 5 and every digit is low (1 to 4) or high (6 to 9); neighbours hold one of each. The line's cells fall into two colours that alternate: each colour is all low or all high, though not yet known which. A house holds only four low and four high digits, so when one way round would put five low digits in a row (the colour's cells, with others that can only be low), the colour is high. Two colours of different lines that together fill more than four cells of one house hold different kinds, which joins the lines into one colouring.</source>
        <translation>Sur une ligne German whispers, des voisines diffèrent d'au moins 5 : aucune case ne porte 5, et chaque chiffre est bas (1 à 4) ou haut (6 à 9) ; des voisines portent un de chaque. Les cases de la ligne se répartissent en deux couleurs qui alternent : chaque couleur est toute basse ou toute haute, sans qu'on sache encore laquelle. Une unité ne contient que quatre chiffres bas et quatre hauts ; si une possibilité mettait cinq chiffres bas dans une ligne (les cases de la couleur, avec d'autres qui ne peuvent être que basses), la couleur est haute. Deux couleurs de lignes différentes qui remplissent ensemble plus de quatre cases d'une unité portent des sortes différentes, ce qui joint les lignes en un seul coloriage.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueGuide</name>
    <message>
        <source>Techniques</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Difficulty on the Sudoku Explainer scale</source>
        <translation>Difficulté sur l'échelle de Sudoku Explainer</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Exemple commenté</translation>
    </message>
    <message>
        <source>Key to the highlight</source>
        <translation>Légende du surlignage</translation>
    </message>
    <message>
        <source>Worked example board</source>
        <translation>Grille de l'exemple</translation>
    </message>
    <message>
        <source>Family: %1 · Level: %2 · Rating: %3</source>
        <translation>Famille : %1 · Niveau : %2 · Note : %3</translation>
    </message>
    <message>
        <source>The example position no longer leads the solver to this technique, so it is not shown.</source>
        <translation>La position d'exemple ne mène plus le solveur à cette technique ; elle n'est donc pas affichée.</translation>
    </message>
    <message>
        <source>No worked example yet: none of the puzzles searched for this guide needed this technique on the solver's path.</source>
        <translation>Pas encore d'exemple : aucune des grilles parcourues pour ce guide n'a eu besoin de cette technique sur le chemin du solveur.</translation>
    </message>
    <message>
        <source>A %1×%1 X-Sudoku (%2×%3 boxes; both diagonals, too, hold every digit once)</source>
        <translation>Un X-Sudoku %1×%1 (blocs de %2×%3 ; les deux diagonales contiennent elles aussi chaque chiffre une fois)</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle (%2×%3 boxes)</source>
        <translation>Une grille %1×%1 (blocs de %2×%3)</translation>
    </message>
    <message>
        <source>%1, at its start. Source: %2.</source>
        <translation>%1, au départ. Source : %2.</translation>
    </message>
    <message>
        <source>%1, some steps into its solution: the pencil marks are those the earlier steps left. Source: %2.</source>
        <translation>%1, après quelques étapes de la résolution : les notes sont celles que les étapes précédentes ont laissées. Source : %2.</translation>
    </message>
    <message>
        <source>HoDoKu's exemplar puzzles</source>
        <translation>les grilles d'exemple de HoDoKu</translation>
    </message>
    <message>
        <source>the enjoysudoku forum's list of hardest puzzles</source>
        <translation>la liste des grilles les plus difficiles du forum enjoysudoku</translation>
    </message>
    <message>
        <source>Pencilmark's generator</source>
        <translation>le générateur de Pencilmark</translation>
    </message>
    <message>
        <source>A %1×%1 killer sudoku (%2×%3 boxes; each cage's digits differ and add up to its sum)</source>
        <translation>Un killer sudoku %1×%1 (blocs de %2×%3 ; les chiffres de chaque cage sont différents et font sa somme)</translation>
    </message>
    <message>
        <source>the killers of Solo, in Simon Tatham's Portable Puzzle Collection</source>
        <translation>les killers de Solo, dans la Portable Puzzle Collection de Simon Tatham</translation>
    </message>
    <message>
        <source>A %1×%1 MultiFour (symbols 1–%2, each %3 times per row and column)</source>
        <translation>Un MultiFour %1×%1 (symboles 1–%2, chacun %3 fois par ligne et par colonne)</translation>
    </message>
    <message>
        <source>%1, some steps into its solution, with pencil marks a player left behind: one candidate the earlier steps would have removed is still there. Source: %2.</source>
        <translation>%1, après quelques étapes de la résolution, avec des notes qu'un joueur a laissées : un candidat que les étapes précédentes auraient retiré est encore là. Source : %2.</translation>
    </message>
    <message>
        <source>An %1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>Un DoubleNine %1×%1 (1–%2 deux fois par ligne et par colonne, une fois par section %3×%4)</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;S'entraîner</translation>
    </message>
    <message>
        <source>Puzzles that need it, one after another, each started just before the step.</source>
        <translation>Des grilles qui en ont besoin, l'une après l'autre, chacune commencée juste avant l'étape.</translation>
    </message>
    <message>
        <source>Cannot be practised: puzzles that need it are too rare for the generator to make.</source>
        <translation>Impossible de s'entraîner : les grilles qui en ont besoin sont trop rares pour que le générateur les crée.</translation>
    </message>
    <message>
        <source>“%1” by %2, a %3×%3 puzzle with its own rules (%4)</source>
        <translation>« %1 » de %2, une grille %3×%3 avec ses propres règles (%4)</translation>
    </message>
    <message>
        <source>published variant puzzles, shared under CC BY 4.0</source>
        <translation>des grilles de variante publiées, partagées sous CC BY 4.0</translation>
    </message>
    <message>
        <source>Cannot be practised: the generator makes no puzzles with the rules it needs yet.</source>
        <translation>Impossible à pratiquer : le générateur ne fait pas encore de grilles avec les règles qu'elle demande.</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle with its own rules (%2)</source>
        <translation>Une grille %1×%1 avec ses propres règles (%2)</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueOrderDialog</name>
    <message>
        <source>Every technique is switched on.</source>
        <translation>Toutes les techniques sont activées.</translation>
    </message>
    <message numerus="yes">
        <source>%n technique(s) switched off.</source>
        <translation>
            <numerusform>%n technique désactivée.</numerusform>
            <numerusform>%n techniques désactivées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step Order</source>
        <translation>Ordre des techniques</translation>
    </message>
    <message>
        <source>Hints, All Steps and the solving path try these techniques from the top down and never offer one that is switched off. Untick a technique to switch it off; move it up to try it sooner.</source>
        <translation>Les indices, Toutes les étapes et le chemin de résolution essaient ces techniques de haut en bas et n'en proposent jamais une désactivée. Décochez une technique pour la désactiver ; montez-la pour l'essayer plus tôt.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Techniques in the order they are tried</source>
        <translation>Techniques dans l'ordre où elles sont essayées</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Try the selected technique one place sooner (Ctrl+Up).</source>
        <translation>Essayer la technique choisie une place plus tôt (Ctrl+Haut).</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Try the selected technique one place later (Ctrl+Down).</source>
        <translation>Essayer la technique choisie une place plus tard (Ctrl+Bas).</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Rétablir l'ordre standard</translation>
    </message>
    <message>
        <source>The standard order, easiest first, with every technique switched on.</source>
        <translation>L'ordre standard, la plus facile d'abord, avec toutes les techniques activées.</translation>
    </message>
    <message>
        <source>&lt;i&gt;A puzzle's rating and level always use the standard order, whatever the order here, so a puzzle has the same grade for every player.&lt;/i&gt;</source>
        <translation>&lt;i&gt;La note et le niveau d'une grille utilisent toujours l'ordre standard, quel que soit l'ordre choisi ici, pour qu'une grille ait le même niveau pour chaque joueur.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>pm::TwoSolutionsDialog</name>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>One solution</source>
        <translation>Une solution</translation>
    </message>
    <message>
        <source>Another solution</source>
        <translation>Une autre solution</translation>
    </message>
</context>
<context>
    <name>pm::WhyNotText</name>
    <message>
        <source>%1 can go in %2: a solution of the puzzle has it there.</source>
        <extracomment>"Why can't 5 go in r3c4?" answered: it can.</extracomment>
        <translation>%1 peut aller dans %2 : une solution de la grille l'y place.</translation>
    </message>
    <message>
        <source>%1 already holds %2.</source>
        <translation>%1 contient déjà %2.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no digit can go anywhere.</source>
        <translation>La grille n'a pas de solution : aucun chiffre ne peut aller nulle part.</translation>
    </message>
    <message>
        <source>No solution has %1 in %2: the exact search finds none, but the logical techniques find no contradiction they can explain.</source>
        <translation>Aucune solution n'a %1 dans %2 : la recherche exacte n'en trouve pas, mais les techniques logiques ne trouvent aucune contradiction qu'elles puissent expliquer.</translation>
    </message>
    <message>
        <source>Suppose %1 were %2.</source>
        <extracomment>The start of a story that ends in a contradiction: "Suppose r3c4 were 5."</extracomment>
        <translation>Supposons que %1 soit %2.</translation>
    </message>
    <message>
        <source>Then %1, so %2 cannot be %3.</source>
        <extracomment>The end of the story: "Then r7c4 has no candidate left, so r3c4 cannot be 5."</extracomment>
        <translation>Alors %1, donc %2 ne peut pas être %3.</translation>
    </message>
</context>
</TS>
