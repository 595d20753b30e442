# query: Return the mean of a list after dropping its k smallest and k largest values, rounded to 2 decimals; return
# None when k is negative or nothing would remain.
def trimmed_mean(values, k):
    if k < 0 or 2 * k >= len(values):
        return None
    kept = sorted(values)[k:len(values) - k]
    return round(sum(kept) / len(kept), 2)

# tests
assert trimmed_mean([], 0) is None
assert trimmed_mean([1, 2, 3], -1) is None
assert trimmed_mean([1, 2, 3, 4], 2) is None
assert trimmed_mean([5], 0) == 5.0
assert trimmed_mean([1, 2, 3, 4, 100], 1) == 3.0
assert trimmed_mean([9, 1, 8, 2, 7, 3], 1) == 5.0
assert trimmed_mean([1, 2, 3, 4, 5], 2) == 3.0
assert trimmed_mean([10, 20, 40], 0) == 23.33
assert trimmed_mean([-50, 1, 2, 3, 50, 60], 2) == 2.5
