# query: Check a dotted numeric version against comma-separated constraints like ">=1.2, <2.0, !=1.5" using the
# operators >=, <=, >, <, == and != (trailing zero parts do not matter, so "1.0" equals "1"); every constraint must
# hold, an empty constraint string always holds, and a clause with any other operator fails.
def version_meets_constraints(constraints, version):
    def key(v):
        parts = [int(p) for p in v.strip().split(".")]
        while parts and parts[-1] == 0:
            parts.pop()
        return parts
    target = key(version)
    for clause in constraints.split(","):
        clause = clause.strip()
        if not clause:
            continue
        for op in (">=", "<=", "==", "!=", ">", "<"):
            if clause.startswith(op):
                break
        else:
            return False
        other = key(clause[len(op):])
        cmp = (target > other) - (target < other)
        ok = {">=": cmp >= 0, "<=": cmp <= 0, "==": cmp == 0, "!=": cmp != 0, ">": cmp > 0, "<": cmp < 0}[op]
        if not ok:
            return False
    return True

# tests
assert version_meets_constraints(">=1.2,<2.0", "1.5") is True
assert version_meets_constraints(">=1.2,<2.0", "2.0") is False
assert version_meets_constraints(">=1.2,<2.0", "1.2") is True
assert [version_meets_constraints("", "0.1"), version_meets_constraints(">=0", "0")] == [True, True]
assert version_meets_constraints("==1.0", "1") is True
assert version_meets_constraints("!=1.5, >1", "1.5") is False
assert version_meets_constraints("!=1.5, >1", "1.5.1") is True
assert [version_meets_constraints("<=3", v) for v in ("3.0.0", "4", "2.9")] == [True, False, True]
assert version_meets_constraints(">2", "2.0") is False
assert version_meets_constraints("~=1.0", "1.0") is False
