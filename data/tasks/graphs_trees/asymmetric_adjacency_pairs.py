# query: Check an adjacency dict that should describe an undirected graph and return the sorted list of (u, v) pairs
# where v is listed as a neighbour of u but u is not listed as a neighbour of v (including when v has no entry at all).
def asymmetric_adjacency_pairs(adj):
    bad = set()
    for u, neighbours in adj.items():
        for v in neighbours:
            if u not in adj.get(v, ()):
                bad.add((u, v))
    return sorted(bad)

# tests
assert asymmetric_adjacency_pairs({}) == []
assert asymmetric_adjacency_pairs({"a": []}) == []
assert asymmetric_adjacency_pairs({"a": ["b"], "b": ["a"]}) == []
assert asymmetric_adjacency_pairs({"a": ["b"], "b": []}) == [("a", "b")]
assert asymmetric_adjacency_pairs({"a": ["b"]}) == [("a", "b")]
assert asymmetric_adjacency_pairs({"a": ["a"]}) == []
assert asymmetric_adjacency_pairs({1: [2, 3], 2: [1], 3: [2]}) == [(1, 3), (3, 2)]
assert asymmetric_adjacency_pairs({"x": ["y", "y"], "y": ["z"], "z": ["y"]}) == [("x", "y")]
