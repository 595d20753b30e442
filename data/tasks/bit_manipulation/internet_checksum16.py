# query: Compute the 16-bit Internet checksum (RFC 1071, as used in IPv4, ICMP, UDP and TCP headers) of a bytes
# object: the ones' complement of the ones' complement sum of its big-endian 16-bit words, with an odd final byte
# padded by a zero byte.
def internet_checksum16(data):
    total = 0
    for i in range(0, len(data), 2):
        word = data[i] << 8
        if i + 1 < len(data):
            word |= data[i + 1]
        total += word
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF

# tests
assert internet_checksum16(bytes.fromhex("450000730000400040110000c0a80001c0a800c7")) == 0xB861
assert internet_checksum16(bytes.fromhex("45000073000040004011b861c0a80001c0a800c7")) == 0
assert internet_checksum16(b"") == 0xFFFF
assert internet_checksum16(b"\x01") == 0xFEFF
assert internet_checksum16(b"\x00\x01") == 0xFFFE
assert internet_checksum16(b"\x01\x02\x03") == 64509
assert internet_checksum16(b"\xff\xff\x00\x01") == 65534
assert internet_checksum16(b"\x80\x00\x80\x00") == 65534
assert internet_checksum16(b"\x12\x34\xf0\x0f") == 64955
