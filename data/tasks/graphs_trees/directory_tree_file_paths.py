# query: Given a directory tree as a nested dict (a dict value is a sub-directory, any other value is a file), return
# the sorted list of "/"-joined paths of all files, with empty directories listed as their path plus a trailing "/".
def directory_tree_file_paths(tree):
    paths = []
    def walk(node, prefix):
        for name, child in node.items():
            path = prefix + name
            if isinstance(child, dict):
                if child:
                    walk(child, path + "/")
                else:
                    paths.append(path + "/")
            else:
                paths.append(path)
    walk(tree, "")
    return sorted(paths)

# tests
assert directory_tree_file_paths({}) == []
assert directory_tree_file_paths({"a.txt": None}) == ["a.txt"]
assert directory_tree_file_paths({"src": {"main.py": 120, "util.py": 40}}) == ["src/main.py", "src/util.py"]
assert directory_tree_file_paths({"b": None, "a": {"c": {"d.md": ""}}}) == ["a/c/d.md", "b"]
assert directory_tree_file_paths({"empty": {}}) == ["empty/"]
assert directory_tree_file_paths({"x": {"y": {}, "z": 1}}) == ["x/y/", "x/z"]
assert directory_tree_file_paths({"docs": {"img": {"logo.png": 1}}, "README": 1, "build": {}}) == ["README", "build/", "docs/img/logo.png"]
assert directory_tree_file_paths({"a": {"b": {"c": {"d": {"e": 0}}}}}) == ["a/b/c/d/e"]
