#!/usr/bin/env python3
"""The first page of a table through the whole program at a terminal, its memory then and
later, and the pages after it.

Starts PROGRAM in a pseudo-terminal of 120x30, waits for its first page, types TABLE and Enter,
and measures the time until the table's page shows (its status line, `1–`), and the program's
peak memory (VmHWM) at that moment and again after it sat idle for IDLE seconds (a program that
reads on in the background grows meanwhile). Then it types `:next` PAGES times, each timed until
its page shows, past the first part a program reads as asked. ROUNDS times; prints the medians,
and the slowest page.

Usage: scripts/sql-first-page.py --table big [--rounds 5] -- flows sql big.sqlite
"""

import argparse
import fcntl
import importlib.util
import os
import pty
import re
import signal
import struct
import termios
import statistics
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("key_latency", os.path.join(here, "key-latency.py"))
key_latency = importlib.util.module_from_spec(spec)
spec.loader.exec_module(key_latency)


def spawn(command, columns=120, rows=30):
    """PROGRAM with the pseudo-terminal as its standard input, output and error."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8"})
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--table", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--idle", type=float, default=5)
    parser.add_argument("--pages", type=int, default=60)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    times, peaks, idle_peaks, page_times = [], [], [], []
    for _ in range(options.rounds):
        pid, fd = spawn(command)
        screen = key_latency.Screen(fd)
        if screen.read_until(lambda text: "> " in text, 0, timeout=60) is None:
            sys.exit("the program never showed its first page")
        screen.drain()
        start = len(screen.text)
        sent = time.monotonic()
        os.write(fd, options.table.encode() + b"\r")
        shown = screen.read_until(lambda text: "1–" in text, start, timeout=120)
        if shown is None:
            sys.exit("the table's page never showed")
        times.append((shown - sent) * 1000)
        peaks.append(peak_kib(pid))
        per_page = rows_shown(screen.text[start:])
        time.sleep(options.idle)
        idle_peaks.append(peak_kib(pid))
        for page in range(options.pages):
            screen.drain()
            start = len(screen.text)
            sent = time.monotonic()
            os.write(fd, b":next\r")
            # The page's status: its first row's number, then its last, `31–60 of`.
            first = 1 + (page + 1) * per_page
            shown = screen.read_until(lambda text: f"{first}–" in text, start, timeout=60)
            if shown is None:
                sys.exit(f"page {page + 2} never showed")
            page_times.append((shown - sent) * 1000)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    print(
        f"flows sql: the first page of {options.table} at a terminal: median {statistics.median(times):.1f} ms, "
        f"peak memory then {statistics.median(peaks) / 1024:.1f} MiB, "
        f"{options.idle:g} s later {statistics.median(idle_peaks) / 1024:.1f} MiB"
    )
    if page_times:
        print(
            f"  :next {options.pages} times (past the first part read): median {statistics.median(page_times):.1f} ms, "
            f"slowest {max(page_times):.1f} ms"
        )


def rows_shown(text):
    """How many rows the first page showed: its status says `1–N of`."""
    found = re.search(r"1–(\d+) of", text)
    return int(found.group(1)) if found else 1


if __name__ == "__main__":
    main()
