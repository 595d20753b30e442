# query: Return the optimal-string-alignment distance between two strings: the fewest insertions, deletions,
# substitutions and swaps of two adjacent characters, where no substring is edited more than once (so "ca" -> "abc"
# costs 3).
def damerau_osa_distance(a, b):
    m, n = len(a), len(b)
    d = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        d[i][0] = i
    for j in range(n + 1):
        d[0][j] = j
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[m][n]

# tests
assert damerau_osa_distance("bc", "b") == 1
assert damerau_osa_distance("", "ab") == 2
assert damerau_osa_distance("abc", "") == 3
assert damerau_osa_distance("ab", "ba") == 1
assert damerau_osa_distance("ca", "abc") == 3
assert damerau_osa_distance("kitten", "sitting") == 3
assert damerau_osa_distance("abcdef", "abdcef") == 1
assert damerau_osa_distance("a", "aaa") == 2
assert damerau_osa_distance("ccc", "c") == 2
assert damerau_osa_distance("abcd", "badc") == 2
