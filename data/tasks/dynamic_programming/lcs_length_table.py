# query: Return the length of the longest common subsequence of two strings (characters in order, not necessarily
# contiguous) using a dynamic programming table; if either string is empty the answer is 0.
def lcs_length_table(a, b):
    rows, cols = len(a), len(b)
    table = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            if a[i - 1] == b[j - 1]:
                table[i][j] = table[i - 1][j - 1] + 1
            else:
                table[i][j] = max(table[i - 1][j], table[i][j - 1])
    return table[rows][cols]

# tests
assert lcs_length_table("", "abc") == 0
assert lcs_length_table("abc", "") == 0
assert lcs_length_table("abcde", "ace") == 3
assert lcs_length_table("ab", "abb") == 2
assert lcs_length_table("abc", "def") == 0
assert lcs_length_table("AGGTAB", "GXTXAYB") == 4
assert lcs_length_table("a", "a") == 1
assert lcs_length_table("xaxbx", "ab") == 2
assert lcs_length_table("abcdef", "fbdamnce") == 3
assert lcs_length_table("ba", "ab") == 1
