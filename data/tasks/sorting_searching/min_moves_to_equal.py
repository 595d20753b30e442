# query: Make every value of a list equal using unit increments and decrements; return (target, moves) where moves is
# the fewest steps needed and target is the smallest common value reaching that minimum ((None, 0) for an empty list).
def min_moves_to_equal(nums):
    if not nums:
        return None, 0
    s = sorted(nums)
    target = s[(len(s) - 1) // 2]
    moves = 0
    for x in s:
        moves += abs(x - target)
    return target, moves

# tests
assert min_moves_to_equal([]) == (None, 0)
assert min_moves_to_equal([4]) == (4, 0)
assert min_moves_to_equal([1, 2, 3]) == (2, 2)
assert min_moves_to_equal([1, 10, 2, 9]) == (2, 16)
assert min_moves_to_equal([5, 5, 5]) == (5, 0)
assert min_moves_to_equal([1, 0, 0, 8, 6]) == (1, 14)
assert min_moves_to_equal([-3, 3]) == (-3, 6)
assert min_moves_to_equal([7, 1, 1, 1]) == (1, 6)
assert min_moves_to_equal([9, 4]) == (4, 5)
