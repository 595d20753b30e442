# query: Label the change from an old integer value to a new one as a percentage of |old| with one decimal, rounded
# half up, and a "+" or "-" sign, as in "+12.5%" or "-3.0%"; a change that rounds to zero gives "0.0%" and an old
# value of 0 gives "n/a".
def percent_change_label(old, new):
    if old == 0:
        return "n/a"
    diff = new - old
    tenths = (abs(diff) * 2000 + abs(old)) // (2 * abs(old))
    if tenths == 0:
        return "0.0%"
    sign = "+" if diff > 0 else "-"
    return sign + str(tenths // 10) + "." + str(tenths % 10) + "%"

# tests
assert percent_change_label(100, 112) == "+12.0%"
assert percent_change_label(80, 90) == "+12.5%"
assert percent_change_label(200, 194) == "-3.0%"
assert percent_change_label(0, 5) == "n/a"
assert percent_change_label(50, 50) == "0.0%"
assert percent_change_label(3, 4) == "+33.3%"
assert percent_change_label(3, 5) == "+66.7%"
assert percent_change_label(-50, -25) == "+50.0%"
assert percent_change_label(2000, 2001) == "+0.1%"
assert percent_change_label(8, 1) == "-87.5%"
