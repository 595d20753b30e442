# query: Combine two lists that are each sorted ascending into one ascending list in linear time with two
# indices; when values are equal, the element from the first list comes first, and either list may be empty.
def interleave_sorted_lists(first, second):
    i = j = 0
    out = []
    while i < len(first) and j < len(second):
        if second[j] < first[i]:
            out.append(second[j])
            j += 1
        else:
            out.append(first[i])
            i += 1
    out.extend(first[i:])
    out.extend(second[j:])
    return out

# tests
assert interleave_sorted_lists([], []) == []
assert interleave_sorted_lists([1, 2], []) == [1, 2]
assert interleave_sorted_lists([], [3]) == [3]
assert interleave_sorted_lists([1, 4, 9], [2, 3, 10, 11]) == [1, 2, 3, 4, 9, 10, 11]
assert interleave_sorted_lists([5, 6], [1, 2]) == [1, 2, 5, 6]
assert interleave_sorted_lists([-3, 0, 0], [-3, 0, 7]) == [-3, -3, 0, 0, 0, 7]
assert interleave_sorted_lists([1.0, 2], [1, 2.0]) == [1.0, 1, 2, 2.0]
assert [type(x) for x in interleave_sorted_lists([1.0, 2], [1, 2.0])] == [float, int, int, float]
assert interleave_sorted_lists([8], [1, 2, 3, 9]) == [1, 2, 3, 8, 9]
