#!/usr/bin/env zsh
# SPDX-License-Identifier: GPL-3.0-or-later
# Completes command lines the way zsh does at an interactive prompt and
# prints what it offers: for tests/install/check_completions.sh.
#
#   zsh zsh_complete.zsh COMPLETION_DIR < lines
#
# Each line of standard input is typed after a prompt in an interactive zsh
# (run in a pseudo-terminal, zsh/zpty) whose fpath starts with
# COMPLETION_DIR and whose completion system is compinit's, and Tab is
# pressed. For each line the output is "line: <the line>", then every match
# zsh offers (with the part of the word before the completed item, as a
# comma-separated list shows it), then "end". The matches are caught in
# compadd, which every completion function calls to offer them.
emulate -L zsh
zmodload zsh/zpty || exit 2
local dir=$1
local home=$(mktemp -d)
trap 'zpty -d complete 2>/dev/null; rm -rf $home' EXIT

cat >$home/.zshrc <<RC
PS1='' PS2='' RPS1='' PROMPT_EOL_MARK=''
# No list under the prompt and no "do you wish to see all" question: the
# matches are caught below.
unsetopt beep auto_list list_ambiguous auto_menu
fpath=(${(q)dir} \$fpath)
autoload -Uz compinit && compinit -u -D
zstyle ':completion:*' list-prompt ''
zstyle ':completion:*' select-prompt ''
zstyle ':completion:*' completer _complete
compadd() {
    # -O, -A and -D ask what would match without offering it.
    if (( \${@[(I)-[OAD]*]} )); then builtin compadd "\$@"; return; fi
    local -a found
    builtin compadd -O found "\$@"
    local match
    for match in \$found; do print -r -- "match:\$IPREFIX\$match"; done
    builtin compadd "\$@"
}
complete-and-report() {
    zle complete-word
    print -r -- "completion-done"
}
zle -N complete-and-report
bindkey '^I' complete-and-report
# After each line: clear it, ready for the next.
bindkey '^X' kill-whole-line
RC

zpty complete env ZDOTDIR=$home TERM=dumb zsh -i
local line output
while IFS= read -r line; do
    print -r -- "line: $line"
    zpty -w -n complete "$line"$'\t'
    while zpty -r complete output; do
        output=${output//$'\r'/}
        output=${output%$'\n'}
        if [[ $output == *match:* ]]; then
            print -r -- "${output#*match:}"
        elif [[ $output == *completion-done* ]]; then
            break
        fi
    done
    print -r -- "end"
    zpty -w -n complete $'\x18'
done
