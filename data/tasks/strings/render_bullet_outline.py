# query: Render a nested outline, given as a list of (title, children) pairs, as Markdown bullet lines: each level is
# indented by two more spaces and uses the marker "-", "*" or "+" by depth (cycling), children directly under their
# parent; an empty outline gives "".
def render_bullet_outline(items, depth=0):
    lines = []
    marker = "-*+"[depth % 3]
    for title, children in items:
        lines.append("  " * depth + marker + " " + title)
        if children:
            lines.append(render_bullet_outline(children, depth + 1))
    return "\n".join(lines)

# tests
assert render_bullet_outline([]) == ""
assert render_bullet_outline([("a", [])]) == "- a"
assert render_bullet_outline([("a", [("b", [])]), ("c", [])]) == "- a\n  * b\n- c"
assert render_bullet_outline([("1", [("2", [("3", [("4", [])])])])]) == "- 1\n  * 2\n    + 3\n      - 4"
assert render_bullet_outline([("x", [("y", []), ("z", [])])]) == "- x\n  * y\n  * z"
assert render_bullet_outline([("p", [("q", [])]), ("r", [("s", [])])]) == "- p\n  * q\n- r\n  * s"
assert render_bullet_outline([("a", []), ("b", [])]) == "- a\n- b"
