#!/usr/bin/env bash
# Builds a fuzz target for libFuzzer (with AddressSanitizer) and runs it for SECONDS on the seed
# corpus kept in Fuzz/Corpus/TARGET; new interesting inputs go to a scratch corpus, crashes to
# Fuzz/Crashes/TARGET. Targets: FuzzInputLine, FuzzTranscriptFile, FuzzFlows.
#   scripts/fuzz.sh FuzzFlows 600
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh TARGET SECONDS}
seconds=${2:-60}
scratch=.build-fuzz
# The whole-flow target needs the shipped flows: it is in the package in Flows/.
package=.
[ "$target" = FuzzFlows ] && package=Flows
swift build -c release --package-path "$package" --product "$target" --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >&2
binary="$scratch/release/$target"
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
mkdir -p "Fuzz/Crashes/$target"
# -rss_limit_mb: the whole-flow target keeps the shipped catalog open; leaks are not what is sought.
"$binary" "$corpus" "Fuzz/Corpus/$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
  -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="Fuzz/Crashes/$target/" 2>&1 |
  tail -n 30
