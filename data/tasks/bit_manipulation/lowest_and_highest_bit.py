# query: Return a tuple (lowest, highest) with the zero-based positions of the least and most significant 1 bits
# of a positive integer; return (-1, -1) when the input is zero or negative.
def lowest_and_highest_bit(n):
    if n <= 0:
        return (-1, -1)
    lowest = -1
    highest = -1
    position = 0
    while n:
        if n & 1:
            if lowest < 0:
                lowest = position
            highest = position
        n >>= 1
        position += 1
    return (lowest, highest)

# tests
assert lowest_and_highest_bit(0) == (-1, -1)
assert lowest_and_highest_bit(-4) == (-1, -1)
assert lowest_and_highest_bit(1) == (0, 0)
assert lowest_and_highest_bit(2) == (1, 1)
assert lowest_and_highest_bit(6) == (1, 2)
assert lowest_and_highest_bit(0b101000) == (3, 5)
assert lowest_and_highest_bit(0b1000000001) == (0, 9)
assert lowest_and_highest_bit(2 ** 40 + 2 ** 20) == (20, 40)
assert lowest_and_highest_bit(15) == (0, 3)
