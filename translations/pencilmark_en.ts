<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>pm::BookletDialog</name>
    <message numerus="yes">
        <source>%n puzzle(s) per page</source>
        <translation>
            <numerusform>%n puzzle per page</numerusform>
            <numerusform>%n puzzles per page</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::CagePanel</name>
    <message numerus="yes">
        <source>Sum %1 in %n cell(s)</source>
        <extracomment>English says "Sum 7 in 1 cell", "Sum 7 in 2 cells" (translations/pencilmark_en.ts).</extracomment>
        <translation>
            <numerusform>Sum %1 in %n cell</numerusform>
            <numerusform>Sum %1 in %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::CellDescription</name>
    <message numerus="yes">
        <source>In a cage of %n cell(s) with sum %1.</source>
        <extracomment>English says "In a cage of 1 cell with sum 5.", "In a cage of 3 cells with sum 12."</extracomment>
        <translation>
            <numerusform>In a cage of %n cell with sum %1.</numerusform>
            <numerusform>In a cage of %n cells with sum %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::CollectionText</name>
    <message numerus="yes">
        <source>%n puzzle(s): %1 solved, %2 in progress.</source>
        <translation>
            <numerusform>%n puzzle: %1 solved, %2 in progress.</numerusform>
            <numerusform>%n puzzles: %1 solved, %2 in progress.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:</source>
        <translation>
            <numerusform>%n line holds no puzzle Pencilmark can read; the other puzzles are open:</numerusform>
            <numerusform>%n lines hold no puzzle Pencilmark can read; the other puzzles are open:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::DigitButton</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>%n left to place</numerusform>
            <numerusform>%n left to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n left to place</source>
        <translation>
            <numerusform>%1, %n left to place</numerusform>
            <numerusform>%1, %n left to place</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::FilterView</name>
    <message numerus="yes">
        <source>Filter: cells with %n candidate(s)</source>
        <translation>
            <numerusform>Filter: cells with %n candidate</numerusform>
            <numerusform>Filter: cells with %n candidates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::GameDocument</name>
    <message numerus="yes">
        <source>Making a killer… cage layout %1, %n cage(s)</source>
        <translation>
            <numerusform>Making a killer… cage layout %1, %n cage</numerusform>
            <numerusform>Making a killer… cage layout %1, %n cages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Making a puzzle… grid %1, %n given(s) left</source>
        <translation>
            <numerusform>Making a puzzle… grid %1, %n given left</numerusform>
            <numerusform>Making a puzzle… grid %1, %n givens left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::GameText</name>
    <message numerus="yes">
        <source>%n wrong digit(s), shown with a corner flag.</source>
        <translation>
            <numerusform>%n wrong digit, shown with a corner flag.</numerusform>
            <numerusform>%n wrong digits, shown with a corner flag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) whose pencil marks leave out the answer: %1.</source>
        <translation>
            <numerusform>%n cell whose pencil marks leave out the answer: %1.</numerusform>
            <numerusform>%n cells whose pencil marks leave out the answer: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They differ in %n cell(s), lit on both boards.</source>
        <translation>
            <numerusform>They differ in %n cell, lit on both boards.</numerusform>
            <numerusform>They differ in %n cells, lit on both boards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::HintText</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>"r1c2 = 5, r3c4 = 1 and 3 more"</extracomment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::PrintActions</name>
    <message numerus="yes">
        <source>Saved the booklet (%n puzzle(s)) as %1.</source>
        <translation>
            <numerusform>Saved the booklet (%n puzzle) as %1.</numerusform>
            <numerusform>Saved the booklet (%n puzzles) as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SetterText</name>
    <message numerus="yes">
        <source>%n cell(s) can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</source>
        <translation>
            <numerusform>%n cell can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</numerusform>
            <numerusform>%n cells can hold more than one digit across the puzzle's solutions, with these true candidates (the digits some solution puts there):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The puzzle keeps its one solution without any one of these %n clue(s), each taken away on its own (two of them may not both go):</source>
        <translation>
            <numerusform>The puzzle keeps its one solution without this %n clue, taken away on its own:</numerusform>
            <numerusform>The puzzle keeps its one solution without any one of these %n clues, each taken away on its own (two of them may not both go):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without any one of these %n clue(s), the search could not count the solutions within %1 steps, so it is not known whether they are needed:</source>
        <translation>
            <numerusform>Without this %n clue, the search could not count the solutions within %1 steps, so it is not known whether it is needed:</numerusform>
            <numerusform>Without any one of these %n clues, the search could not count the solutions within %1 steps, so it is not known whether they are needed:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvedAnalysisDialog</name>
    <message numerus="yes">
        <source>You used %n hint(s):</source>
        <translation>
            <numerusform>You used %n hint:</numerusform>
            <numerusform>You used %n hints:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · rating %2 (%n step(s))</source>
        <translation>
            <numerusform>Level: %1 · rating %2 (%n step)</numerusform>
            <numerusform>Level: %1 · rating %2 (%n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SolvingPathDialog</name>
    <message numerus="yes">
        <source>No technique switched on in your step order takes the next step (steps so far: %1). %n technique(s) are switched off (Help ▸ Step Order).</source>
        <translation>
            <numerusform>No technique switched on in your step order takes the next step (steps so far: %1). %n technique is switched off (Help ▸ Step Order).</numerusform>
            <numerusform>No technique switched on in your step order takes the next step (steps so far: %1). %n techniques are switched off (Help ▸ Step Order).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::StepListText</name>
    <message numerus="yes">
        <source>%n step(s) in this position.</source>
        <translation>
            <numerusform>%n step in this position.</numerusform>
            <numerusform>%n steps in this position.</numerusform>
        </translation>
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
            <numerusform>… and %n more, not shown</numerusform>
            <numerusform>… and %n more, not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No step found with these techniques. %n technique(s) are switched off in your step order (Help ▸ Step Order).</source>
        <translation>
            <numerusform>No step found with these techniques. %n technique is switched off in your step order (Help ▸ Step Order).</numerusform>
            <numerusform>No step found with these techniques. %n techniques are switched off in your step order (Help ▸ Step Order).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::TechniqueOrderDialog</name>
    <message numerus="yes">
        <source>%n technique(s) switched off.</source>
        <translation>
            <numerusform>%n technique switched off.</numerusform>
            <numerusform>%n techniques switched off.</numerusform>
        </translation>
    </message>
</context>
</TS>
