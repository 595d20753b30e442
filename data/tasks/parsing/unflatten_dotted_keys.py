# query: Turn a flat dict with dotted keys such as {"a.b": 1, "a.c": 2} into nested dicts ({"a": {"b": 1, "c": 2}}),
# splitting each key on every "." (values are never dicts); return None when a key is both a value and a parent of
# other keys.
def unflatten_dotted_keys(flat):
    root = {}
    for path, value in flat.items():
        parts = path.split(".")
        node = root
        for part in parts[:-1]:
            child = node.setdefault(part, {})
            if not isinstance(child, dict):
                return None
            node = child
        last = parts[-1]
        if last in node:
            return None
        node[last] = value
    return root

# tests
assert unflatten_dotted_keys({}) == {}
assert unflatten_dotted_keys({"a.b": 1, "a.c": 2, "d": 3}) == {"a": {"b": 1, "c": 2}, "d": 3}
assert unflatten_dotted_keys({"x.y.z": 1}) == {"x": {"y": {"z": 1}}}
assert unflatten_dotted_keys({"a": 1, "a.b": 2}) is None
assert unflatten_dotted_keys({"a.b": 2, "a": 1}) is None
assert unflatten_dotted_keys({"a.b.c": 1, "a.b": 2}) is None
assert unflatten_dotted_keys({"a..b": 1}) == {"a": {"": {"b": 1}}}
assert unflatten_dotted_keys({"a.b": [1], "c": None}) == {"a": {"b": [1]}, "c": None}
assert unflatten_dotted_keys({"k.v": 1, "K.v": 2, "k.w": 3}) == {"k": {"v": 1, "w": 3}, "K": {"v": 2}}
