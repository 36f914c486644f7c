// SPDX-License-Identifier: GPL-3.0-or-later
// The fast 9x9 solver compiled a second time, for processors with POPCNT, BMI1/2 and AVX2 (x86-64-v3): the same
// source (core/solver/classic9.cpp, classic9_lines.cpp) in namespace pm::solver::classic9::x86v3, chosen at run time by
// core/solver/classic9_variants.cpp. Population counts become one instruction, bit scans and masks shorter
// (TZCNT, BLSR, ANDN, SHLX), and occupancies (minirows, stacks, units, the givens' rows and boxes) take one PEXT
// or PDEP. The standard headers are read before the target switch, so no inline library function is emitted with
// the wider instruction set for other files to pick up at link time.
//
// Solves per second, the solver alone at limit 2, best of 10 runs alternating with the baseline build on a loaded
// 2-core AMD EPYC (Zen 4): serg_benchmark 394k -> 436k (+10.5%), forum_hardest_1106 12.12k -> 12.65k (+4.3%).
// Most of serg's gain is POPCNT in countBits3 (without it: +2.3%).
#include "core/solver/classic9_variants.h"

#if PM_CLASSIC9_HAS_X86V3
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <emmintrin.h>
#include <immintrin.h>
#include <stop_token>
#include <utility>

#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2,avx,avx2")
#define PM_CLASSIC9_VARIANT x86v3
#define PM_CLASSIC9_POPCNT 1
#define PM_CLASSIC9_BMI2 1
#define PM_CLASSIC9_AVX2 1
#include "core/solver/classic9.cpp"       // NOLINT(bugprone-suspicious-include): the second build, by design
#include "core/solver/classic9_lines.cpp" // NOLINT(bugprone-suspicious-include)
#pragma GCC pop_options
#endif
