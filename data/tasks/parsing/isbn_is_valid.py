# query: Validate an ISBN given with optional hyphens and spaces: an ISBN-10 is nine digits plus a check digit or "X"
# (any case) whose weighted sum with weights 10 down to 1 is divisible by 11; an ISBN-13 is 13 digits starting with
# 978 or 979 whose sum with alternating weights 1 and 3 is divisible by 10; anything else is invalid.
def isbn_is_valid(text):
    s = text.replace("-", "").replace(" ", "")
    if len(s) == 10:
        if not s[:9].isdigit() or not (s[9].isdigit() or s[9] in "Xx"):
            return False
        total = 0
        for i, ch in enumerate(s):
            value = 10 if ch in "Xx" else int(ch)
            total += value * (10 - i)
        return total % 11 == 0
    if len(s) == 13 and s.isdigit() and s[:3] in ("978", "979"):
        total = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(s))
        return total % 10 == 0
    return False

# tests
assert isbn_is_valid("0-306-40615-2") is True
assert isbn_is_valid("0306406153") is False
assert isbn_is_valid("080442957X") is True
assert isbn_is_valid("0 8044 2957 x") is True
assert isbn_is_valid("978-0-306-40615-7") is True
assert isbn_is_valid("978-0-306-40615-8") is False
assert isbn_is_valid("979-10-90636-07-1") is True
assert isbn_is_valid("977-0-306-40615-8") is False
assert [isbn_is_valid(t) for t in ("X000000018", "12345678X8", "123456789Y", "12345678X9")] == [False] * 4
assert [isbn_is_valid(t) for t in ("", "978030640614", "97803064061570", "978-0-306-40615-X")] == [False] * 4
