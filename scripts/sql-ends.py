#!/usr/bin/env python3
"""End and Home on a table of a database, full screen, through the whole program at a terminal.

Starts PROGRAM (`flows sql --screen=full FILE`) in a pseudo-terminal of 120x30, types TABLE and
Enter, waits for the table's first page, then presses End and Home in turn, KEYS keys in all, and
times each from its bytes to the screen showing the table's last row (LAST, a text only that row
shows) or its first (FIRST), and to its settled screen (nothing more written for half a second).
Prints the medians and the slowest, and the program's peak memory (VmHWM) at the end.

Usage: scripts/sql-ends.py --table big --last 'row 10000000' --first 'row 1 ' [--keys 10]
       -- flows sql --screen=full big.sqlite
"""

import argparse
import importlib.util
import os
import signal
import statistics
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("sql_first_page", os.path.join(here, "sql-first-page.py"))
first_page = importlib.util.module_from_spec(spec)
spec.loader.exec_module(first_page)
key_latency = first_page.key_latency

END = b"\x1b[F"
HOME = b"\x1b[H"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--table", required=True)
    parser.add_argument("--last", required=True, help="a text only the table's last row shows")
    parser.add_argument("--first", required=True, help="a text only the table's first row shows")
    parser.add_argument("--keys", type=int, default=10)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    pid, fd = first_page.spawn(command)
    screen = key_latency.Screen(fd)
    if screen.read_until(lambda text: "1/" in text, 0, timeout=60) is None:
        sys.exit("the program never showed its first page")
    screen.drain()
    start = len(screen.text)
    os.write(fd, options.table.encode())
    screen.drain()
    os.write(fd, b"\r")
    if screen.read_until(lambda text: options.first in text, start, timeout=120) is None:
        sys.exit("the table's first page never showed")
    screen.drain(0.5)
    shown, settled = {"End": [], "Home": []}, {"End": [], "Home": []}
    for press in range(options.keys):
        name, key, wanted = ("End", END, options.last) if press % 2 == 0 else ("Home", HOME, options.first)
        start = len(screen.text)
        sent = time.monotonic()
        os.write(fd, key)
        at = screen.read_until(lambda text: wanted in text, start, timeout=120)
        if at is None:
            sys.exit(f"{name} never showed {wanted!r}")
        shown[name].append((at - sent) * 1000)
        settled[name].append((screen.settle() - sent) * 1000)
    peak = first_page.peak_kib(pid)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    for name in ("End", "Home"):
        print(
            f"{name} on {options.table}: its row shown, median {statistics.median(shown[name]):.1f} ms "
            f"(slowest {max(shown[name]):.1f}); settled {statistics.median(settled[name]):.1f} ms"
        )
    print(f"peak memory {peak / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
