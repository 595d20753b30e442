# query: Given a rectangular grid of non-negative costs, return the minimum total cost of a path from the top-left to
# the bottom-right cell moving only right or down (both end cells included); an empty grid costs 0.
def cheapest_grid_route(grid):
    if not grid or not grid[0]:
        return 0
    rows, cols = len(grid), len(grid[0])
    cost = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if r == 0 and c == 0:
                cost[r][c] = grid[r][c]
            elif r == 0:
                cost[r][c] = cost[r][c - 1] + grid[r][c]
            elif c == 0:
                cost[r][c] = cost[r - 1][c] + grid[r][c]
            else:
                cost[r][c] = min(cost[r - 1][c], cost[r][c - 1]) + grid[r][c]
    return cost[rows - 1][cols - 1]

# tests
assert cheapest_grid_route([]) == 0
assert cheapest_grid_route([[]]) == 0
assert cheapest_grid_route([[7]]) == 7
assert cheapest_grid_route([[1, 3, 1], [1, 5, 1], [4, 2, 1]]) == 7
assert cheapest_grid_route([[1, 2, 3], [4, 5, 6]]) == 12
assert cheapest_grid_route([[1, 2, 5]]) == 8
assert cheapest_grid_route([[1], [9], [2]]) == 12
assert cheapest_grid_route([[5, 1, 1], [1, 9, 1], [1, 1, 1]]) == 9
assert cheapest_grid_route([[0, 9, 0], [0, 9, 0], [0, 0, 0]]) == 0
