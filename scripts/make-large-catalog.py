#!/usr/bin/env python3
"""Makes a Chinook-schema catalog a thousand times larger than the shipped one, for benchmarks.

Usage: scripts/make-large-catalog.py SOURCE.sqlite DEST.sqlite [FACTOR]
Each artist, album and track of SOURCE is copied FACTOR times (default 1000) with fresh ids and
the copy number in its name: 275,000 artists and 3.5 million tracks at the default.
"""
import os
import sqlite3
import sys


def main(source, dest, factor):
    if os.path.exists(dest):
        os.remove(dest)
    db = sqlite3.connect(dest)
    db.execute("ATTACH DATABASE ? AS source", (source,))
    schema = [row[0] for row in db.execute(
        "SELECT sql FROM source.sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'index')"
        " ORDER BY type = 'index'")]
    tables = [s for s in schema if s.startswith("CREATE TABLE")]
    indexes = [s for s in schema if s.startswith("CREATE INDEX")]
    for statement in tables:
        db.execute(statement)
    db.execute("INSERT INTO Genre SELECT * FROM source.Genre")
    db.execute("INSERT INTO MediaType SELECT * FROM source.MediaType")
    artists = db.execute("SELECT MAX(ArtistId) FROM source.Artist").fetchone()[0]
    albums = db.execute("SELECT MAX(AlbumId) FROM source.Album").fetchone()[0]
    tracks = db.execute("SELECT MAX(TrackId) FROM source.Track").fetchone()[0]
    for copy in range(factor):
        suffix = "" if copy == 0 else f" #{copy}"
        db.execute("INSERT INTO Artist SELECT ArtistId + ?, Name || ? FROM source.Artist", (copy * artists, suffix))
        db.execute("INSERT INTO Album SELECT AlbumId + ?, Title || ?, ArtistId + ? FROM source.Album",
                   (copy * albums, suffix, copy * artists))
        db.execute(
            "INSERT INTO Track SELECT TrackId + ?, Name, AlbumId + ?, MediaTypeId, GenreId, Composer,"
            " Milliseconds, Bytes, UnitPrice FROM source.Track", (copy * tracks, copy * albums))
    for statement in indexes:
        db.execute(statement)
    db.commit()
    db.close()


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) == 4 else 1000)
