# query: For a binary tree given as None or nested tuples (value, left, right), return the number of nodes on its most
# populated level (counting only existing nodes); an empty tree gives 0.
def widest_tree_level(tree):
    if tree is None:
        return 0
    level = [tree]
    widest = 0
    while level:
        if len(level) > widest:
            widest = len(level)
        children = []
        for _, left, right in level:
            for child in (left, right):
                if child is not None:
                    children.append(child)
        level = children
    return widest

# tests
assert widest_tree_level(None) == 0
assert widest_tree_level((1, None, None)) == 1
assert widest_tree_level((1, (2, None, None), None)) == 1
assert widest_tree_level((1, (2, None, None), (3, None, None))) == 2
assert widest_tree_level((1, (2, (4, None, None), (5, None, None)), (3, None, (6, None, None)))) == 3
assert widest_tree_level((1, (2, (4, (8, None, None), None), None), (3, None, (7, None, (9, None, None))))) == 2
assert widest_tree_level((1, (2, (3, None, None), (4, None, None)), (5, (6, None, None), (7, None, None)))) == 4
assert widest_tree_level((1, (2, None, None), (3, (4, None, None), (5, (6, None, None), (7, (8, None, None), (9, None, None)))))) == 2
