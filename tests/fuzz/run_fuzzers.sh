#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every fuzz target for a bounded time on a seed corpus drawn from the
# public puzzle sets (../shared/data), the format fixtures (tests/data) and
# the seeds here. Prints executions per target; exits non-zero when a
# target finds a crash, a leak or a sanitizer report (its input is kept in
# BUILD/crashes/ to become a regression test).
#
#   tests/fuzz/run_fuzzers.sh BUILD_DIR SECONDS_PER_TARGET [TARGET...]
#
# Naming targets (fuzz_game_file ...) runs those only, e.g. to give each
# target a long run of its own on a machine with a core to spare.
# FUZZ_TIMEOUT (seconds, default 10) is how long one input may run before it
# counts as a hang. libFuzzer measures wall time, so on a loaded machine
# (long runs beside builds) raise it, or inputs that take a second of CPU
# are reported as hangs.
set -euo pipefail
build=$(cd "${1:?build dir}" && pwd)
seconds=${2:-20}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
shared="$root/../shared/data"
corpus="$build/corpus"
mkdir -p "$corpus" "$build/crashes"

# Puzzle text: single puzzles, a few lines of each set, multi-line grids,
# pencil-mark grids (the reglib table's 81 candidate groups).
seed_puzzles() {
    local dir="$corpus/puzzle_text"
    mkdir -p "$dir"
    cp "$root"/tests/data/formats/* "$dir"/
    local n=0
    for set in "$shared"/*.txt; do
        [[ -f "$set" ]] || continue
        head -n 20 "$set" | while IFS= read -r line; do
            n=$((n + 1))
            printf '%s\n' "$line" > "$dir/$(basename "$set" .txt)-$n"
        done
        head -n 5 "$set" > "$dir/$(basename "$set" .txt)-file"
    done
    # Killer puzzles: the Solo game IDs of the tests, and killer lines.
    grep -v '^#' "$root/tests/data/killer/solo_killers.txt" | awk 'NF { print $1 > (dir "/solo-" NR) }' dir="$dir"
    printf 'killer 1............... aab............. 5,3\n' > "$dir/killer-4x4"
    printf 'killer ........ aabbccdd 3,7,11,15 # wrong length\n' > "$dir/killer-short"
    if [[ -f "$shared/hodoku_reglib_techniques.tsv" ]]; then
        awk -F'\t' 'NR > 1 && NR <= 60 { print $2 > (dir "/pm81-" NR) }' dir="$dir" "$shared/hodoku_reglib_techniques.tsv"
    fi
    if [[ -f "$shared/big_and_small_grids.tsv" ]]; then
        awk -F'\t' 'NR > 1 && NR <= 40 { print $1 > (dir "/sizes-" NR) }' dir="$dir" "$shared/big_and_small_grids.tsv"
    fi
}

seed_puzzles
status=0
chosen=("${@:3}")
run() {
    local target=$1 dict=${3:-}
    if (( ${#chosen[@]} )) && [[ " ${chosen[*]} " != *" $target "* ]]; then
        return 0
    fi
    local dir="$corpus/$2"
    local log="$build/$target.log"
    mkdir -p "$dir"
    local options=(-max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=20000
                   -print_final_stats=1 -close_fd_mask=3 -artifact_prefix="$build/crashes/$target-")
    [[ -n "$dict" ]] && options+=(-dict="$dict")
    local extra=()
    [[ -d "$here/seeds/$2" ]] && extra+=("$here/seeds/$2")
    if "$build/$target" "${options[@]}" "$dir" "${extra[@]}" > "$log" 2>&1; then
        printf '%-20s %10s executions in %ss, no crash\n' "$target" \
            "$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")" "$seconds"
    else
        status=1
        printf '%-20s FAILED: see %s\n' "$target" "$log"
        grep -E "ERROR|SUMMARY|runtime error|Test unit written" "$log" | head -n 10 || true
    fi
}
run fuzz_puzzle_text puzzle_text "$here/puzzle_text.dict"
run fuzz_logic_state puzzle_text "$here/puzzle_text.dict"
run fuzz_game_file game_file "$here/game_file.dict"
run fuzz_cli_arguments cli_arguments
exit $status
