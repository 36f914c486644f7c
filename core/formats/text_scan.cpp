// SPDX-License-Identifier: GPL-3.0-or-later
// Lines, characters, sizes and error text shared by every format.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <array>
#include <cstdio>
#include <mutex>

namespace pm::formats {

LineReader::LineReader(std::string_view text)
    : m_text(text)
{
    // A UTF-8 byte order mark is not part of the first line.
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
        m_pos = 3;
}

bool LineReader::next(TextLine& line)
{
    if (m_pos >= m_text.size())
        return false;
    const std::size_t end = m_text.find_first_of("\r\n", m_pos);
    const std::size_t stop = end == std::string_view::npos ? m_text.size() : end;
    line.text = m_text.substr(m_pos, stop - m_pos);
    line.number = ++m_number;
    m_pos = stop;
    if (m_pos < m_text.size()) {
        const bool crlf = m_text[m_pos] == '\r' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n';
        m_pos += crlf ? 2 : 1;
    }
    return true;
}

char32_t CodePointReader::next()
{
    const Utf8Char c = decodeUtf8At(m_text, m_pos);
    ++m_column;
    m_pos += c.length;
    return c.codePoint;
}

bool isSpace(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U'\v' || c == U'\f' || c == 0xA0;
}

bool isBorderLine(std::u32string_view line)
{
    bool dash = false;
    for (char32_t c : line) {
        if (c == U'-' || c == U'=')
            dash = true;
        else if (!(c == U'+' || c == U'*' || c == U':' || c == U'\'' || c == U'.' || c == U'|' || isSpace(c)))
            return false;
    }
    return dash;
}

bool isBlankLine(std::string_view text)
{
    CodePointReader reader(text);
    while (!reader.atEnd())
        if (!isSpace(reader.next()))
            return false;
    return true;
}

bool isCommentLine(std::string_view text)
{
    for (char c : text) {
        if (c == ' ' || c == '\t')
            continue;
        return c == '#';
    }
    return false;
}

bool isAsciiDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

bool isAsciiLetter(char32_t c)
{
    return (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z');
}

bool isCellChar(char32_t c, const ParseOptions& options)
{
    if (isAsciiDigit(c) || isAsciiLetter(c) || c == U'.' || c == U'-')
        return true;
    // Symbols of larger standard alphabets ('@', '$', '%' for 64) and of custom ones.
    if (options.alphabet)
        return options.alphabet->digitOf(c) != 0;
    return c == U'@' || c == U'$' || c == U'%';
}

std::string quote(char32_t c)
{
    if (isInvalidUtf8(c)) {
        char buffer[48];
        std::snprintf(buffer, sizeof buffer, "byte \\x%02X (not valid UTF-8)", unsigned(c - kInvalidUtf8Base));
        return buffer;
    }
    if (c < 0x20 || c == 0x7F) {
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "U+%04X", unsigned(c));
        return std::string("control character ") + buffer;
    }
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false
    // positive) on "literal" + std::string.
    std::string quoted = "'";
    quoted += encodeUtf8(c);
    quoted += '\'';
    return quoted;
}

std::optional<ParseError> invalidUtf8Error(const std::vector<TextLine>& lines)
{
    for (const TextLine& line : lines)
        if (const auto invalid = findInvalidUtf8(line.text))
            return makeError(ParseErrorCode::UnexpectedSymbol, {line.number, invalid->column},
                             describeInvalidUtf8(*invalid));
    return std::nullopt;
}

std::string cellName(const Geometry& geometry, int cell)
{
    std::string name = "r";
    name += std::to_string(geometry.row(cell) + 1);
    name += 'c';
    name += std::to_string(geometry.column(cell) + 1);
    return name;
}

std::string houseName(const House& house)
{
    const std::string number = std::to_string(house.index + 1);
    switch (house.kind) {
    case HouseKind::Row: return "row " + number;
    case HouseKind::Column: return "column " + number;
    case HouseKind::Box: return "box " + number;
    case HouseKind::Region: return "region " + number;
    case HouseKind::Diagonal: return "the main diagonal";
    case HouseKind::AntiDiagonal: return "the anti-diagonal";
    case HouseKind::CentreDot: return "the centre-dot cells";
    case HouseKind::Window: return "window " + number;
    }
    return "a house";
}

namespace {

// The sizes detected from a cell count; all have a usual box shape.
constexpr std::array<int, 10> kDetectedSizes = {4, 6, 8, 9, 12, 16, 25, 36, 49, 64};

std::string sizeList()
{
    std::string text;
    for (int size : kDetectedSizes) {
        if (!text.empty())
            text += ", ";
        text += std::to_string(size * size);
    }
    return text;
}

std::string describeSize(int size)
{
    return std::to_string(size) + "x" + std::to_string(size);
}

} // namespace

int sizeForCellCount(long long count)
{
    for (int size : kDetectedSizes)
        if (count == static_cast<long long>(size) * size)
            return size;
    return 0;
}

std::shared_ptr<const Geometry> geometryForSize(int size)
{
    if (size == 9)
        return Geometry::classic();
    // Geometries are immutable and shared, so one per size serves every parse;
    // this keeps reading a file of 16x16 puzzles from rebuilding peer tables.
    static std::mutex mutex;
    static std::array<std::shared_ptr<const Geometry>, Geometry::kMaxSize + 1> cache;
    std::lock_guard lock(mutex);
    if (!cache[size]) {
        auto created = Geometry::create(GeometrySpec::forSize(size));
        if (!created)
            return nullptr;
        cache[size] = created.value();
    }
    return cache[size];
}

ParseError makeError(ParseErrorCode code, SourcePos pos, std::string message)
{
    ParseError error;
    error.code = code;
    error.line = pos.line;
    error.column = pos.column;
    // Every quote of the input should already be an excerpt; this keeps
    // any control byte or invalid UTF-8 one might still carry off the
    // user's terminal (issue 36, class 10). Escaping is idempotent.
    error.message = excerptForMessage(message, std::string::npos);
    return error;
}

Result<std::shared_ptr<const Geometry>, ParseError> geometryForCount(long long count, const ParseOptions& options,
                                                                     SourcePos at, const char* what)
{
    const std::string found = "found " + std::to_string(count) + " " + what;
    if (options.geometry) {
        const int expected = options.geometry->cellCount();
        if (count == expected)
            return options.geometry;
        return makeError(ParseErrorCode::SizeMismatch, at,
                         found + ": the " + options.geometry->describe() + " puzzle needs " + std::to_string(expected));
    }
    // The caller's region map on a grid of the size the count gives; a
    // jigsaw needs no boxes, so any square count up to 64x64 will do.
    int side = 1;
    while (!options.regions.empty() && count <= kMaxCells && (side + 1) * (side + 1) <= count)
        ++side;
    if (!options.regions.empty() && side * side == count) {
        GeometrySpec spec;
        spec.size = int(side);
        spec.regions = options.regions;
        auto jigsaw = Geometry::create(spec);
        if (!jigsaw)
            return makeError(ParseErrorCode::SizeMismatch, at,
                             found + " (" + describeSize(side) + "); the region map does not fit: "
                                 + jigsaw.error().message);
        return jigsaw.value();
    }
    if (const int size = sizeForCellCount(count))
        return geometryForSize(size);
    if (count == 0)
        return makeError(ParseErrorCode::Empty, at, "no cells found: expected a puzzle");
    if (count > kMaxCells)
        return makeError(ParseErrorCode::TooLarge, at,
                         found + ": the largest supported puzzle is 64x64 (4096 cells); sizes beyond 64 are not supported");
    // A square of a size without detection (7x7, 10x10, 65x65...) is a size
    // question, not a miscount.
    long long root = 1;
    while ((root + 1) * (root + 1) <= count)
        ++root;
    if (root * root == count)
        return makeError(ParseErrorCode::UnknownSize, at,
                         found + " (" + describeSize(int(root)) + "): sizes detected from the count are " + sizeList()
                             + " cells; pass a geometry for other sizes (at most 64)");
    int below = 0;
    int above = 0;
    for (int size : kDetectedSizes) {
        if (size * size < count)
            below = size;
        else if (!above)
            above = size;
    }
    const bool nearerBelow = above == 0 || (below != 0 && count - below * below < above * above - count);
    const int nearest = nearerBelow ? below : above;
    return makeError(nearerBelow ? ParseErrorCode::TooManyCells : ParseErrorCode::TooFewCells, at,
                     found + ": a " + describeSize(nearest) + " puzzle has " + std::to_string(nearest * nearest)
                         + " (detected sizes: " + sizeList() + ")");
}

std::string symbolRange(const Alphabet& alphabet)
{
    // Runs of consecutive code points read better as ranges: "1-9A-G".
    std::string text;
    const int n = alphabet.size();
    for (int d = 1; d <= n;) {
        int end = d;
        while (end < n && alphabet.symbol(end + 1) == alphabet.symbol(end) + 1)
            ++end;
        text += alphabet.symbolUtf8(d);
        if (end - d >= 2) {
            text += '-';
            text += alphabet.symbolUtf8(end);
        }
        else if (end > d)
            text += alphabet.symbolUtf8(end);
        d = end + 1;
    }
    return text;
}

std::string describeSymbols(const Alphabet& alphabet)
{
    const int n = alphabet.size();
    const bool digitsOnly = [&] {
        for (int d = 1; d <= n; ++d)
            if (!isAsciiDigit(alphabet.symbol(d)))
                return false;
        return true;
    }();
    return (digitsOnly ? "a digit " : "a symbol ") + symbolRange(alphabet);
}

std::string describeExpectedCell(const Alphabet& alphabet, bool zeroIsBlank)
{
    return describeSymbols(alphabet) + (zeroIsBlank ? ", a blank ('.', '0', '-')" : ", a blank ('.', '-')");
}

std::vector<Token> splitTokens(std::string_view text)
{
    std::vector<Token> found;
    CodePointReader reader(text);
    std::size_t start = 0;
    int startColumn = 0;
    bool inToken = false;
    while (!reader.atEnd()) {
        const std::size_t offset = reader.offset();
        const int column = reader.column();
        const bool space = isSpace(reader.next());
        if (space && inToken) {
            found.push_back(Token{text.substr(start, offset - start), startColumn});
            inToken = false;
        } else if (!space && !inToken) {
            start = offset;
            startColumn = column;
            inToken = true;
        }
    }
    if (inToken)
        found.push_back(Token{text.substr(start), startColumn});
    return found;
}


} // namespace pm::formats
