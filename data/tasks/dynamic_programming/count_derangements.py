# query: Return the number of permutations of n items in which no item stays in its original position (1 for n = 0, 0
# for negative n).
def count_derangements(n):
    if n == 0:
        return 1
    prev2, prev1 = 1, 0
    for i in range(2, n + 1):
        prev2, prev1 = prev1, (i - 1) * (prev1 + prev2)
    return prev1

# tests
assert count_derangements(-3) == 0
assert count_derangements(0) == 1
assert count_derangements(1) == 0
assert count_derangements(2) == 1
assert count_derangements(3) == 2
assert count_derangements(4) == 9
assert count_derangements(5) == 44
assert count_derangements(10) == 1334961
