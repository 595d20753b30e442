# query: Describe a non-negative bit-flag value using a table of (name, single-bit value) pairs: the names of the set
# flags in table order joined by "|", followed by any bits not in the table as one lowercase hex number, e.g.
# "READ|WRITE|0x40"; zero gives "0".
def flag_names_from_value(value, table):
    if value == 0:
        return "0"
    parts = []
    rest = value
    for name, bit in table:
        if value & bit:
            parts.append(name)
            rest &= ~bit
    if rest:
        parts.append(hex(rest))
    return "|".join(parts)

# tests
assert flag_names_from_value(0, [("READ", 1), ("WRITE", 2)]) == "0"
assert flag_names_from_value(1, [("READ", 1), ("WRITE", 2)]) == "READ"
assert flag_names_from_value(2, [("READ", 1), ("WRITE", 2)]) == "WRITE"
assert flag_names_from_value(3, [("READ", 1), ("WRITE", 2)]) == "READ|WRITE"
assert flag_names_from_value(3, [("WRITE", 2), ("READ", 1)]) == "WRITE|READ"
assert flag_names_from_value(0x43, [("READ", 1), ("WRITE", 2)]) == "READ|WRITE|0x40"
assert flag_names_from_value(0x50, [("READ", 1), ("WRITE", 2)]) == "0x50"
assert flag_names_from_value(5, []) == "0x5"
assert flag_names_from_value(4, [("EXEC", 4), ("READ", 1)]) == "EXEC"
