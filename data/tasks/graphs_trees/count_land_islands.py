# query: Count the islands in a grid of '1' (land) and '0' (water) characters, where an island is a group of land cells
# connected horizontally or vertically (not diagonally); an empty grid has 0 islands.
def count_land_islands(grid):
    if not grid:
        return 0
    rows, cols = len(grid), len(grid[0])
    seen = [[False] * cols for _ in range(rows)]
    islands = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != "1" or seen[r][c]:
                continue
            islands += 1
            stack = [(r, c)]
            seen[r][c] = True
            while stack:
                y, x = stack.pop()
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < rows and 0 <= nx < cols and grid[ny][nx] == "1" and not seen[ny][nx]:
                        seen[ny][nx] = True
                        stack.append((ny, nx))
    return islands

# tests
assert count_land_islands([]) == 0
assert count_land_islands(["0"]) == 0
assert count_land_islands(["1"]) == 1
assert count_land_islands(["11110", "11010", "11000", "00000"]) == 1
assert count_land_islands(["11000", "11000", "00100", "00011"]) == 3
assert count_land_islands(["101", "010", "101"]) == 5
assert count_land_islands(["111", "101", "111"]) == 1
assert count_land_islands(["101", "111"]) == 1
assert count_land_islands(["0110", "0010", "1110"]) == 1
assert count_land_islands(["10", "01", "11"]) == 2
