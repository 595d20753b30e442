# query: Write a string in a zigzag over `rows` rows (down the rows, then diagonally back up, repeatedly) and
# return the rows read left to right and concatenated; with one row, or at least as many rows as characters, the string is unchanged.
def zigzag_rows_read(s, rows):
    if rows == 1:
        return s
    buckets = [""] * rows
    row, step = 0, 1
    for ch in s:
        buckets[row] += ch
        if row == 0:
            step = 1
        elif row == rows - 1:
            step = -1
        row += step
    return "".join(buckets)

# tests
assert zigzag_rows_read("", 3) == ""
assert zigzag_rows_read("ABC", 1) == "ABC"
assert zigzag_rows_read("ABC", 3) == "ABC"
assert zigzag_rows_read("ABCD", 3) == "ABDC"
assert zigzag_rows_read("PAYPALISHIRING", 3) == "PAHNAPLSIIGYIR"
assert zigzag_rows_read("PAYPALISHIRING", 4) == "PINALSIGYAHRPI"
assert zigzag_rows_read("ABCDE", 2) == "ACEBD"
assert zigzag_rows_read("AB", 2) == "AB"
assert zigzag_rows_read("ABCDEFG", 5) == "ABCGDFE"
