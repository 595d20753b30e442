# query: Build a binary tree as nested tuples (value, left, right) (None for empty) from the level-order list format
# used by coding sites, where None marks a missing child and the children of missing nodes are not listed; an empty
# list or a None root gives None.
def tree_from_level_list(items):
    if not items or items[0] is None:
        return None
    nodes = [[items[0], None, None]]
    queue = [nodes[0]]
    i = 1
    head = 0
    while head < len(queue) and i < len(items):
        parent = queue[head]
        head += 1
        for side in (1, 2):
            if i < len(items):
                if items[i] is not None:
                    child = [items[i], None, None]
                    parent[side] = child
                    queue.append(child)
                i += 1
    def freeze(node):
        if node is None:
            return None
        return (node[0], freeze(node[1]), freeze(node[2]))
    return freeze(nodes[0])

# tests
assert tree_from_level_list([]) is None
assert tree_from_level_list([None]) is None
assert tree_from_level_list([7]) == (7, None, None)
assert tree_from_level_list([1, 2, 3]) == (1, (2, None, None), (3, None, None))
assert tree_from_level_list([1, None, 2]) == (1, None, (2, None, None))
assert tree_from_level_list([1, 2]) == (1, (2, None, None), None)
assert tree_from_level_list([1, None, 2, 3]) == (1, None, (2, (3, None, None), None))
assert tree_from_level_list([5, 4, 8, 11, None, 13, 4, 7, 2, None, None, None, 1]) == (5, (4, (11, (7, None, None), (2, None, None)), None), (8, (13, None, None), (4, None, (1, None, None))))
assert tree_from_level_list([0, 0, None, None, 0]) == (0, (0, None, (0, None, None)), None)
