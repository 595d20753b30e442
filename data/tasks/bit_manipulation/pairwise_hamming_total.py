# query: Return the sum of Hamming distances (number of differing bits) over all unordered pairs of distinct
# positions in a list of non-negative integers below 2**31; return 0 for a list with fewer than two values.
def pairwise_hamming_total(nums):
    n = len(nums)
    if n < 2:
        return 0
    total = 0
    for bit in range(31):
        ones = 0
        for x in nums:
            if (x >> bit) & 1:
                ones += 1
        total += ones * (n - ones)
    return total

# tests
assert pairwise_hamming_total([]) == 0
assert pairwise_hamming_total([7]) == 0
assert pairwise_hamming_total([1, 2]) == 2
assert pairwise_hamming_total([4, 14, 2]) == 6
assert pairwise_hamming_total([4, 14, 4]) == 4
assert pairwise_hamming_total([0, 0, 0]) == 0
assert pairwise_hamming_total([0, 1, 2, 3]) == 8
assert pairwise_hamming_total([2 ** 30, 0]) == 1
assert pairwise_hamming_total([2 ** 31 - 1, 0, 5]) == 31 + 2 + 29
