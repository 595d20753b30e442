# query: Decide whether a pattern matches an entire text, where '?' matches exactly one character and '*' matches
# any sequence of characters including the empty one; other characters must match literally.
def wildcard_pattern_match(text, pattern):
    n, m = len(text), len(pattern)
    match = [[False] * (m + 1) for _ in range(n + 1)]
    match[0][0] = True
    for j in range(1, m + 1):
        if pattern[j - 1] == "*":
            match[0][j] = match[0][j - 1]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            p = pattern[j - 1]
            if p == "*":
                match[i][j] = match[i][j - 1] or match[i - 1][j]
            elif p == "?" or p == text[i - 1]:
                match[i][j] = match[i - 1][j - 1]
    return match[n][m]

# tests
assert wildcard_pattern_match("", "") is True
assert wildcard_pattern_match("", "*") is True
assert wildcard_pattern_match("", "?") is False
assert wildcard_pattern_match("aa", "a") is False
assert wildcard_pattern_match("aa", "*") is True
assert wildcard_pattern_match("cb", "?a") is False
assert wildcard_pattern_match("adceb", "*a*b") is True
assert wildcard_pattern_match("acdcb", "a*c?b") is False
assert wildcard_pattern_match("abc", "a?c") is True
assert wildcard_pattern_match("abcd", "**d*") is True
