// SPDX-License-Identifier: GPL-3.0-or-later
// A/B driver for the fast 9x9 solver (core/solver/classic9*.cpp): times one build of it on puzzle files, without
// the CLI, so two checkouts can be compiled side by side and alternated (the command below, from each checkout's
// top; the build's own target, tools/CMakeLists.txt, only keeps it compiling).
//
//   g++ -std=c++20 -O3 -DNDEBUG -I. -o /tmp/ab tools/classic9_ab.cpp core/solver/classic9*.cpp
//   /tmp/ab v 1 FILE...            best and median pass over about 1 s (v: x86v3 build, b: baseline, d: dispatch)
//   CHUNKED=5 /tmp/ab v 1 FILE...  sum over ~0.5 ms chunks of each chunk's fastest of 5 runs
//   valgrind --tool=callgrind /tmp/ab v 0 FILE   instructions: one timed pass and three more
//
// Each line also gives guesses per puzzle and a hash of the first solutions, which must not move. The chunked
// figure stays put on a loaded machine (a chunk's fastest run is rarely interrupted) where whole passes swing by
// half; it flatters code with hard-to-guess branches a little, as a chunk's runs teach the predictor.
#include "core/solver/classic9_variants.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace pm::solver::classic9;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point from) { return std::chrono::duration<double>(Clock::now() - from).count(); }

} // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: classic9_ab b|v|d SECONDS FILE...\n");
        return 2;
    }
    const char build = argv[1][0];
    const double budget = std::atof(argv[2]);
    const auto solve = [build](const std::uint8_t* cells, std::uint8_t* first) {
        if (build == 'b') return baseline::countSolutions(cells, 2, first, {});
#if PM_CLASSIC9_HAS_X86V3
        if (build == 'v') return x86v3::countSolutions(cells, 2, first, {});
#endif
        return countSolutions(cells, 2, first, {});
    };
    for (int f = 3; f < argc; ++f) {
        std::ifstream in(argv[f]);
        std::vector<std::uint8_t> cells;
        for (std::string line; std::getline(in, line);) {
            if (line.size() < 81 || line[0] == '#') continue;
            for (int i = 0; i < 81; ++i) cells.push_back(line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0);
        }
        const std::size_t n = cells.size() / 81;
        if (n == 0) continue;
        std::uint64_t solutions = 0, guesses = 0, hash = 1469598103934665603ull;
        std::uint8_t first[81];
        for (std::size_t i = 0; i < n; ++i) {
            const Result r = solve(&cells[81 * i], first);
            solutions += r.count;
            guesses += r.guesses;
            for (const std::uint8_t v : first) hash = (hash ^ v) * 1099511628211ull;
        }
        const char* slash = std::strrchr(argv[f], '/');
        const char* name = slash ? slash + 1 : argv[f];
        if (const char* reps = std::getenv("CHUNKED")) {
            const auto probeStart = Clock::now();
            std::size_t probe = 0;
            while (seconds(probeStart) < 0.02) solve(&cells[81 * (probe++ % n)], nullptr);
            const std::size_t chunk = std::max<std::size_t>(1, probe / 40);
            double total = 0;
            for (std::size_t start = 0; start < n; start += chunk) {
                double best = 1e9;
                for (int r = 0; r < std::atoi(reps); ++r) {
                    const auto t0 = Clock::now();
                    for (std::size_t i = start; i < std::min(n, start + chunk); ++i) solve(&cells[81 * i], nullptr);
                    best = std::min(best, seconds(t0));
                }
                total += best;
            }
            std::printf("%-30s chunked %9.0f guesses %.2f hash %016llx\n", name, double(n) / total, double(guesses) / n,
                        static_cast<unsigned long long>(hash));
            continue;
        }
        std::vector<double> rates;
        const auto start = Clock::now();
        do {
            const auto t0 = Clock::now();
            std::uint64_t seen = 0;
            for (std::size_t i = 0; i < n; ++i) seen += solve(&cells[81 * i], nullptr).count;
            rates.push_back(double(n) / seconds(t0));
            if (seen != solutions) {
                std::fprintf(stderr, "classic9_ab: the solution count changed between passes\n");
                return 1;
            }
        } while (seconds(start) < budget || rates.size() < 3);
        std::sort(rates.begin(), rates.end());
        std::printf("%-30s best %9.0f median %9.0f passes %3zu guesses %.2f solutions %llu hash %016llx\n", name,
                    rates.back(), rates[rates.size() / 2], rates.size(), double(guesses) / n,
                    static_cast<unsigned long long>(solutions), static_cast<unsigned long long>(hash));
    }
}
