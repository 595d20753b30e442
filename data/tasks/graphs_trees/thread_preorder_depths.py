# query: Lay out a comment thread for display: given records (id, parent_id) with parent_id None for top-level comments,
# return (id, depth) pairs in depth-first order, where top-level comments have depth 0 and siblings are shown in
# increasing id order; records whose parent is unknown are treated as top-level.
def thread_preorder_depths(records):
    ids = {rid for rid, _ in records}
    children = {}
    roots = []
    for rid, parent in records:
        if parent is None or parent not in ids:
            roots.append(rid)
        else:
            children.setdefault(parent, []).append(rid)
    out = []
    stack = [(rid, 0) for rid in sorted(roots, reverse=True)]
    while stack:
        rid, depth = stack.pop()
        out.append((rid, depth))
        for child in sorted(children.get(rid, ()), reverse=True):
            stack.append((child, depth + 1))
    return out

# tests
assert thread_preorder_depths([]) == []
assert thread_preorder_depths([(1, None)]) == [(1, 0)]
assert thread_preorder_depths([(2, None), (1, None)]) == [(1, 0), (2, 0)]
assert thread_preorder_depths([(1, None), (2, 1), (3, 2)]) == [(1, 0), (2, 1), (3, 2)]
assert thread_preorder_depths([(1, None), (3, 1), (2, 1), (4, 2)]) == [(1, 0), (2, 1), (4, 2), (3, 1)]
assert thread_preorder_depths([(5, None), (1, None), (6, 5), (2, 1)]) == [(1, 0), (2, 1), (5, 0), (6, 1)]
assert thread_preorder_depths([(10, 99), (11, 10)]) == [(10, 0), (11, 1)]
assert thread_preorder_depths([(1, None), (2, 1), (3, 1), (4, 3), (5, 2), (6, 3)]) == [(1, 0), (2, 1), (5, 2), (3, 1), (4, 2), (6, 2)]
