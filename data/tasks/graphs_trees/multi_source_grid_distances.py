# query: For a grid of strings where "#" is a wall and any other character is open, return a matrix giving each cell the
# fewest 4-directional steps to the nearest of the given source cells (row, col), with -1 for walls and for cells no
# source can reach; sources on walls or outside the grid are ignored.
from collections import deque
def multi_source_grid_distances(grid, sources):
    rows = len(grid)
    dist = [[-1] * len(row) for row in grid]
    queue = deque()
    for r, c in sources:
        if 0 <= r < rows and 0 <= c < len(grid[r]) and grid[r][c] != "#" and dist[r][c] == -1:
            dist[r][c] = 0
            queue.append((r, c))
    while queue:
        r, c = queue.popleft()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < len(grid[nr]) and grid[nr][nc] != "#" and dist[nr][nc] == -1:
                dist[nr][nc] = dist[r][c] + 1
                queue.append((nr, nc))
    return dist

# tests
assert multi_source_grid_distances([], [(0, 0)]) == []
assert multi_source_grid_distances(["..."], []) == [[-1, -1, -1]]
assert multi_source_grid_distances(["..."], [(0, 0)]) == [[0, 1, 2]]
assert multi_source_grid_distances(["..."], [(0, 0), (0, 2)]) == [[0, 1, 0]]
assert multi_source_grid_distances([".#."], [(0, 0)]) == [[0, -1, -1]]
assert multi_source_grid_distances(["...", ".#.", "..."], [(0, 0)]) == [[0, 1, 2], [1, -1, 3], [2, 3, 4]]
assert multi_source_grid_distances(["...", ".#.", "..."], [(0, 0), (2, 2)]) == [[0, 1, 2], [1, -1, 1], [2, 1, 0]]
assert multi_source_grid_distances(["#.", ".."], [(0, 0)]) == [[-1, -1], [-1, -1]]
assert multi_source_grid_distances(["..", ".."], [(5, 5), (1, 1)]) == [[2, 1], [1, 0]]
