# query: Write a binary tree (None or nested tuples (value, left, right)) as a string where each node is its value
# followed by its children in parentheses, left first; an empty "()" stands for a missing left child only when a right
# child exists, and missing right children are omitted ("1(2(4))(3)"); an empty tree gives "".
def tree_serialize_parenthesized(tree):
    if tree is None:
        return ""
    value, left, right = tree
    out = str(value)
    if left is None and right is None:
        return out
    out += "(" + tree_serialize_parenthesized(left) + ")"
    if right is not None:
        out += "(" + tree_serialize_parenthesized(right) + ")"
    return out

# tests
assert tree_serialize_parenthesized(None) == ""
assert tree_serialize_parenthesized((7, None, None)) == "7"
assert tree_serialize_parenthesized((1, (2, None, None), None)) == "1(2)"
assert tree_serialize_parenthesized((1, None, (3, None, None))) == "1()(3)"
assert tree_serialize_parenthesized((1, (2, (4, None, None), None), (3, None, None))) == "1(2(4))(3)"
assert tree_serialize_parenthesized((1, (2, None, (4, None, None)), (3, None, None))) == "1(2()(4))(3)"
assert tree_serialize_parenthesized((-1, (0, None, None), (5, (6, None, None), None))) == "-1(0)(5(6))"
assert tree_serialize_parenthesized((1, (2, None, None), (3, None, None))) == "1(2)(3)"
