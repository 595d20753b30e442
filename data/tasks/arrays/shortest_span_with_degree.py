# query: The degree of a list is the highest number of times any value occurs; return the length of the shortest
# contiguous sublist having the same degree as the whole list (0 for an empty list).
def shortest_span_with_degree(nums):
    first, last, count = {}, {}, {}
    for i, x in enumerate(nums):
        if x not in first:
            first[x] = i
        last[x] = i
        count[x] = count.get(x, 0) + 1
    degree = max(count.values(), default=0)
    best = 0
    for x, c in count.items():
        if c == degree:
            span = last[x] - first[x] + 1
            if best == 0 or span < best:
                best = span
    return best

# tests
assert shortest_span_with_degree([]) == 0
assert shortest_span_with_degree([7]) == 1
assert shortest_span_with_degree([1, 2, 2, 3, 1]) == 2
assert shortest_span_with_degree([1, 2, 2, 3, 1, 4, 2]) == 6
assert shortest_span_with_degree([1, 2, 3]) == 1
assert shortest_span_with_degree([5, 1, 1, 5]) == 2
assert shortest_span_with_degree([2, 1, 1, 3, 2]) == 2
assert shortest_span_with_degree([4, 4, 4]) == 3
assert shortest_span_with_degree([1, 2, 1, 3, 3]) == 2
