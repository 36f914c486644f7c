<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be opened.</source>
        <translation>Die Datei konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The file is too large to be a Pencilmark game.</source>
        <translation>Die Datei ist zu groß für ein Pencilmark-Spiel.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>Die Datei ist beschädigt: kein gültiges JSON.</translation>
    </message>
    <message>
        <source>This is not a Pencilmark game file.</source>
        <translation>Das ist keine Pencilmark-Spieldatei.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Pencilmark.</source>
        <translation>Die Datei wurde von einer neueren Pencilmark-Version gespeichert.</translation>
    </message>
    <message>
        <source>The file describes a grid Pencilmark cannot build.</source>
        <translation>Die Datei beschreibt ein Gitter, das Pencilmark nicht aufbauen kann.</translation>
    </message>
    <message>
        <source>The file is damaged: a field is missing or out of range.</source>
        <translation>Die Datei ist beschädigt: Ein Feld fehlt oder liegt außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <source>The file is damaged: its parts contradict each other.</source>
        <translation>Die Datei ist beschädigt: Ihre Teile widersprechen sich.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The file's killer cages are damaged or do not fit the grid.</source>
        <translation>Die Killer-Käfige der Datei sind beschädigt oder passen nicht zum Gitter.</translation>
    </message>
    <message>
        <source>It is not a regular file but a folder, a device or a pipe, which Pencilmark does not read.</source>
        <translation>Das ist keine gewöhnliche Datei, sondern ein Ordner, ein Gerät oder eine Pipe; so etwas liest Pencilmark nicht.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than the app opens; pencilmark-cli reads files of any size.</source>
        <translation>Die Datei ist größer als %1 MiB, mehr als die App öffnet; pencilmark-cli liest Dateien jeder Größe.</translation>
    </message>
    <message>
        <source>HoDoKu holds classic 9×9 games only: save this one as a Pencilmark game.</source>
        <translation>HoDoKu kennt nur klassische 9×9-Spiele: Speichere dieses als Pencilmark-Spiel.</translation>
    </message>
</context>
<context>
    <name>PuzzleExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: the pages could not be drawn.</source>
        <translation>%1 konnte nicht geschrieben werden: Die Seiten ließen sich nicht zeichnen.</translation>
    </message>
</context>
<context>
    <name>PuzzleGeneration</name>
    <message>
        <source>No puzzle could be made with these options: %1</source>
        <translation>Mit diesen Einstellungen ließ sich kein Rätsel erzeugen: %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePages</name>
    <message>
        <source>Puzzle %1</source>
        <translation>Rätsel %1</translation>
    </message>
    <message>
        <source>Solution %1</source>
        <translation>Lösung %1</translation>
    </message>
    <message>
        <source>Puzzles %1–%2</source>
        <translation>Rätsel %1–%2</translation>
    </message>
    <message>
        <source>Solutions %1–%2</source>
        <translation>Lösungen %1–%2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every outlined region holds each of %1 exactly once.</source>
        <translation>Fülle das Gitter so, dass jede Zeile, jede Spalte und jedes umrandete Gebiet jedes der Zeichen %1 genau einmal enthält.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, every column and every %1×%2 box holds each of %3 exactly once.</source>
        <translation>Fülle das Gitter so, dass jede Zeile, jede Spalte und jeder %1×%2-Block jedes der Zeichen %3 genau einmal enthält.</translation>
    </message>
    <message>
        <source>So do both shaded diagonals.</source>
        <translation>Ebenso beide schattierten Diagonalen.</translation>
    </message>
    <message>
        <source>So do the shaded centre cells of the boxes, taken together.</source>
        <translation>Ebenso die schattierten Mittelzellen der Blöcke, zusammengenommen.</translation>
    </message>
    <message>
        <source>So does each of the four shaded windows.</source>
        <translation>Ebenso jedes der vier schattierten Fenster.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times.</source>
        <translation>Fülle das Gitter so, dass jede Zeile und jede Spalte jedes von %1 genau %2-mal enthält.</translation>
    </message>
    <message>
        <source>Fill the grid so that every row and every column holds each of %1 exactly %2 times, and every outlined %3×%4 section holds each of them once.</source>
        <translation>Fülle das Gitter so, dass jede Zeile und jede Spalte jedes von %1 genau %2-mal enthält und jeder umrandete %3×%4-Abschnitt jedes davon einmal.</translation>
    </message>
    <message>
        <source>Sudoku: Your Game So Far</source>
        <translation>Sudoku: dein bisheriges Spiel</translation>
    </message>
</context>
<context>
    <name>pm::AllStepsPanel</name>
    <message>
        <source>All Steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>The easiest few</source>
        <translation>Die leichtesten</translation>
    </message>
    <message>
        <source>All up to %1</source>
        <translation>Alle bis %1</translation>
    </message>
    <message>
        <source>Which techniques to look for: the easiest that find something, or every one up to a level (the hardest levels take longer).</source>
        <translation>Welche Techniken gesucht werden: die leichtesten, die etwas finden, oder alle bis zu einer Stufe (die schwersten Stufen brauchen länger).</translation>
    </message>
    <message>
        <source>Do what the selected step says, as one move that Undo takes back.</source>
        <translation>Führt den gewählten Schritt aus, als ein Zug, den Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>pm::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
</context>
<context>
    <name>pm::BookletDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (unregelmäßige Gebiete statt Blöcken)</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Rätselheft drucken</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Rätsel:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Anordnung:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>L&amp;evel:</source>
        <translation>St&amp;ufe:</translation>
    </message>
    <message>
        <source>&amp;Make Booklet…</source>
        <translation>Heft &amp;erstellen…</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku %1×%1</source>
        <translation>Jigsaw-Sudoku %1×%1</translation>
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
        <translation>&amp;Killer: Käfige mit Summen statt Vorgaben</translation>
    </message>
    <message>
        <source>Killer Jigsaw Sudoku %1×%1</source>
        <translation>Killer-Jigsaw-Sudoku %1×%1</translation>
    </message>
    <message>
        <source>Killer Sudoku %1×%1</source>
        <translation>Killer-Sudoku %1×%1</translation>
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
            <numerusform>%n Rätsel pro Seite</numerusform>
            <numerusform>%n Rätsel pro Seite</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Print Booklet's variant rules: puzzles without thermometers, dots or arrows.</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>Rege&amp;ln:</translation>
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
        <translation>Käfig-Kombinationen</translation>
    </message>
    <message>
        <source>Select a cell of a cage to see the digits the cage can hold.</source>
        <translation>Wähle eine Zelle eines Käfigs, um zu sehen, welche Ziffern der Käfig enthalten kann.</translation>
    </message>
    <message>
        <source>More than %1 sets of digits add up to this sum: too many to list.</source>
        <translation>Mehr als %1 Ziffernmengen ergeben diese Summe: zu viele für eine Liste.</translation>
    </message>
    <message>
        <source>No set of different digits adds up to this sum.</source>
        <translation>Keine Menge verschiedener Ziffern ergibt diese Summe.</translation>
    </message>
    <message>
        <source>by a digit in the cage</source>
        <translation>durch eine Ziffer im Käfig</translation>
    </message>
    <message>
        <source>by your pencil marks</source>
        <translation>durch deine Notizen</translation>
    </message>
    <message>
        <source>%1 of %2 possible.</source>
        <translation>%1 von %2 möglich.</translation>
    </message>
    <message>
        <source>In every one left: %1.</source>
        <translation>In jeder verbleibenden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sum %1 in %n cell(s)</source>
        <extracomment>English says "Sum 7 in 1 cell", "Sum 7 in 2 cells" (translations/pencilmark_en.ts).</extracomment>
        <translation>
            <numerusform>Summe %1 in %n Zelle</numerusform>
            <numerusform>Summe %1 in %n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in no cage.</source>
        <translation>%1 liegt in keinem Käfig.</translation>
    </message>
</context>
<context>
    <name>pm::CellDescription</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: hidden while paused</source>
        <translation>%1: verdeckt während der Pause</translation>
    </message>
    <message>
        <source>%1: %2, given</source>
        <translation>%1: %2, Vorgabe</translation>
    </message>
    <message>
        <source>%1: %2, your entry</source>
        <translation>%1: %2, dein Eintrag</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>Region %1.</source>
        <translation>Gebiet %1.</translation>
    </message>
    <message>
        <source>Box %1.</source>
        <translation>Block %1.</translation>
    </message>
    <message>
        <source>On the main diagonal.</source>
        <translation>Auf der Hauptdiagonale.</translation>
    </message>
    <message>
        <source>On the anti-diagonal.</source>
        <translation>Auf der Nebendiagonale.</translation>
    </message>
    <message>
        <source>A centre-dot cell.</source>
        <translation>Eine Mittelpunktzelle.</translation>
    </message>
    <message>
        <source>In window %1.</source>
        <translation>In Fenster %1.</translation>
    </message>
    <message numerus="yes">
        <source>In a cage of %n cell(s) with sum %1.</source>
        <extracomment>English says "In a cage of 1 cell with sum 5.", "In a cage of 3 cells with sum 12."</extracomment>
        <translation>
            <numerusform>In einem Käfig aus %n Zelle mit Summe %1.</numerusform>
            <numerusform>In einem Käfig aus %n Zellen mit Summe %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour %1.</source>
        <translation>Farbe %1.</translation>
    </message>
    <message>
        <source>Its cage's digits do not add up to its sum.</source>
        <translation>Die Ziffern ihres Käfigs ergeben nicht seine Summe.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses or its cage.</source>
        <translation>Kollidiert mit derselben Ziffer in einer ihrer Einheiten oder ihrem Käfig.</translation>
    </message>
    <message>
        <source>Clashes with the same digit in one of its houses.</source>
        <translation>Kollidiert mit derselben Ziffer in einer ihrer Einheiten.</translation>
    </message>
    <message>
        <source>Wrong: it differs from the solution.</source>
        <translation>Falsch: weicht von der Lösung ab.</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2, centre marks %3</source>
        <translation>%1: leer, Ecknotizen %2, Mittelnotizen %3</translation>
    </message>
    <message>
        <source>%1: empty, corner marks %2</source>
        <translation>%1: leer, Ecknotizen %2</translation>
    </message>
    <message>
        <source>%1: empty, centre marks %2</source>
        <translation>%1: leer, Mittelnotizen %2</translation>
    </message>
    <message>
        <source>Clashes with %1: the same digit.</source>
        <translation>Kollidiert mit %1: dieselbe Ziffer.</translation>
    </message>
    <message>
        <source>%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner mark, Control and a digit a centre mark; Tab changes the mode; F6 goes to the next panel.</source>
        <translation>%1 mal %1 Zellen. Pfeiltasten bewegen; eine Ziffer trägt sie ein, Umschalt und eine Ziffer schaltet eine Ecknotiz um, Strg und eine Ziffer eine Mittelnotiz; Tab wechselt den Modus; F6 geht zum nächsten Bereich.</translation>
    </message>
</context>
<context>
    <name>pm::ClockLabel</name>
    <message>
        <source>Time played</source>
        <translation>Spielzeit</translation>
    </message>
</context>
<context>
    <name>pm::CollectionText</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Line %1 of the file.</source>
        <translation>Zeile %1 der Datei.</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Sammlung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s): %1 solved, %2 in progress.</source>
        <translation>
            <numerusform>%n Rätsel: %1 gelöst, %2 begonnen.</numerusform>
            <numerusform>%n Rätsel: %1 gelöst, %2 begonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:</source>
        <translation>
            <numerusform>%n Zeile enthält kein Rätsel, das Pencilmark lesen kann; die anderen Rätsel sind geöffnet:</numerusform>
            <numerusform>%n Zeilen enthalten kein Rätsel, das Pencilmark lesen kann; die anderen Rätsel sind geöffnet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>%1, puzzle %2 of %3</source>
        <translation>%1, Rätsel %2 von %3</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2.</source>
        <translation>Rätsel %1 von %2.</translation>
    </message>
    <message>
        <source>The collection %1 was not opened again: %2</source>
        <translation>Die Sammlung %1 wurde nicht wieder geöffnet: %2</translation>
    </message>
    <message>
        <source>It no longer holds a list of puzzles.</source>
        <translation>Sie enthält keine Liste von Rätseln mehr.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>rating…</source>
        <translation>wird bewertet…</translation>
    </message>
    <message>
        <source>variant, not rated</source>
        <translation>Variante, nicht bewertet</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>mehrere Lösungen</translation>
    </message>
</context>
<context>
    <name>pm::CommandLine</name>
    <message>
        <source>A Sudoku studio: play with pencil marks, get explained hints, generate graded puzzles.</source>
        <translation>Ein Sudoku-Studio: mit Notizen spielen, erklärte Tipps bekommen, Rätsel nach Schwierigkeit erzeugen.</translation>
    </message>
    <message>
        <source>A saved game (.pencilmark) or a puzzle in any format Pencilmark reads, opened instead of the last game.</source>
        <translation>Ein gespeichertes Spiel (.pencilmark) oder ein Rätsel in einem Format, das Pencilmark liest; wird statt des letzten Spiels geöffnet.</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>Gib höchstens eine Datei zum Öffnen an.</translation>
    </message>
    <message>
        <source>Displays this help and exits.</source>
        <translation>Zeigt diese Hilfe und beendet das Programm.</translation>
    </message>
</context>
<context>
    <name>pm::ConstraintText</name>
    <message>
        <source>above column %1</source>
        <translation>über Spalte %1</translation>
    </message>
    <message>
        <source>below column %1</source>
        <translation>unter Spalte %1</translation>
    </message>
    <message>
        <source>left of row %1</source>
        <translation>links von Zeile %1</translation>
    </message>
    <message>
        <source>right of row %1</source>
        <translation>rechts von Zeile %1</translation>
    </message>
    <message>
        <source>thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>slow thermometer</source>
        <translation>langsames Thermometer</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>white dot</source>
        <extracomment>A kropki dot of another difference than 1: "white dot of 3".</extracomment>
        <translation>weißer Punkt</translation>
    </message>
    <message>
        <source>white dot of %1</source>
        <translation>weißer Punkt der Differenz %1</translation>
    </message>
    <message>
        <source>black dot</source>
        <translation>schwarzer Punkt</translation>
    </message>
    <message>
        <source>black dot of ratio %1</source>
        <translation>schwarzer Punkt des Verhältnisses %1</translation>
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
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>even cell</source>
        <translation>gerade Zelle</translation>
    </message>
    <message>
        <source>odd cell</source>
        <translation>ungerade Zelle</translation>
    </message>
    <message>
        <source>minimum cell</source>
        <translation>Minimumzelle</translation>
    </message>
    <message>
        <source>maximum cell</source>
        <translation>Maximumzelle</translation>
    </message>
    <message>
        <source>little killer clue</source>
        <translation>Little-Killer-Hinweis</translation>
    </message>
    <message>
        <source>sandwich clue</source>
        <translation>Sandwich-Hinweis</translation>
    </message>
    <message>
        <source>X-sum clue</source>
        <translation>X-Summen-Hinweis</translation>
    </message>
    <message>
        <source>skyscraper clue</source>
        <translation>Wolkenkratzer-Hinweis</translation>
    </message>
    <message>
        <source>German whispers line</source>
        <translation>German-Whispers-Linie</translation>
    </message>
    <message>
        <source>Dutch whispers line</source>
        <translation>Dutch-Whispers-Linie</translation>
    </message>
    <message>
        <source>whispers line of %1</source>
        <extracomment>Neighbours on the line differ by at least %1.</extracomment>
        <translation>Whispers-Linie mit Abstand %1</translation>
    </message>
    <message>
        <source>renban line</source>
        <translation>Renban-Linie</translation>
    </message>
    <message>
        <source>palindrome line</source>
        <translation>Palindrom-Linie</translation>
    </message>
    <message>
        <source>clone</source>
        <translation>Klon</translation>
    </message>
    <message>
        <source>between line</source>
        <translation>Zwischenlinie</translation>
    </message>
    <message>
        <source>lockout line</source>
        <translation>Lockout-Linie</translation>
    </message>
    <message>
        <source>region-sum line</source>
        <translation>Regionssummen-Linie</translation>
    </message>
    <message>
        <source>entropic line</source>
        <translation>Entropie-Linie</translation>
    </message>
    <message>
        <source>modular line</source>
        <translation>Modular-Linie</translation>
    </message>
    <message>
        <source>zipper line</source>
        <translation>Reißverschluss-Linie</translation>
    </message>
    <message>
        <source>quadruple</source>
        <translation>Quadrupel</translation>
    </message>
    <message>
        <source>group of different digits</source>
        <translation>Gruppe verschiedener Ziffern</translation>
    </message>
    <message>
        <source>given candidates</source>
        <translation>vorgegebene Kandidaten</translation>
    </message>
    <message>
        <source>row indexer</source>
        <translation>Zeilenindex</translation>
    </message>
    <message>
        <source>column indexer</source>
        <translation>Spaltenindex</translation>
    </message>
    <message>
        <source>box indexer</source>
        <translation>Blockindex</translation>
    </message>
    <message>
        <source>anti-knight rule</source>
        <translation>Anti-Springer-Regel</translation>
    </message>
    <message>
        <source>anti-king rule</source>
        <translation>Anti-König-Regel</translation>
    </message>
    <message>
        <source>non-consecutive rule</source>
        <translation>Regel der nicht aufeinanderfolgenden Ziffern</translation>
    </message>
    <message>
        <source>disjoint groups rule</source>
        <translation>Regel der disjunkten Gruppen</translation>
    </message>
    <message>
        <source>rule of no X or V where none is drawn</source>
        <translation>Regel: kein X oder V, wo keines gezeichnet ist</translation>
    </message>
    <message>
        <source>the %1 between %2 and %3</source>
        <extracomment>A constraint on the edge of two cells: "the white dot between r1c1 and r1c2".</extracomment>
        <translation>der %1 zwischen %2 und %3</translation>
    </message>
    <message>
        <source>the %1 %2 along %3 to %4</source>
        <extracomment>"the little killer clue 23 along r1c2 to r8c9".</extracomment>
        <translation>der %1 %2 von %3 bis %4</translation>
    </message>
    <message>
        <source>the %1 %2 %3</source>
        <extracomment>"the sandwich clue 12 above column 3".</extracomment>
        <translation>der %1 %2 %3</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <extracomment>A rule on cells: "the even cell r4c4".</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the %1 at %2</source>
        <extracomment>A rule on a group of cells, by its first: "the quadruple at r3c3".</extracomment>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A rule of the whole grid: "the anti-knight rule".</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>A line, by where it starts (a thermometer's bulb, an arrow's circle): "the thermometer from r2c3".</extracomment>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <source>%1 does not rise at %2.</source>
        <extracomment>"The thermometer from r2c3 does not rise at r3c3 and r3c4."</extracomment>
        <translation>%1 steigt bei %2 nicht an.</translation>
    </message>
    <message>
        <source>%1 falls at %2.</source>
        <translation>%1 fällt bei %2.</translation>
    </message>
    <message>
        <source>%1 does not add up: %2.</source>
        <extracomment>"The arrow from r1c1 does not add up: r1c1, r1c2 and r2c3."</extracomment>
        <translation>%1 geht nicht auf: %2.</translation>
    </message>
    <message>
        <source>%1 is broken at %2.</source>
        <extracomment>"The white dot between r1c1 and r1c2 is broken at r1c1 and r1c2."</extracomment>
        <translation>%1 ist bei %2 verletzt.</translation>
    </message>
    <message>
        <source>X and V</source>
        <translation>X und V</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>Read by a screen reader with the cell: "on the thermometer from r2c3".</extracomment>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>drawn lines</source>
        <translation>die gezeichneten Linien</translation>
    </message>
    <message>
        <source>drawn arrows</source>
        <translation>die gezeichneten Pfeile</translation>
    </message>
    <message>
        <source>drawn shapes</source>
        <translation>die gezeichneten Formen</translation>
    </message>
    <message>
        <source>cages without a sum</source>
        <translation>die Käfige ohne Summe</translation>
    </message>
    <message>
        <source>whole-grid rules</source>
        <translation>die Regeln für das ganze Gitter</translation>
    </message>
    <message>
        <source>rules named in its rules text</source>
        <translation>die im Regeltext genannten Regeln</translation>
    </message>
    <message>
        <source>rule of no black dot where no dot is drawn</source>
        <translation>Regel: kein schwarzer Punkt, wo kein Punkt gezeichnet ist</translation>
    </message>
    <message>
        <source>the %1 from %2 to %3</source>
        <extracomment>Lines starting in one cell, by both ends: "the arrow from r5c3 to r3c4".</extracomment>
        <translation>%1 von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>pm::DigitButton</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>noch %n zu setzen</numerusform>
            <numerusform>noch %n zu setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n left to place</source>
        <translation>
            <numerusform>%1, noch %n zu setzen</numerusform>
            <numerusform>%1, noch %n zu setzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::FilterActions</name>
    <message>
        <source>&amp;No Filter</source>
        <translation>&amp;Kein Filter</translation>
    </message>
    <message>
        <source>&amp;Only the Candidates of</source>
        <translation>&amp;Nur die Kandidaten von</translation>
    </message>
    <message>
        <source>&amp;Where a Digit Can Go</source>
        <translation>&amp;Wo eine Ziffer noch hin kann</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>Zellen mit &amp;zwei Kandidaten</translation>
    </message>
    <message>
        <source>Cells with This Many &amp;Candidates</source>
        <translation>Zellen mit so &amp;vielen Kandidaten</translation>
    </message>
</context>
<context>
    <name>pm::FilterView</name>
    <message>
        <source>Filter: only the candidates of %1</source>
        <translation>Filter: nur die Kandidaten von %1</translation>
    </message>
    <message>
        <source>Filter: cells with two candidates</source>
        <translation>Filter: Zellen mit zwei Kandidaten</translation>
    </message>
    <message numerus="yes">
        <source>Filter: cells with %n candidate(s)</source>
        <translation>
            <numerusform>Filter: Zellen mit %n Kandidaten</numerusform>
            <numerusform>Filter: Zellen mit %n Kandidaten</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: where %1 can still go</source>
        <translation>Filter: wo %1 noch hin kann</translation>
    </message>
</context>
<context>
    <name>pm::GameDocument</name>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New game cancelled.</source>
        <translation>Neues Spiel abgebrochen.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Welcome back: your last game is as you left it.</source>
        <translation>Willkommen zurück: Dein letztes Spiel ist so, wie du es verlassen hast.</translation>
    </message>
    <message>
        <source>Last Game</source>
        <translation>Letztes Spiel</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 It was kept as %2.</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden: %1 Es wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 was not opened. %2</source>
        <translation>%1 wurde nicht geöffnet. %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Open Game or Puzzle</source>
        <translation>Spiel oder Rätsel öffnen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Pencilmark games (*.pencilmark)</source>
        <translation>Pencilmark-Spiele (*.pencilmark)</translation>
    </message>
    <message>
        <source>Pencilmark</source>
        <translation>Pencilmark</translation>
    </message>
    <message>
        <source>Making a puzzle…</source>
        <translation>Rätsel wird erzeugt…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Rätsel wird geprüft…</translation>
    </message>
    <message>
        <source>Copied the puzzle with your entries and marks.</source>
        <translation>Rätsel mit deinen Einträgen und Notizen kopiert.</translation>
    </message>
    <message>
        <source>Copied the puzzle.</source>
        <translation>Rätsel kopiert.</translation>
    </message>
    <message numerus="yes">
        <source>Making a killer… cage layout %1, %n cage(s)</source>
        <translation>
            <numerusform>Killer wird erzeugt… Käfigaufteilung %1, %n Käfig</numerusform>
            <numerusform>Killer wird erzeugt… Käfigaufteilung %1, %n Käfige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Making a puzzle… grid %1, %n given(s) left</source>
        <translation>
            <numerusform>Rätsel wird erzeugt… Gitter %1, noch %n Vorgabe</numerusform>
            <numerusform>Rätsel wird erzeugt… Gitter %1, noch %n Vorgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>All puzzles and games (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Pencilmark games (*.pencilmark);;Puzzles (*.txt *.sdk *.ss *.sdm *.hsol);;All files (*)</source>
        <translation>Alle Rätsel und Spiele (*.pencilmark *.txt *.sdk *.ss *.sdm *.hsol);;Pencilmark-Spiele (*.pencilmark);;Rätsel (*.txt *.sdk *.ss *.sdm *.hsol);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The last game could not be restored from %1: %2</source>
        <translation>Das letzte Spiel konnte nicht aus %1 wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>HoDoKu games (*.hsol)</source>
        <translation>HoDoKu-Spiele (*.hsol)</translation>
    </message>
</context>
<context>
    <name>pm::GameSession</name>
    <message>
        <source>Enter %1</source>
        <translation>%1 eintragen</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Mittelnotizen</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Ecknotizen</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Fill in pencil marks</source>
        <translation>Notizen eintragen</translation>
    </message>
    <message>
        <source>Candidate colour</source>
        <translation>Kandidatenfarbe</translation>
    </message>
</context>
<context>
    <name>pm::GameText</name>
    <message>
        <source>In %1, %2 appears more than %3 times.</source>
        <translation>In %1 steht %2 mehr als %3-mal.</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3 in %4.</source>
        <translation>%1 und %2 enthalten beide %3 in %4.</translation>
    </message>
    <message>
        <source>The digits in %1 add up to %2.</source>
        <translation>Die Ziffern in %1 ergeben zusammen %2.</translation>
    </message>
    <message>
        <source>The digits in %1 already add up to %2, more than its sum.</source>
        <translation>Die Ziffern in %1 ergeben schon %2, mehr als seine Summe.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s), shown with a corner flag.</source>
        <translation>
            <numerusform>%n falsche Ziffer, mit einem Eckfähnchen markiert.</numerusform>
            <numerusform>%n falsche Ziffern, mit einem Eckfähnchen markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Bisher keine Fehler.</translation>
    </message>
    <message>
        <source>No clashes.</source>
        <translation>Keine Konflikte.</translation>
    </message>
    <message>
        <source>beyond the logic Pencilmark knows</source>
        <translation>jenseits der Logik, die Pencilmark kennt</translation>
    </message>
    <message>
        <source>Unique solution, level %1. Play!</source>
        <translation>Eindeutige Lösung, Stufe %1. Viel Spaß!</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it cannot be played yet. Here are two of them:</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung und kann deshalb noch nicht gespielt werden. Hier sind zwei davon:</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Two givens clash: %1</source>
        <translation>Zwei Vorgaben widersprechen sich: %1</translation>
    </message>
    <message>
        <source>line %1, column %2: </source>
        <translation>Zeile %1, Spalte %2: </translation>
    </message>
    <message>
        <source>This is not a puzzle Pencilmark can read (%1%2).</source>
        <translation>Das ist kein Rätsel, das Pencilmark lesen kann (%1%2).</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>Gelöst in %1.</translation>
    </message>
    <message>
        <source>Your best time for %1.</source>
        <translation>Deine Bestzeit für %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) whose pencil marks leave out the answer: %1.</source>
        <translation>
            <numerusform>%n Zelle, deren Notizen die richtige Ziffer auslassen: %1.</numerusform>
            <numerusform>%n Zellen, deren Notizen die richtige Ziffer auslassen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>With help, so it is counted apart from your best times.</source>
        <translation>Mit Hilfe, daher zählt es getrennt von deinen Bestzeiten.</translation>
    </message>
    <message numerus="yes">
        <source>They differ in %n cell(s), lit on both boards.</source>
        <translation>
            <numerusform>Sie unterscheiden sich in %n Zelle, auf beiden Gittern hervorgehoben.</numerusform>
            <numerusform>Sie unterscheiden sich in %n Zellen, auf beiden Gittern hervorgehoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Puzzle copies it as a line Pencilmark reads.</source>
        <translation>„Rätsel kopieren“ kopiert es als Zeile, die Pencilmark liest.</translation>
    </message>
    <message>
        <source>f-puzzles holds grids up to %1×%1; this one is %2×%2.</source>
        <translation>f-puzzles kennt Gitter bis %1×%1; dieses ist %2×%2.</translation>
    </message>
    <message>
        <source>f-puzzles has no shape like %1: its rows and columns hold each digit once.</source>
        <translation>f-puzzles kennt keine Form wie %1: Dort hält jede Zeile und Spalte jede Ziffer einmal.</translation>
    </message>
    <message>
        <source>Copied the puzzle as an f-puzzles link.</source>
        <translation>Rätsel als f-puzzles-Link kopiert.</translation>
    </message>
    <message>
        <source>No grid fits this puzzle's region map, whatever its givens.</source>
        <translation>Keine Lösung passt zu den Gebieten dieses Rätsels, gleich welche Vorgaben es hat.</translation>
    </message>
    <message>
        <source>A search through every way to fill the map found none.</source>
        <translation>Eine Suche durch alle Arten, die Gebiete zu füllen, fand keine.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list's last two items: "row 1, row 2 and row 3".</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>The digits of %1 are the digits of %2, so their cells outside each other hold the same digits too;</source>
        <extracomment>%1: rows or columns, %2: regions ("row 1", "region 1").</extracomment>
        <translation>Die Ziffern von %1 sind die Ziffern von %2, also enthalten auch ihre Zellen außerhalb des jeweils anderen dieselben Ziffern;</translation>
    </message>
    <message>
        <source>but %1 and %2 would have to hold the same digit, and they see each other.</source>
        <translation>aber %1 und %2 müssten dieselbe Ziffer enthalten, und sie sehen einander.</translation>
    </message>
    <message>
        <source>but the digit of %1 would have to appear in one of %2, and %1 sees them all.</source>
        <translation>aber die Ziffer von %1 müsste in einer von %2 stehen, und %1 sieht sie alle.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether any grid at all fits this puzzle's region map, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark konnte in %1 Suchschritten nicht klären, ob überhaupt eine Lösung zu den Gebieten dieses Rätsels passt; es kann das Rätsel daher weder prüfen noch starten.</translation>
    </message>
    <message>
        <source>The game in play has moves that are not saved. Save it before leaving it?</source>
        <translation>Das laufende Spiel hat Züge, die nicht gespeichert sind. Vorher speichern?</translation>
    </message>
    <message>
        <source>You solved it without a hint, but with help from the solution: a check that showed a mistake, or a rewind to one. The game is counted apart from your best times.</source>
        <translation>Gelöst ohne Tipp, aber mit Hilfe der Lösung: eine Prüfung, die einen Fehler zeigte, oder ein Zurückspulen zu einem. Das Spiel zählt getrennt von deinen Bestzeiten.</translation>
    </message>
    <message>
        <source>Unique solution. Its variant rules are not graded yet, so it has no level. Play!</source>
        <translation>Eindeutige Lösung. Seine Variantenregeln werden noch nicht bewertet, daher hat es keine Stufe. Los!</translation>
    </message>
    <message>
        <source>Pencilmark cannot check this puzzle's %1: your digits are compared with the solution the puzzle came with. Play!</source>
        <translation>Pencilmark kann %1 dieses Rätsels nicht prüfen: Ihre Ziffern werden mit der mitgelieferten Lösung verglichen. Los!</translation>
    </message>
    <message>
        <source>This puzzle holds rules Pencilmark cannot check (%1), and the solution it came with does not fit its givens and the rules Pencilmark knows, so it cannot be played.</source>
        <translation>Dieses Rätsel hat Regeln, die Pencilmark nicht prüfen kann (%1), und die mitgelieferte Lösung passt nicht zu seinen Vorgaben und den bekannten Regeln; es kann daher nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Copied the puzzle as a SudokuPad link.</source>
        <translation>Rätsel als SudokuPad-Link kopiert.</translation>
    </message>
    <message>
        <source>Pencilmark could not tell within %1 search steps whether this puzzle has one solution, and its logic gets stuck before the end, so it can neither check this puzzle nor start it.</source>
        <translation>Pencilmark konnte in %1 Suchschritten nicht klären, ob dieses Rätsel genau eine Lösung hat, und seine Logik bleibt vor dem Ende stecken; es kann das Rätsel daher weder prüfen noch starten.</translation>
    </message>
</context>
<context>
    <name>pm::HighlightLegend</name>
    <message>
        <source>pattern candidate</source>
        <translation>Kandidat des Musters</translation>
    </message>
    <message>
        <source>cover candidate</source>
        <translation>Deckkandidat</translation>
    </message>
    <message>
        <source>fin</source>
        <translation>Flosse</translation>
    </message>
    <message>
        <source>pincer (an end of the pattern)</source>
        <translation>Zange (ein Ende des Musters)</translation>
    </message>
    <message>
        <source>candidate on the chain</source>
        <translation>Kandidat der Kette</translation>
    </message>
    <message>
        <source>first colour</source>
        <translation>erste Farbe</translation>
    </message>
    <message>
        <source>second colour</source>
        <translation>zweite Farbe</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>removed by this step</source>
        <translation>von diesem Schritt entfernt</translation>
    </message>
    <message>
        <source>placed by this step</source>
        <translation>von diesem Schritt gesetzt</translation>
    </message>
    <message>
        <source>strong link: if not one, then the other</source>
        <translation>starke Verbindung: wenn nicht das eine, dann das andere</translation>
    </message>
    <message>
        <source>weak link: if one, then not the other</source>
        <translation>schwache Verbindung: wenn das eine, dann nicht das andere</translation>
    </message>
    <message>
        <source>house of the pattern</source>
        <translation>Einheit des Musters</translation>
    </message>
    <message>
        <source>cover house</source>
        <translation>Deckeinheit</translation>
    </message>
    <message>
        <source>house where the grid breaks</source>
        <translation>Einheit, in der das Gitter zerbricht</translation>
    </message>
    <message>
        <source>cell of the pattern</source>
        <translation>Zelle des Musters</translation>
    </message>
    <message>
        <source>extra cell</source>
        <translation>zusätzliche Zelle</translation>
    </message>
    <message>
        <source>end cell</source>
        <translation>Endzelle</translation>
    </message>
    <message>
        <source>cell to correct</source>
        <translation>zu korrigierende Zelle</translation>
    </message>
    <message>
        <source>where the grid breaks</source>
        <translation>wo das Gitter zerbricht</translation>
    </message>
    <message>
        <source>ruled out by a placed digit</source>
        <translation>durch eine gesetzte Ziffer ausgeschlossen</translation>
    </message>
    <message>
        <source>placed digit that rules a candidate out</source>
        <translation>gesetzte Ziffer, die einen Kandidaten ausschließt</translation>
    </message>
    <message>
        <source>cell the step leans on</source>
        <translation>Zelle, auf die sich der Schritt stützt</translation>
    </message>
</context>
<context>
    <name>pm::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Wo schauen</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Do what the hint says, as one move that Undo takes back.</source>
        <translation>Führt aus, was der Tipp sagt, als ein Zug, den Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche nach einem Tipp…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;H&lt;/b&gt; for a hint: first where to look, then which technique, then the whole explanation.</source>
        <translation>Drücke &lt;b&gt;H&lt;/b&gt; für einen Tipp: erst wo du schauen sollst, dann welche Technik, dann die ganze Erklärung.</translation>
    </message>
    <message>
        <source>Which cell</source>
        <translation>Welche Zelle</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Show More (H)</source>
        <translation>Mehr zeigen (H)</translation>
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
        <translation>Eine deiner Ziffern ist falsch. Schau dir %1 an.</translation>
    </message>
    <message>
        <source>A pencil mark you removed is needed after all. Look at %1.</source>
        <translation>Eine Notiz, die du entfernt hast, wird doch gebraucht. Schau dir %1 an.</translation>
    </message>
    <message>
        <source>The puzzle is solved: there is nothing left to find.</source>
        <translation>Das Rätsel ist gelöst: Es gibt nichts mehr zu finden.</translation>
    </message>
    <message>
        <source>Hints need a puzzle in play. Start the entered puzzle first (Ctrl+Return).</source>
        <translation>Tipps brauchen ein laufendes Rätsel. Starte zuerst das eingegebene Rätsel (Strg+Eingabe).</translation>
    </message>
    <message>
        <source>Hints need the puzzle's solution, and this game does not know it.</source>
        <translation>Tipps brauchen die Lösung des Rätsels, und dieses Spiel kennt sie nicht.</translation>
    </message>
    <message>
        <source>No step found: none of the techniques Pencilmark knows for houses that hold each symbol several times (singles, counting and what-if) applies here.</source>
        <translation>Kein Schritt gefunden: Keine der Techniken, die Pencilmark für Einheiten mit jedem Symbol in mehrfacher Anzahl kennt (Singles, Zählen und Was-wäre-wenn), greift hier.</translation>
    </message>
    <message>
        <source>No step found: this position needs more than the techniques Pencilmark knows.</source>
        <translation>Kein Schritt gefunden: Diese Stellung braucht mehr als die Techniken, die Pencilmark kennt.</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Schau dir %1 an.</translation>
    </message>
    <message>
        <source>Look at %1: a digit can be placed there.</source>
        <translation>Schau dir %1 an: Dort lässt sich eine Ziffer setzen.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out there.</source>
        <translation>Schau dir %1 an: Dort lässt sich ein Kandidat ausschließen.</translation>
    </message>
    <message>
        <source>Look at %1: a candidate can be ruled out in each.</source>
        <translation>Schau dir %1 an: In jeder davon lässt sich ein Kandidat ausschließen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Available without pencil marks.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Auch ohne Notizen zu finden.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No single is left, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Es ist kein Single mehr übrig, deshalb braucht es Notizen: Trage sie ein (Strg+M) oder wende den Tipp an, dann werden sie eingetragen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 is wrong.</source>
        <translation>%1 ist falsch.</translation>
    </message>
    <message>
        <source>Check the pencil marks of %1.</source>
        <translation>Prüfe die Notizen von %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>Mehr über %1</translation>
    </message>
    <message>
        <source>With it, %1 appears more than %2 times in %3.</source>
        <translation>Damit steht %1 mehr als %2-mal in %3.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2.</source>
        <translation>Sie wiederholt die %1 aus %2.</translation>
    </message>
    <message>
        <source>It repeats the %1 of %2 in %3.</source>
        <translation>Sie wiederholt die %1 aus %2 in %3.</translation>
    </message>
    <message>
        <source>If %1 is %2, then %3.</source>
        <translation>Wenn %1 = %2 ist, dann: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>"r1c2 = 5, r3c4 = 1 and 3 more"</extracomment>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>If %1 is %2, singles follow: %3. Then %4.</source>
        <translation>Wenn %1 = %2 ist, folgen Singles: %3. Dann: %4.</translation>
    </message>
    <message>
        <source>The solution has another digit there, though no short chain of singles shows it yet.</source>
        <translation>Die Lösung hat dort eine andere Ziffer, auch wenn noch keine kurze Kette von Singles das zeigt.</translation>
    </message>
    <message>
        <source>You removed the %1 from %2, but it can be %1.</source>
        <translation>Du hast die %1 aus %2 entfernt, aber dort kann %1 stehen.</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <source>Put the %1 Back</source>
        <translation>%1 wieder eintragen</translation>
    </message>
    <message>
        <source>Fill In Marks and Apply</source>
        <translation>Notizen eintragen und anwenden</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Hint: clear %1</source>
        <translation>Tipp: %1 leeren</translation>
    </message>
    <message>
        <source>Hint: put %1 back in %2</source>
        <translation>Tipp: %1 wieder in %2 eintragen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint: %1, with pencil marks filled in</source>
        <translation>Tipp: %1, mit eingetragenen Notizen</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Hint: %1, marks in %2</source>
        <translation>Tipp: %1, Notizen in %2</translation>
    </message>
    <message>
        <source>No step found with the techniques switched on: the next step needs one you switched off (Help ▸ Step Order).</source>
        <translation>Mit den eingeschalteten Techniken ist kein Schritt zu finden: Der nächste Schritt braucht eine, die du ausgeschaltet hast (Hilfe ▸ Reihenfolge der Techniken).</translation>
    </message>
    <message>
        <source>&lt;i&gt;Singles are switched off in your step order, so this needs pencil marks: fill them in (Ctrl+M), or apply the hint to have them filled in.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Singles sind in deiner Reihenfolge ausgeschaltet, deshalb braucht es Notizen: Trage sie ein (Strg+M) oder wende den Tipp an, dann werden sie eingetragen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. They do not reason with this puzzle's %1 yet, and the next step needs them. Check (Ctrl+K) still compares your digits and marks with the solution.</source>
        <translation>Kein Schritt mit den Regeln gefunden, die die Hinweise kennen. Sie berücksichtigen %1 dieses Rätsels noch nicht, und der nächste Schritt braucht sie. Prüfen (Strg+K) vergleicht Ziffern und Notizen weiterhin mit der Lösung.</translation>
    </message>
    <message>
        <source>No step found with the rules the hints know. Pencilmark cannot check this puzzle's %1, and the next step may need it. Check (Ctrl+K) still compares your digits with the solution.</source>
        <translation>Kein Schritt mit den Regeln gefunden, die die Hinweise kennen. Pencilmark kann %1 dieses Rätsels nicht prüfen, und der nächste Schritt braucht es vielleicht. Prüfen (Strg+K) vergleicht Ihre Ziffern weiterhin mit der Lösung.</translation>
    </message>
</context>
<context>
    <name>pm::InstanceText</name>
    <message>
        <source>Pencilmark is already running with this profile (%1), but it did not answer. This start ends so that two windows do not write over each other's game. Close the other window, or end it if it does not respond, and start Pencilmark again.</source>
        <translation>Pencilmark läuft bereits mit diesem Profil (%1), antwortet aber nicht. Dieser Start endet, damit nicht zwei Fenster ihr Spiel gegenseitig überschreiben. Schließe das andere Fenster, oder beende es, wenn es nicht reagiert, und starte Pencilmark erneut.</translation>
    </message>
    <message>
        <source>Pencilmark cannot write to its data folder %1, so it cannot tell whether it is already running, and your game will not be kept.</source>
        <translation>Pencilmark kann nicht in seinen Datenordner %1 schreiben; es kann daher nicht erkennen, ob es bereits läuft, und dein Spiel wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Pencilmark cannot listen for later starts (%1): starting it again will not bring this window forward.</source>
        <translation>Pencilmark kann nicht auf spätere Starts hören (%1): ein erneuter Start holt dieses Fenster nicht nach vorn.</translation>
    </message>
</context>
<context>
    <name>pm::KeysText</name>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrows&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move (wrapping at the edges); with Shift or Ctrl, add cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Click, drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select; Ctrl+click adds or removes a cell, Shift+click adds a rectangle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Digit or letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;act in the current mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a corner mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle a centre mark&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right click&lt;/b&gt;&lt;/td&gt;&lt;td&gt;toggle the candidate under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cycle modes: digits, centre marks, corner marks, colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;switch between digits and the last mark mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Backspace, Delete&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear digits, then marks, then colours&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;keep only the cursor cell selected&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Pfeiltasten&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bewegen (über den Rand hinweg); mit Umschalt oder Strg Zellen hinzufügen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Klicken, Ziehen&lt;/b&gt;&lt;/td&gt;&lt;td&gt;auswählen; Strg+Klick fügt eine Zelle hinzu oder entfernt sie, Umschalt+Klick fügt ein Rechteck hinzu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ziffer oder Buchstabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;im aktuellen Modus wirken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Umschalt+Ziffer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Ecknotiz umschalten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Ziffer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Mittelnotiz umschalten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Rechtsklick&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kandidaten unter dem Zeiger umschalten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Modi durchlaufen: Ziffern, Mittelnotizen, Ecknotizen, Farben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Leertaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen Ziffern und dem letzten Notizmodus wechseln&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Rücktaste, Entf&lt;/b&gt;&lt;/td&gt;&lt;td&gt;erst Ziffern, dann Notizen, dann Farben löschen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nur die Cursorzelle ausgewählt lassen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: only that digit's candidates (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Alt+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: every cell where that digit can still go&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;filter: cells with two candidates&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;with a filter on: clear it (View ▸ Filter has them all)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+click a mark&lt;/b&gt;&lt;/td&gt;&lt;td&gt;colour the candidate: A, A′, B, B′, none; Alt+right click: none&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+digit&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in colour mode: the same for that candidate in the selected cells&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+Ziffer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Filter: nur die Kandidaten dieser Ziffer (nochmals: aus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Alt+Ziffer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Filter: jede Zelle, in die diese Ziffer noch kann&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+B&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Filter: Zellen mit zwei Kandidaten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bei aktivem Filter: ihn aufheben (Ansicht ▸ Filter zeigt alle)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+Klick auf eine Notiz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;den Kandidaten färben: A, A′, B, B′, keine; Alt+Rechtsklick: keine&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Umschalt+Ziffer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;im Farbmodus: dasselbe für diesen Kandidaten in den ausgewählten Zellen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Shift+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;go to the next or previous panel: the board, the number pad, the practice bar, the hint, All Steps (on the board Tab changes the mode, so F6 is the way out)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in a panel: its next or previous button&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+PgDown&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the next puzzle, of a collection or while practising&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop practising&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F6, Umschalt+F6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zum nächsten oder vorigen Bereich: Spielfeld, Ziffernfeld, Übungsleiste, Tipp, Alle Schritte (auf dem Spielfeld wechselt Tab den Modus, F6 führt hinaus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, Umschalt+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;in einem Bereich: seine nächste oder vorige Schaltfläche&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Bild ab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;das nächste Rätsel, einer Sammlung oder beim Üben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Umschalt+Ende&lt;/b&gt;&lt;/td&gt;&lt;td&gt;das Üben beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>pm::KeysWindow</name>
    <message>
        <source>Keys and Modes</source>
        <translation>Tasten und Modi</translation>
    </message>
</context>
<context>
    <name>pm::MainActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Rätsel &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Puzzle with &amp;Entries and Marks</source>
        <translation>Rätsel mit &amp;Einträgen und Notizen kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel ei&amp;nfügen</translation>
    </message>
    <message>
        <source>&amp;Fill In Pencil Marks</source>
        <translation>Notizen ein&amp;tragen</translation>
    </message>
    <message>
        <source>&amp;Keep Pencil Marks Updated</source>
        <translation>Notizen automatisch &amp;aktuell halten</translation>
    </message>
    <message>
        <source>&amp;Check Now</source>
        <translation>&amp;Jetzt prüfen</translation>
    </message>
    <message>
        <source>Check &amp;While Playing</source>
        <translation>&amp;Beim Spielen prüfen</translation>
    </message>
    <message>
        <source>&amp;Rewind to Before First Mistake</source>
        <translation>&amp;Zurück vor den ersten Fehler</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Highlight the Selected Cell's &amp;Houses</source>
        <translation>Zeile, Spalte und &amp;Block der gewählten Zelle hervorheben</translation>
    </message>
    <message>
        <source>Highlight the Selected &amp;Digit</source>
        <translation>Gewählte &amp;Ziffer hervorheben</translation>
    </message>
    <message>
        <source>&amp;Keys and Modes</source>
        <translation>Tasten und &amp;Modi</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>Te&amp;chniken</translation>
    </message>
    <message>
        <source>&amp;About Pencilmark</source>
        <translation>&amp;Über Pencilmark</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show Solving &amp;Path</source>
        <translation>&amp;Lösungsweg zeigen</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>B&amp;earbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Farbs&amp;chema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Hint (H): press again for more</source>
        <translation>Tipp (H): erneut drücken für mehr</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Puzzle &amp;Collection…</source>
        <translation>Rätselsamm&amp;lung…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Nä&amp;chstes Rätsel</translation>
    </message>
    <message>
        <source>Pre&amp;vious Puzzle</source>
        <translation>V&amp;orheriges Rätsel</translation>
    </message>
    <message>
        <source>A&amp;ll Steps</source>
        <translation>Alle Sch&amp;ritte</translation>
    </message>
    <message>
        <source>Step &amp;Order…</source>
        <translation>Reihen&amp;folge der Techniken…</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>Show A&amp;nalysis After Solving</source>
        <translation>&amp;Analyse nach dem Lösen zeigen</translation>
    </message>
    <message>
        <source>Stop Practisin&amp;g</source>
        <translation>Übun&amp;g beenden</translation>
    </message>
    <message>
        <source>Copy as f-puzzles &amp;Link</source>
        <translation>Als &amp;f-puzzles-Link kopieren</translation>
    </message>
    <message>
        <source>Enter a Pu&amp;zzle</source>
        <translation>&amp;Rätsel eingeben</translation>
    </message>
    <message>
        <source>Start Entere&amp;d Puzzle</source>
        <translation>Eingegebenes Rätsel s&amp;tarten</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Appl&amp;y the Hint</source>
        <translation>Tipp an&amp;wenden</translation>
    </message>
    <message>
        <source>Puzzle &amp;Rules</source>
        <translation>Rätsel&amp;regeln</translation>
    </message>
    <message>
        <source>Copy as &amp;SudokuPad Link</source>
        <translation>Als &amp;SudokuPad-Link kopieren</translation>
    </message>
    <message>
        <source>&amp;Setter Checks…</source>
        <translation>&amp;Prüfungen für Autoren…</translation>
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
        <translation>Rätsel eingeben: Tippe die Vorgaben ein und wähle dann Starten (Strg+Eingabe).</translation>
    </message>
    <message>
        <source>About Pencilmark</source>
        <translation>Über Pencilmark</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;A Sudoku studio: play with pencil marks, check, enter your own puzzles.</source>
        <translation>&lt;b&gt;Pencilmark&lt;/b&gt; %1&lt;br&gt;Ein Sudoku-Studio: mit Notizen spielen, prüfen, eigene Rätsel eingeben.</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Ziffern</translation>
    </message>
    <message>
        <source>Centre marks</source>
        <translation>Mittelnotizen</translation>
    </message>
    <message>
        <source>Corner marks</source>
        <translation>Ecknotizen</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Modus: %1</translation>
    </message>
    <message>
        <source>Rewound to just before your first mistake. Redo brings the moves back.</source>
        <translation>Zurück bis kurz vor deinen ersten Fehler. Wiederholen holt die Züge zurück.</translation>
    </message>
    <message>
        <source>There is no mistake to rewind to.</source>
        <translation>Es gibt keinen Fehler, zu dem du zurückkehren kannst.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
</context>
<context>
    <name>pm::Names</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>A level inside a description: "9×9, 3×3 boxes, easy".</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singles</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Schnittmengen</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Teilmengen</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fische</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Muster einer Ziffer</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Färbung</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Eindeutigkeit</translation>
    </message>
    <message>
        <source>Chains and loops</source>
        <translation>Ketten und Schleifen</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Fast gesperrte Mengen (ALS)</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Forcing Chains</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <translation>Versuch und Irrtum</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Killer-Käfige</translation>
    </message>
    <message>
        <source>Counted houses</source>
        <translation>Gezählte Einheiten</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <translation>Hauptdiagonale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <translation>Nebendiagonale</translation>
    </message>
    <message>
        <source>the centre-dot cells</source>
        <translation>Mittelpunktzellen</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>the cage of %1 at %2</source>
        <extracomment>A killer cage: "the cage of 23 at r1c1".</extracomment>
        <translation>Käfig %2 (Summe %1)</translation>
    </message>
    <message>
        <source>%1×%1 MultiFour (1–%2, each %3 times per row and column)</source>
        <translation>%1×%1 MultiFour (1–%2, jede %3-mal pro Zeile und Spalte)</translation>
    </message>
    <message>
        <source>%1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>%1×%1 DoubleNine (1–%2 zweimal pro Zeile und Spalte, einmal pro %3×%4-Abschnitt)</translation>
    </message>
    <message>
        <source>%1×%1 (%2×%3 boxes)</source>
        <translation>%1×%1 (%2×%3-Blöcke)</translation>
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
        <translation>Jigsaw</translation>
    </message>
    <message>
        <source>%1×%2 boxes</source>
        <translation>%1×%2-Blöcke</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>centre dot</source>
        <translation>Mittelpunkt</translation>
    </message>
    <message>
        <source>windows</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Variant rules</source>
        <translation>Variantenregeln</translation>
    </message>
    <message>
        <source>Thermometers</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>Kropki dots (all given)</source>
        <extracomment>Every kropki dot is given: neighbours without a dot are neither consecutive nor in ratio 2.</extracomment>
        <translation>Kropki-Punkte (alle gegeben)</translation>
    </message>
    <message>
        <source>X and V (all given)</source>
        <extracomment>Every X and V is given: neighbours without one add up to neither 10 nor 5.</extracomment>
        <translation>X und V (alle gegeben)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two kinds of variant rules in one puzzle: "Thermometers and Kropki dots (all given)".</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>German whispers lines</source>
        <extracomment>German whispers: neighbours on a green line differ by at least 5.</extracomment>
        <translation>German-Whispers-Linien</translation>
    </message>
    <message>
        <source>Renban lines</source>
        <translation>Renban-Linien</translation>
    </message>
    <message>
        <source>Even and odd cells</source>
        <translation>Gerade und ungerade Zellen</translation>
    </message>
</context>
<context>
    <name>pm::NewGameDialog</name>
    <message>
        <source>&amp;Jigsaw (irregular regions instead of boxes)</source>
        <translation>&amp;Jigsaw (unregelmäßige Gebiete statt Blöcken)</translation>
    </message>
    <message>
        <source>&amp;X: both diagonals hold every digit</source>
        <translation>&amp;X: Beide Diagonalen enthalten jede Ziffer</translation>
    </message>
    <message>
        <source>Centre &amp;dot: the centre cells of the boxes hold every digit</source>
        <translation>&amp;Mittelpunkt: Die Mittelzellen der Blöcke enthalten jede Ziffer</translation>
    </message>
    <message>
        <source>&amp;Windows: four extra boxes</source>
        <translation>&amp;Fenster: vier zusätzliche Blöcke</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>Half turn</source>
        <translation>Halbe Drehung</translation>
    </message>
    <message>
        <source>Quarter turn</source>
        <translation>Vierteldrehung</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegelung</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonal</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>New Game's variant rules: a puzzle without thermometers, dots or arrows.</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Digits (1–9, then A, B …)</source>
        <translation>Ziffern (1–9, dann A, B …)</translation>
    </message>
    <message>
        <source>Letters (A, B, C …)</source>
        <translation>Buchstaben (A, B, C …)</translation>
    </message>
    <message>
        <source>My own symbols (a word for a wordoku)</source>
        <translation>Eigene Symbole (ein Wort für ein Wordoku)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Sym&amp;bols:</source>
        <translation>Sym&amp;bole:</translation>
    </message>
    <message>
        <source>9 different symbols, e.g. WORDPLAYS</source>
        <translation>9 verschiedene Symbole, z. B. WORDPLAYS</translation>
    </message>
    <message>
        <source>%1 different symbols</source>
        <translation>%1 verschiedene Symbole</translation>
    </message>
    <message>
        <source>These symbols cannot be used: %1</source>
        <translation>Diese Symbole sind nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>&amp;Killer: cages with sums instead of givens</source>
        <translation>&amp;Killer: Käfige mit Summen statt Vorgaben</translation>
    </message>
    <message>
        <source>A killer is played in digits: its sums add them up.</source>
        <translation>Ein Killer wird mit Ziffern gespielt: Seine Summen zählen sie zusammen.</translation>
    </message>
    <message>
        <source>This puzzle needs %1 different symbols; “%2” has %3.</source>
        <translation>Dieses Rätsel braucht %1 verschiedene Symbole; „%2“ hat %3.</translation>
    </message>
    <message>
        <source>Digits (1–%1)</source>
        <translation>Ziffern (1–%1)</translation>
    </message>
    <message>
        <source>Letters (A–%1)</source>
        <translation>Buchstaben (A–%1)</translation>
    </message>
    <message>
        <source>None: choose by level</source>
        <translation>Keine: nach Stufe wählen</translation>
    </message>
    <message>
        <source>&amp;Practise:</source>
        <translation>&amp;Üben:</translation>
    </message>
    <message>
        <source>Start just before the first step that &amp;needs it</source>
        <translation>Kurz &amp;vor dem ersten Schritt beginnen, der sie braucht</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Variant rules are played in digits: they compare and add them.</source>
        <translation>Variantenregeln werden mit Ziffern gespielt: Sie vergleichen und addieren sie.</translation>
    </message>
</context>
<context>
    <name>pm::NumberPad</name>
    <message>
        <source>Digit</source>
        <translation>Ziffer</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Clear the selected cells (Delete)</source>
        <translation>Gewählte Zellen leeren (Entf)</translation>
    </message>
</context>
<context>
    <name>pm::PracticeBar</name>
    <message>
        <source>Practising: %1</source>
        <translation>Übung: %1</translation>
    </message>
    <message>
        <source>Making a puzzle that needs it…</source>
        <translation>Ein Rätsel, das sie braucht, wird erzeugt…</translation>
    </message>
    <message>
        <source>Well found: you made the deduction yourself.</source>
        <translation>Gut gefunden: Sie haben die Folgerung selbst gezogen.</translation>
    </message>
    <message>
        <source>Found with the hint's help.</source>
        <translation>Mit Hilfe des Tipps gefunden.</translation>
    </message>
    <message>
        <source>Found: %1 · With hint: %2</source>
        <translation>Selbst gefunden: %1 · Mit Tipp: %2</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>Stop Practising</source>
        <translation>Übung beenden</translation>
    </message>
    <message>
        <source>Solve the puzzle: its path needs this technique on the way.</source>
        <translation>Lösen Sie das Rätsel: Sein Lösungsweg braucht unterwegs diese Technik.</translation>
    </message>
    <message>
        <source>The next step is this technique: find it on the board.</source>
        <translation>Der nächste Schritt ist diese Technik: Finden Sie sie auf dem Spielfeld.</translation>
    </message>
</context>
<context>
    <name>pm::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;NG Image…</source>
        <translation>P&amp;NG-Bild…</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>Rätsel&amp;heft drucken…</translation>
    </message>
    <message>
        <source>Making the booklet… puzzle %1 of %2</source>
        <translation>Heft wird erstellt… Rätsel %1 von %2</translation>
    </message>
    <message>
        <source>Booklet cancelled.</source>
        <translation>Rätselheft abgebrochen.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Sudoku %1</source>
        <translation>Sudoku %1</translation>
    </message>
    <message>
        <source>Print Puzzle</source>
        <translation>Rätsel drucken</translation>
    </message>
    <message>
        <source>The puzzle could not be printed.</source>
        <translation>Das Rätsel konnte nicht gedruckt werden.</translation>
    </message>
    <message>
        <source>Puzzle sent to the printer.</source>
        <translation>Rätsel an den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Saved the puzzle as %1.</source>
        <translation>Rätsel als %1 gespeichert.</translation>
    </message>
    <message>
        <source>Export Puzzle as PDF</source>
        <translation>Rätsel als PDF exportieren</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export Puzzle as Image</source>
        <translation>Rätsel als Bild exportieren</translation>
    </message>
    <message>
        <source>sudoku.png</source>
        <translation>sudoku.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save Booklet as PDF</source>
        <translation>Rätselheft als PDF speichern</translation>
    </message>
    <message>
        <source>sudoku-booklet.pdf</source>
        <translation>sudoku-heft.pdf</translation>
    </message>
    <message>
        <source>Print Booklet</source>
        <translation>Rätselheft drucken</translation>
    </message>
    <message>
        <source>Making the booklet…</source>
        <translation>Rätselheft wird erstellt…</translation>
    </message>
    <message>
        <source>Print and Export</source>
        <translation>Drucken und Exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Saved the booklet (%n puzzle(s)) as %1.</source>
        <translation>
            <numerusform>Rätselheft (%n Rätsel) als %1 gespeichert.</numerusform>
            <numerusform>Rätselheft (%n Rätsel) als %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Include Entries and Marks</source>
        <translation>Einträge und Notizen &amp;mitdrucken</translation>
    </message>
</context>
<context>
    <name>pm::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>Rules on the board: %1.</source>
        <translation>Regeln auf dem Brett: %1.</translation>
    </message>
    <message>
        <source>This puzzle has the usual rules: each digit once in every row, column and box.</source>
        <translation>Dieses Rätsel hat die üblichen Regeln: jede Ziffer einmal in jeder Zeile, Spalte und jedem Block.</translation>
    </message>
    <message>
        <source>Pencilmark cannot check %1: Check (Ctrl+K) compares your digits with the solution the puzzle came with, and a clash shows only for the rules it knows.</source>
        <translation>Pencilmark kann %1 nicht prüfen: Prüfen (Strg+K) vergleicht Ihre Ziffern mit der mitgelieferten Lösung, und Konflikte zeigen sich nur für die bekannten Regeln.</translation>
    </message>
    <message>
        <source>Check (Ctrl+K), the clash colours and the hints follow every one of them.</source>
        <translation>Prüfen (Strg+K), die Konfliktfarben und die Hinweise beachten jede davon.</translation>
    </message>
</context>
<context>
    <name>pm::SetterChecksDialog</name>
    <message>
        <source>&amp;Why Not?</source>
        <translation>&amp;Warum nicht?</translation>
    </message>
    <message>
        <source>Setter Checks</source>
        <translation>Prüfungen für Autoren</translation>
    </message>
    <message>
        <source>These checks look at the puzzle's givens and rules, never at the digits and marks entered in play.</source>
        <translation>Diese Prüfungen sehen auf die Vorgaben und Regeln des Rätsels, nie auf die beim Spielen eingetragenen Ziffern und Notizen.</translation>
    </message>
    <message>
        <source>&amp;True Candidates</source>
        <translation>&amp;Echte Kandidaten</translation>
    </message>
    <message>
        <source>The digits some solution puts in each cell: where a puzzle is still open.</source>
        <translation>Die Ziffern, die eine Lösung in jede Zelle setzt: wo ein Rätsel noch offen ist.</translation>
    </message>
    <message>
        <source>&amp;Unnecessary Clues</source>
        <translation>&amp;Unnötige Hinweise</translation>
    </message>
    <message>
        <source>The givens, cages and rules the puzzle keeps its one solution without, each on its own.</source>
        <translation>Die Vorgaben, Käfige und Regeln, ohne die das Rätsel seine eine Lösung behält, jede für sich.</translation>
    </message>
    <message>
        <source>&amp;Digit:</source>
        <translation>&amp;Ziffer:</translation>
    </message>
    <message>
        <source>Why this digit cannot go in the selected cell: the shortest story found.</source>
        <translation>Warum diese Ziffer nicht in die gewählte Zelle passt: die kürzeste gefundene Begründung.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Looking for the true candidates…</source>
        <translation>Suche die echten Kandidaten…</translation>
    </message>
    <message>
        <source>Counting the solutions without each clue…</source>
        <translation>Zähle die Lösungen ohne jeden Hinweis…</translation>
    </message>
    <message>
        <source>Looking for the shortest story…</source>
        <translation>Suche die kürzeste Begründung…</translation>
    </message>
    <message>
        <source>in %1</source>
        <extracomment>The cell "Why Not?" asks about: "in r3c4".</extracomment>
        <translation>in %1</translation>
    </message>
    <message>
        <source>(select a cell)</source>
        <translation>(eine Zelle wählen)</translation>
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
        <translation>Das Rätsel hat keine Lösung, also ist nirgends eine Ziffer ein echter Kandidat.</translation>
    </message>
    <message>
        <source>The puzzle has one solution: every empty cell has one true candidate, its digit there.</source>
        <translation>Das Rätsel hat eine Lösung: jede leere Zelle hat einen echten Kandidaten, ihre Ziffer dort.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</source>
        <translation>
            <numerusform>%n Zelle kann über die Lösungen des Rätsels hinweg mehr als eine Ziffer haben, mit diesen echten Kandidaten (den Ziffern, die eine Lösung dort setzt):</numerusform>
            <numerusform>%n Zellen können über die Lösungen des Rätsels hinweg mehr als eine Ziffer haben, mit diesen echten Kandidaten (den Ziffern, die eine Lösung dort setzt):</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no clue can be judged.</source>
        <translation>Das Rätsel hat keine Lösung, also lässt sich kein Hinweis beurteilen.</translation>
    </message>
    <message>
        <source>the given %1 at %2</source>
        <extracomment>A given digit named: "the given 5 at r1c1".</extracomment>
        <translation>die Vorgabe %1 in %2</translation>
    </message>
    <message>
        <source>Every clue is needed: without any one of them the puzzle has more than one solution.</source>
        <translation>Jeder Hinweis wird gebraucht: ohne jeden einzelnen hat das Rätsel mehr als eine Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its own (two of them may not both go):</source>
        <translation>
            <numerusform>Das Rätsel behält seine eine Lösung ohne diesen Hinweis (%n), für sich weggenommen:</numerusform>
            <numerusform>Das Rätsel behält seine eine Lösung ohne jeden dieser %n Hinweise, jeder für sich weggenommen (zwei davon dürfen nicht unbedingt beide fehlen):</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle has more than one solution, so it needs more clues before any can be judged. The true candidates show where it is still open.</source>
        <translation>Das Rätsel hat mehr als eine Lösung, es braucht also mehr Hinweise, bevor sich einer beurteilen lässt. Die echten Kandidaten zeigen, wo es noch offen ist.</translation>
    </message>
    <message>
        <source>No clue is shown unnecessary: without any one of the others the puzzle has more than one solution.</source>
        <translation>Kein Hinweis erweist sich als unnötig: ohne jeden einzelnen der übrigen hat das Rätsel mehr als eine Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>Without any one of these %n clue(s), the search could not count the solutions within %1 steps, so it is not known whether they are needed:</source>
        <translation>
            <numerusform>Ohne diesen Hinweis (%n) konnte die Suche die Lösungen nicht in %1 Schritten zählen; ob er gebraucht wird, ist also nicht bekannt:</numerusform>
            <numerusform>Ohne jeden dieser %n Hinweise konnte die Suche die Lösungen nicht in %1 Schritten zählen; ob sie gebraucht werden, ist also nicht bekannt:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvedAnalysisDialog</name>
    <message>
        <source>Puzzle Solved: Analysis</source>
        <translation>Rätsel gelöst: Analyse</translation>
    </message>
    <message>
        <source>Analysing the puzzle…</source>
        <translation>Das Rätsel wird analysiert…</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What you did</source>
        <translation>Was Sie taten</translation>
    </message>
    <message>
        <source>Techniques its logical path needs:</source>
        <translation>Techniken, die sein logischer Lösungsweg braucht:</translation>
    </message>
    <message>
        <source>You solved it without a hint.</source>
        <translation>Sie haben es ohne Tipp gelöst.</translation>
    </message>
    <message numerus="yes">
        <source>You used %n hint(s):</source>
        <translation>
            <numerusform>Sie haben %n Tipp benutzt:</numerusform>
            <numerusform>Sie haben %n Tipps benutzt:</numerusform>
        </translation>
    </message>
    <message>
        <source>This puzzle has no solution, so it has no rating.</source>
        <translation>Dieses Rätsel hat keine Lösung und daher keine Bewertung.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so it has no rating.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung und daher keine Bewertung.</translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · rating %2 (%n step(s))</source>
        <translation>
            <numerusform>Stufe: %1 · Bewertung %2 (%n Schritt)</numerusform>
            <numerusform>Stufe: %1 · Bewertung %2 (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hardest step: %1 (%2)</source>
        <translation>Schwierigster Schritt: %1 (%2)</translation>
    </message>
    <message>
        <source>A wrong entry</source>
        <translation>Ein falscher Eintrag</translation>
    </message>
    <message>
        <source>A candidate removed by mistake</source>
        <translation>Ein versehentlich entfernter Kandidat</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Angezeigt</translation>
    </message>
    <message>
        <source>&amp;Show this after every solved game</source>
        <translation>Nach jedem gelösten Rätsel &amp;zeigen</translation>
    </message>
    <message>
        <source>The logic could not finish this puzzle with its variant rules, so it has no rating.</source>
        <translation>Die Logik konnte dieses Rätsel mit seinen Variantenregeln nicht zu Ende lösen, daher hat es keine Wertung.</translation>
    </message>
</context>
<context>
    <name>pm::SolvingPathDialog</name>
    <message>
        <source>The board before step %1 of %2 (%3)</source>
        <translation>Das Spielfeld vor Schritt %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>Solving Path</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>Working out the solving path…</source>
        <translation>Der Lösungsweg wird ermittelt…</translation>
    </message>
    <message>
        <source>Steps of the solving path</source>
        <translation>Schritte des Lösungswegs</translation>
    </message>
    <message>
        <source>Nothing to solve: every cell is filled.</source>
        <translation>Nichts zu lösen: Alle Zellen sind gefüllt.</translation>
    </message>
    <message>
        <source>Steps: %1 · hardest technique: %2 · level: %3</source>
        <translation>Schritte: %1 · schwierigste Technik: %2 · Stufe: %3</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; logic alone goes this far (steps: %1).</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung; die Logik allein kommt bis hierher (Schritte: %1).</translation>
    </message>
    <message>
        <source>No technique Pencilmark knows takes the next step (steps so far: %1).</source>
        <translation>Keine Technik, die Pencilmark kennt, findet den nächsten Schritt (bisher %1 Schritte).</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>None of the techniques Pencilmark knows for houses that hold each symbol several times takes the next step (steps so far: %1).</source>
        <translation>Keine der Techniken, die Pencilmark für Einheiten mit jedem Symbol in mehrfacher Anzahl kennt, findet den nächsten Schritt (bisher %1 Schritte).</translation>
    </message>
    <message>
        <source>This path follows your own step order; the puzzle's rating always uses the standard order.</source>
        <translation>Dieser Weg folgt deiner eigenen Reihenfolge der Techniken; die Bewertung des Rätsels nutzt immer die Standardreihenfolge.</translation>
    </message>
    <message numerus="yes">
        <source>No technique switched on in your step order takes the next step (steps so far: %1). %n technique(s) are switched off (Help ▸ Step Order).</source>
        <translation>
            <numerusform>Keine in deiner Reihenfolge eingeschaltete Technik findet den nächsten Schritt (Schritte bisher: %1). %n Technik ist ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken).</numerusform>
            <numerusform>Keine in deiner Reihenfolge eingeschaltete Technik findet den nächsten Schritt (Schritte bisher: %1). %n Techniken sind ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken).</numerusform>
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
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
</context>
<context>
    <name>pm::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No puzzle solved yet. Best times appear here.</source>
        <translation>Noch kein Rätsel gelöst. Hier erscheinen deine Bestzeiten.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Solved with help</source>
        <translation>Mit Hilfe gelöst</translation>
    </message>
</context>
<context>
    <name>pm::StepListText</name>
    <message>
        <source>Looking for %1…</source>
        <translation>Suche nach %1…</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Suche nach Schritten…</translation>
    </message>
    <message>
        <source>No step found with these techniques.</source>
        <translation>Mit diesen Techniken kein Schritt gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) in this position.</source>
        <translation>
            <numerusform>%n Schritt in dieser Stellung.</numerusform>
            <numerusform>%n Schritte in dieser Stellung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board holds a mistake, so no step is listed: steps found from it could be wrong. A hint (H) shows where it is.</source>
        <translation>Dein Brett enthält einen Fehler, daher wird kein Schritt gezeigt: daraus gefundene Schritte könnten falsch sein. Ein Tipp (H) zeigt, wo er steckt.</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>Steps are listed once the puzzle is started and its solution known.</source>
        <translation>Schritte erscheinen, sobald das Rätsel gestartet und seine Lösung bekannt ist.</translation>
    </message>
    <message>
        <source>Your board has no pencil marks: these steps are found on every candidate, and applying one that is not a single fills in the marks first.</source>
        <translation>Dein Brett hat keine Notizen: diese Schritte sind auf allen Kandidaten gefunden, und wer einen anwendet, der kein Single ist, bekommt zuerst die Notizen eingetragen.</translation>
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
            <numerusform>… und %n weiterer, nicht gezeigt</numerusform>
            <numerusform>… und %n weitere, nicht gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No step found with these techniques. %n technique(s) are switched off in your step order (Help ▸ Step Order).</source>
        <translation>
            <numerusform>Mit diesen Techniken ist kein Schritt zu finden. %n Technik ist in deiner Reihenfolge ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken).</numerusform>
            <numerusform>Mit diesen Techniken ist kein Schritt zu finden. %n Techniken sind in deiner Reihenfolge ausgeschaltet (Hilfe ▸ Reihenfolge der Techniken).</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>All Steps: a step's digits and where its pattern lies, "on 5: rows 2 and 7, columns 3 and 8"</extracomment>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>auf %1: %2</translation>
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
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>Zeilen %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>Spalten %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>Blöcke %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <extracomment>"5 from r1c2 and r1c4"</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 goes from %2</source>
        <translation>streiche %1 in %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>streiche %1</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Nackter Single</translation>
    </message>
    <message>
        <source>Hidden Single (box)</source>
        <translation>Versteckter Single (Block)</translation>
    </message>
    <message>
        <source>Hidden Single (line)</source>
        <translation>Versteckter Single (Zeile/Spalte)</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Versteckter Single</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>Pointing</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>Claiming</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>Gesperrtes Paar</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>Gesperrtes Tripel</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>Nacktes Tripel</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>Verstecktes Tripel</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>Nacktes Quadrupel</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>Verstecktes Quadrupel</translation>
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
        <translation>Finned X-Wing</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>Sashimi X-Wing</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>Finned Swordfish</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>Sashimi Swordfish</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>Finned Jellyfish</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>Sashimi Jellyfish</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Skyscraper</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>Empty Rectangle</translation>
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
        <translation>Remote Pairs</translation>
    </message>
    <message>
        <source>Simple Colours (trap)</source>
        <translation>Einfärbung (Trap)</translation>
    </message>
    <message>
        <source>Simple Colours (wrap)</source>
        <translation>Einfärbung (Wrap)</translation>
    </message>
    <message>
        <source>Multi-Colours</source>
        <translation>Mehrfachfärbung</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <translation>Unique Rectangle Typ 1</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <translation>Unique Rectangle Typ 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <translation>Unique Rectangle Typ 3</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <translation>Unique Rectangle Typ 4</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>Hidden Rectangle</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-Kette</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-Kette</translation>
    </message>
    <message>
        <source>Nice Loop</source>
        <translation>Nice Loop</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>Alternierende Inferenzkette</translation>
    </message>
    <message>
        <source>Grouped X-Chain</source>
        <translation>Gruppierte X-Kette</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>Gruppierte AIC</translation>
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
        <translation>Forcing Chain (Zelle)</translation>
    </message>
    <message>
        <source>House Forcing Chain</source>
        <translation>Forcing Chain (Einheit)</translation>
    </message>
    <message>
        <source>Digit Forcing Chain</source>
        <translation>Forcing Chain (Ziffer)</translation>
    </message>
    <message>
        <source>What-If</source>
        <translation>Was-wäre-wenn</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Schau dir %1 an.</translation>
    </message>
    <message>
        <source>Look around %1.</source>
        <translation>Schau dich um %1 herum um.</translation>
    </message>
    <message>
        <source>Look at the whole board.</source>
        <translation>Schau dir das ganze Spielfeld an.</translation>
    </message>
    <message>
        <source>%1 has no candidate left</source>
        <translation>%1 hat keinen Kandidaten mehr</translation>
    </message>
    <message>
        <source>%1 has no place left in %2</source>
        <translation>%1 hat in %2 keinen Platz mehr</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 und %2 enthalten beide %3</translation>
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
        <translation>%1: Die fast gesperrten Mengen (ALS) %2 und %3 teilen die eingeschränkten gemeinsamen Kandidaten %4, also sind sie zusammen gesperrt; %5.</translation>
    </message>
    <message>
        <source>%1: the almost locked sets %2 and %3 cannot both hold %4, so one of them is locked on its other digits; %5.</source>
        <extracomment>"ALS-XZ: the almost locked sets r1c2, r1c5 {1,4,7} and r4c5 {4,7} cannot both hold 4, so ..."</extracomment>
        <translation>%1: Die fast gesperrten Mengen (ALS) %2 und %3 können nicht beide %4 enthalten, also ist eine von ihnen auf ihre übrigen Ziffern gesperrt; %5.</translation>
    </message>
    <message>
        <source>%1: the pivot set %2 shares %3 with %4 and %5 with %6, so one of those two sets is locked on its other digits; %7.</source>
        <extracomment>"ALS-XY-Wing: the pivot set ... shares 8 with A and 4 with B, so A or B is locked on its other digits; ..."</extracomment>
        <translation>%1: Die Angelmenge %2 teilt %3 mit %4 und %5 mit %6, also ist eine dieser beiden Mengen auf ihre übrigen Ziffern gesperrt; %7.</translation>
    </message>
    <message>
        <source>%1: where %2 meets %3, %4 hold %5; with %6 in the line and %7 in the box these cells hold as many digits as cells, so each digit sits there once; %8.</source>
        <extracomment>"Sue de Coq: where box 1 meets row 2, r2c1 and r2c2 hold {1,2,5,6}; with r2c7 in the row and r3c1 in the box ..."</extracomment>
        <translation>%1: Wo sich %2 und %3 schneiden, enthalten %4 die Kandidaten %5; mit %6 in der Zeile oder Spalte und %7 im Block enthalten diese Zellen so viele Ziffern wie Zellen, also steht jede Ziffer dort genau einmal; %8.</translation>
    </message>
    <message>
        <source>Full House: %1 is the last empty cell of %2, so %1 = %3.</source>
        <translation>Full House: %1 ist die letzte leere Zelle in %2, also %1 = %3.</translation>
    </message>
    <message>
        <source>Naked Single: %1 can only be %2, so %1 = %2.</source>
        <translation>Nackter Single: %1 kann nur %2 sein, also %1 = %2.</translation>
    </message>
    <message>
        <source>Hidden Single: in %1, %2 fits only in %3, so %3 = %2.</source>
        <translation>Versteckter Single: In %1 passt %2 nur in %3, also %3 = %2.</translation>
    </message>
    <message>
        <source>Pointing: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Pointing: In %1 passt %2 nur in %3, die in %4 liegen; also %5.</translation>
    </message>
    <message>
        <source>Claiming: in %1, %2 fits only in %3, which lie in %4; so %5.</source>
        <translation>Claiming: In %1 passt %2 nur in %3, die in %4 liegen; also %5.</translation>
    </message>
    <message>
        <source>%1: %2 hold only %3 between them, so these digits belong to those cells in %4; %5.</source>
        <extracomment>"Naked Pair: r1c4 and r1c6 hold only 3 and 8 between them, so those digits belong to these cells in row 1; remove 3 from ..."</extracomment>
        <translation>%1: %2 enthalten zusammen nur %3, also gehören diese Ziffern in %4 zu diesen Zellen; %5.</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fit only in %4, so those cells hold nothing else; %5.</source>
        <translation>%1: In %2 passen %3 nur in %4, also enthalten diese Zellen nichts anderes; %5.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, the puzzle would have no solution (every continuation was tried), so %1 is not %2.</source>
        <translation>Was-wäre-wenn: Wäre %1 = %2, hätte das Rätsel keine Lösung (jede Fortsetzung wurde versucht), also ist %1 nicht %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then after the singles that follow, %3 could hold none of %4: each of them leads to a contradiction by singles; so %1 is not %2.</source>
        <extracomment>Nested what-if: "if r9c2 were 2, then after the singles that follow, r5c5 could hold none of 3 and 7: each of them leads to a contradiction by singles; so r9c2 is not 2."</extracomment>
        <translation>Was-wäre-wenn: Wäre %1 = %2, könnte %3 nach den folgenden Singles keine von %4 enthalten: Jede führt über Singles zu einem Widerspruch; also ist %1 nicht %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, %3, so %1 is not %2.</source>
        <translation>Was-wäre-wenn: Wäre %1 = %2, dann gilt: %3; also ist %1 nicht %2.</translation>
    </message>
    <message>
        <source>What-If: if %1 were %2, then %3, and %4; so %1 is not %2.</source>
        <translation>Was-wäre-wenn: Wäre %1 = %2, dann %3, und %4; also ist %1 nicht %2.</translation>
    </message>
    <message>
        <source>(%1) =ALS= (%2)</source>
        <extracomment>A strong link through an almost locked set (ALS): "r4c4/r4c6(7) =ALS= (9)r4c8".</extracomment>
        <translation>(%1) =ALS= (%2)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, so %4.</source>
        <extracomment>"X-Chain on 4: r1c2 =4= r1c7 -4- r5c7 =4= r5c3, so 4 goes from r3c3."</extracomment>
        <translation>%1 für %2: %3, also %4.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways and each almost locked set in it keeps all its other digits; %3.</source>
        <extracomment>A continuous loop through an almost locked set: exactly one of the set's two link digits is in it, so its other digits are locked in it.</extracomment>
        <translation>%1: %2 schließt sich zu einer Schleife, also gilt jede schwache Verbindung darin in beide Richtungen und jede fast gesperrte Menge darin behält alle ihre übrigen Ziffern; %3.</translation>
    </message>
    <message>
        <source>%1: %2 closes into a loop, so each weak link of it holds both ways; %3.</source>
        <extracomment>A continuous loop: every weak link of it is also strong.</extracomment>
        <translation>%1: %2 schließt sich zu einer Schleife, also gilt jede schwache Verbindung darin in beide Richtungen; %3.</translation>
    </message>
    <message>
        <source>%1: %2; assuming %3 false leads back to it being true, so %4.</source>
        <translation>%1: %2; die Annahme, %3 sei falsch, führt zurück zu %3 wahr, also %4.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, so %3.</source>
        <extracomment>"AIC: r4c1 =2= r4c6(2=8) -8- r9c6 =8= r9c3, so ..."</extracomment>
        <translation>%1: %2; eines ihrer Enden ist wahr, also %3.</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 sieht %2</translation>
    </message>
    <message>
        <source>Simple Colours on %1: its conjugate pairs give two colours, %2 and %3, and one of them holds %1; cells seeing both colours cannot; %4.</source>
        <translation>Einfärbung für %1: Ihre konjugierten Paare ergeben zwei Farben, %2 und %3, und eine davon enthält %1; Zellen, die beide Farben sehen, können es nicht; %4.</translation>
    </message>
    <message>
        <source>Simple Colours on %1: %2 and %3 have the same colour and share %4, so that colour cannot hold %1 and the other colour does; %5.</source>
        <translation>Einfärbung für %1: %2 und %3 haben dieselbe Farbe und teilen sich %4, also kann diese Farbe %1 nicht enthalten, und die andere Farbe enthält es; %5.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2, so those colours are not both true and one of the two opposite colours holds %1; cells seeing both opposite colours cannot; %3.</source>
        <translation>Mehrfachfärbung für %1: %2, also sind diese Farben nicht beide wahr, und eine der beiden Gegenfarben enthält %1; Zellen, die beide Gegenfarben sehen, können es nicht; %3.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4, so %5.</source>
        <extracomment>"X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes from r4c3 and r5c6."</extracomment>
        <translation>%1 für %2: In %3 passt %2 nur in %4, also %5.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fin %5. Either %5 is %2 or the %6 holds; both rule %2 out of cells in %4 that see the fin, so %7.</source>
        <extracomment>"Finned X-Wing on 4: in rows 1 and 5, 4 fits only in columns 2 and 8 and in the fin r5c7. Either r5c7 is 4 or the X-Wing holds; both rule 4 out of cells in those columns that see the fin, so ..."</extracomment>
        <translation>%1 für %2: In %3 passt %2 nur in %4 und in die Flosse %5. Entweder ist %5 = %2, oder der %6 gilt; beides schließt %2 in den Zellen von %4 aus, die die Flosse sehen, also %7.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 fits only in %4 and in the fins %5. Either a fin is %2 or the %6 holds; both rule %2 out of cells in %4 that see every fin, so %7.</source>
        <translation>%1 für %2: In %3 passt %2 nur in %4 und in die Flossen %5. Entweder ist eine Flosse = %2, oder der %6 gilt; beides schließt %2 in den Zellen von %4 aus, die jede Flosse sehen, also %7.</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles lead to the same result, so %4.</source>
        <translation>%1: %2 muss einen ihrer Kandidaten enthalten; in jedem Fall (%3) führen Singles zum selben Ergebnis, also %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles lead to the same result, so %5.</source>
        <translation>%1: %2 muss irgendwo in %3 stehen; in jedem Fall (%4) führen Singles zum selben Ergebnis, also %5.</translation>
    </message>
    <message>
        <source>%1: whether %2 is %3 or not, singles lead to the same result, so %4.</source>
        <translation>%1: Ob %2 = %3 ist oder nicht, Singles führen zum selben Ergebnis, also %4.</translation>
    </message>
    <message>
        <source>if %1 were %2</source>
        <translation>wäre %1 = %2</translation>
    </message>
    <message>
        <source>if %1 were not %2</source>
        <translation>wäre %1 nicht %2</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>, dann %1</translation>
    </message>
    <message>
        <source>%1: %2%3, and %4; so %5.</source>
        <translation>%1: %2%3, und %4; also %5.</translation>
    </message>
    <message>
        <source>%1 on %2: %3 holds %2 only in %4 and %5, %6 only in %7 and %8; %5 and %7 share %9, so %4 or %8 is %2, and %10.</source>
        <extracomment>"Skyscraper on 3: row 1 holds 3 only in r1c6 and r1c2, row 5 only in r5c2 and r5c8; r1c2 and r5c2 share column 2, so r1c6 or r5c8 is 3, and 3 goes from r2c8 and r4c6."</extracomment>
        <translation>%1 für %2: %3 enthält %2 nur in %4 und %5, %6 nur in %7 und %8; %5 und %7 teilen sich %9, also ist %4 oder %8 = %2, und %10.</translation>
    </message>
    <message>
        <source>%1 on %2: in %3, %2 lies only in %4 and %5; %6 holds %2 only in %7 and %8: either %8 is %2, or %7 is and the %2 of %3 must lie in %9; either way, %10.</source>
        <extracomment>"Empty Rectangle on 5: in box 5, 5 lies only in row 4 and column 6; column 2 holds 5 only in r4c2 and r8c2: either r8c2 is 5, or r4c2 is and the 5 of box 5 must lie in column 6; either way, 5 goes from r8c6."</extracomment>
        <translation>%1 für %2: In %3 liegt %2 nur in %4 und %5; %6 enthält %2 nur in %7 und %8: Entweder ist %8 = %2, oder %7 ist es, und die %2 von %3 muss in %9 liegen; so oder so: %10.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 1 on %1: %2 hold only those digits; were %3 either of them, the four cells could swap them and the puzzle would have two solutions; %4.</source>
        <extracomment>"Unique Rectangle type 1 on {3,8}: r1c1, r1c5 and r4c1 hold only those digits; were r4c5 either of them, ..."</extracomment>
        <translation>Unique Rectangle Typ 1 mit %1: %2 enthalten nur diese Ziffern; wäre %3 eine davon, könnten die vier Zellen sie tauschen, und das Rätsel hätte zwei Lösungen; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 2 on %1: unless one of %2 is %3, the rectangle would have two solutions; so cells seeing all of them cannot be %3; %4.</source>
        <translation>Unique Rectangle Typ 2 mit %1: Wenn nicht eine von %2 = %3 ist, hätte das Rechteck zwei Lösungen; also können Zellen, die sie alle sehen, nicht %3 sein; %4.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 4 on %1: in %2, %3 fits only in %4 and %5, so one of them is %3 and neither can be %6 without two solutions; %7.</source>
        <translation>Unique Rectangle Typ 4 mit %1: In %2 passt %3 nur in %4 und %5, also ist eine davon %3, und keine kann %6 sein, ohne dass es zwei Lösungen gibt; %7.</translation>
    </message>
    <message>
        <source>XY-Wing: %1 holds only %2 and %3; %4 and %5 each pair one of them with %6, so whichever %1 is, %4 or %5 is %6; %7.</source>
        <extracomment>"XY-Wing: r2c2 holds only 4 and 7; r2c8 {4,9} and r6c2 {7,9} share 9 with it, so whichever r2c2 is, ..."</extracomment>
        <translation>XY-Wing: %1 enthält nur %2 und %3; %4 und %5 paaren je eine davon mit %6, also ist, was %1 auch ist, %4 oder %5 = %6; %7.</translation>
    </message>
    <message>
        <source>XYZ-Wing: %1 holds only %2; %3 and %4 each hold %5 and one other of its digits, so one of the three cells is %5; %6.</source>
        <translation>XYZ-Wing: %1 enthält nur %2; %3 und %4 enthalten je %5 und eine weitere ihrer Ziffern, also ist eine der drei Zellen %5; %6.</translation>
    </message>
    <message>
        <source>W-Wing: %1 and %2 both hold only %3 and %4; in %5, %3 fits only in %6 and %7, which see them, so they cannot both be %3 and one of them is %4; %8.</source>
        <translation>W-Wing: %1 und %2 enthalten beide nur %3 und %4; in %5 passt %3 nur in %6 und %7, die sie sehen, also können sie nicht beide %3 sein, und eine von ihnen ist %4; %8.</translation>
    </message>
    <message>
        <source>Remote Pairs: %1 all hold only %2 and %3, and along the chain they alternate between them; a cell seeing two of them an odd number of links apart can hold neither; %4.</source>
        <translation>Remote Pairs: %1 enthalten alle nur %2 und %3 und wechseln sich entlang der Kette damit ab; eine Zelle, die zwei von ihnen im Abstand einer ungeraden Zahl von Gliedern sieht, kann keine davon enthalten; %4.</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <translation>Käfigkombination</translation>
    </message>
    <message>
        <source>Innie/Outie Single</source>
        <translation>Innie/Outie-Single</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <translation>Innies und Outies</translation>
    </message>
    <message>
        <source>Cage Pointing</source>
        <translation>Käfig-Pointing</translation>
    </message>
    <message>
        <source>Cage Claiming</source>
        <translation>Käfig-Claiming</translation>
    </message>
    <message>
        <source>Innies and Outies (several houses)</source>
        <translation>Innies und Outies (mehrere Einheiten)</translation>
    </message>
    <message>
        <source>Innie-Outie Difference</source>
        <translation>Innie-Outie-Differenz</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Joins the last two of several alternatives: "{1,9}, {2,8} or {3,7}".</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Cage Combination: %1 is the last empty cell of %2, so %3.</source>
        <extracomment>"Cage Combination: r6c1 is the last empty cell of the cage of 9 at r6c1, so r6c1 = 1."</extracomment>
        <translation>Käfigkombination: %1 ist die letzte leere Zelle in %2, also %3.</translation>
    </message>
    <message>
        <source>Cage Combination: %1 holds %2 different digits adding up to %3; with its candidates they can only be %4; %5.</source>
        <extracomment>"Cage Combination: the cage of 23 at r1c1 holds 3 different digits adding up to 23; with its candidates they can only be {6,8,9}; remove 1 from r1c1; ..."</extracomment>
        <translation>Käfigkombination: %1 enthält %2 verschiedene Ziffern mit der Summe %3; mit seinen Kandidaten können das nur %4 sein; %5.</translation>
    </message>
    <message>
        <source>Cage Combination: in %1, the empty cells %2 hold %3 different digits adding up to %4 (the placed digits taken away); with their candidates they can only be %5; %6.</source>
        <extracomment>"Cage Combination: in the cage of 17 at r1c1, the empty cells r1c2 and r2c2 hold 2 different digits adding up to 12 (the placed digits taken away); with their candidates they can only be ..."</extracomment>
        <translation>Käfigkombination: In %1 enthalten die leeren Zellen %2 %3 verschiedene Ziffern mit der Summe %4 (die gesetzten Ziffern abgezogen); mit ihren Kandidaten können das nur %5 sein; %6.</translation>
    </message>
    <message>
        <source>, so they hold %1</source>
        <extracomment>Appended after "... add up to 12": the digit sets those cells can hold.</extracomment>
        <translation>, also enthalten sie %1</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the innie %4 is left, so %5.</source>
        <extracomment>45 rule, one innie: "Innie/Outie Single: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, only the innie r3c9 is left, so r3c9 = 5."</extracomment>
        <translation>%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten Ziffern ein, bleibt nur das Innie %4, also %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the innies %4 are left, adding up to %5%6; %7.</source>
        <extracomment>45 rule, innies: "Innies and Outies: the digits of row 3 add up to 45; counting the cages that meet them and the placed digits, the innies r3c8 and r3c9 are left, adding up to 8, so they hold {1,7}, {2,6} or {3,5}; remove 4 from ..."</extracomment>
        <translation>%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten Ziffern ein, bleiben die Innies %4 mit der Summe %5%6; %7.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, only the outie %4 is left over, so %5.</source>
        <extracomment>45 rule, one outie: the cages meeting the houses add up to more than the houses; one cell outside them makes up the difference.</extracomment>
        <translation>%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten Ziffern ein, bleibt nur das Outie %4 übrig, also %5.</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, the outies %4 are left over, adding up to %5%6; %7.</source>
        <translation>%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten Ziffern ein, bleiben die Outies %4 mit der Summe %5 übrig%6; %7.</translation>
    </message>
    <message>
        <source>the innie %1 is %2 more than the outie %3</source>
        <translation>ist das Innie %1 um %2 größer als das Outie %3</translation>
    </message>
    <message>
        <source>the innie %1 is %2 less than the outie %3</source>
        <translation>ist das Innie %1 um %2 kleiner als das Outie %3</translation>
    </message>
    <message>
        <source>the innie %1 equals the outie %2</source>
        <translation>ist das Innie %1 gleich dem Outie %2</translation>
    </message>
    <message>
        <source>%1: the digits of %2 add up to %3; counting the cages that meet them and the placed digits, %4, so each keeps only candidates the other can match; %5.</source>
        <extracomment>"Innie-Outie Difference: the digits of row 1 add up to 45; counting the cages that meet them and the placed digits, the innie r1c9 is 2 more than the outie r2c1, so each keeps only candidates the other can match; remove ..."</extracomment>
        <translation>%1: Die Ziffern von %2 ergeben zusammen %3; rechnet man die Käfige, die sie berühren, und die gesetzten Ziffern ein, %4, also behält jede nur Kandidaten, zu denen die andere passt; %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4; cells that see all of them cannot be %3, so %5.</source>
        <extracomment>"Cage Pointing: every digit set left for the cage of 7 at r4c4 ({1,2,4}) holds 1, which fits there only in r4c4 and r5c5; so 1 goes from r4c5 ..." (cells seeing all of them)</extracomment>
        <translation>Käfig-Pointing: Jede für %1 verbliebene Ziffernmenge (%2) enthält %3, und %3 passt dort nur in %4; Zellen, die alle diese sehen, können nicht %3 sein, also %5.</translation>
    </message>
    <message>
        <source>Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4, within %5; so %6.</source>
        <translation>Käfig-Pointing: Jede für %1 verbliebene Ziffernmenge (%2) enthält %3, und %3 passt dort nur in %4, innerhalb von %5; also %6.</translation>
    </message>
    <message>
        <source>Cage Claiming: in %1, %2 fits only in %3, all in %4; so the cage holds %2, which leaves it %5; %6.</source>
        <extracomment>"Cage Claiming: in row 7, 4 fits only in r7c2 and r7c3, all in the cage of 13 at r7c2; so the cage holds 4, which leaves it {1,4,8} or {2,4,7}; remove ..."</extracomment>
        <translation>Käfig-Claiming: In %1 passt %2 nur in %3, alle in %4; also enthält der Käfig %2, und ihm bleiben nur %5; %6.</translation>
    </message>
    <message>
        <source>Count Elimination</source>
        <translation>Zählelimination</translation>
    </message>
    <message>
        <source>Count Fill</source>
        <translation>Zählfüllung</translation>
    </message>
    <message>
        <source>Count Pointing</source>
        <translation>Zähl-Pointing</translation>
    </message>
    <message>
        <source>Count Claiming</source>
        <translation>Zähl-Claiming</translation>
    </message>
    <message>
        <source>%1 has too few places left in %2</source>
        <extracomment>A house holding each symbol several times: "2 has too few places left in row 4" (it is still due more often than cells can take it).</extracomment>
        <translation>%1 hat in %2 zu wenige Plätze übrig</translation>
    </message>
    <message>
        <source>Count Elimination: %1 holds every symbol %2 times, and %3 already stands in %4; so %5.</source>
        <extracomment>Count Elimination (houses holding each symbol several times): "Count Elimination: row 2 holds every symbol 3 times, and 3 already stands in r2c1, r2c6 and r2c11; so 3 goes from r2c4 and r2c9."</extracomment>
        <translation>Zählelimination: %1 enthält jedes Symbol %2-mal, und %3 steht schon in %4; also %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due once there; only %4 can still take %3, so %5.</source>
        <extracomment>Count Fill, one more due: "Count Fill: column 5 holds every symbol 2 times, and 7 is still due once there; only r11c5 can still take 7, so r11c5 = 7."</extracomment>
        <translation>Zählfüllung: %1 enthält jedes Symbol %2-mal, und %3 fehlt dort noch einmal; nur %4 kann %3 noch aufnehmen, also %5.</translation>
    </message>
    <message>
        <source>Count Fill: %1 holds every symbol %2 times, and %3 is still due %4 times there; only %5 can still take %3, so %6.</source>
        <extracomment>Count Fill, several due: "Count Fill: row 4 holds every symbol 3 times, and 2 is still due 2 times there; only r4c3 and r4c10 can still take 2, so r4c3 = 2 and r4c10 = 2."</extracomment>
        <translation>Zählfüllung: %1 enthält jedes Symbol %2-mal, und %3 fehlt dort noch %4-mal; nur %5 können %3 noch aufnehmen, also %6.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in one more cell; in %3, %2 fits only in cells of %1 (%4), and that house holds it once, so it fills the place; %5.</source>
        <extracomment>Count Pointing, one more due: "Count Pointing: row 2 still needs 5 in one more cell; in box 1, 5 fits only in cells of row 2 (r2c1 and r2c2), and that house holds it once, so it fills the place; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Zähl-Pointing: %1 braucht %2 noch in einer weiteren Zelle; in %3 passt %2 nur in Zellen von %1 (%4), und diese Einheit enthält es einmal, also füllt sie den Platz; %5.</translation>
    </message>
    <message>
        <source>Count Pointing: %1 still needs %2 in %3 more cells; in %4, %2 fits only in cells of %1 (%5), and each of those houses holds it once, so they fill them all; %6.</source>
        <extracomment>Count Pointing (lines holding each symbol several times, boxes once): "Count Pointing: row 2 still needs 5 in 2 more cells; in boxes 1 and 4, 5 fits only in cells of row 2 (r2c1, r2c2 and r2c11), and each of those houses holds it once, so they fill them all; 5 goes from r2c7 and r2c15."</extracomment>
        <translation>Zähl-Pointing: %1 braucht %2 noch in %3 weiteren Zellen; in %4 passt %2 nur in Zellen von %1 (%5), und jede dieser Einheiten enthält es einmal, also füllen sie alle diese Plätze; %6.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in one more cell, and its cells that can take %2 (%3) lie in %4 only; that house holds %2 once, so it gives it to %1; %5.</source>
        <extracomment>Count Claiming, one more due: "Count Claiming: column 6 still needs 1 in one more cell, and its cells that can take 1 (r2c6) lie in box 2 only; that house holds 1 once, so it gives it to column 6; 1 goes from r1c4."</extracomment>
        <translation>Zähl-Claiming: %1 braucht %2 noch in einer weiteren Zelle, und ihre Zellen, die %2 aufnehmen können (%3), liegen nur in %4; diese Einheit enthält %2 einmal, also gibt sie es an %1 ab; %5.</translation>
    </message>
    <message>
        <source>Count Claiming: %1 still needs %2 in %3 more cells, and its cells that can take %2 (%4) lie in %5 only; each of those holds %2 once, so each gives one to %1; %6.</source>
        <extracomment>Count Claiming: "Count Claiming: column 3 still needs 7 in 2 more cells, and its cells that can take 7 (r1c3, r5c3 and r16c3) lie in boxes 1 and 11 only; each of those holds 7 once, so each gives one to column 3; 7 goes from r2c1 and r17c2."</extracomment>
        <translation>Zähl-Claiming: %1 braucht %2 noch in %3 weiteren Zellen, und ihre Zellen, die %2 aufnehmen können (%4), liegen nur in %5; jede davon enthält %2 einmal, also gibt jede eine an %1 ab; %6.</translation>
    </message>
    <message>
        <source>%1: %2; one of its ends is true, and either of them rules out what goes, so %3.</source>
        <extracomment>A chain whose ends rule out a candidate in one of its own end cells: "Nice Loop: r1c1 =5= ... -7- r1c5; one of its ends is true, and either of them rules out what goes, so 5 goes from r1c5."</extracomment>
        <translation>%1: %2; eines ihrer Enden ist wahr, und jedes von beiden schließt aus, was wegfällt, also %3.</translation>
    </message>
    <message>
        <source>Multi-Colours on %1: %2; %3 and %4 have opposite colours in another cluster, so one of them holds %1 and the colour of %5 cannot; %6.</source>
        <extracomment>"Multi-Colours on 4: r1c6 sees r3c5 and r8c6 sees r8c5; r3c5 and r8c5 have opposite colours in another cluster, so one of them holds 4 and the colour of r1c6 cannot; 4 goes from r1c6 and r8c6."</extracomment>
        <translation>Mehrfachfärbung für %1: %2; %3 und %4 haben in einem anderen Cluster entgegengesetzte Farben, also enthält eine von ihnen %1, und die Farbe von %5 kann es nicht; %6.</translation>
    </message>
    <message>
        <source>Unique Rectangle type 3 on %1: one of %2 and %3 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and %4 make a naked subset on %5 in %6; %7.</source>
        <extracomment>"Unique Rectangle type 3 on {3,8}: one of r4c1 and r4c5 must hold a digit other than those, else the rectangle would have two solutions; so their other digits and r4c7 make a naked subset on 6 and 9 in row 4; remove ..."</extracomment>
        <translation>Unique Rectangle Typ 3 mit %1: Eine von %2 und %3 muss eine andere Ziffer als diese enthalten, sonst hätte das Rechteck zwei Lösungen; also bilden ihre übrigen Ziffern mit %4 eine nackte Gruppe aus %5 in %6; %7.</translation>
    </message>
    <message>
        <source>Hidden Rectangle on %1: %2 holds only those digits; %3 holds %4 only in %5 and %6, and %7 only in %5 and %8; were %5 %9, %6 and %8 would be %4 and %2 %9, a pattern with two solutions; %10.</source>
        <extracomment>"Hidden Rectangle on {3,8}: r1c1 holds only those digits; row 4 holds 3 only in r4c5 and r4c1, and column 5 only in r4c5 and r1c5; were r4c5 8, r4c1 and r1c5 would be 3 and r1c1 8, a pattern with two solutions; 8 goes from r4c5."</extracomment>
        <translation>Hidden Rectangle mit %1: %2 enthält nur diese Ziffern; %3 enthält %4 nur in %5 und %6, und %7 nur in %5 und %8; wäre %5 = %9, wären %6 und %8 = %4 und %2 = %9, ein Muster mit zwei Lösungen; %10.</translation>
    </message>
    <message>
        <source>BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its houses; were %1 not %2, the puzzle would not have one solution, so %1 keeps only %2; %3.</source>
        <extracomment>"BUG+1: every empty cell but r5c5 holds two candidates, and 7 appears three times in its houses; were r5c5 not 7, the puzzle would not have one solution, so r5c5 keeps only 7; remove 2 and 4 from r5c5."</extracomment>
        <translation>BUG+1: Jede leere Zelle außer %1 hat zwei Kandidaten, und %2 kommt in ihren Einheiten dreimal vor; wäre %1 nicht %2, hätte das Rätsel keine eindeutige Lösung, also behält %1 nur %2; %3.</translation>
    </message>
    <message>
        <source>Grid Rule</source>
        <translation>Gitterregel</translation>
    </message>
    <message>
        <source>Cell Rule</source>
        <translation>Zellenregel</translation>
    </message>
    <message>
        <source>Thermometer</source>
        <translation>Thermometer</translation>
    </message>
    <message>
        <source>Dot Pair</source>
        <translation>Punktpaar</translation>
    </message>
    <message>
        <source>Line Rule</source>
        <translation>Linienregel</translation>
    </message>
    <message>
        <source>Line Sum</source>
        <translation>Liniensumme</translation>
    </message>
    <message>
        <source>Outside Clue</source>
        <translation>Randhinweis</translation>
    </message>
    <message>
        <source>cells a knight's move apart hold different digits</source>
        <translation>Zellen einen Rösselsprung voneinander entfernt enthalten verschiedene Ziffern</translation>
    </message>
    <message>
        <source>cells a king's move apart hold different digits</source>
        <translation>Zellen einen Königszug voneinander entfernt enthalten verschiedene Ziffern</translation>
    </message>
    <message>
        <source>cells at the same place in their boxes hold different digits</source>
        <translation>Zellen an derselben Stelle ihrer Blöcke enthalten verschiedene Ziffern</translation>
    </message>
    <message>
        <source>orthogonal neighbours without an X or a V between them add up to neither 5 nor 10</source>
        <translation>orthogonale Nachbarn ohne X oder V dazwischen ergeben zusammen weder 5 noch 10</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 holds %5, so %6.</source>
        <extracomment>"Grid Rule: cells a knight's move apart hold different digits (the anti-knight rule); r1c1 holds 5, so 5 goes from r2c3 and r3c2."</extracomment>
        <translation>%1: %2 (%3); %4 enthält %5, also %6.</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4 can only be %5, and none of them goes beside these candidates of its partners, so %6.</source>
        <extracomment>"Grid Rule: orthogonal neighbours ... hold no consecutive digits (the non-consecutive rule); r4c4 can only be 4 or 6, and neither goes beside 5, so 5 goes from r4c3 and r4c5."</extracomment>
        <translation>%1: %2 (%3); %4 kann nur %5 sein, und keine davon passt neben diese Kandidaten seiner Partner, also %6.</translation>
    </message>
    <message>
        <source>the digits on %1 rise from the bulb</source>
        <translation>die Ziffern auf %1 steigen von der Kugel an</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number in its circle</source>
        <translation>die Ziffern entlang %1 ergeben zusammen die Zahl in seinem Kreis</translation>
    </message>
    <message>
        <source>the two digits of %1 are consecutive</source>
        <translation>die zwei Ziffern von %1 folgen aufeinander</translation>
    </message>
    <message>
        <source>the two digits of %1 differ by %2</source>
        <translation>die zwei Ziffern von %1 unterscheiden sich um %2</translation>
    </message>
    <message>
        <source>one digit of %1 is %2 times the other</source>
        <translation>eine Ziffer von %1 ist das %2-Fache der anderen</translation>
    </message>
    <message>
        <source>the two digits of %1 add up to %2</source>
        <translation>die zwei Ziffern von %1 ergeben zusammen %2</translation>
    </message>
    <message>
        <source>%1 holds an even digit</source>
        <translation>%1 enthält eine gerade Ziffer</translation>
    </message>
    <message>
        <source>%1 holds an odd digit</source>
        <translation>%1 enthält eine ungerade Ziffer</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each of its orthogonal neighbours</source>
        <translation>%1 enthält eine kleinere Ziffer als jeder seiner orthogonalen Nachbarn</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each of its orthogonal neighbours</source>
        <translation>%1 enthält eine größere Ziffer als jeder seiner orthogonalen Nachbarn</translation>
    </message>
    <message>
        <source>%1 holds one of %2</source>
        <translation>%1 enthält eine von %2</translation>
    </message>
    <message>
        <source>the four cells of %1 hold %2</source>
        <translation>die vier Zellen von %1 enthalten %2</translation>
    </message>
    <message>
        <source>the cells of %1 hold different digits</source>
        <translation>die Zellen von %1 enthalten verschiedene Ziffern</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2, a digit may repeat</source>
        <translation>die Ziffern von %1 ergeben zusammen %2, eine Ziffer darf sich wiederholen</translation>
    </message>
    <message>
        <source>the digits between the 1 and the %2 in the line of %1 add up to %3</source>
        <translation>die Ziffern zwischen der 1 und der %2 in der Reihe von %1 ergeben zusammen %3</translation>
    </message>
    <message>
        <source>the first X digits in the line of %1, X being the first of them, add up to %2</source>
        <translation>die ersten X Ziffern in der Reihe von %1, wobei X die erste davon ist, ergeben zusammen %2</translation>
    </message>
    <message>
        <source>seen from %1, taller digits hide the lower ones behind them, and %2 are seen</source>
        <translation>von %1 aus gesehen verdecken höhere Ziffern die niedrigeren dahinter, und %2 sind zu sehen</translation>
    </message>
    <message>
        <source>neighbours on %1 differ by at least %2</source>
        <translation>Nachbarn auf %1 unterscheiden sich um mindestens %2</translation>
    </message>
    <message>
        <source>%1 holds different digits that make a run of consecutive digits</source>
        <translation>%1 enthält verschiedene Ziffern, die eine Folge aufeinanderfolgender Ziffern bilden</translation>
    </message>
    <message>
        <source>%1 reads the same from either end</source>
        <translation>%1 liest sich von beiden Enden gleich</translation>
    </message>
    <message>
        <source>the two shapes of %1 hold the same digits, cell for cell</source>
        <translation>die zwei Formen von %1 enthalten Zelle für Zelle dieselben Ziffern</translation>
    </message>
    <message>
        <source>the digits on %1 lie strictly between the digits in its two end circles</source>
        <translation>die Ziffern auf %1 liegen echt zwischen den Ziffern in ihren zwei Endkreisen</translation>
    </message>
    <message>
        <source>the ends of %1 differ by at least %2, and no digit between them lies in the range the ends span</source>
        <translation>die Enden von %1 unterscheiden sich um mindestens %2, und keine Ziffer dazwischen liegt im Bereich, den die Enden aufspannen</translation>
    </message>
    <message>
        <source>%1 adds up to the same sum in every region it passes through</source>
        <translation>%1 ergibt in jeder Region, die sie durchläuft, dieselbe Summe</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one low, one middle and one high digit</source>
        <translation>je drei Zellen nacheinander auf %1 enthalten eine niedrige, eine mittlere und eine hohe Ziffer</translation>
    </message>
    <message>
        <source>every three cells in a row on %1 hold one digit of each remainder modulo 3</source>
        <translation>je drei Zellen nacheinander auf %1 enthalten eine Ziffer jedes Rests modulo 3</translation>
    </message>
    <message>
        <source>the cells of %1 equally far from its middle add up to the same total (the middle cell's digit, if it has one)</source>
        <translation>die Zellen von %1, die gleich weit von ihrer Mitte entfernt sind, ergeben zusammen dieselbe Summe (die Ziffer der mittleren Zelle, falls sie eine hat)</translation>
    </message>
    <message>
        <source>%1: %2, by one at least with each cell: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, by one at least with each cell: r1c6 holds 3 to 8 (place 3 of 4 from the bulb); remove 1 and 2 from r1c6."</extracomment>
        <translation>%1: %2, um mindestens eins mit jeder Zelle: %3; %4.</translation>
    </message>
    <message>
        <source>%1: %2. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): %3.</source>
        <extracomment>"Dot Pair: the two digits of the V between r1c1 and r1c2 add up to 5. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing a house holding different digits): 5 goes from r1c1."</extracomment>
        <translation>%1: %2. Manche Kandidaten seiner Zellen passen in keine Füllung, die diese Regel einhält (Zellen eines Hauses mit verschiedenen Ziffern): %3.</translation>
    </message>
    <message>
        <source>the digits on %1 rise or stay level from the bulb</source>
        <translation>die Ziffern auf %1 steigen von der Kugel an oder bleiben gleich</translation>
    </message>
    <message>
        <source>%1 holds %2 to %3 (place %4 of %5 from the bulb)</source>
        <extracomment>A cell's place on a thermometer (on its longest way from a bulb to a tip): "r1c6 holds 3 to 8 (place 3 of 4 from the bulb)".</extracomment>
        <translation>%1 enthält %2 bis %3 (Stelle %4 von %5 ab der Kugel)</translation>
    </message>
    <message>
        <source>Rule Pointing</source>
        <translation>Regel-Pointing</translation>
    </message>
    <message>
        <source>%1: in %2, %3 fits only in %4; whichever holds it rules these candidates out (through its peers, %5): %6.</source>
        <extracomment>"Rule Pointing: in row 5, 7 fits only in r5c4 and r5c6; whichever holds it rules these candidates out (through its peers, the anti-knight rule): 7 goes from r3c5 and r7c5."</extracomment>
        <translation>%1: in %2 passt %3 nur in %4; welche sie auch enthält, schließt diese Kandidaten aus (über ihre Nachbarn, %5): %6.</translation>
    </message>
    <message>
        <source>%1: %2 can only be %3; each of them rules these candidates out (through its peers, %4): %5.</source>
        <extracomment>"Rule Pointing: r5c5 can only be 4 or 6; each of them rules these candidates out (through its peers, the non-consecutive rule): 5 goes from r4c5, r5c4, r5c6 and r6c5."</extracomment>
        <translation>%1: %2 kann nur %3 sein; jede davon schließt diese Kandidaten aus (über die Nachbarn, %4): %5.</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's row number in row d of its column</source>
        <translation>eine Ziffer d in einer Zelle des Indexers setzt die Zeilennummer der Zelle in Zeile d ihrer Spalte</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's column number in column d of its row</source>
        <translation>eine Ziffer d in einer Zelle des Indexers setzt die Spaltennummer der Zelle in Spalte d ihrer Zeile</translation>
    </message>
    <message>
        <source>a digit d in a cell of the indexer puts the cell's place in its box at place d of the box</source>
        <translation>eine Ziffer d in einer Zelle des Indexers setzt die Stelle der Zelle in ihrem Block an Stelle d des Blocks</translation>
    </message>
    <message>
        <source>%1: %2: %3.</source>
        <extracomment>"Cell Rule: the even cell r1c4 holds an even digit: remove 1, 3, 5, 7 and 9 from r1c4."</extracomment>
        <translation>%1: %2: %3.</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them hold no consecutive digits</source>
        <translation>orthogonale Nachbarn ohne Punkt dazwischen enthalten keine aufeinanderfolgenden Ziffern</translation>
    </message>
    <message>
        <source>orthogonal neighbours with no dot between them are never one twice the other</source>
        <translation>bei orthogonalen Nachbarn ohne Punkt dazwischen ist nie eine das Doppelte der anderen</translation>
    </message>
    <message>
        <source>Constraint Forcing Chain</source>
        <translation>Forcing Chain (Bedingungen)</translation>
    </message>
    <message>
        <source>Constraint Pointing</source>
        <translation>Bedingungs-Pointing</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there: %5.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 can hold it there: r5c1 = 5."</extracomment>
        <translation>%1: jede Füllung von %2, die ihre Regel einhält, enthält %3, und dort kann nur %4 sie enthalten: %5.</translation>
    </message>
    <message>
        <source>its peers</source>
        <translation>ihre Nachbarn</translation>
    </message>
    <message>
        <source>its peers, %1</source>
        <translation>ihre Nachbarn, %1</translation>
    </message>
    <message>
        <source>%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there; whichever does rules these candidates out (through %5): %6.</source>
        <extracomment>"Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1 and r6c1 can hold it there; whichever does rules these candidates out (through its peers): 5 goes from r9c1."</extracomment>
        <translation>%1: jede Füllung von %2, die ihre Regel einhält, enthält %3, und dort können nur %4 sie enthalten; welche sie auch enthält, schließt diese Kandidaten aus (über %5): %6.</translation>
    </message>
    <message>
        <source>%1 has no filling left</source>
        <extracomment>"the renban line from r4c4 has no filling left"</extracomment>
        <translation>%1 hat keine Füllung mehr</translation>
    </message>
    <message>
        <source>%1 has no digits left that add up to its sum</source>
        <extracomment>"the cage of 23 at r1c1 has no digits left that add up to its sum"</extracomment>
        <translation>%1 hat keine Ziffern mehr, die ihre Summe ergeben</translation>
    </message>
    <message>
        <source>%1: %2 must hold one of its candidates; in every case (%3) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %4.</source>
        <extracomment>"Constraint Forcing Chain: r5c8 must hold one of its candidates; in every case (r5c8 = 3 and r5c8 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 9 goes from r6c8."</extracomment>
        <translation>%1: %2 muss einen ihrer Kandidaten enthalten; in jedem Fall (%3) führen Singles, Pointing und was jede Variantenbedingung und jeder Käfig noch zulässt zum selben Ergebnis, also %4.</translation>
    </message>
    <message>
        <source>%1: %2 must go somewhere in %3; in every case (%4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so %5.</source>
        <extracomment>"Constraint Forcing Chain: 4 must go somewhere in row 2; in every case (r2c2 = 4 and r2c5 = 4) singles, pointing and what each variant constraint and cage still allows lead to the same result, so 4 goes from r8c9."</extracomment>
        <translation>%1: %2 muss irgendwo in %3 stehen; in jedem Fall (%4) führen Singles, Pointing und was jede Variantenbedingung und jeder Käfig noch zulässt zum selben Ergebnis, also %5.</translation>
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
        <translation>%1: %2, und keine Ziffer hält diese Regel neben %3 ein: %4.</translation>
    </message>
    <message>
        <source>%1 can only be %2, whatever %3 holds</source>
        <extracomment>A cell keeps only the digits with a partner at all under the rule: "r3c8 can only be 1, 2, 3 or 4, whatever r4c8 holds".</extracomment>
        <translation>%1 kann nur %2 sein, was %3 auch enthält</translation>
    </message>
    <message>
        <source>%1 holds %2, so %3 can only be %4</source>
        <extracomment>A cell's partner on a variant constraint holds one digit: "r2c2 holds 5, so r2c3 can only be 4 or 6".</extracomment>
        <translation>%1 enthält %2, also kann %3 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 can only be %2, so %3 can only be %4</source>
        <extracomment>"r1c2 can only be 1, 3 or 4, so r1c1 can only be 2, 6 or 8".</extracomment>
        <translation>%1 kann nur %2 sein, also kann %3 nur %4 sein</translation>
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
        <translation>%1 enthält höchstens %2, da %3 danach höchstens %4 enthält</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4</source>
        <extracomment>A bound carried up a thermometer from the cell before it: "r1c5 holds at least 4, as r1c4 before it holds at least 3".</extracomment>
        <translation>%1 enthält mindestens %2, da %3 davor mindestens %4 enthält</translation>
    </message>
    <message>
        <source>%1: %2, so each cell's bounds carry to the next: %3; %4.</source>
        <extracomment>"Thermometer: the digits on the thermometer from r1c4 rise from the bulb, so each cell's bounds carry to the next: r1c5 holds at least 4, as r1c4 before it holds at least 3; remove 1, 2 and 3 from r1c5."</extracomment>
        <translation>%1: %2, also gehen die Grenzen jeder Zelle auf die nächste über: %3; %4.</translation>
    </message>
    <message>
        <source>the circle %1 holds at most %2 = %3, the most its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at most 7+8 = 15, the most its arrow can add up to".</extracomment>
        <translation>der Kreis %1 enthält höchstens %2 = %3, die größte Summe seines Pfeils</translation>
    </message>
    <message>
        <source>the circle %1 holds at least %2 = %3, the least its arrow can add up to</source>
        <extracomment>"the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to".</extracomment>
        <translation>der Kreis %1 enthält mindestens %2 = %3, die kleinste Summe seines Pfeils</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the circle %4 holds at most %5 and the rest of its arrow at least %6</source>
        <extracomment>"r5c6 holds at most 9 − 1 = 8, as the circle r5c5 holds at most 9 and the rest of its arrow at least 1".</extracomment>
        <translation>%1 enthält höchstens %2 = %3, da der Kreis %4 höchstens %5 enthält und der Rest seines Pfeils mindestens %6</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the circle %4 holds at least %5 and the rest of its arrow at most %6</source>
        <extracomment>"r5c6 holds at least 9 − (3+4) = 2, as the circle r5c5 holds at least 9 and the rest of its arrow at most 3+4".</extracomment>
        <translation>%1 enthält mindestens %2 = %3, da der Kreis %4 mindestens %5 enthält und der Rest seines Pfeils höchstens %6</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its diagonal adds up to at least %4</source>
        <extracomment>A little killer's cell: "r1c3 holds at most 12 − (1+2) = 9, as the rest of its diagonal adds up to at least 1+2".</extracomment>
        <translation>%1 enthält höchstens %2 = %3, da der Rest seiner Diagonale mindestens %4 ergibt</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its diagonal adds up to at most %4</source>
        <extracomment>"r1c3 holds at least 23 − (7+9) = 7, as the rest of its diagonal adds up to at most 7+9".</extracomment>
        <translation>%1 enthält mindestens %2 = %3, da der Rest seiner Diagonale höchstens %4 ergibt</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); %3: %4.</source>
        <extracomment>"Line Sum: the digits along the arrow from r5c5 add up to the number in its circle (cells sharing a house hold different digits); the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to: remove 1 and 2 from r5c5."</extracomment>
        <translation>%1: %2 (Zellen eines Hauses enthalten verschiedene Ziffern); %3: %4.</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 enthält %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2</source>
        <translation>%1 enthält höchstens %2</translation>
    </message>
    <message>
        <source>%1 holds at least %2</source>
        <translation>%1 enthält mindestens %2</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no higher than %3 + %4 = %5</source>
        <extracomment>A renban line's run of digits, as many as its cells, reaches at most length-1 above any of them: "r4c2 holds at most 5, so the run of 3 digits reaches no higher than 5 + 2 = 7".</extracomment>
        <translation>%1, also reicht die Folge von %2 Ziffern nicht höher als %3 + %4 = %5</translation>
    </message>
    <message>
        <source>%1, so the run of %2 digits reaches no lower than %3 − %4 = %5</source>
        <extracomment>"r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7".</extracomment>
        <translation>%1, also reicht die Folge von %2 Ziffern nicht tiefer als %3 − %4 = %5</translation>
    </message>
    <message>
        <source>%1: %2; the run of %3 digits can only be %4, as every other run misses all candidates of one of its cells: %5.</source>
        <extracomment>"Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; the run of 3 digits can only be 3-5 or 5-7, as every other run misses all candidates of one of its cells: 3 goes from r4c2."</extracomment>
        <translation>%1: %2; die Folge von %3 Ziffern kann nur %4 sein, da jede andere Folge alle Kandidaten einer ihrer Zellen verfehlt: %5.</translation>
    </message>
    <message>
        <source>%1: %2; its %3 cells see each other, so they hold %3 different digits adding up to %4, and with their candidates they can only be %5: %6.</source>
        <extracomment>"Line Sum: the digits of the little killer clue 23 along r1c1 to r3c3 add up to 23, a digit may repeat; its 3 cells see each other, so they hold 3 different digits adding up to 23, and with their candidates they can only be {6,8,9}: remove 1, 2, 3, 4, 5 and 7 from r1c1, r2c2 and r3c3."</extracomment>
        <translation>%1: %2; ihre %3 Zellen sehen einander, also enthalten sie %3 verschiedene Ziffern mit der Summe %4, und mit ihren Kandidaten können sie nur %5 sein: %6.</translation>
    </message>
    <message>
        <source>by singles and pointing</source>
        <translation>durch Singles und Pointing</translation>
    </message>
    <message>
        <source>by singles, pointing, and the fillings each of %1 still allows</source>
        <translation>durch Singles, Pointing und die Füllungen, die jede von %1 noch zulässt</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5); so %6.</source>
        <extracomment>"Constraint Forcing Chain: if r9c1 were 6, then in the end the renban line from r6c1 has no filling left (by singles, pointing, and the fillings each of the renban line from r4c1 still allows); so 6 goes from r9c1."</extracomment>
        <translation>%1: wäre %2 = %3, dann am Ende: %4 (%5); also %6.</translation>
    </message>
    <message>
        <source>%1: if %2 were %3, then in the end %4 (%5: %6); so %7.</source>
        <extracomment>"Constraint Forcing Chain: if r1c9 were 1, then in the end r7c9 has no candidate left (by singles, pointing, and the fillings each of the renban line from r4c4 still allows: r2c9 = 3, r3c9 = 5); so 1 goes from r1c9."</extracomment>
        <translation>%1: wäre %2 = %3, dann am Ende: %4 (%5: %6); also %7.</translation>
    </message>
    <message>
        <source>Set Equivalence</source>
        <translation>Mengengleichheit</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %3%4; %5.</source>
        <extracomment>"Set Equivalence: rows 1 and 2 and columns 1 and 2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out) and the placed digits, 9 = r1c9 + r2c9 - r9c1; remove ..."</extracomment>
        <translation>Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man die Käfige dort mit ihren Summen (abzüglich der herausragenden Zellen) und die gesetzten Ziffern ein, %3%4; %5.</translation>
    </message>
    <message>
        <source>Joint Fit</source>
        <translation>Gemeinsame Füllung</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits. Some candidates fit no such filling: %4.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep both rules, with cells sharing a house holding different digits. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1: zusammen erlauben %2 weniger Füllungen als jede allein: eine Füllung von %3 muss jede Regel einhalten, Zellen eines Hauses mit verschiedenen Ziffern. Manche Kandidaten passen in keine solche Füllung: %4.</translation>
    </message>
    <message>
        <source>%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep every rule, with cells sharing a house holding different digits and %4 kept between them. Some candidates fit no such filling: %5.</source>
        <extracomment>"Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep every rule, with cells sharing a house holding different digits and the non-consecutive rule kept between them. Some candidates fit no such filling: remove 1 and 9 from r1c2."</extracomment>
        <translation>%1: zusammen erlauben %2 weniger Füllungen als jede allein: eine Füllung von %3 muss jede Regel einhalten, Zellen eines Hauses mit verschiedenen Ziffern, und zwischen ihnen gilt %4. Manche Kandidaten passen in keine solche Füllung: %5.</translation>
    </message>
    <message>
        <source>%1 can only be %2</source>
        <extracomment>A pill's cell keeps the digits it has in the numbers the pill can read: "r1c1 can only be 1".
----------
What a renban cell can hold in one run of digits: "r1c9 can only be 4".</extracomment>
        <translation>%1 kann nur %2 sein</translation>
    </message>
    <message>
        <source>the pill reads at most %1 = %2, the most its arrow can add up to</source>
        <extracomment>A pill arrow's pill read as a number: "the pill reads at most 9+8 = 17, the most its arrow can add up to".</extracomment>
        <translation>die Pille liest höchstens %1 = %2, die größte Summe ihres Pfeils</translation>
    </message>
    <message>
        <source>the pill reads at least %1 = %2, the least its arrow can add up to</source>
        <extracomment>"the pill reads at least 1+2+3 = 6, the least its arrow can add up to".</extracomment>
        <translation>die Pille liest mindestens %1 = %2, die kleinste Summe ihres Pfeils</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the pill reads at most %4 and the rest of its arrow at least %5</source>
        <extracomment>"r3c4 holds at most 13 − (1+2) = 10, as the pill reads at most 13 and the rest of its arrow at least 1+2".</extracomment>
        <translation>%1 enthält höchstens %2 = %3, da die Pille höchstens %4 liest und der Rest ihres Pfeils mindestens %5 ergibt</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the pill reads at least %4 and the rest of its arrow at most %5</source>
        <extracomment>"r3c4 holds at least 23 − (9+8) = 6, as the pill reads at least 23 and the rest of its arrow at most 9+8".</extracomment>
        <translation>%1 enthält mindestens %2 = %3, da die Pille mindestens %4 liest und der Rest ihres Pfeils höchstens %5 ergibt</translation>
    </message>
    <message>
        <source>%1, so with its cells' candidates %2</source>
        <extracomment>"the pill reads at most 9+8 = 17, the most its arrow can add up to, so with its cells' candidates r1c1 can only be 1 and r1c2 can only be 2, 3, 4, 5, 6 or 7".</extracomment>
        <translation>%1; mit den Kandidaten ihrer Zellen gilt also: %2</translation>
    </message>
    <message>
        <source>the digits along %1 add up to the number its pill %2 reads, first cell first</source>
        <extracomment>A pill arrow's rule: "the digits along the arrow from r1c1 add up to the number its pill r1c1-r1c2 reads, first cell first".</extracomment>
        <translation>die Ziffern entlang %1 ergeben die Zahl, die seine Pille %2 von der ersten Zelle an liest</translation>
    </message>
    <message>
        <source>each segment adds up to at most %1, the most the segment from %2 can add up to</source>
        <extracomment>A region-sum line's segment is its part in one box: "each segment adds up to at most 4+5 = 9, the most the segment from r4c4 can add up to".</extracomment>
        <translation>jeder Abschnitt ergibt höchstens %1, die größte Summe des Abschnitts ab %2</translation>
    </message>
    <message>
        <source>each segment adds up to at least %1, the least the segment from %2 can add up to</source>
        <extracomment>"each segment adds up to at least 1+2 = 3, the least the segment from r1c1 can add up to".</extracomment>
        <translation>jeder Abschnitt ergibt mindestens %1, die kleinste Summe des Abschnitts ab %2</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at most %2</source>
        <extracomment>A cell that is a segment of a region-sum line by itself: "r1c4, a segment of its own, holds at most 9".</extracomment>
        <translation>%1, ein Abschnitt für sich, enthält höchstens %2</translation>
    </message>
    <message>
        <source>%1, a segment of its own, holds at least %2</source>
        <extracomment>"r1c4, a segment of its own, holds at least 3".</extracomment>
        <translation>%1, ein Abschnitt für sich, enthält mindestens %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as the rest of its segment adds up to at least %4</source>
        <extracomment>"r1c1 holds at most 9 − 1 = 8, as the rest of its segment adds up to at least 1".</extracomment>
        <translation>%1 enthält höchstens %2 = %3, da der Rest ihres Abschnitts mindestens %4 ergibt</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as the rest of its segment adds up to at most %4</source>
        <extracomment>"r1c1 holds at least 20 − (9+8) = 3, as the rest of its segment adds up to at most 9+8".</extracomment>
        <translation>%1 enthält mindestens %2 = %3, da der Rest ihres Abschnitts höchstens %4 ergibt</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most the middle %2 can hold</source>
        <extracomment>A zipper line's pairs (cells equally far from its middle): "each pair adds up to at most 7, the most the middle r5c5 can hold".</extracomment>
        <translation>jedes Paar ergibt höchstens %1, das Höchste, was die Mitte %2 enthalten kann</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least the middle %2 can hold</source>
        <extracomment>"each pair adds up to at least 3, the least the middle r5c5 can hold".</extracomment>
        <translation>jedes Paar ergibt mindestens %1, das Mindeste, was die Mitte %2 enthalten kann</translation>
    </message>
    <message>
        <source>each pair adds up to at most %1, the most %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at most 2+9 = 11, the most r1c1 and r1c9 can add up to".</extracomment>
        <translation>jedes Paar ergibt höchstens %1, die größte Summe von %2 und %3</translation>
    </message>
    <message>
        <source>each pair adds up to at least %1, the least %2 and %3 can add up to</source>
        <extracomment>"each pair adds up to at least 1+2 = 3, the least r1c1 and r1c9 can add up to".</extracomment>
        <translation>jedes Paar ergibt mindestens %1, die kleinste Summe von %2 und %3</translation>
    </message>
    <message>
        <source>the middle %1 holds at most %2</source>
        <translation>die Mitte %1 enthält höchstens %2</translation>
    </message>
    <message>
        <source>the middle %1 holds at least %2</source>
        <translation>die Mitte %1 enthält mindestens %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 = %3, as its partner %4 holds at least %5</source>
        <extracomment>"r1c1 holds at most 7 − 1 = 6, as its partner r1c9 holds at least 1".</extracomment>
        <translation>%1 enthält höchstens %2 = %3, da ihre Partnerin %4 mindestens %5 enthält</translation>
    </message>
    <message>
        <source>%1 holds at least %2 = %3, as its partner %4 holds at most %5</source>
        <extracomment>"r1c1 holds at least 12 − 9 = 3, as its partner r1c9 holds at most 9".</extracomment>
        <translation>%1 enthält mindestens %2 = %3, da ihre Partnerin %4 höchstens %5 enthält</translation>
    </message>
    <message>
        <source>the cells between %1 and %2 include %3 in one house, which hold different digits, so the ends differ by at least %4</source>
        <translation>die Zellen zwischen %1 und %2 umfassen %3 in einem Haus, die verschiedene Ziffern enthalten, also unterscheiden sich die Enden um mindestens %4</translation>
    </message>
    <message>
        <source>a digit lies strictly between those of %1 and %2, so they differ by at least %3</source>
        <extracomment>"a digit lies strictly between those of r1c1 and r1c3, so they differ by at least 2".</extracomment>
        <translation>eine Ziffer liegt echt zwischen denen von %1 und %2, also unterscheiden sie sich um mindestens %3</translation>
    </message>
    <message>
        <source>%1, and %2 can only be %3, whatever %4 holds</source>
        <extracomment>"...so the ends differ by at least 4, and r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever r1c5 holds".</extracomment>
        <translation>%1, und %2 kann nur %3 sein, was %4 auch enthält</translation>
    </message>
    <message>
        <source>%1, and as %2 holds %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 3, and as r1c1 holds 4, r1c4 can only be 7".</extracomment>
        <translation>%1, und da %2 %3 enthält, kann %4 nur %5 sein</translation>
    </message>
    <message>
        <source>%1, and as %2 can only be %3, %4 can only be %5</source>
        <extracomment>"...so the ends differ by at least 4, and as r1c5 can only be 1 or 2, r1c1 can only be 6, 7, 8 or 9".</extracomment>
        <translation>%1, und da %2 nur %3 sein kann, kann %4 nur %5 sein</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at most %3, so every cell between them holds at most %4</source>
        <extracomment>The two ends of a between line: "r1c1 and r1c5 both hold at most 8, so every cell between them holds at most 7".</extracomment>
        <translation>%1 und %2 enthalten beide höchstens %3, also enthält jede Zelle zwischen ihnen höchstens %4</translation>
    </message>
    <message>
        <source>%1 and %2 both hold at least %3, so every cell between them holds at least %4</source>
        <extracomment>"r1c1 and r1c5 both hold at least 3, so every cell between them holds at least 4".</extracomment>
        <translation>%1 und %2 enthalten beide mindestens %3, also enthält jede Zelle zwischen ihnen mindestens %4</translation>
    </message>
    <message>
        <source>%1 holds %2, so no cell between %1 and %3 holds %2</source>
        <extracomment>An end of a lockout line holds one digit: "r1c1 holds 5, so no cell between r1c1 and r1c9 holds 5".</extracomment>
        <translation>%1 enthält %2, also enthält keine Zelle zwischen %1 und %3 die %2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 and %3 at least %4, so the range they span takes in %2 to %4, which no cell between them holds</source>
        <extracomment>The ends of a lockout line: "r1c1 holds at most 3 and r1c5 at least 7, so the range they span takes in 3 to 7, which no cell between them holds".</extracomment>
        <translation>%1 enthält höchstens %2 und %3 mindestens %4, also umfasst ihr Bereich %2 bis %4, was keine Zelle zwischen ihnen enthält</translation>
    </message>
    <message>
        <source>X = %1 with %2</source>
        <extracomment>An X-sum clue's first digit and the digits of its first X cells: "X = 3 with {2,3,4} or {1,3,5}".</extracomment>
        <translation>X = %1 mit %2</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates of the first cells, only %3 fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): %4.</source>
        <extracomment>"Outside Clue: the first X digits in the line of the X-sum clue 9 left of row 1, X being the first of them, add up to 9; with the candidates of the first cells, only X = 2 with {2,7} or X = 3 with {2,3,4} or {1,3,5} fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells after them the other digits): remove ..."</extracomment>
        <translation>%1: %2; mit den Kandidaten der ersten Zellen passen nur %3, und keine Ziffer steht, wo keine davon sie hinsetzt (die erste Zelle enthält X, die nächsten X − 1 Zellen den Rest ihrer Menge, die Zellen danach die übrigen Ziffern): %4.</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3, side by side</source>
        <extracomment>A way a sandwich clue's 1 and 9 may stand: "1 in r1c1 and 9 in r1c2, side by side".</extracomment>
        <translation>1 in %1 und %2 in %3, nebeneinander</translation>
    </message>
    <message>
        <source>1 in %1 and %2 in %3 with %4 between them</source>
        <extracomment>"1 in r4c3 and 9 in r6c3 with {2} between them".</extracomment>
        <translation>1 in %1 und %2 in %3 mit %4 dazwischen</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, the only ways are %3, and no digit stands where no way puts it (the digits between the 1 and the %4 in the cells between, the other digits outside): %5.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 2 above column 3 add up to 2; with the candidates, the only ways are 1 in r4c3 and 9 in r6c3 with {2} between them, and no digit stands where no way puts it (the digits between the 1 and the 9 in the cells between, the other digits outside): remove ..."</extracomment>
        <translation>%1: %2; mit den Kandidaten bleiben nur %3, und keine Ziffer steht, wo keine dieser Möglichkeiten sie hinsetzt (die Ziffern zwischen der 1 und der %4 in den Zellen dazwischen, die übrigen Ziffern außerhalb): %5.</translation>
    </message>
    <message>
        <source>-rule-</source>
        <extracomment>A weak link a variant rule makes between two digits of two cells (a thermometer, a dot ...): "r1c1(5) -rule- (3)r1c2": r1c1 = 5 and r1c2 = 3 cannot both hold.</extracomment>
        <translation>-Regel-</translation>
    </message>
    <message>
        <source>%1 (then %2)</source>
        <extracomment>One run a renban line can make and what its cells hold in it: "4-6 (then r1c9 can only be 4)".</extracomment>
        <translation>%1 (dann %2)</translation>
    </message>
    <message>
        <source>%1: %2; each cell takes a different digit of the run, so with their candidates the run of %3 digits can only be %4: %5.</source>
        <extracomment>"Line Rule: the renban line from r1c9 holds different digits that make a run of consecutive digits; each cell takes a different digit of the run, so with their candidates the run of 3 digits can only be 1-3, 4-6 (then r1c9 can only be 4) or 5-7 (then r1c9 can only be 7): remove 5 and 6 from r1c9."</extracomment>
        <translation>%1: %2; jede Zelle nimmt eine andere Ziffer der Folge, also kann die Folge von %3 Ziffern mit ihren Kandidaten nur %4 sein: %5.</translation>
    </message>
    <message>
        <source>%1: %2; the digits it still lacks, %3, are as many as its open cells, so they fill them and no other digit fits: %4.</source>
        <extracomment>"Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; the digits it still lacks, 4, 5, 6 and 7, are as many as its open cells, so they fill them and no other digit fits: remove 1, 2, 3, 8 and 9 from r2c2, r2c3, r3c2 and r3c3."</extracomment>
        <translation>%1: %2; die Ziffern, die ihm noch fehlen, %3, sind so viele wie seine offenen Zellen, also füllen sie diese und keine andere Ziffer passt: %4.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart: "r1c8 lies a multiple of three cells from r4c8 along the line, so their digits share a remainder modulo 3: r4c8 can only be 2, 5 or 8, so r1c8 can only be 2 or 5".</extracomment>
        <translation>%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also haben ihre Ziffern denselben Rest modulo 3: %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high): %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line, whose classes are the low, middle and high thirds of the digits.</extracomment>
        <translation>%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also liegen ihre Ziffern im selben Drittel (niedrig, mittel oder hoch): %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: %3, so %1 can only be %4</source>
        <extracomment>Two cells at different places of a modular line's pattern of three: "r2c8 and r5c9 do not lie a multiple of three cells apart, so their remainders modulo 3 differ: r5c9 holds 4, so r2c8 can only be 2, 3, 5 or 6".</extracomment>
        <translation>%1 und %2 liegen nicht ein Vielfaches von drei Zellen auseinander, also unterscheiden sich ihre Reste modulo 3: %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 and %2 do not lie a multiple of three cells apart, so their digits lie in different thirds: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 und %2 liegen nicht ein Vielfaches von drei Zellen auseinander, also liegen ihre Ziffern in verschiedenen Dritteln: %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1: %2 (cells sharing a house hold different digits); with their candidates, %3 can only be %4: %5.</source>
        <extracomment>"Line Sum: the digits along the arrow from r4c4 add up to the number in its circle (cells sharing a house hold different digits); with their candidates, r4c4 = r4c3 + r4c2 can only be 9 = 4 + 5 or 8 = 5 + 3: remove 6 from r4c4."</extracomment>
        <translation>%1: %2 (Zellen eines Hauses enthalten verschiedene Ziffern); mit ihren Kandidaten kann %3 nur %4 sein: %5.</translation>
    </message>
    <message>
        <source>%1 (place %2) at most %3</source>
        <extracomment>One cell's bound under a skyscraper clue: "r1c2 (place 1) at most 6".</extracomment>
        <translation>%1 (Platz %2) höchstens %3</translation>
    </message>
    <message>
        <source>%1: %2; a digit d at place p from the clue has at most p − 1 seen before it and %3 − d after it, so it is at most %3 − %4 + p: %5: %6.</source>
        <extracomment>"Outside Clue: seen from the skyscraper clue 4 above column 2, taller digits hide the lower ones behind them, and 4 are seen; a digit d at place p from the clue has at most p − 1 seen before it and 9 − d after it, so it is at most 9 − 4 + p: r1c2 (place 1) at most 6 and r2c2 (place 2) at most 7: remove 7, 8 and 9 from r1c2; 8 and 9 from r2c2."</extracomment>
        <translation>%1: %2; eine Ziffer d auf Platz p vom Hinweis aus hat höchstens p − 1 sichtbare vor sich und %3 − d nach sich, also ist sie höchstens %3 − %4 + p: %5: %6.</translation>
    </message>
    <message>
        <source>Equal Cells</source>
        <translation>Gleiche Zellen</translation>
    </message>
    <message>
        <source>in %1 only %2 can hold the digit of %3</source>
        <extracomment>Equal Cells, one fact: "in row 7 only r7c2 can hold the digit of r2c3"</extracomment>
        <translation>in %1 kann nur %2 die Ziffer von %3 enthalten</translation>
    </message>
    <message>
        <source>%1 and %2 hold the same digit (%3)</source>
        <extracomment>Equal Cells, one fact: "r2c3 and r5c1 hold the same digit (the palindrome line from r2c3)"</extracomment>
        <translation>%1 und %2 enthalten dieselbe Ziffer (%3)</translation>
    </message>
    <message>
        <source>%1 (in each house named, every other cell sees a cell holding that digit, is equal to a cell that does, or cannot hold it)</source>
        <extracomment>Equal Cells: said once after the facts, of every house they name</extracomment>
        <translation>%1 (in jedem genannten Haus sieht jede andere Zelle eine Zelle mit dieser Ziffer, ist gleich einer Zelle, die das tut, oder kann sie nicht enthalten)</translation>
    </message>
    <message>
        <source>not %1: %2 would have no place for it</source>
        <extracomment>Equal Cells, a digit they cannot hold: "not 6: row 3 would have no place for it"</extracomment>
        <translation>nicht %1: %2 hätte keinen Platz dafür</translation>
    </message>
    <message>
        <source>%1 (%2, every cell there that could hold it seeing one of them)</source>
        <extracomment>Equal Cells: "4 or 5 (not 6: row 3 would have no place for it, every cell there that could hold it seeing one of them)"</extracomment>
        <translation>%1 (%2, da jede Zelle dort, die sie enthalten könnte, eine von ihnen sieht)</translation>
    </message>
    <message>
        <source>%1: %2. So %3 hold one digit, which can only be %4: %5.</source>
        <extracomment>"Equal Cells: r2c3 and r5c1 hold the same digit (the palindrome line from r2c3); in row 7 only r7c2 can hold the digit of r2c3 (in each house named, ...). So r2c3, r5c1 and r7c2 hold one digit, which can only be 4 or 5: remove 6 from r7c2."</extracomment>
        <translation>%1: %2. Also enthalten %3 eine Ziffer, die nur %4 sein kann: %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit outside its range: %6.</source>
        <translation>%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt jeder Zelle dazwischen eine Ziffer außerhalb seines Bereichs: %6.</translation>
    </message>
    <message>
        <source>Equal Cells Chain</source>
        <translation>Kette gleicher Zellen</translation>
    </message>
    <message>
        <source>%1, and %2 with it</source>
        <extracomment>Equal Cells Chain: the cells equal to a house's last place: "…, and r4c8 with it"</extracomment>
        <translation>%1, und %2 mit ihr</translation>
    </message>
    <message>
        <source>in %1 only %2 could hold it</source>
        <extracomment>Equal Cells Chain, one link: "in row 2 only r2c6 could hold it"</extracomment>
        <translation>in %1 könnte nur %2 sie enthalten</translation>
    </message>
    <message>
        <source>then %1 would have no place for %2</source>
        <extracomment>Equal Cells Chain, the end: "then row 8 would have no place for 7"</extracomment>
        <translation>dann hätte %1 keinen Platz für %2</translation>
    </message>
    <message>
        <source>then %1, which would hold %2 too, sees a cell holding %2</source>
        <extracomment>Equal Cells Chain, the end: "then r7c6, which would hold 7 too, sees a cell holding 7"</extracomment>
        <translation>dann sieht %1, das ebenfalls %2 enthielte, eine Zelle mit %2</translation>
    </message>
    <message>
        <source>%1: if %2 held %3: %4; so %5.</source>
        <extracomment>"Equal Cells Chain: if r5c4 held 7: in row 2 only r2c6 could hold it; then row 8 would have no place for 7; so 7 goes from r5c4."</extracomment>
        <translation>%1: Enthielten %2 %3: %4; also %5.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 held %4: %5; so %6.</source>
        <extracomment>"Equal Cells Chain: r5c4 and r7c2 hold the same digit (the palindrome line from r9c2); … If r5c4 and r7c2 held 7: in row 2 only r2c6 could hold it, and r4c8 with it; then r7c6, which would hold 7 too, sees a cell holding 7; so 7 goes from r5c4 and r7c2."</extracomment>
        <translation>%1: %2. Enthielten %3 %4: %5; also %6.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of sums a line's segment can add up to: "3–13".</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>the segment from %1 can only add up to %2</source>
        <extracomment>What one segment of a region-sum line (its part in one box) can add up to: "the segment from r8c4 can only add up to 4, 7 or 9" (or a range: "3–13 or 15").</extracomment>
        <translation>der Abschnitt ab %1 kann nur %2 ergeben</translation>
    </message>
    <message>
        <source>%1 can only hold %2</source>
        <extracomment>"r7c8 can only hold 4 or 7".</extracomment>
        <translation>%1 kann nur %2 enthalten</translation>
    </message>
    <message>
        <source>%1: %2; %3 (cells sharing a house hold different digits), so the sum is %4, and with it %5: %6.</source>
        <extracomment>"Line Sum: the region-sum line from r8c4 adds up to the same sum in every region it passes through; the segment from r7c8 can only add up to 2, 4 or 7 and the segment from r8c4 can only add up to 4, 7 or 9 (cells sharing a house hold different digits), so the sum is 4 or 7, and with it r7c8 can only hold 4 or 7: 2 goes from r7c8."</extracomment>
        <translation>%1: %2; %3 (Zellen eines Hauses enthalten verschiedene Ziffern), also ist die Summe %4, und mit ihr gilt: %5: %6.</translation>
    </message>
    <message>
        <source>each of %1 can only hold %2</source>
        <translation>jede von %1 kann nur %2 enthalten</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every cell between them a digit strictly between: %6.</source>
        <translation>%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt jeder Zelle dazwischen eine Ziffer echt zwischen ihnen: %6.</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so they hold nothing else</source>
        <extracomment>A hidden subset of a group of different digits: "only r2c1 and r3c1 can hold 1 and 2 in the group, so they hold nothing else".</extracomment>
        <translation>nur %1 können %2 in der Gruppe enthalten, also enthalten sie nichts anderes</translation>
    </message>
    <message>
        <source>%1 can only be %2, so no other cell of the group holds it</source>
        <extracomment>A cell of a group of different digits with one candidate: "r3c1 can only be 6, so no other cell of the group holds it".</extracomment>
        <translation>%1 kann nur %2 sein, also enthält keine andere Zelle der Gruppe diese Ziffer</translation>
    </message>
    <message>
        <source>%1 can only hold %2 between them, so no other cell of the group holds those</source>
        <extracomment>A naked subset of a group of different digits: "r1c1 and r4c1 can only hold 1 and 2 between them, so no other cell of the group holds those".</extracomment>
        <translation>%1 können zusammen nur %2 enthalten, also enthält keine andere Zelle der Gruppe diese Ziffern</translation>
    </message>
    <message>
        <source>%1 holds at most %2, as %3 after it holds at most %4 and %1 cannot hold %5</source>
        <extracomment>"r2c9 holds at most 6, as r3c9 after it holds at most 8 and r2c9 cannot hold 7".</extracomment>
        <translation>%1 enthält höchstens %2, da %3 danach höchstens %4 enthält und %1 %5 nicht enthalten kann</translation>
    </message>
    <message>
        <source>%1 holds at least %2, as %3 before it holds at least %4 and %1 cannot hold %5</source>
        <extracomment>"r3c9 holds at least 3, as r2c9 before it holds at least 1 and r3c9 cannot hold 2".</extracomment>
        <translation>%1 enthält mindestens %2, da %3 davor mindestens %4 enthält und %1 %5 nicht enthalten kann</translation>
    </message>
    <message>
        <source>House Digit Fit</source>
        <translation>Hausziffer-Füllung</translation>
    </message>
    <message>
        <source>%1: in %2, %3 can only go in %4, all cells of %5; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with %3 in one of those cells can be true. Some candidates fit none of them: %6.</source>
        <extracomment>"House Digit Fit: in row 1, 6 can only go in r1c4 or r1c6, all cells of the lockout line from r2c6; so the rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits) only those with 6 in one of those cells can be true. Some candidates fit none of them: remove 3, 7 and 9 from r2c4 and r2c6; 1 and 3 from r1c5."</extracomment>
        <translation>%1: in %2 kann %3 nur in %4 stehen, alles Zellen von %5; die Regel enthält sie also dort, und von ihren Füllungen (die Regel eingehalten, Zellen eines Hauses mit verschiedenen Ziffern) können nur die mit %3 in einer dieser Zellen stimmen. Manche Kandidaten passen in keine davon: %6.</translation>
    </message>
    <message>
        <source>%1 and %2 share a house, so they hold different digits, and each must fit the rule beside %3: %3 can only be %4</source>
        <extracomment>Two partners of a cell on a variant constraint share a house: "r1c1 and r1c3 share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2, 3, 7, 8 or 9".</extracomment>
        <translation>%1 und %2 teilen ein Haus, enthalten also verschiedene Ziffern, und jede muss neben %3 die Regel erfüllen: %3 kann nur %4 sein</translation>
    </message>
    <message>
        <source>%1 can only be %2 and %3 only %4; they share a house, so they hold different digits, and each must fit the rule beside %5: %5 can only be %6</source>
        <extracomment>As above, with what the two partners can hold: "r1c1 can only be 6 or 9 and r1c3 only 8 or 9; they share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2 or 3".</extracomment>
        <translation>%1 kann nur %2 sein und %3 nur %4; sie teilen ein Haus, enthalten also verschiedene Ziffern, und jede muss neben %5 die Regel erfüllen: %5 kann nur %6 sein</translation>
    </message>
    <message>
        <source>only %1 can hold %2 in the group, so it holds nothing else</source>
        <extracomment>A hidden single of a group of different digits: "only r4c5 can hold 6 in the group, so it holds nothing else".</extracomment>
        <translation>nur %1 kann %2 in der Gruppe enthalten, enthält also nichts anderes</translation>
    </message>
    <message>
        <source>%1: %2; its open cells make a group holding the digits it still lacks, %3, one each; %4: %5.</source>
        <extracomment>A quadruple's open cells as a group of different digits: "Cell Rule: the four cells of the quadruple at r1c6 hold 1, 2, 3 and 4; its open cells make a group holding the digits it still lacks, 1, 2, 3 and 4, one each; r1c6 and r2c6 can only hold 3 and 4 between them, so no other cell of the group holds those: remove 3 and 4 from r1c7 and r2c7."</extracomment>
        <translation>%1: %2; seine offenen Zellen bilden eine Gruppe mit den Ziffern, die ihm noch fehlen, %3, je eine; %4: %5.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits outside its range, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the ends of the lockout line from r1c1 differ by at least 4, and no digit between them lies in the range the ends span; with the candidates, r1c1 and r1c5 can only hold 1 and 6, 1 and 9 or 2 and 6, each pair leaving every cell between them a digit outside its range: remove 7 from r1c3." As below, when the cells between must also differ where they share a house: "... r1c2 and r2c1 can only hold 1 and 5, 3 and 7 or 5 and 9, each pair leaving the cells between them digits outside its range, different where they share a house: ..."</extracomment>
        <translation>%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt den Zellen dazwischen Ziffern außerhalb seines Bereichs, verschiedene, wo sie ein Haus teilen: %6.</translation>
    </message>
    <message>
        <source>%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving the cells between them digits strictly between, different where they share a house: %6.</source>
        <extracomment>"Line Rule: the digits on the between line from r1c1 lie strictly between the digits in its two end circles; with the candidates, r1c1 and r1c3 can only hold 1 and 4 or 1 and 7, each pair leaving every cell between them a digit strictly between: 6 goes from r1c1." As below, when the cells between must also differ where they share a house: "... r1c1 and r1c5 can only hold 1 and 5 or 2 and 6, each pair leaving the cells between them digits strictly between, different where they share a house: ..."</extracomment>
        <translation>%1: %2; mit den Kandidaten können %3 und %4 nur %5 enthalten, und jedes Paar lässt den Zellen dazwischen Ziffern echt zwischen ihnen, verschiedene, wo sie ein Haus teilen: %6.</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>Two cells of a modular line a multiple of three cells apart that share a house: "r2c8 lies a multiple of three cells from r1c9 along the line, so their digits share a remainder modulo 3, and as they share a house they hold different digits of it: r1c9 can only be 1, 2, 3, 5, 8 or 9, so r2c8 can only be 2, 3, 5, 6, 8 or 9".</extracomment>
        <translation>%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also haben ihre Ziffern denselben Rest modulo 3, und da sie ein Haus teilen, enthalten sie verschiedene Ziffern davon: %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 lies a multiple of three cells from %2 along the line, so their digits lie in the same third (low, middle or high), and as they share a house they hold different digits of it: %3, so %1 can only be %4</source>
        <extracomment>The same for an entropic line's thirds.</extracomment>
        <translation>%1 liegt ein Vielfaches von drei Zellen von %2 entfernt auf der Linie, also liegen ihre Ziffern im selben Drittel (niedrig, mittel oder hoch), und da sie ein Haus teilen, enthalten sie verschiedene Ziffern davon: %3, also kann %1 nur %4 sein</translation>
    </message>
    <message>
        <source>%1 can only stand in %2, where it hides every cell behind it</source>
        <extracomment>Where a skyscraper line's tallest digit must stand: "9 can only stand in r5c5, where it hides every cell behind it".</extracomment>
        <translation>%1 kann nur in %2 stehen, wo es jede Zelle dahinter verdeckt</translation>
    </message>
    <message>
        <source>only %1 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it</source>
        <extracomment>Which cells of a skyscraper line can be seen: "only r3c1, r3c2, r3c3, r3c5, r3c7, r3c8 and r3c9 can be seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are seen, each taller than those before it".</extracomment>
        <translation>nur %1 können zu sehen sein (jede andere Zelle steht hinter einer mindestens so hohen Ziffer), so viele wie der Hinweis, also sind alle zu sehen, jede höher als die davor</translation>
    </message>
    <message>
        <source>%1, and their bounds carry: %2</source>
        <extracomment>The cells of a skyscraper line all seen, then their bounds: "only r1c5 ... can be seen (...), so all of them are seen, each taller than those before it, and their bounds carry: r2c5 holds at least 4, as r1c5 before it holds at least 1".</extracomment>
        <translation>%1, und ihre Schranken übertragen sich: %2</translation>
    </message>
    <message>
        <source>%1: %2; the digits between can add up to %3 only over %4 cells, so the 1 and the %5 have that many cells between them, and no cell that far from these can hold the other: %6.</source>
        <extracomment>"Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 10 above column 6 add up to 10; the digits between can add up to 10 only over 2 or 3 cells, so the 1 and the 9 have that many cells between them, and no cell that far from these can hold the other: 1 goes from r8c6."</extracomment>
        <translation>%1: %2; die Ziffern dazwischen können nur über %4 Zellen %3 ergeben, also liegen so viele Zellen zwischen der 1 und der %5, und keine Zelle so weit von diesen entfernt kann die andere enthalten: %6.</translation>
    </message>
    <message>
        <source>%1 holds a digit smaller than each orthogonal neighbour that is not a minimum cell too</source>
        <translation>%1 enthält eine kleinere Ziffer als jeder orthogonale Nachbar, der nicht ebenfalls eine Minimumzelle ist</translation>
    </message>
    <message>
        <source>%1 holds a digit larger than each orthogonal neighbour that is not a maximum cell too</source>
        <translation>%1 enthält eine größere Ziffer als jeder orthogonale Nachbar, der nicht ebenfalls eine Maximumzelle ist</translation>
    </message>
    <message>
        <source>if %1 held %2</source>
        <extracomment>The case a skyscraper clue rules out: "if r8c4 held 8".</extracomment>
        <translation>enthielte %1 %2</translation>
    </message>
    <message>
        <source>%1 only %2</source>
        <extracomment>What a case leaves a cell of the line: "r4c8 only 6".</extracomment>
        <translation>%1 nur %2</translation>
    </message>
    <message>
        <source>%1 (which leaves %2)</source>
        <extracomment>A case and what it leaves in the line: "if r4c7 held 4 (which leaves r4c8 only 6 and r4c6 only 8)".</extracomment>
        <translation>%1 (was %2 lässt)</translation>
    </message>
    <message>
        <source>%1, at most %2 could be seen, fewer than %3</source>
        <extracomment>"if r4c7 held 4, at most 4 could be seen, fewer than 5".</extracomment>
        <translation>%1, wären höchstens %2 zu sehen, weniger als %3</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be), and the %3 too, wherever it stands: %4 seen, more than %5</source>
        <extracomment>"if r8c4 held 8, r9c4 and r8c4 would be seen for sure (each taller than any digit before it can be), and the 9 too, wherever it stands: 3 seen, more than 2".</extracomment>
        <translation>%1, wären %2 sicher zu sehen (jede höher, als eine Ziffer davor sein kann), und die %3 auch, wo immer sie steht: %4 zu sehen, mehr als %5</translation>
    </message>
    <message>
        <source>%1, %2 would be seen for sure (each taller than any digit before it can be): %3 seen, more than %4</source>
        <extracomment>"if r9c3 held 2, r9c3, r8c3, r7c3 and r5c3 would be seen for sure (each taller than any digit before it can be): 4 seen, more than 3".</extracomment>
        <translation>%1, wären %2 sicher zu sehen (jede höher, als eine Ziffer davor sein kann): %3 zu sehen, mehr als %4</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>A case followed along a line: "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5 and r3c6 nothing beside r3c5".</extracomment>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>%1 only %2 beside %3</source>
        <translation>%1 nur %2 neben %3</translation>
    </message>
    <message>
        <source>%1 nothing beside %2</source>
        <extracomment>A case leaves a cell of a whispers line nothing: "r3c7 nothing beside r3c6".</extracomment>
        <translation>%1 nichts neben %2</translation>
    </message>
    <message>
        <source>%1 taken by %2</source>
        <extracomment>A digit a cell sharing a house holds in the case: "7 taken by r3c5".</extracomment>
        <translation>%1 von %2 belegt</translation>
    </message>
    <message>
        <source>%1: %2; followed from cell to cell, a case that leaves a cell nothing cannot be: %3: %4.</source>
        <extracomment>"Line Rule: neighbours on the German whispers line from r3c3 differ by at least 5; followed from cell to cell, a case that leaves a cell nothing cannot be: if r3c5 held 7, then …: 7 goes from r3c5." The cases are joined by "; ".</extracomment>
        <translation>%1: %2; von Zelle zu Zelle verfolgt, kann kein Fall sein, der einer Zelle nichts lässt: %3: %4.</translation>
    </message>
    <message>
        <source>%1, the arrow would add up to %2, and %3 can only hold %4</source>
        <extracomment>An arrow's case: "if r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9".</extracomment>
        <translation>%1, ergäbe der Pfeil %2, und %3 kann nur %4 enthalten</translation>
    </message>
    <message>
        <source>%1 only %2 between %3 and %4</source>
        <translation>%1 nur %2 zwischen %3 und %4</translation>
    </message>
    <message>
        <source>%1 nothing between %2 and %3</source>
        <extracomment>A case leaves a cell between the ends of a between line nothing: "r5c4 nothing between r3c4 and r6c4".</extracomment>
        <translation>%1 nichts zwischen %2 und %3</translation>
    </message>
    <message>
        <source>%1 only %2 to leave %3 a digit between it and %4</source>
        <translation>%1 nur %2, damit %3 eine Ziffer zwischen ihr und %4 bleibt</translation>
    </message>
    <message>
        <source>%1 nothing that leaves %2 a digit between it and %3</source>
        <extracomment>A case leaves an end of a between line nothing: "r6c4 nothing that leaves r4c4 a digit between it and r3c4".</extracomment>
        <translation>%1 nichts, was %2 eine Ziffer zwischen ihr und %3 lässt</translation>
    </message>
    <message>
        <source>%1 only %2 above %3</source>
        <translation>%1 nur %2 über %3</translation>
    </message>
    <message>
        <source>%1 nothing above %2</source>
        <extracomment>A case leaves a cell that must hold more than its neighbour nothing: "r2c7 nothing above r1c7".</extracomment>
        <translation>%1 nichts über %2</translation>
    </message>
    <message>
        <source>%1 only %2 below %3</source>
        <translation>%1 nur %2 unter %3</translation>
    </message>
    <message>
        <source>%1 nothing below %2</source>
        <extracomment>A case leaves a cell that must hold less than its neighbour nothing: "r2c8 nothing below r2c7".</extracomment>
        <translation>%1 nichts unter %2</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 with %2 hold every digit eight times, as %3 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there by their sums (less the cells that stick out) and the placed digits, %4%5; %6.</source>
        <extracomment>Phistomefel's ring. "Set Equivalence: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 hold every digit eight times, as boxes 1, 2, 3, 4, 6, 7, 8 and 9 do. The rows and columns cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners add up to that ring. Counting the cages there ..., 42 = r3c3 + ...; remove ..."</extracomment>
        <translation>Mengengleichheit: %1 mit %2 enthalten jede Ziffer achtmal, wie %3. Die Zeilen und Spalten decken die 2x2-Zellen der vier Ecken zweimal ab und die Blöcke einmal, und nur die Blöcke decken die sechzehn Zellen um Block 5 ab, also ergeben die Ecken dieselbe Summe wie dieser Ring. Rechnet man die Käfige dort mit ihren Summen (abzüglich der herausragenden Zellen) und die gesetzten Ziffern ein, %4%5; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: row 1 and column 5 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting each arrow there by its circle, which its digits add up to (the arrow from r8c6 and the arrow from r9c6), and the placed digits, 0 = r1c1 + ... - r8c6 - r9c6; 1 goes from ..."</extracomment>
        <translation>Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man jeden Pfeil dort als seinen Kreis, den seine Ziffern ergeben (%3), und die gesetzten Ziffern ein, %4%5; %6.</translation>
    </message>
    <message>
        <source>Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (%3), and the placed digits, %4%5; %6.</source>
        <extracomment>"Set Equivalence: ... Counting the cages there by their sums (less the cells that stick out), each arrow there by its circle, which its digits add up to (the arrow from r8c6), and the placed digits, 0 = ...; ..."</extracomment>
        <translation>Mengengleichheit: %1 und %2 enthalten jede Ziffer gleich oft; was sie gemeinsam haben, hebt sich auf, also ergeben die Zellen der einen außerhalb der anderen dieselbe Summe. Rechnet man die Käfige dort mit ihren Summen (abzüglich der herausragenden Zellen), jeden Pfeil dort als seinen Kreis, den seine Ziffern ergeben (%3), und die gesetzten Ziffern ein, %4%5; %6.</translation>
    </message>
    <message>
        <source>Whispers Colouring</source>
        <translation>Whispers-Färbung</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate, so digits of one kind go in %6 and of the other in %7</source>
        <extracomment>Whispers Colouring, the opening: "on the German whispers line from r2c1, low digits (1 to 4) and high digits (6 to 9) alternate, so digits of one kind go in r2c1, r2c3 and r3c2 and of the other in r2c2 and r3c1"</extracomment>
        <translation>auf %1 wechseln niedrige Ziffern (%2 bis %3) und hohe Ziffern (%4 bis %5) einander ab, also stehen Ziffern der einen Art in %6 und der anderen in %7</translation>
    </message>
    <message>
        <source>on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate along each line</source>
        <extracomment>Whispers Colouring, the opening when houses join lines: "on the German whispers line from r1c1 and the German whispers line from r1c7, low digits (1 to 4) and high digits (6 to 9) alternate along each line"</extracomment>
        <translation>auf %1 wechseln niedrige Ziffern (%2 bis %3) und hohe Ziffern (%4 bis %5) entlang jeder Linie einander ab</translation>
    </message>
    <message>
        <source>%1 holds %2 and, from other lines, %3: %4 cells, more than the %5 low or the %5 high digits a house has, so those two sets hold digits of different kinds</source>
        <extracomment>Whispers Colouring, two lines' colours joined: "row 2 holds r2c1, r2c3 and r2c5 and, from other lines, r2c7 and r2c9: 5 cells, more than the 4 low or the 4 high digits a house has, so those two sets hold digits of different kinds"</extracomment>
        <translation>%1 enthält %2 und, von anderen Linien, %3: %4 Zellen, mehr als die %5 niedrigen oder die %5 hohen Ziffern einer Einheit, also enthalten diese beiden Gruppen Ziffern verschiedener Art</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no low digit</source>
        <translation>%1 kann nur %2 enthalten, keine niedrige Ziffer</translation>
    </message>
    <message>
        <source>%1 can only hold %2, no high digit</source>
        <translation>%1 kann nur %2 enthalten, keine hohe Ziffer</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, the %3 high digits of %2 would have only %4 to go in</source>
        <translation>enthielten %1 niedrige Ziffern, blieben den %3 hohen Ziffern von %2 nur %4</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, the %3 low digits of %2 would have only %4 to go in</source>
        <translation>enthielten %1 hohe Ziffern, blieben den %3 niedrigen Ziffern von %2 nur %4</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them: more than its %3</source>
        <translation>enthielten %1 niedrige Ziffern, enthielte %2 %4 davon: mehr als seine %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them: more than its %3</source>
        <translation>enthielten %1 hohe Ziffern, enthielte %2 %4 davon: mehr als seine %3</translation>
    </message>
    <message>
        <source>were %1 to hold low digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>enthielten %1 niedrige Ziffern, enthielte %2 %4 davon, mit %5, die keine andere enthalten können: mehr als seine %3</translation>
    </message>
    <message>
        <source>were %1 to hold high digits, %2 would hold %4 of them, with %5, which can hold no other: more than its %3</source>
        <translation>enthielten %1 hohe Ziffern, enthielte %2 %4 davon, mit %5, die keine andere enthalten können: mehr als seine %3</translation>
    </message>
    <message>
        <source>%1: %2. So low digits go in %3 and high ones in %4: %5.</source>
        <extracomment>Whispers Colouring, the whole step: "Whispers Colouring: &lt;opening&gt;; &lt;joins&gt;; &lt;decision&gt;. So low digits go in r4c1 and r4c3 and high ones in r2c2 and r3c1: remove 6, 7, 8 and 9 from r4c1."</extracomment>
        <translation>%1: %2. Also stehen niedrige Ziffern in %3 und hohe in %4: %5.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueDescriptions</name>
    <message>
        <source>A house with only one empty cell left. The one digit the house still lacks must go there.</source>
        <translation>Eine Einheit mit nur noch einer leeren Zelle. Die eine Ziffer, die der Einheit noch fehlt, gehört dorthin.</translation>
    </message>
    <message>
        <source>A cell whose peers already hold every digit but one. Only that candidate is left, so it is the cell's digit.</source>
        <translation>Eine Zelle, deren Nachbarn schon alle Ziffern bis auf eine enthalten. Nur dieser Kandidat bleibt übrig, also ist er die Ziffer der Zelle.</translation>
    </message>
    <message>
        <source>In a box, a digit that fits in only one cell: every other cell is filled or sees the digit in its row or column. The box must hold the digit somewhere, so it goes in that cell, whatever other candidates the cell has.</source>
        <translation>Eine Ziffer, die in einem Block nur in eine Zelle passt: Jede andere Zelle ist gefüllt oder sieht die Ziffer in ihrer Zeile oder Spalte. Irgendwo muss der Block die Ziffer enthalten, also kommt sie in diese Zelle, egal welche Kandidaten die Zelle sonst noch hat.</translation>
    </message>
    <message>
        <source>The same in a row or a column: a digit with only one place left in the line goes there.</source>
        <translation>Dasselbe in einer Zeile oder Spalte: Eine Ziffer, die dort nur noch einen Platz hat, kommt dorthin.</translation>
    </message>
    <message>
        <source>The same in a house that a variant adds: a diagonal, the centre-dot cells, a window or a jigsaw region. Such a house, too, holds every digit once, so a digit with only one place left in it goes there.</source>
        <translation>Dasselbe in einer Einheit, die eine Variante hinzufügt: einer Diagonale, den Mittelpunktzellen, einem Fenster oder einem Jigsaw-Gebiet. Auch eine solche Einheit enthält jede Ziffer einmal, also kommt eine Ziffer, die dort nur noch einen Platz hat, dorthin.</translation>
    </message>
    <message>
        <source>In a box, every candidate for a digit lies in one row or one column. Whichever of them is true, that line gets its digit inside this box, so the digit goes from the rest of the line.</source>
        <translation>In einem Block liegen alle Kandidaten einer Ziffer in einer Zeile oder einer Spalte. Welcher davon auch stimmt, diese Linie bekommt ihre Ziffer in diesem Block; also streiche die Ziffer im Rest der Linie.</translation>
    </message>
    <message>
        <source>In a row or a column, every candidate for a digit lies in one box. The line's digit is then in that box, so the digit goes from the box's other cells.</source>
        <translation>In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer in einem Block. Die Ziffer der Linie steht dann in diesem Block; also streiche sie in den übrigen Zellen des Blocks.</translation>
    </message>
    <message>
        <source>Two cells that share both a box and a line and hold only the same two digits. The two digits fill these cells, so they go from every other cell of the box and of the line.</source>
        <translation>Zwei Zellen, die sowohl einen Block als auch eine Linie teilen und nur dieselben zwei Ziffern enthalten. Die beiden Ziffern füllen diese Zellen; also streiche sie in allen anderen Zellen des Blocks und der Linie.</translation>
    </message>
    <message>
        <source>Three cells that share both a box and a line and hold only three digits between them. Those digits fill the three cells, so they go from the rest of the box and of the line.</source>
        <translation>Drei Zellen, die sowohl einen Block als auch eine Linie teilen und zusammen nur drei Ziffern enthalten. Diese Ziffern füllen die drei Zellen; also streiche sie im Rest des Blocks und der Linie.</translation>
    </message>
    <message>
        <source>Two cells of a house holding only the same two digits. One cell takes one digit and the other the other, so neither digit can go anywhere else in the house.</source>
        <translation>Zwei Zellen einer Einheit, die nur dieselben zwei Ziffern enthalten. Die eine Zelle bekommt die eine Ziffer, die andere die andere; also kann keine der beiden sonst irgendwo in der Einheit stehen.</translation>
    </message>
    <message>
        <source>Two digits that, in a house, fit only in the same two cells. Those cells must hold these two digits, so every other candidate goes from them.</source>
        <translation>Zwei Ziffern, die in einer Einheit nur in dieselben zwei Zellen passen. Diese Zellen müssen die beiden Ziffern enthalten; also streiche dort alle anderen Kandidaten.</translation>
    </message>
    <message>
        <source>Three cells of a house holding only three digits between them (a cell need not hold all three). The three digits fill the three cells, so they go from the rest of the house.</source>
        <translation>Drei Zellen einer Einheit, die zusammen nur drei Ziffern enthalten (eine Zelle muss nicht alle drei haben). Die drei Ziffern füllen die drei Zellen; also streiche sie im Rest der Einheit.</translation>
    </message>
    <message>
        <source>Three digits that, in a house, fit only within the same three cells. Those cells hold these digits, so their other candidates go.</source>
        <translation>Drei Ziffern, die in einer Einheit nur in dieselben drei Zellen passen. Diese Zellen enthalten die drei Ziffern; also streiche ihre übrigen Kandidaten.</translation>
    </message>
    <message>
        <source>Four cells of a house holding only four digits between them. The four digits fill those cells, so they go from the rest of the house.</source>
        <translation>Vier Zellen einer Einheit, die zusammen nur vier Ziffern enthalten. Die vier Ziffern füllen diese Zellen; also streiche sie im Rest der Einheit.</translation>
    </message>
    <message>
        <source>Four digits that, in a house, fit only within the same four cells. The cells hold these digits, so every other candidate goes from them.</source>
        <translation>Vier Ziffern, die in einer Einheit nur in dieselben vier Zellen passen. Die Zellen enthalten diese Ziffern; also streiche dort alle anderen Kandidaten.</translation>
    </message>
    <message>
        <source>In two rows, a digit fits only in the same two columns. The digit goes in opposite corners of that rectangle, either way round, so both columns get their digit from these two rows and it goes from the rest of the two columns. The same holds with rows and columns swapped.</source>
        <translation>In zwei Zeilen passt eine Ziffer nur in dieselben zwei Spalten. Die Ziffer steht in gegenüberliegenden Ecken dieses Rechtecks, so oder so herum; beide Spalten bekommen ihre Ziffer also aus diesen zwei Zeilen, und du kannst sie im Rest der beiden Spalten streichen. Dasselbe gilt mit Zeilen und Spalten vertauscht.</translation>
    </message>
    <message>
        <source>An X-Wing of three lines: in three rows, a digit fits only within the same three columns. The three rows put the digit once in each of those columns, so it goes from the rest of them (or with rows and columns swapped).</source>
        <translation>Ein X-Wing aus drei Linien: In drei Zeilen passt eine Ziffer nur in dieselben drei Spalten. Die drei Zeilen setzen die Ziffer einmal in jede dieser Spalten; also streiche sie im Rest dieser Spalten (oder mit Zeilen und Spalten vertauscht).</translation>
    </message>
    <message>
        <source>The same with four lines: in four rows, a digit fits only within the same four columns, so it goes from the rest of those columns (or with rows and columns swapped).</source>
        <translation>Dasselbe mit vier Linien: In vier Zeilen passt eine Ziffer nur in dieselben vier Spalten; also streiche sie im Rest dieser Spalten (oder mit Zeilen und Spalten vertauscht).</translation>
    </message>
    <message>
        <source>Two parallel lines where a digit fits in exactly two cells each, with one end of each in the same crossing line. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those ends loses the digit.</source>
        <translation>Zwei parallele Linien, in denen eine Ziffer in genau zwei Zellen passt, wobei je ein Ende in derselben querenden Linie liegt. Diese beiden Enden können die Ziffer nicht beide enthalten, also enthält sie eines der beiden anderen Enden. In einer Zelle, die beide dieser Enden sieht, streiche die Ziffer.</translation>
    </message>
    <message>
        <source>A row and a column where a digit fits in exactly two cells each, with one end of each in the same box. Those two ends cannot both hold the digit, so one of the two far ends does, and a cell that sees both far ends loses the digit.</source>
        <translation>Eine Zeile und eine Spalte, in denen eine Ziffer in genau zwei Zellen passt, wobei je ein Ende im selben Block liegt. Diese beiden Enden können die Ziffer nicht beide enthalten, also enthält sie eines der beiden fernen Enden; in einer Zelle, die beide fernen Enden sieht, streiche die Ziffer.</translation>
    </message>
    <message>
        <source>A short chain on one digit: two houses where it fits in exactly two cells, joined by two ends that see each other. If the first far end is not the digit, the chain makes the other far end the digit, so a cell that sees both far ends loses it. Skyscraper and 2-String Kite are its best-known shapes.</source>
        <translation>Eine kurze Kette auf einer Ziffer: zwei Einheiten, in denen sie in genau zwei Zellen passt, verbunden über zwei Enden, die sich sehen. Ist das erste ferne Ende nicht die Ziffer, macht die Kette das andere ferne Ende zur Ziffer; in einer Zelle, die beide fernen Enden sieht, streiche sie also. Skyscraper und 2-String Kite sind ihre bekanntesten Formen.</translation>
    </message>
    <message>
        <source>In a box, a digit's candidates lie in one row and one column of it, so the box's digit is on that cross. Take a line where the digit fits in exactly two cells, one of them in line with the cross: the cell where the other end's line meets the cross cannot hold the digit, or the box would be left without it.</source>
        <translation>In einem Block liegen die Kandidaten einer Ziffer in einer seiner Zeilen und einer seiner Spalten; die Ziffer des Blocks steht also auf diesem Kreuz. Nimm eine Linie, in der die Ziffer in genau zwei Zellen passt, eine davon in Flucht mit dem Kreuz: Die Zelle, in der die Linie des anderen Endes das Kreuz trifft, kann die Ziffer nicht enthalten, sonst bliebe der Block ohne sie.</translation>
    </message>
    <message>
        <source>Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}. Whichever digit the pivot takes, one pincer becomes z, so z goes from every cell that sees both pincers.</source>
        <translation>Drei Zellen mit je zwei Kandidaten: ein Pivot {x,y}, der zwei Zangen {x,z} und {y,z} sieht. Welche Ziffer der Pivot auch bekommt, eine Zange wird z; also streiche z in jeder Zelle, die beide Zangen sieht.</translation>
    </message>
    <message>
        <source>Like an XY-Wing, but the pivot holds all three digits {x,y,z}. Then z is in the pivot or in a pincer, so z goes from every cell that sees the pivot and both pincers.</source>
        <translation>Wie ein XY-Wing, aber der Pivot enthält alle drei Ziffern {x,y,z}. Dann steht z im Pivot oder in einer Zange; also streiche z in jeder Zelle, die den Pivot und beide Zangen sieht.</translation>
    </message>
    <message>
        <source>Two cells holding only the same two digits {x,y}, which do not see each other, and a house where x fits in exactly two cells, one seeing each of them. The two cells cannot both be x, since that house would lose its x; so one of them is y, and y goes from every cell that sees both.</source>
        <translation>Zwei Zellen, die nur dieselben zwei Ziffern {x,y} enthalten und sich nicht sehen, und eine Einheit, in der x in genau zwei Zellen passt, von denen jede eine der beiden sieht. Die beiden Zellen können nicht beide x sein, sonst verlöre diese Einheit ihr x; also ist eine davon y, und du streichst y in jeder Zelle, die beide sieht.</translation>
    </message>
    <message>
        <source>A chain of cells holding only the same two digits, each seeing the next. The two digits alternate along the chain, so two cells an odd number of steps apart hold one digit each; a cell that sees both loses both digits.</source>
        <translation>Eine Kette von Zellen, die nur dieselben zwei Ziffern enthalten und von denen jede die nächste sieht. Die beiden Ziffern wechseln sich entlang der Kette ab; zwei Zellen im ungeraden Abstand enthalten also je eine der Ziffern, und in einer Zelle, die beide sieht, streichst du beide Ziffern.</translation>
    </message>
    <message>
        <source>Four cells at the corners of a rectangle over two boxes, three of them holding only the same two digits. Were the fourth also one of those two, the digits could swap around the rectangle and the puzzle would have two solutions; so both digits go from the fourth corner. This, like every uniqueness technique, needs a puzzle with a single solution.</source>
        <translation>Vier Zellen in den Ecken eines Rechtecks über zwei Blöcke, drei davon mit nur denselben zwei Ziffern. Wäre auch die vierte eine dieser beiden, könnten die Ziffern im Rechteck tauschen, und das Rätsel hätte zwei Lösungen; also streiche beide Ziffern in der vierten Ecke. Das setzt, wie jede Eindeutigkeitstechnik, ein Rätsel mit genau einer Lösung voraus.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose corners hold the same two digits, where the two corners on one side also hold the same one extra digit. One of them must be that extra digit, or the rectangle would give two solutions; so the extra digit goes from every cell that sees both.</source>
        <translation>Ein Rechteck über zwei Blöcke, dessen Ecken dieselben zwei Ziffern enthalten, wobei die beiden Ecken einer Seite zusätzlich dieselbe eine Extraziffer haben. Eine davon muss diese Extraziffer sein, sonst ergäbe das Rechteck zwei Lösungen; also streiche die Extraziffer in jeder Zelle, die beide sieht.</translation>
    </message>
    <message>
        <source>Every empty cell holds two candidates except one cell with three, and each digit fits twice in each house, except one digit three times in that cell's houses. Without that digit in the cell, the grid would have two solutions (a bivalue universal grave), so the cell takes it.</source>
        <translation>Jede leere Zelle hat zwei Kandidaten außer einer mit dreien, und jede Ziffer passt in jeder Einheit zweimal, außer einer Ziffer dreimal in den Einheiten dieser Zelle. Ohne diese Ziffer in der Zelle hätte das Gitter zwei Lösungen (ein „bivalue universal grave“), also bekommt die Zelle diese Ziffer.</translation>
    </message>
    <message>
        <source>An X-Wing with a fin: one of its lines has extra candidates, all in one box. Either the X-Wing holds or the fin is true; both remove the digit from the cells that lie in a cover line and see the fin.</source>
        <translation>Ein X-Wing mit Flosse: Eine seiner Linien hat zusätzliche Kandidaten, alle in einem Block. Entweder gilt der X-Wing oder die Flosse stimmt; beides streicht die Ziffer in den Zellen, die in einer Deckungslinie liegen und die Flosse sehen.</translation>
    </message>
    <message>
        <source>A finned X-Wing with one corner missing: without its fin, that line would hold the digit in one cell only. The reasoning and the eliminations are those of the finned X-Wing.</source>
        <translation>Ein Finned X-Wing, dem eine Ecke fehlt: Ohne ihre Flosse hätte diese Linie die Ziffer nur in einer Zelle. Begründung und Streichungen sind die des Finned X-Wing.</translation>
    </message>
    <message>
        <source>A swordfish with extra candidates (the fin) in one box. Either the swordfish holds or the fin is true, so a cell in a cover line that also sees the fin loses the digit.</source>
        <translation>Ein Swordfish mit zusätzlichen Kandidaten (der Flosse) in einem Block. Entweder gilt der Swordfish oder die Flosse stimmt; in einer Zelle einer Deckungslinie, die auch die Flosse sieht, streiche also die Ziffer.</translation>
    </message>
    <message>
        <source>A finned swordfish in which a line keeps only one corner once its fin is set aside. It removes the same candidates: those in a cover line that see the fin.</source>
        <translation>Ein Finned Swordfish, bei dem eine Linie ohne ihre Flosse nur eine Ecke behält. Er streicht dieselben Kandidaten: die in einer Deckungslinie, die die Flosse sehen.</translation>
    </message>
    <message>
        <source>A jellyfish (four lines) with a fin in one box. Either the jellyfish holds or the fin is true, so a cell in a cover line that sees the fin loses the digit.</source>
        <translation>Ein Jellyfish (vier Linien) mit einer Flosse in einem Block. Entweder gilt der Jellyfish oder die Flosse stimmt; in einer Zelle einer Deckungslinie, die die Flosse sieht, streiche also die Ziffer.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which a line keeps only one corner once its fin is set aside. The eliminations are the same: cover-line cells that see the fin.</source>
        <translation>Ein Finned Jellyfish, bei dem eine Linie ohne ihre Flosse nur eine Ecke behält. Die Streichungen sind dieselben: Zellen der Deckungslinien, die die Flosse sehen.</translation>
    </message>
    <message>
        <source>Follow one digit through the houses where it fits in exactly two cells, colouring those cells in two alternating colours. One colour holds the digit everywhere, the other nowhere. A cell that sees both colours cannot hold the digit.</source>
        <translation>Verfolge eine Ziffer durch die Einheiten, in denen sie in genau zwei Zellen passt, und färbe diese Zellen abwechselnd in zwei Farben. Eine Farbe enthält die Ziffer überall, die andere nirgends. Eine Zelle, die beide Farben sieht, kann die Ziffer nicht enthalten.</translation>
    </message>
    <message>
        <source>Colour one digit's two-cell houses as for the trap. If two cells of the same colour see each other, that colour cannot be the true one: the digit goes from all of its cells, and the other colour's cells take it.</source>
        <translation>Färbe die Zweierpaare einer Ziffer wie beim Trap. Sehen sich zwei Zellen derselben Farbe, kann diese Farbe nicht die richtige sein: Streiche die Ziffer in all ihren Zellen, und die Zellen der anderen Farbe bekommen sie.</translation>
    </message>
    <message>
        <source>Two separate colourings of the same digit. When a colour of one sees a colour of the other, those two cannot both be true, so one of their opposite colours is: a cell that sees both opposites loses the digit. A colour that sees both colours of the other colouring is false.</source>
        <translation>Zwei getrennte Färbungen derselben Ziffer. Sieht eine Farbe der einen eine Farbe der anderen, können nicht beide stimmen, also stimmt eine ihrer Gegenfarben: In einer Zelle, die beide Gegenfarben sieht, streiche die Ziffer. Eine Farbe, die beide Farben der anderen Färbung sieht, ist falsch.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair and the other two have extra digits. One of those two holds an extra digit, so together they act as one cell of extra digits; with other cells of their house it forms a naked subset, whose digits go from the rest of the house.</source>
        <translation>Ein Rechteck über zwei Blöcke, bei dem zwei Ecken nur das Paar enthalten und die anderen beiden Extraziffern haben. Eine dieser beiden enthält eine Extraziffer; zusammen wirken sie also wie eine Zelle aus Extraziffern. Mit anderen Zellen ihrer Einheit bildet sie eine nackte Teilmenge, deren Ziffern du im Rest der Einheit streichst.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes where two corners hold only the pair {x,y}, and in the house of the other two, x fits only in those two. One of them is x, so neither can be y (the rectangle would give two solutions): y goes from both.</source>
        <translation>Ein Rechteck über zwei Blöcke, bei dem zwei Ecken nur das Paar {x,y} enthalten und x in der Einheit der anderen beiden nur in diese beiden passt. Eine davon ist x, also kann keine y sein (das Rechteck ergäbe zwei Lösungen): Streiche y in beiden.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes with one corner holding only {x,y}, where in the row and the column of the opposite corner x fits only within the rectangle. Were that opposite corner y, the rectangle would be forced into two solutions, so y goes from it.</source>
        <translation>Ein Rechteck über zwei Blöcke mit einer Ecke, die nur {x,y} enthält, wobei x in der Zeile und der Spalte der gegenüberliegenden Ecke nur innerhalb des Rechtecks passt. Wäre diese gegenüberliegende Ecke y, ergäbe das Rechteck zwangsläufig zwei Lösungen; also streiche dort y.</translation>
    </message>
    <message>
        <source>A chain on one digit that alternates strong links (a house where the digit fits in exactly two cells) with weak ones (two cells that see each other). One end of the chain holds the digit, so a cell that sees both ends loses it.</source>
        <translation>Eine Kette auf einer Ziffer, die starke Verbindungen (eine Einheit, in der die Ziffer in genau zwei Zellen passt) mit schwachen (zwei Zellen, die sich sehen) abwechselt. Ein Ende der Kette enthält die Ziffer; in einer Zelle, die beide Enden sieht, streiche sie also.</translation>
    </message>
    <message>
        <source>A chain of cells with two candidates each, where each cell sees the next and shares a digit with it. If the first cell is not z, the chain forces the last to be z; so one end is z, and a cell that sees both ends loses z.</source>
        <translation>Eine Kette von Zellen mit je zwei Kandidaten, in der jede Zelle die nächste sieht und eine Ziffer mit ihr teilt. Ist die erste Zelle nicht z, zwingt die Kette die letzte zu z; also ist ein Ende z, und in einer Zelle, die beide Enden sieht, streichst du z.</translation>
    </message>
    <message>
        <source>Where a box and a line cross, two or three cells hold more digits than cells. Other cells of the line and of the box hold the rest, in such a way that each digit must sit exactly once in the pattern: line digits go from the rest of the line, box digits from the rest of the box.</source>
        <translation>Wo sich ein Block und eine Linie kreuzen, enthalten zwei oder drei Zellen mehr Ziffern als Zellen. Andere Zellen der Linie und des Blocks nehmen den Rest so auf, dass jede Ziffer genau einmal im Muster stehen muss: Streiche die Ziffern der Linie im Rest der Linie und die des Blocks im Rest des Blocks.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started. In a closed loop every weak link holds both ways, so candidates that see both ends of one go; a loop that meets its start on a contradiction places or removes the start candidate.</source>
        <translation>Eine Kette abwechselnd starker und schwacher Verbindungen, die zu ihrem Anfang zurückkehrt. In einer geschlossenen Schleife gilt jede schwache Verbindung in beide Richtungen, also streichst du Kandidaten, die beide Enden einer solchen sehen; trifft die Schleife ihren Anfang mit einem Widerspruch, wird der Anfangskandidat gesetzt oder gestrichen.</translation>
    </message>
    <message>
        <source>A chain over any digits and cells alternating strong links (one of two candidates is true) and weak ones (two candidates cannot both be true). One of its two ends is true, so a candidate that sees both ends goes.</source>
        <translation>Eine Kette über beliebige Ziffern und Zellen, die starke Verbindungen (einer von zwei Kandidaten stimmt) und schwache (zwei Kandidaten können nicht beide stimmen) abwechselt. Eines ihrer beiden Enden stimmt; streiche also einen Kandidaten, der beide Enden sieht.</translation>
    </message>
    <message>
        <source>An X-Chain in which a node may be a group: candidates of the digit inside one box that also lie in one line act together, as one node of the chain. One end holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Eine X-Kette, in der ein Knoten eine Gruppe sein kann: Kandidaten der Ziffer in einem Block, die auch in einer Linie liegen, wirken zusammen als ein Knoten der Kette. Ein Ende enthält die Ziffer; in einer Zelle, die beide Enden sieht, streiche sie also.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house holding N+1 digits: take one digit away and the others fill the cells. Two such sets share a digit x whose candidates all see each other, so at least one of them holds no x and is locked on its other digits. A second shared digit z is therefore in one set or the other, and goes from cells that see every z of both sets.</source>
        <translation>Eine fast gesperrte Menge (ALS) sind N Zellen einer Einheit mit N+1 Ziffern: Nimm eine Ziffer weg, und die anderen füllen die Zellen. Zwei solche Mengen teilen eine Ziffer x, deren Kandidaten sich alle sehen; mindestens eine von ihnen enthält also kein x und ist auf ihre übrigen Ziffern gesperrt. Eine zweite gemeinsame Ziffer z steht darum in der einen oder der anderen Menge, und du streichst z in Zellen, die jedes z beider Mengen sehen.</translation>
    </message>
    <message>
        <source>Three almost locked sets: a middle one shares a digit x with a first set and a digit y with a second, each time with all candidates of that digit seeing each other. If the first set holds no x, it is locked on its other digits; if it holds x, the middle set holds none, so it holds y and the second set is locked. Either way a digit z of both outer sets is in one of them, and goes from cells that see all their z candidates.</source>
        <translation>Drei fast gesperrte Mengen: Eine mittlere teilt eine Ziffer x mit einer ersten Menge und eine Ziffer y mit einer zweiten, wobei sich jeweils alle Kandidaten dieser Ziffer sehen. Enthält die erste Menge kein x, ist sie auf ihre übrigen Ziffern gesperrt; enthält sie x, hat die mittlere keines, enthält also y, und die zweite Menge ist gesperrt. So oder so steht eine Ziffer z beider äußeren Mengen in einer von ihnen, und du streichst sie in Zellen, die all ihre z-Kandidaten sehen.</translation>
    </message>
    <message>
        <source>An Alternating Inference Chain whose nodes may be groups (a digit's candidates in one box and one line) or whole almost locked sets. One end is true, so a candidate that sees both ends goes.</source>
        <translation>Eine alternierende Inferenzkette, deren Knoten Gruppen (Kandidaten einer Ziffer in einem Block und einer Linie) oder ganze fast gesperrte Mengen sein können. Ein Ende stimmt; streiche also einen Kandidaten, der beide Enden sieht.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell in turn and follow the singles each forces. One of them is true, so whatever every case leads to (a digit placed, a candidate removed) holds.</source>
        <translation>Probiere nacheinander jeden Kandidaten einer Zelle aus und verfolge die Singles, die jeder erzwingt. Einer davon stimmt; was in jedem Fall folgt (eine gesetzte Ziffer, ein gestrichener Kandidat), gilt also.</translation>
    </message>
    <message>
        <source>Try each place a digit has in one house and follow the singles each forces. The digit is in one of them, so whatever every case leads to holds.</source>
        <translation>Probiere jeden Platz aus, den eine Ziffer in einer Einheit hat, und verfolge die Singles, die jeder erzwingt. Die Ziffer steht an einem davon; was in jedem Fall folgt, gilt also.</translation>
    </message>
    <message>
        <source>Assume a candidate true, then false, and follow the singles each way. If one way breaks the grid, the other is the truth; if both lead to the same result, that result holds.</source>
        <translation>Nimm einen Kandidaten als wahr an, dann als falsch, und verfolge jeweils die Singles. Führt ein Weg zu einem Widerspruch, stimmt der andere; führen beide zum selben Ergebnis, gilt dieses.</translation>
    </message>
    <message>
        <source>The last resort: assume a candidate and follow what it forces. If that ends in a contradiction (a cell with no candidate, a digit with no place in a house), the candidate is false and goes. Pencilmark tells the shortest such story it finds.</source>
        <translation>Das letzte Mittel: Nimm einen Kandidaten an und verfolge, was er erzwingt. Endet das in einem Widerspruch (eine Zelle ohne Kandidaten, eine Ziffer ohne Platz in einer Einheit), ist der Kandidat falsch und wird gestrichen. Pencilmark erzählt die kürzeste solche Geschichte, die es findet.</translation>
    </message>
    <message>
        <source>In killer sudoku, a cage holds different digits that add up to its sum, so only some sets of digits fit it: two cells of 3 are 1 and 2, three cells of 23 are 6, 8 and 9. Of those sets, only the ones the cells' candidates can make count; a candidate that no fitting set gives its cell goes. When one empty cell is left, it takes what the sum still lacks.</source>
        <translation>Im Killer-Sudoku enthält ein Käfig verschiedene Ziffern, die zusammen seine Summe ergeben; deshalb passen nur bestimmte Ziffernmengen: zwei Zellen mit 3 sind 1 und 2, drei Zellen mit 23 sind 6, 8 und 9. Davon zählen nur die Mengen, die die Kandidaten der Zellen bilden können; ein Kandidat, den keine passende Menge seiner Zelle gibt, wird gestrichen. Ist nur noch eine Zelle leer, bekommt sie, was der Summe noch fehlt.</translation>
    </message>
    <message>
        <source>The 45 rule: a house holds every digit once, so on 9x9 it adds up to 45. Take away the cages lying wholly inside it and the digits already placed: when a single cell is left over (an innie), it holds the rest. Or add up the cages covering the house: when they stick out of it at a single cell (an outie), that cell holds what they have too much.</source>
        <translation>Die 45er-Regel: Eine Einheit enthält jede Ziffer einmal, auf 9x9 also zusammen 45. Zieh die Käfige ab, die ganz in ihr liegen, und die schon gesetzten Ziffern: Bleibt eine einzige Zelle übrig (ein Innie), enthält sie den Rest. Oder zähl die Käfige zusammen, die die Einheit bedecken: Ragen sie nur mit einer Zelle aus ihr heraus (ein Outie), enthält diese Zelle, was sie zu viel haben.</translation>
    </message>
    <message>
        <source>The 45 rule when it leaves two or more cells: the innies (or the outies) of a house add up to a known number, so they act like a cage of that sum. Their candidates are cut down as a cage's are; cells that do not see one another may repeat a digit.</source>
        <translation>Die 45er-Regel, wenn sie zwei oder mehr Zellen übrig lässt: Die Innies (oder Outies) einer Einheit ergeben eine bekannte Summe und wirken deshalb wie ein Käfig mit dieser Summe. Ihre Kandidaten werden wie die eines Käfigs eingeschränkt; Zellen, die einander nicht sehen, dürfen eine Ziffer wiederholen.</translation>
    </message>
    <message>
        <source>A digit that every set still fitting a cage contains must be in the cage. If the cage's candidates for it all lie in one row, column or box (or all see some cells), the digit goes from the rest of that house: the cage takes it.</source>
        <translation>Eine Ziffer, die jede noch passende Ziffernmenge eines Käfigs enthält, muss im Käfig stehen. Liegen die Kandidaten des Käfigs für sie alle in einer Zeile, Spalte oder einem Block (oder sehen sie alle bestimmte Zellen), wird die Ziffer im Rest dieser Einheit gestrichen: Der Käfig nimmt sie.</translation>
    </message>
    <message>
        <source>In a house, a digit whose candidates all lie inside one cage: the house's digit is in that cage, so the cage contains it. Only the sets with that digit still fit the cage, and its cells outside the house cannot hold the digit.</source>
        <translation>In einer Einheit eine Ziffer, deren Kandidaten alle in einem Käfig liegen: Die Ziffer der Einheit steht in diesem Käfig, also enthält der Käfig sie. Nur die Mengen mit dieser Ziffer passen noch zum Käfig, und seine Zellen außerhalb der Einheit können die Ziffer nicht enthalten.</translation>
    </message>
    <message>
        <source>The 45 rule over several houses side by side: two adjacent rows add up to 90, three to 135, and so on. The cages inside them and those sticking out leave innies or outies with a known sum, which fix a cell or act as a cage.</source>
        <translation>Die 45er-Regel über mehrere nebeneinanderliegende Einheiten: Zwei benachbarte Zeilen ergeben zusammen 90, drei 135 und so weiter. Die Käfige darin und die herausragenden lassen Innies oder Outies mit bekannter Summe übrig, die eine Zelle festlegen oder wie ein Käfig wirken.</translation>
    </message>
    <message>
        <source>The 45 rule with one innie and one outie: counting one crossing cage whole and another by its cells inside, the innie and the outie differ by a known amount. Each then keeps only candidates that have a partner in the other.</source>
        <translation>Die 45er-Regel mit einem Innie und einem Outie: Zählt man einen überstehenden Käfig ganz und einen anderen nur mit seinen Zellen innerhalb, unterscheiden sich Innie und Outie um einen bekannten Betrag. Jede der beiden Zellen behält dann nur Kandidaten, die in der anderen einen Partner haben.</translation>
    </message>
    <message>
        <source>In puzzles whose rows and columns hold every symbol several times (MultiFour: 1 to 4 three times each; DoubleNine: 1 to 9 twice each), count how often a symbol already stands in a line. Once the line holds it as often as it must, the symbol goes from every other cell of the line.</source>
        <translation>In Rätseln, deren Zeilen und Spalten jedes Symbol mehrmals enthalten (MultiFour: 1 bis 4 je dreimal; DoubleNine: 1 bis 9 je zweimal), zählst du, wie oft ein Symbol in einer Linie schon steht. Sobald die Linie es so oft enthält, wie sie muss, fällt das Symbol aus allen anderen Zellen der Linie.</translation>
    </message>
    <message>
        <source>The hidden single of counted lines: a row or column must still hold a symbol some number of times, and exactly that many of its empty cells can still take it. Every one of those cells gets the symbol, whatever other candidates it has.</source>
        <translation>Der versteckte Single gezählter Linien: Eine Zeile oder Spalte muss ein Symbol noch einige Male enthalten, und genau so viele ihrer leeren Zellen können es noch aufnehmen. Jede dieser Zellen bekommt das Symbol, welche Kandidaten sie sonst auch hat.</translation>
    </message>
    <message>
        <source>In DoubleNine, rows and columns hold every symbol twice and each 3x3 box once. When a line still needs a symbol in as many cells as there are boxes whose candidates for it all lie in the line, those boxes fill the line's missing places: the symbol goes from the line's other cells.</source>
        <translation>Im DoubleNine enthalten Zeilen und Spalten jedes Symbol zweimal und jeder 3x3-Block einmal. Braucht eine Linie ein Symbol noch in so vielen Zellen, wie es Blöcke gibt, deren Kandidaten dafür alle in der Linie liegen, dann füllen diese Blöcke die fehlenden Plätze der Linie: Das Symbol fällt aus den übrigen Zellen der Linie.</translation>
    </message>
    <message>
        <source>The other way round: a line's candidates for a symbol lie in exactly as many boxes as the line still needs it. Each box holds the symbol once, so each must give it to the line, and the symbol goes from the boxes' cells outside the line.</source>
        <translation>Umgekehrt: Die Kandidaten einer Linie für ein Symbol liegen in genau so vielen Blöcken, wie die Linie es noch braucht. Jeder Block enthält das Symbol einmal, also muss jeder es an die Linie abgeben, und das Symbol fällt aus den Zellen der Blöcke außerhalb der Linie.</translation>
    </message>
    <message>
        <source>Variant rules of the whole grid tie cells that share no house: anti-knight (a knight's move apart), anti-king (a king's move apart), non-consecutive, disjoint groups, and no black dot, X or V where none is drawn. A placed digit, or a cell's few candidates, rules out the digits its partners may not hold beside it, as a placed digit clears its peers.</source>
        <translation>Variantenregeln des ganzen Gitters verbinden Zellen, die kein Haus teilen: Anti-Springer (einen Rösselsprung entfernt), Anti-König (einen Königszug entfernt), nicht aufeinanderfolgend, disjunkte Gruppen und kein schwarzer Punkt, X oder V, wo keiner gezeichnet ist. Eine gesetzte Ziffer oder die wenigen Kandidaten einer Zelle schließen die Ziffern aus, die ihre Partner daneben nicht haben dürfen, so wie eine gesetzte Ziffer ihre Nachbarn bereinigt.</translation>
    </message>
    <message>
        <source>Digits rise along a thermometer from its bulb. A cell with k cells before it holds at least k+1, one with k cells after it at most 9-k on 9x9; and with candidates, each cell keeps only the digits some rising filling of the whole thermometer gives it (cells in one house differ).</source>
        <translation>Die Ziffern steigen entlang eines Thermometers von seiner Kugel an. Eine Zelle mit k Zellen vor sich enthält mindestens k+1, eine mit k Zellen nach sich auf 9x9 höchstens 9-k; und mit Kandidaten behält jede Zelle nur die Ziffern, die ihr eine steigende Füllung des ganzen Thermometers gibt (Zellen eines Hauses verschieden).</translation>
    </message>
    <message>
        <source>A kropki dot or an X or V ties two neighbours: a white dot makes them consecutive, a black dot one twice the other, an X adds up to 10 and a V to 5. A candidate with no partner across the dot goes: a V never holds 5 or more, a black dot never 5, 7 or 9.</source>
        <translation>Ein Kropki-Punkt oder ein X oder V verbindet zwei Nachbarn: ein weißer Punkt macht sie aufeinanderfolgend, ein schwarzer die eine zum Doppelten der anderen, ein X ergibt zusammen 10 und ein V 5. Ein Kandidat ohne Partner jenseits des Punkts fällt weg: ein V enthält nie 5 oder mehr, ein schwarzer Punkt nie 5, 7 oder 9.</translation>
    </message>
    <message>
        <source>Lines with a rule between their cells: whispers (neighbours far apart, so no 5 on a German line), renban (a run of consecutive digits), palindromes and clones (equal cells), between and lockout lines (digits inside or outside the ends), entropic and modular lines. Each cell keeps only the digits some filling of the whole line that keeps its rule gives it.</source>
        <translation>Linien mit einer Regel zwischen ihren Zellen: Whispers (Nachbarn weit auseinander, also keine 5 auf einer German-Linie), Renban (eine Folge aufeinanderfolgender Ziffern), Palindrome und Klone (gleiche Zellen), Zwischen- und Lockout-Linien (Ziffern innerhalb oder außerhalb der Enden), Entropie- und Modular-Linien. Jede Zelle behält nur die Ziffern, die ihr eine regelgerechte Füllung der ganzen Linie gibt.</translation>
    </message>
    <message>
        <source>Sums along cells: an arrow's digits add up to its circle, a little killer clue sums its diagonal, a region-sum line has one sum in each region it crosses, a zipper line's cells equally far from its middle add up alike. The smallest and largest sums the candidates can make bound every cell; a candidate that no fitting filling uses goes.</source>
        <translation>Summen entlang von Zellen: die Ziffern eines Pfeils ergeben seinen Kreis, ein Little-Killer-Hinweis summiert seine Diagonale, eine Regionssummen-Linie hat in jeder durchlaufenen Region eine Summe, die gleich weit von der Mitte entfernten Zellen einer Reißverschluss-Linie ergeben dasselbe. Die kleinste und größte Summe der Kandidaten begrenzen jede Zelle; ein Kandidat, den keine passende Füllung nutzt, fällt weg.</translation>
    </message>
    <message>
        <source>Clues outside the grid that read a whole row or column: a sandwich sums the digits between the 1 and the 9, an X-sum the first X digits, a skyscraper counts the digits seen past the lower ones. Each cell of the line keeps only the digits some filling of the line that matches the clue gives it.</source>
        <translation>Hinweise außerhalb des Gitters, die eine ganze Zeile oder Spalte lesen: ein Sandwich summiert die Ziffern zwischen der 1 und der 9, eine X-Summe die ersten X Ziffern, ein Wolkenkratzer zählt die über die niedrigeren hinweg sichtbaren Ziffern. Jede Zelle der Reihe behält nur die Ziffern, die ihr eine zum Hinweis passende Füllung der Reihe gibt.</translation>
    </message>
    <message>
        <source>Pointing across the variant rules. A house must hold a digit in one of a few cells (or a cell must hold one of a few digits); each choice rules candidates out through its peers and the constraints tied to it: a knight's move away, a thermometer's cells it would leave too low, the mirror of a palindrome cell and that mirror's peers. What every choice rules out goes.</source>
        <translation>Pointing über die Variantenregeln. Ein Haus muss eine Ziffer in einer von wenigen Zellen haben (oder eine Zelle eine von wenigen Ziffern); jede Wahl schließt Kandidaten aus, über ihre Nachbarn und die mit ihr verbundenen Bedingungen: einen Rösselsprung entfernt, die Zellen eines Thermometers, die sie zu niedrig ließe, das Spiegelbild einer Palindromzelle und dessen Nachbarn. Was jede Wahl ausschließt, fällt weg.</translation>
    </message>
    <message>
        <source>A digit every filling of a constraint holds (a run on a renban line, a sum's only combinations): it must go in one of the constraint's cells that can hold it, so whatever all of them rule out goes, and with one such cell left it goes there.</source>
        <translation>Eine Ziffer, die jede Füllung einer Bedingung enthält (ein Lauf auf einer Renban-Linie, die einzigen Kombinationen einer Summe): sie muss in eine der Zellen der Bedingung, die sie enthalten können; was alle diese ausschließen, fällt weg, und bleibt nur eine solche Zelle, kommt sie dorthin.</translation>
    </message>
    <message>
        <source>Assume a candidate true and follow it with singles and pointing, and with what each variant constraint and each killer cage still allows its own cells. If that breaks the grid, or leaves a constraint or a cage no filling, the candidate is false.</source>
        <translation>Einen Kandidaten als wahr annehmen und ihm mit Singles und Pointing folgen, und mit dem, was jede Variantenbedingung und jeder Killerkäfig seinen eigenen Zellen noch zulässt. Bricht das Gitter, oder bleibt einer Bedingung oder einem Käfig keine Füllung, ist der Kandidat falsch.</translation>
    </message>
    <message>
        <source>Cells that must hold the same digit, whichever it is. A palindrome's mirrored cells are equal. Then look at a house none of them is in: if every cell of it but one sees one of them (through its row, column or box, or a rule such as the knight's move), cannot hold any digit they could hold, or is equal to a cell that sees one of them, the house must hold their digit in that last cell, so it is equal to them too. Equal cells keep only the digits all of them can hold, and never a digit that would leave some house no place for it.</source>
        <translation>Zellen, die dieselbe Ziffer enthalten müssen, welche auch immer es ist. Die gespiegelten Zellen eines Palindroms sind gleich. Dann sieh dir ein Haus an, in dem keine von ihnen liegt: Sieht jede seiner Zellen bis auf eine eine von ihnen (über ihre Zeile, Spalte oder ihren Block oder eine Regel wie den Rösselsprung), kann keine ihrer möglichen Ziffern enthalten oder ist gleich einer Zelle, die eine von ihnen sieht, so muss das Haus ihre Ziffer in dieser letzten Zelle haben; sie ist also ebenfalls gleich. Gleiche Zellen behalten nur die Ziffern, die alle von ihnen enthalten können, und nie eine Ziffer, die einem Haus keinen Platz mehr für sie ließe.</translation>
    </message>
    <message>
        <source>Equal cells (see Equal Cells) followed for one digit. Suppose a group of equal cells holds a digit: every cell that sees one of them cannot. In a house where that leaves one place, the digit goes there, and into every cell equal to it. Go on while houses have one place left; if a house is left with none, or a cell that would hold the digit sees another that would, the supposition was false and the digit goes from the group.</source>
        <translation>Gleiche Zellen (siehe Gleiche Zellen), für eine Ziffer verfolgt. Angenommen, eine Gruppe gleicher Zellen enthält eine Ziffer: Keine Zelle, die eine von ihnen sieht, kann sie enthalten. In einem Haus, in dem dann nur ein Platz bleibt, steht die Ziffer dort und in jeder Zelle, die ihm gleich ist. Mach weiter, solange Häuser nur einen Platz haben; bleibt einem Haus keiner, oder sieht eine Zelle, die die Ziffer enthielte, eine andere, die sie auch enthielte, war die Annahme falsch, und die Ziffer entfällt in der Gruppe.</translation>
    </message>
    <message>
        <source>A house whose digit can only go on one constraint: in a row, 6 fits only two cells, both in the middle of a lockout line. The line then holds that 6, and of all its fillings only those that put the 6 in one of those cells can be true. With a 6 in its middle, the line's ends must both lie below 6 or both above it, far enough apart; candidates that no such filling uses go, though the line alone would allow them.</source>
        <translation>Ein Haus, dessen Ziffer nur auf einer Einschränkung stehen kann: In einer Zeile passt die 6 nur in zwei Zellen, beide in der Mitte einer Lockout-Linie. Die Linie enthält dann diese 6, und von all ihren Füllungen können nur die stimmen, die die 6 in eine dieser Zellen setzen. Mit einer 6 in ihrer Mitte müssen beide Enden unter 6 oder beide über 6 liegen, weit genug auseinander; Kandidaten, die keine solche Füllung verwendet, fallen weg, obwohl die Linie allein sie erlauben würde.</translation>
    </message>
    <message>
        <source>A rule on single cells or a small group: an even or odd cell, a minimum or maximum cell (smaller or larger than each orthogonal neighbour not marked alike), candidates given as a rule, a quadruple's digits, a group whose digits differ. A candidate that no filling of those cells allows goes.</source>
        <translation>Eine Regel für einzelne Zellen oder eine kleine Gruppe: eine gerade oder ungerade Zelle, eine Minimum- oder Maximumzelle (kleiner oder größer als jeder orthogonale Nachbar ohne dieselbe Markierung), als Regel vorgegebene Kandidaten, die Ziffern eines Quadrupels, eine Gruppe verschiedener Ziffern. Ein Kandidat, den keine Füllung dieser Zellen erlaubt, fällt weg.</translation>
    </message>
    <message>
        <source>Constraints that share cells, taken together: a chain of kropki dots, a thermometer and the arrow on its bulb, two lines that cross, an arrow and the killer cage on its shaft, two cages in one house. One filling must keep every rule at once (a cage's sum too), give cells that see each other different digits and keep the rules of the whole grid between them. Two white dots in a row of three cells make a run of three digits, so the middle cell is never 1 or 9, though each dot alone allows it. A candidate no joint filling uses goes.</source>
        <translation>Bedingungen, die sich Zellen teilen, zusammen betrachtet: eine Kette von Kropki-Punkten, ein Thermometer und der Pfeil auf seiner Kugel, zwei Linien, die sich kreuzen, ein Pfeil und der Killer-Käfig auf seinem Schaft, zwei Käfige in einer Einheit. Eine Füllung muss jede Regel zugleich einhalten (auch die Summe eines Käfigs), Zellen, die einander sehen, verschiedene Ziffern geben und zwischen ihnen die Regeln des ganzen Gitters einhalten. Zwei weiße Punkte in einer Reihe von drei Zellen ergeben eine Folge von drei Ziffern, also ist die mittlere Zelle nie 1 oder 9, obwohl jeder Punkt allein es erlaubt. Ein Kandidat, den keine gemeinsame Füllung verwendet, entfällt.</translation>
    </message>
    <message>
        <source>The 45 rule over two sets of houses: k rows and k columns (or k rows or columns and k boxes) each hold every digit k times. What they share cancels, so the cells of one outside the other hold the same digits as the cells of the other outside the first, and add up alike. Counting the cages there by their sums (less the cells that stick out) and an arrow whose shaft lies there by its circle, the cells left over add up to a known value; when it is the most or the least they can make, each house's part of them holds its highest or lowest digits. Phistomefel's ring is one such pair: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 against the eight outer boxes leave the corners' 2x2 cells against the sixteen cells around box 5.</source>
        <translation>Die 45er-Regel über zwei Mengen von Einheiten: k Zeilen und k Spalten (oder k Zeilen oder Spalten und k Blöcke) enthalten jede Ziffer k-mal. Was sie gemeinsam haben, hebt sich auf, also enthalten die Zellen der einen außerhalb der anderen dieselben Ziffern wie die Zellen der anderen außerhalb der ersten und ergeben dieselbe Summe. Rechnet man die Käfige dort mit ihren Summen (abzüglich der herausragenden Zellen) und einen Pfeil, dessen Schaft dort liegt, als seinen Kreis, ergeben die übrigen Zellen einen bekannten Wert; ist er das Größte oder Kleinste, was sie erreichen können, enthält der Teil jeder Einheit ihre höchsten oder niedrigsten Ziffern. Phistomefels Ring ist ein solches Paar: Zeilen 1, 2, 8 und 9 mit Spalten 1, 2, 8 und 9 gegen die acht äußeren Blöcke lassen die 2x2-Zellen der Ecken gegen die sechzehn Zellen um Block 5 übrig.</translation>
    </message>
    <message>
        <source>On a German whispers line neighbours differ by at least 5, so no cell holds 5 and every digit is low (1 to 4) or high (6 to 9); neighbours hold one of each. The line's cells fall into two colours that alternate: each colour is all low or all high, though not yet known which. A house holds only four low and four high digits, so when one way round would put five low digits in a row (the colour's cells, with others that can only be low), the colour is high. Two colours of different lines that together fill more than four cells of one house hold different kinds, which joins the lines into one colouring.</source>
        <translation>Auf einer German-Whispers-Linie unterscheiden sich Nachbarn um mindestens 5, also enthält keine Zelle eine 5, und jede Ziffer ist niedrig (1 bis 4) oder hoch (6 bis 9); Nachbarn enthalten je eine von beiden. Die Zellen der Linie fallen in zwei Farben, die einander abwechseln: jede Farbe ist ganz niedrig oder ganz hoch, nur noch nicht bekannt, welche. Eine Einheit enthält nur vier niedrige und vier hohe Ziffern; brächte die eine Möglichkeit fünf niedrige Ziffern in eine Zeile (die Zellen der Farbe und andere, die nur niedrig sein können), ist die Farbe hoch. Zwei Farben verschiedener Linien, die zusammen mehr als vier Zellen einer Einheit füllen, enthalten verschiedene Arten, was die Linien zu einer Färbung verbindet.</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueGuide</name>
    <message>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Difficulty on the Sudoku Explainer scale</source>
        <translation>Schwierigkeit auf der Skala von Sudoku Explainer</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Key to the highlight</source>
        <translation>Legende der Markierungen</translation>
    </message>
    <message>
        <source>Worked example board</source>
        <translation>Spielfeld des Beispiels</translation>
    </message>
    <message>
        <source>Family: %1 · Level: %2 · Rating: %3</source>
        <translation>Familie: %1 · Stufe: %2 · Wertung: %3</translation>
    </message>
    <message>
        <source>The example position no longer leads the solver to this technique, so it is not shown.</source>
        <translation>Die Beispielstellung führt den Löser nicht mehr zu dieser Technik, darum wird sie nicht gezeigt.</translation>
    </message>
    <message>
        <source>No worked example yet: none of the puzzles searched for this guide needed this technique on the solver's path.</source>
        <translation>Noch kein Beispiel: Keines der für diese Anleitung durchsuchten Rätsel brauchte diese Technik auf dem Lösungsweg.</translation>
    </message>
    <message>
        <source>A %1×%1 X-Sudoku (%2×%3 boxes; both diagonals, too, hold every digit once)</source>
        <translation>Ein %1×%1-X-Sudoku (%2×%3-Blöcke; auch beide Diagonalen enthalten jede Ziffer einmal)</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle (%2×%3 boxes)</source>
        <translation>Ein %1×%1-Rätsel (%2×%3-Blöcke)</translation>
    </message>
    <message>
        <source>%1, at its start. Source: %2.</source>
        <translation>%1, am Anfang. Quelle: %2.</translation>
    </message>
    <message>
        <source>%1, some steps into its solution: the pencil marks are those the earlier steps left. Source: %2.</source>
        <translation>%1, einige Schritte in die Lösung hinein: Die Notizen sind die, die die früheren Schritte übrig ließen. Quelle: %2.</translation>
    </message>
    <message>
        <source>HoDoKu's exemplar puzzles</source>
        <translation>HoDoKus Beispielrätsel</translation>
    </message>
    <message>
        <source>the enjoysudoku forum's list of hardest puzzles</source>
        <translation>die Liste der schwersten Rätsel des Forums enjoysudoku</translation>
    </message>
    <message>
        <source>Pencilmark's generator</source>
        <translation>Pencilmarks Generator</translation>
    </message>
    <message>
        <source>A %1×%1 killer sudoku (%2×%3 boxes; each cage's digits differ and add up to its sum)</source>
        <translation>Ein %1×%1-Killer-Sudoku (%2×%3-Blöcke; die Ziffern jedes Käfigs sind verschieden und ergeben seine Summe)</translation>
    </message>
    <message>
        <source>the killers of Solo, in Simon Tatham's Portable Puzzle Collection</source>
        <translation>die Killer-Sudokus von Solo aus Simon Tathams Portable Puzzle Collection</translation>
    </message>
    <message>
        <source>A %1×%1 MultiFour (symbols 1–%2, each %3 times per row and column)</source>
        <translation>Ein %1×%1-MultiFour (Symbole 1–%2, jedes %3-mal pro Zeile und Spalte)</translation>
    </message>
    <message>
        <source>%1, some steps into its solution, with pencil marks a player left behind: one candidate the earlier steps would have removed is still there. Source: %2.</source>
        <translation>%1, einige Schritte in die Lösung hinein, mit Notizen, wie sie ein Spieler stehen ließ: Ein Kandidat, den die früheren Schritte entfernt hätten, steht noch da. Quelle: %2.</translation>
    </message>
    <message>
        <source>An %1×%1 DoubleNine (1–%2 twice per row and column, once per %3×%4 section)</source>
        <translation>Ein %1×%1-DoubleNine (1–%2 zweimal pro Zeile und Spalte, einmal pro %3×%4-Abschnitt)</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Üben</translation>
    </message>
    <message>
        <source>Puzzles that need it, one after another, each started just before the step.</source>
        <translation>Rätsel, die sie brauchen, eines nach dem anderen, jedes kurz vor dem Schritt begonnen.</translation>
    </message>
    <message>
        <source>Cannot be practised: puzzles that need it are too rare for the generator to make.</source>
        <translation>Nicht übbar: Rätsel, die sie brauchen, sind zu selten, als dass der Generator sie erzeugen könnte.</translation>
    </message>
    <message>
        <source>“%1” by %2, a %3×%3 puzzle with its own rules (%4)</source>
        <translation>„%1“ von %2, ein %3×%3-Rätsel mit eigenen Regeln (%4)</translation>
    </message>
    <message>
        <source>published variant puzzles, shared under CC BY 4.0</source>
        <translation>veröffentlichte Variantenrätsel, geteilt unter CC BY 4.0</translation>
    </message>
    <message>
        <source>Cannot be practised: the generator makes no puzzles with the rules it needs yet.</source>
        <translation>Kann nicht geübt werden: der Generator macht noch keine Rätsel mit den Regeln, die sie braucht.</translation>
    </message>
    <message>
        <source>A %1×%1 puzzle with its own rules (%2)</source>
        <translation>Ein %1×%1-Rätsel mit eigenen Regeln (%2)</translation>
    </message>
</context>
<context>
    <name>pm::TechniqueOrderDialog</name>
    <message>
        <source>Every technique is switched on.</source>
        <translation>Alle Techniken sind eingeschaltet.</translation>
    </message>
    <message numerus="yes">
        <source>%n technique(s) switched off.</source>
        <translation>
            <numerusform>%n Technik ausgeschaltet.</numerusform>
            <numerusform>%n Techniken ausgeschaltet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step Order</source>
        <translation>Reihenfolge der Techniken</translation>
    </message>
    <message>
        <source>Hints, All Steps and the solving path try these techniques from the top down and never offer one that is switched off. Untick a technique to switch it off; move it up to try it sooner.</source>
        <translation>Tipps, Alle Schritte und der Lösungsweg probieren diese Techniken von oben nach unten und bieten nie eine ausgeschaltete an. Entferne den Haken, um eine Technik auszuschalten; schiebe sie nach oben, damit sie früher probiert wird.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Techniques in the order they are tried</source>
        <translation>Techniken in der Reihenfolge, in der sie probiert werden</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Try the selected technique one place sooner (Ctrl+Up).</source>
        <translation>Die gewählte Technik einen Platz früher probieren (Strg+Hoch).</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Try the selected technique one place later (Ctrl+Down).</source>
        <translation>Die gewählte Technik einen Platz später probieren (Strg+Runter).</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Standard wiederherstellen</translation>
    </message>
    <message>
        <source>The standard order, easiest first, with every technique switched on.</source>
        <translation>Die Standardreihenfolge, die leichteste zuerst, mit allen Techniken eingeschaltet.</translation>
    </message>
    <message>
        <source>&lt;i&gt;A puzzle's rating and level always use the standard order, whatever the order here, so a puzzle has the same grade for every player.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Bewertung und Stufe eines Rätsels nutzen immer die Standardreihenfolge, egal welche Reihenfolge hier steht, damit ein Rätsel für alle Spieler gleich eingestuft ist.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>pm::TwoSolutionsDialog</name>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>One solution</source>
        <translation>Eine Lösung</translation>
    </message>
    <message>
        <source>Another solution</source>
        <translation>Eine andere Lösung</translation>
    </message>
</context>
<context>
    <name>pm::WhyNotText</name>
    <message>
        <source>%1 can go in %2: a solution of the puzzle has it there.</source>
        <extracomment>"Why can't 5 go in r3c4?" answered: it can.</extracomment>
        <translation>%1 kann in %2 stehen: eine Lösung des Rätsels hat sie dort.</translation>
    </message>
    <message>
        <source>%1 already holds %2.</source>
        <translation>%1 enthält schon %2.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so no digit can go anywhere.</source>
        <translation>Das Rätsel hat keine Lösung, also passt keine Ziffer irgendwohin.</translation>
    </message>
    <message>
        <source>No solution has %1 in %2: the exact search finds none, but the logical techniques find no contradiction they can explain.</source>
        <translation>Keine Lösung hat %1 in %2: die exakte Suche findet keine, aber die logischen Techniken finden keinen Widerspruch, den sie erklären können.</translation>
    </message>
    <message>
        <source>Suppose %1 were %2.</source>
        <extracomment>The start of a story that ends in a contradiction: "Suppose r3c4 were 5."</extracomment>
        <translation>Angenommen, in %1 stünde %2.</translation>
    </message>
    <message>
        <source>Then %1, so %2 cannot be %3.</source>
        <extracomment>The end of the story: "Then r7c4 has no candidate left, so r3c4 cannot be 5."</extracomment>
        <translation>Dann gilt: %1, also kann %2 nicht %3 sein.</translation>
    </message>
</context>
</TS>
