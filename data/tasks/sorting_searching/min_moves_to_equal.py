# query: Return the fewest unit increments or decrements needed to make every value of a list equal (0 for an empty
# list).
def min_moves_to_equal(nums):
    s = sorted(nums)
    target = s[len(s) // 2] if s else 0
    return sum(abs(x - target) for x in s)

# tests
assert min_moves_to_equal([]) == 0
assert min_moves_to_equal([4]) == 0
assert min_moves_to_equal([1, 2, 3]) == 2
assert min_moves_to_equal([1, 10, 2, 9]) == 16
assert min_moves_to_equal([5, 5, 5]) == 0
assert min_moves_to_equal([1, 0, 0, 8, 6]) == 14
assert min_moves_to_equal([-3, 3]) == 6
assert min_moves_to_equal([7, 1, 1, 1]) == 6
