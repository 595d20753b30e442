# query: Look up a value in nested dicts and lists using a path such as "a.b[2].c" (dot-separated keys, [n] list
# indexes, non-negative only); return None when any step is missing, out of range or of the wrong type.
def json_path_lookup(data, path):
    tokens = []
    for part in path.split("."):
        name, _, rest = part.partition("[")
        if name:
            tokens.append(name)
        while rest:
            idx, close, rest = rest.partition("]")
            if not close or not idx.isdigit():
                return None
            tokens.append(int(idx))
            if rest.startswith("["):
                rest = rest[1:]
            elif rest:
                return None
    cur = data
    for tok in tokens:
        if isinstance(tok, int):
            if not isinstance(cur, list) or tok >= len(cur):
                return None
            cur = cur[tok]
        else:
            if not isinstance(cur, dict) or tok not in cur:
                return None
            cur = cur[tok]
    return cur

# tests
assert json_path_lookup({"a": 1}, "a") == 1
assert json_path_lookup({"a": {"b": [5, 6, {"c": 7}]}}, "a.b[2].c") == 7
assert json_path_lookup({"a": {"b": [5, 6]}}, "a.b[2]") == None
assert json_path_lookup({"a": {"b": [5, 6]}}, "a.b[1]") == 6
assert json_path_lookup({"m": [[1, 2], [3, 4]]}, "m[1][0]") == 3
assert json_path_lookup({"a": ["x"]}, "a.x") == None
assert json_path_lookup({"a": {"0": 9}}, "a[0]") == None
assert json_path_lookup({"a": [1, 2]}, "a[x]") == None
assert json_path_lookup({"a": [1, 2]}, "a[1") == None
assert json_path_lookup({"k": None}, "k") == None
