# query: Return every pair [x, y] (x <= y, taken from different positions) of a list whose difference y - x equals the
# smallest difference between any two elements, in ascending order; fewer than two elements give [].
def min_abs_difference_pairs(nums):
    a = sorted(nums)
    best = None
    out = []
    for i in range(1, len(a)):
        d = a[i] - a[i - 1]
        if best is None or d < best:
            best = d
            out = [[a[i - 1], a[i]]]
        elif d == best:
            out.append([a[i - 1], a[i]])
    return out

# tests
assert min_abs_difference_pairs([]) == []
assert min_abs_difference_pairs([5]) == []
assert min_abs_difference_pairs([4, 2, 1, 3]) == [[1, 2], [2, 3], [3, 4]]
assert min_abs_difference_pairs([1, 3, 6, 10, 15]) == [[1, 3]]
assert min_abs_difference_pairs([3, 8, -10, 23, 19, -4, -14, 27]) == [[-14, -10], [19, 23], [23, 27]]
assert min_abs_difference_pairs([1, 8, 9]) == [[8, 9]]
assert min_abs_difference_pairs([7, 7, 8]) == [[7, 7]]
assert min_abs_difference_pairs([1, 5, 2, 9, 6]) == [[1, 2], [5, 6]]
