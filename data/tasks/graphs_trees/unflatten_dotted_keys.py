# query: Rebuild a nested dict from a flat dict whose keys are paths joined by a separator ("a.b.c" by default), the
# inverse of flattening; if two keys conflict (one path is used both as a value and as a parent, or repeats), return
# None.
def unflatten_dotted_keys(flat, sep="."):
    root = {}
    for key, value in flat.items():
        parts = key.split(sep)
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
assert unflatten_dotted_keys({"a": 1}) == {"a": 1}
assert unflatten_dotted_keys({"a.b": 1, "a.c": 2}) == {"a": {"b": 1, "c": 2}}
assert unflatten_dotted_keys({"a.b.c": 3, "d": 4}) == {"a": {"b": {"c": 3}}, "d": 4}
assert unflatten_dotted_keys({"a": 1, "a.b": 2}) is None
assert unflatten_dotted_keys({"a.b": 2, "a": 1}) is None
assert unflatten_dotted_keys({"x.y": {}, "x.z": 0}) == {"x": {"y": {}, "z": 0}}
assert unflatten_dotted_keys({"db/host": "h", "db/port": 1}, "/") == {"db": {"host": "h", "port": 1}}
assert unflatten_dotted_keys({"a.b": 1}, "/") == {"a.b": 1}
