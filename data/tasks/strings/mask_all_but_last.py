# query: Mask every digit of a string with "#" except the last `keep` digits, leaving non-digit characters such as
# spaces and dashes untouched; if the string has at most `keep` digits it is returned unchanged.
def mask_all_but_last(s, keep):
    total = sum(1 for ch in s if ch.isdigit())
    to_mask = total - keep
    out = []
    for ch in s:
        if ch.isdigit() and to_mask > 0:
            out.append("#")
            to_mask -= 1
        else:
            out.append(ch)
    return "".join(out)

# tests
assert mask_all_but_last("", 4) == ""
assert mask_all_but_last("1234", 4) == "1234"
assert mask_all_but_last("12345", 4) == "#2345"
assert mask_all_but_last("4111-1111-1111-1234", 4) == "####-####-####-1234"
assert mask_all_but_last("12 34 56", 2) == "## ## 56"
assert mask_all_but_last("abc", 0) == "abc"
assert mask_all_but_last("a1b2", 0) == "a#b#"
assert mask_all_but_last("987", 1) == "##7"
assert mask_all_but_last("55", 5) == "55"
