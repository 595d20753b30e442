# query: Given several non-empty sorted lists, return [lo, hi], the narrowest range that includes at least one value
# from every list, preferring the smaller lo when two ranges are equally narrow.
import heapq
def smallest_range_covering_lists(lists):
    heap = [(lst[0], i, 0) for i, lst in enumerate(lists)]
    heapq.heapify(heap)
    hi = max(lst[0] for lst in lists)
    best = [heap[0][0], hi]
    while True:
        lo, i, j = heapq.heappop(heap)
        if hi - lo < best[1] - best[0]:
            best = [lo, hi]
        if j + 1 == len(lists[i]):
            return best
        nxt = lists[i][j + 1]
        hi = max(hi, nxt)
        heapq.heappush(heap, (nxt, i, j + 1))

# tests
assert smallest_range_covering_lists([[5]]) == [5, 5]
assert smallest_range_covering_lists([[1, 2, 3], [1, 2, 3]]) == [1, 1]
assert smallest_range_covering_lists([[4, 10, 15, 24, 26], [0, 9, 12, 20], [5, 18, 22, 30]]) == [20, 24]
assert smallest_range_covering_lists([[1, 5], [3, 7]]) == [1, 3]
assert smallest_range_covering_lists([[1, 10], [5, 11]]) == [10, 11]
assert smallest_range_covering_lists([[1], [2], [3]]) == [1, 3]
assert smallest_range_covering_lists([[-5, 0, 8], [-1, 9], [-3, 10]]) == [8, 10]
assert smallest_range_covering_lists([[10, 20], [1, 2, 3, 21]]) == [20, 21]
assert smallest_range_covering_lists([[1, 4, 9], [2, 8], [3, 7]]) == [1, 3]
