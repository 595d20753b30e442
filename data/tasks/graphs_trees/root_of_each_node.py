# query: Given a forest as a dict mapping each node to its parent (None for a root; a parent missing from the dict is a
# root too), return a dict mapping every node that appears, children and parents alike, to the root of its tree; if
# the parent links contain a cycle return None.
def root_of_each_node(parent):
    nodes = set(parent) | {p for p in parent.values() if p is not None}
    root = {}
    for start in nodes:
        path = []
        on_path = set()
        x = start
        while x not in root:
            if x in on_path:
                return None
            on_path.add(x)
            path.append(x)
            p = parent.get(x)
            if p is None:
                root[x] = x
                break
            x = p
        for node in path:
            root[node] = root[x]
    return root

# tests
assert root_of_each_node({}) == {}
assert root_of_each_node({"a": None}) == {"a": "a"}
assert root_of_each_node({"b": "a"}) == {"a": "a", "b": "a"}
assert root_of_each_node({"b": "a", "a": None, "c": "b"}) == {"a": "a", "b": "a", "c": "a"}
assert root_of_each_node({"b": "a", "d": "c", "e": "d"}) == {"a": "a", "b": "a", "c": "c", "d": "c", "e": "c"}
assert root_of_each_node({"a": "b", "b": "a"}) is None
assert root_of_each_node({"x": "x"}) is None
assert root_of_each_node({"a": None, "b": "c", "c": "d", "d": "b"}) is None
assert root_of_each_node({2: 1, 3: 1, 4: 3, 6: 5}) == {1: 1, 2: 1, 3: 1, 4: 1, 5: 5, 6: 5}
