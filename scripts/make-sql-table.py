#!/usr/bin/env python3
"""Makes an SQLite database with one large table for the flows sql benchmarks.

Usage: scripts/make-sql-table.py ROWS DEST.sqlite
The table `big` (id INTEGER PRIMARY KEY, name, n, m, note) holds ROWS rows made by SQLite
itself: `n` has an index, `m` has none, `note` is NULL on every tenth row.
"""
import os
import sqlite3
import sys


def main(rows, dest):
    if os.path.exists(dest):
        os.remove(dest)
    db = sqlite3.connect(dest)
    db.executescript(
        f"""
        CREATE TABLE big (id INTEGER PRIMARY KEY, name TEXT, n INTEGER, m INTEGER, note TEXT);
        WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < {rows})
        INSERT INTO big SELECT i, 'row ' || i, (i * 7919) % 1000003, (i * 104729) % 999983,
          CASE WHEN i % 10 = 0 THEN NULL ELSE 'note ' || (i % 977) END FROM c;
        CREATE INDEX big_n ON big (n);
        """
    )
    db.commit()
    db.close()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(int(sys.argv[1]), sys.argv[2])
