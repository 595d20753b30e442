# query: Decode UTF-8 bytes into a list of code points by hand, rejecting malformed input: a bad lead byte, a missing or
# wrong continuation byte (10xxxxxx), a sequence cut short, an overlong form, a surrogate (0xD800-0xDFFF) or a value
# above 0x10FFFF all give None.
def utf8_decode_strict(data):
    out = []
    i = 0
    while i < len(data):
        lead = data[i]
        if lead < 0x80:
            out.append(lead)
            i += 1
            continue
        if 0xC0 <= lead < 0xE0:
            length, cp, low = 2, lead & 0x1F, 0x80
        elif 0xE0 <= lead < 0xF0:
            length, cp, low = 3, lead & 0x0F, 0x800
        elif 0xF0 <= lead < 0xF8:
            length, cp, low = 4, lead & 0x07, 0x10000
        else:
            return None
        if i + length > len(data):
            return None
        for byte in data[i + 1:i + length]:
            if byte & 0xC0 != 0x80:
                return None
            cp = (cp << 6) | (byte & 0x3F)
        if cp < low or cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
            return None
        out.append(cp)
        i += length
    return out

# tests
assert utf8_decode_strict(b"") == []
assert utf8_decode_strict(b"Az") == [0x41, 0x7A]
assert utf8_decode_strict(b"\xc3\xa9t\xc3\xa9") == [0xE9, 0x74, 0xE9]
assert utf8_decode_strict(b"\xe2\x82\xac\xf0\x9f\x98\x80") == [0x20AC, 0x1F600]
assert utf8_decode_strict(b"\xc2\x80\xdf\xbf\xe0\xa0\x80\xf4\x8f\xbf\xbf") == [0x80, 0x7FF, 0x800, 0x10FFFF]
assert utf8_decode_strict(b"\xc3") is None
assert utf8_decode_strict(b"\xe2\x82") is None
assert utf8_decode_strict(b"\xc3\x28") is None
assert utf8_decode_strict(b"\x80") is None
assert [utf8_decode_strict(b) for b in (b"\xc1\xbf", b"\xe0\x9f\xbf", b"\xf0\x8f\xbf\xbf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xf8\x90\x80\x80")] == [None] * 6
