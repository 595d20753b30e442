# query: Decide whether a pattern matches an entire text, where "." matches any single character and "*" matches zero or
# more repetitions of the element just before it; every other character matches itself.
def regex_dot_star_match(text, pattern):
    m, n = len(text), len(pattern)
    dp = [[False] * (n + 1) for _ in range(m + 1)]
    dp[m][n] = True
    for i in range(m, -1, -1):
        for j in range(n - 1, -1, -1):
            first = i < m and pattern[j] in (text[i], ".")
            if j + 1 < n and pattern[j + 1] == "*":
                dp[i][j] = dp[i][j + 2] or (first and dp[i + 1][j])
            else:
                dp[i][j] = first and dp[i + 1][j + 1]
    return dp[0][0]

# tests
assert regex_dot_star_match("", "") is True
assert regex_dot_star_match("", "a*") is True
assert regex_dot_star_match("a", "") is False
assert regex_dot_star_match("aa", "a") is False
assert regex_dot_star_match("aa", "a*") is True
assert regex_dot_star_match("ab", ".*") is True
assert regex_dot_star_match("aab", "c*a*b") is True
assert regex_dot_star_match("mississippi", "mis*is*p*.") is False
assert regex_dot_star_match("abc", "a.c") is True
assert regex_dot_star_match("ab", ".*c") is False
