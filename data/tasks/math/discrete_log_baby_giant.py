# query: Return the smallest non-negative x with a**x congruent to b modulo m, using the baby-step giant-step method in
# about sqrt(m) steps; if there is no such x, or a and m are not coprime, return None (m of 1 gives 0).
import math
def discrete_log_baby_giant(a, b, m):
    if m < 1 or math.gcd(a, m) != 1:
        return None
    if m == 1:
        return 0
    a %= m
    b %= m
    n = math.isqrt(m) + 1
    table = {}
    cur = 1
    for j in range(n):
        table.setdefault(cur, j)
        cur = cur * a % m
    factor = pow(a, -n, m)
    gamma = b
    for i in range(n + 1):
        if gamma in table:
            return i * n + table[gamma]
        gamma = gamma * factor % m
    return None

# tests
assert discrete_log_baby_giant(7, 3, 1) == 0
assert discrete_log_baby_giant(2, 0, 4) is None
assert discrete_log_baby_giant(2, 1, 5) == 0
assert discrete_log_baby_giant(5, 5, 7) == 1
assert discrete_log_baby_giant(2, 8, 11) == 3
assert discrete_log_baby_giant(3, 13, 17) == 4
assert discrete_log_baby_giant(2, 3, 7) is None
assert discrete_log_baby_giant(3, 7, 11) is None
assert discrete_log_baby_giant(2, 5, 101) == 24
assert discrete_log_baby_giant(5, 8, 1000003) == 19143
