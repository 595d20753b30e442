# query: A car must drive target miles starting with some fuel (1 mile per unit); stations (position, fuel) sorted by
# position can each be used once to add their fuel. Return the fewest refuelling stops needed to reach the target, or
# -1 if it cannot be reached.
import heapq
def min_refuel_stops(target, fuel, stations):
    heap = []
    stops = 0
    reach = fuel
    i = 0
    while reach < target:
        while i < len(stations) and stations[i][0] <= reach:
            heapq.heappush(heap, -stations[i][1])
            i += 1
        if not heap:
            return -1
        reach -= heapq.heappop(heap)
        stops += 1
    return stops

# tests
assert min_refuel_stops(1, 1, []) == 0
assert min_refuel_stops(100, 1, [(10, 100)]) == -1
assert min_refuel_stops(100, 10, [(10, 60), (20, 30), (30, 30), (60, 40)]) == 2
assert min_refuel_stops(100, 50, [(50, 50)]) == 1
assert min_refuel_stops(100, 49, [(50, 50)]) == -1
assert min_refuel_stops(100, 25, [(25, 25), (50, 25), (75, 25)]) == 3
assert min_refuel_stops(100, 25, [(25, 30), (50, 20), (75, 25)]) == 3
assert min_refuel_stops(10, 5, [(1, 2), (2, 2), (3, 4)]) == 2
assert min_refuel_stops(9, 3, [(2, 1), (7, 7)]) == -1
