# query: Pick non-empty subsequences of equal length from two lists and return the largest dot product they can have
# (negative values allowed); either list empty gives None.
def max_dot_product_subsequences(a, b):
    if not a or not b:
        return None
    m, n = len(a), len(b)
    NEG = float("-inf")
    dp = [[NEG] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            prod = a[i - 1] * b[j - 1]
            dp[i][j] = max(prod, dp[i - 1][j - 1] + prod, dp[i - 1][j], dp[i][j - 1])
    return dp[m][n]

# tests
assert max_dot_product_subsequences([], [1]) is None
assert max_dot_product_subsequences([1], []) is None
assert max_dot_product_subsequences([2, 1, -2, 5], [3, 0, -6]) == 18
assert max_dot_product_subsequences([3, -2], [2, -6, 7]) == 21
assert max_dot_product_subsequences([-1, -1], [1, 1]) == -1
assert max_dot_product_subsequences([4], [5]) == 20
assert max_dot_product_subsequences([1, 2, 3], [3, 2, 1]) == 12
assert max_dot_product_subsequences([-5, 3], [2, -4]) == 20
assert max_dot_product_subsequences([1, 1, 1], [1, 1]) == 2
