#!/usr/bin/env bash
# Checks scripts/install.sh: it installs into a scratch prefix, and the installed flows runs on
# its own resources, with its completions and man page where shells and man look. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
built=""
restore() {
  # The build's own catalog is set aside while the installed program runs; it goes back.
  if [ -n "$built" ] && [ -d "$scratch/aside" ]; then mv "$scratch/aside" "$built/Flows_MusicFlow.resources"; fi
  rm -rf "$scratch"
}
trap restore EXIT

fail() {
  echo "test-install: $*" >&2
  exit 1
}

# Bad arguments are refused with status 2 and the usage.
status=0
scripts/install.sh --bogus > /dev/null 2> "$scratch/err" || status=$?
[ "$status" = 2 ] && grep -q "unknown argument '--bogus'" "$scratch/err" || fail "--bogus: status $status"
status=0
scripts/install.sh --prefix > /dev/null 2> "$scratch/err" || status=$?
[ "$status" = 2 ] && grep -q -- "--prefix needs a folder" "$scratch/err" || fail "--prefix alone: status $status"

prefix="$scratch/prefix with a space"
scripts/install.sh --prefix "$prefix" > "$scratch/out"
for file in bin/flows lib/consoleflow/flows lib/consoleflow/Flows_MusicFlow.resources/chinook.sqlite \
  share/bash-completion/completions/flows share/zsh/site-functions/_flows \
  share/fish/vendor_completions.d/flows.fish share/man/man1/flows.1; do
  [ -s "$prefix/$file" ] || fail "$file was not installed"
done
[ -L "$prefix/bin/flows" ] || fail "bin/flows is not a link to lib/consoleflow/flows"
version="$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -n 1)"
[ "$("$prefix/bin/flows" --version)" = "$version" ] || fail "flows --version is not CHANGELOG.md's $version"
grep -q '^\.Dt FLOWS 1' "$prefix/share/man/man1/flows.1" || fail "the man page has no FLOWS(1) header"
grep -q 'pick' "$prefix/share/man/man1/flows.1" || fail "the man page does not document pick"
bash -c "source '$prefix/share/bash-completion/completions/flows' && complete -p flows" > /dev/null \
  || fail "the bash completion does not load"
if command -v zsh > /dev/null; then zsh -n "$prefix/share/zsh/site-functions/_flows" || fail "zsh completion"; fi
if command -v fish > /dev/null; then fish -n "$prefix/share/fish/vendor_completions.d/flows.fish" || fail "fish completion"; fi

# Installing again replaces what is there.
scripts/install.sh --prefix "$prefix" > /dev/null || fail "a second install failed"

# The installed program reads the catalog installed beside it, not the build's.
built="$(swift build --package-path Flows -c release --show-bin-path)"
mv "$built/Flows_MusicFlow.resources" "$scratch/aside"
printf 'ac/dc\n1\n:quit\n' | env -i PATH=/usr/bin:/bin HOME="$scratch" "$prefix/bin/flows" music > "$scratch/session" \
  || fail "the installed flows music failed: $(cat "$scratch/session")"
grep -q "Let There Be Rock" "$scratch/session" || fail "the installed flows music did not show AC/DC's albums"

echo "test-install: flows $version installs into a prefix and runs from it"
