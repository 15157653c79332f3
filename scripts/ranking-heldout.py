#!/usr/bin/env python3
"""Held-out ranking quality: queries the ranking was never tuned on, beside fzf's answers.

Writes queries the way a person looks for one line of a list, over four lists: the shipped
catalog's tracks ("Artist / Album / Track"), its albums ("Artist / Album"), this repository's
file paths, and its git history's subjects. Each query is kept only when one line fits it as
the person means it (every term the start of one of the line's words, or of the name's words
in a row run together), so one answer is right. Every line is put, by a hash of its text, in
the tuning part (one in three) or the held-out part (the rest): constants were tuned on the
tuning part only, and the README reports the held-out part only.

The kinds of query:
  prefixes       starts of two of the name's words, in either order ("acc prin")
  initials       the first letters of the name's words, alone or with the artist/folder ("potd")
  two-words      two whole words of the name, in either order ("dawn princess")
  track-artist   a word of the name (whole or its start), then the artist's/folder's ("dawn acc")
  artist-track   the same, the other way round ("acc dawn")

    scripts/ranking-heldout.py [--part heldout|tune|all] [--seed N] [--show N] -- NAME CMD... [-- NAME CMD...]
    scripts/ranking-heldout.py -- pick flows pick -- fzf fzf

Each program is run as `CMD --filter QUERY` with the list as its input.
"""
import hashlib
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "Flows/Music/Resources/chinook.sqlite")
# The commit whose paths and history are listed: fixed, so the queries stay the same as the
# repository grows.
PINNED = "c6f5cf0"
KINDS = ["prefixes", "initials", "two-words", "track-artist", "artist-track"]
STOP = {"the", "a", "an", "of", "to", "in", "on", "and", "de", "la", "el", "y"}


def folded(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def words(text):
    """A text's words as a person sees them: accents left off first, then split at punctuation
    and camelCase humps, lower case."""
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    parts = []
    for chunk in re.findall(r"[^\W_]+", text):
        parts += re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\W\d_]+", chunk)
    return [folded(p) for p in parts if p]


def part(line):
    """Which part (tune or heldout) a line belongs to: a hash of its text, one in three tuned."""
    return "tune" if hashlib.sha256(line.encode()).digest()[0] % 3 == 0 else "heldout"


def start(word, rng, shortest=2, longest=6):
    if len(word) <= shortest:
        return word
    return word[: rng.randint(shortest, min(len(word), longest))]


def fits(term, name, other):
    if any(w.startswith(term) for w in name + other):
        return True

    def runs(rest, first):
        if not rest:
            return True
        if first >= len(name):
            return False
        word = name[first]
        return any(rest.startswith(word[:n]) and runs(rest[n:], first + 1) for n in range(min(len(word), len(rest)), 0, -1))

    return any(runs(term, first) for first in range(len(name)))


def make_queries(rng, lines, seen, count):
    """`seen[i]`: (the name's words, the other part's words) of line i."""
    order = list(range(len(lines)))
    rng.shuffle(order)
    queries = []
    tried = 0
    for index in order:
        if len(queries) >= count:
            break
        name, other = seen[index]
        other = [w for w in other if w not in STOP] or other
        content = [w for w in name if len(w) >= (3 if rng.random() < 0.8 else 2) and w not in STOP]
        kind = KINDS[tried % len(KINDS)]
        tried += 1
        if not name:
            continue
        if kind == "prefixes":
            if len(content) < 2:
                continue
            a, b = rng.sample(range(len(content)), 2)
            terms = [start(content[a], rng, 2, 4), start(content[b], rng, 2, 4)]
        elif kind == "initials":
            if len(name) < 3:
                continue
            terms = ["".join(w[0] for w in name)]
            if other and rng.random() < 0.4:
                terms.append(start(rng.choice(other), rng, 2, 4))
                rng.shuffle(terms)
        elif kind == "two-words":
            if len(content) < 2:
                continue
            a, b = rng.sample(range(len(content)), 2)
            terms = [content[a], content[b]]
        else:
            if not other or not content:
                continue
            word = rng.choice(content)
            word = word if rng.random() < 0.4 else start(word, rng, 2, 5)
            owner = start(rng.choice(other[:2]), rng, 2, 4)
            if len(other) > 1 and rng.random() < 0.25:
                owner = " ".join(other[:2])
            terms = [word, owner] if kind == "track-artist" else [owner, word]
        fitting = [i for i in range(len(lines)) if all(fits(t, *seen[i]) for t in terms)]
        if fitting == [index]:
            queries.append((kind, " ".join(terms), index))
    return queries


def catalog_tracks():
    rows = sqlite3.connect(CATALOG).execute(
        "SELECT Artist.Name, Album.Title, Track.Name FROM Track "
        "JOIN Album ON Album.AlbumId = Track.AlbumId JOIN Artist ON Artist.ArtistId = Album.ArtistId "
        "ORDER BY Track.TrackId").fetchall()
    return [f"{a} / {b} / {t}" for a, b, t in rows], [(words(t), words(a)) for a, _, t in rows]


def catalog_albums():
    rows = sqlite3.connect(CATALOG).execute(
        "SELECT Artist.Name, Album.Title FROM Album JOIN Artist ON Artist.ArtistId = Album.ArtistId "
        "ORDER BY Album.AlbumId").fetchall()
    return [f"{a} / {b}" for a, b in rows], [(words(b), words(a)) for a, b in rows]


def repository_paths():
    listed = subprocess.run(
        ["git", "-C", ROOT, "ls-tree", "-r", "--name-only", PINNED], capture_output=True, text=True, check=True)
    lines = sorted(set(l for l in listed.stdout.splitlines() if l))
    seen = []
    for path in lines:
        name = os.path.basename(path)
        stem = name.rsplit(".", 1)[0] if "." in name[1:] else name
        seen.append((words(stem), [w for p in path.split("/")[:-1] for w in words(p)]))
    return lines, seen


def git_subjects():
    listed = subprocess.run(
        ["git", "-C", ROOT, "log", "--format=%s", PINNED], capture_output=True, text=True, check=True)
    lines = list(dict.fromkeys(l for l in listed.stdout.splitlines() if l))
    seen = []
    for subject in lines:
        head, _, rest = subject.partition(": ")
        seen.append((words(rest), words(head)) if rest else (words(subject), []))
    return lines, seen


CORPORA = [
    ("catalog tracks", catalog_tracks, 400),
    ("catalog albums", catalog_albums, 150),
    ("repository paths", repository_paths, 200),
    ("git subjects", git_subjects, 200),
]


def places(command, lines, queries):
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", delete=False) as file:
        file.write("\n".join(lines) + "\n")
        path = file.name
    found = []
    try:
        for _, query, index in queries:
            with open(path, "rb") as lines_in:
                out = subprocess.run(command + ["--filter", query], stdin=lines_in, capture_output=True)
            answer = out.stdout.decode("utf-8", "replace").split("\n")
            found.append((answer.index(lines[index]) + 1 if lines[index] in answer else None, answer[0]))
    finally:
        os.unlink(path)
    return found


def figures(selected):
    top = sum(1 for p in selected if p == 1)
    mrr = sum(1 / p for p in selected if p) / max(1, len(selected))
    return top, mrr


def main():
    args = sys.argv[1:]
    wanted, seed, show = "heldout", 50, 0
    while args and args[0] != "--":
        option = args.pop(0)
        if option == "--part":
            wanted = args.pop(0)
        elif option == "--seed":
            seed = int(args.pop(0))
        elif option == "--show":
            show = int(args.pop(0))
        else:
            sys.exit(__doc__)
    programs, current = [], []
    for arg in args + ["--"]:
        if arg == "--":
            if current:
                programs.append((current[0], current[1:]))
            current = []
        else:
            current.append(arg)
    if not programs:
        sys.exit(__doc__)
    totals = {name: [] for name, _ in programs}
    for title, make, count in CORPORA:
        lines, seen = make()
        rng = random.Random(f"{seed}:{title}")
        queries = [q for q in make_queries(rng, lines, seen, count) if wanted == "all" or part(lines[q[2]]) == wanted]
        print(f"{title} ({len(lines)} lines), {len(queries)} {wanted} queries:")
        for number, (name, command) in enumerate(programs):
            found = places(command, lines, queries)
            totals[name] += [(q[0], p) for q, (p, _) in zip(queries, found)]
            top, mrr = figures([p for p, _ in found])
            kinds = "; ".join(
                f"{k} {figures([p for q, (p, _) in zip(queries, found) if q[0] == k])[0]}"
                f"/{sum(1 for q in queries if q[0] == k)}" for k in KINDS)
            print(f"  {name:<8} top-1 {100 * top / max(1, len(found)):5.1f} %, MRR {mrr:.3f}  ({kinds})")
            if show and number == 0:
                missed = [(q, f) for q, f in zip(queries, found) if f[0] != 1][:show]
                for (kind, query, index), (place, first) in missed:
                    print(f"     {kind:12} {query!r:24} wanted {lines[index]!r} at {place}; first {first!r}")
    print(f"all lists, {wanted}:")
    for name, found in totals.items():
        top, mrr = figures([p for _, p in found])
        kinds = "; ".join(
            f"{k} {100 * figures([p for kk, p in found if kk == k])[0] / max(1, sum(1 for kk, _ in found if kk == k)):.1f} %"
            for k in KINDS)
        print(f"  {name:<8} {len(found)} queries, top-1 {100 * top / max(1, len(found)):.1f} %, MRR {mrr:.3f}  ({kinds})")


if __name__ == "__main__":
    main()
