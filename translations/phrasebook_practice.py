# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of practising a technique and the analysis after solving. Rows as in phrasebook.py:
context, English, German, French, Spanish."""

ENTRIES = [
]
