# query: Draw a horizontal text bar chart from (label, value) pairs with non-negative values: labels left-aligned to the
# longest one, then " | ", a bar of value * width // max "#" characters (no bars when the max is 0), a space and the
# value; lines are joined by "\n" and no pairs give "".
def ascii_bar_chart(items, width):
    if not items:
        return ""
    top = max(v for _, v in items)
    pad = max(len(label) for label, _ in items)
    lines = []
    for label, v in items:
        bar = "#" * (v * width // top) if top > 0 else ""
        lines.append(label.ljust(pad) + " | " + bar + " " + str(v))
    return "\n".join(lines)

# tests
assert ascii_bar_chart([], 10) == ""
assert ascii_bar_chart([("a", 1)], 5) == "a | ##### 1"
assert ascii_bar_chart([("apple", 4), ("fig", 2)], 8) == "apple | ######## 4\nfig   | #### 2"
assert ascii_bar_chart([("x", 0), ("y", 0)], 5) == "x |  0\ny |  0"
assert ascii_bar_chart([("a", 3), ("b", 1)], 4) == "a | #### 3\nb | # 1"
assert ascii_bar_chart([("a", 2), ("bb", 3)], 3) == "a  | ## 2\nbb | ### 3"
assert ascii_bar_chart([("z", 5)], 0) == "z |  5"
assert ascii_bar_chart([("p", 1), ("q", 7)], 7) == "p | # 1\nq | ####### 7"
