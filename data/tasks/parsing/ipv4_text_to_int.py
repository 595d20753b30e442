# query: Convert a dotted IPv4 address such as "192.168.0.1" to its 32-bit integer value; return -1 unless there are
# exactly four decimal parts, each 0-255 with no leading zeros (a lone "0" is fine).
def ipv4_text_to_int(text):
    parts = text.split(".")
    if len(parts) != 4:
        return -1
    value = 0
    for part in parts:
        if not part or not part.isdigit() or len(part) > 3:
            return -1
        if len(part) > 1 and part[0] == "0":
            return -1
        n = int(part)
        if n > 255:
            return -1
        value = value * 256 + n
    return value

# tests
assert ipv4_text_to_int("0.0.0.0") == 0
assert ipv4_text_to_int("192.168.0.1") == 3232235521
assert ipv4_text_to_int("255.255.255.255") == 4294967295
assert ipv4_text_to_int("256.1.1.1") == -1
assert ipv4_text_to_int("1.2.3") == -1
assert ipv4_text_to_int("1.2.3.4.5") == -1
assert ipv4_text_to_int("01.2.3.4") == -1
assert ipv4_text_to_int("1..3.4") == -1
assert ipv4_text_to_int("10.0.0.a") == -1
assert ipv4_text_to_int("1.2.3.0255") == -1
