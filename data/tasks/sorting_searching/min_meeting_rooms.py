# query: Given meetings as (start, end) pairs meaning the half-open interval [start, end), return the minimum
# number of rooms needed so no room hosts overlapping meetings; a meeting ending when another starts can share
# the room, and no meetings need 0 rooms.
def min_meeting_rooms(meetings):
    starts = sorted(s for s, _ in meetings)
    ends = sorted(e for _, e in meetings)
    rooms = best = 0
    j = 0
    for s in starts:
        while j < len(ends) and ends[j] <= s:
            j += 1
            rooms -= 1
        rooms += 1
        if rooms > best:
            best = rooms
    return best

# tests
assert min_meeting_rooms([]) == 0
assert min_meeting_rooms([(1, 5)]) == 1
assert min_meeting_rooms([(0, 30), (5, 10), (15, 20)]) == 2
assert min_meeting_rooms([(7, 10), (2, 4)]) == 1
assert min_meeting_rooms([(1, 2), (3, 6), (4, 7)]) == 2
assert min_meeting_rooms([(1, 3), (3, 5), (5, 7)]) == 1
assert min_meeting_rooms([(1, 4), (2, 5), (3, 6)]) == 3
assert min_meeting_rooms([(1, 10), (2, 3), (4, 5), (6, 7), (2, 8)]) == 3
assert min_meeting_rooms([(0, 1), (0, 1), (0, 1), (1, 2)]) == 3
assert min_meeting_rooms([(-5, 0), (-2, 1), (0, 3)]) == 2
