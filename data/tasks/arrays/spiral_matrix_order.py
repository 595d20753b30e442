# query: Return the elements of a rectangular matrix (a list of equal-length rows) in clockwise spiral order
# starting at the top-left corner; an empty matrix gives an empty list.
def spiral_matrix_order(matrix):
    if not matrix or not matrix[0]:
        return []
    top, bottom = 0, len(matrix) - 1
    left, right = 0, len(matrix[0]) - 1
    out = []
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            out.append(matrix[top][c])
        for r in range(top + 1, bottom + 1):
            out.append(matrix[r][right])
        if top < bottom and left < right:
            for c in range(right - 1, left - 1, -1):
                out.append(matrix[bottom][c])
            for r in range(bottom - 1, top, -1):
                out.append(matrix[r][left])
        top += 1
        bottom -= 1
        left += 1
        right -= 1
    return out

# tests
assert spiral_matrix_order([]) == []
assert spiral_matrix_order([[1], [2], [3]]) == [1, 2, 3]
assert spiral_matrix_order([[5]]) == [5]
assert spiral_matrix_order([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [1, 2, 3, 6, 9, 8, 7, 4, 5]
assert spiral_matrix_order([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]) == [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]
assert spiral_matrix_order([[1, 2, 3]]) == [1, 2, 3]
assert spiral_matrix_order([[1, 2], [3, 4], [5, 6], [7, 8]]) == [1, 2, 4, 6, 8, 7, 5, 3]
assert spiral_matrix_order([[1, 2], [3, 4]]) == [1, 2, 4, 3]
assert spiral_matrix_order([[1, 2], [3, 4], [5, 6]]) == [1, 2, 4, 6, 5, 3]
assert spiral_matrix_order([[1, 2, 3], [4, 5, 6]]) == [1, 2, 3, 6, 5, 4]
