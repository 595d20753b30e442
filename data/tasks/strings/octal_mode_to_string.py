# query: Render Unix permission bits as the 9-character string ls shows, such as "rwxr-xr-x" for 0o755; setuid, setgid
# and sticky bits (0o4000, 0o2000, 0o1000) replace the user, group and other execute letters by "s", "s" and "t", in
# upper case when that execute bit is not set.
def octal_mode_to_string(mode):
    out = []
    specials = [(0o4000, "s"), (0o2000, "s"), (0o1000, "t")]
    for i in range(3):
        bits = (mode >> (6 - 3 * i)) & 7
        out.append("r" if bits & 4 else "-")
        out.append("w" if bits & 2 else "-")
        flag, letter = specials[i]
        if mode & flag:
            out.append(letter if bits & 1 else letter.upper())
        else:
            out.append("x" if bits & 1 else "-")
    return "".join(out)

# tests
assert octal_mode_to_string(0o755) == "rwxr-xr-x"
assert octal_mode_to_string(0o644) == "rw-r--r--"
assert octal_mode_to_string(0) == "---------"
assert octal_mode_to_string(0o777) == "rwxrwxrwx"
assert octal_mode_to_string(0o4755) == "rwsr-xr-x"
assert octal_mode_to_string(0o4644) == "rwSr--r--"
assert octal_mode_to_string(0o2750) == "rwxr-s---"
assert octal_mode_to_string(0o1777) == "rwxrwxrwt"
assert octal_mode_to_string(0o1776) == "rwxrwxrwT"
assert octal_mode_to_string(0o421) == "r---w---x"
