#!/usr/bin/env bash
# Benchmarks: list stepping (the bench target) and `flows music` startup on the shipped catalog
# and on one a thousand times larger. Run from anywhere: scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmarks and the shipped flows are the package in Flows/.
swift build -c release --package-path Flows --product bench >/dev/null
swift build -c release --package-path Flows --product flows >/dev/null
bin=$(swift build -c release --package-path Flows --show-bin-path)
# The data the benchmarks make (a large catalog, a long git history, a corpus) lives in a folder
# of this run's own, removed however the run ends.
work=$(mktemp -d "${TMPDIR:-/tmp}/consoleflow-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
"$bin/bench"

# Median wall time, in milliseconds, of 21 runs of a command reading the given input.
median_ms() {
  local input=$1; shift
  local times=()
  for _ in $(seq 21); do
    local start end
    start=$(date +%s%N)
    printf '%b' "$input" | "$@" >/dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 11p | awk '{ printf "%.1f", $1 / 1000 }'
}

echo "flows music, startup to the first page (median of 21): $(median_ms '' "$bin/flows" music) ms"
large=$work/large-catalog.sqlite
if [ ! -f "$large" ]; then
  python3 scripts/make-large-catalog.py Flows/Music/Resources/chinook.sqlite "$large"
fi
echo "flows music, 275,000 artists / 3,503,000 tracks, startup (median of 21): $(median_ms '' "$bin/flows" music --catalog "$large") ms"
echo "flows music, large catalog, artist 275000 -> album -> track detail (median of 21): $(median_ms '275000\n1\n1\n' "$bin/flows" music --catalog "$large") ms"
echo "flows music, large catalog, a name matched against all 275,000 artists (median of 21): $(median_ms 'Iron Maiden #999\n' "$bin/flows" music --catalog "$large") ms"

# flows git on a history of 200,000 commits made with git fast-import (deterministic): the first
# page against the time `git log` takes to list the whole history.
history=$work/git-history-200k
if [ ! -d "$history" ]; then
  git init -q -b main "$history"
  python3 scripts/make-git-history.py 200000 | git -C "$history" fast-import --quiet
fi
log_ms() {
  local times=()
  for _ in $(seq 5); do
    local start end
    start=$(date +%s%N)
    git -C "$history" log -z --format='%H%x00%h%x00%an%x00%aI%x00%s' >/dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 3p | awk '{ printf "%.1f", $1 / 1000 }'
}
echo "git log of the whole 200,000-commit history, alone (median of 5): $(log_ms) ms"
"$bin/bench" git "$history"

# Type-checking: four 30-stage chains (named screens, inline screens, implicit members after >>>,
# implicit members with a map each), with any expression slower than 200 ms reported.
swift build --target ConsoleFlow >/dev/null
modules=$(swift build --show-bin-path)/Modules
start=$(date +%s%N)
slow=$(swiftc -typecheck -I "$modules" -Xfrontend -warn-long-expression-type-checking=200 -module-name Chains \
  Tests/ConsoleFlowTests/Composition/LongChainTests.swift 2>&1 | grep -c "type-check" || true)
end=$(date +%s%N)
echo "type-checking four 30-stage chains: $(( (end - start) / 1000000 )) ms in all, $slow expressions over 200 ms"

# flows pick --filter against fzf --filter on 1,000,000 lines made from the shipped catalog: the
# whole process, median of 7, with its peak memory, and the ratios to fzf's. The queries cover
# every operator of the search language and the options that change matching. Targets: at most
# 0.5x fzf's time and 0.6x its memory; the same count of lines.
corpus=$work/pick-corpus.txt
[ -f "$corpus" ] || python3 scripts/make-pick-corpus.py Flows/Music/Resources/chinook.sqlite "$corpus"
# Prints "SECONDS KIB LINES" for a command reading the corpus: median time of 7 (timed to the
# microsecond: GNU time's own is in hundredths, too coarse for runs of a tenth of a second), peak
# memory.
filter_run() {
  local times=() peak=0 count=0
  for _ in $(seq 7); do
    local start end
    start=$(date +%s%N)
    peak=$( { /usr/bin/time -f '%M' "$@" < "$corpus" > "$work/filtered"; } 2>&1 | tail -1)
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  count=$(wc -l < "$work/filtered")
  printf '%s\n' "${times[@]}" | sort -n | sed -n 4p |
    awk -v peak="$peak" -v count="$count" '{ printf "%.3f %d %d\n", $1 / 1000000, peak, count }'
}
fzf_binary=$( (pyenv which fzf 2>/dev/null) || command -v fzf || true)
while IFS='@' read -r label arguments; do
  # The query is the last word of the arguments, and may hold spaces: split on tabs.
  IFS=$'\t' read -r -a words <<< "$arguments"
  read -r time peak count <<< "$(filter_run "$bin/flows" pick "${words[@]}")"
  line="flows pick ${label} (1,000,000 lines): ${time} s, $((peak / 1024)) MiB, ${count} lines"
  if [ -n "$fzf_binary" ]; then
    read -r fzf_time fzf_peak fzf_count <<< "$(filter_run "$fzf_binary" "${words[@]}")"
    line+=$(awk -v t="$time" -v m="$peak" -v ft="$fzf_time" -v fm="$fzf_peak" -v fc="$fzf_count" \
      'BEGIN { printf "; fzf %.2f s, %d MiB, %d lines: time %.2fx, memory %.2fx", ft, fm / 1024, fc, t / ft, m / fm }')
  fi
  echo "$line"
done <<'QUERIES'
--filter 'ac dc'@--filter	ac dc
--filter 'mtl'@--filter	mtl
--filter "'rock ^iron"@--filter	'rock ^iron
--filter '!live iron'@--filter	!live iron
--filter 'metal | rock'@--filter	metal | rock
--filter 'Led' (smart case)@--filter	Led
--filter '77$'@--filter	77$
--filter "'rock'"@--filter	'rock'
--filter '^queen / greatest hits'@--filter	^queen / greatest hits
--filter 'led zep'@--filter	led zep
--filter 'qqqzzz' (no match)@--filter	qqqzzz
-e --filter 'rock'@-e	--filter	rock
-i --filter 'Led'@-i	--filter	Led
--nth 1 -d ' / ' --filter 'iron'@--nth	1	-d	 / 	--filter	iron
QUERIES
# Ranking quality: queries typed the way a person looks for one line (word starts of a track and
# its artist, a title's initials, two title words; a file's name words, initials, run together),
# each with the line it looks for, on the shipped catalog's tracks and this repository's paths:
# how often that line comes first (top-1) and the mean reciprocal rank, beside fzf's.
# Target: at least fzf's top-1 and MRR on both.
quality=(-- "flows pick" "$bin/flows" pick)
[ -n "$fzf_binary" ] && quality+=(-- "fzf" "$fzf_binary")
python3 scripts/ranking-quality.py "${quality[@]}"
# The same on queries the ranking was never tuned on (held out), over four lists; the README
# reports these. Target: at least 90 % top-1 and 0.94 MRR, and fzf's.
python3 scripts/ranking-heldout.py "${quality[@]}"
# The gain of remembering choices (--history-key) on a replayed sequence of them.
python3 scripts/choice-replay.py "$bin/flows"
# The list screen itself on the same lines, once they are in: a filter, a narrower one, a typed name.
"$bin/bench" screen-filter "$corpus"
# Live narrowing on the same lines: a key's filter and page, narrowing, backspacing and editing.
# Targets: a narrowing key within 16 ms at the 99th percentile, a backspace within 50 ms.
swift build -c release --product LiveNarrowingBenchmark >/dev/null
"$(swift build -c release --show-bin-path)/LiveNarrowingBenchmark" "$corpus"
# Full screen on 1,000,000 lines: the bytes written per cursor move, and a move's layout and diff.
swift build -c release --product FullScreenBenchmark >/dev/null
"$(swift build -c release --show-bin-path)/FullScreenBenchmark"
# The music flow on the catalog a thousand times larger, its 275,000 artists in: a typed name, a filter.
"$bin/bench" music-large "$large"

# A folder of 200,000 entries read as the file browser reads it, side by side with `ls -l`: the
# whole listing piped (median of 5, peak memory), then the first page, all of it, and how soon a
# cancelled reading stops.
tree=$work/tree
if [ ! -d "$tree/big" ]; then
  mkdir -p "$tree/big" "$tree/small"
  python3 -c "
import os, sys
for i in range(200000): os.close(os.open(sys.argv[1] + '/big/file-%06d.txt' % i, os.O_CREAT | os.O_WRONLY, 0o644))
for i in range(10): os.close(os.open(sys.argv[1] + '/small/file-%d.txt' % i, os.O_CREAT | os.O_WRONLY, 0o644))
" "$tree"
fi
listing_run() {
  local times=() peak=0
  for _ in $(seq 5); do
    local line
    line=$( { printf ':quit\n' | /usr/bin/time -f '%e %M' "$@" > /dev/null; } 2>&1 | tail -1)
    times+=("${line% *}")
    peak=${line#* }
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 3p | awk -v peak="$peak" '{ printf "%.2f s, %d MiB", $1, peak / 1024 }'
}
echo "ls -l of 200,000 entries:              $(cd "$tree" && listing_run ls -l big)"
echo "flows files on them, all read (piped): $(cd "$tree" && listing_run "$bin/flows" files big)"
"$bin/bench" files "$tree/big" "$tree/small"

# Memory a line at a terminal: flows pick and fzf, side by side, each shown the 1,000,000 corpus
# lines in tmux; once every line is in, their peak resident memory less that of the same program
# on ten lines, divided by the lines.
if command -v tmux >/dev/null; then
  socket=consoleflow-bench-$$
  # Starts a program in tmux on the first $1 corpus lines and waits until the screen shows $2;
  # sets pid to the program's. peak_kib reads its peak resident memory and ends the session.
  start_at_terminal() {
    local lines=$1 ready=$2; shift 2
    head -n "$lines" "$corpus" > "$work/lines"
    tmux -L "$socket" -f /dev/null new-session -d -s bench -x 120 -y 30 \
      "env -i PATH='$PATH' TERM=xterm LANG=C.UTF-8 HOME='$work' $* < '$work/lines'"
    pid=""
    for _ in $(seq 600); do
      pid=$(pgrep -f "$1" -n || true)
      tmux -L "$socket" capture-pane -p -t bench | grep -q "$ready" && [ -n "$pid" ] && break
      sleep 0.1
    done
  }
  peak_kib() {
    grep VmHWM "/proc/$pid/status" | awk '{ print $2 }'
    tmux -L "$socket" kill-server 2>/dev/null || true
  }
  peak_with_lines() {
    start_at_terminal "$@"
    peak_kib
  }
  per_line() {
    local name=$1 ready_all=$2 ready_few=$3; shift 3
    local all few
    all=$(peak_with_lines 1000000 "$ready_all" "$@")
    few=$(peak_with_lines 10 "$ready_few" "$@")
    echo "$name at a terminal, 1,000,000 lines in: peak $((all / 1024)) MiB, $(( (all - few) * 1024 / 1000000 )) bytes a line"
  }
  per_line "flows pick" "of 1000000$" "of 10$" "$bin/flows" pick
  if command -v fzf >/dev/null; then
    # The program itself, not a shim that starts it (pgrep looks for its path).
    fzf_binary=$( (pyenv which fzf 2>/dev/null) || command -v fzf)
    per_line "fzf        " "1000000/1000000" " 10/10" "$fzf_binary"
  fi

  # Memory while narrowing: flows pick shown the same lines at a terminal, a query typed a key at a
  # time (each key's count final before the next) and backspaced to its first letter; its peak
  # beside that of --filter on the same lines for the final query and for its first letter.
  # Target: no more than --filter's.
  narrowing_peak() {
    local query=$1 typed="" screen
    start_at_terminal 1000000 "of 1000000$" "$bin/flows" pick
    settled() {
      for _ in $(seq 600); do
        screen=$(tmux -L "$socket" capture-pane -p -t bench)
        grep -Eq "(matching|match) \"$typed\"" <<< "$screen" && ! grep -q "searching" <<< "$screen" && return
        sleep 0.05
      done
    }
    for ((i = 0; i < ${#query}; i++)); do
      typed+=${query:i:1}
      tmux -L "$socket" send-keys -t bench -l "${query:i:1}"
      settled
    done
    while [ ${#typed} -gt 1 ]; do
      typed=${typed%?}
      tmux -L "$socket" send-keys -t bench BSpace
      settled
    done
    peak_kib
  }
  seconds_and_mib='{ printf "%.2f s, %.1f MiB", $1, $2 / 1024 }'
  for query in 'ledzep' 'emix'; do
    peak=$(narrowing_peak "$query")
    echo "flows pick at a terminal, 1,000,000 lines, '$query' typed and backspaced: peak" \
      "$(awk -v peak="$peak" 'BEGIN { printf "%.1f", peak / 1024 }') MiB" \
      "(--filter '$query': $(filter_run "$bin/flows" pick --filter "$query" | awk "$seconds_and_mib");" \
      "--filter '${query:0:1}': $(filter_run "$bin/flows" pick --filter "${query:0:1}" | awk "$seconds_and_mib"))"
  done
fi

# Keystroke latency through the whole program at a pseudo-terminal (scripts/key-latency.py): the
# corpus piped to flows pick, a query typed a key at a time and backspaced; a key's time is until
# the screen shows the list narrowed by it (its status line), and until its count is final. fzf
# beside, timed until it draws its count line again.
python3 scripts/key-latency.py --lines "$corpus" --rounds 5 --name "flows pick" -- "$bin/flows" pick
if command -v fzf >/dev/null; then
  python3 scripts/key-latency.py --lines "$corpus" --rounds 5 --fzf --name "fzf       " -- \
    "$( (pyenv which fzf 2>/dev/null) || command -v fzf)"
fi

# Full screen beside fzf's own, in the same pseudo-terminal (scripts/key-latency.py): a key to its
# frame's first bytes (typed and backspaced as above), a cursor move on the whole list to its
# frame, the bytes written per move, and the memory at rest once every line is in.
python3 scripts/key-latency.py --lines "$corpus" --rounds 5 --full-screen --name "flows pick --screen=full" -- \
  "$bin/flows" pick --screen=full
python3 scripts/key-latency.py --lines "$corpus" --cursor-moves 40 --full-screen --name "flows pick --screen=full" -- \
  "$bin/flows" pick --screen=full
if command -v fzf >/dev/null; then
  python3 scripts/key-latency.py --lines "$corpus" --cursor-moves 40 --fzf --name "fzf       " -- \
    "$( (pyenv which fzf 2>/dev/null) || command -v fzf)"
fi

# End and Home on the whole list, full screen beside fzf's last and first (bound to the same
# keys): each to its frame's first bytes and to its settled screen (target: End within 50 ms).
python3 scripts/key-latency.py --lines "$corpus" --ends 20 --full-screen --name "flows pick --screen=full" -- \
  "$bin/flows" pick --screen=full
if command -v fzf >/dev/null; then
  python3 scripts/key-latency.py --lines "$corpus" --ends 20 --fzf --name "fzf       " -- \
    "$( (pyenv which fzf 2>/dev/null) || command -v fzf)" --bind end:last,home:first
fi

# A preview redrawn as the cursor moves (scripts/key-latency.py --preview-moves): the corpus
# narrowed by a query, then the cursor moved down and up 40 times; a move's time is until the
# screen shows the preview of the line now under the cursor, made by a command. fzf beside, its
# list top-down as flows pick's (--layout=reverse), so Down moves to the next line in both.
python3 scripts/key-latency.py --lines "$corpus" --preview-moves 40 --name "flows pick --preview" -- \
  "$bin/flows" pick --preview 'echo PREVIEW:{}'
if command -v fzf >/dev/null; then
  python3 scripts/key-latency.py --lines "$corpus" --preview-moves 40 --fzf --name "fzf --preview       " -- \
    "$( (pyenv which fzf 2>/dev/null) || command -v fzf)" --layout=reverse --preview 'echo PREVIEW:{}'
fi

# A table of 1,000,000 rows streamed (five typed columns), beside the list screen of the same
# rows: the first page, every row in, :sort by a duration and by text, peak memory.
"$bin/bench" rows table
"$bin/bench" rows as-list

# flows sql on a table of 10,000,000 rows (scripts/make-sql-table.py: `n` indexed, `m` not),
# beside sqlite3 on the same file: the first page at a terminal (time and the whole process's
# peak memory), every batch read by key (one at the end against one at the start), and the first
# page sorted by an indexed and an unindexed column; sqlite3's OFFSET to the last page, beside.
big=$work/big.sqlite
python3 scripts/make-sql-table.py 10000000 "$big"
python3 scripts/sql-first-page.py --table big --rounds 5 -- "$bin/flows" sql "$big"
# End and Home full screen on it (#46): the last row by a query of its own, back from the end,
# beside sqlite3's last page by key from the end (and by OFFSET, above).
python3 scripts/sql-ends.py --table big --last "row 10000000" --first "row 1 " --keys 20 -- \
  "$bin/flows" sql --screen=full "$big"
/usr/bin/time -f "sqlite3, SELECT * FROM big ORDER BY id DESC LIMIT 30: %e s, peak %M KiB" \
  sqlite3 "$big" 'SELECT * FROM big ORDER BY id DESC LIMIT 30' > /dev/null
"$bin/bench" sql "$big" big n m
for query in 'SELECT * FROM big LIMIT 20' 'SELECT * FROM big ORDER BY n LIMIT 20' 'SELECT * FROM big ORDER BY m LIMIT 20' \
  'SELECT * FROM big LIMIT 1000 OFFSET 9999000'; do
  /usr/bin/time -f "sqlite3, $query: %e s, peak %M KiB" sqlite3 "$big" "$query" > /dev/null
done
# Views read a page at a time (#39.8): a view of the same table and an endless recursive view,
# their first page at a terminal and the memory then and 5 s later (read whole, the first grew to
# 1.36 GB in 10 s and the second without end); the tables' list with a view slow to count (a
# GROUP BY over the 10,000,000 rows: sqlite3 counts it in seconds) beside it (#39.9).
sqlite3 "$big" "CREATE VIEW bigview AS SELECT * FROM big;
  CREATE VIEW endless AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c;
  CREATE VIEW slow AS SELECT m, count(*) AS k FROM big GROUP BY m;"
python3 scripts/sql-first-page.py --table bigview --rounds 5 -- "$bin/flows" sql "$big"
python3 scripts/sql-first-page.py --table endless --rounds 5 -- "$bin/flows" sql "$big"
/usr/bin/time -f "flows sql, the tables' list with a view slow to count: %e s, peak %M KiB" \
  "$bin/flows" sql "$big" < /dev/null > /dev/null
/usr/bin/time -f "sqlite3, SELECT count(*) FROM slow: %e s, peak %M KiB" sqlite3 "$big" 'SELECT count(*) FROM slow'
# A page reads what it shows (#39.17): a table holding a 100 MB text and a 100 MB BLOB, its
# first page, the row and its text opened, beside sqlite3 reading the same page.
cell=$work/cell.sqlite
rm -f "$cell"
sqlite3 "$cell" "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, body TEXT, data BLOB);
  INSERT INTO t VALUES (1, 'big', (SELECT replace(hex(zeroblob(50000000)), '00', 'ab')), randomblob(100000000));
  WITH RECURSIVE c(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM c WHERE i < 1000)
  INSERT INTO t SELECT i, 'row ' || i, 'small ' || i, x'0102' FROM c;"
printf 't\n:q\n' | /usr/bin/time -f "flows sql, a 100 MB text's table, its first page: %e s, peak %M KiB" \
  "$bin/flows" sql "$cell" > /dev/null
printf 't\n1\nbody\n:q\n' | /usr/bin/time -f "flows sql, the 100 MB text opened: %e s, peak %M KiB" \
  "$bin/flows" sql "$cell" > /dev/null
/usr/bin/time -f "sqlite3, SELECT * FROM t LIMIT 36: %e s, peak %M KiB" sqlite3 "$cell" 'SELECT * FROM t LIMIT 36' > /dev/null
# flows check sql's key check over every row of the large catalog (3,503,000 tracks, each with
# three keys), explored one screen deep, beside SQLite's own `PRAGMA foreign_key_check`.
/usr/bin/time -f "flows check sql, large catalog, every key of every row: %e s, peak %M KiB" \
  "$bin/flows" check sql "$large" --depth 1 | tail -1
/usr/bin/time -f "sqlite3, PRAGMA foreign_key_check, large catalog: %e s, peak %M KiB" \
  sqlite3 "$large" 'PRAGMA foreign_key_check' | wc -l

# A long session: flows music given 1,000 and then 100,000 steps (an artist, then :back, over and
# over), without and with --record; its peak memory, and the time a step costs as the session
# grows. Targets: peak memory at 100,000 steps within 1.1x of at 1,000; recorded, 100,000 steps
# within 1.2x of 100 times the time of 1,000.
python3 -c "
import sys
for count, path in ((1000, sys.argv[1]), (100000, sys.argv[2])):
    with open(path, 'w') as steps:
        steps.write('Iron Maiden\n:back\n' * (count // 2))
" "$work/steps-1k" "$work/steps-100k"
session_run() {
  local steps=$1; shift
  { /usr/bin/time -f '%e %M' "$bin/flows" music "$@" < "$steps" > /dev/null; } 2>&1 | tail -1
}
read -r time_1k peak_1k <<< "$(session_run "$work/steps-1k")"
read -r time_100k peak_100k <<< "$(session_run "$work/steps-100k")"
echo "flows music, 1,000 steps piped: $time_1k s, peak $((peak_1k / 1024)) MiB; 100,000 steps: $time_100k s, peak $((peak_100k / 1024)) MiB"
awk -v a="$peak_1k" -v b="$peak_100k" 'BEGIN { printf "  peak memory, 100,000 steps / 1,000 steps: %.3fx (target: within 1.1x)\n", b / a }'
read -r record_1k _ <<< "$(session_run "$work/steps-1k" --record "$work/1k.transcript")"
read -r record_100k _ <<< "$(session_run "$work/steps-100k" --record "$work/100k.transcript")"
echo "flows music --record, 1,000 steps: $record_1k s; 100,000 steps: $record_100k s ($(du -m "$work/100k.transcript" | cut -f1) MiB written)"
awk -v a="$record_1k" -v b="$record_100k" \
  'BEGIN { printf "  recorded, 100,000 steps / (100 x 1,000 steps): %.2fx (target: within 1.2x)\n", b / (100 * a) }'
