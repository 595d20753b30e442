# query: Events are [first day, last day] ranges (inclusive) and attending one takes any single day within its range,
# with at most one event per day; return the largest number of events that can be attended.
import heapq
def max_events_attended(events):
    events = sorted(events)
    heap = []
    i = 0
    day = 0
    attended = 0
    while i < len(events) or heap:
        if not heap:
            day = max(day, events[i][0])
        while i < len(events) and events[i][0] <= day:
            heapq.heappush(heap, events[i][1])
            i += 1
        while heap and heap[0] < day:
            heapq.heappop(heap)
        if heap:
            heapq.heappop(heap)
            attended += 1
            day += 1
    return attended

# tests
assert max_events_attended([]) == 0
assert max_events_attended([[1, 1]]) == 1
assert max_events_attended([[1, 2], [2, 3], [3, 4]]) == 3
assert max_events_attended([[1, 2], [2, 3], [3, 4], [1, 2]]) == 4
assert max_events_attended([[1, 1], [1, 1], [1, 1]]) == 1
assert max_events_attended([[1, 4], [4, 4], [2, 2], [3, 4], [1, 1]]) == 4
assert max_events_attended([[1, 10], [2, 2], [2, 2], [2, 2], [2, 2]]) == 2
assert max_events_attended([[5, 6], [1, 1], [5, 5]]) == 3
assert max_events_attended([[1, 2], [1, 2], [3, 3], [1, 5], [1, 5]]) == 5
