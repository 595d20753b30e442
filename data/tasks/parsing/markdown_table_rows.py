# query: Parse a Markdown pipe table into a list of dicts keyed by the header cells: cells are split on "|" (optional
# outer pipes, "\|" for a literal pipe) and trimmed, the second line must be a separator with as many cells as the
# header, each made only of "-" and ":" with at least one "-", and short rows are padded with "" while extra cells are
# dropped; without a valid header and separator return [].
def markdown_table_rows(text):
    def cells(line):
        line = line.strip()
        if line.startswith("|"):
            line = line[1:]
        if line.endswith("|") and not line.endswith("\\|"):
            line = line[:-1]
        out, cur, i = [], "", 0
        while i < len(line):
            if line[i] == "\\" and i + 1 < len(line) and line[i + 1] == "|":
                cur += "|"
                i += 2
                continue
            if line[i] == "|":
                out.append(cur.strip())
                cur = ""
            else:
                cur += line[i]
            i += 1
        out.append(cur.strip())
        return out
    lines = [l for l in text.split("\n") if l.strip()]
    if len(lines) < 2:
        return []
    header = cells(lines[0])
    sep = cells(lines[1])
    if len(sep) != len(header) or any(c.strip(":-") or "-" not in c for c in sep):
        return []
    rows = []
    for line in lines[2:]:
        values = cells(line)
        values += [""] * (len(header) - len(values))
        rows.append(dict(zip(header, values)))
    return rows

# tests
assert markdown_table_rows("| a | b |\n|---|:-:|\n| 1 | 2 |") == [{"a": "1", "b": "2"}]
assert [markdown_table_rows(t) for t in ("", "| a |", "| a |\n| -x |", "| a | b |\n| --- |\n| 1 | 2 |")] == [[], [], [], []]
assert markdown_table_rows("| a | b |\n|---|---|") == []
assert markdown_table_rows("a | b\n--- | ---\nx | y\nz") == [{"a": "x", "b": "y"}, {"a": "z", "b": ""}]
assert markdown_table_rows("a | b |\n--|--|\nx | y |") == [{"a": "x", "b": "y"}]
assert markdown_table_rows("| a |\n| - |\n| p \\| q |\n| C:\\dir |") == [{"a": "p | q"}, {"a": "C:\\dir"}]
assert markdown_table_rows("| a | b |\n| --- | x |\n| 1 | 2 |") == []
assert markdown_table_rows("| a | b |\n| --- | : |\n| 1 | 2 |") == []
assert markdown_table_rows("|k|\n|:--|\n|1|2|3|\n\n|  |") == [{"k": "1"}, {"k": ""}]
assert markdown_table_rows("| a |\n| - |\n| end \\|") == [{"a": "end |"}]
