# query: Count the triples of positions in a list of side lengths whose three lengths can form a triangle with positive
# area (each side strictly shorter than the sum of the other two).
def valid_triangle_count(sides):
    s = sorted(sides)
    count = 0
    for k in range(len(s) - 1, 1, -1):
        i, j = 0, k - 1
        while i < j:
            if s[i] + s[j] > s[k]:
                count += j - i
                j -= 1
            else:
                i += 1
    return count

# tests
assert valid_triangle_count([]) == 0
assert valid_triangle_count([3, 4]) == 0
assert valid_triangle_count([3, 4, 5]) == 1
assert valid_triangle_count([1, 2, 3]) == 0
assert valid_triangle_count([2, 2, 3, 4]) == 3
assert valid_triangle_count([4, 2, 3, 4]) == 4
assert valid_triangle_count([0, 0, 0]) == 0
assert valid_triangle_count([6, 1, 5]) == 0
assert valid_triangle_count([1, 1, 1, 1]) == 4
assert valid_triangle_count([10, 21, 22, 100, 101, 200, 300]) == 6
