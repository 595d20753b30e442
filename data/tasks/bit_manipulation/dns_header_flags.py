# query: Split the 16-bit flags word of a DNS message header into (qr, opcode, aa, tc, rd, ra, rcode): QR is bit 15,
# OPCODE bits 14-11, AA bit 10, TC bit 9, RD bit 8, RA bit 7 and RCODE bits 3-0 (bits 6-4 are ignored); return None for
# a value outside 0-0xFFFF.
def dns_header_flags(flags):
    if flags < 0 or flags > 0xFFFF:
        return None
    qr = flags >> 15
    opcode = (flags >> 11) & 0xF
    aa = (flags >> 10) & 1
    tc = (flags >> 9) & 1
    rd = (flags >> 8) & 1
    ra = (flags >> 7) & 1
    rcode = flags & 0xF
    return (qr, opcode, aa, tc, rd, ra, rcode)

# tests
assert dns_header_flags(0x0100) == (0, 0, 0, 0, 1, 0, 0)
assert dns_header_flags(0x8180) == (1, 0, 0, 0, 1, 1, 0)
assert dns_header_flags(0x8183) == (1, 0, 0, 0, 1, 1, 3)
assert dns_header_flags(0x8580) == (1, 0, 1, 0, 1, 1, 0)
assert dns_header_flags(0x8380) == (1, 0, 0, 1, 1, 1, 0)
assert dns_header_flags(0x2800) == (0, 5, 0, 0, 0, 0, 0)
assert dns_header_flags(0xFFFF) == (1, 15, 1, 1, 1, 1, 15)
assert [dns_header_flags(0), dns_header_flags(0x0070)] == [(0, 0, 0, 0, 0, 0, 0)] * 2
assert dns_header_flags(0x10000) is None
assert dns_header_flags(-1) is None
