# query: Return the least common multiple of all integers from 1 to n inclusive; n of 1 or less gives 1.
def lcm_of_range(n):
    result = 1
    for k in range(2, n + 1):
        a, b = result, k
        while b:
            a, b = b, a % b
        result = result * k // a
    return result

# tests
assert lcm_of_range(0) == 1
assert lcm_of_range(-3) == 1
assert lcm_of_range(1) == 1
assert lcm_of_range(2) == 2
assert lcm_of_range(3) == 6
assert lcm_of_range(4) == 12
assert lcm_of_range(10) == 2520
assert lcm_of_range(20) == 232792560
assert lcm_of_range(50) == 3099044504245996706400
