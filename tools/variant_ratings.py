#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The README's table of the public variant puzzles' grades: each puzzle of
../shared/data/variants_public.json rated by pencilmark-cli rate --coarse
(and walked by explain, for the variant techniques its path takes and
whether it needs what-if), one Markdown row per puzzle with its title and
author (CC BY 4.0).

    python3 tools/variant_ratings.py build/app/pencilmark-cli variants_public.json > table.md

A puzzle whose rate does not finish within TIMEOUT seconds is listed so.
"""
import json
import subprocess
import sys

VARIANT_TECHNIQUES = ("grid-rule", "cell-rule", "thermometer", "dot-pair", "line-rule", "line-sum",
                      "rule-pointing", "constraint-pointing", "outside-clue", "joint-fit", "house-digit-fit", "whispers-colouring", "equal-cells",
                      "equal-cells-chain",
                      "constraint-forcing-chain")
TIMEOUT = 300  # seconds per command and puzzle


def run(cli, args, text, timeout):
    try:
        done = subprocess.run([cli] + args, input=text, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return done.stdout


def cell(text):
    return text.replace("|", "\\|")


def main():
    cli, source = sys.argv[1:3]
    with open(source, encoding="utf-8") as f:
        puzzles = json.load(f)
    print("| # | puzzle | level | rating | hardest step | variant techniques on the path | what-if |")
    print("|---|---|---|---|---|---|---|")
    for number, puzzle in enumerate(puzzles, 1):
        link = "https://f-puzzles.com/?load=" + puzzle["puzzle"] + "\n"
        name = "“%s” (%s)" % (cell(puzzle["title"]), cell(puzzle.get("author", "")))
        rated = run(cli, ["rate", "--coarse", "-"], link, TIMEOUT)
        fields = rated.rstrip("\n").split("\t") if rated else []
        if len(fields) < 6:
            outcome = fields[1] if len(fields) == 2 else "not rated within %d s" % TIMEOUT
            print("| %d | %s | %s | | | | |" % (number, name, outcome))
            continue
        level, rating, hardest = fields[1], fields[2], fields[4]
        steps = run(cli, ["explain", "--json", "-"], link, TIMEOUT) or ""
        used = []
        whatifs = 0
        for line in steps.splitlines():
            if '"technique"' not in line:
                continue
            key = json.loads(line)["technique"]
            whatifs += key == "what-if"
            if key in VARIANT_TECHNIQUES and key not in used:
                used.append(key)
        used.sort(key=VARIANT_TECHNIQUES.index)
        print("| %d | %s | %s | %s | %s | %s | %s |" % (number, name, level, rating, hardest,
                                                     ", ".join(used), whatifs if whatifs else ""))


if __name__ == "__main__":
    main()
