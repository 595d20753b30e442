# query: Parse a unified-diff hunk header such as "@@ -1,5 +1,6 @@ def f():" into (old start, old count, new start,
# new count), where an omitted count means 1 and anything after the closing "@@" is ignored; return None if the header
# is malformed.
def diff_hunk_header(line):
    if not line.startswith("@@ -"):
        return None
    end = line.find(" @@", 4)
    if end == -1:
        return None
    parts = line[3:end].split(" ")
    if len(parts) != 2 or parts[1][:1] != "+":
        return None
    out = []
    for p in parts:
        start, comma, count = p[1:].partition(",")
        if not start.isdigit() or (comma and not count.isdigit()):
            return None
        out += [int(start), int(count) if comma else 1]
    return tuple(out)

# tests
assert diff_hunk_header("@@ -1,5 +1,6 @@") == (1, 5, 1, 6)
assert diff_hunk_header("@@ -10,2 +12,3 @@ def f():") == (10, 2, 12, 3)
assert diff_hunk_header("@@ -3 +3 @@") == (3, 1, 3, 1)
assert diff_hunk_header("@@ -0,0 +1 @@") == (0, 0, 1, 1)
assert diff_hunk_header("@@ -12,3 +14,0 @@x @@") == (12, 3, 14, 0)
assert diff_hunk_header("@@ -1,5 +1,6") is None
assert diff_hunk_header("@ -1 +1 @@") is None
assert diff_hunk_header("@@ -1, +1 @@") is None
assert diff_hunk_header("@@ -a +1 @@") is None
assert [diff_hunk_header(h) for h in ("@@ -1 -1 @@", "@@ -1 +1 +2 @@", "@@ -1 1 @@", "@@ -1 + @@", "@@ +1 -1 @@", "@@@ -1 +1 @@")] == [None] * 6
