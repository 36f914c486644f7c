<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be opened.</source>
        <translation>No se pudo abrir el archivo.</translation>
    </message>
    <message>
        <source>The file is too large to be a Pencilmark game.</source>
        <translation>El archivo es demasiado grande para ser una partida de Pencilmark.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>El archivo está dañado: no es JSON válido.</translation>
    </message>
    <message>
        <source>This is not a Pencilmark game file.</source>
        <translation>No es un archivo de partida de Pencilmark.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Pencilmark.</source>
        <translation>El archivo se guardó con una versión más reciente de Pencilmark.</translation>
    </message>
    <message>
        <source>The file describes a grid Pencilmark cannot build.</source>
        <translation>El archivo describe una cuadrícula que Pencilmark no puede construir.</translation>
    </message>
    <message>
        <source>The file is damaged: a field is missing or out of range.</source>
        <translation>El archivo está dañado: falta un campo o está fuera de rango.</translation>
    </message>
    <message>
        <source>The file is damaged: its parts contradict each other.</source>
        <translation>El archivo está dañado: sus partes se contradicen.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>No se pudo guardar la partida.</translation>
    </message>
    <message>
        <source>The file's killer cages are damaged or do not fit the grid.</source>
        <translation>Las jaulas killer del archivo están dañadas o no encajan en la cuadrícula.</translation>
    </message>
    <message>
        <source>It is not a regular file but a folder, a device or a pipe, which Pencilmark does not read.</source>
        <translation>No es un archivo normal sino una carpeta, un dispositivo o una tubería, que Pencilmark no lee.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than the app opens; pencilmark-cli reads files of any size.</source>
        <translation>El archivo supera los %1 MiB, más de lo que abre la aplicación; pencilmark-cli lee archivos de cualquier tamaño.</translation>
    </message>
    <message>
        <source>HoDoKu holds classic 9×9 games only: save this one as a Pencilmark game.</source>
        <translation>HoDoKu solo admite partidas clásicas de 9×9: guarda esta como partida de Pencilmark.</translation>
    </message>
</context>
<context>
    <name>PuzzleExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: the pages could not be drawn.</source>
        <translation>No se pudo escribir %1: no se pudieron dibujar las páginas.</translation>
    </message>
</context>
<context>
    <name>PuzzleGeneration</name>
    <message>
        <source>No puzzle could be made with these options: %1</source>
        <translation>No se pudo crear ningún sudoku con estas opciones: %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePages</name>
    <message>
        <source>Puzzle %1</source>
        <translation>Sudoku %1</translation>
    </message>
    <message>
        <source>Solution %1</source>
        <translation>Solución %1</translation>
    </message>
    <message>
        <source>Puzzles %1–%2</source>
        <translation>Sudokus %1–%2</translation>
    </message>
    <message>
        <source>Solutions %1–%2</source>
        <translation>Soluciones %1–%2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every outlined region holds each of %1 exactly once.</source>
        <translation>Rellena la cuadrícula de modo que cada fila, cada columna y cada región marcada contenga cada uno de los símbolos %1 exactamente una vez.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every %1×%2 box holds each of %3 exactly once.</source>
        <translation>Rellena la cuadrícula de modo que cada fila, cada columna y cada caja de %1×%2 contenga cada uno de los símbolos %3 exactamente una vez.</translation>
    </message>
    <message>
        <source>So do both shaded diagonals.</source>
        <translation>Igual las dos diagonales sombreadas.</translation>
    </message>
    <message>
        <source>So do the shaded centre cells of the boxes, taken together.</source>
        <translation>Igual las casillas centrales sombreadas de las cajas, tomadas en conjunto.</translation>
    </message>
    <message>
        <source>So does each of the four shaded windows.</source>
        <translation>Igual cada una de las cuatro ventanas sombreadas.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times.</source>
        <translation>Rellena la cuadrícula de modo que cada fila y cada columna contenga cada uno de %1 exactamente %2 veces.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times, and every outlined %3×%4 section holds each of them once.</source>
        <translation>Rellena la cuadrícula de modo que cada fila y cada columna contenga cada uno de %1 exactamente %2 veces, y cada sección %3×%4 marcada contenga cada uno una vez.</translation>
    </message>
    <message>
        <source>Sudoku: Your Game So Far</source>
        <translation>Sudoku: tu partida hasta ahora</translation>
    </message>
</context>
<context>
    <name>pm::AllStepsPanel</name>
    <message>
        <source>All Steps</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>The easiest few</source>
        <translation>Los más fáciles</translation>
    </message>
    <message>
        <source>All up to %1</source>
        <translation>Todos hasta %1</translation>
    </message>
    <message>
        <source>Which techniques to look for: the easiest that find something, or every one up to a level (the hardest levels take longer).</source>
        <translation>Qué técnicas buscar: las más fáciles que encuentran algo, o todas hasta un nivel (los niveles más difíciles tardan más).</translation>
    </message>
    <message>
        <source>Do what the selected step says, as one move that Undo takes back.</source>
        <translation>Hace lo que dice el paso elegido, como una jugada que Deshacer revierte.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
</context>
<context>
    <name>pm::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Tablero de sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
</context>
<context>
    <name>pm::BookletDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (regiones irregulares en lugar de cajas)</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Imprimir cuadernillo</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mezclados</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Sudokus:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposición:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>Ni&amp;vel:</translation>
    </message>
    <message>
        <source>&amp;Make Booklet…</source>
        <translation>&amp;Crear cuadernillo…</translation>
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
        <translation>&amp;Killer: jaulas con sumas en lugar de pistas</translation>
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
            <numerusform>%n sudoku por página</numerusform>
            <numerusform>%n sudokus por página</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Print Booklet's variant rules: puzzles without thermometers, dots or arrows.</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Sudoku %1×%1: %2</source>
        <extracomment>A booklet of variant puzzles: "Sudoku 9×9: Thermometers".</extracomment>
        <translation>Sudoku %1×%1: %2</translation>
    </message>
</context>
<context>
    <name>pm::CagePanel</name>
    <message>
        <source>Cage combinations</source>
        <translation>Combinaciones de la jaula</translation>
    </message>
    <message>
        <source>Select a cell of a cage to see the digits the cage can hold.</source>
        <translation>Elige una casilla de una jaula para ver qué dígitos puede contener la jaula.</translation>
    </message>
    <message>
        <source>More than %1 sets of digits add up to this sum: too many to list.</source>
        <translation>Más de %1 conjuntos de dígitos dan esta suma: demasiados para listarlos.</translation>
    </message>
    <message>
        <source>No set of different digits adds up to this sum.</source>
        <translation>Ningún conjunto de dígitos distintos da esta suma.</translation>
    </message>
    <message>
        <source>by a digit in the cage</source>
        <translation>por un dígito de la jaula</translation>
    </message>
    <message>
        <source>by your pencil marks</source>
        <translation>por tus notas</translation>
    </message>
    <message>
        <source>%1 of %2 possible.</source>
        <translation>%1 de %2 posibles.</translation>
    </message>
    <message>
        <source>In every one left: %1.</source>
        <translation>En todas las que quedan: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sum %1 in %n cell(s)</source>
        <extracomment>English says "Sum 7 in 1 cell", "Sum 7 in 2 cells" (translations/pencilmark_en.ts).</extracomment>
        <translation>
            <numerusform>Suma %1 en %n casilla</numerusform>
            <numerusform>Suma %1 en %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in no cage.</source>
        <translation>%1 no está en ninguna jaula.</translation>
    </message>
</context>
<context>
    <name>pm::CellDescription</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>%1: hidden while paused</source>
        <translation>%1: oculta durante la pausa</translation>
    </message>
    <message>
        <source>%1: %2, given</source>
        <translation>%1: %2, pista inicial</translation>
    </message>
    <message>
        <source>%1: %2, your entry</source>
        <translation>%1: %2, tu entrada</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: vacía</translation>
    </message>
    <message>
        <source>Region %1.</source>
        <translation>Región %1.</translation>
    </message>
    <message>
        <source>Box %1.</source>
        <translation>Caja %1.</translation>
    </message>
    <message>
        <source>On the main diagonal.</source>
        <translation>En la diagonal principal.</translation>
    </message>
    <message>
        <source>On the anti-diagonal.</source>
        <translation>En la antidiagonal.</translation>
    </message>
    <message>
        <source>A centre-dot cell.</source>
        <translation>Una casilla de punto central.</translation>
    </message>
    <message>
        <source>In window %1.</source>
        <translation>En la ventana %1.</translation>
    </message>
    <message numerus="yes">
        <source>In a cage of %n cell(s) with sum %1.</source>
        <extracomment>English says "In a cage of 1 cell with sum 5.", "In a cage of 3 cells with sum 12."</extracomment>
        <translation>
            <numerusform>En una jaula de %n casilla con suma %1.</numerusform>
            <numerusform>En una jaula de %n casillas con suma %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour %1.</source>
        <translation>Color %1.</translation>
    </message>
    <message>
        <source>Its cage's digits do not add up to its sum.</source>
        <translation>Los dígitos de su jaula no dan su suma.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses or its cage.</source>
        <translation>Choca con el mismo dígito en una de sus unidades o en su jaula.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses.</source>
        <translation>Choca con el mismo dígito en una de sus unidades.</translation>
    </message>
    <message>
        <source>Wrong: it differs from the solution.</source>
        <translation>Incorrecto: no coincide con la solución.</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2, centre marks %3</source>
        <translation>%1: vacía, notas de esquina %2, notas centrales %3</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2</source>
        <translation>%1: vacía, notas de esquina %2</translation>
    </message>
    <message>
        <source>%1: empty, centre marks %2</source>
        <translation>%1: vacía, notas centrales %2</translation>
    </message>
    <message>
        <source>Clashes with %1: the same digit.</source>
        <translation>Choca con %1: el mismo dígito.</translation>
    </message>
    <message>
        <source>%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner mark, Control and a digit a centre mark; Tab changes the mode; F6 goes to the next panel.</source>
        <translation>%1 por %1 casillas. Las flechas mueven; un dígito lo introduce, Mayús y un dígito alterna una nota de esquina, Control y un dígito una nota central; Tab cambia el modo; F6 pasa al panel siguiente.</translation>
    </message>
</context>
<context>
    <name>pm::ClockLabel</name>
    <message>
        <source>Time played</source>
        <translation>Tiempo de juego</translation>
    </message>
</context>
<context>
    <name>pm::CollectionText</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Line %1 of the file.</source>
        <translation>Línea %1 del archivo.</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Colección: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s): %1 solved, %2 in progress.</source>
        <translation>
            <numerusform>%n sudoku: %1 resueltos, %2 en curso.</numerusform>
            <numerusform>%n sudokus: %1 resueltos, %2 en curso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:</source>
        <translation>
            <numerusform>%n línea no contiene ningún sudoku que Pencilmark sepa leer; los demás sudokus están abiertos:</numerusform>
            <numerusform>%n líneas no contienen ningún sudoku que Pencilmark sepa leer; los demás sudokus están abiertos:</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… y %n más.</numerusform>
            <numerusform>… y %n más.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>%1, puzzle %2 of %3</source>
        <translation>%1, sudoku %2 de %3</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation>Sudoku %1 de %2.</translation>
    </message>
    <message>
        <source>The collection %1 was not opened again: %2</source>
        <translation>La colección %1 no se volvió a abrir: %2</translation>
    </message>
    <message>
        <source>It no longer holds a list of puzzles.</source>
        <translation>Ya no contiene una lista de sudokus.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>rating…</source>
        <translation>evaluando…</translation>
    </message>
    <message>
        <source>variant, not rated</source>
        <translation>variante, sin evaluar</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>varias soluciones</translation>
    </message>
</context>
<context>
    <name>pm::CommandLine</name>
    <message>
        <source>A Sudoku studio: play with pencil marks, get explained hints, generate graded puzzles.</source>
        <translation>Un estudio de sudoku: juega con notas, recibe pistas explicadas, genera sudokus por dificultad.</translation>
    </message>
    <message>
        <source>A saved game (.pencilmark) or a puzzle in any format Pencilmark reads, opened instead of the last game.</source>
        <translation>Una partida guardada (.pencilmark) o un sudoku en cualquier formato que Pencilmark lea, abierto en lugar de la última partida.</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>Indica como máximo un archivo para abrir.</translation>
    </message>
    <message>
        <source>Displays this help and exits.</source>
        <translation>Muestra esta ayuda y sale.</translation>
    </message>
</context>
<context>
    <name>pm::ConstraintText</name>
    <message>
        <source>above column %1</source>
        <translation>encima de la columna %1</translation>
    </message>
    <message>
        <source>below column %1</source>
        <translation>debajo de la columna %1</translation>
    </message>
    <message>
        <source>left of row %1</source>
        <translation>a la izquierda de la fila %1</translation>
    </message>
    <message>
        <source>right of row %1</source>
        <translation>a la derecha de la fila %1</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>termómetro</translation>
    </message>
    <message>
        <source>slow thermometer</source>
        <translation>termómetro lento</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>flecha</translation>
    </message>
    <message>
        <source>white dot</source>
        <extracomment>A kropki dot of another difference than 1: "white dot of 3".</extracomment>
        <translation>punto blanco</translation>
    </message>
    <message>
        <source>white dot of %1</source>
        <translation>punto blanco de diferencia %1</translation>
    </message>
    <message>
        <source>black dot</source>
        <translation>punto negro</translation>
    </message>
    <message>
        <source>black dot of ratio %1</source>
        <translation>punto negro de razón %1</translation>
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
        <translation>suma de %1</translation>
    </message>
    <message>
        <source>even cell</source>
        <translation>casilla par</translation>
    </message>
    <message>
        <source>odd cell</source>
        <translation>casilla impar</translation>
    </message>
    <message>
        <source>minimum cell</source>
        <translation>casilla mínima</translation>
    </message>
    <message>
        <source>maximum cell</source>
        <translation>casilla máxima</translation>
    </message>
    <message>
        <source>little killer clue</source>
        <translation>pista little killer</translation>
    </message>
    <message>
        <source>sandwich clue</source>
        <translation>pista sándwich</translation>
    </message>
    <message>
        <source>X-sum clue</source>
        <translation>pista de suma X</translation>
    </message>
    <message>
        <source>skyscraper clue</source>
        <translation>pista de rascacielos</translation>
    </message>
    <message>
        <source>German whispers line</source>
        <translation>línea German whispers</translation>
    </message>
    <message>
        <source>Dutch whispers line</source>
        <translation>línea Dutch whispers</translation>
    </message>
    <message>
        <source>whispers line of %1</source>
        <extracomment>Neighbours on the line differ by at least %1.</extracomment>
        <translation>línea whispers de diferencia %1</translation>
    </message>
    <message>
        <source>renban line</source>
        <translation>línea renban</translation>
    </message>
    <message>
        <source>palindrome line</source>
        <translation>línea palíndromo</translation>
    </message>
    <message>
        <source>clone</source>
        <translation>clon</translation>
    </message>
    <message>
        <source>between line</source>
        <translation>línea intermedia</translation>
    </message>
    <message>
        <source>lockout line</source>
        <translation>línea lockout</translation>
    </message>
    <message>
        <source>region-sum line</source>
        <translation>línea de sumas por región</translation>
    </message>
    <message>
        <source>entropic line</source>
        <translation>línea entrópica</translation>
    </message>
    <message>
        <source>modular line</source>
        <translation>línea modular</translation>
    </message>
    <message>
        <source>zipper line</source>
        <translation>línea cremallera</translation>
    </message>
    <message>
        <source>quadruple</source>
        <translation>cuádruple</translation>
    </message>
    <message>
        <source>group of different digits</source>
        <translation>grupo de cifras distintas</translation>
    </message>
    <message>
        <source>given candidates</source>
        <translation>candidatos dados</translation>
    </message>
    <message>
        <source>row indexer</source>
        <translation>indexador de fila</translation>
    </message>
    <message>
        <source>column indexer</source>
        <translation>indexador de columna</translation>
    </message>
    <message>
        <source>box indexer</source>
        <translation>indexador de caja</translation>
    </message>
    <message>
        <source>anti-knight rule</source>
        <translation>regla anticaballo</translation>
    </message>
    <message>
        <source>anti-king rule</source>
        <translation>regla antirrey</translation>
    </message>
    <message>
        <source>non-consecutive rule</source>
        <translation>regla no consecutiva</translation>
    </message>
    <message>
        <source>disjoint groups rule</source>
        <translation>regla de grupos disjuntos</translation>
    </message>
    <message>
        <source>rule of no X or V where none is drawn</source>
        <translation>regla: ni X ni V donde no hay uno</translation>
    </message>
    <message>
        <source>the %1 between %2 and %3</source>
        <extracomment>A constraint on the edge of two cells: "the white dot between r1c1 and r1c2".</extracomment>
        <translation>el %1 entre %2 y %3</translation>
    </message>
    <message>
        <source>the %1 %2 along %3 to %4</source>
        <extracomment>"the little killer clue 23 along r1c2 to r8c9".</extracomment>
        <translation>la %1 %2 de %3 a %4</translation>
    </message>
    <message>
        <source>the %1 %2 %3</source>
        <extracomment>"the sandwich clue 12 above column 3".</extracomment>
        <translation>la %1 %2 %3</translation>
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
        <translation>%1 desde %2</translation>
    </message>
    <message>
        <source>%1 does not rise at %2.</source>
        <extracomment>"The thermometer from r2c3 does not rise at r3c3 and r3c4."</extracomment>
        <translation>%1 no sube en %2.</translation>
    </message>
    <message>
        <source>%1 falls at %2.</source>
        <translation>%1 baja en %2.</translation>
    </message>
    <message>
        <source>%1 does not add up: %2.</source>
        <extracomment>"The arrow from r1c1 does not add up: r1c1, r1c2 and r2c3."</extracomment>
        <translation>%1 no suma bien: %2.</translation>
    </message>
    <message>
        <source>%1 is broken at %2.</source>
        <extracomment>"The white dot between r1c1 and r1c2 is broken at r1c1 and r1c2."</extracomment>
        <translation>%1 no se cumple en %2.</translation>
    </message>
    <message>
        <source>X and V</source>
        <translation>X y V</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>Read by a screen reader with the cell: "on the thermometer from r2c3".</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <source>drawn lines</source>
        <translation>las líneas dibujadas</translation>
    </message>
    <message>
        <source>drawn arrows</source>
        <translation>las flechas dibujadas</translation>
    </message>
    <message>
        <source>drawn shapes</source>
        <translation>las formas dibujadas</translation>
    </message>
    <message>
        <source>cages without a sum</source>
        <translation>las jaulas sin suma</translation>
    </message>
    <message>
        <source>whole-grid rules</source>
        <translation>las reglas de toda la cuadrícula</translation>
    </message>
    <message>
        <source>rules named in its rules text</source>
        <translation>las reglas nombradas en su texto</translation>
    </message>
    <message>
        <source>rule of no black dot where no dot is drawn</source>
        <translation>regla: ningún punto negro donde no hay ningún punto</translation>
    </message>
    <message>
        <source>the %1 from %2 to %3</source>
        <extracomment>Lines starting in one cell, by both ends: "the arrow from r5c3 to r3c4".</extracomment>
        <translation>%1 de %2 a %3</translation>
    </message>
</context>
<context>
    <name>pm::DigitButton</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>queda %n por colocar</numerusform>
            <numerusform>quedan %n por colocar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n left to place</source>
        <translation>
            <numerusform>%1, queda %n por colocar</numerusform>
            <numerusform>%1, quedan %n por colocar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::FilterActions</name>
    <message>
        <source>&amp;No Filter</source>
        <translation>&amp;Sin filtro</translation>
    </message>
    <message>
        <source>&amp;Only the Candidates of</source>
        <translation>Sol&amp;o los candidatos de</translation>
    </message>
    <message>
        <source>&amp;Where a Digit Can Go</source>
        <translation>&amp;Dónde puede ir una cifra</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>Celdas con dos cand&amp;idatos</translation>
    </message>
    <message>
        <source>Cells with This Many &amp;Candidates</source>
        <translation>Celdas con tantos &amp;candidatos</translation>
    </message>
</context>
<context>
    <name>pm::FilterView</name>
    <message>
        <source>Filter: only the candidates of %1</source>
        <translation>Filtro: solo los candidatos de %1</translation>
    </message>
    <message>
        <source>Filter: cells with two candidates</source>
        <translation>Filtro: celdas con dos candidatos</translation>
    </message>
    <message numerus="yes">
        <source>Filter: cells with %n candidate(s)</source>
        <translation>
            <numerusform>Filtro: celdas con %n candidato</numerusform>
            <numerusform>Filtro: celdas con %n candidatos</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: where %1 can still go</source>
        <translation>Filtro: dónde puede ir aún %1</translation>
    </message>
</context>
<context>
    <name>pm::GameDocument</name>
    <message>
        <source>New game: %1</source>
        <translation>Nueva partida: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>New game cancelled.</source>
        <translation>Nueva partida cancelada.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Welcome back: your last game is as you left it.</source>
        <translation>Bienvenido de nuevo: tu última partida está como la dejaste.</translation>
    </message>
    <message>
        <source>Last Game</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 It was kept as %2.</source>
        <translation>No se pudo restaurar la última partida: %1 Se guardó como %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 was not opened. %2</source>
        <translation>No se abrió %1. %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Se abrió %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Se guardó %1.</translation>
    </message>
    <message>
        <source>Open Game or Puzzle</source>
        <translation>Abrir una partida o un sudoku</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Pencilmark games (*.pencilmark)</source>
        <translation>Partidas de Pencilmark (*.pencilmark)</translation>
    </message>
    <message>
        <source>Pencilmark</source>
        <translation>Pencilmark</translation>
    </message>
    <message>
        <source>Making a puzzle…</source>
        <translation>Creando un sudoku…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Comprobando el sudoku…</translation>
    </message>
    <message>
        <source>Copied the puzzle with your entries and marks.</source>
        <translation>Sudoku copiado con tus entradas y notas.</translation>
    </message>
    <message>
        <source>Copied the puzzle.</source>
        <translation>Sudoku copiado.</translation>
    </message>
    <message numerus="yes">
        <source>Making a killer… cage layout %1, %n cage(s)</source>
        <translation>
            <numerusform>Creando un killer… reparto de jaulas %1, %n jaula</numerusform>
            <numerusform>Creando un killer… reparto de jaulas %1, %n jaulas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Making a puzzle… grid %1, %n given(s) left</source>
        <translation>
            <numerusform>Creando un sudoku… cuadrícula %1, queda %n pista</numerusform>
            <numerusform>Creando un sudoku… cuadrícula %1, quedan %n pistas</numerusform>
        </translation>
    </message>
    <message>
        <source>All puzzles and games (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Pencilmark games (*.pencilmark);;Puzzles (*.txt *.sdk *.ss *.sdm *.hsol);;All files (*)</source>
        <translation>Todos los sudokus y partidas (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Partidas de Pencilmark (*.pencilmark);;Sudokus (*.txt *.sdk *.ss *.sdm *.hsol);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The last game could not be restored from %1: %2</source>
        <translation>No se pudo restaurar la última partida desde %1: %2</translation>
    </message>
    <message>
        <source>HoDoKu games (*.hsol)</source>
        <translation>Partidas de HoDoKu (*.hsol)</translation>
    </message>
</context>
<context>
    <name>pm::GameSession</name>
    <message>
        <source>Enter %1</source>
        <translation>Introducir %1</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Notas centrales</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Notas de esquina</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Fill in pencil marks</source>
        <translation>Rellenar las notas</translation>
    </message>
    <message>
        <source>Candidate colour</source>
        <translation>Color de candidato</translation>
    </message>
</context>
<context>
    <name>pm::GameText</name>
    <message>
        <source>In %1, %2 appears more than %3 times.</source>
        <translation>En %1, %2 aparece más de %3 veces.</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3 in %4.</source>
        <translation>%1 y %2 contienen ambas %3 en %4.</translation>
    </message>
    <message>
        <source>The digits in %1 add up to %2.</source>
        <translation>Los dígitos de %1 suman %2.</translation>
    </message>
    <message>
        <source>The digits in %1 already add up to %2, more than its sum.</source>
        <translation>Los dígitos de %1 ya suman %2, más que su suma.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s), shown with a corner flag.</source>
        <translation>
            <numerusform>%n dígito incorrecto, marcado con una bandera en la esquina.</numerusform>
            <numerusform>%n dígitos incorrectos, marcados con una bandera en la esquina.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Sin errores hasta ahora.</translation>
    </message>
    <message>
        <source>No clashes.</source>
        <translation>Sin conflictos.</translation>
    </message>
    <message>
        <source>beyond the logic Pencilmark knows</source>
        <translation>más allá de la lógica que conoce Pencilmark</translation>
    </message>
    <message>
        <source>Unique solution, level %1. Play!</source>
        <translation>Solución única, nivel %1. ¡A jugar!</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it cannot be played yet. Here are two of them:</source>
        <translation>Este sudoku tiene más de una solución, así que aún no se puede jugar. Aquí tienes dos:</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este sudoku no tiene solución.</translation>
    </message>
    <message>
        <source>Two givens clash: %1</source>
        <translation>Dos pistas chocan: %1</translation>
    </message>
    <message>
        <source>line %1, column %2: </source>
        <translation>línea %1, columna %2: </translation>
    </message>
    <message>
        <source>This is not a puzzle Pencilmark can read (%1%2).</source>
        <translation>No es un sudoku que Pencilmark sepa leer (%1%2).</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>Resuelto en %1.</translation>
    </message>
    <message>
        <source>Your best time for %1.</source>
        <translation>Tu mejor tiempo para %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) whose pencil marks leave out the answer: %1.</source>
        <translation>
            <numerusform>%n casilla cuyas notas omiten la respuesta: %1.</numerusform>
            <numerusform>%n casillas cuyas notas omiten la respuesta: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>With help, so it is counted apart from your best times.</source>
        <translation>Con ayuda, así que se cuenta aparte de tus mejores tiempos.</translation>
    </message>
    <message numerus="yes">
        <source>They differ in %n cell(s), lit on both boards.</source>
        <translation>
            <numerusform>Difieren en %n casilla, resaltada en ambos tableros.</numerusform>
            <numerusform>Difieren en %n casillas, resaltadas en ambos tableros.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Puzzle copies it as a line Pencilmark reads.</source>
        <translation>«Copiar el sudoku» lo copia como una línea que Pencilmark lee.</translation>
    </message>
    <message>
        <source>f-puzzles holds grids up to %1×%1; this one is %2×%2.</source>
        <translation>f-puzzles admite cuadrículas de hasta %1×%1; esta es de %2×%2.</translation>
    </message>
    <message>
        <source>f-puzzles has no shape like %1: its rows and columns hold each digit once.</source>
        <translation>f-puzzles no tiene una forma como %1: sus filas y columnas contienen cada dígito una vez.</translation>
    </message>
    <message>
        <source>Copied the puzzle as an f-puzzles link.</source>
        <translation>Sudoku copiado como enlace de f-puzzles.</translation>
    </message>
    <message>
        <source>No grid fits this puzzle's region map, whatever its givens.</source>
        <translation>Ninguna cuadrícula encaja en las regiones de este sudoku, sean cuales sean sus pistas.</translation>
    </message>
    <message>
        <source>A search through every way to fill the map found none.</source>
        <translation>Una búsqueda entre todas las formas de llenar las regiones no encontró ninguna.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list's last two items: "row 1, row 2 and row 3".</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>The digits of %1 are the digits of %2, so their cells outside each other hold the same digits too;</source>
        <extracomment>%1: rows or columns, %2: regions ("row 1", "region 1").</extracomment>
        <translation>Las cifras de %1 son las de %2, así que sus casillas fuera del otro también contienen las mismas cifras;</translation>
    </message>
    <message>
        <source>but %1 and %2 would have to hold the same digit, and they see each other.</source>
        <translation>pero %1 y %2 tendrían que contener la misma cifra, y se ven entre sí.</translation>
    </message>
    <message>
        <source>but the digit of %1 would have to appear in one of %2, and %1 sees them all.</source>
        <translation>pero la cifra de %1 tendría que estar en una de %2, y %1 las ve todas.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether any grid at all fits this puzzle's region map, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark no pudo saber en %1 pasos de búsqueda si alguna cuadrícula encaja en las regiones de este sudoku, así que no puede comprobarlo ni empezarlo.</translation>
    </message>
    <message>
        <source>The game in play has moves that are not saved. Save it before leaving it?</source>
        <translation>La partida en curso tiene jugadas sin guardar. ¿Guardarla antes de dejarla?</translation>
    </message>
    <message>
        <source>You solved it without a hint, but with help from the solution: a check that showed a mistake, or a rewind to one. The game is counted apart from your best times.</source>
        <translation>Resuelto sin pistas, pero con ayuda de la solución: una comprobación que mostró un error, o un retroceso hasta uno. La partida se cuenta aparte de tus mejores tiempos.</translation>
    </message>
    <message>
        <source>Unique solution. Its variant rules are not graded yet, so it has no level. Play!</source>
        <translation>Solución única. Sus reglas de variante aún no se califican, así que no tiene nivel. ¡A jugar!</translation>
    </message>
    <message>
        <source>Pencilmark cannot check this puzzle's %1: your digits are compared with the solution the puzzle came with. Play!</source>
        <translation>Pencilmark no puede comprobar %1 de este sudoku: tus cifras se comparan con la solución que trae. ¡A jugar!</translation>
    </message>
    <message>
        <source>This puzzle holds rules Pencilmark cannot check (%1), and the solution it came with does not fit its givens and the rules Pencilmark knows, so it cannot be played.</source>
        <translation>Este sudoku tiene reglas que Pencilmark no puede comprobar (%1), y la solución que trae no encaja con sus cifras dadas ni con las reglas conocidas, así que no se puede jugar.</translation>
    </message>
    <message>
        <source>Copied the puzzle as a SudokuPad link.</source>
        <translation>Sudoku copiado como enlace de SudokuPad.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether this puzzle has one solution, and its logic gets stuck before the end, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark no pudo saber en %1 pasos de búsqueda si este sudoku tiene una sola solución, y su lógica se atasca antes del final, así que no puede comprobarlo ni empezarlo.</translation>
    </message>
</context>
<context>
    <name>pm::HighlightLegend</name>
    <message>
        <source>pattern candidate</source>
        <translation>candidato del patrón</translation>
    </message>
    <message>
        <source>cover candidate</source>
        <translation>candidato de cobertura</translation>
    </message>
    <message>
        <source>fin</source>
        <translation>aleta</translation>
    </message>
    <message>
        <source>pincer (an end of the pattern)</source>
        <translation>pinza (un extremo del patrón)</translation>
    </message>
    <message>
        <source>candidate on the chain</source>
        <translation>candidato de la cadena</translation>
    </message>
    <message>
        <source>first colour</source>
        <translation>primer color</translation>
    </message>
    <message>
        <source>second colour</source>
        <translation>segundo color</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>supuesto</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>contradicción</translation>
    </message>
    <message>
        <source>removed by this step</source>
        <translation>eliminado por este paso</translation>
    </message>
    <message>
        <source>placed by this step</source>
        <translation>colocado por este paso</translation>
    </message>
    <message>
        <source>strong link: if not one, then the other</source>
        <translation>enlace fuerte: si no es uno, es el otro</translation>
    </message>
    <message>
        <source>weak link: if one, then not the other</source>
        <translation>enlace débil: si es uno, no es el otro</translation>
    </message>
    <message>
        <source>house of the pattern</source>
        <translation>unidad del patrón</translation>
    </message>
    <message>
        <source>cover house</source>
        <translation>unidad de cobertura</translation>
    </message>
    <message>
        <source>house where the grid breaks</source>
        <translation>unidad donde la cuadrícula se rompe</translation>
    </message>
    <message>
        <source>cell of the pattern</source>
        <translation>casilla del patrón</translation>
    </message>
    <message>
        <source>extra cell</source>
        <translation>casilla adicional</translation>
    </message>
    <message>
        <source>end cell</source>
        <translation>casilla extrema</translation>
    </message>
    <message>
        <source>cell to correct</source>
        <translation>casilla que corregir</translation>
    </message>
    <message>
        <source>where the grid breaks</source>
        <translation>donde la cuadrícula se rompe</translation>
    </message>
    <message>
        <source>ruled out by a placed digit</source>
        <translation>descartado por un dígito colocado</translation>
    </message>
    <message>
        <source>placed digit that rules a candidate out</source>
        <translation>dígito colocado que descarta un candidato</translation>
    </message>
    <message>
        <source>cell the step leans on</source>
        <translation>casilla en la que se apoya el paso</translation>
    </message>
</context>
<context>
    <name>pm::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Dónde mirar</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Do what the hint says, as one move that Undo takes back.</source>
        <translation>Hace lo que dice la pista, como una sola jugada que Deshacer revierte.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;H&lt;/b&gt; for a hint: first where to look, then which technique, then the whole explanation.</source>
        <translation>Pulsa &lt;b&gt;H&lt;/b&gt; para una pista: primero dónde mirar, luego qué técnica y después la explicación completa.</translation>
    </message>
    <message>
        <source>Which cell</source>
        <translation>Qué casilla</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>Show More (H)</source>
        <translation>Mostrar más (H)</translation>
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
        <translation>Uno de tus dígitos es incorrecto. Mira %1.</translation>
    </message>
    <message>
        <source>A pencil mark you removed is needed after all. Look at %1.</source>
        <translation>Una nota que quitaste hace falta después de todo. Mira %1.</translation>
    </message>
    <message>
        <source>The puzzle is solved: there is nothing left to find.</source>
        <translation>El sudoku está resuelto: no queda nada por encontrar.</translation>
    </message>
    <message>
        <source>Hints need a puzzle in play. Start the entered puzzle first (Ctrl+Return).</source>
        <translation>Las pistas necesitan un sudoku en juego. Empieza primero el sudoku introducido (Ctrl+Intro).</translation>
    </message>
    <message>
        <source>Hints need the puzzle's solution, and this game does not know it.</source>
        <translation>Las pistas necesitan la solución del sudoku, y esta partida no la conoce.</translation>
    </message>
    <message>
        <source>No step found: none of the techniques Pencilmark knows for houses that hold each symbol several times (singles, counting and what-if) applies here.</source>
        <translation>No se encontró ningún paso: ninguna de las técnicas que conoce Pencilmark para unidades que contienen cada símbolo varias veces (singles, conteo y «Y si») se aplica aquí.</translation>
    </message>
    <message>
        <source>No step found: this position needs more than the techniques Pencilmark knows.</source>
        <translation>No se encontró ningún paso: esta posición necesita más que las técnicas que conoce Pencilmark.</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Mira %1.</translation>
    </message>
    <message>
        <source>Look at %1: a digit can be placed there.</source>
        <translation>Mira %1: ahí se puede colocar un dígito.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out there.</source>
        <translation>Mira %1: ahí se puede descartar un candidato.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out in each.</source>
        <translation>Mira %1: en cada una se puede descartar un candidato.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Available without pencil marks.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Se ve sin notas.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No single is left, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;No queda ningún single, así que hacen falta notas: rellénalas (Ctrl+M) o aplica la pista para que se rellenen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 is wrong.</source>
        <translation>La entrada de %1 es incorrecta.</translation>
    </message>
    <message>
        <source>Check the pencil marks of %1.</source>
        <translation>Revisa las notas de %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>Más sobre %1</translation>
    </message>
    <message>
        <source>With it, %1 appears more than %2 times in %3.</source>
        <translation>Con ella, %1 aparece más de %2 veces en %3.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2.</source>
        <translation>Repite el %1 de %2.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2 in %3.</source>
        <translation>Repite el %1 de %2 en %3.</translation>
    </message>
    <message>
        <source>If %1 is %2, then %3.</source>
        <translation>Si %1 es %2, entonces %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>"r1c2 = 5, r3c4 = 1 and 3 more"</extracomment>
        <translation>
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>If %1 is %2, singles follow: %3. Then %4.</source>
        <translation>Si %1 es %2, siguen singles: %3. Entonces %4.</translation>
    </message>
    <message>
        <source>The solution has another digit there, though no short chain of singles shows it yet.</source>
        <translation>La solución tiene otro dígito ahí, aunque ninguna cadena corta de singles lo muestre todavía.</translation>
    </message>
    <message>
        <source>You removed the %1 from %2, but it can be %1.</source>
        <translation>Quitaste el %1 de %2, pero puede ser %1.</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Vaciar %1</translation>
    </message>
    <message>
        <source>Put the %1 Back</source>
        <translation>Volver a poner el %1</translation>
    </message>
    <message>
        <source>Fill In Marks and Apply</source>
        <translation>Rellenar notas y aplicar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Hint: clear %1</source>
        <translation>Pista: vaciar %1</translation>
    </message>
    <message>
        <source>Hint: put %1 back in %2</source>
        <translation>Pista: volver a poner %1 en %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint: %1, with pencil marks filled in</source>
        <translation>Pista: %1, con las notas rellenadas</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Hint: %1, marks in %2</source>
        <translation>Pista: %1, notas en %2</translation>
    </message>
    <message>
        <source>No step found with the techniques switched on: the next step needs one you switched off (Help ▸ Step Order).</source>
        <translation>No se encuentra ningún paso con las técnicas activadas: el siguiente paso necesita una que desactivaste (Ayuda ▸ Orden de las técnicas).</translation>
    </message>
    <message>
        <source>&lt;i&gt;Singles are switched off in your step order, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Los singles están desactivados en tu orden de técnicas, así que hacen falta notas: rellénalas (Ctrl+M) o aplica la pista para que se rellenen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. They do not reason with this puzzle's %1 yet, and the next step needs them. Check (Ctrl+K) still compares your digits and marks with the solution.</source>
        <translation>No se encontró ningún paso con las reglas que conocen las pistas. Aún no razonan con «%1» de este sudoku, y el siguiente paso lo necesita. Comprobar (Ctrl+K) sigue comparando tus cifras y notas con la solución.</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. Pencilmark cannot check this puzzle's %1, and the next step may need it. Check (Ctrl+K) still compares your digits with the solution.</source>
        <translation>No se encontró ningún paso con las reglas que conocen las pistas. Pencilmark no puede comprobar %1 de este sudoku, y el siguiente paso quizá lo necesite. Comprobar (Ctrl+K) sigue comparando tus cifras con la solución.</translation>
    </message>
</context>
<context>
    <name>pm::InstanceText</name>
    <message>
        <source>Pencilmark is already running with this profile (%1), but it did not answer. This start ends so that two windows do not write over each other's game. Close the other window, or end it if it does not respond, and start Pencilmark again.</source>
        <translation>Pencilmark ya está abierto con este perfil (%1), pero no responde. Este inicio termina para que dos ventanas no sobrescriban la partida una de la otra. Cierra la otra ventana, o termínala si no responde, y vuelve a iniciar Pencilmark.</translation>
    </message>
    <message>
        <source>Pencilmark cannot write to its data folder %1, so it cannot tell whether it is already running, and your game will not be kept.</source>
        <translation>Pencilmark no puede escribir en su carpeta de datos %1, así que no puede saber si ya está abierto, y tu partida no se guardará.</translation>
    </message>
    <message>
        <source>Pencilmark cannot listen for later starts (%1): starting it again will not bring this window forward.</source>
        <translation>Pencilmark no puede escuchar los inicios posteriores (%1): volver a iniciarlo no traerá esta ventana al frente.</translation>
    </message>
</context>
<context>
    <name>pm::KeysText</name>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move (wrapping at the edges); with Shift or Ctrl, add cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Click, drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select; Ctrl+click adds or removes a cell, Shift+click adds a rectangle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Digit or letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;act in the current mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a corner mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a centre mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right click&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle the candidate under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cycle modes: digits, centre marks, corner marks, colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;switch between digits and the last mark mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Backspace, Delete&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear digits, then marks, then colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;keep only the cursor cell selected&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Flechas&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mover (pasando de un borde al otro); con Mayús o Ctrl, añadir casillas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Clic, arrastrar&lt;/b&gt;&lt;/td&gt;&lt;td&gt;seleccionar; Ctrl+clic añade o quita una casilla, Mayús+clic añade un rectángulo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Dígito o letra&lt;/b&gt;&lt;/td&gt;&lt;td&gt;actuar en el modo actual&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mayús+dígito&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alternar una nota de esquina&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+dígito&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alternar una nota central&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Clic derecho&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alternar el candidato bajo el puntero&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;recorrer los modos: dígitos, notas centrales, notas de esquina, colores&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espacio&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cambiar entre dígitos y el último modo de notas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Retroceso, Supr&lt;/b&gt;&lt;/td&gt;&lt;td&gt;borrar dígitos, luego notas, luego colores&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dejar seleccionada solo la casilla del cursor&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: only that digit's candidates (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: every cell where that digit can still go&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: cells with two candidates&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;with a filter on: clear it (View ▸ Filter has them all)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+click a mark&lt;/b&gt;&lt;/td&gt;&lt;td&gt;colour the candidate: A, A′, B, B′, none; Alt+right click: none&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in colour mode: the same for that candidate in the selected cells&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+cifra&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtro: solo los candidatos de esa cifra (otra vez: quitarlo)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Alt+cifra&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtro: cada celda donde aún puede ir esa cifra&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filtro: celdas con dos candidatos&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;con un filtro activo: quitarlo (Ver ▸ Filtro los tiene todos)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+clic en una marca&lt;/b&gt;&lt;/td&gt;&lt;td&gt;colorear el candidato: A, A′, B, B′, ninguno; Alt+clic derecho: ninguno&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mayús+cifra&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en modo color: lo mismo para ese candidato en las celdas seleccionadas&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Shift+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;go to the next or previous panel: the board, the number pad, the practice bar, the hint, All Steps (on the board Tab changes the mode, so F6 is the way out)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in a panel: its next or previous button&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+PgDown&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the next puzzle, of a collection or while practising&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop practising&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Mayús+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ir al panel siguiente o anterior: el tablero, el teclado de cifras, la barra de práctica, la pista, Todos los pasos (en el tablero Tab cambia el modo, así que F6 es la salida)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Mayús+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en un panel: su botón siguiente o anterior&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+AvPág&lt;/b&gt;&lt;/td&gt;&lt;td&gt;el siguiente sudoku, de una colección o al practicar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Mayús+Fin&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dejar de practicar&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>pm::KeysWindow</name>
    <message>
        <source>Keys and Modes</source>
        <translation>Teclas y modos</translation>
    </message>
</context>
<context>
    <name>pm::MainActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copiar el sudoku</translation>
    </message>
    <message>
        <source>Copy Puzzle with &amp;Entries and Marks</source>
        <translation>Copiar el sudoku con &amp;entradas y notas</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Pegar sudoku</translation>
    </message>
    <message>
        <source>&amp;Fill In Pencil Marks</source>
        <translation>Rellenar las &amp;notas</translation>
    </message>
    <message>
        <source>&amp;Keep Pencil Marks Updated</source>
        <translation>&amp;Mantener las notas al día</translation>
    </message>
    <message>
        <source>&amp;Check Now</source>
        <translation>&amp;Comprobar ahora</translation>
    </message>
    <message>
        <source>Check &amp;While Playing</source>
        <translation>Comprobar &amp;mientras se juega</translation>
    </message>
    <message>
        <source>&amp;Rewind to Before First Mistake</source>
        <translation>&amp;Volver a antes del primer error</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>E&amp;stadísticas…</translation>
    </message>
    <message>
        <source>Highlight the Selected Cell's &amp;Houses</source>
        <translation>Resaltar fila, columna y &amp;caja de la casilla elegida</translation>
    </message>
    <message>
        <source>Highlight the Selected &amp;Digit</source>
        <translation>Resaltar el &amp;dígito elegido</translation>
    </message>
    <message>
        <source>&amp;Keys and Modes</source>
        <translation>&amp;Teclas y modos</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>Técn&amp;icas</translation>
    </message>
    <message>
        <source>&amp;About Pencilmark</source>
        <translation>&amp;Acerca de Pencilmark</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show Solving &amp;Path</source>
        <translation>Mostrar el &amp;camino de resolución</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Hint (H): press again for more</source>
        <translation>Pista (H): pulsa otra vez para ver más</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Puzzle &amp;Collection…</source>
        <translation>C&amp;olección de sudokus…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Sudoku sig&amp;uiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Puzzle</source>
        <translation>Sudoku an&amp;terior</translation>
    </message>
    <message>
        <source>A&amp;ll Steps</source>
        <translation>Todos &amp;los pasos</translation>
    </message>
    <message>
        <source>Step &amp;Order…</source>
        <translation>&amp;Orden de las técnicas…</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtro</translation>
    </message>
    <message>
        <source>Show A&amp;nalysis After Solving</source>
        <translation>Mostrar el a&amp;nálisis al resolver</translation>
    </message>
    <message>
        <source>Stop Practisin&amp;g</source>
        <translation>De&amp;jar de practicar</translation>
    </message>
    <message>
        <source>Copy as f-puzzles &amp;Link</source>
        <translation>Copiar como enlace de &amp;f-puzzles</translation>
    </message>
    <message>
        <source>Enter a Pu&amp;zzle</source>
        <translation>Introducir un sudo&amp;ku</translation>
    </message>
    <message>
        <source>Start Entere&amp;d Puzzle</source>
        <translation>Empe&amp;zar el sudoku introducido</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Appl&amp;y the Hint</source>
        <translation>Aplica&amp;r la pista</translation>
    </message>
    <message>
        <source>Puzzle &amp;Rules</source>
        <translation>&amp;Reglas del sudoku</translation>
    </message>
    <message>
        <source>Copy as &amp;SudokuPad Link</source>
        <translation>Copiar como enlace de &amp;SudokuPad</translation>
    </message>
    <message>
        <source>&amp;Setter Checks…</source>
        <translation>Comprobaciones de &amp;autor…</translation>
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
        <translation>Introduciendo un sudoku: escribe sus pistas y elige Empezar (Ctrl+Intro).</translation>
    </message>
    <message>
        <source>About Pencilmark</source>
        <translation>Acerca de Pencilmark</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;A Sudoku studio: play with pencil marks, check, enter your own puzzles.</source>
        <translation>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;Un estudio de sudoku: juega con notas, comprueba, introduce tus propios sudokus.</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Dígitos</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Notas centrales</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Notas de esquina</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Modo: %1</translation>
    </message>
    <message>
        <source>Rewound to just before your first mistake. Redo brings the moves back.</source>
        <translation>Has vuelto a justo antes de tu primer error. Rehacer recupera las jugadas.</translation>
    </message>
    <message>
        <source>There is no mistake to rewind to.</source>
        <translation>No hay ningún error al que volver.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
</context>
<context>
    <name>pm::Names</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extremo</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>A level inside a description: "9×9, 3×3 boxes, easy".</extracomment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>experto</translation>
    </message>
    <message>
        <source>master</source>
        <translation>maestro</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extremo</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singles</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Intersecciones</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Subconjuntos</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Peces</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Patrones de un dígito</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloreado</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicidad</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>Cadenas y bucles</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Conjuntos casi bloqueados (ALS)</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Cadenas forzadas</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <translation>Ensayo y error</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Jaulas de killer</translation>
    </message>
    <message>
        <source>Counted houses</source>
        <translation>Unidades contadas</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>la caja %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>la región %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <translation>la diagonal principal</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <translation>la antidiagonal</translation>
    </message>
    <message>
        <source>the centre-dot cells</source>
        <translation>las casillas de punto central</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>la ventana %1</translation>
    </message>
    <message>
        <source>the cage of %1 at %2</source>
        <extracomment>A killer cage: "the cage of 23 at r1c1".</extracomment>
        <translation>la jaula %2 (suma %1)</translation>
    </message>
    <message>
        <source>%1×%1 MultiFour (1–%2, each %3 times per row and column)</source>
        <translation>%1×%1 MultiFour (1–%2, cada uno %3 veces por fila y columna)</translation>
    </message>
    <message>
        <source>%1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>%1×%1 DoubleNine (1–%2 dos veces por fila y columna, una vez por sección de %3×%4)</translation>
    </message>
    <message>
        <source>%1×%1 (%2×%3 boxes)</source>
        <translation>%1×%1 (cajas de %2×%3)</translation>
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
        <translation>cajas de %1×%2</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>centre dot</source>
        <translation>punto central</translation>
    </message>
    <message>
        <source>windows</source>
        <translation>ventanas</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>killer</translation>
    </message>
    <message>
        <source>Variant rules</source>
        <translation>Reglas de variante</translation>
    </message>
    <message>
        <source>Thermometers</source>
        <translation>Termómetros</translation>
    </message>
    <message>
        <source>Kropki dots (all given)</source>
        <extracomment>Every kropki dot is given: neighbours without a dot are neither consecutive nor in ratio 2.</extracomment>
        <translation>Puntos kropki (todos dados)</translation>
    </message>
    <message>
        <source>X and V (all given)</source>
        <extracomment>Every X and V is given: neighbours without one add up to neither 10 nor 5.</extracomment>
        <translation>X y V (todos dados)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two kinds of variant rules in one puzzle: "Thermometers and Kropki dots (all given)".</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>German whispers lines</source>
        <extracomment>German whispers: neighbours on a green line differ by at least 5.</extracomment>
        <translation>Líneas German whispers</translation>
    </message>
    <message>
        <source>Renban lines</source>
        <translation>Líneas renban</translation>
    </message>
    <message>
        <source>Even and odd cells</source>
        <translation>Celdas pares e impares</translation>
    </message>
</context>
<context>
    <name>pm::NewGameDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (regiones irregulares en lugar de cajas)</translation>
    </message>
    <message>
        <source>&amp;X: both diagonals hold every digit</source>
        <translation>&amp;X: las dos diagonales contienen todos los dígitos</translation>
    </message>
    <message>
        <source>Centre &amp;dot: the centre cells of the boxes hold every digit</source>
        <translation>Punto &amp;central: las casillas centrales de las cajas contienen todos los dígitos</translation>
    </message>
    <message>
        <source>&amp;Windows: four extra boxes</source>
        <translation>&amp;Ventanas: cuatro cajas adicionales</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>Half turn</source>
        <translation>Media vuelta</translation>
    </message>
    <message>
        <source>Quarter turn</source>
        <translation>Cuarto de vuelta</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Espejo</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonal</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>New Game's variant rules: a puzzle without thermometers, dots or arrows.</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Digits (1–9, then A, B …)</source>
        <translation>Dígitos (1–9, luego A, B …)</translation>
    </message>
    <message>
        <source>Letters (A, B, C …)</source>
        <translation>Letras (A, B, C …)</translation>
    </message>
    <message>
        <source>My own symbols (a word for a wordoku)</source>
        <translation>Mis propios símbolos (una palabra para un wordoku)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Variantes:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>Si&amp;metría:</translation>
    </message>
    <message>
        <source>Sym&amp;bols:</source>
        <translation>Sím&amp;bolos:</translation>
    </message>
    <message>
        <source>9 different symbols, e.g. WORDPLAYS</source>
        <translation>9 símbolos distintos, p. ej. WORDPLAYS</translation>
    </message>
    <message>
        <source>%1 different symbols</source>
        <translation>%1 símbolos distintos</translation>
    </message>
    <message>
        <source>These symbols cannot be used: %1</source>
        <translation>Estos símbolos no se pueden usar: %1</translation>
    </message>
    <message>
        <source>&amp;Killer: cages with sums instead of givens</source>
        <translation>&amp;Killer: jaulas con sumas en lugar de pistas</translation>
    </message>
    <message>
        <source>A killer is played in digits: its sums add them up.</source>
        <translation>Un killer se juega con dígitos: sus sumas los suman.</translation>
    </message>
    <message>
        <source>This puzzle needs %1 different symbols; “%2” has %3.</source>
        <translation>Este sudoku necesita %1 símbolos distintos; «%2» tiene %3.</translation>
    </message>
    <message>
        <source>Digits (1–%1)</source>
        <translation>Dígitos (1–%1)</translation>
    </message>
    <message>
        <source>Letters (A–%1)</source>
        <translation>Letras (A–%1)</translation>
    </message>
    <message>
        <source>None: choose by level</source>
        <translation>Ninguna: elegir por nivel</translation>
    </message>
    <message>
        <source>&amp;Practise:</source>
        <translation>&amp;Practicar:</translation>
    </message>
    <message>
        <source>Start just before the first step that &amp;needs it</source>
        <translation>Empezar justo &amp;antes del primer paso que la necesita</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Variant rules are played in digits: they compare and add them.</source>
        <translation>Las reglas de variante se juegan con dígitos: los comparan y los suman.</translation>
    </message>
</context>
<context>
    <name>pm::NumberPad</name>
    <message>
        <source>Digit</source>
        <translation>Dígito</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Esquina</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the selected cells (Delete)</source>
        <translation>Vaciar las casillas elegidas (Supr)</translation>
    </message>
</context>
<context>
    <name>pm::PracticeBar</name>
    <message>
        <source>Practising: %1</source>
        <translation>Práctica: %1</translation>
    </message>
    <message>
        <source>Making a puzzle that needs it…</source>
        <translation>Creando un sudoku que la necesita…</translation>
    </message>
    <message>
        <source>Well found: you made the deduction yourself.</source>
        <translation>Bien encontrado: hizo la deducción usted mismo.</translation>
    </message>
    <message>
        <source>Found with the hint's help.</source>
        <translation>Encontrado con ayuda de la pista.</translation>
    </message>
    <message>
        <source>Found: %1 · With hint: %2</source>
        <translation>Encontrado solo: %1 · Con pista: %2</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Siguiente sudoku</translation>
    </message>
    <message>
        <source>Stop Practising</source>
        <translation>Dejar de practicar</translation>
    </message>
    <message>
        <source>Solve the puzzle: its path needs this technique on the way.</source>
        <translation>Resuelva el sudoku: su camino necesita esta técnica por el camino.</translation>
    </message>
    <message>
        <source>The next step is this technique: find it on the board.</source>
        <translation>El siguiente paso es esta técnica: encuéntrela en el tablero.</translation>
    </message>
</context>
<context>
    <name>pm::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;NG Image…</source>
        <translation>Imagen P&amp;NG…</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>Imprimir cua&amp;dernillo…</translation>
    </message>
    <message>
        <source>Making the booklet… puzzle %1 of %2</source>
        <translation>Creando el cuadernillo… sudoku %1 de %2</translation>
    </message>
    <message>
        <source>Booklet cancelled.</source>
        <translation>Cuadernillo cancelado.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Sudoku %1</source>
        <translation>Sudoku %1</translation>
    </message>
    <message>
        <source>Print Puzzle</source>
        <translation>Imprimir el sudoku</translation>
    </message>
    <message>
        <source>The puzzle could not be printed.</source>
        <translation>No se pudo imprimir el sudoku.</translation>
    </message>
    <message>
        <source>Puzzle sent to the printer.</source>
        <translation>Sudoku enviado a la impresora.</translation>
    </message>
    <message>
        <source>Saved the puzzle as %1.</source>
        <translation>Sudoku guardado como %1.</translation>
    </message>
    <message>
        <source>Export Puzzle as PDF</source>
        <translation>Exportar el sudoku como PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Puzzle as Image</source>
        <translation>Exportar el sudoku como imagen</translation>
    </message>
    <message>
        <source>sudoku.png</source>
        <translation>sudoku.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Save Booklet as PDF</source>
        <translation>Guardar el cuadernillo como PDF</translation>
    </message>
    <message>
        <source>sudoku-booklet.pdf</source>
        <translation>cuadernillo-sudoku.pdf</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Imprimir cuadernillo</translation>
    </message>
    <message>
        <source>Making the booklet…</source>
        <translation>Creando el cuadernillo…</translation>
    </message>
    <message>
        <source>Print and Export</source>
        <translation>Imprimir y exportar</translation>
    </message>
    <message numerus="yes">
        <source>Saved the booklet (%n puzzle(s)) as %1.</source>
        <translation>
            <numerusform>Cuadernillo (%n sudoku) guardado como %1.</numerusform>
            <numerusform>Cuadernillo (%n sudokus) guardado como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Include Entries and Marks</source>
        <translation>Incluir entradas &amp;y notas</translation>
    </message>
</context>
<context>
    <name>pm::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Rules on the board: %1.</source>
        <translation>Reglas en el tablero: %1.</translation>
    </message>
    <message>
        <source>This puzzle has the usual rules: each digit once in every row, column and box.</source>
        <translation>Este sudoku tiene las reglas de siempre: cada cifra una vez en cada fila, columna y caja.</translation>
    </message>
    <message>
        <source>Pencilmark cannot check %1: Check (Ctrl+K) compares your digits with the solution the puzzle came with, and a clash shows only for the rules it knows.</source>
        <translation>Pencilmark no puede comprobar %1: Comprobar (Ctrl+K) compara tus cifras con la solución que trae el sudoku, y los conflictos solo se muestran para las reglas conocidas.</translation>
    </message>
    <message>
        <source>Check (Ctrl+K), the clash colours and the hints follow every one of them.</source>
        <translation>Comprobar (Ctrl+K), los colores de conflicto y las pistas las siguen todas.</translation>
    </message>
</context>
<context>
    <name>pm::SetterChecksDialog</name>
    <message>
        <source>&amp;Why Not?</source>
        <translation>¿&amp;Por qué no?</translation>
    </message>
    <message>
        <source>Setter Checks</source>
        <translation>Comprobaciones de autor</translation>
    </message>
    <message>
        <source>These checks look at the puzzle's givens and rules, never at the digits and marks entered in play.</source>
        <translation>Estas comprobaciones miran las pistas y las reglas del sudoku, nunca las cifras y notas puestas al jugar.</translation>
    </message>
    <message>
        <source>&amp;True Candidates</source>
        <translation>Candidatos &amp;verdaderos</translation>
    </message>
    <message>
        <source>The digits some solution puts in each cell: where a puzzle is still open.</source>
        <translation>Las cifras que alguna solución pone en cada casilla: dónde sigue abierto un sudoku.</translation>
    </message>
    <message>
        <source>&amp;Unnecessary Clues</source>
        <translation>Pistas &amp;innecesarias</translation>
    </message>
    <message>
        <source>The givens, cages and rules the puzzle keeps its one solution without, each on its own.</source>
        <translation>Las pistas, jaulas y reglas sin las que el sudoku conserva su única solución, cada una por separado.</translation>
    </message>
    <message>
        <source>&amp;Digit:</source>
        <translation>&amp;Cifra:</translation>
    </message>
    <message>
        <source>Why this digit cannot go in the selected cell: the shortest story found.</source>
        <translation>Por qué esta cifra no puede ir en la casilla elegida: el razonamiento más corto encontrado.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Looking for the true candidates…</source>
        <translation>Buscando los candidatos verdaderos…</translation>
    </message>
    <message>
        <source>Counting the solutions without each clue…</source>
        <translation>Contando las soluciones sin cada pista…</translation>
    </message>
    <message>
        <source>Looking for the shortest story…</source>
        <translation>Buscando el razonamiento más corto…</translation>
    </message>
    <message>
        <source>in %1</source>
        <extracomment>The cell "Why Not?" asks about: "in r3c4".</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <source>(select a cell)</source>
        <translation>(elija una casilla)</translation>
    </message>
</context>
<context>
    <name>pm::SetterText</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A cell and the digits some solution puts there: "r1c2: 3 5".</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no digit is a true candidate anywhere.</source>
        <translation>El sudoku no tiene solución, así que ninguna cifra es candidata verdadera en ninguna parte.</translation>
    </message>
    <message>
        <source>The puzzle has one solution: every empty cell has one true candidate, its digit there.</source>
        <translation>El sudoku tiene una solución: cada casilla vacía tiene un candidato verdadero, su cifra.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</source>
        <translation>
            <numerusform>%n casilla puede llevar más de una cifra según las soluciones del sudoku, con estos candidatos verdaderos (las cifras que alguna solución pone ahí):</numerusform>
            <numerusform>%n casillas pueden llevar más de una cifra según las soluciones del sudoku, con estos candidatos verdaderos (las cifras que alguna solución pone ahí):</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no clue can be judged.</source>
        <translation>El sudoku no tiene solución, así que no se puede juzgar ninguna pista.</translation>
    </message>
    <message>
        <source>the given %1 at %2</source>
        <extracomment>A given digit named: "the given 5 at r1c1".</extracomment>
        <translation>la pista %1 en %2</translation>
    </message>
    <message>
        <source>Every clue is needed: without any one of them the puzzle has more than one solution.</source>
        <translation>Cada pista hace falta: sin cualquiera de ellas el sudoku tiene más de una solución.</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its own (two of them may not both go):</source>
        <translation>
            <numerusform>El sudoku conserva su única solución sin esta pista (%n), quitada por separado:</numerusform>
            <numerusform>El sudoku conserva su única solución sin cualquiera de estas %n pistas, quitada cada una por separado (dos de ellas pueden no poder irse ambas):</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has more than one solution, so it needs more clues before any can be judged. The true candidates show where it is still open.</source>
        <translation>El sudoku tiene más de una solución, así que necesita más pistas antes de juzgar alguna. Los candidatos verdaderos muestran dónde sigue abierto.</translation>
    </message>
    <message>
        <source>No clue is shown unnecessary: without any one of the others the puzzle has more than one solution.</source>
        <translation>Ninguna pista resulta innecesaria: sin cualquiera de las demás el sudoku tiene más de una solución.</translation>
    </message>
    <message numerus="yes">
        <source>Without any one of these %n clue(s), the search could not count the solutions within %1 steps, so it is not known whether they are needed:</source>
        <translation>
            <numerusform>Sin esta pista (%n), la búsqueda no pudo contar las soluciones en %1 pasos, así que no se sabe si hace falta:</numerusform>
            <numerusform>Sin cualquiera de estas %n pistas, la búsqueda no pudo contar las soluciones en %1 pasos, así que no se sabe si hacen falta:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvedAnalysisDialog</name>
    <message>
        <source>Puzzle Solved: Analysis</source>
        <translation>Sudoku resuelto: análisis</translation>
    </message>
    <message>
        <source>Analysing the puzzle…</source>
        <translation>Analizando el sudoku…</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>What you did</source>
        <translation>Lo que hizo</translation>
    </message>
    <message>
        <source>Techniques its logical path needs:</source>
        <translation>Técnicas que necesita su camino lógico:</translation>
    </message>
    <message>
        <source>You solved it without a hint.</source>
        <translation>Lo resolvió sin ninguna pista.</translation>
    </message>
    <message numerus="yes">
        <source>You used %n hint(s):</source>
        <translation>
            <numerusform>Usó %n pista:</numerusform>
            <numerusform>Usó %n pistas:</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has no solution, so it has no rating.</source>
        <translation>Este sudoku no tiene solución, así que no tiene puntuación.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it has no rating.</source>
        <translation>Este sudoku tiene más de una solución, así que no tiene puntuación.</translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · rating %2 (%n step(s))</source>
        <translation>
            <numerusform>Nivel: %1 · puntuación %2 (%n paso)</numerusform>
            <numerusform>Nivel: %1 · puntuación %2 (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hardest step: %1 (%2)</source>
        <translation>Paso más difícil: %1 (%2)</translation>
    </message>
    <message>
        <source>A wrong entry</source>
        <translation>Una entrada errónea</translation>
    </message>
    <message>
        <source>A candidate removed by mistake</source>
        <translation>Un candidato quitado por error</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Aplicada</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Mostrada</translation>
    </message>
    <message>
        <source>&amp;Show this after every solved game</source>
        <translation>&amp;Mostrar tras cada sudoku resuelto</translation>
    </message>
    <message>
        <source>The logic could not finish this puzzle with its variant rules, so it has no rating.</source>
        <translation>La lógica no pudo terminar este sudoku con sus reglas de variante, así que no tiene puntuación.</translation>
    </message>
</context>
<context>
    <name>pm::SolvingPathDialog</name>
    <message>
        <source>The board before step %1 of %2 (%3)</source>
        <translation>El tablero antes del paso %1 de %2 (%3)</translation>
    </message>
    <message>
        <source>Solving Path</source>
        <translation>Camino de resolución</translation>
    </message>
    <message>
        <source>Working out the solving path…</source>
        <translation>Calculando el camino de resolución…</translation>
    </message>
    <message>
        <source>Steps of the solving path</source>
        <translation>Pasos del camino de resolución</translation>
    </message>
    <message>
        <source>Nothing to solve: every cell is filled.</source>
        <translation>Nada que resolver: todas las casillas están llenas.</translation>
    </message>
    <message>
        <source>Steps: %1 · hardest technique: %2 · level: %3</source>
        <translation>Pasos: %1 · técnica más difícil: %2 · nivel: %3</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; logic alone goes this far (steps: %1).</source>
        <translation>Este sudoku tiene más de una solución; la lógica sola llega hasta aquí (pasos: %1).</translation>
    </message>
    <message>
        <source>No technique Pencilmark knows takes the next step (steps so far: %1).</source>
        <translation>Ninguna técnica que conozca Pencilmark da el siguiente paso (pasos hasta ahora: %1).</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este sudoku no tiene solución.</translation>
    </message>
    <message>
        <source>None of the techniques Pencilmark knows for houses that hold each symbol several times takes the next step (steps so far: %1).</source>
        <translation>Ninguna de las técnicas que conoce Pencilmark para unidades que contienen cada símbolo varias veces da el siguiente paso (pasos hasta ahora: %1).</translation>
    </message>
    <message>
        <source>This path follows your own step order; the puzzle's rating always uses the standard order.</source>
        <translation>Este camino sigue tu propio orden de técnicas; la puntuación del sudoku siempre usa el orden estándar.</translation>
    </message>
    <message numerus="yes">
        <source>No technique switched on in your step order takes the next step (steps so far: %1). %n technique(s) are switched off (Help ▸ Step Order).</source>
        <translation>
            <numerusform>Ninguna técnica activada en tu orden encuentra el siguiente paso (pasos hasta ahora: %1). %n técnica está desactivada (Ayuda ▸ Orden de las técnicas).</numerusform>
            <numerusform>Ninguna técnica activada en tu orden encuentra el siguiente paso (pasos hasta ahora: %1). %n técnicas están desactivadas (Ayuda ▸ Orden de las técnicas).</numerusform>
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
        <translation>N.º</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
</context>
<context>
    <name>pm::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>No puzzle solved yet. Best times appear here.</source>
        <translation>Aún no has resuelto ningún sudoku. Aquí aparecerán tus mejores tiempos.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resueltos</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Mejor tiempo</translation>
    </message>
    <message>
        <source>Solved with help</source>
        <translation>Resueltos con ayuda</translation>
    </message>
</context>
<context>
    <name>pm::StepListText</name>
    <message>
        <source>Looking for %1…</source>
        <translation>Buscando %1…</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Buscando pasos…</translation>
    </message>
    <message>
        <source>No step found with these techniques.</source>
        <translation>Ningún paso encontrado con estas técnicas.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) in this position.</source>
        <translation>
            <numerusform>%n paso en esta posición.</numerusform>
            <numerusform>%n pasos en esta posición.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board holds a mistake, so no step is listed: steps found from it could be wrong. A hint (H) shows where it is.</source>
        <translation>Tu tablero tiene un error, así que no se lista ningún paso: los pasos hallados a partir de él podrían ser erróneos. Una pista (H) muestra dónde está.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>El sudoku está resuelto.</translation>
    </message>
    <message>
        <source>Steps are listed once the puzzle is started and its solution known.</source>
        <translation>Los pasos se listan cuando el sudoku ha empezado y se conoce su solución.</translation>
    </message>
    <message>
        <source>Your board has no pencil marks: these steps are found on every candidate, and applying one that is not a single fills in the marks first.</source>
        <translation>Tu tablero no tiene notas: estos pasos se hallan sobre todos los candidatos, y aplicar uno que no sea un single rellena primero las notas.</translation>
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
            <numerusform>… y %n más, sin mostrar</numerusform>
            <numerusform>… y %n más, sin mostrar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No step found with these techniques. %n technique(s) are switched off in your step order (Help ▸ Step Order).</source>
        <translation>
            <numerusform>No se encuentra ningún paso con estas técnicas. %n técnica está desactivada en tu orden (Ayuda ▸ Orden de las técnicas).</numerusform>
            <numerusform>No se encuentra ningún paso con estas técnicas. %n técnicas están desactivadas en tu orden (Ayuda ▸ Orden de las técnicas).</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>All Steps: a step's digits and where its pattern lies, "on 5: rows 2 and 7, columns 3 and 8"</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>en %1: %2</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>las filas %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>las columnas %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>las cajas %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>"5 from r1c2 and r1c4"</extracomment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>%1 goes from %2</source>
        <translation>se elimina el %1 de %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>se elimina %1</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Última casilla libre</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Single desnudo</translation>
    </message>
    <message>
        <source>Hidden Single (box)</source>
        <translation>Single oculto (caja)</translation>
    </message>
    <message>
        <source>Hidden Single (line)</source>
        <translation>Single oculto (fila/columna)</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Single oculto</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>Intersección apuntadora</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>Intersección reclamante</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>Par bloqueado</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>Trío bloqueado</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>Par desnudo</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>Par oculto</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>Trío desnudo</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>Trío oculto</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>Cuarteto desnudo</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>Cuarteto oculto</translation>
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
        <translation>X-Wing con aleta</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>Swordfish con aleta</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>Jellyfish con aleta</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>Cometa</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>Rectángulo vacío</translation>
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
        <translation>Pares remotos</translation>
    </message>
    <message>
        <source>Simple Colours (trap)</source>
        <translation>Coloreado simple (trampa)</translation>
    </message>
    <message>
        <source>Simple Colours (wrap)</source>
        <translation>Coloreado simple (envoltura)</translation>
    </message>
    <message>
        <source>Multi-Colours</source>
        <translation>Coloreado múltiple</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <translation>Rectángulo único tipo 1</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <translation>Rectángulo único tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <translation>Rectángulo único tipo 3</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <translation>Rectángulo único tipo 4</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>Rectángulo oculto</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>Cadena X</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>Cadena XY</translation>
    </message>
    <message>
        <source>Nice Loop</source>
        <translation>Nice Loop</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>Cadena de inferencias alternas</translation>
    </message>
    <message>
        <source>Grouped X-Chain</source>
        <translation>Cadena X agrupada</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>AIC agrupada</translation>
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
        <translation>Cadena forzada (casilla)</translation>
    </message>
    <message>
        <source>House Forcing Chain</source>
        <translation>Cadena forzada (unidad)</translation>
    </message>
    <message>
        <source>Digit Forcing Chain</source>
        <translation>Cadena forzada (dígito)</translation>
    </message>
    <message>
        <source>What-If</source>
        <translation>Y si</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Mira %1.</translation>
    </message>
    <message>
        <source>Look around %1.</source>
        <translation>Mira alrededor de %1.</translation>
    </message>
    <message>
        <source>Look at the whole board.</source>
        <translation>Mira todo el tablero.</translation>
    </message>
    <message>
        <source>%1 has no candidate left</source>
        <translation>%1 se queda sin candidatos</translation>
    </message>
    <message>
        <source>%1 has no place left in %2</source>
        <translation>el %1 no tiene sitio en %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 y %2 contienen ambas el %3</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the almost locked sets %2 and %3 share the restricted commons %4, so together they are locked; %5.</source>
        <translation>%1: los conjuntos casi bloqueados (ALS) %2 y %3 comparten los comunes restringidos %4, así que juntos quedan bloqueados; %5.</translation>
    </message>
    <message>
        <source>%1: the almost locked sets %2 and %3 cannot both hold %4, so one of them is locked on its other digits; %5.</source>
        <extracomment>"ALS-XZ: the almost locked sets r1c2, r1c5 {1,4,7} and r4c5 {4,7} cannot both hold 4, so ..."</extracomment>
        <translation>%1: los conjuntos casi bloqueados (ALS) %2 y %3 no pueden contener ambos el %4, así que uno de ellos queda bloqueado en sus otros dígitos; %5.</translation>
    </message>
    <message>
        <source>%1: the pivot set %2 shares %3 with %4 and %5 with %6, so one of those two sets is locked on its other digits; %7.</source>
        <extracomment>"ALS-XY-Wing: the pivot set ... shares 8 with A and 4 with B, so A or B is locked on its other digits; ..."</extracomment>
        <translation>%1: el conjunto pivote %2 comparte el %3 con %4 y el %5 con %6, así que uno de esos dos conjuntos queda bloqueado en sus otros dígitos; %7.</translation>
    </message>
    <message>
        <source>%1: where %2 meets %3, %4 hold %5; with %6 in the line and %7 in the box these cells hold as many digits as cells, so each digit sits there once; %8.</source>
        <extracomment>"Sue de Coq: where box 1 meets row 2, r2c1 and r2c2 hold {1,2,5,6}; with r2c7 in the row and r3c1 in the box ..."</extracomment>
        <translation>%1: donde %2 se cruza con %3, %4 contienen %5; con %6 en la línea y %7 en la caja, estas casillas contienen tantos dígitos como casillas, así que cada dígito está ahí una vez; %8.</translation>
    </message>
    <message>
        <source>Full House: %1 is the last empty cell of %2, so %1 = %3.</source>
        <translation>Última casilla libre: %1 es la última casilla vacía de %2, así que %1 = %3.</translation>
    </message>
    <message>
        <source>Naked Single: %1 can only be %2, so %1 = %2.</source>
        <translation>Single desnudo: %1 solo puede ser %2, así que %1 = %2.</translation>
    </message>
    <message>
        <source>Hidden Single: in %1, %2 fits only in %3, so %3 = %2.</source>
        <translation>Single oculto: en %1, el %2 solo cabe en %3, así que %3 = %2.</translation>
    </message>
    <message>
        <source>Pointing: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Intersección apuntadora: en %1, el %2 solo cabe en %3, que están en %4; así que %5.</translation>
    </message>
    <message>
        <source>Claiming: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Intersección reclamante: en %1, el %2 solo cabe en %3, que están en %4; así que %5.</translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so these digits belong to those cells in %4; %5.</source>
        <extracomment>"Naked Pair: r1c4 and r1c6 hold only 3 and 8 between them, so those digits belong to these cells in row 1; remove 3 from ..."</extracomment>
        <translation>%1: %2 contienen entre todas solo %3, así que esos dígitos pertenecen a esas casillas en %4; %5.</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else; %5.</source>
        <translation>%1: en %2, %3 solo caben en %4, así que esas casillas no contienen nada más; %5.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, the puzzle would have no solution (every continuation was tried), so %1 is not %2.</source>
        <translation>Y si: si %1 fuera %2, el sudoku no tendría solución (se probaron todas las continuaciones), así que %1 no es %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then after the singles that follow, %3 could hold none of %4: each of them leads to a contradiction by singles; so %1 is not %2.</source>
        <extracomment>Nested what-if: "if r9c2 were 2, then after the singles that follow, r5c5 could hold none of 3 and 7: each of them leads to a contradiction by singles; so r9c2 is not 2."</extracomment>
        <translation>Y si: si %1 fuera %2, tras los singles que siguen, %3 no podría contener ninguno de %4: cada uno lleva a una contradicción por singles; así que %1 no es %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, %3, so %1 is not %2.</source>
        <translation>Y si: si %1 fuera %2, %3, así que %1 no es %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then %3, and %4; so %1 is not %2.</source>
        <translation>Y si: si %1 fuera %2, entonces %3, y %4; así que %1 no es %2.</translation>
    </message>
    <message>
        <source>(%1) =ALS= (%2)</source>
        <extracomment>A strong link through an almost locked set (ALS): "r4c4/r4c6(7) =ALS= (9)r4c8".</extracomment>
        <translation>(%1) =ALS= (%2)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <extracomment>"X-Chain on 4: r1c2 =4= r1c7 -4- r5c7 =4= r5c3, so 4 goes from r3c3."</extracomment>
        <translation>%1 con el %2: %3, así que %4.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways and each almost locked set in it keeps all its other digits; %3.</source>
        <extracomment>A continuous loop through an almost locked set: exactly one of the set's two link digits is in it, so its other digits are locked in it.</extracomment>
        <translation>%1: %2 se cierra en un bucle, así que cada enlace débil vale en ambos sentidos y cada conjunto casi bloqueado del bucle conserva todos sus otros dígitos; %3.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways; %3.</source>
        <extracomment>A continuous loop: every weak link of it is also strong.</extracomment>
        <translation>%1: %2 se cierra en un bucle, así que cada enlace débil vale en ambos sentidos; %3.</translation>
    </message>
    <message>
        <source>%1: %2; assuming %3 false leads back to it being true, so %4.</source>
        <translation>%1: %2; suponer %3 falso lleva de vuelta a %3 verdadero, así que %4.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, so %3.</source>
        <extracomment>"AIC: r4c1 =2= r4c6(2=8) -8- r9c6 =8= r9c3, so ..."</extracomment>
        <translation>%1: %2; uno de sus extremos es verdadero, así que %3.</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>Simple Colours on %1: its conjugate pairs give two colours, %2 and %3, and one of them holds %1; cells seeing both colours cannot; %4.</source>
        <translation>Coloreado simple con el %1: sus pares conjugados dan dos colores, %2 y %3, y uno de ellos contiene el %1; las casillas que ven ambos colores no pueden; %4.</translation>
    </message>
    <message>
        <source>Simple Colours on %1: %2 and %3 have the same colour and share %4, so that colour cannot hold %1 and the other colour does; %5.</source>
        <translation>Coloreado simple con el %1: %2 y %3 tienen el mismo color y comparten %4, así que ese color no puede contener el %1 y el otro color sí; %5.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2, so those colours are not both true and one of the two opposite colours holds %1; cells seeing both opposite colours cannot; %3.</source>
        <translation>Coloreado múltiple con el %1: %2, así que esos colores no son ambos verdaderos y uno de los dos colores opuestos contiene el %1; las casillas que ven ambos colores opuestos no pueden; %3.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4, so %5.</source>
        <extracomment>"X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes from r4c3 and r5c6."</extracomment>
        <translation>%1 con el %2: en %3, el %2 solo cabe en %4, así que %5.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fin %5. Either %5 is %2 or the %6 holds; both rule %2 out of cells in %4 that see the fin, so %7.</source>
        <extracomment>"Finned X-Wing on 4: in rows 1 and 5, 4 fits only in columns 2 and 8 and in the fin r5c7. Either r5c7 is 4 or the X-Wing holds; both rule 4 out of cells in those columns that see the fin, so ..."</extracomment>
        <translation>%1 con el %2: en %3, el %2 solo cabe en %4 y en la aleta %5. O %5 es %2, o el %6 se cumple; ambos casos descartan el %2 de las casillas de %4 que ven la aleta, así que %7.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fins %5. Either a fin is %2 or the %6 holds; both rule %2 out of cells in %4 that see every fin, so %7.</source>
        <translation>%1 con el %2: en %3, el %2 solo cabe en %4 y en las aletas %5. O una aleta es %2, o el %6 se cumple; ambos casos descartan el %2 de las casillas de %4 que ven todas las aletas, así que %7.</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles lead to the same result, so %4.</source>
        <translation>%1: %2 debe contener uno de sus candidatos; en cada caso (%3) los singles llevan al mismo resultado, así que %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles lead to the same result, so %5.</source>
        <translation>%1: el %2 debe ir en algún lugar de %3; en cada caso (%4) los singles llevan al mismo resultado, así que %5.</translation>
    </message>
    <message>
        <source>%1: whether %2 is %3 or not, singles lead to the same result, so %4.</source>
        <translation>%1: sea %2 igual a %3 o no, los singles llevan al mismo resultado, así que %4.</translation>
    </message>
    <message>
        <source>if %1 were %2</source>
        <translation>si %1 fuera %2</translation>
    </message>
    <message>
        <source>if %1 were not %2</source>
        <translation>si %1 no fuera %2</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>, entonces %1</translation>
    </message>
    <message>
        <source>%1: %2%3, and %4; so %5.</source>
        <translation>%1: %2%3, y %4; así que %5.</translation>
    </message>
    <message>
        <source>%1 on %2: %3 holds %2 only in %4 and %5, %6 only in %7 and %8; %5 and %7 share %9, so %4 or %8 is %2, and %10.</source>
        <extracomment>"Skyscraper on 3: row 1 holds 3 only in r1c6 and r1c2, row 5 only in r5c2 and r5c8; r1c2 and r5c2 share column 2, so r1c6 or r5c8 is 3, and 3 goes from r2c8 and r4c6."</extracomment>
        <translation>%1 con el %2: %3 solo tiene el %2 en %4 y %5, %6 solo en %7 y %8; %5 y %7 comparten %9, así que %4 o %8 es %2, y %10.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 and %5; %6 holds %2 only in %7 and %8: either %8 is %2, or %7 is and the %2 of %3 must lie in %9; either way, %10.</source>
        <extracomment>"Empty Rectangle on 5: in box 5, 5 lies only in row 4 and column 6; column 2 holds 5 only in r4c2 and r8c2: either r8c2 is 5, or r4c2 is and the 5 of box 5 must lie in column 6; either way, 5 goes from r8c6."</extracomment>
        <translation>%1 con el %2: en %3, el %2 solo está en %4 y %5; %6 solo tiene el %2 en %7 y %8: o %8 es %2, o lo es %7 y el %2 de %3 debe estar en %9; en cualquier caso, %10.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 1 on %1: %2 hold only those digits; were %3 either of them, the four cells could swap them and the puzzle would have two solutions; %4.</source>
        <extracomment>"Unique Rectangle type 1 on {3,8}: r1c1, r1c5 and r4c1 hold only those digits; were r4c5 either of them, ..."</extracomment>
        <translation>Rectángulo único tipo 1 con %1: %2 solo contienen esos dígitos; si %3 fuera uno de ellos, las cuatro casillas podrían intercambiarlos y el sudoku tendría dos soluciones; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 2 on %1: unless one of %2 is %3, the rectangle would have two solutions; so cells seeing all of them cannot be %3; %4.</source>
        <translation>Rectángulo único tipo 2 con %1: a menos que una de %2 sea %3, el rectángulo tendría dos soluciones; así que las casillas que las ven todas no pueden ser %3; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 4 on %1: in %2, %3 fits only in %4 and %5, so one of them is %3 and neither can be %6 without two solutions; %7.</source>
        <translation>Rectángulo único tipo 4 con %1: en %2, el %3 solo cabe en %4 y %5, así que una de ellas es %3 y ninguna puede ser %6 sin dar dos soluciones; %7.</translation>
    </message>
    <message>
        <source>XY-Wing: %1 holds only %2 and %3; %4 and %5 each pair one of them with %6, so whichever %1 is, %4 or %5 is %6; %7.</source>
        <extracomment>"XY-Wing: r2c2 holds only 4 and 7; r2c8 {4,9} and r6c2 {7,9} share 9 with it, so whichever r2c2 is, ..."</extracomment>
        <translation>XY-Wing: %1 solo contiene %2 y %3; %4 y %5 emparejan cada una uno de ellos con el %6, así que, sea cual sea %1, %4 o %5 es %6; %7.</translation>
    </message>
    <message>
        <source>XYZ-Wing: %1 holds only %2; %3 and %4 each hold %5 and one other of its digits, so one of the three cells is %5; %6.</source>
        <translation>XYZ-Wing: %1 solo contiene %2; %3 y %4 contienen cada una el %5 y otro de sus dígitos, así que una de las tres casillas es %5; %6.</translation>
    </message>
    <message>
        <source>W-Wing: %1 and %2 both hold only %3 and %4; in %5, %3 fits only in %6 and %7, which see them, so they cannot both be %3 and one of them is %4; %8.</source>
        <translation>W-Wing: %1 y %2 solo contienen %3 y %4; en %5, el %3 solo cabe en %6 y %7, que las ven, así que no pueden ser ambas %3 y una de ellas es %4; %8.</translation>
    </message>
    <message>
        <source>Remote Pairs: %1 all hold only %2 and %3, and along the chain they alternate between them; a cell seeing two of them an odd number of links apart can hold neither; %4.</source>
        <translation>Pares remotos: %1 solo contienen %2 y %3, y a lo largo de la cadena se alternan entre ellos; una casilla que ve dos de ellas separadas por un número impar de enlaces no puede contener ninguno; %4.</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <translation>Combinación de jaula</translation>
    </message>
    <message>
        <source>Innie/Outie Single</source>
        <translation>Single innie/outie</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <translation>Innies y outies</translation>
    </message>
    <message>
        <source>Cage Pointing</source>
        <translation>Jaula apuntadora</translation>
    </message>
    <message>
        <source>Cage Claiming</source>
        <translation>Jaula reclamante</translation>
    </message>
    <message>
        <source>Innies and Outies (several houses)</source>
        <translation>Innies y outies (varias unidades)</translation>
    </message>
    <message>
        <source>Innie-Outie Difference</source>
        <translation>Diferencia innie-outie</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Joins the last two of several alternatives: "{1,9}, {2,8} or {3,7}".</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Cage Combination: %1 is the last empty cell of %2, so %3.</source>
        <extracomment>"Cage Combination: r6c1 is the last empty cell of the cage of 9 at r6c1, so r6c1 = 1."</extracomment>
        <translation>Combinación de jaula: %1 es la última casilla vacía de %2, así que %3.</translation>
    </message>
    <message>
        <source>Cage Combination: %1 holds %2 different digits adding up to %3; with its candidates they can only be %4; %5.</source>
        <extracomment>"Cage Combination: the cage of 23 at r1c1 holds 3 different digits adding up to 23; with its candidates they can only be {6,8,9}; remove 1 from r1c1; ..."</extracomment>
        <translation>Combinación de jaula: %1 contiene %2 dígitos distintos que suman %3; con sus candidatos solo pueden ser %4; %5.</translation>
    </message>
    <message>
        <source>Cage Combination: in %1, the empty cells %2 hold %3 different digits adding up to %4 (the placed digits taken away); with their candidates they can only be %5; %6.</source>
        <extracomment>"Cage Combination: in the cage of 17 at r1c1, the empty cells r1c2 and r2c2 hold 2 different digits adding up to 12 (the placed digits taken away); with their candidates they can only be ..."</extracomment>
        <translation>Combinación de jaula: en %1, las casillas vacías %2 contienen %3 dígitos distintos que suman %4 (descontados los dígitos colocados); con sus candidatos solo pueden ser %5; %6.</translation>
    </message>
    <message>
        <source>, so they hold %1</source>
        <extracomment>Appended after "... add up to 12": the digit sets those cells can hold.</extracomment>
        <translation>, así que contienen %1</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the innie %4 is left, so %5.</source>
        <extracomment>45 rule, one innie: "Innie/Outie Single: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, only the innie r3c9 is left, so r3c9 = 5."</extracomment>
        <translation>%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, solo queda el innie %4, así que %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the innies %4 are left, adding up to %5%6; %7.</source>
        <extracomment>45 rule, innies: "Innies and Outies: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, the innies r3c8 and r3c9 are left, adding up to 8, so they hold {1,7}, {2,6} or {3,5}; remove 4 from ..."</extracomment>
        <translation>%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, quedan los innies %4, que suman %5%6; %7.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the outie %4 is left over, so %5.</source>
        <extracomment>45 rule, one outie: the cages meeting the houses add up to more than the houses; one cell outside them makes up the difference.</extracomment>
        <translation>%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, solo sobra el outie %4, así que %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the outies %4 are left over, adding up to %5%6; %7.</source>
        <translation>%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, sobran los outies %4, que suman %5%6; %7.</translation>
    </message>
    <message>
        <source>the innie %1 is %2 more than the outie %3</source>
        <translation>el innie %1 es %2 más que el outie %3</translation>
    </message>
    <message>
        <source>the innie %1 is %2 less than the outie %3</source>
        <translation>el innie %1 es %2 menos que el outie %3</translation>
    </message>
    <message>
        <source>the innie %1 equals the outie %2</source>
        <translation>el innie %1 es igual al outie %2</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, %4, so each keeps only candidates the other can match; %5.</source>
        <extracomment>"Innie-Outie Difference: the digits of row 1 add up to 45; counting the cages that meet them and the placed digits, the innie r1c9 is 2 more than the outie r2c1, so each keeps only candidates the other can match; remove ..."</extracomment>
        <translation>%1: los dígitos de %2 suman %3; contando las jaulas que los tocan y los dígitos colocados, %4, así que cada una conserva solo los candidatos con los que la otra puede cuadrar; %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4; cells that see all of them cannot be %3, so %5.</source>
        <extracomment>"Cage Pointing: every digit set left for the cage of 7 at r4c4 ({1,2,4}) holds 1, which fits there only in r4c4 and r5c5; so 1 goes from r4c5 ..." (cells seeing all of them)</extracomment>
        <translation>Jaula apuntadora: cada conjunto de dígitos que queda para %1 (%2) contiene el %3, que allí solo cabe en %4; las casillas que las ven todas no pueden ser %3, así que %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4, within %5; so %6.</source>
        <translation>Jaula apuntadora: cada conjunto de dígitos que queda para %1 (%2) contiene el %3, que allí solo cabe en %4, dentro de %5; así que %6.</translation>
    </message>
    <message>
        <source>Cage Claiming: in %1, %2 fits only in %3, all in %4; so the cage holds %2, which leaves it %5; %6.</source>
        <extracomment>"Cage Claiming: in row 7, 4 fits only in r7c2 and r7c3, all in the cage of 13 at r7c2; so the cage holds 4, which leaves it {1,4,8} or {2,4,7}; remove ..."</extracomment>
        <translation>Jaula reclamante: en %1, el %2 solo cabe en %3, todas en %4; así que la jaula contiene el %2, lo que le deja solo %5; %6.</translation>
    </message>
    <message>
        <source>Count Elimination</source>
        <translation>Eliminación por conteo</translation>
    </message>
    <message>
        <source>Count Fill</source>
        <translation>Relleno por conteo</translation>
    </message>
    <message>
        <source>Count Pointing</source>
        <translation>Apuntado por conteo</translation>
    </message>
    <message>
        <source>Count Claiming</source>
        <translation>Reclamación por conteo</translation>
    </message>
    <message>
        <source>%1 has too few places left in %2</source>
        <extracomment>A house holding each symbol several times: "2 has too few places left in row 4" (it is still due more often than cells can take it).</extracomment>
        <translation>el %1 no tiene sitios suficientes en %2</translation>
    </message>
    <message>
        <source>Count Elimination: %1 holds every symbol %2 times, and %3 already stands in %4; so %5.</source>
        <extracomment>Count Elimination (houses holding each symbol several times): "Count Elimination: row 2 holds every symbol 3 times, and 3 already stands in r2c1, r2c6 and r2c11; so 3 goes from r2c4 and r2c9."</extracomment>
        <translation>Eliminación por conteo: %1 contiene cada símbolo %2 veces, y el %3 ya está en %4; así que %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due once there; only %4 can still take %3, so %5.</source>
        <extracomment>Count Fill, one more due: "Count Fill: column 5 holds every symbol 2 times, and 7 is still due once there; only r11c5 can still take 7, so r11c5 = 7."</extracomment>
        <translation>Relleno por conteo: %1 contiene cada símbolo %2 veces, y al %3 le falta aparecer una vez más; solo %4 puede recibir aún el %3, así que %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due %4 times there; only %5 can still take %3, so %6.</source>
        <extracomment>Count Fill, several due: "Count Fill: row 4 holds every symbol 3 times, and 2 is still due 2 times there; only r4c3 and r4c10 can still take 2, so r4c3 = 2 and r4c10 = 2."</extracomment>
        <translation>Relleno por conteo: %1 contiene cada símbolo %2 veces, y al %3 le faltan aún %4 apariciones; solo %5 pueden recibir aún el %3, así que %6.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in one more cell; in %3, %2 fits only in cells of %1 (%4), and that house holds it once, so it fills the place; %5.</source>
        <extracomment>Count Pointing, one more due: "Count Pointing: row 2 still needs 5 in one more cell; in box 1, 5 fits only in cells of row 2 (r2c1 and r2c2), and that house holds it once, so it fills the place; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Apuntado por conteo: %1 aún necesita el %2 en una casilla más; en %3, el %2 solo cabe en casillas de %1 (%4), y esa unidad lo contiene una vez, así que llena el hueco; %5.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in %3 more cells; in %4, %2 fits only in cells of %1 (%5), and each of those houses holds it once, so they fill them all; %6.</source>
        <extracomment>Count Pointing (lines holding each symbol several times, boxes once): "Count Pointing: row 2 still needs 5 in 2 more cells; in boxes 1 and 4, 5 fits only in cells of row 2 (r2c1, r2c2 and r2c11), and each of those houses holds it once, so they fill them all; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Apuntado por conteo: %1 aún necesita el %2 en %3 casillas más; en %4, el %2 solo cabe en casillas de %1 (%5), y cada una de esas unidades lo contiene una vez, así que las llenan todas; %6.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in one more cell, and its cells that can take %2 (%3) lie in %4 only; that house holds %2 once, so it gives it to %1; %5.</source>
        <extracomment>Count Claiming, one more due: "Count Claiming: column 6 still needs 1 in one more cell, and its cells that can take 1 (r2c6) lie in box 2 only; that house holds 1 once, so it gives it to column 6; 1 goes from r1c4."</extracomment>
        <translation>Reclamación por conteo: %1 aún necesita el %2 en una casilla más, y sus casillas que pueden recibirlo (%3) están solo en %4; esa unidad contiene el %2 una vez, así que se lo da a %1; %5.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in %3 more cells, and its cells that can take %2 (%4) lie in %5 only; each of those holds %2 once, so each gives one to %1; %6.</source>
        <extracomment>Count Claiming: "Count Claiming: column 3 still needs 7 in 2 more cells, and its cells that can take 7 (r1c3, r5c3 and r16c3) lie in boxes 1 and 11 only; each of those holds 7 once, so each gives one to column 3; 7 goes from r2c1 and r17c2."</extracomment>
        <translation>Reclamación por conteo: %1 aún necesita el %2 en %3 casillas más, y sus casillas que pueden recibirlo (%4) están solo en %5; cada una de esas unidades contiene el %2 una vez, así que cada una aporta uno a %1; %6.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, and either of them rules out what goes, so %3.</source>
        <extracomment>A chain whose ends rule out a candidate in one of its own end cells: "Nice Loop: r1c1 =5= ... -7- r1c5; one of its ends is true, and either of them rules out what goes, so 5 goes from r1c5."</extracomment>
        <translation>%1: %2; uno de sus extremos es verdadero, y cualquiera de ellos descarta lo que se va, así que %3.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2; %3 and %4 have opposite colours in another cluster, so one of them holds %1 and the colour of %5 cannot; %6.</source>
        <extracomment>"Multi-Colours on 4: r1c6 sees r3c5 and r8c6 sees r8c5; r3c5 and r8c5 have opposite colours in another cluster, so one of them holds 4 and the colour of r1c6 cannot; 4 goes from r1c6 and r8c6."</extracomment>
        <translation>Coloreado múltiple con el %1: %2; %3 y %4 tienen colores opuestos en otro grupo, así que una de ellas contiene el %1 y el color de %5 no puede; %6.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 3 on %1: one of %2 and %3 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and %4 make a naked subset on %5 in %6; %7.</source>
        <extracomment>"Unique Rectangle type 3 on {3,8}: one of r4c1 and r4c5 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and r4c7 make a naked subset on 6 and 9 in row 4; remove ..."</extracomment>
        <translation>Rectángulo único tipo 3 con %1: una de %2 y %3 debe contener un dígito distinto de esos, si no el rectángulo tendría dos soluciones; así que sus otros dígitos y %4 forman un subconjunto desnudo de %5 en %6; %7.</translation>
    </message>
    <message>
        <source>Hidden Rectangle on %1: %2 holds only those digits; %3 holds %4 only in %5 and %6, and %7 only in %5 and %8; were %5 %9, %6 and %8 would be %4 and %2 %9, a pattern with two solutions; %10.</source>
        <extracomment>"Hidden Rectangle on {3,8}: r1c1 holds only those digits; row 4 holds 3 only in r4c5 and r4c1, and column 5 only in r4c5 and r1c5; were r4c5 8, r4c1 and r1c5 would be 3 and r1c1 8, a pattern with two solutions; 8 goes from r4c5."</extracomment>
        <translation>Rectángulo oculto con %1: %2 solo contiene esos dígitos; %3 tiene el %4 solo en %5 y %6, y %7 solo en %5 y %8; si %5 fuera %9, %6 y %8 serían %4 y %2 sería %9, un patrón con dos soluciones; %10.</translation>
    </message>
    <message>
        <source>BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its houses; were %1 not %2, the puzzle would not have one solution, so %1 keeps only %2; %3.</source>
        <extracomment>"BUG+1: every empty cell but r5c5 holds two candidates, and 7 appears three times in its houses; were r5c5 not 7, the puzzle would not have one solution, so r5c5 keeps only 7; remove 2 and 4 from r5c5."</extracomment>
        <translation>BUG+1: cada casilla vacía salvo %1 tiene dos candidatos, y el %2 aparece tres veces en sus unidades; si %1 no fuera %2, el sudoku no tendría una única solución, así que %1 conserva solo el %2; %3.</translation>
    </message>
    <message>
        <source>Grid Rule</source>
        <translation>Regla de cuadrícula</translation>
    </message>
    <message>
        <source>Cell Rule</source>
        <translation>Regla de casilla</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>Termómetro</translation>
    </message>
    <message>
        <source>Dot Pair</source>
        <translation>Pareja de punto</translation>
    </message>
    <message>
        <source>Line Rule</source>
        <translation>Regla de línea</translation>
    </message>
    <message>
        <source>Line Sum</source>
        <translation>Suma de línea</translation>
    </message>
    <message>
        <source>Outside Clue</source>
        <translation>Pista exterior</translation>
    </message>
    <message>
        <source>cells a knight's move apart hold different digits</source>
        <translation>las casillas a un salto de caballo entre sí llevan cifras distintas</translation>
    </message>
    <message>
        <source>cells a king's move apart hold different digits</source>
        <translation>las casillas a un paso de rey entre sí llevan cifras distintas</translation>
    </message>
    <message>
        <source>cells at the same place in their boxes hold different digits</source>
        <translation>las casillas en el mismo lugar de sus cajas llevan cifras distintas</translation>
    </message>
    <message>
        <source>orthogonal neighbours without an X or a V between them add up to neither 5 nor 10</source>
        <translation>las vecinas ortogonales sin X ni V entre ellas no suman ni 5 ni 10</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 holds %5, so %6.</source>
        <extracomment>"Grid Rule: cells a knight's move apart hold different digits (the anti-knight rule); r1c1 holds 5, so 5 goes from r2c3 and r3c2."</extracomment>
        <translation>%1: %2 (%3); %4 lleva %5, así que %6.</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 can only be %5, and none of them goes beside these candidates of its partners, so %6.</source>
        <extracomment>"Grid Rule: orthogonal neighbours ... hold no consecutive digits (the non-consecutive rule); r4c4 can only be 4 or 6, and neither goes beside 5, so 5 goes from r4c3 and r4c5."</extracomment>
        <translation>%1: %2 (%3); %4 solo puede ser %5, y ninguna cabe junto a estos candidatos de sus compañeras, así que %6.</translation>
    </message>
    <message>
        <source>the digits on %1 rise from the bulb</source>
        <translation>las cifras en %1 suben desde el bulbo</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number in its circle</source>
        <translation>las cifras a lo largo de %1 suman el número de su círculo</translation>
    </message>
    <message>
        <source>the two digits of %1 are consecutive</source>
        <translation>las dos cifras de %1 son consecutivas</translation>
    </message>
    <message>
        <source>the two digits of %1 differ by %2</source>
        <translation>las dos cifras de %1 difieren en %2</translation>
    </message>
    <message>
        <source>one digit of %1 is %2 times the other</source>
        <translation>una cifra de %1 es %2 veces la otra</translation>
    </message>
    <message>
        <source>the two digits of %1 add up to %2</source>
        <translation>las dos cifras de %1 suman %2</translation>
    </message>
    <message>
        <source>%1 holds an even digit</source>
        <translation>%1 lleva una cifra par</translation>
    </message>
    <message>
        <source>%1 holds an odd digit</source>
        <translation>%1 lleva una cifra impar</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each of its orthogonal neighbours</source>
        <translation>%1 lleva una cifra menor que cada una de sus vecinas ortogonales</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each of its orthogonal neighbours</source>
        <translation>%1 lleva una cifra mayor que cada una de sus vecinas ortogonales</translation>
    </message>
    <message>
        <source>%1 holds one of %2</source>
        <translation>%1 lleva una de %2</translation>
    </message>
    <message>
        <source>the four cells of %1 hold %2</source>
        <translation>las cuatro casillas de %1 llevan %2</translation>
    </message>
    <message>
        <source>the cells of %1 hold different digits</source>
        <translation>las casillas de %1 llevan cifras distintas</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2, a digit may repeat</source>
        <translation>las cifras de %1 suman %2, una cifra puede repetirse</translation>
    </message>
    <message>
        <source>the digits between the 1 and the %2 in the line of %1 add up to %3</source>
        <translation>las cifras entre el 1 y el %2 en la línea de %1 suman %3</translation>
    </message>
    <message>
        <source>the first X digits in the line of %1, X being the first of them, add up to %2</source>
        <translation>las X primeras cifras de la línea de %1, siendo X la primera de ellas, suman %2</translation>
    </message>
    <message>
        <source>seen from %1, taller digits hide the lower ones behind them, and %2 are seen</source>
        <translation>vistas desde %1, las cifras más altas ocultan las más bajas detrás de ellas, y se ven %2</translation>
    </message>
    <message>
        <source>neighbours on %1 differ by at least %2</source>
        <translation>las vecinas en %1 difieren en al menos %2</translation>
    </message>
    <message>
        <source>%1 holds different digits that make a run of consecutive digits</source>
        <translation>%1 lleva cifras distintas que forman una serie de cifras consecutivas</translation>
    </message>
    <message>
        <source>%1 reads the same from either end</source>
        <translation>%1 se lee igual desde cada extremo</translation>
    </message>
    <message>
        <source>the two shapes of %1 hold the same digits, cell for cell</source>
        <translation>las dos formas de %1 llevan las mismas cifras, casilla por casilla</translation>
    </message>
    <message>
        <source>the digits on %1 lie strictly between the digits in its two end circles</source>
        <translation>las cifras en %1 están estrictamente entre las cifras de sus dos círculos de los extremos</translation>
    </message>
    <message>
        <source>the ends of %1 differ by at least %2, and no digit between them lies in the range the ends span</source>
        <translation>los extremos de %1 difieren en al menos %2, y ninguna cifra entre ellos está en el intervalo que abarcan los extremos</translation>
    </message>
    <message>
        <source>%1 adds up to the same sum in every region it passes through</source>
        <translation>%1 suma lo mismo en cada región que atraviesa</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one low, one middle and one high digit</source>
        <translation>cada tres casillas seguidas en %1 llevan una cifra baja, una media y una alta</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one digit of each remainder modulo 3</source>
        <translation>cada tres casillas seguidas en %1 llevan una cifra de cada resto módulo 3</translation>
    </message>
    <message>
        <source>the cells of %1 equally far from its middle add up to the same total (the middle cell's digit, if it has one)</source>
        <translation>las casillas de %1 a igual distancia de su centro suman el mismo total (la cifra de la casilla central, si la tiene)</translation>
    </message>
    <message>
        <source>%1: %2, by one at least with each cell: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, by one at least with each cell: r1c6 holds 3 to 8 (place 3 of 4 from the bulb); remove 1 and 2 from r1c6."</extracomment>
        <translation>%1: %2, al menos uno más en cada casilla: %3; %4.</translation>
    </message>
    <message>
        <source>%1: %2. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): %3.</source>
        <extracomment>"Dot Pair: the two digits of the V between r1c1 and r1c2 add up to 5. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): 5 goes from r1c1."</extracomment>
        <translation>%1: %2. De los candidatos de sus casillas, algunos no caben en ningún relleno que cumpla esta regla (casillas de una misma casa con cifras distintas): %3.</translation>
    </message>
    <message>
        <source>the digits on %1 rise or stay level from the bulb</source>
        <translation>las cifras en %1 suben o se mantienen desde el bulbo</translation>
    </message>
    <message>
        <source>%1 holds %2 to %3 (place %4 of %5 from the bulb)</source>
        <extracomment>A cell's place on a thermometer (on its longest way from a bulb to a tip): "r1c6 holds 3 to 8 (place 3 of 4 from the bulb)".</extracomment>
        <translation>%1 lleva de %2 a %3 (lugar %4 de %5 desde el bulbo)</translation>
    </message>
    <message>
        <source>Rule Pointing</source>
        <translation>Señalamiento por regla</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fits only in %4; whichever holds it rules these candidates out (through its peers, %5): %6.</source>
        <extracomment>"Rule Pointing: in row 5, 7 fits only in r5c4 and r5c6; whichever holds it rules these candidates out (through its peers, the anti-knight rule): 7 goes from r3c5 and r7c5."</extracomment>
        <translation>%1: en %2, %3 solo cabe en %4; la que lo lleve descarta estos candidatos (por sus vecinas, %5): %6.</translation>
    </message>
    <message>
        <source>%1: %2 can only be %3; each of them rules these candidates out (through its peers, %4): %5.</source>
        <extracomment>"Rule Pointing: r5c5 can only be 4 or 6; each of them rules these candidates out (through its peers, the non-consecutive rule): 5 goes from r4c5, r5c4, r5c6 and r6c5."</extracomment>
        <translation>%1: %2 solo puede ser %3; cada una descarta estos candidatos (por sus vecinas, %4): %5.</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's row number in row d of its column</source>
        <translation>una cifra d en una casilla del indexador pone el número de fila de la casilla en la fila d de su columna</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's column number in column d of its row</source>
        <translation>una cifra d en una casilla del indexador pone el número de columna de la casilla en la columna d de su fila</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's place in its box at place d of the box</source>
        <translation>una cifra d en una casilla del indexador pone el lugar de la casilla en su caja en el lugar d de la caja</translation>
    </message>
    <message>
        <source>%1: %2: %3.</source>
        <extracomment>"Cell Rule: the even cell r1c4 holds an even digit: remove 1, 3, 5, 7 and 9 from r1c4."</extracomment>
        <translation>%1: %2: %3.</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them hold no consecutive digits</source>
        <translation>las vecinas ortogonales sin punto entre ellas no llevan cifras consecutivas</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them are never one twice the other</source>
        <translation>de dos vecinas ortogonales sin punto entre ellas, una nunca es el doble de la otra</translation>
    </message>
    <message>
        <source>Constraint Forcing Chain</source>
        <translation>Cadena forzada (restricciones)</translation>
    </message>
    <message>
        <source>Constraint Pointing</source>
        <translation>Señalamiento por restricción</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there: %5.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 can hold it there: r5c1 = 5."</extracomment>
        <translation>%1: todo relleno de %2 que cumple su regla contiene %3, y allí solo %4 puede llevarlo: %5.</translation>
    </message>
    <message>
        <source>its peers</source>
        <translation>sus vecinas</translation>
    </message>
    <message>
        <source>its peers, %1</source>
        <translation>sus vecinas, %1</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there; whichever does rules these candidates out (through %5): %6.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 and r6c1 can hold it there; whichever does rules these candidates out (through its peers): 5 goes from r9c1."</extracomment>
        <translation>%1: todo relleno de %2 que cumple su regla contiene %3, y allí solo %4 pueden llevarlo; la que lo lleve descarta estos candidatos (por %5): %6.</translation>
    </message>
    <message>
        <source>%1 has no filling left</source>
        <extracomment>"the renban line from r4c4 has no filling left"</extracomment>
        <translation>%1 ya no tiene ningún relleno</translation>
    </message>
    <message>
        <source>%1 has no digits left that add up to its sum</source>
        <extracomment>"the cage of 23 at r1c1 has no digits left that add up to its sum"</extracomment>
        <translation>%1 ya no tiene cifras que sumen su total</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %4.</source>
        <extracomment>"Constraint Forcing Chain: r5c8 must hold one of its candidates; in every case (r5c8 = 3 and r5c8 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 9 goes from r6c8."</extracomment>
        <translation>%1: %2 debe contener uno de sus candidatos; en cada caso (%3) los singles, el señalamiento y lo que cada restricción de variante y cada jaula aún permite llevan al mismo resultado, así que %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %5.</source>
        <extracomment>"Constraint Forcing Chain: 4 must go somewhere in row 2; in every case (r2c2 = 4 and r2c5 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 4 goes from r8c9."</extracomment>
        <translation>%1: %2 debe ir en algún lugar de %3; en cada caso (%4) los singles, el señalamiento y lo que cada restricción de variante y cada jaula aún permite llevan al mismo resultado, así que %5.</translation>
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
        <translation>%1: %2, y ninguna cifra cumple esta regla junto a %3: %4.</translation>
    </message>
    <message>
        <source>%1 can only be %2, whatever %3 holds</source>
        <extracomment>A cell keeps only the digits with a partner at all under the rule: "r3c8 can only be 1, 2, 3 or 4, whatever r4c8 holds".</extracomment>
        <translation>%1 solo puede ser %2, lleve lo que lleve %3</translation>
    </message>
    <message>
        <source>%1 holds %2, so %3 can only be %4</source>
        <extracomment>A cell's partner on a variant constraint holds one digit: "r2c2 holds 5, so r2c3 can only be 4 or 6".</extracomment>
        <translation>%1 lleva %2, así que %3 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 can only be %2, so %3 can only be %4</source>
        <extracomment>"r1c2 can only be 1, 3 or 4, so r1c1 can only be 2, 6 or 8".</extracomment>
        <translation>%1 solo puede ser %2, así que %3 solo puede ser %4</translation>
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
        <translation>%1: %2; %3: %4.</translation>
    </message>
    <message>
        <source>%1 holds at most %2, as %3 after it holds at most %4</source>
        <extracomment>A bound carried down a thermometer from the cell after it: "r1c6 holds at most 8, as r1c7 after it holds at most 9".</extracomment>
        <translation>%1 lleva como mucho %2, pues %3, tras ella, lleva como mucho %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4</source>
        <extracomment>A bound carried up a thermometer from the cell before it: "r1c5 holds at least 4, as r1c4 before it holds at least 3".</extracomment>
        <translation>%1 lleva al menos %2, pues %3, antes de ella, lleva al menos %4</translation>
    </message>
    <message>
        <source>%1: %2, so each cell's bounds carry to the next: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, so each cell's bounds carry to the next: r1c5 holds at least 4, as r1c4 before it holds at least 3; remove 1, 2 and 3 from r1c5."</extracomment>
        <translation>%1: %2, así que los límites de cada casilla pasan a la siguiente: %3; %4.</translation>
    </message>
    <message>
        <source>the circle %1 holds at most %2 = %3, the most its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at most 7+8 = 15, the most its arrow can add up to".</extracomment>
        <translation>el círculo %1 lleva como mucho %2 = %3, lo más que puede sumar su flecha</translation>
    </message>
    <message>
        <source>the circle %1 holds at least %2 = %3, the least its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to".</extracomment>
        <translation>el círculo %1 lleva al menos %2 = %3, lo menos que puede sumar su flecha</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the circle %4 holds at most %5 and the rest of its arrow at least %6</source>
        <extracomment>"r5c6 holds at most 9 − 1 = 8, as the circle r5c5 holds at most 9 and the rest of its arrow at least 1".</extracomment>
        <translation>%1 lleva como mucho %2 = %3, pues el círculo %4 lleva como mucho %5 y el resto de su flecha al menos %6</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the circle %4 holds at least %5 and the rest of its arrow at most %6</source>
        <extracomment>"r5c6 holds at least 9 − (3+4) = 2, as the circle r5c5 holds at least 9 and the rest of its arrow at most 3+4".</extracomment>
        <translation>%1 lleva al menos %2 = %3, pues el círculo %4 lleva al menos %5 y el resto de su flecha como mucho %6</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its diagonal adds up to at least %4</source>
        <extracomment>A little killer's cell: "r1c3 holds at most 12 − (1+2) = 9, as the rest of its diagonal adds up to at least 1+2".</extracomment>
        <translation>%1 lleva como mucho %2 = %3, pues el resto de su diagonal suma al menos %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its diagonal adds up to at most %4</source>
        <extracomment>"r1c3 holds at least 23 − (7+9) = 7, as the rest of its diagonal adds up to at most 7+9".</extracomment>
        <translation>%1 lleva al menos %2 = %3, pues el resto de su diagonal suma como mucho %4</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); %3: %4.</source>
        <extracomment>"Line Sum: the digits along the arrow from r5c5 add up to the number in its circle (cells sharing a house hold different digits); the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to: remove 1 and 2 from r5c5."</extracomment>
        <translation>%1: %2 (las casillas de una misma casa llevan cifras distintas); %3: %4.</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 lleva %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2</source>
        <translation>%1 lleva como mucho %2</translation>
    </message>
    <message>
        <source>%1 holds at least %2</source>
        <translation>%1 lleva al menos %2</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no higher than %3 + %4 = %5</source>
        <extracomment>A renban line's run of digits, as many as its cells, reaches at most length-1 above any of them: "r4c2 holds at most 5, so the run of 3 digits reaches no higher than 5 + 2 = 7".</extracomment>
        <translation>%1, así que la serie de %2 cifras no sube más allá de %3 + %4 = %5</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no lower than %3 − %4 = %5</source>
        <extracomment>"r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7".</extracomment>
        <translation>%1, así que la serie de %2 cifras no baja más allá de %3 − %4 = %5</translation>
    </message>
    <message>
        <source>%1: %2; the run of %3 digits can only be %4, as every other run misses all candidates of one of its cells: %5.</source>
        <extracomment>"Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; the run of 3 digits can only be 3-5 or 5-7, as every other run misses all candidates of one of its cells: 3 goes from r4c2."</extracomment>
        <translation>%1: %2; la serie de %3 cifras solo puede ser %4, pues cualquier otra serie deja sin candidatos a una de sus casillas: %5.</translation>
    </message>
    <message>
        <source>%1: %2; its %3 cells see each other, so they hold %3 different digits adding up to %4, and with their candidates they can only be %5: %6.</source>
        <extracomment>"Line Sum: the digits of the little killer clue 23 along r1c1 to r3c3 add up to 23, a digit may repeat; its 3 cells see each other, so they hold 3 different digits adding up to 23, and with their candidates they can only be {6,8,9}: remove 1, 2, 3, 4, 5 and 7 from r1c1, r2c2 and r3c3."</extracomment>
        <translation>%1: %2; sus %3 casillas se ven entre sí, así que llevan %3 cifras distintas que suman %4, y con sus candidatos solo pueden ser %5: %6.</translation>
    </message>
    <message>
        <source>by singles and pointing</source>
        <translation>por los singles y el señalamiento</translation>
    </message>
    <message>
        <source>by singles, pointing, and the fillings each of %1 still allows</source>
        <translation>por los singles, el señalamiento, y los rellenos que cada uno de %1 aún permite</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5); so %6.</source>
        <extracomment>"Constraint Forcing Chain: if r9c1 were 6, then in the end the renban line from r6c1 has no filling left (by singles, pointing, and the fillings each of the renban line from r4c1 still allows); so 6 goes from r9c1."</extracomment>
        <translation>%1: si %2 fuera %3, al final %4 (%5); así que %6.</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5: %6); so %7.</source>
        <extracomment>"Constraint Forcing Chain: if r1c9 were 1, then in the end r7c9 has no candidate left (by singles, pointing, and the fillings each of the renban line from r4c4 still allows: r2c9 = 3, r3c9 = 5); so 1 goes from r1c9."</extracomment>
        <translation>%1: si %2 fuera %3, al final %4 (%5: %6); así que %7.</translation>
    </message>
    <message>
        <source>Set Equivalence</source>
        <translation>Equivalencia de conjuntos</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %3%4; %5.</source>
        <extracomment>"Set Equivalence: rows 1 and 2 and columns 1 and 2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, 9 = r1c9 + r2c9 - r9c1; remove ..."</extracomment>
        <translation>Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que las casillas de uno fuera del otro suman lo mismo. Contando las jaulas que hay ahí por su suma (menos las casillas que sobresalen) y las cifras colocadas, %3%4; %5.</translation>
    </message>
    <message>
        <source>Joint Fit</source>
        <translation>Relleno conjunto</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits. Some candidates fit no such filling: %4.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep both rules, with cells sharing a house holding different digits. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1: tomadas juntas, %2 permiten menos rellenos que cada una sola: un mismo relleno de %3 debe cumplir todas las reglas, con las casillas de una misma casa con cifras distintas. Algunos candidatos no caben en ningún relleno así: %4.</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits and %4 kept between them. Some candidates fit no such filling: %5.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep every rule, with cells sharing a house holding different digits and the non-consecutive rule kept between them. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1: tomadas juntas, %2 permiten menos rellenos que cada una sola: un mismo relleno de %3 debe cumplir todas las reglas, con las casillas de una misma casa con cifras distintas y %4 cumplida entre ellas. Algunos candidatos no caben en ningún relleno así: %5.</translation>
    </message>
    <message>
        <source>%1 can only be %2</source>
        <extracomment>A pill's cell keeps the digits it has in the numbers the pill can read: "r1c1 can only be 1".
----------
What a renban cell can hold in one run of digits: "r1c9 can only be 4".</extracomment>
        <translation>%1 solo puede ser %2</translation>
    </message>
    <message>
        <source>the pill reads at most %1 = %2, the most its arrow can add up to</source>
        <extracomment>A pill arrow's pill read as a number: "the pill reads at most 9+8 = 17, the most its arrow can add up to".</extracomment>
        <translation>la píldora lee como mucho %1 = %2, lo más que puede sumar su flecha</translation>
    </message>
    <message>
        <source>the pill reads at least %1 = %2, the least its arrow can add up to</source>
        <extracomment>"the pill reads at least 1+2+3 = 6, the least its arrow can add up to".</extracomment>
        <translation>la píldora lee al menos %1 = %2, lo menos que puede sumar su flecha</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the pill reads at most %4 and the rest of its arrow at least %5</source>
        <extracomment>"r3c4 holds at most 13 − (1+2) = 10, as the pill reads at most 13 and the rest of its arrow at least 1+2".</extracomment>
        <translation>%1 lleva como mucho %2 = %3, pues la píldora lee como mucho %4 y el resto de su flecha suma al menos %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the pill reads at least %4 and the rest of its arrow at most %5</source>
        <extracomment>"r3c4 holds at least 23 − (9+8) = 6, as the pill reads at least 23 and the rest of its arrow at most 9+8".</extracomment>
        <translation>%1 lleva al menos %2 = %3, pues la píldora lee al menos %4 y el resto de su flecha suma como mucho %5</translation>
    </message>
    <message>
        <source>%1, so with its cells' candidates %2</source>
        <extracomment>"the pill reads at most 9+8 = 17, the most its arrow can add up to, so with its cells' candidates r1c1 can only be 1 and r1c2 can only be 2, 3, 4, 5, 6 or 7".</extracomment>
        <translation>%1, así que con los candidatos de sus casillas %2</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number its pill %2 reads, first cell first</source>
        <extracomment>A pill arrow's rule: "the digits along the arrow from r1c1 add up to the number its pill r1c1-r1c2 reads, first cell first".</extracomment>
        <translation>las cifras a lo largo de %1 suman el número que lee su píldora %2, empezando por la primera casilla</translation>
    </message>
    <message>
        <source>each segment adds up to at most %1, the most the segment from %2 can add up to</source>
        <extracomment>A region-sum line's segment is its part in one box: "each segment adds up to at most 4+5 = 9, the most the segment from r4c4 can add up to".</extracomment>
        <translation>cada segmento suma como mucho %1, lo más que puede sumar el segmento desde %2</translation>
    </message>
    <message>
        <source>each segment adds up to at least %1, the least the segment from %2 can add up to</source>
        <extracomment>"each segment adds up to at least 1+2 = 3, the least the segment from r1c1 can add up to".</extracomment>
        <translation>cada segmento suma al menos %1, lo menos que puede sumar el segmento desde %2</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at most %2</source>
        <extracomment>A cell that is a segment of a region-sum line by itself: "r1c4, a segment of its own, holds at most 9".</extracomment>
        <translation>%1, un segmento por sí sola, lleva como mucho %2</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at least %2</source>
        <extracomment>"r1c4, a segment of its own, holds at least 3".</extracomment>
        <translation>%1, un segmento por sí sola, lleva al menos %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its segment adds up to at least %4</source>
        <extracomment>"r1c1 holds at most 9 − 1 = 8, as the rest of its segment adds up to at least 1".</extracomment>
        <translation>%1 lleva como mucho %2 = %3, pues el resto de su segmento suma al menos %4</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its segment adds up to at most %4</source>
        <extracomment>"r1c1 holds at least 20 − (9+8) = 3, as the rest of its segment adds up to at most 9+8".</extracomment>
        <translation>%1 lleva al menos %2 = %3, pues el resto de su segmento suma como mucho %4</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most the middle %2 can hold</source>
        <extracomment>A zipper line's pairs (cells equally far from its middle): "each pair adds up to at most 7, the most the middle r5c5 can hold".</extracomment>
        <translation>cada pareja suma como mucho %1, lo más que puede llevar el centro %2</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least the middle %2 can hold</source>
        <extracomment>"each pair adds up to at least 3, the least the middle r5c5 can hold".</extracomment>
        <translation>cada pareja suma al menos %1, lo menos que puede llevar el centro %2</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at most 2+9 = 11, the most r1c1 and r1c9 can add up to".</extracomment>
        <translation>cada pareja suma como mucho %1, lo más que pueden sumar %2 y %3</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at least 1+2 = 3, the least r1c1 and r1c9 can add up to".</extracomment>
        <translation>cada pareja suma al menos %1, lo menos que pueden sumar %2 y %3</translation>
    </message>
    <message>
        <source>the middle %1 holds at most %2</source>
        <translation>el centro %1 lleva como mucho %2</translation>
    </message>
    <message>
        <source>the middle %1 holds at least %2</source>
        <translation>el centro %1 lleva al menos %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as its partner %4 holds at least %5</source>
        <extracomment>"r1c1 holds at most 7 − 1 = 6, as its partner r1c9 holds at least 1".</extracomment>
        <translation>%1 lleva como mucho %2 = %3, pues su pareja %4 lleva al menos %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as its partner %4 holds at most %5</source>
        <extracomment>"r1c1 holds at least 12 − 9 = 3, as its partner r1c9 holds at most 9".</extracomment>
        <translation>%1 lleva al menos %2 = %3, pues su pareja %4 lleva como mucho %5</translation>
    </message>
    <message>
        <source>the cells between %1 and %2 include %3 in one house, which hold different digits, so the ends differ by at least %4</source>
        <translation>las casillas entre %1 y %2 incluyen %3 en una misma casa, que llevan cifras distintas, así que los extremos difieren en al menos %4</translation>
    </message>
    <message>
        <source>a digit lies strictly between those of %1 and %2, so they differ by at least %3</source>
        <extracomment>"a digit lies strictly between those of r1c1 and r1c3, so they differ by at least 2".</extracomment>
        <translation>una cifra queda estrictamente entre las de %1 y %2, así que difieren en al menos %3</translation>
    </message>
    <message>
        <source>%1, and %2 can only be %3, whatever %4 holds</source>
        <extracomment>"...so the ends differ by at least 4, and r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever r1c5 holds".</extracomment>
        <translation>%1, y %2 solo puede ser %3, lleve lo que lleve %4</translation>
    </message>
    <message>
        <source>%1, and as %2 holds %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 3, and as r1c1 holds 4, r1c4 can only be 7".</extracomment>
        <translation>%1, y como %2 lleva %3, %4 solo puede ser %5</translation>
    </message>
    <message>
        <source>%1, and as %2 can only be %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 4, and as r1c5 can only be 1 or 2, r1c1 can only be 6, 7, 8 or 9".</extracomment>
        <translation>%1, y como %2 solo puede ser %3, %4 solo puede ser %5</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at most %3, so every cell between them holds at most %4</source>
        <extracomment>The two ends of a between line: "r1c1 and r1c5 both hold at most 8, so every cell between them holds at most 7".</extracomment>
        <translation>%1 y %2 llevan ambas como mucho %3, así que cada casilla entre ellas lleva como mucho %4</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at least %3, so every cell between them holds at least %4</source>
        <extracomment>"r1c1 and r1c5 both hold at least 3, so every cell between them holds at least 4".</extracomment>
        <translation>%1 y %2 llevan ambas al menos %3, así que cada casilla entre ellas lleva al menos %4</translation>
    </message>
    <message>
        <source>%1 holds %2, so no cell between %1 and %3 holds %2</source>
        <extracomment>An end of a lockout line holds one digit: "r1c1 holds 5, so no cell between r1c1 and r1c9 holds 5".</extracomment>
        <translation>%1 lleva %2, así que ninguna casilla entre %1 y %3 lleva %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 and %3 at least %4, so the range they span takes in %2 to %4, which no cell between them holds</source>
        <extracomment>The ends of a lockout line: "r1c1 holds at most 3 and r1c5 at least 7, so the range they span takes in 3 to 7, which no cell between them holds".</extracomment>
        <translation>%1 lleva como mucho %2 y %3 al menos %4, así que el intervalo que abarcan incluye de %2 a %4, que ninguna casilla entre ellas lleva</translation>
    </message>
    <message>
        <source>X = %1 with %2</source>
        <extracomment>An X-sum clue's first digit and the digits of its first X cells: "X = 3 with {2,3,4} or {1,3,5}".</extracomment>
        <translation>X = %1 con %2</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates of the first cells, only %3 fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): %4.</source>
        <extracomment>"Outside Clue: the first X digits in the line of the X-sum clue 9 left of row 1, X being the first of them, add up to 9; with the candidates of the first cells, only X = 2 with {2,7} or X = 3 with {2,3,4} or {1,3,5} fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): remove ..."</extracomment>
        <translation>%1: %2; con los candidatos de las primeras casillas solo encajan %3, y ninguna cifra está donde ninguno de ellos la pone (la primera casilla lleva X, las X − 1 casillas siguientes el resto de su conjunto, las casillas de después las demás cifras): %4.</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3, side by side</source>
        <extracomment>A way a sandwich clue's 1 and 9 may stand: "1 in r1c1 and 9 in r1c2, side by side".</extracomment>
        <translation>1 en %1 y %2 en %3, una junto a otra</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3 with %4 between them</source>
        <extracomment>"1 in r4c3 and 9 in r6c3 with {2} between them".</extracomment>
        <translation>1 en %1 y %2 en %3 con %4 entre ellos</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, the only ways are %3, and no digit stands where no way puts it (the digits between the 1 and the %4 in the cells between, the other digits outside): %5.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 2 above column 3 add up to 2; with the candidates, the only ways are 1 in r4c3 and 9 in r6c3 with {2} between them, and no digit stands where no way puts it (the digits between the 1 and the 9 in the cells between, the other digits outside): remove ..."</extracomment>
        <translation>%1: %2; con los candidatos, las únicas formas son %3, y ninguna cifra está donde ninguna forma la pone (las cifras entre el 1 y el %4 en las casillas de en medio, las demás cifras fuera): %5.</translation>
    </message>
    <message>
        <source>-rule-</source>
        <extracomment>A weak link a variant rule makes between two digits of two cells (a thermometer, a dot ...): "r1c1(5) -rule- (3)r1c2": r1c1 = 5 and r1c2 = 3 cannot both hold.</extracomment>
        <translation>-regla-</translation>
    </message>
    <message>
        <source>%1 (then %2)</source>
        <extracomment>One run a renban line can make and what its cells hold in it: "4-6 (then r1c9 can only be 4)".</extracomment>
        <translation>%1 (entonces %2)</translation>
    </message>
    <message>
        <source>%1: %2; each cell takes a different digit of the run, so with their candidates the run of %3 digits can only be %4: %5.</source>
        <extracomment>"Line Rule: the renban line from r1c9 holds different digits that make a run of consecutive digits; each cell takes a different digit of the run, so with their candidates the run of 3 digits can only be 1-3, 4-6 (then r1c9 can only be 4) or 5-7 (then r1c9 can only be 7): remove 5 and 6 from r1c9."</extracomment>
        <translation>%1: %2; cada casilla toma una cifra distinta de la serie, así que con sus candidatos la serie de %3 cifras solo puede ser %4: %5.</translation>
    </message>
    <message>
        <source>%1: %2; the digits it still lacks, %3, are as many as its open cells, so they fill them and no other digit fits: %4.</source>
        <extracomment>"Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; the digits it still lacks, 4, 5, 6 and 7, are as many as its open cells, so they fill them and no other digit fits: remove 1, 2, 3, 8 and 9 from r2c2, r2c3, r3c2 and r3c3."</extracomment>
        <translation>%1: %2; las cifras que aún le faltan, %3, son tantas como sus casillas abiertas, así que las llenan y ninguna otra cifra cabe: %4.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart: "r1c8 lies a multiple of three cells from r4c8 along the line, so their digits share a remainder modulo 3: r4c8 can only be 2, 5 or 8, so r1c8 can only be 2 or 5".</extracomment>
        <translation>%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras tienen el mismo resto módulo 3: %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high): %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line, whose classes are the low, middle and high thirds of the digits.</extracomment>
        <translation>%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras están en el mismo tercio (bajo, medio o alto): %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: %3, so %1 can only be %4</source>
        <extracomment>Two cells at different places of a modular line's pattern of three: "r2c8 and r5c9 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: r5c9 holds 4, so r2c8 can only be 2, 3, 5 or 6".</extracomment>
        <translation>%1 y %2 no están a un múltiplo de tres casillas, así que sus restos módulo 3 difieren: %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their digits lie in different thirds: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 y %2 no están a un múltiplo de tres casillas, así que sus cifras están en tercios distintos: %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); with their candidates, %3 can only be %4: %5.</source>
        <extracomment>"Line Sum: the digits along the arrow from r4c4 add up to the number in its circle (cells sharing a house hold different digits); with their candidates, r4c4 = r4c3 + r4c2 can only be 9 = 4 + 5 or 8 = 5 + 3: remove 6 from r4c4."</extracomment>
        <translation>%1: %2 (las casillas de una misma casa llevan cifras distintas); con sus candidatos, %3 solo puede ser %4: %5.</translation>
    </message>
    <message>
        <source>%1 (place %2) at most %3</source>
        <extracomment>One cell's bound under a skyscraper clue: "r1c2 (place 1) at most 6".</extracomment>
        <translation>%1 (puesto %2) como mucho %3</translation>
    </message>
    <message>
        <source>%1: %2; a digit d at place p from the clue has at most p − 1 seen before it and %3 − d after it, so it is at most %3 − %4 + p: %5: %6.</source>
        <extracomment>"Outside Clue: seen from the skyscraper clue 4 above column 2, taller digits hide the lower ones behind them, and 4 are seen; a digit d at place p from the clue has at most p − 1 seen before it and 9 − d after it, so it is at most 9 − 4 + p: r1c2 (place 1) at most 6 and r2c2 (place 2) at most 7: remove 7, 8 and 9 from r1c2; 8 and 9 from r2c2."</extracomment>
        <translation>%1: %2; una cifra d en el puesto p desde la pista tiene como mucho p − 1 vistas antes y %3 − d después, así que vale como mucho %3 − %4 + p: %5: %6.</translation>
    </message>
    <message>
        <source>Equal Cells</source>
        <translation>Casillas iguales</translation>
    </message>
    <message>
        <source>in %1 only %2 can hold the digit of %3</source>
        <extracomment>Equal Cells, one fact: "in row 7 only r7c2 can hold the digit of r2c3"</extracomment>
        <translation>en %1 solo %2 puede llevar la cifra de %3</translation>
    </message>
    <message>
        <source>%1 and %2 hold the same digit (%3)</source>
        <extracomment>Equal Cells, one fact: "r2c3 and r5c1 hold the same digit (the palindrome line from r2c3)"</extracomment>
        <translation>%1 y %2 llevan la misma cifra (%3)</translation>
    </message>
    <message>
        <source>%1 (in each house named, every other cell sees a cell holding that digit, is equal to a cell that does, or cannot hold it)</source>
        <extracomment>Equal Cells: said once after the facts, of every house they name</extracomment>
        <translation>%1 (en cada casa nombrada, cualquier otra casilla ve una casilla con esa cifra, es igual a una casilla que la ve, o no puede llevarla)</translation>
    </message>
    <message>
        <source>not %1: %2 would have no place for it</source>
        <extracomment>Equal Cells, a digit they cannot hold: "not 6: row 3 would have no place for it"</extracomment>
        <translation>no %1: %2 no tendría sitio para ella</translation>
    </message>
    <message>
        <source>%1 (%2, every cell there that could hold it seeing one of them)</source>
        <extracomment>Equal Cells: "4 or 5 (not 6: row 3 would have no place for it, every cell there that could hold it seeing one of them)"</extracomment>
        <translation>%1 (%2, pues cada casilla de allí que podría llevarla ve a una de ellas)</translation>
    </message>
    <message>
        <source>%1: %2. So %3 hold one digit, which can only be %4: %5.</source>
        <extracomment>"Equal Cells: r2c3 and r5c1 hold the same digit (the palindrome line from r2c3); in row 7 only r7c2 can hold the digit of r2c3 (in each house named, ...). So r2c3, r5c1 and r7c2 hold one digit, which can only be 4 or 5: remove 6 from r7c2."</extracomment>
        <translation>%1: %2. Así que %3 llevan una sola cifra, que solo puede ser %4: %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit outside its range: %6.</source>
        <translation>%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a cada casilla entre ellas una cifra fuera de su rango: %6.</translation>
    </message>
    <message>
        <source>Equal Cells Chain</source>
        <translation>Cadena de casillas iguales</translation>
    </message>
    <message>
        <source>%1, and %2 with it</source>
        <extracomment>Equal Cells Chain: the cells equal to a house's last place: "…, and r4c8 with it"</extracomment>
        <translation>%1, y %2 con ella</translation>
    </message>
    <message>
        <source>in %1 only %2 could hold it</source>
        <extracomment>Equal Cells Chain, one link: "in row 2 only r2c6 could hold it"</extracomment>
        <translation>en %1 solo %2 podría llevarla</translation>
    </message>
    <message>
        <source>then %1 would have no place for %2</source>
        <extracomment>Equal Cells Chain, the end: "then row 8 would have no place for 7"</extracomment>
        <translation>entonces %1 no tendría sitio para %2</translation>
    </message>
    <message>
        <source>then %1, which would hold %2 too, sees a cell holding %2</source>
        <extracomment>Equal Cells Chain, the end: "then r7c6, which would hold 7 too, sees a cell holding 7"</extracomment>
        <translation>entonces %1, que también llevaría %2, ve una casilla con %2</translation>
    </message>
    <message>
        <source>%1: if %2 held %3: %4; so %5.</source>
        <extracomment>"Equal Cells Chain: if r5c4 held 7: in row 2 only r2c6 could hold it; then row 8 would have no place for 7; so 7 goes from r5c4."</extracomment>
        <translation>%1: si %2 llevaran %3: %4; así que %5.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 held %4: %5; so %6.</source>
        <extracomment>"Equal Cells Chain: r5c4 and r7c2 hold the same digit (the palindrome line from r9c2); … If r5c4 and r7c2 held 7: in row 2 only r2c6 could hold it, and r4c8 with it; then r7c6, which would hold 7 too, sees a cell holding 7; so 7 goes from r5c4 and r7c2."</extracomment>
        <translation>%1: %2. Si %3 llevaran %4: %5; así que %6.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of sums a line's segment can add up to: "3–13".</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>the segment from %1 can only add up to %2</source>
        <extracomment>What one segment of a region-sum line (its part in one box) can add up to: "the segment from r8c4 can only add up to 4, 7 or 9" (or a range: "3–13 or 15").</extracomment>
        <translation>el segmento desde %1 solo puede sumar %2</translation>
    </message>
    <message>
        <source>%1 can only hold %2</source>
        <extracomment>"r7c8 can only hold 4 or 7".</extracomment>
        <translation>%1 solo puede llevar %2</translation>
    </message>
    <message>
        <source>%1: %2; %3 (cells sharing a house hold different digits), so the sum is %4, and with it %5: %6.</source>
        <extracomment>"Line Sum: the region-sum line from r8c4 adds up to the same sum in every region it passes through; the segment from r7c8 can only add up to 2, 4 or 7 and the segment from r8c4 can only add up to 4, 7 or 9 (cells sharing a house hold different digits), so the sum is 4 or 7, and with it r7c8 can only hold 4 or 7: 2 goes from r7c8."</extracomment>
        <translation>%1: %2; %3 (las casillas de una misma casa llevan cifras distintas), así que la suma es %4, y con ella %5: %6.</translation>
    </message>
    <message>
        <source>each of %1 can only hold %2</source>
        <translation>cada una de %1 solo puede llevar %2</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit strictly between: %6.</source>
        <translation>%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a cada casilla entre ellas una cifra estrictamente entre ambos: %6.</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so they hold nothing else</source>
        <extracomment>A hidden subset of a group of different digits: "only r2c1 and r3c1 can hold 1 and 2 in the group, so they hold nothing else".</extracomment>
        <translation>solo %1 pueden llevar %2 en el grupo, así que no llevan nada más</translation>
    </message>
    <message>
        <source>%1 can only be %2, so no other cell of the group holds it</source>
        <extracomment>A cell of a group of different digits with one candidate: "r3c1 can only be 6, so no other cell of the group holds it".</extracomment>
        <translation>%1 solo puede ser %2, así que ninguna otra casilla del grupo la lleva</translation>
    </message>
    <message>
        <source>%1 can only hold %2 between them, so no other cell of the group holds those</source>
        <extracomment>A naked subset of a group of different digits: "r1c1 and r4c1 can only hold 1 and 2 between them, so no other cell of the group holds those".</extracomment>
        <translation>%1 solo pueden llevar %2 entre todas, así que ninguna otra casilla del grupo las lleva</translation>
    </message>
    <message>
        <source>%1 holds at most %2, as %3 after it holds at most %4 and %1 cannot hold %5</source>
        <extracomment>"r2c9 holds at most 6, as r3c9 after it holds at most 8 and r2c9 cannot hold 7".</extracomment>
        <translation>%1 lleva como mucho %2, pues %3, después de ella, lleva como mucho %4 y %1 no puede llevar %5</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4 and %1 cannot hold %5</source>
        <extracomment>"r3c9 holds at least 3, as r2c9 before it holds at least 1 and r3c9 cannot hold 2".</extracomment>
        <translation>%1 lleva al menos %2, pues %3, antes de ella, lleva al menos %4 y %1 no puede llevar %5</translation>
    </message>
    <message>
        <source>House Digit Fit</source>
        <translation>Relleno por cifra de casa</translation>
    </message>
    <message>
        <source>%1: in %2, %3 can only go in %4, all cells of %5; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with %3 in one of those cells can be true. Some candidates fit none of them: %6.</source>
        <extracomment>"House Digit Fit: in row 1, 6 can only go in r1c4 or r1c6, all cells of the lockout line from r2c6; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with 6 in one of those cells can be true. Some candidates fit none of them: remove 3, 7 and 9 from r2c4 and r2c6; 1 and 3 from r1c5."</extracomment>
        <translation>%1: en %2, %3 solo puede ir en %4, todas casillas de %5; así que la regla la lleva ahí, y de sus rellenos (la regla cumplida, con las casillas de una misma casa con cifras distintas) solo pueden ser ciertos los que tienen %3 en una de esas casillas. Algunos candidatos no caben en ninguno: %6.</translation>
    </message>
    <message>
        <source>%1 and %2 share a house, so they hold different digits, and each must fit the rule beside %3: %3 can only be %4</source>
        <extracomment>Two partners of a cell on a variant constraint share a house: "r1c1 and r1c3 share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2, 3, 7, 8 or 9".</extracomment>
        <translation>%1 y %2 comparten una casa, así que llevan cifras distintas, y cada una debe cumplir la regla junto a %3: %3 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 can only be %2 and %3 only %4; they share a house, so they hold different digits, and each must fit the rule beside %5: %5 can only be %6</source>
        <extracomment>As above, with what the two partners can hold: "r1c1 can only be 6 or 9 and r1c3 only 8 or 9; they share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2 or 3".</extracomment>
        <translation>%1 solo puede ser %2 y %3 solo %4; comparten una casa, así que llevan cifras distintas, y cada una debe cumplir la regla junto a %5: %5 solo puede ser %6</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so it holds nothing else</source>
        <extracomment>A hidden single of a group of different digits: "only r4c5 can hold 6 in the group, so it holds nothing else".</extracomment>
        <translation>solo %1 puede llevar %2 en el grupo, así que no lleva nada más</translation>
    </message>
    <message>
        <source>%1: %2; its open cells make a group holding the digits it still lacks, %3, one each; %4: %5.</source>
        <extracomment>A quadruple's open cells as a group of different digits: "Cell Rule: the four cells of the quadruple at r1c6 hold 1, 2, 3 and 4; its open cells make a group holding the digits it still lacks, 1, 2, 3 and 4, one each; r1c6 and r2c6 can only hold 3 and 4 between them, so no other cell of the group holds those: remove 3 and 4 from r1c7 and r2c7."</extracomment>
        <translation>%1: %2; sus casillas abiertas forman un grupo con las cifras que aún le faltan, %3, una cada una; %4: %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits outside its range, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the ends of the lockout line from r1c1 differ by at least 4, and no digit between them lies in the range the ends span; with the candidates, r1c1 and r1c5 can only hold 1 and 6, 1 and 9 or 2 and 6, each pair leaving every cell between them a digit outside its range: remove 7 from r1c3." As below, when the cells between must also differ where they share a house: "... r1c2 and r2c1 can only hold 1 and 5, 3 and 7 or 5 and 9, each pair leaving the cells between them digits outside its range, different where they share a house: ..."</extracomment>
        <translation>%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a las casillas entre ellas cifras fuera de su rango, distintas donde comparten una casa: %6.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits strictly between, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the digits on the between line from r1c1 lie strictly between the digits in its two end circles; with the candidates, r1c1 and r1c3 can only hold 1 and 4 or 1 and 7, each pair leaving every cell between them a digit strictly between: 6 goes from r1c1." As below, when the cells between must also differ where they share a house: "... r1c1 and r1c5 can only hold 1 and 5 or 2 and 6, each pair leaving the cells between them digits strictly between, different where they share a house: ..."</extracomment>
        <translation>%1: %2; con los candidatos, %3 y %4 solo pueden llevar %5, y cada par deja a las casillas entre ellas cifras estrictamente entre ambos, distintas donde comparten una casa: %6.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart that share a house: "r2c8 lies a multiple of three cells from r1c9 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: r1c9 can only be 1, 2, 3, 5, 8 or 9, so r2c8 can only be 2, 3, 5, 6, 8 or 9".</extracomment>
        <translation>%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras tienen el mismo resto módulo 3, y como comparten una casa llevan cifras distintas de él: %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high), and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 está a un múltiplo de tres casillas de %2 a lo largo de la línea, así que sus cifras están en el mismo tercio (bajo, medio o alto), y como comparten una casa llevan cifras distintas de él: %3, así que %1 solo puede ser %4</translation>
    </message>
    <message>
        <source>%1 can only stand in %2, where it hides every cell behind it</source>
        <extracomment>Where a skyscraper line's tallest digit must stand: "9 can only stand in r5c5, where it hides every cell behind it".</extracomment>
        <translation>%1 solo puede estar en %2, donde oculta todas las casillas detrás</translation>
    </message>
    <message>
        <source>only %1 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it</source>
        <extracomment>Which cells of a skyscraper line can be seen: "only r3c1, r3c2, r3c3, r3c5, r3c7, r3c8 and r3c9 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it".</extracomment>
        <translation>solo %1 pueden verse (cada otra casilla está detrás de una cifra al menos igual de alta), tantas como la pista, así que todas se ven, cada una más alta que las anteriores</translation>
    </message>
    <message>
        <source>%1, and their bounds carry: %2</source>
        <extracomment>The cells of a skyscraper line all seen, then their bounds: "only r1c5 ... can be seen (...), so all of them are seen, each taller than those before it, and their bounds carry: r2c5 holds at least 4, as r1c5 before it holds at least 1".</extracomment>
        <translation>%1, y sus cotas se transmiten: %2</translation>
    </message>
    <message>
        <source>%1: %2; the digits between can add up to %3 only over %4 cells, so the 1 and the %5 have that many cells between them, and no cell that far from these can hold the other: %6.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 10 above column 6 add up to 10; the digits between can add up to 10 only over 2 or 3 cells, so the 1 and the 9 have that many cells between them, and no cell that far from these can hold the other: 1 goes from r8c6."</extracomment>
        <translation>%1: %2; las cifras de en medio solo pueden sumar %3 en %4 casillas, así que el 1 y el %5 tienen tantas casillas entre ellos, y ninguna casilla así de lejos de estas puede llevar el otro: %6.</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each orthogonal neighbour that is not a minimum cell too</source>
        <translation>%1 lleva una cifra menor que cada vecina ortogonal que no sea también una casilla mínima</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each orthogonal neighbour that is not a maximum cell too</source>
        <translation>%1 lleva una cifra mayor que cada vecina ortogonal que no sea también una casilla máxima</translation>
    </message>
    <message>
        <source>if %1 held %2</source>
        <extracomment>The case a skyscraper clue rules out: "if r8c4 held 8".</extracomment>
        <translation>si %1 llevara %2</translation>
    </message>
    <message>
        <source>%1 only %2</source>
        <extracomment>What a case leaves a cell of the line: "r4c8 only 6".</extracomment>
        <translation>%1 solo %2</translation>
    </message>
    <message>
        <source>%1 (which leaves %2)</source>
        <extracomment>A case and what it leaves in the line: "if r4c7 held 4 (which leaves r4c8 only 6 and r4c6 only 8)".</extracomment>
        <translation>%1 (lo que deja %2)</translation>
    </message>
    <message>
        <source>%1, at most %2 could be seen, fewer than %3</source>
        <extracomment>"if r4c7 held 4, at most 4 could be seen, fewer than 5".</extracomment>
        <translation>%1, como mucho se verían %2, menos que %3</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be), and the %3 too, wherever it stands: %4 seen, more than %5</source>
        <extracomment>"if r8c4 held 8, r9c4 and r8c4 would be seen for sure (each taller than any digit before it can be), and the 9 too, wherever it stands: 3 seen, more than 2".</extracomment>
        <translation>%1, %2 se verían seguro (cada una más alta de lo que puede ser cualquier cifra anterior), y el %3 también, esté donde esté: %4 vistas, más que %5</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be): %3 seen, more than %4</source>
        <extracomment>"if r9c3 held 2, r9c3, r8c3, r7c3 and r5c3 would be seen for sure (each taller than any digit before it can be): 4 seen, more than 3".</extracomment>
        <translation>%1, %2 se verían seguro (cada una más alta de lo que puede ser cualquier cifra anterior): %3 vistas, más que %4</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>A case followed along a line: "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5 and r3c6 nothing beside r3c5".</extracomment>
        <translation>%1, entonces %2</translation>
    </message>
    <message>
        <source>%1 only %2 beside %3</source>
        <translation>%1 solo %2 junto a %3</translation>
    </message>
    <message>
        <source>%1 nothing beside %2</source>
        <extracomment>A case leaves a cell of a whispers line nothing: "r3c7 nothing beside r3c6".</extracomment>
        <translation>%1 nada junto a %2</translation>
    </message>
    <message>
        <source>%1 taken by %2</source>
        <extracomment>A digit a cell sharing a house holds in the case: "7 taken by r3c5".</extracomment>
        <translation>%1 tomado por %2</translation>
    </message>
    <message>
        <source>%1: %2; followed from cell to cell, a case that leaves a cell nothing cannot be: %3: %4.</source>
        <extracomment>"Line Rule: neighbours on the German whispers line from r3c3 differ by at least 5; followed from cell to cell, a case that leaves a cell nothing cannot be: if r3c5 held 7, then …: 7 goes from r3c5." The cases are joined by "; ".</extracomment>
        <translation>%1: %2; seguido de casilla en casilla, un caso que no deja nada a una casilla no puede ser: %3: %4.</translation>
    </message>
    <message>
        <source>%1, the arrow would add up to %2, and %3 can only hold %4</source>
        <extracomment>An arrow's case: "if r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9".</extracomment>
        <translation>%1, la flecha sumaría %2, y %3 solo puede llevar %4</translation>
    </message>
    <message>
        <source>%1 only %2 between %3 and %4</source>
        <translation>%1 solo %2 entre %3 y %4</translation>
    </message>
    <message>
        <source>%1 nothing between %2 and %3</source>
        <extracomment>A case leaves a cell between the ends of a between line nothing: "r5c4 nothing between r3c4 and r6c4".</extracomment>
        <translation>%1 nada entre %2 y %3</translation>
    </message>
    <message>
        <source>%1 only %2 to leave %3 a digit between it and %4</source>
        <translation>%1 solo %2 para dejar a %3 una cifra entre ella y %4</translation>
    </message>
    <message>
        <source>%1 nothing that leaves %2 a digit between it and %3</source>
        <extracomment>A case leaves an end of a between line nothing: "r6c4 nothing that leaves r4c4 a digit between it and r3c4".</extracomment>
        <translation>%1 nada que deje a %2 una cifra entre ella y %3</translation>
    </message>
    <message>
        <source>%1 only %2 above %3</source>
        <translation>%1 solo %2 por encima de %3</translation>
    </message>
    <message>
        <source>%1 nothing above %2</source>
        <extracomment>A case leaves a cell that must hold more than its neighbour nothing: "r2c7 nothing above r1c7".</extracomment>
        <translation>%1 nada por encima de %2</translation>
    </message>
    <message>
        <source>%1 only %2 below %3</source>
        <translation>%1 solo %2 por debajo de %3</translation>
    </message>
    <message>
        <source>%1 nothing below %2</source>
        <extracomment>A case leaves a cell that must hold less than its neighbour nothing: "r2c8 nothing below r2c7".</extracomment>
        <translation>%1 nada por debajo de %2</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 with %2 hold every digit eight times, as %3 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %4%5; %6.</source>
        <extracomment>Phistomefel's ring. "Set Equivalence: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 hold every digit eight times, as boxes 1, 2, 3, 4, 6, 7, 8 and 9 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there ..., 42 = r3c3 + ...; remove ..."</extracomment>
        <translation>Equivalencia de conjuntos: %1 con %2 contienen cada cifra ocho veces, como %3. Las filas y columnas cubren dos veces las casillas 2x2 de las cuatro esquinas y las cajas una vez, y solo las cajas cubren las dieciséis casillas alrededor de la caja 5, así que las esquinas suman lo mismo que ese anillo. Contando las jaulas que hay ahí por su suma (menos las casillas que sobresalen) y las cifras colocadas, %4%5; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: row 1 and column 5 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (the arrow from r8c6 and the arrow from r9c6), and the placed digits, 0 = r1c1 + ... - r8c6 - r9c6; 1 goes from ..."</extracomment>
        <translation>Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que las casillas de uno fuera del otro suman lo mismo. Contando cada flecha que hay ahí por su círculo, que suman sus cifras (%3), y las cifras colocadas, %4%5; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: ... Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (the arrow from r8c6), and the placed digits, 0 = ...; ..."</extracomment>
        <translation>Equivalencia de conjuntos: %1 y %2 contienen cada cifra las mismas veces; lo que comparten se anula, así que las casillas de uno fuera del otro suman lo mismo. Contando las jaulas que hay ahí por su suma (menos las casillas que sobresalen), cada flecha por su círculo, que suman sus cifras (%3), y las cifras colocadas, %4%5; %6.</translation>
    </message>
    <message>
        <source>Whispers Colouring</source>
        <translation>Coloreado whispers</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate, so digits of one kind go in %6 and of the other in %7</source>
        <extracomment>Whispers Colouring, the opening: "on the German whispers line from r2c1, low digits (1 to 4) and high digits (6 to 9) alternate, so digits of one kind go in r2c1, r2c3 and r3c2 and of the other in r2c2 and r3c1"</extracomment>
        <translation>en %1, las cifras bajas (%2 a %3) y las altas (%4 a %5) se alternan, así que las cifras de una clase van en %6 y las de la otra en %7</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate along each line</source>
        <extracomment>Whispers Colouring, the opening when houses join lines: "on the German whispers line from r1c1 and the German whispers line from r1c7, low digits (1 to 4) and high digits (6 to 9) alternate along each line"</extracomment>
        <translation>en %1, las cifras bajas (%2 a %3) y las altas (%4 a %5) se alternan a lo largo de cada línea</translation>
    </message>
    <message>
        <source>%1 holds %2 and, from other lines, %3: %4 cells, more than the %5 low or the %5 high digits a house has, so those two sets hold digits of different kinds</source>
        <extracomment>Whispers Colouring, two lines' colours joined: "row 2 holds r2c1, r2c3 and r2c5 and, from other lines, r2c7 and r2c9: 5 cells, more than the 4 low or the 4 high digits a house has, so those two sets hold digits of different kinds"</extracomment>
        <translation>%1 contiene %2 y, de otras líneas, %3: %4 casillas, más que las %5 cifras bajas o las %5 altas de una unidad, así que esos dos grupos llevan cifras de clases distintas</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no low digit</source>
        <translation>%1 solo puede llevar %2, ninguna cifra baja</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no high digit</source>
        <translation>%1 solo puede llevar %2, ninguna cifra alta</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, the %3 high digits of %2 would have only %4 to go in</source>
        <translation>si %1 llevaran cifras bajas, las %3 cifras altas de %2 solo tendrían %4 donde ir</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, the %3 low digits of %2 would have only %4 to go in</source>
        <translation>si %1 llevaran cifras altas, las %3 cifras bajas de %2 solo tendrían %4 donde ir</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them: more than its %3</source>
        <translation>si %1 llevaran cifras bajas, %2 tendría %4: más que sus %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them: more than its %3</source>
        <translation>si %1 llevaran cifras altas, %2 tendría %4: más que sus %3</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>si %1 llevaran cifras bajas, %2 tendría %4, con %5, que no pueden llevar ninguna otra: más que sus %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>si %1 llevaran cifras altas, %2 tendría %4, con %5, que no pueden llevar ninguna otra: más que sus %3</translation>
    </message>
    <message>
        <source>%1: %2. So low digits go in %3 and high ones in %4: %5.</source>
        <extracomment>Whispers Colouring, the whole step: "Whispers Colouring: &lt;opening&gt;; &lt;joins&gt;; &lt;decision&gt;. So low digits go in r4c1 and r4c3 and high ones in r2c2 and r3c1: remove 6, 7, 8 and 9 from r4c1."</extracomment>
        <translation>%1: %2. Así que las cifras bajas van en %3 y las altas en %4: %5.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueDescriptions</name>
    <message>
        <source>A house with only one empty cell left. The one digit the house still lacks must go there.</source>
        <translation>Una unidad a la que solo le queda una casilla vacía. El único dígito que le falta a la unidad va ahí.</translation>
    </message>
    <message>
        <source>A cell whose peers already hold every digit but one. Only that candidate is left, so it is the cell's digit.</source>
        <translation>Una casilla cuyas casillas relacionadas ya tienen todos los dígitos menos uno. Solo queda ese candidato, así que es el dígito de la casilla.</translation>
    </message>
    <message>
        <source>In a box, a digit that fits in only one cell: every other cell is filled or sees the digit in its row or column. The box must hold the digit somewhere, so it goes in that cell, whatever other candidates the cell has.</source>
        <translation>En una caja, un dígito que solo cabe en una casilla: todas las demás están llenas o ven ese dígito en su fila o columna. La caja tiene que contener el dígito en algún sitio, así que va en esa casilla, tenga los candidatos que tenga.</translation>
    </message>
    <message>
        <source>The same in a row or a column: a digit with only one place left in the line goes there.</source>
        <translation>Lo mismo en una fila o una columna: un dígito al que solo le queda un sitio en ella va ahí.</translation>
    </message>
    <message>
        <source>The same in a house that a variant adds: a diagonal, the centre-dot cells, a window or a jigsaw region. Such a house, too, holds every digit once, so a digit with only one place left in it goes there.</source>
        <translation>Lo mismo en una unidad que añade una variante: una diagonal, las casillas de punto central, una ventana o una región de jigsaw. También esa unidad contiene cada dígito una vez, así que un dígito al que solo le queda un sitio en ella va ahí.</translation>
    </message>
    <message>
        <source>In a box, every candidate for a digit lies in one row or one column. Whichever of them is true, that line gets its digit inside this box, so the digit goes from the rest of the line.</source>
        <translation>En una caja, todos los candidatos de un dígito están en una misma fila o columna. Sea cual sea el verdadero, esa línea recibe su dígito dentro de la caja, así que se elimina el dígito del resto de la línea.</translation>
    </message>
    <message>
        <source>In a row or a column, every candidate for a digit lies in one box. The line's digit is then in that box, so the digit goes from the box's other cells.</source>
        <translation>En una fila o columna, todos los candidatos de un dígito están en una misma caja. El dígito de la línea está entonces en esa caja, así que se elimina de las demás casillas de la caja.</translation>
    </message>
    <message>
        <source>Two cells that share both a box and a line and hold only the same two digits. The two digits fill these cells, so they go from every other cell of the box and of the line.</source>
        <translation>Dos casillas que comparten una caja y una línea y solo tienen los mismos dos dígitos. Esos dos dígitos ocupan estas casillas, así que se eliminan de todas las demás casillas de la caja y de la línea.</translation>
    </message>
    <message>
        <source>Three cells that share both a box and a line and hold only three digits between them. Those digits fill the three cells, so they go from the rest of the box and of the line.</source>
        <translation>Tres casillas que comparten una caja y una línea y entre las tres solo tienen tres dígitos. Esos dígitos ocupan las tres casillas, así que se eliminan del resto de la caja y de la línea.</translation>
    </message>
    <message>
        <source>Two cells of a house holding only the same two digits. One cell takes one digit and the other the other, so neither digit can go anywhere else in the house.</source>
        <translation>Dos casillas de una unidad que solo tienen los mismos dos dígitos. Una se queda con un dígito y la otra con el otro, así que ninguno de los dos puede ir en otro sitio de la unidad.</translation>
    </message>
    <message>
        <source>Two digits that, in a house, fit only in the same two cells. Those cells must hold these two digits, so every other candidate goes from them.</source>
        <translation>Dos dígitos que, en una unidad, solo caben en las mismas dos casillas. Esas casillas tienen que contener esos dos dígitos, así que se eliminan de ellas todos los demás candidatos.</translation>
    </message>
    <message>
        <source>Three cells of a house holding only three digits between them (a cell need not hold all three). The three digits fill the three cells, so they go from the rest of the house.</source>
        <translation>Tres casillas de una unidad que entre las tres solo tienen tres dígitos (una casilla no tiene por qué tener los tres). Los tres dígitos ocupan las tres casillas, así que se eliminan del resto de la unidad.</translation>
    </message>
    <message>
        <source>Three digits that, in a house, fit only within the same three cells. Those cells hold these digits, so their other candidates go.</source>
        <translation>Tres dígitos que, en una unidad, solo caben en las mismas tres casillas. Esas casillas contienen esos dígitos, así que se eliminan sus demás candidatos.</translation>
    </message>
    <message>
        <source>Four cells of a house holding only four digits between them. The four digits fill those cells, so they go from the rest of the house.</source>
        <translation>Cuatro casillas de una unidad que entre las cuatro solo tienen cuatro dígitos. Los cuatro dígitos ocupan esas casillas, así que se eliminan del resto de la unidad.</translation>
    </message>
    <message>
        <source>Four digits that, in a house, fit only within the same four cells. The cells hold these digits, so every other candidate goes from them.</source>
        <translation>Cuatro dígitos que, en una unidad, solo caben en las mismas cuatro casillas. Las casillas contienen esos dígitos, así que se eliminan de ellas todos los demás candidatos.</translation>
    </message>
    <message>
        <source>In two rows, a digit fits only in the same two columns. The digit goes in opposite corners of that rectangle, either way round, so both columns get their digit from these two rows and it goes from the rest of the two columns. The same holds with rows and columns swapped.</source>
        <translation>En dos filas, un dígito solo cabe en las mismas dos columnas. El dígito va en esquinas opuestas de ese rectángulo, en un sentido o en el otro, así que las dos columnas reciben su dígito de esas dos filas y se elimina del resto de las dos columnas. Lo mismo vale intercambiando filas y columnas.</translation>
    </message>
    <message>
        <source>An X-Wing of three lines: in three rows, a digit fits only within the same three columns. The three rows put the digit once in each of those columns, so it goes from the rest of them (or with rows and columns swapped).</source>
        <translation>Un X-Wing de tres líneas: en tres filas, un dígito solo cabe en las mismas tres columnas. Las tres filas ponen el dígito una vez en cada una de esas columnas, así que se elimina del resto de ellas (o intercambiando filas y columnas).</translation>
    </message>
    <message>
        <source>The same with four lines: in four rows, a digit fits only within the same four columns, so it goes from the rest of those columns (or with rows and columns swapped).</source>
        <translation>Lo mismo con cuatro líneas: en cuatro filas, un dígito solo cabe en las mismas cuatro columnas, así que se elimina del resto de esas columnas (o intercambiando filas y columnas).</translation>
    </message>
    <message>
        <source>Two parallel lines where a digit fits in exactly two cells each, with one end of each in the same crossing line. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those ends loses the digit.</source>
        <translation>Dos líneas paralelas en las que un dígito cabe en exactamente dos casillas cada una, con un extremo de cada una en la misma línea transversal. Esos dos extremos no pueden tener ambos el dígito, así que lo tiene uno de los otros dos. Una casilla que ve esos dos extremos pierde el dígito.</translation>
    </message>
    <message>
        <source>A row and a column where a digit fits in exactly two cells each, with one end of each in the same box. Those two ends cannot both hold the digit, so one of the two far ends does, and a cell that sees both far ends loses the digit.</source>
        <translation>Una fila y una columna en las que un dígito cabe en exactamente dos casillas cada una, con un extremo de cada una en la misma caja. Esos dos extremos no pueden tener ambos el dígito, así que lo tiene uno de los dos extremos lejanos, y una casilla que ve a ambos pierde el dígito.</translation>
    </message>
    <message>
        <source>A short chain on one digit: two houses where it fits in exactly two cells, joined by two ends that see each other. If the first far end is not the digit, the chain makes the other far end the digit, so a cell that sees both far ends loses it. Skyscraper and 2-String Kite are its best-known shapes.</source>
        <translation>Una cadena corta sobre un dígito: dos unidades en las que cabe en exactamente dos casillas, unidas por dos extremos que se ven. Si el primer extremo lejano no es el dígito, la cadena hace que lo sea el otro, así que una casilla que ve a ambos extremos lejanos lo pierde. El rascacielos y la cometa son sus formas más conocidas.</translation>
    </message>
    <message>
        <source>In a box, a digit's candidates lie in one row and one column of it, so the box's digit is on that cross. Take a line where the digit fits in exactly two cells, one of them in line with the cross: the cell where the other end's line meets the cross cannot hold the digit, or the box would be left without it.</source>
        <translation>En una caja, los candidatos de un dígito están en una de sus filas y una de sus columnas, así que el dígito de la caja está en esa cruz. Toma una línea en la que el dígito cabe en exactamente dos casillas, una alineada con la cruz: la casilla donde la línea del otro extremo corta la cruz no puede tener el dígito, o la caja se quedaría sin él.</translation>
    </message>
    <message>
        <source>Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}. Whichever digit the pivot takes, one pincer becomes z, so z goes from every cell that sees both pincers.</source>
        <translation>Tres casillas con dos candidatos cada una: un pivote {x,y} que ve dos pinzas {x,z} y {y,z}. Tome el pivote el dígito que tome, una pinza será z, así que z se elimina de toda casilla que vea las dos pinzas.</translation>
    </message>
    <message>
        <source>Like an XY-Wing, but the pivot holds all three digits {x,y,z}. Then z is in the pivot or in a pincer, so z goes from every cell that sees the pivot and both pincers.</source>
        <translation>Como un XY-Wing, pero el pivote tiene los tres dígitos {x,y,z}. Entonces z está en el pivote o en una pinza, así que z se elimina de toda casilla que vea el pivote y las dos pinzas.</translation>
    </message>
    <message>
        <source>Two cells holding only the same two digits {x,y}, which do not see each other, and a house where x fits in exactly two cells, one seeing each of them. The two cells cannot both be x, since that house would lose its x; so one of them is y, and y goes from every cell that sees both.</source>
        <translation>Dos casillas que solo tienen los mismos dos dígitos {x,y} y no se ven, y una unidad en la que x cabe en exactamente dos casillas, cada una de las cuales ve a una de ellas. Las dos casillas no pueden ser x a la vez, porque esa unidad se quedaría sin su x; así que una de ellas es y, y la y se elimina de toda casilla que vea a las dos.</translation>
    </message>
    <message>
        <source>A chain of cells holding only the same two digits, each seeing the next. The two digits alternate along the chain, so two cells an odd number of steps apart hold one digit each; a cell that sees both loses both digits.</source>
        <translation>Una cadena de casillas que solo tienen los mismos dos dígitos, cada una viendo a la siguiente. Los dos dígitos se alternan a lo largo de la cadena, así que dos casillas separadas por un número impar de pasos tienen un dígito cada una; una casilla que ve a ambas pierde los dos dígitos.</translation>
    </message>
    <message>
        <source>Four cells at the corners of a rectangle over two boxes, three of them holding only the same two digits. Were the fourth also one of those two, the digits could swap around the rectangle and the puzzle would have two solutions; so both digits go from the fourth corner. This, like every uniqueness technique, needs a puzzle with a single solution.</source>
        <translation>Cuatro casillas en las esquinas de un rectángulo sobre dos cajas, tres de ellas con solo los mismos dos dígitos. Si la cuarta también fuera uno de esos dos, los dígitos podrían intercambiarse en el rectángulo y el sudoku tendría dos soluciones; así que se eliminan los dos dígitos de la cuarta esquina. Como toda técnica de unicidad, exige un sudoku con una sola solución.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose corners hold the same two digits, where the two corners on one side also hold the same one extra digit. One of them must be that extra digit, or the rectangle would give two solutions; so the extra digit goes from every cell that sees both.</source>
        <translation>Un rectángulo sobre dos cajas cuyas esquinas tienen los mismos dos dígitos, y donde las dos esquinas de un lado tienen además el mismo dígito extra. Una de ellas tiene que ser ese dígito extra, o el rectángulo daría dos soluciones; así que el dígito extra se elimina de toda casilla que vea a las dos.</translation>
    </message>
    <message>
        <source>Every empty cell holds two candidates except one cell with three, and each digit fits twice in each house, except one digit three times in that cell's houses. Without that digit in the cell, the grid would have two solutions (a bivalue universal grave), so the cell takes it.</source>
        <translation>Cada casilla vacía tiene dos candidatos salvo una con tres, y cada dígito cabe dos veces en cada unidad, salvo un dígito tres veces en las unidades de esa casilla. Sin ese dígito en la casilla, la cuadrícula tendría dos soluciones (un «bivalue universal grave»), así que la casilla se queda con él.</translation>
    </message>
    <message>
        <source>An X-Wing with a fin: one of its lines has extra candidates, all in one box. Either the X-Wing holds or the fin is true; both remove the digit from the cells that lie in a cover line and see the fin.</source>
        <translation>Un X-Wing con aleta: una de sus líneas tiene candidatos de más, todos en una misma caja. O vale el X-Wing o la aleta es verdadera; en ambos casos se elimina el dígito de las casillas que están en una línea de cobertura y ven la aleta.</translation>
    </message>
    <message>
        <source>A finned X-Wing with one corner missing: without its fin, that line would hold the digit in one cell only. The reasoning and the eliminations are those of the finned X-Wing.</source>
        <translation>Un X-Wing con aleta al que le falta una esquina: sin su aleta, esa línea solo tendría el dígito en una casilla. El razonamiento y las eliminaciones son los del X-Wing con aleta.</translation>
    </message>
    <message>
        <source>A swordfish with extra candidates (the fin) in one box. Either the swordfish holds or the fin is true, so a cell in a cover line that also sees the fin loses the digit.</source>
        <translation>Un swordfish con candidatos de más (la aleta) en una caja. O vale el swordfish o la aleta es verdadera, así que una casilla de una línea de cobertura que también ve la aleta pierde el dígito.</translation>
    </message>
    <message>
        <source>A finned swordfish in which a line keeps only one corner once its fin is set aside. It removes the same candidates: those in a cover line that see the fin.</source>
        <translation>Un swordfish con aleta en el que una línea solo conserva una esquina si se deja aparte la aleta. Elimina los mismos candidatos: los de una línea de cobertura que ven la aleta.</translation>
    </message>
    <message>
        <source>A jellyfish (four lines) with a fin in one box. Either the jellyfish holds or the fin is true, so a cell in a cover line that sees the fin loses the digit.</source>
        <translation>Un jellyfish (cuatro líneas) con una aleta en una caja. O vale el jellyfish o la aleta es verdadera, así que una casilla de una línea de cobertura que ve la aleta pierde el dígito.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which a line keeps only one corner once its fin is set aside. The eliminations are the same: cover-line cells that see the fin.</source>
        <translation>Un jellyfish con aleta en el que una línea solo conserva una esquina si se deja aparte la aleta. Las eliminaciones son las mismas: casillas de las líneas de cobertura que ven la aleta.</translation>
    </message>
    <message>
        <source>Follow one digit through the houses where it fits in exactly two cells, colouring those cells in two alternating colours. One colour holds the digit everywhere, the other nowhere. A cell that sees both colours cannot hold the digit.</source>
        <translation>Sigue un dígito por las unidades en las que cabe en exactamente dos casillas y colorea esas casillas con dos colores alternos. Un color tiene el dígito en todas partes y el otro en ninguna. Una casilla que ve los dos colores no puede tener el dígito.</translation>
    </message>
    <message>
        <source>Colour one digit's two-cell houses as for the trap. If two cells of the same colour see each other, that colour cannot be the true one: the digit goes from all of its cells, and the other colour's cells take it.</source>
        <translation>Colorea las parejas de un dígito como en la trampa. Si dos casillas del mismo color se ven, ese color no puede ser el verdadero: se elimina el dígito de todas sus casillas, y las casillas del otro color se quedan con él.</translation>
    </message>
    <message>
        <source>Two separate colourings of the same digit. When a colour of one sees a colour of the other, those two cannot both be true, so one of their opposite colours is: a cell that sees both opposites loses the digit. A colour that sees both colours of the other colouring is false.</source>
        <translation>Dos coloreados separados del mismo dígito. Cuando un color de uno ve un color del otro, no pueden ser verdaderos los dos, así que lo es uno de sus colores opuestos: una casilla que ve ambos opuestos pierde el dígito. Un color que ve los dos colores del otro coloreado es falso.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair and the other two have extra digits. One of those two holds an extra digit, so together they act as one cell of extra digits; with other cells of their house it forms a naked subset, whose digits go from the rest of the house.</source>
        <translation>Un rectángulo sobre dos cajas en el que dos esquinas solo tienen el par y las otras dos tienen dígitos extra. Una de esas dos tiene un dígito extra, así que juntas actúan como una sola casilla de dígitos extra; con otras casillas de su unidad forma un subconjunto desnudo, cuyos dígitos se eliminan del resto de la unidad.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair {x,y}, and in the house of the other two, x fits only in those two. One of them is x, so neither can be y (the rectangle would give two solutions): y goes from both.</source>
        <translation>Un rectángulo sobre dos cajas en el que dos esquinas solo tienen el par {x,y} y, en la unidad de las otras dos, x solo cabe en esas dos. Una de ellas es x, así que ninguna puede ser y (el rectángulo daría dos soluciones): se elimina y de las dos.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes with one corner holding only {x,y}, where in the row and the column of the opposite corner x fits only within the rectangle. Were that opposite corner y, the rectangle would be forced into two solutions, so y goes from it.</source>
        <translation>Un rectángulo sobre dos cajas con una esquina que solo tiene {x,y}, donde en la fila y la columna de la esquina opuesta x solo cabe dentro del rectángulo. Si esa esquina opuesta fuera y, el rectángulo tendría por fuerza dos soluciones, así que se elimina la y de ella.</translation>
    </message>
    <message>
        <source>A chain on one digit that alternates strong links (a house where the digit fits in exactly two cells) with weak ones (two cells that see each other). One end of the chain holds the digit, so a cell that sees both ends loses it.</source>
        <translation>Una cadena sobre un dígito que alterna enlaces fuertes (una unidad en la que el dígito cabe en exactamente dos casillas) con enlaces débiles (dos casillas que se ven). Uno de los extremos tiene el dígito, así que una casilla que ve a ambos extremos lo pierde.</translation>
    </message>
    <message>
        <source>A chain of cells with two candidates each, where each cell sees the next and shares a digit with it. If the first cell is not z, the chain forces the last to be z; so one end is z, and a cell that sees both ends loses z.</source>
        <translation>Una cadena de casillas con dos candidatos cada una, en la que cada casilla ve a la siguiente y comparte un dígito con ella. Si la primera no es z, la cadena obliga a la última a serlo; así que un extremo es z, y una casilla que ve a ambos extremos pierde z.</translation>
    </message>
    <message>
        <source>Where a box and a line cross, two or three cells hold more digits than cells. Other cells of the line and of the box hold the rest, in such a way that each digit must sit exactly once in the pattern: line digits go from the rest of the line, box digits from the rest of the box.</source>
        <translation>Donde se cruzan una caja y una línea, dos o tres casillas tienen más dígitos que casillas. Otras casillas de la línea y de la caja se reparten el resto, de modo que cada dígito debe estar exactamente una vez en el patrón: los dígitos de la línea se eliminan del resto de la línea, y los de la caja del resto de la caja.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started. In a closed loop every weak link holds both ways, so candidates that see both ends of one go; a loop that meets its start on a contradiction places or removes the start candidate.</source>
        <translation>Una cadena de enlaces fuertes y débiles alternos que vuelve a su punto de partida. En un bucle cerrado cada enlace débil vale en los dos sentidos, así que se eliminan los candidatos que ven los dos extremos de uno de ellos; un bucle que vuelve a su inicio con una contradicción coloca o elimina el candidato inicial.</translation>
    </message>
    <message>
        <source>A chain over any digits and cells alternating strong links (one of two candidates is true) and weak ones (two candidates cannot both be true). One of its two ends is true, so a candidate that sees both ends goes.</source>
        <translation>Una cadena sobre cualesquiera dígitos y casillas que alterna enlaces fuertes (uno de dos candidatos es verdadero) y débiles (dos candidatos no pueden ser verdaderos a la vez). Uno de sus dos extremos es verdadero, así que se elimina un candidato que vea a ambos extremos.</translation>
    </message>
    <message>
        <source>An X-Chain in which a node may be a group: candidates of the digit inside one box that also lie in one line act together, as one node of the chain. One end holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Una cadena X en la que un nodo puede ser un grupo: candidatos del dígito dentro de una caja que además están en una línea actúan juntos, como un solo nodo de la cadena. Un extremo tiene el dígito, así que una casilla que ve a ambos extremos lo pierde.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house holding N+1 digits: take one digit away and the others fill the cells. Two such sets share a digit x whose candidates all see each other, so at least one of them holds no x and is locked on its other digits. A second shared digit z is therefore in one set or the other, and goes from cells that see every z of both sets.</source>
        <translation>Un conjunto casi bloqueado (ALS) son N casillas de una unidad con N+1 dígitos: quita un dígito y los demás ocupan las casillas. Dos de esos conjuntos comparten un dígito x cuyos candidatos se ven todos, así que al menos uno de ellos no tiene x y queda bloqueado en sus otros dígitos. Por tanto, un segundo dígito común z está en uno u otro, y se elimina de las casillas que ven todas las z de ambos conjuntos.</translation>
    </message>
    <message>
        <source>Three almost locked sets: a middle one shares a digit x with a first set and a digit y with a second, each time with all candidates of that digit seeing each other. If the first set holds no x, it is locked on its other digits; if it holds x, the middle set holds none, so it holds y and the second set is locked. Either way a digit z of both outer sets is in one of them, and goes from cells that see all their z candidates.</source>
        <translation>Tres conjuntos casi bloqueados: uno central comparte un dígito x con un primer conjunto y un dígito y con un segundo, y en cada caso todos los candidatos de ese dígito se ven. Si el primer conjunto no tiene x, queda bloqueado en sus otros dígitos; si tiene x, el central no la tiene, así que tiene y y el segundo conjunto queda bloqueado. De un modo u otro, un dígito z de los dos conjuntos exteriores está en uno de ellos y se elimina de las casillas que ven todos sus candidatos z.</translation>
    </message>
    <message>
        <source>An Alternating Inference Chain whose nodes may be groups (a digit's candidates in one box and one line) or whole almost locked sets. One end is true, so a candidate that sees both ends goes.</source>
        <translation>Una cadena de inferencias alternas cuyos nodos pueden ser grupos (los candidatos de un dígito en una caja y una línea) o conjuntos casi bloqueados enteros. Un extremo es verdadero, así que se elimina un candidato que vea a ambos extremos.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell in turn and follow the singles each forces. One of them is true, so whatever every case leads to (a digit placed, a candidate removed) holds.</source>
        <translation>Prueba uno tras otro cada candidato de una casilla y sigue los singles que impone cada uno. Uno de ellos es verdadero, así que lo que resulta en todos los casos (un dígito colocado, un candidato eliminado) vale.</translation>
    </message>
    <message>
        <source>Try each place a digit has in one house and follow the singles each forces. The digit is in one of them, so whatever every case leads to holds.</source>
        <translation>Prueba cada sitio que tiene un dígito en una unidad y sigue los singles que impone cada uno. El dígito está en uno de ellos, así que lo que resulta en todos los casos vale.</translation>
    </message>
    <message>
        <source>Assume a candidate true, then false, and follow the singles each way. If one way breaks the grid, the other is the truth; if both lead to the same result, that result holds.</source>
        <translation>Supón que un candidato es verdadero, luego que es falso, y sigue los singles en cada caso. Si un camino rompe la cuadrícula, el otro es el verdadero; si los dos llevan al mismo resultado, ese resultado vale.</translation>
    </message>
    <message>
        <source>The last resort: assume a candidate and follow what it forces. If that ends in a contradiction (a cell with no candidate, a digit with no place in a house), the candidate is false and goes. Pencilmark tells the shortest such story it finds.</source>
        <translation>El último recurso: supón un candidato y sigue lo que impone. Si eso acaba en una contradicción (una casilla sin candidatos, un dígito sin sitio en una unidad), el candidato es falso y se elimina. Pencilmark cuenta la historia más corta de ese tipo que encuentra.</translation>
    </message>
    <message>
        <source>In killer sudoku, a cage holds different digits that add up to its sum, so only some sets of digits fit it: two cells of 3 are 1 and 2, three cells of 23 are 6, 8 and 9. Of those sets, only the ones the cells' candidates can make count; a candidate that no fitting set gives its cell goes. When one empty cell is left, it takes what the sum still lacks.</source>
        <translation>En el killer sudoku, una jaula contiene dígitos distintos que suman su total, así que solo le encajan algunos conjuntos de dígitos: dos casillas de 3 son 1 y 2, tres casillas de 23 son 6, 8 y 9. De ellos solo cuentan los que pueden formar los candidatos de las casillas; un candidato que ningún conjunto posible da a su casilla se elimina. Cuando queda una sola casilla vacía, lleva lo que aún le falta a la suma.</translation>
    </message>
    <message>
        <source>The 45 rule: a house holds every digit once, so on 9x9 it adds up to 45. Take away the cages lying wholly inside it and the digits already placed: when a single cell is left over (an innie), it holds the rest. Or add up the cages covering the house: when they stick out of it at a single cell (an outie), that cell holds what they have too much.</source>
        <translation>La regla del 45: una unidad contiene cada dígito una vez, así que en 9x9 suma 45. Quita las jaulas que están enteras dentro y los dígitos ya colocados: si sobra una sola casilla (un innie), contiene el resto. O suma las jaulas que cubren la unidad: si solo sobresalen de ella por una casilla (un outie), esa casilla contiene lo que tienen de más.</translation>
    </message>
    <message>
        <source>The 45 rule when it leaves two or more cells: the innies (or the outies) of a house add up to a known number, so they act like a cage of that sum. Their candidates are cut down as a cage's are; cells that do not see one another may repeat a digit.</source>
        <translation>La regla del 45 cuando deja dos casillas o más: los innies (o los outies) de una unidad suman un número conocido, así que actúan como una jaula de esa suma. Sus candidatos se reducen como los de una jaula; las casillas que no se ven entre sí pueden repetir un dígito.</translation>
    </message>
    <message>
        <source>A digit that every set still fitting a cage contains must be in the cage. If the cage's candidates for it all lie in one row, column or box (or all see some cells), the digit goes from the rest of that house: the cage takes it.</source>
        <translation>Un dígito que contiene cada conjunto que aún encaja en una jaula tiene que estar en la jaula. Si los candidatos de la jaula para ese dígito están todos en una fila, columna o caja (o todos ven ciertas casillas), el dígito se elimina del resto de esa unidad: la jaula se lo queda.</translation>
    </message>
    <message>
        <source>In a house, a digit whose candidates all lie inside one cage: the house's digit is in that cage, so the cage contains it. Only the sets with that digit still fit the cage, and its cells outside the house cannot hold the digit.</source>
        <translation>En una unidad, un dígito cuyos candidatos están todos dentro de una jaula: el dígito de la unidad está en esa jaula, así que la jaula lo contiene. Solo los conjuntos con ese dígito siguen encajando en la jaula, y sus casillas fuera de la unidad no pueden tener el dígito.</translation>
    </message>
    <message>
        <source>The 45 rule over several houses side by side: two adjacent rows add up to 90, three to 135, and so on. The cages inside them and those sticking out leave innies or outies with a known sum, which fix a cell or act as a cage.</source>
        <translation>La regla del 45 sobre varias unidades contiguas: dos filas vecinas suman 90, tres 135, y así sucesivamente. Las jaulas de dentro y las que sobresalen dejan innies u outies de suma conocida, que fijan una casilla o actúan como una jaula.</translation>
    </message>
    <message>
        <source>The 45 rule with one innie and one outie: counting one crossing cage whole and another by its cells inside, the innie and the outie differ by a known amount. Each then keeps only candidates that have a partner in the other.</source>
        <translation>La regla del 45 con un innie y un outie: contando una jaula que sobresale entera y otra solo por sus casillas de dentro, el innie y el outie difieren en una cantidad conocida. Cada una de las dos casillas conserva entonces solo los candidatos que tienen pareja en la otra.</translation>
    </message>
    <message>
        <source>In puzzles whose rows and columns hold every symbol several times (MultiFour: 1 to 4 three times each; DoubleNine: 1 to 9 twice each), count how often a symbol already stands in a line. Once the line holds it as often as it must, the symbol goes from every other cell of the line.</source>
        <translation>En los sudokus cuyas filas y columnas contienen cada símbolo varias veces (MultiFour: del 1 al 4, tres veces cada uno; DoubleNine: del 1 al 9, dos veces cada uno), cuenta cuántas veces está ya un símbolo en una línea. En cuanto la línea lo contiene tantas veces como debe, el símbolo se elimina de todas sus demás casillas.</translation>
    </message>
    <message>
        <source>The hidden single of counted lines: a row or column must still hold a symbol some number of times, and exactly that many of its empty cells can still take it. Every one of those cells gets the symbol, whatever other candidates it has.</source>
        <translation>El single oculto de las líneas contadas: una fila o columna aún debe contener un símbolo cierto número de veces, y exactamente esa cantidad de sus casillas vacías puede recibirlo todavía. Cada una de esas casillas lleva el símbolo, tenga los demás candidatos que tenga.</translation>
    </message>
    <message>
        <source>In DoubleNine, rows and columns hold every symbol twice and each 3x3 box once. When a line still needs a symbol in as many cells as there are boxes whose candidates for it all lie in the line, those boxes fill the line's missing places: the symbol goes from the line's other cells.</source>
        <translation>En el DoubleNine, filas y columnas contienen cada símbolo dos veces y cada caja de 3x3 una vez. Cuando una línea aún necesita un símbolo en tantas casillas como cajas hay cuyos candidatos para él están todos en la línea, esas cajas llenan los huecos de la línea: el símbolo se elimina de las demás casillas de la línea.</translation>
    </message>
    <message>
        <source>The other way round: a line's candidates for a symbol lie in exactly as many boxes as the line still needs it. Each box holds the symbol once, so each must give it to the line, and the symbol goes from the boxes' cells outside the line.</source>
        <translation>Al revés: los candidatos de una línea para un símbolo están en exactamente tantas cajas como veces lo necesita aún la línea. Cada caja contiene el símbolo una vez, así que cada una debe dárselo a la línea, y el símbolo se elimina de las casillas de esas cajas fuera de la línea.</translation>
    </message>
    <message>
        <source>Variant rules of the whole grid tie cells that share no house: anti-knight (a knight's move apart), anti-king (a king's move apart), non-consecutive, disjoint groups, and no black dot, X or V where none is drawn. A placed digit, or a cell's few candidates, rules out the digits its partners may not hold beside it, as a placed digit clears its peers.</source>
        <translation>Las reglas de variante de toda la cuadrícula unen casillas que no comparten casa: anticaballo (a un salto de caballo), antirrey (a un paso de rey), no consecutivas, grupos disjuntos, y ningún punto negro, X ni V donde no hay ninguno dibujado. Una cifra colocada, o los pocos candidatos de una casilla, descartan las cifras que sus compañeras no pueden llevar a su lado, como una cifra colocada limpia sus vecinas.</translation>
    </message>
    <message>
        <source>Digits rise along a thermometer from its bulb. A cell with k cells before it holds at least k+1, one with k cells after it at most 9-k on 9x9; and with candidates, each cell keeps only the digits some rising filling of the whole thermometer gives it (cells in one house differ).</source>
        <translation>Las cifras suben a lo largo de un termómetro desde su bulbo. Una casilla con k casillas antes lleva al menos k+1, una con k casillas después como mucho 9-k en 9x9; y con candidatos, cada casilla solo guarda las cifras que le da algún relleno creciente de todo el termómetro (casillas de una misma casa distintas).</translation>
    </message>
    <message>
        <source>A kropki dot or an X or V ties two neighbours: a white dot makes them consecutive, a black dot one twice the other, an X adds up to 10 and a V to 5. A candidate with no partner across the dot goes: a V never holds 5 or more, a black dot never 5, 7 or 9.</source>
        <translation>Un punto kropki o una X o V unen dos vecinas: un punto blanco las hace consecutivas, uno negro hace de una el doble de la otra, una X suma 10 y una V 5. Un candidato sin compañero al otro lado del punto se va: una V nunca lleva 5 o más, un punto negro nunca 5, 7 o 9.</translation>
    </message>
    <message>
        <source>Lines with a rule between their cells: whispers (neighbours far apart, so no 5 on a German line), renban (a run of consecutive digits), palindromes and clones (equal cells), between and lockout lines (digits inside or outside the ends), entropic and modular lines. Each cell keeps only the digits some filling of the whole line that keeps its rule gives it.</source>
        <translation>Líneas con una regla entre sus casillas: whispers (vecinas muy separadas, así que ningún 5 en una línea German), renban (una serie de cifras consecutivas), palíndromos y clones (casillas iguales), líneas intermedias y lockout (cifras dentro o fuera de los extremos), líneas entrópicas y modulares. Cada casilla solo guarda las cifras que le da algún relleno de toda la línea que cumpla su regla.</translation>
    </message>
    <message>
        <source>Sums along cells: an arrow's digits add up to its circle, a little killer clue sums its diagonal, a region-sum line has one sum in each region it crosses, a zipper line's cells equally far from its middle add up alike. The smallest and largest sums the candidates can make bound every cell; a candidate that no fitting filling uses goes.</source>
        <translation>Sumas a lo largo de casillas: las cifras de una flecha suman su círculo, una pista little killer suma su diagonal, una línea de sumas por región suma lo mismo en cada región que cruza, las casillas de una línea cremallera a igual distancia del centro suman igual. Las sumas menor y mayor de los candidatos acotan cada casilla; un candidato que ningún relleno que encaje usa se va.</translation>
    </message>
    <message>
        <source>Clues outside the grid that read a whole row or column: a sandwich sums the digits between the 1 and the 9, an X-sum the first X digits, a skyscraper counts the digits seen past the lower ones. Each cell of the line keeps only the digits some filling of the line that matches the clue gives it.</source>
        <translation>Pistas fuera de la cuadrícula que leen una fila o columna entera: un sándwich suma las cifras entre el 1 y el 9, una suma X las X primeras cifras, un rascacielos cuenta las cifras vistas por encima de las más bajas. Cada casilla de la línea solo guarda las cifras que le da algún relleno de la línea que cumpla la pista.</translation>
    </message>
    <message>
        <source>Pointing across the variant rules. A house must hold a digit in one of a few cells (or a cell must hold one of a few digits); each choice rules candidates out through its peers and the constraints tied to it: a knight's move away, a thermometer's cells it would leave too low, the mirror of a palindrome cell and that mirror's peers. What every choice rules out goes.</source>
        <translation>El señalamiento a través de las reglas de variante. Una casa debe llevar una cifra en una de pocas casillas (o una casilla una de pocas cifras); cada opción descarta candidatos por sus vecinas y las restricciones ligadas a ella: a un salto de caballo, las casillas de un termómetro que dejaría demasiado bajas, el espejo de una casilla de palíndromo y las vecinas de ese espejo. Lo que todas las opciones descartan se va.</translation>
    </message>
    <message>
        <source>A digit every filling of a constraint holds (a run on a renban line, a sum's only combinations): it must go in one of the constraint's cells that can hold it, so whatever all of them rule out goes, and with one such cell left it goes there.</source>
        <translation>Una cifra que todo relleno de una restricción contiene (una serie en una línea renban, las únicas combinaciones de una suma): debe ir en una de las casillas de la restricción que pueden llevarla; lo que todas ellas descartan se va, y si solo queda una, va allí.</translation>
    </message>
    <message>
        <source>Assume a candidate true and follow it with singles and pointing, and with what each variant constraint and each killer cage still allows its own cells. If that breaks the grid, or leaves a constraint or a cage no filling, the candidate is false.</source>
        <translation>Suponer un candidato verdadero y seguirlo con singles y señalamiento, y con lo que cada restricción de variante y cada jaula killer aún permite a sus propias casillas. Si la cuadrícula se rompe, o a una restricción o jaula no le queda relleno, el candidato es falso.</translation>
    </message>
    <message>
        <source>Cells that must hold the same digit, whichever it is. A palindrome's mirrored cells are equal. Then look at a house none of them is in: if every cell of it but one sees one of them (through its row, column or box, or a rule such as the knight's move), cannot hold any digit they could hold, or is equal to a cell that sees one of them, the house must hold their digit in that last cell, so it is equal to them too. Equal cells keep only the digits all of them can hold, and never a digit that would leave some house no place for it.</source>
        <translation>Casillas que deben llevar la misma cifra, sea cual sea. Las casillas reflejadas de un palíndromo son iguales. Mira luego una casa en la que no esté ninguna de ellas: si cada una de sus casillas menos una ve a una de ellas (por su fila, columna o caja, o por una regla como el salto del caballo), no puede llevar ninguna de las cifras que ellas podrían llevar, o es igual a una casilla que ve a una de ellas, la casa debe llevar su cifra en esa última casilla, que por tanto también es igual a ellas. Las casillas iguales solo conservan las cifras que todas pueden llevar, y nunca una cifra que dejaría a alguna casa sin sitio para ella.</translation>
    </message>
    <message>
        <source>Equal cells (see Equal Cells) followed for one digit. Suppose a group of equal cells holds a digit: every cell that sees one of them cannot. In a house where that leaves one place, the digit goes there, and into every cell equal to it. Go on while houses have one place left; if a house is left with none, or a cell that would hold the digit sees another that would, the supposition was false and the digit goes from the group.</source>
        <translation>Casillas iguales (ver Casillas iguales) seguidas para una cifra. Supón que un grupo de casillas iguales lleva una cifra: ninguna casilla que vea a una de ellas puede llevarla. En una casa donde eso deja un solo sitio, la cifra va allí, y a cada casilla igual a él. Sigue mientras haya casas con un solo sitio; si una casa se queda sin ninguno, o una casilla que llevaría la cifra ve otra que también la llevaría, la suposición era falsa y la cifra sale del grupo.</translation>
    </message>
    <message>
        <source>A house whose digit can only go on one constraint: in a row, 6 fits only two cells, both in the middle of a lockout line. The line then holds that 6, and of all its fillings only those that put the 6 in one of those cells can be true. With a 6 in its middle, the line's ends must both lie below 6 or both above it, far enough apart; candidates that no such filling uses go, though the line alone would allow them.</source>
        <translation>Una casa cuya cifra solo puede ir en una restricción: en una fila, el 6 solo cabe en dos casillas, ambas en el medio de una línea lockout. La línea lleva entonces ese 6, y de todos sus rellenos solo pueden ser ciertos los que ponen el 6 en una de esas casillas. Con un 6 en su medio, los extremos de la línea deben estar ambos por debajo de 6 o ambos por encima, lo bastante separados; los candidatos que ningún relleno así usa se van, aunque la línea sola los permitiría.</translation>
    </message>
    <message>
        <source>A rule on single cells or a small group: an even or odd cell, a minimum or maximum cell (smaller or larger than each orthogonal neighbour not marked alike), candidates given as a rule, a quadruple's digits, a group whose digits differ. A candidate that no filling of those cells allows goes.</source>
        <translation>Una regla sobre casillas sueltas o un grupo pequeño: casilla par o impar, casilla mínima o máxima (menor o mayor que cada vecina ortogonal no marcada igual), candidatos dados como regla, las cifras de un cuádruple, un grupo de cifras distintas. Un candidato que ningún relleno de esas casillas permite se va.</translation>
    </message>
    <message>
        <source>Constraints that share cells, taken together: a chain of kropki dots, a thermometer and the arrow on its bulb, two lines that cross, an arrow and the killer cage on its shaft, two cages in one house. One filling must keep every rule at once (a cage's sum too), give cells that see each other different digits and keep the rules of the whole grid between them. Two white dots in a row of three cells make a run of three digits, so the middle cell is never 1 or 9, though each dot alone allows it. A candidate no joint filling uses goes.</source>
        <translation>Restricciones que comparten casillas, tomadas juntas: una cadena de puntos kropki, un termómetro y la flecha sobre su bulbo, dos líneas que se cruzan, una flecha y la jaula killer sobre su cuerpo, dos jaulas en una misma unidad. Un mismo relleno debe cumplir todas las reglas a la vez (también la suma de una jaula), dar cifras distintas a las casillas que se ven y cumplir entre ellas las reglas de toda la cuadrícula. Dos puntos blancos en una fila de tres casillas forman una serie de tres cifras, así que la casilla del medio nunca es 1 ni 9, aunque cada punto por sí solo lo permita. Se va un candidato que ningún relleno conjunto usa.</translation>
    </message>
    <message>
        <source>The 45 rule over two sets of houses: k rows and k columns (or k rows or columns and k boxes) each hold every digit k times. What they share cancels, so the cells of one outside the other hold the same digits as the cells of the other outside the first, and add up alike. Counting the cages there by their sums (less the cells that stick out) and an arrow whose shaft lies there by its circle, the cells left over add up to a known value; when it is the most or the least they can make, each house's part of them holds its highest or lowest digits. Phistomefel's ring is one such pair: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 against the eight outer boxes leave the corners' 2x2 cells against the sixteen cells around box 5.</source>
        <translation>La regla del 45 sobre dos conjuntos de unidades: k filas y k columnas (o k filas o columnas y k cajas) contienen cada cifra k veces. Lo que comparten se anula, así que las casillas de uno fuera del otro contienen las mismas cifras que las del otro fuera del primero, y suman lo mismo. Contando las jaulas que hay ahí por su suma (menos las casillas que sobresalen) y una flecha cuyo cuerpo está ahí por su círculo, las casillas que quedan suman un valor conocido; cuando es lo máximo o lo mínimo que pueden sumar, la parte de cada unidad contiene sus cifras más altas o más bajas. El anillo de Phistomefel es uno de esos pares: las filas 1, 2, 8 y 9 con las columnas 1, 2, 8 y 9 frente a las ocho cajas exteriores dejan las casillas 2x2 de las esquinas frente a las dieciséis casillas alrededor de la caja 5.</translation>
    </message>
    <message>
        <source>On a German whispers line neighbours differ by at least 5, so no cell holds 5 and every digit is low (1 to 4) or high (6 to 9); neighbours hold one of each. The line's cells fall into two colours that alternate: each colour is all low or all high, though not yet known which. A house holds only four low and four high digits, so when one way round would put five low digits in a row (the colour's cells, with others that can only be low), the colour is high. Two colours of different lines that together fill more than four cells of one house hold different kinds, which joins the lines into one colouring.</source>
        <translation>En una línea German whispers, las vecinas difieren en al menos 5: ninguna casilla lleva 5, y cada cifra es baja (1 a 4) o alta (6 a 9); las vecinas llevan una de cada. Las casillas de la línea caen en dos colores que se alternan: cada color es todo bajo o todo alto, aunque aún no se sabe cuál. Una unidad solo tiene cuatro cifras bajas y cuatro altas; si una posibilidad pusiera cinco cifras bajas en una fila (las casillas del color, con otras que solo pueden ser bajas), el color es alto. Dos colores de líneas distintas que juntos llenan más de cuatro casillas de una unidad llevan clases distintas, lo que une las líneas en un solo coloreado.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueGuide</name>
    <message>
        <source>Techniques</source>
        <translation>Técnicas</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Difficulty on the Sudoku Explainer scale</source>
        <translation>Dificultad en la escala de Sudoku Explainer</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Ejemplo resuelto</translation>
    </message>
    <message>
        <source>Key to the highlight</source>
        <translation>Leyenda del resaltado</translation>
    </message>
    <message>
        <source>Worked example board</source>
        <translation>Tablero del ejemplo</translation>
    </message>
    <message>
        <source>Family: %1 · Level: %2 · Rating: %3</source>
        <translation>Familia: %1 · Nivel: %2 · Puntuación: %3</translation>
    </message>
    <message>
        <source>The example position no longer leads the solver to this technique, so it is not shown.</source>
        <translation>La posición de ejemplo ya no lleva al resolvedor a esta técnica, así que no se muestra.</translation>
    </message>
    <message>
        <source>No worked example yet: none of the puzzles searched for this guide needed this technique on the solver's path.</source>
        <translation>Aún no hay ejemplo: ninguno de los sudokus revisados para esta guía necesitó esta técnica en el camino del resolvedor.</translation>
    </message>
    <message>
        <source>A %1×%1 X-Sudoku (%2×%3 boxes; both diagonals, too, hold every digit once)</source>
        <translation>Un X-Sudoku de %1×%1 (cajas de %2×%3; también las dos diagonales contienen cada dígito una vez)</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle (%2×%3 boxes)</source>
        <translation>Un sudoku de %1×%1 (cajas de %2×%3)</translation>
    </message>
    <message>
        <source>%1, at its start. Source: %2.</source>
        <translation>%1, al principio. Fuente: %2.</translation>
    </message>
    <message>
        <source>%1, some steps into its solution: the pencil marks are those the earlier steps left. Source: %2.</source>
        <translation>%1, tras algunos pasos de la resolución: las notas son las que dejaron los pasos anteriores. Fuente: %2.</translation>
    </message>
    <message>
        <source>HoDoKu's exemplar puzzles</source>
        <translation>los sudokus de ejemplo de HoDoKu</translation>
    </message>
    <message>
        <source>the enjoysudoku forum's list of hardest puzzles</source>
        <translation>la lista de los sudokus más difíciles del foro enjoysudoku</translation>
    </message>
    <message>
        <source>Pencilmark's generator</source>
        <translation>el generador de Pencilmark</translation>
    </message>
    <message>
        <source>A %1×%1 killer sudoku (%2×%3 boxes; each cage's digits differ and add up to its sum)</source>
        <translation>Un killer sudoku %1×%1 (cajas de %2×%3; los dígitos de cada jaula son distintos y suman su total)</translation>
    </message>
    <message>
        <source>the killers of Solo, in Simon Tatham's Portable Puzzle Collection</source>
        <translation>los killers de Solo, de la Portable Puzzle Collection de Simon Tatham</translation>
    </message>
    <message>
        <source>A %1×%1 MultiFour (symbols 1–%2, each %3 times per row and column)</source>
        <translation>Un MultiFour de %1×%1 (símbolos 1–%2, cada uno %3 veces por fila y columna)</translation>
    </message>
    <message>
        <source>%1, some steps into its solution, with pencil marks a player left behind: one candidate the earlier steps would have removed is still there. Source: %2.</source>
        <translation>%1, tras algunos pasos de la resolución, con notas que dejó un jugador: sigue ahí un candidato que los pasos anteriores habrían quitado. Fuente: %2.</translation>
    </message>
    <message>
        <source>An %1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>Un DoubleNine de %1×%1 (1–%2 dos veces por fila y columna, una vez por sección de %3×%4)</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Practicar</translation>
    </message>
    <message>
        <source>Puzzles that need it, one after another, each started just before the step.</source>
        <translation>Sudokus que la necesitan, uno tras otro, cada uno empezado justo antes del paso.</translation>
    </message>
    <message>
        <source>Cannot be practised: puzzles that need it are too rare for the generator to make.</source>
        <translation>No se puede practicar: los sudokus que la necesitan son demasiado raros para que el generador los cree.</translation>
    </message>
    <message>
        <source>“%1” by %2, a %3×%3 puzzle with its own rules (%4)</source>
        <translation>«%1» de %2, un sudoku de %3×%3 con sus propias reglas (%4)</translation>
    </message>
    <message>
        <source>published variant puzzles, shared under CC BY 4.0</source>
        <translation>sudokus de variante publicados, compartidos bajo CC BY 4.0</translation>
    </message>
    <message>
        <source>Cannot be practised: the generator makes no puzzles with the rules it needs yet.</source>
        <translation>No se puede practicar: el generador aún no hace sudokus con las reglas que necesita.</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle with its own rules (%2)</source>
        <translation>Un sudoku de %1×%1 con sus propias reglas (%2)</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueOrderDialog</name>
    <message>
        <source>Every technique is switched on.</source>
        <translation>Todas las técnicas están activadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n technique(s) switched off.</source>
        <translation>
            <numerusform>%n técnica desactivada.</numerusform>
            <numerusform>%n técnicas desactivadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step Order</source>
        <translation>Orden de las técnicas</translation>
    </message>
    <message>
        <source>Hints, All Steps and the solving path try these techniques from the top down and never offer one that is switched off. Untick a technique to switch it off; move it up to try it sooner.</source>
        <translation>Las pistas, Todos los pasos y el camino de resolución prueban estas técnicas de arriba abajo y nunca ofrecen una desactivada. Desmarca una técnica para desactivarla; súbela para probarla antes.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Techniques in the order they are tried</source>
        <translation>Técnicas en el orden en que se prueban</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Try the selected technique one place sooner (Ctrl+Up).</source>
        <translation>Probar la técnica elegida un puesto antes (Ctrl+Arriba).</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Try the selected technique one place later (Ctrl+Down).</source>
        <translation>Probar la técnica elegida un puesto después (Ctrl+Abajo).</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Restablecer el orden estándar</translation>
    </message>
    <message>
        <source>The standard order, easiest first, with every technique switched on.</source>
        <translation>El orden estándar, la más fácil primero, con todas las técnicas activadas.</translation>
    </message>
    <message>
        <source>&lt;i&gt;A puzzle's rating and level always use the standard order, whatever the order here, so a puzzle has the same grade for every player.&lt;/i&gt;</source>
        <translation>&lt;i&gt;La puntuación y el nivel de un sudoku siempre usan el orden estándar, sea cual sea el orden de aquí, para que un sudoku tenga el mismo nivel para cada jugador.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>pm::TwoSolutionsDialog</name>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>One solution</source>
        <translation>Una solución</translation>
    </message>
    <message>
        <source>Another solution</source>
        <translation>Otra solución</translation>
    </message>
</context>
<context>
    <name>pm::WhyNotText</name>
    <message>
        <source>%1 can go in %2: a solution of the puzzle has it there.</source>
        <extracomment>"Why can't 5 go in r3c4?" answered: it can.</extracomment>
        <translation>%1 puede ir en %2: una solución del sudoku lo tiene ahí.</translation>
    </message>
    <message>
        <source>%1 already holds %2.</source>
        <translation>%1 ya contiene %2.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no digit can go anywhere.</source>
        <translation>El sudoku no tiene solución, así que ningún dígito cabe en ninguna parte.</translation>
    </message>
    <message>
        <source>No solution has %1 in %2: the exact search finds none, but the logical techniques find no contradiction they can explain.</source>
        <translation>Ninguna solución tiene %1 en %2: la búsqueda exacta no encuentra ninguna, pero las técnicas lógicas no encuentran una contradicción que puedan explicar.</translation>
    </message>
    <message>
        <source>Suppose %1 were %2.</source>
        <extracomment>The start of a story that ends in a contradiction: "Suppose r3c4 were 5."</extracomment>
        <translation>Supongamos que %1 fuera %2.</translation>
    </message>
    <message>
        <source>Then %1, so %2 cannot be %3.</source>
        <extracomment>The end of the story: "Then r7c4 has no candidate left, so r3c4 cannot be 5."</extracomment>
        <translation>Entonces %1, así que %2 no puede ser %3.</translation>
    </message>
</context>
</TS>
