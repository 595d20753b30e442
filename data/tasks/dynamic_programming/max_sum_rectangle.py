# query: Return the largest sum of any non-empty axis-aligned sub-rectangle of an integer matrix (entries may be
# negative), or None for an empty matrix.
def max_sum_rectangle(matrix):
    if not matrix or not matrix[0]:
        return None
    rows, cols = len(matrix), len(matrix[0])
    best = matrix[0][0]
    for top in range(rows):
        sums = [0] * cols
        for bottom in range(top, rows):
            for c in range(cols):
                sums[c] += matrix[bottom][c]
            cur = 0
            for v in sums:
                cur = max(v, cur + v)
                best = max(best, cur)
    return best

# tests
assert max_sum_rectangle([]) is None
assert max_sum_rectangle([[]]) is None
assert max_sum_rectangle([[-4]]) == -4
assert max_sum_rectangle([[1, 2, -1, -4, -20], [-8, -3, 4, 2, 1], [3, 8, 10, 1, 3], [-4, -1, 1, 7, -6]]) == 29
assert max_sum_rectangle([[-1, -2], [-3, -4]]) == -1
assert max_sum_rectangle([[2, -1], [-1, 2]]) == 2
assert max_sum_rectangle([[1, 1], [1, 1]]) == 4
assert max_sum_rectangle([[0, -2, 5], [3, -9, 1]]) == 6
assert max_sum_rectangle([[-5, 6, -5], [1, 1, 1]]) == 7
assert max_sum_rectangle([[-5, -5], [3, 4]]) == 7
