# query: Parse an IPv4 header from bytes into (version, header length in bytes, total length, don't-fragment flag as
# bool, fragment offset in bytes, TTL, protocol number, source, destination), addresses as dotted strings; return None if
# there are fewer than 20 bytes, or the IHL field is below 5 or claims more bytes than given.
def ipv4_header_fields(data):
    if len(data) < 20:
        return None
    version = data[0] >> 4
    header_length = (data[0] & 0x0F) * 4
    if header_length < 20 or header_length > len(data):
        return None
    total_length = (data[2] << 8) | data[3]
    flags_fragment = (data[6] << 8) | data[7]
    dont_fragment = bool(flags_fragment & 0x4000)
    fragment_offset = (flags_fragment & 0x1FFF) * 8
    source = ".".join(str(b) for b in data[12:16])
    destination = ".".join(str(b) for b in data[16:20])
    return (version, header_length, total_length, dont_fragment, fragment_offset, data[8], data[9], source, destination)

# tests
assert ipv4_header_fields(bytes.fromhex("450000730000400040110000c0a80001c0a800c7")) == (4, 20, 115, True, 0, 64, 17, "192.168.0.1", "192.168.0.199")
assert ipv4_header_fields(bytes.fromhex("4500003c1c4640004006b1e6ac100a63ac100a0c")) == (4, 20, 60, True, 0, 64, 6, "172.16.10.99", "172.16.10.12")
assert ipv4_header_fields(bytes.fromhex("45000100abcd20b98001000001020304fffefdfc")) == (4, 20, 256, False, 1480, 128, 1, "1.2.3.4", "255.254.253.252")
assert ipv4_header_fields(bytes.fromhex("4600002000007fff0102000000000000ffffffff00000000")) == (4, 24, 32, True, 65528, 1, 2, "0.0.0.0", "255.255.255.255")
assert ipv4_header_fields(bytes.fromhex("450005dc00002000ff06000008080808c0000201")) == (4, 20, 1500, False, 0, 255, 6, "8.8.8.8", "192.0.2.1")
assert [ipv4_header_fields(b""), ipv4_header_fields(bytes.fromhex("65000014000000000000000000000000000000"))] == [None, None]
assert ipv4_header_fields(bytes.fromhex("440000140000000000000000000000000000000000")) is None
assert ipv4_header_fields(bytes.fromhex("4600001400000000000000000000000000000000")) is None
assert ipv4_header_fields(bytes.fromhex("6500001400000000400000000a0000010a000002")) == (6, 20, 20, False, 0, 64, 0, "10.0.0.1", "10.0.0.2")
