# query: A knight walks from the top-left to the bottom-right cell of a grid moving only right or down, adding each
# visited cell's value (the start and end included) to his health, which must stay at least 1 throughout; return the
# smallest starting health that makes this possible.
def dungeon_min_initial_health(grid):
    rows, cols = len(grid), len(grid[0])
    need = [[float("inf")] * (cols + 1) for _ in range(rows + 1)]
    need[rows][cols - 1] = 1
    for r in range(rows - 1, -1, -1):
        for c in range(cols - 1, -1, -1):
            nxt = min(need[r + 1][c], need[r][c + 1])
            need[r][c] = max(1, nxt - grid[r][c])
    return need[0][0]

# tests
assert dungeon_min_initial_health([[0]]) == 1
assert dungeon_min_initial_health([[-5]]) == 6
assert dungeon_min_initial_health([[5]]) == 1
assert dungeon_min_initial_health([[-2, -3, 3], [-5, -10, 1], [10, 30, -5]]) == 7
assert dungeon_min_initial_health([[1, -3, 3], [0, -2, 0], [-3, -3, -3]]) == 3
assert dungeon_min_initial_health([[-1, -1], [-10, -1]]) == 4
assert dungeon_min_initial_health([[2, -8], [-1, -1]]) == 1
assert dungeon_min_initial_health([[0, 0, -3]]) == 4
assert dungeon_min_initial_health([[-3], [5], [-4]]) == 4
