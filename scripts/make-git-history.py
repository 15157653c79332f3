#!/usr/bin/env python3
"""Writes a `git fast-import` stream of N commits (default 200,000) to stdout, deterministically:
fixed authors and dates, one small file changed per commit. Usage:
  git init -q big && python3 scripts/make-git-history.py 200000 | git -C big fast-import --quiet
"""
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
authors = ["Ada Lovelace <ada@example.org>", "Alan Turing <alan@example.org>", "Grace Hopper <grace@example.org>"]
out = sys.stdout.buffer
for i in range(1, count + 1):
    author = authors[i % len(authors)]
    when = 1_600_000_000 + i * 60
    message = f"Change {i}: adjust module {i % 97}\n".encode()
    content = f"line {i}\n".encode()
    out.write(b"commit refs/heads/main\n")
    out.write(f"mark :{i}\n".encode())
    out.write(f"author {author} {when} +0000\n".encode())
    out.write(f"committer {author} {when} +0000\n".encode())
    out.write(f"data {len(message)}\n".encode() + message)
    if i > 1:
        out.write(f"from :{i - 1}\n".encode())
    out.write(f"M 644 inline module{i % 97}.txt\n".encode())
    out.write(f"data {len(content)}\n".encode() + content + b"\n")
