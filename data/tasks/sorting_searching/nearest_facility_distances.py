# query: For each house position on a line, return the distance to the nearest facility (facility positions unsorted),
# or None for every house when there are no facilities.
import bisect
def nearest_facility_distances(houses, stores):
    s = sorted(stores)
    out = []
    for h in houses:
        i = bisect.bisect_left(s, h)
        best = None
        if i < len(s):
            best = s[i] - h
        if i > 0 and (best is None or h - s[i - 1] < best):
            best = h - s[i - 1]
        out.append(best)
    return out

# tests
assert nearest_facility_distances([], [1]) == []
assert nearest_facility_distances([1, 2], []) == [None, None]
assert nearest_facility_distances([1, 2, 3], [2]) == [1, 0, 1]
assert nearest_facility_distances([1, 5], [10, 2, 4]) == [1, 1]
assert nearest_facility_distances([0, 12], [3, 9]) == [3, 3]
assert nearest_facility_distances([6], [3, 9]) == [3]
assert nearest_facility_distances([-5, 7], [-1, 7, 20]) == [4, 0]
assert nearest_facility_distances([3], [1, 4]) == [1]
assert nearest_facility_distances([8], [9, 0, 0]) == [1]
