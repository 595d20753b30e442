# query: Compute one step of Conway's Game of Life on a rectangular grid of 0/1 cells where cells beyond the edge
# count as dead: a live cell survives with 2 or 3 live neighbours and a dead cell becomes live with exactly 3.
def life_next_generation(grid):
    rows = len(grid)
    out = []
    for r in range(rows):
        cols = len(grid[r])
        new_row = []
        for c in range(cols):
            live = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols:
                        live += grid[r + dr][c + dc]
            if grid[r][c] == 1:
                new_row.append(1 if live in (2, 3) else 0)
            else:
                new_row.append(1 if live == 3 else 0)
        out.append(new_row)
    return out

# tests
assert life_next_generation([]) == []
assert life_next_generation([[1]]) == [[0]]
assert life_next_generation([[1, 1], [1, 1]]) == [[1, 1], [1, 1]]
assert life_next_generation([[0, 1, 0], [0, 1, 0], [0, 1, 0]]) == [[0, 0, 0], [1, 1, 1], [0, 0, 0]]
assert life_next_generation([[1, 1, 0], [1, 0, 0], [0, 0, 0]]) == [[1, 1, 0], [1, 1, 0], [0, 0, 0]]
assert life_next_generation([[1, 1, 1], [1, 1, 1], [1, 1, 1]]) == [[1, 0, 1], [0, 0, 0], [1, 0, 1]]
assert life_next_generation([[0, 0, 1], [0, 0, 1], [0, 0, 1]]) == [[0, 0, 0], [0, 1, 1], [0, 0, 0]]
assert life_next_generation([[1, 0, 1, 0], [0, 1, 0, 0], [1, 0, 0, 1]]) == [[0, 1, 0, 0], [1, 1, 1, 0], [0, 0, 0, 0]]
assert life_next_generation([[0, 1, 1, 1]]) == [[0, 0, 1, 0]]
