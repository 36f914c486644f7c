# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for pencilmark-cli: commands, each command's options, the
# values of --level, --max-level, --technique and --only, --variant and
# --symmetry, and file names. Commands, options and technique keys are read
# from the program itself (its --help texts and explain --list-techniques),
# so they follow the installed version. Needs nothing from bash-completion.

_pencilmark_cli_words()
{
    # The words of `compgen -W` that start with the current word.
    local IFS=$'\n'
    COMPREPLY=($(compgen -W "$1" -- "$2"))
}

_pencilmark_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD - 1]}
    local program=${COMP_WORDS[0]}
    local levels=$'easy\nmedium\nhard\nexpert\nmaster\nextreme'
    COMPREPLY=()

    if ((COMP_CWORD == 1)); then
        # The command names under "Commands:" in the main --help.
        _pencilmark_cli_words "$("$program" --help 2>/dev/null |
            awk '/^Commands:/ { inside = 1; next } inside && /^  [a-z]/ { print $1 } inside && /^$/ { exit }')
--help
--version" "$cur"
        return
    fi

    local command=${COMP_WORDS[1]}
    local -a help=("$command")
    if [[ $command == bench ]]; then
        if ((COMP_CWORD == 2)); then
            _pencilmark_cli_words $'solve\nexplain\ngrid\ngenerate\nrate' "$cur"
            return
        fi
        # bench generate and bench rate have their own options.
        [[ ${COMP_WORDS[2]} == generate || ${COMP_WORDS[2]} == rate ]] && help+=("${COMP_WORDS[2]}")
    fi

    case $prev in
    --level)
        _pencilmark_cli_words "$levels"$'\nany' "$cur"
        return ;;
    --max-level)
        _pencilmark_cli_words "$levels" "$cur"
        return ;;
    --technique | --only)
        # One technique a line: its key, then its level and family.
        _pencilmark_cli_words "$("$program" explain --list-techniques 2>/dev/null | cut -f1)" "$cur"
        return ;;
    --symmetry)
        _pencilmark_cli_words $'none\nrotational\nrotational90\nmirror\ndiagonal' "$cur"
        return ;;
    --variant)
        # A comma-separated list: complete its last item.
        local variants=$'x\ncentre-dot\nwindows'
        [[ ${help[*]} == generate || ${help[*]} == "bench generate" ]] && variants+=$'\njigsaw\nmultifour\ndoublenine'
        local done=
        [[ $cur == *,* ]] && done=${cur%,*},
        _pencilmark_cli_words "$variants" "${cur##*,}"
        COMPREPLY=("${COMPREPLY[@]/#/$done}")
        compopt -o nospace 2>/dev/null
        return ;;
    --regions)
        compopt -o filenames 2>/dev/null
        _pencilmark_cli_words "$(compgen -f -- "$cur")" "$cur"
        return ;;
    --count | --size | --box | --seed | --threads | --limit | --max-clues | --max-cage | --passes | \
        --reference | --alphabet | --seconds | --max-nodes)
        return ;; # a value to type
    esac

    if [[ $cur == -* ]]; then
        _pencilmark_cli_words "$("$program" "${help[@]}" --help 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' | sort -u)" "$cur"
        return
    fi
    compopt -o filenames 2>/dev/null
    _pencilmark_cli_words "$(compgen -f -- "$cur")" "$cur"
}

complete -F _pencilmark_cli pencilmark-cli
