# query: Given directed flights (u, v, price) between cities 0..n-1, return the cheapest price from src to dst using at
# most k intermediate stops (at most k + 1 flights), or -1 if no such route exists; src == dst costs 0.
def cheapest_route_limited_stops(n, flights, src, dst, k):
    if src == dst:
        return 0
    inf = float("inf")
    cost = [inf] * n
    cost[src] = 0
    for _ in range(k + 1):
        nxt = list(cost)
        for u, v, p in flights:
            if cost[u] + p < nxt[v]:
                nxt[v] = cost[u] + p
        cost = nxt
    return -1 if cost[dst] == inf else cost[dst]

# tests
assert cheapest_route_limited_stops(2, [], 1, 1, 0) == 0
assert cheapest_route_limited_stops(2, [], 0, 1, 3) == -1
assert cheapest_route_limited_stops(3, [(0, 1, 100), (1, 2, 100), (0, 2, 500)], 0, 2, 1) == 200
assert cheapest_route_limited_stops(3, [(0, 1, 100), (1, 2, 100), (0, 2, 500)], 0, 2, 0) == 500
assert cheapest_route_limited_stops(4, [(0, 1, 1), (1, 2, 1), (2, 3, 1), (0, 3, 10)], 0, 3, 1) == 10
assert cheapest_route_limited_stops(4, [(0, 1, 1), (1, 2, 1), (2, 3, 1), (0, 3, 10)], 0, 3, 2) == 3
assert cheapest_route_limited_stops(3, [(0, 1, 5), (1, 2, 5)], 0, 2, 0) == -1
assert cheapest_route_limited_stops(3, [(0, 1, 5), (1, 2, 5)], 2, 0, 5) == -1
assert cheapest_route_limited_stops(4, [(0, 1, 100), (1, 2, 100), (2, 0, 100), (1, 3, 600), (2, 3, 200)], 0, 3, 1) == 700
