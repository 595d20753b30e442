# query: A list holds n distinct integers taken from 0..n with exactly one value missing; return the missing
# value using XOR (an empty list means 0 is missing), or -1 if any element lies outside 0..n.
def missing_from_zero_to_n(nums):
    n = len(nums)
    acc = n
    for i, x in enumerate(nums):
        if x < 0 or x > n:
            return -1
        acc ^= i ^ x
    return acc

# tests
assert missing_from_zero_to_n([]) == 0
assert missing_from_zero_to_n([0]) == 1
assert missing_from_zero_to_n([1]) == 0
assert missing_from_zero_to_n([3, 0, 1]) == 2
assert missing_from_zero_to_n([9, 6, 4, 2, 3, 5, 7, 0, 1]) == 8
assert missing_from_zero_to_n([0, 1, 2, 3]) == 4
assert missing_from_zero_to_n([0, 5, 1, 2]) == -1
assert missing_from_zero_to_n([0, 4, 1, 2]) == 3
assert missing_from_zero_to_n([-1, 0]) == -1
assert missing_from_zero_to_n([2, 3, 0]) == 1
