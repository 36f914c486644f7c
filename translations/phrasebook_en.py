# SPDX-License-Identifier: GPL-3.0-or-later
"""English plural forms: (context, source, (singular, plural)). English needs
no translation but for its plurals: the source "%n wrong digit(s)" becomes
"1 wrong digit" and "3 wrong digits". lupdate -pluralonly lists these
messages in pencilmark_en.ts; fill_translations.py writes the forms there."""

PLURALS = [
    ("pm::GameText", "%n wrong digit(s), shown with a corner flag.",
     ("%n wrong digit, shown with a corner flag.", "%n wrong digits, shown with a corner flag.")),
    ("pm::GameText", "%n cell(s) whose pencil marks leave out the answer: %1.",
     ("%n cell whose pencil marks leave out the answer: %1.", "%n cells whose pencil marks leave out the answer: %1.")),
    ("pm::GameText", "%1 and %n more", ("%1 and %n more", "%1 and %n more")),
    ("pm::GameText", "They differ in %n cell(s), lit on both boards.",
     ("They differ in %n cell, lit on both boards.", "They differ in %n cells, lit on both boards.")),
    ("pm::HintText", "%1 and %n more", ("%1 and %n more", "%1 and %n more")),
    ("pm::DigitButton", "%n left to place", ("%n left to place", "%n left to place")),
    ("pm::DigitButton", "%1, %n left to place", ("%1, %n left to place", "%1, %n left to place")),
    ("pm::CagePanel", "Sum %1 in %n cell(s)", ("Sum %1 in %n cell", "Sum %1 in %n cells")),
    ("pm::CellDescription", "In a cage of %n cell(s) with sum %1.",
     ("In a cage of %n cell with sum %1.", "In a cage of %n cells with sum %1.")),
    ("pm::GameDocument", "Making a puzzle… grid %1, %n given(s) left",
     ("Making a puzzle… grid %1, %n given left", "Making a puzzle… grid %1, %n givens left")),
    ("pm::GameDocument", "Making a killer… cage layout %1, %n cage(s)",
     ("Making a killer… cage layout %1, %n cage", "Making a killer… cage layout %1, %n cages")),
    ("pm::BookletDialog", "%n puzzle(s) per page", ("%n puzzle per page", "%n puzzles per page")),
    ("pm::PrintActions", "Saved the booklet (%n puzzle(s)) as %1.",
     ("Saved the booklet (%n puzzle) as %1.", "Saved the booklet (%n puzzles) as %1.")),
    ("pm::StepListText", "%n step(s) in this position.", ("%n step in this position.", "%n steps in this position.")),
    ("pm::StepListText", "%1 (%n)", ("%1 (%n)", "%1 (%n)")),
    ("pm::StepListText", "… and %n more, not shown", ("… and %n more, not shown", "… and %n more, not shown")),
    ("pm::CollectionText", "%n puzzle(s): %1 solved, %2 in progress.",
     ("%n puzzle: %1 solved, %2 in progress.", "%n puzzles: %1 solved, %2 in progress.")),
    ("pm::CollectionText", "%n line(s) hold no puzzle Pencilmark can read; the other puzzles are open:",
     ("%n line holds no puzzle Pencilmark can read; the other puzzles are open:",
      "%n lines hold no puzzle Pencilmark can read; the other puzzles are open:")),
    ("pm::CollectionText", "… and %n more.", ("… and %n more.", "… and %n more.")),
    ("pm::FilterView", "Filter: cells with %n candidate(s)",
     ("Filter: cells with %n candidate", "Filter: cells with %n candidates")),
    ("pm::TechniqueOrderDialog", "%n technique(s) switched off.",
     ("%n technique switched off.", "%n techniques switched off.")),
    ("pm::StepListText", "No step found with these techniques. %n technique(s) are switched off in your step order "
                         "(Help ▸ Step Order).",
     ("No step found with these techniques. %n technique is switched off in your step order (Help ▸ Step Order).",
      "No step found with these techniques. %n techniques are switched off in your step order (Help ▸ Step Order).")),
    ("pm::SolvingPathDialog", "No technique switched on in your step order takes the next step (steps so far: %1). "
                              "%n technique(s) are switched off (Help ▸ Step Order).",
     ("No technique switched on in your step order takes the next step (steps so far: %1). "
      "%n technique is switched off (Help ▸ Step Order).",
      "No technique switched on in your step order takes the next step (steps so far: %1). "
      "%n techniques are switched off (Help ▸ Step Order).")),
    ("pm::SolvedAnalysisDialog", "You used %n hint(s):", ("You used %n hint:", "You used %n hints:")),
    ("pm::SolvedAnalysisDialog", "Level: %1 · rating %2 (%n step(s))",
     ("Level: %1 · rating %2 (%n step)", "Level: %1 · rating %2 (%n steps)")),
    ("pm::SetterText", "%n cell(s) can hold more than one digit across the puzzle's solutions, with these true "
     "candidates (the digits some solution puts there):",
     ("%n cell can hold more than one digit across the puzzle's solutions, with these true candidates (the digits "
      "some solution puts there):",
      "%n cells can hold more than one digit across the puzzle's solutions, with these true candidates (the "
      "digits some solution puts there):")),
    ("pm::SetterText", "The puzzle keeps its one solution without any one of these %n clue(s), each taken away on "
     "its own (two of them may not both go):",
     ("The puzzle keeps its one solution without this %n clue, taken away on its own:",
      "The puzzle keeps its one solution without any one of these %n clues, each taken away on its own (two of "
      "them may not both go):")),
    ("pm::SetterText", "Without any one of these %n clue(s), the search could not count the solutions within %1 "
     "steps, so it is not known whether they are needed:",
     ("Without this %n clue, the search could not count the solutions within %1 steps, so it is not known whether "
      "it is needed:",
      "Without any one of these %n clues, the search could not count the solutions within %1 steps, so it is not "
      "known whether they are needed:")),
]
