// SPDX-License-Identifier: GPL-3.0-or-later
// The public entry points of the fast 9x9 solver: each call goes to the fastest build the processor can run
// (core/solver/classic9_variants.h).
#include "core/solver/classic9_variants.h"

#include <utility>

namespace pm::solver::classic9 {

bool x86v3Usable()
{
#if PM_CLASSIC9_HAS_X86V3
    // Asked once; libgcc's answer also covers the operating system saving the AVX registers.
    static const bool usable = [] {
        __builtin_cpu_init();
        // Zen 1 and 2 run PEXT as microcode (~18 cycles) and the band pass uses it once per call: they keep the
        // baseline build.
        return __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi") &&
               __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("avx2") && !__builtin_cpu_is("znver1") &&
               !__builtin_cpu_is("znver2");
    }();
    return usable;
#else
    return false;
#endif
}

Result countSolutions(const std::uint8_t* cells, std::uint64_t limit, std::uint8_t* firstSolution,
                      std::stop_token stop)
{
#if PM_CLASSIC9_HAS_X86V3
    if (x86v3Usable())
        return x86v3::countSolutions(cells, limit, firstSolution, std::move(stop));
#endif
    return baseline::countSolutions(cells, limit, firstSolution, std::move(stop));
}

Result countSolutionsWithout(const std::uint8_t* cells, int cell, int digit, std::uint64_t limit,
                             std::stop_token stop)
{
#if PM_CLASSIC9_HAS_X86V3
    if (x86v3Usable())
        return x86v3::countSolutionsWithout(cells, cell, digit, limit, std::move(stop));
#endif
    return baseline::countSolutionsWithout(cells, cell, digit, limit, std::move(stop));
}

} // namespace pm::solver::classic9
