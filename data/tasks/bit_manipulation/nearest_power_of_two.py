# query: Return the power of two closest to a positive integer n, choosing the larger power when n lies exactly
# halfway between two powers; return 0 for any n below 1.
def nearest_power_of_two(n):
    if n < 1:
        return 0
    lower = 1
    while lower * 2 <= n:
        lower *= 2
    upper = lower * 2
    if n - lower < upper - n:
        return lower
    return upper

# tests
assert nearest_power_of_two(0) == 0
assert nearest_power_of_two(-7) == 0
assert nearest_power_of_two(1) == 1
assert nearest_power_of_two(2) == 2
assert nearest_power_of_two(3) == 4
assert nearest_power_of_two(5) == 4
assert nearest_power_of_two(6) == 8
assert nearest_power_of_two(7) == 8
assert nearest_power_of_two(1024) == 1024
assert nearest_power_of_two(1535) == 1024
