# query: Sort the items of arr so that values appearing in the reference list come first, in the reference list's
# order (with duplicates kept), followed by all other values in ascending order.
def relative_order_sort(arr, reference):
    rank = {}
    for pos, v in enumerate(reference):
        if v not in rank:
            rank[v] = pos
    known = [x for x in arr if x in rank]
    rest = [x for x in arr if x not in rank]
    known.sort(key=lambda x: rank[x])
    rest.sort()
    return known + rest

# tests
assert relative_order_sort([], [1, 2]) == []
assert relative_order_sort([3, 1, 2], []) == [1, 2, 3]
assert relative_order_sort([2, 3, 1, 3, 2, 4, 6, 7, 9, 2, 19], [2, 1, 4, 3, 9, 6]) == [2, 2, 2, 1, 4, 3, 3, 9, 6, 7, 19]
assert relative_order_sort([28, 6, 22, 8, 44, 17], [22, 28, 8, 6]) == [22, 28, 8, 6, 17, 44]
assert relative_order_sort([5, 5, 1], [5]) == [5, 5, 1]
assert relative_order_sort([1, 2, 3], [3, 2, 3, 1]) == [3, 2, 1]
assert relative_order_sort([-1, 0, -5], [7]) == [-5, -1, 0]
assert relative_order_sort([4, 9, 4], [9, 4]) == [9, 4, 4]
