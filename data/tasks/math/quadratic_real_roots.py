# query: Return the sorted list of distinct real roots of a*x^2 + b*x + c = 0, each rounded to 6 decimals (a double
# root appears once); when a is 0 solve the linear equation instead, and return None when every x is a solution
# (a = b = c = 0).
import math
def quadratic_real_roots(a, b, c):
    if a == 0:
        if b == 0:
            return None if c == 0 else []
        return [round(-c / b, 6) + 0.0]
    disc = b * b - 4 * a * c
    if disc < 0:
        return []
    if disc == 0:
        return [round(-b / (2 * a), 6) + 0.0]
    r = math.sqrt(disc)
    return sorted([round((-b - r) / (2 * a), 6) + 0.0, round((-b + r) / (2 * a), 6) + 0.0])

# tests
assert quadratic_real_roots(0, 0, 0) is None
assert quadratic_real_roots(0, 0, 5) == []
assert quadratic_real_roots(0, 2, -3) == [1.5]
assert quadratic_real_roots(1, -3, 2) == [1.0, 2.0]
assert quadratic_real_roots(-1, 3, -2) == [1.0, 2.0]
assert quadratic_real_roots(1, 2, 1) == [-1.0]
assert quadratic_real_roots(1, 0, 1) == []
assert quadratic_real_roots(2, 0, -4) == [-1.414214, 1.414214]
assert quadratic_real_roots(1, 0, 0) == [0.0]
assert quadratic_real_roots(3, -5, 1) == [0.232408, 1.434259]
