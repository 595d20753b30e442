# query: Repeatedly smash the two heaviest stones together: equal stones both vanish, otherwise one stone of weight
# equal to their difference remains; return the weight of the last stone, or 0 if none remains.
import heapq
def last_stone_weight(stones):
    heap = [-s for s in stones]
    heapq.heapify(heap)
    while len(heap) > 1:
        a = -heapq.heappop(heap)
        b = -heapq.heappop(heap)
        if a != b:
            heapq.heappush(heap, -(a - b))
    return -heap[0] if heap else 0

# tests
assert last_stone_weight([]) == 0
assert last_stone_weight([3]) == 3
assert last_stone_weight([2, 2]) == 0
assert last_stone_weight([2, 7, 4, 1, 8, 1]) == 1
assert last_stone_weight([10, 4]) == 6
assert last_stone_weight([1, 3]) == 2
assert last_stone_weight([5, 5, 5]) == 5
assert last_stone_weight([9, 3, 2, 10]) == 0
assert last_stone_weight([4, 4, 1, 1]) == 0
assert last_stone_weight([4, 6, 3, 5, 6]) == 2
