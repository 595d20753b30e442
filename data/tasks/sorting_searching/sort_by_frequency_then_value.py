# query: Return the integers of a list reordered so that values occurring more often come first; values with
# the same count are ordered by increasing value, and equal values stay grouped together.
def sort_by_frequency_then_value(nums):
    counts = {}
    for x in nums:
        counts[x] = counts.get(x, 0) + 1
    order = sorted(counts, key=lambda v: (-counts[v], v))
    result = []
    for v in order:
        result.extend([v] * counts[v])
    return result

# tests
assert sort_by_frequency_then_value([]) == []
assert sort_by_frequency_then_value([7]) == [7]
assert sort_by_frequency_then_value([1, 1, 2, 2, 2, 3]) == [2, 2, 2, 1, 1, 3]
assert sort_by_frequency_then_value([4, 3, 2, 1]) == [1, 2, 3, 4]
assert sort_by_frequency_then_value([5, 9, 5, 9, 1]) == [5, 5, 9, 9, 1]
assert sort_by_frequency_then_value([-1, 2, -1, 2, -3, 2]) == [2, 2, 2, -1, -1, -3]
assert sort_by_frequency_then_value([0, 0, 0, 0]) == [0, 0, 0, 0]
assert sort_by_frequency_then_value([3, 1, 3, 1, 2, 2, 2]) == [2, 2, 2, 1, 1, 3, 3]
