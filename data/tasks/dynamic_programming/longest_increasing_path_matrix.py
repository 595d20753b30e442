# query: Return the number of cells on the longest path in an integer matrix that moves up, down, left or right and
# strictly increases at every step (0 for an empty matrix).
def longest_increasing_path_matrix(matrix):
    if not matrix or not matrix[0]:
        return 0
    rows, cols = len(matrix), len(matrix[0])
    cells = sorted((matrix[r][c], r, c) for r in range(rows) for c in range(cols))
    best = [[1] * cols for _ in range(rows)]
    result = 1
    for v, r, c in cells:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and matrix[nr][nc] < v:
                best[r][c] = max(best[r][c], best[nr][nc] + 1)
        result = max(result, best[r][c])
    return result

# tests
assert longest_increasing_path_matrix([]) == 0
assert longest_increasing_path_matrix([[]]) == 0
assert longest_increasing_path_matrix([[5]]) == 1
assert longest_increasing_path_matrix([[9, 9, 4], [6, 6, 8], [2, 1, 1]]) == 4
assert longest_increasing_path_matrix([[3, 4, 5], [3, 2, 6], [2, 2, 1]]) == 4
assert longest_increasing_path_matrix([[1, 1], [1, 1]]) == 1
assert longest_increasing_path_matrix([[1, 2, 3, 4]]) == 4
assert longest_increasing_path_matrix([[4], [3], [5]]) == 2
assert longest_increasing_path_matrix([[7, 8, 9], [6, 1, 2], [5, 4, 3]]) == 9
