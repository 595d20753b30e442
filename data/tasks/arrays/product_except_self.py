# query: Return a list where position i holds the product of all other elements of the input list (without using
# division), so zeros are handled correctly; an empty list gives an empty list and a single element gives [1].
def product_except_self(nums):
    n = len(nums)
    out = [1] * n
    prefix = 1
    for i in range(n):
        out[i] = prefix
        prefix *= nums[i]
    suffix = 1
    for i in range(n - 1, -1, -1):
        out[i] *= suffix
        suffix *= nums[i]
    return out

# tests
assert product_except_self([]) == []
assert product_except_self([7]) == [1]
assert product_except_self([1, 2, 3, 4]) == [24, 12, 8, 6]
assert product_except_self([2, 3]) == [3, 2]
assert product_except_self([0, 4, 5]) == [20, 0, 0]
assert product_except_self([0, 0, 5]) == [0, 0, 0]
assert product_except_self([-1, 2, -3, 4]) == [-24, 12, -8, 6]
assert product_except_self([3, 1, 1, 2]) == [2, 6, 6, 3]
