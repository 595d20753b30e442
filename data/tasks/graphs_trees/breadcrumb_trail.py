# query: Given category records as a dict id -> (name, parent_id) with parent_id None at the top, return the list of
# names from the top category down to the given id (a breadcrumb trail); an unknown id, a parent id that is not in the
# records, or a loop in the parent links gives None.
def breadcrumb_trail(records, node_id):
    names = []
    seen = set()
    current = node_id
    while current is not None:
        if current not in records or current in seen:
            return None
        seen.add(current)
        name, parent = records[current]
        names.append(name)
        current = parent
    return names[::-1]

# tests
assert breadcrumb_trail({}, 1) is None
assert breadcrumb_trail({1: ("Home", None)}, 1) == ["Home"]
assert breadcrumb_trail({1: ("Home", None), 2: ("Books", 1)}, 2) == ["Home", "Books"]
assert breadcrumb_trail({1: ("Home", None), 2: ("Books", 1), 5: ("Fiction", 2)}, 5) == ["Home", "Books", "Fiction"]
assert breadcrumb_trail({1: ("Home", None), 2: ("Books", 1), 5: ("Fiction", 2)}, 2) == ["Home", "Books"]
assert breadcrumb_trail({1: ("Home", None), 2: ("Books", 1)}, 3) is None
assert breadcrumb_trail({2: ("Books", 1)}, 2) is None
assert breadcrumb_trail({1: ("A", 2), 2: ("B", 1)}, 1) is None
assert breadcrumb_trail({3: ("Self", 3)}, 3) is None
assert breadcrumb_trail({"x": ("Top", None), "y": ("Mid", "x"), "z": ("Leaf", "y")}, "z") == ["Top", "Mid", "Leaf"]
