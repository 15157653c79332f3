#!/usr/bin/env bash
# Every test of the repository: the library's, then the shipped flows' (their own package in
# Flows/, which depends on the library by path), then the example packages'. Any failure fails it.
#   scripts/test.sh                       the tests
#   scripts/test.sh --quick               for work in progress: the library's tests and the
#                                         flows' tests without the end-to-end (tmux) suite
#   scripts/test.sh --sanitize=thread     both packages' tests under ThreadSanitizer
#   scripts/test.sh --sanitize=address    both packages' tests under AddressSanitizer
# Under a sanitizer any report fails the run (the sanitizer's exit status); the built `flows` the
# tests drive is built with it too, and reports alike.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=""
quick=""
arguments=()
for argument in "$@"; do
  case $argument in
  --quick) quick=1 ;;
  --sanitize=thread | --sanitize=address) sanitizer=${argument#--sanitize=} ;;
  --sanitize=*)
    echo "scripts/test.sh: the sanitizers are thread and address" >&2
    exit 2
    ;;
  *) arguments+=("$argument") ;;
  esac
done

if [ -n "$sanitizer" ]; then
  # The tests say which of theirs cannot run under a sanitizer (an address-space limit).
  export CONSOLEFLOW_SANITIZER=$sanitizer
  # Each package builds in a folder of its own for the sanitizer, apart from the normal build.
  case $sanitizer in
  thread)
    # Reports go to files, one a process: a `flows` the tests drive in tmux writes its own to a
    # terminal no log keeps. Any report there fails the run, printed whole.
    reports=$(mktemp -d "${TMPDIR:-/tmp}/tsan-reports.XXXXXX")
    # A file without the word ThreadSanitizer holds no report, only the runtime's notes, such as
    # "Can't read from symbolizer" when the symbolizer died with its process group as a test
    # ended: shown, not a failure. A race TSan cannot symbolize is still reported, by address.
    show_reports() {
      status=$?
      for report in "$reports"/report*; do
        [ -e "$report" ] || continue
        if grep -q ThreadSanitizer "$report"; then
          status=1
          echo "== $report: a ThreadSanitizer report" >&2
        else
          echo "== $report (no report; the runtime's notes)" >&2
        fi
        cat "$report" >&2
      done
      rm -rf "$reports"
      exit $status
    }
    trap show_reports EXIT
    export TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt halt_on_error=0 second_deadlock_stack=1 log_path=$reports/report"
    ;;
  address)
    export ASAN_OPTIONS="detect_leaks=1 strict_string_checks=1 check_initialization_order=1"
    export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt"
    ;;
  esac
  # What a sanitizer cannot judge is left to the plain run: fzf's own answers (fzf, a Go program,
  # is none of ours), and `flows pick --filter` beside fzf's 673 recorded option cases, a process
  # each: the filter reads, matches and prints on one thread, starting none, so under the sanitizer
  # they only compare text, slowly. Its path still runs under it, in the flows' other --filter
  # tests and fzf's filter cases. So do the shapes of SQLite data at scale (2,000 columns, 10,000
  # tables) and every order read back a few rows at a time: the same reads, on one thread, as the
  # smaller sql tests that run under it, minutes of CI's 30 there.
  swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" ${arguments[@]+"${arguments[@]}"}
  swift test --package-path Flows --sanitize="$sanitizer" --scratch-path "Flows/.build-$sanitizer" \
    --skip 'PickFzfOptionsTests/sameAsFzf|/fzfStillAnswers|SqlWideTableTests/wideTables|SqlCountTests/manyTables|SqlReadFromTheEndTests/backIsOnward' \
    ${arguments[@]+"${arguments[@]}"}
  echo "Both packages' tests ran clean under the $sanitizer sanitizer."
  exit 0
fi

if [ -n "$quick" ]; then
  swift test ${arguments[@]+"${arguments[@]}"}
  swift test --package-path Flows --skip '^EndToEndTests\.' ${arguments[@]+"${arguments[@]}"}
  echo "The quick tests passed; the end-to-end suite and the example packages did not run."
  exit 0
fi

swift test ${arguments[@]+"${arguments[@]}"}
swift test --package-path Flows ${arguments[@]+"${arguments[@]}"}
# The example packages, users' own: they share one build folder, so the library builds once for both.
for example in Examples/Trip Examples/Clinic; do
  swift test --package-path "$example" --scratch-path Examples/.build ${arguments[@]+"${arguments[@]}"}
  # A user's package resolves nothing but the library: the example's resolution pins no package.
  if [ -f "$example/Package.resolved" ] && grep -q '"identity"' "$example/Package.resolved"; then
    echo "$example resolves packages besides ConsoleFlow:" >&2
    grep '"identity"' "$example/Package.resolved" >&2
    exit 1
  fi
done
echo "The examples resolve no package besides ConsoleFlow."
