// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

namespace pm::test {

// The share of its cases a heavy test runs: all of them normally, one in six
// in the sanitized build (PENCILMARK_SANITIZE), where ASan and UBSan make the
// searches several times slower and whole files overran ctest's 300 s. The
// sanitized build is there to catch memory errors and undefined behaviour,
// which a spread sample of the same cases exercises as well.
#ifdef PENCILMARK_SANITIZED
inline constexpr int kSanitizerThinning = 6;
#else
inline constexpr int kSanitizerThinning = 1;
#endif

// Path of a file in ../shared/data (public puzzle sets) or tests/data (ours).
QString sharedDataPath(const QString& fileName);
QString testDataPath(const QString& fileName);

// The first `maxCount` puzzles of a one-puzzle-per-line file: the first
// whitespace-separated field of every line that is not blank or a '#' comment.
// maxCount < 0: all of them. Fails the calling test if the file is missing.
std::vector<std::string> loadPuzzleLines(const QString& path, int maxCount = -1);

// A tab-separated file with a header row: one map (column -> value) per row.
std::vector<std::map<std::string, std::string>> loadTsv(const QString& path);

} // namespace pm::test
