# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of the view tools: candidate filters and candidate colours. Rows as in phrasebook.py:
context, English, German, French, Spanish."""

ENTRIES = [
]
