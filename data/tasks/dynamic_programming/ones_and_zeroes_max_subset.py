# query: Given binary strings, return the size of the largest subset that uses at most m zeros and n ones in total.
def ones_and_zeroes_max_subset(strs, m, n):
    best = [[0] * (n + 1) for _ in range(m + 1)]
    for s in strs:
        zeros = s.count("0")
        ones = len(s) - zeros
        for i in range(m, zeros - 1, -1):
            for j in range(n, ones - 1, -1):
                best[i][j] = max(best[i][j], best[i - zeros][j - ones] + 1)
    return best[m][n]

# tests
assert ones_and_zeroes_max_subset([], 3, 3) == 0
assert ones_and_zeroes_max_subset(["0"], 0, 5) == 0
assert ones_and_zeroes_max_subset(["10", "0001", "111001", "1", "0"], 5, 3) == 4
assert ones_and_zeroes_max_subset(["10", "0", "1"], 1, 1) == 2
assert ones_and_zeroes_max_subset(["00", "11"], 1, 2) == 1
assert ones_and_zeroes_max_subset(["", "1"], 0, 0) == 1
assert ones_and_zeroes_max_subset(["011", "1", "1"], 1, 2) == 2
assert ones_and_zeroes_max_subset(["0", "0", "00"], 2, 0) == 2
assert ones_and_zeroes_max_subset(["10", "01", "0011"], 2, 2) == 2
assert ones_and_zeroes_max_subset(["", ""], 2, 1) == 2
