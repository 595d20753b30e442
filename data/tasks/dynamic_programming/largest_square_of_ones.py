# query: Given a binary matrix of 0s and 1s, return the area of the largest square sub-matrix made only of 1s; an
# empty matrix or one without 1s gives 0.
def largest_square_of_ones(matrix):
    if not matrix or not matrix[0]:
        return 0
    cols = len(matrix[0])
    above = [0] * (cols + 1)
    side = 0
    for row in matrix:
        here = [0] * (cols + 1)
        for c in range(1, cols + 1):
            if row[c - 1] == 1:
                here[c] = min(above[c], above[c - 1], here[c - 1]) + 1
                side = max(side, here[c])
        above = here
    return side * side

# tests
assert largest_square_of_ones([]) == 0
assert largest_square_of_ones([[]]) == 0
assert largest_square_of_ones([[0, 0], [0, 0]]) == 0
assert largest_square_of_ones([[1]]) == 1
assert largest_square_of_ones([[1, 0, 1, 0, 0], [1, 0, 1, 1, 1], [1, 1, 1, 1, 1], [1, 0, 0, 1, 0]]) == 4
assert largest_square_of_ones([[1, 1, 1], [1, 1, 1], [1, 1, 1]]) == 9
assert largest_square_of_ones([[0, 1], [1, 0]]) == 1
assert largest_square_of_ones([[1, 1, 0], [1, 1, 1], [0, 1, 1]]) == 4
assert largest_square_of_ones([[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 0, 1]]) == 4
assert largest_square_of_ones([[0, 1, 1], [1, 1, 1], [1, 1, 1]]) == 4
