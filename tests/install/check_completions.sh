#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The shell completions of pencilmark-cli, as built or as installed: zsh
# (loaded by compinit in an interactive zsh, tests/install/zsh_complete.zsh)
# and bash offer the same words for the same command lines, those words are
# right (commands, options, levels, techniques, variants, symmetries, file
# names), and every value list is what the program itself accepts (the
# lists its "expects …" messages give), so neither script can drift from
# the other or from the program.
#
#   check_completions.sh BASH_SCRIPT ZSH_DIR CLI_DIR
#
# BASH_SCRIPT: the bash completion file; ZSH_DIR: the folder holding
# _pencilmark-cli; CLI_DIR: the folder holding pencilmark-cli. Exit status 77
# (a skipped test for CTest) when zsh is not installed.
set -euo pipefail

bash_script=$(realpath "$1")
zsh_dir=$(realpath "$2")
cli_dir=$(realpath "$3")
here=$(cd "$(dirname "$0")" && pwd)
cli=$cli_dir/pencilmark-cli

if ! command -v zsh >/dev/null; then
    echo "SKIP: zsh is not installed (apt-get install zsh), so its completion cannot be loaded"
    exit 77
fi

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
touch "$work/puzzle.sdk" "$work/puzzles.txt"

# The lines to complete, as typed: the cursor at the end of each.
cases=(
    "pencilmark-cli "
    "pencilmark-cli ex"
    "pencilmark-cli --v"
    "pencilmark-cli bench "
    "pencilmark-cli bench g"
    "pencilmark-cli bench generate --"
    "pencilmark-cli bench solve --p"
    "pencilmark-cli generate --"
    "pencilmark-cli solve --vari"
    "pencilmark-cli generate --level "
    "pencilmark-cli generate --level ex"
    "pencilmark-cli explain --max-level "
    "pencilmark-cli explain --only x-w"
    "pencilmark-cli generate --technique "
    "pencilmark-cli generate --symmetry "
    "pencilmark-cli solve --variant "
    "pencilmark-cli generate --variant "
    "pencilmark-cli solve --variant x,c"
    "pencilmark-cli generate --variant x,ji"
    "pencilmark-cli generate --constraints "
    "pencilmark-cli generate --constraints thermo,kr"
    "pencilmark-cli generate --count "
    "pencilmark-cli solve puzz"
    "pencilmark-cli solve --regions puzzle."
)

# Every option followed by a value in some --help ("  --count N", or
# "[--passes P]" in a usage line): each must offer its values, or nothing to
# a value to type; never the file names a completion that does not know the
# option would offer. --regions takes a file (or a map). Each entry: the
# words whose --help is read, then the command typed ("bench" explains
# bench solve, explain and grid).
helps=("|" "solve|solve" "count|count" "explain|explain" "rate|rate" "generate|generate" "bench|bench solve"
    "bench|bench explain" "bench|bench grid" "bench generate|bench generate" "bench rate|bench rate")
valued=()
for entry in "${helps[@]}"; do
    help=${entry%|*} typed=${entry#*|}
    # shellcheck disable=SC2086 # the command's words
    while read -r option; do
        [[ $option == --regions ]] && continue
        valued+=("pencilmark-cli ${typed:+$typed }$option ")
    done < <("$cli" $help --help 2>/dev/null | grep -oE '(^ +|\[|\|)--[a-z][a-z0-9-]* [A-Z]' |
        grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
done
((${#valued[@]} > 10)) || fail "found only ${#valued[@]} options with values in the --help texts"

complete_bash() {
    local line=$1
    local -a words
    read -ra words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    (cd "$work" && PATH=$cli_dir:$PATH bash -c '
        source "$1"; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
        _pencilmark_cli
        printf "%s\n" "${COMPREPLY[@]}"' bash "$bash_script" "${words[@]}") | sed '/^$/d' | sort -u
}

# zsh: every line in one interactive zsh.
declare -A zsh_offers
current=
while IFS= read -r output; do
    if [[ $output == "line: "* ]]; then
        current=${output#line: }
        zsh_offers[$current]=
    elif [[ $output == end ]]; then
        current=
    elif [[ -n $current ]]; then
        zsh_offers[$current]+="$output"$'\n'
    fi
done < <(cd "$work" && printf '%s\n' "${cases[@]}" "${valued[@]}" |
    PATH=$cli_dir:$PATH timeout 120 zsh "$here/zsh_complete.zsh" "$zsh_dir")

declare -A offers
for line in "${cases[@]}" "${valued[@]}"; do
    [[ -v zsh_offers[$line] ]] || { fail "zsh did not answer for '$line'"; continue; }
    from_zsh=$(printf '%s' "${zsh_offers[$line]}" | sed '/^$/d' | sort -u)
    from_bash=$(complete_bash "$line")
    [[ $from_zsh == "$from_bash" ]] ||
        fail "'$line': zsh offers [$(echo $from_zsh)], bash [$(echo $from_bash)]"
    offers[$line]=$from_zsh
done

# What the words are.
expect() {
    local line=$1 expected=$2
    [[ ${offers[$line]-} == "$expected" ]] || fail "'$line' offers [$(echo ${offers[$line]-})], expected [$(echo $expected)]"
}
lines() { printf '%s\n' "$@" | sort -u; }
commands=$("$cli" --help | awk '/^Commands:/ { inside = 1; next } inside && /^  [a-z]/ { print $1 } inside && /^$/ { exit }')
expect "pencilmark-cli " "$(lines $commands --help --version)"
expect "pencilmark-cli ex" explain
expect "pencilmark-cli --v" --version
expect "pencilmark-cli bench g" "$(lines generate grid)"
expect "pencilmark-cli solve --vari" --variant
expect "pencilmark-cli generate --level ex" "$(lines expert extreme)"
expect "pencilmark-cli explain --only x-w" x-wing
expect "pencilmark-cli generate --technique " "$("$cli" explain --list-techniques | cut -f1 | sort -u)"
expect "pencilmark-cli solve --variant x,c" x,centre-dot
expect "pencilmark-cli generate --variant x,ji" x,jigsaw
expect "pencilmark-cli generate --constraints thermo,kr" thermo,kropki
expect "pencilmark-cli generate --count " ""
expect "pencilmark-cli solve puzz" "$(lines puzzle.sdk puzzles.txt)"
expect "pencilmark-cli solve --regions puzzle." puzzle.sdk
expect "pencilmark-cli generate --" "$("$cli" generate --help | grep -o -- '--[a-z][a-z0-9-]*' | sort -u)"
expect "pencilmark-cli bench generate --" "$("$cli" bench generate --help | grep -o -- '--[a-z][a-z0-9-]*' | sort -u)"
for line in "${valued[@]}"; do
    [[ ${offers[$line]-} != *puzzle.sdk* ]] || fail "'$line' offers file names: the completions do not know it takes a value"
done

# The value lists against the program's own: "--symmetry expects none,
# rotational … or diagonal, got 'bogus'".
accepted() {
    "$cli" "$@" 2>&1 >/dev/null | sed -n 's/.*expect\(s\|ed\) \(.*\)/\2/p' | sed "s/, got '.*//" |
        sed 's/, / /g; s/ or / /' | tr ' ' '\n' | sort -u
}
expect "pencilmark-cli generate --symmetry " "$(accepted generate --symmetry bogus)"
expect "pencilmark-cli generate --level " "$(accepted generate --level bogus)"
expect "pencilmark-cli explain --max-level " "$(accepted generate --level bogus | grep -vx any)"
expect "pencilmark-cli generate --variant " "$(accepted generate --variant bogus)"
expect "pencilmark-cli solve --variant " "$(accepted solve --variant jigsaw)"
expect "pencilmark-cli generate --constraints " "$(accepted generate --constraints bogus)"
[[ -n $(accepted generate --symmetry bogus) && -n $(accepted solve --variant jigsaw) ]] ||
    fail "the program's messages no longer list what it accepts"
# Each benchmark offered runs (its --help).
for benchmark in ${offers["pencilmark-cli bench "]-}; do
    "$cli" bench "$benchmark" --help >/dev/null 2>&1 || fail "bench $benchmark, offered, is no benchmark"
done
[[ -n ${offers["pencilmark-cli bench "]-} ]] || fail "no benchmarks offered"

if ((failures > 0)); then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "bash and zsh completions agree on ${#offers[@]} command lines, and their value lists are the program's"
