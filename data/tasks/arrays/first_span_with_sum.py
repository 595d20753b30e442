# query: Given a list of positive integers, return the inclusive (start, end) indices of the contiguous span with sum
# equal to target that ends earliest, or None when no span sums to target.
def first_span_with_sum(values, target):
    left = 0
    total = 0
    for right, v in enumerate(values):
        total += v
        while total > target:
            total -= values[left]
            left += 1
        if total == target and left <= right:
            return (left, right)
    return None

# tests
assert first_span_with_sum([], 3) is None
assert first_span_with_sum([1, 2], 0) is None
assert first_span_with_sum([5], 5) == (0, 0)
assert first_span_with_sum([1, 2, 3, 7, 5], 12) == (1, 3)
assert first_span_with_sum([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 15) == (0, 4)
assert first_span_with_sum([4, 2, 1], 3) == (1, 2)
assert first_span_with_sum([1, 4, 1], 2) is None
assert first_span_with_sum([2, 2, 2], 6) == (0, 2)
assert first_span_with_sum([9, 1, 1, 1], 3) == (1, 3)
assert first_span_with_sum([3, 1, 3], 4) == (0, 1)
