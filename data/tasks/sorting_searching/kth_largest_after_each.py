# query: For a stream of numbers, return after each arrival the k-th largest value seen so far (k >= 1, counting
# duplicates), or None while fewer than k values have arrived.
import heapq
def kth_largest_after_each(values, k):
    heap = []
    out = []
    for v in values:
        if len(heap) < k:
            heapq.heappush(heap, v)
        elif v > heap[0]:
            heapq.heapreplace(heap, v)
        out.append(heap[0] if len(heap) == k else None)
    return out

# tests
assert kth_largest_after_each([], 2) == []
assert kth_largest_after_each([5], 1) == [5]
assert kth_largest_after_each([4, 5, 8, 2], 3) == [None, None, 4, 4]
assert kth_largest_after_each([4, 5, 8, 2, 3, 5, 10, 9, 4], 3) == [None, None, 4, 4, 4, 5, 5, 8, 8]
assert kth_largest_after_each([1, 1, 1], 2) == [None, 1, 1]
assert kth_largest_after_each([3, 1, 2], 1) == [3, 3, 3]
assert kth_largest_after_each([-1, -5, -3], 2) == [None, -5, -3]
assert kth_largest_after_each([2, 7, 7, 1], 2) == [None, 2, 7, 7]
