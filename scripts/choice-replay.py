#!/usr/bin/env python3
"""The gain of remembering choices, on a replayed sequence of them: a person comes back to the
same few tracks of the catalog's 3,503 "Artist / Album / Track" lines again and again (a few
favourites chosen often, others once), each time typing a short query (the start of one of the
track's words, 2 to 4 letters), and chooses the track. Each query is run through
`flows pick --filter` twice: without a history key (the ranking alone), and with one, whose
choices are those made before in the sequence (recorded with `--remember`, at a clock given by
FLOWS_NOW that moves on some hours a choice). Prints how often the track came first, and the
mean reciprocal rank, for both; the state folder is a temporary one, removed after.

    scripts/choice-replay.py [--seed N] [--choices N] FLOWS
"""
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    args = sys.argv[1:]
    seed, count = 7, 150
    while args and args[0].startswith("--"):
        option = args.pop(0)
        if option == "--seed":
            seed = int(args.pop(0))
        elif option == "--choices":
            count = int(args.pop(0))
        else:
            sys.exit(__doc__)
    if not args:
        sys.exit(__doc__)
    flows = args[0]
    rows = sqlite3.connect(os.path.join(ROOT, "Flows/Music/Resources/chinook.sqlite")).execute(
        "SELECT Artist.Name, Album.Title, Track.Name FROM Track "
        "JOIN Album ON Album.AlbumId = Track.AlbumId JOIN Artist ON Artist.ArtistId = Album.ArtistId "
        "ORDER BY Track.TrackId").fetchall()
    lines = [f"{a} / {b} / {t}" for a, b, t in rows]
    rng = random.Random(seed)
    # Favourites: 30 tracks, the first chosen most (a Zipf-like habit).
    favourites = rng.sample(range(len(lines)), 30)
    weights = [1 / (rank + 1) for rank in range(len(favourites))]
    state = tempfile.mkdtemp(prefix="choice-replay.")
    listed = os.path.join(state, "lines")
    with open(listed, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    environment = dict(os.environ, XDG_STATE_HOME=state)
    now = 1_800_000_000.0
    results = {"ranking alone": [], "remembering": []}
    try:
        for _ in range(count):
            index = rng.choices(favourites, weights)[0]
            track_words = [w for w in re.findall(r"[^\W_]+", rows[index][2].lower()) if len(w) >= 2]
            word = rng.choice(track_words) if track_words else rows[index][2].lower()
            query = word[: rng.randint(2, min(4, len(word)))] if len(word) > 2 else word
            now += rng.uniform(1, 30) * 3600
            environment["FLOWS_NOW"] = str(now)
            for name, extra in (("ranking alone", []), ("remembering", ["--history-key", "replay"])):
                with open(listed, "rb") as lines_in:
                    out = subprocess.run(
                        [flows, "pick", *extra, "--filter", query], stdin=lines_in, capture_output=True,
                        env=environment)
                answer = out.stdout.decode("utf-8", "replace").split("\n")
                results[name].append(answer.index(lines[index]) + 1 if lines[index] in answer else None)
            subprocess.run(
                [flows, "pick", "--history-key", "replay", "--remember", lines[index], "--filter", query],
                env=environment, check=True)
    finally:
        shutil.rmtree(state)
    print(f"replayed {count} choices among 30 favourite tracks of 3,503 lines, a 2-4 letter query each:")
    for name, places in results.items():
        top = sum(1 for p in places if p == 1)
        mrr = sum(1 / p for p in places if p) / len(places)
        print(f"  {name:<14} top-1 {100 * top / len(places):.1f} %, MRR {mrr:.3f}")


if __name__ == "__main__":
    main()
