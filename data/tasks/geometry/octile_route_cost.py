# query: On a grid where a straight step costs 10 and a diagonal step costs 14, return the total cost of visiting the
# given waypoints (x, y) in order, each leg taking the cheapest 8-direction move sequence without obstacles; fewer
# than two waypoints cost 0.
def octile_route_cost(waypoints):
    total = 0
    for i in range(1, len(waypoints)):
        dx = abs(waypoints[i][0] - waypoints[i - 1][0])
        dy = abs(waypoints[i][1] - waypoints[i - 1][1])
        diagonal = min(dx, dy)
        straight = max(dx, dy) - diagonal
        total += 14 * diagonal + 10 * straight
    return total

# tests
assert octile_route_cost([]) == 0
assert octile_route_cost([(3, 4)]) == 0
assert octile_route_cost([(0, 0), (3, 0)]) == 30
assert octile_route_cost([(0, 0), (3, 3)]) == 42
assert octile_route_cost([(0, 0), (5, 2)]) == 58
assert octile_route_cost([(0, 0), (2, 5)]) == 58
assert octile_route_cost([(4, 4), (0, 0)]) == 56
assert octile_route_cost([(0, 0), (1, 0), (1, 1)]) == 20
assert octile_route_cost([(0, 0), (-2, 3), (1, -1)]) == 90
assert octile_route_cost([(2, 2), (2, 2), (2, 7)]) == 50
