# query: Decode backslash escapes in a string: \n, \t, \r, \\, \", \' and \0 stand for their characters, \xHH (exactly
# two hex digits) and \uHHHH (exactly four) for the character with that code; return None for any other escape or a
# backslash at the end.
def decode_backslash_escapes(text):
    simple = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'", "0": "\0"}
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        if i + 1 >= len(text):
            return None
        kind = text[i + 1]
        if kind in simple:
            out.append(simple[kind])
            i += 2
        elif kind in "xu":
            width = 2 if kind == "x" else 4
            digits = text[i + 2:i + 2 + width]
            if len(digits) != width or any(c not in "0123456789abcdefABCDEF" for c in digits):
                return None
            out.append(chr(int(digits, 16)))
            i += 2 + width
        else:
            return None
    return "".join(out)

# tests
assert decode_backslash_escapes("a\\nb") == "a\nb"
assert decode_backslash_escapes("") == ""
assert decode_backslash_escapes("tab\\there\\r") == "tab\there\r"
assert decode_backslash_escapes("\\\\") == "\\"
assert decode_backslash_escapes("q\\\"x\\'") == "q\"x'"
assert decode_backslash_escapes("\\x41\\x7a") == "Az"
assert decode_backslash_escapes("\\u00e9\\u20AC!") == "é€!"
assert decode_backslash_escapes("\\0\\x41BC") == "\0ABC"
assert decode_backslash_escapes("\\u0041\\u00411") == "AA1"
assert [decode_backslash_escapes(t) for t in ("end\\", "\\q", "\\x4", "\\u12g4", "\\u004", "\\xg1", "\\")] == [None] * 7
