#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs Pencilmark and its peers side by side and prints the ratio tables of the
# README's Benchmarks section (markdown). Peers are measured, never linked: build
# them outside this checkout (README, "Benchmarks").
#
#   tools/compare_peers.sh solve    [options] [SET ...]   fast 9x9 path against tdoku
#   tools/compare_peers.sh generate [options] [LEVEL ...] bench generate against Simon Tatham's Solo
#
# Options:
#   --cli PATH      pencilmark-cli (default build/app/pencilmark-cli)
#   --tdoku PATH    tdoku's run_benchmark (default ../peers/tdoku/build/run_benchmark)
#   --solo PATH     sgt-solo (default /usr/games/sgt-solo)
#   --data DIR      the public puzzle sets (default ../shared/data)
#   --rounds N      measure each pair N times, back to back (default 3)
#   --seconds S     seconds per tdoku run (bench solve runs as long) and per
#                   bench generate level (default 5 and 4)
#
# Each round runs Pencilmark and the peer one right after the other, so both see
# the same machine load. The tables give the range over the rounds of each side
# and of the per-round ratio (Pencilmark / peer; above 1 means Pencilmark is faster).
# Both solve harnesses read the wall clock: tdoku's own over a run of
# --seconds, bench solve's median pass over as many passes as fill the same
# time (one pass of top1465 takes about 12 ms, so five passes were over in
# 60 ms and a moment's load on the machine decided the figure: 83k-125k/s in
# eight runs of one binary, against 113k-125k/s with 15 passes). Generation
# is puzzles per CPU-second on both sides.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-}
[[ $mode == solve || $mode == generate ]] || { sed -n '3,27p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
shift
cli=$root/build/app/pencilmark-cli
tdoku=$root/../peers/tdoku/build/run_benchmark
solo=/usr/games/sgt-solo
data=$root/../shared/data
rounds=3
seconds=
args=()
while (($#)); do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --tdoku) tdoku=$2; shift 2 ;;
    --solo) solo=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    -*) echo "compare_peers: unknown option $1" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
    esac
done
[[ -x $cli ]] || { echo "compare_peers: no pencilmark-cli at $cli (--cli)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Prints "min–max" of the numbers on standard input, formatted with $1 (printf).
range() {
    sort -g | awk -v f="$1" 'NR == 1 { lo = $1 } { hi = $1 } END { printf f "–" f, lo, hi }'
}

solve_table() {
    [[ -x $tdoku ]] || { echo "compare_peers: no tdoku run_benchmark at $tdoku (--tdoku)" >&2; exit 2; }
    local sets=("${args[@]}")
    ((${#sets[@]})) || sets=(royle17 top1465 forum_hardest_1905_11plus forum_hardest_1106 serg_benchmark)
    echo "| set | Pencilmark fast9 | tdoku | ratio |"
    echo "|---|--:|--:|--:|"
    for set in "${sets[@]}"; do
        local file=$data/$set.txt
        [[ -f $file ]] || { echo "compare_peers: no $file" >&2; exit 2; }
        # tdoku reads any character but '.' as a clue: 81 characters, '.' blanks.
        awk '!/^#/ && length($0) >= 81 { s = substr($0, 1, 81); gsub(/[^1-9]/, ".", s); print s }' "$file" \
            > "$scratch/$set.txt"
        : > "$scratch/ours" && : > "$scratch/theirs" && : > "$scratch/ratios"
        # One short pass first, for the pass count that fills tdoku's time.
        local passes
        passes=$("$cli" bench solve --passes 1 --generic 0 --reference 0 "$file" |
            awk -v s="${seconds:-5}" '$1 == "fast9" { n = int(s * $4 / $2) + 1; print (n < 5 ? 5 : n) }')
        [[ -n $passes ]] || { echo "compare_peers: bench solve printed no rate on $set" >&2; exit 1; }
        for ((round = 0; round < rounds; ++round)); do
            local ours theirs
            ours=$("$cli" bench solve --passes "$passes" --generic 0 --reference 0 "$file" |
                awk '$1 == "fast9" { print $4 }')
            theirs=$(cd "$scratch" && "$tdoku" -s tdoku -c1 -r0 -t "${seconds:-5}" -w 1 "$set.txt" |
                awk -F, '$5 == "tdoku" { print $6 }')
            [[ -n $ours && -n $theirs ]] || { echo "compare_peers: a run on $set printed no rate" >&2; exit 1; }
            echo "$ours" >> "$scratch/ours"
            echo "$theirs" >> "$scratch/theirs"
            awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.3f\n", a / b }' >> "$scratch/ratios"
        done
        printf '| %s | %s/s | %s/s | %s |\n' "$set.txt" "$(range '%.0f' < "$scratch/ours")" \
            "$(range '%.0f' < "$scratch/theirs")" "$(range '%.2f' < "$scratch/ratios")"
    done
}

# Solo's puzzles per CPU-second at one level: the user and system time of
# generating `count` puzzles.
solo_rate() {
    local level=$1 count=$2
    /usr/bin/time -f '%U %S' -o "$scratch/time" "$solo" --generate "$count" "3x3d$level" > /dev/null
    awk -v n="$count" '{ t = $1 + $2; printf "%.1f\n", n / (t > 0.005 ? t : 0.005) }' "$scratch/time"
}

generate_table() {
    [[ -x $solo ]] || { echo "compare_peers: no sgt-solo at $solo (--solo; Debian: sgt-puzzles)" >&2; exit 2; }
    # Pencilmark level, Solo level letter and name, how many Solo puzzles make a
    # run of a few seconds here. Paired by rank (see README for what each needs).
    local pairs=("easy t trivial 6000" "medium b basic 4000" "hard i intermediate 300"
                 "expert a advanced 60" "master e extreme 150" "extreme u unreasonable 100")
    echo "| Pencilmark level | Pencilmark | Solo level | Solo | ratio |"
    echo "|---|--:|---|--:|--:|"
    for pair in "${pairs[@]}"; do
        read -r level letter name count <<< "$pair"
        if ((${#args[@]})) && [[ " ${args[*]} " != *" $level "* ]]; then continue; fi
        : > "$scratch/ours" && : > "$scratch/theirs" && : > "$scratch/ratios"
        for ((round = 0; round < rounds; ++round)); do
            local ours theirs
            ours=$("$cli" bench generate --seconds "${seconds:-4}" --level "$level" | awk -v l="$level" '$1 == l { print $3 }')
            theirs=$(solo_rate "$letter" "$count")
            [[ -n $ours && -n $theirs ]] || { echo "compare_peers: a run at $level printed no rate" >&2; exit 1; }
            echo "$ours" >> "$scratch/ours"
            echo "$theirs" >> "$scratch/theirs"
            awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.3f\n", a / b }' >> "$scratch/ratios"
        done
        printf '| %s | %s/s | %s | %s/s | %s |\n' "$level" "$(range '%.1f' < "$scratch/ours")" "$name" \
            "$(range '%.1f' < "$scratch/theirs")" "$(range '%.2f' < "$scratch/ratios")"
    done
}

if [[ $mode == solve ]]; then solve_table; else generate_table; fi
