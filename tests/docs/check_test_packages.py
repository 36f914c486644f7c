#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every program the tests call comes with the README's test command.

    check_test_packages.py SOURCE_DIR [--drop PACKAGE]

A fresh Debian 12 (minbase) has only the base system; the README's test
command installs its list of packages and what they depend on. A test
that calls a program from any other package passes on a developer's
machine that happens to have it and fails on that fresh machine, as
compare_peers_script once did for /usr/bin/time. This check finds the
programs the tests call and the package each comes from, and fails when a
package is neither in the README's list, nor pulled in by it (Depends and
Pre-Depends, read from dpkg's database), nor part of the base system
(Essential or Priority: required, what debootstrap's minbase installs).

Where the programs are read:
- tests/CMakeLists.txt: the program each add_test runs, and the scripts it
  names; each script's own calls, and the scripts those name in turn;
- shell and zsh scripts: each word in a command's place (after a newline,
  ;, |, &&, ||, (, $(, then, do ..., past assignments and wrappers such as
  timeout), outside quotes and here-documents, bar builtins, keywords and
  the script's own functions; absolute paths such as /usr/bin/time; the
  code of `bash -c '...'`;
- CMake scripts: execute_process(COMMAND ...); every find_program of the
  checkout (build programs too);
- Python scripts: subprocess calls with a literal list, shutil.which.

A program is looked up in Debian's program folders and its package asked of
`dpkg-query -S`; PACKAGES below names the package of each program the tests
call today, for a machine that lacks it (where it is installed the two
must agree). A word in a command's place that is neither is not a program
here, and is listed so that a miss can be seen.

--drop PACKAGE checks the check: with PACKAGE taken out of the README's
list, it must fail and name PACKAGE (the test readme_packages_catch_time).
"""
import os
import re
import subprocess
import sys

# Debian's folders of programs, in PATH order.
PROGRAM_DIRS = ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/games"]

# Program -> Debian package, for the programs the tests call today.
PACKAGES = {
    "appstreamcli": "appstream",
    "awk": "mawk",
    "bash": "bash",
    "cmake": "cmake",
    "cpack": "cmake",
    "desktop-file-validate": "desktop-file-utils",
    "dpkg": "dpkg",
    "dpkg-deb": "dpkg",
    "dpkg-query": "dpkg",
    "dpkg-shlibdeps": "dpkg-dev",
    "groff": "groff-base",
    "gzip": "gzip",
    "man": "man-db",
    "python3": "python3-minimal",
    "sgt-solo": "sgt-puzzles",
    "time": "time",
    "update-mime-database": "shared-mime-info",
    "zsh": "zsh",
}

# Programs the tests name but need not have from the README's command, each
# with the reason; keyed by (script, program).
NOT_NEEDED = {
    ("tools/compare_peers.sh", "sgt-solo"):
        "its default Solo; check_compare_peers.sh passes a stand-in (--solo)",
    ("tests/install/check_package.sh", "man"):
        "renders pencilmark-cli(1) only where man-db is installed; man_pages_render renders both pages "
        "with groff always",
    ("tests/install/check_package.sh", "update-mime-database"):
        "reads the MIME file back only where shared-mime-info is installed (desktop-file-validate checks "
        "the launcher always)",
}

BASH_BUILTINS = set("""
    alias bg bind break builtin caller cd command compgen complete compopt continue declare dirs disown echo
    enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile popd
    printf pushd pwd read readarray readonly return set shift shopt source suspend test times trap true type
    typeset ulimit umask unalias unset wait . : [ [[ ]]
""".split())
KEYWORDS = set("if then else elif fi case esac for select while until do done in function time { } ! ]]".split())
# Keywords after which the next word is a command again.
COMMAND_AGAIN = set("if then else elif while until do ! { time".split())
# Wrappers: the first word after them (past options, and timeout's duration)
# is the program they run.
WRAPPERS = {"command", "exec", "nice", "env", "timeout", "xargs", "nohup", "builtin"}
# The project's own programs, which the build makes.
OWN_PROGRAMS = {"pencilmark", "pencilmark-cli"}
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]*$")
ABSOLUTE = re.compile(r"(?<![\w.$/-])(/usr/local/bin|/usr/bin|/bin|/usr/sbin|/sbin|/usr/games)/([A-Za-z0-9][\w.+-]*)")
SCRIPT_NAME = re.compile(r"[\w./${}-]*?([\w.-]+\.(?:sh|py|cmake|zsh))\b")


class Calls:
    """What one file calls: program -> whether it surely is a program."""

    def __init__(self):
        self.sure = set()  # named as a program (an absolute path, command -v, COMMAND ...)
        self.words = set()  # in a command's place: a program if one is found by that name

    def add(self, name, sure=False):
        name = name.strip("'\"")
        if NAME.match(name) and name not in OWN_PROGRAMS:
            (self.sure if sure else self.words).add(name)


def shell_calls(text, calls):
    """The programs a shell (or zsh) script calls: words in a command's place."""
    functions = set(re.findall(r"^\s*(?:function\s+)?([\w:-]+)\s*\(\)", text, re.MULTILINE))
    functions |= set(re.findall(r"^\s*function\s+([\w:-]+)", text, re.MULTILINE))
    for match in ABSOLUTE.finditer(strip_shell_comments(text)):
        calls.add(match.group(2), sure=True)
    # for tool in a b c; do command -v "$tool" ...: a list of programs.
    for match in re.finditer(r"\bfor (\w+) in ([^;\n]+);\s*do\s+command -v \"?\$\{?\1\b", text):
        for program in match.group(2).split():
            calls.add(program, sure=True)
    lex(text, 0, None, calls, functions)


def strip_shell_comments(text):
    return "\n".join(re.sub(r"(^|\s)#.*$", r"\1", line) for line in text.splitlines())


def lex(text, i, end, calls, functions):
    """Reads shell code from i until `end` (a closing character, or None for
    the whole text); returns the position after it."""
    at_command = True  # the next word stands in a command's place
    after_wrapper = None  # the wrapper whose program comes next
    previous = ""
    word = ""
    heredocs = []

    def finish():
        nonlocal word, at_command, after_wrapper, previous
        if not word:
            return
        current, word = word, ""
        if after_wrapper:
            if current.startswith("-") or (after_wrapper == "timeout" and re.match(r"^[\d.]+[smhd]?$", current)) \
                    or "=" in current and after_wrapper == "env":
                previous = current
                return
            calls.add(current, sure=after_wrapper == "command" and previous == "-v")
            after_wrapper = None
            at_command = False
        elif at_command:
            if re.match(r"^[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?\+?=", current):
                pass  # an assignment: the command comes after it
            elif current in WRAPPERS:
                after_wrapper = current
                if current not in BASH_BUILTINS:
                    calls.add(current)  # timeout, nice ...: programs themselves
            elif current in KEYWORDS:
                at_command = current in COMMAND_AGAIN
            elif current not in BASH_BUILTINS and current not in functions:
                calls.add(current)
                at_command = False
            else:
                at_command = False
        previous = current

    while i < len(text):
        c = text[i]
        if end is not None and c == end:
            finish()
            return i + 1
        if c == "\\" and i + 1 < len(text):
            if text[i + 1] != "\n":
                word += text[i:i + 2]
            i += 2
            continue
        if c == "#" and not word:
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        if c == "'":
            close = text.find("'", i + 1)
            close = len(text) if close < 0 else close
            if previous == "-c" and not word:  # bash -c '...': code
                lex(text[i + 1:close], 0, None, calls, functions)
            word += "''"
            i = close + 1
            continue
        if c == '"':
            i = double_quoted(text, i + 1, calls, functions)
            word += '""'
            continue
        if text.startswith("((", i) and not word:
            close = text.find("))", i)  # arithmetic: no command inside
            i = len(text) if close < 0 else close + 2
            at_command = False
            continue
        if c == "$" and text.startswith("$((", i):
            close = text.find("))", i)
            i = len(text) if close < 0 else close + 2
            word += "$0"
            continue
        if c == "$" and text.startswith("${", i):
            depth, i = 1, i + 2
            while i < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            word += "$0"
            continue
        if c == "$" and text.startswith("$(", i):
            i = lex(text, i + 2, ")", calls, functions)
            word += "$0"
            continue
        if c == "`":
            i = lex(text, i + 1, "`", calls, functions)
            word += "$0"
            continue
        if c == "<" and text.startswith("<<", i) and not text.startswith("<<<", i):
            finish()
            match = re.match(r"<<-?\s*(['\"]?)([\w-]+)\1", text[i:])
            if match:
                heredocs.append(match.group(2))
                i += match.end()
                continue
        if c in "<>" and text.startswith("(", i + 1):
            finish()
            i = lex(text, i + 2, ")", calls, functions)
            continue
        if c == "\n":
            finish()
            i += 1
            # A here-document's lines are data, not code.
            for terminator in heredocs:
                while i < len(text):
                    line_end = text.find("\n", i)
                    line_end = len(text) if line_end < 0 else line_end
                    line = text[i:line_end]
                    i = line_end + 1
                    if line.strip() == terminator:
                        break
            heredocs = []
            at_command, after_wrapper = True, None
            continue
        if c == "&" and (word.endswith((">", "<")) or text.startswith(">", i + 1)):
            word += c  # a redirection (2>&1, &>), not a separator
            i += 1
            continue
        if c in ";&|(){}":
            finish()
            if c in "(){}" and previous.endswith("="):
                at_command = False  # an array: words, not commands
            else:
                at_command, after_wrapper = True, None
            if c == ")" and end is None:
                at_command = True  # a case pattern: the command follows
            i += 1
            continue
        if c in " \t":
            finish()
            i += 1
            continue
        word += c
        i += 1
    finish()
    return i


def double_quoted(text, i, calls, functions):
    """Skips a double-quoted string from i (after its quote), reading the
    command substitutions inside it; returns the position after the quote."""
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
        elif c == '"':
            return i + 1
        elif text.startswith("$((", i):
            close = text.find("))", i)
            i = len(text) if close < 0 else close + 2
        elif text.startswith("$(", i):
            i = lex(text, i + 2, ")", calls, functions)
        elif c == "`":
            i = lex(text, i + 1, "`", calls, functions)
        else:
            i += 1
    return i


def cmake_calls(text, calls):
    text = re.sub(r"#[^\n]*", "", text)
    for match in re.finditer(r"\bCOMMAND\s+(\"?)([^\s\")]+)", text):
        program = match.group(2)
        if program == "${CMAKE_COMMAND}":
            calls.add("cmake", sure=True)
        elif program == "${Python3_EXECUTABLE}":
            calls.add("python3", sure=True)
        elif not program.startswith(("$", "-")) and "/" not in program:
            calls.add(program)
    for match in re.finditer(r"\bfind_program\s*\(\s*\w+\s+(?:NAMES\s+)?([^\s)]+)", text):
        calls.add(match.group(1), sure=True)


def python_calls(text, calls):
    for match in re.finditer(r"subprocess\.\w+\(\s*\[\s*[\"']([^\"']+)[\"']", text):
        calls.add(match.group(1), sure=True)
    for match in re.finditer(r"shutil\.which\(\s*[\"']([^\"']+)[\"']", text):
        calls.add(match.group(1), sure=True)


def file_calls(path, calls):
    with open(path, encoding="utf-8", errors="replace") as file:
        text = file.read()
    first = text.split("\n", 1)[0]
    if first.startswith("#!"):
        interpreter = first[2:].split()
        calls.add(os.path.basename(interpreter[1] if interpreter[0].endswith("/env") else interpreter[0]),
                  sure=True)
    if path.endswith((".sh", ".zsh")):
        shell_calls(text, calls)
    elif path.endswith((".cmake", "CMakeLists.txt")):
        cmake_calls(text, calls)
    elif path.endswith(".py"):
        python_calls(text, calls)


def scripts_named(path, text, source):
    """The scripts a file names that exist in the checkout (beside it, or
    from the top of the checkout or of tests/)."""
    found = set()
    for match in SCRIPT_NAME.finditer(text):
        whole = match.group(0)
        whole = re.sub(r"^\$\{(CMAKE_CURRENT_SOURCE_DIR|PROJECT_SOURCE_DIR)\}/?", "", whole)
        for base in (os.path.dirname(path), source, os.path.join(source, "tests")):
            for candidate in (os.path.join(base, whole), os.path.join(base, match.group(1))):
                if "$" not in candidate and os.path.isfile(candidate):
                    found.add(os.path.normpath(candidate))
                    break
            else:
                continue
            break
    return found


def test_files(source):
    """tests/CMakeLists.txt, the scripts its tests run, the scripts those
    name, and every CMake file with a find_program."""
    start = os.path.join(source, "tests", "CMakeLists.txt")
    files, pending = set(), [start]
    while pending:
        path = pending.pop()
        if path in files:
            continue
        files.add(path)
        with open(path, encoding="utf-8", errors="replace") as file:
            text = file.read()
        if path == start:
            # Only the scripts that add_test runs: the file also names
            # fuzz and support scripts no test runs.
            text = "\n".join(re.findall(r"add_test\s*\((?:[^()]|\$<[^>]*>|\([^()]*\))*\)", text))
        pending.extend(scripts_named(path, text, source) - files)
    for directory, subdirectories, names in os.walk(source):
        subdirectories[:] = [d for d in subdirectories if not d.startswith((".", "build"))]
        for name in names:
            if name == "CMakeLists.txt" or name.endswith(".cmake"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as file:
                    if "find_program" in file.read():
                        files.add(path)
    return sorted(files)


def readme_packages(source):
    with open(os.path.join(source, "README.md"), encoding="utf-8") as file:
        lines = file.read().splitlines()
    for index, line in enumerate(lines):
        if line.strip() == "<!-- test-command -->" and index + 2 < len(lines) and lines[index + 1].startswith("```"):
            command = lines[index + 2]
            match = re.search(r"apt-get install ([^&;|]*)", command)
            if match:
                return [word for word in match.group(1).split() if not word.startswith("-")]
    sys.exit("check_test_packages: no apt-get install in the README's <!-- test-command --> block")


def installed_packages():
    """name -> (priority, essential, [dependency alternatives]) for every
    installed package, and virtual name -> providers."""
    output = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package}\t${Status}\t${Priority}\t${Essential}\t${Pre-Depends}, ${Depends}\t"
         "${Provides}\n"], check=True, capture_output=True, text=True).stdout
    packages, providers = {}, {}
    for line in output.splitlines():
        name, status, priority, essential, depends, provides = line.split("\t")
        if not status.endswith(" installed"):
            continue
        groups = []
        for group in depends.split(","):
            alternatives = [re.sub(r"[\s(:].*", "", alternative.strip()) for alternative in group.split("|")]
            alternatives = [alternative for alternative in alternatives if alternative]
            if alternatives:
                groups.append(alternatives)
        packages[name] = (priority, essential == "yes", groups)
        for provided in provides.split(","):
            provided = re.sub(r"[\s(:].*", "", provided.strip())
            if provided:
                providers.setdefault(provided, []).append(name)
    return packages, providers


def closure(roots, packages, providers):
    """package -> the root that pulls it in, over Depends and Pre-Depends;
    an alternative is taken as apt takes it: the first one installed."""
    reached = {}
    pending = [(root, root) for root in roots]
    while pending:
        name, root = pending.pop()
        if name in reached:
            continue
        reached[name] = root
        for group in packages.get(name, ("", False, []))[2]:
            for alternative in group:
                chosen = alternative if alternative in packages else next(iter(providers.get(alternative, [])), None)
                if chosen:
                    pending.append((chosen, root))
                    break
    return reached


def program_path(name):
    for directory in PROGRAM_DIRS:
        path = os.path.join(directory, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def owners(programs):
    """program -> the package dpkg says installed it, for those installed:
    each looked for as found, with /usr merged either way, and with its
    links followed (one dpkg-query for all: each call reads the database)."""
    candidates = {}
    for program in programs:
        path = program_path(program)
        if path:
            names = [path, os.path.realpath(path)] + [os.path.join(d, program) for d in ("/usr/bin", "/bin",
                                                                                          "/usr/sbin", "/sbin")]
            candidates[program] = list(dict.fromkeys(names))
    everything = sorted({name for names in candidates.values() for name in names})
    done = subprocess.run(["dpkg-query", "-S"] + everything, capture_output=True, text=True) if everything else None
    package_at = {}
    for line in (done.stdout.splitlines() if done else []):
        packages, _, owned = line.partition(": ")
        if not packages.startswith("diversion"):
            package_at[owned] = packages.split(",")[0].strip().split(":")[0]
    found = {}
    for program, names in candidates.items():
        for name in names:
            if name in package_at:
                found[program] = package_at[name]
                break
    return found


def main():
    arguments = sys.argv[1:]
    drop = None
    if "--drop" in arguments:
        at = arguments.index("--drop")
        drop = arguments[at + 1]
        del arguments[at:at + 2]
    if len(arguments) != 1:
        sys.exit("usage: check_test_packages.py SOURCE_DIR [--drop PACKAGE]")
    source = os.path.abspath(arguments[0])

    listed = readme_packages(source)
    if drop:
        if drop not in listed:
            sys.exit(f"check_test_packages: {drop} is not in the README's list: {' '.join(listed)}")
        listed.remove(drop)
    packages, providers = installed_packages()
    base = [name for name, (priority, essential, _) in packages.items() if essential or priority == "required"]
    from_base = closure(base, packages, providers)
    from_list = closure(listed, packages, providers)

    calls_by_program = {}  # program -> [files]
    ignored = set()
    for path in test_files(source):
        calls = Calls()
        file_calls(path, calls)
        relative = os.path.relpath(path, source)
        for program in calls.sure | calls.words:
            if program in calls.sure or program in PACKAGES or program_path(program):
                calls_by_program.setdefault(program, []).append(relative)
            else:
                ignored.add(program)

    missing, lines = [], []
    installed_by = owners(calls_by_program)
    for program in sorted(calls_by_program):
        files = calls_by_program[program]
        needed_by = [f for f in files if (f, program) not in NOT_NEEDED]
        package = installed_by.get(program)
        if package and program in PACKAGES and PACKAGES[program] != package:
            missing.append(f"{program}: the table says {PACKAGES[program]}, dpkg says {package}: fix PACKAGES")
            continue
        package = package or PACKAGES.get(program)
        if not package:
            missing.append(f"{program} (called by {', '.join(files)}): no installed package holds it and "
                           "PACKAGES names none; add it with its Debian package")
            continue
        if not needed_by:
            reasons = "; ".join(f"{f}: {NOT_NEEDED[(f, program)]}" for f in files)
            lines.append(f"  {program:24} {package:20} not needed: {reasons}")
        elif package in listed:
            lines.append(f"  {program:24} {package:20} in the list")
        elif package in from_list:
            lines.append(f"  {program:24} {package:20} pulled in by {from_list[package]}")
        elif package in from_base:
            lines.append(f"  {program:24} {package:20} base system")
        else:
            missing.append(f"{program} (called by {', '.join(needed_by)}) comes from the package {package}, "
                           "which the README's test command does not install")

    print("The README's test command installs:", " ".join(listed))
    print("Programs the tests call, their packages, and why they are there:")
    print("\n".join(lines))
    if ignored:
        print("Words in a command's place that name no program here:", " ".join(sorted(ignored)))
    for message in missing:
        print("MISSING:", message)
    if drop:
        caught = any(f"package {drop}," in message for message in missing)
        print(f"check_test_packages: without {drop} in the list the check "
              + ("fails, naming it, as it should" if caught else "does not name it"))
        return 0 if caught else 1
    print(f"check_test_packages: {len(calls_by_program)} programs, {len(missing)} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
