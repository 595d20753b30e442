# query: Given two lists of closed intervals [start, end], each sorted and pairwise disjoint, return the intersection
# of the two sets as a sorted list of closed intervals; intervals that only touch yield a single point [x, x].
def interval_list_intersections(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        lo = max(a[i][0], b[j][0])
        hi = min(a[i][1], b[j][1])
        if lo <= hi:
            out.append([lo, hi])
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out

# tests
assert interval_list_intersections([], [[1, 2]]) == []
assert interval_list_intersections([[1, 2]], []) == []
assert interval_list_intersections([[0, 2], [5, 10], [13, 23], [24, 25]], [[1, 5], [8, 12], [15, 24], [25, 26]]) == [[1, 2], [5, 5], [8, 10], [15, 23], [24, 24], [25, 25]]
assert interval_list_intersections([[1, 3]], [[4, 6]]) == []
assert interval_list_intersections([[1, 3]], [[3, 6]]) == [[3, 3]]
assert interval_list_intersections([[1, 10]], [[2, 3], [5, 6], [9, 12]]) == [[2, 3], [5, 6], [9, 10]]
assert interval_list_intersections([[2, 3], [5, 6], [9, 12]], [[1, 10]]) == [[2, 3], [5, 6], [9, 10]]
assert interval_list_intersections([[-5, -1], [0, 4]], [[-3, 1]]) == [[-3, -1], [0, 1]]
assert interval_list_intersections([[1, 4], [6, 8]], [[1, 4], [6, 8]]) == [[1, 4], [6, 8]]
