# query: Encode one Unicode code point as its UTF-8 bytes by hand: 1 byte below 0x80, 2 below 0x800, 3 below 0x10000
# and 4 up to 0x10FFFF, with lead bytes 0xxxxxxx, 110xxxxx, 1110xxxx, 11110xxx and 10xxxxxx continuations; return None
# for negatives, values above 0x10FFFF and surrogates 0xD800-0xDFFF.
def utf8_encode_code_point(cp):
    if cp < 0 or cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
        return None
    if cp < 0x80:
        return bytes([cp])
    if cp < 0x800:
        return bytes([0xC0 | (cp >> 6), 0x80 | (cp & 0x3F)])
    if cp < 0x10000:
        return bytes([0xE0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F)])
    return bytes([0xF0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3F), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F)])

# tests
assert [utf8_encode_code_point(c) for c in (0, 0x41, 0x7F)] == [b"\x00", b"A", b"\x7f"]
assert utf8_encode_code_point(0x10FFFF) == b"\xf4\x8f\xbf\xbf"
assert utf8_encode_code_point(0x80) == b"\xc2\x80"
assert utf8_encode_code_point(0xE9) == b"\xc3\xa9"
assert utf8_encode_code_point(0x7FF) == b"\xdf\xbf"
assert utf8_encode_code_point(0x800) == b"\xe0\xa0\x80"
assert utf8_encode_code_point(0x20AC) == b"\xe2\x82\xac"
assert utf8_encode_code_point(0xFFFF) == b"\xef\xbf\xbf"
assert [utf8_encode_code_point(c) for c in (0x10000, 0x1F600)] == [b"\xf0\x90\x80\x80", b"\xf0\x9f\x98\x80"]
assert [utf8_encode_code_point(c) for c in (-1, 0xD800, 0xDFFF, 0x110000)] == [None] * 4
