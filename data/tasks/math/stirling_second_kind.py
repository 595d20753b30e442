# query: Return the Stirling number of the second kind S(n, k), the number of ways to split a set of n labelled items
# into k non-empty unlabelled groups (S(0, 0) = 1); k greater than n or any negative argument gives 0.
def stirling_second_kind(n, k):
    if n < 0 or k < 0 or k > n:
        return 0
    row = [1] + [0] * k
    for i in range(1, n + 1):
        new = [0] * (k + 1)
        for j in range(1, min(i, k) + 1):
            new[j] = j * row[j] + row[j - 1]
        row = new
    return row[k]

# tests
assert stirling_second_kind(-1, 0) == 0
assert stirling_second_kind(3, -1) == 0
assert stirling_second_kind(2, 5) == 0
assert stirling_second_kind(0, 0) == 1
assert stirling_second_kind(3, 0) == 0
assert stirling_second_kind(3, 1) == 1
assert stirling_second_kind(3, 3) == 1
assert stirling_second_kind(4, 2) == 7
assert stirling_second_kind(5, 3) == 25
assert stirling_second_kind(10, 4) == 34105
