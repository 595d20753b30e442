# query: Decide whether a user may access a file under classic POSIX permission rules: `want` is a string of "r", "w" and
# "x", the owner's bits apply if uid equals the file owner, else the group bits if the file's group is among the user's
# groups, else the other bits; uid 0 gets read and write always and execute if any execute bit is set.
def posix_access_allowed(mode, owner, group, uid, groups, want):
    need = 0
    for ch in want:
        need |= {"r": 4, "w": 2, "x": 1}[ch]
    if uid == 0:
        return not (need & 1) or mode & 0o111 != 0
    if uid == owner:
        bits = (mode >> 6) & 7
    elif group in groups:
        bits = (mode >> 3) & 7
    else:
        bits = mode & 7
    return bits & need == need

# tests
assert posix_access_allowed(0o644, 1000, 100, 1000, [100], "rw") is True
assert [posix_access_allowed(0o644, 1000, 100, 1000, [100], "x"), posix_access_allowed(0o744, 1000, 100, 1000, [], "x"), posix_access_allowed(0o654, 1000, 100, 1001, [100], "x")] == [False, True, True]
assert posix_access_allowed(0o640, 1000, 100, 1001, [5, 100], "r") is True
assert posix_access_allowed(0o640, 1000, 100, 1001, [5, 100], "w") is False
assert posix_access_allowed(0o604, 1000, 100, 1001, [100], "r") is False
assert posix_access_allowed(0o604, 1000, 100, 1002, [7], "r") is True
assert posix_access_allowed(0o077, 1000, 100, 1000, [100], "r") is False
assert posix_access_allowed(0o000, 1000, 100, 0, [0], "rw") is True
assert [posix_access_allowed(m, 1, 1, 0, [0], "x") for m in (0o600, 0o601, 0o610, 0o700)] == [False, True, True, True]
assert posix_access_allowed(0o751, 1000, 100, 1002, [], "") is True
