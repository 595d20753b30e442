# query: Parse a URL query string like "a=1&b=x%20y&a=2" into a dict mapping each key to the list of its values in
# order, decoding %XX escapes and "+" as space; pairs without "=" get an empty value and empty pieces are skipped.
def decode_query_params(query):
    def unescape(text):
        out = []
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "+":
                out.append(" ")
            elif ch == "%" and i + 2 < len(text) and all(c in "0123456789abcdefABCDEF" for c in text[i + 1:i + 3]):
                out.append(chr(int(text[i + 1:i + 3], 16)))
                i += 2
            else:
                out.append(ch)
            i += 1
        return "".join(out)
    result = {}
    for piece in query.split("&"):
        if not piece:
            continue
        key, sep, value = piece.partition("=")
        result.setdefault(unescape(key), []).append(unescape(value))
    return result

# tests
assert decode_query_params("") == {}
assert decode_query_params("a=1") == {'a': ['1']}
assert decode_query_params("a=1&b=2&a=3") == {'a': ['1', '3'], 'b': ['2']}
assert decode_query_params("q=x%20y+z") == {'q': ['x y z']}
assert decode_query_params("flag&x=") == {'flag': [''], 'x': ['']}
assert decode_query_params("a=1&&b=2&") == {'a': ['1'], 'b': ['2']}
assert decode_query_params("p=100%25") == {'p': ['100%']}
assert decode_query_params("bad=%zz&end=%4") == {'bad': ['%zz'], 'end': ['%4']}
assert decode_query_params("k%3Dv=a%3db") == {'k=v': ['a=b']}
