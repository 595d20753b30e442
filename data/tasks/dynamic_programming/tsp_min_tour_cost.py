# query: Given a matrix of travel costs between n cities (not necessarily symmetric), return the cheapest cost of a tour
# that starts at city 0, visits every other city exactly once and returns to city 0 (0 for one city or none).
def tsp_min_tour_cost(dist):
    n = len(dist)
    if n <= 1:
        return 0
    INF = float("inf")
    full = 1 << n
    cost = [[INF] * n for _ in range(full)]
    cost[1][0] = 0
    for mask in range(full):
        if not mask & 1:
            continue
        for last in range(n):
            cur = cost[mask][last]
            if cur == INF:
                continue
            for nxt in range(n):
                if mask & (1 << nxt):
                    continue
                new_mask = mask | (1 << nxt)
                if cur + dist[last][nxt] < cost[new_mask][nxt]:
                    cost[new_mask][nxt] = cur + dist[last][nxt]
    return min(cost[full - 1][last] + dist[last][0] for last in range(1, n))

# tests
assert tsp_min_tour_cost([]) == 0
assert tsp_min_tour_cost([[0]]) == 0
assert tsp_min_tour_cost([[0, 5], [3, 0]]) == 8
assert tsp_min_tour_cost([[0, 10, 15, 20], [10, 0, 35, 25], [15, 35, 0, 30], [20, 25, 30, 0]]) == 80
assert tsp_min_tour_cost([[0, 1, 9], [9, 0, 1], [1, 9, 0]]) == 3
assert tsp_min_tour_cost([[0, 9, 1], [1, 0, 9], [9, 1, 0]]) == 3
assert tsp_min_tour_cost([[0, 2, 9, 10], [1, 0, 6, 4], [15, 7, 0, 8], [6, 3, 12, 0]]) == 21
assert tsp_min_tour_cost([[0, 1, 1, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]]) == 4
assert tsp_min_tour_cost([[0, 7, 3, 3], [9, 0, 4, 1], [4, 9, 0, 9], [4, 7, 9, 0]]) == 17
