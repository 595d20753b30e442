# query: Return a new list with the elements rotated k positions to the right (the last k elements move to the
# front); k may be negative (rotate left) or exceed the length, and an empty list stays empty.
def rotate_list_right(items, k):
    n = len(items)
    if n == 0:
        return []
    k %= n
    return items[n - k:] + items[:n - k]

# tests
assert rotate_list_right([], 3) == []
assert rotate_list_right([1], 5) == [1]
assert rotate_list_right([1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]
assert rotate_list_right([1, 2, 3, 4, 5], 0) == [1, 2, 3, 4, 5]
assert rotate_list_right([1, 2, 3, 4, 5], 5) == [1, 2, 3, 4, 5]
assert rotate_list_right([1, 2, 3, 4, 5], 7) == [4, 5, 1, 2, 3]
assert rotate_list_right([1, 2, 3, 4, 5], -1) == [2, 3, 4, 5, 1]
assert rotate_list_right([1, 2, 3], 1) == [3, 1, 2]
assert rotate_list_right(["a", "b"], 3) == ["b", "a"]
