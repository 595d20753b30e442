# query: Return the smallest positive integer that does not occur in an unsorted integer list, which may contain
# duplicates, zeros and negatives; an empty list gives 1.
def first_missing_positive(nums):
    arr = list(nums)
    n = len(arr)
    for i in range(n):
        while 1 <= arr[i] <= n and arr[arr[i] - 1] != arr[i]:
            j = arr[i] - 1
            arr[i], arr[j] = arr[j], arr[i]
    for i in range(n):
        if arr[i] != i + 1:
            return i + 1
    return n + 1

# tests
assert first_missing_positive([]) == 1
assert first_missing_positive([1]) == 2
assert first_missing_positive([2]) == 1
assert first_missing_positive([1, 2, 0]) == 3
assert first_missing_positive([3, 4, -1, 1]) == 2
assert first_missing_positive([7, 8, 9, 11, 12]) == 1
assert first_missing_positive([1, 1, 2, 2]) == 3
assert first_missing_positive([2, 3, 4]) == 1
assert first_missing_positive([4, 3, 2, 1]) == 5
