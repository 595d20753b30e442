# query: Shorten valid UTF-8 bytes to at most `limit` bytes without splitting a multi-byte character: keep the longest
# prefix of whole characters that fits (data that already fits is returned unchanged, and a limit of 0 or less gives
# b"").
def utf8_truncate_bytes(data, limit):
    if limit <= 0:
        return b""
    if len(data) <= limit:
        return data
    cut = limit
    while cut > 0 and data[cut] & 0xC0 == 0x80:
        cut -= 1
    return data[:cut]

# tests
assert utf8_truncate_bytes(b"hello", 10) == b"hello"
assert utf8_truncate_bytes(b"hello", 5) == b"hello"
assert utf8_truncate_bytes(b"hello", 4) == b"hell"
assert utf8_truncate_bytes(b"hello", 1) == b"h"
assert utf8_truncate_bytes(b"hello", -3) == b""
assert utf8_truncate_bytes("caf\u00e9".encode(), 4) == b"caf"
assert utf8_truncate_bytes("caf\u00e9!".encode(), 5) == "caf\u00e9".encode()
assert utf8_truncate_bytes("\u20ac\u20ac".encode(), 5) == "\u20ac".encode()
assert utf8_truncate_bytes("\U0001F600".encode(), 3) == b""
assert utf8_truncate_bytes("a\U0001F600b".encode(), 5) == "a\U0001F600".encode()
