# query: Flatten a nested dict into a single-level dict whose keys are the paths of keys joined by a separator
# ("a.b.c" by default); non-dict values (lists included) are leaves, and an empty nested dict is kept as the value {}.
def flatten_dict_dotted_keys(d, sep="."):
    out = {}
    def walk(prefix, value):
        if isinstance(value, dict) and value:
            for k, v in value.items():
                walk(prefix + sep + str(k), v)
        else:
            out[prefix] = value
    for k, v in d.items():
        walk(str(k), v)
    return out

# tests
assert flatten_dict_dotted_keys({}) == {}
assert flatten_dict_dotted_keys({"a": 1}) == {"a": 1}
assert flatten_dict_dotted_keys({"a": {"b": 1, "c": 2}}) == {"a.b": 1, "a.c": 2}
assert flatten_dict_dotted_keys({"a": {"b": {"c": 3}}, "d": 4}) == {"a.b.c": 3, "d": 4}
assert flatten_dict_dotted_keys({"a": {}, "b": {"c": {}}}) == {"a": {}, "b.c": {}}
assert flatten_dict_dotted_keys({"a": [1, {"x": 2}]}) == {"a": [1, {"x": 2}]}
assert flatten_dict_dotted_keys({"a": {"b": None}}) == {"a.b": None}
assert flatten_dict_dotted_keys({"db": {"host": "h", "port": 5432}}, "/") == {"db/host": "h", "db/port": 5432}
assert flatten_dict_dotted_keys({1: {2: "x"}}) == {"1.2": "x"}
