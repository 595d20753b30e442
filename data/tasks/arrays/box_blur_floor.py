# query: Smooth a rectangular grid of integers: each output cell is the floor of the mean of the cell and its up to
# eight neighbours that lie inside the grid.
def box_blur_floor(image):
    rows = len(image)
    out = []
    for r in range(rows):
        cols = len(image[r])
        row = []
        for c in range(cols):
            total = 0
            count = 0
            for rr in range(max(0, r - 1), min(rows, r + 2)):
                for cc in range(max(0, c - 1), min(cols, c + 2)):
                    total += image[rr][cc]
                    count += 1
            row.append(total // count)
        out.append(row)
    return out

# tests
assert box_blur_floor([]) == []
assert box_blur_floor([[7]]) == [[7]]
assert box_blur_floor([[1, 1, 1], [1, 0, 1], [1, 1, 1]]) == [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
assert box_blur_floor([[100, 200, 100], [200, 50, 200], [100, 200, 100]]) == [[137, 141, 137], [141, 138, 141], [137, 141, 137]]
assert box_blur_floor([[1, 2, 3, 4]]) == [[1, 2, 3, 3]]
assert box_blur_floor([[9], [0], [3]]) == [[4], [4], [1]]
assert box_blur_floor([[0, 0, 9], [0, 0, 0]]) == [[0, 1, 2], [0, 1, 2]]
assert box_blur_floor([[-4, 4], [2, 1]]) == [[0, 0], [0, 0]]
assert box_blur_floor([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]) == [[3, 3, 4], [4, 5, 5], [7, 8, 8], [9, 9, 10]]
