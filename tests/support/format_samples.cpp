// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/format_samples.h"

#include "tests/support/test_data.h"

#include "core/solver/exact_solver.h"

#include <QFile>

#include <random>

namespace pm::test {

std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("cannot open %s", qPrintable(path));
    return file.readAll().toStdString();
}

std::string fixture(const char* name)
{
    return readFile(test::testDataPath(QStringLiteral("formats/") + QString::fromUtf8(name)));
}

std::string firstLines(const QString& path, int count)
{
    const std::string all = readFile(path);
    std::size_t end = 0;
    for (int i = 0; i < count && end != std::string::npos; ++i) {
        end = all.find('\n', end);
        if (end != std::string::npos)
            ++end;
    }
    return all.substr(0, end);
}

int clueCount(std::string_view puzzle)
{
    int clues = 0;
    for (char c : puzzle)
        clues += (c != '.' && c != '0') ? 1 : 0;
    return clues;
}

std::vector<std::string> split(const std::string& text)
{
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t start = text.find_first_not_of(' ', i);
        if (start == std::string::npos)
            break;
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        tokens.push_back(text.substr(start, end - start));
        i = end;
    }
    return tokens;
}

QByteArray describe(const ParseError& error)
{
    return QByteArray::fromStdString("code " + std::to_string(int(error.code)) + " at " + std::to_string(error.line)
                                     + ":" + std::to_string(error.column) + ": " + error.message);
}

QByteArray why(const Result<ParsedPuzzle, ParseError>& parsed)
{
    return parsed ? QByteArray() : describe(parsed.error());
}

std::string puzzleOfSize(int size)
{
    if (size == 9)
        return kSudoCueLine;
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("big_and_small_grids.tsv")));
    const std::string key = std::to_string(size) + "x" + std::to_string(size);
    for (const auto& row : rows)
        if (row.at("size") == key && row.at("symbols")[0] == '1')
            return row.at("puzzle");
    return {};
}

Grid pencilMarkState(const Grid& puzzle)
{
    Grid grid = puzzle;
    grid.fillCandidatesFromValues();
    std::mt19937 random(7);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (!grid.isEmpty(cell) || digitCount(grid.candidates(cell)) < 3 || random() % 3 != 0)
            continue;
        grid.setCandidates(cell, grid.candidates(cell) & ~digitBit(firstDigit(grid.candidates(cell))));
    }
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setGiven(cell, false);
        if (grid.isEmpty(cell) && digitCount(grid.candidates(cell)) == 1)
            grid.setValue(cell, firstDigit(grid.candidates(cell)));
    }
    return grid;
}

QString solvedZeroBased16()
{
    const QString symbols = QStringLiteral("0123456789ABCDEF");
    QString text;
    for (int row = 0; row < 16; ++row)
        for (int column = 0; column < 16; ++column)
            text += symbols[(4 * (row % 4) + row / 4 + column) % 16];
    return text;
}

std::string solutionLine(const Grid& puzzle)
{
    const solver::SolveResult result = solver::solve(puzzle);
    if (result.outcome != solver::SolveOutcome::Unique)
        return "not unique";
    Grid solved(puzzle.geometryPtr());
    for (int cell = 0; cell < solved.cellCount(); ++cell)
        solved.setValue(cell, result.solution[std::size_t(cell)]);
    return writeLine(solved, Alphabet::standard(solved.size()));
}

} // namespace pm::test
