# query: Decide whether a list of positive integers can be split into exactly k groups (every element used once) whose
# sums are all equal; k <= 0 gives False.
def can_partition_k_equal_subsets(nums, k):
    total = sum(nums)
    if k <= 0 or total % k:
        return False
    target = total // k
    n = len(nums)
    reach = [-1] * (1 << n)
    reach[0] = 0
    for mask in range(1 << n):
        if reach[mask] < 0:
            continue
        for i in range(n):
            if not mask & (1 << i) and reach[mask] + nums[i] <= target:
                reach[mask | (1 << i)] = (reach[mask] + nums[i]) % target
    return reach[(1 << n) - 1] == 0

# tests
assert can_partition_k_equal_subsets([1, 2], 0) is False
assert can_partition_k_equal_subsets([4, 3, 2, 3, 5, 2, 1], 4) is True
assert can_partition_k_equal_subsets([1, 2, 3, 4], 3) is False
assert can_partition_k_equal_subsets([5], 1) is True
assert can_partition_k_equal_subsets([2, 2, 2, 2, 3, 4, 5], 4) is False
assert can_partition_k_equal_subsets([3, 3, 3], 3) is True
assert can_partition_k_equal_subsets([2, 2], 4) is False
assert can_partition_k_equal_subsets([1, 1, 2, 2, 2], 2) is True
assert can_partition_k_equal_subsets([6, 1, 1, 4], 2) is True
assert can_partition_k_equal_subsets([10, 10, 10, 7, 7, 7, 7, 7, 7, 6, 6, 6], 3) is True
