# query: Split one CSV line into fields on commas, honouring double-quoted fields (which may contain commas, and "" for
# a literal quote); surrounding quotes are removed and an empty line gives [""].
def split_quoted_csv_line(line):
    fields = []
    cur = []
    in_quotes = False
    i = 0
    while i < len(line):
        ch = line[i]
        if in_quotes:
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    cur.append('"')
                    i += 1
                else:
                    in_quotes = False
            else:
                cur.append(ch)
        elif ch == '"':
            in_quotes = True
        elif ch == ",":
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append("".join(cur))
    return fields

# tests
assert split_quoted_csv_line("") == ['']
assert split_quoted_csv_line("a,b,c") == ['a', 'b', 'c']
assert split_quoted_csv_line('"a,b",c') == ['a,b', 'c']
assert split_quoted_csv_line('x,"say ""hi""",y') == ['x', 'say "hi"', 'y']
assert split_quoted_csv_line(",,") == ['', '', '']
assert split_quoted_csv_line('"",z') == ['', 'z']
assert split_quoted_csv_line('a,"b"') == ['a', 'b']
assert split_quoted_csv_line('"end"""') == ['end"']
assert split_quoted_csv_line('1,"2,3,4",5') == ['1', '2,3,4', '5']
