# query: In a grid of strings where '#' is a wall and any other character is open, return the fewest 4-directional
# moves from start (row, col) to goal (row, col), or -1 if the goal is unreachable or either end is a wall.
from collections import deque
def grid_maze_shortest_steps(grid, start, goal):
    rows = len(grid)
    cols = len(grid[0]) if rows else 0
    sr, sc = start
    gr, gc = goal
    if grid[sr][sc] == "#" or grid[gr][gc] == "#":
        return -1
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            return dist[(r, c)]
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return -1

# tests
assert grid_maze_shortest_steps(["."], (0, 0), (0, 0)) == 0
assert grid_maze_shortest_steps(["#."], (0, 0), (0, 1)) == -1
assert grid_maze_shortest_steps([".#"], (0, 0), (0, 1)) == -1
assert grid_maze_shortest_steps(["...", "...", "..."], (0, 0), (2, 2)) == 4
assert grid_maze_shortest_steps([".#.", ".#.", "..."], (0, 0), (0, 2)) == 6
assert grid_maze_shortest_steps([".#.", "##.", "..."], (0, 0), (2, 2)) == -1
assert grid_maze_shortest_steps(["...", "...", "..."], (2, 2), (0, 0)) == 4
assert grid_maze_shortest_steps(["..#", "#.#", "#.."], (0, 0), (2, 2)) == 4
assert grid_maze_shortest_steps([".....", ".###.", "....."], (1, 4), (1, 0)) == 6
assert grid_maze_shortest_steps(["S..", "###", "..G"], (0, 0), (2, 2)) == -1
