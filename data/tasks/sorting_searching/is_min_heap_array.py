# query: Decide whether a list stored as an implicit binary tree (children of index i at 2i+1 and 2i+2) satisfies the
# min-heap property: no child is smaller than its parent; empty and one-element lists qualify.
def is_min_heap_array(values):
    n = len(values)
    for i in range(n):
        for child in (2 * i + 1, 2 * i + 2):
            if child < n and values[child] < values[i]:
                return False
    return True

# tests
assert is_min_heap_array([]) is True
assert is_min_heap_array([5]) is True
assert is_min_heap_array([1, 2, 3, 4, 5]) is True
assert is_min_heap_array([1, 3, 2, 7, 4, 6, 5]) is True
assert is_min_heap_array([2, 1]) is False
assert is_min_heap_array([1, 2, 0]) is False
assert is_min_heap_array([1, 1, 1]) is True
assert is_min_heap_array([1, 5, 2, 6, 4]) is False
assert is_min_heap_array([1, 2, 3, 4, 5, 2]) is False
assert is_min_heap_array([0, 1, 2, 3, 4, 5, 6, 2]) is False
