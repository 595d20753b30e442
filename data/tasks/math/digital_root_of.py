# query: Repeatedly replace a non-negative integer by the sum of its decimal digits until a single digit remains,
# and return that digit; 0 gives 0.
def digital_root_of(n):
    while n >= 10:
        total = 0
        while n > 0:
            total += n % 10
            n //= 10
        n = total
    return n

# tests
assert digital_root_of(0) == 0
assert digital_root_of(7) == 7
assert digital_root_of(9) == 9
assert digital_root_of(10) == 1
assert digital_root_of(38) == 2
assert digital_root_of(99) == 9
assert digital_root_of(123456789) == 9
assert digital_root_of(1000000000) == 1
assert digital_root_of(493193) == 2
