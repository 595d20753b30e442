# query: Return the length of the longest run of consecutive integers (like 4, 5, 6, 7) whose values all occur in an
# unsorted list, in linear time; duplicates count once and an empty list gives 0.
def longest_consecutive_run_length(nums):
    values = set(nums)
    best = 0
    for v in values:
        if v - 1 not in values:
            length = 1
            while v + length in values:
                length += 1
            best = max(best, length)
    return best

# tests
assert longest_consecutive_run_length([]) == 0
assert longest_consecutive_run_length([7]) == 1
assert longest_consecutive_run_length([100, 4, 200, 1, 3, 2]) == 4
assert longest_consecutive_run_length([0, 3, 7, 2, 5, 8, 4, 6, 0, 1]) == 9
assert longest_consecutive_run_length([1, 2, 0, 1]) == 3
assert longest_consecutive_run_length([5, 10, 15]) == 1
assert longest_consecutive_run_length([-2, -1, 0, 5, 6]) == 3
assert longest_consecutive_run_length([9, 1, 4, 7, 3, 2, 8, 5]) == 5
