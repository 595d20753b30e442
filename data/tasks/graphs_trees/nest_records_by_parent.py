# query: Turn flat records (id, parent_id), where parent_id is None for top-level items, into a nested dict mapping each
# top-level id to a dict of its children, recursively (a leaf maps to {}); records whose parent id is unknown are
# treated as top-level.
def nest_records_by_parent(records):
    ids = {rid for rid, _ in records}
    nodes = {rid: {} for rid in ids}
    roots = {}
    for rid, parent in records:
        if parent is None or parent not in ids:
            roots[rid] = nodes[rid]
        else:
            nodes[parent][rid] = nodes[rid]
    return roots

# tests
assert nest_records_by_parent([]) == {}
assert nest_records_by_parent([(1, None)]) == {1: {}}
assert nest_records_by_parent([(1, None), (2, 1)]) == {1: {2: {}}}
assert nest_records_by_parent([(2, 1), (1, None)]) == {1: {2: {}}}
assert nest_records_by_parent([(1, None), (2, 1), (3, 1), (4, 3)]) == {1: {2: {}, 3: {4: {}}}}
assert nest_records_by_parent([(1, None), (5, None), (6, 5)]) == {1: {}, 5: {6: {}}}
assert nest_records_by_parent([(7, 99), (8, 7)]) == {7: {8: {}}}
assert nest_records_by_parent([("c", "b"), ("b", "a"), ("a", None)]) == {"a": {"b": {"c": {}}}}
