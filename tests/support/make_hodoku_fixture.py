#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes tests/data/formats/hodoku_game.hsol: a HoDoKu saved game made by
# hand from the format, packed as Java's ZipOutputStream packs it (one
# deflated entry "SudokuData", flags 0x0808: UTF-8 names and a data
# descriptor after the data, so the header's CRC and sizes are 0). The XML
# is XMLEncoder's record of a sudoku.Sudoku2 as HoDoKu writes it: arrays
# as changes to a new board's (elements equal to a new board's left out:
# 0x1FF in "cells", 0 or false elsewhere), then the solver's data.
#
# The game: the puzzle below (givens), three values placed by the player
# (r1c2=1, r1c3=7, r9c9=3) and candidates as HoDoKu shows them after the
# player took 9 out of r1c4 and 8 out of r9c8 (neither is the solution's digit).
import struct
import sys
import zlib

PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
PLACED = {1: 1, 2: 7, 80: 3}
REMOVED = {3: 9, 79: 8}


def peers(cell):
    r, c = divmod(cell, 9)
    b = (r // 3) * 3 + c // 3
    for other in range(81):
        orow, ocol = divmod(other, 9)
        if other != cell and (orow == r or ocol == c or (orow // 3) * 3 + ocol // 3 == b):
            yield other


values = [0 if ch == "." else int(ch) for ch in PUZZLE]
fixed = [v != 0 for v in values]
for cell, digit in PLACED.items():
    values[cell] = digit
cells = []
for cell in range(81):
    if values[cell]:
        cells.append(0)
        continue
    mask = 0x1FF
    for other in peers(cell):
        if values[other]:
            mask &= ~(1 << (values[other] - 1))
    if cell in REMOVED:
        mask &= ~(1 << (REMOVED[cell] - 1))
    cells.append(mask)


def changes(name, kind, items, left_out):
    out = ['  <void property="%s">' % name]
    for i, v in enumerate(items):
        if v == left_out:
            continue
        text = "true" if v is True else str(v)
        out += ['   <void index="%d">' % i, "    <%s>%s</%s>" % (kind, text, kind), "   </void>"]
    out.append("  </void>")
    return out


lines = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<java version="1.8.0_201" class="java.beans.XMLDecoder">',
         ' <object class="sudoku.Sudoku2">']
lines += changes("cells", "short", cells, 0x1FF)
lines += changes("fixed", "boolean", fixed, False)
lines += ['  <void property="initialState">', "   <string>%s</string>" % PUZZLE, "  </void>",
          '  <void property="level">', '   <object class="sudoku.DifficultyLevel" id="DifficultyLevel0">',
          '    <void property="name">', "     <string>Hard &amp; &#8220;fiendish&#8221;</string>",
          "    </void>", "   </object>", "  </void>",
          '  <void property="score">', "   <int>1650</int>", "  </void>",
          '  <void property="status">', '   <object class="java.lang.Enum" method="valueOf">',
          '    <class>sudoku.SudokuStatus</class>', "    <string>VALID</string>", "   </object>", "  </void>"]
lines += changes("values", "int", values, 0)
lines += [" </object>",
          ' <array class="int" length="3">', '  <void index="0">', "   <int>12</int>", "  </void>", " </array>",
          ' <object class="java.util.ArrayList"/>',
          ' <object class="java.util.ArrayList">', '  <void method="add">', "   <string>Solution</string>",
          "  </void>", " </object>",
          ' <object class="java.util.ArrayList">', '  <void method="add">',
          '   <object class="java.util.ArrayList"/>', "  </void>", " </object>",
          ' <object class="java.util.ArrayList"/>',
          "</java>", ""]
xml = "\n".join(lines).encode()

packer = zlib.compressobj(9, zlib.DEFLATED, -15)
packed = packer.compress(xml) + packer.flush()
crc = zlib.crc32(xml)
name = b"SudokuData"
archive = struct.pack("<4sHHHHHIIIHH", b"PK\x03\x04", 20, 0x0808, 8, 0, 0x21, 0, 0, 0, len(name), 0) + name
archive += packed
archive += struct.pack("<4sIII", b"PK\x07\x08", crc, len(packed), len(xml))
directory = struct.pack("<4sHHHHHHIIIHHHHHII", b"PK\x01\x02", 20, 20, 0x0808, 8, 0, 0x21, crc, len(packed),
                        len(xml), len(name), 0, 0, 0, 0, 0, 0) + name
archive_end = struct.pack("<4sHHHHIIH", b"PK\x05\x06", 0, 0, 1, 1, len(directory), len(archive), 0)
sys.stdout.buffer.write(archive + directory + archive_end)
