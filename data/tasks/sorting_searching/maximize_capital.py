# query: Starting with some capital, pick at most k distinct projects one after another, each startable only when the
# current capital is at least its cost (which is not spent) and adding its profit to the capital; return the largest
# final capital.
import heapq
def maximize_capital(k, capital, profits, costs):
    projects = sorted(zip(costs, profits))
    available = []
    i = 0
    for _ in range(k):
        while i < len(projects) and projects[i][0] <= capital:
            heapq.heappush(available, -projects[i][1])
            i += 1
        if not available:
            break
        capital -= heapq.heappop(available)
    return capital

# tests
assert maximize_capital(0, 5, [1, 2], [0, 0]) == 5
assert maximize_capital(2, 0, [1, 2, 3], [0, 1, 1]) == 4
assert maximize_capital(3, 0, [1, 2, 3], [0, 1, 2]) == 6
assert maximize_capital(1, 0, [5], [1]) == 0
assert maximize_capital(1, 1, [5], [1]) == 6
assert maximize_capital(5, 2, [1, 1], [0, 0]) == 4
assert maximize_capital(2, 3, [10, 1, 4], [3, 0, 20]) == 14
assert maximize_capital(2, 1, [3, 5, 2], [1, 4, 0]) == 9
