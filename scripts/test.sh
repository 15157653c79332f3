#!/usr/bin/env bash
# Every test of the repository: the library's, then the shipped flows' (their own package in
# Flows/, which depends on the library by path), then the example package's. Any failure fails it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@"
swift test --package-path Flows "$@"
swift test --package-path Examples/Trip "$@"
