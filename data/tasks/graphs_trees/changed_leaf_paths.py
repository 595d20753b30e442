# query: Compare two nested dicts and return the sorted list of dotted key paths ("a.b.c") whose leaf values were added,
# removed or changed; a value that is a dict on one side and not on the other counts as a change at that path, and
# equal inputs give [].
def changed_leaf_paths(old, new):
    out = []
    def walk(a, b, prefix):
        for key in set(a) | set(b):
            path = prefix + str(key)
            if key not in a or key not in b:
                out.append(path)
            elif isinstance(a[key], dict) and isinstance(b[key], dict):
                walk(a[key], b[key], path + ".")
            elif a[key] != b[key]:
                out.append(path)
    walk(old, new, "")
    return sorted(out)

# tests
assert changed_leaf_paths({}, {}) == []
assert changed_leaf_paths({"a": 1}, {"a": 1}) == []
assert changed_leaf_paths({"a": 1}, {"a": 2}) == ["a"]
assert changed_leaf_paths({"a": 1}, {}) == ["a"]
assert changed_leaf_paths({}, {"b": 1}) == ["b"]
assert changed_leaf_paths({"db": {"host": "x", "port": 1}}, {"db": {"host": "x", "port": 2}}) == ["db.port"]
assert changed_leaf_paths({"db": {"host": "x"}}, {"db": "x"}) == ["db"]
assert changed_leaf_paths({"a": {"b": {"c": 1}}, "z": 0}, {"a": {"b": {"c": 1, "d": 2}}, "y": 0}) == ["a.b.d", "y", "z"]
assert changed_leaf_paths({"l": [1, 2]}, {"l": [1, 2]}) == []
assert changed_leaf_paths({"a": {"x": 1}, "b": {"y": 2}}, {"a": {"x": 1}, "b": {"y": 3}}) == ["b.y"]
