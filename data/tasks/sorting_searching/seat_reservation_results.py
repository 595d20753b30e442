# query: Seats 1..n start free; process operations in order where "reserve" takes the lowest-numbered free seat and an
# integer frees that seat number; return, for each "reserve", the seat it got or -1 when none was free.
import heapq
def seat_reservation_results(n, ops):
    free = list(range(1, n + 1))
    out = []
    for op in ops:
        if op == "reserve":
            out.append(heapq.heappop(free) if free else -1)
        else:
            heapq.heappush(free, op)
    return out

# tests
assert seat_reservation_results(3, []) == []
assert seat_reservation_results(0, ["reserve"]) == [-1]
assert seat_reservation_results(2, ["reserve", "reserve", "reserve"]) == [1, 2, -1]
assert seat_reservation_results(5, ["reserve", "reserve", 2, "reserve", "reserve"]) == [1, 2, 2, 3]
assert seat_reservation_results(3, ["reserve", "reserve", "reserve", 3, 1, "reserve", "reserve"]) == [1, 2, 3, 1, 3]
assert seat_reservation_results(1, ["reserve", 1, "reserve", "reserve"]) == [1, 1, -1]
assert seat_reservation_results(4, ["reserve", "reserve", "reserve", 2, 1, "reserve"]) == [1, 2, 3, 1]
