# query: Crop a matrix to the smallest rectangle of rows and columns that contains every non-zero cell and return
# that sub-matrix; a matrix with no non-zero cell gives [].
def crop_to_nonzero_bbox(matrix):
    rows = [r for r, row in enumerate(matrix) if any(v != 0 for v in row)]
    if not rows:
        return []
    cols = [c for row in matrix for c, v in enumerate(row) if v != 0]
    top, bottom = rows[0], rows[-1]
    left, right = min(cols), max(cols)
    return [row[left:right + 1] for row in matrix[top:bottom + 1]]

# tests
assert crop_to_nonzero_bbox([]) == []
assert crop_to_nonzero_bbox([[0, 0], [0, 0]]) == []
assert crop_to_nonzero_bbox([[7]]) == [[7]]
assert crop_to_nonzero_bbox([[0, 0, 0], [0, 5, 0], [0, 0, 0]]) == [[5]]
assert crop_to_nonzero_bbox([[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 2], [0, 0, 0, 0]]) == [[1, 0, 0], [0, 0, 2]]
assert crop_to_nonzero_bbox([[3, 0], [0, 0], [0, 4]]) == [[3, 0], [0, 0], [0, 4]]
assert crop_to_nonzero_bbox([[0, 0, 9], [0, 0, 0], [1, 0, 0]]) == [[0, 0, 9], [0, 0, 0], [1, 0, 0]]
assert crop_to_nonzero_bbox([[0, 0, 0], [0, -1, 2], [0, 0, 0], [0, 3, 0]]) == [[-1, 2], [0, 0], [3, 0]]
assert crop_to_nonzero_bbox([[1, 0, 0, 0]]) == [[1]]
