# query: Given a list of 0s and 1s and a budget k, return the length of the longest contiguous stretch that
# contains at most k zeros (the longest run of 1s obtainable by flipping at most k zeros); an empty list gives 0.
def longest_ones_with_flips(bits, k):
    left = 0
    zeros = 0
    best = 0
    for right in range(len(bits)):
        if bits[right] == 0:
            zeros += 1
        while zeros > k:
            if bits[left] == 0:
                zeros -= 1
            left += 1
        best = max(best, right - left + 1)
    return best

# tests
assert longest_ones_with_flips([], 2) == 0
assert longest_ones_with_flips([0], 0) == 0
assert longest_ones_with_flips([0], 1) == 1
assert longest_ones_with_flips([1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0], 2) == 6
assert longest_ones_with_flips([0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1], 3) == 10
assert longest_ones_with_flips([1, 0, 1, 1, 0, 1], 0) == 2
assert longest_ones_with_flips([1, 0, 1, 1, 0, 1], 1) == 4
assert longest_ones_with_flips([0, 0, 0], 5) == 3
assert longest_ones_with_flips([1, 1, 0, 1], 1) == 4
