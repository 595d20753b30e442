# query: Apply a chmod symbolic mode such as "u+x,go-w,o=r" to a numeric mode: each comma-separated clause is zero or more
# of u, g, o, a (none meaning all), one operator +, - or = and zero or more of r, w, x; bits outside 0o777 are kept and
# a malformed clause gives -1.
def chmod_symbolic_apply(mode, spec):
    shifts = {"u": [6], "g": [3], "o": [0], "a": [6, 3, 0]}
    values = {"r": 4, "w": 2, "x": 1}
    for clause in spec.split(","):
        i = 0
        targets = set()
        while i < len(clause) and clause[i] in shifts:
            targets.update(shifts[clause[i]])
            i += 1
        if i >= len(clause) or clause[i] not in "+-=":
            return -1
        bits = 0
        for ch in clause[i + 1:]:
            if ch not in values:
                return -1
            bits |= values[ch]
        for shift in targets or [6, 3, 0]:
            if clause[i] == "+":
                mode |= bits << shift
            elif clause[i] == "-":
                mode &= ~(bits << shift)
            else:
                mode = (mode & ~(7 << shift)) | (bits << shift)
    return mode

# tests
assert chmod_symbolic_apply(0o644, "u+x") == 0o744
assert chmod_symbolic_apply(0o777, "go-w") == 0o755
assert chmod_symbolic_apply(0o644, "+x") == 0o755
assert chmod_symbolic_apply(0o777, "o=r") == 0o774
assert chmod_symbolic_apply(0o640, "a=") == 0
assert chmod_symbolic_apply(0o600, "g+r,o+r,u-w") == 0o444
assert chmod_symbolic_apply(0o4755, "u-x") == 0o4655
assert chmod_symbolic_apply(0o000, "ug=rw,o=") == 0o660
assert chmod_symbolic_apply(0o755, "u=rwx,g=rx,a-x") == 0o644
assert [chmod_symbolic_apply(0o644, s) for s in ("", "u", "u+z", "x+r", "u+x,", "u!x")] == [-1] * 6
