#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes what pencilmark-cli prints for a fixed list of command lines into a
# folder, one file per run, so that two builds can be compared byte for byte:
#
#   tools/cli_outputs.sh --cli OLD/pencilmark-cli before/
#   tools/cli_outputs.sh --cli NEW/pencilmark-cli after/
#   diff -r before after && echo identical
#
# Each run leaves NAME.out (standard output), NAME.err (standard error) and
# NAME.rc (the exit status). Runs that time themselves (bench) are left out
# but for their help and usage errors: their figures differ on every run.
#
# Options:
#   --cli PATH    pencilmark-cli (default build/app/pencilmark-cli)
#   --data DIR    the public puzzle sets (default ../shared/data)
#   --lines N     explain and rate --coarse read the first N lines of each
#                 large set (default 40)
#   --rate-lines N  rate reads the first N lines of each large set (default
#                 2000: rating the 48,765 puzzles of forum_hardest_1905_11plus
#                 takes most of an hour); solve and count read every set whole
#
# The inputs: every public set in --data (text, tables and the variant JSON),
# every fixture under tests/data/ (HoDoKu .hsol, f-puzzles JSON and links,
# .sdk, Solo, killer lines, ...), and the fuzz seeds and regressions of the
# puzzle reader, which hold hostile text of every kind the readers met.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cli=$root/build/app/pencilmark-cli
data=$root/../shared/data
lines=40
rate_lines=2000
out=
while (($#)); do
    case $1 in
        --cli) cli=$2; shift 2 ;;
        --data) data=$2; shift 2 ;;
        --lines) lines=$2; shift 2 ;;
        --rate-lines) rate_lines=$2; shift 2 ;;
        -h|--help) sed -n '3,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "cli_outputs.sh: unknown option $1" >&2; exit 2 ;;
        *) out=$1; shift ;;
    esac
done
[[ -n $out ]] || { echo "cli_outputs.sh: name the folder to write into" >&2; exit 2; }
[[ -x $cli ]] || { echo "cli_outputs.sh: no program at $cli" >&2; exit 2; }
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
mkdir -p "$out"
out=$(cd "$out" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# run NAME [ARGS...]: one run of the program, standard input from /dev/null
# unless STDIN_FILE is set. Paths in messages are made relative to the
# checkout so that two checkouts compare equal.
run() {
    local name=$1; shift
    local input=${STDIN_FILE:-/dev/null}
    local rc=0
    (cd "$root" && "$cli" "$@" <"$input" >"$out/$name.out" 2>"$out/$name.err") || rc=$?
    echo "$rc" >"$out/$name.rc"
}

# The name of an input in a file name: its path below the checkout or data folder.
label() {
    local path=$1
    path=${path#"$root"/}
    path=${path#"$data"/}
    path=${path#../shared/data/}
    echo "${path//\//_}"
}

# Inputs: every file, whole; a large one also cut to its first --lines lines
# for the slow commands.
inputs=()
for f in "$data"/*.txt "$data"/*.tsv "$data"/*.json \
         "$root"/tests/data/formats/* "$root"/tests/data/collection/* "$root"/tests/data/killer/* \
         "$root"/tests/fuzz/seeds/puzzle_text/* "$root"/tests/fuzz/regressions/puzzle_text/* \
         "$root"/tests/fuzz/seeds/game_file/*; do
    [[ -f $f ]] && inputs+=("$f")
done

# short FILE N: FILE itself when small, else its first N lines.
short() {
    local f=$1 n=$2
    if (($(stat -c %s "$f") > 65536)); then
        head -n "$n" "$f" >"$scratch/$n-$(label "$f")"
        echo "$scratch/$n-$(label "$f")"
    else
        echo "$f"
    fi
}

for f in "${inputs[@]}"; do
    name=$(label "$f")
    run "solve__$name" solve "$f"
    run "count__$name" count --limit 3 "$f"
    run "rate__$name" rate "$(short "$f" "$rate_lines")"
    s=$(short "$f" "$lines")
    run "rate-coarse__$name" rate --coarse "$s"
    run "explain__$name" explain "$s"
    run "explain-json__$name" explain --json "$s"
    STDIN_FILE=$s run "solve-stdin__$name" solve -
done

# Shape options on the fixtures that need them.
formats=$root/tests/data/formats
run shape__grid6 solve --box 2x3 "$formats/grid6.txt"
run shape__grid16 solve --size 16 "$formats/grid16_separators.txt"
run shape__grid16-zero count --size 16 "$formats/grid16_zero_based.txt"
run shape__simple-x solve --variant x "$formats/simple_x.ss"
run shape__alphabet solve --alphabet ABCDEFGHI "$formats/simple.ss"
run shape__regions-bad solve --regions 123 "$formats/simple.ss"
run shape__variant-bad solve --variant nonsense "$formats/simple.ss"
run shape__box-bad solve --box 0x3 "$formats/simple.ss"

# Explain's own options on a fixed puzzle.
puzzle=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
run explain__first explain --first "$puzzle"
run explain__max-level explain --max-level medium "$puzzle"
run explain__only explain --only hidden-single "$puzzle"
run explain__only-bad explain --only nonsense "$puzzle"
run explain__list explain --list-techniques

# Generation is seeded, so its output is fixed.
run gen__default generate --count 3 --seed 7
run gen__levels-easy generate --count 2 --level easy --seed 3
run gen__levels-hard generate --count 2 --level hard --seed 3
run gen__levels-extreme generate --count 1 --level extreme --seed 5
run gen__technique generate --count 1 --technique x-wing --seed 2
run gen__symmetry generate --count 2 --symmetry mirror --minimal --seed 4
run gen__size6 generate --count 2 --box 2x3 --seed 1
run gen__size16 generate --count 1 --size 16 --seed 1
run gen__x generate --count 2 --variant x --seed 1
run gen__jigsaw generate --count 2 --variant jigsaw --seed 1
run gen__multifour generate --count 1 --variant multifour --seed 1
run gen__killer generate --count 2 --killer --seed 1
run gen__killer-solo generate --count 2 --killer --solo --seed 1
run gen__threads generate --count 4 --threads 2 --seed 9
run gen__alphabet generate --count 1 --alphabet ABCDEFGHI --seed 1
run gen__bad-level generate --level nonsense
run gen__bad-count generate --count 0

# Help and usage, every command.
run help__top --help
run help__none
run help__unknown frobnicate
run help__version --version
for command in solve count explain rate generate; do
    run "help__$command" "$command" --help
    run "usage__$command" "$command" --no-such-option
done
for command in solve rate generate steps; do
    run "help__bench-$command" bench "$command" --help
    run "usage__bench-$command" bench "$command" --no-such-option
done
run usage__missing-file solve /nonexistent/file
run usage__folder solve "$root/tests"
run usage__two-files solve a b

count=$(find "$out" -name '*.rc' | wc -l)
echo "cli_outputs.sh: $count runs written to $out"
