# query: Walking along building heights from index 0, each climb to a taller next building needs either that many
# bricks or one ladder (descents and equal heights are free); return the furthest index reachable with the given
# bricks and ladders.
import heapq
def furthest_building_reach(heights, bricks, ladders):
    climbs = []
    for i in range(len(heights) - 1):
        rise = heights[i + 1] - heights[i]
        if rise <= 0:
            continue
        heapq.heappush(climbs, rise)
        if len(climbs) > ladders:
            bricks -= heapq.heappop(climbs)
            if bricks < 0:
                return i
    return len(heights) - 1

# tests
assert furthest_building_reach([5], 0, 0) == 0
assert furthest_building_reach([4, 2, 7, 6, 9, 14, 12], 5, 1) == 4
assert furthest_building_reach([4, 12, 2, 7, 3, 18, 20, 3, 19], 10, 2) == 7
assert furthest_building_reach([14, 3, 19, 3], 17, 0) == 3
assert furthest_building_reach([1, 5], 3, 0) == 0
assert furthest_building_reach([1, 5], 4, 0) == 1
assert furthest_building_reach([1, 2, 3, 4], 0, 3) == 3
assert furthest_building_reach([1, 2, 3, 4], 0, 2) == 2
assert furthest_building_reach([3, 3, 2, 2], 0, 0) == 3
