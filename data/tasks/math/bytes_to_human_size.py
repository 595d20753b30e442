# query: Format a byte count for humans with binary units: below 1024 as "<n> B", otherwise in the largest of KiB, MiB,
# GiB, TiB, PiB for which the value is at least 1, with one decimal place (e.g. "1.5 KiB"); a negative count gives
# None.
def bytes_to_human_size(n):
    if n < 0:
        return None
    if n < 1024:
        return f"{n} B"
    value = float(n)
    for unit in ("KiB", "MiB", "GiB", "TiB", "PiB"):
        value /= 1024
        if value < 1024 or unit == "PiB":
            return f"{value:.1f} {unit}"

# tests
assert bytes_to_human_size(-1) is None
assert bytes_to_human_size(0) == "0 B"
assert bytes_to_human_size(1023) == "1023 B"
assert bytes_to_human_size(1024) == "1.0 KiB"
assert bytes_to_human_size(1536) == "1.5 KiB"
assert bytes_to_human_size(1048576) == "1.0 MiB"
assert bytes_to_human_size(1048575) == "1024.0 KiB"
assert bytes_to_human_size(5 * 1024 ** 3 + 300 * 1024 ** 2) == "5.3 GiB"
assert bytes_to_human_size(3 * 1024 ** 4) == "3.0 TiB"
assert bytes_to_human_size(2048 * 1024 ** 5) == "2048.0 PiB"
