# query: Find a key inside nested JSON-like data (dicts and lists) and return the path to its first occurrence as a list
# of dict keys and list indexes, searching depth-first in dict insertion order and list order and checking a dict's own
# keys before descending into its values; return None if the key is absent.
def locate_key_in_nested(data, key):
    if isinstance(data, dict):
        if key in data:
            return [key]
        items = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    else:
        return None
    for k, v in items:
        sub = locate_key_in_nested(v, key)
        if sub is not None:
            return [k] + sub
    return None

# tests
assert locate_key_in_nested({}, "a") is None
assert locate_key_in_nested(5, "a") is None
assert locate_key_in_nested({"a": 1}, "a") == ["a"]
assert locate_key_in_nested({"x": {"a": 1}}, "a") == ["x", "a"]
assert locate_key_in_nested({"x": {"y": {"a": 1}}, "a": 2}, "a") == ["a"]
assert locate_key_in_nested({"x": {"y": {"a": 1}}, "z": {"a": 2}}, "a") == ["x", "y", "a"]
assert locate_key_in_nested({"items": [{"b": 1}, {"a": 2}]}, "a") == ["items", 1, "a"]
assert locate_key_in_nested([[{"id": 7}]], "id") == [0, 0, "id"]
assert locate_key_in_nested({"x": ["a", {"b": "a"}]}, "a") is None
assert locate_key_in_nested({"p": [1, 2], "q": [{"r": {"k": 0}}]}, "k") == ["q", 0, "r", "k"]
