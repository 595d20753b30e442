# query: Return the length of the longest subsequence of a string that reads the same forwards and backwards,
# using interval dynamic programming; the empty string gives 0.
def longest_palindromic_subseq_len(s):
    n = len(s)
    if n == 0:
        return 0
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        dp[i][i] = 1
        for j in range(i + 1, n):
            if s[i] == s[j]:
                dp[i][j] = dp[i + 1][j - 1] + 2
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j - 1])
    return dp[0][n - 1]

# tests
assert longest_palindromic_subseq_len("") == 0
assert longest_palindromic_subseq_len("z") == 1
assert longest_palindromic_subseq_len("bbbab") == 4
assert longest_palindromic_subseq_len("cbbd") == 2
assert longest_palindromic_subseq_len("aa") == 2
assert longest_palindromic_subseq_len("ab") == 1
assert longest_palindromic_subseq_len("abcde") == 1
assert longest_palindromic_subseq_len("character") == 5
assert longest_palindromic_subseq_len("racecar") == 7
assert longest_palindromic_subseq_len("agbdba") == 5
