# query: Parse CSV text into a list of rows of string fields: fields are separated by commas and records by "\n",
# "\r\n" or "\r"; a field that starts with a double quote is quoted and may contain commas, line breaks and "" for a
# literal quote, while quotes inside unquoted fields are literal; an empty line is a record with one empty field, an
# unclosed quote runs to the end, and a final line break does not add an empty record.
def csv_text_to_rows(text):
    rows = []
    row = []
    field = ""
    i = 0
    n = len(text)
    in_quotes = False
    while i < n:
        ch = text[i]
        if in_quotes:
            if ch == '"':
                if i + 1 < n and text[i + 1] == '"':
                    field += '"'
                    i += 1
                else:
                    in_quotes = False
            else:
                field += ch
        elif ch == '"' and field == "":
            in_quotes = True
        elif ch == ",":
            row.append(field)
            field = ""
        elif ch == "\n" or ch == "\r":
            if ch == "\r" and i + 1 < n and text[i + 1] == "\n":
                i += 1
            row.append(field)
            rows.append(row)
            row, field = [], ""
        else:
            field += ch
        i += 1
    if field or row or (text and text[-1] not in "\r\n"):
        row.append(field)
        rows.append(row)
    return rows

# tests
assert csv_text_to_rows("") == []
assert csv_text_to_rows("a,b\n1,2\n") == [["a", "b"], ["1", "2"]]
assert csv_text_to_rows("a,b\r\n1,2") == [["a", "b"], ["1", "2"]]
assert csv_text_to_rows('"x,y",z') == [["x,y", "z"]]
assert csv_text_to_rows('"multi\nline",2\n3,4') == [["multi\nline", "2"], ["3", "4"]]
assert csv_text_to_rows('"say ""hi""",') == [['say "hi"', ""]]
assert csv_text_to_rows("a,,b") == [["a", "", "b"]]
assert csv_text_to_rows('""') == [[""]]
assert csv_text_to_rows('a"b,c') == [['a"b', "c"]]
assert [csv_text_to_rows(t) for t in ("x\r\ny\r", "a\rb", "a\r\n", "a\n\nb", '"x\n')] == [[["x"], ["y"]], [["a"], ["b"]], [["a"]], [["a"], [""], ["b"]], [["x\n"]]]
