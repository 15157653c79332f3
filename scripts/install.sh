#!/usr/bin/env bash
# Installs `flows`: a release build into DIR/bin, its bash, zsh and fish completions and its man
# page into DIR/share. DIR is --prefix, else $HOME/.local (no root needed; its bin is on the PATH
# of most desktops).
#
#   scripts/install.sh [--prefix DIR]
#
# The program lives in DIR/lib/consoleflow with the resources it reads (the music catalog),
# DIR/bin/flows is a link to it. Running the script again replaces what it installed.
set -euo pipefail

usage() {
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
}

prefix="${HOME:?HOME is not set; give --prefix DIR}/.local"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix)
      [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
      prefix="$2"
      shift 2
      ;;
    --prefix=*)
      prefix="${1#--prefix=}"
      shift
      ;;
    -h | --help)
      usage
      exit 0
      ;;
    *)
      echo "install.sh: unknown argument '$1'" >&2
      usage >&2
      exit 2
      ;;
  esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
case "$prefix" in
  /*) ;;
  *) prefix="$PWD/$prefix" ;;
esac

cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "install.sh: swift is not on the PATH (https://swift.org/install)" >&2; exit 1; }

echo "Building flows (release)..."
swift build --package-path Flows -c release --product flows
built="$(swift build --package-path Flows -c release --show-bin-path)"

# Everything is made in a scratch folder first, then moved in: a failure leaves DIR as it was.
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/lib" "$stage/bash" "$stage/zsh" "$stage/fish" "$stage/man"
cp "$built/flows" "$stage/lib/flows"
# The resource bundles the program names (the music catalog's): looked for beside the program.
for bundle in $(grep -a -o '[A-Za-z0-9_-]*_[A-Za-z0-9_-]*\.resources' "$built/flows" | sort -u); do
  [ -d "$built/$bundle" ] || { echo "install.sh: $built/$bundle, which flows reads, is missing" >&2; exit 1; }
  cp -R "$built/$bundle" "$stage/lib/"
done
[ -d "$stage/lib/Flows_MusicFlow.resources" ] || { echo "install.sh: the music catalog was not found" >&2; exit 1; }
"$stage/lib/flows" --generate-completion-script bash > "$stage/bash/flows"
"$stage/lib/flows" --generate-completion-script zsh > "$stage/zsh/_flows"
"$stage/lib/flows" --generate-completion-script fish > "$stage/fish/flows.fish"
# swift-argument-parser's plugin writes the man page from the same description as --help.
swift package --package-path Flows --allow-writing-to-directory "$stage/man" \
  generate-manual --output-directory "$stage/man" --authors "ConsoleFlow's developers" > "$stage/manual.log" 2>&1 \
  || { cat "$stage/manual.log" >&2; echo "install.sh: the man page could not be made" >&2; exit 1; }
[ -s "$stage/man/flows.1" ] || { echo "install.sh: the man page was not made" >&2; exit 1; }

install -d "$prefix/bin" "$prefix/lib/consoleflow" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d" "$prefix/share/man/man1"
rm -rf "$prefix/lib/consoleflow/"*.resources
cp -R "$stage/lib/." "$prefix/lib/consoleflow/"
chmod 755 "$prefix/lib/consoleflow/flows"
ln -sfn ../lib/consoleflow/flows "$prefix/bin/flows"
install -m 644 "$stage/bash/flows" "$prefix/share/bash-completion/completions/flows"
install -m 644 "$stage/zsh/_flows" "$prefix/share/zsh/site-functions/_flows"
install -m 644 "$stage/fish/flows.fish" "$prefix/share/fish/vendor_completions.d/flows.fish"
install -m 644 "$stage/man/flows.1" "$prefix/share/man/man1/flows.1"

echo "Installed flows $("$prefix/bin/flows" --version) in $prefix:"
echo "  $prefix/bin/flows -> lib/consoleflow/flows"
echo "  $prefix/share/bash-completion/completions/flows, zsh/site-functions/_flows, fish/vendor_completions.d/flows.fish"
echo "  $prefix/share/man/man1/flows.1"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "$prefix/bin is not on your PATH; add it to use flows by name." ;;
esac
