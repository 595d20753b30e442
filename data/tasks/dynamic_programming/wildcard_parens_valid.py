# query: Decide whether a string of "(", ")" and "*" can be a balanced parenthesis string when each "*" is replaced by
# "(", ")" or nothing.
def wildcard_parens_valid(s):
    low = high = 0
    for ch in s:
        if ch == "(":
            low += 1
            high += 1
        elif ch == ")":
            low -= 1
            high -= 1
        else:
            low -= 1
            high += 1
        if high < 0:
            return False
        low = max(low, 0)
    return low == 0

# tests
assert wildcard_parens_valid(")") is False
assert wildcard_parens_valid("(*") is True
assert wildcard_parens_valid("(*)") is True
assert wildcard_parens_valid("(*))") is True
assert wildcard_parens_valid(")(") is False
assert wildcard_parens_valid("())") is False
assert wildcard_parens_valid("(((**") is False
assert wildcard_parens_valid("*)") is True
assert wildcard_parens_valid("(()") is False
assert wildcard_parens_valid("*))") is False
