# query: Return the greatest common divisor of a list of integers, treating negatives by absolute value; zeros are
# ignored unless all values are zero, and an empty list or all zeros gives 0.
def gcd_of_list(nums):
    g = 0
    for x in nums:
        if x < 0:
            x = -x
        if g == 0:
            g = x
            continue
        a, b = g, x
        while b > 0:
            a, b = b, a % b
        g = a
    return g

# tests
assert gcd_of_list([]) == 0
assert gcd_of_list([0, 0]) == 0
assert gcd_of_list([-1]) == 1
assert gcd_of_list([1, 6]) == 1
assert gcd_of_list([-12]) == 12
assert gcd_of_list([12, 18, 24]) == 6
assert gcd_of_list([0, 15, 25]) == 5
assert gcd_of_list([7, 13]) == 1
assert gcd_of_list([-8, 12]) == 4
assert gcd_of_list([100, 75, 50, 0]) == 25
