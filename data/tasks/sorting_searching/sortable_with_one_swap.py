# query: Decide whether a list can be put into non-decreasing order by swapping at most one pair of elements
# (an already sorted list, including an empty one, returns True).
def sortable_with_one_swap(values):
    n = len(values)
    left = 0
    while left + 1 < n and values[left] <= values[left + 1]:
        left += 1
    if left + 1 >= n:
        return True
    while left > 0 and values[left - 1] == values[left]:
        left -= 1
    right = n - 1
    while right > 0 and values[right - 1] <= values[right]:
        right -= 1
    while right + 1 < n and values[right + 1] == values[right]:
        right += 1
    arr = list(values)
    arr[left], arr[right] = arr[right], arr[left]
    return all(arr[i] <= arr[i + 1] for i in range(n - 1))

# tests
assert sortable_with_one_swap([]) is True
assert sortable_with_one_swap([2, 3, 1]) is False
assert sortable_with_one_swap([1, 2, 2, 3]) is True
assert sortable_with_one_swap([3, 2, 1]) is True
assert sortable_with_one_swap([1, 5, 3, 4, 2]) is True
assert sortable_with_one_swap([1, 5, 6, 2]) is False
assert sortable_with_one_swap([2, 1, 4, 3]) is False
assert sortable_with_one_swap([1, 3, 3, 2]) is True
assert sortable_with_one_swap([2, 2, 1, 1]) is False
assert sortable_with_one_swap([2, 1, 1]) is True
