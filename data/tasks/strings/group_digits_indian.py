# query: Format an integer with Indian digit grouping: the last three digits form one group and the digits before them
# are grouped in pairs, separated by commas (1234567 gives "12,34,567"); a minus sign stays in front.
def group_digits_indian(n):
    sign = "-" if n < 0 else ""
    digits = str(abs(n))
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
assert group_digits_indian(0) == "0"
assert group_digits_indian(999) == "999"
assert group_digits_indian(1000) == "1,000"
assert group_digits_indian(-1000) == "-1,000"
assert group_digits_indian(12345) == "12,345"
assert group_digits_indian(123456) == "1,23,456"
assert group_digits_indian(1234567) == "12,34,567"
assert group_digits_indian(100000000) == "10,00,00,000"
assert group_digits_indian(-5) == "-5"
assert group_digits_indian(99999) == "99,999"
