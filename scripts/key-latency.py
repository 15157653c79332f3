#!/usr/bin/env python3
"""Key-to-screen latency at a terminal, through the whole program.

Starts PROGRAM in a pseudo-terminal of 120x30 with FILE on its standard input (as
`flows pick < FILE` or `fzf < FILE` run), waits for its first page, then types QUERY one key at a
time and backspaces it to its first letter, ROUNDS times. For each key it measures the time from
the key's byte to the screen showing the list narrowed by the text typed so far (the page's
status line saying `matching "TEXT"` for flows pick; fzf's match count changing for fzf; a full
screen's first bytes), and to its settled screen: the last bytes written before half a second of
quiet (the final count drawn, nothing more written), backspaces too. Prints medians and 90th
percentiles in milliseconds.

With --cursor-moves N, types nothing: moves the cursor down ten lines and up ten, N moves in all,
and measures each move to the first bytes of its frame and the bytes written for it until the
screen is quiet; and the program's resident memory once every line is in (at rest). For a
full-screen interpreter beside fzf's own full screen.

With --ends N, types nothing: presses End and Home in turn, N keys in all, once every line is
in, and times each to its frame's first bytes and to its settled screen.

With --at-rest, only the program's resident memory once every line is in.

With --preview-moves N, types QUERY once, then moves the cursor down and up N times and measures
each move to the screen showing the preview of the line now under the cursor: PROGRAM is given
a preview command that writes `PREVIEW:` and the line (`--preview 'echo PREVIEW:{}'`).

Usage: scripts/key-latency.py --lines FILE [--query ledzep] [--rounds 5] [--fzf] [--preview-moves N]
       [--cursor-moves N]
       -- PROGRAM ARGS...
"""

import argparse
import fcntl
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import termios
import time


def spawn(command, lines_path, columns=120, rows=30):
    pid, fd = pty.fork()
    if pid == 0:
        source = os.open(lines_path, os.O_RDONLY)
        os.dup2(source, 0)
        os.environ.update({"TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8", "CONSOLEFLOW_LIVE": "auto"})
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


class Screen:
    """The bytes the program wrote since a mark, read as they come."""

    def __init__(self, fd):
        self.fd = fd
        self.text = ""
        # Every byte read, counted as it came (the text is decoded).
        self.bytes = 0
        # When the last bytes came.
        self.last = time.monotonic()

    def read_until(self, wanted, start, timeout=30.0):
        """Reads until `wanted(text since start)` holds; answers when it did, or None."""
        deadline = time.monotonic() + timeout
        while True:
            if wanted(self.text[start:]):
                return time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 1 << 16)
                except OSError:
                    return None
                if not chunk:
                    return None
                self.bytes += len(chunk)
                self.last = time.monotonic()
                self.text += chunk.decode("utf-8", "replace")

    def drain(self, quiet=0.3):
        """Reads until nothing comes for `quiet` seconds."""
        while True:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                return
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                return
            self.bytes += len(chunk)
            self.last = time.monotonic()
            self.text += chunk.decode("utf-8", "replace")

    def settle(self, quiet=0.5):
        """Reads until nothing comes for `quiet` seconds; answers when the last bytes came."""
        self.drain(quiet)
        return self.last


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", required=True)
    parser.add_argument("--query", default="ledzep")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--fzf", action="store_true", help="the program is fzf: a key's page is its count line")
    parser.add_argument("--name", default=None)
    parser.add_argument("--preview-moves", type=int, default=0)
    parser.add_argument("--cursor-moves", type=int, default=0)
    parser.add_argument("--ends", type=int, default=0, help="End then Home, this many keys in all")
    parser.add_argument("--at-rest", action="store_true", help="only the resident memory once every line is in")
    parser.add_argument(
        "--full-screen", action="store_true",
        help="the program draws full screen, only the cells that change: a key's page is its frame's first bytes")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    total = sum(1 for _ in open(options.lines, "rb"))
    pid, fd = spawn(command, options.lines)
    screen = Screen(fd)
    ready = (lambda text: f"{total}/{total}" in text) if options.fzf else (lambda text: f"of {total}" in text)
    if options.full_screen:
        # Only the cells that change are written: no text says every line is in. The screen goes
        # quiet once they are (below).
        ready = lambda text: len(text) > 0
    if screen.read_until(ready, 0, timeout=120) is None:
        print("the program never showed its first page", file=sys.stderr)
        os.kill(pid, signal.SIGKILL)
        sys.exit(1)
    screen.drain(quiet=2.0 if options.full_screen else 0.3)

    def shown(typed):
        if options.full_screen:
            return lambda text: len(text) > 0
        if options.fzf:
            # fzf draws its prompt line with the query, then the match count.
            return lambda text: re.search(r"\d+/%d" % total, text) is not None
        return lambda text: f'matching "{typed}"' in text

    def settled(typed):
        if options.fzf or options.full_screen:
            return shown(typed)
        return lambda text: re.search(r'of \d+ matching "%s"' % re.escape(typed), text) is not None

    if options.preview_moves:
        preview_moves(pid, fd, screen, options, shown, settled, command)
        return
    if options.cursor_moves:
        cursor_moves(pid, fd, screen, options, command)
        return
    if options.ends:
        ends(pid, fd, screen, options, command, total)
        return
    if options.at_rest:
        screen.drain(quiet=1.0)
        print(f"{options.name or os.path.basename(command[0])}: at rest {resident_kib(pid) / 1024:.0f} MiB")
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return

    keys, backspaces, finals, backspace_finals = [], [], [], []
    for _ in range(options.rounds):
        typed = ""
        for character in options.query:
            typed += character
            start = len(screen.text)
            sent = time.monotonic()
            os.write(fd, character.encode())
            page = screen.read_until(shown(typed), start)
            final = screen.read_until(settled(typed), start)
            if page is None or final is None:
                print(f"no page for {typed!r}", file=sys.stderr)
                sys.exit(1)
            # Settled: the last bytes written before half a second of quiet.
            final = screen.settle()
            keys.append((page - sent) * 1000)
            finals.append((final - sent) * 1000)
            screen.drain(quiet=0.05)
        while len(typed) > 1:
            typed = typed[:-1]
            start = len(screen.text)
            sent = time.monotonic()
            os.write(fd, b"\x7f")
            page = screen.read_until(shown(typed), start)
            final = screen.read_until(settled(typed), start)
            if page is None or final is None:
                print(f"no page after a backspace to {typed!r}", file=sys.stderr)
                sys.exit(1)
            final = screen.settle()
            backspaces.append((page - sent) * 1000)
            backspace_finals.append((final - sent) * 1000)
            screen.drain(quiet=0.05)
        # Back to an empty line for the next round.
        os.write(fd, b"\x7f")
        screen.drain()
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    name = options.name or os.path.basename(command[0])

    def summary(values):
        return f"median {statistics.median(values):.1f} ms, p90 {percentile(values, 0.9):.1f} ms"

    print(f"{name}: a key to its page: {summary(keys)} ({len(keys)} keys)")
    print(f"{name}: a key to its settled screen: {summary(finals)}")
    print(f"{name}: a backspace to its page: {summary(backspaces)} ({len(backspaces)} backspaces)")
    print(f"{name}: a backspace to its settled screen: {summary(backspace_finals)}")


def resident_kib(pid):
    """The process's resident memory now, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cursor_moves(pid, fd, screen, options, command):
    """Moves the cursor on the whole list; times each move to its frame's first bytes and counts
    the bytes written for it."""
    screen.drain(quiet=1.0)
    at_rest = resident_kib(pid)
    times, sizes = [], []
    for move in range(options.cursor_moves):
        start, counted = len(screen.text), screen.bytes
        sent = time.monotonic()
        os.write(fd, b"\x1b[B" if (move // 10) % 2 == 0 else b"\x1b[A")
        first = screen.read_until(lambda text: len(text) > 0, start)
        if first is None:
            print(f"no frame after move {move + 1}", file=sys.stderr)
            sys.exit(1)
        screen.drain(quiet=0.05)
        times.append((first - sent) * 1000)
        sizes.append(screen.bytes - counted)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    name = options.name or os.path.basename(command[0])
    print(
        f"{name}: a cursor move to its frame: median {statistics.median(times):.1f} ms, "
        f"p90 {percentile(times, 0.9):.1f} ms; bytes a move: median {statistics.median(sizes):.0f}, "
        f"p90 {percentile(sizes, 0.9):.0f} ({len(times)} moves); at rest {at_rest / 1024:.0f} MiB"
    )


def ends(pid, fd, screen, options, command, total):
    """Presses End and Home in turn on the whole list once every line is in; times each to its
    frame's first bytes and to its settled screen (the last bytes before half a second of quiet),
    End's checked to show the last line's number or text."""
    screen.drain(quiet=1.0)
    last_line = open(options.lines, "rb").read().rstrip(b"\n").rsplit(b"\n", 1)[-1].decode("utf-8", "replace")
    firsts, settles = {"End": [], "Home": []}, {"End": [], "Home": []}
    for press in range(options.ends):
        name, key = ("End", b"\x1b[F") if press % 2 == 0 else ("Home", b"\x1b[H")
        start = len(screen.text)
        sent = time.monotonic()
        os.write(fd, key)
        first = screen.read_until(lambda text: len(text) > 0, start)
        if first is None:
            print(f"no frame after {name}", file=sys.stderr)
            sys.exit(1)
        settled = screen.settle()
        if name == "End" and last_line[:20] not in screen.text[start:]:
            print(f"End did not show the last line ({last_line[:20]!r})", file=sys.stderr)
            sys.exit(1)
        firsts[name].append((first - sent) * 1000)
        settles[name].append((settled - sent) * 1000)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    program = options.name or os.path.basename(command[0])
    for name in ("End", "Home"):
        print(
            f"{program}: {name} on {total} lines to its frame: median {statistics.median(firsts[name]):.1f} ms; "
            f"settled: median {statistics.median(settles[name]):.1f} ms, p90 {percentile(settles[name], 0.9):.1f} ms "
            f"({len(settles[name])} presses)"
        )


def preview_moves(pid, fd, screen, options, shown, settled, command):
    """Types the query, then moves the cursor and times each move to its line's preview."""
    preview = re.compile(r"PREVIEW:([^\x1b\r\n│|]*)")

    def last_preview(text):
        found = preview.findall(text)
        return found[-1].strip() if found else None

    start = len(screen.text)
    for character in options.query:
        os.write(fd, character.encode())
    if screen.read_until(settled(options.query), start) is None:
        print("no page for the query", file=sys.stderr)
        sys.exit(1)
    screen.read_until(lambda text: last_preview(text) is not None, start)
    screen.drain()
    current = last_preview(screen.text)
    moves = []
    for move in range(options.preview_moves):
        start = len(screen.text)
        sent = time.monotonic()
        os.write(fd, b"\x1b[B" if move % 2 == 0 else b"\x1b[A")

        def moved(text, before=current):
            seen = last_preview(text)
            return seen is not None and seen != before

        shown_at = screen.read_until(moved, start)
        if shown_at is None:
            print(f"no new preview after move {move + 1}", file=sys.stderr)
            sys.exit(1)
        moves.append((shown_at - sent) * 1000)
        screen.drain(quiet=0.05)
        current = last_preview(screen.text[start:])
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    name = options.name or os.path.basename(command[0])
    print(
        f"{name}: a cursor move to its line's preview: median {statistics.median(moves):.1f} ms, "
        f"p90 {percentile(moves, 0.9):.1f} ms ({len(moves)} moves)"
    )


if __name__ == "__main__":
    main()
