# query: Return the nesting depth of JSON-like data made of dicts and lists: a scalar has depth 0, an empty dict or list
# has depth 1, and a container is one deeper than its deepest element (dict values, not keys, are looked at).
def nested_structure_depth(data):
    if isinstance(data, dict):
        children = list(data.values())
    elif isinstance(data, list):
        children = data
    else:
        return 0
    deepest = 0
    for child in children:
        d = nested_structure_depth(child)
        if d > deepest:
            deepest = d
    return deepest + 1

# tests
assert nested_structure_depth(7) == 0
assert nested_structure_depth("text") == 0
assert nested_structure_depth([]) == 1
assert nested_structure_depth({}) == 1
assert nested_structure_depth([1, 2, 3]) == 1
assert nested_structure_depth({"a": [1, [2]]}) == 3
assert nested_structure_depth([{"a": {}}, 5]) == 3
assert nested_structure_depth({"a": 1, "b": {"c": [[]]}}) == 4
assert nested_structure_depth([[[[]]], [1]]) == 4
