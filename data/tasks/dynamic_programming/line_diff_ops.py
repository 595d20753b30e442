# query: Produce a line diff from old to new as ("=", line), ("-", line) and ("+", line) steps that keep a longest
# common subsequence of lines: scanning from the top, equal current lines are kept, otherwise the old line is deleted
# when a longest common subsequence is still reachable that way, else the new line is inserted; leftovers follow.
def line_diff_ops(old, new):
    m, n = len(old), len(new)
    keep = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            if old[i] == new[j]:
                keep[i][j] = keep[i + 1][j + 1] + 1
            else:
                keep[i][j] = max(keep[i + 1][j], keep[i][j + 1])
    ops = []
    i = j = 0
    while i < m and j < n:
        if old[i] == new[j]:
            ops.append(("=", old[i]))
            i += 1
            j += 1
        elif keep[i + 1][j] >= keep[i][j + 1]:
            ops.append(("-", old[i]))
            i += 1
        else:
            ops.append(("+", new[j]))
            j += 1
    ops.extend(("-", line) for line in old[i:])
    ops.extend(("+", line) for line in new[j:])
    return ops

# tests
assert line_diff_ops(["b", "b"], ["a", "b"]) == [('-', 'b'), ('+', 'a'), ('=', 'b')]
assert line_diff_ops(["c", "c", "c"], ["b", "c", "a"]) == [('-', 'c'), ('-', 'c'), ('+', 'b'), ('=', 'c'), ('+', 'a')]
assert line_diff_ops(["b"], ["c", "b"]) == [('+', 'c'), ('=', 'b')]
assert line_diff_ops(["a", "b"], ["c", "a"]) == [('+', 'c'), ('=', 'a'), ('-', 'b')]
assert line_diff_ops(["a", "b", "c"], ["a", "x", "c"]) == [('=', 'a'), ('-', 'b'), ('+', 'x'), ('=', 'c')]
assert line_diff_ops(["a", "b"], ["b", "a"]) == [('-', 'a'), ('=', 'b'), ('+', 'a')]
assert line_diff_ops(["b", "c"], ["c", "b", "c"]) == [('+', 'c'), ('=', 'b'), ('=', 'c')]
assert line_diff_ops(["a", "b", "c", "d"], ["b", "d", "e"]) == [('-', 'a'), ('=', 'b'), ('-', 'c'), ('=', 'd'), ('+', 'e')]
assert line_diff_ops(["c", "b", "a"], ["a", "c"]) == [('-', 'c'), ('-', 'b'), ('=', 'a'), ('+', 'c')]
assert line_diff_ops(["a", "c", "b", "c"], ["c", "b", "a", "c"]) == [('-', 'a'), ('=', 'c'), ('=', 'b'), ('+', 'a'), ('=', 'c')]
