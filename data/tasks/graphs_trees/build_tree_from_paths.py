# query: Build a nested dict directory tree from "/"-separated file paths: every directory is a dict and every file maps
# to None, a path ending in "/" names an (possibly empty) directory, and empty segments from repeated or leading
# slashes are ignored; a name used both as a file and as a directory gives None.
def build_tree_from_paths(paths):
    root = {}
    for path in paths:
        parts = [p for p in path.split("/") if p]
        if not parts:
            continue
        is_dir = path.endswith("/")
        node = root
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            if last and not is_dir:
                if isinstance(node.get(part), dict):
                    return None
                node[part] = None
            else:
                if part in node and node[part] is None:
                    return None
                node = node.setdefault(part, {})
    return root

# tests
assert build_tree_from_paths([]) == {}
assert build_tree_from_paths(["a.txt"]) == {"a.txt": None}
assert build_tree_from_paths(["src/main.py", "src/util.py"]) == {"src": {"main.py": None, "util.py": None}}
assert build_tree_from_paths(["a/b/c.md", "a/d"]) == {"a": {"b": {"c.md": None}, "d": None}}
assert build_tree_from_paths(["build/"]) == {"build": {}}
assert build_tree_from_paths(["/x//y.txt", "/"]) == {"x": {"y.txt": None}}
assert build_tree_from_paths(["a/b", "a/b/c"]) is None
assert build_tree_from_paths(["a/b/c", "a/b"]) is None
assert build_tree_from_paths(["a/b/", "a/b/c"]) == {"a": {"b": {"c": None}}}
assert build_tree_from_paths(["a", "a"]) == {"a": None}
