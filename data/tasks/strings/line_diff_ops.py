# query: Diff two lists of lines along a longest common subsequence and return the edit script as lines prefixed with
# "  " (kept), "- " (removed from old) or "+ " (added from new); equal lines are kept as soon as they meet, and when
# removing and adding would both keep the script minimal, the removal comes first.
def line_diff_ops(old, new):
    n, m = len(old), len(new)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if old[i] == new[j]:
                dp[i][j] = dp[i + 1][j + 1] + 1
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1])
    out = []
    i = j = 0
    while i < n and j < m:
        if old[i] == new[j]:
            out.append("  " + old[i])
            i += 1
            j += 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            out.append("- " + old[i])
            i += 1
        else:
            out.append("+ " + new[j])
            j += 1
    out += ["- " + x for x in old[i:]]
    out += ["+ " + x for x in new[j:]]
    return out

# tests
assert line_diff_ops([], []) == []
assert line_diff_ops(["a"], []) == ["- a"]
assert line_diff_ops([], ["b"]) == ["+ b"]
assert line_diff_ops(["a", "b", "c"], ["a", "c"]) == ["  a", "- b", "  c"]
assert line_diff_ops(["a", "x"], ["y", "z", "a"]) == ["+ y", "+ z", "  a", "- x"]
assert line_diff_ops(["a", "a"], ["b", "a", "a"]) == ["+ b", "  a", "  a"]
assert line_diff_ops(["a", "a"], ["b", "a"]) == ["- a", "+ b", "  a"]
assert line_diff_ops(["a", "b", "a"], ["c", "a"]) == ["- a", "- b", "+ c", "  a"]
assert line_diff_ops(["a", "b", "c"], ["c", "a"]) == ["- a", "- b", "  c", "+ a"]
assert line_diff_ops(["a", "a", "a"], ["b", "a", "b"]) == ["- a", "- a", "+ b", "  a", "+ b"]
