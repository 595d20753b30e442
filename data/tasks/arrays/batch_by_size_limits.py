# query: Group item sizes, in order, into consecutive batches greedily: start a new batch when adding the next item
# would push the batch's total above max_total or its item count above max_count; an item bigger than max_total
# still forms its own batch. Return the list of batches (lists of sizes).
def batch_by_size_limits(sizes, max_total, max_count):
    batches = []
    current = []
    total = 0
    for s in sizes:
        if current and (total + s > max_total or len(current) >= max_count):
            batches.append(current)
            current = []
            total = 0
        current.append(s)
        total += s
    if current:
        batches.append(current)
    return batches

# tests
assert batch_by_size_limits([], 10, 3) == []
assert batch_by_size_limits([4], 10, 3) == [[4]]
assert batch_by_size_limits([4, 6, 1], 10, 5) == [[4, 6], [1]]
assert batch_by_size_limits([1, 1, 1, 1, 1], 10, 2) == [[1, 1], [1, 1], [1]]
assert batch_by_size_limits([3, 20, 3], 10, 5) == [[3], [20], [3]]
assert batch_by_size_limits([5, 5, 5], 10, 3) == [[5, 5], [5]]
assert batch_by_size_limits([2, 9, 1, 1, 8], 10, 10) == [[2], [9, 1], [1, 8]]
assert batch_by_size_limits([6, 4, 3, 3, 3, 1], 10, 3) == [[6, 4], [3, 3, 3], [1]]
assert batch_by_size_limits([1, 2, 3], 6, 3) == [[1, 2, 3]]
assert batch_by_size_limits([20, 1], 10, 5) == [[20], [1]]
