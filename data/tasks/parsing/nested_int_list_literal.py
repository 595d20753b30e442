# query: Parse a string like "[1, -2, [3, []]]" into nested Python lists of ints, ignoring every space
# character; return None for anything malformed, such as missing brackets, trailing commas, stray text or a lone "-".
def nested_int_list_literal(text):
    s = text.replace(' ', '')
    pos = 0
    def parse_value():
        nonlocal pos
        if pos < len(s) and s[pos] == '[':
            pos += 1
            items = []
            if pos < len(s) and s[pos] == ']':
                pos += 1
                return items
            while True:
                item = parse_value()
                if item is None:
                    return None
                items.append(item)
                if pos < len(s) and s[pos] == ',':
                    pos += 1
                elif pos < len(s) and s[pos] == ']':
                    pos += 1
                    return items
                else:
                    return None
        start = pos
        if pos < len(s) and s[pos] == '-':
            pos += 1
        digits_start = pos
        while pos < len(s) and s[pos].isdigit():
            pos += 1
        if pos == digits_start:
            return None
        return int(s[start:pos])
    result = parse_value()
    if result is None or pos != len(s):
        return None
    return result

# tests
assert nested_int_list_literal('') is None
assert nested_int_list_literal('[]') == []
assert nested_int_list_literal('5') == 5
assert nested_int_list_literal('[1, -2, 3]') == [1, -2, 3]
assert nested_int_list_literal('[1, [2, [3, []]], 4]') == [1, [2, [3, []]], 4]
assert nested_int_list_literal('[1,]') is None
assert nested_int_list_literal('[1;2]') is None
assert nested_int_list_literal('[1, 2') is None
assert nested_int_list_literal('[[0]]x') is None
assert nested_int_list_literal('[-]') is None
