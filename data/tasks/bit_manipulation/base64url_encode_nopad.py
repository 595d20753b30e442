# query: Encode bytes as unpadded base64url text (the JWT form): the URL-safe alphabet A-Z a-z 0-9 "-" "_", each 3 bytes
# giving 4 characters and a final 1 or 2 bytes giving 2 or 3 characters, with no "=" padding.
def base64url_encode_nopad(data):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk + bytes(3 - len(chunk)), "big")
        for k in range(len(chunk) + 1):
            out.append(alphabet[(n >> (18 - 6 * k)) & 0x3F])
    return "".join(out)

# tests
assert base64url_encode_nopad(b"") == ""
assert base64url_encode_nopad(b"f") == "Zg"
assert base64url_encode_nopad(b"fo") == "Zm8"
assert base64url_encode_nopad(b"foo") == "Zm9v"
assert base64url_encode_nopad(b"foob") == "Zm9vYg"
assert base64url_encode_nopad(b"fooba") == "Zm9vYmE"
assert base64url_encode_nopad(b"\xfb\xff") == "-_8"
assert base64url_encode_nopad(b"\x00\x00\x00") == "AAAA"
assert base64url_encode_nopad(b'{"alg":"HS256"}') == "eyJhbGciOiJIUzI1NiJ9"
assert base64url_encode_nopad(b"\xff\xff\xff\x00") == "____AA"
