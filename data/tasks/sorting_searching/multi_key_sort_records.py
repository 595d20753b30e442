# query: Sort a list of dict records by several fields given as names, where a leading "-" means descending: earlier
# fields take priority, and records equal on every field keep their input order. Return a new list.
def multi_key_sort_records(records, spec):
    out = list(records)
    for field in reversed(spec):
        desc = field.startswith("-")
        name = field[1:] if desc else field
        out.sort(key=lambda r: r[name], reverse=desc)
    return out

# tests
assert multi_key_sort_records([], ["a"]) == []
assert multi_key_sort_records([{"a": 2}, {"a": 1}], []) == [{'a': 2}, {'a': 1}]
assert multi_key_sort_records([{"a": 2}, {"a": 1}, {"a": 3}], ["a"]) == [{'a': 1}, {'a': 2}, {'a': 3}]
assert multi_key_sort_records([{"a": 2}, {"a": 1}, {"a": 3}], ["-a"]) == [{'a': 3}, {'a': 2}, {'a': 1}]
assert multi_key_sort_records([{"d": "x", "s": 5}, {"d": "y", "s": 9}, {"d": "x", "s": 7}], ["d", "-s"]) == [{'d': 'x', 's': 7}, {'d': 'x', 's': 5}, {'d': 'y', 's': 9}]
assert multi_key_sort_records([{"d": "x", "s": 5}, {"d": "y", "s": 9}, {"d": "x", "s": 7}], ["-d", "s"]) == [{'d': 'y', 's': 9}, {'d': 'x', 's': 5}, {'d': 'x', 's': 7}]
assert multi_key_sort_records([{"k": 1, "n": "b"}, {"k": 1, "n": "a"}, {"k": 0, "n": "c"}], ["-k"]) == [{'k': 1, 'n': 'b'}, {'k': 1, 'n': 'a'}, {'k': 0, 'n': 'c'}]
assert multi_key_sort_records([{"a": 1, "b": 2, "i": 0}, {"a": 1, "b": 2, "i": 1}, {"a": 0, "b": 9, "i": 2}], ["-b", "a"]) == [{'a': 0, 'b': 9, 'i': 2}, {'a': 1, 'b': 2, 'i': 0}, {'a': 1, 'b': 2, 'i': 1}]
