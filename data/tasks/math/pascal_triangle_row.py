# query: Return row n of Pascal's triangle (row 0 is [1]) as a list of binomial coefficients; a negative n gives an
# empty list.
def pascal_triangle_row(n):
    if n < 0:
        return []
    row = [1]
    for k in range(1, n + 1):
        row.append(row[k - 1] * (n - k + 1) // k)
    return row

# tests
assert pascal_triangle_row(-1) == []
assert pascal_triangle_row(0) == [1]
assert pascal_triangle_row(1) == [1, 1]
assert pascal_triangle_row(2) == [1, 2, 1]
assert pascal_triangle_row(4) == [1, 4, 6, 4, 1]
assert pascal_triangle_row(5) == [1, 5, 10, 10, 5, 1]
assert pascal_triangle_row(7) == [1, 7, 21, 35, 35, 21, 7, 1]
assert pascal_triangle_row(10)[5] == 252
assert pascal_triangle_row(60)[30] == 118264581564861424
