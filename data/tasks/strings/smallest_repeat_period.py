# query: Return the length of the shortest block whose repetition a whole number of times produces the string
# (for "abab" that is 2; a string with no shorter repeating block gives its own length, and "" gives 0).
def smallest_repeat_period(s):
    n = len(s)
    for p in range(1, n + 1):
        if n % p != 0:
            continue
        ok = True
        for i in range(p, n):
            if s[i] != s[i - p]:
                ok = False
                break
        if ok:
            return p
    return 0

# tests
assert smallest_repeat_period("") == 0
assert smallest_repeat_period("a") == 1
assert smallest_repeat_period("aaaa") == 1
assert smallest_repeat_period("abab") == 2
assert smallest_repeat_period("abcabcabc") == 3
assert smallest_repeat_period("aba") == 3
assert smallest_repeat_period("abaab") == 5
assert smallest_repeat_period("abababa") == 7
assert smallest_repeat_period("xyxyxz") == 6
assert smallest_repeat_period("abcab") == 5
