# query: A triangle is a list of rows where row i has i + 1 numbers; starting at the top and moving each step to one of
# the two adjacent numbers in the row below, return the minimum path sum to the bottom row (0 for an empty triangle).
def triangle_min_path_sum(triangle):
    if not triangle:
        return 0
    best = list(triangle[-1])
    for r in range(len(triangle) - 2, -1, -1):
        for c in range(r + 1):
            best[c] = triangle[r][c] + min(best[c], best[c + 1])
    return best[0]

# tests
assert triangle_min_path_sum([]) == 0
assert triangle_min_path_sum([[-10]]) == -10
assert triangle_min_path_sum([[2], [3, 4], [6, 5, 7], [4, 1, 8, 3]]) == 11
assert triangle_min_path_sum([[1], [2, 3]]) == 3
assert triangle_min_path_sum([[1], [3, 2]]) == 3
assert triangle_min_path_sum([[-1], [2, 3], [1, -1, -3]]) == -1
assert triangle_min_path_sum([[5], [9, 6], [4, 6, 8], [0, 7, 1, 5]]) == 18
assert triangle_min_path_sum([[0], [1, 1], [1, 9, 0]]) == 1
assert triangle_min_path_sum([[1], [1, 9], [9, 9, 0], [9, 9, 9, 0]]) == 10
