# query: Given a string of '(' and ')' characters, return the length of the longest contiguous substring that is a
# well-formed (balanced) parentheses sequence, or 0 if there is none.
def longest_valid_parens_span(s):
    n = len(s)
    dp = [0] * n
    best = 0
    for i in range(1, n):
        if s[i] != ")":
            continue
        if s[i - 1] == "(":
            dp[i] = (dp[i - 2] if i >= 2 else 0) + 2
        else:
            j = i - dp[i - 1] - 1
            if j >= 0 and s[j] == "(":
                dp[i] = dp[i - 1] + 2 + (dp[j - 1] if j >= 1 else 0)
        best = max(best, dp[i])
    return best

# tests
assert longest_valid_parens_span("") == 0
assert longest_valid_parens_span("())(") == 2
assert longest_valid_parens_span("()") == 2
assert longest_valid_parens_span("(()") == 2
assert longest_valid_parens_span(")()())") == 4
assert longest_valid_parens_span("()(())") == 6
assert longest_valid_parens_span("))((") == 0
assert longest_valid_parens_span("(()())") == 6
assert longest_valid_parens_span("())(())") == 4
assert longest_valid_parens_span(")(()))()()") == 4
