# query: Count the integers x with 0 <= x < 10**n whose decimal digits are all different (1 for n = 0, 0 for negative
# n).
def count_numbers_with_unique_digits(n):
    if n < 0:
        return 0
    total = 1
    current = 9
    for length in range(1, min(n, 10) + 1):
        if length > 1:
            current *= 11 - length
        total += current
    return total

# tests
assert count_numbers_with_unique_digits(-1) == 0
assert count_numbers_with_unique_digits(0) == 1
assert count_numbers_with_unique_digits(1) == 10
assert count_numbers_with_unique_digits(2) == 91
assert count_numbers_with_unique_digits(3) == 739
assert count_numbers_with_unique_digits(4) == 5275
assert count_numbers_with_unique_digits(10) == 8877691
assert count_numbers_with_unique_digits(12) == 8877691
