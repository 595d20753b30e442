# query: Given a forest as a dict mapping each node to its parent (roots map to None; a node missing from the dict is a
# root), return the list of nodes on the path from a to b through their lowest common ancestor, both ends included, or
# None when a and b are in different trees.
def tree_path_between(parent, a, b):
    def chain(x):
        out = [x]
        while parent.get(x) is not None:
            x = parent[x]
            out.append(x)
        return out
    up_a, up_b = chain(a), chain(b)
    pos_b = {node: i for i, node in enumerate(up_b)}
    for i, node in enumerate(up_a):
        if node in pos_b:
            return up_a[:i + 1] + up_b[:pos_b[node]][::-1]
    return None

# tests
assert tree_path_between({}, "x", "x") == ["x"]
assert tree_path_between({"b": "a", "a": None}, "b", "a") == ["b", "a"]
assert tree_path_between({"b": "a", "a": None}, "a", "b") == ["a", "b"]
assert tree_path_between({"b": "a", "c": "a", "a": None}, "b", "c") == ["b", "a", "c"]
assert tree_path_between({"b": "a", "c": "a", "d": "b", "e": "d"}, "e", "c") == ["e", "d", "b", "a", "c"]
assert tree_path_between({"b": "a", "c": "a", "d": "b", "e": "d"}, "c", "e") == ["c", "a", "b", "d", "e"]
assert tree_path_between({"b": "a", "c": "a", "d": "b", "e": "d"}, "e", "b") == ["e", "d", "b"]
assert tree_path_between({"b": "a", "y": "x"}, "b", "y") is None
assert tree_path_between({2: 1, 3: 2, 4: 2, 5: 4}, 3, 5) == [3, 2, 4, 5]
