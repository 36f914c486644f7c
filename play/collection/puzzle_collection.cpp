// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/puzzle_collection.h"

#include "core/formats/posed_puzzle.h"
#include "core/formats/puzzle_file_reader.h"

#include <QCryptographicHash>
#include <QFileInfo>

#include <istream>
#include <streambuf>

namespace pm {

QString puzzleKey(const Grid& puzzle, const Alphabet& alphabet)
{
    const std::string line = writePuzzleLine(puzzle, alphabet);
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(line), QCryptographicHash::Sha256).toHex());
}

namespace {

// The bytes as a stream, read in place: a collection may be tens of
// megabytes, and a copy for std::istringstream would double that.
class ByteView : public std::streambuf {
public:
    explicit ByteView(const QByteArray& bytes)
    {
        char* begin = const_cast<char*>(bytes.constData()); // get area only: never written
        setg(begin, begin, begin + bytes.size());
    }
};

} // namespace

PuzzleCollection PuzzleCollection::read(const QString& path, const QByteArray& bytes)
{
    PuzzleCollection collection;
    collection.m_path = QFileInfo(path).absoluteFilePath();
    // Entry by entry, as the CLI reads a file: no grid is kept longer than
    // it takes to write its line.
    ByteView view(bytes);
    std::istream in(&view);
    PuzzleFileReader reader(in, {});
    while (std::optional<PuzzleFileEntry> entry = reader.next()) {
        if (!entry->puzzle) {
            collection.m_unreadable.push_back({entry->line, entry->puzzle.error()});
            continue;
        }
        const Grid givens = puzzleGivens(entry->puzzle->grid);
        const Alphabet& alphabet = entry->puzzle->alphabet;
        Puzzle puzzle;
        puzzle.line = entry->line;
        puzzle.text = writePuzzleLine(givens, alphabet);
        puzzle.givensLine = QString::fromStdString(writeLine(givens, alphabet));
        puzzle.givens = givens.filledCount();
        puzzle.key = puzzleKey(givens, alphabet);
        collection.m_puzzles.push_back(std::move(puzzle));
    }
    return collection;
}

QString PuzzleCollection::fileName() const
{
    return QFileInfo(m_path).fileName();
}

std::optional<int> PuzzleCollection::indexOf(const QString& key) const
{
    for (int index = 0; index < size(); ++index)
        if (m_puzzles[std::size_t(index)].key == key)
            return index;
    return std::nullopt;
}

std::optional<ParsedPuzzle> PuzzleCollection::parse(int index) const
{
    if (index < 0 || index >= size())
        return std::nullopt;
    auto parsed = parsePuzzle(m_puzzles[std::size_t(index)].text);
    if (!parsed)
        return std::nullopt; // written by writePuzzleLine, so it reads back; kept safe all the same
    return std::move(parsed).value();
}

} // namespace pm
