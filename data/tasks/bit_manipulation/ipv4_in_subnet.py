# query: Decide whether a dotted IPv4 address lies inside a CIDR block such as "10.0.0.0/8" (host bits set in the
# block's address are ignored); return False when either address is not four decimal parts 0-255 or the prefix length
# is not an integer from 0 to 32.
def ipv4_in_subnet(address, block):
    def parse(text):
        parts = text.split(".")
        if len(parts) != 4 or not all(p.isdigit() and int(p) <= 255 for p in parts):
            return None
        value = 0
        for p in parts:
            value = (value << 8) | int(p)
        return value
    network, _, prefix = block.partition("/")
    ip, net = parse(address), parse(network)
    if ip is None or net is None or not prefix.isdigit() or int(prefix) > 32:
        return False
    mask = (0xFFFFFFFF << (32 - int(prefix))) & 0xFFFFFFFF
    return ip & mask == net & mask

# tests
assert ipv4_in_subnet("10.1.2.3", "10.0.0.0/8") is True
assert ipv4_in_subnet("192.168.1.130", "192.168.1.128/25") is True
assert ipv4_in_subnet("192.168.1.127", "192.168.1.128/25") is False
assert ipv4_in_subnet("192.168.1.127", "192.168.1.200/24") is True
assert ipv4_in_subnet("8.8.8.8", "0.0.0.0/0") is True and ipv4_in_subnet("10.0.0.5", "10.0.0.4/31") is True
assert ipv4_in_subnet("10.0.0.5", "10.0.0.5/32") is True
assert ipv4_in_subnet("10.0.0.4", "10.0.0.5/32") is False
assert ipv4_in_subnet("10.0.0.255", "10.0.0.5/31") is False
assert ipv4_in_subnet("10.0.0.255", "10.0.0.0/24") is True
assert [ipv4_in_subnet(a, b) for a, b in (("10.0.0.1", "10.0.0.0/33"), ("10.0.0.1", "10.0.0.0"), ("10.0.0.256", "10.0.0.0/8"), ("0.10.0.1", "10.0.0/8"), ("10.0.0.+1", "10.0.0.0/8"), ("10.0.0.1", "10.0.0.0/-1"))] == [False] * 6
