# query: Parse a semantic version "MAJOR.MINOR.PATCH" with an optional "-prerelease" suffix into a tuple (major, minor,
# patch, prerelease or ""); numeric parts must be non-empty digits without leading zeros, otherwise return None.
def parse_semver_triplet(text):
    core, dash, pre = text.partition("-")
    if dash and not pre:
        return None
    parts = core.split(".")
    if len(parts) != 3:
        return None
    numbers = []
    for part in parts:
        if not part.isdigit():
            return None
        if len(part) > 1 and part[0] == "0":
            return None
        numbers.append(int(part))
    return (numbers[0], numbers[1], numbers[2], pre)

# tests
assert parse_semver_triplet("1.2.3") == (1, 2, 3, '')
assert parse_semver_triplet("0.0.0") == (0, 0, 0, '')
assert parse_semver_triplet("10.20.30-beta.1") == (10, 20, 30, 'beta.1')
assert parse_semver_triplet("1.2") == None
assert parse_semver_triplet("1.2.3.4") == None
assert parse_semver_triplet("01.2.3") == None
assert parse_semver_triplet("1.2.3-") == None
assert parse_semver_triplet("1.x.3") == None
assert parse_semver_triplet("1..3") == None
assert parse_semver_triplet("2.0.10-rc-1") == (2, 0, 10, 'rc-1')
