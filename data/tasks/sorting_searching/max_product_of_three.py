# query: Return the largest product of three values taken from different positions of a list of integers (negatives
# allowed), or None when the list has fewer than three values.
def max_product_of_three(nums):
    if len(nums) < 3:
        return None
    s = sorted(nums)
    return max(s[-1] * s[-2] * s[-3], s[0] * s[1] * s[-1])

# tests
assert max_product_of_three([1, 2]) is None
assert max_product_of_three([1, 2, 3]) == 6
assert max_product_of_three([1, 2, 3, 4]) == 24
assert max_product_of_three([-10, -10, 5, 2]) == 500
assert max_product_of_three([-1, -2, -3]) == -6
assert max_product_of_three([-5, -4, 0, 1, 2]) == 40
assert max_product_of_three([-4, -3, -2, -1, 60]) == 720
assert max_product_of_three([0, 0, 0, -1]) == 0
assert max_product_of_three([7, -8, 1, 2, -1]) == 56
