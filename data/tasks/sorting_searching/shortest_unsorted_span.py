# query: Return the length of the shortest contiguous part of a list that, if sorted ascending in place, makes the whole
# list sorted ascending (0 when it is already sorted).
def shortest_unsorted_span(nums):
    n = len(nums)
    end = -1
    running_max = float("-inf")
    for i in range(n):
        if nums[i] < running_max:
            end = i
        else:
            running_max = nums[i]
    start = 0
    running_min = float("inf")
    for i in range(n - 1, -1, -1):
        if nums[i] > running_min:
            start = i
        else:
            running_min = nums[i]
    return 0 if end == -1 else end - start + 1

# tests
assert shortest_unsorted_span([]) == 0
assert shortest_unsorted_span([0, 3, 1]) == 2
assert shortest_unsorted_span([2, 4, 2]) == 2
assert shortest_unsorted_span([2, 6, 4, 8, 10, 9, 15]) == 5
assert shortest_unsorted_span([2, 1]) == 2
assert shortest_unsorted_span([1, 3, 2, 2, 2]) == 4
assert shortest_unsorted_span([1, 2, 2, 2, 3]) == 0
assert shortest_unsorted_span([5, 4, 3, 2, 1]) == 5
assert shortest_unsorted_span([1, 3, 5, 4, 2, 6]) == 4
assert shortest_unsorted_span([1, 1, 0, 4]) == 3
