#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The built man pages, rendered as man renders them (groff's man macros, UTF-8
# terminal): each renders without a warning, starts with its title line and
# then NAME (nothing of a --help text above the header, as once happened when
# a placeholder stood in a template's comment), has its sections in order,
# and every placeholder is filled. pencilmark-cli(1) lists every exit status
# the program has (the kExit constants of app/cli/).
#
#   check_man_pages.sh SOURCE_DIR PAGE...   (PAGE: build/resources/man/pencilmark.6 ...)
set -euo pipefail
source=${1:?usage: check_man_pages.sh SOURCE_DIR PAGE...}
shift

fail()
{
    echo "check_man_pages: $*" >&2
    exit 1
}

command -v groff >/dev/null || fail "needs groff (Debian: groff-base, in the README's test command)"

# The sections each page has, in order.
declare -A sections=(
    [pencilmark.6]="NAME|SYNOPSIS|DESCRIPTION|OPTIONS|FILES|EXIT STATUS|SEE ALSO"
    [pencilmark-cli.1]="NAME|SYNOPSIS|DESCRIPTION|COMMANDS|INPUT FORMATS|EXIT STATUS|EXAMPLES|SEE ALSO"
)
# Every exit status the CLI has: its kExit... constants.
cli_statuses=$(grep -rhoE 'constexpr int kExit[A-Za-z]+ = [0-9]+' "$source/app/cli" | awk '{ print $NF }' | sort -nu)
[[ -n $cli_statuses ]] || fail "no kExit... constants found in $source/app/cli"

for page in "$@"; do
    name=$(basename "$page")
    [[ -f $page ]] || fail "no page $page"
    [[ -n ${sections[$name]:-} ]] || fail "no sections known for $name: add them to this script"
    title=${name%.*}
    section=${name##*.}
    # As man renders it on an 80-column terminal, every warning on (-ww),
    # each one a failure.
    warnings=$(groff -man -Tutf8 -rLL=80n -ww -z "$page" 2>&1) || fail "groff failed on $name: $warnings"
    [[ -z $warnings ]] || fail "$name renders with warnings:"$'\n'"$warnings"
    # Plain text (-P-cbou: no bold, underline or colour codes), the roff
    # hyphen (U+2212, U+2010) read as the ASCII one.
    rendered=$(groff -man -Tutf8 -rLL=80n -P-cbou "$page" 2>/dev/null | sed 's/\xe2\x88\x92/-/g; s/\xe2\x80\x90/-/g')
    mapfile -t lines < <(grep -v '^[[:space:]]*$' <<<"$rendered")

    upper=${title^^}
    [[ ${lines[0]} =~ ^${upper}\($section\)\ +.+\ +${upper}\($section\)$ ]] ||
        fail "$name does not start with its title line ${upper}($section); it starts:"$'\n'"$(head -5 <<<"$rendered")"
    [[ ${lines[1]} == NAME ]] || fail "$name: the title line is not followed by NAME but by: ${lines[1]}"
    [[ ${lines[2]} =~ ^\ +$title\ +-\ + ]] || fail "$name: NAME does not begin '$title - ': ${lines[2]}"

    # Headings start in column one; the first and last lines are the title
    # and the footer.
    headings=$(printf '%s\n' "${lines[@]:1:${#lines[@]}-2}" | grep '^[^[:space:]]' | paste -sd'|')
    [[ $headings == "${sections[$name]}" ]] || fail "$name: the sections are '$headings', expected '${sections[$name]}'"
    if grep -q '@[A-Z][A-Z_]*@' <<<"$rendered"; then
        fail "$name holds an unfilled placeholder: $(grep -o '@[A-Z][A-Z_]*@' <<<"$rendered" | head -1)"
    fi

    if [[ $name == pencilmark-cli.1 ]]; then
        # EXIT STATUS up to the next heading; each status a tag in column 8.
        exit_section=$(awk '/^EXIT STATUS$/ { on = 1; next } /^[^[:space:]]/ { on = 0 } on' <<<"$rendered")
        for status in $cli_statuses; do
            grep -qE "^ +$status( |$)" <<<"$exit_section" || fail "$name: EXIT STATUS does not list $status"
        done
    fi
    echo "$name: renders without warnings, title line first, then NAME; sections $headings"
done
