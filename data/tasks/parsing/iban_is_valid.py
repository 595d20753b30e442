# query: Validate an IBAN given with optional spaces and in any case: after removing spaces it must be 15 to 34 ASCII
# letters and digits starting with two letters and two digits, and moving the first four characters to the end and
# reading letters as 10 (A) to 35 (Z) must give a number whose remainder modulo 97 is 1.
def iban_is_valid(text):
    s = text.replace(" ", "").upper()
    if not 15 <= len(s) <= 34:
        return False
    if not (s[:2].isalpha() and s[2:4].isdigit() and s.isalnum() and s.isascii()):
        return False
    remainder = 0
    for ch in s[4:] + s[:4]:
        value = int(ch) if ch.isdigit() else ord(ch) - ord("A") + 10
        remainder = (remainder * (100 if value >= 10 else 10) + value) % 97
    return remainder == 1

# tests
assert iban_is_valid("GB82 WEST 1234 5698 7654 32") is True
assert iban_is_valid("GB82 WEST 1234 5698 7654 33") is False
assert iban_is_valid("de89370400440532013000") is True
assert iban_is_valid("NL91 ABNA 0417 1643 00") is True
assert iban_is_valid("MT84 MALT 0110 0001 2345 MTLC AST0 01S") is True
assert [iban_is_valid(t) for t in ("NO9386011117947", "NO698601111794")] == [True, False]
assert [iban_is_valid(t) for t in ("GB57" + "1" * 30, "GB90" + "1" * 31)] == [True, False]
assert [iban_is_valid(t) for t in ("1251WEST12345698765432", "GBAKWEST12345698765432")] == [False, False]
assert iban_is_valid("GB76WÉST12345698765432") is False
assert iban_is_valid("GB82 WEST 1234 5698 7654 3!") is False
