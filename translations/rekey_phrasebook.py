#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Moves phrasebook rows to the tr() context their message lives in now.

When a string moves from one class to another (a sentence leaving a widget
for the words layer text/), lupdate files it under the new context and the
phrasebook row under the old one no longer matches. This script finds each
message of the .ts files that the phrasebook lacks, looks for rows with the
same English text under another context, and rewrites that row's context in
place (or adds a copy, when the old context still uses the text). Rows whose
English text is nowhere in the phrasebook are listed: they need translating.

    cmake --build build --target update_translations
    python3 translations/rekey_phrasebook.py
    python3 translations/fill_translations.py
"""

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
FILES = sorted(HERE.glob("phrasebook*.py"))


def messages():
    tree = ET.parse(HERE / "pencilmark_de.ts")
    found = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found.add((name, message.findtext("source")))
    return found


def rows():
    """Every phrasebook row: (file, constants, tuple node, context, source, translations)."""
    result = []
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        module = ast.parse(text)
        constants = {}
        for node in module.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and len(node.targets) == 1:
                constants[node.targets[0].id] = node.value.value
        for node in ast.walk(module):
            if not (isinstance(node, ast.Tuple) and len(node.elts) == 5):
                continue
            first = node.elts[0]
            if isinstance(first, ast.Name) and first.id in constants:
                context = constants[first.id]
            elif isinstance(first, ast.Constant) and isinstance(first.value, str):
                context = first.value
            else:
                continue
            try:
                values = [ast.literal_eval(e) for e in node.elts[1:]]
            except ValueError:
                continue
            result.append((path, text, node, context, values[0], tuple(values[1:])))
    return result


def main():
    needed = messages()
    table = rows()
    have = {(context, source) for _, _, _, context, source, _ in table}
    missing = sorted(m for m in needed if m not in have and ("*", m[1]) not in have)
    edits = {}  # path -> list of (start offset, end offset, replacement)
    moved = set()
    unknown = []
    for context, source in missing:
        same = [row for row in table if row[4] == source]
        if not same:
            unknown.append((context, source))
            continue
        path, text, node, old_context, _, translations = same[0]
        if len({row[5] for row in same}) > 1:
            print(f"note: {source!r} has several translations; took the one of {old_context}")
        lines = text.split("\n")
        offsets = [0]
        for line in lines:
            offsets.append(offsets[-1] + len(line) + 1)
        def at(lineno, col):
            # ast gives columns in UTF-8 bytes; the text is edited in characters.
            return offsets[lineno - 1] + len(lines[lineno - 1].encode("utf-8")[:col].decode("utf-8"))

        first = node.elts[0]
        start = at(first.lineno, first.col_offset)
        end = at(first.end_lineno, first.end_col_offset)
        key = (path, start)
        if (old_context, source) not in needed and key not in moved:
            moved.add(key)
            edits.setdefault(path, []).append((start, end, repr(context).replace("'", '"')))
        else:
            segment = ast.get_source_segment(text, node)
            copy = '(' + repr(context).replace("'", '"') + segment[segment.index(','):]
            row_end = at(node.end_lineno, node.end_col_offset)
            if text[row_end:row_end + 1] == ",":
                row_end += 1
            edits.setdefault(path, []).append((row_end, row_end, "\n    " + copy + ","))
        print(f"{context} <- {old_context}: {source!r}")
    for path, changes in edits.items():
        text = path.read_text(encoding="utf-8")
        for start, end, replacement in sorted(changes, reverse=True):
            text = text[:start] + replacement + text[end:]
        path.write_text(text, encoding="utf-8")
    for context, source in unknown:
        print(f"NEW (translate it): {context} / {source!r}")
    return 1 if unknown else 0


if __name__ == "__main__":
    sys.exit(main())
