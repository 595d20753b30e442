# query: Return the perimeter of the shape formed by a set of unit grid cells given as (row, col) pairs (repeated
# cells count once), counting every cell edge not shared with another cell of the set, holes included.
def cells_shape_perimeter(cells):
    occupied = set(cells)
    total = 0
    for r, c in occupied:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if (r + dr, c + dc) not in occupied:
                total += 1
    return total

# tests
assert cells_shape_perimeter([]) == 0
assert cells_shape_perimeter([(0, 0)]) == 4
assert cells_shape_perimeter([(0, 0), (0, 0)]) == 4
assert cells_shape_perimeter([(0, 0), (0, 1)]) == 6
assert cells_shape_perimeter([(0, 0), (1, 0)]) == 6
assert cells_shape_perimeter([(0, 0), (1, 1)]) == 8
assert cells_shape_perimeter([(0, 0), (0, 1), (1, 0), (1, 1)]) == 8
assert cells_shape_perimeter([(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)]) == 16
assert cells_shape_perimeter([(0, 0), (1, 0), (2, 0), (2, 1), (-1, 5)]) == 14
