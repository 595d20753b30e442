# query: Paint-bucket fill: given a grid as a list of lists of colours, return a new grid in which the 4-connected region
# of cells sharing the colour of the start cell (row, col) is recoloured to new_color; the input is not modified and a
# start outside the grid returns an unchanged copy.
def flood_fill_recolor(grid, row, col, new_color):
    out = [list(r) for r in grid]
    if not (0 <= row < len(out) and 0 <= col < len(out[row])):
        return out
    old = out[row][col]
    if old == new_color:
        return out
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        if 0 <= r < len(out) and 0 <= c < len(out[r]) and out[r][c] == old:
            out[r][c] = new_color
            stack.extend([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
    return out

# tests
assert flood_fill_recolor([], 0, 0, 9) == []
assert flood_fill_recolor([[1]], 0, 0, 2) == [[2]]
assert flood_fill_recolor([[1, 1], [1, 1]], 3, 0, 2) == [[1, 1], [1, 1]]
assert flood_fill_recolor([[1, 1, 1], [1, 1, 0], [1, 0, 1]], 1, 1, 2) == [[2, 2, 2], [2, 2, 0], [2, 0, 1]]
assert flood_fill_recolor([[0, 0, 0], [0, 1, 1]], 1, 1, 1) == [[0, 0, 0], [0, 1, 1]]
assert flood_fill_recolor([[0, 0, 0], [0, 1, 1]], 1, 2, 5) == [[0, 0, 0], [0, 5, 5]]
assert flood_fill_recolor([[1, 0, 1], [0, 1, 0], [1, 0, 1]], 1, 1, 7) == [[1, 0, 1], [0, 7, 0], [1, 0, 1]]
assert flood_fill_recolor([["r", "g"], ["g", "g"]], 0, 1, "b") == [["r", "b"], ["b", "b"]]
assert (lambda g: (flood_fill_recolor(g, 0, 0, 3), g)[1])([[1, 1]]) == [[1, 1]]
