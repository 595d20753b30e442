# query: Return, sorted, every x in [0, m) with a*x congruent to b modulo m (m >= 1, a and b any integers): none when
# gcd(a, m) does not divide b, otherwise gcd(a, m) solutions spaced m/gcd apart; m below 1 gives [].
import math
def linear_congruence_solutions(a, b, m):
    if m < 1:
        return []
    g = math.gcd(a, m)
    if b % g != 0:
        return []
    m2 = m // g
    a2, b2 = (a // g) % m2, (b // g) % m2
    x0 = 0 if m2 == 1 else (b2 * pow(a2, -1, m2)) % m2
    return [x0 + i * m2 for i in range(g)]

# tests
assert linear_congruence_solutions(3, 1, 0) == []
assert linear_congruence_solutions(3, 1, 7) == [5]
assert linear_congruence_solutions(2, 3, 4) == []
assert linear_congruence_solutions(2, 2, 4) == [1, 3]
assert linear_congruence_solutions(6, 4, 8) == [2, 6]
assert linear_congruence_solutions(-3, 1, 7) == [2]
assert linear_congruence_solutions(3, -1, 7) == [2]
assert linear_congruence_solutions(0, 0, 3) == [0, 1, 2]
assert linear_congruence_solutions(0, 1, 3) == []
assert linear_congruence_solutions(14, 30, 100) == [45, 95]
