# query: Slide a kernel over a signal without flipping it (cross-correlation, "valid" mode) and return the dot product
# at each offset where the kernel fits entirely; an empty kernel or one longer than the signal gives [].
def sliding_dot_products(signal, kernel):
    m = len(kernel)
    if m == 0:
        return []
    out = []
    for i in range(len(signal) - m + 1):
        total = 0
        for j in range(m):
            total += signal[i + j] * kernel[j]
        out.append(total)
    return out

# tests
assert sliding_dot_products([1, 2, 3], []) == []
assert sliding_dot_products([1, 2], [1, 1, 1]) == []
assert sliding_dot_products([1, 2, 3], [1, 1, 1]) == [6]
assert sliding_dot_products([1, 2, 3, 4], [1, 0]) == [1, 2, 3]
assert sliding_dot_products([1, 2, 3, 4], [0, 1]) == [2, 3, 4]
assert sliding_dot_products([3, -1, 2, 5], [2, -1]) == [7, -4, -1]
assert sliding_dot_products([1, 2, 3, 4, 5], [1, 2, 3]) == [14, 20, 26]
assert sliding_dot_products([4], [2]) == [8]
assert sliding_dot_products([0, 1, 0, 1, 0], [1, -1]) == [-1, 1, -1, 1]
