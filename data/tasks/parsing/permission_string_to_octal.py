# query: Convert an ls-style permission string such as "rwxr-xr-x" (optionally preceded by a file-type character, as in
# "drwxr-xr-x") into its numeric mode, where "s"/"S" in the user or group execute position and "t"/"T" in the other
# execute position set the setuid, setgid and sticky bits, the lowercase forms also setting execute; return -1 if
# malformed.
def permission_string_to_octal(perms):
    if len(perms) == 10:
        perms = perms[1:]
    if len(perms) != 9:
        return -1
    mode = 0
    specials = [(0o4000, "sS"), (0o2000, "sS"), (0o1000, "tT")]
    for i in range(3):
        r, w, x = perms[3 * i:3 * i + 3]
        if r not in "r-" or w not in "w-":
            return -1
        flag, letters = specials[i]
        bits = (4 if r == "r" else 0) + (2 if w == "w" else 0)
        if x in letters:
            mode |= flag
            bits += 1 if x == letters[0] else 0
        elif x == "x":
            bits += 1
        elif x != "-":
            return -1
        mode |= bits << (6 - 3 * i)
    return mode

# tests
assert permission_string_to_octal("rwxr-xr-x") == 0o755
assert permission_string_to_octal("-rw-r--r--") == 0o644
assert permission_string_to_octal("drwxrwxrwt") == 0o1777
assert permission_string_to_octal("rwsr-xr-x") == 0o4755
assert permission_string_to_octal("rwSr--r--") == 0o4644
assert permission_string_to_octal("rwxr-s---") == 0o2750
assert permission_string_to_octal("rwxrwxrwT") == 0o1776
assert permission_string_to_octal("---------") == 0
assert permission_string_to_octal("r---w---x") == 0o421
assert [permission_string_to_octal(p) for p in ("rwxrwxrw", "rwxrwxrwz", "xwrr-xr-x", "rwxrwxrwxx", "rwtr-xr-x", "r-sr-Sr-s")] == [-1] * 6
