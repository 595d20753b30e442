# query: Decode quoted-printable text (as in email bodies): "=" followed by two hex digits in either case is that byte,
# "=" at the end of a line ("=\r\n" or "=\n") is a soft line break and disappears, other characters stand for
# themselves, and the bytes are read as UTF-8; return None for a malformed "=" sequence or invalid UTF-8.
def quoted_printable_decode(text):
    out = bytearray()
    i = 0
    while i < len(text):
        ch = text[i]
        if ch != "=":
            out += ch.encode("utf-8")
            i += 1
        elif text.startswith("=\r\n", i):
            i += 3
        elif text.startswith("=\n", i):
            i += 2
        else:
            digits = text[i + 1:i + 3]
            if len(digits) != 2 or any(c not in "0123456789abcdefABCDEF" for c in digits):
                return None
            out.append(int(digits, 16))
            i += 3
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None

# tests
assert quoted_printable_decode("caf=C3=A9") == "café"
assert quoted_printable_decode("a=3Db") == "a=b"
assert quoted_printable_decode("soft=\r\nbreak") == "softbreak"
assert quoted_printable_decode("soft=\nbreak=\n") == "softbreak"
assert quoted_printable_decode("") == ""
assert quoted_printable_decode("=e2=82=ac 5") == "€ 5"
assert quoted_printable_decode("line\r\nnext") == "line\r\nnext"
assert quoted_printable_decode("=3d=3D") == "=="
assert quoted_printable_decode("=FF") is None
assert [quoted_printable_decode(t) for t in ("x=", "x=4", "x=4G", "=\r", "=g0")] == [None] * 5
