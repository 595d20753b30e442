# query: Ropes are joined two at a time until one remains, each join costing the sum of the two lengths; return the
# minimum total cost (0 for fewer than two ropes).
import heapq
def min_cost_connect_ropes(lengths):
    heap = list(lengths)
    heapq.heapify(heap)
    cost = 0
    while len(heap) > 1:
        merged = heapq.heappop(heap) + heapq.heappop(heap)
        cost += merged
        heapq.heappush(heap, merged)
    return cost

# tests
assert min_cost_connect_ropes([]) == 0
assert min_cost_connect_ropes([7]) == 0
assert min_cost_connect_ropes([1, 2]) == 3
assert min_cost_connect_ropes([4, 3, 2, 6]) == 29
assert min_cost_connect_ropes([1, 2, 3, 4, 5]) == 33
assert min_cost_connect_ropes([5, 5, 5, 5]) == 40
assert min_cost_connect_ropes([1, 8, 3, 5]) == 30
assert min_cost_connect_ropes([10, 1, 1]) == 14
