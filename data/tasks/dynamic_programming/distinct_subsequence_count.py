# query: Count how many distinct index selections of string s form string t as a subsequence (e.g. "rabbbit"
# contains "rabbit" 3 ways); an empty t occurs exactly once in any s.
def distinct_subsequence_count(s, t):
    m = len(t)
    ways = [1] + [0] * m
    for ch in s:
        for j in range(m, 0, -1):
            if t[j - 1] == ch:
                ways[j] += ways[j - 1]
    return ways[m]

# tests
assert distinct_subsequence_count("", "") == 1
assert distinct_subsequence_count("abc", "") == 1
assert distinct_subsequence_count("", "a") == 0
assert distinct_subsequence_count("rabbbit", "rabbit") == 3
assert distinct_subsequence_count("babgbag", "bag") == 5
assert distinct_subsequence_count("aaa", "aa") == 3
assert distinct_subsequence_count("abc", "abcd") == 0
assert distinct_subsequence_count("abc", "cb") == 0
assert distinct_subsequence_count("aab", "ab") == 2
assert distinct_subsequence_count("ab", "ab") == 1
