# query: Flatten an arbitrarily nested list of lists into a flat list of its non-list elements in left-to-right
# order, dropping empty sublists; when max_depth is given, only that many levels of nesting are removed.
def flatten_nested_list(items, max_depth=None):
    out = []
    def walk(seq, depth):
        for x in seq:
            if isinstance(x, list) and (max_depth is None or depth < max_depth):
                walk(x, depth + 1)
            else:
                out.append(x)
    walk(items, 0)
    return out

# tests
assert flatten_nested_list([]) == []
assert flatten_nested_list([1, 2]) == [1, 2]
assert flatten_nested_list([1, [2, [3, [4]]], 5]) == [1, 2, 3, 4, 5]
assert flatten_nested_list([[], [[]], 7]) == [7]
assert flatten_nested_list([1, [2, [3, [4]]]], 1) == [1, 2, [3, [4]]]
assert flatten_nested_list([1, [2, [3, [4]]]], 2) == [1, 2, 3, [4]]
assert flatten_nested_list([[1], 2], 0) == [[1], 2]
assert flatten_nested_list([["a", ["b"]], "c"]) == ["a", "b", "c"]
