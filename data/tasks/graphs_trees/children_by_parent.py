# query: Turn (child, parent) pairs, where a parent of None marks a root, into a dict mapping each parent to the sorted
# list of its children, with the roots listed under the key None; parents without children do not appear as keys.
def children_by_parent(pairs):
    out = {}
    for child, parent in pairs:
        out.setdefault(parent, []).append(child)
    for kids in out.values():
        kids.sort()
    return out

# tests
assert children_by_parent([]) == {}
assert children_by_parent([("root", None)]) == {None: ["root"]}
assert children_by_parent([("b", "a"), ("a", None)]) == {None: ["a"], "a": ["b"]}
assert children_by_parent([("c", "a"), ("b", "a"), ("a", None)]) == {None: ["a"], "a": ["b", "c"]}
assert children_by_parent([(3, 1), (2, 1), (4, 2), (1, None), (9, None)]) == {None: [1, 9], 1: [2, 3], 2: [4]}
assert children_by_parent([("x", "y")]) == {"y": ["x"]}
assert children_by_parent([("b", "r"), ("a", "r"), ("c", "b")])["r"] == ["a", "b"]
assert "c" not in children_by_parent([("b", "r"), ("a", "r"), ("c", "b")])
