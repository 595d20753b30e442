# query: Predict the next term of an integer sequence from its table of successive differences: keep taking differences
# of neighbouring terms until a row is all zeros or has a single entry, and return the sum of the last entries of all
# the non-zero rows (so polynomial sequences continue exactly); an empty sequence gives None.
def next_term_by_differences(seq):
    if not seq:
        return None
    row = list(seq)
    total = 0
    while row and any(v != 0 for v in row):
        total += row[-1]
        row = [b - a for a, b in zip(row, row[1:])]
    return total

# tests
assert next_term_by_differences([]) is None
assert next_term_by_differences([5]) == 5
assert next_term_by_differences([0, 0]) == 0
assert next_term_by_differences([3, 3, 3]) == 3
assert next_term_by_differences([1, 2, 3]) == 4
assert next_term_by_differences([10, 7, 4]) == 1
assert next_term_by_differences([1, 4, 9, 16]) == 25
assert next_term_by_differences([1, 8, 27, 64]) == 125
assert next_term_by_differences([2, 4, 8, 16]) == 30
assert next_term_by_differences([0, -1, -4]) == -9
