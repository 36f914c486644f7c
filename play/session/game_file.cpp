// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/game_file.h"

#include "core/formats/puzzle_format.h"
#include "core/game/game_check.h"
#include "core/game/saved_solution.h"
#include "play/session/candidate_colours_json.h"
#include "play/session/constraints_json.h"
#include "play/session/drawings_json.h"
#include "play/session/game_file_history.h"
#include "play/session/hints_used_json.h"
#include "play/session/json_number.h"
#include "play/session/regular_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cerrno>
#include <cmath>
#include <optional>

namespace pm {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct GameFileText {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

namespace {

const QLatin1String kFormat("pencilmark-game");

struct VariantKey {
    Variant variant;
    QLatin1String key;
};
const VariantKey kVariantKeys[] = {
    {Variant::Diagonals, QLatin1String("diagonals")},
    {Variant::CentreDot, QLatin1String("centre-dot")},
    {Variant::Windows, QLatin1String("windows")},
};

GameFileError fieldError(const QString& field)
{
    return {GameFileError::Code::BadField, field};
}

// An array of exactly `count` integers in min..max. The length is checked
// before anything is read or allocated for it.
std::optional<std::vector<int>> intArray(const QJsonValue& value, int count, int min, int max)
{
    if (!value.isArray())
        return std::nullopt;
    const QJsonArray array = value.toArray();
    if (array.size() != count)
        return std::nullopt;
    std::vector<int> out;
    out.reserve(size_t(count));
    for (const QJsonValue& item : array) {
        const auto v = jsonInt(item);
        if (!v || *v < min || *v > max)
            return std::nullopt;
        out.push_back(*v);
    }
    return out;
}

// One list of digits per cell, as a mask per cell.
std::optional<std::vector<DigitMask>> markArray(const QJsonValue& value, int count, int n)
{
    if (!value.isArray())
        return std::nullopt;
    const QJsonArray array = value.toArray();
    if (array.size() != count)
        return std::nullopt;
    std::vector<DigitMask> out;
    out.reserve(size_t(count));
    for (const QJsonValue& item : array) {
        if (!item.isArray() || item.toArray().size() > n)
            return std::nullopt;
        DigitMask mask = 0;
        for (const QJsonValue& d : item.toArray()) {
            const auto digit = jsonInt(d);
            if (!digit || *digit < 1 || *digit > n)
                return std::nullopt;
            mask |= digitBit(*digit);
        }
        out.push_back(mask);
    }
    return out;
}

QJsonArray marksJson(const std::vector<game::CellState>& cells, int n, bool centre)
{
    QJsonArray array;
    for (const game::CellState& state : cells) {
        QJsonArray digits;
        const DigitMask mask = centre ? state.centre : state.corner;
        for (int d = 1; d <= n; ++d) {
            if (mask & digitBit(d))
                digits.append(d);
        }
        array.append(digits);
    }
    return array;
}

// The built-in alphabets first: custom() refuses '0', which the zero-based one uses.
std::optional<Alphabet> alphabetOf(const QString& text, int n)
{
    const std::string utf8 = text.toStdString();
    for (const Alphabet& builtIn : {Alphabet::standard(n), Alphabet::letters(n), Alphabet::zeroBased(n)}) {
        if (builtIn.toUtf8() == utf8)
            return builtIn;
    }
    auto custom = Alphabet::custom(utf8);
    if (!custom || custom->size() != n)
        return std::nullopt;
    return std::move(custom).value();
}

QJsonArray cagesJson(const Geometry& geometry)
{
    QJsonArray cages;
    for (const Cage& cage : geometry.cages()) {
        QJsonArray cells;
        for (int cell : cage.cells)
            cells.append(cell);
        cages.append(QJsonObject{{QLatin1String("cells"), cells}, {QLatin1String("sum"), cage.sum}});
    }
    return cages;
}

GameFileError cageError(int index, const QString& reason)
{
    return {GameFileError::Code::BadCage, QStringLiteral("cage %1: %2").arg(index + 1).arg(reason)};
}

// The cages of a file, shape only: cells on the board and a whole sum.
// Whether they overlap, connect and can reach their sums is
// Geometry::create's question. Sizes are checked before anything is kept.
Result<std::vector<Cage>, GameFileError> cagesFrom(const QJsonValue& value, int n)
{
    const int cellCount = n * n;
    if (!value.isArray())
        return GameFileError{GameFileError::Code::BadCage, QStringLiteral("cages is not a list")};
    const QJsonArray array = value.toArray();
    if (array.size() > cellCount)
        return GameFileError{GameFileError::Code::BadCage, QStringLiteral("more cages than cells")};
    std::vector<Cage> cages;
    cages.reserve(size_t(array.size()));
    for (int index = 0; index < int(array.size()); ++index) {
        const QJsonObject object = array.at(index).toObject();
        if (!array.at(index).isObject())
            return cageError(index, QStringLiteral("not an object"));
        const QJsonValue cellsValue = object.value(QLatin1String("cells"));
        const int count = cellsValue.isArray() ? int(cellsValue.toArray().size()) : 0;
        if (count < 1 || count > n)
            return cageError(index, QStringLiteral("cells must be a list of 1 to %1 cells").arg(n));
        const auto cells = intArray(cellsValue, count, 0, cellCount - 1);
        if (!cells)
            return cageError(index, QStringLiteral("a cell outside 0..%1").arg(cellCount - 1));
        const auto sum = jsonInt(object.value(QLatin1String("sum")));
        if (!sum)
            return cageError(index, QStringLiteral("sum is not a whole number"));
        cages.push_back(Cage{*cells, *sum});
    }
    return cages;
}

// The first cage the solution breaks (a digit twice, or another sum), -1 when none.
int cageBrokenBySolution(const Geometry& geometry, const std::vector<std::uint8_t>& solution)
{
    const std::vector<Cage>& cages = geometry.cages();
    for (int index = 0; index < int(cages.size()); ++index) {
        DigitMask seen = 0;
        int total = 0;
        for (int cell : cages[size_t(index)].cells) {
            const int digit = solution[size_t(cell)];
            if (seen & digitBit(digit))
                return index;
            seen |= digitBit(digit);
            total += digit;
        }
        if (total != cages[size_t(index)].sum)
            return index;
    }
    return -1;
}

} // namespace

QByteArray encodeGame(const game::Game& game, bool editing, const UndoHistory& history)
{
    const Geometry& g = game.geometry();
    const int n = g.symbolCount(); // digits and marks run 1..n
    QJsonObject root;
    root[QLatin1String("format")] = kFormat;
    const bool candidateColours = usesCandidateColours(game, history);
    root[QLatin1String("version")] = g.hasConstraints() ? 5
        : candidateColours                                 ? 4
        : g.isCounted()                                    ? 3
        : g.hasCages()                                     ? 2
                                                           : 1; // see kGameFileVersion
    root[QLatin1String("size")] = g.size();
    if (g.isCounted()) {
        root[QLatin1String("symbols")] = g.symbolCount();
        root[QLatin1String("lineCount")] = g.lineCount();
    }
    if (g.isJigsaw()) {
        QJsonArray regions;
        for (int cell = 0; cell < g.cellCount(); ++cell)
            regions.append(g.regionOf(cell));
        root[QLatin1String("regions")] = regions;
    } else {
        root[QLatin1String("boxRows")] = g.boxRows();
        root[QLatin1String("boxCols")] = g.boxCols();
    }
    QJsonArray variants;
    for (const VariantKey& v : kVariantKeys) {
        if (hasVariant(g.variants(), v.variant))
            variants.append(v.key);
    }
    root[QLatin1String("variants")] = variants;
    if (g.hasCages())
        root[QLatin1String("cages")] = cagesJson(g);
    if (g.hasConstraints())
        root[QLatin1String("constraints")] = constraintsJson(g.constraints());
    root[QLatin1String("alphabet")] = QString::fromStdString(game.alphabet().toUtf8());

    QJsonArray givens, solution, entries, colours;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        givens.append(game.puzzle().value(cell));
        entries.append(game.isGiven(cell) ? 0 : game.value(cell));
        colours.append(game.cell(cell).colour);
        if (game.hasSolution())
            solution.append(game.solution()[cell]);
    }
    root[QLatin1String("givens")] = givens;
    root[QLatin1String("solution")] = solution;
    root[QLatin1String("entries")] = entries;
    root[QLatin1String("centreMarks")] = marksJson(game.cells(), n, true);
    root[QLatin1String("cornerMarks")] = marksJson(game.cells(), n, false);
    root[QLatin1String("colours")] = colours;
    if (candidateColours)
        root[QLatin1String("candidateColours")] = candidateColoursJson(game.cells());
    root[QLatin1String("elapsedMs")] = double(game.elapsedMs());
    if (game.level())
        root[QLatin1String("level")] = QString::fromUtf8(logic::levelKey(*game.level()));
    if (game.assisted())
        root[QLatin1String("assisted")] = true;
    if (!game.hintsUsed().empty()) // the hints the game used (hints_used_json.h)
        root[QLatin1String("hints")] = hintsUsedJson(game.hintsUsed());
    // The puzzle's own words (an f-puzzles title, author and rules), when it has them.
    const PuzzleNotes& notes = game.notes();
    for (const auto& [key, text] : {std::pair{"title", &notes.title}, std::pair{"author", &notes.author},
                                    std::pair{"rules", &notes.rules}})
        if (!text->empty())
            root[QLatin1String(key)] = QString::fromStdString(*text);
    if (!notes.drawings.empty())
        root[QLatin1String("drawings")] = drawingsJson(notes.drawings);
    if (!notes.unknownRules.empty()) {
        QJsonArray unknown;
        for (const std::string& name : notes.unknownRules)
            unknown.append(QString::fromStdString(name));
        root[QLatin1String("unknownRules")] = unknown;
    }
    root[QLatin1String("editing")] = editing;
    // Compact: the autosave writes the whole game after every move, and
    // indented JSON was five times the bytes (a 64x64 game with a full
    // history: 36 MB indented, 6.8 MB compact; measured 2026-11-23).
    if (history.steps.empty())
        return QJsonDocument(root).toJson(QJsonDocument::Compact);
    // A file decodeGame would refuse as too large is no save at all: the
    // oldest steps go until the game fits (the board alone always does: a
    // 64x64 one with every mark set is 0.8 MB).
    for (auto budget = std::size_t(kMaxSavedCellChanges);; budget /= 2) {
        const auto [first, last] = savedRange(history, budget);
        root[QLatin1String("history")] = QJsonObject{
            {QLatin1String("done"), int(history.done - first)},
            {QLatin1String("steps"), historyJson(history, first, last, candidateColours)},
        };
        QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
        if (bytes.size() <= kMaxGameFileBytes || first == last)
            return bytes;
    }
}

Result<SavedGame, GameFileError> decodeGame(const QByteArray& bytes)
{
    if (bytes.size() > kMaxGameFileBytes)
        return GameFileError{GameFileError::Code::TooLarge, QString::number(bytes.size())};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return GameFileError{GameFileError::Code::NotJson,
                             QStringLiteral("%1 at %2").arg(parseError.errorString()).arg(parseError.offset)};
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QLatin1String("format")).toString() != kFormat)
        return GameFileError{GameFileError::Code::NotAGameFile, {}};
    const auto version = jsonInt(root.value(QLatin1String("version")));
    if (!version || *version < 1)
        return fieldError(QStringLiteral("version"));
    if (*version > kGameFileVersion)
        return GameFileError{GameFileError::Code::NewerVersion, QString::number(*version)};

    const auto size = jsonInt(root.value(QLatin1String("size")));
    if (!size || *size < 1 || *size > Geometry::kMaxSize)
        return GameFileError{GameFileError::Code::BadShape, QStringLiteral("size")};
    const int side = *size;
    const int cellCount = side * side;
    GeometrySpec spec;
    spec.size = side;
    // Counted shapes (version 3): `symbols` symbols, each `lineCount` times
    // per row and column; digits and marks run 1..symbols.
    if (root.contains(QLatin1String("lineCount")) || root.contains(QLatin1String("symbols"))) {
        const auto symbols = jsonInt(root.value(QLatin1String("symbols")));
        const auto lines = jsonInt(root.value(QLatin1String("lineCount")));
        if (!symbols || !lines || *symbols < 1 || *lines < 1 || *symbols > side || *lines > side)
            return GameFileError{GameFileError::Code::BadShape, QStringLiteral("symbols/lineCount")};
        spec.symbols = *symbols;
        spec.lineCount = *lines;
    }
    const int n = spec.symbols ? spec.symbols : side;
    if (root.contains(QLatin1String("regions"))) {
        const auto regions = intArray(root.value(QLatin1String("regions")), cellCount, 0, side - 1);
        if (!regions)
            return GameFileError{GameFileError::Code::BadShape, QStringLiteral("regions")};
        spec.regions = *regions;
        spec.boxRows = spec.boxCols = 0;
    } else {
        const auto rows = jsonInt(root.value(QLatin1String("boxRows")));
        const auto cols = jsonInt(root.value(QLatin1String("boxCols")));
        // 0 x 0: a counted shape without boxes (MultiFour).
        const int least = spec.lineCount > 1 ? 0 : 1;
        if (!rows || !cols || *rows < least || *cols < least || *rows > side || *cols > side)
            return GameFileError{GameFileError::Code::BadShape, QStringLiteral("boxRows/boxCols")};
        spec.boxRows = *rows;
        spec.boxCols = *cols;
    }
    const QJsonValue variants = root.value(QLatin1String("variants"));
    if (!variants.isUndefined() && !variants.isArray())
        return fieldError(QStringLiteral("variants"));
    for (const QJsonValue& v : variants.toArray()) {
        const auto it = std::find_if(std::begin(kVariantKeys), std::end(kVariantKeys),
                                     [&v](const VariantKey& k) { return v.toString() == k.key; });
        if (it == std::end(kVariantKeys))
            return fieldError(QStringLiteral("variants"));
        spec.variants = spec.variants | it->variant;
    }
    if (root.contains(QLatin1String("cages"))) {
        auto cages = cagesFrom(root.value(QLatin1String("cages")), side);
        if (!cages)
            return cages.error();
        spec.cages = std::move(cages).value();
    }
    auto constraints = constraintsFromJson(root.value(QLatin1String("constraints")), cellCount);
    if (!constraints)
        return GameFileError{GameFileError::Code::BadShape, QStringLiteral("constraints")};
    spec.constraints = std::move(*constraints);
    auto geometry = Geometry::create(spec);
    if (!geometry) {
        const GeometryErrorCode code = geometry.error().code;
        const bool cageProblem = code == GeometryErrorCode::CageEmpty || code == GeometryErrorCode::CageCellOutOfRange
            || code == GeometryErrorCode::CageOverlap || code == GeometryErrorCode::CageNotConnected
            || code == GeometryErrorCode::CageTooLarge || code == GeometryErrorCode::CageSumOutOfRange;
        return GameFileError{cageProblem ? GameFileError::Code::BadCage : GameFileError::Code::BadShape,
                             QString::fromStdString(geometry.error().message)};
    }

    const QJsonValue alphabetValue = root.value(QLatin1String("alphabet"));
    if (!alphabetValue.isString())
        return fieldError(QStringLiteral("alphabet"));
    auto alphabet = alphabetOf(alphabetValue.toString(), n);
    if (!alphabet)
        return fieldError(QStringLiteral("alphabet"));

    const auto givens = intArray(root.value(QLatin1String("givens")), cellCount, 0, n);
    if (!givens)
        return fieldError(QStringLiteral("givens"));
    std::vector<std::uint8_t> solution;
    const QJsonValue solutionValue = root.value(QLatin1String("solution"));
    if (!(solutionValue.isArray() && solutionValue.toArray().isEmpty())) {
        const auto values = intArray(solutionValue, cellCount, 1, n);
        if (!values)
            return fieldError(QStringLiteral("solution"));
        solution.assign(values->begin(), values->end());
    }
    const auto entries = intArray(root.value(QLatin1String("entries")), cellCount, 0, n);
    if (!entries)
        return fieldError(QStringLiteral("entries"));
    const auto centre = markArray(root.value(QLatin1String("centreMarks")), cellCount, n);
    if (!centre)
        return fieldError(QStringLiteral("centreMarks"));
    const auto corner = markArray(root.value(QLatin1String("cornerMarks")), cellCount, n);
    if (!corner)
        return fieldError(QStringLiteral("cornerMarks"));
    const auto colours = intArray(root.value(QLatin1String("colours")), cellCount, 0, game::kColourCount);
    if (!colours)
        return fieldError(QStringLiteral("colours"));
    const double elapsed = root.value(QLatin1String("elapsedMs")).toDouble(-1);
    if (!(elapsed >= 0 && elapsed < 1e13))
        return fieldError(QStringLiteral("elapsedMs"));
    std::optional<logic::Level> level;
    if (root.contains(QLatin1String("level"))) {
        level = logic::levelByKey(root.value(QLatin1String("level")).toString().toStdString());
        if (!level)
            return fieldError(QStringLiteral("level"));
    }

    // A solution that breaks a cage is not this killer's: hints and checks
    // would measure the player against a wrong answer.
    if (!solution.empty()) {
        if (const int broken = cageBrokenBySolution(*geometry.value(), solution); broken >= 0)
            return GameFileError{GameFileError::Code::Inconsistent,
                                 QStringLiteral("the solution breaks cage %1").arg(broken + 1)};
    }
    // Nor is one that holds a digit twice in a house: it is worked out
    // again from the givens, or the file refused (see checkedSolution).
    if (!solution.empty()) {
        auto checked = game::checkedSolution(geometry.value(), *givens, std::move(solution));
        if (!checked)
            return GameFileError{GameFileError::Code::Inconsistent,
                                 QStringLiteral("the solution is not a grid, and the givens do not settle one")};
        solution = std::move(*checked);
    }

    Grid puzzle(geometry.value());
    std::vector<game::CellState> cells(static_cast<size_t>(cellCount));
    for (int cell = 0; cell < cellCount; ++cell) {
        puzzle.setValue(cell, (*givens)[cell]);
        const int given = (*givens)[cell];
        const int entry = (*entries)[cell];
        if (given != 0 && entry != 0)
            return GameFileError{GameFileError::Code::Inconsistent, QStringLiteral("entries")};
        cells[cell] = {std::uint8_t(given != 0 ? given : entry), (*centre)[cell], (*corner)[cell],
                       std::uint8_t((*colours)[cell]), {}};
    }
    if (auto wrong = readCandidateColours(root.value(QLatin1String("candidateColours")), cells, n))
        return fieldError(*wrong);
    auto restored = game::Game::restore(puzzle, std::move(*alphabet), std::move(solution), std::move(cells));
    if (!restored)
        return GameFileError{GameFileError::Code::Inconsistent, QString::fromStdString(restored.error().message)};
    SavedGame saved{std::move(restored).value(), root.value(QLatin1String("editing")).toBool(false), {}};
    if (root.contains(QLatin1String("history"))) {
        auto history = historyFrom(root.value(QLatin1String("history")), cellCount);
        if (!history)
            return fieldError(QStringLiteral("history"));
        std::vector<game::Change> changes;
        for (const UndoStep& step : history->steps)
            changes.push_back(step.change);
        if (!game::historyFits(saved.game, changes, history->done))
            return GameFileError{GameFileError::Code::Inconsistent, QStringLiteral("history")};
        saved.history = std::move(*history);
    }
    saved.game.setElapsedMs(std::int64_t(elapsed));
    saved.game.setLevel(level);
    // Written only when true; a file without it (older ones too) had no help.
    const QJsonValue assisted = root.value(QLatin1String("assisted"));
    if (!assisted.isUndefined() && !assisted.isBool())
        return fieldError(QStringLiteral("assisted"));
    saved.game.setAssisted(assisted.toBool(false));
    if (auto hints = hintsUsedFromJson(root.value(QLatin1String("hints"))))
        saved.game.setHintsUsed(std::move(*hints));
    else
        return fieldError(QStringLiteral("hints"));
    PuzzleNotes notes;
    for (const auto& [key, text] : {std::pair{"title", &notes.title}, std::pair{"author", &notes.author},
                                    std::pair{"rules", &notes.rules}}) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        if (!value.isString())
            return fieldError(QString::fromLatin1(key));
        *text = value.toString().toStdString();
    }
    auto drawings = drawingsFromJson(root.value(QLatin1String("drawings")), side);
    if (!drawings)
        return fieldError(QStringLiteral("drawings"));
    notes.drawings = std::move(*drawings);
    // Rules the game cannot check: it is judged by its solution, so it needs one.
    const QJsonValue unknown = root.value(QLatin1String("unknownRules"));
    if (!unknown.isUndefined()) {
        if (!unknown.isArray() || unknown.toArray().size() > 64 || !saved.game.hasSolution())
            return fieldError(QStringLiteral("unknownRules"));
        for (const QJsonValue& name : unknown.toArray()) {
            if (!name.isString() || name.toString().size() > 64)
                return fieldError(QStringLiteral("unknownRules"));
            notes.unknownRules.push_back(name.toString().toStdString());
        }
    }
    saved.game.setNotes(std::move(notes));
    return saved;
}

Result<SavedGame, GameFileError> readGameFile(const QString& path)
{
    QFile file(path);
    const FileOpening opening = openRegularFile(file);
    if (opening.status == FileOpening::Status::NotRegularFile)
        return GameFileError{GameFileError::Code::NotRegularFile, {}};
    if (!opening.opened())
        return GameFileError{GameFileError::Code::CannotOpen, opening.reason};
    if (file.size() > kMaxGameFileBytes)
        return GameFileError{GameFileError::Code::TooLarge, QString::number(file.size())};
    return decodeGame(file.read(kMaxGameFileBytes + 1));
}

namespace {

// Writes `bytes` to `path` as a whole or not at all.
std::optional<GameFileError> writeAtomically(const QString& path, const QByteArray& bytes)
{
    // The player is told where as well as why: "No space left on device"
    // alone does not say which disk.
    const auto cannotWrite = [&path](const QString& reason) {
        return GameFileError{GameFileError::Code::CannotWrite,
                             QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), reason)};
    };
    // Unbuffered, and the count checked: Qt 6.4 reports a short write (a
    // full disk) by its count alone, and a buffered write failing in the
    // flush inside commit() not at all, so commit() put a truncated file in
    // place of the previous one (tests/ui/window/tst_save_failures.cpp). Without
    // commit() the temporary file is discarded and the old one stays.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return cannotWrite(file.errorString());
    errno = 0;
    if (file.write(bytes) != bytes.size()) {
        const QString reason = errno != 0 ? qt_error_string(errno) : file.errorString();
        file.cancelWriting();
        return cannotWrite(reason);
    }
    if (!file.commit())
        return cannotWrite(file.errorString());
    return std::nullopt;
}

} // namespace

std::optional<GameFileError> writeGameFile(const QString& path, const game::Game& game, bool editing,
                                          const UndoHistory& history)
{
    return writeAtomically(path, encodeGame(game, editing, history));
}

Grid hoDoKuPosition(const game::Game& game)
{
    // HoDoKu shows every candidate the rules leave unless the player took
    // some out; a cell the player has not marked gets those, not none.
    Grid position = game.board();
    Grid byRules = position;
    byRules.fillCandidatesFromValues();
    for (int cell = 0; cell < position.cellCount(); ++cell)
        if (position.isEmpty(cell) && position.candidates(cell) == 0)
            position.setCandidates(cell, byRules.candidates(cell));
    return position;
}

std::optional<GameFileError> writeHoDoKuGameFile(const QString& path, const game::Game& game)
{
    const std::optional<std::string> bytes = writeHoDoKuGame(hoDoKuPosition(game));
    if (!bytes)
        return GameFileError{GameFileError::Code::NotForHoDoKu, {}};
    return writeAtomically(path, QByteArray::fromStdString(*bytes));
}

QString describeGameFileError(const GameFileError& error)
{
    QString sentence;
    switch (error.code) {
    case GameFileError::Code::CannotOpen: sentence = GameFileText::tr("The file could not be opened."); break;
    case GameFileError::Code::NotRegularFile:
        sentence = GameFileText::tr(
            "It is not a regular file but a folder, a device or a pipe, which Pencilmark does not read.");
        break;
    case GameFileError::Code::TooLarge: sentence = GameFileText::tr("The file is too large to be a Pencilmark game."); break;
    case GameFileError::Code::TooLargeToOpen:
        sentence = GameFileText::tr(
                       "The file is larger than %1 MiB, more than the app opens; pencilmark-cli reads files of any size.")
                       .arg(kMaxPuzzleFileBytes >> 20);
        break;
    case GameFileError::Code::NotJson: sentence = GameFileText::tr("The file is damaged: it is not valid JSON."); break;
    case GameFileError::Code::NotAGameFile: sentence = GameFileText::tr("This is not a Pencilmark game file."); break;
    case GameFileError::Code::NewerVersion:
        sentence = GameFileText::tr("The file was saved by a newer version of Pencilmark.");
        break;
    case GameFileError::Code::BadShape: sentence = GameFileText::tr("The file describes a grid Pencilmark cannot build."); break;
    case GameFileError::Code::BadCage:
        sentence = GameFileText::tr("The file's killer cages are damaged or do not fit the grid.");
        break;
    case GameFileError::Code::BadField: sentence = GameFileText::tr("The file is damaged: a field is missing or out of range."); break;
    case GameFileError::Code::Inconsistent: sentence = GameFileText::tr("The file is damaged: its parts contradict each other."); break;
    case GameFileError::Code::CannotWrite: sentence = GameFileText::tr("The game could not be saved."); break;
    case GameFileError::Code::NotForHoDoKu:
        sentence = GameFileText::tr("HoDoKu holds classic 9×9 games only: save this one as a Pencilmark game.");
        break;
    }
    return error.detail.isEmpty() ? sentence : QStringLiteral("%1 (%2)").arg(sentence, error.detail);
}

} // namespace pm
