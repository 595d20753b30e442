# query: Sort semantic version strings (MAJOR.MINOR.PATCH with optional -prerelease and +build) by SemVer 2.0
# precedence: numeric core first, a prerelease sorts before its release, prerelease identifiers compare numerically
# when all digits, otherwise in ASCII order, numeric before alphanumeric, fewer identifiers first; build metadata is
# ignored and ties keep input order.
def sort_semver_strings(versions):
    def key(v):
        core = v.split("+", 1)[0]
        main, _, pre = core.partition("-")
        nums = tuple(int(x) for x in main.split("."))
        if not pre:
            return (nums, 1, ())
        ids = []
        for part in pre.split("."):
            if part.isdigit():
                ids.append((0, int(part), ""))
            else:
                ids.append((1, 0, part))
        return (nums, 0, tuple(ids))
    return sorted(versions, key=key)

# tests
assert sort_semver_strings([]) == []
assert sort_semver_strings(["1.10.0", "1.2.0", "1.9.9"]) == ['1.2.0', '1.9.9', '1.10.0']
assert sort_semver_strings(["2.0.0", "2.0.0-rc.1", "1.0.0"]) == ['1.0.0', '2.0.0-rc.1', '2.0.0']
assert sort_semver_strings(["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-alpha.beta", "1.0.0"]) == ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0']
assert sort_semver_strings(["1.0.0-beta.11", "1.0.0-beta.2", "1.0.0-rc.1"]) == ['1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1']
assert sort_semver_strings(["1.0.0-1", "1.0.0-a", "1.0.0-0"]) == ['1.0.0-0', '1.0.0-1', '1.0.0-a']
assert sort_semver_strings(["1.0.0+b", "1.0.0+a", "0.9.0+z"]) == ['0.9.0+z', '1.0.0+b', '1.0.0+a']
assert sort_semver_strings(["0.0.10", "0.1.0", "0.0.9"]) == ['0.0.9', '0.0.10', '0.1.0']
assert sort_semver_strings(["3.0.0-rc.1+build.5", "3.0.0-rc.1", "3.0.0-Rc.1"]) == ['3.0.0-Rc.1', '3.0.0-rc.1+build.5', '3.0.0-rc.1']
assert sort_semver_strings(["1.0.0-alpha.10.1", "1.0.0-alpha.2", "1.0.0-alpha.10"]) == ['1.0.0-alpha.2', '1.0.0-alpha.10', '1.0.0-alpha.10.1']
