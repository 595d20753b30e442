# query: In a sorted list where every value appears exactly twice except one value that appears once, return the index
# of that single value in logarithmic time.
def single_in_sorted_pairs(nums):
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if mid % 2 == 1:
            mid -= 1
        if nums[mid] == nums[mid + 1]:
            lo = mid + 2
        else:
            hi = mid
    return lo

# tests
assert single_in_sorted_pairs([7]) == 0
assert single_in_sorted_pairs([1, 1, 2]) == 2
assert single_in_sorted_pairs([1, 2, 2]) == 0
assert single_in_sorted_pairs([1, 1, 2, 3, 3, 4, 4, 8, 8]) == 2
assert single_in_sorted_pairs([3, 3, 7, 7, 10, 11, 11]) == 4
assert single_in_sorted_pairs([-5, -5, -1, 0, 0]) == 2
assert single_in_sorted_pairs([1, 1, 2, 2, 3, 3, 4]) == 6
assert single_in_sorted_pairs([0, 1, 1, 2, 2, 3, 3]) == 0
assert single_in_sorted_pairs([1, 1, 2, 2, 3, 4, 4]) == 4
