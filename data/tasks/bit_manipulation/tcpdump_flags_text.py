# query: Render a TCP header's flag byte the way tcpdump does, as "[...]" holding F (FIN 0x01), S (SYN 0x02), R (RST
# 0x04), P (PSH 0x08), "." (ACK 0x10), U (URG 0x20), E (ECE 0x40) and W (CWR 0x80) in that order for the bits set,
# or "[none]" when no flag is set; bits above 0xFF are ignored.
def tcpdump_flags_text(flags):
    table = [(0x01, "F"), (0x02, "S"), (0x04, "R"), (0x08, "P"), (0x10, "."), (0x20, "U"), (0x40, "E"), (0x80, "W")]
    letters = ""
    for bit, letter in table:
        if flags & bit:
            letters += letter
    if not letters:
        return "[none]"
    return "[" + letters + "]"

# tests
assert tcpdump_flags_text(0x02) == "[S]"
assert tcpdump_flags_text(0x12) == "[S.]"
assert tcpdump_flags_text(0x10) == "[.]"
assert tcpdump_flags_text(0x18) == "[P.]"
assert tcpdump_flags_text(0x11) == "[F.]"
assert tcpdump_flags_text(0x04) == "[R]"
assert tcpdump_flags_text(0xC2) == "[SEW]"
assert tcpdump_flags_text(0x00) == "[none]"
assert tcpdump_flags_text(0x100) == "[none]"
assert tcpdump_flags_text(0xFF) == "[FSRP.UEW]"
