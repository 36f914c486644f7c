# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the technique guide window. Rows as in phrasebook.py: context, English,
German, French, Spanish.

Help menu accelerators with "&Techniques" (none repeats, with the solving path's):
  en H P K T A   de T L M C Ü   fr I C T H P   es P c T I A
Level names (Easy … Extreme) and "Technique" come from the shared "*" rows;
technique names from phrasebook_steps.py (pm::StepText), and the descriptions
use the same names. German addresses the player with "du", French with "vous",
Spanish with "tú", as the rest of the app does.
"""

MW = "pm::MainWindow"
TG = "pm::TechniqueGuide"
TD = "pm::TechniqueDescriptions"

ENTRIES = [
    # --- the menu entry ---------------------------------------------------------------
    ("pm::MainActions", "&Techniques", "Te&chniken", "Tec&hniques", "Técn&icas"),

    # --- the window -------------------------------------------------------------------
    (TG, "Techniques", "Techniken", "Techniques", "Técnicas"),
    (TG, "Level", "Stufe", "Niveau", "Nivel"),
    (TG, "Rating", "Wertung", "Note", "Puntuación"),
    (TG, "Difficulty on the Sudoku Explainer scale", "Schwierigkeit auf der Skala von Sudoku Explainer",
     "Difficulté sur l'échelle de Sudoku Explainer", "Dificultad en la escala de Sudoku Explainer"),
    (TG, "Worked example", "Beispiel", "Exemple commenté", "Ejemplo resuelto"),
    (TG, "Key to the highlight", "Legende der Markierungen", "Légende du surlignage", "Leyenda del resaltado"),
    (TG, "Worked example board", "Spielfeld des Beispiels", "Grille de l'exemple", "Tablero del ejemplo"),
    (TG, "Family: %1 · Level: %2 · Rating: %3", "Familie: %1 · Stufe: %2 · Wertung: %3",
     "Famille : %1 · Niveau : %2 · Note : %3", "Familia: %1 · Nivel: %2 · Puntuación: %3"),
    (TG, "The example position no longer leads the solver to this technique, so it is not shown.",
     "Die Beispielstellung führt den Löser nicht mehr zu dieser Technik, darum wird sie nicht gezeigt.",
     "La position d'exemple ne mène plus le solveur à cette technique ; elle n'est donc pas affichée.",
     "La posición de ejemplo ya no lleva al resolvedor a esta técnica, así que no se muestra."),
    (TG, "No worked example yet: none of the puzzles searched for this guide needed this technique on the "
         "solver's path.",
     "Noch kein Beispiel: Keines der für diese Anleitung durchsuchten Rätsel brauchte diese Technik auf dem "
     "Lösungsweg.",
     "Pas encore d'exemple : aucune des grilles parcourues pour ce guide n'a eu besoin de cette technique sur "
     "le chemin du solveur.",
     "Aún no hay ejemplo: ninguno de los sudokus revisados para esta guía necesitó esta técnica en el camino "
     "del resolvedor."),
    (TG, "A %1×%1 X-Sudoku (%2×%3 boxes; both diagonals, too, hold every digit once)",
     "Ein %1×%1-X-Sudoku (%2×%3-Blöcke; auch beide Diagonalen enthalten jede Ziffer einmal)",
     "Un X-Sudoku %1×%1 (blocs de %2×%3 ; les deux diagonales contiennent elles aussi chaque chiffre une fois)",
     "Un X-Sudoku de %1×%1 (cajas de %2×%3; también las dos diagonales contienen cada dígito una vez)"),
    (TG, "A %1×%1 MultiFour (symbols 1–%2, each %3 times per row and column)",
     "Ein %1×%1-MultiFour (Symbole 1–%2, jedes %3-mal pro Zeile und Spalte)",
     "Un MultiFour %1×%1 (symboles 1–%2, chacun %3 fois par ligne et par colonne)",
     "Un MultiFour de %1×%1 (símbolos 1–%2, cada uno %3 veces por fila y columna)"),
    (TG, "An %1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)",
     "Ein %1×%1-DoubleNine (1–%2 zweimal pro Zeile und Spalte, einmal pro %3×%4-Abschnitt)",
     "Un DoubleNine %1×%1 (1–%2 deux fois par ligne et par colonne, une fois par section %3×%4)",
     "Un DoubleNine de %1×%1 (1–%2 dos veces por fila y columna, una vez por sección de %3×%4)"),
    (TG, "A %1×%1 puzzle (%2×%3 boxes)", "Ein %1×%1-Rätsel (%2×%3-Blöcke)", "Une grille %1×%1 (blocs de %2×%3)",
     "Un sudoku de %1×%1 (cajas de %2×%3)"),
    (TG, "%1, at its start. Source: %2.", "%1, am Anfang. Quelle: %2.", "%1, au départ. Source : %2.",
     "%1, al principio. Fuente: %2."),
    (TG, "%1, some steps into its solution: the pencil marks are those the earlier steps left. Source: %2.",
     "%1, einige Schritte in die Lösung hinein: Die Notizen sind die, die die früheren Schritte übrig ließen. "
     "Quelle: %2.",
     "%1, après quelques étapes de la résolution : les notes sont celles que les étapes précédentes ont "
     "laissées. Source : %2.",
     "%1, tras algunos pasos de la resolución: las notas son las que dejaron los pasos anteriores. "
     "Fuente: %2."),
    (TG, "%1, some steps into its solution, with pencil marks a player left behind: one candidate the earlier "
     "steps would have removed is still there. Source: %2.",
     "%1, einige Schritte in die Lösung hinein, mit Notizen, wie sie ein Spieler stehen ließ: Ein Kandidat, "
     "den die früheren Schritte entfernt hätten, steht noch da. Quelle: %2.",
     "%1, après quelques étapes de la résolution, avec des notes qu'un joueur a laissées : un candidat que "
     "les étapes précédentes auraient retiré est encore là. Source : %2.",
     "%1, tras algunos pasos de la resolución, con notas que dejó un jugador: sigue ahí un candidato que los "
     "pasos anteriores habrían quitado. Fuente: %2."),
    (TG, "HoDoKu's exemplar puzzles", "HoDoKus Beispielrätsel", "les grilles d'exemple de HoDoKu",
     "los sudokus de ejemplo de HoDoKu"),
    (TG, "the enjoysudoku forum's list of hardest puzzles", "die Liste der schwersten Rätsel des Forums enjoysudoku",
     "la liste des grilles les plus difficiles du forum enjoysudoku",
     "la lista de los sudokus más difíciles del foro enjoysudoku"),
    (TG, "Pencilmark's generator", "Pencilmarks Generator", "le générateur de Pencilmark", "el generador de Pencilmark"),
    # Families of techniques.
    ("pm::Names", "Singles", "Singles", "Singletons", "Singles"),
    ("pm::Names", "Intersections", "Schnittmengen", "Intersections", "Intersecciones"),
    ("pm::Names", "Subsets", "Teilmengen", "Sous-ensembles", "Subconjuntos"),
    ("pm::Names", "Fish", "Fische", "Poissons", "Peces"),
    ("pm::Names", "Single-digit patterns", "Muster einer Ziffer", "Motifs à un chiffre", "Patrones de un dígito"),
    ("pm::Names", "Wings", "Wings", "Wings", "Wings"),
    ("pm::Names", "Colouring", "Färbung", "Coloriage", "Coloreado"),
    ("pm::Names", "Uniqueness", "Eindeutigkeit", "Unicité", "Unicidad"),
    ("pm::Names", "Chains and loops", "Ketten und Schleifen", "Chaînes et boucles", "Cadenas y bucles"),
    ("pm::Names", "Almost locked sets", "Fast gesperrte Mengen (ALS)", "Ensembles presque verrouillés (ALS)",
     "Conjuntos casi bloqueados (ALS)"),
    ("pm::Names", "Forcing chains", "Forcing Chains", "Chaînes forcées", "Cadenas forzadas"),
    ("pm::Names", "Trial and error", "Versuch und Irrtum", "Essai et erreur", "Ensayo y error"),
    ("pm::Names", "Killer cages", "Killer-Käfige", "Cages de killer", "Jaulas de killer"),
    (TG, "the killers of Solo, in Simon Tatham's Portable Puzzle Collection",
     "die Killer-Sudokus von Solo aus Simon Tathams Portable Puzzle Collection",
     "les killers de Solo, dans la Portable Puzzle Collection de Simon Tatham",
     "los killers de Solo, de la Portable Puzzle Collection de Simon Tatham"),
    (TG, "A %1×%1 killer sudoku (%2×%3 boxes; each cage's digits differ and add up to its sum)",
     "Ein %1×%1-Killer-Sudoku (%2×%3-Blöcke; die Ziffern jedes Käfigs sind verschieden und ergeben seine Summe)",
     "Un killer sudoku %1×%1 (blocs de %2×%3 ; les chiffres de chaque cage sont différents et font sa somme)",
     "Un killer sudoku %1×%1 (cajas de %2×%3; los dígitos de cada jaula son distintos y suman su total)"),

    # --- the descriptions -------------------------------------------------------------
    (TD, "A house with only one empty cell left. The one digit the house still lacks must go there.",
     "Eine Einheit mit nur noch einer leeren Zelle. Die eine Ziffer, die der Einheit noch fehlt, gehört dorthin.",
     "Une unité où il ne reste qu'une case vide. Le seul chiffre qui manque encore à l'unité doit y aller.",
     "Una unidad a la que solo le queda una casilla vacía. El único dígito que le falta a la unidad va ahí."),
    (TD, "A cell whose peers already hold every digit but one. Only that candidate is left, so it is the cell's "
         "digit.",
     "Eine Zelle, deren Nachbarn schon alle Ziffern bis auf eine enthalten. Nur dieser Kandidat bleibt übrig, "
     "also ist er die Ziffer der Zelle.",
     "Une case dont les cases liées contiennent déjà tous les chiffres sauf un. Il ne reste que ce candidat : "
     "c'est donc le chiffre de la case.",
     "Una casilla cuyas casillas relacionadas ya tienen todos los dígitos menos uno. Solo queda ese candidato, "
     "así que es el dígito de la casilla."),
    (TD, "In a box, a digit that fits in only one cell: every other cell is filled or sees the digit in its row "
         "or column. The box must hold the digit somewhere, so it goes in that cell, whatever other candidates "
         "the cell has.",
     "Eine Ziffer, die in einem Block nur in eine Zelle passt: Jede andere Zelle ist gefüllt oder sieht die "
     "Ziffer in ihrer Zeile oder Spalte. Irgendwo muss der Block die Ziffer enthalten, also kommt sie in diese "
     "Zelle, egal welche Kandidaten die Zelle sonst noch hat.",
     "Dans un bloc, un chiffre qui ne peut aller que dans une seule case : toutes les autres sont remplies ou "
     "voient ce chiffre dans leur ligne ou leur colonne. Le bloc doit contenir ce chiffre quelque part ; il va "
     "donc dans cette case, quels que soient ses autres candidats.",
     "En una caja, un dígito que solo cabe en una casilla: todas las demás están llenas o ven ese dígito en su "
     "fila o columna. La caja tiene que contener el dígito en algún sitio, así que va en esa casilla, tenga los "
     "candidatos que tenga."),
    (TD, "The same in a row or a column: a digit with only one place left in the line goes there.",
     "Dasselbe in einer Zeile oder Spalte: Eine Ziffer, die dort nur noch einen Platz hat, kommt dorthin.",
     "La même chose dans une ligne ou une colonne : un chiffre qui n'y a plus qu'une place y va.",
     "Lo mismo en una fila o una columna: un dígito al que solo le queda un sitio en ella va ahí."),
    (TD, "The same in a house that a variant adds: a diagonal, the centre-dot cells, a window or a jigsaw "
         "region. Such a house, too, holds every digit once, so a digit with only one place left in it goes "
         "there.",
     "Dasselbe in einer Einheit, die eine Variante hinzufügt: einer Diagonale, den Mittelpunktzellen, einem "
     "Fenster oder einem Jigsaw-Gebiet. Auch eine solche Einheit enthält jede Ziffer einmal, also kommt eine "
     "Ziffer, die dort nur noch einen Platz hat, dorthin.",
     "La même chose dans une unité qu'ajoute une variante : une diagonale, les cases à point central, une "
     "fenêtre ou une région de jigsaw. Une telle unité contient elle aussi chaque chiffre une fois ; un chiffre "
     "qui n'y a plus qu'une place y va donc.",
     "Lo mismo en una unidad que añade una variante: una diagonal, las casillas de punto central, una ventana "
     "o una región de jigsaw. También esa unidad contiene cada dígito una vez, así que un dígito al que solo le "
     "queda un sitio en ella va ahí."),
    (TD, "In a box, every candidate for a digit lies in one row or one column. Whichever of them is true, that "
         "line gets its digit inside this box, so the digit goes from the rest of the line.",
     "In einem Block liegen alle Kandidaten einer Ziffer in einer Zeile oder einer Spalte. Welcher davon auch "
     "stimmt, diese Linie bekommt ihre Ziffer in diesem Block; also streiche die Ziffer im Rest der Linie.",
     "Dans un bloc, tous les candidats d'un chiffre sont dans une même ligne ou une même colonne. Quel que "
     "soit le bon, cette ligne reçoit son chiffre dans ce bloc ; on élimine donc le chiffre du reste de la "
     "ligne.",
     "En una caja, todos los candidatos de un dígito están en una misma fila o columna. Sea cual sea el "
     "verdadero, esa línea recibe su dígito dentro de la caja, así que se elimina el dígito del resto de la "
     "línea."),
    (TD, "In a row or a column, every candidate for a digit lies in one box. The line's digit is then in that "
         "box, so the digit goes from the box's other cells.",
     "In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer in einem Block. Die Ziffer der Linie "
     "steht dann in diesem Block; also streiche sie in den übrigen Zellen des Blocks.",
     "Dans une ligne ou une colonne, tous les candidats d'un chiffre sont dans un même bloc. Le chiffre de la "
     "ligne est alors dans ce bloc ; on l'élimine donc des autres cases du bloc.",
     "En una fila o columna, todos los candidatos de un dígito están en una misma caja. El dígito de la línea "
     "está entonces en esa caja, así que se elimina de las demás casillas de la caja."),
    (TD, "Two cells that share both a box and a line and hold only the same two digits. The two digits fill "
         "these cells, so they go from every other cell of the box and of the line.",
     "Zwei Zellen, die sowohl einen Block als auch eine Linie teilen und nur dieselben zwei Ziffern enthalten. "
     "Die beiden Ziffern füllen diese Zellen; also streiche sie in allen anderen Zellen des Blocks und der "
     "Linie.",
     "Deux cases qui partagent à la fois un bloc et une ligne et ne contiennent que les deux mêmes chiffres. "
     "Ces deux chiffres remplissent ces cases ; on les élimine donc de toutes les autres cases du bloc et de la "
     "ligne.",
     "Dos casillas que comparten una caja y una línea y solo tienen los mismos dos dígitos. Esos dos dígitos "
     "ocupan estas casillas, así que se eliminan de todas las demás casillas de la caja y de la línea."),
    (TD, "Three cells that share both a box and a line and hold only three digits between them. Those digits "
         "fill the three cells, so they go from the rest of the box and of the line.",
     "Drei Zellen, die sowohl einen Block als auch eine Linie teilen und zusammen nur drei Ziffern enthalten. "
     "Diese Ziffern füllen die drei Zellen; also streiche sie im Rest des Blocks und der Linie.",
     "Trois cases qui partagent à la fois un bloc et une ligne et ne contiennent à elles trois que trois "
     "chiffres. Ces chiffres remplissent les trois cases ; on les élimine donc du reste du bloc et de la ligne.",
     "Tres casillas que comparten una caja y una línea y entre las tres solo tienen tres dígitos. Esos dígitos "
     "ocupan las tres casillas, así que se eliminan del resto de la caja y de la línea."),
    (TD, "Two cells of a house holding only the same two digits. One cell takes one digit and the other the "
         "other, so neither digit can go anywhere else in the house.",
     "Zwei Zellen einer Einheit, die nur dieselben zwei Ziffern enthalten. Die eine Zelle bekommt die eine "
     "Ziffer, die andere die andere; also kann keine der beiden sonst irgendwo in der Einheit stehen.",
     "Deux cases d'une unité qui ne contiennent que les deux mêmes chiffres. L'une prend un chiffre et l'autre "
     "l'autre ; aucun des deux ne peut donc aller ailleurs dans l'unité.",
     "Dos casillas de una unidad que solo tienen los mismos dos dígitos. Una se queda con un dígito y la otra "
     "con el otro, así que ninguno de los dos puede ir en otro sitio de la unidad."),
    (TD, "Two digits that, in a house, fit only in the same two cells. Those cells must hold these two digits, "
         "so every other candidate goes from them.",
     "Zwei Ziffern, die in einer Einheit nur in dieselben zwei Zellen passen. Diese Zellen müssen die beiden "
     "Ziffern enthalten; also streiche dort alle anderen Kandidaten.",
     "Deux chiffres qui, dans une unité, ne peuvent aller que dans les deux mêmes cases. Ces cases doivent "
     "contenir ces deux chiffres ; on en élimine donc tous les autres candidats.",
     "Dos dígitos que, en una unidad, solo caben en las mismas dos casillas. Esas casillas tienen que contener "
     "esos dos dígitos, así que se eliminan de ellas todos los demás candidatos."),
    (TD, "Three cells of a house holding only three digits between them (a cell need not hold all three). The "
         "three digits fill the three cells, so they go from the rest of the house.",
     "Drei Zellen einer Einheit, die zusammen nur drei Ziffern enthalten (eine Zelle muss nicht alle drei "
     "haben). Die drei Ziffern füllen die drei Zellen; also streiche sie im Rest der Einheit.",
     "Trois cases d'une unité qui ne contiennent à elles trois que trois chiffres (une case n'a pas besoin de "
     "les avoir tous les trois). Ces trois chiffres remplissent les trois cases ; on les élimine donc du reste "
     "de l'unité.",
     "Tres casillas de una unidad que entre las tres solo tienen tres dígitos (una casilla no tiene por qué "
     "tener los tres). Los tres dígitos ocupan las tres casillas, así que se eliminan del resto de la unidad."),
    (TD, "Three digits that, in a house, fit only within the same three cells. Those cells hold these digits, "
         "so their other candidates go.",
     "Drei Ziffern, die in einer Einheit nur in dieselben drei Zellen passen. Diese Zellen enthalten die drei "
     "Ziffern; also streiche ihre übrigen Kandidaten.",
     "Trois chiffres qui, dans une unité, ne peuvent aller que dans les trois mêmes cases. Ces cases "
     "contiennent ces chiffres ; on élimine donc leurs autres candidats.",
     "Tres dígitos que, en una unidad, solo caben en las mismas tres casillas. Esas casillas contienen esos "
     "dígitos, así que se eliminan sus demás candidatos."),
    (TD, "Four cells of a house holding only four digits between them. The four digits fill those cells, so "
         "they go from the rest of the house.",
     "Vier Zellen einer Einheit, die zusammen nur vier Ziffern enthalten. Die vier Ziffern füllen diese "
     "Zellen; also streiche sie im Rest der Einheit.",
     "Quatre cases d'une unité qui ne contiennent à elles quatre que quatre chiffres. Ces quatre chiffres "
     "remplissent ces cases ; on les élimine donc du reste de l'unité.",
     "Cuatro casillas de una unidad que entre las cuatro solo tienen cuatro dígitos. Los cuatro dígitos ocupan "
     "esas casillas, así que se eliminan del resto de la unidad."),
    (TD, "Four digits that, in a house, fit only within the same four cells. The cells hold these digits, so "
         "every other candidate goes from them.",
     "Vier Ziffern, die in einer Einheit nur in dieselben vier Zellen passen. Die Zellen enthalten diese "
     "Ziffern; also streiche dort alle anderen Kandidaten.",
     "Quatre chiffres qui, dans une unité, ne peuvent aller que dans les quatre mêmes cases. Ces cases "
     "contiennent ces chiffres ; on en élimine donc tous les autres candidats.",
     "Cuatro dígitos que, en una unidad, solo caben en las mismas cuatro casillas. Las casillas contienen esos "
     "dígitos, así que se eliminan de ellas todos los demás candidatos."),
    (TD, "In two rows, a digit fits only in the same two columns. The digit goes in opposite corners of that "
         "rectangle, either way round, so both columns get their digit from these two rows and it goes from "
         "the rest of the two columns. The same holds with rows and columns swapped.",
     "In zwei Zeilen passt eine Ziffer nur in dieselben zwei Spalten. Die Ziffer steht in gegenüberliegenden "
     "Ecken dieses Rechtecks, so oder so herum; beide Spalten bekommen ihre Ziffer also aus diesen zwei Zeilen, "
     "und du kannst sie im Rest der beiden Spalten streichen. Dasselbe gilt mit Zeilen und Spalten vertauscht.",
     "Dans deux lignes, un chiffre ne peut aller que dans les deux mêmes colonnes. Il occupe deux coins opposés "
     "de ce rectangle, dans un sens ou dans l'autre : les deux colonnes reçoivent donc leur chiffre de ces deux "
     "lignes, et on l'élimine du reste des deux colonnes. De même en échangeant lignes et colonnes.",
     "En dos filas, un dígito solo cabe en las mismas dos columnas. El dígito va en esquinas opuestas de ese "
     "rectángulo, en un sentido o en el otro, así que las dos columnas reciben su dígito de esas dos filas y se "
     "elimina del resto de las dos columnas. Lo mismo vale intercambiando filas y columnas."),
    (TD, "An X-Wing of three lines: in three rows, a digit fits only within the same three columns. The three "
         "rows put the digit once in each of those columns, so it goes from the rest of them (or with rows and "
         "columns swapped).",
     "Ein X-Wing aus drei Linien: In drei Zeilen passt eine Ziffer nur in dieselben drei Spalten. Die drei "
     "Zeilen setzen die Ziffer einmal in jede dieser Spalten; also streiche sie im Rest dieser Spalten (oder "
     "mit Zeilen und Spalten vertauscht).",
     "Un X-Wing à trois lignes : dans trois lignes, un chiffre ne peut aller que dans les trois mêmes colonnes. "
     "Les trois lignes placent le chiffre une fois dans chacune de ces colonnes ; on l'élimine donc du reste de "
     "ces colonnes (ou en échangeant lignes et colonnes).",
     "Un X-Wing de tres líneas: en tres filas, un dígito solo cabe en las mismas tres columnas. Las tres filas "
     "ponen el dígito una vez en cada una de esas columnas, así que se elimina del resto de ellas (o "
     "intercambiando filas y columnas)."),
    (TD, "The same with four lines: in four rows, a digit fits only within the same four columns, so it goes "
         "from the rest of those columns (or with rows and columns swapped).",
     "Dasselbe mit vier Linien: In vier Zeilen passt eine Ziffer nur in dieselben vier Spalten; also streiche "
     "sie im Rest dieser Spalten (oder mit Zeilen und Spalten vertauscht).",
     "La même chose avec quatre lignes : dans quatre lignes, un chiffre ne peut aller que dans les quatre mêmes "
     "colonnes ; on l'élimine donc du reste de ces colonnes (ou en échangeant lignes et colonnes).",
     "Lo mismo con cuatro líneas: en cuatro filas, un dígito solo cabe en las mismas cuatro columnas, así que "
     "se elimina del resto de esas columnas (o intercambiando filas y columnas)."),
    (TD, "Two parallel lines where a digit fits in exactly two cells each, with one end of each in the same "
         "crossing line. Those two ends cannot both hold the digit, so one of the two other ends does. A cell "
         "that sees both of those ends loses the digit.",
     "Zwei parallele Linien, in denen eine Ziffer in genau zwei Zellen passt, wobei je ein Ende in derselben "
     "querenden Linie liegt. Diese beiden Enden können die Ziffer nicht beide enthalten, also enthält sie eines "
     "der beiden anderen Enden. In einer Zelle, die beide dieser Enden sieht, streiche die Ziffer.",
     "Deux lignes parallèles où un chiffre ne peut aller que dans exactement deux cases chacune, une extrémité "
     "de chacune étant dans la même ligne transversale. Ces deux extrémités ne peuvent pas contenir toutes deux "
     "le chiffre ; l'une des deux autres le contient donc. Une case qui voit ces deux extrémités perd le "
     "chiffre.",
     "Dos líneas paralelas en las que un dígito cabe en exactamente dos casillas cada una, con un extremo de "
     "cada una en la misma línea transversal. Esos dos extremos no pueden tener ambos el dígito, así que lo "
     "tiene uno de los otros dos. Una casilla que ve esos dos extremos pierde el dígito."),
    (TD, "A row and a column where a digit fits in exactly two cells each, with one end of each in the same box. "
         "Those two ends cannot both hold the digit, so one of the two far ends does, and a cell that sees both "
         "far ends loses the digit.",
     "Eine Zeile und eine Spalte, in denen eine Ziffer in genau zwei Zellen passt, wobei je ein Ende im selben "
     "Block liegt. Diese beiden Enden können die Ziffer nicht beide enthalten, also enthält sie eines der "
     "beiden fernen Enden; in einer Zelle, die beide fernen Enden sieht, streiche die Ziffer.",
     "Une ligne et une colonne où un chiffre ne peut aller que dans exactement deux cases chacune, une "
     "extrémité de chacune étant dans le même bloc. Ces deux extrémités ne peuvent pas contenir toutes deux le "
     "chiffre ; l'une des deux extrémités éloignées le contient donc, et une case qui voit ces deux extrémités "
     "perd le chiffre.",
     "Una fila y una columna en las que un dígito cabe en exactamente dos casillas cada una, con un extremo de "
     "cada una en la misma caja. Esos dos extremos no pueden tener ambos el dígito, así que lo tiene uno de los "
     "dos extremos lejanos, y una casilla que ve a ambos pierde el dígito."),
    (TD, "A short chain on one digit: two houses where it fits in exactly two cells, joined by two ends that "
         "see each other. If the first far end is not the digit, the chain makes the other far end the digit, "
         "so a cell that sees both far ends loses it. Skyscraper and 2-String Kite are its best-known shapes.",
     "Eine kurze Kette auf einer Ziffer: zwei Einheiten, in denen sie in genau zwei Zellen passt, verbunden "
     "über zwei Enden, die sich sehen. Ist das erste ferne Ende nicht die Ziffer, macht die Kette das andere "
     "ferne Ende zur Ziffer; in einer Zelle, die beide fernen Enden sieht, streiche sie also. Skyscraper und "
     "2-String Kite sind ihre bekanntesten Formen.",
     "Une courte chaîne sur un chiffre : deux unités où il ne peut aller que dans exactement deux cases, "
     "reliées par deux extrémités qui se voient. Si la première extrémité éloignée n'est pas le chiffre, la "
     "chaîne impose le chiffre à l'autre ; une case qui voit les deux extrémités éloignées le perd donc. "
     "Le gratte-ciel et le cerf-volant en sont les formes les plus connues.",
     "Una cadena corta sobre un dígito: dos unidades en las que cabe en exactamente dos casillas, unidas por "
     "dos extremos que se ven. Si el primer extremo lejano no es el dígito, la cadena hace que lo sea el otro, "
     "así que una casilla que ve a ambos extremos lejanos lo pierde. El rascacielos y la cometa son sus formas "
     "más conocidas."),
    (TD, "In a box, a digit's candidates lie in one row and one column of it, so the box's digit is on that "
         "cross. Take a line where the digit fits in exactly two cells, one of them in line with the cross: the "
         "cell where the other end's line meets the cross cannot hold the digit, or the box would be left "
         "without it.",
     "In einem Block liegen die Kandidaten einer Ziffer in einer seiner Zeilen und einer seiner Spalten; die "
     "Ziffer des Blocks steht also auf diesem Kreuz. Nimm eine Linie, in der die Ziffer in genau zwei Zellen "
     "passt, eine davon in Flucht mit dem Kreuz: Die Zelle, in der die Linie des anderen Endes das Kreuz "
     "trifft, kann die Ziffer nicht enthalten, sonst bliebe der Block ohne sie.",
     "Dans un bloc, les candidats d'un chiffre sont dans une de ses lignes et une de ses colonnes : le chiffre "
     "du bloc est donc sur cette croix. Prenez une ligne où le chiffre ne peut aller que dans exactement deux "
     "cases, l'une alignée avec la croix : la case où la ligne de l'autre extrémité croise la croix ne peut pas "
     "contenir le chiffre, sinon le bloc en serait privé.",
     "En una caja, los candidatos de un dígito están en una de sus filas y una de sus columnas, así que el "
     "dígito de la caja está en esa cruz. Toma una línea en la que el dígito cabe en exactamente dos casillas, "
     "una alineada con la cruz: la casilla donde la línea del otro extremo corta la cruz no puede tener el "
     "dígito, o la caja se quedaría sin él."),
    (TD, "Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}. Whichever "
         "digit the pivot takes, one pincer becomes z, so z goes from every cell that sees both pincers.",
     "Drei Zellen mit je zwei Kandidaten: ein Pivot {x,y}, der zwei Zangen {x,z} und {y,z} sieht. Welche "
     "Ziffer der Pivot auch bekommt, eine Zange wird z; also streiche z in jeder Zelle, die beide Zangen sieht.",
     "Trois cases à deux candidats : un pivot {x,y} qui voit deux pinces {x,z} et {y,z}. Quel que soit le "
     "chiffre du pivot, l'une des pinces vaut z ; on élimine donc z de toute case qui voit les deux pinces.",
     "Tres casillas con dos candidatos cada una: un pivote {x,y} que ve dos pinzas {x,z} y {y,z}. Tome el "
     "pivote el dígito que tome, una pinza será z, así que z se elimina de toda casilla que vea las dos "
     "pinzas."),
    (TD, "Like an XY-Wing, but the pivot holds all three digits {x,y,z}. Then z is in the pivot or in a pincer, "
         "so z goes from every cell that sees the pivot and both pincers.",
     "Wie ein XY-Wing, aber der Pivot enthält alle drei Ziffern {x,y,z}. Dann steht z im Pivot oder in einer "
     "Zange; also streiche z in jeder Zelle, die den Pivot und beide Zangen sieht.",
     "Comme un XY-Wing, mais le pivot contient les trois chiffres {x,y,z}. Alors z est dans le pivot ou dans "
     "une pince ; on élimine donc z de toute case qui voit le pivot et les deux pinces.",
     "Como un XY-Wing, pero el pivote tiene los tres dígitos {x,y,z}. Entonces z está en el pivote o en una "
     "pinza, así que z se elimina de toda casilla que vea el pivote y las dos pinzas."),
    (TD, "Two cells holding only the same two digits {x,y}, which do not see each other, and a house where x "
         "fits in exactly two cells, one seeing each of them. The two cells cannot both be x, since that house "
         "would lose its x; so one of them is y, and y goes from every cell that sees both.",
     "Zwei Zellen, die nur dieselben zwei Ziffern {x,y} enthalten und sich nicht sehen, und eine Einheit, in "
     "der x in genau zwei Zellen passt, von denen jede eine der beiden sieht. Die beiden Zellen können nicht "
     "beide x sein, sonst verlöre diese Einheit ihr x; also ist eine davon y, und du streichst y in jeder "
     "Zelle, die beide sieht.",
     "Deux cases qui ne contiennent que les deux mêmes chiffres {x,y} et ne se voient pas, et une unité où x "
     "ne peut aller que dans exactement deux cases, chacune voyant l'une d'elles. Les deux cases ne peuvent pas "
     "valoir x toutes les deux, sinon cette unité perdrait son x ; l'une vaut donc y, et on élimine y de toute "
     "case qui voit les deux.",
     "Dos casillas que solo tienen los mismos dos dígitos {x,y} y no se ven, y una unidad en la que x cabe en "
     "exactamente dos casillas, cada una de las cuales ve a una de ellas. Las dos casillas no pueden ser x a la "
     "vez, porque esa unidad se quedaría sin su x; así que una de ellas es y, y la y se elimina de toda casilla "
     "que vea a las dos."),
    (TD, "A chain of cells holding only the same two digits, each seeing the next. The two digits alternate "
         "along the chain, so two cells an odd number of steps apart hold one digit each; a cell that sees both "
         "loses both digits.",
     "Eine Kette von Zellen, die nur dieselben zwei Ziffern enthalten und von denen jede die nächste sieht. "
     "Die beiden Ziffern wechseln sich entlang der Kette ab; zwei Zellen im ungeraden Abstand enthalten also je "
     "eine der Ziffern, und in einer Zelle, die beide sieht, streichst du beide Ziffern.",
     "Une chaîne de cases qui ne contiennent que les deux mêmes chiffres, chacune voyant la suivante. Les deux "
     "chiffres alternent le long de la chaîne : deux cases séparées par un nombre impair d'étapes en contiennent "
     "chacune un, et une case qui voit les deux perd les deux chiffres.",
     "Una cadena de casillas que solo tienen los mismos dos dígitos, cada una viendo a la siguiente. Los dos "
     "dígitos se alternan a lo largo de la cadena, así que dos casillas separadas por un número impar de pasos "
     "tienen un dígito cada una; una casilla que ve a ambas pierde los dos dígitos."),
    (TD, "Four cells at the corners of a rectangle over two boxes, three of them holding only the same two "
         "digits. Were the fourth also one of those two, the digits could swap around the rectangle and the "
         "puzzle would have two solutions; so both digits go from the fourth corner. This, like every "
         "uniqueness technique, needs a puzzle with a single solution.",
     "Vier Zellen in den Ecken eines Rechtecks über zwei Blöcke, drei davon mit nur denselben zwei Ziffern. "
     "Wäre auch die vierte eine dieser beiden, könnten die Ziffern im Rechteck tauschen, und das Rätsel hätte "
     "zwei Lösungen; also streiche beide Ziffern in der vierten Ecke. Das setzt, wie jede "
     "Eindeutigkeitstechnik, ein Rätsel mit genau einer Lösung voraus.",
     "Quatre cases aux coins d'un rectangle sur deux blocs, dont trois ne contiennent que les deux mêmes "
     "chiffres. Si la quatrième valait aussi l'un des deux, les chiffres pourraient s'échanger dans le rectangle "
     "et la grille aurait deux solutions ; on élimine donc les deux chiffres du quatrième coin. Comme toute "
     "technique d'unicité, cela suppose une grille à solution unique.",
     "Cuatro casillas en las esquinas de un rectángulo sobre dos cajas, tres de ellas con solo los mismos dos "
     "dígitos. Si la cuarta también fuera uno de esos dos, los dígitos podrían intercambiarse en el rectángulo "
     "y el sudoku tendría dos soluciones; así que se eliminan los dos dígitos de la cuarta esquina. Como toda "
     "técnica de unicidad, exige un sudoku con una sola solución."),
    (TD, "A rectangle over two boxes whose corners hold the same two digits, where the two corners on one side "
         "also hold the same one extra digit. One of them must be that extra digit, or the rectangle would give "
         "two solutions; so the extra digit goes from every cell that sees both.",
     "Ein Rechteck über zwei Blöcke, dessen Ecken dieselben zwei Ziffern enthalten, wobei die beiden Ecken "
     "einer Seite zusätzlich dieselbe eine Extraziffer haben. Eine davon muss diese Extraziffer sein, sonst "
     "ergäbe das Rechteck zwei Lösungen; also streiche die Extraziffer in jeder Zelle, die beide sieht.",
     "Un rectangle sur deux blocs dont les coins contiennent les deux mêmes chiffres, et où les deux coins d'un "
     "côté ont en plus le même chiffre supplémentaire. L'un d'eux doit valoir ce chiffre, sinon le rectangle "
     "donnerait deux solutions ; on élimine donc ce chiffre de toute case qui voit les deux.",
     "Un rectángulo sobre dos cajas cuyas esquinas tienen los mismos dos dígitos, y donde las dos esquinas de "
     "un lado tienen además el mismo dígito extra. Una de ellas tiene que ser ese dígito extra, o el rectángulo "
     "daría dos soluciones; así que el dígito extra se elimina de toda casilla que vea a las dos."),
    (TD, "Every empty cell holds two candidates except one cell with three, and each digit fits twice in each "
         "house, except one digit three times in that cell's houses. Without that digit in the cell, the grid "
         "would have two solutions (a bivalue universal grave), so the cell takes it.",
     "Jede leere Zelle hat zwei Kandidaten außer einer mit dreien, und jede Ziffer passt in jeder Einheit "
     "zweimal, außer einer Ziffer dreimal in den Einheiten dieser Zelle. Ohne diese Ziffer in der Zelle hätte "
     "das Gitter zwei Lösungen (ein „bivalue universal grave“), also bekommt die Zelle diese Ziffer.",
     "Chaque case vide a deux candidats, sauf une qui en a trois, et chaque chiffre peut aller deux fois dans "
     "chaque unité, sauf un chiffre trois fois dans les unités de cette case. Sans ce chiffre dans la case, la "
     "grille aurait deux solutions (un « bivalue universal grave ») ; la case prend donc ce chiffre.",
     "Cada casilla vacía tiene dos candidatos salvo una con tres, y cada dígito cabe dos veces en cada unidad, "
     "salvo un dígito tres veces en las unidades de esa casilla. Sin ese dígito en la casilla, la cuadrícula "
     "tendría dos soluciones (un «bivalue universal grave»), así que la casilla se queda con él."),
    (TD, "An X-Wing with a fin: one of its lines has extra candidates, all in one box. Either the X-Wing holds "
         "or the fin is true; both remove the digit from the cells that lie in a cover line and see the fin.",
     "Ein X-Wing mit Flosse: Eine seiner Linien hat zusätzliche Kandidaten, alle in einem Block. Entweder gilt "
     "der X-Wing oder die Flosse stimmt; beides streicht die Ziffer in den Zellen, die in einer Deckungslinie "
     "liegen und die Flosse sehen.",
     "Un X-Wing à aileron : l'une de ses lignes a des candidats en plus, tous dans un même bloc. Soit le X-Wing "
     "tient, soit l'aileron est vrai ; dans les deux cas, le chiffre est éliminé des cases qui sont dans une "
     "ligne de couverture et voient l'aileron.",
     "Un X-Wing con aleta: una de sus líneas tiene candidatos de más, todos en una misma caja. O vale el X-Wing "
     "o la aleta es verdadera; en ambos casos se elimina el dígito de las casillas que están en una línea de "
     "cobertura y ven la aleta."),
    (TD, "A finned X-Wing with one corner missing: without its fin, that line would hold the digit in one cell "
         "only. The reasoning and the eliminations are those of the finned X-Wing.",
     "Ein Finned X-Wing, dem eine Ecke fehlt: Ohne ihre Flosse hätte diese Linie die Ziffer nur in einer "
     "Zelle. Begründung und Streichungen sind die des Finned X-Wing.",
     "Un X-Wing à aileron auquel il manque un coin : sans son aileron, cette ligne n'aurait le chiffre que dans "
     "une case. Le raisonnement et les éliminations sont ceux du X-Wing à aileron.",
     "Un X-Wing con aleta al que le falta una esquina: sin su aleta, esa línea solo tendría el dígito en una "
     "casilla. El razonamiento y las eliminaciones son los del X-Wing con aleta."),
    (TD, "A swordfish with extra candidates (the fin) in one box. Either the swordfish holds or the fin is true, "
         "so a cell in a cover line that also sees the fin loses the digit.",
     "Ein Swordfish mit zusätzlichen Kandidaten (der Flosse) in einem Block. Entweder gilt der Swordfish oder "
     "die Flosse stimmt; in einer Zelle einer Deckungslinie, die auch die Flosse sieht, streiche also die "
     "Ziffer.",
     "Un swordfish avec des candidats en plus (l'aileron) dans un bloc. Soit le swordfish tient, soit "
     "l'aileron est vrai : une case d'une ligne de couverture qui voit aussi l'aileron perd donc le chiffre.",
     "Un swordfish con candidatos de más (la aleta) en una caja. O vale el swordfish o la aleta es verdadera, "
     "así que una casilla de una línea de cobertura que también ve la aleta pierde el dígito."),
    (TD, "A finned swordfish in which a line keeps only one corner once its fin is set aside. It removes the "
         "same candidates: those in a cover line that see the fin.",
     "Ein Finned Swordfish, bei dem eine Linie ohne ihre Flosse nur eine Ecke behält. Er streicht dieselben "
     "Kandidaten: die in einer Deckungslinie, die die Flosse sehen.",
     "Un swordfish à aileron dont une ligne ne garde qu'un coin une fois l'aileron mis de côté. Il élimine les "
     "mêmes candidats : ceux d'une ligne de couverture qui voient l'aileron.",
     "Un swordfish con aleta en el que una línea solo conserva una esquina si se deja aparte la aleta. Elimina "
     "los mismos candidatos: los de una línea de cobertura que ven la aleta."),
    (TD, "A jellyfish (four lines) with a fin in one box. Either the jellyfish holds or the fin is true, so a "
         "cell in a cover line that sees the fin loses the digit.",
     "Ein Jellyfish (vier Linien) mit einer Flosse in einem Block. Entweder gilt der Jellyfish oder die Flosse "
     "stimmt; in einer Zelle einer Deckungslinie, die die Flosse sieht, streiche also die Ziffer.",
     "Un jellyfish (quatre lignes) avec un aileron dans un bloc. Soit le jellyfish tient, soit l'aileron est "
     "vrai : une case d'une ligne de couverture qui voit l'aileron perd donc le chiffre.",
     "Un jellyfish (cuatro líneas) con una aleta en una caja. O vale el jellyfish o la aleta es verdadera, así "
     "que una casilla de una línea de cobertura que ve la aleta pierde el dígito."),
    (TD, "A finned jellyfish in which a line keeps only one corner once its fin is set aside. The eliminations "
         "are the same: cover-line cells that see the fin.",
     "Ein Finned Jellyfish, bei dem eine Linie ohne ihre Flosse nur eine Ecke behält. Die Streichungen sind "
     "dieselben: Zellen der Deckungslinien, die die Flosse sehen.",
     "Un jellyfish à aileron dont une ligne ne garde qu'un coin une fois l'aileron mis de côté. Les "
     "éliminations sont les mêmes : les cases des lignes de couverture qui voient l'aileron.",
     "Un jellyfish con aleta en el que una línea solo conserva una esquina si se deja aparte la aleta. Las "
     "eliminaciones son las mismas: casillas de las líneas de cobertura que ven la aleta."),
    (TD, "Follow one digit through the houses where it fits in exactly two cells, colouring those cells in two "
         "alternating colours. One colour holds the digit everywhere, the other nowhere. A cell that sees both "
         "colours cannot hold the digit.",
     "Verfolge eine Ziffer durch die Einheiten, in denen sie in genau zwei Zellen passt, und färbe diese "
     "Zellen abwechselnd in zwei Farben. Eine Farbe enthält die Ziffer überall, die andere nirgends. Eine "
     "Zelle, die beide Farben sieht, kann die Ziffer nicht enthalten.",
     "Suivez un chiffre à travers les unités où il ne peut aller que dans exactement deux cases, en coloriant "
     "ces cases de deux couleurs en alternance. Une couleur contient le chiffre partout, l'autre nulle part. "
     "Une case qui voit les deux couleurs ne peut pas contenir le chiffre.",
     "Sigue un dígito por las unidades en las que cabe en exactamente dos casillas y colorea esas casillas con "
     "dos colores alternos. Un color tiene el dígito en todas partes y el otro en ninguna. Una casilla que ve "
     "los dos colores no puede tener el dígito."),
    (TD, "Colour one digit's two-cell houses as for the trap. If two cells of the same colour see each other, "
         "that colour cannot be the true one: the digit goes from all of its cells, and the other colour's cells "
         "take it.",
     "Färbe die Zweierpaare einer Ziffer wie beim Trap. Sehen sich zwei Zellen derselben Farbe, kann diese "
     "Farbe nicht die richtige sein: Streiche die Ziffer in all ihren Zellen, und die Zellen der anderen Farbe "
     "bekommen sie.",
     "Coloriez les paires d'un chiffre comme pour le piège. Si deux cases de la même couleur se voient, cette "
     "couleur ne peut pas être la bonne : on élimine le chiffre de toutes ses cases, et les cases de l'autre "
     "couleur le reçoivent.",
     "Colorea las parejas de un dígito como en la trampa. Si dos casillas del mismo color se ven, ese color no "
     "puede ser el verdadero: se elimina el dígito de todas sus casillas, y las casillas del otro color se "
     "quedan con él."),
    (TD, "Two separate colourings of the same digit. When a colour of one sees a colour of the other, those two "
         "cannot both be true, so one of their opposite colours is: a cell that sees both opposites loses the "
         "digit. A colour that sees both colours of the other colouring is false.",
     "Zwei getrennte Färbungen derselben Ziffer. Sieht eine Farbe der einen eine Farbe der anderen, können "
     "nicht beide stimmen, also stimmt eine ihrer Gegenfarben: In einer Zelle, die beide Gegenfarben sieht, "
     "streiche die Ziffer. Eine Farbe, die beide Farben der anderen Färbung sieht, ist falsch.",
     "Deux coloriages séparés du même chiffre. Quand une couleur de l'un voit une couleur de l'autre, elles ne "
     "peuvent pas être vraies toutes les deux ; l'une de leurs couleurs opposées l'est donc : une case qui voit "
     "les deux opposées perd le chiffre. Une couleur qui voit les deux couleurs de l'autre coloriage est "
     "fausse.",
     "Dos coloreados separados del mismo dígito. Cuando un color de uno ve un color del otro, no pueden ser "
     "verdaderos los dos, así que lo es uno de sus colores opuestos: una casilla que ve ambos opuestos pierde el "
     "dígito. Un color que ve los dos colores del otro coloreado es falso."),
    (TD, "A rectangle over two boxes where two corners hold only the pair and the other two have extra digits. "
         "One of those two holds an extra digit, so together they act as one cell of extra digits; with other "
         "cells of their house it forms a naked subset, whose digits go from the rest of the house.",
     "Ein Rechteck über zwei Blöcke, bei dem zwei Ecken nur das Paar enthalten und die anderen beiden "
     "Extraziffern haben. Eine dieser beiden enthält eine Extraziffer; zusammen wirken sie also wie eine Zelle "
     "aus Extraziffern. Mit anderen Zellen ihrer Einheit bildet sie eine nackte Teilmenge, deren Ziffern du im "
     "Rest der Einheit streichst.",
     "Un rectangle sur deux blocs dont deux coins ne contiennent que la paire et les deux autres ont des "
     "chiffres en plus. L'un de ces deux contient un chiffre en plus ; ensemble, ils agissent donc comme une "
     "seule case de chiffres supplémentaires. Avec d'autres cases de leur unité, elle forme un sous-ensemble nu, "
     "dont les chiffres sont éliminés du reste de l'unité.",
     "Un rectángulo sobre dos cajas en el que dos esquinas solo tienen el par y las otras dos tienen dígitos "
     "extra. Una de esas dos tiene un dígito extra, así que juntas actúan como una sola casilla de dígitos "
     "extra; con otras casillas de su unidad forma un subconjunto desnudo, cuyos dígitos se eliminan del resto "
     "de la unidad."),
    (TD, "A rectangle over two boxes where two corners hold only the pair {x,y}, and in the house of the other "
         "two, x fits only in those two. One of them is x, so neither can be y (the rectangle would give two "
         "solutions): y goes from both.",
     "Ein Rechteck über zwei Blöcke, bei dem zwei Ecken nur das Paar {x,y} enthalten und x in der Einheit der "
     "anderen beiden nur in diese beiden passt. Eine davon ist x, also kann keine y sein (das Rechteck ergäbe "
     "zwei Lösungen): Streiche y in beiden.",
     "Un rectangle sur deux blocs dont deux coins ne contiennent que la paire {x,y}, et où, dans l'unité des "
     "deux autres, x ne peut aller que dans ces deux-là. L'un d'eux vaut x, donc aucun ne peut valoir y (le "
     "rectangle donnerait deux solutions) : on élimine y des deux.",
     "Un rectángulo sobre dos cajas en el que dos esquinas solo tienen el par {x,y} y, en la unidad de las "
     "otras dos, x solo cabe en esas dos. Una de ellas es x, así que ninguna puede ser y (el rectángulo daría "
     "dos soluciones): se elimina y de las dos."),
    (TD, "A rectangle over two boxes with one corner holding only {x,y}, where in the row and the column of the "
         "opposite corner x fits only within the rectangle. Were that opposite corner y, the rectangle would be "
         "forced into two solutions, so y goes from it.",
     "Ein Rechteck über zwei Blöcke mit einer Ecke, die nur {x,y} enthält, wobei x in der Zeile und der Spalte "
     "der gegenüberliegenden Ecke nur innerhalb des Rechtecks passt. Wäre diese gegenüberliegende Ecke y, "
     "ergäbe das Rechteck zwangsläufig zwei Lösungen; also streiche dort y.",
     "Un rectangle sur deux blocs dont un coin ne contient que {x,y}, et où, dans la ligne et la colonne du "
     "coin opposé, x ne peut aller qu'à l'intérieur du rectangle. Si ce coin opposé valait y, le rectangle "
     "aurait forcément deux solutions ; on en élimine donc y.",
     "Un rectángulo sobre dos cajas con una esquina que solo tiene {x,y}, donde en la fila y la columna de la "
     "esquina opuesta x solo cabe dentro del rectángulo. Si esa esquina opuesta fuera y, el rectángulo tendría "
     "por fuerza dos soluciones, así que se elimina la y de ella."),
    (TD, "A chain on one digit that alternates strong links (a house where the digit fits in exactly two cells) "
         "with weak ones (two cells that see each other). One end of the chain holds the digit, so a cell that "
         "sees both ends loses it.",
     "Eine Kette auf einer Ziffer, die starke Verbindungen (eine Einheit, in der die Ziffer in genau zwei "
     "Zellen passt) mit schwachen (zwei Zellen, die sich sehen) abwechselt. Ein Ende der Kette enthält die "
     "Ziffer; in einer Zelle, die beide Enden sieht, streiche sie also.",
     "Une chaîne sur un chiffre qui alterne liens forts (une unité où le chiffre ne peut aller que dans "
     "exactement deux cases) et liens faibles (deux cases qui se voient). L'une des extrémités contient le "
     "chiffre ; une case qui voit les deux extrémités le perd donc.",
     "Una cadena sobre un dígito que alterna enlaces fuertes (una unidad en la que el dígito cabe en "
     "exactamente dos casillas) con enlaces débiles (dos casillas que se ven). Uno de los extremos tiene el "
     "dígito, así que una casilla que ve a ambos extremos lo pierde."),
    (TD, "A chain of cells with two candidates each, where each cell sees the next and shares a digit with it. "
         "If the first cell is not z, the chain forces the last to be z; so one end is z, and a cell that sees "
         "both ends loses z.",
     "Eine Kette von Zellen mit je zwei Kandidaten, in der jede Zelle die nächste sieht und eine Ziffer mit "
     "ihr teilt. Ist die erste Zelle nicht z, zwingt die Kette die letzte zu z; also ist ein Ende z, und in "
     "einer Zelle, die beide Enden sieht, streichst du z.",
     "Une chaîne de cases à deux candidats, où chaque case voit la suivante et partage un chiffre avec elle. "
     "Si la première case ne vaut pas z, la chaîne force la dernière à valoir z ; une extrémité vaut donc z, "
     "et une case qui voit les deux extrémités perd z.",
     "Una cadena de casillas con dos candidatos cada una, en la que cada casilla ve a la siguiente y comparte "
     "un dígito con ella. Si la primera no es z, la cadena obliga a la última a serlo; así que un extremo es z, "
     "y una casilla que ve a ambos extremos pierde z."),
    (TD, "Where a box and a line cross, two or three cells hold more digits than cells. Other cells of the line "
         "and of the box hold the rest, in such a way that each digit must sit exactly once in the pattern: "
         "line digits go from the rest of the line, box digits from the rest of the box.",
     "Wo sich ein Block und eine Linie kreuzen, enthalten zwei oder drei Zellen mehr Ziffern als Zellen. "
     "Andere Zellen der Linie und des Blocks nehmen den Rest so auf, dass jede Ziffer genau einmal im Muster "
     "stehen muss: Streiche die Ziffern der Linie im Rest der Linie und die des Blocks im Rest des Blocks.",
     "Là où un bloc et une ligne se croisent, deux ou trois cases contiennent plus de chiffres que de cases. "
     "D'autres cases de la ligne et du bloc se partagent le reste, de sorte que chaque chiffre doit figurer "
     "exactement une fois dans le motif : les chiffres de la ligne sont éliminés du reste de la ligne, ceux du "
     "bloc du reste du bloc.",
     "Donde se cruzan una caja y una línea, dos o tres casillas tienen más dígitos que casillas. Otras casillas "
     "de la línea y de la caja se reparten el resto, de modo que cada dígito debe estar exactamente una vez en "
     "el patrón: los dígitos de la línea se eliminan del resto de la línea, y los de la caja del resto de la "
     "caja."),
    (TD, "A chain of alternating strong and weak links that comes back to where it started. In a closed loop "
         "every weak link holds both ways, so candidates that see both ends of one go; a loop that meets its "
         "start on a contradiction places or removes the start candidate.",
     "Eine Kette abwechselnd starker und schwacher Verbindungen, die zu ihrem Anfang zurückkehrt. In einer "
     "geschlossenen Schleife gilt jede schwache Verbindung in beide Richtungen, also streichst du Kandidaten, "
     "die beide Enden einer solchen sehen; trifft die Schleife ihren Anfang mit einem Widerspruch, wird der "
     "Anfangskandidat gesetzt oder gestrichen.",
     "Une chaîne de liens forts et faibles en alternance qui revient à son point de départ. Dans une boucle "
     "fermée, chaque lien faible vaut dans les deux sens : les candidats qui voient les deux extrémités de l'un "
     "d'eux sont éliminés ; une boucle qui retrouve son départ sur une contradiction place ou élimine le "
     "candidat de départ.",
     "Una cadena de enlaces fuertes y débiles alternos que vuelve a su punto de partida. En un bucle cerrado "
     "cada enlace débil vale en los dos sentidos, así que se eliminan los candidatos que ven los dos extremos "
     "de uno de ellos; un bucle que vuelve a su inicio con una contradicción coloca o elimina el candidato "
     "inicial."),
    (TD, "A chain over any digits and cells alternating strong links (one of two candidates is true) and weak "
         "ones (two candidates cannot both be true). One of its two ends is true, so a candidate that sees both "
         "ends goes.",
     "Eine Kette über beliebige Ziffern und Zellen, die starke Verbindungen (einer von zwei Kandidaten stimmt) "
     "und schwache (zwei Kandidaten können nicht beide stimmen) abwechselt. Eines ihrer beiden Enden stimmt; "
     "streiche also einen Kandidaten, der beide Enden sieht.",
     "Une chaîne sur des chiffres et des cases quelconques qui alterne liens forts (l'un de deux candidats est "
     "vrai) et liens faibles (deux candidats ne peuvent pas être vrais tous les deux). L'une de ses deux "
     "extrémités est vraie : un candidat qui voit les deux extrémités est donc éliminé.",
     "Una cadena sobre cualesquiera dígitos y casillas que alterna enlaces fuertes (uno de dos candidatos es "
     "verdadero) y débiles (dos candidatos no pueden ser verdaderos a la vez). Uno de sus dos extremos es "
     "verdadero, así que se elimina un candidato que vea a ambos extremos."),
    (TD, "An X-Chain in which a node may be a group: candidates of the digit inside one box that also lie in "
         "one line act together, as one node of the chain. One end holds the digit, so a cell seeing both ends "
         "loses it.",
     "Eine X-Kette, in der ein Knoten eine Gruppe sein kann: Kandidaten der Ziffer in einem Block, die auch in "
     "einer Linie liegen, wirken zusammen als ein Knoten der Kette. Ein Ende enthält die Ziffer; in einer "
     "Zelle, die beide Enden sieht, streiche sie also.",
     "Une chaîne X dont un nœud peut être un groupe : des candidats du chiffre dans un même bloc et une même "
     "ligne agissent ensemble, comme un seul nœud de la chaîne. Une extrémité contient le chiffre ; une case "
     "qui voit les deux extrémités le perd donc.",
     "Una cadena X en la que un nodo puede ser un grupo: candidatos del dígito dentro de una caja que además "
     "están en una línea actúan juntos, como un solo nodo de la cadena. Un extremo tiene el dígito, así que una "
     "casilla que ve a ambos extremos lo pierde."),
    (TD, "An almost locked set is N cells of a house holding N+1 digits: take one digit away and the others "
         "fill the cells. Two such sets share a digit x whose candidates all see each other, so at least one of "
         "them holds no x and is locked on its other digits. A second shared digit z is therefore in one set or "
         "the other, and goes from cells that see every z of both sets.",
     "Eine fast gesperrte Menge (ALS) sind N Zellen einer Einheit mit N+1 Ziffern: Nimm eine Ziffer weg, und "
     "die anderen füllen die Zellen. Zwei solche Mengen teilen eine Ziffer x, deren Kandidaten sich alle sehen; "
     "mindestens eine von ihnen enthält also kein x und ist auf ihre übrigen Ziffern gesperrt. Eine zweite "
     "gemeinsame Ziffer z steht darum in der einen oder der anderen Menge, und du streichst z in Zellen, die "
     "jedes z beider Mengen sehen.",
     "Un ensemble presque verrouillé (ALS) est formé de N cases d'une unité contenant N+1 chiffres : retirez un "
     "chiffre et les autres remplissent les cases. Deux tels ensembles partagent un chiffre x dont les "
     "candidats se voient tous ; l'un d'eux au moins ne contient donc pas x et est verrouillé sur ses autres "
     "chiffres. Un second chiffre commun z est par conséquent dans l'un ou l'autre, et on l'élimine des cases "
     "qui voient tous les z des deux ensembles.",
     "Un conjunto casi bloqueado (ALS) son N casillas de una unidad con N+1 dígitos: quita un dígito y los "
     "demás ocupan las casillas. Dos de esos conjuntos comparten un dígito x cuyos candidatos se ven todos, así "
     "que al menos uno de ellos no tiene x y queda bloqueado en sus otros dígitos. Por tanto, un segundo dígito "
     "común z está en uno u otro, y se elimina de las casillas que ven todas las z de ambos conjuntos."),
    (TD, "Three almost locked sets: a middle one shares a digit x with a first set and a digit y with a second, "
         "each time with all candidates of that digit seeing each other. If the first set holds no x, it is "
         "locked on its other digits; if it holds x, the middle set holds none, so it holds y and the second set "
         "is locked. Either way a digit z of both outer sets is in one of them, and goes from cells that see all "
         "their z candidates.",
     "Drei fast gesperrte Mengen: Eine mittlere teilt eine Ziffer x mit einer ersten Menge und eine Ziffer y "
     "mit einer zweiten, wobei sich jeweils alle Kandidaten dieser Ziffer sehen. Enthält die erste Menge kein "
     "x, ist sie auf ihre übrigen Ziffern gesperrt; enthält sie x, hat die mittlere keines, enthält also y, und "
     "die zweite Menge ist gesperrt. So oder so steht eine Ziffer z beider äußeren Mengen in einer von ihnen, "
     "und du streichst sie in Zellen, die all ihre z-Kandidaten sehen.",
     "Trois ensembles presque verrouillés : celui du milieu partage un chiffre x avec un premier ensemble et "
     "un chiffre y avec un second, les candidats de ce chiffre se voyant chaque fois tous. Si le premier "
     "ensemble ne contient pas x, il est verrouillé sur ses autres chiffres ; s'il contient x, celui du milieu "
     "n'en a pas, il contient donc y et le second ensemble est verrouillé. Dans les deux cas, un chiffre z "
     "commun aux deux ensembles extérieurs est dans l'un d'eux, et on l'élimine des cases qui voient tous "
     "leurs candidats z.",
     "Tres conjuntos casi bloqueados: uno central comparte un dígito x con un primer conjunto y un dígito y con "
     "un segundo, y en cada caso todos los candidatos de ese dígito se ven. Si el primer conjunto no tiene x, "
     "queda bloqueado en sus otros dígitos; si tiene x, el central no la tiene, así que tiene y y el segundo "
     "conjunto queda bloqueado. De un modo u otro, un dígito z de los dos conjuntos exteriores está en uno de "
     "ellos y se elimina de las casillas que ven todos sus candidatos z."),
    (TD, "An Alternating Inference Chain whose nodes may be groups (a digit's candidates in one box and one "
         "line) or whole almost locked sets. One end is true, so a candidate that sees both ends goes.",
     "Eine alternierende Inferenzkette, deren Knoten Gruppen (Kandidaten einer Ziffer in einem Block und einer "
     "Linie) oder ganze fast gesperrte Mengen sein können. Ein Ende stimmt; streiche also einen Kandidaten, der "
     "beide Enden sieht.",
     "Une chaîne d'inférences alternées dont les nœuds peuvent être des groupes (les candidats d'un chiffre "
     "dans un bloc et une ligne) ou des ensembles presque verrouillés entiers. Une extrémité est vraie : un "
     "candidat qui voit les deux extrémités est donc éliminé.",
     "Una cadena de inferencias alternas cuyos nodos pueden ser grupos (los candidatos de un dígito en una caja "
     "y una línea) o conjuntos casi bloqueados enteros. Un extremo es verdadero, así que se elimina un "
     "candidato que vea a ambos extremos."),
    (TD, "Try each candidate of one cell in turn and follow the singles each forces. One of them is true, so "
         "whatever every case leads to (a digit placed, a candidate removed) holds.",
     "Probiere nacheinander jeden Kandidaten einer Zelle aus und verfolge die Singles, die jeder erzwingt. "
     "Einer davon stimmt; was in jedem Fall folgt (eine gesetzte Ziffer, ein gestrichener Kandidat), gilt "
     "also.",
     "Essayez tour à tour chaque candidat d'une case et suivez les singletons que chacun impose. L'un d'eux "
     "est vrai : ce à quoi mènent tous les cas (un chiffre placé, un candidat éliminé) est donc acquis.",
     "Prueba uno tras otro cada candidato de una casilla y sigue los singles que impone cada uno. Uno de ellos "
     "es verdadero, así que lo que resulta en todos los casos (un dígito colocado, un candidato eliminado) "
     "vale."),
    (TD, "Try each place a digit has in one house and follow the singles each forces. The digit is in one of "
         "them, so whatever every case leads to holds.",
     "Probiere jeden Platz aus, den eine Ziffer in einer Einheit hat, und verfolge die Singles, die jeder "
     "erzwingt. Die Ziffer steht an einem davon; was in jedem Fall folgt, gilt also.",
     "Essayez chaque place qu'a un chiffre dans une unité et suivez les singletons que chacune impose. Le "
     "chiffre est à l'une d'elles : ce à quoi mènent tous les cas est donc acquis.",
     "Prueba cada sitio que tiene un dígito en una unidad y sigue los singles que impone cada uno. El dígito "
     "está en uno de ellos, así que lo que resulta en todos los casos vale."),
    (TD, "Assume a candidate true, then false, and follow the singles each way. If one way breaks the grid, the "
         "other is the truth; if both lead to the same result, that result holds.",
     "Nimm einen Kandidaten als wahr an, dann als falsch, und verfolge jeweils die Singles. Führt ein Weg zu "
     "einem Widerspruch, stimmt der andere; führen beide zum selben Ergebnis, gilt dieses.",
     "Supposez un candidat vrai, puis faux, et suivez les singletons dans chaque cas. Si l'un des cas casse la "
     "grille, l'autre est le bon ; si les deux mènent au même résultat, ce résultat est acquis.",
     "Supón que un candidato es verdadero, luego que es falso, y sigue los singles en cada caso. Si un camino "
     "rompe la cuadrícula, el otro es el verdadero; si los dos llevan al mismo resultado, ese resultado vale."),
    (TD, "The last resort: assume a candidate and follow what it forces. If that ends in a contradiction (a "
         "cell with no candidate, a digit with no place in a house), the candidate is false and goes. Pencilmark "
         "tells the shortest such story it finds.",
     "Das letzte Mittel: Nimm einen Kandidaten an und verfolge, was er erzwingt. Endet das in einem "
     "Widerspruch (eine Zelle ohne Kandidaten, eine Ziffer ohne Platz in einer Einheit), ist der Kandidat "
     "falsch und wird gestrichen. Pencilmark erzählt die kürzeste solche Geschichte, die es findet.",
     "Le dernier recours : supposez un candidat et suivez ce qu'il impose. Si cela mène à une contradiction "
     "(une case sans candidat, un chiffre sans place dans une unité), le candidat est faux et il est éliminé. "
     "Pencilmark raconte la plus courte de ces histoires qu'il trouve.",
     "El último recurso: supón un candidato y sigue lo que impone. Si eso acaba en una contradicción (una "
     "casilla sin candidatos, un dígito sin sitio en una unidad), el candidato es falso y se elimina. "
     "Pencilmark cuenta la historia más corta de ese tipo que encuentra."),

    # --- killer techniques --------------------------------------------------------------
    (TD, "In killer sudoku, a cage holds different digits that add up to its sum, so only some sets of digits fit "
         "it: two cells of 3 are 1 and 2, three cells of 23 are 6, 8 and 9. Of those sets, only the ones the "
         "cells' candidates can make count; a candidate that no fitting set gives its cell goes. When one empty "
         "cell is left, it takes what the sum still lacks.",
     "Im Killer-Sudoku enthält ein Käfig verschiedene Ziffern, die zusammen seine Summe ergeben; deshalb passen "
     "nur bestimmte Ziffernmengen: zwei Zellen mit 3 sind 1 und 2, drei Zellen mit 23 sind 6, 8 und 9. Davon "
     "zählen nur die Mengen, die die Kandidaten der Zellen bilden können; ein Kandidat, den keine passende Menge "
     "seiner Zelle gibt, wird gestrichen. Ist nur noch eine Zelle leer, bekommt sie, was der Summe noch fehlt.",
     "Au killer sudoku, une cage contient des chiffres différents dont la somme fait son total ; seuls certains "
     "ensembles de chiffres lui conviennent : deux cases de 3 sont 1 et 2, trois cases de 23 sont 6, 8 et 9. "
     "Parmi eux ne comptent que ceux que les candidats des cases peuvent former ; un candidat qu'aucun ensemble "
     "possible ne donne à sa case est éliminé. Quand il ne reste qu'une case vide, elle prend ce qui manque à la "
     "somme.",
     "En el killer sudoku, una jaula contiene dígitos distintos que suman su total, así que solo le encajan "
     "algunos conjuntos de dígitos: dos casillas de 3 son 1 y 2, tres casillas de 23 son 6, 8 y 9. De ellos solo "
     "cuentan los que pueden formar los candidatos de las casillas; un candidato que ningún conjunto posible da a "
     "su casilla se elimina. Cuando queda una sola casilla vacía, lleva lo que aún le falta a la suma."),
    (TD, "The 45 rule: a house holds every digit once, so on 9x9 it adds up to 45. Take away the cages lying "
         "wholly inside it and the digits already placed: when a single cell is left over (an innie), it holds "
         "the rest. Or add up the cages covering the house: when they stick out of it at a single cell (an "
         "outie), that cell holds what they have too much.",
     "Die 45er-Regel: Eine Einheit enthält jede Ziffer einmal, auf 9x9 also zusammen 45. Zieh die Käfige ab, die "
     "ganz in ihr liegen, und die schon gesetzten Ziffern: Bleibt eine einzige Zelle übrig (ein Innie), enthält "
     "sie den Rest. Oder zähl die Käfige zusammen, die die Einheit bedecken: Ragen sie nur mit einer Zelle aus "
     "ihr heraus (ein Outie), enthält diese Zelle, was sie zu viel haben.",
     "La règle des 45 : une unité contient chaque chiffre une fois, donc sur 9x9 sa somme fait 45. Retirez les "
     "cages entièrement à l'intérieur et les chiffres déjà placés : s'il reste une seule case (un innie), elle "
     "contient le reste. Ou additionnez les cages qui couvrent l'unité : si elles n'en dépassent que par une case "
     "(un outie), cette case contient ce qu'elles ont en trop.",
     "La regla del 45: una unidad contiene cada dígito una vez, así que en 9x9 suma 45. Quita las jaulas que "
     "están enteras dentro y los dígitos ya colocados: si sobra una sola casilla (un innie), contiene el resto. O "
     "suma las jaulas que cubren la unidad: si solo sobresalen de ella por una casilla (un outie), esa casilla "
     "contiene lo que tienen de más."),
    (TD, "The 45 rule when it leaves two or more cells: the innies (or the outies) of a house add up to a known "
         "number, so they act like a cage of that sum. Their candidates are cut down as a cage's are; cells that "
         "do not see one another may repeat a digit.",
     "Die 45er-Regel, wenn sie zwei oder mehr Zellen übrig lässt: Die Innies (oder Outies) einer Einheit ergeben "
     "eine bekannte Summe und wirken deshalb wie ein Käfig mit dieser Summe. Ihre Kandidaten werden wie die "
     "eines Käfigs eingeschränkt; Zellen, die einander nicht sehen, dürfen eine Ziffer wiederholen.",
     "La règle des 45 quand elle laisse deux cases ou plus : les innies (ou les outies) d'une unité ont une somme "
     "connue et se comportent donc comme une cage de cette somme. Leurs candidats se réduisent comme ceux d'une "
     "cage ; des cases qui ne se voient pas peuvent répéter un chiffre.",
     "La regla del 45 cuando deja dos casillas o más: los innies (o los outies) de una unidad suman un número "
     "conocido, así que actúan como una jaula de esa suma. Sus candidatos se reducen como los de una jaula; las "
     "casillas que no se ven entre sí pueden repetir un dígito."),
    (TD, "A digit that every set still fitting a cage contains must be in the cage. If the cage's candidates for "
         "it all lie in one row, column or box (or all see some cells), the digit goes from the rest of that "
         "house: the cage takes it.",
     "Eine Ziffer, die jede noch passende Ziffernmenge eines Käfigs enthält, muss im Käfig stehen. Liegen die "
     "Kandidaten des Käfigs für sie alle in einer Zeile, Spalte oder einem Block (oder sehen sie alle bestimmte "
     "Zellen), wird die Ziffer im Rest dieser Einheit gestrichen: Der Käfig nimmt sie.",
     "Un chiffre que contient chaque ensemble encore possible pour une cage doit se trouver dans la cage. Si les "
     "candidats de la cage pour ce chiffre sont tous dans une ligne, une colonne ou un bloc (ou voient tous "
     "certaines cases), le chiffre est éliminé du reste de cette unité : la cage le prend.",
     "Un dígito que contiene cada conjunto que aún encaja en una jaula tiene que estar en la jaula. Si los "
     "candidatos de la jaula para ese dígito están todos en una fila, columna o caja (o todos ven ciertas "
     "casillas), el dígito se elimina del resto de esa unidad: la jaula se lo queda."),
    (TD, "In a house, a digit whose candidates all lie inside one cage: the house's digit is in that cage, so the "
         "cage contains it. Only the sets with that digit still fit the cage, and its cells outside the house "
         "cannot hold the digit.",
     "In einer Einheit eine Ziffer, deren Kandidaten alle in einem Käfig liegen: Die Ziffer der Einheit steht in "
     "diesem Käfig, also enthält der Käfig sie. Nur die Mengen mit dieser Ziffer passen noch zum Käfig, und seine "
     "Zellen außerhalb der Einheit können die Ziffer nicht enthalten.",
     "Dans une unité, un chiffre dont les candidats sont tous dans une même cage : le chiffre de l'unité est dans "
     "cette cage, donc la cage le contient. Seuls les ensembles avec ce chiffre conviennent encore à la cage, et "
     "ses cases hors de l'unité ne peuvent pas contenir ce chiffre.",
     "En una unidad, un dígito cuyos candidatos están todos dentro de una jaula: el dígito de la unidad está en "
     "esa jaula, así que la jaula lo contiene. Solo los conjuntos con ese dígito siguen encajando en la jaula, y "
     "sus casillas fuera de la unidad no pueden tener el dígito."),
    (TD, "The 45 rule over several houses side by side: two adjacent rows add up to 90, three to 135, and so on. "
         "The cages inside them and those sticking out leave innies or outies with a known sum, which fix a cell "
         "or act as a cage.",
     "Die 45er-Regel über mehrere nebeneinanderliegende Einheiten: Zwei benachbarte Zeilen ergeben zusammen 90, "
     "drei 135 und so weiter. Die Käfige darin und die herausragenden lassen Innies oder Outies mit bekannter "
     "Summe übrig, die eine Zelle festlegen oder wie ein Käfig wirken.",
     "La règle des 45 sur plusieurs unités côte à côte : deux lignes voisines font 90 au total, trois 135, et "
     "ainsi de suite. Les cages à l'intérieur et celles qui dépassent laissent des innies ou des outies de somme "
     "connue, qui fixent une case ou se comportent comme une cage.",
     "La regla del 45 sobre varias unidades contiguas: dos filas vecinas suman 90, tres 135, y así "
     "sucesivamente. Las jaulas de dentro y las que sobresalen dejan innies u outies de suma conocida, que fijan "
     "una casilla o actúan como una jaula."),
    (TD, "The 45 rule over two sets of houses: k rows and k columns (or k rows or columns and k boxes) each hold "
         "every digit k times. What they share cancels, so the cells of one outside the other hold the same digits "
         "as the cells of the other outside the first, and add up alike. Counting the cages there by their sums "
         "(less the cells that stick out) and an arrow whose shaft lies there by its circle, the cells left over add "
         "up to a known value; when it is the most or the least they can make, each house's part of them holds its "
         "highest or lowest digits. Phistomefel's ring is one such pair: rows 1, 2, 8 and 9 with columns 1, 2, 8 "
         "and 9 against the eight outer boxes leave the corners' 2x2 cells against the sixteen cells around box 5.",
     "Die 45er-Regel über zwei Mengen von Einheiten: k Zeilen und k Spalten (oder k Zeilen oder Spalten und k "
     "Blöcke) enthalten jede Ziffer k-mal. Was sie gemeinsam haben, hebt sich auf, also enthalten die Zellen der "
     "einen außerhalb der anderen dieselben Ziffern wie die Zellen der anderen außerhalb der ersten und ergeben "
     "dieselbe Summe. Rechnet man die Käfige dort mit ihren Summen (abzüglich der herausragenden Zellen) und einen "
     "Pfeil, dessen Schaft dort liegt, als seinen Kreis, ergeben die übrigen Zellen einen bekannten Wert; ist er "
     "das Größte oder Kleinste, was sie erreichen können, enthält der Teil jeder Einheit ihre höchsten oder "
     "niedrigsten Ziffern. Phistomefels Ring ist ein solches Paar: Zeilen 1, 2, 8 und 9 mit Spalten 1, 2, 8 und 9 "
     "gegen die acht äußeren Blöcke lassen die 2x2-Zellen der Ecken gegen die sechzehn Zellen um Block 5 übrig.",
     "La règle des 45 sur deux ensembles d'unités : k lignes et k colonnes (ou k lignes ou colonnes et k blocs) "
     "contiennent chacune chaque chiffre k fois. Ce qu'ils ont en commun s'annule, donc les cases de l'un hors de "
     "l'autre contiennent les mêmes chiffres que les cases de l'autre hors du premier, et font la même somme. En "
     "comptant les cages qui s'y trouvent par leur somme (moins les cases qui dépassent) et une flèche dont la tige "
     "s'y trouve par son cercle, les cases restantes font une somme connue ; quand c'est le plus ou le moins "
     "qu'elles puissent faire, la part de chaque unité contient ses chiffres les plus hauts ou les plus bas. "
     "L'anneau de Phistomefel est une telle paire : les lignes 1, 2, 8 et 9 avec les colonnes 1, 2, 8 et 9 contre "
     "les huit blocs extérieurs laissent les cases 2x2 des coins contre les seize cases autour du bloc 5.",
     "La regla del 45 sobre dos conjuntos de unidades: k filas y k columnas (o k filas o columnas y k cajas) "
     "contienen cada cifra k veces. Lo que comparten se anula, así que las casillas de uno fuera del otro contienen "
     "las mismas cifras que las del otro fuera del primero, y suman lo mismo. Contando las jaulas que hay ahí por "
     "su suma (menos las casillas que sobresalen) y una flecha cuyo cuerpo está ahí por su círculo, las casillas "
     "que quedan suman un valor conocido; cuando es lo máximo o lo mínimo que pueden sumar, la parte de cada unidad "
     "contiene sus cifras más altas o más bajas. El anillo de Phistomefel es uno de esos pares: las filas 1, 2, 8 "
     "y 9 con las columnas 1, 2, 8 y 9 frente a las ocho cajas exteriores dejan las casillas 2x2 de las esquinas "
     "frente a las dieciséis casillas alrededor de la caja 5."),
    (TD, "The 45 rule with one innie and one outie: counting one crossing cage whole and another by its cells "
         "inside, the innie and the outie differ by a known amount. Each then keeps only candidates that have a "
         "partner in the other.",
     "Die 45er-Regel mit einem Innie und einem Outie: Zählt man einen überstehenden Käfig ganz und einen anderen "
     "nur mit seinen Zellen innerhalb, unterscheiden sich Innie und Outie um einen bekannten Betrag. Jede der "
     "beiden Zellen behält dann nur Kandidaten, die in der anderen einen Partner haben.",
     "La règle des 45 avec un innie et un outie : en comptant une cage qui dépasse en entier et une autre par ses "
     "seules cases intérieures, l'innie et l'outie diffèrent d'une quantité connue. Chacune des deux cases ne "
     "garde alors que les candidats qui ont un partenaire dans l'autre.",
     "La regla del 45 con un innie y un outie: contando una jaula que sobresale entera y otra solo por sus "
     "casillas de dentro, el innie y el outie difieren en una cantidad conocida. Cada una de las dos casillas "
     "conserva entonces solo los candidatos que tienen pareja en la otra."),

    # --- counted houses (MultiFour, DoubleNine) ------------------------------------------
    ("pm::Names", "Counted houses", "Gezählte Einheiten", "Unités comptées", "Unidades contadas"),
    (TD, "In puzzles whose rows and columns hold every symbol several times (MultiFour: 1 to 4 three times each; "
         "DoubleNine: 1 to 9 twice each), count how often a symbol already stands in a line. Once the line holds it "
         "as often as it must, the symbol goes from every other cell of the line.",
     "In Rätseln, deren Zeilen und Spalten jedes Symbol mehrmals enthalten (MultiFour: 1 bis 4 je dreimal; "
     "DoubleNine: 1 bis 9 je zweimal), zählst du, wie oft ein Symbol in einer Linie schon steht. Sobald die Linie "
     "es so oft enthält, wie sie muss, fällt das Symbol aus allen anderen Zellen der Linie.",
     "Dans les grilles dont chaque ligne et chaque colonne contient chaque symbole plusieurs fois (MultiFour : 1 à 4 "
     "trois fois chacun ; DoubleNine : 1 à 9 deux fois chacun), comptez combien de fois un symbole figure déjà dans "
     "une ligne. Dès que la ligne le contient autant de fois qu'elle le doit, le symbole s'élimine de toutes ses "
     "autres cases.",
     "En los sudokus cuyas filas y columnas contienen cada símbolo varias veces (MultiFour: del 1 al 4, tres veces "
     "cada uno; DoubleNine: del 1 al 9, dos veces cada uno), cuenta cuántas veces está ya un símbolo en una línea. "
     "En cuanto la línea lo contiene tantas veces como debe, el símbolo se elimina de todas sus demás casillas."),
    (TD, "The hidden single of counted lines: a row or column must still hold a symbol some number of times, and "
         "exactly that many of its empty cells can still take it. Every one of those cells gets the symbol, whatever "
         "other candidates it has.",
     "Der versteckte Single gezählter Linien: Eine Zeile oder Spalte muss ein Symbol noch einige Male enthalten, und "
     "genau so viele ihrer leeren Zellen können es noch aufnehmen. Jede dieser Zellen bekommt das Symbol, welche "
     "Kandidaten sie sonst auch hat.",
     "Le singleton caché des lignes comptées : une ligne ou une colonne doit encore contenir un symbole un certain "
     "nombre de fois, et exactement autant de ses cases vides peuvent encore le recevoir. Chacune de ces cases "
     "reçoit le symbole, quels que soient ses autres candidats.",
     "El single oculto de las líneas contadas: una fila o columna aún debe contener un símbolo cierto número de "
     "veces, y exactamente esa cantidad de sus casillas vacías puede recibirlo todavía. Cada una de esas casillas "
     "lleva el símbolo, tenga los demás candidatos que tenga."),
    (TD, "In DoubleNine, rows and columns hold every symbol twice and each 3x3 box once. When a line still needs a "
         "symbol in as many cells as there are boxes whose candidates for it all lie in the line, those boxes fill "
         "the line's missing places: the symbol goes from the line's other cells.",
     "Im DoubleNine enthalten Zeilen und Spalten jedes Symbol zweimal und jeder 3x3-Block einmal. Braucht eine Linie "
     "ein Symbol noch in so vielen Zellen, wie es Blöcke gibt, deren Kandidaten dafür alle in der Linie liegen, dann "
     "füllen diese Blöcke die fehlenden Plätze der Linie: Das Symbol fällt aus den übrigen Zellen der Linie.",
     "Dans le DoubleNine, lignes et colonnes contiennent chaque symbole deux fois et chaque bloc 3x3 une fois. "
     "Quand une ligne doit encore recevoir un symbole dans autant de cases qu'il y a de blocs dont tous les "
     "candidats pour ce symbole sont dans la ligne, ces blocs remplissent les places manquantes : le symbole "
     "s'élimine des autres cases de la ligne.",
     "En el DoubleNine, filas y columnas contienen cada símbolo dos veces y cada caja de 3x3 una vez. Cuando una "
     "línea aún necesita un símbolo en tantas casillas como cajas hay cuyos candidatos para él están todos en la "
     "línea, esas cajas llenan los huecos de la línea: el símbolo se elimina de las demás casillas de la línea."),
    (TD, "The other way round: a line's candidates for a symbol lie in exactly as many boxes as the line still needs "
         "it. Each box holds the symbol once, so each must give it to the line, and the symbol goes from the boxes' "
         "cells outside the line.",
     "Umgekehrt: Die Kandidaten einer Linie für ein Symbol liegen in genau so vielen Blöcken, wie die Linie es noch "
     "braucht. Jeder Block enthält das Symbol einmal, also muss jeder es an die Linie abgeben, und das Symbol fällt "
     "aus den Zellen der Blöcke außerhalb der Linie.",
     "Dans l'autre sens : les candidats d'une ligne pour un symbole se trouvent dans exactement autant de blocs que "
     "la ligne en a encore besoin. Chaque bloc contient le symbole une fois, chacun doit donc le donner à la ligne, "
     "et le symbole s'élimine des cases de ces blocs hors de la ligne.",
     "Al revés: los candidatos de una línea para un símbolo están en exactamente tantas cajas como veces lo necesita "
     "aún la línea. Cada caja contiene el símbolo una vez, así que cada una debe dárselo a la línea, y el símbolo se "
     "elimina de las casillas de esas cajas fuera de la línea."),
]
