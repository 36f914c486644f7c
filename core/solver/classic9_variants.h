// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fast 9x9 solver is compiled twice: for baseline x86-64 (any machine; core/solver/classic9.cpp) and, with GCC
// on x86-64, once more with POPCNT, BMI1/2 and AVX2 allowed (core/solver/classic9_x86v3.cpp). The public functions
// of core/solver/classic9.h pick the second when the processor has those instructions. Each build lives in its own
// namespace, so no inline function of one can stand in for the other's at link time. Declared here so that the
// crosscheck tests run both builds on any machine that has them.
#include "core/solver/classic9.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PM_CLASSIC9_HAS_X86V3 1
#else
#define PM_CLASSIC9_HAS_X86V3 0
#endif

namespace pm::solver::classic9 {

// Whether this build has the x86-64-v3 variant and the processor running it can use it (and runs PEXT in hardware).
bool x86v3Usable();

#define PM_CLASSIC9_DECLARE_VARIANT(name)                                                                         \
    namespace name {                                                                                              \
    Result countSolutions(const std::uint8_t* cells, std::uint64_t limit, std::uint8_t* firstSolution,           \
                          std::stop_token stop);                                                                  \
    Result countSolutionsWithout(const std::uint8_t* cells, int cell, int digit, std::uint64_t limit,             \
                                 std::stop_token stop);                                                           \
    }
PM_CLASSIC9_DECLARE_VARIANT(baseline)
#if PM_CLASSIC9_HAS_X86V3
PM_CLASSIC9_DECLARE_VARIANT(x86v3)
#endif
#undef PM_CLASSIC9_DECLARE_VARIANT

} // namespace pm::solver::classic9
