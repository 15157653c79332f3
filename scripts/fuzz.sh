#!/usr/bin/env bash
# Builds a fuzz target for libFuzzer (with AddressSanitizer) and runs it for SECONDS on the seed
# corpus kept in Fuzz/Corpus/TARGET; new interesting inputs go to a scratch corpus, crashes to
# Fuzz/Crashes/TARGET. Alone, it lists the targets.
#   scripts/fuzz.sh FuzzFlows 600
set -euo pipefail
cd "$(dirname "$0")/.."
# Each target and the package that holds it: the whole-flow target needs the shipped flows.
targets="FuzzInputLine FuzzTranscriptFile FuzzFlows"
package_of() {
  case $1 in
  FuzzFlows) echo Flows ;;
  FuzzInputLine | FuzzTranscriptFile) echo . ;;
  *) return 1 ;;
  esac
}
if [ $# -eq 0 ]; then
  echo "usage: scripts/fuzz.sh TARGET [SECONDS]   (60 seconds unless given)"
  echo "targets:"
  for target in $targets; do echo "  $target   (package $(package_of "$target"))"; done
  exit 0
fi
target=$1
seconds=${2:-60}
if ! package=$(package_of "$target"); then
  echo "scripts/fuzz.sh: no fuzz target called '$target'; the targets are: $targets" >&2
  exit 2
fi
# A scratch folder of each package's own: two packages' builds in one folder confuse SwiftPM.
scratch=$package/.build-fuzz
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
