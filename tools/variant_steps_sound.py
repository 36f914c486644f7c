#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every explained step of every public variant puzzle checked against its
solution: each puzzle of ../shared/data/variants_public.json is walked by
pencilmark-cli explain --json, and every placement must be the solution's
digit and every elimination another digit. The truth is the exact solver's
unique solution (pencilmark-cli solve); where the published one differs,
that is reported too (a published solution can break its own rules).

    python3 tools/variant_steps_sound.py build/app/pencilmark-cli variants_public.json

Prints one line per puzzle and a summary; exit status 1 when any step is
unsound.
"""
import json
import subprocess
import sys

TIMEOUT = 300  # seconds per command and puzzle


def run(cli, args, text):
    try:
        return subprocess.run([cli] + args, input=text, capture_output=True, text=True, timeout=TIMEOUT).stdout
    except subprocess.TimeoutExpired:
        return None


def main():
    cli, source = sys.argv[1:3]
    with open(source, encoding="utf-8") as f:
        puzzles = json.load(f)
    unsound = walked = steps_checked = 0
    for number, puzzle in enumerate(puzzles, 1):
        link = "https://f-puzzles.com/?load=" + puzzle["puzzle"] + "\n"
        solved = run(cli, ["solve", "-"], link)
        if not solved or not solved.strip().isdigit():
            print("%d\tnot solved within %d s or not unique" % (number, TIMEOUT))
            continue
        truth = [int(c) for c in solved.strip()]
        published = [int(d) for d in puzzle["solution"]]
        note = "" if published == truth else "\t(the published solution differs from the unique one)"
        out = run(cli, ["explain", "--json", "-"], link)
        if out is None:
            print("%d\tnot explained within %d s%s" % (number, TIMEOUT, note))
            continue
        bad = []
        count = 0
        for line in out.splitlines():
            if '"technique"' not in line:
                continue
            step = json.loads(line)
            count += 1
            for r, c, d in step["placements"]:
                if truth[(r - 1) * 9 + c - 1] != d:
                    bad.append("step %d (%s) places %d at r%dc%d" % (count, step["technique"], d, r, c))
            for r, c, d in step["eliminations"]:
                if truth[(r - 1) * 9 + c - 1] == d:
                    bad.append("step %d (%s) removes %d from r%dc%d" % (count, step["technique"], d, r, c))
        walked += 1
        steps_checked += count
        unsound += len(bad)
        print("%d\t%d steps\t%s%s" % (number, count, "; ".join(bad[:3]) if bad else "sound", note))
    print("# %d puzzles walked, %d steps checked, %d unsound" % (walked, steps_checked, unsound))
    return 1 if unsound else 0


if __name__ == "__main__":
    sys.exit(main())
