#!/usr/bin/env python3
"""Converts the Chinook JSON fixture into an SQLite database with the original Chinook schema: the
music tables and the playlists (a compound key), all the fixture holds.

Usage: scripts/convert-chinook.py SOURCE.json DEST.sqlite
The result ships in Flows/Music/Resources; a user's clone never needs the source.
"""
import json
import os
import sqlite3
import sys

SCHEMA = """
CREATE TABLE Artist (ArtistId INTEGER PRIMARY KEY, Name TEXT);
CREATE TABLE Genre (GenreId INTEGER PRIMARY KEY, Name TEXT);
CREATE TABLE MediaType (MediaTypeId INTEGER PRIMARY KEY, Name TEXT);
CREATE TABLE Album (
  AlbumId INTEGER PRIMARY KEY, Title TEXT NOT NULL,
  ArtistId INTEGER NOT NULL REFERENCES Artist(ArtistId));
CREATE TABLE Track (
  TrackId INTEGER PRIMARY KEY, Name TEXT NOT NULL,
  AlbumId INTEGER REFERENCES Album(AlbumId),
  MediaTypeId INTEGER NOT NULL REFERENCES MediaType(MediaTypeId),
  GenreId INTEGER REFERENCES Genre(GenreId),
  Composer TEXT, Milliseconds INTEGER NOT NULL, Bytes INTEGER, UnitPrice NUMERIC NOT NULL);
CREATE TABLE Playlist (PlaylistId INTEGER PRIMARY KEY, Name TEXT);
CREATE TABLE PlaylistTrack (
  PlaylistId INTEGER NOT NULL REFERENCES Playlist(PlaylistId),
  TrackId INTEGER NOT NULL REFERENCES Track(TrackId),
  PRIMARY KEY (PlaylistId, TrackId));
CREATE INDEX IFK_AlbumArtistId ON Album (ArtistId);
CREATE INDEX IFK_PlaylistTrackTrackId ON PlaylistTrack (TrackId);
CREATE INDEX IFK_TrackAlbumId ON Track (AlbumId);
CREATE INDEX IFK_TrackGenreId ON Track (GenreId);
CREATE INDEX IFK_TrackMediaTypeId ON Track (MediaTypeId);
"""


def main(source, dest):
    data = json.load(open(source, encoding="utf-8"))
    if os.path.exists(dest):
        os.remove(dest)
    db = sqlite3.connect(dest)
    db.executescript(SCHEMA)
    db.executemany("INSERT INTO Artist VALUES (?, ?)", [(r["id"], r["name"]) for r in data["artist"]])
    db.executemany("INSERT INTO Genre VALUES (?, ?)", [(r["id"], r["name"]) for r in data["genre"]])
    db.executemany("INSERT INTO MediaType VALUES (?, ?)", [(r["id"], r["name"]) for r in data["mediatype"]])
    db.executemany("INSERT INTO Album VALUES (?, ?, ?)", [(r["id"], r["title"], r["artist"]) for r in data["album"]])
    db.executemany(
        "INSERT INTO Track VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(r["id"], r["name"], r["album"], r["mediatype"], r["genre"], r.get("composer"),
          r.get("milliseconds") or 0, r.get("bytes"), r.get("unit_price") or 0) for r in data["track"]],
    )
    db.executemany("INSERT INTO Playlist VALUES (?, ?)", [(r["id"], r["name"]) for r in data["playlist"]])
    db.executemany(
        "INSERT INTO PlaylistTrack VALUES (?, ?)", [(r["playlist"], r["track"]) for r in data["playlisttrack"]]
    )
    db.commit()
    db.execute("VACUUM")
    db.close()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
