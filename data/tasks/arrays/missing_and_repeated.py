# query: A list of n integers should contain each of 1..n once, but one value may appear twice in place of a missing
# one; return (repeated value, missing value), or (None, None) when the list is a proper permutation.
def missing_and_repeated(values):
    n = len(values)
    seen = [0] * (n + 1)
    for v in values:
        seen[v] += 1
    repeated = missing = None
    for x in range(1, n + 1):
        if seen[x] == 2:
            repeated = x
        elif seen[x] == 0:
            missing = x
    return repeated, missing

# tests
assert missing_and_repeated([]) == (None, None)
assert missing_and_repeated([1]) == (None, None)
assert missing_and_repeated([1, 1]) == (1, 2)
assert missing_and_repeated([2, 2]) == (2, 1)
assert missing_and_repeated([3, 1, 3]) == (3, 2)
assert missing_and_repeated([1, 2, 2, 4]) == (2, 3)
assert missing_and_repeated([4, 3, 6, 2, 1, 1]) == (1, 5)
assert missing_and_repeated([2, 3, 1]) == (None, None)
assert missing_and_repeated([5, 4, 3, 2, 4]) == (4, 1)
