# query: Collapse runs of adjacent equal lines like "uniq -c": return (count, line) pairs in order, where each run keeps
# its first line and lines are compared case-insensitively when ignore_case is true.
def uniq_count_lines(lines, ignore_case):
    out = []
    prev = None
    for line in lines:
        key = line.lower() if ignore_case else line
        if out and key == prev:
            out[-1] = (out[-1][0] + 1, out[-1][1])
        else:
            out.append((1, line))
            prev = key
    return out

# tests
assert uniq_count_lines([], False) == []
assert uniq_count_lines(["a"], False) == [(1, "a")]
assert uniq_count_lines(["a", "a", "b", "a"], False) == [(2, "a"), (1, "b"), (1, "a")]
assert uniq_count_lines(["A", "a"], False) == [(1, "A"), (1, "a")]
assert uniq_count_lines(["A", "a", "B"], True) == [(2, "A"), (1, "B")]
assert uniq_count_lines(["a", "B", "b"], True) == [(1, "a"), (2, "B")]
assert uniq_count_lines(["", ""], False) == [(2, "")]
assert uniq_count_lines(["b", "B", "b"], True) == [(3, "b")]
