#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package as a player gets it: builds it with CPack from this
# build, installs it, and checks what the package promises from the
# installed paths: both programs run and report this version, the CLI
# solves, the app starts (offscreen) with --version and speaks German from
# its own translations, the launcher's Exec= opens a puzzle file, the icon
# is where the launcher's Icon= points, the man pages hold every option of
# --help, bash completion completes (and, where zsh is installed, zsh's
# gives the same words: check_completions.sh), and the desktop files
# validate. Then the package is removed again.
#
#   check_package.sh BUILD_DIR WORK_DIR VERSION APP_ID
#
# Where it installs: on CI as root (CI=true, nothing called pencilmark
# installed yet) with dpkg into the machine and out again, maintainer
# triggers and all; elsewhere, so that a developer's machine (shared by
# others' test runs) is never changed, into a scratch root under WORK_DIR
# with dpkg-deb -x, which unpacks exactly the files dpkg would install.
set -euo pipefail

build=$1
work=$2
version=$3
app_id=$4

fail()
{
    echo "check_package: $*" >&2
    exit 1
}

for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli gzip timeout; do
    command -v "$tool" >/dev/null || fail "needs $tool (Debian: dpkg-dev, desktop-file-utils, appstream; see the README's test command)"
done

rm -rf "$work"
mkdir -p "$work/home/runtime"
chmod 700 "$work/home/runtime"
# The app's settings and autosave go to a scratch home, never the user's.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data XDG_RUNTIME_DIR=$work/home/runtime
export QT_QPA_PLATFORM=offscreen

# --- build the package -------------------------------------------------------
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack -G DEB failed"; }
deb=$(echo "$work"/out/pencilmark_"$version"_*.deb)
[[ -f $deb ]] || fail "no pencilmark_${version}_*.deb in $work/out"
[[ $(dpkg-deb -f "$deb" Package) == pencilmark ]] || fail "package name is not pencilmark"
[[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "package version is not $version"
depends=$(dpkg-deb -f "$deb" Depends)
# Computed by dpkg-shlibdeps from the programs' links (zlib and expat: the
# byte readers of core/formats), plus the platform plugins.
for needed in libqt6widgets6 libqt6core6 libc6 zlib1g libexpat1 qt6-qpa-plugins; do
    [[ $depends == *"$needed"* ]] || fail "Depends lacks $needed: $depends"
done
if dpkg-deb -c "$deb" | awk '{ print $6 }' | grep -v '^\./usr/' | grep -q .; then
    fail "files outside /usr: $(dpkg-deb -c "$deb" | awk '{ print $6 }' | grep -v '^\./usr/' | head -3)"
fi

# --- install -------------------------------------------------------------------
if [[ ${CI:-} == true && $(id -u) == 0 ]] && ! dpkg -s pencilmark >/dev/null 2>&1; then
    root=
    dpkg -i "$deb" >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg -i failed"; }
    trap 'dpkg -r pencilmark >/dev/null 2>&1 || true' EXIT
    echo "installed into the machine with dpkg -i"
else
    root=$work/root
    dpkg-deb -x "$deb" "$root"
    echo "unpacked into $root with dpkg-deb -x"
fi
usr=$root/usr
cli=$usr/bin/pencilmark-cli
app=$usr/bin/pencilmark

for path in bin/pencilmark bin/pencilmark-cli \
    share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
    share/mime/packages/$app_id.xml share/man/man1/pencilmark-cli.1.gz share/man/man6/pencilmark.6.gz \
    share/bash-completion/completions/pencilmark-cli share/zsh/vendor-completions/_pencilmark-cli \
    share/doc/pencilmark/copyright; do
    [[ -e $usr/$path ]] || fail "not installed: /usr/$path"
done

# --- the programs, from the installed paths --------------------------------------
[[ $("$cli" --version) == "pencilmark-cli $version" ]] || fail "pencilmark-cli --version: $("$cli" --version)"
solution=$(echo '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' | "$cli" solve)
[[ $solution == 417369825632158947958724316825437169791586432346912758289643571573291684164875293 ]] ||
    fail "pencilmark-cli solve gave: $solution"
[[ $("$app" --version) == "Pencilmark $version" ]] || fail "pencilmark --version: $("$app" --version)"
# The translations are inside the app (:/i18n, where language.cpp looks):
# in German, its help says what FILE is in German.
german=$(LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8 LANGUAGE= "$app" --help)
[[ $german == *"Ein gespeichertes Spiel"* ]] || fail "pencilmark --help in German is not German: $german"

# --- desktop entry, icon, metadata, MIME types -----------------------------------
desktop=$usr/share/applications/$app_id.desktop
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
appstreamcli validate --no-net "$usr/share/metainfo/$app_id.metainfo.xml" >"$work/appstream.log" 2>&1 ||
    { cat "$work/appstream.log" >&2; fail "appstreamcli validate --no-net failed"; }
icon=$(sed -n 's/^Icon=//p' "$desktop")
[[ -f $usr/share/icons/hicolor/scalable/apps/$icon.svg ]] || fail "no scalable icon $icon.svg"
png=$usr/share/icons/hicolor/256x256/apps/$icon.png
[[ -f $png ]] || fail "no 256x256 icon $icon.png"
# A PNG's width and height are the 4-byte words at offsets 16 and 20.
[[ $(od -An -tx1 -j16 -N8 "$png" | tr -d ' \n') == 0000010000000100 ]] || fail "$icon.png is not 256x256"
if command -v update-mime-database >/dev/null; then
    mkdir -p "$work/mime/packages"
    cp "$usr/share/mime/packages/$app_id.xml" "$work/mime/packages/"
    update-mime-database "$work/mime" 2>"$work/mime.log" || { cat "$work/mime.log" >&2; fail "update-mime-database"; }
    grep -q ':application/x-pencilmark:\*\.pencilmark$' "$work/mime/globs2" || fail "*.pencilmark is not application/x-pencilmark"
    for type in $(sed -n 's/^MimeType=//p' "$desktop" | tr ';' ' '); do
        grep -q ":$type:" "$work/mime/globs2" || fail "the launcher opens $type, which the MIME file does not define"
    done
fi

# --- a launch as the desktop does it: Exec= with %f a puzzle file ---------------
puzzle=$work/puzzle.sdk
echo '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' >"$puzzle"
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
[[ $exec_line == "pencilmark %f" ]] || fail "Exec= is '$exec_line'"
status=0
PATH=$usr/bin:$PATH timeout 20 bash -c "${exec_line/\%f/\"\$0\"}" "$puzzle" &
launched=$!
# The app saves the game in play as soon as it starts: the puzzle, checked
# off the GUI thread, shows up in the autosave, its givens the puzzle's
# digits (0 for a blank).
autosave=$XDG_DATA_HOME/Pencilmark/Pencilmark/autosave.pencilmark
opened()
{
    [[ -f $autosave ]] && tr -d ' \n\r\t' <"$autosave" | grep -q '"givens":\[4,0,0,0,0,0,8,0,5,0,3,0'
}
for _ in $(seq 1 150); do
    opened && break
    sleep 0.1
done
kill "$launched" 2>/dev/null || true
wait "$launched" || status=$?
opened || fail "the launcher's Exec= did not open $puzzle (exit $status; autosave: $(head -c 300 "$autosave" 2>&1))"

# --- man pages hold every option of --help ----------------------------------------
options_missing()
{
    local page=$1
    shift
    # The page's text: \- is a hyphen.
    local text
    text=$(gzip -dc "$page" | sed 's/\\-/-/g')
    local option
    for option in $("$@" 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' | sort -u); do
        grep -q -- "$option" <<<"$text" || echo "$option"
    done
}
man1=$usr/share/man/man1/pencilmark-cli.1.gz
for command in "" solve count explain rate generate bench "bench solve" "bench explain" "bench grid" "bench generate" \
    "bench rate" "bench steps"; do
    # shellcheck disable=SC2086 # the command's words, split on purpose
    missing=$(options_missing "$man1" "$cli" $command --help)
    [[ -z $missing ]] || fail "pencilmark-cli(1) lacks options of '$command --help': $missing"
done
missing=$(options_missing "$usr/share/man/man6/pencilmark.6.gz" "$app" --help)
[[ -z $missing ]] || fail "pencilmark(6) lacks options of pencilmark --help: $missing"
if command -v man >/dev/null; then
    rendered=$(MANWIDTH=80 man -l "$man1" 2>/dev/null)
    [[ $rendered == *COMMANDS*"EXIT STATUS"* ]] || fail "man -l $man1 does not render: $rendered"
fi

# --- bash completion, with the installed CLI ----------------------------------------
complete_words()
{
    PATH=$usr/bin:$PATH bash -c '
        source "$1"; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
        _pencilmark_cli
        printf "%s\n" "${COMPREPLY[@]}"' bash "$usr/share/bash-completion/completions/pencilmark-cli" "$@"
}
[[ $(complete_words pencilmark-cli expl) == explain ]] || fail "completion of 'expl': $(complete_words pencilmark-cli expl)"
[[ $(complete_words pencilmark-cli solve --vari) == --variant ]] || fail "completion of 'solve --vari'"
[[ $(complete_words pencilmark-cli explain --only x-w) == x-wing ]] || fail "completion of '--only x-w'"
[[ $(complete_words pencilmark-cli generate --level ex) == $'expert\nextreme' ]] || fail "completion of '--level ex'"
[[ $(complete_words pencilmark-cli generate --variant x,ji) == x,jigsaw ]] || fail "completion of '--variant x,ji'"
[[ $(cd "$work" && complete_words pencilmark-cli solve puzz) == puzzle.sdk ]] || fail "completion of a file name"
# zsh's, loaded from where Debian's zsh looks, against bash's and the program.
completions=0
bash "$(dirname "${BASH_SOURCE[0]}")/check_completions.sh" "$usr/share/bash-completion/completions/pencilmark-cli" \
    "$usr/share/zsh/vendor-completions" "$usr/bin" || completions=$?
((completions == 0 || completions == 77)) || fail "the installed bash and zsh completions disagree"

# --- remove ------------------------------------------------------------------------
if [[ -z $root ]]; then
    dpkg -r pencilmark >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg -r failed"; }
    trap - EXIT
    [[ ! -e /usr/bin/pencilmark-cli && ! -e /usr/share/applications/$app_id.desktop ]] || fail "dpkg -r left files behind"
fi
rm -rf "$work"
echo "package pencilmark $version: built, installed, checked and removed"
