# query: Format an integer with Indian digit grouping: the last three digits form one group and the digits before
# them are grouped in pairs, separated by commas ("12,34,567"), keeping a leading minus sign for negatives.
def indian_digit_grouping(n):
    digits = str(abs(n))
    sign = "-" if n < 0 else ""
    if len(digits) <= 3:
        return sign + digits
    head, tail = digits[:-3], digits[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    groups.insert(0, head)
    return sign + ",".join(groups) + "," + tail

# tests
assert indian_digit_grouping(0) == "0"
assert indian_digit_grouping(999) == "999"
assert indian_digit_grouping(-999) == "-999"
assert indian_digit_grouping(1000) == "1,000"
assert indian_digit_grouping(99999) == "99,999"
assert indian_digit_grouping(100000) == "1,00,000"
assert indian_digit_grouping(1234567) == "12,34,567"
assert indian_digit_grouping(-1234567) == "-12,34,567"
assert indian_digit_grouping(12345678901) == "12,34,56,78,901"
