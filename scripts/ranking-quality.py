#!/usr/bin/env python3
"""Ranking quality: how often the line a person looks for comes first. Makes two lists and a set
of queries typed the way a person looks for one of their lines, each with the line it looks for,
runs every query through each program given (`--filter QUERY` on the list as its input) and
prints, for each list and program, the share of queries whose line comes first (top-1) and the
mean reciprocal rank (1 for first, 1/2 for second, 0 when it is not kept).

The lists: the shipped catalog's 3,503 tracks as "Artist / Album / Track" lines, and the paths of
this repository's files as they were at commit f81473a (442 of them). The queries (seeded, the same every run), each kept only when
its line is the one line it fits as the person means it (each word of the query the start of
a word of the title or the artist, or starts of the title's words in a row run together), so
that one answer is right:
  - prefixes:  word starts of the track's words and of its artist's, in either order ("prin acc")
  - acronym:   the first letters of the title's words, with the artist's start or alone ("potd")
  - words:     two whole words of the title, in the title's order or the other ("dawn princess")
and for files of this repository:
  - prefixes:  starts of the name's words, camelCase ones too, the folder's start in either order
  - acronym:   the first letters of the name's words, and its folder's start ("cp search")
  - joined:    the name's words run together, cut ("compiledpat")

    scripts/ranking-quality.py [--show N] [--kind KIND] [--seed N] -- NAME COMMAND... [-- NAME COMMAND...]
    scripts/ranking-quality.py -- pick flows pick -- fzf fzf

--seed N makes another set of queries (38 by default). --show N prints, for the first program, N queries whose line did not come first, with what did.
"""
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def folded(text):
    """The text as a person types it: lower case, accents left off."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def words(text):
    return re.findall(r"[^\W_]+", folded(text))


def name_words(name):
    """A file name's words: split at punctuation and at camelCase humps (SearchPattern+Match)."""
    parts = []
    for chunk in re.findall(r"[^\W_]+", name):
        parts += re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", chunk)
    return [p.lower() for p in parts if p]


def prefix(word, rng, shortest=3, longest=6):
    if len(word) <= shortest:
        return word
    return word[: rng.randint(shortest, min(len(word), longest))]


def explains(term, name, others):
    """Whether a person sees `term` in a line whose name (a title, a file name) has the words
    `name`, and its other part (an artist, folders) the words `others`: the start of a word of
    either, or starts of words of the name in a row run together ("ledzep", the initials
    "potd", "lezep")."""
    if any(word.startswith(term) for word in name + others):
        return True

    def runs_together(rest, first):
        if not rest:
            return True
        if first >= len(name):
            return False
        word = name[first]
        return any(
            rest.startswith(word[:taken]) and runs_together(rest[taken:], first + 1)
            for taken in range(min(len(word), len(rest)), 0, -1))

    return any(runs_together(term, first) for first in range(len(name)))


def catalog_queries(rng, count):
    rows = sqlite3.connect(os.path.join(ROOT, "Flows/Music/Resources/chinook.sqlite")).execute(
        "SELECT Artist.Name, Album.Title, Track.Name FROM Track "
        "JOIN Album ON Album.AlbumId = Track.AlbumId JOIN Artist ON Artist.ArtistId = Album.ArtistId "
        "ORDER BY Track.TrackId").fetchall()
    lines = [f"{artist} / {album} / {track}" for artist, album, track in rows]
    # What a person sees in a line: the artist's words and the title's.
    seen = [(words(artist), words(track)) for artist, _, track in rows]

    def fits(terms, line):
        artist_words, title = seen[line]
        return all(explains(term, title, artist_words) for term in terms)

    order = list(range(len(rows)))
    rng.shuffle(order)
    queries = []
    for index in order:
        if len(queries) >= count:
            break
        artist_words, title = seen[index]
        long_words = [w for w in title if len(w) >= 3]
        artist_words = [w for w in artist_words if w != "the"] or artist_words
        if not title or not artist_words:
            continue
        kind = ["prefixes", "acronym", "words"][len(queries) % 3]
        if kind == "prefixes":
            chosen = long_words or title
            picked = sorted(rng.sample(range(len(chosen)), min(len(chosen), rng.choice([1, 2]))))
            terms = [prefix(chosen[i], rng) for i in picked]
        elif kind == "acronym":
            if len(title) < 3:
                continue
            terms = ["".join(w[0] for w in title)]
        else:
            if len(long_words) < 2:
                continue
            first, second = sorted(rng.sample(range(len(long_words)), 2))
            terms = [long_words[first], long_words[second]]
            if rng.random() < 0.5:
                terms.reverse()
        # The artist's start as well, when the person likes or the title alone names several.
        artist_term = prefix(artist_words[0], rng, 2, 5)
        candidates = [None, artist_term] if kind != "prefixes" and rng.random() < 0.5 else [artist_term]
        for artist in candidates:
            asked = terms + ([] if artist is None else [artist])
            if [line for line in range(len(rows)) if fits(asked, line)] == [index]:
                query = terms if artist is None else (terms + [artist] if rng.random() < 0.5 else [artist] + terms)
                queries.append((kind, " ".join(query), index))
                break
    return lines, queries


# The tree whose paths are listed: fixed, so that the queries stay the same as the repository
# grows (a clone without it lists its own files).
PATHS_COMMIT = "f81473a"


def path_queries(rng, count):
    listed = subprocess.run(
        ["git", "-C", ROOT, "ls-tree", "-r", "--name-only", PATHS_COMMIT], capture_output=True, text=True)
    if listed.returncode != 0:
        listed = subprocess.run(["git", "-C", ROOT, "ls-files"], capture_output=True, text=True, check=True)
    lines = [line for line in listed.stdout.splitlines() if line]
    seen = []
    for path in lines:
        name = os.path.basename(path)
        stem = name.rsplit(".", 1)[0] if "." in name[1:] else name
        folders = [w for part in path.split("/")[:-1] for w in name_words(part)]
        seen.append((name_words(stem), folders))

    def fits(terms, line):
        parts, folders = seen[line]
        return all(explains(term, parts, folders) for term in terms)

    order = list(range(len(lines)))
    rng.shuffle(order)
    queries = []
    for index in order:
        if len(queries) >= count:
            break
        parts, folders = seen[index]
        if not parts or not folders:
            continue
        kind = ["prefixes", "acronym", "joined"][len(queries) % 3]
        if kind == "prefixes":
            picked = sorted(rng.sample(range(len(parts)), min(len(parts), rng.choice([1, 2]))))
            terms = [prefix(parts[i], rng, 2, 5) for i in picked]
        elif kind == "acronym":
            if len(parts) < 2:
                continue
            terms = ["".join(p[0] for p in parts)]
        else:
            if len(parts) < 2:
                continue
            joined = "".join(parts)
            terms = [joined[: rng.randint(len(parts[0]) + 2, len(joined))]]
        folder_term = prefix(rng.choice(folders[-2:]), rng, 2, 5)
        for folder in [None, folder_term] if rng.random() < 0.5 else [folder_term]:
            asked = terms + ([] if folder is None else [folder])
            if [line for line in range(len(lines)) if fits(asked, line)] == [index]:
                query = terms if folder is None else (terms + [folder] if rng.random() < 0.5 else [folder] + terms)
                queries.append((kind, " ".join(query), index))
                break
    return lines, queries


def ranks(command, lines, queries):
    """For each query, the place of its line in the program's answer (from 1), or None."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", delete=False) as file:
        file.write("\n".join(lines) + "\n")
        path = file.name
    places = []
    try:
        for _, query, index in queries:
            with open(path, "rb") as lines_in:
                out = subprocess.run(command + ["--filter", query], stdin=lines_in, capture_output=True)
            answer = out.stdout.decode("utf-8", "replace").split("\n")
            places.append((answer.index(lines[index]) + 1 if lines[index] in answer else None, answer[:3]))
    finally:
        os.unlink(path)
    return places


def main():
    arguments = sys.argv[1:]
    show, only, seed = 0, None, 38
    while arguments and arguments[0] != "--":
        option = arguments.pop(0)
        if option == "--show":
            show = int(arguments.pop(0))
        elif option == "--kind":
            only = arguments.pop(0)
        elif option == "--seed":
            seed = int(arguments.pop(0))
        else:
            sys.exit(__doc__)
    programs, current = [], []
    for argument in arguments + ["--"]:
        if argument == "--":
            if current:
                programs.append((current[0], current[1:]))
            current = []
        else:
            current.append(argument)
    if not programs:
        sys.exit(__doc__)
    rng = random.Random(seed)
    for title, (lines, queries) in (
        ("catalog, 3,503 \"Artist / Album / Track\" lines", catalog_queries(rng, 240)),
        ("this repository's file paths", path_queries(rng, 120)),
    ):
        if only:
            queries = [q for q in queries if q[0] == only]
        print(f"ranking quality, {title} ({len(lines)} lines), {len(queries)} queries:")
        shown = False
        for name, command in programs:
            places = ranks(command, lines, queries)
            kinds = sorted({kind for kind, _, _ in queries})
            def figures(selected):
                top = sum(1 for place, _ in selected if place == 1)
                mrr = sum(1 / place for place, _ in selected if place) / max(1, len(selected))
                return f"top-1 {100 * top / max(1, len(selected)):.1f} %, MRR {mrr:.3f}"
            by_kind = "; ".join(
                f"{kind} {figures([p for p, q in zip(places, queries) if q[0] == kind])}" for kind in kinds)
            print(f"  {name:<10} {figures(places)}  ({by_kind})")
            if show and not shown:
                shown = True
                missed = [(q, p) for q, p in zip(queries, places) if p[0] != 1][:show]
                for (kind, query, index), (place, top) in missed:
                    print(f"    {kind:9} {query!r:28} wanted {lines[index]!r} at {place}; first {top[0]!r}")


if __name__ == "__main__":
    main()
