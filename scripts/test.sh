#!/usr/bin/env bash
# Every test of the repository: the library's, then the shipped flows' (their own package in
# Flows/, which depends on the library by path), then the example package's. Any failure fails it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@"
swift test --package-path Flows "$@"
swift test --package-path Examples/Trip "$@"
# A user's package resolves nothing but the library: the example's resolution pins no package.
if [ -f Examples/Trip/Package.resolved ] && grep -q '"identity"' Examples/Trip/Package.resolved; then
  echo "Examples/Trip resolves packages besides ConsoleFlow:" >&2
  grep '"identity"' Examples/Trip/Package.resolved >&2
  exit 1
fi
echo "Examples/Trip resolves no package besides ConsoleFlow."
