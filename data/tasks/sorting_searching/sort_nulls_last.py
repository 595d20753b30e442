# query: Sort dict records by one field, ascending or descending as requested, always placing records whose field is
# missing or None at the end in their original order; equal values keep their input order.
def sort_nulls_last(records, field, descending):
    present = [r for r in records if r.get(field) is not None]
    missing = [r for r in records if r.get(field) is None]
    present.sort(key=lambda r: r[field], reverse=descending)
    return present + missing

# tests
assert sort_nulls_last([], "a", False) == []
assert sort_nulls_last([{"a": 2}, {"a": None}, {"a": 1}], "a", False) == [{'a': 1}, {'a': 2}, {'a': None}]
assert sort_nulls_last([{"a": 2}, {"a": None}, {"a": 1}], "a", True) == [{'a': 2}, {'a': 1}, {'a': None}]
assert sort_nulls_last([{"b": 1}, {"a": 3}, {"a": 0}], "a", False) == [{'a': 0}, {'a': 3}, {'b': 1}]
assert sort_nulls_last([{"a": None, "i": 1}, {"i": 2}, {"a": 5, "i": 3}], "a", True) == [{'a': 5, 'i': 3}, {'a': None, 'i': 1}, {'i': 2}]
assert sort_nulls_last([{"a": 1, "i": 1}, {"a": 1, "i": 2}, {"a": 0, "i": 3}], "a", True) == [{'a': 1, 'i': 1}, {'a': 1, 'i': 2}, {'a': 0, 'i': 3}]
assert sort_nulls_last([{"a": 0}, {"a": -1}, {"a": None}], "a", False) == [{'a': -1}, {'a': 0}, {'a': None}]
assert sort_nulls_last([{"a": "b"}, {"a": "a"}], "a", False) == [{'a': 'a'}, {'a': 'b'}]
