# query: Return the n-th digit (1-based) of the sequence formed by writing the positive integers one after another
# ("123456789101112..."); n below 1 gives -1.
def champernowne_digit(n):
    if n < 1:
        return -1
    length, count, start = 1, 9, 1
    while n > length * count:
        n -= length * count
        length += 1
        count *= 10
        start *= 10
    number = start + (n - 1) // length
    return int(str(number)[(n - 1) % length])

# tests
assert champernowne_digit(0) == -1
assert champernowne_digit(1) == 1
assert champernowne_digit(9) == 9
assert champernowne_digit(10) == 1
assert champernowne_digit(11) == 0
assert champernowne_digit(12) == 1
assert champernowne_digit(189) == 9
assert champernowne_digit(190) == 1
assert champernowne_digit(192) == 0
assert champernowne_digit(1000) == 3
