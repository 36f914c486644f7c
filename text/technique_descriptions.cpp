// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/technique_descriptions.h"

namespace pm {

using logic::Technique;

// Written for a player who knows the rules and the words of the glossary
// (house, peer, candidate), not the jargon; each text says what to look
// for, why it holds, and what it removes or places. The worked example
// under it shows the rest.
QString TechniqueDescriptions::description(Technique technique)
{
    switch (technique) {
    case Technique::FullHouse:
        return tr("A house with only one empty cell left. The one digit the house still lacks must go there.");
    case Technique::NakedSingle:
        return tr("A cell whose peers already hold every digit but one. Only that candidate is left, so it is "
                  "the cell's digit.");
    case Technique::HiddenSingleBox:
        return tr("In a box, a digit that fits in only one cell: every other cell is filled or sees the digit in "
                  "its row or column. The box must hold the digit somewhere, so it goes in that cell, whatever "
                  "other candidates the cell has.");
    case Technique::HiddenSingleLine:
        return tr("The same in a row or a column: a digit with only one place left in the line goes there.");
    case Technique::HiddenSingleOther:
        return tr("The same in a house that a variant adds: a diagonal, the centre-dot cells, a window or a "
                  "jigsaw region. Such a house, too, holds every digit once, so a digit with only one place left "
                  "in it goes there.");
    case Technique::CountElimination:
        return tr("In puzzles whose rows and columns hold every symbol several times (MultiFour: 1 to 4 three "
                  "times each; DoubleNine: 1 to 9 twice each), count how often a symbol already stands in a line. "
                  "Once the line holds it as often as it must, the symbol goes from every other cell of the line.");
    case Technique::CountFill:
        return tr("The hidden single of counted lines: a row or column must still hold a symbol some number of "
                  "times, and exactly that many of its empty cells can still take it. Every one of those cells "
                  "gets the symbol, whatever other candidates it has.");
    case Technique::CountPointing:
        return tr("In DoubleNine, rows and columns hold every symbol twice and each 3x3 box once. When a line still "
                  "needs a symbol in as many cells as there are boxes whose candidates for it all lie in the line, "
                  "those boxes fill the line's missing places: the symbol goes from the line's other cells.");
    case Technique::CountClaiming:
        return tr("The other way round: a line's candidates for a symbol lie in exactly as many boxes as the line "
                  "still needs it. Each box holds the symbol once, so each must give it to the line, and the "
                  "symbol goes from the boxes' cells outside the line.");
    case Technique::CageCombination:
        return tr("In killer sudoku, a cage holds different digits that add up to its sum, so only some sets of "
                  "digits fit it: two cells of 3 are 1 and 2, three cells of 23 are 6, 8 and 9. Of those sets, only "
                  "the ones the cells' candidates can make count; a candidate that no fitting set gives its cell "
                  "goes. When one empty cell is left, it takes what the sum still lacks.");
    case Technique::GridRule:
        return tr("Variant rules of the whole grid tie cells that share no house: anti-knight (a knight's move "
                  "apart), anti-king (a king's move apart), non-consecutive, disjoint groups, and no black dot, X "
                  "or V where none is drawn. A placed digit, or a cell's few candidates, rules out the digits its "
                  "partners may not hold beside it, as a placed digit clears its peers.");
    case Technique::CellRule:
        return tr("A rule on single cells or a small group: an even or odd cell, a minimum or maximum cell (smaller "
                  "or larger than each orthogonal neighbour not marked alike), candidates given as a rule, a quadruple's digits, a "
                  "group whose digits differ. A candidate that no filling of those cells allows goes.");
    case Technique::Thermometer:
        return tr("Digits rise along a thermometer from its bulb. A cell with k cells before it holds at least "
                  "k+1, one with k cells after it at most 9-k on 9x9; and with candidates, each cell keeps only the "
                  "digits some rising filling of the whole thermometer gives it (cells in one house differ).");
    case Technique::DotPair:
        return tr("A kropki dot or an X or V ties two neighbours: a white dot makes them consecutive, a black dot "
                  "one twice the other, an X adds up to 10 and a V to 5. A candidate with no partner across the dot "
                  "goes: a V never holds 5 or more, a black dot never 5, 7 or 9.");
    case Technique::LineRule:
        return tr("Lines with a rule between their cells: whispers (neighbours far apart, so no 5 on a German "
                  "line), renban (a run of consecutive digits), palindromes and clones (equal cells), between and "
                  "lockout lines (digits inside or outside the ends), entropic and modular lines. Each cell keeps "
                  "only the digits some filling of the whole line that keeps its rule gives it.");
    case Technique::LineSum:
        return tr("Sums along cells: an arrow's digits add up to its circle, a little killer clue sums its "
                  "diagonal, a region-sum line has one sum in each region it crosses, a zipper line's cells equally "
                  "far from its middle add up alike. The smallest and largest sums the candidates can make bound "
                  "every cell; a candidate that no fitting filling uses goes.");
    case Technique::ConstraintPointing:
        return tr("A digit every filling of a constraint holds (a run on a renban line, a sum's only combinations): "
                  "it must go in one of the constraint's cells that can hold it, so whatever all of them rule out "
                  "goes, and with one such cell left it goes there.");
    case Technique::RulePointing:
        return tr("Pointing across the variant rules. A house must hold a digit in one of a few cells (or a cell "
                  "must hold one of a few digits); each choice rules candidates out through its peers and the "
                  "constraints tied to it: a knight's move away, a thermometer's cells it would leave too low, the "
                  "mirror of a palindrome cell and that mirror's peers. What every choice rules out goes.");
    case Technique::OutsideClue:
        return tr("Clues outside the grid that read a whole row or column: a sandwich sums the digits between the "
                  "1 and the 9, an X-sum the first X digits, a skyscraper counts the digits seen past the lower "
                  "ones. Each cell of the line keeps only the digits some filling of the line that matches the clue "
                  "gives it.");
    case Technique::JointFit:
        return tr("Constraints that share cells, taken together: a chain of kropki dots, a thermometer and the "
                  "arrow on its bulb, two lines that cross, an arrow and the killer cage on its shaft, two cages in "
                  "one house. One filling must keep every rule at once (a cage's sum too), give cells that see each "
                  "other different digits and keep the rules of the whole grid between them. Two "
                  "white dots in a row of three cells make a run of three digits, so the middle cell is never 1 or "
                  "9, though each dot alone allows it. A candidate no joint filling uses goes.");
    case Technique::HouseDigitFit:
        return tr("A house whose digit can only go on one constraint: in a row, 6 fits only two cells, both in the "
                  "middle of a lockout line. The line then holds that 6, and of all its fillings only those that "
                  "put the 6 in one of those cells can be true. With a 6 in its middle, the line's ends must both "
                  "lie below 6 or both above it, far enough apart; candidates that no such filling uses go, though "
                  "the line alone would allow them.");
    case Technique::WhispersColouring:
        return tr("On a German whispers line neighbours differ by at least 5, so no cell holds 5 and every digit is "
                  "low (1 to 4) or high (6 to 9); neighbours hold one of each. The line's cells fall into two "
                  "colours that alternate: each colour is all low or all high, though not yet known which. A house "
                  "holds only four low and four high digits, so when one way round would put five low digits in a "
                  "row (the colour's cells, with others that can only be low), the colour is high. Two colours of "
                  "different lines that together fill more than four cells of one house hold different kinds, "
                  "which joins the lines into one colouring.");
    case Technique::EqualCells:
        return tr("Cells that must hold the same digit, whichever it is. A palindrome's mirrored cells are equal. "
                  "Then look at a house none of them is in: if every cell of it but one sees one of them (through "
                  "its row, column or box, or a rule such as the knight's move), cannot hold any digit they could "
                  "hold, or is equal to a cell that sees one of them, the house must hold their digit in that last "
                  "cell, so it is equal to them too. Equal cells keep only the digits all of them can hold, and "
                  "never a digit that would leave some house no place for it.");
    case Technique::EqualCellsChain:
        return tr("Equal cells (see Equal Cells) followed for one digit. Suppose a group of equal cells holds a "
                  "digit: every cell that sees one of them cannot. In a house where that leaves one place, the "
                  "digit goes there, and into every cell equal to it. Go on while houses have one place left; if a "
                  "house is left with none, or a cell that would hold the digit sees another that would, the "
                  "supposition was false and the digit goes from the group.");
    case Technique::InnieOutieSingle:
        return tr("The 45 rule: a house holds every digit once, so on 9x9 it adds up to 45. Take away the cages "
                  "lying wholly inside it and the digits already placed: when a single cell is left over (an innie), "
                  "it holds the rest. Or add up the cages covering the house: when they stick out of it at a single "
                  "cell (an outie), that cell holds what they have too much.");
    case Technique::InniesOuties:
        return tr("The 45 rule when it leaves two or more cells: the innies (or the outies) of a house add up to a "
                  "known number, so they act like a cage of that sum. Their candidates are cut down as a cage's "
                  "are; cells that do not see one another may repeat a digit.");
    case Technique::CagePointing:
        return tr("A digit that every set still fitting a cage contains must be in the cage. If the cage's "
                  "candidates for it all lie in one row, column or box (or all see some cells), the digit goes "
                  "from the rest of that house: the cage takes it.");
    case Technique::CageClaiming:
        return tr("In a house, a digit whose candidates all lie inside one cage: the house's digit is in that "
                  "cage, so the cage contains it. Only the sets with that digit still fit the cage, and its cells "
                  "outside the house cannot hold the digit.");
    case Technique::InniesOutiesMultiHouse:
        return tr("The 45 rule over several houses side by side: two adjacent rows add up to 90, three to 135, "
                  "and so on. The cages inside them and those sticking out leave innies or outies with a known sum, "
                  "which fix a cell or act as a cage.");
    case Technique::InnieOutieDifference:
        return tr("The 45 rule with one innie and one outie: counting one crossing cage whole and another by its "
                  "cells inside, the innie and the outie differ by a known amount. Each then keeps only candidates "
                  "that have a partner in the other.");
    case Technique::SetEquivalence:
        return tr("The 45 rule over two sets of houses: k rows and k columns (or k rows or columns and k boxes) "
                  "each hold every digit k times. What they share cancels, so the cells of one outside the other "
                  "hold the same digits as the cells of the other outside the first, and add up alike. Counting the "
                  "cages there by their sums (less the cells that stick out) and an arrow whose shaft lies there by "
                  "its circle, the cells left over add up to a known value; when it is the most or the least they "
                  "can make, each house's part of them holds its highest or lowest digits. Phistomefel's ring is "
                  "one such pair: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 against the eight outer boxes leave "
                  "the corners' 2x2 cells against the sixteen cells around box 5.");
    case Technique::LockedCandidatesPointing:
        return tr("In a box, every candidate for a digit lies in one row or one column. Whichever of them is "
                  "true, that line gets its digit inside this box, so the digit goes from the rest of the line.");
    case Technique::LockedCandidatesClaiming:
        return tr("In a row or a column, every candidate for a digit lies in one box. The line's digit is then "
                  "in that box, so the digit goes from the box's other cells.");
    case Technique::LockedPair:
        return tr("Two cells that share both a box and a line and hold only the same two digits. The two digits "
                  "fill these cells, so they go from every other cell of the box and of the line.");
    case Technique::LockedTriple:
        return tr("Three cells that share both a box and a line and hold only three digits between them. Those "
                  "digits fill the three cells, so they go from the rest of the box and of the line.");
    case Technique::NakedPair:
        return tr("Two cells of a house holding only the same two digits. One cell takes one digit and the other "
                  "the other, so neither digit can go anywhere else in the house.");
    case Technique::HiddenPair:
        return tr("Two digits that, in a house, fit only in the same two cells. Those cells must hold these two "
                  "digits, so every other candidate goes from them.");
    case Technique::NakedTriple:
        return tr("Three cells of a house holding only three digits between them (a cell need not hold all "
                  "three). The three digits fill the three cells, so they go from the rest of the house.");
    case Technique::HiddenTriple:
        return tr("Three digits that, in a house, fit only within the same three cells. Those cells hold these "
                  "digits, so their other candidates go.");
    case Technique::NakedQuad:
        return tr("Four cells of a house holding only four digits between them. The four digits fill those "
                  "cells, so they go from the rest of the house.");
    case Technique::HiddenQuad:
        return tr("Four digits that, in a house, fit only within the same four cells. The cells hold these "
                  "digits, so every other candidate goes from them.");
    case Technique::XWing:
        return tr("In two rows, a digit fits only in the same two columns. The digit goes in opposite corners of "
                  "that rectangle, either way round, so both columns get their digit from these two rows and it "
                  "goes from the rest of the two columns. The same holds with rows and columns swapped.");
    case Technique::Swordfish:
        return tr("An X-Wing of three lines: in three rows, a digit fits only within the same three columns. The "
                  "three rows put the digit once in each of those columns, so it goes from the rest of them (or "
                  "with rows and columns swapped).");
    case Technique::Jellyfish:
        return tr("The same with four lines: in four rows, a digit fits only within the same four columns, so it "
                  "goes from the rest of those columns (or with rows and columns swapped).");
    case Technique::Skyscraper:
        return tr("Two parallel lines where a digit fits in exactly two cells each, with one end of each in the "
                  "same crossing line. Those two ends cannot both hold the digit, so one of the two other ends "
                  "does. A cell that sees both of those ends loses the digit.");
    case Technique::TwoStringKite:
        return tr("A row and a column where a digit fits in exactly two cells each, with one end of each in the "
                  "same box. Those two ends cannot both hold the digit, so one of the two far ends does, and a "
                  "cell that sees both far ends loses the digit.");
    case Technique::TurbotFish:
        return tr("A short chain on one digit: two houses where it fits in exactly two cells, joined by two ends "
                  "that see each other. If the first far end is not the digit, the chain makes the other far end "
                  "the digit, so a cell that sees both far ends loses it. Skyscraper and 2-String Kite are its "
                  "best-known shapes.");
    case Technique::EmptyRectangle:
        return tr("In a box, a digit's candidates lie in one row and one column of it, so the box's digit is on "
                  "that cross. Take a line where the digit fits in exactly two cells, one of them in line with the "
                  "cross: the cell where the other end's line meets the cross cannot hold the digit, or the box "
                  "would be left without it.");
    case Technique::XYWing:
        return tr("Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}. "
                  "Whichever digit the pivot takes, one pincer becomes z, so z goes from every cell that sees "
                  "both pincers.");
    case Technique::XYZWing:
        return tr("Like an XY-Wing, but the pivot holds all three digits {x,y,z}. Then z is in the pivot or in a "
                  "pincer, so z goes from every cell that sees the pivot and both pincers.");
    case Technique::WWing:
        return tr("Two cells holding only the same two digits {x,y}, which do not see each other, and a house "
                  "where x fits in exactly two cells, one seeing each of them. The two cells cannot both be x, "
                  "since that house would lose its x; so one of them is y, and y goes from every cell that sees "
                  "both.");
    case Technique::RemotePairs:
        return tr("A chain of cells holding only the same two digits, each seeing the next. The two digits "
                  "alternate along the chain, so two cells an odd number of steps apart hold one digit each; a "
                  "cell that sees both loses both digits.");
    case Technique::UniqueRectangle1:
        return tr("Four cells at the corners of a rectangle over two boxes, three of them holding only the same "
                  "two digits. Were the fourth also one of those two, the digits could swap around the rectangle "
                  "and the puzzle would have two solutions; so both digits go from the fourth corner. This, like "
                  "every uniqueness technique, needs a puzzle with a single solution.");
    case Technique::UniqueRectangle2:
        return tr("A rectangle over two boxes whose corners hold the same two digits, where the two corners on "
                  "one side also hold the same one extra digit. One of them must be that extra digit, or the "
                  "rectangle would give two solutions; so the extra digit goes from every cell that sees both.");
    case Technique::BugPlusOne:
        return tr("Every empty cell holds two candidates except one cell with three, and each digit fits twice "
                  "in each house, except one digit three times in that cell's houses. Without that digit in the "
                  "cell, the grid would have two solutions (a bivalue universal grave), so the cell takes it.");
    case Technique::FinnedXWing:
        return tr("An X-Wing with a fin: one of its lines has extra candidates, all in one box. Either the "
                  "X-Wing holds or the fin is true; both remove the digit from the cells that lie in a cover line "
                  "and see the fin.");
    case Technique::SashimiXWing:
        return tr("A finned X-Wing with one corner missing: without its fin, that line would hold the digit in "
                  "one cell only. The reasoning and the eliminations are those of the finned X-Wing.");
    case Technique::FinnedSwordfish:
        return tr("A swordfish with extra candidates (the fin) in one box. Either the swordfish holds or the fin "
                  "is true, so a cell in a cover line that also sees the fin loses the digit.");
    case Technique::SashimiSwordfish:
        return tr("A finned swordfish in which a line keeps only one corner once its fin is set aside. It "
                  "removes the same candidates: those in a cover line that see the fin.");
    case Technique::FinnedJellyfish:
        return tr("A jellyfish (four lines) with a fin in one box. Either the jellyfish holds or the fin is true, "
                  "so a cell in a cover line that sees the fin loses the digit.");
    case Technique::SashimiJellyfish:
        return tr("A finned jellyfish in which a line keeps only one corner once its fin is set aside. The "
                  "eliminations are the same: cover-line cells that see the fin.");
    case Technique::SimpleColoursTrap:
        return tr("Follow one digit through the houses where it fits in exactly two cells, colouring those cells "
                  "in two alternating colours. One colour holds the digit everywhere, the other nowhere. A cell "
                  "that sees both colours cannot hold the digit.");
    case Technique::SimpleColoursWrap:
        return tr("Colour one digit's two-cell houses as for the trap. If two cells of the same colour see each "
                  "other, that colour cannot be the true one: the digit goes from all of its cells, and the other "
                  "colour's cells take it.");
    case Technique::MultiColours:
        return tr("Two separate colourings of the same digit. When a colour of one sees a colour of the other, "
                  "those two cannot both be true, so one of their opposite colours is: a cell that sees both "
                  "opposites loses the digit. A colour that sees both colours of the other colouring is false.");
    case Technique::UniqueRectangle3:
        return tr("A rectangle over two boxes where two corners hold only the pair and the other two have extra "
                  "digits. One of those two holds an extra digit, so together they act as one cell of extra "
                  "digits; with other cells of their house it forms a naked subset, whose digits go from the rest "
                  "of the house.");
    case Technique::UniqueRectangle4:
        return tr("A rectangle over two boxes where two corners hold only the pair {x,y}, and in the house of "
                  "the other two, x fits only in those two. One of them is x, so neither can be y (the rectangle "
                  "would give two solutions): y goes from both.");
    case Technique::HiddenRectangle:
        return tr("A rectangle over two boxes with one corner holding only {x,y}, where in the row and the column "
                  "of the opposite corner x fits only within the rectangle. Were that opposite corner y, the "
                  "rectangle would be forced into two solutions, so y goes from it.");
    case Technique::XChain:
        return tr("A chain on one digit that alternates strong links (a house where the digit fits in exactly "
                  "two cells) with weak ones (two cells that see each other). One end of the chain holds the "
                  "digit, so a cell that sees both ends loses it.");
    case Technique::XYChain:
        return tr("A chain of cells with two candidates each, where each cell sees the next and shares a digit "
                  "with it. If the first cell is not z, the chain forces the last to be z; so one end is z, and "
                  "a cell that sees both ends loses z.");
    case Technique::SueDeCoq:
        return tr("Where a box and a line cross, two or three cells hold more digits than cells. Other cells of "
                  "the line and of the box hold the rest, in such a way that each digit must sit exactly once in "
                  "the pattern: line digits go from the rest of the line, box digits from the rest of the box.");
    case Technique::NiceLoop:
        return tr("A chain of alternating strong and weak links that comes back to where it started. In a closed "
                  "loop every weak link holds both ways, so candidates that see both ends of one go; a loop that "
                  "meets its start on a contradiction places or removes the start candidate.");
    case Technique::AlternatingInferenceChain:
        return tr("A chain over any digits and cells alternating strong links (one of two candidates is true) and "
                  "weak ones (two candidates cannot both be true). One of its two ends is true, so a candidate "
                  "that sees both ends goes.");
    case Technique::GroupedXChain:
        return tr("An X-Chain in which a node may be a group: candidates of the digit inside one box that also "
                  "lie in one line act together, as one node of the chain. One end holds the digit, so a cell "
                  "seeing both ends loses it.");
    case Technique::AlsXz:
        return tr("An almost locked set is N cells of a house holding N+1 digits: take one digit away and the "
                  "others fill the cells. Two such sets share a digit x whose candidates all see each other, so "
                  "at least one of them holds no x and is locked on its other digits. A second shared digit z is "
                  "therefore in one set or the other, and goes from cells that see every z of both sets.");
    case Technique::AlsXyWing:
        return tr("Three almost locked sets: a middle one shares a digit x with a first set and a digit y with a "
                  "second, each time with all candidates of that digit seeing each other. If the first set holds "
                  "no x, it is locked on its other digits; if it holds x, the middle set holds none, so it holds y "
                  "and the second set is locked. Either way a digit z of both outer sets is in one of them, and "
                  "goes from cells that see all their z candidates.");
    case Technique::GroupedAic:
        return tr("An Alternating Inference Chain whose nodes may be groups (a digit's candidates in one box and "
                  "one line) or whole almost locked sets. One end is true, so a candidate that sees both ends "
                  "goes.");
    case Technique::CellForcingChain:
        return tr("Try each candidate of one cell in turn and follow the singles each forces. One of them is true, "
                  "so whatever every case leads to (a digit placed, a candidate removed) holds.");
    case Technique::HouseForcingChain:
        return tr("Try each place a digit has in one house and follow the singles each forces. The digit is in one "
                  "of them, so whatever every case leads to holds.");
    case Technique::DigitForcingChain:
        return tr("Assume a candidate true, then false, and follow the singles each way. If one way breaks the grid, "
                  "the other is the truth; if both lead to the same result, that result holds.");
    case Technique::ConstraintForcingChain:
        return tr("Assume a candidate true and follow it with singles and pointing, and with what each variant "
                  "constraint and each killer cage still allows its own cells. If that breaks the grid, or leaves a constraint or "
                  "a cage no filling, the candidate is false.");
    case Technique::WhatIf:
        return tr("The last resort: assume a candidate and follow what it forces. If that ends in a contradiction "
                  "(a cell with no candidate, a digit with no place in a house), the candidate is false and goes. "
                  "Pencilmark tells the shortest such story it finds.");
    case Technique::Count: break;
    }
    return {};
}

} // namespace pm
