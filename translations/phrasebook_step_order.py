# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations of your own step order (the Techniques settings page). Rows as in phrasebook.py:
context, English, German, French, Spanish."""

ENTRIES = [
]
