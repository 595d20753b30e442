# query: Format a non-negative byte count for humans with binary units: below 1024 as "<n> B", otherwise in the largest
# of KiB, MiB, GiB or TiB not exceeding it, with one decimal truncated (not rounded), as in "1.5 KiB" or "1023.9 KiB".
def format_binary_size(n):
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    i = 0
    size = 1
    while i + 1 < len(units) and n >= size * 1024:
        size *= 1024
        i += 1
    if i == 0:
        return str(n) + " B"
    tenths = n * 10 // size
    return str(tenths // 10) + "." + str(tenths % 10) + " " + units[i]

# tests
assert format_binary_size(0) == "0 B"
assert format_binary_size(1023) == "1023 B"
assert format_binary_size(1024) == "1.0 KiB"
assert format_binary_size(1536) == "1.5 KiB"
assert format_binary_size(1126) == "1.0 KiB"
assert format_binary_size(1127) == "1.1 KiB"
assert format_binary_size(1048575) == "1023.9 KiB"
assert format_binary_size(1048576) == "1.0 MiB"
assert format_binary_size(5905580032) == "5.5 GiB"
assert format_binary_size(1024 ** 5) == "1024.0 TiB"
