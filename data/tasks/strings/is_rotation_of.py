# query: Decide whether string b can be obtained from string a by moving some prefix of a to its end (a cyclic
# rotation, including the zero rotation); strings of different lengths are never rotations, and two empty strings are.
def is_rotation_of(a, b):
    if len(a) != len(b):
        return False
    n = len(a)
    if n == 0:
        return True
    for shift in range(n):
        k = 0
        while k < n and a[(shift + k) % n] == b[k]:
            k += 1
        if k == n:
            return True
    return False

# tests
assert is_rotation_of("", "") is True
assert is_rotation_of("a", "") is False
assert is_rotation_of("abcde", "cdeab") is True
assert is_rotation_of("abcde", "abced") is False
assert is_rotation_of("abc", "abc") is True
assert is_rotation_of("abc", "cab") is True
assert is_rotation_of("aab", "aba") is True
assert is_rotation_of("abc", "xbc") is False
assert is_rotation_of("ab", "abab") is False
assert is_rotation_of("waterbottle", "erbottlewat") is True
