# query: Return the largest integer r with r * r <= n for a non-negative integer n, computed by binary search
# without floating point; return -1 when n is negative.
def integer_sqrt_floor(n):
    if n < 0:
        return -1
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo

# tests
assert integer_sqrt_floor(-4) == -1
assert integer_sqrt_floor(-1) == -1
assert integer_sqrt_floor(0) == 0
assert integer_sqrt_floor(1) == 1
assert integer_sqrt_floor(2) == 1
assert integer_sqrt_floor(3) == 1
assert integer_sqrt_floor(4) == 2
assert integer_sqrt_floor(8) == 2
assert integer_sqrt_floor(99) == 9
assert integer_sqrt_floor(10 ** 12 + 5) == 10 ** 6
