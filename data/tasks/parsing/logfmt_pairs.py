# query: Parse a logfmt line such as 'level=info msg="hello world" debug' into a dict: pairs are separated by spaces,
# a value runs to the next space unless it is double-quoted (where a backslash escapes the next character and a
# missing closing quote runs to the end), a key without "=" maps to True, and a later key wins.
def logfmt_pairs(line):
    out = {}
    i = 0
    n = len(line)
    while i < n:
        if line[i] == " ":
            i += 1
            continue
        j = i
        while j < n and line[j] not in " =":
            j += 1
        key = line[i:j]
        if j < n and line[j] == "=":
            j += 1
            if j < n and line[j] == '"':
                j += 1
                value = ""
                while j < n and line[j] != '"':
                    if line[j] == "\\" and j + 1 < n:
                        j += 1
                    value += line[j]
                    j += 1
                j += 1
            else:
                k = j
                while j < n and line[j] != " ":
                    j += 1
                value = line[k:j]
            out[key] = value
        else:
            out[key] = True
        i = j
    return out

# tests
assert logfmt_pairs('level=info msg="hello world" dur=5ms') == {"level": "info", "msg": "hello world", "dur": "5ms"}
assert logfmt_pairs("") == {}
assert logfmt_pairs("debug") == {"debug": True}
assert logfmt_pairs("a= b=2") == {"a": "", "b": "2"}
assert logfmt_pairs('q="say \\"hi\\"" x=1') == {"q": 'say "hi"', "x": "1"}
assert logfmt_pairs("  k=v   flag  ") == {"k": "v", "flag": True}
assert logfmt_pairs("k=1 k=2 z=") == {"k": "2", "z": ""}
assert logfmt_pairs('path="C:\\\\tmp"') == {"path": "C:\\tmp"}
assert [logfmt_pairs('open="unterminated value'), logfmt_pairs('q="ab\\')] == [{"open": "unterminated value"}, {"q": "ab\\"}]
assert logfmt_pairs('e="" z="a b"c') == {"e": "", "z": "a b", "c": True}
