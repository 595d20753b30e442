# query: Count the contiguous runs of at least three elements in a list whose consecutive differences are all equal.
def arithmetic_slices_count(nums):
    total = 0
    run = 0
    for i in range(2, len(nums)):
        if nums[i] - nums[i - 1] == nums[i - 1] - nums[i - 2]:
            run += 1
            total += run
        else:
            run = 0
    return total

# tests
assert arithmetic_slices_count([]) == 0
assert arithmetic_slices_count([1, 2]) == 0
assert arithmetic_slices_count([1, 2, 3]) == 1
assert arithmetic_slices_count([1, 2, 3, 4]) == 3
assert arithmetic_slices_count([1, 3, 5, 7, 9]) == 6
assert arithmetic_slices_count([7, 7, 7, 7]) == 3
assert arithmetic_slices_count([1, 2, 4, 6, 8, 9, 10]) == 4
assert arithmetic_slices_count([3, -1, -5, -9]) == 3
assert arithmetic_slices_count([1, 2, 3, 8, 9, 10]) == 2
