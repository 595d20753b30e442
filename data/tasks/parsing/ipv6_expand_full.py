# query: Expand an IPv6 address to its full form of eight 4-digit lowercase hex groups joined by ":", filling a single
# "::" with the missing zero groups (at least one); return None for more than one "::", a wrong group count, or a
# group that is empty, longer than 4 characters or not hex.
def ipv6_expand_full(addr):
    if addr.count("::") > 1:
        return None
    if "::" in addr:
        head, tail = addr.split("::")
        left = head.split(":") if head else []
        right = tail.split(":") if tail else []
        missing = 8 - len(left) - len(right)
        if missing < 1:
            return None
        groups = left + ["0"] * missing + right
    else:
        groups = addr.split(":")
    if len(groups) != 8:
        return None
    out = []
    for g in groups:
        if not 1 <= len(g) <= 4 or any(c not in "0123456789abcdefABCDEF" for c in g):
            return None
        out.append(g.lower().rjust(4, "0"))
    return ":".join(out)

# tests
assert ipv6_expand_full("2001:db8::1") == "2001:0db8:0000:0000:0000:0000:0000:0001"
assert ipv6_expand_full("::") == "0000:0000:0000:0000:0000:0000:0000:0000"
assert ipv6_expand_full("::1") == "0000:0000:0000:0000:0000:0000:0000:0001"
assert ipv6_expand_full("FE80::") == "fe80:0000:0000:0000:0000:0000:0000:0000"
assert ipv6_expand_full("1:2:3:4:5:6:7:8") == "0001:0002:0003:0004:0005:0006:0007:0008"
assert ipv6_expand_full("1:2:3:4:5:6::8") == "0001:0002:0003:0004:0005:0006:0000:0008"
assert ipv6_expand_full("1:2:3:4:5:6:7::8") is None
assert ipv6_expand_full("1::2::3") is None
assert ipv6_expand_full("1:2:3:4:5:6:7") is None
assert [ipv6_expand_full(a) for a in ("12345::1", "1:2:3:4:5:6:7:g", ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9")] == [None] * 4
