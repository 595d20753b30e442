# query: Turn a list of UTF-16 code units (integers 0-0xFFFF, as from JavaScript's charCodeAt) into a Python string,
# joining each high surrogate (0xD800-0xDBFF) with the low surrogate (0xDC00-0xDFFF) that must follow it; return None
# for an unpaired surrogate or a unit outside 0-0xFFFF.
def utf16_units_to_text(units):
    chars = []
    i = 0
    while i < len(units):
        unit = units[i]
        if unit < 0 or unit > 0xFFFF or 0xDC00 <= unit <= 0xDFFF:
            return None
        if 0xD800 <= unit <= 0xDBFF:
            if i + 1 >= len(units) or not 0xDC00 <= units[i + 1] <= 0xDFFF:
                return None
            chars.append(chr(0x10000 + ((unit - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            i += 2
        else:
            chars.append(chr(unit))
            i += 1
    return "".join(chars)

# tests
assert utf16_units_to_text([]) == ""
assert utf16_units_to_text([0, 72, 105]) == "\x00Hi"
assert utf16_units_to_text([0xD83D, 0xDE00]) == "\U0001F600"
assert utf16_units_to_text([0x41, 0xD800, 0xDC00, 0x42]) == "A\U00010000B"
assert utf16_units_to_text([0xDBFF, 0xDFFF]) == "\U0010FFFF"
assert utf16_units_to_text([0xD7FF, 0xE000, 0xFFFF]) == "\ud7ff\ue000\uffff"
assert utf16_units_to_text([0xD83D]) is None
assert utf16_units_to_text([0xDE00, 0x41]) is None
assert utf16_units_to_text([0xD83D, 0x41]) is None
assert [utf16_units_to_text(u) for u in ([0x10000], [-1], [0xD800, 0xD800, 0xDC00], [0xDC00], [0xDFFF, 0x41])] == [None] * 5
