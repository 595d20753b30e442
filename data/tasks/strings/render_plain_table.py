# query: Render headers and rows as a plain-text table: each column is as wide as its longest header or cell (cells
# shown with str()), cells are joined by " | ", int cells in data rows are right-aligned and all other cells
# left-aligned, a line of dashes joined by "-+-" follows the header, and trailing spaces are stripped from each line.
def render_plain_table(headers, rows):
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(str(cell)))
    def line(cells, numeric):
        parts = []
        for i, cell in enumerate(cells):
            text = str(cell)
            if numeric and isinstance(cell, int):
                parts.append(text.rjust(widths[i]))
            else:
                parts.append(text.ljust(widths[i]))
        return " | ".join(parts).rstrip()
    out = [line(headers, False), "-+-".join("-" * w for w in widths)]
    for row in rows:
        out.append(line(row, True))
    return "\n".join(out)

# tests
assert render_plain_table(["a"], []) == "a\n-"
assert render_plain_table(["name", "qty"], [["apple", 3]]) == "name  | qty\n------+----\napple |   3"
assert render_plain_table(["n"], [[100], [7]]) == "n\n---\n100\n  7"
assert render_plain_table(["id", "x"], [[1, "ab"], [22, "c"]]) == "id | x\n---+---\n 1 | ab\n22 | c"
assert render_plain_table(["qty", "n"], [[5, "longer"]]) == "qty | n\n----+-------\n  5 | longer"
assert render_plain_table(["k", "v"], [["7", 7]]) == "k | v\n--+--\n7 | 7"
assert render_plain_table(["first", "b"], [["x", "y"]]) == "first | b\n------+--\nx     | y"
assert render_plain_table(["12", "b"], [[3, ""]]) == "12 | b\n---+--\n 3 |"
