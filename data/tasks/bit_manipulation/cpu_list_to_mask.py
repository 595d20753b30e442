# query: Parse a Linux CPU list such as "0-3,8,10-11" (comma-separated CPU numbers and inclusive ranges a-b with a <= b)
# into a bitmask with bit n set for each CPU n; an empty string gives 0 and anything malformed gives None.
def cpu_list_to_mask(text):
    if text == "":
        return 0
    mask = 0
    for item in text.split(","):
        low, dash, high = item.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            return None
        start = int(low)
        end = int(high) if dash else start
        if end < start:
            return None
        for cpu in range(start, end + 1):
            mask |= 1 << cpu
    return mask

# tests
assert cpu_list_to_mask("") == 0
assert cpu_list_to_mask("0") == 1
assert cpu_list_to_mask("3") == 8
assert cpu_list_to_mask("0-3") == 0xF
assert cpu_list_to_mask("0-3,8,10-11") == 0xD0F
assert cpu_list_to_mask("5-5") == 32
assert cpu_list_to_mask("1,1,0-1") == 3
assert cpu_list_to_mask("63") == 1 << 63
assert cpu_list_to_mask("4-2") is None
assert [cpu_list_to_mask(s) for s in ("1,", "a", "1-", "-1", "1-2-3", "1, 2")] == [None] * 6
