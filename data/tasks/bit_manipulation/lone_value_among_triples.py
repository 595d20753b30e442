# query: In a list of integers where every value occurs exactly three times except one value that occurs once,
# return that single value, counting bits per position so negative values (within 32-bit range) work; return
# None for an empty list.
def lone_value_among_triples(nums):
    if not nums:
        return None
    result = 0
    for bit in range(32):
        total = 0
        for x in nums:
            total += (x >> bit) & 1
        if total % 3:
            result |= 1 << bit
    if result >= 1 << 31:
        result -= 1 << 32
    return result

# tests
assert lone_value_among_triples([]) is None
assert lone_value_among_triples([7]) == 7
assert lone_value_among_triples([2, 2, 3, 2]) == 3
assert lone_value_among_triples([0, 1, 0, 1, 0, 1, 99]) == 99
assert lone_value_among_triples([-2, -2, 1, 1, -3, 1, -2]) == -3
assert lone_value_among_triples([5, 5, 5, -1]) == -1
assert lone_value_among_triples([4, 4, 4, 0]) == 0
assert lone_value_among_triples([-2147483648, 3, 3, 3]) == -2147483648
assert lone_value_among_triples([2147483647, 6, 6, 6]) == 2147483647
assert lone_value_among_triples([12, 1, 12, 3, 12, 1, 1]) == 3
