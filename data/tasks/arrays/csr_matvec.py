# query: Compute the matrix-vector product A*x for a CSR-stored A given by three lists (non-zero values, their column
# numbers, and offsets such that row k owns positions p with offsets[k] <= p < offsets[k+1]), returning a plain list.
def csr_matvec(values, cols, row_ptr, x):
    out = []
    for r in range(len(row_ptr) - 1):
        total = 0
        for k in range(row_ptr[r], row_ptr[r + 1]):
            total += values[k] * x[cols[k]]
        out.append(total)
    return out

# tests
assert csr_matvec([], [], [0], []) == []
assert csr_matvec([], [], [0, 0, 0], [1, 2]) == [0, 0]
assert csr_matvec([5], [0], [0, 1], [3]) == [15]
assert csr_matvec([1, 2, 3, 4, 5, 6], [0, 2, 2, 0, 1, 2], [0, 2, 3, 6], [1, 2, 3]) == [7, 9, 32]
assert csr_matvec([7, 8], [1, 0], [0, 1, 1, 2], [10, 1]) == [7, 0, 80]
assert csr_matvec([2, -1], [0, 3], [0, 2], [4, 0, 0, 5]) == [3]
assert csr_matvec([1, 1, 1], [0, 1, 2], [0, 1, 2, 3], [9, 8, 7]) == [9, 8, 7]
assert csr_matvec([3, 4], [1, 1], [0, 0, 2], [0, 2]) == [0, 14]
