#!/usr/bin/env python3
"""The first page of a table through the whole program at a terminal, and its memory then.

Starts PROGRAM in a pseudo-terminal of 120x30, waits for its first page, types TABLE and Enter,
and measures the time until the table's page shows (its status line, `1–`), and the program's
peak memory (VmHWM) at that moment. ROUNDS times; prints the medians.

Usage: scripts/sql-first-page.py --table big [--rounds 5] -- flows sql big.sqlite
"""

import argparse
import fcntl
import importlib.util
import os
import pty
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
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    times, peaks = [], []
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
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    print(
        f"flows sql: the first page of {options.table} at a terminal: median {statistics.median(times):.1f} ms, "
        f"peak memory then {statistics.median(peaks) / 1024:.1f} MiB"
    )


if __name__ == "__main__":
    main()
