# query: Convert a size such as "1.5KB", "20 MB" or "512B" (a non-negative decimal number, optional spaces, then one of
# B, KB, MB, GB in any case, with 1 KB = 1024 bytes) to a whole number of bytes rounded down; return -1 if malformed.
def human_size_to_bytes(text):
    s = text.strip().upper()
    units = [("GB", 1024 ** 3), ("MB", 1024 ** 2), ("KB", 1024), ("B", 1)]
    for suffix, factor in units:
        if s.endswith(suffix):
            number = s[:len(s) - len(suffix)].strip()
            break
    else:
        return -1
    if not number or number.count(".") > 1:
        return -1
    if not number.replace(".", "").isdigit():
        return -1
    return int(float(number) * factor)

# tests
assert human_size_to_bytes("512B") == 512
assert human_size_to_bytes("1.5KB") == 1536
assert human_size_to_bytes("20 mb") == 20971520
assert human_size_to_bytes("2GB") == 2147483648
assert human_size_to_bytes("0.5b") == 0
assert human_size_to_bytes("KB") == -1
assert human_size_to_bytes("1.2.3KB") == -1
assert human_size_to_bytes("10TB") == -1
assert human_size_to_bytes("-1KB") == -1
assert human_size_to_bytes("3") == -1
