# query: Merge an override dict into a base dict recursively, as for layered configuration: keys only in one side are
# kept, when both values are dicts they are merged the same way, otherwise the override value wins; neither input is
# modified and a new dict is returned.
def deep_merge_dicts(base, override):
    result = dict(base)
    for key, value in override.items():
        if key in result and isinstance(result[key], dict) and isinstance(value, dict):
            result[key] = deep_merge_dicts(result[key], value)
        else:
            result[key] = value
    return result

# tests
assert deep_merge_dicts({}, {}) == {}
assert deep_merge_dicts({"a": 1}, {}) == {"a": 1}
assert deep_merge_dicts({}, {"a": 1}) == {"a": 1}
assert deep_merge_dicts({"a": 1, "b": 2}, {"b": 3}) == {"a": 1, "b": 3}
assert deep_merge_dicts({"db": {"host": "x", "port": 1}}, {"db": {"port": 2}}) == {"db": {"host": "x", "port": 2}}
assert deep_merge_dicts({"db": {"host": "x"}}, {"db": 5}) == {"db": 5}
assert deep_merge_dicts({"db": 5}, {"db": {"host": "y"}}) == {"db": {"host": "y"}}
assert deep_merge_dicts({"a": {"b": {"c": 1, "d": 2}}}, {"a": {"b": {"d": 3, "e": 4}, "f": 5}}) == {"a": {"b": {"c": 1, "d": 3, "e": 4}, "f": 5}}
assert deep_merge_dicts({"l": [1, 2]}, {"l": [3]}) == {"l": [3]}
assert (lambda b: (deep_merge_dicts(b, {"x": {"y": 2}}), b)[1])({"x": {"y": 1}}) == {"x": {"y": 1}}
