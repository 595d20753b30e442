# query: Return the median of all elements of two ascending sorted lists combined, as a float (the mean of the two
# middle values when the total count is even), by walking both lists only up to the middle; return None if both
# lists are empty.
def median_two_sorted_arrays(a, b):
    total = len(a) + len(b)
    if total == 0:
        return None
    i = j = 0
    prev = curr = 0
    for _ in range(total // 2 + 1):
        prev = curr
        if j >= len(b) or (i < len(a) and a[i] <= b[j]):
            curr = a[i]
            i += 1
        else:
            curr = b[j]
            j += 1
    if total % 2 == 1:
        return float(curr)
    return (prev + curr) / 2

# tests
assert median_two_sorted_arrays([], []) is None
assert median_two_sorted_arrays([3], []) == 3.0
assert median_two_sorted_arrays([], [1, 2]) == 1.5
assert median_two_sorted_arrays([1, 3], [2]) == 2.0
assert median_two_sorted_arrays([1, 2], [3, 4]) == 2.5
assert median_two_sorted_arrays([5, 6, 7], [1, 2]) == 5.0
assert median_two_sorted_arrays([1, 1], [1, 1]) == 1.0
assert median_two_sorted_arrays([-5, 3, 6, 12, 15], [-12, -10, -6, -3, 4, 10]) == 3.0
assert median_two_sorted_arrays([2], [1, 3, 4, 8, 9]) == 3.5
assert median_two_sorted_arrays([0, 0, 10], [5, 20, 30]) == 7.5
