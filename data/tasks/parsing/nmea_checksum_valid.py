# query: Verify the checksum of an NMEA 0183 sentence such as "$GPGGA,...*47": it must start with "$" or "!" and end
# with the first "*" followed by exactly two hex digits (any case) equal to the XOR of the character codes between the
# first character and the "*"; surrounding whitespace is ignored.
def nmea_checksum_valid(sentence):
    s = sentence.strip()
    if len(s) < 4 or s[0] not in "$!":
        return False
    star = s.find("*")
    if star == -1 or len(s) - star != 3:
        return False
    digits = s[star + 1:].upper()
    if any(c not in "0123456789ABCDEF" for c in digits):
        return False
    check = 0
    for ch in s[1:star]:
        check ^= ord(ch)
    return check == int(digits, 16)

# tests
assert nmea_checksum_valid("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47") is True
assert nmea_checksum_valid("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*48") is False
assert nmea_checksum_valid("  $A*41\r\n") is True
assert nmea_checksum_valid("!AB*03") is True
assert nmea_checksum_valid("$*00") is True
assert nmea_checksum_valid("$GPGLL,4916.45,N,12311.12,W,225444,A*31") is True
assert nmea_checksum_valid("$ab*04") is False
assert nmea_checksum_valid("$ab*3") is False
assert nmea_checksum_valid("$Z*5a") is True
assert [nmea_checksum_valid(s) for s in ("A*00", "$A*041", "$A*4G", "$A41", "$*0", "$A*B*29")] == [False] * 6
