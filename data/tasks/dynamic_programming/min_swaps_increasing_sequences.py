# query: Two equal-length lists may exchange the values at the same index; return the fewest such exchanges that make
# both lists strictly increasing, or -1 if no set of exchanges does (0 for empty lists).
def min_swaps_increasing_sequences(a, b):
    if not a:
        return 0
    keep, swap = 0, 1
    for i in range(1, len(a)):
        new_keep = new_swap = float("inf")
        if a[i] > a[i - 1] and b[i] > b[i - 1]:
            new_keep = keep
            new_swap = swap + 1
        if a[i] > b[i - 1] and b[i] > a[i - 1]:
            new_keep = min(new_keep, swap)
            new_swap = min(new_swap, keep + 1)
        keep, swap = new_keep, new_swap
    best = min(keep, swap)
    return -1 if best == float("inf") else best

# tests
assert min_swaps_increasing_sequences([], []) == 0
assert min_swaps_increasing_sequences([3], [1]) == 0
assert min_swaps_increasing_sequences([1, 3, 5, 4], [1, 2, 3, 7]) == 1
assert min_swaps_increasing_sequences([0, 3, 5, 8, 9], [2, 1, 4, 6, 9]) == 1
assert min_swaps_increasing_sequences([0, 4, 4, 5, 9], [0, 1, 6, 8, 10]) == 1
assert min_swaps_increasing_sequences([2, 2, 4], [1, 5, 6]) == 1
assert min_swaps_increasing_sequences([0, 5], [2, 5]) == 0
assert min_swaps_increasing_sequences([5, 6], [4, 4]) == -1
assert min_swaps_increasing_sequences([0, 0], [0, 5]) == -1
assert min_swaps_increasing_sequences([0, 6], [5, 0]) == -1
