# query: Reproduce Java's String.hashCode(): h = 31 * h + c over the string's UTF-16 code units (characters above
# U+FFFF count as their surrogate pair), with 32-bit two's-complement overflow, returning a signed value.
def java_string_hash_code(text):
    h = 0
    for ch in text:
        cp = ord(ch)
        if cp > 0xFFFF:
            cp -= 0x10000
            units = [0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)]
        else:
            units = [cp]
        for unit in units:
            h = (31 * h + unit) & 0xFFFFFFFF
    if h >= 0x80000000:
        h -= 0x100000000
    return h

# tests
assert java_string_hash_code("") == 0
assert java_string_hash_code("a") == 97
assert java_string_hash_code("ab") == 3105
assert java_string_hash_code("hello") == 99162322
assert java_string_hash_code("polygenelubricants") == -2147483648
assert java_string_hash_code("Hello, World!") == 1498789909
assert java_string_hash_code("\U0001F600") == 1772899
assert java_string_hash_code("\uffff") == 65535
assert java_string_hash_code("abcdefgh") == 1259673732
