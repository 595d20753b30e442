# query: Parse Java .properties text into a dict: leading whitespace is ignored, lines starting with "#" or "!" and
# blank lines are skipped, a line ending in an odd number of backslashes continues on the next line, the key ends at
# the first unescaped "=", ":" or whitespace, one such separator with surrounding whitespace is skipped, and in keys
# and values "\t" and "\n" are escapes while a backslash before any other character keeps just that character.
def java_properties_map(text):
    def unescape(s):
        out, i = "", 0
        while i < len(s):
            if s[i] == "\\" and i + 1 < len(s):
                out += {"t": "\t", "n": "\n"}.get(s[i + 1], s[i + 1])
                i += 2
            else:
                out += s[i]
                i += 1
        return out
    result = {}
    logical = ""
    for raw in text.split("\n") + [""]:
        line = raw.lstrip(" \t")
        if not logical and (not line or line[0] in "#!"):
            continue
        if (len(line) - len(line.rstrip("\\"))) % 2 == 1:
            logical += line[:-1]
            continue
        logical += line
        i = 0
        while i < len(logical) and logical[i] not in "=: \t":
            i += 2 if logical[i] == "\\" else 1
        rest = logical[i:].lstrip(" \t")
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(" \t")
        result[unescape(logical[:i])] = unescape(rest)
        logical = ""
    return result

# tests
assert java_properties_map("a=1\nb = two\nc: 3") == {"a": "1", "b": "two", "c": "3"}
assert java_properties_map("") == {}
assert java_properties_map("# comment\n! also\n\n   key value here") == {"key": "value here"}
assert java_properties_map("list = a, \\\n       b, \\\n       c") == {"list": "a, b, c"}
assert java_properties_map("path=C:\\\\dir\\\\x") == {"path": "C:\\dir\\x"}
assert java_properties_map("odd=ends\\\\\nnext=1") == {"odd": "ends\\", "next": "1"}
assert java_properties_map("my\\ key\\=x = v\\tw\\n") == {"my key=x": "v\tw\n"}
assert java_properties_map("k==v\nk2 : : v2") == {"k": "=v", "k2": ": v2"}
assert java_properties_map("flag\nz=\\") == {"flag": "", "z": ""}
assert java_properties_map("a=1\\\n# not a comment") == {"a": "1# not a comment"}
