// SPDX-License-Identifier: GPL-3.0-or-later
// Step sentences say exactly what their step does: every candidate the step
// removes and every digit it places is named, and no other cell is said to
// lose or get a digit. One test per family, over real positions (HoDoKu's
// regression library and solution paths, Solo's killers, generated
// counted, jigsaw and X puzzles, the hardest puzzles for what-if).
//
// The sentence is read back, not compared with a stored text: its effect is
// the longest tail (after "so ", "; ", ", and ", "and " or ": ") that reads
// entirely as effect clauses ("7 goes from r4c3 and r5c6", "remove 3 from
// r1c1; 5 from r2c2", "remove 7, 8 and 9 from r1c1", "r3c4 = 5",
// "r1c1 is not 2"), and the words before it may name no other effect.
#include "core/formats/puzzle_format.h"
#include "core/generate/generator.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "tests/support/reglib.h"
#include "tests/support/test_data.h"
#include "text/step_text/step_text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <optional>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

struct Effect {
    std::set<CellDigit> eliminated;
    std::set<CellDigit> placed;
};

// Reads the claims of a sentence in the puzzle's alphabet.
class SentenceReader {
public:
    SentenceReader(const Geometry& geometry, const Alphabet& alphabet)
        : m_geometry(geometry)
    {
        for (int d = 1; d <= geometry.symbolCount(); ++d)
            m_digits[QString::fromStdString(alphabet.symbolUtf8(d))] = d;
    }

    // The effect the sentence ends with, and where it starts; nothing if no
    // tail reads as one.
    std::optional<Effect> effect(const QString& sentence, qsizetype* start) const
    {
        if (!sentence.endsWith(u'.'))
            return std::nullopt;
        const QString body = sentence.chopped(1);
        std::vector<qsizetype> starts;
        for (const QString& lead : {QStringLiteral("so "), QStringLiteral("; "), QStringLiteral(", and "),
                                    QStringLiteral("and "), QStringLiteral(": "), QStringLiteral("way, ")})
            for (qsizetype at = body.indexOf(lead); at >= 0; at = body.indexOf(lead, at + 1))
                if (at == 0 || !lead.front().isLetter() || !body[at - 1].isLetter()) // "so ", "and " as words
                    starts.push_back(at + lead.size());
        std::sort(starts.begin(), starts.end());
        for (qsizetype from : starts) {
            if (auto read = clauses(body.mid(from))) {
                *start = from;
                return read;
            }
        }
        return std::nullopt;
    }

private:
    std::optional<int> cell(const QString& name) const
    {
        static const QRegularExpression pattern(QStringLiteral("^r(\\d+)c(\\d+)$"));
        const auto match = pattern.match(name);
        if (!match.hasMatch())
            return std::nullopt;
        const int row = match.captured(1).toInt() - 1;
        const int column = match.captured(2).toInt() - 1;
        if (row < 0 || column < 0 || row >= m_geometry.size() || column >= m_geometry.size())
            return std::nullopt;
        return m_geometry.cellAt(row, column);
    }

    std::optional<int> digit(const QString& symbol) const
    {
        const auto it = m_digits.find(symbol);
        if (it == m_digits.end())
            return std::nullopt;
        return it->second;
    }

    // "a, b and c" -> a, b, c
    static QStringList items(const QString& list)
    {
        QString joined = list;
        joined.replace(QStringLiteral(" and "), QStringLiteral(", "));
        return joined.split(QStringLiteral(", "));
    }

    template <typename Read>
    static std::optional<std::vector<int>> all(const QString& list, Read&& read)
    {
        std::vector<int> out;
        for (const QString& item : items(list)) {
            const auto value = read(item);
            if (!value)
                return std::nullopt;
            out.push_back(*value);
        }
        return out;
    }

    std::optional<std::vector<int>> cells(const QString& list) const
    {
        return all(list, [&](const QString& s) { return cell(s); });
    }
    std::optional<std::vector<int>> digits(const QString& list) const
    {
        return all(list, [&](const QString& s) { return digit(s); });
    }

    // Clauses joined by "; ": "D goes from CELLS", "remove DIGITS from CELLS"
    // (further "DIGITS from CELLS" belong to the remove), "C = D, ...",
    // "C is not D".
    std::optional<Effect> clauses(const QString& text) const
    {
        Effect effect;
        bool removing = false;
        for (const QString& part : text.split(QStringLiteral("; "))) {
            static const QRegularExpression goes(QStringLiteral("^(\\S+) goes from (.+)$"));
            static const QRegularExpression from(QStringLiteral("^(remove )?(.+) from (.+)$"));
            static const QRegularExpression isNot(QStringLiteral("^(r\\d+c\\d+) is not (\\S+)$"));
            static const QRegularExpression placed(QStringLiteral("^(r\\d+c\\d+) = (\\S+)$"));
            if (const auto m = goes.match(part); m.hasMatch()) {
                const auto d = digit(m.captured(1));
                const auto where = cells(m.captured(2));
                if (!d || !where)
                    return std::nullopt;
                for (int c : *where)
                    effect.eliminated.insert({c, *d});
                removing = false;
                continue;
            }
            if (const auto m = from.match(part); m.hasMatch() && (removing || !m.captured(1).isEmpty())) {
                const auto ds = digits(m.captured(2));
                const auto where = cells(m.captured(3));
                if (!ds || !where)
                    return std::nullopt;
                for (int c : *where)
                    for (int d : *ds)
                        effect.eliminated.insert({c, d});
                removing = true;
                continue;
            }
            if (const auto m = isNot.match(part); m.hasMatch()) {
                const auto c = cell(m.captured(1));
                const auto d = digit(m.captured(2));
                if (!c || !d)
                    return std::nullopt;
                effect.eliminated.insert({*c, *d});
                removing = false;
                continue;
            }
            for (const QString& item : items(part)) {
                const auto m = placed.match(item);
                const auto c = m.hasMatch() ? cell(m.captured(1)) : std::nullopt;
                const auto d = m.hasMatch() ? digit(m.captured(2)) : std::nullopt;
                if (!c || !d)
                    return std::nullopt;
                effect.placed.insert({*c, *d});
            }
            removing = false;
        }
        return effect;
    }

    const Geometry& m_geometry;
    std::map<QString, int> m_digits;
};

QString describe(const std::set<CellDigit>& items)
{
    QStringList out;
    for (const CellDigit& cd : items)
        out << QStringLiteral("%1:%2").arg(cd.cell).arg(cd.digit);
    return out.join(u' ');
}

// Empty when the sentence names exactly the step's effect; else why not.
// A placement says that its cell's other candidates go: eliminations in a
// cell the step places may go unnamed.
QString misstatement(const Grid& state, const Step& step, QString* sentence)
{
    const Alphabet alphabet = Alphabet::standard(state.geometry().symbolCount());
    const StepText text(state.geometry(), alphabet);
    *sentence = text.explain(step);
    if (*sentence == text.plainAccount(step))
        return QStringLiteral("no sentence of its own");
    const SentenceReader reader(state.geometry(), alphabet);
    qsizetype start = 0;
    const auto effect = reader.effect(*sentence, &start);
    if (!effect)
        return QStringLiteral("no effect clause at the end");
    const QString before = sentence->left(start);
    if (before.contains(QStringLiteral(" goes from ")) || before.contains(QStringLiteral("remove ")))
        return QStringLiteral("an effect named before the conclusion");
    // What-if and forcing chains tell what follows from an assumption
    // ("then r2c2 = 5"); nothing else names a placement before its end.
    const Family family = info(step.technique).family;
    static const QRegularExpression placement(QStringLiteral("r\\d+c\\d+ = "));
    if (family != Family::Guessing && family != Family::Forcing && before.contains(placement))
        return QStringLiteral("a placement named before the conclusion");
    const std::set<CellDigit> placed(step.placements.begin(), step.placements.end());
    std::set<int> placedCells;
    for (const CellDigit& p : step.placements)
        placedCells.insert(p.cell);
    std::set<CellDigit> mustName;
    const std::set<CellDigit> mayName(step.eliminations.begin(), step.eliminations.end());
    for (const CellDigit& e : step.eliminations)
        if (!placedCells.count(e.cell))
            mustName.insert(e);
    if (effect->placed != placed)
        return QStringLiteral("places %1, the step %2").arg(describe(effect->placed), describe(placed));
    for (const CellDigit& e : mustName)
        if (!effect->eliminated.count(e))
            return QStringLiteral("leaves out %1:%2").arg(e.cell).arg(e.digit);
    for (const CellDigit& e : effect->eliminated)
        if (!mayName.count(e))
            return QStringLiteral("names %1:%2, which the step keeps").arg(e.cell).arg(e.digit);
    return {};
}

// Checks steps and counts them per technique.
class Checker {
public:
    explicit Checker(Family family, int perTechnique = 40)
        : m_family(family)
        , m_perTechnique(perTechnique)
    {
    }

    bool wants(Technique technique) const
    {
        const auto it = m_checked.find(technique);
        return info(technique).family == m_family && (it == m_checked.end() || it->second < m_perTechnique);
    }

    // Every instance of each technique of the family in the state.
    void checkState(const Grid& state, bool uniquenessKnown = true)
    {
        LogicOptions options;
        options.uniquenessKnown = uniquenessKnown;
        for (const TechniqueInfo& row : catalogue())
            if (wants(row.technique) && finderFor(row.technique))
                for (const Step& step : findAll(state, row.technique, options))
                    check(state, step);
    }

    void check(const Grid& state, const Step& step)
    {
        if (!wants(step.technique))
            return;
        ++m_checked[step.technique];
        QString sentence;
        const QString why = misstatement(state, step, &sentence);
        if (!why.isEmpty() && m_failures.size() < 12)
            m_failures << QStringLiteral("%1: %2\n    %3\n    removes %4; places %5")
                              .arg(QString::fromLatin1(info(step.technique).key.data()), why, sentence,
                                   describe({step.eliminations.begin(), step.eliminations.end()}),
                                   describe({step.placements.begin(), step.placements.end()}));
        if (!why.isEmpty())
            ++m_failed;
    }

    // Techniques of the family no position showed.
    QStringList unchecked(const std::set<Technique>& exempt = {}) const
    {
        QStringList out;
        for (const TechniqueInfo& row : catalogue())
            if (row.family == m_family && !m_checked.count(row.technique) && !exempt.count(row.technique))
                out << QString::fromLatin1(row.key.data());
        return out;
    }

    QString report() const
    {
        return QStringLiteral("%1 of %2 sentences misstate their step:\n%3")
            .arg(m_failed)
            .arg(total())
            .arg(m_failures.join(u'\n'));
    }
    int failed() const { return m_failed; }
    int total() const
    {
        int n = 0;
        for (const auto& [technique, count] : m_checked)
            n += count;
        return n;
    }

private:
    Family m_family;
    int m_perTechnique;
    std::map<Technique, int> m_checked;
    QStringList m_failures;
    int m_failed = 0;
};

// HoDoKu's regression states whose technique belongs to the family.
void checkReglib(Checker& checker, Family family)
{
    for (const ReglibCase& c : loadReglib()) {
        const auto mapped = techniqueForHodokuCode(c.code);
        if (!mapped || c.failCase || info(*mapped).family != family)
            continue;
        checker.checkState(c.state);
    }
}

// States of HoDoKu's solution paths at a step whose name starts with one of
// `names`.
void checkSolutionPaths(Checker& checker, const QStringList& names, int perName = 12)
{
    std::map<QString, int> seen;
    for (const auto& row : loadTsv(sharedDataPath(QStringLiteral("hodoku_solution_path_steps.tsv")))) {
        const QString technique = QString::fromStdString(row.at("technique"));
        const auto name = std::find_if(names.begin(), names.end(), [&](const QString& n) { return technique.startsWith(n); });
        if (name == names.end() || seen[*name] >= perName)
            continue;
        ++seen[*name];
        checker.checkState(statePm81(row.at("grid_pm81"), row.at("values81")));
    }
}

// Every step of the path of a puzzle, and every instance of the family's
// techniques at each state on the way.
void checkPath(Checker& checker, const Grid& puzzle, const LogicOptions& options = {})
{
    const SolvePath path = solvePath(puzzle, options);
    Grid state = candidateState(puzzle);
    for (const Step& step : path.steps) {
        checker.checkState(state, options.uniquenessKnown);
        checker.check(state, step);
        applyStep(state, step);
    }
}

Grid generated(GeometrySpec spec, std::uint64_t seed, bool randomJigsaw = false)
{
    generate::GeneratorOptions options;
    options.geometry = std::move(spec);
    options.randomJigsaw = randomJigsaw;
    options.seed = seed;
    auto made = generate::generatePuzzle(options);
    if (!made)
        qFatal("generation failed: %s", made.error().message.c_str());
    return made->puzzle;
}

} // namespace

class TestStepSentences : public QObject {
    Q_OBJECT
private slots:
    // The reader itself: a sentence that names too much, too little or
    // nothing is caught.
    void readerCatchesMisstatements()
    {
        const Grid state = candidateState(Grid(Geometry::classic()));
        Step step;
        step.technique = Technique::XWing;
        step.detail.digits = {7};
        step.detail.houses = {1, 7};
        step.detail.coverHouses = {9 + 2, 9 + 5};
        step.eliminations = {{3 * 9 + 2, 7}, {4 * 9 + 5, 7}};
        QString sentence;
        QCOMPARE(misstatement(state, step, &sentence), QString());
        QCOMPARE(sentence, QStringLiteral("X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes "
                                          "from r4c3 and r5c6."));
        const Alphabet alphabet = Alphabet::standard(9);
        const SentenceReader reader(state.geometry(), alphabet);
        qsizetype start = 0;
        const auto read = [&](const QString& text) { return reader.effect(text, &start); };
        QVERIFY(!read(QStringLiteral("Hidden Rectangle on {3,8}: in row 3 and column 7 8 fits only there.")));
        auto effect = read(QStringLiteral("Cage Combination: the cage holds {1,2}; remove 3, 4 and 5 from r1c1 and "
                                          "r1c2; 9 from r2c2."));
        QVERIFY(effect);
        QCOMPARE(effect->eliminated.size(), size_t(7));
        QVERIFY(effect->eliminated.count({10, 9}));
        effect = read(QStringLiteral("BUG+1: ..., so r1c1 = 5 and r2c2 = 4."));
        QVERIFY(effect);
        QCOMPARE(effect->placed.size(), size_t(2));
        effect = read(QStringLiteral("What-If: if r1c1 were 2, then r2c2 = 5, and r3c3 has no candidate left; so r1c1 "
                                     "is not 2."));
        QVERIFY(effect);
        QCOMPARE(effect->eliminated, (std::set<CellDigit>{{0, 2}}));
        QVERIFY(effect->placed.empty());
    }

    void singles()
    {
        Checker checker(Family::Singles);
        checkReglib(checker, Family::Singles);
        // Extra houses: an X-Sudoku and a jigsaw, and a killer (cage mates
        // are peers).
        GeometrySpec x;
        x.variants = Variant::Diagonals;
        checkPath(checker, generated(x, 7));
        checkPath(checker, generated(GeometrySpec::classic(), 3, true));
        for (const std::string& id : loadPuzzleLines(testDataPath(QStringLiteral("killer/solo_killers.txt")), 2))
            checkPath(checker, parsePuzzle(id).value().grid);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void intersections()
    {
        Checker checker(Family::Intersections);
        checkReglib(checker, Family::Intersections);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void subsets()
    {
        Checker checker(Family::Subsets);
        checkReglib(checker, Family::Subsets);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void fish()
    {
        Checker checker(Family::Fish);
        checkReglib(checker, Family::Fish);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void singleDigitPatterns()
    {
        Checker checker(Family::SingleDigitPatterns);
        checkReglib(checker, Family::SingleDigitPatterns);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void wings()
    {
        Checker checker(Family::Wings);
        checkReglib(checker, Family::Wings);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void colouring()
    {
        Checker checker(Family::Colouring);
        checkReglib(checker, Family::Colouring);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void uniqueness()
    {
        Checker checker(Family::Uniqueness);
        checkReglib(checker, Family::Uniqueness);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void chains()
    {
        Checker checker(Family::Chains, 60);
        checkReglib(checker, Family::Chains);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void als()
    {
        Checker checker(Family::Als);
        checkReglib(checker, Family::Als);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void forcingChains()
    {
        Checker checker(Family::Forcing, 30);
        checkSolutionPaths(checker, {QStringLiteral("Forcing Chain"), QStringLiteral("Cell Forcing Chain"),
                                     QStringLiteral("Region Forcing Chain")},
                           6);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        // The constraint forcing chain runs on variant puzzles only (below).
        const QStringList unchecked = checker.unchecked({logic::Technique::ConstraintForcingChain});
        QVERIFY2(unchecked.isEmpty(), qPrintable(QStringLiteral("never met: ") + unchecked.join(u' ')));
    }

    // The constraint forcing chain on public variant puzzles that need it:
    // its breaks (a cell, a house, a constraint with no filling, a cage
    // without its sum) and its cell and house cases read together.
    void constraintForcingChains()
    {
        Checker checker(Family::Forcing, 30);
        QFile file(sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList titles = {QStringLiteral("Anti-Ratio Coverage"), QStringLiteral("Box Indexing Test"),
                                    QStringLiteral("Antiknight Coloring Book: Hanging Vines")};
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            if (!titles.contains(object[QStringLiteral("title")].toString()))
                continue;
            const std::string link
                = "https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString();
            checkPath(checker, parsePuzzle(link).value().grid);
        }
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked({logic::Technique::CellForcingChain, logic::Technique::HouseForcingChain,
                                    logic::Technique::DigitForcingChain})
                     .isEmpty(),
                 "never met: constraint-forcing-chain");
    }

    void whatIf()
    {
        // The hardest puzzles need it; the path meets it in its kinds
        // (told by singles, by nested singles, by search).
        Checker checker(Family::Guessing, 20);
        for (const std::string& line : loadPuzzleLines(sharedDataPath(QStringLiteral("forum_hardest_1106.txt")), 3))
            checkPath(checker, parsePuzzle(line).value().grid);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void cages()
    {
        Checker checker(Family::Cages);
        for (const std::string& id : loadPuzzleLines(testDataPath(QStringLiteral("killer/solo_killers.txt"))))
            checkPath(checker, parsePuzzle(id).value().grid);
        // Set equivalence over three rows and three columns, with eighteen
        // cells: "Solver needs SET" (variants_public.json) opens with it.
        QFile file(sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array())
            if (entry.toObject()[QStringLiteral("title")].toString() == QStringLiteral("Solver needs SET"))
                checker.checkState(candidateState(parsePuzzle("https://f-puzzles.com/?load="
                                                              + entry.toObject()[QStringLiteral("puzzle")]
                                                                    .toString()
                                                                    .toStdString())
                                                      .value()
                                                      .grid),
                                   false);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    // Issue 38: public variant puzzles (the fast ones) walked to their end.
    void constraints()
    {
        Checker checker(Family::Constraints);
        QFile file(sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList titles = {QStringLiteral("May 19, 2023: Palindrome"), QStringLiteral("Human Centipede"),
                                    QStringLiteral("Jul 16, 2022: Quadruple Sudoku"),
                                    QStringLiteral("Outcast's Labyrinth"), QStringLiteral("Mar 20, 2022: XV Arrow"),
                                    QStringLiteral("Skyscrapers Sudoku"), QStringLiteral("Crawfish")};
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            if (!titles.contains(object[QStringLiteral("title")].toString()))
                continue;
            const std::string link
                = "https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString();
            checkPath(checker, parsePuzzle(link).value().grid);
        }
        // Whispers colouring: no public path takes it; these of
        // Pencilmark's own do.
        for (const std::string& link : loadPuzzleLines(testDataPath(QStringLiteral("variants/whispers_colouring.txt"))))
            checkPath(checker, parsePuzzle(link).value().grid);
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        QVERIFY2(checker.unchecked().isEmpty(), qPrintable(QStringLiteral("never met: ") + checker.unchecked().join(u' ')));
    }

    void counting()
    {
        Checker checker(Family::Counting);
        for (std::uint64_t seed : {1, 2, 3}) {
            checkPath(checker, generated(GeometrySpec::multiFour(), seed));
            checkPath(checker, generated(GeometrySpec::doubleNine(), seed));
        }
        QVERIFY2(checker.failed() == 0, qPrintable(checker.report()));
        // Count elimination acts only on marks a player left standing in a
        // house that already holds the digit its count times; a path from
        // full candidates never meets it (tst_logic_counting's fixture does).
        QStringList unchecked = checker.unchecked();
        unchecked.removeAll(QStringLiteral("count-elimination"));
        QVERIFY2(unchecked.isEmpty(), qPrintable(QStringLiteral("never met: ") + unchecked.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(TestStepSentences)
#include "tst_step_sentences.moc"
