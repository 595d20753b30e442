# query: Compare two semantic versions by SemVer 2.0 precedence and return -1, 0 or 1: build metadata after "+" is
# ignored, a pre-release sorts before its release, and pre-release identifiers compare numerically when both are
# numeric, numeric before alphanumeric, otherwise as ASCII text, with a shorter equal prefix first.
def semver_precedence_compare(a, b):
    def split(v):
        v = v.split("+", 1)[0]
        core, _, pre = v.partition("-")
        nums = [int(x) for x in core.split(".")]
        return nums, (pre.split(".") if pre else [])
    (na, pa), (nb, pb) = split(a), split(b)
    if na != nb:
        return -1 if na < nb else 1
    if not pa and not pb:
        return 0
    if not pa:
        return 1
    if not pb:
        return -1
    for x, y in zip(pa, pb):
        if x == y:
            continue
        if x.isdigit() and y.isdigit():
            return -1 if int(x) < int(y) else 1
        if x.isdigit():
            return -1
        if y.isdigit():
            return 1
        return -1 if x < y else 1
    if len(pa) == len(pb):
        return 0
    return -1 if len(pa) < len(pb) else 1

# setup
CHAIN = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]

# tests
assert [semver_precedence_compare(a, b) for a, b in zip(CHAIN, CHAIN[1:])] == [-1] * 7
assert [semver_precedence_compare(b, a) for a, b in zip(CHAIN, CHAIN[1:])] == [1] * 7
assert semver_precedence_compare("1.0.0", "2.0.0") == -1
assert semver_precedence_compare("1.10.0", "1.9.0") == 1
assert semver_precedence_compare("2.0.0-alpha", "1.9.9") == 1
assert semver_precedence_compare("1.0.0+build.5", "1.0.0+build.9") == 0
assert semver_precedence_compare("1.0.0-rc.1+x", "1.0.0-rc.1") == 0
assert semver_precedence_compare("1.0.0-a.b.c", "1.0.0-a.b") == 1
assert semver_precedence_compare("1.0.0-Z", "1.0.0-a") == -1
