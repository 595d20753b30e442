# query: Decompose a permutation of 0..n-1, where i maps to perm[i], into cycles: each cycle is listed as i, perm[i],
# perm[perm[i]], ... starting from its smallest element, cycles are ordered by that element, and fixed points form
# one-element cycles.
def permutation_cycles(perm):
    seen = [False] * len(perm)
    cycles = []
    for start in range(len(perm)):
        if seen[start]:
            continue
        cycle = []
        i = start
        while not seen[i]:
            seen[i] = True
            cycle.append(i)
            i = perm[i]
        cycles.append(cycle)
    return cycles

# tests
assert permutation_cycles([]) == []
assert permutation_cycles([0]) == [[0]]
assert permutation_cycles([1, 0]) == [[0, 1]]
assert permutation_cycles([0, 1, 2]) == [[0], [1], [2]]
assert permutation_cycles([1, 2, 0]) == [[0, 1, 2]]
assert permutation_cycles([2, 0, 1]) == [[0, 2, 1]]
assert permutation_cycles([3, 2, 1, 0]) == [[0, 3], [1, 2]]
assert permutation_cycles([1, 2, 0, 4, 3, 5]) == [[0, 1, 2], [3, 4], [5]]
assert permutation_cycles([4, 0, 3, 2, 1]) == [[0, 4, 1], [2, 3]]
