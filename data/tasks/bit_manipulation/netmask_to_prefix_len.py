# query: Convert a dotted IPv4 netmask such as "255.255.254.0" to its prefix length (23 here); return -1 unless it has
# four decimal parts each 0-255 and its set bits form one contiguous run starting at the most significant bit
# ("0.0.0.0" is 0).
def netmask_to_prefix_len(mask):
    parts = mask.split(".")
    if len(parts) != 4:
        return -1
    value = 0
    for part in parts:
        if not part.isdigit() or int(part) > 255:
            return -1
        value = (value << 8) | int(part)
    inverted = ~value & 0xFFFFFFFF
    if inverted & (inverted + 1):
        return -1
    return 32 - inverted.bit_length()

# tests
assert netmask_to_prefix_len("255.255.255.0") == 24
assert netmask_to_prefix_len("255.255.254.0") == 23
assert netmask_to_prefix_len("255.255.255.255") == 32
assert netmask_to_prefix_len("0.0.0.0") == 0
assert netmask_to_prefix_len("128.0.0.0") == 1
assert netmask_to_prefix_len("255.255.255.252") == 30
assert netmask_to_prefix_len("255.0.255.0") == -1
assert netmask_to_prefix_len("0.255.255.255") == -1
assert netmask_to_prefix_len("255.255.255.1") == -1
assert [netmask_to_prefix_len(m) for m in ("255.255.0", "256.0.0.0", "255.x.0.0", "255.255.0.0.0")] == [-1] * 4
