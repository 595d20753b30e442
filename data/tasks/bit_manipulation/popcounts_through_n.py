# query: Return a list whose i-th entry is the number of 1 bits in i, for every i from 0 to n inclusive, reusing
# earlier entries instead of recounting; return an empty list for negative n.
def popcounts_through_n(n):
    if n < 0:
        return []
    counts = [0] * (n + 1)
    for i in range(1, n + 1):
        counts[i] = counts[i >> 1] + (i & 1)
    return counts

# tests
assert popcounts_through_n(-1) == []
assert popcounts_through_n(0) == [0]
assert popcounts_through_n(1) == [0, 1]
assert popcounts_through_n(2) == [0, 1, 1]
assert popcounts_through_n(5) == [0, 1, 1, 2, 1, 2]
assert popcounts_through_n(8) == [0, 1, 1, 2, 1, 2, 2, 3, 1]
assert popcounts_through_n(15)[-1] == 4
assert sum(popcounts_through_n(31)) == 80
