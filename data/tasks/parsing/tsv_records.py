# query: Parse TSV text whose first non-empty line is the header into a list of dicts, one per later non-empty line,
# skipping lines whose tab-separated field count differs from the header's; in fields, the escapes "\t", "\n" and "\\"
# become a tab, a newline and a backslash, and any other backslash is kept.
def tsv_records(text):
    lines = [l for l in text.split("\n") if l != ""]
    if not lines:
        return []
    header = lines[0].split("\t")
    out = []
    for line in lines[1:]:
        fields = line.split("\t")
        if len(fields) != len(header):
            continue
        row = {}
        for name, raw in zip(header, fields):
            value = ""
            i = 0
            while i < len(raw):
                if raw[i] == "\\" and i + 1 < len(raw) and raw[i + 1] in "tn\\":
                    value += {"t": "\t", "n": "\n", "\\": "\\"}[raw[i + 1]]
                    i += 2
                else:
                    value += raw[i]
                    i += 1
            row[name] = value
        out.append(row)
    return out

# tests
assert tsv_records("") == []
assert tsv_records("a\tb") == []
assert tsv_records("a\tb\n1\t2") == [{"a": "1", "b": "2"}]
assert tsv_records("a\tb\n1\t2\n3") == [{"a": "1", "b": "2"}]
assert tsv_records("a\tb\n1\t2\t3\n\n4\t5\n") == [{"a": "4", "b": "5"}]
assert tsv_records("x\nline\\nbreak") == [{"x": "line\nbreak"}]
assert tsv_records("x\ntab\\there") == [{"x": "tab\there"}]
assert tsv_records("x\nback\\\\slash\\q") == [{"x": "back\\slash\\q"}]
assert [tsv_records("x\nend\\"), tsv_records("x\nend\\n")] == [[{"x": "end\\"}], [{"x": "end\n"}]]
assert tsv_records("a\tb\n\t") == [{"a": "", "b": ""}]
