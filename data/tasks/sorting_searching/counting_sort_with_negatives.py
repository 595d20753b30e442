# query: Sort a list of integers (possibly negative) ascending with counting sort over the range from the minimum
# to the maximum value, returning a new list; an empty list returns an empty list.
def counting_sort_with_negatives(nums):
    if not nums:
        return []
    low = min(nums)
    high = max(nums)
    counts = [0] * (high - low + 1)
    for x in nums:
        counts[x - low] += 1
    result = []
    for offset, c in enumerate(counts):
        result.extend([offset + low] * c)
    return result

# tests
assert counting_sort_with_negatives([]) == []
assert counting_sort_with_negatives([5]) == [5]
assert counting_sort_with_negatives([3, 1, 2]) == [1, 2, 3]
assert counting_sort_with_negatives([-3, 5, 0, -3, 2]) == [-3, -3, 0, 2, 5]
assert counting_sort_with_negatives([4, 4, 4]) == [4, 4, 4]
assert counting_sort_with_negatives([-1, -7, -4]) == [-7, -4, -1]
assert counting_sort_with_negatives([10, 1, 10, 1, 5]) == [1, 1, 5, 10, 10]
assert counting_sort_with_negatives([2, -2]) == [-2, 2]
assert counting_sort_with_negatives([100, 97, 99]) == [97, 99, 100]
