# query: Render Linux open(2) flags the way strace does, e.g. "O_WRONLY|O_CREAT|O_TRUNC": the access mode (low 2 bits: 0
# O_RDONLY, 1 O_WRONLY, 2 O_RDWR) first, then O_CREAT 0o100, O_EXCL 0o200, O_NOCTTY 0o400, O_TRUNC 0o1000, O_APPEND
# 0o2000, O_NONBLOCK 0o4000, O_CLOEXEC 0o2000000, then any leftover bits as lowercase hex; None for access mode 3.
def open_flags_names(flags):
    access = flags & 3
    if access == 3:
        return None
    names = [["O_RDONLY", "O_WRONLY", "O_RDWR"][access]]
    rest = flags & ~3
    table = [("O_CREAT", 0o100), ("O_EXCL", 0o200), ("O_NOCTTY", 0o400), ("O_TRUNC", 0o1000),
             ("O_APPEND", 0o2000), ("O_NONBLOCK", 0o4000), ("O_CLOEXEC", 0o2000000)]
    for name, bit in table:
        if rest & bit:
            names.append(name)
            rest &= ~bit
    if rest:
        names.append(hex(rest))
    return "|".join(names)

# tests
assert open_flags_names(0) == "O_RDONLY"
assert open_flags_names(1) == "O_WRONLY"
assert open_flags_names(2) == "O_RDWR"
assert open_flags_names(3) is None
assert open_flags_names(0o1101) == "O_WRONLY|O_CREAT|O_TRUNC"
assert open_flags_names(0o2000000 | 0o2002) == "O_RDWR|O_APPEND|O_CLOEXEC"
assert open_flags_names(0o4000 | 0o400 | 0o200) == "O_RDONLY|O_EXCL|O_NOCTTY|O_NONBLOCK"
assert open_flags_names(0o100000) == "O_RDONLY|0x8000"
assert open_flags_names(0o100 | 0o100000 | 0o200000) == "O_RDONLY|O_CREAT|0x18000"
assert open_flags_names(0o1003) is None
