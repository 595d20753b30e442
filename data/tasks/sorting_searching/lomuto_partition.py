# query: Partition a copy of a list around its last element (the pivot) with the Lomuto scheme: scanning left to right,
# each value <= pivot is swapped into the next slot of a growing low region, then the pivot is swapped to just after
# it; return (the rearranged list, the pivot's final index), or ([], -1) for an empty list.
def lomuto_partition(values):
    a = list(values)
    if not a:
        return a, -1
    pivot = a[-1]
    i = 0
    for j in range(len(a) - 1):
        if a[j] <= pivot:
            a[i], a[j] = a[j], a[i]
            i += 1
    a[i], a[-1] = a[-1], a[i]
    return a, i

# tests
assert lomuto_partition([]) == ([], -1)
assert lomuto_partition([4]) == ([4], 0)
assert lomuto_partition([2, 8, 7, 1, 3, 5, 6, 4]) == ([2, 1, 3, 4, 7, 5, 6, 8], 3)
assert lomuto_partition([1, 2, 3]) == ([1, 2, 3], 2)
assert lomuto_partition([3, 2, 1]) == ([1, 2, 3], 0)
assert lomuto_partition([5, 5, 5]) == ([5, 5, 5], 2)
assert lomuto_partition([9, 1, 8, 2, 5]) == ([1, 2, 5, 9, 8], 2)
assert lomuto_partition([-1, 4, -3, 0]) == ([-1, -3, 0, 4], 2)
assert lomuto_partition([7, 3]) == ([3, 7], 0)
