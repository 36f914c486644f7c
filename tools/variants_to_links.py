#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns ../shared/data/variants_public.json (issue 37's public variant set)
into files for pencilmark-cli: one f-puzzles link per line, and the published
solutions (81 digits) in the same order.

    python3 tools/variants_to_links.py variants_public.json links.txt solutions.txt
"""
import json
import sys


def main():
    source, links, solutions = sys.argv[1:4]
    with open(source, encoding="utf-8") as f:
        puzzles = json.load(f)
    with open(links, "w", encoding="utf-8") as out, open(solutions, "w", encoding="utf-8") as sol:
        for puzzle in puzzles:
            out.write("https://f-puzzles.com/?load=" + puzzle["puzzle"] + "\n")
            sol.write("".join(str(d) for d in puzzle["solution"]) + "\n")


if __name__ == "__main__":
    main()
