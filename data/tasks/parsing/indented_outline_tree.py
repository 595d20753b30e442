# query: Parse an outline whose nesting is given by indentation of two spaces per level into a list of
# (title, children) pairs, titles trimmed and blank lines skipped; return None if an indentation is not a multiple of
# two spaces or goes more than one level deeper than the previous line.
def indented_outline_tree(text):
    root = []
    stack = [root]
    for raw in text.split("\n"):
        if not raw.strip():
            continue
        spaces = len(raw) - len(raw.lstrip(" "))
        if spaces % 2:
            return None
        level = spaces // 2
        if level > len(stack) - 1:
            return None
        del stack[level + 1:]
        children = []
        stack[level].append((raw.strip(), children))
        stack.append(children)
    return root

# tests
assert indented_outline_tree("") == []
assert indented_outline_tree("a") == [("a", [])]
assert indented_outline_tree("a\n  b\n  c\nd") == [("a", [("b", []), ("c", [])]), ("d", [])]
assert indented_outline_tree("a\n  b\n    c\n  d\ne\n  f") == [("a", [("b", [("c", [])]), ("d", [])]), ("e", [("f", [])])]
assert indented_outline_tree("a\n  b\n    c\nd") == [("a", [("b", [("c", [])])]), ("d", [])]
assert indented_outline_tree("a\n\n  b  \n") == [("a", [("b", [])])]
assert indented_outline_tree("  a") is None
assert indented_outline_tree("a\n    b") is None
assert indented_outline_tree("a\n b") is None
assert indented_outline_tree("a\n  b\n   c") is None
