# query: Check one Intel HEX record line such as ":0300300002337A1E": after stripping surrounding whitespace it must be
# ":" then an odd count of at least 10 hex digits (any case) forming bytes count, address (2 bytes), type, data and
# checksum, where count equals the number of data bytes and all bytes sum to 0 modulo 256.
def intel_hex_record_valid(line):
    line = line.strip()
    if len(line) < 11 or line[0] != ":" or len(line) % 2 == 0:
        return False
    digits = line[1:]
    if any(c not in "0123456789abcdefABCDEF" for c in digits):
        return False
    values = [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]
    if values[0] != len(values) - 5:
        return False
    return sum(values) % 256 == 0

# tests
assert intel_hex_record_valid(":10010000214601360121470136007EFE09D2190140") is True
assert intel_hex_record_valid(":00000001FF") is True
assert intel_hex_record_valid(":0300300002337A1E") is True
assert intel_hex_record_valid("  :0300300002337a1e\r\n") is True
assert intel_hex_record_valid(":0300300002337A1F") is False
assert intel_hex_record_valid(":0400300002337A1E") is False
assert intel_hex_record_valid("x00000001FF") is False
assert intel_hex_record_valid(":01000000FF0") is False
assert [intel_hex_record_valid(s) for s in (":0000000G00", ":00000001FF0", ":0000000100", "00000001FF", ":00000001F", "", ":")] == [False] * 7
