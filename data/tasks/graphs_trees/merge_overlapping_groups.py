# query: Merge groups of items (for example e-mail addresses of the same person) so that any groups sharing an item,
# directly or through other groups, end up together; return the merged groups as sorted lists without repeats, ordered
# by their first item, ignoring empty groups.
def merge_overlapping_groups(groups):
    parent = {}
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for group in groups:
        for item in group:
            parent.setdefault(item, item)
        for item in group[1:]:
            a, b = find(group[0]), find(item)
            if a != b:
                parent[b] = a
    merged = {}
    for item in parent:
        merged.setdefault(find(item), set()).add(item)
    return sorted(sorted(s) for s in merged.values())

# tests
assert merge_overlapping_groups([]) == []
assert merge_overlapping_groups([[], []]) == []
assert merge_overlapping_groups([["a"]]) == [["a"]]
assert merge_overlapping_groups([["b", "a", "b"]]) == [["a", "b"]]
assert merge_overlapping_groups([["a", "b"], ["c"]]) == [["a", "b"], ["c"]]
assert merge_overlapping_groups([["a", "b"], ["b", "c"]]) == [["a", "b", "c"]]
assert merge_overlapping_groups([["x", "y"], ["a", "b"], ["y", "b"]]) == [["a", "b", "x", "y"]]
assert merge_overlapping_groups([["d"], ["a", "c"], ["e", "d"], ["c"]]) == [["a", "c"], ["d", "e"]]
assert merge_overlapping_groups([[1, 2], [3, 4], [5, 6], [6, 1]]) == [[1, 2, 5, 6], [3, 4]]
