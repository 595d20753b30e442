# query: Return the largest value of a XOR b over pairs taken from two different positions of a list of
# non-negative integers below 2**31, building the answer greedily from the top bit with prefix sets; return 0 for
# fewer than two values.
def max_xor_of_two(nums):
    if len(nums) < 2:
        return 0
    best = 0
    mask = 0
    for bit in range(30, -1, -1):
        mask |= 1 << bit
        prefixes = {x & mask for x in nums}
        candidate = best | (1 << bit)
        for p in prefixes:
            if p ^ candidate in prefixes:
                best = candidate
                break
    return best

# tests
assert max_xor_of_two([]) == 0
assert max_xor_of_two([9]) == 0
assert max_xor_of_two([5, 5]) == 0
assert max_xor_of_two([3, 10, 5, 25, 2, 8]) == 28
assert max_xor_of_two([0, 1]) == 1
assert max_xor_of_two([14, 70, 53, 83, 49, 91, 36, 80, 92, 51, 66, 70]) == 127
assert max_xor_of_two([2 ** 30, 0]) == 2 ** 30
assert max_xor_of_two([8, 10, 2]) == 10
assert max_xor_of_two([2 ** 31 - 1, 2 ** 30]) == 2 ** 30 - 1
