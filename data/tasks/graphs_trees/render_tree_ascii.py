# query: Render a nested dict tree (dict values have children, any other value is a leaf) as lines of text in the style
# of the Unix "tree" command: the root name first, then children sorted by name, each prefixed with "├── " or, for the
# last child, "└── ", and deeper levels indented with "│   " under non-last children and four spaces under last ones.
def render_tree_ascii(name, tree):
    lines = [name]
    def walk(node, prefix):
        keys = sorted(node)
        for i, key in enumerate(keys):
            last = i == len(keys) - 1
            lines.append(prefix + ("└── " if last else "├── ") + key)
            child = node[key]
            if isinstance(child, dict):
                walk(child, prefix + ("    " if last else "│   "))
    walk(tree, "")
    return lines

# tests
assert render_tree_ascii(".", {}) == ["."]
assert render_tree_ascii(".", {"a": None}) == [".", "└── a"]
assert render_tree_ascii(".", {"b": None, "a": None}) == [".", "├── a", "└── b"]
assert render_tree_ascii("root", {"src": {"x.py": 1}}) == ["root", "└── src", "    └── x.py"]
assert render_tree_ascii(".", {"src": {"x.py": 1}, "z": 0}) == [".", "├── src", "│   └── x.py", "└── z"]
assert render_tree_ascii(".", {"a": {"b": {"c": 0}, "d": 0}}) == [".", "└── a", "    ├── b", "    │   └── c", "    └── d"]
assert render_tree_ascii(".", {"empty": {}, "f": 1}) == [".", "├── empty", "└── f"]
assert render_tree_ascii("p", {"a": {"x": 0, "y": 0}, "b": {"z": 0}}) == ["p", "├── a", "│   ├── x", "│   └── y", "└── b", "    └── z"]
