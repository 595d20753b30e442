# query: Return the minimum number of swaps of arbitrary pairs needed to sort a list of distinct numbers in
# ascending order, computed from the cycles of the sorting permutation; an empty list needs 0.
def min_swaps_to_sort(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    seen = [False] * len(values)
    swaps = 0
    for start in range(len(values)):
        if seen[start] or order[start] == start:
            continue
        length = 0
        node = start
        while not seen[node]:
            seen[node] = True
            node = order[node]
            length += 1
        swaps += length - 1
    return swaps

# tests
assert min_swaps_to_sort([]) == 0
assert min_swaps_to_sort([7]) == 0
assert min_swaps_to_sort([1, 2, 3]) == 0
assert min_swaps_to_sort([2, 1]) == 1
assert min_swaps_to_sort([4, 3, 2, 1]) == 2
assert min_swaps_to_sort([1, 5, 4, 3, 2]) == 2
assert min_swaps_to_sort([2, 3, 4, 1]) == 3
assert min_swaps_to_sort([10, 19, 6, 3, 5]) == 2
assert min_swaps_to_sort([-1, -3, 8, 0, 2, 5]) == 4
