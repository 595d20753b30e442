# query: Given a list of positive integers and a positive target, return the length of the shortest contiguous sublist whose
# sum is at least the target, or 0 if no sublist reaches it.
def min_window_reaching_sum(nums, target):
    best = len(nums) + 1
    total = 0
    left = 0
    for right, x in enumerate(nums):
        total += x
        while total >= target:
            best = min(best, right - left + 1)
            total -= nums[left]
            left += 1
    return 0 if best > len(nums) else best

# tests
assert min_window_reaching_sum([], 3) == 0
assert min_window_reaching_sum([5], 5) == 1
assert min_window_reaching_sum([4], 5) == 0
assert min_window_reaching_sum([2, 3, 1, 2, 4, 3], 7) == 2
assert min_window_reaching_sum([1, 4, 4], 4) == 1
assert min_window_reaching_sum([1, 1, 1, 1, 1], 11) == 0
assert min_window_reaching_sum([1, 2, 3, 4, 5], 11) == 3
assert min_window_reaching_sum([1, 1, 1], 3) == 3
assert min_window_reaching_sum([3, 1, 1, 3], 4) == 2
