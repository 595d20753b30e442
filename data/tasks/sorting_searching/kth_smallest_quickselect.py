# query: Return the k-th smallest element (k is 1-based, duplicates counted separately) of an unsorted list of
# numbers using quickselect partitioning, leaving the input unchanged; return None if k is outside 1..len(list).
def kth_smallest_quickselect(items, k):
    if k < 1 or k > len(items):
        return None
    arr = list(items)
    target = k - 1
    lo, hi = 0, len(arr) - 1
    while True:
        pivot = arr[hi]
        store = lo
        for i in range(lo, hi):
            if arr[i] < pivot:
                arr[i], arr[store] = arr[store], arr[i]
                store += 1
        arr[store], arr[hi] = arr[hi], arr[store]
        if store == target:
            return arr[store]
        if store < target:
            lo = store + 1
        else:
            hi = store - 1

# tests
assert kth_smallest_quickselect([], 1) is None
assert kth_smallest_quickselect([3, 1, 2], 0) is None
assert kth_smallest_quickselect([3, 1, 2], 4) is None
assert kth_smallest_quickselect([3, 1, 2], 3) == 3
assert kth_smallest_quickselect([7], 1) == 7
assert kth_smallest_quickselect([7, 10, 4, 3, 20, 15], 3) == 7
assert kth_smallest_quickselect([7, 10, 4, 3, 20, 15], 1) == 3
assert kth_smallest_quickselect([5, 5, 1, 5, 2], 4) == 5
assert kth_smallest_quickselect([-1, -8, 0, 6, -3], 2) == -3
assert kth_smallest_quickselect([9, 8, 7, 6, 5, 4, 3, 2, 1], 6) == 6
