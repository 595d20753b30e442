# query: Increment a semantic version "MAJOR.MINOR.PATCH[-pre][+build]" by "major", "minor" or "patch" the way npm
# does: build metadata and pre-release are dropped, and a pre-release of exactly the target version is released
# rather than bumped (1.2.3-rc patch gives 1.2.3, 1.3.0-rc minor gives 1.3.0, 2.0.0-rc major gives 2.0.0); return None
# for a malformed version or part.
def bump_semver(version, part):
    core, _, pre = version.split("+", 1)[0].partition("-")
    nums = core.split(".")
    if len(nums) != 3 or not all(n.isdigit() for n in nums) or part not in ("major", "minor", "patch"):
        return None
    major, minor, patch = (int(n) for n in nums)
    if part == "major":
        if not (pre and minor == 0 and patch == 0):
            major += 1
        minor = patch = 0
    elif part == "minor":
        if not (pre and patch == 0):
            minor += 1
        patch = 0
    elif not pre:
        patch += 1
    return "%d.%d.%d" % (major, minor, patch)

# tests
assert bump_semver("1.2.3", "patch") == "1.2.4"
assert bump_semver("1.2.3", "minor") == "1.3.0"
assert bump_semver("1.2.3", "major") == "2.0.0"
assert bump_semver("1.2.3-rc.1", "patch") == "1.2.3"
assert [bump_semver(v, "minor") for v in ("1.3.0-rc", "1.2.3-rc", "1.3.0")] == ["1.3.0", "1.3.0", "1.4.0"]
assert [bump_semver(v, "major") for v in ("2.0.0-beta", "2.1.0-beta", "2.0.1-beta", "2.0.0")] == ["2.0.0", "3.0.0", "3.0.0", "3.0.0"]
assert bump_semver("1.2.3+build.7", "patch") == "1.2.4"
assert bump_semver("0.9.9", "patch") == "0.9.10"
assert bump_semver("1.2.3", "build") is None
assert [bump_semver(v, "patch") for v in ("1.2", "1.2.x", "1.2.3.4", "", "-1.2.3")] == [None] * 5
