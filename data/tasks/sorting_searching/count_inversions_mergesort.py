# query: Count the pairs of indices i < j with values[i] > values[j] (equal values are not an inversion) in
# O(n log n) time with a merge-sort based count; an empty or single-element list has 0.
def count_inversions_mergesort(values):
    def sort_count(arr):
        if len(arr) <= 1:
            return arr, 0
        mid = len(arr) // 2
        left, a = sort_count(arr[:mid])
        right, b = sort_count(arr[mid:])
        merged = []
        count = a + b
        i = j = 0
        while i < len(left) and j < len(right):
            if left[i] <= right[j]:
                merged.append(left[i])
                i += 1
            else:
                merged.append(right[j])
                count += len(left) - i
                j += 1
        merged += left[i:] + right[j:]
        return merged, count
    return sort_count(list(values))[1]

# tests
assert count_inversions_mergesort([]) == 0
assert count_inversions_mergesort([4]) == 0
assert count_inversions_mergesort([1, 2, 3, 4]) == 0
assert count_inversions_mergesort([2, 1]) == 1
assert count_inversions_mergesort([4, 3, 2, 1]) == 6
assert count_inversions_mergesort([2, 4, 1, 3, 5]) == 3
assert count_inversions_mergesort([3, 3, 3]) == 0
assert count_inversions_mergesort([5, 1, 5, 1, 5]) == 3
assert count_inversions_mergesort([-1, -5, 0, -3, 8, 2]) == 4
assert count_inversions_mergesort([7, 6, 1, 8, 3, 2, 9]) == 10
