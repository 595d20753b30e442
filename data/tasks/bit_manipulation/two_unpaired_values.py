# query: Every value in the integer list appears exactly twice except two distinct values that appear once;
# return those two values as a tuple in ascending order, or None if the list has fewer than two elements.
def two_unpaired_values(nums):
    if len(nums) < 2:
        return None
    both = 0
    for x in nums:
        both ^= x
    low_bit = both & -both
    first = 0
    for x in nums:
        if x & low_bit:
            first ^= x
    second = both ^ first
    if first > second:
        first, second = second, first
    return (first, second)

# tests
assert two_unpaired_values([]) is None
assert two_unpaired_values([4]) is None
assert two_unpaired_values([1, 2]) == (1, 2)
assert two_unpaired_values([2, 1]) == (1, 2)
assert two_unpaired_values([1, 2, 1, 3, 2, 5]) == (3, 5)
assert two_unpaired_values([0, 7, 7, 9]) == (0, 9)
assert two_unpaired_values([-1, 4, 4, 6]) == (-1, 6)
assert two_unpaired_values([8, 12, 8, 3, 3, 10]) == (10, 12)
assert two_unpaired_values([-6, -6, -3, -8]) == (-8, -3)
