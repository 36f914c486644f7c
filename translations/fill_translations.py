#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the .ts files of this folder from the phrasebook (phrasebook.py).

lupdate owns the list of messages (cmake --build <build> --target
update_translations); this script owns their translations, so both can be
re-run at any time:

    cmake --build build --target update_translations
    python3 translations/fill_translations.py

Each message is looked up by (context, source), then by source alone under the
context "*" (words such as "Easy" that mean the same wherever they appear).
A message the phrasebook lacks is listed and left unfinished, and the script
exits with 1, so a new string cannot slip out untranslated. It also refuses
a translation whose placeholders (%1.., %n) differ from the source's.
"""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from phrasebook import ENTRIES, LANGUAGES  # noqa: E402

PLACEHOLDER = re.compile(r"%(?:n|L?\d+)")


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text.replace("%%", ""))))


def french_spacing(text):
    """French sets a no-break space before : ; ? ! and inside « »; the phrasebook
    writes plain spaces, which could break a line before the colon."""
    text = re.sub(r" ([:;?!»])", "\u00a0\\1", text)
    return text.replace("« ", "«\u00a0")


def build_table():
    table = {}
    for entry in ENTRIES:
        context, source, *texts = entry
        if len(texts) != len(LANGUAGES):
            raise SystemExit(f"phrasebook: {source!r} needs {len(LANGUAGES)} translations")
        if (context, source) in table:
            raise SystemExit(f"phrasebook: {context} / {source!r} appears twice")
        table[(context, source)] = dict(zip(LANGUAGES, texts))
    return table


def check(source, forms, language, problems):
    for form in forms:
        if placeholders(form) != placeholders(source):
            problems.append(f"{language}: placeholders differ: {source!r} -> {form!r}")


def fill(path, language, table):
    tree = ET.parse(path)
    missing, problems, count = [], [], 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            entry = table.get((name, source)) or table.get(("*", source))
            if entry is None:
                missing.append(f"{name} / {source!r}")
                translation.set("type", "unfinished")
                continue
            text = entry[language]
            numerus = message.get("numerus") == "yes"
            forms = list(text) if isinstance(text, tuple) else [text]
            if numerus != isinstance(text, tuple):
                problems.append(f"{language}: {source!r} must {'' if numerus else 'not '}have plural forms")
                continue
            if language == "fr":
                forms = [french_spacing(form) for form in forms]
                text = tuple(forms) if numerus else forms[0]
            check(source, forms, language, problems)
            translation.attrib.pop("type", None)
            translation.text = None
            for child in list(translation):
                translation.remove(child)
            if numerus:
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
            count += 1
    ET.indent(tree, space="    ")
    # Indented as lupdate writes it (contexts at the margin), so a run of
    # either tool leaves the other's layout alone.
    lines = ET.tostring(tree.getroot(), encoding="unicode").split("\n")
    body = "\n".join(line[4:] if line.startswith("    ") else line for line in lines)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return count, missing, problems


def english_table():
    """English plural forms only (phrasebook_en.py): pencilmark_en.ts holds
    nothing else (lupdate -pluralonly)."""
    from phrasebook_en import PLURALS
    return {(context, source): {"en": forms} for context, source, forms in PLURALS}


def main():
    table = build_table()
    failed = False
    for language, language_table in [(language, table) for language in LANGUAGES] + [("en", english_table())]:
        path = HERE / f"pencilmark_{language}.ts"
        if not path.exists():
            print(f"{path.name}: missing; build the target update_translations first")
            failed = True
            continue
        count, missing, problems = fill(path, language, language_table)
        print(f"{path.name}: {count} translated, {len(missing)} missing")
        for item in missing + problems:
            print("   ", item)
        failed = failed or bool(missing or problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
