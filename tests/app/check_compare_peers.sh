#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/compare_peers.sh end to end, with stand-ins for the peers (tdoku and
# Solo are measured outside the checkout, never built here): both modes run
# pencilmark-cli for real and print a table row with a ratio. Only the
# script's own plumbing is checked, not anyone's speed.
#
#   check_compare_peers.sh SCRIPT CLI
set -euo pipefail

script=$(realpath "$1")
cli=$(realpath "$2")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A tdoku stand-in: one result line of run_benchmark's CSV, 1000 puzzles/s.
cat > "$scratch/tdoku" <<'STUB'
#!/usr/bin/env bash
echo "set,threads,rounds,warmup,tdoku,1000,1.0"
STUB
# A Solo stand-in: generates nothing, at once.
printf '#!/usr/bin/env bash\nexit 0\n' > "$scratch/solo"
chmod +x "$scratch/tdoku" "$scratch/solo"
mkdir "$scratch/data"
cat > "$scratch/data/tiny.txt" <<'SET'
# the first three puzzles of royle17.txt
.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....
.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.
SET

failures=0
expect_row() {
    local what=$1 pattern=$2 output=$3
    if ! grep -Eq "$pattern" <<< "$output"; then
        echo "FAIL: $what: no row matching '$pattern' in:"
        echo "$output"
        failures=$((failures + 1))
    fi
}

solve=$("$script" solve --cli "$cli" --tdoku "$scratch/tdoku" --data "$scratch/data" --rounds 1 --seconds 1 tiny)
expect_row "solve" '^\| tiny\.txt \| [0-9]+–[0-9]+/s \| 1000–1000/s \| [0-9.]+–[0-9.]+ \|$' "$solve"

generate=$("$script" generate --cli "$cli" --solo "$scratch/solo" --rounds 1 --seconds 1 easy)
expect_row "generate" '^\| easy \| [0-9.]+–[0-9.]+/s \| trivial \| [0-9.]+–[0-9.]+/s \| [0-9.]+–[0-9.]+ \|$' "$generate"

usage=$("$script" 2>&1 || true)
expect_row "usage" 'tools/compare_peers.sh solve' "$usage"

((failures == 0)) && echo "compare_peers.sh: both tables printed"
exit $((failures > 0))
