# query: Decode standard base64 text (alphabet A-Z a-z 0-9 "+" "/") into bytes: the length must be a multiple of 4 and
# "=" may appear only as one or two final padding characters; return None for anything else (whitespace included).
# Leftover low bits of the last character are ignored.
def base64_decode_strict(text):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    if len(text) % 4:
        return None
    pad = len(text) - len(text.rstrip("="))
    if pad > 2:
        return None
    body = text[:len(text) - pad]
    out = bytearray()
    bits = 0
    nbits = 0
    for ch in body:
        index = alphabet.find(ch)
        if index < 0:
            return None
        bits = (bits << 6) | index
        nbits += 6
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 0xFF)
    return bytes(out)

# tests
assert base64_decode_strict("") == b""
assert base64_decode_strict("Zg==") == b"f"
assert base64_decode_strict("Zm8=") == b"fo"
assert base64_decode_strict("Zm9v") == b"foo"
assert base64_decode_strict("Zm9vYmFy") == b"foobar"
assert base64_decode_strict("+/8=") == b"\xfb\xff"
assert base64_decode_strict("////") == b"\xff\xff\xff"
assert base64_decode_strict("AAAA") == b"\x00\x00\x00"
assert [base64_decode_strict(s) for s in ("Zg=", "Z===", "Zm9", "Zm9v\n", "Zg=a", "-_8=", "Z=g=")] == [None] * 7
