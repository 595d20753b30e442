# query: Return the number of derangements of n items, the permutations in which no item stays in its original
# position (1 for n = 0, 0 for n = 1); a negative n gives 0.
def derangement_count(n):
    if n < 0:
        return 0
    if n == 0:
        return 1
    prev, cur = 1, 0
    for k in range(2, n + 1):
        prev, cur = cur, (k - 1) * (prev + cur)
    return cur

# tests
assert derangement_count(-1) == 0
assert derangement_count(0) == 1
assert derangement_count(1) == 0
assert derangement_count(2) == 1
assert derangement_count(3) == 2
assert derangement_count(4) == 9
assert derangement_count(5) == 44
assert derangement_count(10) == 1334961
assert derangement_count(20) == 895014631192902121
