# query: Return every root-to-leaf path of a binary tree (None or nested tuples (value, left, right)) as a string of the
# values joined by "->", listing paths from left to right; an empty tree gives [].
def root_to_leaf_path_strings(tree):
    paths = []
    def walk(node, prefix):
        value, left, right = node
        label = prefix + "->" + str(value) if prefix else str(value)
        if left is None and right is None:
            paths.append(label)
            return
        if left is not None:
            walk(left, label)
        if right is not None:
            walk(right, label)
    if tree is not None:
        walk(tree, "")
    return paths

# tests
assert root_to_leaf_path_strings(None) == []
assert root_to_leaf_path_strings((7, None, None)) == ["7"]
assert root_to_leaf_path_strings((1, (2, None, None), (3, None, None))) == ["1->2", "1->3"]
assert root_to_leaf_path_strings((1, (2, None, (5, None, None)), (3, None, None))) == ["1->2->5", "1->3"]
assert root_to_leaf_path_strings((1, None, (3, None, None))) == ["1->3"]
assert root_to_leaf_path_strings((1, (2, None, None), None)) == ["1->2"]
assert root_to_leaf_path_strings((-1, (0, (4, None, None), (5, None, None)), None)) == ["-1->0->4", "-1->0->5"]
assert root_to_leaf_path_strings(("a", ("b", None, None), ("c", ("d", None, None), None))) == ["a->b", "a->c->d"]
