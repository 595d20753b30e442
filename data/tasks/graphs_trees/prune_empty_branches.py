# query: Remove empty values from nested JSON-like data: recursively drop None values, empty strings, and dicts or
# lists that are empty (or become empty after pruning) from dicts and lists, keeping 0 and False; if the whole value
# prunes away, return None.
def prune_empty_branches(data):
    def prune(v):
        if isinstance(v, dict):
            out = {}
            for k, x in v.items():
                p = prune(x)
                if p is not None:
                    out[k] = p
            return out or None
        if isinstance(v, list):
            out = [p for p in (prune(x) for x in v) if p is not None]
            return out or None
        if v is None or v == "":
            return None
        return v
    return prune(data)

# tests
assert prune_empty_branches(None) is None
assert prune_empty_branches({}) is None
assert prune_empty_branches(5) == 5
assert prune_empty_branches({"a": 1, "b": None}) == {"a": 1}
assert prune_empty_branches({"a": 0, "b": False, "c": ""}) == {"a": 0, "b": False}
assert prune_empty_branches({"a": {"b": {"c": None}}, "d": 1}) == {"d": 1}
assert prune_empty_branches({"a": [None, "", {}, [], 3]}) == {"a": [3]}
assert prune_empty_branches([{"x": None}, {"y": [0]}]) == [{"y": [0]}]
assert prune_empty_branches({"a": {"b": []}, "c": {"d": ""}}) is None
assert prune_empty_branches({"k": "v", "n": {"m": {"o": "p", "q": None}}}) == {"k": "v", "n": {"m": {"o": "p"}}}
