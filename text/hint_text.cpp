// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/hint_text.h"

#include "text/constraint_text.h"
#include "text/names.h"
#include "text/step_text/step_text.h"

#include "core/game/player_hint_focus.h"
#include "core/logic/constraint_logic.h"

#include <QStringList>

#include <algorithm>

namespace pm {

namespace {

using Kind = game::PlayerHint::Kind;

// A wrong entry's story names at most this many singles before "and n more":
// a longer list stops being a reason anyone follows.
constexpr int kMostSinglesNamed = 6;

} // namespace

HintText::HintText(const game::Game& game, bool editing)
    : m_game(game)
    , m_editing(editing)
{
}

QString HintText::whereToLook(const game::PlayerHint& hint) const
{
    const StepText t(m_game.geometry(), m_game.alphabet());
    const game::HintFocus focus = game::whereToLook(m_game.geometry(), hint);
    switch (hint.kind) {
    case Kind::WrongEntry:
        return tr("One of your digits is wrong. Look at %1.").arg(t.houses(focus.houses));
    case Kind::RemovedCandidate:
        return tr("A pencil mark you removed is needed after all. Look at %1.").arg(t.houses(focus.houses));
    case Kind::Solved: return tr("The puzzle is solved: there is nothing left to find.");
    case Kind::NoSolutionKnown:
        return m_editing ? tr("Hints need a puzzle in play. Start the entered puzzle first (Ctrl+Return).")
                         : tr("Hints need the puzzle's solution, and this game does not know it.");
    case Kind::Stuck:
        // The player's own step order switched off what the next step
        // needs: say that, never that the position is beyond Pencilmark.
        if (hint.stuckBySwitchedOff)
            return tr("No step found with the techniques switched on: the next step needs one you switched off "
                      "(Help ▸ Step Order).");
        // Counted shapes run only the techniques sound for them; say so
        // rather than suggest the whole catalogue was tried.
        // The hints reason with houses and cages only: a variant puzzle's
        // next step may need a rule they do not know. Said as it is.
        if (!m_game.notes().unknownRules.empty())
            return tr("No step found with the rules the hints know. Pencilmark cannot check this puzzle's %1, "
                      "and the next step may need it. Check (Ctrl+K) still compares your digits with the solution.")
                .arg(ConstraintText::unknownListed(m_game.notes().unknownRules));
        // The constraint techniques reason with every kind but a few (the
        // indexers): only those are named as what the next step may need.
        if (const QString unread = ConstraintText::kindsListed(
                m_game.geometry(), [](ConstraintKind kind) { return !logic::techniqueForConstraint(kind); });
            !unread.isEmpty())
            return tr("No step found with the rules the hints know. They do not reason with this puzzle's %1 "
                      "yet, and the next step needs them. Check (Ctrl+K) still compares your digits and marks "
                      "with the solution.")
                .arg(unread);
        if (m_game.geometry().isCounted())
            return tr("No step found: none of the techniques Pencilmark knows for houses that hold each symbol "
                      "several times (singles, counting and what-if) applies here.");
        return tr("No step found: this position needs more than the techniques Pencilmark knows.");
    case Kind::Cancelled: return {};
    case Kind::Step: break;
    }
    QString text;
    if (!focus.houses.empty())
        text = tr("Look at %1.").arg(t.houses(focus.houses));
    else if (!focus.effect)
        text = tr("Look at %1.").arg(t.cells(focus.cells));
    else if (!hint.step.placements.empty())
        text = tr("Look at %1: a digit can be placed there.").arg(t.cells(focus.cells));
    else if (focus.cells.size() == 1)
        text = tr("Look at %1: a candidate can be ruled out there.").arg(t.cells(focus.cells));
    else
        text = tr("Look at %1: a candidate can be ruled out in each.").arg(t.cells(focus.cells));
    switch (hint.marks) {
    case game::MarksBasis::PlayerMarks: break;
    case game::MarksBasis::NoMarksNeeded:
        text += QStringLiteral("<br>") + tr("<i>Available without pencil marks.</i>");
        break;
    case game::MarksBasis::MarksNeeded:
        if (hint.singlesSwitchedOff) {
            text += QStringLiteral("<br>")
                + tr("<i>Singles are switched off in your step order, so this needs pencil marks: fill them in "
                     "(Ctrl+M), or apply the hint to have them filled in.</i>");
            break;
        }
        text += QStringLiteral("<br>")
            + tr("<i>No single is left, so this needs pencil marks: fill them in (Ctrl+M), "
                 "or apply the hint to have them filled in.</i>");
        break;
    }
    return text;
}

QString HintText::whichOne(const game::PlayerHint& hint) const
{
    const StepText t(m_game.geometry(), m_game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return tr("%1 is wrong.").arg(t.cell(hint.cell));
    case Kind::RemovedCandidate: return tr("Check the pencil marks of %1.").arg(t.cell(hint.cell));
    case Kind::Step:
        return tr("<b>%1</b> (%2)")
            .arg(StepText::techniqueName(hint.step.technique).toHtmlEscaped(),
                 Names::level(logic::info(hint.step.technique).level));
    default: return {};
    }
}

QString HintText::techniqueQuestion(const game::PlayerHint& hint) const
{
    if (hint.kind != Kind::Step)
        return {};
    return tr("What is %1?").arg(StepText::techniqueName(hint.step.technique));
}

QString HintText::wrongEntryReason(const game::PlayerHint& hint) const
{
    const Geometry& g = m_game.geometry();
    const StepText t(g, m_game.alphabet());
    const game::WrongEntryReason& reason = hint.reason;
    switch (reason.kind) {
    case game::WrongEntryReason::Kind::Clash: {
        if (!reason.otherCopies.empty()) {
            const int count = g.houses()[size_t(reason.clashHouse)].count;
            return tr("With it, %1 appears more than %2 times in %3.")
                .arg(t.digit(hint.digit))
                .arg(count)
                .arg(t.house(reason.clashHouse));
        }
        // Killer cage mates are peers without a house in common: the clash
        // is then in their cage.
        const int cage = g.cageOf(hint.cell);
        const QString where = reason.clashHouse >= 0                       ? t.house(reason.clashHouse)
            : cage >= 0 && cage == g.cageOf(reason.clashCell) ? Names::cage(g, cage)
                                                              : QString();
        if (where.isEmpty())
            return tr("It repeats the %1 of %2.").arg(t.digit(hint.digit), t.cell(reason.clashCell));
        return tr("It repeats the %1 of %2 in %3.").arg(t.digit(hint.digit), t.cell(reason.clashCell), where);
    }
    case game::WrongEntryReason::Kind::Contradiction: {
        const QString broken = t.contradiction(reason.contradiction);
        if (reason.singles.empty())
            return tr("If %1 is %2, then %3.").arg(t.cell(hint.cell), t.digit(hint.digit), broken);
        const int named = std::min<int>(kMostSinglesNamed, int(reason.singles.size()));
        QStringList items;
        for (int i = 0; i < named; ++i)
            items << QStringLiteral("%1 = %2").arg(t.cell(reason.singles[size_t(i)].cell),
                                                   t.digit(reason.singles[size_t(i)].digit));
        const int rest = int(reason.singles.size()) - named;
        //: "r1c2 = 5, r3c4 = 1 and 3 more"
        const QString singles = rest > 0 ? tr("%1 and %n more", nullptr, rest).arg(items.join(QStringLiteral(", ")))
                                         : t.list(items);
        return tr("If %1 is %2, singles follow: %3. Then %4.").arg(t.cell(hint.cell), t.digit(hint.digit), singles, broken);
    }
    case game::WrongEntryReason::Kind::Unexplained: break;
    }
    return tr("The solution has another digit there, though no short chain of singles shows it yet.");
}

QString HintText::why(const game::PlayerHint& hint) const
{
    const StepText t(m_game.geometry(), m_game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return wrongEntryReason(hint);
    case Kind::RemovedCandidate:
        return tr("You removed the %1 from %2, but it can be %1.").arg(t.digit(hint.digit), t.cell(hint.cell));
    case Kind::Step: return t.explain(hint.step);
    default: return {};
    }
}

QString HintText::undoText(const Geometry& geometry, const Alphabet& alphabet, const game::PlayerHint& hint,
                           const game::Change& change)
{
    const StepText t(geometry, alphabet);
    switch (hint.kind) {
    case Kind::WrongEntry: return tr("Hint: clear %1").arg(t.cell(hint.cell));
    case Kind::RemovedCandidate: return tr("Hint: put %1 back in %2").arg(t.digit(hint.digit), t.cell(hint.cell));
    case Kind::Step: break;
    default: return tr("Hint");
    }
    const QString technique = StepText::techniqueName(hint.step.technique);
    if (hint.marks == game::MarksBasis::MarksNeeded)
        return tr("Hint: %1, with pencil marks filled in").arg(technique);
    std::vector<int> newlyMarked;
    for (const game::CellChange& cell : change.cells)
        if (cell.before.value == 0 && cell.before.candidateMarks() == 0 && cell.after.candidateMarks() != 0)
            newlyMarked.push_back(cell.cell);
    if (newlyMarked.empty())
        return tr("Hint: %1").arg(technique);
    return tr("Hint: %1, marks in %2").arg(technique, t.cells(newlyMarked));
}

QString HintText::applyLabel(const game::PlayerHint& hint) const
{
    const StepText t(m_game.geometry(), m_game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return tr("Clear %1").arg(t.cell(hint.cell));
    case Kind::RemovedCandidate: return tr("Put the %1 Back").arg(t.digit(hint.digit));
    case Kind::Step:
        return hint.marks == game::MarksBasis::MarksNeeded ? tr("Fill In Marks and Apply") : tr("Apply");
    default: return tr("Apply");
    }
}

} // namespace pm
