# query: Count the paths from the top-left to the bottom-right cell of a grid of 0s (free) and 1s (blocked), moving
# only right or down; return 0 if the grid is empty or the start or end cell is blocked.
def grid_paths_with_obstacles(grid):
    if not grid or not grid[0]:
        return 0
    width = len(grid[0])
    row = [0] * width
    row[0] = 1
    for r in range(len(grid)):
        for c in range(width):
            if grid[r][c] == 1:
                row[c] = 0
            elif c > 0:
                row[c] += row[c - 1]
    return row[width - 1]

# tests
assert grid_paths_with_obstacles([]) == 0
assert grid_paths_with_obstacles([[]]) == 0
assert grid_paths_with_obstacles([[0]]) == 1
assert grid_paths_with_obstacles([[1]]) == 0
assert grid_paths_with_obstacles([[0, 0, 0], [0, 1, 0], [0, 0, 0]]) == 2
assert grid_paths_with_obstacles([[0, 0, 0], [0, 0, 0], [0, 0, 0]]) == 6
assert grid_paths_with_obstacles([[0, 1], [0, 0]]) == 1
assert grid_paths_with_obstacles([[0, 0], [0, 1]]) == 0
assert grid_paths_with_obstacles([[0, 0, 0, 0]]) == 1
assert grid_paths_with_obstacles([[0, 0, 1], [1, 0, 0], [0, 0, 0]]) == 2
