# query: Count the contiguous non-empty sublists of an integer list (which may contain negatives and zeros) whose
# elements sum exactly to target.
def count_subarrays_with_sum(nums, target):
    seen = {0: 1}
    running = 0
    count = 0
    for x in nums:
        running += x
        count += seen.get(running - target, 0)
        seen[running] = seen.get(running, 0) + 1
    return count

# tests
assert count_subarrays_with_sum([], 0) == 0
assert count_subarrays_with_sum([5], 5) == 1
assert count_subarrays_with_sum([5], 0) == 0
assert count_subarrays_with_sum([1, 1, 1], 2) == 2
assert count_subarrays_with_sum([1, 2, 3], 3) == 2
assert count_subarrays_with_sum([1, -1, 0], 0) == 3
assert count_subarrays_with_sum([0, 0, 0], 0) == 6
assert count_subarrays_with_sum([3, 4, 7, 2, -3, 1, 4, 2], 7) == 4
assert count_subarrays_with_sum([2, -2, 2], 2) == 3
