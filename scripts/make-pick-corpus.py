#!/usr/bin/env python3
"""Writes N lines (default 1,000,000) "artist / album / track #i" from the shipped Chinook catalog,
in track order, deterministically. Usage: python3 scripts/make-pick-corpus.py CATALOG OUT [N]"""
import sqlite3
import sys

catalog, out = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
rows = sqlite3.connect(catalog).execute(
    "SELECT Artist.Name, Album.Title, Track.Name FROM Track "
    "JOIN Album ON Album.AlbumId = Track.AlbumId JOIN Artist ON Artist.ArtistId = Album.ArtistId "
    "ORDER BY Track.TrackId").fetchall()
with open(out, "w", encoding="utf-8") as f:
    for i in range(count):
        artist, album, track = rows[i % len(rows)]
        f.write(f"{artist} / {album} / {track} #{i}\n")
