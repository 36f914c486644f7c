#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs the README's examples and compares what they print, like a doctest.

    readme_examples.py README CLI

The convention (README.md says it too, under "The commands"):

    <!-- doctest -->
    ```console
    $ echo '1234341241232341' | build/app/pencilmark-cli solve
    1234341241232341
    $ build/app/pencilmark-cli rate puzzles.txt; echo "exit $?"
    ...
    exit 1
    ```

- The marker is the line right above the opening fence, as the README's
  other markers (<!-- test-command -->) are.
- `$ ` starts a command; a line ending in a backslash goes on to the next.
  The lines up to the next `$ ` are what the command prints, standard
  output and standard error together, as a terminal shows them.
- A line holding only `…` stands for any number of lines (none too), so a
  long output can show its start and end.
- Each command runs alone in `bash -o pipefail -c`, from the top of the
  checkout, and must exit 0; a command that shows another status says so
  itself (`; echo "exit $?"`), which makes the status part of the example.
- `build/app/pencilmark-cli`, as a newcomer who built into build/ types
  it, runs CLI (the program under test); a bare `pencilmark-cli` finds it
  on PATH as an installed one would be.
- Every ```console block carries a marker: `<!-- doctest -->`, or
  `<!-- no doctest: REASON -->` for one whose output cannot repeat (a
  benchmark's timings). So a new example with its output cannot slip in
  untested. Plain ```sh blocks are commands to copy, without output.
"""
import difflib
import os
import re
import shlex
import subprocess
import sys

DOCTEST = re.compile(r"^<!--\s*doctest\s*-->$")
NO_DOCTEST = re.compile(r"^<!--\s*no doctest:\s*\S.*-->$")
FENCE = re.compile(r"^(```|~~~)\s*([\w-]*)")
ANY_LINES = "…"
# The CLI as the README names it: a build into build/ from the top of the
# checkout.
README_CLI = "build/app/pencilmark-cli"
# A sanitized CLI runs several times slower than a Release one.
TIMEOUT_SECONDS = 120


class Example:
    def __init__(self, line, command):
        self.line = line  # the README's line of the `$ ` that starts it
        self.command = command
        self.expected = []


def blocks(readme_lines):
    """Yields (marker or None, language, first line number, body lines) per fenced block."""
    number = 0
    while number < len(readme_lines):
        fence = FENCE.match(readme_lines[number])
        if not fence:
            number += 1
            continue
        marker = readme_lines[number - 1].strip() if number > 0 else ""
        start = number + 1
        body = []
        number += 1
        while number < len(readme_lines) and not readme_lines[number].startswith(fence.group(1)):
            body.append(readme_lines[number])
            number += 1
        number += 1  # the closing fence
        yield marker, fence.group(2), start + 1, body


def examples(first_line, body):
    """The block's commands, each with the lines it should print."""
    found = []
    index = 0
    while index < len(body):
        text = body[index]
        if text.startswith("$ "):
            line = first_line + index
            command = text[2:]
            while command.endswith("\\") and index + 1 < len(body):
                index += 1
                command = command[:-1] + "\n" + body[index]
            found.append(Example(line, command))
        elif not found:
            raise ValueError(f"README line {first_line + index}: a doctest block starts with a `$ ` command")
        else:
            found[-1].expected.append(text.rstrip())
        index += 1
    if not found:
        raise ValueError(f"README line {first_line}: a doctest block without a `$ ` command")
    return found


def matches(expected, actual):
    """Whether the lines match, `…` standing for any run of lines."""
    pattern = ""
    for text in expected:
        pattern += r"(?:[^\n]*\n)*?" if text == ANY_LINES else re.escape(text) + r"\n"
    return re.fullmatch(pattern, "".join(text + "\n" for text in actual)) is not None


def run(example, checkout, cli):
    command = example.command.replace(README_CLI, shlex.quote(cli))
    environment = dict(os.environ)
    environment["PATH"] = os.path.dirname(cli) + os.pathsep + environment.get("PATH", "")
    # Messages and sorting as a newcomer's UTF-8 terminal has them.
    environment["LC_ALL"] = "C.UTF-8"
    try:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=checkout, env=environment,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return None, [f"(no end within {TIMEOUT_SECONDS} s)"]
    text = done.stdout.decode("utf-8", errors="backslashreplace")
    return done.returncode, [line.rstrip() for line in text.splitlines()]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: readme_examples.py README CLI")
    readme = os.path.abspath(sys.argv[1])
    cli = os.path.abspath(sys.argv[2])
    checkout = os.path.dirname(readme)
    with open(readme, encoding="utf-8") as file:
        readme_lines = file.read().splitlines()

    failures = []
    passed = 0
    tested_blocks = 0
    for marker, language, first_line, body in blocks(readme_lines):
        if DOCTEST.match(marker):
            tested_blocks += 1
            try:
                block_examples = examples(first_line, body)
            except ValueError as error:
                failures.append(str(error))
                continue
            for example in block_examples:
                status, actual = run(example, checkout, cli)
                if status == 0 and matches(example.expected, actual):
                    passed += 1
                    continue
                report = [f"README line {example.line}: $ {example.command}"]
                if status != 0:
                    report.append(f"  exited {status}; a status other than 0 is shown with `; echo \"exit $?\"`")
                report += ["  " + line for line in difflib.unified_diff(
                    example.expected, actual, "README", "printed", lineterm="")]
                if matches(example.expected, actual):
                    report.append("  (the output matches)")
                failures.append("\n".join(report))
        elif language == "console" and not NO_DOCTEST.match(marker):
            failures.append(f"README line {first_line - 1}: a ```console block (a command with its output) "
                            "needs <!-- doctest --> or <!-- no doctest: REASON --> on the line above")

    # A marker the fence does not follow right away would leave its block
    # untested without a word.
    for number, text in enumerate(readme_lines):
        marked = DOCTEST.match(text.strip()) or NO_DOCTEST.match(text.strip())
        if marked and (number + 1 == len(readme_lines) or not FENCE.match(readme_lines[number + 1])):
            failures.append(f"README line {number + 1}: {text.strip()} is not right above a ``` fence")

    for failure in failures:
        print(failure, end="\n\n")
    print(f"readme_examples: {passed} commands in {tested_blocks} doctest blocks match; {len(failures)} failures")
    if tested_blocks == 0:
        print("readme_examples: no <!-- doctest --> block found in", readme)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
