# query: Count days between two "YYYY-MM-DD" dates under the 30/360 bond-basis convention: a start day of 31 becomes 30,
# an end day of 31 becomes 30 only if the (adjusted) start day is 30, and the result is 360 x years + 30 x months + days
# of difference (negative if the end is earlier).
def days_360_bond_basis(start, end):
    y1, m1, d1 = (int(x) for x in start.split("-"))
    y2, m2, d2 = (int(x) for x in end.split("-"))
    if d1 == 31:
        d1 = 30
    if d2 == 31 and d1 >= 30:
        d2 = 30
    return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1)

# tests
assert days_360_bond_basis("2024-01-01", "2024-12-31") == 360
assert days_360_bond_basis("2024-01-31", "2024-03-31") == 60
assert days_360_bond_basis("2024-01-30", "2024-02-29") == 29
assert days_360_bond_basis("2024-02-29", "2024-03-31") == 32
assert days_360_bond_basis("2024-03-15", "2024-03-15") == 0
assert days_360_bond_basis("2025-01-15", "2024-01-15") == -360
assert days_360_bond_basis("2024-01-31", "2024-02-01") == 1
assert days_360_bond_basis("2023-12-31", "2024-01-31") == 30
assert days_360_bond_basis("2024-01-29", "2024-01-31") == 2
assert days_360_bond_basis("2024-05-30", "2024-07-31") == 60
