# query: Summarize Test Anything Protocol output: count "ok" and "not ok" result lines (the word alone or followed by a
# space) as passed or failed, except that a "# SKIP" directive counts as skipped and "# TODO" as todo (any case), and
# record the plan count from a "1..N" line (None without one); return a dict with passed, failed, skipped, todo and
# planned.
def tap_test_summary(text):
    counts = {"passed": 0, "failed": 0, "skipped": 0, "todo": 0, "planned": None}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("1.."):
            if line[3:].isdigit():
                counts["planned"] = int(line[3:])
            continue
        if line == "not ok" or line.startswith("not ok "):
            ok = False
        elif line == "ok" or line.startswith("ok "):
            ok = True
        else:
            continue
        directive = line.partition("#")[2].strip().upper()
        if directive.startswith("SKIP"):
            counts["skipped"] += 1
        elif directive.startswith("TODO"):
            counts["todo"] += 1
        elif ok:
            counts["passed"] += 1
        else:
            counts["failed"] += 1
    return counts

# tests
assert tap_test_summary("1..3\nok 1 - a\nnot ok 2 - b\nok 3 # skip no db") == {"passed": 1, "failed": 1, "skipped": 1, "todo": 0, "planned": 3}
assert tap_test_summary("") == {"passed": 0, "failed": 0, "skipped": 0, "todo": 0, "planned": None}
assert tap_test_summary("not ok 1 # TODO later\nok 2 # todo\nok") == {"passed": 1, "failed": 0, "skipped": 0, "todo": 2, "planned": None}
assert tap_test_summary("okay\nnot okay\n# ok 5\n  ok 6  ") == {"passed": 1, "failed": 0, "skipped": 0, "todo": 0, "planned": None}
assert tap_test_summary("1..x\nnot ok\nnot ok 2 # SKIPPED\n1..0") == {"passed": 0, "failed": 1, "skipped": 1, "todo": 0, "planned": 0}
assert tap_test_summary("ok 1 - uses # in name # Skip\nok 2 - plain") == {"passed": 2, "failed": 0, "skipped": 0, "todo": 0, "planned": None}
assert tap_test_summary("TAP version 13\n1..2\nok 1\nnot ok 2 - x # fails") == {"passed": 1, "failed": 1, "skipped": 0, "todo": 0, "planned": 2}
assert tap_test_summary("not ok 1 #todo\nnot ok 2 #  skip") == {"passed": 0, "failed": 0, "skipped": 1, "todo": 1, "planned": None}
