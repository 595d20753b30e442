# query: Given an IPv4 CIDR block such as "10.1.2.3/24" (four decimal octets 0-255, prefix length 0-32), return the
# first and last addresses it covers as dotted strings, ignoring host bits set in the address; return None if malformed.
def cidr_address_range(cidr):
    addr, sep, bits = cidr.partition("/")
    if not sep or not bits.isdigit() or int(bits) > 32:
        return None
    parts = addr.split(".")
    if len(parts) != 4:
        return None
    value = 0
    for p in parts:
        if not p.isdigit() or int(p) > 255:
            return None
        value = value * 256 + int(p)
    size = 1 << (32 - int(bits))
    first = value - value % size
    last = first + size - 1
    def dotted(v):
        return ".".join(str((v >> s) & 255) for s in (24, 16, 8, 0))
    return (dotted(first), dotted(last))

# tests
assert cidr_address_range("192.168.1.0/24") == ("192.168.1.0", "192.168.1.255")
assert cidr_address_range("10.1.2.3/24") == ("10.1.2.0", "10.1.2.255")
assert cidr_address_range("10.0.0.255/32") == ("10.0.0.255", "10.0.0.255")
assert cidr_address_range("1.2.3.4/0") == ("0.0.0.0", "255.255.255.255")
assert cidr_address_range("172.16.5.4/12") == ("172.16.0.0", "172.31.255.255")
assert cidr_address_range("10.0.0.5/31") == ("10.0.0.4", "10.0.0.5")
assert cidr_address_range("10.0.0.0/33") is None
assert cidr_address_range("10.0.0.256/8") is None
assert cidr_address_range("10.0.0/8") is None
assert [cidr_address_range(c) for c in ("10.0.0.1", "10.0.0.1/", "a.0.0.1/8")] == [None, None, None]
