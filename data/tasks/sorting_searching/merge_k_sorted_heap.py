# query: Combine any number of individually ascending sorted lists into one ascending list using a min-heap keyed
# by value and then by the index of the source list; empty lists are ignored and no lists gives an empty result.
import heapq
def merge_k_sorted_heap(lists):
    heap = []
    for idx, lst in enumerate(lists):
        if lst:
            heap.append((lst[0], idx, 0))
    heapq.heapify(heap)
    out = []
    while heap:
        value, idx, pos = heapq.heappop(heap)
        out.append(value)
        nxt = pos + 1
        if nxt < len(lists[idx]):
            heapq.heappush(heap, (lists[idx][nxt], idx, nxt))
    return out

# tests
assert merge_k_sorted_heap([]) == []
assert merge_k_sorted_heap([[], []]) == []
assert merge_k_sorted_heap([[1, 2, 3]]) == [1, 2, 3]
assert merge_k_sorted_heap([[1, 4, 5], [1, 3, 4], [2, 6]]) == [1, 1, 2, 3, 4, 4, 5, 6]
assert merge_k_sorted_heap([[], [7], [], [3, 9]]) == [3, 7, 9]
assert merge_k_sorted_heap([[-2, 0], [-5, 10], [1]]) == [-5, -2, 0, 1, 10]
assert merge_k_sorted_heap([[5], [4], [3], [2], [1]]) == [1, 2, 3, 4, 5]
assert merge_k_sorted_heap([[1, 1, 1], [1]]) == [1, 1, 1, 1]
assert merge_k_sorted_heap([[2, 2, 8], [0, 9, 9, 9]]) == [0, 2, 2, 8, 9, 9, 9]
