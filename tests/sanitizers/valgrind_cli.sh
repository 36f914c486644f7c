#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs pencilmark-cli's commands under Valgrind's memcheck on the public
# puzzle sets and fails on any error or definite/indirect leak. Use an
# unsanitized build (Valgrind and AddressSanitizer do not mix):
#
#   cmake -S . -B build && cmake --build build -j2
#   tests/sanitizers/valgrind_cli.sh build/app/pencilmark-cli
set -euo pipefail
cli=${1:?path to pencilmark-cli}
root=$(cd "$(dirname "$0")/../.." && pwd)
data="$root/../shared/data"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
head -n 20 "$data/top1465.txt" > "$scratch/top20.txt"
# awk stops by itself: "| head" would end it with SIGPIPE, fatal under pipefail.
awk -F'\t' 'NR > 1 && $1 == "16x16" && n < 10 { print $3; n++ }' "$data/big_and_small_grids.tsv" > "$scratch/grids16.txt"
printf '%*s\n' 1296 '' | tr ' ' '.' > "$scratch/empty36.txt"
grep -v '^#' "$root/tests/data/killer/solo_killers.txt" | awk 'NF && n < 5 { print $1; n++ }' > "$scratch/killers.txt"
head -c 3000000 /dev/urandom > "$scratch/junk.bin"
# A file whose first line is cut short: read line by line after it.
awk '!/^#/ && NF { print (n++ ? $0 : substr($0, 1, 80)) }' "$scratch/top20.txt" > "$scratch/broken_first.txt"

status=0
check() {
    if valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect -q \
        "$cli" "$@" > /dev/null 2> "$scratch/valgrind.log"; then
        code=0
    else
        code=$?
    fi
    if [[ $code == 99 ]]; then
        status=1
        echo "FAIL   $*"
        cat "$scratch/valgrind.log"
    else
        echo "clean  $* (exit $code)"
    fi
}
check solve "$scratch/top20.txt"
check count --limit 5 "$scratch/grids16.txt"
check explain --json "$scratch/top20.txt"
check rate --threads 2 "$scratch/top20.txt"
check generate --count 2 --level hard
check generate --count 1 --size 16 --symmetry rotational
check solve "$scratch/killers.txt"
check explain "$scratch/killers.txt"
check generate --count 1 --killer --level medium
check solve "$scratch/empty36.txt"
check solve "$scratch/junk.bin"
check solve "$scratch/broken_first.txt"
check generate --count 1 --variant multifour --level extreme
check generate --count 1 --killer --solo --size 6
check solve --regions /dev/zero "$scratch/top20.txt"
exit $status
