# query: Return the area of the largest axis-aligned rectangle containing only 1s in a matrix of 0/1 integers (0 for an
# empty matrix).
def maximal_rectangle_of_ones(matrix):
    if not matrix:
        return 0
    cols = len(matrix[0])
    heights = [0] * cols
    best = 0
    for row in matrix:
        for c in range(cols):
            heights[c] = heights[c] + 1 if row[c] == 1 else 0
        for c in range(cols):
            h = heights[c]
            if h == 0:
                continue
            left = c
            while left > 0 and heights[left - 1] >= h:
                left -= 1
            right = c
            while right + 1 < cols and heights[right + 1] >= h:
                right += 1
            best = max(best, h * (right - left + 1))
    return best

# tests
assert maximal_rectangle_of_ones([]) == 0
assert maximal_rectangle_of_ones([[0]]) == 0
assert maximal_rectangle_of_ones([[1]]) == 1
assert maximal_rectangle_of_ones([[1, 0, 1, 0, 0], [1, 0, 1, 1, 1], [1, 1, 1, 1, 1], [1, 0, 0, 1, 0]]) == 6
assert maximal_rectangle_of_ones([[1, 1], [1, 1]]) == 4
assert maximal_rectangle_of_ones([[0, 1, 1, 0], [1, 1, 1, 1]]) == 4
assert maximal_rectangle_of_ones([[1], [1], [0], [1]]) == 2
assert maximal_rectangle_of_ones([[1, 1, 1, 0, 1, 1]]) == 3
assert maximal_rectangle_of_ones([[0, 1], [1, 0]]) == 1
assert maximal_rectangle_of_ones([[1, 0, 1], [1, 1, 1], [0, 1, 1]]) == 4
