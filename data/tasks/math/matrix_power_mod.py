# query: Raise a square integer matrix (list of rows) to a non-negative integer power modulo m by repeated squaring,
# with every entry reduced into [0, m); power 0 gives the identity matrix (reduced mod m) and a negative power gives
# None.
def matrix_power_mod(matrix, power, m):
    if power < 0:
        return None
    n = len(matrix)
    def mul(x, y):
        return [[sum(x[i][k] * y[k][j] for k in range(n)) % m for j in range(n)] for i in range(n)]
    result = [[(1 if i == j else 0) % m for j in range(n)] for i in range(n)]
    base = [[v % m for v in row] for row in matrix]
    while power:
        if power & 1:
            result = mul(result, base)
        base = mul(base, base)
        power >>= 1
    return result

# tests
assert matrix_power_mod([[2]], -1, 7) is None
assert matrix_power_mod([[1, 1], [1, 0]], 0, 100) == [[1, 0], [0, 1]]
assert matrix_power_mod([[1, 1], [1, 0]], 0, 1) == [[0, 0], [0, 0]]
assert matrix_power_mod([[1, 1], [1, 0]], 1, 100) == [[1, 1], [1, 0]]
assert matrix_power_mod([[1, 1], [1, 0]], 10, 1000) == [[89, 55], [55, 34]]
assert matrix_power_mod([[1, 1], [1, 0]], 10, 50) == [[39, 5], [5, 34]]
assert matrix_power_mod([[2]], 10, 1000) == [[24]]
assert matrix_power_mod([[-1, 0], [0, 3]], 3, 7) == [[6, 0], [0, 6]]
assert matrix_power_mod([[1, 2], [3, 4]], 2, 1000) == [[7, 10], [15, 22]]
assert matrix_power_mod([[1, 1], [1, 0]], 90, 10 ** 19)[0][1] == 2880067194370816120
