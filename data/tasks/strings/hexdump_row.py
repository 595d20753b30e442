# query: Format one row of a canonical hex dump for up to 16 bytes: the offset as 8 lowercase hex digits, two spaces,
# the bytes as two-digit lowercase hex separated by spaces and padded to the width of 16 bytes, two spaces, then the
# bytes as text between "|" marks, printable ASCII (32 to 126) shown as itself and anything else as ".".
def hexdump_row(chunk, offset):
    hexes = " ".join("%02x" % b for b in chunk)
    hexes = hexes.ljust(16 * 3 - 1)
    text = "".join(chr(b) if 32 <= b <= 126 else "." for b in chunk)
    return "%08x  %s  |%s|" % (offset, hexes, text)

# tests
assert hexdump_row(b"Hello", 0) == "00000000  48 65 6c 6c 6f" + " " * 33 + "  |Hello|"
assert hexdump_row(b"", 16) == "00000010  " + " " * 47 + "  ||"
assert hexdump_row(b"\x1f\x20\x7e\x7f", 255) == "000000ff  1f 20 7e 7f" + " " * 36 + "  |. ~.|"
assert hexdump_row(bytes(range(65, 81)), 4096) == "00001000  41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50  |ABCDEFGHIJKLMNOP|"
assert hexdump_row(b"\x00\xff", 1) == "00000001  00 ff" + " " * 42 + "  |..|"
assert hexdump_row(b"a", 3735928559) == "deadbeef  61" + " " * 45 + "  |a|"
assert hexdump_row(b"\n\tZ", 32) == "00000020  0a 09 5a" + " " * 39 + "  |..Z|"
