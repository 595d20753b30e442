# query: In a grid of strings of "1" (land) and "0" (water), return the number of cells in the largest island, where land
# cells connect horizontally or vertically; a grid without land gives 0.
def largest_region_area(grid):
    seen = set()
    best = 0
    for r in range(len(grid)):
        for c in range(len(grid[r])):
            if grid[r][c] != "1" or (r, c) in seen:
                continue
            seen.add((r, c))
            stack = [(r, c)]
            size = 0
            while stack:
                y, x = stack.pop()
                size += 1
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < len(grid) and 0 <= nx < len(grid[ny]) and grid[ny][nx] == "1" and (ny, nx) not in seen:
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            best = max(best, size)
    return best

# tests
assert largest_region_area([]) == 0
assert largest_region_area(["000"]) == 0
assert largest_region_area(["1"]) == 1
assert largest_region_area(["11", "11"]) == 4
assert largest_region_area(["10", "01"]) == 1
assert largest_region_area(["110", "010", "011"]) == 5
assert largest_region_area(["1100", "0001", "0111"]) == 4
assert largest_region_area(["101", "101", "111"]) == 7
assert largest_region_area(["1", "1", "0", "1"]) == 2
