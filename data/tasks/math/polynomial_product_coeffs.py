# query: Multiply two polynomials given as coefficient lists from the constant term upward ([1, 2] is 1 + 2x) and
# return the product's coefficients in the same order, with trailing zero coefficients removed; a zero or empty
# factor gives [].
def polynomial_product_coeffs(a, b):
    if not a or not b:
        return []
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    while out and out[-1] == 0:
        out.pop()
    return out

# tests
assert polynomial_product_coeffs([], [1, 2]) == []
assert polynomial_product_coeffs([1, 2], []) == []
assert polynomial_product_coeffs([0, 0], [1, 2]) == []
assert polynomial_product_coeffs([3], [1, 2]) == [3, 6]
assert polynomial_product_coeffs([1, 1], [1, 1]) == [1, 2, 1]
assert polynomial_product_coeffs([1, 1], [-1, 1]) == [-1, 0, 1]
assert polynomial_product_coeffs([2, 0, 3], [0, 1]) == [0, 2, 0, 3]
assert polynomial_product_coeffs([1, 2, 0], [5]) == [5, 10]
assert polynomial_product_coeffs([1, -2, 3], [4, 5]) == [4, -3, 2, 15]
