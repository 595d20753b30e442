# query: Return the floor of the k-th root of a non-negative integer n exactly (the largest r with r**k <= n), so
# very large values work; a negative n or k below 1 gives None.
def integer_kth_root(n, k):
    if n < 0 or k < 1:
        return None
    lo, hi = 0, 1
    while hi ** k <= n:
        hi *= 2
    while lo < hi - 1:
        mid = (lo + hi) // 2
        if mid ** k <= n:
            lo = mid
        else:
            hi = mid
    return lo

# tests
assert integer_kth_root(-8, 3) is None
assert integer_kth_root(8, 0) is None
assert integer_kth_root(0, 5) == 0
assert integer_kth_root(1, 10) == 1
assert integer_kth_root(27, 3) == 3
assert integer_kth_root(26, 3) == 2
assert integer_kth_root(100, 1) == 100
assert integer_kth_root(10 ** 20, 2) == 10 ** 10
assert integer_kth_root(2 ** 64 - 1, 64) == 1
assert integer_kth_root(3 ** 40 + 5, 4) == 3 ** 10
