# query: Given matrix dimensions dims where matrix i has shape dims[i] x dims[i + 1], return the minimum number of
# scalar multiplications needed to multiply the whole chain; fewer than two matrices (len(dims) < 3) costs 0.
def matrix_chain_min_multiplications(dims):
    count = len(dims) - 1
    if count < 2:
        return 0
    cost = [[0] * count for _ in range(count)]
    for span in range(2, count + 1):
        for i in range(count - span + 1):
            j = i + span - 1
            best = None
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if best is None or c < best:
                    best = c
            cost[i][j] = best
    return cost[0][count - 1]

# tests
assert matrix_chain_min_multiplications([]) == 0
assert matrix_chain_min_multiplications([5, 10]) == 0
assert matrix_chain_min_multiplications([10, 20, 30]) == 6000
assert matrix_chain_min_multiplications([10, 20, 30, 40, 30]) == 30000
assert matrix_chain_min_multiplications([40, 20, 30, 10, 30]) == 26000
assert matrix_chain_min_multiplications([1, 2, 3, 4]) == 18
assert matrix_chain_min_multiplications([10, 5, 1]) == 50
assert matrix_chain_min_multiplications([2, 1, 5, 1]) == 7
assert matrix_chain_min_multiplications([5, 4, 6, 2, 7]) == 158
